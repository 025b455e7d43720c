//! Reviewing a finished game: the engine searches the position before every move; the
//! played move's value is what the search of the next position says (from the other side),
//! so a game of `n` moves costs `n + 1` searches. A move that loses more than
//! [`MISTAKE_CP`] against the engine's choice is a mistake, more than [`BLUNDER_CP`] a
//! blunder.
//!
//! A review within a [`Budget`] ends within it whatever the game's length: each position gets
//! an even share of what is left, and when a share would fall below the least useful effort
//! ([`MIN_PER_POSITION`], [`MIN_NODES_PER_POSITION`]) only a sample of the moves, spread
//! evenly through the game, is judged (each from its own two positions); the others are
//! marked not judged.

use super::{search, Level, Limits, MATE_BOUND};
use crate::rules::{Color, History, Move};
use crate::wording::count;
use std::time::{Duration, Instant};

/// Evaluations are capped here before comparing: going from +5000 to +3000 still wins,
/// and a mate counts as a large but finite advantage.
pub const EVAL_CAP: i32 = 2000;
pub const MISTAKE_CP: i32 = 150;
pub const BLUNDER_CP: i32 = 400;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Good,
    Mistake,
    Blunder,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Good => "",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// The least time a judged position gets in a review within a budget: below it the search
/// says little (a few plies in the large games), so fewer moves are judged instead.
pub const MIN_PER_POSITION: Duration = Duration::from_millis(50);

/// The least nodes a judged position gets in a review within a node budget.
pub const MIN_NODES_PER_POSITION: u64 = 20_000;

/// What a whole review may spend.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Wall time, from the review's start to its end.
    Time(Duration),
    /// Search nodes in all: a counted budget, the same review on every run.
    Nodes(u64),
}

impl Budget {
    /// How many positions the budget can search at the least useful effort each.
    fn positions(self) -> u64 {
        match self {
            Budget::Time(t) => (t.as_micros() / MIN_PER_POSITION.as_micros()) as u64,
            Budget::Nodes(n) => n / MIN_NODES_PER_POSITION,
        }
    }
}

/// A review: one entry per move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    pub moves: Vec<MoveReview>,
    /// How many moves were judged; the others were left out to keep within the budget.
    pub judged: usize,
    /// Nodes searched in all.
    pub nodes: u64,
}

/// The per-position limits that share `budget` evenly over a review of `plies` moves
/// (`plies + 1` searches), at most `cap` each. A share below [`MIN_PER_POSITION`] is kept as
/// it is: [`review`] then judges a sample of the moves, so the whole review stays within
/// about `budget` (use [`review_within`] for a hard bound).
pub fn limits_within(budget: Duration, plies: usize, cap: Duration) -> Limits {
    let share = budget / u32::try_from(plies + 1).unwrap_or(u32::MAX);
    Limits::time(share.min(cap))
}

/// One move of the game as the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    pub mover: Color,
    pub played: Move,
    /// The engine's choice in the position before the move.
    pub best: Move,
    /// The position after the move, in centipawns from Black's point of view, capped at
    /// ±[`EVAL_CAP`] (the evaluation graph).
    pub eval_after: i32,
    /// Centipawns the move lost against `best`, from the mover's point of view.
    pub loss: i32,
    pub verdict: Verdict,
    /// Whether the move was judged. One left out by a review within a budget is `Good`,
    /// with `best` the move itself and the last evaluation known.
    pub judged: bool,
}

impl MoveReview {
    /// "blunder (-850), better 2b8h+" for a mistake or blunder (the better move written
    /// by the caller, in its notation), `None` for a good move.
    pub fn comment(&self, better: &str) -> Option<String> {
        (self.verdict != Verdict::Good)
            .then(|| format!("{} (-{}), better {better}", self.verdict.name(), self.loss))
    }
}

