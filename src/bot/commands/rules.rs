//! /rules: a game's rules in brief, with its start position.

use super::common::{acknowledge, autocomplete_game, GameChoice};
use crate::bot::context::{send, Context, Error};
use crate::bot::limits;
use crate::bot::present::IMAGE_WIDTH;
use crate::render::{board_diagram, to_png, BoardOptions};
use crate::rules::Position;
use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

/// A game's rules in brief, with its start position.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "autocomplete_game"]
    game: GameChoice,
) -> Result<(), Error> {
    let variant = GameChoice::variant(Some(game))?;
    let g = variant.game();
    acknowledge(ctx, false).await?;
    let mut text = format!(
        "**{} ({})**: a {} board and {} kinds of piece.\n{}\nSources: {}",
        g.name,
        g.kanji_name,
        g.board_text(),
        g.pieces.len(),
        g.rules_summary(),
        g.sources
    );
    if let Some(note) = g.setup_note {
        text += &format!("\n⚠ **{note}**");
    }
    let start = Position::start(variant);
    let png = ctx
        .data()
        .render(move || {
            to_png(
                &board_diagram(
                    &start,
                    &BoardOptions {
                        header: g.name.to_string(),
                        ..BoardOptions::default()
                    },
                ),
                IMAGE_WIDTH,
            )
        })
        .await?;
    send(
        ctx,
        limits::reply(text).attachment(CreateAttachment::bytes(png, "start.png")),
    )
    .await?;
    Ok(())
}
