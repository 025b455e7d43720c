//! Conditional moves on the page (issue 33; docs/web.md, "Planning a reply"): on the
//! opponent's turn the holder of a personal link enters lines (the opponent's expected move,
//! their answer, and so on) by tapping on the board, and lists and clears them. Every line
//! goes through the same service calls as `/forecast` (`add_forecast`, `forecast`,
//! `clear_forecast`): same limits and refusals, stored for the link's holder only. Nothing
//! here changes the game's version, so the live stream that opponents and spectators read
//! says nothing of it.
//!
//! - `GET /g/{id}/forecast?t=` lists the holder's lines;
//! - `GET /g/{id}/forecast/next?t=&line=` answers the legal moves after a line begun (the
//!   page has no rules) with the board of that position to draw;
//! - `POST /g/{id}/forecast` `{"t", "ply", "line"}` stores a line;
//! - `POST /g/{id}/forecast/clear` `{"t"}` forgets them all.

use super::board::{self, Look};
use super::play::{
    client_address, failure, game, holder, json_answer, reader_lang, reader_notation, refuse,
    slow_down,
};
use super::Shared;
use crate::i18n::moves::move_text;
use crate::i18n::Lang;
use crate::render::PieceStyle;
use crate::rules::notation::{parse_move, to_canonical};
use crate::rules::{Color, History, Move, Position};
use crate::service::{
    Forecast, ForecastRefusal, GameId, GameInfo, LinkHolder, Notation, ServiceError,
    MAX_FORECAST_PLIES,
};
use crate::t;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::Response;
use maud::{html, Markup};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::json;
use std::net::SocketAddr;
use std::time::Instant;

/// The largest body the two POSTs read (a line of 30 moves is far below it).
const MAX_BODY: usize = 4096;

/// Moves of a line in the reader's notation, as the page shows them: "P-7f → P-3d · P-2f →
/// P-8d" (each of the opponent's moves with the answer to it).
pub fn line_text(pos: &Position, line: &[Move], notation: Notation) -> String {
    let mut pos = pos.clone();
    let mut out = String::new();
    let mut prev = None;
    for (i, &mv) in line.iter().enumerate() {
        if i > 0 {
            out.push_str(if i % 2 == 1 { " → " } else { " · " });
        }
        out.push_str(&move_text(&pos, mv, prev, notation));
        pos.play(mv);
        prev = Some(mv);
    }
    out
}

/// Whether the page offers planning: the holder's game goes on, against a person, and the
/// opponent is to move in the position shown (the latest).
pub fn offered(info: &GameInfo, history: &History, holder: &LinkHolder) -> bool {
    info.outcome.is_none()
        && info.computer.is_none()
        && history.position().side_to_move() != holder.color
}

/// The page's section: the stored lines, and the buttons the script shows (hidden without
/// it). The prompts of the script are in its `data-say-*` attributes, in the page's words.
pub fn section(lang: Lang, notation: Notation, public_id: &str, forecast: &Forecast) -> Markup {
    let lines: Vec<String> = forecast
        .lines
        .iter()
        .map(|l| line_text(&forecast.position, l, notation))
        .collect();
    let base = format!("/g/{public_id}/forecast");
    html! {
        section.plan data-lines=(lines.len()) data-next=(format!("{base}/next"))
            data-save=(base) data-clear=(format!("{base}/clear"))
            data-say-theirs=(t!(lang, "web-plan-theirs"))
            data-say-yours=(t!(lang, "web-plan-yours"))
            data-say-more=(t!(lang, "web-plan-more"))
            data-say-failed=(t!(lang, "web-plan-failed")) {
            h2 { (t!(lang, "web-plan-title")) }
            p.plan-about { (t!(lang, "web-plan-about")) }
            @if lines.is_empty() {
                p.plan-none { (t!(lang, "web-plan-none")) }
            } @else {
                ol.plan-lines {
                    @for l in &lines { li { (l) } }
                }
            }
            p.plan-line hidden {}
            p.plan-msg role="status" {}
            div.plan-acts {
                button type="button" data-plan="start" hidden { (t!(lang, "web-plan-start")) }
                button.ok type="button" data-plan="save" hidden { (t!(lang, "web-plan-save")) }
                button type="button" data-plan="undo" hidden { (t!(lang, "web-plan-undo")) }
                button.no type="button" data-plan="cancel" hidden { (t!(lang, "web-plan-cancel")) }
                @if !lines.is_empty() {
                    button.no type="button" data-plan="clear" hidden { (t!(lang, "web-plan-clear")) }
                }
            }
        }
    }
}

