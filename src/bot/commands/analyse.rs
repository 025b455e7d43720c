//! /analyse: the computer's review of a finished game, privately: the mistakes and
//! blunders of both sides with the better move it found, and the evaluation graph. Only
//! for finished games: during a game it would be the bot playing for whoever asked.

use super::common::{acknowledge, lang_of, resolve_game, user_of};
use crate::ai::review::{MoveReview, Verdict};
use crate::bot::analysis::Analysis;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{move_text, side_name};
use crate::bot::refused::{Refused, Work};
use crate::i18n::games::game_name;
use crate::i18n::Lang;
use crate::rules::{Color, History};
use crate::service::{GameInfo, Notation};
use crate::t;
use poise::serenity_prelude::CreateAttachment;

/// The computer's review of a finished game: mistakes, blunders and better moves.
#[poise::command(slash_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let lang = lang_of(ctx).await;
    if info.outcome.is_none() {
        return refuse(t!(
            lang,
            "refuse-analyse-not-finished",
            game = info.id.to_string()
        ));
    }
    let analyses = &ctx.data().computer.analyses;
    // One review per user and per game waiting or running: a second request would only
    // take another player's place in the queue.
    let ticket = match analyses.admit(user_of(ctx), info.id) {
        Ok(ticket) => ticket,
        Err(turned) => return Err(Refused::Turned(turned, Work::Review).into()),
    };
    acknowledge(ctx, true).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let analysis = analyses.run(&ticket, history.clone()).await?;
    drop(ticket);
    let notation = ctx.data().service.settings(user_of(ctx)).await?.notation;
    let review = review_text(lang, &info, &history, &analysis, notation);
    let graph = CreateAttachment::bytes(analysis.graph_png, format!("analysis-{}.png", info.id.0));
    let (text, details) = fit_review(lang, &review);
    let mut reply = limits::reply(lang, text).ephemeral(true).attachment(graph);
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
pub struct Review {
    pub title: String,
    pub details: Vec<String>,
    pub summary: String,
}

impl Review {
    /// The whole review: title, details and summary, one a line.
    pub fn text(&self) -> String {
        std::iter::once(self.title.as_str())
            .chain(self.details.iter().map(String::as_str))
            .chain(std::iter::once(self.summary.as_str()))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The reply's text, and the whole review as a file when it does not fit in one message:
/// then the reply keeps the title and the summary, and says where the details are.
pub fn fit_review(lang: Lang, review: &Review) -> (String, Option<String>) {
    let whole = review.text();
    if whole.chars().count() <= limits::MESSAGE {
        return (whole, None);
    }
    let short = [
        review.title.clone(),
        t!(lang, "analyse-in-file", count = review.details.len()),
        review.summary.clone(),
    ]
    .join("\n");
    (limits::message(lang, short), Some(whole))
}

/// The reply: a title line, one line per mistake or blunder (its ply, the mover, the
/// move, the verdict, the better move), the count per side.
fn review_text(
    lang: Lang,
    info: &GameInfo,
    history: &History,
    analysis: &Analysis,
    notation: Notation,
) -> Review {
    let plies = history.moves().len();
    // 0: every move was judged.
    let judged = if analysis.judged < plies {
        analysis.judged
    } else {
        0
    };
    let title = t!(
        lang,
        "analyse-title",
        game = info.id.to_string(),
        variant = game_name(lang, info.variant.game()),
        moves = plies,
        judged = judged
    );
    let mut lines = Vec::new();
    let mut pos = history.start().clone();
    let mut prev = None;
    let mut flagged = 0;
    for (i, r) in analysis.moves.iter().enumerate() {
        if r.verdict != Verdict::Good {
            let better = move_text(&pos, r.best, prev, notation);
            flagged += 1;
            lines.push(t!(
                lang,
                "analyse-line",
                ply = i + 1,
                mark = mover_mark(r),
                mv = move_text(&pos, r.played, prev, notation),
                verdict = r.verdict.name(),
                loss = r.loss,
                better = format!("**{better}**")
            ));
        }
        pos.play(r.played);
        prev = Some(r.played);
    }
    if flagged == 0 {
        lines.push(t!(lang, "analyse-none"));
    }
    Review {
        title,
        details: lines,
        summary: Color::BOTH
            .map(|side| side_summary(lang, &analysis.moves, side))
            .join(" · "),
    }
}

/// "☗ Black: 1 mistake, 0 blunders" in `lang`: what a side's moves got.
pub fn side_summary(lang: Lang, reviews: &[MoveReview], side: Color) -> String {
    let of = |v: Verdict| {
        reviews
            .iter()
            .filter(|r| r.mover == side && r.verdict == v)
            .count()
    };
    t!(
        lang,
        "analyse-side",
        side = side_name(lang, side),
        mistakes = of(Verdict::Mistake),
        blunders = of(Verdict::Blunder)
    )
}

fn mover_mark(r: &MoveReview) -> &'static str {
    match r.mover {
        Color::Black => "☗",
        Color::White => "☖",
    }
}
