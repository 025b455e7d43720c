//! What the commands share: the game they are about, the `game` option (a menu or typed
//! text), who is asking, and the acknowledgement that comes before slow work.

use crate::bot::context::{check_may_see, in_time, with_retry, Context, Error};
use crate::bot::limits;
use crate::bot::present::excerpt;
use crate::bot::refused::Refused;
use crate::i18n::Lang;
use crate::rules::Variant;
use crate::service::{GameId, GameInfo, UserId};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Instant;

/// The `game` option of the command being completed (a kind of game for some commands, a
/// game id for others), if the user already gave one.
pub fn game_option(ctx: Context<'_>) -> Option<&serenity::CommandDataOptionValue> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    named_option(&app.interaction.data.options, "game")
}

/// The option `name` among `options` or, for a subcommand (`/forecast timeout game:`), among
/// its own options, which Discord nests in it.
fn named_option<'a>(
    options: &'a [serenity::CommandDataOption],
    name: &str,
) -> Option<&'a serenity::CommandDataOptionValue> {
    options.iter().find_map(|o| match &o.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => named_option(inner, name),
        value if o.name == name => Some(value),
        _ => None,
    })
}

/// A game as players pick it: from a menu of the loaded games (up to Discord's 25 choices),
/// else typed, with the games suggested as they type (autocomplete).
#[derive(Debug, Clone)]
pub enum GameChoice {
    Known(Variant),
    /// Typed text that names no game; the command refuses it with the list of games.
    Unknown(String),
}

impl GameChoice {
    const MENU_LIMIT: usize = 25;

    pub fn as_menu() -> bool {
        Variant::all().count() <= GameChoice::MENU_LIMIT
    }

    /// How a game is offered: "Uchi Chu Shogi (12x12, provisional setup)".
    pub fn label(v: Variant) -> String {
        let g = v.game();
        limits::choice(&match g.short_note {
            Some(note) => format!("{} ({}, {note})", g.name, g.board_text()),
            None => format!("{} ({})", g.name, g.board_text()),
        })
    }

    /// The game of a menu choice (its index in the menu).
    fn from_index(index: i64) -> Option<Variant> {
        usize::try_from(index)
            .ok()
            .and_then(|i| Variant::all().nth(i))
    }

    /// The game a player typed: its id, an alias or its name.
    fn from_text(text: &str) -> Option<Variant> {
        Variant::from_id(text)
            .or_else(|| Variant::all().find(|v| v.game().name.eq_ignore_ascii_case(text.trim())))
    }

    /// The `game` option of a command being completed, if the user already chose one (a
    /// menu index, or typed text when there is no menu).
    pub fn in_progress(ctx: Context<'_>) -> Option<Variant> {
        match game_option(ctx)? {
            serenity::CommandDataOptionValue::Integer(i) => GameChoice::from_index(*i),
            serenity::CommandDataOptionValue::String(s) => GameChoice::from_text(s),
            _ => None,
        }
    }

    /// The game chosen, the default game when none was, or a refusal that lists the games.
    pub fn variant(choice: Option<GameChoice>) -> Result<Variant, Error> {
        Ok(GameChoice::chosen(choice)?.unwrap_or_else(Variant::default_game))
    }

    /// The game chosen, `None` when none was, or a refusal that lists the games.
    pub fn chosen(choice: Option<GameChoice>) -> Result<Option<Variant>, Error> {
        match choice {
            None => Ok(None),
            Some(GameChoice::Known(v)) => Ok(Some(v)),
            Some(GameChoice::Unknown(text)) => Err(Refused::UnknownGame(excerpt(&text, 40)).into()),
        }
    }
}

#[poise::async_trait]
impl poise::SlashArgument for GameChoice {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<GameChoice, poise::SlashArgError> {
        match value {
            serenity::ResolvedValue::Integer(i) => GameChoice::from_index(*i)
                .map(GameChoice::Known)
                .ok_or_else(|| {
                    poise::SlashArgError::new_command_structure_mismatch("no such game choice")
                }),
            serenity::ResolvedValue::String(text) => Ok(GameChoice::from_text(text)
                .map_or_else(|| GameChoice::Unknown(text.to_string()), GameChoice::Known)),
            _ => Err(poise::SlashArgError::new_command_structure_mismatch(
                "expected a game choice",
            )),
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        if GameChoice::as_menu() {
            builder.kind(serenity::CommandOptionType::Integer)
        } else {
            builder.kind(serenity::CommandOptionType::String)
        }
    }

