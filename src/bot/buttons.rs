//! The global button handler: every button's custom id says what to do, for which game or
//! challenge and at which ply, so buttons keep working after a restart and stale ones are
//! recognised.

use super::announce::deliver_all;
use super::cards::{close_card, open_thread, GamePlace, CANCELLED_TEXT};
use super::context::{check_may_see, close_message, refuse, tell, with_retry, Data, Error};
use super::ids::ButtonAction;
use super::limits;
use super::play::{play_and_post, Answer, MoveInput};
use super::posts::{board_attachment, personal_link};
use super::present::{clock_text, mention, pings};
use crate::i18n::Lang;
use crate::service::{Event, GameId, ServiceError, UserId};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateInteractionResponse, Http,
};

const STALE: &str =
    "This button is out of date: the game has moved on since. Look at the latest board.";

/// An immediate private answer, for presses that need no work (nothing acknowledged yet).
async fn reply_private(http: &Http, c: &ComponentInteraction, text: &str) -> Result<(), Error> {
    let msg = limits::response(text)
        .ephemeral(true)
        .allowed_mentions(pings(&[]));
    c.create_response(http, CreateInteractionResponse::Message(msg))
        .await?;
    Ok(())
}

/// A private follow-up, for refusals once the press is acknowledged.
async fn follow_up_private(http: &Http, c: &ComponentInteraction, text: &str) -> Result<(), Error> {
    let msg = limits::private_follow_up(text).allowed_mentions(pings(&[]));
    with_retry(2, || c.create_followup(http, msg.clone())).await?;
    Ok(())
}

/// Acknowledges a press silently (type 6) before any work, since Discord gives three
/// seconds; retries on 429 and server errors like the commands' defer.
async fn acknowledge(http: &Http, c: &ComponentInteraction) -> Result<(), Error> {
    with_retry(2, || {
        c.create_response(http, CreateInteractionResponse::Acknowledge)
    })
    .await?;
    Ok(())
}

pub async fn handle(http: &Http, data: &Data, c: &ComponentInteraction) -> Result<(), Error> {
    let Some(action) = ButtonAction::parse(&c.data.custom_id) else {
        return reply_private(http, c, "This button does not belong to this bot any more.").await;
    };
    // Every action writes or posts: acknowledge first, answer with follow-ups and edits.
    acknowledge(http, c).await?;
    data.names.remember_user(&c.user);
    let user = UserId(c.user.id.get());
    match run(http, data, c, user, action).await {
        Ok(()) => Ok(()),
        Err(e) => {
            let text = tell(
                &e,
                Lang::or_english(Some(&c.locale)),
                &data.outage,
                "button",
            );
            follow_up_private(http, c, &text).await
        }
    }
}

/// `user`'s personal link to `game`: `None` when the web board is not public; refused (as
/// the service refuses) when they do not play in it.
async fn personal_link_for(
    data: &Data,
    game: GameId,
    user: UserId,
) -> Result<Option<String>, Error> {
    if data.service.web_links().public_url.is_none() {
        return Ok(None);
    }
    // The refusal for a non-player, said before any link is made.
    let info = data.service.game_info(game).await?;
    if user != info.black && user != info.white {
        return Err(ServiceError::NotAPlayer(game).into());
    }
    match personal_link(data, game, user).await {
        Some(link) => Ok(Some(link)),
        None => refuse("I could not make your link just now: try again in a moment"),
    }
}

async fn current_ply(data: &Data, game: GameId) -> Result<u32, Error> {
    Ok(data.service.game_info(game).await?.ply)
}

