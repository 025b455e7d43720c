//! Moving from the page with a personal link (docs/web.md): `GET /g/{id}/legal?t=` lists the
//! legal moves of the token's holder, `POST /g/{id}/move` plays one through the same service
//! call as `/move`. Answers are JSON; a refusal is `{"error": "..."}` and changes nothing.

use super::{well_formed_id, App, PlayedOnWeb, Shared};
use crate::i18n::games::{move_forms, piece_name, vowel};
use crate::i18n::moves::{move_text, notation_for};
use crate::i18n::Lang;
use crate::rules::move_facts::MoveFacts;
use crate::rules::notation::{candidate_moves, exact_text, MoveError};
use crate::rules::{Move, Position};
use crate::service::{GameId, LinkHolder, LinkRefusal, Notation, ServiceError, UserId};
use crate::t;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::json;
use std::net::{IpAddr, SocketAddr};
use std::time::Instant;

/// The largest body `POST /g/{id}/move` reads.
pub const MAX_BODY: usize = 4096;

pub(super) fn json_answer(status: StatusCode, value: serde_json::Value) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        value.to_string(),
    )
        .into_response()
}

pub(super) fn refuse(status: StatusCode, text: &str) -> Response {
    json_answer(status, json!({ "error": text }))
}

/// What a refused link means to its holder.
pub fn refusal_text(lang: Lang, r: LinkRefusal, local: bool) -> String {
    let id = match (r, local) {
        (LinkRefusal::Expired, false) => "web-link-expired",
        (LinkRefusal::Expired, true) => "web-link-expired-local",
        (LinkRefusal::Revoked, false) => "web-link-revoked",
        (LinkRefusal::Revoked, true) => "web-link-revoked-local",
        (LinkRefusal::OtherGame, _) => "web-link-other-game",
        (LinkRefusal::NotAPlayer, _) => "web-link-not-a-player",
        (LinkRefusal::Forged, _) => "web-link-forged",
    };
    crate::t!(lang, id)
}

/// The language of a request of the page's script: the page's (its cookie, else the
/// browser's).
pub(super) fn reader_lang(headers: &HeaderMap) -> Lang {
    super::lang::page_lang(None, headers).map_or(Lang::En, |l| l.lang)
}

/// How the reader wants moves written: a player's own `/settings notation:` when the page
/// knows who they are (a personal link), else as their language writes them
/// (`i18n::moves::notation_for`). Settings that cannot be read fall back to the latter:
/// the page is shown either way.
pub(super) async fn reader_notation(app: &App, user: Option<UserId>, lang: Lang) -> Notation {
    let Some(user) = user else {
        return notation_for(lang);
    };
    match app.service.settings(user).await {
        Ok(s) => s.notation,
        Err(e) => {
            tracing::warn!(error = %e, user = user.0, "web page: settings unreadable");
            notation_for(lang)
        }
    }
}

/// The client's address: the peer's, or, when the peer is on this machine (a reverse proxy),
/// the last address of `X-Forwarded-For` (the one the proxy itself added).
pub fn client_address(peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if peer.ip().is_loopback() {
        let forwarded = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|a| a.trim().parse::<IpAddr>().ok());
        if let Some(a) = forwarded {
            return a;
        }
    }
    peer.ip()
}

/// 429, in the reader's language.
pub(super) fn slow_down(lang: Lang) -> Response {
    refuse(StatusCode::TOO_MANY_REQUESTS, &t!(lang, "web-slow-down"))
}

/// The game of a public id, or the JSON answer to give instead.
pub(super) async fn game(app: &Shared, public_id: &str, lang: Lang) -> Result<GameId, Response> {
    let missing = || refuse(StatusCode::NOT_FOUND, &t!(lang, "web-no-game"));
    if !well_formed_id(public_id) {
        return Err(missing());
    }
    match app.service.game_by_public_id(public_id).await {
        Ok(Some(g)) => Ok(g),
        Ok(None) => Err(missing()),
        Err(e) => Err(failure(lang, &e)),
    }
}

