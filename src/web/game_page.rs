//! `GET /g/{public id}`: a game's page, at its last position or at `?ply=N` (replay), with
//! `?style=kanji|western` and `?flip=1`; `?part=1` answers the game's part alone (what the
//! page's script fetches when the game changed). In the reader's language (`web.ftl`,
//! `lang.rs`): `?lang=fr|ja|en`, its cookie, or `Accept-Language`.

use super::board::{self, Look};
use super::lang::{page_lang, with_lang};
use super::page::{document_in, html_response};
use super::play::{reader_notation, refusal_text};
use super::{game_record, plain, time, App, Shared};
use crate::i18n::moves::{move_text, typing_examples};
use crate::i18n::Lang;
use crate::render::PieceStyle;
use crate::rules::{Color, History, Move, Position};
use crate::service::{GameInfo, LinkHolder, Notation, Timestamp, UserId};
use crate::t;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
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
    /// The page's language (kept in a cookie).
    lang: Option<String>,
}

/// What the reader asked to see, checked.
struct Asked {
    ply: Option<usize>,
    style: Option<PieceStyle>,
    /// `None`: not asked (the player's own side at the bottom, else Black).
    flip: Option<bool>,
    part: bool,
}

fn asked(q: &PageQuery, lang: Lang) -> Result<Asked, String> {
    let flag = |v: &Option<String>, what: &str| match v.as_deref() {
        None => Ok(None),
        Some("0") => Ok(Some(false)),
        Some("1") => Ok(Some(true)),
        Some(_) => Err(t!(lang, "web-bad-flag", what = what)),
    };
    Ok(Asked {
        ply: match q.ply.as_deref() {
            None => None,
            Some(t) => Some(t.parse::<usize>().map_err(|_| t!(lang, "web-bad-ply"))?),
        },
        style: match q.style.as_deref() {
            None => None,
            Some("kanji") => Some(PieceStyle::Kanji),
            Some("western") => Some(PieceStyle::Western),
            Some(_) => return Err(t!(lang, "web-bad-style")),
        },
        flip: flag(&q.flip, "flip")?,
        part: flag(&q.part, "part")?.unwrap_or(false),
    })
}

pub async fn page(
    State(app): State<Shared>,
    Path(id): Path<String>,
    Query(q): Query<PageQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = match page_lang(q.lang.as_deref(), &headers) {
        Ok(l) => l,
        Err((_, e)) => return plain(StatusCode::BAD_REQUEST, &e),
    };
    let response = page_in(app, id, q, lang.lang).await;
    with_lang(response, lang)
}

async fn page_in(app: Shared, id: String, q: PageQuery, lang: Lang) -> Response {
    let asked = match asked(&q, lang) {
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
            &t!(lang, "web-no-such-move", total = total, ply = ply),
        );
    }
    let names = [
        player_name_in(lang, &app, &info, info.black).await,
        player_name_in(lang, &app, &info, info.white).await,
    ];
    let token = match q.t.as_deref() {
        None => None,
        Some(t) => match app.service.check_web_token(info.id, t).await {
            Ok(Ok(holder)) => Some(Ok((t, holder))),
            Ok(Err(refusal)) => Some(Err(refusal_text(lang, refusal, app.local))),
            Err(e) => return super::internal(&e),
        },
    };
    let player = token.as_ref().and_then(|t| t.as_ref().ok()).copied();
    let notation = reader_notation(&app, player.map(|(_, h)| h.user), lang).await;
    // Planning a reply: for the link's holder alone, at the latest position.
    let plan = match player {
        Some((_, holder)) if ply == total && super::forecast::offered(&info, &history, &holder) => {
            match app.service.forecast(info.id, holder.user).await {
                Ok(f) => Some(super::forecast::section(lang, notation, &id, &f)),
                Err(e) => return super::internal(&e),
            }
        }
        _ => None,
    };
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
            lang,
        },
        asked: &asked,
        own_flip,
        player,
        notice: token.and_then(|t| t.err()),
        plan,
        notation,
    };
    let main = view.main();
    if asked.part {
        return html_response(main);
    }
    let title = t!(
        lang,
        "web-title",
        game = history.start().game().name_in(lang.code()),
        black = &view.names[0],
        white = &view.names[1]
    );
    let canonical = app.public_url.as_ref().map(|_| app.game_url(&id));
    let scripts: &[&str] = match player {
        Some(_) => &[super::assets::PLAY_JS_PATH],
        None => &[],
    };
    html_response(document_in(
        lang,
        &title,
        canonical.as_deref(),
        scripts,
        main,
    ))
}

/// A player as the page names them.
pub async fn player_name(app: &App, info: &GameInfo, user: UserId) -> String {
    player_name_in(Lang::En, app, info, user).await
}

