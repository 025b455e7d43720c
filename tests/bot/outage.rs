//! The bot's database away and back (issue 30, item 3), end to end against the fake Discord:
//! - PostgreSQL (a throwaway cluster of the test's own) stopped mid-game: every interaction
//!   (/move, /board, /games, /challenge, the My view and Move buttons) is answered within
//!   Discord's three seconds, measured at the fake, with the one line that the bot cannot
//!   reach its database; deadlines pass meanwhile. Started again: play goes on without a
//!   restart of the bot, the move refused during the outage is not stored, every stored
//!   move is posted once, the loss on time and the reminder that fell due are posted once.
//! - SQLite on a full file system (a tmpfs of 8 MB, filled): a move is refused with the line
//!   that the server is out of room, nothing of it is written (the file checks out, the game
//!   is where it was), and once there is room the same move is played.
//!
//! - The real binary through two outages (PostgreSQL hung by SIGSTOP, then stopped): each
//!   is logged once as it begins and once as it ends, whatever the number of players told;
//!   a command acknowledged before the database hung is still answered within seconds.
//!
//! Run with `cargo test --release --test bot outage:: -- --nocapture` to see the answer
//! times (docs/performance.md).

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;
use seireigi_test_support::pg_cluster::Cluster;
use seireigi_test_support::process::Serve;

use bot_harness::{button_id, wait_until, Game, Harness, Variant, DAY_MS};
use fake_discord::{ALICE_ID, BOB_ID, CHANNEL_ID};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// What a player reads while the database is away.
const UNREACHABLE: &str = "I cannot reach my database just now: try again in a minute or two.";
/// What a player reads when the disk is full.
const FULL: &str = "out of disk space, so nothing was saved";
/// Discord's limit for the first answer to an interaction.
const DISCORD_LIMIT: Duration = Duration::from_secs(3);

/// Sends the interaction `i` and waits for its acknowledgement and for the answer that
/// says `line`; returns the times from sending to each, as the fake received them.
async fn answered(h: &Harness, what: &str, i: Value, line: &str) -> (Duration, Duration) {
    let since = h.fake.request_count();
    let sent = Instant::now();
    h.fake.dispatch_interaction(i.clone()).await;
    let ack = h.callback(since, &i).await;
    let told = h
        .wait_req(since, &format!("{what}: the line {line:?}"), |r| {
            r.is_for(&i) && r.ok() && r.text().contains(line)
        })
        .await;
    let lines = h
        .fake
        .requests()
        .await
        .iter()
        .skip(since)
        .filter(|r| r.is_for(&i) && r.text().contains(line))
        .count();
    assert_eq!(lines, 1, "{what}: told once\n{}", h.dump(since).await);
    (ack.at - sent, told.at - sent)
}

fn count(h: &Harness, thread: u64, pred: impl Fn(&str) -> bool) -> usize {
    h.fake.texts_in(thread).iter().filter(|t| pred(t)).count()
}

fn is_move_post(t: &str) -> bool {
    t.contains("> played")
}

fn is_reminder(t: &str) -> bool {
    t.starts_with('⏰')
}