/// A failure of ours, logged; 503 when the database is away.
pub(super) fn failure(lang: Lang, e: &ServiceError) -> Response {
    tracing::error!(error = %e, "web play request failed");
    match e {
        ServiceError::Store(_) => refuse(StatusCode::SERVICE_UNAVAILABLE, &t!(lang, "web-db-away")),
        _ => refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            &t!(lang, "web-our-fault"),
        ),
    }
}

/// The holder of `token` in `game` (rate-limited per link), or the answer to give.
pub(super) async fn holder(
    app: &Shared,
    game: GameId,
    token: &str,
    lang: Lang,
) -> Result<LinkHolder, Response> {
    let holder = match app.service.check_web_token(game, token).await {
        Ok(Ok(h)) => h,
        Ok(Err(r)) => {
            let text = refusal_text(lang, r, app.local);
            return Err(refuse(StatusCode::FORBIDDEN, &text));
        }
        Err(e) => return Err(failure(lang, &e)),
    };
    if !app.per_token.take((game, holder.user), Instant::now()) {
        return Err(slow_down(lang));
    }
    Ok(holder)
}

#[derive(Debug, Default, Deserialize)]
pub struct LegalQuery {
    t: Option<String>,
}

pub async fn legal(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(q): Query<LegalQuery>,
) -> Response {
    let lang = reader_lang(&headers);
    if !app
        .per_address
        .take(client_address(peer, &headers), Instant::now())
    {
        return slow_down(lang);
    }
    let game = match game(&app, &id, lang).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    let Some(token) = q.t.as_deref() else {
        return refuse(StatusCode::FORBIDDEN, &t!(lang, "web-needs-link"));
    };
    let holder = match holder(&app, game, token, lang).await {
        Ok(h) => h,
        Err(r) => return r,
    };
    let (info, history) = match app.service.game_history(game).await {
        Ok(x) => x,
        Err(e) => return failure(lang, &e),
    };
    let pos = history.position();
    let your_turn = info.outcome.is_none() && pos.side_to_move() == holder.color;
    let moves: Vec<serde_json::Value> = if your_turn {
        pos.legal_moves()
            .into_iter()
            .map(|mv| move_in(lang, pos, mv))
            .collect()
    } else {
        Vec::new()
    };
    json_answer(
        StatusCode::OK,
        json!({
            "ply": history.moves().len(),
            "your_turn": your_turn,
            "moves": moves,
        }),
    )
}

/// A legal move for the page's script: its facts (`rules::move_facts`) with the piece names
/// in `lang`, and its words: `words` for the Confirm button, `promote_to` and `stay` for the
/// promotion's buttons.
fn move_in(lang: Lang, pos: &Position, mv: Move) -> serde_json::Value {
    let facts: MoveFacts = pos.move_facts(mv);
    let (now, promoted) = move_forms(lang, pos, mv);
    let mut value = serde_json::to_value(&facts).unwrap_or_default();
    value["piece"] = json!(now);
    value["becomes"] = json!(facts.promote.then_some(promoted));
    value["words"] = json!(move_words(lang, pos, mv, &facts, now, promoted));
    if facts.promote {
        value["promote_to"] = json!(t!(lang, "picker-promote-to", piece = promoted));
    } else {
        value["stay"] = json!(t!(lang, "picker-stay", piece = now, vowel = vowel(now)));
    }
    value
}

