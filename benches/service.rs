//! Speed of committing one move through the service (parse, validate, write) on a file
//! database, against a bare SQLite transaction that writes the same rows on the same kind of
//! database, in the same run. The target: the service at no less than half the rate.
//!
//! Then the same service on PostgreSQL beside SQLite (moves per second, p50 and p99 of one
//! move), and two services with pools of their own (as two processes) playing at once on one
//! database of each kind; PostgreSQL is `SEIREIGI_BENCH_POSTGRES` or the test server, in a
//! schema of its own, and skipped with a message when it does not answer.
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
use seireigi_test_support::pg_schema::PgSchema;
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

/// Each move's own time, `n` moves through the service.
async fn move_times(service: &GameService, n: u64) -> Vec<f64> {
    let mut games = Vec::new();
    for _ in 0..n.div_ceil(PLIES_PER_GAME) {
        games.push(new_game(service).await);
    }
    let mut times = Vec::new();
    for i in 0..n {
        let game = games[(i / PLIES_PER_GAME) as usize];
        let user = if i % 2 == 0 { ALICE } else { BOB };
        let start = Instant::now();
        service
            .play(game, user, SHUFFLE[(i % 4) as usize], None)
            .await
            .unwrap_or_else(|e| panic!("move {i}: {e}"));
        times.push(start.elapsed().as_secs_f64());
    }
    times
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// One line: moves per second (from the mean), p50 and p99 of one move.
fn report(name: &str, mut times: Vec<f64>) {
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    println!(
        "{name}: {:.0} moves/s, p50 {:.2} ms, p99 {:.2} ms ({} moves)",
        1.0 / mean,
        percentile(&times, 0.50) * 1e3,
        percentile(&times, 0.99) * 1e3,
        times.len()
    );
}

/// The service on SQLite and on PostgreSQL, one move at a time, in alternating rounds.
fn compare_backends(rt: &Runtime, sqlite: &GameService, postgres: &GameService) {
    let (mut s, mut p) = (Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        if round % 2 == 0 {
            s.extend(rt.block_on(move_times(sqlite, ROUND_MOVES)));
            p.extend(rt.block_on(move_times(postgres, ROUND_MOVES)));
        } else {
            p.extend(rt.block_on(move_times(postgres, ROUND_MOVES)));
            s.extend(rt.block_on(move_times(sqlite, ROUND_MOVES)));
        }
    }
    report("one service, SQLite file", s);
    report("one service, PostgreSQL", p);
}

/// Two services with stores of their own on one database (as two processes), each playing
/// `n` moves in games of its own at the same time: moves per second of both together.
fn two_at_once(rt: &Runtime, name: &str, url: &str, n: u64) {
    let rate = rt.block_on(async {
        let clock = Arc::new(ManualClock::new(Timestamp(NOW)));
        let mut services = Vec::new();
        for _ in 0..2 {
            let store = Store::open(url).await.expect("open the database");
            services.push(Arc::new(GameService::new(store, clock.clone())));
        }
        let start = Instant::now();
        let runs: Vec<_> = services
            .iter()
            .map(|service| {
                let service = service.clone();
                tokio::spawn(async move { move_times(&service, n).await })
            })
            .collect();
        let mut times = Vec::new();
        for run in runs {
            times.push(run.await.expect("a service's moves"));
        }
        let elapsed = start.elapsed().as_secs_f64();
        for service in &services {
            service.store().close().await;
        }
        let all: Vec<f64> = times.into_iter().flatten().collect();
        let mut sorted = all.clone();
        sorted.sort_by(f64::total_cmp);
        (
            all.len() as f64 / elapsed,
            percentile(&sorted, 0.5),
            percentile(&sorted, 0.99),
        )
    });
    println!(
        "two services at once, {name}: {:.0} moves/s together, p50 {:.2} ms, p99 {:.2} ms",
        rate.0,
        rate.1 * 1e3,
        rate.2 * 1e3
    );
}

fn backends(c: &mut Criterion) {
    let rt = Runtime::new().expect("tokio runtime");
    let pg = match rt.block_on(PgSchema::create("service")) {
        Ok(pg) => pg,
        Err(why) => {
            println!("PostgreSQL benchmarks NOT run: {why}");
            return;
        }
    };
    let clock = Arc::new(ManualClock::new(Timestamp(NOW)));
    let postgres = GameService::new(
        rt.block_on(Store::open(&pg.url()))
            .expect("open PostgreSQL"),
        clock.clone(),
    );
    let mut group = c.benchmark_group("commit one move");
    group
        .throughput(Throughput::Elements(1))
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group.bench_function("service move, PostgreSQL", |b| {
        b.iter_custom(|iters| rt.block_on(service_moves(&postgres, iters)))
    });
    group.finish();
    if std::env::args().any(|a| a == "--bench") {
        let dir: PathBuf =
            std::env::temp_dir().join(format!("seireigi-bench-pg-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let sqlite = GameService::new(
            rt.block_on(Store::open(&temp_db(&dir, "service.db")))
                .expect("open SQLite"),
            clock,
        );
        compare_backends(&rt, &sqlite, &postgres);
        rt.block_on(sqlite.store().close());
        two_at_once(&rt, "SQLite file", &temp_db(&dir, "two.db"), 2000);
        two_at_once(&rt, "PostgreSQL", &pg.url(), 2000);
        let _ = std::fs::remove_dir_all(&dir);
    }
    rt.block_on(async {
        postgres.store().close().await;
        pg.drop_schema().await;
    });
}

criterion_group!(benches, commit_move, backends);
criterion_main!(benches);
