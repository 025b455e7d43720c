//! Load test of the bot against the fake Discord (issue 6): many concurrent games making moves
//! as fast as the fake sends interactions. Not a criterion benchmark: a plain `main` that runs
//! the load and prints the figures. `cargo bench --bench bot_load`.
//!
//! Each phase starts from scratch: a fake Discord (crates/test-support/src/fake_discord/), a SQLite file with N
//! Shogi games created through the service (untimed), one public thread per game created on
//! the fake through its REST API and recorded with `set_game_thread`, then the real bot
//! (`seireigi::bot::run`, serenity + poise) in-process on that file with a manual clock. The
//! timed part: one player task per game sends `/move` for its game (Black and White in turn: a
//! rook shuffle `2h3h 8b7b 3h2h 7b8b` twice, 8 plies, the start position then on the board for
//! the third time only) as soon as the bot posted the previous move in the game's thread. For
//! each move it measures, from just before the fake dispatches INTERACTION_CREATE, until the
//! fake received: the defer callback, the thread post with the board PNG (the main figure),
//! and the private "Played" follow-up. After the bot is stopped the database is read back:
//! every game must hold exactly the moves sent, in order; the fake's records must hold exactly
//! one callback, one thread post and one follow-up per move.
//!
//! Phases (`BOT_LOAD_PHASES`, comma-separated, default `serial,saturation,paced`):
//! - `serial`: one move in flight at a time (the latency floor), on `BOT_LOAD_SERIAL_GAMES`
//!   games (default 20);
//! - `saturation`: every player as fast as possible (closed loop, N moves in flight);
//! - `paced`: open loop, moves offered at a fixed mean rate (Poisson arrivals; `uniform` with
//!   `BOT_LOAD_ARRIVALS=uniform`), by default half the rate the saturation phase reached
//!   (`BOT_LOAD_RATE_FRACTIONS`, e.g. `0.25,0.5,0.75`), or at `BOT_LOAD_RATE` moves/s.
//!
//! - `log-default`, `log-info`: the bot's logs through the filter `seireigi serve` builds, with
//!   `RUST_LOG` unset and with `RUST_LOG=info`, formatted by tracing's fmt layer as `serve`
//!   does (written to a sink, so that the terminal does not set the pace), every player as fast
//!   as possible on `BOT_LOAD_LOG_GAMES` games (default 50). Default phases add
//!   `log-default,log-info`; `log-info-raw` (opt-in, slow) is `RUST_LOG=info` as a plain
//!   filter, as `serve` used it before serenity's HTTP spans were kept off.
//!
//! - `picker`, `picker-think` (opt-in): players going through the move picker at once, each
//!   step timed until its answer with the preview image (picker.rs);
//!   `BOT_LOAD_PICKER_PLAYERS` (default 20), `BOT_LOAD_PICKER_ROUNDS` (default 5).
//!
//! - `processes-1`, `processes-2` (opt-in): the bot as one `seireigi serve` process running two
//!   gateway shards, or as two processes with one shard each, on one database
//!   (processes.rs): saturation, then paced at the fractions of that rate.
//!
//! `BOT_LOAD_DATABASE=postgres` runs every phase on PostgreSQL instead of a SQLite file
//! (`SEIREIGI_BENCH_POSTGRES`, default the test server at 127.0.0.1:5432, database `test`;
//! a schema of its own per phase, dropped after).
//!
//! `BOT_LOAD_GAMES` sets N (default 200). `BOT_LOAD_LOG` is a tracing filter for the bot's logs
//! (default `warn`).
//!
//! This file: the phases chosen and the summary. `phases.rs` sets a phase up and times it,
//! `players.rs` plays the games and follows the fake's records, `checks.rs` checks the records
//! and the database, `report.rs` prints the figures, `cpu.rs` reads CPU times from /proc.

mod checks;
mod cpu;
mod phases;
mod picker;
mod players;
mod processes;
mod report;

