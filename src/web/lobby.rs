//! `GET /`: with `seireigi web`, the lobby: the local games of the database and a form that
//! starts a game at one screen, or against the computer when its worker runs (`POST /new`).
//! With `seireigi serve` no game is listed (a game is seen only where it is played): a short
//! page says where links come from.

use super::lang::{page_lang, with_lang};
use super::page::{document_in, html_response};
use super::{internal, plain, Shared};
use crate::ai::Level;
use crate::i18n::games::{game_name, level_name};
use crate::i18n::Lang;
use crate::rules::Variant;
use crate::service::{ColorChoice, GameId, GameInfo, NewChallenge, UserId};
use crate::t;
use axum::extract::{Form, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::html;
use serde::Deserialize;
use std::sync::Arc;

/// The two players of `seireigi web` (and `seireigi play`).
pub const LOCAL_BLACK: UserId = UserId(1);
pub const LOCAL_WHITE: UserId = UserId(2);
/// The computer of `seireigi web`'s games against it.
pub const LOCAL_COMPUTER: UserId = UserId(3);

/// The computer opponent of `seireigi web`: who it is, and how to wake its worker for a
/// game where it is to move (the worker itself is the bot's, started by `cli::web`).
#[derive(Clone)]
pub struct LocalComputer {
    pub user: UserId,
    pub nudge: Arc<dyn Fn(GameId) + Send + Sync>,
}

impl std::fmt::Debug for LocalComputer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LocalComputer")
            .field("user", &self.user)
            .finish_non_exhaustive()
    }
}

