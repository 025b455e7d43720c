//! The challenge card (its embed, start image and buttons, closed once it can no longer be
//! accepted) and the thread a game opens from it with the start board.

use super::context::{Data, Error};
use super::ids::ButtonAction;
use super::limits;
use super::limits::channel_message;
use super::posts::{board_attachment, board_post_buttons, post_to_game};
use super::present::{clock_text, count, mention, pings, player_label, style_words, IMAGE_WIDTH};
use crate::render::{board_diagram, to_png, BoardOptions, PieceStyle};
use crate::rules::Position;
use crate::service::{Challenge, ChallengeId, ColorChoice, GameInfo, UserId, UserSettings};
use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, CreateActionRow, CreateAttachment,
    CreateEmbed, Http, MessageId,
};
use tracing::warn;

/// The card's buttons, for the challenged player (or anyone, for an open challenge): Accept,
/// and Decline when the challenge names someone. Cancel is the challenger's, sent privately.
pub fn card_buttons(ch: &Challenge) -> CreateActionRow {
    let accept = limits::button(
        ButtonAction::AcceptChallenge(ch.id).to_custom_id(),
        "Accept",
    )
    .style(ButtonStyle::Success);
    let decline = limits::button(
        ButtonAction::DeclineChallenge(ch.id).to_custom_id(),
        "Decline",
    )
    .style(ButtonStyle::Danger);
    let mut row = vec![accept];
    if ch.challenged.is_some() {
        row.push(decline);
    }
    CreateActionRow::Buttons(row)
}

/// Which pieces the game's thread will show, as the card tells the players beforehand.
pub async fn style_line(data: &Data, ch: &Challenge) -> Result<String, Error> {
    let service = &data.service;
    let challenger = service.settings(ch.challenger).await?;
    let opponent = match ch.challenged {
        Some(u) => Some(service.settings(u).await?),
        None => None,
    };
    let kanji = |s: &UserSettings| s.piece_style == PieceStyle::Kanji;
    Ok(match (kanji(&challenger), opponent.as_ref().map(kanji)) {
        (false, _) | (_, Some(false)) => {
            "Boards in the game's thread: western letters (one of you chose them in /settings).".to_string()
        }
        (true, Some(true)) => {
            "Boards in the game's thread: kanji, unless one of you picks western letters in /settings before the game starts.".to_string()
        }
        (true, None) => {
            "Boards in the game's thread: kanji, or western letters if the player who accepts chose them in /settings.".to_string()
        }
    })
}

/// The closed card's text of a challenge nobody answered in time.
pub fn expired_text(id: ChallengeId, challenger: UserId) -> String {
    format!(
        "Challenge {id} by {} expired unanswered; send a new one with /challenge.",
        mention(challenger)
    )
}

/// The closed card's text of a challenge its challenger withdrew.
pub const CANCELLED_TEXT: &str = "Challenge cancelled by the challenger.";

/// Edits a challenge's public card once it can no longer be accepted (cancelled, expired):
/// the buttons go and the card says why. Failures are logged: the challenge is closed anyway.
pub async fn close_card(http: &serenity::Http, data: &Data, id: ChallengeId, text: &str) {
    let card = match data.service.challenge_info(id).await {
        Ok(ch) => ch.card,
        Err(e) => {
            tracing::warn!(error = %e, challenge = id.0, "no challenge to close");
            None
        }
    };
    let Some((channel, message)) = card else {
        return;
    };
    let edit = limits::edit_message(text)
        .components(vec![])
        .allowed_mentions(pings(&[]));
    if let Err(e) = serenity::ChannelId::new(channel.max(1))
        .edit_message(http, serenity::MessageId::new(message.max(1)), edit)
        .await
    {
        tracing::warn!(error = %e, challenge = id.0, "could not edit the challenge card");
    }
}