fn is_loss_on_time(t: &str) -> bool {
    t.starts_with('🏁') && t.contains("on time")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_and_started_mid_game() {
    let Some(pg) = Cluster::start("outage") else {
        return;
    };
    let mut h = Harness::without_bot("pg-outage", fake_discord::Config::default()).await;
    h.db = pg.url();
    h.start_bot().await;
    let shogi = Variant::builtin("shogi");
    // The loss on time itself: no vacation day is spent for Bob (issue 33's default).
    h.lose_on_time(&[ALICE_ID, BOB_ID]).await;
    // Game 1: Bob to move from T0, so his time runs out during the outage. Game 2: Bob to
    // move from T0 + half a day, so that only his reminder falls due during it.
    let first = h.new_game(shogi, None, Some("1 day")).await;
    let second = h.new_game(shogi, None, Some("1 day")).await;
    h.play(ALICE_ID, first, "7g7f").await;
    h.clock.advance_ms(DAY_MS / 2);
    let played = h.play(ALICE_ID, second, "7g7f").await;
    let board_post = h.stored(&played.post);

    pg.stop().expect("stop PostgreSQL");
    let mut times = Vec::new();
    let interactions = [
        (
            "/move",
            h.fake
                .slash_command(BOB_ID, second.thread, "move", json!({"move": "3c3d"})),
        ),
        (
            "/board",
            h.fake
                .slash_command(BOB_ID, second.thread, "board", json!({})),
        ),
        (
            "/games",
            h.fake.slash_command(BOB_ID, CHANNEL_ID, "games", json!({})),
        ),
        (
            "/challenge",
            h.fake.slash_command(
                ALICE_ID,
                CHANNEL_ID,
                "challenge",
                json!({"opponent": {"type": 6, "value": BOB_ID}}),
            ),
        ),
        (
            "My view",
            h.fake
                .button_press(BOB_ID, &board_post, &button_id(&board_post, "sg:view:")),
        ),
        (
            "Move (the picker)",
            h.fake
                .button_press(BOB_ID, &board_post, &button_id(&board_post, "sp:")),
        ),
    ];
    for (what, i) in interactions {
        let (ack, told) = answered(&h, what, i, UNREACHABLE).await;
        assert!(
            ack < DISCORD_LIMIT,
            "{what} acknowledged after {ack:?}, past Discord's three seconds"
        );
        times.push((what, ack, told));
    }
    eprintln!("answer times with PostgreSQL stopped (acknowledged, told):");
    for (what, ack, told) in &times {
        eprintln!(
            "  {what:<18} {:>5} ms {:>5} ms",
            ack.as_millis(),
            told.as_millis()
        );
    }
    // Past game 1's deadline and game 2's reminder, with nobody able to decide them.
    h.clock.advance_ms(DAY_MS * 85 / 100);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(count(&h, first.thread, is_loss_on_time), 0);

    pg.start_again().expect("start PostgreSQL again");
    wait_until(
        Duration::from_secs(30),
        "the loss on time and the reminder after the outage",
        || {
            count(&h, first.thread, is_loss_on_time) == 1
                && count(&h, second.thread, is_reminder) == 1
        },
    )
    .await;
    // The move refused during the outage was not played; played now, without a restart.
    assert_eq!(
        h.game_info(second).await.ply,
        1,
        "the refused move is not stored"
    );
    h.play(BOB_ID, second, "3c3d").await;
    h.play(ALICE_ID, second, "2g2f").await;
    // A few more ticks: anything decided or posted twice would show now.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(
        count(&h, first.thread, is_loss_on_time),
        1,
        "{:?}",
        h.fake.texts_in(first.thread)
    );
    assert!(
        count(&h, first.thread, is_reminder) <= 1,
        "{:?}",
        h.fake.texts_in(first.thread)
    );
    assert_eq!(
        count(&h, second.thread, is_reminder),
        1,
        "{:?}",
        h.fake.texts_in(second.thread)
    );
    assert_eq!(count(&h, second.thread, is_loss_on_time), 0);
    for (game, plies) in [(first, 1), (second, 3)] {
        assert_eq!(h.game_info(game).await.ply, plies);
        assert_eq!(
            count(&h, game.thread, is_move_post),
            plies as usize,
            "each stored move posted once: {:?}",
            h.fake.texts_in(game.thread)
        );
    }
    assert!(
        h.game_info(first).await.outcome.is_some(),
        "game 1 lost on time"
    );
    let pending = h
        .service()
        .await
        .pending_notifications()
        .await
        .expect("outbox");
    assert!(pending.is_empty(), "nothing left undelivered: {pending:?}");
    h.stop_bot().await;
}

