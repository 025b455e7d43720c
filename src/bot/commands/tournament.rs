//! /tournament (docs/tournaments.md): `create` (Manage Server), `join` and `leave` until the
//! start (leaving later withdraws), `standings` (a table and the cross table's image) and
//! `list`. The start, the games' threads and the posts of the tournament's thread come from
//! the scheduler (`bot::tournament_posts`).

use super::challenge::TimeChoice;
use super::common::{acknowledge, autocomplete_game, before_answer, lang_of, user_of, GameChoice};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::pings;
use crate::bot::tournament_posts::{
    description_args, list_line, standings_image, standings_sections, table_parts,
};
use crate::i18n::{tr, Lang};
use crate::service::{
    NewTournament, TimePerMove, Timestamp, Tournament, TournamentFormat, TournamentId,
    TournamentRefusal, TournamentStatus, DAY_MS,
};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::AutoArchiveDuration;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "round-robin"]
    RoundRobin,
    #[name = "double round-robin"]
    DoubleRoundRobin,
    #[name = "groups"]
    Groups,
}

impl FormatChoice {
    fn format(self) -> TournamentFormat {
        match self {
            FormatChoice::RoundRobin => TournamentFormat::RoundRobin,
            FormatChoice::DoubleRoundRobin => TournamentFormat::DoubleRoundRobin,
            FormatChoice::Groups => TournamentFormat::Groups,
        }
    }
}

/// The client's language, for the refusals made before anything is read (the guards below);
/// answers use [`lang_of`], which also honours `/settings language:`.
fn lang(ctx: Context<'_>) -> Lang {
    Lang::or_english(ctx.locale())
}

/// Correspondence tournaments: create (Manage Server), join, leave, standings, list.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "join", "leave", "standings", "list"),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The guild, when the member may manage it (as Discord computed it for this interaction).
fn manager_guild(ctx: Context<'_>) -> Result<u64, Error> {
    let (poise::Context::Application(app), Some(guild)) = (ctx, ctx.guild_id()) else {
        return refuse(t!(lang(ctx), "tournament-error-server"));
    };
    let permissions = app
        .interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .unwrap_or_else(serenity::Permissions::empty);
    if !(permissions.manage_guild() || permissions.administrator()) {
        return refuse(t!(lang(ctx), "tournament-error-admin"));
    }
    Ok(guild.get())
}

fn guild_of(ctx: Context<'_>) -> Result<u64, Error> {
    match ctx.guild_id() {
        Some(g) => Ok(g.get()),
        None => refuse(t!(lang(ctx), "tournament-error-server")),
    }
}

