//! /games: a user's games in progress.

use super::common::{before_answer, lang_of, user_of};
use crate::bot::context::{send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{clock_text, mention, pings};
use crate::rules::Color;
use crate::service::{note_excerpt, GameId, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;

/// Active games of a user: opponent, game, whose turn, time left.
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
    #[description = "True: your finished games, the latest first"] finished: Option<bool>,
    #[description = "Page of the finished games (10 a page; default: the first)"]
    #[min = 1]
    #[max = 100000]
    page: Option<u32>,
) -> Result<(), Error> {
    let me = user_of(ctx);
    if finished == Some(true) {
        return finished_games(ctx, me, page.unwrap_or(1)).await;
    }
    let lang = lang_of(ctx).await;
    let who = user.map_or(me, |u| UserId(u.id.get()));
    let mut list = before_answer(ctx, ctx.data().service.games_of(who, true)).await?;
    if who != me {
        // Someone else's games only as far as this server may see them: those played here
        // (none from a DM), never where they play elsewhere.
        let here = ctx.guild_id().map(|g| g.get());
        list.retain(|g| here.is_some() && g.guild_id == here);
    }
    let notes = my_notes(ctx, who == me).await;
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
            format!("{line}{link}{}", note_excerpt_text(&notes, g.id))
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
        limits::reply(lang, text)
            .ephemeral(true)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}

/// The asker's own notes, by game: only on their own list (a note is never shown to anyone
/// else), and none when they cannot be read (the list comes all the same).
async fn my_notes(ctx: Context<'_>, own_list: bool) -> HashMap<GameId, String> {
    if !own_list {
        return HashMap::new();
    }
    before_answer(ctx, ctx.data().service.notes_of(user_of(ctx)))
        .await
        .unwrap_or_default()
}

/// A game's line in /games ends with the start of the player's note, if they keep one.
fn note_excerpt_text(notes: &HashMap<GameId, String>, game: GameId) -> String {
    notes
        .get(&game)
        .map(|n| format!(" · 📝 {}", note_excerpt(n, NOTE_EXCERPT)))
        .unwrap_or_default()
}

/// Characters of a note shown in /games.
const NOTE_EXCERPT: usize = 40;
/// `/games finished:True`: the player's own finished games, the latest ended first, a page
/// at a time, with results and links to their threads.
async fn finished_games(ctx: Context<'_>, me: UserId, page: u32) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let service = &ctx.data().service;
    let found = before_answer(ctx, service.finished_games(me, page.saturating_sub(1))).await?;
    let text = if found.games.is_empty() {
        crate::t!(lang, "comfort-finished-none")
    } else {
        let mut lines = vec![crate::t!(
            lang,
            "comfort-finished-title",
            page = found.page + 1,
            pages = found.pages
        )];
        for (g, ended) in &found.games {
            let result = match g.outcome.map(|o| o.winner) {
                Some(Some(c)) if (c == Color::Black) == (g.black == me) => "comfort-result-won",
                Some(Some(_)) => "comfort-result-lost",
                _ => "comfort-result-draw",
            };
            let link = g.thread_id.map_or_else(
                || crate::t!(lang, "comfort-digest-no-thread"),
                |t| format!("<#{t}>"),
            );
            lines.push(crate::t!(
                lang,
                "comfort-finished-line",
                game = g.id.0,
                variant = g.variant.game().name,
                opponent = mention(g.opponent_of(me)),
                result = crate::t!(lang, result),
                ended = format!("<t:{}:d>", ended.0.div_euclid(1000)),
                link = link
            ));
        }
        if found.page + 1 < found.pages {
            lines.push(crate::t!(lang, "comfort-next-page", next = found.page + 2));
        }
        lines.join("\n")
    };
    send(
        ctx,
        limits::reply(lang, text)
            .ephemeral(true)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}