    fn choices() -> Vec<poise::CommandParameterChoice> {
        if !GameChoice::as_menu() {
            return Vec::new();
        }
        Variant::all()
            .map(|v| poise::CommandParameterChoice {
                name: GameChoice::label(v),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    }
}

/// The games whose id or name contains what the player typed (when there is no menu).
pub async fn autocomplete_game(
    _ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let want = partial.trim().to_ascii_lowercase();
    limits::choices(
        Variant::all()
            .filter(|v| {
                v.id().contains(&want) || v.game().name.to_ascii_lowercase().contains(&want)
            })
            .map(|v| limits::autocomplete(&GameChoice::label(v), v.id()))
            .collect(),
    )
}

pub fn user_of(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}

/// The language of the answers to this command: the user's `/settings language:`, else
/// their Discord client's.
pub async fn lang_of(ctx: Context<'_>) -> Lang {
    let locale = ctx.locale().unwrap_or_default();
    ctx.data().reply_lang(user_of(ctx), locale).await
}

/// The game a command is about: the one named, else the game of this thread, else the
/// user's only game waiting for them.
pub async fn resolve_game(ctx: Context<'_>, named: Option<&str>) -> Result<GameInfo, Error> {
    let service = &ctx.data().service;
    if let Some(text) = named {
        let id: i64 = match text.trim().trim_start_matches('#').parse() {
            Ok(id) => id,
            Err(_) => return Err(Refused::NotAGameNumber(excerpt(text, 40)).into()),
        };
        let info = before_answer(ctx, service.game_info(GameId(id))).await?;
        check_may_see(&info, user_of(ctx), ctx.guild_id().map(|g| g.get()))?;
        return Ok(info);
    }
    if let Some(g) = before_answer(ctx, service.game_in_thread(ctx.channel_id().get())).await? {
        return Ok(g);
    }
    let user = user_of(ctx);
    let games = before_answer(ctx, service.games_of(user, true)).await?;
    let waiting: Vec<&GameInfo> = games.iter().filter(|g| g.to_move == Some(user)).collect();
    match (waiting.as_slice(), games.as_slice()) {
        ([one], _) => Ok((*one).clone()),
        ([], [one]) => Ok(one.clone()),
        ([], []) => Err(Refused::NoGameHere.into()),
        _ => Err(Refused::SeveralGames(games.iter().map(|g| (g.id, g.variant)).collect()).into()),
    }
}

/// Acknowledges the interaction (privately or not) before the command does anything slow,
/// retrying when Discord answers 429 or a server error, within its three seconds. When it
/// cannot be acknowledged the command stops: the user was shown a failure, so nothing must
/// happen behind their back.
pub async fn acknowledge(ctx: Context<'_>, ephemeral: bool) -> Result<(), Error> {
    with_retry(2, || async move {
        if ephemeral {
            ctx.defer_ephemeral().await
        } else {
            ctx.defer().await
        }
    })
    .await?;
    Ok(())
}

/// Notes when a command started (poise's `pre_command`), for [`before_answer`].
/// Also notes the languages the interaction shows (in the background).
pub async fn note_start(ctx: Context<'_>) {
    ctx.set_invocation_data(Instant::now()).await;
    if let poise::Context::Application(app) = ctx {
        let i = app.interaction;
        let guild = i.guild_id.map(|g| (g.get(), i.guild_locale.clone()));
        ctx.data().note_languages(user_of(ctx), &i.locale, guild);
    }
}

/// A read a command makes before its first answer, bounded (see [`in_time`]) so that the
/// answer, a refusal or "cannot reach the database", still comes within Discord's three
/// seconds of the command's start whatever the database does. Once the command is
/// acknowledged, reads wait as long as they must.
pub async fn before_answer<T, E: Into<Error>>(
    ctx: Context<'_>,
    read: impl Future<Output = Result<T, E>>,
) -> Result<T, Error> {
    if let poise::Context::Application(app) = ctx {
        if app
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst)
        {
            return read.await.map_err(Into::into);
        }
    }
    let started = ctx.invocation_data::<Instant>().await.map(|s| *s);
    in_time(started.unwrap_or_else(Instant::now), read).await
}
