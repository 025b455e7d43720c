//! The global button handler: every button's custom id says what to do, for which game or
//! challenge and at which ply, so buttons keep working after a restart and stale ones are
//! recognised.

use super::announce::deliver_all;
use super::cards::{cancelled_text, close_card, open_thread, GamePlace};
use super::context::{check_may_see, close_message, refuse, tell, with_retry, Data, Error};
use super::ids::ButtonAction;
use super::limits;
use super::play::{play_and_post, Answer, MoveInput};
use super::posts::{board_attachment, personal_link};
use super::present::{clock_text, mention, pings};
use crate::i18n::Lang;
use crate::service::{Event, GameId, OfferKind, ServiceError, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateInteractionResponse, Http,
};

/// The refusal of a button pressed on a board that is no longer the game's.
fn stale(lang: Lang) -> Result<(), Error> {
    refuse(t!(lang, "reply-button-stale"))
}

/// An immediate private answer, for presses that need no work (nothing acknowledged yet).
async fn reply_private(
    http: &Http,
    c: &ComponentInteraction,
    lang: Lang,
    text: &str,
) -> Result<(), Error> {
    let msg = limits::response(lang, text)
        .ephemeral(true)
        .allowed_mentions(pings(&[]));
    c.create_response(http, CreateInteractionResponse::Message(msg))
        .await?;
    Ok(())
}

/// A private follow-up, for refusals once the press is acknowledged.
async fn follow_up_private(
    http: &Http,
    c: &ComponentInteraction,
    lang: Lang,
    text: &str,
) -> Result<(), Error> {
    let msg = limits::private_follow_up(lang, text).allowed_mentions(pings(&[]));
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
        let lang = Lang::or_english(Some(&c.locale));
        return reply_private(http, c, lang, &t!(lang, "reply-button-unknown")).await;
    };
    // Every action writes or posts: acknowledge first, answer with follow-ups and edits.
    acknowledge(http, c).await?;
    data.names.remember_user(&c.user);
    let user = UserId(c.user.id.get());
    let lang = data.reply_lang(user, &c.locale).await;
    match run(http, data, c, (user, lang), action).await {
        Ok(()) => Ok(()),
        Err(e) => {
            let text = tell(&e, lang, &data.outage, "button");
            follow_up_private(http, c, lang, &text).await
        }
    }
}

/// `user`'s personal link to `game`: `None` when the web board is not public; refused (as
/// the service refuses) when they do not play in it.
async fn personal_link_for(
    data: &Data,
    game: GameId,
    (user, lang): (UserId, Lang),
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
        None => refuse(t!(lang, "reply-link-failed")),
    }
}

async fn current_ply(data: &Data, game: GameId) -> Result<u32, Error> {
    Ok(data.service.game_info(game).await?.ply)
}

