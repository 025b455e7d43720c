//! `seireigi usi`: the engine side of USI. The main thread reads commands and answers at
//! once (`isready` even while searching); a `go` starts the search on its own thread, which
//! prints `info` lines after each iteration and the `bestmove` at the end. `stop` sets the
//! search's cancel flag (read every few dozen nodes) and waits for the `bestmove`.

use super::command::{parse, Command, Go};
use super::timing::{allot, UNBOUNDED};
use super::{variant_by_id, variant_ids};
use crate::ai::{self, Control, Iteration, Level, Limits, SearchResult, MATE, MATE_BOUND};
use crate::rules::notation::to_canonical;
use crate::rules::usi::parse_position;
use crate::rules::{Game, History, Move, Position, Variant};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const NAME: &str = concat!("Seireigi ", env!("CARGO_PKG_VERSION"));
const AUTHOR: &str = "the Seireigi developers";
/// Largest `USI_Hash` accepted, in megabytes.
const MAX_HASH: usize = 4096;
const MAX_THREADS: usize = 64;

/// Where the engine's lines go: whole lines, flushed at once, from either thread.
struct Out<W: Write>(Arc<Mutex<W>>);

impl<W: Write> Clone for Out<W> {
    fn clone(&self) -> Self {
        Out(Arc::clone(&self.0))
    }
}

impl<W: Write> Out<W> {
    /// A GUI that went away cannot be told anything; the next read sees the end of input.
    fn line(&self, text: &str) {
        if let Ok(mut w) = self.0.lock() {
            let _ = writeln!(w, "{text}").and_then(|_| w.flush());
        }
    }
}

/// A search on its thread.
struct Running {
    handle: JoinHandle<()>,
    /// Stops the search.
    cancel: Arc<AtomicBool>,
    /// Lets the `bestmove` out of an infinite or pondering search.
    release: Arc<AtomicBool>,
    /// Set just before the `bestmove` is written: after it the GUI may send the next `go`.
    answered: Arc<AtomicBool>,
    /// The `go` of a pondering search, for its time once `ponderhit` comes.
    ponder: Option<Go>,
    side: crate::rules::Color,
}

struct Session<W: Write> {
    out: Out<W>,
    variant: Variant,
    /// The last `position`, or why it was refused.
    history: Result<History, String>,
    level: Level,
    hash_mb: Option<usize>,
    threads: usize,
    running: Option<Running>,
    searches: u64,
}

/// The game a session starts in: standard shogi, which every USI GUI expects (the default
/// game should no loaded file claim to be it).
fn starting_variant() -> Variant {
    Variant::standard_shogi().unwrap_or_else(Variant::default_game)
}

/// Runs a USI session until `quit` or the end of the input.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) -> io::Result<()> {
    // Plain USI is standard shogi; `USI_Variant` picks another game.
    let variant = starting_variant();
    let mut s = Session {
        out: Out(Arc::new(Mutex::new(output))),
        variant,
        history: Ok(History::new(Position::start(variant))),
        level: Level::Strong,
        hash_mb: None,
        threads: 1,
        running: None,
        searches: 0,
    };
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        let line = String::from_utf8_lossy(&buf);
        if !s.handle(parse(&line)) {
            break;
        }
    }
    s.finish_search();
    Ok(())
}

