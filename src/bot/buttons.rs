//! The global button handler: every button's custom id says what to do, for which game or
//! challenge and at which ply, so buttons keep working after a restart and stale ones are
//! recognised.

use super::announce::{board_attachment, board_post_buttons, deliver_all, post_to_game};
use super::context::{refuse, user_message, with_retry, Data, Error};
use super::ids::ButtonAction;
use super::play::{play_and_post, Answer, MoveInput};
use super::present::{clock_text, mention, pings, player_label, style_words};
use crate::service::{Event, GameId, GameInfo, ServiceError, UserId};
use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ChannelId, ChannelType, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateThread, EditInteractionResponse, Http, MessageId,
};
use tracing::warn;

const STALE: &str =
    "This button is out of date: the game has moved on since. Look at the latest board.";

/// An immediate private answer, for presses that need no work (nothing acknowledged yet).
async fn reply_private(http: &Http, c: &ComponentInteraction, text: &str) -> Result<(), Error> {
    let msg = CreateInteractionResponseMessage::new()
        .ephemeral(true)
        .content(text)
        .allowed_mentions(pings(&[]));
    c.create_response(http, CreateInteractionResponse::Message(msg))
        .await?;
    Ok(())
}

/// A private follow-up, for refusals once the press is acknowledged.
async fn follow_up_private(http: &Http, c: &ComponentInteraction, text: &str) -> Result<(), Error> {
    let msg = CreateInteractionResponseFollowup::new()
        .ephemeral(true)
        .content(text)
        .allowed_mentions(pings(&[]));
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

/// Replaces the pressed message's text and removes its buttons (after the acknowledgement,
/// the pressed message is the interaction's original response).
pub(super) async fn close_message(
    http: &Http,
    c: &ComponentInteraction,
    text: String,
) -> Result<(), Error> {
    let edit = EditInteractionResponse::new()
        .content(text)
        .components(vec![])
        .allowed_mentions(pings(&[]));
    c.edit_response(http, edit).await?;
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
        Err(e) => match user_message(&e) {
            Some(text) => follow_up_private(http, c, &text).await,
            None => {
                warn!(error = %e, "button failed");
                follow_up_private(
                    http,
                    c,
                    "Something went wrong on our side; it has been logged. Try again later.",
                )
                .await
            }
        },
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
                    super::commands::close_card(http, data, id, text).await;
                    return refuse(ServiceError::ChallengeExpired.to_string());
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
                message: c.message.id,
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
            super::commands::close_card(http, data, id, super::commands::CANCELLED_TEXT).await;
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
            super::commands::check_may_see(&info, user, c.guild_id.map(|g| g.get()))?;
            let settings = service.settings(user).await?;
            let file = board_attachment(http, data, &info, &history, Some(&settings)).await?;
            let status = match info.to_move {
                Some(u) if u == user => format!("your move, {}", clock_text(info.deadline)),
                Some(u) => format!("{} to move", mention(u)),
                None => "the game is over".to_string(),
            };
            let msg = CreateInteractionResponseFollowup::new()
                .ephemeral(true)
                .content(format!(
                    "Game {game} as you see it (your /settings): move {}, {status}.",
                    history.moves().len() + 1
                ))
                .allowed_mentions(pings(&[]))
                .add_file(file);
            with_retry(2, || c.create_followup(http, msg.clone())).await?;
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

/// Where a game's challenge was posted.
pub struct GamePlace {
    pub guild: Option<u64>,
    pub channel: ChannelId,
    pub message: MessageId,
}

/// A public thread for a new game, from the challenge message, with the start board.
pub async fn open_thread(
    http: &Http,
    data: &Data,
    place: GamePlace,
    info: &GameInfo,
) -> Result<(), Error> {
    let black = data.names.name_of(http, info.black).await;
    let white = data.names.name_of(http, info.white).await;
    let name = format!(
        "{}: {black} vs {white} (game {})",
        info.variant.game().name,
        info.id.0
    );
    let builder = CreateThread::new(name.chars().take(100).collect::<String>())
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    let thread = place
        .channel
        .create_thread_from_message(http, place.message, builder)
        .await;
    let thread_id = match thread {
        Ok(t) => Some(t.id.get()),
        Err(e) => {
            warn!(error = %e, game = info.id.0, "could not open a thread; the game is played in the channel");
            None
        }
    };
    data.service
        .set_game_thread(
            info.id,
            place.guild,
            place.channel.get(),
            thread_id,
            Some(place.message.get()),
        )
        .await?;
    let (info, history) = data.service.game_history(info.id).await?;
    let to_move = info.to_move.unwrap_or(info.black);
    let text = format!(
        "Game {} begins: ☗ {} (Black) against ☖ {} (White). {} to move, {}. Boards here show {} pieces (agreed from your settings); press My view for yours.",
        info.id,
        player_label(&info, info.black),
        player_label(&info, info.white),
        mention(to_move),
        clock_text(info.deadline),
        style_words(info.board_style)
    );
    let file = board_attachment(http, data, &info, &history, None).await?;
    let posted = post_to_game(
        http,
        &info,
        CreateMessage::new()
            .content(text)
            .allowed_mentions(pings(&[info.black, info.white]))
            .add_file(file)
            .components(board_post_buttons(&info, &history)),
    )
    .await;
    if info.is_computer(to_move) {
        data.engine.nudge(info.id);
    }
    posted?;
    Ok(())
}
