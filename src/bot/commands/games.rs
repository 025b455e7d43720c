//! /games: a user's games in progress.

use super::common::{before_answer, lang_of, user_of};
use crate::bot::context::{send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{clock_text, mention, pings};
use crate::service::UserId;
use crate::t;
use poise::serenity_prelude as serenity;

/// Active games of a user: opponent, game, whose turn, time left.
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let me = user_of(ctx);
    let lang = lang_of(ctx).await;
    let who = user.map_or(me, |u| UserId(u.id.get()));
    let mut list = before_answer(ctx, ctx.data().service.games_of(who, true)).await?;
    if who != me {
        // Someone else's games only as far as this server may see them: those played here
        // (none from a DM), never where they play elsewhere.
        let here = ctx.guild_id().map(|g| g.get());
        list.retain(|g| here.is_some() && g.guild_id == here);
    }
    let lines: Vec<String> = list
        .iter()
        .map(|g| {
            let opponent = g.opponent_of(who);
            let turn = match (g.to_move, who == me) {
                (Some(u), true) if u == me => t!(lang, "games-your-move"),
                (Some(u), false) if u == who => {
                    t!(lang, "games-bold-to-move", player = mention(who))
                }
                (Some(_), _) => t!(lang, "games-to-move", player = mention(opponent)),
                (None, _) => t!(lang, "games-over"),
            };
            let link = g.thread_id.map(|t| format!(" <#{t}>")).unwrap_or_default();
            let line = t!(
                lang,
                "games-line",
                game = g.id.to_string(),
                variant = g.variant.game().name,
                opponent = mention(opponent),
                turn = turn,
                clock = clock_text(lang, g.deadline)
            );
            format!("{line}{link}")
        })
        .collect();
    let text = if lines.is_empty() {
        if who == me {
            t!(lang, "games-none-yours")
        } else {
            t!(lang, "games-none-theirs", player = mention(who))
        }
    } else {
        lines.join("\n")
    };
    send(
        ctx,
        limits::reply(text)
            .ephemeral(true)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}