/// The words of the move panel (`static/play.js`) in the page's language, as JSON for
/// `#game`'s `data-words`: the script has no words of its own. A `{square}` or `{piece}` in
/// them is the script's to fill in.
pub fn play_words(lang: Lang) -> String {
    let hole = |name: &str| format!("{{{name}}}");
    let square = || hole("square");
    let piece = || hole("piece");
    let words: std::collections::BTreeMap<&str, String> = [
        (
            "pick-square",
            t!(lang, "web-play-pick-square", piece = piece()),
        ),
        ("to", t!(lang, "web-play-to", square = square())),
        ("drop-on", t!(lang, "web-play-drop-on", square = square())),
        ("stop-on", t!(lang, "web-play-stop-on", square = square())),
        ("back-to", t!(lang, "web-play-back-to", square = square())),
        ("go-on", t!(lang, "web-play-go-on", square = square())),
        (
            "second-step",
            t!(
                lang,
                "web-play-second-step",
                piece = piece(),
                square = square()
            ),
        ),
        (
            "promote-to",
            t!(lang, "web-play-promote-to", piece = piece()),
        ),
        (
            "may-promote",
            t!(lang, "web-may-promote", square = square(), piece = piece()),
        ),
        ("cancel", t!(lang, "button-cancel")),
        (
            "confirm",
            t!(
                lang,
                "web-play-confirm",
                mv = hole("move"),
                words = hole("words")
            ),
        ),
        ("playing", t!(lang, "web-play-playing", mv = hole("move"))),
        ("played", t!(lang, "web-play-played", mv = hole("move"))),
        ("which", t!(lang, "web-play-which")),
        (
            "not-played",
            t!(lang, "web-play-not-played", status = hole("status")),
        ),
        ("not-sent", t!(lang, "web-play-not-sent")),
        ("move-label", t!(lang, "web-play-move-label")),
        ("button", t!(lang, "web-play-button")),
        ("not-loaded", t!(lang, "web-play-not-loaded")),
        ("opponent-to-move", t!(lang, "web-play-opponent-to-move")),
        ("in-hand", t!(lang, "web-play-in-hand", piece = piece())),
        (
            "on",
            t!(lang, "web-play-on", piece = piece(), square = square()),
        ),
        ("your-move", t!(lang, "web-play-your-move")),
    ]
    .into_iter()
    .collect();
    serde_json::to_string(&words).unwrap_or_default()
}

