//! /hint: the computer's suggestion for the player's own move. Only in games against the
//! computer: between people it would be the bot playing for one of them.

use super::common::{acknowledge, resolve_game, user_of};
use crate::ai::SearchResult;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::fair::{refusal, Holder};
use crate::bot::limits;
use crate::bot::present::move_text;
use crate::service::Notation;

/// A suggestion for your move (in games against the computer).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    if info.black != me && info.white != me {
        return refuse(format!("you are not playing in game {}", info.id));
    }
    if info.outcome.is_some() {
        return refuse(format!("game {} is over", info.id));
    }
    if info.computer.is_none() {
        return refuse("hints are only for games against the computer");
    }
    if info.to_move != Some(me) {
        return refuse(format!(
            "it is not your turn in game {}: a hint is for your own move",
            info.id
        ));
    }
    // Hints share the computer's search slots with every game: one at a time and a few
    // per minute each, a bounded number in all.
    let _pass = ctx
        .data()
        .computer
        .hints
        .enter(info.id, &[Holder::User(me)])
        .or_else(|turned| refuse(refusal(turned, "hint")))?;
    ctx.data().service.take_hint(me)?;
    acknowledge(ctx, true).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let Some(found) = ctx.data().computer.hint(&history).await? else {
        return refuse("there is no move to suggest: the game is over");
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
        limits::reply(format!(
            "Hint for game {}: **{text}**, {}.",
            info.id,
            judgement(&found)
        ))
        .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The search's verdict from the player's side, in words a player reads.
fn judgement(found: &SearchResult) -> String {
    match found.mate_in_plies() {
        Some(n) if n > 0 => format!("mate in {}", (n + 1) / 2),
        Some(n) => format!("but you are mated in {} at best", (-n + 1) / 2),
        None => {
            let pawns = f64::from(found.score) / 100.0;
            if pawns.abs() < 0.3 {
                "about even".to_string()
            } else {
                format!("{pawns:+.1} Pawns for you")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::MATE;
    use crate::rules::{Position, Variant};

    fn result(score: i32) -> SearchResult {
        let pos = Position::start(Variant::builtin("shogi"));
        let best = pos.legal_moves()[0];
        SearchResult {
            best,
            score,
            depth: 1,
            nodes: 1,
            pv: vec![best],
        }
    }

    #[test]
    fn verdicts_read_from_the_players_side() {
        assert_eq!(judgement(&result(5)), "about even");
        assert_eq!(judgement(&result(250)), "+2.5 Pawns for you");
        assert_eq!(judgement(&result(-120)), "-1.2 Pawns for you");
        assert_eq!(judgement(&result(MATE - 3)), "mate in 2");
        assert_eq!(
            judgement(&result(-(MATE - 2))),
            "but you are mated in 1 at best"
        );
    }
}
