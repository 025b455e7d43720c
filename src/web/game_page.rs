//! `GET /g/{public id}`: a game's page, at its last position or at `?ply=N` (replay), with
//! `?style=kanji|western` and `?flip=1`; `?part=1` answers the game's part alone (what the
//! page's script fetches when the game changed).

use super::board::{self, Look};
use super::page::{document_with, html_response};
use super::play::refusal_text;
use super::{game_record, plain, time, App, Shared};
use crate::render::PieceStyle;
use crate::rules::notation::to_western;
use crate::rules::{Color, History, Move, Position};
use crate::service::{GameInfo, LinkHolder, Timestamp, UserId};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use maud::{html, Markup};
use serde::Deserialize;

#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    ply: Option<String>,
    style: Option<String>,
    flip: Option<String>,
    part: Option<String>,
    /// A personal link's token: the page lets its holder move.
    t: Option<String>,
}

/// What the reader asked to see, checked.
struct Asked {
    ply: Option<usize>,
    style: Option<PieceStyle>,
    /// `None`: not asked (the player's own side at the bottom, else Black).
    flip: Option<bool>,
    part: bool,
}

fn asked(q: &PageQuery) -> Result<Asked, String> {
    let flag = |v: &Option<String>, what: &str| match v.as_deref() {
        None => Ok(None),
        Some("0") => Ok(Some(false)),
        Some("1") => Ok(Some(true)),
        Some(_) => Err(format!("{what} must be 0 or 1")),
    };
    Ok(Asked {
        ply: match q.ply.as_deref() {
            None => None,
            Some(t) => Some(
                t.parse::<usize>()
                    .map_err(|_| "ply must be a move number (0 for the start)".to_string())?,
            ),
        },
        style: match q.style.as_deref() {
            None => None,
            Some("kanji") => Some(PieceStyle::Kanji),
            Some("western") => Some(PieceStyle::Western),
            Some(_) => return Err("style must be kanji or western".to_string()),
        },
        flip: flag(&q.flip, "flip")?,
        part: flag(&q.part, "part")?.unwrap_or(false),
    })
}

pub async fn page(
    State(app): State<Shared>,
    Path(id): Path<String>,
    Query(q): Query<PageQuery>,
) -> Response {
    let asked = match asked(&q) {
        Ok(a) => a,
        Err(e) => return plain(StatusCode::BAD_REQUEST, &e),
    };
    let (info, history) = match game_record(&app, &id).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let total = history.moves().len();
    let ply = asked.ply.unwrap_or(total);
    if ply > total {
        return plain(
            StatusCode::NOT_FOUND,
            &format!("This game has {total} moves so far: no move {ply}."),
        );
    }
    let names = [
        player_name(&app, &info, info.black).await,
        player_name(&app, &info, info.white).await,
    ];
    let token = match q.t.as_deref() {
        None => None,
        Some(t) => match app.service.check_web_token(info.id, t).await {
            Ok(Ok(holder)) => Some(Ok((t, holder))),
            Ok(Err(refusal)) => Some(Err(refusal_text(refusal, app.local))),
            Err(e) => return super::internal(&e),
        },
    };
    let player = token.as_ref().and_then(|t| t.as_ref().ok()).copied();
    // The player's own side at the bottom unless they asked otherwise.
    let own_flip = player.is_some_and(|(_, h)| h.color == Color::White);
    let view = View {
        id: &id,
        info: &info,
        history: &history,
        ply,
        names,
        now: app.service.now(),
        look: Look {
            style: asked.style.unwrap_or(info.board_style),
            flipped: asked.flip.unwrap_or(own_flip),
        },
        asked: &asked,
        own_flip,
        player,
        notice: token.and_then(|t| t.err()),
    };
    let main = view.main();
    if asked.part {
        return html_response(main);
    }
    let title = format!(
        "{} · {} vs {} · Seireigi",
        history.start().game().name,
        view.names[0],
        view.names[1]
    );
    let canonical = app.public_url.as_ref().map(|_| app.game_url(&id));
    let scripts: &[&str] = match player {
        Some(_) => &[super::assets::PLAY_JS_PATH],
        None => &[],
    };
    html_response(document_with(&title, canonical.as_deref(), scripts, main))
}

