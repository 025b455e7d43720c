//! The one path of a move on Discord, whoever plays it (/move, a move's button, the picker,
//! the computer): played through the service, the player answered privately, then posted
//! from the service's result with all it caused.

use super::announce::post_move;
use super::comfort::next_game_line;
use super::context::{
    close_message, close_picker, send, user_message, with_retry, Context, Data, Error,
};
use super::limits;
use super::present::played_text;
use crate::i18n::Lang;
use crate::rules::Move;
use crate::service::{GameId, MoveResult, Notation, ServiceError, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, Http};
use tracing::warn;

/// What is played: text as a player typed it (or as a button or the picker wrote it), or a
/// move in the rules' terms (the computer's).
#[derive(Clone, Copy, Debug)]
pub enum MoveInput<'a> {
    Text(&'a str),
    Move(Move),
}

/// Where the player who moved is answered, privately.
#[derive(Clone, Copy)]
pub enum Answer<'a> {
    /// A slash command, acknowledged privately: follow-ups.
    Command(Context<'a>),
    /// A pressed button, acknowledged silently: its message says what was played (buttons
    /// gone); anything later is a follow-up.
    Button(&'a ComponentInteraction),
    /// The picker, not acknowledged yet: its message is replaced by what was played (within
    /// Discord's three seconds, so before the post); anything later is a follow-up.
    Picker(&'a ComponentInteraction),
    /// The computer: nobody to answer.
    Nobody,
}

impl Answer<'_> {
    /// The language the player reads: their Discord client's (English for the computer).
    /// The player's language: their `/settings language:`, else their client's.
    async fn lang(self, data: &Data, user: UserId) -> Lang {
        let locale = match self {
            Answer::Command(ctx) => ctx.locale().unwrap_or_default(),
            Answer::Button(c) | Answer::Picker(c) => c.locale.as_str(),
            Answer::Nobody => return Lang::En,
        };
        data.reply_lang(user, locale).await
    }

    /// The first answer, that closes what the player pressed or typed.
    async fn first(self, http: &Http, lang: Lang, text: &str) -> Result<(), Error> {
        match self {
            Answer::Command(ctx) => {
                send(ctx, private(lang, text)).await?;
            }
            Answer::Button(c) => close_message(http, c, lang, text.to_string()).await?,
            Answer::Picker(c) => close_picker(http, c, lang, text).await?,
            Answer::Nobody => {}
        }
        Ok(())
    }

    /// A later private line to the player.
    async fn later(self, http: &Http, lang: Lang, text: &str) -> Result<(), Error> {
        match self {
            // Only the first follow-up takes the defer's privacy; later ones say their own.
            Answer::Command(ctx) => {
                send(ctx, private(lang, text)).await?;
            }
            Answer::Button(c) | Answer::Picker(c) => {
                let follow = limits::private_follow_up(lang, text);
                with_retry(2, || c.create_followup(http, follow.clone())).await?;
            }
            Answer::Nobody => {}
        }
        Ok(())
    }
}

fn private(lang: Lang, text: &str) -> poise::CreateReply {
    limits::reply(lang, text).ephemeral(true)
}

/// Plays `input` for `user` in `game` (refused if the game is no longer at `expected_ply`),
/// answers the player ("Played P-7f (7g7f) in game #3."), then posts the move in the game's
/// thread with whatever else it caused. A refusal comes back untouched, for the caller to
/// explain. Once played the move stands: a failed answer or post is logged, the post is
/// left to the outbox (the scheduler makes it later) and the player is told.
pub async fn play_and_post(
    http: &Http,
    data: &Data,
    answer: Answer<'_>,
    game: GameId,
    user: UserId,
    input: MoveInput<'_>,
    expected_ply: Option<u32>,
) -> Result<MoveResult, ServiceError> {
    let service = &data.service;
    let result = match input {
        MoveInput::Text(text) => service.play(game, user, text, expected_ply).await?,
        MoveInput::Move(mv) => service.play_move(game, user, mv, expected_ply).await?,
    };
    if !matches!(answer, Answer::Nobody) {
        let shown = echo(data, user, &result).await;
        let lang = answer.lang(data, user).await;
        // Issue 33: the next game waiting for this player, if any, as a link.
        let next = next_game_line(data, lang, user, game).await;
        let text = t!(lang, "move-played", shown = shown, game = game.to_string()) + &next;
        if let Err(e) = answer.first(http, lang, &text).await {
            warn!(error = %e, game = game.0, "could not answer the player of a move");
        }
    }
    if let Err(e) = post_move(http, data, user, &result).await {
        warn!(error = %e, game = game.0, "move stored but not posted");
        let lang = answer.lang(data, user).await;
        let why =
            user_message(&e, lang, &data.outage).unwrap_or_else(|| t!(lang, "move-post-refused"));
        let text = t!(
            lang,
            "move-stands-not-posted",
            game = game.to_string(),
            why = why
        );
        if let Err(e) = answer.later(http, lang, &text).await {
            warn!(error = %e, game = game.0, "could not tell the player a post failed");
        }
    }
    Ok(result)
}

/// The move just played as its player reads it (their notation, with its squares; what
/// they typed is never echoed raw: it may be any length). Western notation when their
/// settings cannot be read, since the move is played either way.
async fn echo(data: &Data, user: UserId, result: &MoveResult) -> String {
    let notation = match data.service.settings(user).await {
        Ok(s) => s.notation,
        Err(_) => Notation::Western,
    };
    played_text(&result.before, result.played, result.previous, notation)
}
