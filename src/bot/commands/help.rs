//! /help: what the bot does, with examples that work where they are read.

use crate::bot::context::{send, Context, Error};
use crate::rules::{Position, Variant};

/// What this bot does, with examples.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    // Examples from the game of this thread, else from the start of the default game, so
    // that each one can be typed as is where it is read.
    let here = ctx
        .data()
        .service
        .game_in_thread(ctx.channel_id().get())
        .await
        .ok()
        .flatten();
    let (pos, place) = match &here {
        Some(g) => match ctx.data().service.game_history(g.id).await {
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
    let games = match names.as_slice() {
        [rest @ .., last] if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!(
        "**Seireigi** plays large shogi variants by correspondence: {games}.\n\
        • `/challenge opponent:@friend game:Chu Seireigi time:3 days per move`: your friend presses Accept and a thread opens for the game.\n\
        • `/challenge opponent:@Seireigi level:normal`: play the computer (easy, normal or strong) at once; `/hint` then suggests a move.\n\
        {moves}\n\
        • `/board`, `/moves square:{square}`, `/history`, `/export format:KIF`: look at a game; `/analyse` once it is over: its mistakes and a graph.\n\
        • `/piece name:Lion`: how a piece moves. `/rules game:Dai Seireigi`: the rules in brief.\n\
        • `/draw`, `/takeback`, `/impasse`, `/resign`: your opponent answers with buttons.\n\
        • `/games`: your games, those waiting for you first. `/settings`: notation, pieces, board orientation, notifications, reminders, vacation."
    )
}
