//! /help: what the bot does, with examples that work where they are read.

use super::common::before_answer;
use crate::bot::context::{send, Context, Error};
use crate::bot::limits::message;
use crate::bot::present::excerpt;
use crate::rules::{Position, Variant};

/// What this bot does, with examples.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    // Examples from the game of this thread, else from the start of the default game, so
    // that each one can be typed as is where it is read.
    // /help answers even when the database does not (then from the start of a game).
    let service = &ctx.data().service;
    let here = before_answer(ctx, service.game_in_thread(ctx.channel_id().get()))
        .await
        .ok()
        .flatten();
    let (pos, place) = match &here {
        Some(g) => match before_answer(ctx, service.game_history(g.id)).await {
            Ok((_, h)) => (h.position().clone(), format!("in game {} now", g.id)),
            Err(_) => (
                Position::start(g.variant),
                format!("at the start of {}", g.variant.game().name),
            ),
        },
        None => (
            Position::start(Variant::default_game()),
            format!("at the start of {}", Variant::default_game().game().name),
        ),
    };
    send(
        ctx,
        poise::CreateReply::default()
            .ephemeral(true)
            .content(help_text(&pos, &place)),
    )
    .await?;
    Ok(())
}

/// The /help text, its move examples legal in `pos` (`place` says where that is).
pub fn help_text(pos: &Position, place: &str) -> String {
    let example = crate::rules::notation::example_move(pos);
    let square = example
        .as_ref()
        .and_then(|e| e.square.clone())
        .unwrap_or_else(|| "7i".to_string());
    let moves = match example {
        Some(e) => {
            let drop = e
                .drop
                .map(|d| format!(", a drop like `{d}`"))
                .unwrap_or_else(|| {
                    ", a drop as the piece letter, `*` and the square (e.g. P*5e, once you hold a Pawn)"
                        .to_string()
                });
            format!(
                "• `/move {}` (or `{}`, `{}`{drop}; add `+` to promote or `=` not to) in the game's thread: these work {place}. Start typing a square or a piece letter and pick from the list.",
                e.western, e.canonical, e.with_dash
            )
        }
        None => "• `/move` in the game's thread: start typing a square or a piece letter and pick from the list.".to_string(),
    };
    let names: Vec<&str> = Variant::all().map(|v| v.game().name).collect();
    let games = game_list(&names);
    message(format!(
        "**Seireigi** plays large shogi variants by correspondence: {games}.\n\
        • `/challenge opponent:@friend game:Chu Seireigi time:3 days per move`: your friend presses Accept and a thread opens for the game.\n\
        • `/challenge opponent:@Seireigi level:normal`: play the computer (easy, normal or strong) at once; `/hint` then suggests a move.\n\
        {moves}\n\
        • `/board`, `/moves square:{square}`, `/history`, `/export format:KIF`: look at a game; `/analyse` once it is over: its mistakes and a graph.\n\
        • `/piece name:Lion`: how a piece moves. `/rules game:Dai Seireigi`: the rules in brief.\n\
        • `/draw`, `/takeback`, `/impasse`, `/resign`: your opponent answers with buttons.\n\
        • `/games`: your games, those waiting for you first. `/settings`: notation, pieces, board orientation, notifications, reminders, vacation."
    ))
}

/// At most this many games are named in /help, and at most this many characters of names:
/// an operator may load any number of games with names up to 100 characters, and the
/// whole reply must stay within one Discord message.
const NAMED_GAMES: usize = 6;
const NAMES_ROOM: usize = 400;

/// The loaded games as /help names them: all of them when they are few and short, else the
/// first few and how many more, pointing at /rules (whose menu lists them all).
pub fn game_list(names: &[&str]) -> String {
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
    match (named.split_last(), more) {
        (None, _) => String::new(),
        (Some((last, [])), 0) => last.clone(),
        (Some((last, rest)), 0) => format!("{} and {last}", rest.join(", ")),
        (Some(_), more) => format!(
            "{} and {more} more (`/rules` lists them all)",
            named.join(", ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn many_long_game_names_are_shortened_to_a_few_and_a_count() {
        let long: Vec<String> = (0..200)
            .map(|i| format!("{i:03} {}", "Long Name ".repeat(10)))
            .collect();
        let names: Vec<&str> = long.iter().map(String::as_str).collect();
        let list = game_list(&names);
        assert!(list.chars().count() <= NAMES_ROOM + 150, "{list}");
        assert!(list.contains("000 Long"), "{list}");
        assert!(list.contains(" more (`/rules` lists them all)"), "{list}");
        let shown = names.iter().filter(|n| list.contains(&n[..8])).count();
        assert!(
            list.contains(&format!("and {} more", 200 - shown)),
            "{list}"
        );
        assert_eq!(game_list(&["Shogi", "Chu"]), "Shogi and Chu");
        assert_eq!(game_list(&["Shogi"]), "Shogi");
    }
}
