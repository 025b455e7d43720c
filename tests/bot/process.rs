//! The real `seireigi serve` binary against the fake Discord (crates/test-support/src/fake_discord/), as an
//! operator runs it (environment variables, its own log filter):
//! - killed with SIGKILL in the middle of a load of moves and restarted on the same database:
//!   every move acknowledged to a player is stored and posted in its thread exactly once (so
//!   is every stored move), and every reminder that was due is sent exactly once;
//! - killed with SIGKILL between a move's commit and its post (Discord holding the post):
//!   restarted, it posts that move exactly once;
//! - run at `RUST_LOG=debug`: its log holds no interaction token (valid 15 minutes).
//!
//! Run with `cargo test --release --test bot process::`.

use seireigi_test_support::fake_discord;
use seireigi_test_support::process::Serve;
use seireigi_test_support::TempDir;

use fake_discord::{FakeDiscord, ALICE_ID, BOB_ID, CHANNEL_ID, GUILD_ID};
use seireigi::service::{
    ColorChoice, GameId, GameService, ManualClock, NewChallenge, Timestamp, UserId,
};
use seireigi::store::Store;
use serde_json::json;
use serenity::all::{ChannelId, ChannelType, CreateThread, HttpBuilder};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Both rooks out and back, twice: 8 plies that never end the game.
pub(crate) const SEQUENCE: [&str; 8] = [
    "2h3h", "8b7b", "3h2h", "7b8b", "2h3h", "8b7b", "3h2h", "7b8b",
];
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

fn real_now() -> Timestamp {
    Timestamp(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0),
    )
}

/// `seireigi serve` on `db` against `fake`, its log at `rust_log` in `log`, once connected.
async fn start_serve(fake: &FakeDiscord, db: &str, log: &Path, rust_log: &str) -> Serve {
    Serve::start(env!("CARGO_BIN_EXE_seireigi"), fake, db, log, rust_log, &[]).await
}