/// "Black: 1 mistake, 0 blunders": what a side's moves got.
pub fn side_summary(reviews: &[MoveReview], side: Color) -> String {
    let of = |v: Verdict| {
        reviews
            .iter()
            .filter(|r| r.mover == side && r.verdict == v)
            .count() as u64
    };
    format!(
        "{}: {}, {}",
        side.title(),
        count(of(Verdict::Mistake), "mistake"),
        count(of(Verdict::Blunder), "blunder")
    )
}

fn capped(score: i32) -> i32 {
    if score.abs() > MATE_BOUND {
        score.signum() * EVAL_CAP
    } else {
        score.clamp(-EVAL_CAP, EVAL_CAP)
    }
}

/// The value of the history's current position for its side to move, the engine's move
/// there (`None` when the game is over: lost for the side to move unless drawn) and the
/// nodes searched. `keys` are the game's earlier positions (repetitions count as draws).
fn judge(history: &History, keys: &[(u64, bool)], limits: &Limits, full_time: bool) -> Judged {
    if let Some(end) = history.outcome() {
        let side = history.position().side_to_move();
        let score = match end.winner {
            None => 0,
            Some(w) if w == side => EVAL_CAP,
            Some(_) => -EVAL_CAP,
        };
        return (score, None, 0);
    }
    let mut p = super::params(limits);
    p.weights = Level::Strong.weights();
    p.full_time = full_time;
    p.history = keys.to_vec();
    match search::run(history.position(), &p) {
        Some(r) => (capped(r.score), Some(r.best), r.nodes),
        None => (-EVAL_CAP, None, 0),
    }
}

type Judged = (i32, Option<Move>, u64);

/// How each position's search is limited.
enum Spend {
    /// The same limits for every position, every move judged.
    Fixed(Limits),
    /// A share of what is left of the budget, at most `cap` of time.
    Within {
        budget: Budget,
        cap: Duration,
        threads: usize,
    },
}

/// Which of `n` moves a review judges when it can search `affordable` positions: all when
/// the `n + 1` positions fit, else moves spread evenly through the game, two positions each.
fn sample(n: usize, affordable: u64) -> Vec<bool> {
    if (n as u64) < affordable {
        return vec![true; n];
    }
    let mut judged = vec![false; n];
    let pairs = usize::try_from(affordable / 2).unwrap_or(usize::MAX);
    if pairs > 0 {
        // An odd stride, so that both sides' moves are judged.
        for i in (0..n).step_by(n.div_ceil(pairs).max(2) | 1) {
            judged[i] = true;
        }
    }
    judged
}

/// Reviews every move of `game` with `limits` per position; `progress` is told each ply
/// reviewed. The game need not be finished. Under a time or node limit the whole review
/// spends at most `plies + 1` times the limit (judging a sample of the moves when the limit
/// is below [`MIN_PER_POSITION`], see [`limits_within`]); under a depth limit every
/// position is searched to that depth.
pub fn review(game: &History, limits: &Limits, progress: impl FnMut(usize)) -> Vec<MoveReview> {
    let positions = u32::try_from(game.moves().len() + 1).unwrap_or(u32::MAX);
    if limits.max_depth.is_some() {
        let judged = vec![true; game.moves().len()];
        return run(game, Spend::Fixed(limits.clone()), judged, progress).moves;
    }
    let budget = match limits.nodes {
        Some(n) => Budget::Nodes(n.saturating_mul(u64::from(positions))),
        None => Budget::Time(limits.time.saturating_mul(positions)),
    };
    let cap = limits.time.max(MIN_PER_POSITION);
    review_within(game, budget, cap, limits.threads, progress).moves
}

/// Reviews `game` within `budget` in all (see the module's notes), each position searched
/// for at most `cap` with `threads` threads; `progress` is told each ply reviewed.
pub fn review_within(
    game: &History,
    budget: Budget,
    cap: Duration,
    threads: usize,
    progress: impl FnMut(usize),
) -> Review {
    let judged = sample(game.moves().len(), budget.positions());
    let spend = Spend::Within {
        budget,
        cap,
        threads: threads.max(1),
    };
    run(game, spend, judged, progress)
}