/// A player as the page names them.
pub async fn player_name(app: &App, info: &GameInfo, user: UserId) -> String {
    if let Some(c) = info.computer.filter(|c| c.user == user) {
        return format!("Computer ({})", c.level);
    }
    match app.names.name(user).await {
        Some(n) if !n.trim().is_empty() => n,
        _ => format!("Player {}", user.0),
    }
}

struct View<'a> {
    id: &'a str,
    info: &'a GameInfo,
    history: &'a History,
    ply: usize,
    names: [String; 2],
    now: Timestamp,
    look: Look,
    asked: &'a Asked,
    /// Whether the board is flipped when the reader does not say (a White player's link).
    own_flip: bool,
    /// The holder of a valid personal link, and its token.
    player: Option<(&'a str, LinkHolder)>,
    /// Why the personal link given is refused.
    notice: Option<&'static str>,
}

impl View<'_> {
    /// A link to this page with another ply, style or orientation (the others kept).
    fn link(&self, ply: Option<usize>, style: Option<PieceStyle>, flip: bool) -> String {
        let mut q = Vec::new();
        if let Some(p) = ply {
            q.push(format!("ply={p}"));
        }
        match style {
            Some(PieceStyle::Kanji) => q.push("style=kanji".to_string()),
            Some(PieceStyle::Western) => q.push("style=western".to_string()),
            None => {}
        }
        if flip != self.own_flip {
            q.push(format!("flip={}", u8::from(flip)));
        }
        if let Some((token, _)) = self.player {
            q.push(format!("t={token}"));
        }
        if q.is_empty() {
            format!("/g/{}", self.id)
        } else {
            format!("/g/{}?{}", self.id, q.join("&"))
        }
    }

    /// A link to another ply of the game, the reader's style and orientation kept.
    fn at(&self, ply: usize) -> String {
        let total = self.history.moves().len();
        let ply = (ply < total).then_some(ply);
        self.link(ply, self.asked.style, self.look.flipped)
    }

    /// The position shown, the move that led to it, and the positions before each move.
    fn positions(&self) -> (Position, Option<Move>, Vec<String>) {
        let mut pos = self.history.start().clone();
        let mut shown = (pos.clone(), None);
        let mut list = Vec::with_capacity(self.history.moves().len());
        for (i, &mv) in self.history.moves().iter().enumerate() {
            list.push(to_western(&pos, mv));
            pos.play(mv);
            if i + 1 == self.ply {
                shown = (pos.clone(), Some(mv));
            }
        }
        (shown.0, shown.1, list)
    }

    fn main(&self) -> Markup {
        let (pos, last, notation) = self.positions();
        let game = pos.game();
        let total = self.history.moves().len();
        let bottom = if self.look.flipped {
            Color::White
        } else {
            Color::Black
        };
        let style_class = match self.look.style {
            PieceStyle::Kanji => "kanji",
            PieceStyle::Western => "western",
        };
        html! {
            main #game class=(format!("{style_class} {}", board::board_classes(game))) data-version=(self.info.version) data-ply=(self.ply)
                data-plies=(total) data-events=(format!("/g/{}/events", self.id))
                data-token=[self.player.map(|(t, _)| t)]
                data-side=[self.player.map(|(_, h)| h.color.name())]
                data-legal=[self.player.map(|_| format!("/g/{}/legal", self.id))]
                data-move=[self.player.map(|_| format!("/g/{}/move", self.id))] {
                @if let Some(n) = self.notice { p.notice role="status" { (n) } }
                div.play {
                    (self.player(bottom.opponent(), &pos))
                    (board::stand(&pos, bottom.opponent(), self.look))
                    (board::board(&pos, last, self.look))
                    (board::stand(&pos, bottom, self.look))
                    (self.player(bottom, &pos))
                }
                aside.info {
                    h1 { (game.name) @if let Some(n) = game.short_note { " " small { "(" (n) ")" } } }
                    p.status { (self.status(&pos)) }
                    @if self.info.outcome.is_none() { p.clock { (self.clock()) } }
                    (self.replay(total))
                    @if let Some(note) = game.setup_note { p.note { (note) } }
                    @if notation.is_empty() {
                        p.nomoves { "No moves yet." }
                    } @else {
                        ol.moves {
                            @for (i, text) in notation.iter().enumerate() {
                                li.cur[i + 1 == self.ply] { a href=(self.at(i + 1)) { (text) } }
                            }
                        }
                    }
                    (self.tools())
                }
            }
        }
    }

    fn player(&self, color: Color, pos: &Position) -> Markup {
        let name = &self.names[color.index()];
        let mark = match color {
            Color::Black => "☗",
            Color::White => "☖",
        };
        let to_move = self.info.outcome.is_none() && pos.side_to_move() == color;
        html! {
            p.player.turn[to_move] data-color=(color.name()) {
                span.mark title=(color.title()) { (mark) }
                " " span.name { (name) }
                @if to_move { " " span.badge { "to move" } }
            }
        }
    }

    fn status(&self, pos: &Position) -> String {
        let total = self.history.moves().len();
        if self.ply < total {
            let check = if pos.in_check() { " · check" } else { "" };
            return match self.ply {
                0 => format!("Start position · {total} moves played{check}"),
                p => format!("After move {p} of {total}{check}"),
            };
        }
        if let Some(o) = self.info.outcome {
            let result = match o.winner {
                Some(c) => format!(
                    "{} ({}) wins by {}",
                    c.title(),
                    self.names[c.index()],
                    o.reason.text()
                ),
                None => format!("Draw by {}", o.reason.text()),
            };
            return format!("Game over: {result} · {total} moves");
        }
        let side = pos.side_to_move();
        let check = if pos.in_check() { " · check" } else { "" };
        format!(
            "{} to move · move {}{check}",
            side.title(),
            pos.move_number()
        )
    }

    fn clock(&self) -> Markup {
        let Some(deadline) = self.info.deadline else {
            return html! { "No time limit." };
        };
        let who = self
            .info
            .to_move
            .map(|u| {
                if u == self.info.black {
                    &self.names[0]
                } else {
                    &self.names[1]
                }
            })
            .cloned()
            .unwrap_or_default();
        html! {
            @match time::left(deadline, self.now) {
                Some(left) => { (left) " left for " (who) ", until " }
                None => { "No time left for " (who) ": the time ran out at " }
            }
            time datetime=(time::iso(deadline)) { (time::readable(deadline)) }
            "."
        }
    }

    fn replay(&self, total: usize) -> Markup {
        let back = self.ply.saturating_sub(1);
        let fwd = (self.ply + 1).min(total);
        html! {
            nav.replay aria-label="Replay" {
                a href=(self.at(0)) data-nav="first" title="First position (Home)" { "«" }
                a href=(self.at(back)) data-nav="prev" title="Back (←)" { "◀" }
                span.at { (self.ply) " / " (total) }
                a href=(self.at(fwd)) data-nav="next" title="Forward (→)" { "▶" }
                a href=(self.at(total)) data-nav="last" title="Last position (End)" { "»" }
            }
        }
    }

    fn tools(&self) -> Markup {
        let ply = (self.ply < self.history.moves().len()).then_some(self.ply);
        let other = match self.look.style {
            PieceStyle::Kanji => (PieceStyle::Western, "Western pieces"),
            PieceStyle::Western => (PieceStyle::Kanji, "Kanji pieces"),
        };
        let exports = [
            ("kif", "KIF"),
            ("usi", "USI"),
            ("sfen", "SFEN"),
            ("record", "Record"),
            ("gif", "GIF"),
        ];
        html! {
            p.tools {
                a href=(self.link(ply, self.asked.style, !self.look.flipped)) { "Flip board" }
                " · "
                a href=(self.link(ply, Some(other.0), self.look.flipped)) { (other.1) }
            }
            p.tools {
                "Download: "
                @for (i, (format, label)) in exports.iter().enumerate() {
                    @if i > 0 { " · " }
                    a href=(format!("/g/{}/export/{format}", self.id)) download { (label) }
                }
            }
        }
    }
}