impl<W: Write + Send + 'static> Session<W> {
    /// Answers one command; false on `quit`.
    fn handle(&mut self, command: Command) -> bool {
        // A search that ended by itself has printed its bestmove; forget it.
        if self
            .running
            .as_ref()
            .is_some_and(|r| r.answered.load(Ordering::SeqCst))
        {
            self.finish_search();
        }
        match command {
            Command::Usi => self.identify(),
            Command::IsReady => self.out.line("readyok"),
            Command::UsiNewGame | Command::GameOver | Command::Unknown => {}
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::Position(text) => {
                self.history =
                    parse_position(self.variant, &text).map_err(|e| format!("position: {e}"));
                if let Err(e) = &self.history {
                    self.out.line(&format!("info string {e}"));
                }
            }
            Command::Go(go) => self.go(go),
            Command::Stop => self.finish_search(),
            Command::PonderHit => self.ponder_hit(),
            Command::Quit => return false,
        }
        true
    }

    fn identify(&self) {
        let out = &self.out;
        out.line(&format!("id name {NAME}"));
        out.line(&format!("id author {AUTHOR}"));
        out.line(&format!(
            "option name USI_Hash type spin default {} min 1 max {MAX_HASH}",
            ai::TT_MAX_MEGABYTES
        ));
        out.line(&format!(
            "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
        ));
        let levels: String = Level::ALL.iter().map(|l| format!(" var {l}")).collect();
        out.line(&format!(
            "option name Level type combo default {}{levels}",
            Level::Strong
        ));
        let games: String = variant_ids().iter().map(|v| format!(" var {v}")).collect();
        out.line(&format!(
            "option name USI_Variant type combo default {}{games}",
            starting_variant().id()
        ));
        out.line("usiok");
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        let value = value.unwrap_or("").trim();
        let number = value.parse::<usize>().ok();
        let refused = match name.to_ascii_lowercase().as_str() {
            "usi_hash" | "hash" => match number {
                Some(mb) if (1..=MAX_HASH).contains(&mb) => {
                    self.hash_mb = Some(mb);
                    None
                }
                _ => Some(format!("USI_Hash is 1 to {MAX_HASH} (megabytes)")),
            },
            "threads" => match number {
                Some(n) if (1..=MAX_THREADS).contains(&n) => {
                    self.threads = n;
                    None
                }
                _ => Some(format!("Threads is 1 to {MAX_THREADS}")),
            },
            "level" => match value.parse::<Level>() {
                Ok(l) => {
                    self.level = l;
                    None
                }
                Err(e) => Some(e.to_string()),
            },
            "usi_variant" => match variant_by_id(value) {
                Some(v) => {
                    self.variant = v;
                    self.history = Ok(History::new(Position::start(v)));
                    None
                }
                None => Some(format!(
                    "USI_Variant is one of {}",
                    variant_ids().join(", ")
                )),
            },
            // Options every GUI sends (USI_Ponder, ...) and options of other engines.
            _ => None,
        };
        if let Some(why) = refused {
            self.out
                .line(&format!("info string option {name} unchanged: {why}"));
        }
    }

    fn go(&mut self, go: Go) {
        if self.running.is_some() {
            self.out
                .line("info string already searching: send stop first");
            return;
        }
        if go.mate {
            self.out.line("checkmate notimplemented");
            return;
        }
        let history = match &self.history {
            Ok(h) => h.clone(),
            Err(e) => {
                self.out.line(&format!("info string {e}"));
                self.out.line("bestmove resign");
                return;
            }
        };
        let side = history.position().side_to_move();
        let waits = go.waits_for_stop();
        let time = if go.ponder {
            UNBOUNDED
        } else {
            allot(&go, side).unwrap_or(UNBOUNDED)
        };
        let limits = Limits {
            time,
            max_depth: go.depth.map(|d| d.max(1)),
            nodes: go.nodes.map(|n| n.max(1)),
            threads: self.threads,
        };
        self.searches += 1;
        let job = Job {
            history,
            level: self.level,
            limits,
            hash_mb: self.hash_mb,
            seed: self.searches,
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let release = Arc::new(AtomicBool::new(!waits));
        let answered = Arc::new(AtomicBool::new(false));
        let handle = {
            let (out, cancel, release) = (self.out.clone(), cancel.clone(), release.clone());
            let answered = answered.clone();
            std::thread::spawn(move || think(job, &out, cancel, &release, &answered))
        };
        self.running = Some(Running {
            handle,
            cancel,
            release,
            answered,
            ponder: go.ponder.then_some(go),
            side,
        });
    }

    /// The pondered move was played: go on thinking, now on the clock.
    fn ponder_hit(&mut self) {
        let Some(r) = self.running.as_mut() else {
            return;
        };
        let Some(mut go) = r.ponder.take() else {
            return;
        };
        go.ponder = false;
        if go.waits_for_stop() {
            return;
        }
        let time = allot(&go, r.side).unwrap_or(Duration::ZERO);
        let (cancel, release) = (r.cancel.clone(), r.release.clone());
        std::thread::spawn(move || {
            std::thread::sleep(time);
            release.store(true, Ordering::Relaxed);
            cancel.store(true, Ordering::Relaxed);
        });
    }

    /// Stops the search, if any, and waits for its `bestmove`.
    fn finish_search(&mut self) {
        if let Some(r) = self.running.take() {
            r.release.store(true, Ordering::Relaxed);
            r.cancel.store(true, Ordering::Relaxed);
            let _ = r.handle.join();
        }
    }
}

