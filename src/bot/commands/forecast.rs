//! /forecast (conditional moves: add a line, list them, clear them) and /note (a private
//! note per game). Every answer is private: nobody else sees a player's plans or notes.

use super::common::{acknowledge, before_answer, lang_of, resolve_game, user_of};
use super::move_input::move_choices;
use crate::bot::context::{send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{forecast_lines, move_text, pings};
use crate::rules::notation::parse_move;
use crate::rules::History;
use crate::service::{Notation, MAX_FORECAST_PLIES};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::AutocompleteChoice;

/// Conditional moves: your answers to your opponent's moves, played for you at once
#[poise::command(
    slash_command,
    subcommands("add", "timeout", "list", "clear"),
    subcommand_required
)]
pub async fn forecast(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Add a line: your opponent's expected move, your answer, their next move, your answer...
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    #[description = "Moves in turn, separated by spaces, starting with your opponent's"]
    #[autocomplete = "autocomplete_line"]
    moves: String,
    #[description = "Game number (default: this thread's game)"] game: Option<String>,
) -> Result<(), Error> {
    acknowledge(ctx, true).await?;
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let service = &ctx.data().service;
    let stored = service.add_forecast(info.id, me, &moves).await?;
    let notation = service.settings(me).await?.notation;
    let lang = lang_of(ctx).await;
    let text = forecast_lines(lang, "forecast-added", info.id, &stored, notation);
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// Keep a move to be played for you if your time runs out before you move
#[poise::command(slash_command)]
pub async fn timeout(
    ctx: Context<'_>,
    #[description = "Your move in this position, played only if your time runs out first"]
    #[autocomplete = "super::move_input::autocomplete_move"]
    #[rename = "move"]
    mv: String,
    #[description = "Game number (default: this thread's game)"] game: Option<String>,
) -> Result<(), Error> {
    acknowledge(ctx, true).await?;
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let service = &ctx.data().service;
    let kept = service.set_timeout_move(info.id, me, &mv).await?;
    let notation = service.settings(me).await?.notation;
    let lang = lang_of(ctx).await;
    let text = t!(
        lang,
        "forecast-timeout-set",
        game = info.id.to_string(),
        planned = move_text(&kept.position, kept.mv, kept.previous, notation)
    );
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// Show your conditional moves in a game (only you see them)
#[poise::command(slash_command)]
pub async fn list(
    ctx: Context<'_>,
    #[description = "Game number (default: this thread's game)"] game: Option<String>,
) -> Result<(), Error> {
    acknowledge(ctx, true).await?;
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let service = &ctx.data().service;
    let stored = service.forecast(info.id, me).await?;
    let on_timeout = service.timeout_move(info.id, me).await?;
    let notation = service.settings(me).await?.notation;
    let lang = lang_of(ctx).await;
    let mut text = if stored.lines.is_empty() && on_timeout.is_none() {
        t!(lang, "forecast-none", game = info.id.to_string())
    } else if stored.lines.is_empty() {
        String::new()
    } else {
        forecast_lines(lang, "forecast-list", info.id, &stored, notation)
    };
    if let Some(kept) = on_timeout {
        let line = t!(
            lang,
            "forecast-timeout-shown",
            game = info.id.to_string(),
            planned = move_text(&kept.position, kept.mv, kept.previous, notation)
        );
        text = match text.is_empty() {
            true => line,
            false => format!("{text}\n{line}"),
        };
    }
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// Forget all your conditional moves in a game
#[poise::command(slash_command)]
pub async fn clear(
    ctx: Context<'_>,
    #[description = "Game number (default: this thread's game)"] game: Option<String>,
) -> Result<(), Error> {
    acknowledge(ctx, true).await?;
    let info = resolve_game(ctx, game.as_deref()).await?;
    let gone = ctx
        .data()
        .service
        .clear_forecast(info.id, user_of(ctx))
        .await?;
    let lang = lang_of(ctx).await;
    let id = if gone {
        "forecast-cleared"
    } else {
        "forecast-none"
    };
    let text = t!(lang, id, game = info.id.to_string());
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// A private note on a game: give a text to keep it, leave it out to read it
#[poise::command(slash_command)]
pub async fn note(
    ctx: Context<'_>,
    #[description = "Your note (replaces the old one; a single - deletes it)"] text: Option<String>,
    #[description = "Game number (default: this thread's game)"] game: Option<String>,
) -> Result<(), Error> {
    acknowledge(ctx, true).await?;
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let service = &ctx.data().service;
    let lang = lang_of(ctx).await;
    let game = info.id.to_string();
    let answer = match text {
        Some(text) => {
            let text = if text.trim() == "-" {
                ""
            } else {
                text.as_str()
            };
            service.set_note(info.id, me, text).await?;
            match text.trim().is_empty() {
                true => t!(lang, "note-deleted", game = game),
                false => t!(lang, "note-saved", game = game),
            }
        }
        None => match service.game_note(info.id, me).await? {
            Some(n) => format!("{}\n{n}", t!(lang, "note-shown", game = game)),
            None => t!(lang, "note-none", game = game),
        },
    };
    // A note is the player's own text: it never pings anyone.
    let reply = limits::reply(lang, answer)
        .ephemeral(true)
        .allowed_mentions(pings(&[]));
    send(ctx, reply).await?;
    Ok(())
}

/// The options of the subcommand being completed (Discord nests them under it).
fn sub_options(ctx: Context<'_>) -> Vec<serenity::CommandDataOption> {
    let poise::Context::Application(app) = ctx else {
        return Vec::new();
    };
    app.interaction
        .data
        .options
        .iter()
        .find_map(|o| match &o.value {
            serenity::CommandDataOptionValue::SubCommand(opts) => Some(opts.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Completes the last move of a line: the moves before it are played from the game's
/// position (the first one is the opponent's), then the last is completed as `/move`
/// completes a move. A choice is the whole line, so it is offered only within Discord's
/// 100 characters; a longer line is typed to its end.
pub async fn autocomplete_line(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let named = sub_options(ctx).into_iter().find_map(|o| match o.value {
        serenity::CommandDataOptionValue::String(s) if o.name == "game" => Some(s),
        _ => None,
    });
    let Ok(info) = resolve_game(ctx, named.as_deref()).await else {
        return Vec::new();
    };
    let service = &ctx.data().service;
    let Ok((_, history)) = before_answer(ctx, service.game_history(info.id)).await else {
        return Vec::new();
    };
    let notation = match before_answer(ctx, service.settings(user_of(ctx))).await {
        Ok(s) => s.notation,
        Err(_) => Notation::Western,
    };
    line_choices(&history, notation, partial)
}

/// The choices for a line typed so far (see [`autocomplete_line`]).
pub fn line_choices(
    history: &History,
    notation: Notation,
    partial: &str,
) -> Vec<AutocompleteChoice> {
    let ends_with_space = partial.ends_with(|c: char| c.is_whitespace() || c == ',');
    let mut tokens: Vec<&str> = partial
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .collect();
    let last = match ends_with_space {
        true => "",
        false => tokens.pop().unwrap_or(""),
    };
    if tokens.len() >= MAX_FORECAST_PLIES {
        return Vec::new();
    }
    let mut h = history.clone();
    let mut done = Vec::new();
    for token in tokens {
        let Ok(mv) = parse_move(h.position(), token) else {
            return Vec::new();
        };
        done.push(crate::rules::notation::exact_text(h.position(), mv));
        if h.play(mv).is_err() {
            return Vec::new();
        }
    }
    let prefix = done.join(" ");
    let ply = done.len() + 1;
    let prev = h.moves().last().copied();
    let choices = move_choices(h.position(), prev, notation, last)
        .into_iter()
        .filter_map(|(name, value)| {
            let whole = match prefix.is_empty() {
                true => value,
                false => format!("{prefix} {value}"),
            };
            (whole.chars().count() <= limits::CHOICE)
                .then(|| limits::autocomplete(&format!("{ply}. {name}"), &whole))
        })
        .collect();
    limits::choices(choices)
}