/// "Rook 2h to 2c taking the Pawn, promoting to Dragon King" in `lang`.
fn move_words(
    lang: Lang,
    pos: &Position,
    mv: Move,
    facts: &MoveFacts,
    now: &str,
    promoted: &str,
) -> String {
    let g = pos.game();
    // The opponent's piece on a square, by its name: what a move there takes.
    let taken = |square: crate::rules::Square| {
        pos.piece_at(square)
            .filter(|p| p.color != pos.side_to_move())
            .map(|p| piece_name(lang, g, p.kind, p.promoted))
    };
    let taking = |text: String, square| match taken(square) {
        Some(piece) => t!(lang, "web-words-taking", text = text, piece = piece),
        None => text,
    };
    let mut text = match mv {
        Move::Drop { .. } => t!(
            lang,
            "web-words-drop",
            piece = now,
            vowel = vowel(now),
            square = facts.to.as_str()
        ),
        Move::Board { from, .. } => {
            let from_text = from.to_string();
            match mv.via() {
                None => taking(
                    t!(
                        lang,
                        "web-words-move",
                        piece = now,
                        from = from_text.as_str(),
                        to = facts.to.as_str()
                    ),
                    mv.to(),
                ),
                Some(via) => {
                    let first = t!(
                        lang,
                        "web-words-move",
                        piece = now,
                        from = from_text.as_str(),
                        to = via.to_string()
                    );
                    let first = taking(first, via);
                    if mv.to() == from {
                        t!(lang, "web-words-back", text = first, to = facts.to.as_str())
                    } else {
                        taking(
                            t!(lang, "web-words-then", text = first, to = facts.to.as_str()),
                            mv.to(),
                        )
                    }
                }
            }
        }
    };
    if facts.promote {
        text = t!(lang, "web-words-promoting", text = text, piece = promoted);
    }
    text
}

#[derive(Debug, Deserialize)]
struct MoveBody {
    t: String,
    ply: u32,
    #[serde(rename = "move")]
    text: String,
}

pub async fn play(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Body,
) -> Response {
    let lang = reader_lang(&headers);
    if !app
        .per_address
        .take(client_address(peer, &headers), Instant::now())
    {
        return slow_down(lang);
    }
    let too_large = || refuse(StatusCode::PAYLOAD_TOO_LARGE, &t!(lang, "web-too-large"));
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return too_large();
    }
    // A body sent in chunks is cut off at the limit all the same.
    let Ok(bytes) = axum::body::to_bytes(body, MAX_BODY).await else {
        return too_large();
    };
    let Ok(asked) = serde_json::from_slice::<MoveBody>(&bytes) else {
        return refuse(StatusCode::BAD_REQUEST, &t!(lang, "web-body-shape"));
    };
    let game = match game(&app, &id, lang).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    let holder = match holder(&app, game, &asked.t, lang).await {
        Ok(h) => h,
        Err(r) => return r,
    };
    let text = asked.text.trim();
    if text.is_empty() {
        return refuse(StatusCode::BAD_REQUEST, &t!(lang, "web-say-move"));
    }
    let result = match app
        .service
        .play(game, holder.user, text, Some(asked.ply))
        .await
    {
        Ok(r) => r,
        // What /move asks with buttons, the page asks too: nothing is played yet.
        Err(ServiceError::Move(MoveError::PromotionChoice { options })) => {
            return question(&app, game, lang, holder, Question::Promotion(options)).await
        }
        Err(ServiceError::Move(MoveError::Ambiguous { candidates })) => {
            return question(&app, game, lang, holder, Question::Candidates(candidates)).await
        }
        Err(e) => return refused_move(lang, &e),
    };
    let notation = reader_notation(&app, Some(holder.user), lang).await;
    let played = move_text(&result.before, result.played, result.previous, notation);
    let canonical = crate::rules::notation::to_canonical(result.before.game(), result.played);
    let ply = result.info.ply;
    hand_over(&app, holder, result).await;
    json_answer(
        StatusCode::OK,
        json!({ "ok": true, "ply": ply, "played": played, "move": canonical }),
    )
}