/// What one search needs, moved to its thread.
struct Job {
    history: History,
    level: Level,
    limits: Limits,
    hash_mb: Option<usize>,
    seed: u64,
}

fn think<W: Write>(
    job: Job,
    out: &Out<W>,
    cancel: Arc<AtomicBool>,
    release: &AtomicBool,
    answered: &AtomicBool,
) {
    let start = Instant::now();
    let pos = job.history.position();
    let game = pos.game();
    let answer = if declaration_wins(pos) {
        "win".to_string()
    } else {
        // A game the rules already ended (a repetition the GUI plays on) is searched afresh.
        let history = match job.history.outcome() {
            Some(_) => History::new(pos.clone()),
            None => job.history.clone(),
        };
        let mut report = |it: &Iteration| out.line(&info_line(game, it));
        let control = Control {
            cancel: Some(cancel),
            tt_megabytes: job.hash_mb,
            report: Some(&mut report),
        };
        let weights = job.level.weights();
        let result = ai::choose_move_controlled(
            &history,
            job.level,
            &job.limits,
            job.seed,
            &weights,
            control,
        );
        match result {
            Some(r) => {
                out.line(&final_info(game, &r, start.elapsed()));
                to_canonical(game, r.best)
            }
            None => "resign".to_string(),
        }
    };
    // An infinite or pondering search keeps its answer until stop (or ponderhit).
    while !release.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(1));
    }
    answered.store(true, Ordering::SeqCst);
    out.line(&format!("bestmove {answer}"));
}

/// A score as USI's `info score` says it (public, hidden, for its test).
#[doc(hidden)]
pub fn score_text(score: i32) -> String {
    if score > MATE_BOUND {
        format!("mate {}", MATE - score)
    } else if score < -MATE_BOUND {
        format!("mate -{}", MATE + score)
    } else {
        format!("cp {score}")
    }
}

fn pv_text(game: &Game, pv: &[Move]) -> String {
    pv.iter()
        .map(|&m| to_canonical(game, m))
        .collect::<Vec<_>>()
        .join(" ")
}

fn info_line(game: &Game, it: &Iteration) -> String {
    let ms = it.elapsed.as_millis().max(1) as u64;
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {ms} pv {}",
        it.depth,
        it.seldepth,
        score_text(it.score),
        it.nodes,
        it.nodes * 1000 / ms,
        pv_text(game, &it.pv)
    )
}

/// The last word on a search (its final nodes and time, which the last completed
/// iteration did not yet include).
fn final_info(game: &Game, r: &SearchResult, elapsed: Duration) -> String {
    let ms = elapsed.as_millis().max(1) as u64;
    format!(
        "info depth {} score {} nodes {} nps {} time {ms} pv {}",
        r.depth.max(1),
        score_text(r.score),
        r.nodes,
        r.nodes * 1000 / ms,
        pv_text(game, &r.pv)
    )
}

/// Whether the side to move may declare a win by entering King (the 27-point rule of
/// computer shogi, which USI's `bestmove win` announces): its King in the enemy camp and
/// not in check, at least 10 other pieces there, and 28 points (Black) or 27 (White) from
/// those pieces and the hand, Rook and Bishop counting 5 and the others 1. Standard shogi
/// only (the game file's `standard_shogi`); the other games have their own impasse rule
/// (rules.md 2.7).
pub fn declaration_wins(pos: &Position) -> bool {
    if !pos.game().standard_shogi || pos.in_check() {
        return false;
    }
    let us = pos.side_to_move();
    let game = pos.game();
    let Some(king) = pos.king_square(us) else {
        return false;
    };
    if !game.in_zone(us, king) {
        return false;
    }
    let in_camp: Vec<u32> = pos
        .pieces()
        .filter(|&(sq, p)| p.color == us && sq != king && game.in_zone(us, sq))
        .map(|(_, p)| game.piece(p.kind).impasse_value as u32)
        .collect();
    let hand: u32 = pos
        .hand(us)
        .iter()
        .map(|&(k, n)| n as u32 * game.piece(k).impasse_value as u32)
        .sum();
    let needed = match us {
        crate::rules::Color::Black => 28,
        crate::rules::Color::White => 27,
    };
    in_camp.len() >= 10 && in_camp.iter().sum::<u32>() + hand >= needed
}
