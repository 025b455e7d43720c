//! What a tournament shows (docs/tournaments.md): its standings as a table and an image, and
//! the posts of its thread from the outbox: a stage begun (each of its games gets a thread
//! of its own, with its start board), a result, a withdrawal, the end and its winner.

use super::cards::{open_thread, GamePlace};
use super::context::{Data, Error};
use super::limits::{self, channel_message};
use super::present::{mention, pings};
use crate::i18n::{tr, Arg, Lang};
use crate::render::standings::{standings_png, Cell, Row};
use crate::service::{
    Event, Section, Tournament, TournamentFormat, TournamentId, TournamentStatus, TournamentView,
    UserId,
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

/// One section's table as text: its title line, the head of its code block, its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionText {
    pub title: String,
    pub head: String,
    pub lines: Vec<String>,
}

/// The standings of `sections` (all of the latest stage and the groups before a final, or
/// those `only` names) as text tables, one code block per section, players by name.
pub async fn standings_sections(
    http: &Http,
    data: &Data,
    lang: Lang,
    view: &TournamentView,
    only: Option<(u32, u32)>,
) -> Vec<SectionText> {
    let mut out = Vec::new();
    for s in &view.sections {
        if only.is_some_and(|o| o != (s.stage, s.section)) {
            continue;
        }
        let title = format!(
            "**{}** ({})",
            section_title(lang, s, &view.sections),
            t!(
                lang,
                "tournament-section-progress",
                finished = s.finished,
                games = s.games
            )
        );
        let mut lines = Vec::new();
        for l in &s.lines {
            let name = data.names.name_of(http, l.user).await;
            let mark = if l.standing.withdrawn {
                format!(" {}", t!(lang, "tournament-withdrawn-mark"))
            } else {
                String::new()
            };
            lines.push(table_line(
                l.standing.place,
                &name,
                (
                    l.standing.half_points,
                    l.standing.wins,
                    l.standing.quarter_sonneborn_berger,
                ),
                &mark,
            ));
        }
        out.push(SectionText {
            title,
            head: t!(lang, "tournament-standings-head"),
            lines,
        });
    }
    out
}

/// A line of a standings table: place, name (18 characters at most, on one line), points,
/// wins, Sonneborn-Berger and the withdrawal mark.
pub fn table_line(
    place: usize,
    name: &str,
    (half, wins, quarter_sb): (u32, u32, u32),
    mark: &str,
) -> String {
    let name: String = name
        .chars()
        .map(|c| if c.is_control() || c == '`' { ' ' } else { c })
        .collect::<String>()
        .trim()
        .chars()
        .take(18)
        .collect();
    // Names may be wider than their characters (CJK): padded by characters all the same.
    let pad = 20usize.saturating_sub(name.chars().count());
    format!(
        "{place:<3}{name}{:pad$}{:<5}{wins:<3}{}{mark}",
        "",
        points_text(half),
        sb_text(quarter_sb),
    )
}

/// `sections` as message texts: the first at most `first` characters, the others at most
/// [`limits::MESSAGE`], each a whole number of lines with its code blocks closed, a section
/// cut between two messages going on with its title and head again. Nothing is cut.
pub fn table_parts(sections: &[SectionText], first: usize) -> Vec<String> {
    const CLOSE: &str = "```\n";
    let len = |s: &str| s.chars().count();
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    for s in sections {
        let open = format!("{}\n```\n{}\n", s.title, s.head);
        let first_line = s.lines.first().map_or(0, |l| len(l) + 1);
        let budget = |parts: &Vec<String>| {
            if parts.is_empty() {
                first
            } else {
                limits::MESSAGE
            }
        };
        if !current.is_empty()
            && len(&current) + len(&open) + first_line + len(CLOSE) > budget(&parts)
        {
            parts.push(std::mem::take(&mut current));
        }
        current += &open;
        for line in &s.lines {
            if len(&current) + len(line) + 1 + len(CLOSE) > budget(&parts) && current != open {
                current += CLOSE;
                parts.push(std::mem::take(&mut current));
                current += &open;
            }
            current += line;
            current.push('\n');
        }
        current += CLOSE;
    }
    if !current.is_empty() || parts.is_empty() {
        parts.push(current);
    }
    parts
}

/// The cross table of one section as an image (drawn by the renderer, in its palette): each
/// player's results against each other, in standing order, with their names. The section is
/// the one `only` names, else the latest stage's section where `player` plays, else the first.
pub async fn standings_image(
    http: &Http,
    data: &Data,
    view: &TournamentView,
    only: Option<(u32, u32)>,
    player: Option<UserId>,
) -> Result<Option<CreateAttachment>, Error> {
    let named = only.and_then(|o| view.sections.iter().find(|s| (s.stage, s.section) == o));
    let latest = view.sections.first().map(|s| s.stage);
    let theirs = player.and_then(|p| {
        view.sections
            .iter()
            .filter(|s| Some(s.stage) == latest)
            .find(|s| s.lines.iter().any(|l| l.user == p))
    });
    let Some(section) = named.or(theirs).or(view.sections.first()) else {
        return Ok(None);
    };
    let games = data.service.tournament_games(view.tournament.id).await?;
    let mut rows = Vec::new();
    for l in &section.lines {
        rows.push(Row {
            player: l.standing.player as u32,
            name: data.names.name_of(http, l.user).await,
            half_points: l.standing.half_points,
        });
    }
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
    let png = data.render(move || standings_png(&rows, &cells)).await?;
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

/// Posts an outbox row of a tournament (`stamp` puts the row's nonce on each message, one
/// of its own for each part of a table too long for one message).
pub async fn deliver(
    http: &Http,
    data: &Data,
    event: &Event,
    stamp: &(dyn Fn(CreateMessage, u32) -> CreateMessage + Sync),
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
                let msg = stamp(channel_message(lang, text).allowed_mentions(pings(&[])), 0);
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
    // A result shows the section it was played in; the other posts show them all.
    let only = match event {
        Event::TournamentResult { game, .. } => data
            .service
            .tournament_games(id)
            .await?
            .iter()
            .find(|g| g.game == *game)
            .map(|g| (g.stage, g.section)),
        _ => None,
    };
    let sections = standings_sections(http, data, lang, &view, only).await;
    let parts = table_parts(
        &sections,
        limits::MESSAGE.saturating_sub(head.chars().count() + 1),
    );
    let image = if with_image {
        standings_image(http, data, &view, only, None).await?
    } else {
        None
    };
    let last = parts.len().saturating_sub(1);
    for (i, part) in parts.into_iter().enumerate() {
        let (text, pinged) = match i {
            0 => (format!("{head}\n{part}"), &ping[..]),
            _ => (part, &[][..]),
        };
        let mut msg = channel_message(lang, text).allowed_mentions(pings(pinged));
        if i == last {
            if let Some(image) = image.clone() {
                msg = msg.add_file(image);
            }
        }
        to.send_message(http, stamp(msg, i as u32)).await?;
    }
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