/// `n` Shogi games between Alice (Black) and Bob, each with a thread on the fake; `created`
/// gives each game's creation time (its clock starts then).
async fn games(
    fake: &FakeDiscord,
    db: &str,
    n: usize,
    days: Option<u32>,
    created: impl Fn(usize) -> Timestamp,
) -> Vec<(GameId, u64)> {
    let http = HttpBuilder::new("setup-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let clock = Arc::new(ManualClock::new(created(0)));
    let store = Store::open(db).await.expect("open");
    let service = GameService::new(store.clone(), clock.clone());
    let mut out = Vec::new();
    for g in 0..n {
        clock.set(created(g));
        let (ch, _) = service
            .challenge(NewChallenge {
                challenger: UserId(ALICE_ID),
                opponent: Some(UserId(BOB_ID)),
                variant: "shogi".into(),
                days_per_move: days,
                color: ColorChoice::Black,
                position: None,
            })
            .await
            .expect("challenge");
        let (info, _) = service.accept(ch.id, UserId(BOB_ID)).await.expect("accept");
        let thread = ChannelId::new(CHANNEL_ID)
            .create_thread(
                &http,
                CreateThread::new(format!("game {}", info.id.0)).kind(ChannelType::PublicThread),
            )
            .await
            .expect("thread")
            .id
            .get();
        service
            .set_game_thread(info.id, Some(GUILD_ID), CHANNEL_ID, Some(thread), None)
            .await
            .expect("set thread");
        out.push((info.id, thread));
    }
    store.close().await;
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_during_moves_loses_and_doubles_nothing() {
    let fake = Arc::new(FakeDiscord::start().await);
    let dir = TempDir::new("kill");
    let db = dir.0.join("bot.db").to_string_lossy().into_owned();
    let log = dir.0.join("bot.log");
    const GAMES: usize = 12;
    const REMINDED: usize = 6;
    let played = games(&fake, &db, GAMES, Some(3), |_| real_now()).await;
    // Games whose reminder (at 80 % of one day) falls due one after another while the load
    // runs, a quarter of a second apart.
    let start = real_now();
    let reminded = games(&fake, &db, REMINDED, Some(1), |g| {
        Timestamp(start.0 + 250 * g as i64 - (DAY_MS as f64 * 0.8) as i64)
    })
    .await;

    let bot = start_serve(&fake, &db, &log, "warn").await;
    let MoveLoad {
        acked,
        total,
        tasks,
    } = MoveLoad::start(&fake, played.iter().copied());
    // Killed when about 40 % of the moves are acknowledged: moves are then in every stage
    // (parsed, committed, posted, acknowledged).
    let deadline = Instant::now() + Duration::from_secs(60);
    while total.load(Ordering::SeqCst) < GAMES * SEQUENCE.len() * 2 / 5 {
        assert!(Instant::now() < deadline, "the load did not get going");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    bot.kill();
    let killed_at = total.load(Ordering::SeqCst);
    for t in tasks {
        t.await.unwrap();
    }
    assert!(
        killed_at < GAMES * SEQUENCE.len(),
        "the bot was killed before all moves were acknowledged"
    );

    // Restarted on the same file: what the killed run left is posted.
    let bot = start_serve(&fake, &db, &log, "warn").await;
    let store = Store::open(&db).await.expect("open");
    let service = GameService::new(store.clone(), Arc::new(ManualClock::new(real_now())));
    let mut stored = BTreeMap::new();
    for &(game, _) in &played {
        let (_, history) = service.game_history(game).await.expect("game");
        stored.insert(game.0, history.moves().len());
    }
    let settle = Instant::now() + Duration::from_secs(30);
    loop {
        let all_posted = played
            .iter()
            .all(|&(game, thread)| fake.posted_plies(thread).len() >= stored[&game.0])
            && reminded
                .iter()
                .all(|&(_, thread)| fake.reminders_in(thread) >= 1);
        if all_posted || Instant::now() > settle {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A few more ticks: anything posted twice would show now.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    bot.kill();

    let acked = acked.lock().unwrap().clone();
    each_stored_move_posted_once(&fake, played.iter().copied(), &stored, &acked);
    for &(game, thread) in &reminded {
        assert_eq!(
            fake.reminders_in(thread),
            1,
            "game {}: its due reminder sent exactly once",
            game.0
        );
    }
    let pending = service.pending_notifications().await.expect("outbox");
    assert!(pending.is_empty(), "nothing left undelivered: {pending:?}");
    store.close().await;
}

/// Killed with SIGKILL exactly between a move's commit and its post: the player was told
/// "Played", and Discord holds the post in the thread unanswered when the bot dies.
/// Restarted, the bot posts that move, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_between_commit_and_post_posts_the_move_once() {
    let fake = FakeDiscord::start().await;
    let dir = TempDir::new("kill-post");
    let db = dir.0.join("bot.db").to_string_lossy().into_owned();
    let log = dir.0.join("bot.log");
    let (game, thread) = games(&fake, &db, 1, Some(3), |_| real_now()).await[0];
    let bot = start_serve(&fake, &db, &log, "warn").await;
    let posts = format!("/channels/{thread}/messages");
    fake.hold_next("POST", &posts, Duration::from_secs(600))
        .await;
    let i = fake.slash_command(ALICE_ID, thread, "move", json!({"move": "7g7f"}));
    let since = fake.request_count();
    fake.dispatch_interaction(i.clone()).await;
    fake.wait_for_after(
        since,
        |r| r.is_for(&i) && r.is("POST", "/webhooks/*/*") && r.text().starts_with("Played"),
        Duration::from_secs(15),
    )
    .await
    .expect("the player is told the move is played");
    let deadline = Instant::now() + Duration::from_secs(15);
    while fake.holds_left() > 0 {
        assert!(Instant::now() < deadline, "the bot never posted the move");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    bot.kill();
    assert!(fake.posted_plies(thread).is_empty(), "the post was held");

    let bot = start_serve(&fake, &db, &log, "warn").await;
    let deadline = Instant::now() + Duration::from_secs(30);
    while fake.posted_plies(thread).is_empty() {
        assert!(
            Instant::now() < deadline,
            "the move was not posted after the restart"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // A few more ticks: a second post would show now.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    bot.kill();
    assert_eq!(fake.posted_plies(thread), vec![1], "posted exactly once");
    let store = Store::open(&db).await.expect("open");
    let service = GameService::new(store.clone(), Arc::new(ManualClock::new(real_now())));
    assert_eq!(service.game_info(game).await.expect("game").ply, 1);
    let pending = service.pending_notifications().await.expect("outbox");
    assert!(pending.is_empty(), "nothing left undelivered: {pending:?}");
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn debug_logs_hold_no_interaction_token() {
    let fake = FakeDiscord::start().await;
    let dir = TempDir::new("tokens");
    let db = dir.0.join("bot.db").to_string_lossy().into_owned();
    let log = dir.0.join("bot.log");
    let game = games(&fake, &db, 1, Some(3), |_| real_now()).await[0];
    // BOT_PROCESS_RUST_LOG=debug,serenity=debug shows the test failing with serenity's spans
    // on (as every RUST_LOG had them before `serve` kept them off).
    let rust_log = std::env::var("BOT_PROCESS_RUST_LOG").unwrap_or_else(|_| "debug".into());
    let bot = start_serve(&fake, &db, &log, &rust_log).await;
    let mut tokens = Vec::new();
    for (user, name, options) in [
        (ALICE_ID, "move", json!({"move": "2g2f"})),
        (BOB_ID, "board", json!({})),
        (BOB_ID, "move", json!({"move": "nonsense"})),
    ] {
        let i = fake.slash_command(user, game.1, name, options);
        tokens.push(i["token"].as_str().expect("token").to_string());
        let since = fake.request_count();
        fake.dispatch_interaction(i.clone()).await;
        fake.wait_for_after(
            since,
            |r| {
                r.is_for(&i) && r.is("POST", "/webhooks/*/*")
                    || r.is_for(&i) && r.callback_type() == Some(4)
            },
            Duration::from_secs(15),
        )
        .await
        .unwrap_or_else(|| panic!("/{name} was answered"));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    bot.kill();
    let text = std::fs::read_to_string(&log).expect("the log");
    assert!(
        text.contains("DEBUG"),
        "the bot logged at debug: {}",
        &text[..text.len().min(2000)]
    );
    for token in &tokens {
        if let Some(at) = text.find(token.as_str()) {
            let from = text[..at].rfind('\n').map_or(0, |i| i + 1);
            panic!(
                "an interaction token is in the log: {}",
                &text[from..(at + 200).min(text.len())]
            );
        }
    }
}

/// No acknowledged move lost and none posted twice: in each of `games` (game, thread), the
/// plies posted are exactly those `stored` (by game id), and every ply `acked` is stored.
pub(crate) fn each_stored_move_posted_once(
    fake: &FakeDiscord,
    games: impl IntoIterator<Item = (GameId, u64)>,
    stored: &BTreeMap<i64, usize>,
    acked: &BTreeMap<i64, Vec<usize>>,
) {
    for (game, thread) in games {
        let n = stored[&game.0];
        let mut plies = fake.posted_plies(thread);
        plies.sort();
        assert_eq!(
            plies,
            (1..=n).collect::<Vec<_>>(),
            "game {}: every stored move ({n}) posted exactly once",
            game.0
        );
        let acks = acked.get(&game.0).cloned().unwrap_or_default();
        assert!(
            acks.iter().all(|&p| p <= n),
            "game {}: acknowledged {acks:?} but {n} stored",
            game.0
        );
    }
}

/// One player task per game: /move in the game's thread, then wait for the private "Played"
/// (the acknowledgement) before the next move of [`SEQUENCE`]; a move not acknowledged within
/// 10 s (its bot process is dead) ends the task.
pub(crate) struct MoveLoad {
    /// The plies acknowledged, by game id.
    pub acked: Arc<Mutex<BTreeMap<i64, Vec<usize>>>>,
    /// Moves acknowledged in all.
    pub total: Arc<AtomicUsize>,
    pub tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl MoveLoad {
    pub fn start(fake: &Arc<FakeDiscord>, games: impl IntoIterator<Item = (GameId, u64)>) -> Self {
        let acked: Arc<Mutex<BTreeMap<i64, Vec<usize>>>> = Arc::default();
        let total = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for (game, thread) in games {
            let (fake, acked, total) = (fake.clone(), acked.clone(), total.clone());
            tasks.push(tokio::spawn(async move {
                for (k, mv) in SEQUENCE.iter().enumerate() {
                    let user = if k % 2 == 0 { ALICE_ID } else { BOB_ID };
                    let i = fake.slash_command(user, thread, "move", json!({ "move": mv }));
                    let since = fake.request_count();
                    fake.dispatch_interaction(i.clone()).await;
                    let ok = fake
                        .wait_for_after(
                            since,
                            |r| {
                                r.is_for(&i)
                                    && r.is("POST", "/webhooks/*/*")
                                    && r.ok()
                                    && r.content().is_some_and(|c| c.starts_with("Played "))
                            },
                            Duration::from_secs(10),
                        )
                        .await;
                    if ok.is_none() {
                        return;
                    }
                    acked.lock().unwrap().entry(game.0).or_default().push(k + 1);
                    total.fetch_add(1, Ordering::SeqCst);
                }
            }));
        }
        MoveLoad {
            acked,
            total,
            tasks,
        }
    }
}

/// Issue 30, item 1: with many games of long names loaded, /help still fits in one Discord
/// message (2 000 characters): it names a few games and says how many more, pointing at
/// /rules. Before, the reply listed every name, Discord refused it, and every user got
/// "Something went wrong".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_fits_in_a_message_whatever_games_are_loaded() {
    const SHOGI: &str = include_str!("../../assets/games/shogi.toml");
    let fake = FakeDiscord::start().await;
    let dir = TempDir::new("help-games");
    let games = dir.0.join("games");
    std::fs::create_dir_all(&games).expect("games dir");
    for n in 0..40 {
        let name = format!("Extra Game Number {n:02} With A Long Name xx");
        assert_eq!(name.chars().count(), 40);
        let text = SHOGI
            .replacen("id = \"shogi\"", &format!("id = \"extra-{n:02}\""), 1)
            .replacen("name = \"Shogi\"", &format!("name = \"{name}\""), 1)
            .replacen("standard_shogi = true", "standard_shogi = false", 1);
        assert!(
            text.contains(&name) && text.contains("extra-"),
            "shogi.toml changed"
        );
        std::fs::write(games.join(format!("extra-{n:02}.toml")), text).expect("game file");
    }
    let db = dir.0.join("bot.db").to_string_lossy().into_owned();
    let log = dir.0.join("bot.log");
    let games = games.to_string_lossy().into_owned();
    let bot = Serve::start(
        env!("CARGO_BIN_EXE_seireigi"),
        &fake,
        &db,
        &log,
        "info",
        &[("SEIREIGI_GAMES_DIR", games)],
    )
    .await;
    let i = fake.slash_command(ALICE_ID, CHANNEL_ID, "help", json!({}));
    let since = fake.request_count();
    fake.dispatch_interaction(i.clone()).await;
    let answer = fake
        .wait_for_after(
            since,
            |r| r.is_for(&i) && (r.callback_type().is_some() || r.is("POST", "/webhooks/*/*")),
            Duration::from_secs(15),
        )
        .await
        .expect("/help answered");
    bot.kill();
    let text = answer.text();
    assert!(
        answer.ok(),
        "Discord refused /help ({}): {} characters",
        answer.status,
        text.chars().count()
    );
    assert!(
        text.chars().count() <= 2000,
        "{} characters",
        text.chars().count()
    );
    // Six embedded games come first and are named; the other embedded ones and the 40
    // loaded ones are counted.
    assert!(text.contains("Shogi"), "{text}");
    assert!(!text.contains("Extra Game Number"), "{text}");
    let more = seireigi::rules::Variant::all().count() + 40 - 6;
    assert!(
        text.contains(&format!("and {more} more games (`/rules` lists them all)")),
        "{text}"
    );
    assert!(!text.contains("went wrong"), "{text}");
}
