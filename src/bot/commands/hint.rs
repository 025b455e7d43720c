//! /hint: the computer's suggestion for the player's own move. Only in games against the
//! computer: between people it would be the bot playing for one of them.

use super::common::{acknowledge, lang_of, resolve_game, user_of};
use crate::ai::SearchResult;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::fair::Holder;
use crate::bot::limits;
use crate::bot::present::move_text;
use crate::bot::refused::{Refused, Work};
use crate::i18n::Lang;
use crate::service::Notation;
use crate::t;

/// A suggestion for your move (in games against the computer).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let lang = lang_of(ctx).await;
    let game = info.id.to_string();
    if info.black != me && info.white != me {
        return refuse(t!(lang, "error-not-a-player", game = &game));
    }
    if info.outcome.is_some() {
        return refuse(t!(lang, "error-game-over", game = &game));
    }
    if info.computer.is_none() {
        return refuse(t!(lang, "refuse-hint-people"));
    }
    if info.to_move != Some(me) {
        return refuse(t!(lang, "refuse-hint-not-your-turn", game = &game));
    }
    // Hints share the computer's search slots with every game: one at a time and a few
    // per minute each, a bounded number in all.
    let _pass = ctx
        .data()
        .computer
        .hints
        .enter(info.id, &[Holder::User(me)])
        .map_err(|turned| Refused::Turned(turned, Work::Hint))?;
    ctx.data().service.take_hint(me)?;
    acknowledge(ctx, true).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let Some(found) = ctx.data().computer.hint(&history).await? else {
        return refuse(t!(lang, "refuse-hint-no-move"));
    };
    let pos = history.position();
    let settings = ctx.data().service.settings(me).await?;
    let prev = history.moves().last().copied();
    let mut text = move_text(pos, found.best, prev, settings.notation);
    if settings.notation != Notation::Canonical {
        text += &format!(
            " (`{}`)",
            move_text(pos, found.best, prev, Notation::Canonical)
        );
    }
    send(
        ctx,
        limits::reply(
            lang,
            t!(
                lang,
                "hint-answer",
                game = info.id.to_string(),
                mv = text,
                verdict = judgement(lang, &found)
            ),
        )
        .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The search's verdict from the player's side, in words a player reads.
pub fn judgement(lang: Lang, found: &SearchResult) -> String {
    match found.mate_in_plies() {
        Some(n) if n > 0 => t!(lang, "hint-mate", moves = (n + 1) / 2),
        Some(n) => t!(lang, "hint-mated", moves = (-n + 1) / 2),
        None => {
            let pawns = f64::from(found.score) / 100.0;
            if pawns.abs() < 0.3 {
                t!(lang, "hint-even")
            } else {
                let score = format!("{pawns:+.1}");
                // French writes a decimal comma.
                let score = match lang {
                    Lang::Fr => score.replace('.', ","),
                    _ => score,
                };
                t!(lang, "hint-score", score = score)
            }
        }
    }
}
