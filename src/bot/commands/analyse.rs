//! /analyse: the computer's review of a finished game, privately: the mistakes and
//! blunders of both sides with the better move it found, and the evaluation graph. Only
//! for finished games: during a game it would be the bot playing for whoever asked.

use super::common::{acknowledge, resolve_game, user_of};
use crate::ai::review::{side_summary, MoveReview};
use crate::bot::analysis::Analysis;
use crate::bot::context::{refuse, send, Context, Error};
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
    let Some(ticket) = analyses.admit() else {
        return refuse(format!(
            "the computer is busy with {}: try again in a few minutes",
            count(analyses.capacity() as u64, "review")
        ));
    };
    acknowledge(ctx, true).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let analysis = analyses.run(&ticket, history.clone()).await?;
    drop(ticket);
    let notation = ctx.data().service.settings(user_of(ctx)).await?.notation;
    let text = review_text(&info, &history, &analysis, notation);
    let graph = CreateAttachment::bytes(analysis.graph_png, format!("analysis-{}.png", info.id));
    send(
        ctx,
        poise::CreateReply::default()
            .ephemeral(true)
            .content(text)
            .attachment(graph),
    )
    .await?;
    Ok(())
}

/// The reply: a title line, one line per mistake or blunder (its ply, the mover, the
/// move, the verdict, the better move), the count per side.
fn review_text(
    info: &GameInfo,
    history: &History,
    analysis: &Analysis,
    notation: Notation,
) -> String {
    let plies = history.moves().len();
    let sampled = if analysis.judged < plies {
        format!(", {} judged", analysis.judged)
    } else {
        String::new()
    };
    let mut lines = vec![format!(
        "Review of game {} ({}, {}{sampled}):",
        info.id,
        info.variant.game().name,
        count(plies as u64, "move"),
    )];
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
    lines.push(
        Color::BOTH
            .map(|side| side_summary(&analysis.moves, side))
            .join(" · "),
    );
    lines.join("\n")
}

fn mover_mark(r: &MoveReview) -> &'static str {
    match r.mover {
        Color::Black => "☗",
        Color::White => "☖",
    }
}
