//! Reviewing a finished game: the engine searches the position before every move; the
//! played move's value is what the search of the next position says (from the other side),
//! so a game of `n` moves costs `n + 1` searches. A move that loses more than
//! [`MISTAKE_CP`] against the engine's choice is a mistake, more than [`BLUNDER_CP`] a
//! blunder.

use super::{choose_move, Level, Limits, MATE_BOUND};
use crate::rules::{Color, History, Move};
use crate::wording::count;
use std::time::Duration;

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

/// The least time a position gets in a review within a budget: below it the search says
/// little (a few plies in the large games).
pub const MIN_PER_POSITION: Duration = Duration::from_millis(50);

/// The limits per position of a review of `plies` moves (`plies + 1` searches) that
/// should take about `budget` in all: an even share, at least [`MIN_PER_POSITION`] (a long
/// game then takes longer) and at most `cap`.
pub fn limits_within(budget: Duration, plies: usize, cap: Duration) -> Limits {
    let share = budget / u32::try_from(plies + 1).unwrap_or(u32::MAX);
    Limits::time(share.clamp(MIN_PER_POSITION, cap.max(MIN_PER_POSITION)))
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

/// The value of the history's current position for its side to move, and the engine's move
/// there (`None` when the game is over: lost for the side to move unless drawn).
fn judge(history: &History, limits: &Limits) -> (i32, Option<Move>) {
    if let Some(end) = history.outcome() {
        let side = history.position().side_to_move();
        let score = match end.winner {
            None => 0,
            Some(w) if w == side => EVAL_CAP,
            Some(_) => -EVAL_CAP,
        };
        return (score, None);
    }
    match choose_move(history, Level::Strong, limits, 0) {
        Some(r) => (capped(r.score), Some(r.best)),
        None => (-EVAL_CAP, None),
    }
}

/// Reviews every move of `game` with `limits` per position; `progress` is told each ply
/// reviewed. The game need not be finished.
pub fn review(game: &History, limits: &Limits, mut progress: impl FnMut(usize)) -> Vec<MoveReview> {
    let mut replay = History::new(game.start().clone());
    let (mut before, mut best) = judge(&replay, limits);
    let mut out = Vec::with_capacity(game.moves().len());
    for (i, &mv) in game.moves().iter().enumerate() {
        let mover = replay.position().side_to_move();
        if replay.play(mv).is_err() {
            break;
        }
        let (after, next_best) = judge(&replay, limits);
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
        let black_view = match mover {
            Color::Black => played,
            Color::White => -played,
        };
        out.push(MoveReview {
            mover,
            played: mv,
            best: engine_move,
            eval_after: black_view,
            loss,
            verdict,
        });
        progress(i + 1);
        (before, best) = (after, next_best);
    }
    out
}
