//! /analyse: the computer's review of a finished game, privately: the mistakes and
//! blunders of both sides with the better move it found, and the evaluation graph. Only
//! for finished games: during a game it would be the bot playing for whoever asked.

use super::common::{acknowledge, resolve_game, user_of};
use crate::ai::review::{side_summary, MoveReview};
use crate::bot::analysis::Analysis;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::fair::refusal;
use crate::bot::limits;
use crate::bot::present::move_text;
use crate::rules::{Color, History};
use crate::service::{GameInfo, Notation};
use crate::wording::count;
use poise::serenity_prelude::CreateAttachment;

/// The computer's review of a finished game: mistakes, blunders and better moves.
#[poise::command(slash_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    if info.outcome.is_none() {
        return refuse(format!(
            "game {} is not finished: /analyse reviews finished games only",
            info.id
        ));
    }
    let analyses = &ctx.data().computer.analyses;
    // One review per user and per game waiting or running: a second request would only
    // take another player's place in the queue.
    let ticket = match analyses.admit(user_of(ctx), info.id) {
        Ok(ticket) => ticket,
        Err(turned) => return refuse(refusal(turned, "review")),
    };
    acknowledge(ctx, true).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let analysis = analyses.run(&ticket, history.clone()).await?;
    drop(ticket);
    let notation = ctx.data().service.settings(user_of(ctx)).await?.notation;
    let review = review_text(&info, &history, &analysis, notation);
    let graph = CreateAttachment::bytes(analysis.graph_png, format!("analysis-{}.png", info.id.0));
    let (text, details) = fit_review(&review);
    let mut reply = limits::reply(text).ephemeral(true).attachment(graph);
    if let Some(details) = details {
        reply = reply.attachment(CreateAttachment::bytes(
            details.into_bytes(),
            format!("analysis-{}.txt", info.id.0),
        ));
    }
    send(ctx, reply).await?;
    Ok(())
}

/// A review as a player reads it: its title, one line per mistake or blunder, and the
/// summary of both sides.
struct Review {
    title: String,
    details: Vec<String>,
    summary: String,
}

impl Review {
    fn text(&self) -> String {
        std::iter::once(self.title.as_str())
            .chain(self.details.iter().map(String::as_str))
            .chain(std::iter::once(self.summary.as_str()))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The reply's text, and the whole review as a file when it does not fit in one message:
/// then the reply keeps the title and the summary, and says where the details are.
fn fit_review(review: &Review) -> (String, Option<String>) {
    let whole = review.text();
    if whole.chars().count() <= limits::MESSAGE {
        return (whole, None);
    }
    let short = format!(
        "{}\n{} mistakes and blunders: the whole list is in the attached file.\n{}",
        review.title,
        review.details.len(),
        review.summary
    );
    (limits::message(short), Some(whole))
}

/// The reply: a title line, one line per mistake or blunder (its ply, the mover, the
/// move, the verdict, the better move), the count per side.
fn review_text(
    info: &GameInfo,
    history: &History,
    analysis: &Analysis,
    notation: Notation,
) -> Review {
    let plies = history.moves().len();
    let sampled = if analysis.judged < plies {
        format!(", {} judged", analysis.judged)
    } else {
        String::new()
    };
    let title = format!(
        "Review of game {} ({}, {}{sampled}):",
        info.id,
        info.variant.game().name,
        count(plies as u64, "move"),
    );
    let mut lines = Vec::new();
    let mut pos = history.start().clone();
    let mut prev = None;
    let mut flagged = 0;
    for (i, r) in analysis.moves.iter().enumerate() {
        let better = move_text(&pos, r.best, prev, notation);
        if let Some(comment) = r.comment(&format!("**{better}**")) {
            flagged += 1;
            lines.push(format!(
                "{}. {} {}: {comment}",
                i + 1,
                mover_mark(r),
                move_text(&pos, r.played, prev, notation)
            ));
        }
        pos.play(r.played);
        prev = Some(r.played);
    }
    if flagged == 0 {
        lines.push("No mistakes found.".to_string());
    }
    Review {
        title,
        details: lines,
        summary: Color::BOTH
            .map(|side| side_summary(&analysis.moves, side))
            .join(" · "),
    }
}

fn mover_mark(r: &MoveReview) -> &'static str {
    match r.mover {
        Color::Black => "☗",
        Color::White => "☖",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn review(lines: usize) -> Review {
        Review {
            title: "Review of game #4 (Shogi, 3000 moves, 400 judged):".into(),
            details: (1..=lines)
                .map(|i| format!("{i}. ☗ P-7f: a blunder; **P-2f** was better"))
                .collect(),
            summary: "☗ Black: 3 mistakes, 2 blunders · ☖ White: 1 mistake".into(),
        }
    }

    #[test]
    fn a_short_review_is_the_reply() {
        let (text, file) = fit_review(&review(3));
        assert!(file.is_none());
        assert_eq!(text.lines().count(), 5);
        assert!(text.ends_with("☖ White: 1 mistake"), "{text}");
    }

    #[test]
    fn a_long_review_keeps_its_summary_and_goes_in_a_file() {
        let long = review(200);
        let (text, file) = fit_review(&long);
        assert!(text.chars().count() <= limits::MESSAGE, "{}", text.len());
        assert!(text.starts_with(&long.title), "{text}");
        assert!(text.ends_with(&long.summary), "the summary is kept: {text}");
        assert!(text.contains("200 mistakes and blunders"), "{text}");
        let file = file.expect("the details as a file");
        assert_eq!(file, long.text(), "the file holds the whole review");
    }
}
