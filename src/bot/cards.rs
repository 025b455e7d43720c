//! The challenge card (its embed, start image and buttons, closed once it can no longer be
//! accepted) and the thread a game opens from it with the start board.

use super::context::{Data, Error};
use super::ids::ButtonAction;
use super::limits;
use super::limits::channel_message;
use super::posts::{board_attachment, board_post_buttons, post_to_game};
use super::present::{clock_text, mention, pings, player_label, IMAGE_WIDTH};
use crate::i18n::games::game_name;
use crate::i18n::Lang;
use crate::render::{board_diagram, to_png, BoardOptions, PieceStyle};
use crate::rules::Position;
use crate::service::{Challenge, ChallengeId, ColorChoice, GameInfo, UserId, UserSettings};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, CreateActionRow, CreateAttachment,
    CreateEmbed, Http, MessageId,
};
use tracing::warn;

/// The card's buttons, for the challenged player (or anyone, for an open challenge): Accept,
/// and Decline when the challenge names someone. Cancel is the challenger's, sent privately.
/// In `lang`, the server's language.
pub fn card_buttons(lang: Lang, ch: &Challenge) -> CreateActionRow {
    let accept = limits::button(
        ButtonAction::AcceptChallenge(ch.id).to_custom_id(),
        &t!(lang, "button-accept"),
    )
    .style(ButtonStyle::Success);
    let decline = limits::button(
        ButtonAction::DeclineChallenge(ch.id).to_custom_id(),
        &t!(lang, "button-decline"),
    )
    .style(ButtonStyle::Danger);
    let mut row = vec![accept];
    if ch.challenged.is_some() {
        row.push(decline);
    }
    CreateActionRow::Buttons(row)
}

/// Which pieces the game's thread will show, as the card tells the players beforehand.
pub async fn style_line(lang: Lang, data: &Data, ch: &Challenge) -> Result<String, Error> {
    let service = &data.service;
    let challenger = service.settings(ch.challenger).await?;
    let opponent = match ch.challenged {
        Some(u) => Some(service.settings(u).await?),
        None => None,
    };
    let kanji = |s: &UserSettings| s.piece_style == PieceStyle::Kanji;
    let id = match (kanji(&challenger), opponent.as_ref().map(kanji)) {
        (false, _) | (_, Some(false)) => "card-style-western",
        (true, Some(true)) => "card-style-kanji",
        (true, None) => "card-style-kanji-open",
    };
    Ok(t!(lang, id))
}

/// The closed card's text of a challenge nobody answered in time.
pub fn expired_text(lang: Lang, id: ChallengeId, challenger: UserId) -> String {
    t!(
        lang,
        "card-expired",
        challenge = id.to_string(),
        player = mention(challenger)
    )
}

/// The closed card's text of a challenge its challenger withdrew.
/// The line above a challenge card's board: the game's name in `lang`, and its kanji
/// name unless that is the same.
fn card_header(lang: Lang, game: &crate::rules::Game) -> String {
    let name = game_name(lang, game);
    if name == game.kanji_name {
        name.to_string()
    } else {
        format!("{name} {}", game.kanji_name)
    }
}

pub fn cancelled_text(lang: Lang) -> String {
    t!(lang, "card-cancelled")
}

/// Edits a challenge's public card once it can no longer be accepted (cancelled, expired):
/// the buttons go and the card says why. Failures are logged: the challenge is closed anyway.
/// `text` says it in the server's language.
pub async fn close_card(
    http: &serenity::Http,
    data: &Data,
    id: ChallengeId,
    text: impl FnOnce(Lang) -> String,
) {
    let (card, guild) = match data.service.challenge_info(id).await {
        Ok(ch) => (ch.card, ch.guild),
        Err(e) => {
            tracing::warn!(error = %e, challenge = id.0, "no challenge to close");
            (None, None)
        }
    };
    let Some((channel, message)) = card else {
        return;
    };
    let lang = data.thread_lang(guild).await;
    let text = text(lang);
    let edit = limits::edit_message(lang, &text)
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
/// In `lang`, the server's language.
pub fn card(
    lang: Lang,
    ch: &Challenge,
    expires: bool,
    style: &str,
) -> Result<(CreateEmbed, CreateAttachment), Error> {
    let game = ch.variant.game();
    // Stored: a start position may predate a check the parser makes of new ones.
    let start = Position::from_stored_sfen(ch.variant, &ch.start_sfen)?;
    let player = mention(ch.challenger);
    let colours = match ch.color {
        ColorChoice::Black => t!(lang, "card-plays-black", player = player),
        ColorChoice::White => t!(lang, "card-plays-white", player = player),
        ColorChoice::Random => t!(lang, "card-colours-random"),
    };
    let rated = t!(
        lang,
        if ch.rated {
            "card-rated"
        } else {
            "card-friendly"
        }
    );
    let time = match ch.days_per_move {
        Some(d) => t!(lang, "time-days-per-move", days = d),
        None => t!(lang, "time-unlimited"),
    };
    let board = t!(
        lang,
        if game.rules.captures_to_hand {
            "card-board-drops"
        } else {
            "card-board-no-drops"
        },
        width = u32::from(game.width),
        height = u32::from(game.height),
        zone = u32::from(game.zone_depth)
    );
    let mut description = format!(
        "{board}\n{} {rated} {colours}\n{style}",
        t!(lang, "card-time", time = time)
    );
    if let Some(line) = super::comfort::card_line(lang, ch.extensions) {
        description += &format!("\n{line}");
    }
    if expires {
        description += &format!(
            "\n{}",
            t!(lang, "card-expires", unix = ch.expires_at.0 / 1000)
        );
    }
    // The game file's note on its setup, in the thread's language ([texts.<code>] note).
    if let Some(note) = game.note_in(lang.code()) {
        description += &format!("\n⚠ {note}");
    }
    let png = to_png(
        &board_diagram(
            &start,
            &BoardOptions {
                header: card_header(lang, game),
                lang,
                ..BoardOptions::default()
            },
        ),
        IMAGE_WIDTH,
    )?;
    let file = CreateAttachment::bytes(png, format!("challenge-{}.png", ch.id.0));
    let title = t!(
        lang,
        "card-title",
        variant = game_name(lang, game),
        challenge = ch.id.to_string()
    );
    let embed = limits::embed(lang, &title, description)
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
    let lang = data.thread_lang(info.guild_id).await;
    let text = t!(
        lang,
        match info.board_style {
            PieceStyle::Kanji => "post-game-begins-kanji",
            PieceStyle::Western => "post-game-begins-western",
        },
        game = info.id.to_string(),
        black = player_label(lang, &info, info.black),
        white = player_label(lang, &info, info.white),
        player = mention(to_move),
        clock = clock_text(lang, info.deadline)
    );
    let file = board_attachment(http, data, &info, &history, None, lang).await?;
    let posted = post_to_game(
        http,
        &info,
        channel_message(lang, text)
            .allowed_mentions(pings(&[info.black, info.white]))
            .add_file(file)
            .components(board_post_buttons(lang, data, &info, &history)),
    )
    .await;
    if info.is_computer(to_move) {
        data.computer.nudge(info.id);
    }
    posted?;
    Ok(())
}