/// A start time as typed: `2026-12-24 18:00` (UTC), `2026-12-24`, or a delay (`in 2h`,
/// `30m`, `3d`).
pub fn parse_start(text: &str, now: Timestamp) -> Option<Timestamp> {
    let t = text.trim().to_ascii_lowercase();
    let t = t.strip_prefix("in ").unwrap_or(&t).trim();
    let unit = |u: &str| match u {
        "m" | "min" | "mins" | "minute" | "minutes" => Some(60_000),
        "h" | "hour" | "hours" => Some(3_600_000),
        "d" | "day" | "days" => Some(DAY_MS),
        _ => None,
    };
    let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() && digits.len() <= 6 && !t.contains('-') {
        let n: i64 = digits.parse().ok()?;
        let ms = unit(t[digits.len()..].trim())?;
        return Some(now.plus_ms(n.checked_mul(ms)?));
    }
    let (date, time) = match t.split_once([' ', 't']) {
        Some((d, tm)) => (d, Some(tm.trim())),
        None => (t, None),
    };
    let mut parts = date.split('-').map(|p| p.parse::<i64>().ok());
    let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
    if parts.next().is_some() || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    let (hh, mm) = match time {
        Some(tm) => {
            let (h, m) = tm.split_once(':')?;
            (h.parse::<i64>().ok()?, m.parse::<i64>().ok()?)
        }
        None => (0, 0),
    };
    if !(0..24).contains(&hh) || !(0..60).contains(&mm) || !(1970..=9999).contains(&y) {
        return None;
    }
    // Days from 1970-01-01 to the date (the proleptic Gregorian calendar).
    let (yy, mo) = if m <= 2 { (y - 1, m + 9) } else { (y, m - 3) };
    let era = yy.div_euclid(400);
    let yoe = yy - era * 400;
    let doy = (153 * mo + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(Timestamp(days * DAY_MS + (hh * 60 + mm) * 60_000))
}

/// Creates a tournament in this channel, with a thread of its own (Manage Server).
// Poise declares each slash option as an argument of its command.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
async fn create(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: String,
    #[description = "Round-robin, double round-robin, or groups with a final"] format: FormatChoice,
    #[description = "When it starts: 2026-12-24 18:00 (UTC), or in 2h, in 3d"] start: String,
    #[description = "Which game (default: the server's)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<GameChoice>,
    #[description = "Time per move (default: 3 days)"] time: Option<TimeChoice>,
    #[description = "Rated (default: yes)"] rated: Option<bool>,
    #[description = "Most players (default: 16)"]
    #[min = 3]
    #[max = 192]
    max_players: Option<u32>,
    #[description = "Groups: how many of each group go to the final (default: 2)"]
    #[min = 1]
    #[max = 11]
    advance: Option<u32>,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let guild = manager_guild(ctx)?;
    let service = &ctx.data().service;
    let Some(starts_at) = parse_start(&start, service.now()) else {
        let shown: String = start.chars().take(40).collect();
        return refuse(t!(lang, "tournament-error-start-text", text = shown));
    };
    let chosen = GameChoice::chosen(game)?;
    let variant = before_answer(ctx, service.guild_settings(guild))
        .await?
        .game_for(chosen);
    let days_per_move = match time.map_or(TimePerMove::Days(3), TimeChoice::time) {
        TimePerMove::Days(d) => Some(d),
        TimePerMove::Unlimited => None,
    };
    let request = NewTournament {
        guild,
        creator: user_of(ctx),
        name,
        variant: variant.id().to_string(),
        days_per_move,
        format: format.format(),
        rated: rated.unwrap_or(true),
        max_players: max_players.unwrap_or(16),
        advance: advance.unwrap_or(2),
        starts_at,
    };
    // Refusals are private, the announcement public: check first, then defer publicly.
    service.check_tournament(&request)?;
    acknowledge(ctx, false).await?;
    let t = service.create_tournament(request).await?;
    let text = tr(lang, "tournament-announce", &description_args(lang, &t));
    let sent = send(ctx, limits::reply(lang, text).allowed_mentions(pings(&[]))).await?;
    let message = sent.message().await?;
    let thread_name = t!(
        lang,
        "tournament-thread-name",
        id = t.id.to_string(),
        name = t.name.clone()
    );
    let thread = message
        .channel_id
        .create_thread_from_message(
            ctx.http(),
            message.id,
            limits::thread(&thread_name, "")
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(AutoArchiveDuration::OneWeek),
        )
        .await
        .map(|t| t.id.get())
        .ok();
    service
        .set_tournament_place(
            t.id,
            message.channel_id.get(),
            Some(message.id.get()),
            thread,
        )
        .await?;
    let reply = tr(lang, "tournament-created", &description_args(lang, &t));
    send(ctx, limits::reply(lang, reply).ephemeral(true)).await?;
    Ok(())
}

/// The tournament a command names (it must be this server's), else the one of this thread,
/// else the server's newest one that `fits`.
async fn chosen_tournament(
    ctx: Context<'_>,
    id: Option<i64>,
    fits: impl Fn(&Tournament) -> bool,
) -> Result<Tournament, Error> {
    let guild = guild_of(ctx)?;
    let service = &ctx.data().service;
    let none = || crate::service::ServiceError::Tournament(TournamentRefusal::NoTournament);
    if let Some(id) = id {
        let t = before_answer(ctx, service.tournament(TournamentId(id))).await?;
        if t.guild != guild {
            return Err(none().into());
        }
        return Ok(t);
    }
    let all = before_answer(ctx, service.guild_tournaments(guild)).await?;
    let here = ctx.channel_id().get();
    if let Some(t) = all.iter().find(|t| t.thread == Some(here)) {
        return Ok(t.clone());
    }
    if let Some(game) = before_answer(ctx, service.game_in_thread(here)).await? {
        if let Some(id) = before_answer(ctx, service.tournament_of_game(game.id)).await? {
            if let Some(t) = all.iter().find(|t| t.id == id) {
                return Ok(t.clone());
            }
        }
    }
    all.into_iter()
        .find(|t| fits(t))
        .ok_or_else(|| none().into())
}

/// Joins a tournament before its start.
#[poise::command(slash_command, guild_only)]
async fn join(
    ctx: Context<'_>,
    #[description = "Tournament number (default: the one open on this server)"] id: Option<i64>,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let t = chosen_tournament(ctx, id, |t| t.status == TournamentStatus::Open).await?;
    acknowledge(ctx, true).await?;
    let t = ctx
        .data()
        .service
        .join_tournament(t.id, user_of(ctx))
        .await?;
    let text = t!(
        lang,
        "tournament-joined",
        id = t.id.to_string(),
        name = t.name.clone(),
        players = t.players.len() as u32,
        max = t.max_players,
        start = crate::bot::tournament_posts::when(t.starts_at)
    );
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    Ok(())
}

/// Leaves a tournament (before the start), or withdraws from it (after).
#[poise::command(slash_command, guild_only)]
async fn leave(
    ctx: Context<'_>,
    #[description = "Tournament number (default: the one you are in on this server)"] id: Option<
        i64,
    >,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let me = user_of(ctx);
    let t = chosen_tournament(ctx, id, |t| {
        matches!(t.status, TournamentStatus::Open | TournamentStatus::Running)
            && t.players.iter().any(|p| p.user == me && !p.withdrawn)
    })
    .await?;
    acknowledge(ctx, true).await?;
    let service = &ctx.data().service;
    let events = service.leave_tournament(t.id, me).await?;
    let key = if t.status == TournamentStatus::Open {
        "tournament-left"
    } else {
        "tournament-withdrew"
    };
    let text = t!(lang, key, id = t.id.to_string(), name = t.name.clone());
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
    // The ended games' posts are in the outbox: the scheduler makes them.
    let _ = events;
    Ok(())
}

/// A tournament's standings: a table and the cross table's image.
#[poise::command(slash_command, guild_only)]
async fn standings(
    ctx: Context<'_>,
    #[description = "Tournament number (default: this thread's, else the newest)"] id: Option<i64>,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let t = chosen_tournament(ctx, id, |_| true).await?;
    acknowledge(ctx, false).await?;
    let data = ctx.data();
    let view = data.service.tournament_standings(t.id).await?;
    let title = format!(
        "**{}**",
        t!(lang, "tournament-standings-title", name = t.name.clone())
    );
    // A table too long for one message goes on in follow-ups, cut between lines only.
    let parts = if view.sections.is_empty() {
        vec![list_line(lang, &view.tournament)]
    } else {
        let sections = standings_sections(ctx.http(), data, lang, &view, None).await;
        let first = limits::MESSAGE.saturating_sub(title.chars().count() + 1);
        table_parts(&sections, first)
    };
    let image = standings_image(ctx.http(), data, &view, None, Some(user_of(ctx))).await?;
    let last = parts.len().saturating_sub(1);
    for (i, part) in parts.into_iter().enumerate() {
        let text = match i {
            0 => format!("{title}\n{part}"),
            _ => part,
        };
        let mut reply = limits::reply(lang, text).allowed_mentions(pings(&[]));
        if i == last {
            if let Some(image) = image.clone() {
                reply = reply.attachment(image);
            }
        }
        send(ctx, reply).await?;
    }
    Ok(())
}

/// This server's tournaments.
#[poise::command(slash_command, guild_only)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let guild = guild_of(ctx)?;
    let all = before_answer(ctx, ctx.data().service.guild_tournaments(guild)).await?;
    let text = if all.is_empty() {
        t!(lang, "tournament-list-empty")
    } else {
        all.iter()
            .map(|t| list_line(lang, t))
            .collect::<Vec<_>>()
            .join("\n")
    };
    send(
        ctx,
        limits::reply(lang, text)
            .ephemeral(true)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}
