//! `seireigi analyse`: a review of a game, one line per move, mistakes and blunders marked
//! with the move the engine preferred.

use crate::ai::review::{review, MoveReview, Verdict};
use crate::ai::Limits;
use crate::rules::notation::to_canonical;
use crate::rules::{Color, History};
use crate::wording::count;

/// The review's lines: per move its number, mover, move, the evaluation after it (Black's
/// point of view) and, for a mistake or blunder, the loss and the better move; then a
/// count per side.
pub fn report(game: &History, limits: &Limits, progress: impl FnMut(usize)) -> Vec<String> {
    let reviews = review(game, limits, progress);
    let g = game.start().game();
    let mut lines: Vec<String> = reviews
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut line = format!(
                "{:>3}. {} {:<8} {:+6}",
                i + 1,
                if r.mover == Color::Black { "B" } else { "W" },
                to_canonical(g, r.played),
                r.eval_after
            );
            if r.verdict != Verdict::Good {
                line += &format!(
                    "  {} (-{}), better {}",
                    r.verdict.name(),
                    r.loss,
                    to_canonical(g, r.best)
                );
            }
            line
        })
        .collect();
    for side in Color::BOTH {
        let of = |v: Verdict| {
            reviews
                .iter()
                .filter(|r: &&MoveReview| r.mover == side && r.verdict == v)
                .count() as u64
        };
        lines.push(format!(
            "{}: {}, {}",
            side.title(),
            count(of(Verdict::Mistake), "mistake"),
            count(of(Verdict::Blunder), "blunder")
        ));
    }
    lines
}
