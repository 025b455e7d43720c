//! Speed of committing one move through the service (parse, validate, write) on a file
//! database, against a bare SQLite transaction that writes the same rows on the same kind of
//! database, in the same run. The target: the service at no less than half the rate.
//!
//! A game cannot take moves for ever (a fourth repetition ends it), so each timed batch plays
//! two rounds of a rook shuffle in games created, untimed, just before.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use seireigi::rules::{Position, Variant};
use seireigi::service::{
    ColorChoice, GameId, GameService, ManualClock, NewChallenge, Timestamp, UserId,
};
use seireigi::store::rows::GameRow;
use seireigi::store::Store;
use sqlx::SqlitePool;
use tokio::runtime::Runtime;

const ALICE: UserId = UserId(1001);
const BOB: UserId = UserId(1002);
const NOW: i64 = 1_700_000_000_000;
const DAYS: u32 = 3;
/// As typed by the players; both rooks go out and back, twice (the start position is then
/// on the board for the third time: one more round would end the game by repetition).
const SHUFFLE: [&str; 4] = ["R-3h", "R-7b", "R-2h", "R-8b"];
const PLIES_PER_GAME: u64 = 8;

fn temp_db(dir: &Path, name: &str) -> String {
    let path = dir.join(name);
    path.to_str().expect("temp dir is UTF-8").to_string()
}

async fn new_game(service: &GameService) -> GameId {
    let (challenge, _) = service
        .challenge(NewChallenge {
            challenger: ALICE,
            opponent: Some(BOB),
            variant: "shogi".into(),
            days_per_move: Some(DAYS),
            color: ColorChoice::Black,
            position: None,
        })
        .await
        .expect("challenge");
    service
        .accept(challenge.id, BOB)
        .await
        .expect("accept")
        .0
        .id
}

/// Plays `iters` moves through the service; only the moves are timed.
async fn service_moves(service: &GameService, iters: u64) -> Duration {
    let mut games = Vec::new();
    for _ in 0..iters.div_ceil(PLIES_PER_GAME) {
        games.push(new_game(service).await);
    }
    let start = Instant::now();
    for i in 0..iters {
        let game = games[(i / PLIES_PER_GAME) as usize];
        let user = if i % 2 == 0 { ALICE } else { BOB };
        let text = SHUFFLE[(i % 4) as usize];
        let played = service
            .play(game, user, text, None)
            .await
            .unwrap_or_else(|e| panic!("move {i} ({text}): {e}"));
        // A shuffle that ended the game would time a different path.
        assert!(
            played.history.outcome().is_none(),
            "move {i} ended the game"
        );
    }
    start.elapsed()
}

const GAME_COLUMNS: &str = "id, variant, black, white, start_sfen, position_sfen, ply, status, side_to_move, \
     winner, reason, days_per_move, deadline, reminder_at, reminder_sent, version, created_at, updated_at, guild_id, \
     channel_id, thread_id, message_id, computer, computer_level, rules_hash, damaged, board_style";

/// Game rows as the service would have created them, in one untimed transaction.
async fn bare_games(pool: &SqlitePool, n: u64, sfen: &str) -> Vec<i64> {
    let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.expect("begin");
    let mut ids = Vec::new();
    for _ in 0..n {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (variant, black, white, start_sfen, position_sfen, status, side_to_move, \
             days_per_move, created_at, updated_at) VALUES ('shogi', ?, ?, ?, ?, 'active', 'black', ?, ?, ?) \
             RETURNING id",
        )
        .bind(ALICE.db())
        .bind(BOB.db())
        .bind(sfen)
        .bind(sfen)
        .bind(i64::from(DAYS))
        .bind(NOW)
        .bind(NOW)
        .fetch_one(&mut *tx)
        .await
        .expect("insert game");
        ids.push(id);
    }
    tx.commit().await.expect("commit");
    ids
}

