//! The computer opponent: a principal-variation alpha-beta search over the rules core.
//!
//! Everything here is synchronous and pure (no I/O, no global state but read-only tables):
//! callers on an async runtime must run it on a blocking thread (`spawn_blocking`).
//!
//! - [`search`]: the best move of a position within [`Limits`]; deterministic for a node
//!   or depth limit.
//! - [`choose_move`]: the move of a [`Level`] in a game, avoiding repetitions the game
//!   already had; `seed` drives the randomness of the weaker levels.
//!
//! Piece values ([`values`]) are derived from each piece's mobility on an empty board; the
//! evaluation ([`eval`]) adds hand bonus, promotion potential and King safety.
//!
//! A search uses [`Limits::threads`] threads (lazy SMP, see [`search::run`]); the caller
//! decides how many cores the engine gets (the levels are described at [`Level`]).

pub mod eval;
mod level;
pub mod offers;
pub mod order;
pub mod review;
pub mod search;
pub mod tt;
pub mod values;

pub use eval::Weights;
pub use level::{
    Level, Limits, ParseLevelError, EASY_MAX_DEPTH, EASY_NOISE, NORMAL_MAX_DEPTH, NORMAL_NOISE,
};

use crate::rules::zobrist::SplitMix64;
use crate::rules::{History, Move, Position};
pub use search::Iteration;
use search::SearchParams;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Size of the transposition table of one search: small for shallow or quick searches
/// (allocating it is not free), up to [`TT_MAX_MEGABYTES`] for long ones.
pub fn tt_megabytes(limits: &Limits) -> usize {
    let ms = limits.time.as_millis();
    if limits.max_depth.is_some_and(|d| d <= 3) || ms <= 100 {
        1
    } else if ms <= 1000 {
        16
    } else {
        TT_MAX_MEGABYTES
    }
}

pub const TT_MAX_MEGABYTES: usize = 64;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Move,
    /// Centipawns from the side to move's point of view; beyond ±[`MATE_BOUND`] a mate:
    /// `MATE - n` mates in `n` plies, `-(MATE - n)` is mated in `n` plies.
    pub score: i32,
    /// Deepest iteration completed (0 if even the first was cut short).
    pub depth: u32,
    pub nodes: u64,
    /// Principal variation, starting with `best`.
    pub pv: Vec<Move>,
}

pub use search::{MATE, MATE_BOUND};

impl SearchResult {
    /// Plies to mate (positive: the side to move mates), if the score is a mate.
    pub fn mate_in_plies(&self) -> Option<i32> {
        if self.score > MATE_BOUND {
            Some(MATE - self.score)
        } else if self.score < -MATE_BOUND {
            Some(-(MATE + self.score))
        } else {
            None
        }
    }
}

fn to_result(o: search::Outcome) -> SearchResult {
    SearchResult {
        best: o.best,
        score: o.score,
        depth: o.depth,
        nodes: o.nodes,
        pv: o.pv,
    }
}

fn params(limits: &Limits) -> SearchParams {
    SearchParams {
        time: Some(limits.time),
        max_depth: limits.max_depth.unwrap_or(u32::MAX),
        nodes: limits.nodes,
        root_bias: Vec::new(),
        history: Vec::new(),
        tt_megabytes: tt_megabytes(limits),
        weights: Weights::FULL,
        threads: limits.threads.max(1),
        full_time: false,
        cancel: None,
    }
}

/// How a caller steers and watches a search while it runs (the USI front end).
pub struct Control<'a> {
    /// Setting it stops the search within a few dozen nodes; the best move so far is kept.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Transposition table size instead of [`tt_megabytes`]'s choice.
    pub tt_megabytes: Option<usize>,
    /// Called after each completed iteration, on the thread that called the search.
    pub report: Option<&'a mut dyn FnMut(&Iteration)>,
}

/// The best move of a position with every evaluation term, or `None` when it has no legal
/// move. With a depth or node limit (and enough time) and one thread the result is the same
/// on every run.
pub fn search(pos: &Position, limits: &Limits) -> Option<SearchResult> {
    search::run(pos, &params(limits)).map(to_result)
}

/// The move the computer plays at `level` in the game `history`, or `None` when the game is
/// over or the side to move has no legal move. Positions the game already had count as
/// draws (or losses for the side that kept giving check). The easy and normal levels never
/// search deeper than [`EASY_MAX_DEPTH`] and [`NORMAL_MAX_DEPTH`]; `seed` makes their
/// randomness repeatable. Only the strong level uses more than one thread ([`Limits::threads`]); see [`Level`] for
/// what else tells the levels apart.
pub fn choose_move(
    history: &History,
    level: Level,
    limits: &Limits,
    seed: u64,
) -> Option<SearchResult> {
    choose_move_weighted(history, level, limits, seed, &level.weights())
}

/// [`choose_move`] with other evaluation weights than the level's own (for self-play
/// tuning: `seireigi match --a strong:danger=4`).
pub fn choose_move_weighted(
    history: &History,
    level: Level,
    limits: &Limits,
    seed: u64,
    weights: &Weights,
) -> Option<SearchResult> {
    let control = Control {
        cancel: None,
        tt_megabytes: None,
        report: None,
    };
    choose_move_controlled(history, level, limits, seed, weights, control)
}

/// [`choose_move_weighted`] under a caller's [`Control`].
pub fn choose_move_controlled(
    history: &History,
    level: Level,
    limits: &Limits,
    seed: u64,
    weights: &Weights,
    control: Control,
) -> Option<SearchResult> {
    if history.outcome().is_some() {
        return None;
    }
    let pos = history.position();
    let mut p = params(limits);
    p.weights = *weights;
    p.cancel = control.cancel;
    if let Some(mb) = control.tt_megabytes {
        p.tt_megabytes = mb.clamp(1, 4096);
    }
    p.full_time = level == Level::Strong;
    if level != Level::Strong {
        p.threads = 1;
    }
    match level {
        Level::Easy => p.max_depth = p.max_depth.min(EASY_MAX_DEPTH),
        Level::Normal => p.max_depth = p.max_depth.min(NORMAL_MAX_DEPTH),
        Level::Strong => {}
    }
    // The game's earlier positions (the current one is added by the search).
    let mut replay = history.start().clone();
    let mut keys = Vec::with_capacity(history.moves().len() + 1);
    for &mv in history.moves() {
        keys.push((replay.hash(), replay.in_check()));
        replay.play(mv);
    }
    p.history = keys;
    let noise = level.noise();
    if noise > 0 {
        let mut rng = SplitMix64(seed ^ pos.hash());
        p.root_bias = pos
            .legal_moves()
            .into_iter()
            .map(|mv| (mv, in_range(&mut rng, -noise, noise)))
            .collect();
    }
    match control.report {
        Some(report) => search::run_reporting(pos, &p, report),
        None => search::run(pos, &p),
    }
    .map(to_result)
}

/// Uniform in `lo..=hi`.
fn in_range(rng: &mut SplitMix64, lo: i32, hi: i32) -> i32 {
    let span = (hi - lo + 1) as u64;
    lo + (rng.next_u64() % span) as i32
}
