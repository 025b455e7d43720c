//! Posting a game's board: the image, drawn for a viewer or for spectators, the buttons
//! under it, and the post in the game's thread (reopened if archived) or channel.

use super::context::{with_retry, Data, Error};
use super::ids::ButtonAction;
use super::limits;
use super::picker_state::{position_tag, PickerId, Verb};
use super::present::{board_png, view_for, Marked};
use crate::i18n::Lang;
use crate::render::PieceStyle;
use crate::rules::{History, Position};
use crate::service::{GameId, GameInfo, UserId, UserSettings};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateMessage,
    EditThread, Http, Message,
};

/// The piece style of public posts: the one the players agreed on.
pub fn spectators_style(info: &GameInfo) -> PieceStyle {
    view_for(None, info, crate::rules::Color::Black, Lang::En).style
}

/// Posts in the game's thread (reopening it if archived), or in its channel.
pub async fn post_to_game(
    http: &Http,
    info: &GameInfo,
    message: CreateMessage,
) -> Result<Option<Message>, Error> {
    // The service never hands out an id of 0, but a panic here would stop the scheduler.
    let Some(target) = info
        .thread_id
        .or(info.channel_id)
        .and_then(std::num::NonZeroU64::new)
    else {
        return Ok(None);
    };
    let channel = ChannelId::from(target);
    match send_with_retry(http, channel, &message).await {
        Ok(m) => Ok(Some(m)),
        Err(first) => {
            // An archived thread refuses messages until it is reopened.
            if info.thread_id.is_some()
                && discord_code(&first) == Some(THREAD_ARCHIVED)
                && channel
                    .edit_thread(http, EditThread::new().archived(false))
                    .await
                    .is_ok()
            {
                return Ok(Some(send_with_retry(http, channel, &message).await?));
            }
            Err(first.into())
        }
    }
}

/// Discord's error code for "thread is archived".
const THREAD_ARCHIVED: isize = 50083;

fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// Sends a message, retrying on 429 and server errors.
async fn send_with_retry(
    http: &Http,
    channel: ChannelId,
    message: &CreateMessage,
) -> serenity::Result<Message> {
    with_retry(3, || channel.send_message(http, message.clone())).await
}

/// The board of a game as an attachment, drawn for `viewer` in their settings (their piece
/// style and side at the bottom), or for spectators (`None`: the style the players agreed),
/// its words in `lang` (the viewer's, or the thread's for spectators).
pub async fn board_attachment(
    http: &Http,
    data: &Data,
    info: &GameInfo,
    history: &History,
    viewer: Option<&UserSettings>,
    lang: Lang,
) -> Result<CreateAttachment, Error> {
    let names = [
        data.names.name_of(http, info.black).await,
        data.names.name_of(http, info.white).await,
    ];
    let view = view_for(viewer, info, history.position().side_to_move(), lang);
    let yours = if viewer.is_some() { "-yours" } else { "" };
    let file_name = format!(
        "game-{}-ply-{}{yours}.png",
        info.id.0,
        history.moves().len()
    );
    let history = history.clone();
    let info = info.clone();
    let png = data
        .render(move || {
            board_png(
                &history,
                &info,
                &view,
                [&names[0], &names[1]],
                Marked::default(),
            )
        })
        .await?;
    Ok(CreateAttachment::bytes(png, file_name))
}

/// The buttons under every board post, in one row: **Move** (the picker) when a person is
/// to move, and **My view**: a private board in the presser's settings (their piece style
/// and side at the bottom), since the public post is drawn for everyone. With the web board
/// public (`SEIREIGI_PUBLIC_URL`): **Open my board**, a player's personal link, privately,
/// while the game goes on; and a link to the game's public page.
/// The labels are in `lang`, the thread's language.
pub fn board_post_buttons(
    lang: Lang,
    data: &Data,
    info: &GameInfo,
    history: &History,
) -> Vec<CreateActionRow> {
    let mut row = Vec::new();
    let going_on = history.outcome().is_none();
    if let Some(u) = info.to_move {
        if going_on && !info.is_computer(u) {
            let ply = history.moves().len() as u32;
            row.push(move_button(lang, info.id, ply, history.position()));
        }
    }
    row.push(
        limits::button(
            ButtonAction::MyView(info.id).to_custom_id(),
            &t!(lang, "button-my-view"),
        )
        .style(ButtonStyle::Secondary),
    );
    if let Some(page) = public_page(data, info) {
        if going_on {
            row.push(
                limits::button(
                    ButtonAction::OpenBoard(info.id).to_custom_id(),
                    &t!(lang, "button-open-my-board"),
                )
                .style(ButtonStyle::Secondary),
            );
        }
        row.extend(limits::link_button(page, &t!(lang, "button-web-board")));
    }
    if !going_on {
        row.push(rematch_button(lang, info.id));
    }
    vec![CreateActionRow::Buttons(row)]
}

/// The game's public web page, when the web board is public.
pub fn public_page(data: &Data, info: &GameInfo) -> Option<String> {
    let base = data.service.web_links().public_url.as_deref()?;
    let url = format!("{base}/g/{}", info.public_id.as_deref()?);
    limits::link_url(url)
}

/// `user`'s personal link in `game`, when the web board is public and they play in it (for
/// the "your move" DM and the Open my board answer); `None` otherwise, or if it cannot be
/// made now (logged).
pub async fn personal_link(data: &Data, game: GameId, user: UserId) -> Option<String> {
    data.service.web_links().public_url.as_ref()?;
    match data.service.web_link(game, user).await {
        Ok(link) => link.and_then(limits::link_url),
        Err(e) => {
            tracing::warn!(error = %e, game = game.0, "no personal link");
            None
        }
    }
}

/// The Move button for a board post of `game` at `ply` (the position `pos`).
pub fn move_button(lang: Lang, game: GameId, ply: u32, pos: &Position) -> CreateButton {
    let id = PickerId::new(game, ply, position_tag(pos), Verb::Open, &[]);
    limits::button(id.to_custom_id(), &t!(lang, "button-move")).style(ButtonStyle::Primary)
}

/// The Rematch button of a finished game's last post (either player may press it).
pub fn rematch_button(lang: Lang, game: GameId) -> CreateButton {
    let label = crate::t!(lang, "rematch-button");
    limits::button(ButtonAction::Rematch(game).to_custom_id(), &label).style(ButtonStyle::Primary)
}
