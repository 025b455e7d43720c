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
fn fit_review(lang: Lang, review: &Review) -> (String, Option<String>) {
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
fn side_summary(lang: Lang, reviews: &[MoveReview], side: Color) -> String {
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
        let (text, file) = fit_review(Lang::En, &review(3));
        assert!(file.is_none());
        assert_eq!(text.lines().count(), 5);
        assert!(text.ends_with("☖ White: 1 mistake"), "{text}");
    }

    #[test]
    fn a_long_review_keeps_its_summary_and_goes_in_a_file() {
        let long = review(200);
        let (text, file) = fit_review(Lang::En, &long);
        assert!(text.chars().count() <= limits::MESSAGE, "{}", text.len());
        assert!(text.starts_with(&long.title), "{text}");
        assert!(text.ends_with(&long.summary), "the summary is kept: {text}");
        assert!(text.contains("200 mistakes and blunders"), "{text}");
        let file = file.expect("the details as a file");
        assert_eq!(file, long.text(), "the file holds the whole review");
        let (text, _) = fit_review(Lang::Fr, &long);
        assert!(text.contains("200 fautes et gaffes : la liste"), "{text}");
        let (text, _) = fit_review(Lang::Ja, &long);
        assert!(text.contains("悪手・大悪手 200 件"), "{text}");
    }

    #[test]
    fn summaries_and_titles_in_each_language() {
        use crate::ai::review::Verdict;
        use crate::rules::{Position, Variant};
        let pos = Position::start(Variant::builtin("shogi"));
        let mv = pos.legal_moves()[0];
        let one = |mover, verdict| MoveReview {
            mover,
            played: mv,
            best: mv,
            eval_after: 0,
            loss: 300,
            verdict,
            judged: true,
        };
        let reviews = [
            one(Color::Black, Verdict::Mistake),
            one(Color::Black, Verdict::Blunder),
            one(Color::Black, Verdict::Blunder),
        ];
        assert_eq!(
            side_summary(Lang::En, &reviews, Color::Black),
            "☗ Black: 1 mistake, 2 blunders"
        );
        assert_eq!(
            side_summary(Lang::En, &reviews, Color::White),
            "☖ White: 0 mistakes, 0 blunders"
        );
        // French counts 0 as singular.
        assert_eq!(
            side_summary(Lang::Fr, &reviews, Color::White),
            "☖ Blancs : 0 faute, 0 gaffe"
        );
        assert_eq!(
            side_summary(Lang::Fr, &reviews, Color::Black),
            "☗ Noirs : 1 faute, 2 gaffes"
        );
        assert_eq!(
            side_summary(Lang::Ja, &reviews, Color::Black),
            "☗先手：悪手 1、大悪手 2"
        );
    }
}