/// The challenge's embed (rules summary) and start-position image.
/// `expires`: whether the card waits for an answer (a game against the computer does not).
pub fn card(
    ch: &Challenge,
    expires: bool,
    style: &str,
) -> Result<(CreateEmbed, CreateAttachment), Error> {
    let game = ch.variant.game();
    // Stored: a start position may predate a check the parser makes of new ones.
    let start = Position::from_stored_sfen(ch.variant, &ch.start_sfen)?;
    let colours = match ch.color {
        ColorChoice::Black => format!("{} plays Black (moves first).", mention(ch.challenger)),
        ColorChoice::White => format!("{} plays White.", mention(ch.challenger)),
        ColorChoice::Random => {
            "Colours are drawn at random when the challenge is accepted.".to_string()
        }
    };
    let rated = if ch.rated {
        "Rated."
    } else {
        "Friendly (not rated)."
    };
    let mut description = format!(
        "A {}x{} board, a promotion zone of {}; {}.\nTime: {}. {rated} {colours}\n{style}",
        game.size,
        game.size,
        count(game.zone_depth, "rank"),
        if game.rules.captures_to_hand {
            "captured pieces can be dropped"
        } else {
            "captured pieces leave the game"
        },
        ch.days_per_move.map_or("no limit".to_string(), |d| format!(
            "{} per move",
            count(d, "day")
        )),
    );
    if expires {
        description += &format!("\nExpires <t:{}:R>.", ch.expires_at.0 / 1000);
    }
    if let Some(note) = game.setup_note {
        description += &format!("\n⚠ {note}");
    }
    let png = to_png(
        &board_diagram(
            &start,
            &BoardOptions {
                header: format!("{} {}", game.name, game.kanji_name),
                ..BoardOptions::default()
            },
        ),
        IMAGE_WIDTH,
    )?;
    let file = CreateAttachment::bytes(png, format!("challenge-{}.png", ch.id.0));
    let embed = limits::embed(&format!("{} challenge {}", game.name, ch.id), description)
        .image(format!("attachment://challenge-{}.png", ch.id.0));
    Ok((embed, file))
}

/// Where a game's challenge was posted (no message: a tournament's game, whose thread
/// opens in the tournament's channel on its own).
pub struct GamePlace {
    pub guild: Option<u64>,
    pub channel: ChannelId,
    pub message: Option<MessageId>,
}

/// A public thread for a new game, from the challenge message (or in the channel), with
/// the start board.
pub async fn open_thread(
    http: &Http,
    data: &Data,
    place: GamePlace,
    info: &GameInfo,
) -> Result<(), Error> {
    let black = data.names.name_of(http, info.black).await;
    let white = data.names.name_of(http, info.white).await;
    let name = format!("{}: {black} vs {white}", info.variant.game().name);
    let builder = limits::thread(&name, &format!(" (game {})", info.id.0))
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    let thread = match place.message {
        Some(message) => {
            place
                .channel
                .create_thread_from_message(http, message, builder)
                .await
        }
        None => place.channel.create_thread(http, builder).await,
    };
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
            place.message.map(MessageId::get),
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
        channel_message(text)
            .allowed_mentions(pings(&[info.black, info.white]))
            .add_file(file)
            .components(board_post_buttons(data, &info, &history)),
    )
    .await;
    if info.is_computer(to_move) {
        data.computer.nudge(info.id);
    }
    posted?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::service::{ChallengeStatus, Timestamp};

    /// A challenge stored before start positions needed both Kings still gets its card
    /// (on Accept after a restart, say), as its game would still be played.
    #[test]
    fn a_stored_start_without_a_king_still_has_its_card() {
        let sfen = "4k4/9/9/9/9/9/9/9/9 b R 1";
        let variant = Variant::builtin("shogi");
        assert!(
            Position::from_sfen(variant, sfen).is_err(),
            "refused if new"
        );
        let ch = Challenge {
            id: ChallengeId(1),
            challenger: UserId(1),
            challenged: Some(UserId(2)),
            variant,
            days_per_move: Some(3),
            color: ColorChoice::Black,
            start_sfen: sfen.to_string(),
            expires_at: Timestamp(0),
            status: ChallengeStatus::Open,
            game: None,
            card: None,
            rated: false,
        };
        assert!(card(&ch, true, "").is_ok());
    }
}
