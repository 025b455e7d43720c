//! `seireigi analyse`: a review of a game, one line per move, mistakes and blunders marked
//! with the move the engine preferred (the review itself is [`crate::ai::review`], shared
//! with the bot's /analyse).

use crate::ai::review::{review, review_within, Budget, MoveReview, Verdict};
use crate::ai::Limits;
use crate::i18n::Lang;
use crate::rules::notation::to_canonical;
use crate::rules::{Color, History};
use crate::t;
use std::time::Duration;

/// How `seireigi analyse` searches: per position `time_ms` (or a fixed `depth`), or the
/// whole review within `budget_ms`.
pub struct Options {
    pub time_ms: u64,
    pub depth: Option<u32>,
    pub budget_ms: Option<u64>,
}

/// The review of `game` as `seireigi analyse` prints it, in `lang`, with its progress on
/// standard error.
pub fn run(lang: Lang, game: &History, options: &Options) -> Vec<String> {
    let time = Duration::from_millis(options.time_ms);
    let total = game.moves().len();
    let progress = |n: usize| {
        eprint!(
            "\r{}",
            t!(lang, "cli-analyse-progress", done = n, total = total)
        );
    };
    let lines = match options.budget_ms {
        Some(ms) => report_within(lang, game, Duration::from_millis(ms), time, progress),
        None => {
            let limits = Limits {
                max_depth: options.depth,
                ..Limits::time(time)
            };
            report(lang, game, &limits, progress)
        }
    };
    eprintln!();
    lines
}

/// The review's lines: per move its number, mover, move, the evaluation after it (Black's
/// point of view) and, for a mistake or blunder, the loss and the better move; then a
/// count per side.
pub fn report(
    lang: Lang,
    game: &History,
    limits: &Limits,
    progress: impl FnMut(usize),
) -> Vec<String> {
    lines(lang, game, &review(game, limits, progress))
}

/// [`report`] of a review that ends within `budget` in all, each position searched for at
/// most `cap` (`seireigi analyse --budget-ms`, the bot's budget).
pub fn report_within(
    lang: Lang,
    game: &History,
    budget: Duration,
    cap: Duration,
    progress: impl FnMut(usize),
) -> Vec<String> {
    lines(
        lang,
        game,
        &review_within(game, Budget::Time(budget), cap, 1, progress).moves,
    )
}

/// The mover is marked ☗ or ☖ (Black, White), the same in every language.
fn lines(lang: Lang, game: &History, reviews: &[MoveReview]) -> Vec<String> {
    let g = game.start().game();
    let mut lines: Vec<String> = reviews
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut line = format!(
                "{:>3}. {} {:<8} {:+6}",
                i + 1,
                if r.mover == Color::Black {
                    "☗"
                } else {
                    "☖"
                },
                to_canonical(g, r.played),
                r.eval_after
            );
            if r.verdict != Verdict::Good {
                let comment = t!(
                    lang,
                    "cli-analyse-comment",
                    verdict = r.verdict.name(),
                    loss = r.loss,
                    better = to_canonical(g, r.best)
                );
                line += "  ";
                line += &comment;
            }
            line
        })
        .collect();
    let judged = reviews.iter().filter(|r| r.judged).count();
    if judged < reviews.len() {
        let moves = reviews.len();
        lines.push(t!(
            lang,
            "cli-analyse-sampled",
            judged = judged,
            moves = moves
        ));
    }
    lines.extend(Color::BOTH.map(|side| side_summary(lang, reviews, side)));
    lines
}

/// "Black: 1 mistake, 0 blunders" in `lang`: what a side's moves got (the bot's words).
fn side_summary(lang: Lang, reviews: &[MoveReview], side: Color) -> String {
    let of = |v: Verdict| {
        reviews
            .iter()
            .filter(|r| r.mover == side && r.verdict == v)
            .count()
    };
    let side = match side {
        Color::Black => "black",
        Color::White => "white",
    };
    t!(
        lang,
        "analyse-side",
        side = t!(lang, "cli-side", side = side),
        mistakes = of(Verdict::Mistake),
        blunders = of(Verdict::Blunder)
    )
}
