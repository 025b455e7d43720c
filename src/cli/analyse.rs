//! `seireigi analyse`: a review of a game, one line per move, mistakes and blunders marked
//! with the move the engine preferred (the review itself is [`crate::ai::review`], shared
//! with the bot's /analyse).

use crate::ai::review::{review, side_summary};
use crate::ai::Limits;
use crate::rules::notation::to_canonical;
use crate::rules::{Color, History};

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
            if let Some(comment) = r.comment(&to_canonical(g, r.best)) {
                line += &format!("  {comment}");
            }
            line
        })
        .collect();
    lines.extend(Color::BOTH.map(|side| side_summary(&reviews, side)));
    lines
}
