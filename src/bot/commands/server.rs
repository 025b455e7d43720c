//! /server: a server's settings (docs/bot.md, "Server admins"): the channels challenges are made
//! in, and the game and time a challenge gets when its player names none. For members with
//! Manage Server only; everyone's answers are private.

use super::challenge::TimeChoice;
use super::common::{acknowledge, autocomplete_game, before_answer, lang_of, GameChoice};
use super::settings::language_name;
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::channel_list;
use crate::i18n::Lang;
use crate::rules::Variant;
use crate::service::{GuildSettings, TimePerMove, DEFAULT_TIME};
use crate::t;
use poise::serenity_prelude as serenity;

/// Server settings (Manage Server): where challenges are made, the default game and time.
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands(
        "show",
        "add_channel",
        "remove_channel",
        "all_channels",
        "defaults",
        "language"
    ),
    subcommand_required
)]
pub async fn server(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// This server's settings.
#[poise::command(slash_command, guild_only)]
async fn show(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let guild = manager_only(ctx, lang)?;
    let settings = before_answer(ctx, ctx.data().service.guild_settings(guild)).await?;
    answer(ctx, lang, &settings).await
}

/// Challenges may be made in this channel (once one is listed, only in the listed ones).
#[poise::command(slash_command, guild_only, rename = "add-channel")]
async fn add_channel(
    ctx: Context<'_>,
    #[description = "A channel where challenges may be made"]
    #[channel_types("Text", "News")]
    channel: serenity::ChannelId,
) -> Result<(), Error> {
    change(ctx, |s| {
        if !s.allowed_channels.contains(&channel.get()) {
            s.allowed_channels.push(channel.get());
        }
        Ok(())
    })
    .await
}

/// Challenges may no longer be made in this channel (games there go on).
#[poise::command(slash_command, guild_only, rename = "remove-channel")]
async fn remove_channel(
    ctx: Context<'_>,
    #[description = "A channel listed for challenges"]
    #[channel_types("Text", "News")]
    channel: serenity::ChannelId,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    change(ctx, |s| {
        if !s.allowed_channels.contains(&channel.get()) {
            let channel = format!("<#{channel}>");
            return refuse(t!(lang, "refuse-server-not-listed", channel = channel));
        }
        s.allowed_channels.retain(|&c| c != channel.get());
        Ok(())
    })
    .await
}

/// Challenges may be made in any channel again.
#[poise::command(slash_command, guild_only, rename = "all-channels")]
async fn all_channels(ctx: Context<'_>) -> Result<(), Error> {
    change(ctx, |s| {
        s.allowed_channels.clear();
        Ok(())
    })
    .await
}

/// The game and time per move of a challenge whose player chooses none.
#[poise::command(slash_command, guild_only)]
async fn defaults(
    ctx: Context<'_>,
    #[description = "Default game of this server's challenges"]
    #[autocomplete = "autocomplete_game"]
    game: Option<GameChoice>,
    #[description = "Default time per move of this server's challenges"] time: Option<TimeChoice>,
    #[description = "Forget the server's default game and time first (then set those given)"]
    reset: Option<bool>,
) -> Result<(), Error> {
    // An unknown game typed is refused before anything changes.
    let game = GameChoice::chosen(game)?;
    if game.is_none() && time.is_none() && reset != Some(true) {
        return refuse(t!(lang_of(ctx).await, "refuse-server-defaults-empty"));
    }
    change(ctx, |s| {
        if reset == Some(true) {
            s.default_variant = None;
            s.default_time = None;
        }
        if let Some(v) = game {
            s.default_variant = Some(v.id().to_string());
        }
        if let Some(t) = time {
            s.default_time = Some(t.time());
        }
        Ok(())
    })
    .await
}

/// The language of public posts in game threads (docs/i18n.md, "Which language").
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ServerLanguageChoice {
    #[name = "English (en)"]
    En,
    #[name = "French (fr)"]
    Fr,
    #[name = "Japanese (ja)"]
    Ja,
    #[name = "automatic: the server's Discord language"]
    Auto,
}

/// The language of the bot's public posts in this server's game threads.
#[poise::command(slash_command, guild_only)]
async fn language(
    ctx: Context<'_>,
    #[description = "The language of game threads' posts"] language: ServerLanguageChoice,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let guild = manager_only(ctx, lang)?;
    acknowledge(ctx, true).await?;
    let chosen = match language {
        ServerLanguageChoice::En => Some(Lang::En),
        ServerLanguageChoice::Fr => Some(Lang::Fr),
        ServerLanguageChoice::Ja => Some(Lang::Ja),
        ServerLanguageChoice::Auto => None,
    };
    let data = ctx.data();
    data.service.choose_guild_language(guild, chosen).await?;
    data.langs.forget_guild(guild);
    let saved = data.service.guild_languages(guild).await?;
    let name = language_name(lang, saved.lang());
    let text = match saved.chosen {
        Some(_) => t!(lang, "server-language-chosen", language = name),
        None => t!(lang, "server-language-auto", language = name),
    };
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// The guild, when the member may change its settings: Manage Server (or Administrator) as
/// Discord computed it for this interaction. `default_member_permissions` only hides the
/// command by default; a server's admins can let anyone use it, so it is checked here too.
fn manager_only(ctx: Context<'_>, lang: Lang) -> Result<u64, Error> {
    let (poise::Context::Application(app), Some(guild)) = (ctx, ctx.guild_id()) else {
        return refuse(t!(lang, "refuse-server-not-in-server"));
    };
    let permissions = app
        .interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .unwrap_or_else(serenity::Permissions::empty);
    if !(permissions.manage_guild() || permissions.administrator()) {
        return refuse(t!(lang, "refuse-server-not-manager"));
    }
    Ok(guild.get())
}

/// Applies `edit` to the server's settings and saves them (the service refuses bad values,
/// changing nothing), then shows the result.
async fn change(
    ctx: Context<'_>,
    edit: impl FnOnce(&mut GuildSettings) -> Result<(), Error>,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let guild = manager_only(ctx, lang)?;
    let service = &ctx.data().service;
    let mut settings = before_answer(ctx, service.guild_settings(guild)).await?;
    edit(&mut settings)?;
    acknowledge(ctx, true).await?;
    service.save_guild_settings(&settings).await?;
    let saved = service.guild_settings(guild).await?;
    answer(ctx, lang, &saved).await
}

async fn answer(ctx: Context<'_>, lang: Lang, settings: &GuildSettings) -> Result<(), Error> {
    let text = settings_text(lang, settings);
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// The settings as sentences, in the words of the options.
pub fn settings_text(lang: Lang, s: &GuildSettings) -> String {
    let channels = if s.allowed_channels.is_empty() {
        t!(lang, "server-channels-any")
    } else {
        let list = channel_list(lang, &s.allowed_channels);
        t!(lang, "server-channels-only", channels = list)
    };
    let default_name = Variant::default_game().game().name;
    let game = match (&s.default_variant, s.default_game()) {
        (_, Some(v)) => t!(lang, "server-default-of-server", value = v.game().name),
        (Some(id), None) => t!(
            lang,
            "server-default-not-loaded",
            value = default_name,
            id = id.as_str()
        ),
        (None, None) => t!(lang, "server-default-of-bot", value = default_name),
    };
    let time = match s.default_time {
        Some(t) => t!(
            lang,
            "server-default-of-server",
            value = time_words(lang, t)
        ),
        None => t!(
            lang,
            "server-default-of-bot",
            value = time_words(lang, DEFAULT_TIME)
        ),
    };
    t!(
        lang,
        "server-settings",
        channels = channels,
        game = game,
        time = time
    )
}

fn time_words(lang: Lang, t: TimePerMove) -> String {
    match t {
        TimePerMove::Days(d) => t!(lang, "time-days-per-move", days = d),
        TimePerMove::Unlimited => t!(lang, "clock-unlimited"),
    }
}
