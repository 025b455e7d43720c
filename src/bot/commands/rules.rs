//! /rules: a game's rules in brief, with its start position.

use super::common::{acknowledge, autocomplete_game, lang_of, GameChoice};
use crate::bot::context::{send, Context, Error};
use crate::bot::limits;
use crate::bot::present::IMAGE_WIDTH;
use crate::i18n::games;
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
    let lang = lang_of(ctx).await;
    acknowledge(ctx, false).await?;
    let text = games::rules_text(lang, g);
    let start = Position::start(variant);
    let png = ctx
        .data()
        .render(move || {
            to_png(
                &board_diagram(
                    &start,
                    &BoardOptions {
                        header: games::game_name(lang, g).to_string(),
                        lang,
                        ..BoardOptions::default()
                    },
                ),
                IMAGE_WIDTH,
            )
        })
        .await?;
    send(
        ctx,
        limits::reply(lang, text).attachment(CreateAttachment::bytes(png, "start.png")),
    )
    .await?;
    Ok(())
}