fn run(game: &History, spend: Spend, judged: Vec<bool>, mut progress: impl FnMut(usize)) -> Review {
    let started = Instant::now();
    let n = game.moves().len();
    let needed = |p: usize| (p < n && judged[p]) || (p > 0 && judged[p - 1]);
    let mut left = (0..=n).filter(|&p| needed(p)).count() as u64;
    let mut nodes = 0u64;
    // The search of position `p` of `replay`, if needed and the budget allows.
    let mut judge_at = |p: usize, replay: &History, keys: &[(u64, bool)]| -> Option<Judged> {
        if !needed(p) {
            return None;
        }
        let share = left.max(1);
        left = left.saturating_sub(1);
        let (limits, full_time) = match &spend {
            Spend::Fixed(limits) => (limits.clone(), true),
            Spend::Within {
                budget: Budget::Time(budget),
                cap,
                threads,
            } => {
                // A twentieth kept back for what the searches do not count (replaying the
                // moves after the last judged one, a search's last few nodes).
                let total = budget.saturating_sub(*budget / 20);
                let share = u32::try_from(share).unwrap_or(u32::MAX);
                let time = (total.saturating_sub(started.elapsed()) / share).min(*cap);
                if time.is_zero() {
                    return None;
                }
                let limits = Limits {
                    threads: *threads,
                    ..Limits::time(time)
                };
                (limits, false)
            }
            Spend::Within {
                budget: Budget::Nodes(total),
                threads,
                ..
            } => {
                let per = total.saturating_sub(nodes) / share;
                if per == 0 {
                    return None;
                }
                let limits = Limits {
                    nodes: Some(per),
                    threads: *threads,
                    ..Limits::time(Duration::from_secs(60))
                };
                (limits, false)
            }
        };
        let judged = judge(replay, keys, &limits, full_time);
        nodes += judged.2;
        Some(judged)
    };
    let mut replay = History::new(game.start().clone());
    let mut keys = Vec::with_capacity(n + 1);
    let mut before = judge_at(0, &replay, &keys);
    let mut last_eval = 0;
    let mut out = Vec::with_capacity(n);
    for (i, &mv) in game.moves().iter().enumerate() {
        let mover = replay.position().side_to_move();
        keys.push((replay.position().hash(), replay.position().in_check()));
        if replay.play(mv).is_err() {
            break;
        }
        let after = judge_at(i + 1, &replay, &keys);
        let black_view = |value: i32| match mover {
            Color::Black => value,
            Color::White => -value,
        };
        let review = match (judged[i], before, after) {
            (true, Some((before, best, _)), Some((after, _, _))) => {
                let played = -after;
                let engine_move = best.unwrap_or(mv);
                let loss = if engine_move == mv {
                    0
                } else {
                    (before - played).max(0)
                };
                let verdict = if loss >= BLUNDER_CP {
                    Verdict::Blunder
                } else if loss >= MISTAKE_CP {
                    Verdict::Mistake
                } else {
                    Verdict::Good
                };
                MoveReview {
                    mover,
                    played: mv,
                    best: engine_move,
                    eval_after: black_view(played),
                    loss,
                    verdict,
                    judged: true,
                }
            }
            _ => MoveReview {
                mover,
                played: mv,
                best: mv,
                eval_after: after.map_or(last_eval, |(after, _, _)| black_view(-after)),
                loss: 0,
                verdict: Verdict::Good,
                judged: false,
            },
        };
        last_eval = review.eval_after;
        out.push(review);
        progress(i + 1);
        before = after;
    }
    let judged = out.iter().filter(|r| r.judged).count();
    Review {
        moves: out,
        judged,
        nodes,
    }
}
