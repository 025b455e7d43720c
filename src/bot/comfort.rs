//! What clock comfort (issue 33) shows: the posts of an extension or a vacation day spent
//! instead of a loss on time, the extensions left under a move, the daily digest, and the
//! "next game waiting for you" line after a move.

use super::context::{Data, Error};
use super::limits::channel_message;
use super::posts::post_to_game;
use super::present::{mention, pings};
use crate::i18n::Lang;
use crate::service::{DigestGame, Event, Extensions, GameId, GameInfo, UserId};
use poise::serenity_prelude as serenity;
use serenity::{CreateMessage, Http};
use tracing::info;

/// A time as Discord shows it to each reader, in their own time zone.
fn when(ms: i64) -> String {
    format!("<t:{}:f>", ms.div_euclid(1000))
}

/// A game's thread as a link, or the words for none.
fn thread_link(lang: Lang, thread: Option<u64>) -> String {
    thread.map_or_else(
        || crate::t!(lang, "comfort-digest-no-thread"),
        |t| format!("<#{t}>"),
    )
}

/// The line under a move's post with the extensions each player has left; empty for a
/// game without extensions.
pub fn extensions_line(lang: Lang, extensions: Option<Extensions>) -> String {
    extensions.map_or_else(String::new, |e| {
        crate::t!(
            lang,
            "comfort-extensions-left",
            black = e.black_left,
            white = e.white_left,
            total = e.per_player
        )
    })
}

/// The line for a challenge card with extensions; empty without.
pub fn card_line(lang: Lang, extensions: u32) -> Option<String> {
    (extensions > 0).then(|| crate::t!(lang, "comfort-card-extensions", count = extensions))
}

/// The answer to a move's "next game waiting for you": the soonest other game where it is
/// the player's move, if any.
pub async fn next_game_line(data: &Data, lang: Lang, user: UserId, after: GameId) -> String {
    let Ok(games) = data.service.games_waiting_for(user).await else {
        return String::new();
    };
    games
        .iter()
        .find(|g| g.id != after)
        .map(|g: &GameInfo| {
            format!(
                "\n{}",
                crate::t!(
                    lang,
                    "comfort-next-game",
                    game = g.id.0,
                    link = thread_link(lang, g.thread_id)
                )
            )
        })
        .unwrap_or_default()
}

/// Posts (or sends) what clock comfort's events say; false for an event of another kind.
/// `stamp` puts the outbox row's nonce on a post.
pub async fn deliver(
    http: &Http,
    data: &Data,
    event: &Event,
    stamp: &(dyn Fn(CreateMessage) -> CreateMessage + Sync),
) -> Result<bool, Error> {
    match event {
        Event::ExtensionUsed {
            game,
            user,
            opponent,
            left,
            deadline,
        } => {
            let info = data.service.game_info(*game).await?;
            let lang = data.thread_lang(info.guild_id).await;
            let text = crate::t!(
                lang,
                "comfort-extension-used",
                player = mention(*user),
                opponent = mention(*opponent),
                deadline = when(deadline.0),
                left = *left
            );
            let msg = channel_message(lang, text).allowed_mentions(pings(&[*user, *opponent]));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::VacationSpent {
            game,
            user,
            opponent,
            until,
            days_left,
        } => {
            let info = data.service.game_info(*game).await?;
            let lang = data.thread_lang(info.guild_id).await;
            let text = crate::t!(
                lang,
                "comfort-vacation-spent",
                player = mention(*user),
                opponent = mention(*opponent),
                until = when(until.0),
                left = *days_left
            );
            let msg = channel_message(lang, text).allowed_mentions(pings(&[*user, *opponent]));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::Digest { user, games } => send_digest(http, data, *user, games, stamp).await?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// The daily digest, as one direct message. DMs closed to the bot: it is given up (and the
/// player's notices go to the thread, as for any DM that fails).
async fn send_digest(
    http: &Http,
    data: &Data,
    user: UserId,
    games: &[DigestGame],
    stamp: &(dyn Fn(CreateMessage) -> CreateMessage + Sync),
) -> Result<(), Error> {
    let lang = data.user_lang(user).await;
    let mut text = crate::t!(lang, "comfort-digest-title", count = games.len());
    for g in games {
        let deadline = g.deadline.map_or_else(
            || crate::t!(lang, "comfort-digest-no-deadline"),
            |d| format!("<t:{0}:R> (<t:{0}:f>)", d.0.div_euclid(1000)),
        );
        text.push('\n');
        text += &crate::t!(
            lang,
            "comfort-digest-line",
            game = g.game.0,
            deadline = deadline,
            link = thread_link(lang, g.thread)
        );
    }
    let sent = async {
        let dm = serenity::UserId::new(user.0.max(1))
            .create_dm_channel(http)
            .await?;
        dm.send_message(
            http,
            stamp(channel_message(lang, text).allowed_mentions(pings(&[]))),
        )
        .await
    }
    .await;
    if let Err(e) = sent {
        info!(user = user.0, error = %e, "digest DM failed; mentioning in the thread from now on");
        let mut s = data.service.settings(user).await?;
        s.dm_failed = true;
        data.service.save_settings(&s).await?;
    }
    Ok(())
}
