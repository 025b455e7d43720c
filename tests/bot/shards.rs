//! Gateway shards and the REST proxy, end to end: the real bot against the fake Discord with
//! two guilds, one on each shard of two.
//! - one process running every shard (`GET /gateway/bot` says 2): each guild's challenge,
//!   acceptance and move answered exactly once;
//! - two `seireigi serve` processes (`SEIREIGI_SHARDS=0-0/2` and `1-1/2`) on one SQLite file,
//!   and on one PostgreSQL database: each guild's interactions answered exactly once, and only
//!   while the process holding its shard runs; each move posted once;
//! - two processes on one PostgreSQL sharing the due work (issue 16): reminders, losses on
//!   time and the computer's moves done exactly once by whichever claims them, and one
//!   process killed with SIGKILL during a load of moves: the other carries on, and after the
//!   restart every acknowledged move is stored and every stored move posted exactly once;
//! - `DISCORD_PROXY_URL` (the fake playing a rate-limiting proxy such as twilight-http-proxy):
//!   serenity's limiter off, the bot still answers, and a 429 from the proxy is waited out;
//! - bad shard or proxy settings: a one-line error, nothing started, no database made.
//!
//! Run with `cargo test --release --test bot -- shards::` (the PostgreSQL tests need the
//! server of `SEIREIGI_TEST_POSTGRES`; without one they say so and pass, unless
//! `SEIREIGI_REQUIRE_POSTGRES=1`).

use crate::process::{each_stored_move_posted_once, MoveLoad, SEQUENCE};
use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;
use seireigi_test_support::process::Serve;

use bot_harness::{wait_until, Game, Harness, Variant};
use fake_discord::{
    Failure, FakeDiscord, Recorded, ALICE_ID, BOB_ID, BOT_USER_ID, CHANNEL_ID, GUILD_ID,
};
use seireigi::ai::Level;
use seireigi::service::{
    ColorChoice, GameId, GameService, ManualClock, NewChallenge, Timestamp, UserId,
};
use seireigi::store::Store;
use serde_json::json;
use serenity::all::{ChannelType, CreateThread, HttpBuilder};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Discord's rule, written out here independently of the bot and the fake.
fn shard_of(guild: u64) -> u32 {
    ((guild >> 22) % 2) as u32
}

/// The second guild (on the other shard than [`GUILD_ID`]) and its `#shogi` channel.
fn second_guild() -> (u64, u64) {
    let guild = FakeDiscord::guild_on_shard(1 - shard_of(GUILD_ID), 2, 0);
    (guild, guild + 200)
}

/// A fake Discord recommending 2 shards, with a guild on each; no bot yet.
async fn two_guilds(tag: &str) -> Harness {
    let h = Harness::without_bot(
        tag,
        fake_discord::Config {
            shards: 2,
            ..Default::default()
        },
    )
    .await;
    let (guild, channel) = second_guild();
    h.fake.add_guild(guild, "second server", channel);
    h
}

fn guilds() -> [(u64, u64); 2] {
    [(GUILD_ID, CHANNEL_ID), second_guild()]
}

/// The interaction (its id) a callback request answers.
fn callback_of(r: &Recorded) -> Option<String> {
    r.is("POST", "/interactions/*/*/callback")
        .then(|| r.path.split('/').nth(2).map(String::from))
        .flatten()
}

/// Every interaction sent so far was answered exactly once (one callback attempt, none
/// refused), and went out on its guild's shard.
async fn each_answered_once(h: &Harness) {
    let sent: Vec<Option<u64>> = h
        .fake
        .dispatched()
        .into_iter()
        .filter(|(_, event, _)| event == "INTERACTION_CREATE")
        .map(|(shard, _, guild)| {
            let guild = guild.expect("every interaction here is in a guild");
            assert_eq!(shard, [shard_of(guild), 2], "sent on its guild's shard");
            Some(guild)
        })
        .collect();
    let mut answers: BTreeMap<String, Vec<u16>> = BTreeMap::new();
    for r in h.fake.requests().await {
        if let Some(id) = callback_of(&r) {
            answers.entry(id).or_default().push(r.status);
        }
    }
    assert_eq!(
        answers.len(),
        sent.len(),
        "one answer per interaction: {answers:?}\n{}",
        h.dump(0).await
    );
    for (id, statuses) in &answers {
        assert_eq!(
            statuses,
            &[204],
            "interaction {id} answered once: {statuses:?}"
        );
    }
}

