//! /resign (with a confirm button), /draw, /takeback, /impasse (the opponent answers with
//! buttons posted in the game's thread).

use super::common::{acknowledge, lang_of, resolve_game, user_of};
use crate::bot::announce::deliver_all;
use crate::bot::context::{send, Context, Error};
use crate::bot::ids::ButtonAction;
use crate::bot::limits;
use crate::service::OfferKind;
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow};

/// Resign a game (asks to confirm).
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    if me != info.black && me != info.white {
        return Err(crate::service::ServiceError::NotAPlayer(info.id).into());
    }
    if info.outcome.is_some() {
        return Err(crate::service::ServiceError::GameOver(info.id).into());
    }
    let id = ButtonAction::ConfirmResign {
        game: info.id,
        ply: info.ply,
    };
    let lang = lang_of(ctx).await;
    let confirm =
        limits::button(id.to_custom_id(), &t!(lang, "button-resign")).style(ButtonStyle::Danger);
    send(
        ctx,
        limits::reply(
            lang,
            t!(lang, "reply-resign-question", game = info.id.to_string()),
        )
        .ephemeral(true)
        .components(vec![CreateActionRow::Buttons(vec![confirm])]),
    )
    .await?;
    Ok(())
}

async fn offer(ctx: Context<'_>, game: Option<String>, kind: OfferKind) -> Result<(), Error> {
    // The offer itself goes to the thread; what the user is told here is private.
    acknowledge(ctx, true).await?;
    let info = resolve_game(ctx, game.as_deref()).await?;
    let events = ctx
        .data()
        .service
        .offer(info.id, user_of(ctx), kind)
        .await?;
    deliver_all(ctx.http(), ctx.data(), &events).await;
    let lang = lang_of(ctx).await;
    let id = match (
        kind,
        crate::bot::announce::plies_back(&info, kind, user_of(ctx)),
    ) {
        (OfferKind::Takeback, 2) => "reply-offer-takeback-two",
        (OfferKind::Takeback, _) => "reply-offer-takeback",
        (OfferKind::Draw, _) => "reply-offer-draw",
        (OfferKind::Impasse, _) => "reply-offer-impasse",
    };
    send(
        ctx,
        limits::reply(lang, t!(lang, id, game = info.id.to_string())).ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Offer a draw; your opponent accepts or declines.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    offer(ctx, game, OfferKind::Draw).await
}

/// Ask to take back your last move (and the reply to it, when it is your turn again).
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    offer(ctx, game, OfferKind::Takeback).await
}

/// Propose ending the game by impasse points (both Kings in their promotion zones).
#[poise::command(slash_command)]
pub async fn impasse(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    offer(ctx, game, OfferKind::Impasse).await
}