/// The move's post goes to whoever posts moves (the bot), who marks its outbox row
/// delivered; without one, or if it is gone, the row is given back to the scheduler.
async fn hand_over(app: &Shared, holder: LinkHolder, result: crate::service::MoveResult) {
    // A prepared answer played with it has its own post row, handed over with it.
    let posts: Vec<i64> = result
        .post
        .into_iter()
        .chain(result.reply.as_ref().and_then(|r| r.post))
        .collect();
    let sent = match &app.posts {
        Some(tx) => tx
            .send(PlayedOnWeb {
                by: holder.user,
                result,
            })
            .is_ok(),
        None => false,
    };
    if sent {
        return;
    }
    for id in posts {
        if let Err(e) = app.service.release(id).await {
            tracing::warn!(error = %e, notification = id, "could not give a web move's post back");
        }
    }
}

/// What a typed move leaves open, as `/move` asks it.
enum Question {
    /// The move may promote or not: `[promoting, staying]`.
    Promotion([Move; 2]),
    /// The text fits several moves: their texts, as the parser wrote them.
    Candidates(Vec<String>),
}

/// 300 Multiple Choices: the question and its answers, each the exact text that plays one
/// move (`rules::notation::exact_text`, as the bot's buttons carry) with its label in words.
async fn question(
    app: &Shared,
    game: GameId,
    lang: Lang,
    holder: LinkHolder,
    q: Question,
) -> Response {
    let (_, history) = match app.service.game_history(game).await {
        Ok(x) => x,
        Err(e) => return failure(lang, &e),
    };
    let notation = reader_notation(app, Some(holder.user), lang).await;
    let pos = history.position();
    let prev = history.moves().last().copied();
    let choice = |mv: Move, label: String| json!({ "move": exact_text(pos, mv), "label": label });
    let (text, choices) = match q {
        Question::Promotion([yes, no]) => {
            let (now, promoted) = move_forms(lang, pos, yes);
            let promote = t!(lang, "picker-promote-to", piece = promoted);
            let stay = t!(lang, "picker-stay", piece = now, vowel = vowel(now));
            (
                t!(
                    lang,
                    "web-may-promote",
                    square = yes.to().to_string(),
                    piece = now
                ),
                vec![choice(yes, promote), choice(no, stay)],
            )
        }
        Question::Candidates(candidates) => {
            let mut choices: Vec<_> = candidate_moves(pos, &candidates)
                .into_iter()
                .map(|(mv, _)| {
                    let text = move_text(pos, mv, prev, notation);
                    let label = if mv.promotes() {
                        format!("{text} ({})", move_forms(lang, pos, mv).1)
                    } else {
                        text
                    };
                    choice(mv, label)
                })
                .collect();
            choices.truncate(20);
            (
                t!(lang, "web-several-fit", list = candidates.join(", ")),
                choices,
            )
        }
    };
    json_answer(
        StatusCode::MULTIPLE_CHOICES,
        json!({ "question": text, "choices": choices }),
    )
}

/// A move the service refused, as the player reads it, with its status.
fn refused_move(lang: Lang, e: &ServiceError) -> Response {
    let status = match e {
        ServiceError::PositionChanged | ServiceError::GameOver(_) => StatusCode::CONFLICT,
        ServiceError::NotAPlayer(_) => StatusCode::FORBIDDEN,
        ServiceError::Limit(_) => StatusCode::TOO_MANY_REQUESTS,
        ServiceError::Store(_) | ServiceError::Corrupt(_) => return failure(lang, e),
        _ => StatusCode::BAD_REQUEST,
    };
    let text = match e {
        ServiceError::PositionChanged => t!(lang, "web-moved-on"),
        e => sentence(&crate::i18n::refusals::service_error(lang, e).unwrap_or_default()),
    };
    refuse(status, &text)
}

/// A clause of the service as a sentence of at most 300 characters.
pub fn sentence(text: &str) -> String {
    let text: String = text.trim().chars().take(300).collect();
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with(['.', '!', '?', '…']) {
        out.push('.');
    }
    out
}