/// How many times the bot posted "played" in `thread`.
async fn moves_posted(h: &Harness, thread: u64) -> usize {
    let path = format!("/channels/{thread}/messages");
    h.fake
        .requests()
        .await
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.ok())
        .filter(|r| r.content().is_some_and(|c| c.contains("played")))
        .count()
}

/// In each guild: Alice challenges Bob, Bob accepts, Alice plays 7g7f.
async fn a_game_in_each_guild(h: &Harness) -> Vec<Game> {
    let mut games = Vec::new();
    for (_, channel) in guilds() {
        let card = h
            .challenge_in(
                channel,
                ALICE_ID,
                BOB_ID,
                Variant::builtin("shogi"),
                None,
                None,
            )
            .await;
        assert_eq!(card["channel_id"], json!(channel.to_string()));
        let game = h.accept(&card, BOB_ID).await;
        h.play(ALICE_ID, game, "7g7f").await;
        games.push(game);
    }
    games
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_runs_every_shard() {
    let mut h = two_guilds("shards-all").await;
    let since = h.fake.request_count();
    let mut options = h.bot_options();
    // Commands for every guild: registered globally.
    options.guild_id = None;
    h.spawn_bot(options);
    // serenity starts the second shard 5 s after the first.
    assert!(
        h.fake
            .wait_shards(Duration::from_secs(30), &[[0, 2], [1, 2]])
            .await,
        "both shards connect: {:?}",
        h.fake.gateway_stats()
    );
    assert_eq!(h.fake.identified_shards(), [Some([0, 2]), Some([1, 2])]);
    h.wait_req(since, "GET /gateway/bot", |r| r.is("GET", "/gateway/bot"))
        .await;
    h.wait_req(since, "global command registration", |r| {
        r.is("PUT", "/applications/*/commands") && r.ok()
    })
    .await;

    let games = a_game_in_each_guild(&h).await;
    each_answered_once(&h).await;
    for g in &games {
        assert_eq!(moves_posted(&h, g.thread).await, 1, "game {}", g.id);
    }
    // The second guild's thread is in the second guild.
    let thread = h.fake.channel(games[1].thread).unwrap();
    assert_eq!(thread["guild_id"], json!(second_guild().0.to_string()));
}

// ---- separate processes ----

/// `seireigi serve` on the harness's database with `env`, scheduler ticks of 100 ms and
/// its log at `info` in `log`.
fn spawn_serve(h: &Harness, env: &[(&str, String)], log: &Path) -> Serve {
    let mut all = vec![
        ("SEIREIGI_TICK_MS", "100".to_string()),
        ("RUST_LOG", "info".to_string()),
    ];
    all.extend(env.iter().cloned());
    Serve::spawn(env!("CARGO_BIN_EXE_seireigi"), &h.db, log, &all)
}

/// The process for `SEIREIGI_SHARDS=range` against the fake, once its shard is live and it
/// registered the commands.
async fn serve_shard(h: &Harness, range: &str, shard: [u32; 2]) -> Serve {
    serve_shard_with(h, range, shard, &[]).await
}

/// [`serve_shard`] with more environment variables.
async fn serve_shard_with(
    h: &Harness,
    range: &str,
    shard: [u32; 2],
    more: &[(&str, String)],
) -> Serve {
    let since = h.fake.request_count();
    let log = h.dir().join(format!("serve-{}.log", shard[0]));
    let mut env = vec![
        ("DISCORD_BASE_URL", h.fake.base_url()),
        ("SEIREIGI_SHARDS", range.to_string()),
    ];
    env.extend(more.iter().cloned());
    let p = spawn_serve(h, &env, &log);
    let connected = h
        .fake
        .wait_gateway(Duration::from_secs(30), |s| s.live_shards.contains(&shard))
        .await;
    assert!(connected, "shard {shard:?} connects:\n{}", p.log_text());
    h.wait_req(since, "global command registration", |r| {
        r.is("PUT", "/applications/*/commands") && r.ok()
    })
    .await;
    p
}

/// Two processes on one database (a SQLite file; a PostgreSQL server below), each holding one
/// shard of two: every interaction is answered once, by the process that holds its guild's
/// shard, and every move posted once (both run the scheduler, which claims what it posts).
/// With that process stopped, its guild gets no answer while the other guild's go on;
/// started again, it takes over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_the_shards() {
    let h = two_guilds("shards-split").await;
    split_the_shards(h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_the_shards_on_postgres() {
    seireigi_test_support::backend::run(seireigi_test_support::backend::Backend::Postgres, async {
        let db = seireigi_test_support::backend::TestDb::new("shards-split-pg").await;
        let mut h = two_guilds("shards-split-pg").await;
        h.db = db.url.clone();
        split_the_shards(h).await;
        drop(db);
    })
    .await;
}

async fn split_the_shards(h: Harness) {
    // One after the other: the first makes and migrates the database.
    let p0 = serve_shard(&h, "0-0/2", [0, 2]).await;
    let p1 = serve_shard(&h, "1-1/2", [1, 2]).await;
    assert_eq!(h.fake.identified_shards(), [Some([0, 2]), Some([1, 2])]);
    assert!(
        p0.log_text().contains("running gateway shards 0-0 of 2"),
        "{}",
        p0.log_text()
    );
    let log1 = p1.log_text();
    assert!(log1.contains("running gateway shards 1-1 of 2"), "{log1}");
    assert!(
        log1.contains("claiming due work as") && log1.contains("shards 1-1/2"),
        "every process runs the scheduler, under its own name: {log1}"
    );

    let games = a_game_in_each_guild(&h).await;
    each_answered_once(&h).await;
    for g in &games {
        assert_eq!(moves_posted(&h, g.thread).await, 1, "game {}", g.id);
    }
    // The follow-up comes before the post, which is marked delivered after it: killed before
    // the mark, the process would post the move again when it restarts (once, under its
    // nonce: the crash tests below check that), which here would look like an answer to the
    // next move.
    let service = h.service().await;
    let deadline = Instant::now() + Duration::from_secs(30);
    while !service
        .pending_notifications()
        .await
        .expect("outbox")
        .is_empty()
    {
        assert!(
            Instant::now() < deadline,
            "the move posts are marked delivered"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    service.store().close().await;

    // Stop the process holding the second guild's shard.
    let (second, _) = second_guild();
    let (mut other, mut alive) = (p1, p0);
    if shard_of(second) == 0 {
        std::mem::swap(&mut other, &mut alive);
    }
    other.kill();
    let alive_shard = [shard_of(GUILD_ID), 2];
    assert!(
        h.fake
            .wait_shards(Duration::from_secs(10), &[alive_shard])
            .await
    );
    let (stranded, since) = h
        .command(BOB_ID, games[1].thread, "move", json!({"move": "3c3d"}))
        .await;
    // The first guild is answered meanwhile (and the second is not).
    h.play(BOB_ID, games[0], "3c3d").await;
    h.assert_no_req(
        since,
        Duration::from_millis(500),
        "an answer from a stopped shard",
        |r| r.is_for(&stranded),
    )
    .await;

    // Started again, the shard's new session takes the guild's events (the one sent while it
    // was down is lost with the old session, as on Discord).
    let range = format!("{0}-{0}/2", shard_of(second));
    let _back = serve_shard(&h, &range, [shard_of(second), 2]).await;
    h.play(BOB_ID, games[1], "3c3d").await;
    assert!(
        !h.fake.requests().await.iter().any(|r| r.is_for(&stranded)),
        "the interaction sent to the dead session stays unanswered"
    );
    let info = h.game_info(games[1]).await;
    assert_eq!(info.ply, 2, "the second guild's game went on");
    assert_eq!(info.guild_id, Some(second), "stored with its guild");
    drop(alive);
}

/// The REST proxy: with `DISCORD_PROXY_URL` (and no DISCORD_BASE_URL) the bot sends REST to
/// the proxy with serenity's limiter off, and a 429 the proxy passes on is waited out: the
/// defer and the move's post are sent again and arrive once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn through_a_rest_proxy_with_429s() {
    let h = Harness::without_bot("shards-proxy", fake_discord::Config::default()).await;
    let since = h.fake.request_count();
    let log = h.dir().join("serve.log");
    let p = spawn_serve(
        &h,
        &[
            ("DISCORD_PROXY_URL", h.fake.base_url()),
            ("DISCORD_GUILD_ID", GUILD_ID.to_string()),
        ],
        &log,
    );
    assert!(
        h.fake.wait_shards(Duration::from_secs(30), &[[0, 1]]).await,
        "{}",
        p.log_text()
    );
    h.wait_req(since, "command registration", |r| {
        r.is("PUT", "/applications/*/guilds/*/commands") && r.ok()
    })
    .await;
    assert!(
        p.log_text().contains("REST requests go to this proxy"),
        "{}",
        p.log_text()
    );
    // Every request went to the proxy (the fake) with the bot's token, none around it.
    assert!(h
        .fake
        .requests()
        .await
        .iter()
        .any(|r| r.is("GET", "/gateway/bot")));

    let card = h
        .challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
        .await;
    let game = h.accept(&card, BOB_ID).await;
    // The next defer and the next post in the thread are refused with 429 once.
    h.fake
        .fail_next("POST", "/interactions/", Failure::rate_limited(0.3))
        .await;
    h.fake
        .fail_next(
            "POST",
            &format!("/channels/{}/messages", game.thread),
            Failure::RateLimited {
                retry_after_secs: 0.3,
                global: true,
            },
        )
        .await;
    let before = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let reqs: Vec<Recorded> = h.fake.requests().await.into_iter().skip(before).collect();
    let refused: Vec<&Recorded> = reqs.iter().filter(|r| r.status == 429).collect();
    assert_eq!(
        refused.len(),
        2,
        "both 429s were met: {}",
        h.dump(before).await
    );
    assert!(played.ack.ok() && played.post.ok());
    assert_eq!(moves_posted(&h, game.thread).await, 1, "posted once");
    let answered: Vec<&Recorded> = reqs
        .iter()
        .filter(|r| callback_of(r).is_some() && r.ok())
        .collect();
    assert_eq!(answered.len(), 1);
}

/// Bad settings stop `seireigi serve` at once with one line that names the setting, before
/// it opens (or makes) the database or connects.
#[test]
fn bad_shard_and_proxy_settings_are_refused() {
    let dir = bot_harness::TempDir::new("shards-bad");
    let db = dir.0.join("never.db");
    for (args, env, expected) in [
        (
            vec!["serve", "--shards", "3-1/2"],
            vec![],
            "error: --shards 3-1/2: FIRST must not exceed LAST",
        ),
        (
            vec!["serve"],
            vec![("SEIREIGI_SHARDS", "0-2/2")],
            "error: SEIREIGI_SHARDS=0-2/2: LAST must be below TOTAL (the shards are 0 to 1)",
        ),
        (
            vec!["serve"],
            vec![("SEIREIGI_SHARDS", "0-0/0")],
            "error: SEIREIGI_SHARDS=0-0/0: TOTAL must be at least 1",
        ),
        (
            vec!["serve", "--shards", "1"],
            vec![],
            "error: --shards 1: expected FIRST-LAST/TOTAL, for example 0-3/8",
        ),
        (
            vec!["serve"],
            vec![("DISCORD_PROXY_URL", "localhost:3000")],
            "error: DISCORD_PROXY_URL=localhost:3000: expected an http:// or https:// URL with a host, e.g. http://127.0.0.1:3000",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
            .args(&args)
            .env("DISCORD_TOKEN", "x")
            .env("DATABASE_URL", &db)
            .env_remove("SEIREIGI_SHARDS")
            .env_remove("DISCORD_PROXY_URL")
            .env_remove("DISCORD_BASE_URL")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .output()
            .expect("run seireigi");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?} {env:?}: {stderr}");
        assert_eq!(stderr.trim_end(), expected, "{args:?} {env:?}");
        assert!(!db.exists(), "{args:?} {env:?} made a database");
    }
}

// ---- two processes on one PostgreSQL: the due work ----

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// A player whose reminders are off: the loser on time (so that only the loss is posted).
const DAVE_ID: u64 = 1_180_000_000_000_001_004;

fn real_now() -> Timestamp {
    Timestamp(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0),
    )
}

/// Makes games straight in the database, as the processes' players would have, each with a
/// thread in its guild's channel on the fake.
struct Setup {
    service: GameService,
    clock: Arc<ManualClock>,
    http: serenity::all::Http,
}

impl Setup {
    async fn new(h: &Harness) -> Setup {
        let clock = Arc::new(ManualClock::new(real_now()));
        let store = Store::open(&h.db).await.expect("open the database");
        let service = GameService::new(store, clock.clone());
        let mut dave = service.settings(UserId(DAVE_ID)).await.expect("settings");
        dave.reminders = false;
        service.save_settings(&dave).await.expect("save settings");
        // The loser on time: no vacation day is spent for him (issue 33's default).
        let mut comfort = service.comfort(UserId(DAVE_ID)).await.expect("comfort");
        comfort.auto_vacation = Some(false);
        service.save_comfort(&comfort).await.expect("save comfort");
        let http = HttpBuilder::new("setup-token")
            .proxy(h.fake.base_url())
            .ratelimiter_disabled(true)
            .build();
        Setup {
            service,
            clock,
            http,
        }
    }

    /// A Shogi game created at `created` (its clock starts then) between `black` and `white`
    /// (or `white` is the computer, at the easy level, when `computer`), in `guild`'s
    /// channel; returns (game, thread).
    async fn game(
        &self,
        (guild, channel): (u64, u64),
        players: (u64, u64),
        days: Option<u32>,
        computer: bool,
        created: Timestamp,
    ) -> (GameId, u64) {
        self.clock.set(created);
        let (ch, _) = self
            .service
            .challenge(NewChallenge {
                challenger: UserId(players.1),
                opponent: Some(UserId(players.0)),
                variant: "shogi".into(),
                days_per_move: days,
                color: ColorChoice::White,
                position: None,
            })
            .await
            .expect("challenge");
        let (info, _) = if computer {
            self.service
                .accept_for_computer(ch.id, UserId(players.0), Level::Easy)
                .await
        } else {
            self.service.accept(ch.id, UserId(players.0)).await
        }
        .expect("accept");
        assert_eq!(info.black, UserId(players.0));
        let thread = serenity::all::ChannelId::new(channel)
            .create_thread(
                &self.http,
                CreateThread::new(format!("game {}", info.id.0)).kind(ChannelType::PublicThread),
            )
            .await
            .expect("thread")
            .id
            .get();
        self.service
            .set_game_thread(info.id, Some(guild), channel, Some(thread), None)
            .await
            .expect("set thread");
        (info.id, thread)
    }

    /// In each guild: a game whose reminder, one whose loss on time, and one whose computer
    /// move fall due in about 3 s (time to make its thread first). Returns the threads:
    /// (reminder, time loss, computer) per guild.
    async fn due_work(&self) -> Vec<(u64, u64, (GameId, u64))> {
        let mut out = Vec::new();
        for place in guilds() {
            let soon = real_now().0 + 3_000;
            let reminder_at = (DAY_MS as f64 * 0.8) as i64;
            let (_, reminded) = self
                .game(
                    place,
                    (ALICE_ID, BOB_ID),
                    Some(1),
                    false,
                    Timestamp(soon - reminder_at),
                )
                .await;
            let (_, lost) = self
                .game(
                    place,
                    (DAVE_ID, BOB_ID),
                    Some(1),
                    false,
                    Timestamp(soon - DAY_MS),
                )
                .await;
            // The computer answers work it was not told about after 10 s.
            let computer = self
                .game(
                    place,
                    (BOT_USER_ID, ALICE_ID),
                    Some(3),
                    true,
                    Timestamp(soon - 10_000),
                )
                .await;
            out.push((reminded, lost, computer));
        }
        out
    }
}

fn losses_on_time_in(h: &Harness, thread: u64) -> usize {
    h.fake
        .texts_in(thread)
        .iter()
        .filter(|t| t.starts_with("🏁") && t.contains("on time"))
        .count()
}

/// Whether each of `work` was done at least once (exactly once is checked at the end).
fn done(h: &Harness, work: &[(u64, u64, (GameId, u64))]) -> bool {
    work.iter().all(|&(reminded, lost, (_, computer))| {
        h.fake.reminders_in(reminded) >= 1
            && losses_on_time_in(h, lost) >= 1
            && !h.fake.posted_plies(computer).is_empty()
    })
}

/// Issue 16, end to end: two `seireigi serve` processes (shards 0 and 1 of 2) on one
/// PostgreSQL database, guilds on both shards.
/// - Due work in both guilds (a reminder, a loss on time, a game where the computer is to
///   move) is done once, by whichever process claims it.
/// - A load of moves in both guilds; the process holding the second guild's shard is killed
///   with SIGKILL in the middle of it. The other goes on: its guild's moves, and the due work
///   made meanwhile in both guilds (the dead process's guild too: it is all REST).
/// - Before the killed process is started again, the live one posts the moves the dead one
///   stored but had not posted (once their claims' lease ran out). Started again, it posts
///   nothing twice: every acknowledged move is stored, and every stored move posted exactly
///   once; every reminder, loss and computer move exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_postgres_share_the_due_work() {
    seireigi_test_support::backend::run(seireigi_test_support::backend::Backend::Postgres, async {
        let db = seireigi_test_support::backend::TestDb::new("shards-due").await;
        let mut h = two_guilds("shards-due").await;
        h.db = db.url.clone();
        share_the_due_work(&h).await;
        drop(h);
        drop(db);
    })
    .await;
}

async fn share_the_due_work(h: &Harness) {
    let setup = Setup::new(h).await;
    let mut load = Vec::new();
    for place in guilds() {
        for _ in 0..5 {
            let (game, thread) = setup
                .game(place, (ALICE_ID, BOB_ID), Some(3), false, real_now())
                .await;
            load.push((place.0, game, thread));
        }
    }
    // Short leases, so that what the killed process held is taken over within the test.
    let env = [
        ("SEIREIGI_LEASE_MS", "3000".to_string()),
        ("SEIREIGI_EASY_MS", "100".to_string()),
    ];
    let p0 = serve_shard_with(h, "0-0/2", [0, 2], &env).await;
    let p1 = serve_shard_with(h, "1-1/2", [1, 2], &env).await;
    let mut due = setup.due_work().await;
    wait_until(
        Duration::from_secs(60),
        "the due work with both processes up",
        || done(h, &due),
    )
    .await;

    let MoveLoad {
        acked,
        total,
        tasks,
    } = MoveLoad::start(
        &h.fake,
        load.iter().map(|&(_, game, thread)| (game, thread)),
    );
    // Killed when about 40 % of the moves are acknowledged: moves are then in every stage.
    let (second, _) = second_guild();
    let (mut dead, mut alive) = (p1, p0);
    if shard_of(second) == 0 {
        std::mem::swap(&mut dead, &mut alive);
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while total.load(Ordering::SeqCst) < load.len() * SEQUENCE.len() * 2 / 5 {
        assert!(Instant::now() < deadline, "the load did not get going");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    dead.kill();
    let killed_at = total.load(Ordering::SeqCst);
    // Due work made while it is dead, in both guilds: the live process does all of it.
    let later = setup.due_work().await;
    for t in tasks {
        t.await.unwrap();
    }
    assert!(
        killed_at < load.len() * SEQUENCE.len(),
        "killed before all moves were acknowledged"
    );
    wait_until(
        Duration::from_secs(60),
        "the due work with one process dead",
        || done(h, &later),
    )
    .await;
    let acked = acked.lock().unwrap().clone();
    for &(guild, game, _) in &load {
        if guild != second {
            assert_eq!(
                acked.get(&game.0).map(Vec::len),
                Some(SEQUENCE.len()),
                "game {} (the live process's guild) played to the end",
                game.0
            );
        }
    }

    // What the killed process left unposted (moves stored, their posts claimed by it) the
    // live one posts once the claims' lease has run out, with the other still dead.
    let mut stored = BTreeMap::new();
    for &(_, game, _) in &load {
        let (_, history) = setup.service.game_history(game).await.expect("game");
        stored.insert(game.0, history.moves().len());
    }
    wait_until(
        Duration::from_secs(60),
        "every stored move posted by the live process",
        || {
            load.iter()
                .all(|&(_, game, thread)| h.fake.posted_plies(thread).len() >= stored[&game.0])
        },
    )
    .await;
    // Started again: it finds nothing left to post.
    let range = format!("{0}-{0}/2", shard_of(second));
    let back = serve_shard_with(h, &range, [shard_of(second), 2], &env).await;
    // A few more ticks: anything posted twice would show now.
    tokio::time::sleep(Duration::from_millis(1500)).await;

    let games = load.iter().map(|&(_, game, thread)| (game, thread));
    each_stored_move_posted_once(&h.fake, games, &stored, &acked);
    due.extend(later);
    for &(reminded, lost, (computer, thread)) in &due {
        assert_eq!(
            h.fake.reminders_in(reminded),
            1,
            "one reminder: {:?}",
            h.fake.texts_in(reminded)
        );
        assert_eq!(
            losses_on_time_in(h, lost),
            1,
            "one loss: {:?}",
            h.fake.texts_in(lost)
        );
        assert_eq!(
            h.fake.posted_plies(thread),
            vec![1],
            "the computer moved once"
        );
        let info = setup.service.game_info(computer).await.expect("game");
        assert_eq!(
            info.ply, 1,
            "one computer move stored in game {}",
            computer.0
        );
    }
    let pending = setup.service.pending_notifications().await.expect("outbox");
    assert!(pending.is_empty(), "nothing left undelivered: {pending:?}");
    drop((alive, back));
    setup.service.store().close().await;
}
