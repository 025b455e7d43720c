//! /server: a server's settings (docs/bot.md, "Server admins"): the channels challenges are made
//! in, and the game and time a challenge gets when its player names none. For members with
//! Manage Server only; everyone's answers are private.

use super::challenge::TimeChoice;
use super::common::{acknowledge, autocomplete_game, before_answer, GameChoice};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::channel_list;
use crate::rules::Variant;
use crate::service::{GuildSettings, TimePerMove, DEFAULT_TIME};
use poise::serenity_prelude as serenity;

/// Server settings (Manage Server): where challenges are made, the default game and time.
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("show", "add_channel", "remove_channel", "all_channels", "defaults"),
    subcommand_required
)]
pub async fn server(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// This server's settings.
#[poise::command(slash_command, guild_only)]
async fn show(ctx: Context<'_>) -> Result<(), Error> {
    let guild = manager_only(ctx)?;
    let settings = before_answer(ctx, ctx.data().service.guild_settings(guild)).await?;
    answer(ctx, &settings).await
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
    change(ctx, |s| {
        if !s.allowed_channels.contains(&channel.get()) {
            return refuse(format!(
                "<#{channel}> is not listed for challenges; /server show lists the channels"
            ));
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
        return refuse("give a game, a time or reset:True; /server show shows the settings");
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

/// The guild, when the member may change its settings: Manage Server (or Administrator) as
/// Discord computed it for this interaction. `default_member_permissions` only hides the
/// command by default; a server's admins can let anyone use it, so it is checked here too.
fn manager_only(ctx: Context<'_>) -> Result<u64, Error> {
    let (poise::Context::Application(app), Some(guild)) = (ctx, ctx.guild_id()) else {
        return refuse("server settings are changed with /server, in the server");
    };
    let permissions = app
        .interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .unwrap_or_else(serenity::Permissions::empty);
    if !(permissions.manage_guild() || permissions.administrator()) {
        return refuse(
            "only members with the Manage Server permission can change the server's settings",
        );
    }
    Ok(guild.get())
}

/// Applies `edit` to the server's settings and saves them (the service refuses bad values,
/// changing nothing), then shows the result.
async fn change(
    ctx: Context<'_>,
    edit: impl FnOnce(&mut GuildSettings) -> Result<(), Error>,
) -> Result<(), Error> {
    let guild = manager_only(ctx)?;
    let service = &ctx.data().service;
    let mut settings = before_answer(ctx, service.guild_settings(guild)).await?;
    edit(&mut settings)?;
    acknowledge(ctx, true).await?;
    service.save_guild_settings(&settings).await?;
    let saved = service.guild_settings(guild).await?;
    answer(ctx, &saved).await
}

async fn answer(ctx: Context<'_>, settings: &GuildSettings) -> Result<(), Error> {
    send(ctx, limits::reply(settings_text(settings)).ephemeral(true)).await?;
    Ok(())
}

/// The settings as sentences, in the words of the options.
pub fn settings_text(s: &GuildSettings) -> String {
    let channels = if s.allowed_channels.is_empty() {
        "in any channel".to_string()
    } else {
        format!("only in {}", channel_list(&s.allowed_channels))
    };
    let game = match (&s.default_variant, s.default_game()) {
        (_, Some(v)) => format!("{} (this server's default)", v.game().name),
        (Some(id), None) => format!(
            "{} (this server's default, {id}, is not loaded here)",
            Variant::default_game().game().name
        ),
        (None, None) => format!(
            "{} (the bot's default)",
            Variant::default_game().game().name
        ),
    };
    let time = match s.default_time {
        Some(t) => format!("{} (this server's default)", time_words(t)),
        None => format!("{} (the bot's default)", time_words(DEFAULT_TIME)),
    };
    format!(
        "Server settings: challenges may be made {channels}. A challenge that names no game is for {game}, and one that gives no time has {time}."
    )
}

fn time_words(t: TimePerMove) -> String {
    match t {
        TimePerMove::Days(d) => format!("{} per move", crate::bot::present::count(d, "day")),
        TimePerMove::Unlimited => "no time limit".to_string(),
    }
}
