//! `seireigi analyse`: a review of a game, one line per move, mistakes and blunders marked
//! with the move the engine preferred (the review itself is [`crate::ai::review`], shared
//! with the bot's /analyse).

use crate::ai::review::{review, review_within, side_summary, Budget, MoveReview};
use crate::ai::Limits;
use crate::rules::notation::to_canonical;
use crate::rules::{Color, History};
use std::time::Duration;

/// How `seireigi analyse` searches: per position `time_ms` (or a fixed `depth`), or the
/// whole review within `budget_ms`.
pub struct Options {
    pub time_ms: u64,
    pub depth: Option<u32>,
    pub budget_ms: Option<u64>,
}

/// The review of `game` as `seireigi analyse` prints it, with its progress on standard error.
pub fn run(game: &History, options: &Options) -> Vec<String> {
    let time = Duration::from_millis(options.time_ms);
    let total = game.moves().len();
    let progress = |n| eprint!("\r{n}/{total} moves");
    let lines = match options.budget_ms {
        Some(ms) => report_within(game, Duration::from_millis(ms), time, progress),
        None => {
            let limits = Limits {
                max_depth: options.depth,
                ..Limits::time(time)
            };
            report(game, &limits, progress)
        }
    };
    eprintln!();
    lines
}

/// The review's lines: per move its number, mover, move, the evaluation after it (Black's
/// point of view) and, for a mistake or blunder, the loss and the better move; then a
/// count per side.
pub fn report(game: &History, limits: &Limits, progress: impl FnMut(usize)) -> Vec<String> {
    lines(game, &review(game, limits, progress))
}

/// [`report`] of a review that ends within `budget` in all, each position searched for at
/// most `cap` (`seireigi analyse --budget-ms`, the bot's budget).
pub fn report_within(
    game: &History,
    budget: Duration,
    cap: Duration,
    progress: impl FnMut(usize),
) -> Vec<String> {
    lines(
        game,
        &review_within(game, Budget::Time(budget), cap, 1, progress).moves,
    )
}

fn lines(game: &History, reviews: &[MoveReview]) -> Vec<String> {
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
    let judged = reviews.iter().filter(|r| r.judged).count();
    if judged < reviews.len() {
        lines.push(format!(
            "{judged} of {} moves judged (a sample spread through the game, to keep within the budget)",
            reviews.len()
        ));
    }
    lines.extend(Color::BOTH.map(|side| side_summary(reviews, side)));
    lines
}