/// [`player_name`] in `lang`.
pub async fn player_name_in(lang: Lang, app: &App, info: &GameInfo, user: UserId) -> String {
    if let Some(c) = info.computer.filter(|c| c.user == user) {
        return t!(lang, "web-computer", level = c.level.to_string());
    }
    match app.names.name(user).await {
        Some(n) if !n.trim().is_empty() => n,
        _ => t!(lang, "web-player", id = user.0.to_string()),
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
    notice: Option<String>,
    /// The holder's conditional moves, on the opponent's turn (`forecast::section`).
    plan: Option<Markup>,
    /// How the reader wants moves written (`play::reader_notation`).
    notation: Notation,
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

    /// The position shown, the move that led to it, and the game's moves in the reader's
    /// notation.
    fn positions(&self) -> (Position, Option<Move>, Vec<String>) {
        let mut pos = self.history.start().clone();
        let mut shown = (pos.clone(), None);
        let mut list = Vec::with_capacity(self.history.moves().len());
        let mut prev = None;
        for (i, &mv) in self.history.moves().iter().enumerate() {
            list.push(move_text(&pos, mv, prev, self.notation));
            prev = Some(mv);
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
        let (lang, code) = (self.look.lang, self.look.lang.code());
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
                data-move=[self.player.map(|_| format!("/g/{}/move", self.id))]
                data-words=[self.player.map(|_| play_words(lang))]
                data-example=[self.player.map(|(_, h)| self.example(h))] {
                @if let Some(n) = &self.notice { p.notice role="status" { (n) } }
                div.play {
                    (self.player(bottom.opponent(), &pos))
                    (board::stand(&pos, bottom.opponent(), self.look))
                    (board::board(&pos, last, self.look))
                    (board::stand(&pos, bottom, self.look))
                    (self.player(bottom, &pos))
                }
                aside.info {
                    h1 { (game.name_in(code)) @if let Some(n) = game.short_note_in(code) { " " small { "(" (n) ")" } } }
                    p.status { (self.status(&pos)) }
                    @if self.info.outcome.is_none() { p.clock { (self.clock()) } }
                    @if let Some(plan) = &self.plan { (plan) }
                    (self.replay(total))
                    @if let Some(note) = game.note_in(code) { p.note { (note) } }
                    @if notation.is_empty() {
                        p.nomoves { (t!(lang, "web-no-moves")) }
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

    /// What the move box shows before anything is typed, on the player's turn: moves legal
    /// in the game's latest position, the reader's notation first, in the page's words.
    /// Nothing on the opponent's turn (their moves are no example of the player's).
    fn example(&self, holder: LinkHolder) -> String {
        let lang = self.look.lang;
        let pos = self.history.position();
        if self.info.outcome.is_some() || pos.side_to_move() != holder.color {
            return String::new();
        }
        let moves = typing_examples(pos, self.notation);
        if moves.is_empty() {
            return String::new();
        }
        t!(
            lang,
            "web-play-example",
            moves = moves.join(&t!(lang, "list-separator"))
        )
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
                span.mark title=(t!(self.look.lang, "web-side", side = color.name())) { (mark) }
                " " span.name { (name) }
                @if to_move { " " span.badge { (t!(self.look.lang, "web-to-move")) } }
            }
        }
    }

    fn status(&self, pos: &Position) -> String {
        let lang = self.look.lang;
        let total = self.history.moves().len();
        let check = |status: String| match pos.in_check() {
            true => t!(lang, "web-status-check", status = status),
            false => status,
        };
        if self.ply < total {
            return check(match self.ply {
                0 => t!(lang, "web-status-start", total = total),
                p => t!(lang, "web-status-after", ply = p, total = total),
            });
        }
        if let Some(o) = self.info.outcome {
            let reason = crate::render::reason_words(lang, o.reason);
            let result = match o.winner {
                Some(c) => t!(
                    lang,
                    "web-result-win",
                    side = c.name(),
                    name = &self.names[c.index()],
                    reason = reason
                ),
                None => t!(lang, "web-result-draw", reason = reason),
            };
            return t!(lang, "web-status-over", result = result, total = total);
        }
        let side = pos.side_to_move();
        check(t!(
            lang,
            "web-status-turn",
            side = side.name(),
            move = pos.move_number()
        ))
    }

    fn clock(&self) -> Markup {
        let lang = self.look.lang;
        let Some(deadline) = self.info.deadline else {
            return html! { (t!(lang, "web-no-limit")) };
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
        let (before, after) = match time::left_parts(deadline, self.now) {
            Some((days, hours, minutes)) => {
                let left = match (days, hours) {
                    (0, 0) => t!(lang, "web-left-minutes", minutes = minutes.max(1)),
                    (0, h) => t!(lang, "web-left-hours", hours = h, minutes = minutes),
                    (d, h) => t!(lang, "web-left-days", days = d, hours = h),
                };
                (
                    t!(lang, "web-clock-left", left = left, who = who),
                    t!(lang, "web-clock-left-end"),
                )
            }
            None => (
                t!(lang, "web-clock-out", who = who),
                t!(lang, "web-clock-out-end"),
            ),
        };
        html! {
            (before) " "
            time datetime=(time::iso(deadline)) { (time::readable(deadline)) }
            (after)
        }
    }

    fn replay(&self, total: usize) -> Markup {
        let lang = self.look.lang;
        let back = self.ply.saturating_sub(1);
        let fwd = (self.ply + 1).min(total);
        html! {
            nav.replay aria-label=(t!(lang, "web-replay")) {
                a href=(self.at(0)) data-nav="first" title=(t!(lang, "web-first")) { "«" }
                a href=(self.at(back)) data-nav="prev" title=(t!(lang, "web-back")) { "◀" }
                span.at { (self.ply) " / " (total) }
                a href=(self.at(fwd)) data-nav="next" title=(t!(lang, "web-forward")) { "▶" }
                a href=(self.at(total)) data-nav="last" title=(t!(lang, "web-last")) { "»" }
            }
        }
    }

    fn tools(&self) -> Markup {
        let ply = (self.ply < self.history.moves().len()).then_some(self.ply);
        let lang = self.look.lang;
        let other = match self.look.style {
            PieceStyle::Kanji => (PieceStyle::Western, t!(lang, "web-western-pieces")),
            PieceStyle::Western => (PieceStyle::Kanji, t!(lang, "web-kanji-pieces")),
        };
        let record = t!(lang, "web-record");
        let exports = [
            ("kif", "KIF"),
            ("usi", "USI"),
            ("sfen", "SFEN"),
            ("record", record.as_str()),
            ("gif", "GIF"),
        ];
        html! {
            p.tools {
                a href=(self.link(ply, self.asked.style, !self.look.flipped)) { (t!(lang, "web-flip")) }
                " · "
                a href=(self.link(ply, Some(other.0), self.look.flipped)) { (other.1) }
            }
            p.tools {
                (t!(lang, "web-download")) " "
                @for (i, (format, label)) in exports.iter().enumerate() {
                    @if i > 0 { " · " }
                    a href=(format!("/g/{}/export/{format}", self.id)) download { (label) }
                }
            }
        }
    }
}
