//! `GET /`: with `seireigi web`, the lobby: the local games of the database and a form that
//! starts a game at one screen (`POST /new`). With `seireigi serve` no game is listed (a game
//! is seen only where it is played): a short page says where links come from.

use super::page::{document, html_response};
use super::{internal, plain, Shared};
use crate::rules::Variant;
use crate::service::{ColorChoice, NewChallenge, UserId};
use axum::extract::{Form, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::html;
use serde::Deserialize;

/// The two players of `seireigi web` (and `seireigi play`).
pub const LOCAL_BLACK: UserId = UserId(1);
pub const LOCAL_WHITE: UserId = UserId(2);

pub async fn page(State(app): State<Shared>) -> Response {
    if !app.local {
        return html_response(document(
            "Seireigi",
            None,
            html! {
                main.lobby {
                    h1 { "Seireigi" }
                    p { "Each game's page is linked from its Discord thread." }
                }
            },
        ));
    }
    let games = match app.service.games_of(LOCAL_BLACK, false).await {
        Ok(g) => g,
        Err(e) => return internal(&e),
    };
    // Each game's personal pages of the two local players (made afresh: they expire).
    let mut links = Vec::with_capacity(games.len());
    for g in &games {
        let mut pair = [None, None];
        if g.outcome.is_none() && g.public_id.is_some() {
            for (i, user) in [LOCAL_BLACK, LOCAL_WHITE].into_iter().enumerate() {
                match app.service.web_link(g.id, user).await {
                    Ok(l) => pair[i] = l,
                    Err(e) => return internal(&e),
                }
            }
        }
        links.push(pair);
    }
    let body = html! {
        main.lobby {
            h1 { "Seireigi on this computer" }
            h2 { "New game at one screen" }
            form method="post" action="/new" {
                select name="variant" aria-label="Game" {
                    @for v in Variant::all() {
                        option value=(v.id()) { (v.game().name) }
                    }
                }
                " "
                button type="submit" { "Start" }
            }
            h2 { "Games" }
            @if games.is_empty() { p { "No games yet." } }
            ul {
                @for (g, [black, white]) in games.iter().zip(&links) {
                    @if let Some(pid) = &g.public_id {
                        li {
                            a href=(format!("/g/{pid}")) { (g.variant.game().name) }
                            " · " (g.ply) " moves"
                            @if g.outcome.is_some() { " · finished" }
                            @if let Some(l) = black { " · " a.play data-color="black" href=(l) { "play Black" } }
                            @if let Some(l) = white { " · " a.play data-color="white" href=(l) { "play White" } }
                        }
                    }
                }
            }
        }
    };
    html_response(document("Seireigi", None, body))
}

#[derive(Debug, Deserialize)]
pub struct NewGame {
    variant: String,
}

pub async fn new_game(State(app): State<Shared>, Form(form): Form<NewGame>) -> Response {
    if !app.local {
        return super::not_found().await;
    }
    if Variant::from_id(&form.variant).is_none() {
        return plain(StatusCode::BAD_REQUEST, "Unknown game.");
    }
    let challenge = NewChallenge {
        challenger: LOCAL_BLACK,
        opponent: Some(LOCAL_WHITE),
        variant: form.variant,
        days_per_move: None,
        color: ColorChoice::Black,
        position: None,
    };
    let made = match app.service.challenge(challenge).await {
        Ok((c, _)) => app.service.accept(c.id, LOCAL_WHITE).await,
        Err(e) => Err(e),
    };
    // To Black's personal page: Black moves first.
    let link = match made {
        Ok((info, _)) => app.service.web_link(info.id, LOCAL_BLACK).await,
        Err(e) => Err(e),
    };
    match link {
        Ok(Some(to)) => (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response(),
        Ok(None) => plain(StatusCode::INTERNAL_SERVER_ERROR, "The game has no page."),
        Err(e) => internal(&e),
    }
}
