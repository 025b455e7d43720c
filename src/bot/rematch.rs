//! The Rematch button of a finished game's last post: either player presses it, and the
//! opponent gets a challenge card (the same game, time and start, colours swapped) in the
//! game's channel, which waits like any challenge (it is stored, so it survives a restart).
//! Against the computer the new game starts at once, as `/challenge` does it.

use super::cards::{card, card_buttons, open_thread, style_line, GamePlace};
use super::context::{Data, Error};
use super::limits::{self, channel_message};
use super::present::{mention, pings};
use crate::i18n::Lang;
use crate::service::{GameId, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ComponentInteraction, Http};

/// Sends the rematch of `game` asked by `user`; answers them privately.
pub async fn rematch(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    user: UserId,
    game: GameId,
) -> Result<(), Error> {
    let service = &data.service;
    let old = service.game_info(game).await?;
    let (ch, _) = service.rematch(game, user).await?;
    let computer = old.computer.filter(|p| Some(p.user) == ch.challenged);
    let lang = data.thread_lang(old.guild_id).await;
    let style = style_line(lang, data, &ch).await?;
    let shown = ch.clone();
    let waits = computer.is_none();
    let (embed, file) = data
        .render(move || card(lang, &shown, waits, &style))
        .await?;
    let opponent = ch.challenged.unwrap_or(user);
    let content = t!(
        lang,
        "rematch-card",
        challenger = mention(user),
        opponent = mention(opponent),
        game = game.to_string()
    );
    let pinged: Vec<UserId> = if waits { vec![opponent] } else { vec![] };
    let mut message = channel_message(lang, content)
        .embed(embed)
        .add_file(file)
        .allowed_mentions(pings(&pinged));
    if waits {
        message = message.components(vec![card_buttons(lang, &ch)]);
    }
    // The card goes where challenges go: the game's channel (a thread cannot hold the
    // thread of the new game).
    let channel = old
        .channel_id
        .or(old.thread_id)
        .and_then(std::num::NonZeroU64::new)
        .map(ChannelId::from)
        .unwrap_or(c.channel_id);
    let posted = channel.send_message(http, message).await?;
    service
        .set_challenge_message(
            ch.id,
            old.guild_id,
            posted.channel_id.get(),
            posted.id.get(),
        )
        .await?;
    let me = Lang::or_english(Some(&c.locale));
    let text = t!(
        me,
        "rematch-sent",
        opponent = mention(opponent),
        challenge = ch.id.to_string()
    );
    let follow = limits::private_follow_up(lang, text).allowed_mentions(pings(&[]));
    c.create_followup(http, follow).await?;
    if let (Some(p), Some(bot)) = (computer, ch.challenged) {
        let (info, _) = service.accept_for_computer(ch.id, bot, p.level).await?;
        let place = GamePlace {
            guild: old.guild_id,
            channel: posted.channel_id,
            message: Some(posted.id),
        };
        open_thread(http, data, place, &info).await?;
    }
    Ok(())
}