/// How the log of `seireigi serve` says that the database is out of reach, and back.
const LOGGED_AWAY: &str = "cannot reach the database";
const LOGGED_BACK: &str = "the database answers again";

/// The lines of `log` that contain `text`.
fn lines_with(log: &str, text: &str) -> usize {
    log.lines().filter(|l| l.contains(text)).count()
}

/// The real binary's log through two outages of PostgreSQL (a throwaway cluster):
/// - hung (every process of the server stopped with SIGSTOP: connections are accepted,
///   nothing is answered): a /move already acknowledged is still told, within seconds, that
///   the database cannot be reached (the pool's acquire timeout: a connection is checked
///   before it is handed out);
/// - stopped: /board, /games and My view are each told so;
/// - each outage is logged once when it begins, however many players were told, and once when
///   the database answers again; never as missing permissions, never as a failed command.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_outage_is_logged_once_and_a_hung_database_answered() {
    let Some(pg) = Cluster::start("outage-log") else {
        return;
    };
    let mut h = Harness::without_bot("pg-outage-log", fake_discord::Config::default()).await;
    h.db = pg.url();
    let log = h.dir().join("serve.log");
    let bin = env!("CARGO_BIN_EXE_seireigi");
    let bot = Serve::start(bin, &h.fake, &h.db, &log, "info", &[]).await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let board_post = h.stored(&played.post);

    pg.freeze().expect("freeze PostgreSQL");
    let i = h
        .fake
        .slash_command(BOB_ID, game.thread, "move", json!({"move": "3c3d"}));
    let (ack, told) = answered(&h, "/move, the database hung", i, UNREACHABLE).await;
    pg.thaw().expect("thaw PostgreSQL");
    eprintln!(
        "/move with PostgreSQL hung: acknowledged {} ms, told {} ms",
        ack.as_millis(),
        told.as_millis()
    );
    assert!(ack < DISCORD_LIMIT, "acknowledged after {ack:?}");
    assert!(told < Duration::from_secs(6), "told after {told:?}");
    wait_until(
        Duration::from_secs(30),
        "the database back, in the log",
        || lines_with(&bot.log_text(), LOGGED_BACK) == 1,
    )
    .await;

    pg.stop().expect("stop PostgreSQL");
    let interactions = [
        (
            "/board",
            h.fake
                .slash_command(BOB_ID, game.thread, "board", json!({})),
        ),
        (
            "/games",
            h.fake.slash_command(BOB_ID, CHANNEL_ID, "games", json!({})),
        ),
        (
            "My view",
            h.fake
                .button_press(BOB_ID, &board_post, &button_id(&board_post, "sg:view:")),
        ),
    ];
    for (what, i) in interactions {
        answered(&h, what, i, UNREACHABLE).await;
    }
    // Ticks of the scheduler (every 100 ms) find it away too.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    pg.start_again().expect("start PostgreSQL again");
    wait_until(
        Duration::from_secs(30),
        "the database back again, in the log",
        || lines_with(&bot.log_text(), LOGGED_BACK) == 2,
    )
    .await;
    h.play(BOB_ID, game, "3c3d").await;
    let text = bot.log_text();
    bot.kill();
    assert_eq!(
        (
            lines_with(&text, LOGGED_AWAY),
            lines_with(&text, LOGGED_BACK)
        ),
        (2, 2),
        "one line as each of the two outages begins and one as it ends, for four players \
         told and the scheduler's ticks:\n{text}"
    );
    for wrong in [
        "missing permissions",
        "command failed",
        "button failed",
        "ERROR",
    ] {
        assert_eq!(lines_with(&text, wrong), 0, "{wrong:?} in the log:\n{text}");
    }
}