use phases::run_phase;
use report::report;
use seireigi::service::Timestamp;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Duration;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{reload, EnvFilter, Registry};

/// The moves of every game, as typed: both rooks out and back, twice.
const SEQUENCE: [&str; 8] = [
    "2h3h", "8b7b", "3h2h", "7b8b", "2h3h", "8b7b", "3h2h", "7b8b",
];
const VARIANT: &str = "shogi";
const T0: Timestamp = Timestamp(1_700_000_000_000);
/// Players' ids: game g is played by FIRST_USER + 2g (Black) and FIRST_USER + 2g + 1 (White).
const FIRST_USER: u64 = 1_190_000_000_000_000_000;
/// How long a player waits for the bot to post its move before counting it lost.
const MOVE_TIMEOUT: Duration = Duration::from_secs(60);
/// Discord drops an interaction that is not acknowledged within this time.
const ACK_DEADLINE: Duration = Duration::from_secs(3);

#[derive(Clone, Copy, Debug)]
enum Mode {
    /// At most this many moves in flight (closed loop); `usize::MAX`: every game at once.
    Closed(usize),
    /// Moves offered at this mean rate (moves/s), open loop.
    Open { rate: f64, poisson: bool },
}

#[derive(Clone, Debug)]
struct Phase {
    name: String,
    games: usize,
    mode: Mode,
    /// The bot's log filter during the phase, its output formatted into a sink (`None`:
    /// `BOT_LOAD_LOG`, to stderr).
    log: Option<fn() -> EnvFilter>,
    /// 0: the bot runs in this process; 1 or 2: as that many `seireigi serve` processes
    /// (benches/bot_load/processes.rs).
    processes: usize,
}

/// The subscriber's filter, swapped per phase.
static FILTER: OnceLock<reload::Handle<EnvFilter, Registry>> = OnceLock::new();
/// Whether formatted log lines go to a sink (the log phases) or to stderr.
static SINK: AtomicBool = AtomicBool::new(false);

fn base_filter() -> EnvFilter {
    EnvFilter::try_from_env("BOT_LOAD_LOG").unwrap_or_else(|_| "warn".into())
}