/// The local games: those of either local player, newest first, once each.
async fn local_games(app: &Shared) -> crate::service::Result<Vec<GameInfo>> {
    let mut games = app.service.games_of(LOCAL_BLACK, false).await?;
    for g in app.service.games_of(LOCAL_WHITE, false).await? {
        if !games.iter().any(|h| h.id == g.id) {
            games.push(g);
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse(g.id.0));
    Ok(games)
}

/// `?lang=` of the lobby (docs/web.md: kept in a cookie, like the game pages').
#[derive(Debug, Default, Deserialize)]
pub struct LobbyQuery {
    lang: Option<String>,
}

/// The lobby in the reader's language (`lang.rs`).
pub async fn page(
    State(app): State<Shared>,
    Query(q): Query<LobbyQuery>,
    headers: HeaderMap,
) -> Response {
    let lang = match page_lang(q.lang.as_deref(), &headers) {
        Ok(l) => l,
        Err((_, text)) => return plain(StatusCode::BAD_REQUEST, &text),
    };
    with_lang(page_in(&app, lang.lang).await, lang)
}

async fn page_in(app: &Shared, lang: Lang) -> Response {
    let document = |body| document_in(lang, "Seireigi", None, &[], body);
    if !app.local {
        return html_response(document(html! {
            main.lobby {
                h1 { "Seireigi" }
                p { (t!(lang, "web-lobby-remote")) }
            }
        }));
    }
    let games = match local_games(app).await {
        Ok(g) => g,
        Err(e) => return internal(&e),
    };
    // Each game's personal pages of the two local players (made afresh: they expire).
    let mut links = Vec::with_capacity(games.len());
    for g in &games {
        let mut pair = [None, None];
        if g.outcome.is_none() && g.public_id.is_some() {
            for (i, user) in [g.black, g.white].into_iter().enumerate() {
                if g.is_computer(user) {
                    continue;
                }
                // A game without its page's link is still listed.
                match app.service.web_link(g.id, user).await {
                    Ok(l) => pair[i] = l,
                    Err(e) => tracing::warn!(error = %e, game = g.id.0, "no personal link"),
                }
            }
        }
        links.push(pair);
    }
    let new_game = match app.computer {
        Some(_) => t!(lang, "web-lobby-new"),
        None => t!(lang, "web-lobby-new-screen"),
    };
    let body = html! {
        main.lobby {
            h1 { (t!(lang, "web-lobby-title")) }
            h2 { (new_game) }
            form method="post" action="/new" {
                select name="variant" aria-label=(t!(lang, "web-lobby-game")) {
                    @for v in Variant::all() {
                        option value=(v.id()) { (game_name(lang, v.game())) }
                    }
                }
                " "
                @if app.computer.is_some() {
                    select name="opponent" aria-label=(t!(lang, "web-lobby-opponent")) {
                        option value="screen" { (t!(lang, "web-lobby-at-one-screen")) }
                        @for level in Level::ALL {
                            option value=(level.id()) selected[level == Level::Normal] {
                                (t!(lang, "web-lobby-against", level = level_name(lang, level)))
                            }
                        }
                    }
                    " "
                    select name="color" aria-label=(t!(lang, "web-lobby-side")) {
                        option value="black" { (t!(lang, "web-lobby-you-play", side = "black")) }
                        option value="white" { (t!(lang, "web-lobby-you-play", side = "white")) }
                    }
                    " "
                }
                button type="submit" { (t!(lang, "web-lobby-start")) }
            }
            h2 { (t!(lang, "web-lobby-games")) }
            @if games.is_empty() { p { (t!(lang, "web-lobby-no-games")) } }
            ul {
                @for (g, [black, white]) in games.iter().zip(&links) {
                    @if let Some(pid) = &g.public_id {
                        li {
                            a href=(format!("/g/{pid}")) { (game_name(lang, g.variant.game())) }
                            " · " (t!(lang, "web-lobby-moves", count = g.ply))
                            @if let Some(c) = g.computer { " · " (t!(lang, "web-lobby-computer", level = level_name(lang, c.level))) }
                            @if g.outcome.is_some() { " · " (t!(lang, "web-lobby-finished")) }
                            @if let Some(l) = black { " · " a.play data-color="black" href=(l) { (t!(lang, "web-lobby-play", side = "black")) } }
                            @if let Some(l) = white { " · " a.play data-color="white" href=(l) { (t!(lang, "web-lobby-play", side = "white")) } }
                        }
                    }
                }
            }
        }
    };
    html_response(document(body))
}

#[derive(Debug, Deserialize)]
pub struct NewGame {
    variant: String,
    /// `screen` (or none): both local players at one screen; a level: against the computer.
    opponent: Option<String>,
    /// Against the computer, the player's side: `black` (or none) or `white`.
    color: Option<String>,
}

pub async fn new_game(
    State(app): State<Shared>,
    headers: HeaderMap,
    Form(form): Form<NewGame>,
) -> Response {
    if !app.local {
        return super::not_found().await;
    }
    // The lobby's language: its cookie, else the browser's.
    let lang = page_lang(None, &headers).map_or(Lang::En, |l| l.lang);
    if Variant::from_id(&form.variant).is_none() {
        return plain(StatusCode::BAD_REQUEST, &t!(lang, "web-lobby-unknown-game"));
    }
    let level = match form.opponent.as_deref().map(str::trim) {
        None | Some("" | "screen") => None,
        Some(text) => match (text.parse::<Level>(), &app.computer) {
            (Ok(level), Some(computer)) => Some((level, computer)),
            (Ok(_), None) => {
                return plain(StatusCode::BAD_REQUEST, &t!(lang, "web-lobby-no-computer"))
            }
            (Err(_), _) => {
                let ids: Vec<&str> = std::iter::once("screen")
                    .chain(Level::ALL.iter().map(|l| l.id()))
                    .collect();
                let list = crate::i18n::join_or(lang, &ids);
                return plain(
                    StatusCode::BAD_REQUEST,
                    &t!(lang, "web-lobby-unknown-opponent", list = list),
                );
            }
        },
    };
    let white = match form.color.as_deref().map(str::trim) {
        None | Some("" | "black") => false,
        Some("white") => true,
        Some(_) => return plain(StatusCode::BAD_REQUEST, &t!(lang, "web-lobby-unknown-side")),
    };
    // Against the computer the local player of the chosen side plays (their name is that
    // side's); at one screen, Black challenges White.
    let (player, opponent, color) = match level {
        Some((_, computer)) if white => (LOCAL_WHITE, computer.user, ColorChoice::White),
        Some((_, computer)) => (LOCAL_BLACK, computer.user, ColorChoice::Black),
        None => (LOCAL_BLACK, LOCAL_WHITE, ColorChoice::Black),
    };
    let challenge = NewChallenge {
        challenger: player,
        opponent: Some(opponent),
        variant: form.variant,
        days_per_move: None,
        color,
        position: None,
    };
    let made = match app.service.challenge(challenge).await {
        Ok((c, _)) => match level {
            // The same call as the bot's `/challenge opponent:@bot level:`.
            Some((level, computer)) => {
                app.service
                    .accept_for_computer(c.id, computer.user, level)
                    .await
            }
            None => app.service.accept(c.id, LOCAL_WHITE).await,
        },
        Err(e) => Err(e),
    };
    let info = match made {
        Ok((info, _)) => info,
        Err(e) => return refused(lang, &e),
    };
    if let Some((_, computer)) = level {
        if info.to_move.is_some_and(|u| info.is_computer(u)) {
            (computer.nudge)(info.id);
        }
    }
    // To the player's personal page (at one screen, Black's: Black moves first).
    match app.service.web_link(info.id, player).await {
        Ok(Some(to)) => (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response(),
        Ok(None) => plain(
            StatusCode::INTERNAL_SERVER_ERROR,
            &t!(lang, "web-lobby-no-page"),
        ),
        Err(e) => internal(&e),
    }
}

/// A game the service would not start: a limit (games against the computer) is the
/// player's to read; anything else is ours.
fn refused(lang: Lang, e: &crate::service::ServiceError) -> Response {
    match e {
        crate::service::ServiceError::Limit(_) => {
            let text = crate::i18n::refusals::service_error(lang, e).unwrap_or_default();
            plain(StatusCode::TOO_MANY_REQUESTS, &text)
        }
        e => internal(e),
    }
}
