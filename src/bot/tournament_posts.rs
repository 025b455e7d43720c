//! What a tournament shows (docs/tournaments.md): its standings as a table and an image, and
//! the posts of its thread from the outbox: a stage begun (each of its games gets a thread
//! of its own, with its start board), a result, a withdrawal, the end and its winner.

use super::cards::{open_thread, GamePlace};
use super::context::{Data, Error};
use super::limits::channel_message;
use super::present::{mention, pings};
use crate::i18n::{tr, Arg, Lang};
use crate::render::standings::{standings_png, Cell};
use crate::service::{
    Event, Section, Tournament, TournamentFormat, TournamentId, TournamentStatus, TournamentView,
};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, CreateMessage, Http};
use tracing::warn;

/// Points as players write them: `3`, `2½`, `½`.
pub fn points_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Sonneborn-Berger (kept in quarters) with as many decimals as it needs.
fn sb_text(quarters: u32) -> String {
    let v = f64::from(quarters) / 4.0;
    let text = format!("{v:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// "round-robin", "groups, top 2 to the final".
pub fn format_words(lang: Lang, t: &Tournament) -> String {
    match t.format {
        TournamentFormat::RoundRobin => t!(lang, "tournament-format-round-robin"),
        TournamentFormat::DoubleRoundRobin => t!(lang, "tournament-format-double-round-robin"),
        TournamentFormat::Groups => t!(lang, "tournament-format-groups", advance = t.advance),
    }
}

/// A moment as every reader sees it in their own time zone.
pub fn when(t: crate::service::Timestamp) -> String {
    format!("<t:{}:f>", t.0.div_euclid(1000))
}

pub fn status_words(lang: Lang, t: &Tournament) -> String {
    match t.status {
        TournamentStatus::Open => t!(lang, "tournament-status-open", start = when(t.starts_at)),
        TournamentStatus::Running => t!(lang, "tournament-status-running"),
        TournamentStatus::Finished => t!(lang, "tournament-status-finished"),
        TournamentStatus::Cancelled => t!(lang, "tournament-status-cancelled"),
    }
}

/// The words a tournament is described by in its announcement and its creation's answer.
pub fn description_args(lang: Lang, t: &Tournament) -> Vec<(&'static str, Arg<'static>)> {
    vec![
        ("id", Arg::from(t.id.to_string())),
        ("name", Arg::from(t.name.clone())),
        ("game", Arg::from(t.variant.game().name.to_string())),
        ("format", Arg::from(format_words(lang, t))),
        ("days", Arg::from(t.days_per_move.unwrap_or(0))),
        (
            "rated",
            Arg::from(if t.rated {
                t!(lang, "tournament-rated")
            } else {
                t!(lang, "tournament-friendly")
            }),
        ),
        ("max", Arg::from(t.max_players)),
        ("start", Arg::from(when(t.starts_at))),
    ]
}

fn section_title(lang: Lang, s: &Section, sections: &[Section]) -> String {
    let groups = sections.iter().any(|x| x.is_group);
    if s.is_group {
        let letter = char::from(b'A' + ((s.section.saturating_sub(1)) % 26) as u8);
        t!(lang, "tournament-section-group", group = letter.to_string())
    } else if groups {
        t!(lang, "tournament-section-final")
    } else {
        t!(lang, "tournament-section-only")
    }
}

/// The standings of the latest stage (and the groups before a final) as text tables, one
/// code block per section, players by name.
pub async fn standings_text(http: &Http, data: &Data, lang: Lang, view: &TournamentView) -> String {
    let mut out = String::new();
    for s in &view.sections {
        out += &format!(
            "**{}** ({})\n```\n{}\n",
            section_title(lang, s, &view.sections),
            t!(
                lang,
                "tournament-section-progress",
                finished = s.finished,
                games = s.games
            ),
            t!(lang, "tournament-standings-head")
        );
        for l in &s.lines {
            let name: String = data
                .names
                .name_of(http, l.user)
                .await
                .chars()
                .take(18)
                .collect();
            let mark = if l.standing.withdrawn {
                format!(" {}", t!(lang, "tournament-withdrawn-mark"))
            } else {
                String::new()
            };
            // Names may be wider than their characters (CJK): padded by characters all the same.
            let pad = 20usize.saturating_sub(name.chars().count());
            out += &format!(
                "{:<3}{name}{:pad$}{:<5}{:<3}{}{mark}\n",
                l.standing.place,
                "",
                points_text(l.standing.half_points),
                l.standing.wins,
                sb_text(l.standing.quarter_sonneborn_berger),
            );
        }
        out += "```\n";
    }
    out
}

/// The cross table of the latest section as an image (drawn by the renderer, in its
/// palette): each player's results against each other, in standing order.
pub async fn standings_image(
    data: &Data,
    view: &TournamentView,
) -> Result<Option<CreateAttachment>, Error> {
    let Some(section) = view.sections.first() else {
        return Ok(None);
    };
    let games = data.service.tournament_games(view.tournament.id).await?;
    let order: Vec<u32> = section
        .lines
        .iter()
        .map(|l| l.standing.player as u32)
        .collect();
    let mut cells = Vec::new();
    for g in games
        .iter()
        .filter(|g| g.stage == section.stage && g.section == section.section)
    {
        let info = data.service.game_info(g.game).await?;
        let result = info
            .outcome
            .map(|o| o.winner.map(|w| w == crate::rules::Color::Black));
        cells.push(Cell {
            sente: g.sente,
            gote: g.gote,
            result,
        });
    }
    let points: Vec<u32> = section
        .lines
        .iter()
        .map(|l| l.standing.half_points)
        .collect();
    let png = data
        .render(move || standings_png(&order, &cells, &points))
        .await?;
    Ok(Some(CreateAttachment::bytes(
        png,
        format!("standings-{}.png", view.tournament.id.0),
    )))
}

/// Where a tournament posts: its thread, else its channel.
fn target(t: &Tournament) -> Option<ChannelId> {
    t.thread
        .or(t.channel)
        .and_then(std::num::NonZeroU64::new)
        .map(ChannelId::from)
}

/// Posts an outbox row of a tournament (`stamp` puts the row's nonce on each message).
pub async fn deliver(
    http: &Http,
    data: &Data,
    event: &Event,
    stamp: &(dyn Fn(CreateMessage) -> CreateMessage + Sync),
) -> Result<(), Error> {
    let of = match event {
        Event::TournamentStageStarted { tournament, .. }
        | Event::TournamentResult { tournament, .. }
        | Event::TournamentWithdrawn { tournament, .. }
        | Event::TournamentFinished { tournament, .. }
        | Event::TournamentCancelled { tournament, .. } => *tournament,
        _ => return Ok(()),
    };
    // A public post: the server's language.
    let guild = data.service.tournament(of).await.ok().map(|t| t.guild);
    let lang = data.thread_lang(guild).await;
    let (id, head, with_image, ping) = match event {
        Event::TournamentStageStarted { tournament, stage } => {
            open_game_threads(http, data, *tournament, *stage).await?;
            let games = data
                .service
                .tournament_games(*tournament)
                .await?
                .iter()
                .filter(|g| g.stage == *stage)
                .count() as u32;
            let id = tournament.to_string();
            let head = if *stage == 1 {
                t!(lang, "tournament-stage-started", id = id, games = games)
            } else {
                t!(lang, "tournament-final-started", id = id, games = games)
            };
            (*tournament, head, false, Vec::new())
        }
        Event::TournamentResult { tournament, game } => (
            *tournament,
            t!(lang, "tournament-result", game = game.to_string()),
            false,
            Vec::new(),
        ),
        Event::TournamentWithdrawn { tournament, user } => (
            *tournament,
            t!(lang, "tournament-withdrawal", user = mention(*user)),
            false,
            Vec::new(),
        ),
        Event::TournamentFinished { tournament, winner } => {
            let t = data.service.tournament(*tournament).await?;
            let head = match winner {
                Some(w) => t!(
                    lang,
                    "tournament-finished",
                    id = t.id.to_string(),
                    name = t.name.clone(),
                    winner = mention(*w)
                ),
                None => t!(
                    lang,
                    "tournament-finished-no-winner",
                    id = t.id.to_string(),
                    name = t.name.clone()
                ),
            };
            (*tournament, head, true, winner.iter().copied().collect())
        }
        Event::TournamentCancelled {
            tournament,
            players,
        } => {
            let t = data.service.tournament(*tournament).await?;
            let text = t!(
                lang,
                "tournament-cancelled",
                id = t.id.to_string(),
                name = t.name.clone(),
                players = *players
            );
            if let Some(to) = target(&t) {
                let msg = stamp(channel_message(text).allowed_mentions(pings(&[])));
                to.send_message(http, msg).await?;
            }
            return Ok(());
        }
        _ => return Ok(()),
    };
    let view = data.service.tournament_standings(id).await?;
    let Some(to) = target(&view.tournament) else {
        return Ok(());
    };
    let table = standings_text(http, data, lang, &view).await;
    let mut msg = channel_message(format!("{head}\n{table}")).allowed_mentions(pings(&ping));
    if with_image {
        if let Some(image) = standings_image(data, &view).await? {
            msg = msg.add_file(image);
        }
    }
    to.send_message(http, stamp(msg)).await?;
    Ok(())
}

/// A thread for each game of the stage that has none yet, in the tournament's channel, with
/// its start board: a second delivery (after a crash) opens only the missing ones.
async fn open_game_threads(
    http: &Http,
    data: &Data,
    id: TournamentId,
    stage: u32,
) -> Result<(), Error> {
    let t = data.service.tournament(id).await?;
    let Some(channel) = t.channel.and_then(std::num::NonZeroU64::new) else {
        warn!(
            tournament = id.0,
            "a tournament without a channel: its games have no threads"
        );
        return Ok(());
    };
    for g in data.service.tournament_games(id).await? {
        if g.stage != stage || g.thread.is_some() {
            continue;
        }
        let info = data.service.game_info(g.game).await?;
        let place = GamePlace {
            guild: Some(t.guild),
            channel: ChannelId::from(channel),
            message: None,
        };
        open_thread(http, data, place, &info).await?;
    }
    Ok(())
}

/// A reply's words for the players of a tournament (`/tournament list`).
pub fn list_line(lang: Lang, t: &Tournament) -> String {
    let mut line = tr(
        lang,
        "tournament-list-line",
        &[
            ("id", Arg::from(t.id.to_string())),
            ("name", Arg::from(t.name.clone())),
            ("game", Arg::from(t.variant.game().name.to_string())),
            ("format", Arg::from(format_words(lang, t))),
            (
                "players",
                Arg::from(t.players.iter().filter(|p| !p.withdrawn).count() as u32),
            ),
            ("max", Arg::from(t.max_players)),
            ("status", Arg::from(status_words(lang, t))),
        ],
    );
    if let Some(w) = t.winner {
        line += &t!(lang, "tournament-list-winner", winner = mention(w));
    }
    line
}