fn set_log(filter: Option<fn() -> EnvFilter>) {
    if let Some(handle) = FILTER.get() {
        let _ = handle.reload(filter.map_or_else(base_filter, |f| f()));
    }
    SINK.store(filter.is_some(), Ordering::SeqCst);
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// Whether the phases run on PostgreSQL (`BOT_LOAD_DATABASE=postgres`).
fn on_postgres() -> bool {
    std::env::var("BOT_LOAD_DATABASE").is_ok_and(|v| v == "postgres")
}

#[tokio::main]
async fn main() {
    let (filter, handle) = reload::Layer::new(base_filter());
    let _ = FILTER.set(handle);
    let writer = || -> Box<dyn std::io::Write> {
        if SINK.load(Ordering::SeqCst) {
            Box::new(std::io::sink())
        } else {
            Box::new(std::io::stderr())
        }
    };
    let _ = tracing_subscriber::registry()
        .with(filter)
        .with(tracing_subscriber::fmt::layer().with_writer(writer))
        .try_init();
    let log_games = env_usize("BOT_LOAD_LOG_GAMES", 50).max(1);
    let games = env_usize("BOT_LOAD_GAMES", 200).max(1);
    let serial_games = env_usize("BOT_LOAD_SERIAL_GAMES", 20).max(1);
    let phases = std::env::var("BOT_LOAD_PHASES")
        .unwrap_or("serial,saturation,paced,log-default,log-info".into());
    let poisson = std::env::var("BOT_LOAD_ARRIVALS").map_or(true, |v| v != "uniform");
    let fixed_rate: Option<f64> = std::env::var("BOT_LOAD_RATE")
        .ok()
        .and_then(|v| v.parse().ok());
    let fractions: Vec<f64> = std::env::var("BOT_LOAD_RATE_FRACTIONS")
        .unwrap_or("0.5".into())
        .split(',')
        .filter_map(|f| f.trim().parse().ok())
        .collect();
    println!(
        "bot_load: {} cores, {games} games, sequence {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        SEQUENCE.join(" ")
    );
    let mut results = Vec::new();
    let mut pickers = Vec::new();
    let mut picker_ok = true;
    let mut saturation_rate = None;
    for name in phases.split(',').map(str::trim) {
        match name {
            "serial" => {
                let r = run_phase(&Phase {
                    name: "serial".into(),
                    games: serial_games,
                    mode: Mode::Closed(1),
                    log: None,
                    processes: 0,
                })
                .await;
                report(&r);
                results.push(r);
            }
            "saturation" => {
                let r = run_phase(&Phase {
                    name: "saturation".into(),
                    games,
                    mode: Mode::Closed(usize::MAX),
                    log: None,
                    processes: 0,
                })
                .await;
                report(&r);
                saturation_rate = Some(r.rate());
                results.push(r);
            }
            "paced" => {
                let rates: Vec<(String, f64)> = match (fixed_rate, saturation_rate) {
                    (Some(rate), _) => vec![(format!("paced {rate:.0}/s"), rate)],
                    (None, Some(sat)) => fractions
                        .iter()
                        .map(|f| (format!("paced {:.0}%", f * 100.0), f * sat))
                        .collect(),
                    (None, None) => vec![("paced 30/s".into(), 30.0)],
                };
                for (label, rate) in rates {
                    let r = run_phase(&Phase {
                        name: label,
                        games,
                        mode: Mode::Open { rate, poisson },
                        log: None,
                        processes: 0,
                    })
                    .await;
                    report(&r);
                    results.push(r);
                }
            }
            "log-default" | "log-info" | "log-info-raw" => {
                let log: fn() -> EnvFilter = match name {
                    "log-default" => || seireigi::cli::serve::log_filter(None),
                    "log-info" => || seireigi::cli::serve::log_filter(Some("info")),
                    _ => || EnvFilter::new("info"),
                };
                let r = run_phase(&Phase {
                    name: name.into(),
                    games: log_games,
                    mode: Mode::Closed(usize::MAX),
                    log: Some(log),
                    processes: 0,
                })
                .await;
                report(&r);
                results.push(r);
            }
            "processes-1" | "processes-2" => {
                // Saturation, then paced at the fractions of that rate (or BOT_LOAD_RATE).
                let processes = if name == "processes-1" { 1 } else { 2 };
                let r = run_phase(&Phase {
                    name: name.into(),
                    games,
                    mode: Mode::Closed(usize::MAX),
                    log: None,
                    processes,
                })
                .await;
                report(&r);
                let rates: Vec<f64> = match fixed_rate {
                    Some(rate) => vec![rate],
                    None => fractions.iter().map(|f| f * r.rate()).collect(),
                };
                results.push(r);
                for rate in rates {
                    let r = run_phase(&Phase {
                        name: format!("{name} {rate:.0}/s"),
                        games,
                        mode: Mode::Open { rate, poisson },
                        log: None,
                        processes,
                    })
                    .await;
                    report(&r);
                    results.push(r);
                }
            }
            "picker" | "picker-think" => {
                let r = picker::run(
                    name,
                    env_usize("BOT_LOAD_PICKER_PLAYERS", 20).max(1),
                    env_usize("BOT_LOAD_PICKER_ROUNDS", 5).max(1),
                    name == "picker-think",
                )
                .await;
                r.report();
                picker_ok &= r.problems.is_empty();
                pickers.push(r);
            }
            "" => {}
            other => eprintln!(
                "unknown phase {other:?} (serial, saturation, paced, log-default, log-info, log-info-raw, processes-1, processes-2, picker, picker-think)"
            ),
        }
    }
    if !report::summary(&results, &pickers, picker_ok) {
        std::process::exit(1);
    }
}