/// The rows a move writes, with nothing computed: read the game, add the move, clear the
/// offers, update the game under its version, commit.
async fn bare_moves(pool: &SqlitePool, iters: u64, sfen: &str) -> Duration {
    let games = bare_games(pool, iters.div_ceil(PLIES_PER_GAME), sfen).await;
    let select = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?");
    let deadline = NOW + i64::from(DAYS) * 86_400_000;
    let start = Instant::now();
    for i in 0..iters {
        let id = games[(i / PLIES_PER_GAME) as usize];
        let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.expect("begin");
        let row: GameRow = sqlx::query_as(&select)
            .bind(id)
            .fetch_one(&mut *tx)
            .await
            .expect("select game");
        let ply = row.ply + 1;
        sqlx::query("INSERT INTO moves (game_id, ply, move, played_at) VALUES (?, ?, ?, ?)")
            .bind(id)
            .bind(ply)
            .bind(SHUFFLE[(i % 4) as usize])
            .bind(NOW)
            .execute(&mut *tx)
            .await
            .expect("insert move");
        sqlx::query("DELETE FROM offers WHERE game_id = ?")
            .bind(id)
            .execute(&mut *tx)
            .await
            .expect("delete offers");
        let done = sqlx::query(
            "UPDATE games SET position_sfen = ?, side_to_move = ?, ply = ?, status = ?, winner = ?, reason = ?, \
             deadline = ?, reminder_at = ?, reminder_sent = 0, version = version + 1, updated_at = ? \
             WHERE id = ? AND version = ?",
        )
        .bind(sfen)
        .bind(if ply % 2 == 0 { "black" } else { "white" })
        .bind(ply)
        .bind("active")
        .bind(None::<&str>)
        .bind(None::<&str>)
        .bind(deadline)
        .bind(deadline - 86_400_000)
        .bind(NOW)
        .bind(id)
        .bind(row.version)
        .execute(&mut *tx)
        .await
        .expect("update game");
        assert_eq!(done.rows_affected(), 1, "bare update lost its row");
        tx.commit().await.expect("commit");
    }
    start.elapsed()
}

/// Rounds of the interleaved comparison, and moves per round.
const ROUNDS: usize = 15;
const ROUND_MOVES: u64 = 400;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The ratio the issue asks for. Criterion times one benchmark after the other, so on a
/// shared machine a change of load between them moves the ratio; here both alternate in
/// short rounds and the ratio is taken per round.
fn compare(rt: &Runtime, service: &GameService, bare: &SqlitePool, sfen: &str) {
    let (mut s, mut b, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        let time_service = || rt.block_on(service_moves(service, ROUND_MOVES));
        let time_bare = || rt.block_on(bare_moves(bare, ROUND_MOVES, sfen));
        let (ts, tb) = if round % 2 == 0 {
            let ts = time_service();
            (ts, time_bare())
        } else {
            let tb = time_bare();
            (time_service(), tb)
        };
        let per = |d: Duration| d.as_secs_f64() / ROUND_MOVES as f64;
        s.push(per(ts));
        b.push(per(tb));
        ratios.push(per(tb) / per(ts));
    }
    let (s, b, ratio) = (median(s), median(b), median(ratios));
    println!(
        "interleaved, median of {ROUNDS} rounds of {ROUND_MOVES} moves: service move {:.1} us ({:.0} moves/s), \
         bare transaction {:.1} us ({:.0} moves/s)",
        s * 1e6,
        1.0 / s,
        b * 1e6,
        1.0 / b
    );
    println!(
        "service rate / bare rate = {ratio:.2} (target >= 0.50: {})",
        if ratio >= 0.5 { "met" } else { "NOT met" }
    );
}

fn commit_move(c: &mut Criterion) {
    // Multi-threaded, as the bot runs.
    let rt = Runtime::new().expect("tokio runtime");
    let dir: PathBuf = std::env::temp_dir().join(format!("seireigi-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let clock = Arc::new(ManualClock::new(Timestamp(NOW)));
    let service = GameService::new(
        rt.block_on(Store::open(&temp_db(&dir, "service.db")))
            .expect("open service db"),
        clock,
    );
    let bare = rt
        .block_on(Store::open(&temp_db(&dir, "bare.db")))
        .expect("open bare db");
    let sfen = Position::start(Variant::builtin("shogi")).to_sfen();

    let mut group = c.benchmark_group("commit one move");
    group
        .throughput(Throughput::Elements(1))
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group.bench_function("service move", |b| {
        b.iter_custom(|iters| rt.block_on(service_moves(&service, iters)))
    });
    group.bench_function("bare transaction", |b| {
        b.iter_custom(|iters| {
            rt.block_on(bare_moves(
                bare.sqlite_pool().expect("a SQLite store"),
                iters,
                &sfen,
            ))
        })
    });
    group.finish();
    // Not in `cargo test --benches`, which only checks that each benchmark runs.
    if std::env::args().any(|a| a == "--bench") {
        compare(
            &rt,
            &service,
            bare.sqlite_pool().expect("a SQLite store"),
            &sfen,
        );
    }

    rt.block_on(async {
        service.store().close().await;
        bare.close().await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, commit_move);
criterion_main!(benches);
