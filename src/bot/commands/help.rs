//! /help: what the bot does, with examples that work where they are read, in the reader's
//! language (their Discord client's).

use super::common::before_answer;
use crate::bot::context::{send, Context, Error};
use crate::bot::limits::{self, message};
use crate::bot::present::excerpt;
use crate::i18n::{join_list, Lang};
use crate::rules::{Position, Variant};
use crate::t;

/// What this bot does, with examples.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let lang = Lang::or_english(ctx.locale());
    // Examples from the game of this thread, else from the start of the default game, so
    // that each one can be typed as is where it is read.
    // /help answers even when the database does not (then from the start of a game).
    let service = &ctx.data().service;
    let here = before_answer(ctx, service.game_in_thread(ctx.channel_id().get()))
        .await
        .ok()
        .flatten();
    let start_of = |v: Variant| t!(lang, "help-place-start", name = v.game().name);
    let (pos, place) = match &here {
        Some(g) => match before_answer(ctx, service.game_history(g.id)).await {
            Ok((_, h)) => (
                h.position().clone(),
                t!(lang, "help-place-game", game = g.id.to_string()),
            ),
            Err(_) => (Position::start(g.variant), start_of(g.variant)),
        },
        None => (
            Position::start(Variant::default_game()),
            start_of(Variant::default_game()),
        ),
    };
    send(
        ctx,
        limits::reply(lang, help_text(lang, &pos, &place)).ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The /help text in `lang`, its move examples legal in `pos` (`place` says where that is).
pub fn help_text(lang: Lang, pos: &Position, place: &str) -> String {
    let example = crate::rules::notation::example_move(pos);
    let square = example
        .as_ref()
        .and_then(|e| e.square.clone())
        .unwrap_or_else(|| "7i".to_string());
    let moves = match example {
        Some(e) => {
            let drop = match e.drop {
                Some(d) => t!(lang, "help-move-drop", drop = d),
                None => t!(lang, "help-move-any-drop"),
            };
            t!(
                lang,
                "help-move",
                western = e.western,
                canonical = e.canonical,
                dashed = e.with_dash,
                drop = drop,
                place = place,
            )
        }
        None => t!(lang, "help-move-no-example"),
    };
    let names: Vec<&str> = Variant::all().map(|v| v.game().name).collect();
    let lines = [
        t!(lang, "help-intro", games = game_list(lang, &names)),
        t!(lang, "help-challenge"),
        t!(lang, "help-computer"),
        moves,
        t!(lang, "help-look", square = square),
        t!(lang, "help-pieces"),
        t!(lang, "help-offers"),
        t!(lang, "help-yours"),
    ];
    message(lang, lines.join("\n"))
}

/// At most this many games are named in /help, and at most this many characters of names:
/// an operator may load any number of games with names up to 100 characters, and the
/// whole reply must stay within one Discord message.
const NAMED_GAMES: usize = 6;
pub const NAMES_ROOM: usize = 400;

/// The loaded games as /help names them: all of them when they are few and short, else the
/// first few and how many more, pointing at /rules (whose menu lists them all).
pub fn game_list(lang: Lang, names: &[&str]) -> String {
    let mut named: Vec<&str> = Vec::new();
    let mut room = NAMES_ROOM;
    for name in names.iter().take(NAMED_GAMES) {
        let len = name.chars().count() + 2;
        if len > room && !named.is_empty() {
            break;
        }
        room = room.saturating_sub(len);
        named.push(name);
    }
    let named: Vec<String> = named.iter().map(|n| excerpt(n, 60)).collect();
    let more = names.len() - named.len();
    if more == 0 {
        return join_list(lang, &named);
    }
    let separator = t!(lang, "list-separator");
    t!(
        lang,
        "list-games-more",
        named = named.join(&separator),
        more = more
    )
}