/// The game and the link's holder of a request, each request counted against the limits
/// of `/move`; or the answer to give.
async fn checked(
    app: &Shared,
    peer: SocketAddr,
    headers: &HeaderMap,
    public_id: &str,
    token: Option<&str>,
) -> Result<(GameId, LinkHolder, Lang), Response> {
    let lang = reader_lang(headers);
    if !app
        .per_address
        .take(client_address(peer, headers), Instant::now())
    {
        return Err(slow_down(lang));
    }
    let game = game(app, public_id, lang).await?;
    let Some(token) = token else {
        return Err(refuse(StatusCode::FORBIDDEN, &t!(lang, "web-plan-no-link")));
    };
    let holder = holder(app, game, token, lang).await?;
    Ok((game, holder, lang))
}

/// A refusal of the service, in the reader's words, with its status.
fn refused(lang: Lang, e: &ServiceError) -> Response {
    let status = match e {
        ServiceError::GameOver(_) => StatusCode::CONFLICT,
        ServiceError::NotAPlayer(_) => StatusCode::FORBIDDEN,
        ServiceError::Limit(_) => StatusCode::TOO_MANY_REQUESTS,
        ServiceError::Forecast(_) => StatusCode::BAD_REQUEST,
        _ => return failure(lang, e),
    };
    // The bot's words for the limit of lines point at /forecast clear; the page has a button.
    let text = match e {
        ServiceError::Forecast(ForecastRefusal::TooManyLines { max }) => {
            t!(lang, "web-plan-too-many", max = *max)
        }
        _ => crate::i18n::refusals::service_error(lang, e).unwrap_or_default(),
    };
    refuse(status, &text)
}

fn forecast_refused(lang: Lang, r: ForecastRefusal) -> Response {
    refused(lang, &ServiceError::Forecast(r))
}

/// A stored line as the listing gives it.
fn listed(forecast: &Forecast, notation: Notation) -> serde_json::Value {
    let variant = forecast.position.game();
    let lines: Vec<_> = forecast
        .lines
        .iter()
        .map(|l| {
            json!({
                "moves": l.iter().map(|&m| to_canonical(variant, m)).collect::<Vec<_>>(),
                "text": line_text(&forecast.position, l, notation),
            })
        })
        .collect();
    json!(lines)
}

#[derive(Debug, Default, Deserialize)]
pub struct ListQuery {
    t: Option<String>,
}

/// `GET /g/{id}/forecast?t=`: the holder's own lines, never anyone else's.
pub async fn list(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(q): Query<ListQuery>,
) -> Response {
    let (game, holder, lang) = match checked(&app, peer, &headers, &id, q.t.as_deref()).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let notation = reader_notation(&app, Some(holder.user), lang).await;
    match app.service.forecast(game, holder.user).await {
        Ok(f) => json_answer(StatusCode::OK, json!({ "lines": listed(&f, notation) })),
        Err(e) => refused(lang, &e),
    }
}

#[derive(Debug, Default, Deserialize)]
pub struct NextQuery {
    t: Option<String>,
    /// The line so far, moves separated by spaces (any notation `/move` takes).
    line: Option<String>,
    /// How the page draws its board: `kanji` or `western`, and the side at its bottom.
    style: Option<String>,
    bottom: Option<String>,
}

/// `GET /g/{id}/forecast/next?t=&line=`: after the line begun (from the game's position,
/// the opponent's move first), the side to move, its legal moves (as `/legal` gives them)
/// and the board of that position, in the page's look. Refused as `/forecast` refuses: a
/// move that cannot be played where it comes, the player's own turn, the computer.
pub async fn next(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(q): Query<NextQuery>,
) -> Response {
    let (game, holder, lang) = match checked(&app, peer, &headers, &id, q.t.as_deref()).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let (info, history) = match app.service.game_history(game).await {
        Ok(x) => x,
        Err(e) => return failure(lang, &e),
    };
    if info.outcome.is_some() {
        return refused(lang, &ServiceError::GameOver(game));
    }
    if info.computer.is_some() {
        return forecast_refused(lang, ForecastRefusal::AgainstComputer);
    }
    if history.position().side_to_move() == holder.color {
        return forecast_refused(lang, ForecastRefusal::YourTurn(game));
    }
    let tokens: Vec<&str> = q
        .line
        .as_deref()
        .unwrap_or("")
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    // One more move must fit in the line.
    if tokens.len() >= MAX_FORECAST_PLIES {
        return forecast_refused(
            lang,
            ForecastRefusal::TooManyPlies {
                max: MAX_FORECAST_PLIES as u32,
                given: tokens.len() as u32 + 1,
            },
        );
    }
    let notation = reader_notation(&app, Some(holder.user), lang).await;
    let mut h = history.clone();
    let mut shown = Vec::with_capacity(tokens.len());
    let mut last = history.moves().last().copied();
    for (i, token) in tokens.iter().enumerate() {
        let ply = i as u32 + 1;
        let mv = match parse_move(h.position(), token) {
            Ok(mv) => mv,
            Err(error) => {
                return forecast_refused(
                    lang,
                    ForecastRefusal::BadMove {
                        ply,
                        input: token.chars().take(24).collect(),
                        error,
                    },
                )
            }
        };
        shown.push(json!({
            "move": crate::rules::notation::exact_text(h.position(), mv),
            "text": move_text(h.position(), mv, last, notation),
        }));
        if h.play(mv).is_err() {
            return forecast_refused(lang, ForecastRefusal::GameEnds { ply: ply - 1 });
        }
        last = Some(mv);
    }
    if h.outcome().is_some() {
        return forecast_refused(
            lang,
            ForecastRefusal::GameEnds {
                ply: tokens.len() as u32,
            },
        );
    }
    let pos = h.position();
    let look = Look {
        style: match q.style.as_deref() {
            Some("kanji") => PieceStyle::Kanji,
            Some("western") => PieceStyle::Western,
            _ => info.board_style,
        },
        flipped: match q.bottom.as_deref() {
            Some("white") => true,
            Some("black") => false,
            _ => holder.color == Color::White,
        },
        lang,
    };
    let bottom = if look.flipped {
        Color::White
    } else {
        Color::Black
    };
    json_answer(
        StatusCode::OK,
        json!({
            "ply": history.moves().len(),
            "side": pos.side_to_move().name(),
            "line": shown,
            "text": line_text(
                history.position(),
                &h.moves()[history.moves().len()..],
                notation
            ),
            "moves": pos.legal_move_facts(),
            "board": board::board(pos, last, look).into_string(),
            "stands": [
                board::stand(pos, bottom.opponent(), look).into_string(),
                board::stand(pos, bottom, look).into_string(),
            ],
        }),
    )
}

