//! The web board under load, against the real server (issue 31, docs/performance.md "The web
//! board"). Not a criterion benchmark: a plain `main` that runs the phases and prints the
//! figures. `cargo bench --bench web_live`; under `cargo test --benches` (no `--bench`
//! argument) it runs every phase small, as a smoke test of a few seconds.
//!
//! Phases (`WEB_LIVE_PHASES`, comma-separated, default `fanout,memory,paint`):
//! - `fanout` (fanout.rs): the server in this process, `WEB_LIVE_PAGES` (default 1000) live
//!   connections on one Dai Seireigi game, `WEB_LIVE_MOVES` (default 20) moves played through
//!   the service 200 ms apart; the time from the call to `play` to each connection's event.
//!   `WEB_LIVE_DATABASE=postgres` runs it on PostgreSQL (the test server of
//!   `SEIREIGI_TEST_POSTGRES`, a schema of its own) instead of a SQLite file.
//! - `memory` (memory.rs): `seireigi web` as a process of its own with
//!   `WEB_LIVE_CONNECTIONS` (default 2000) live connections; its resident memory before and
//!   after, and one move played over HTTP to all of them.
//! - `paint` (paint.rs): first paint of a Dai Seireigi page in headless Chromium,
//!   `WEB_LIVE_LOADS` (default 10) loads at each of two screen sizes.
//!
//! Each connection is a file descriptor in the bench and, for `fanout`, another in the server
//! in the same process: the bench raises its limit of open files to the hard limit (a hard
//! limit of at least 2 * pages + 200 is needed: `ulimit -Hn`).

mod fanout;
mod memory;
mod paint;
mod sse;
mod stats;

use seireigi::service::{ColorChoice, GameId, GameInfo, GameService, NewChallenge, UserId};
use seireigi_test_support::backend::Backend;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc::UnboundedSender;
use tokio::sync::Semaphore;
use tokio::task::JoinHandle;

/// The two players of the bench's games: the local players of `seireigi web`.
pub const BLACK: UserId = seireigi::web::LOCAL_BLACK;
pub const WHITE: UserId = seireigi::web::LOCAL_WHITE;

/// Connections being opened at once (as many pages loading at the same moment).
const OPENING_AT_ONCE: usize = 64;

/// A game of `variant` between the two players, Black to move.
pub async fn start_game(service: &GameService, variant: &str) -> GameInfo {
    let (challenge, _) = service
        .challenge(NewChallenge {
            challenger: BLACK,
            opponent: Some(WHITE),
            variant: variant.to_string(),
            days_per_move: None,
            color: ColorChoice::Black,
            position: None,
        })
        .await
        .expect("challenge");
    service.accept(challenge.id, WHITE).await.expect("accept").0
}

/// The player to move and a legal move of theirs, picked by the ply (the same game every
/// run, pieces all over the board).
pub async fn next_move(service: &GameService, game: GameId) -> (UserId, String) {
    let (info, history) = service.game_history(game).await.expect("the game");
    let moves = history.position().legal_move_facts();
    let ply = history.moves().len();
    let pick = (ply.wrapping_mul(2_654_435_761) >> 7) % moves.len().max(1);
    let user = info.to_move.expect("a game under way");
    let f = &moves[pick];
    // A move that may promote and does not is written with `=` (as the page sends it).
    let declined = !f.promote
        && moves
            .iter()
            .any(|g| g.promote && (&g.from, &g.via, &g.to) == (&f.from, &f.via, &f.to));
    let text = if declined {
        format!("{}=", f.text)
    } else {
        f.text.clone()
    };
    (user, text)
}

/// Opens `count` live connections on `path`, numbered from 0, reporting to `seen`; the
/// readers' tasks. A connection that cannot be opened is said and left out.
pub async fn open_all(
    addr: SocketAddr,
    path: &str,
    count: usize,
    seen: &UnboundedSender<sse::Seen>,
) -> Vec<JoinHandle<()>> {
    let gate = Arc::new(Semaphore::new(OPENING_AT_ONCE));
    let openings: Vec<_> = (0..count)
        .map(|i| {
            let (gate, path, seen) = (gate.clone(), path.to_string(), seen.clone());
            tokio::spawn(async move {
                let _turn = gate.acquire().await;
                sse::open(addr, &path, i, seen).await
            })
        })
        .collect();
    let mut readers = Vec::with_capacity(count);
    let mut failed = 0;
    for o in openings {
        match o.await {
            Ok(Ok(r)) => readers.push(r),
            Ok(Err(e)) => {
                if failed == 0 {
                    eprintln!("a live connection failed: {e}");
                }
                failed += 1;
            }
            Err(e) => eprintln!("an opening task failed: {e}"),
        }
    }
    if failed > 0 {
        eprintln!("{failed} of {count} live connections failed");
    }
    readers
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

#[tokio::main]
async fn main() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("WEB_LIVE_LOG")
                .unwrap_or_else(|_| "warn".into()),
        )
        .try_init();
    // `cargo bench` passes --bench; `cargo test --benches` does not: a small smoke run.
    let full = std::env::args().any(|a| a == "--bench");
    let pages = env_usize("WEB_LIVE_PAGES", if full { 1000 } else { 50 }).max(1);
    let moves = env_usize("WEB_LIVE_MOVES", if full { 20 } else { 3 }).max(1);
    let connections = env_usize("WEB_LIVE_CONNECTIONS", if full { 2000 } else { 100 }).max(1);
    let loads = env_usize("WEB_LIVE_LOADS", if full { 10 } else { 1 }).max(1);
    let backend = match std::env::var("WEB_LIVE_DATABASE").as_deref() {
        Ok("postgres") => Backend::Postgres,
        _ => Backend::Sqlite,
    };
    let files = sse::raise_open_files();
    println!(
        "web_live: {} cores, open files limit {files}{}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        if full { "" } else { " (smoke run)" }
    );
    let phases = std::env::var("WEB_LIVE_PHASES").unwrap_or("fanout,memory,paint".into());
    let mut ok = true;
    for name in phases.split(',').map(str::trim) {
        ok &= match name {
            "fanout" => {
                fanout::run(&fanout::Fanout {
                    backend,
                    pages,
                    moves,
                    pause: Duration::from_millis(200),
                })
                .await
            }
            "memory" => memory::run(connections).await,
            "paint" => paint::run(loads).await,
            "" => true,
            other => {
                eprintln!("unknown phase {other:?} (fanout, memory, paint)");
                false
            }
        };
    }
    if !ok {
        eprintln!("web_live: some phase failed (above)");
        std::process::exit(1);
    }
}