async fn run(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    user: UserId,
    action: ButtonAction,
) -> Result<(), Error> {
    let service = &data.service;
    match action {
        ButtonAction::AcceptChallenge(id) => {
            let (info, _) = match service.accept(id, user).await {
                Err(ServiceError::ChallengeExpired) => {
                    // Pressed before the scheduler closed the card: close it now.
                    let text = "This challenge expired unanswered; send a new one with /challenge.";
                    close_card(http, data, id, text).await;
                    return Err(ServiceError::ChallengeExpired.into());
                }
                other => other?,
            };
            close_message(
                http,
                c,
                format!("Challenge accepted by {}: game {}.", mention(user), info.id),
            )
            .await?;
            let place = GamePlace {
                guild: c.guild_id.map(|g| g.get()),
                channel: c.channel_id,
                message: Some(c.message.id),
            };
            open_thread(http, data, place, &info).await?;
        }
        ButtonAction::DeclineChallenge(id) => {
            service.decline(id, user).await?;
            close_message(http, c, format!("Challenge declined by {}.", mention(user))).await?;
        }
        ButtonAction::CancelChallenge(id) => {
            // The Cancel button is in the challenger's private message; the card is public.
            service.cancel(id, user).await?;
            close_message(http, c, format!("You cancelled challenge {id}.")).await?;
            close_card(http, data, id, CANCELLED_TEXT).await;
        }
        ButtonAction::Play {
            game,
            ply,
            canonical,
        } => {
            let input = MoveInput::Text(&canonical);
            match play_and_post(http, data, Answer::Button(c), game, user, input, Some(ply)).await {
                Err(ServiceError::PositionChanged) => return refuse(STALE),
                other => other?,
            };
        }
        ButtonAction::MyView(game) => {
            let (info, history) = service.game_history(game).await?;
            // As for /board by number: the players anywhere, others in the game's server.
            check_may_see(&info, user, c.guild_id.map(|g| g.get()))?;
            let settings = service.settings(user).await?;
            let file = board_attachment(http, data, &info, &history, Some(&settings)).await?;
            let status = match info.to_move {
                Some(u) if u == user => format!("your move, {}", clock_text(info.deadline)),
                Some(u) => format!("{} to move", mention(u)),
                None => "the game is over".to_string(),
            };
            let msg = limits::private_follow_up(format!(
                "Game {game} as you see it (your /settings): move {}, {status}.",
                history.moves().len() + 1
            ))
            .allowed_mentions(pings(&[]))
            .add_file(file);
            with_retry(2, || c.create_followup(http, msg.clone())).await?;
        }
        ButtonAction::OpenBoard(game) => {
            // Only a player gets a link (the service refuses anyone else).
            let Some(link) = personal_link_for(data, game, user).await? else {
                return refuse("the web board is not public on this server");
            };
            let days = data.service.web_links().lifetime().as_secs() / 86_400;
            // The link was checked against Discord's limit when it was made.
            let mut buttons: Vec<_> = limits::link_button(link, "Open my board")
                .into_iter()
                .collect();
            buttons.push(
                limits::button(ButtonAction::RevokeLinks.to_custom_id(), "Revoke my links")
                    .style(ButtonStyle::Danger),
            );
            let msg = limits::private_follow_up(format!(
                "Your own board of game {game}: anyone with this link can move for you, so \
                 keep it to yourself. It works for {days} days; Revoke my links stops every \
                 link of yours at once."
            ))
            .allowed_mentions(pings(&[]))
            .components(vec![CreateActionRow::Buttons(buttons)]);
            with_retry(2, || c.create_followup(http, msg.clone())).await?;
        }
        ButtonAction::RevokeLinks => {
            service.revoke_web_links(user).await?;
            close_message(
                http,
                c,
                "Your personal links are revoked, in every game: press Open my board under a \
                 game's board for a new one."
                    .to_string(),
            )
            .await?;
        }
        ButtonAction::ConfirmResign { game, ply } => {
            if current_ply(data, game).await? != ply {
                return refuse(STALE);
            }
            let events = service.resign(game, user).await?;
            close_message(http, c, format!("You resigned game {game}.")).await?;
            deliver_all(http, data, &events).await;
        }
        ButtonAction::Answer {
            game,
            kind,
            ply,
            accept,
        } => {
            if current_ply(data, game).await? != ply {
                return refuse(STALE);
            }
            let events = service.answer(game, user, kind, accept).await?;
            let verb = if accept { "accepted" } else { "declined" };
            close_message(
                http,
                c,
                format!("{} {verb} the {} offer.", mention(user), kind.as_str()),
            )
            .await?;
            let rest: Vec<Event> = events
                .into_iter()
                .filter(|e| !matches!(e, Event::OfferDeclined { .. }))
                .collect();
            deliver_all(http, data, &rest).await;
        }
    }
    Ok(())
}