/// A POST's JSON body of at most [`MAX_BODY`], or the answer to give.
async fn body_of<T: DeserializeOwned>(
    lang: Lang,
    headers: &HeaderMap,
    body: Body,
) -> Result<T, Response> {
    let too_large = || {
        refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            &t!(lang, "web-plan-too-large"),
        )
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return Err(too_large());
    }
    let Ok(bytes) = axum::body::to_bytes(body, MAX_BODY).await else {
        return Err(too_large());
    };
    serde_json::from_slice::<T>(&bytes)
        .map_err(|_| refuse(StatusCode::BAD_REQUEST, &t!(lang, "web-plan-body")))
}

#[derive(Debug, Deserialize)]
struct SaveBody {
    t: String,
    /// The game's ply the page planned from.
    ply: u32,
    line: String,
}

/// `POST /g/{id}/forecast`: stores a line for the link's holder through
/// `GameService::add_forecast`, as `/forecast add` does; answers the stored lines, a line
/// saying so and the page's section anew.
pub async fn save(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Body,
) -> Response {
    let lang = reader_lang(&headers);
    let asked: SaveBody = match body_of(lang, &headers, body).await {
        Ok(b) => b,
        Err(r) => return r,
    };
    let (game, holder, lang) = match checked(&app, peer, &headers, &id, Some(&asked.t)).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    // Planned on a position the game has left: the page must look again.
    match app.service.game_info(game).await {
        Ok(info) if info.ply != asked.ply => {
            return refuse(StatusCode::CONFLICT, &t!(lang, "web-plan-moved-on"))
        }
        Ok(_) => {}
        Err(e) => return failure(lang, &e),
    }
    let notation = reader_notation(&app, Some(holder.user), lang).await;
    match app
        .service
        .add_forecast(game, holder.user, &asked.line)
        .await
    {
        Ok(f) => json_answer(
            StatusCode::OK,
            json!({
                "ok": true,
                "lines": listed(&f, notation),
                "message": t!(lang, "web-plan-saved", lines = f.lines.len() as u32),
                "html": section(lang, notation, &id, &f).into_string(),
            }),
        ),
        Err(e) => refused(lang, &e),
    }
}

#[derive(Debug, Deserialize)]
struct ClearBody {
    t: String,
}

/// `POST /g/{id}/forecast/clear`: forgets the holder's lines (and their move for when their
/// time runs out), as `/forecast clear` does.
pub async fn clear(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Body,
) -> Response {
    let lang = reader_lang(&headers);
    let asked: ClearBody = match body_of(lang, &headers, body).await {
        Ok(b) => b,
        Err(r) => return r,
    };
    let (game, holder, lang) = match checked(&app, peer, &headers, &id, Some(&asked.t)).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let cleared = match app.service.clear_forecast(game, holder.user).await {
        Ok(c) => c,
        Err(e) => return refused(lang, &e),
    };
    let f = match app.service.forecast(game, holder.user).await {
        Ok(f) => f,
        Err(e) => return refused(lang, &e),
    };
    let notation = reader_notation(&app, Some(holder.user), lang).await;
    json_answer(
        StatusCode::OK,
        json!({
            "ok": true,
            "cleared": cleared,
            "message": t!(lang, "web-plan-cleared"),
            "html": section(lang, notation, &id, &f).into_string(),
        }),
    )
}