/// A tmpfs of `megabytes` at `dir` (root only): `None`, said on the terminal, where it
/// cannot be mounted.
fn small_disk(dir: &std::path::Path, megabytes: u32) -> Option<Mount> {
    std::fs::create_dir_all(dir).ok()?;
    let out = std::process::Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={megabytes}m"), "tmpfs"])
        .arg(dir)
        .output();
    match out {
        Ok(o) if o.status.success() => Some(Mount(dir.to_path_buf())),
        other => {
            let why = match other {
                Ok(o) => String::from_utf8_lossy(&o.stderr).trim().to_string(),
                Err(e) => e.to_string(),
            };
            eprintln!("disk-full test NOT run: cannot mount a tmpfs (needs root): {why}");
            None
        }
    }
}

struct Mount(std::path::PathBuf);

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

/// Fills the file system of `path` to its last byte; returns the filler's size.
fn fill(path: &std::path::Path) -> u64 {
    use std::io::Write;
    let mut f = std::fs::File::create(path).expect("make the filler");
    let mut written = 0u64;
    for chunk in [1 << 16, 4096, 1] {
        let bytes = vec![0u8; chunk];
        while f.write_all(&bytes).is_ok() {
            written += chunk as u64;
        }
    }
    let _ = f.sync_all();
    written
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_on_a_full_disk_says_so_and_writes_nothing() {
    let mut h = Harness::without_bot("disk-full", fake_discord::Config::default()).await;
    let Some(disk) = small_disk(&h.dir().join("disk"), 8) else {
        return;
    };
    h.db = disk.0.join("bot.db").to_string_lossy().into_owned();
    h.start_bot().await;
    let game: Game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.play(ALICE_ID, game, "7g7f").await;
    let filler = disk.0.join("filler");
    assert!(fill(&filler) > 0, "the disk had room before");

    let i = h
        .fake
        .slash_command(BOB_ID, game.thread, "move", json!({"move": "3c3d"}));
    let (ack, _) = answered(&h, "/move on a full disk", i, FULL).await;
    assert!(ack < DISCORD_LIMIT, "acknowledged after {ack:?}");
    std::fs::remove_file(&filler).expect("make room");
    // Nothing half-written: the file checks out, and the game is where it was.
    let service = h.service().await;
    let pool = service.store().sqlite_pool().expect("SQLite");
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(pool)
        .await
        .expect("integrity check");
    assert_eq!(check, "ok");
    assert_eq!(
        h.game_info(game).await.ply,
        1,
        "the refused move is not stored"
    );
    assert_eq!(count(&h, game.thread, is_move_post), 1);
    // With room again, the same move is played, without a restart.
    h.play(BOB_ID, game, "3c3d").await;
    assert_eq!(h.game_info(game).await.ply, 2);
    service.store().close().await;
    h.stop_bot().await;
}

/// A token Discord refuses (401 Unauthorized) stops `seireigi serve` with one line that
/// names DISCORD_TOKEN.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_is_named_in_one_line() {
    let fake = fake_discord::FakeDiscord::start().await;
    let refusal = fake_discord::Failure::Status {
        status: 401,
        code: 0,
        message: "401: Unauthorized".into(),
    };
    fake.fail_next("GET", "/gateway/bot", refusal).await;
    let dir = bot_harness::TempDir::new("token");
    let db = dir.file("bot.db");
    let base = fake.base_url();
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_seireigi"))
            .arg("serve")
            .env("DISCORD_TOKEN", "not-the-token")
            .env("DATABASE_URL", &db)
            .env("DISCORD_BASE_URL", base)
            .env("RUST_LOG", "off")
            .env_remove("DISCORD_GUILD_ID")
            .env_remove("SEIREIGI_SHARDS")
            .env_remove("DISCORD_PROXY_URL")
            .env_remove("HTTPS_PROXY")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("run seireigi serve")
    })
    .await
    .expect("seireigi serve ran");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "error: Discord refused the bot's token (401 Unauthorized): check DISCORD_TOKEN; it is \
         the token of the Bot page of the Discord Developer Portal, and resetting it there \
         makes the old one invalid"
    );
}