async fn run(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    (user, lang): (UserId, Lang),
    action: ButtonAction,
) -> Result<(), Error> {
    let service = &data.service;
    // The card and the offers are public: edited in the server's language.
    let public = data.thread_lang(c.guild_id.map(|g| g.get())).await;
    match action {
        ButtonAction::AcceptChallenge(id) => {
            let (info, _) = match service.accept(id, user).await {
                Err(ServiceError::ChallengeExpired) => {
                    // Pressed before the scheduler closed the card: close it now.
                    let text = |l| t!(l, "card-expired-pressed");
                    close_card(http, data, id, text).await;
                    return Err(ServiceError::ChallengeExpired.into());
                }
                other => other?,
            };
            close_message(
                http,
                c,
                public,
                t!(
                    public,
                    "card-accepted",
                    player = mention(user),
                    game = info.id.to_string()
                ),
            )
            .await?;
            let place = GamePlace {
                guild: c.guild_id.map(|g| g.get()),
                channel: c.channel_id,
                message: Some(c.message.id),
            };
            open_thread(http, data, place, &info).await?;
        }
        ButtonAction::LeaderboardPage { game, page, owner } => {
            let asked = (game.as_str(), page, owner);
            super::leaderboard::turn_page(http, data, c, (user, lang), asked).await?;
        }
        ButtonAction::DeclineChallenge(id) => {
            service.decline(id, user).await?;
            let text = t!(public, "card-declined", player = mention(user));
            close_message(http, c, public, text).await?;
        }
        ButtonAction::CancelChallenge(id) => {
            // The Cancel button is in the challenger's private message; the card is public.
            service.cancel(id, user).await?;
            let text = t!(lang, "reply-cancelled", challenge = id.to_string());
            close_message(http, c, lang, text).await?;
            close_card(http, data, id, cancelled_text).await;
        }
        ButtonAction::Play {
            game,
            ply,
            canonical,
        } => {
            let input = MoveInput::Text(&canonical);
            match play_and_post(http, data, Answer::Button(c), game, user, input, Some(ply)).await {
                Err(ServiceError::PositionChanged) => return stale(lang),
                other => other?,
            };
        }
        ButtonAction::MyView(game) => {
            let (info, history) = service.game_history(game).await?;
            // As for /board by number: the players anywhere, others in the game's server.
            check_may_see(&info, user, c.guild_id.map(|g| g.get()))?;
            let settings = service.settings(user).await?;
            let file = board_attachment(http, data, &info, &history, Some(&settings), lang).await?;
            let ply = history.moves().len() + 1;
            let text = match info.to_move {
                Some(u) if u == user => t!(
                    lang,
                    "reply-my-view-your-move",
                    game = game.to_string(),
                    ply = ply,
                    clock = clock_text(lang, info.deadline)
                ),
                Some(u) => t!(
                    lang,
                    "reply-my-view-their-move",
                    game = game.to_string(),
                    ply = ply,
                    player = mention(u)
                ),
                None => t!(
                    lang,
                    "reply-my-view-over",
                    game = game.to_string(),
                    ply = ply
                ),
            };
            let msg = limits::private_follow_up(lang, text)
                .allowed_mentions(pings(&[]))
                .add_file(file);
            with_retry(2, || c.create_followup(http, msg.clone())).await?;
        }
        ButtonAction::OpenBoard(game) => {
            // Only a player gets a link (the service refuses anyone else).
            let Some(link) = personal_link_for(data, game, (user, lang)).await? else {
                return refuse(t!(lang, "reply-web-not-public"));
            };
            let days = data.service.web_links().lifetime().as_secs() / 86_400;
            // The link was checked against Discord's limit when it was made.
            let mut buttons: Vec<_> = limits::link_button(link, &t!(lang, "button-open-my-board"))
                .into_iter()
                .collect();
            buttons.push(
                limits::button(
                    ButtonAction::RevokeLinks.to_custom_id(),
                    &t!(lang, "button-revoke-links"),
                )
                .style(ButtonStyle::Danger),
            );
            let msg = limits::private_follow_up(
                lang,
                t!(
                    lang,
                    "reply-your-board",
                    game = game.to_string(),
                    days = days
                ),
            )
            .allowed_mentions(pings(&[]))
            .components(vec![CreateActionRow::Buttons(buttons)]);
            with_retry(2, || c.create_followup(http, msg.clone())).await?;
        }
        ButtonAction::RevokeLinks => {
            service.revoke_web_links(user).await?;
            close_message(http, c, lang, t!(lang, "reply-links-revoked")).await?;
        }
        ButtonAction::Rematch(game) => super::rematch::rematch(http, data, c, user, game).await?,
        ButtonAction::ConfirmResign { game, ply } => {
            if current_ply(data, game).await? != ply {
                return stale(lang);
            }
            let events = service.resign(game, user).await?;
            close_message(
                http,
                c,
                lang,
                t!(lang, "reply-resigned", game = game.to_string()),
            )
            .await?;
            deliver_all(http, data, &events).await;
        }
        ButtonAction::Answer {
            game,
            kind,
            ply,
            accept,
        } => {
            if current_ply(data, game).await? != ply {
                return stale(lang);
            }
            let events = service.answer(game, user, kind, accept).await?;
            // The offer's post is public: it says the answer in the server's language.
            let id = match (kind, accept) {
                (OfferKind::Draw, true) => "post-accepted-draw",
                (OfferKind::Takeback, true) => "post-accepted-takeback",
                (OfferKind::Impasse, true) => "post-accepted-impasse",
                (OfferKind::Draw, false) => "post-declined-draw",
                (OfferKind::Takeback, false) => "post-declined-takeback",
                (OfferKind::Impasse, false) => "post-declined-impasse",
            };
            close_message(http, c, public, t!(public, id, player = mention(user))).await?;
            let rest: Vec<Event> = events
                .into_iter()
                .filter(|e| !matches!(e, Event::OfferDeclined { .. }))
                .collect();
            deliver_all(http, data, &rest).await;
        }
    }
    Ok(())
}
