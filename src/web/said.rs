//! The web server's fixed one-line answers (not found, our failures, busy), in the reader's
//! language. They are made deep in handlers that do not know the request's language (a game
//! that is not there, a database that does not answer), so the handler marks the answer with
//! what it says and [`in_reader_language`], around every route, writes the words.

use super::lang::page_lang;
use crate::i18n::Lang;
use axum::body::Body;
use axum::extract::{Query, Request};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;

/// What a fixed answer says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    NotFound,
    WrongMethod,
    NoSuchExport,
    DatabaseAway,
    DiskFull,
    OurFault,
    Busy,
    GifFailed,
    TooManyLive,
}

impl Said {
    /// Its message in the catalogues.
    fn id(self) -> &'static str {
        match self {
            Said::NotFound => "web-said-not-found",
            Said::WrongMethod => "web-said-wrong-method",
            Said::NoSuchExport => "web-said-no-such-export",
            Said::DatabaseAway => "web-said-database-away",
            Said::DiskFull => "web-said-disk-full",
            Said::OurFault => "web-said-our-fault",
            Said::Busy => "web-said-busy",
            Said::GifFailed => "web-said-gif-failed",
            Said::TooManyLive => "web-said-too-many-live",
        }
    }
}

/// A plain one-line answer with its status.
pub fn plain(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

/// A fixed answer: in English here, rewritten in the reader's language on its way out.
pub fn said(status: StatusCode, what: Said) -> Response {
    let mut answer = plain(status, &crate::t!(Lang::En, what.id()));
    answer.extensions_mut().insert(what);
    answer
}

/// Around every route: a fixed answer in the request's language (`?lang=`, the cookie, the
/// browser's languages, as pages choose theirs; a `?lang=` the pages do not speak counts as
/// none here, since the answer is about something else).
pub async fn in_reader_language(request: Request, next: Next) -> Response {
    let asked = Query::<HashMap<String, String>>::try_from_uri(request.uri())
        .ok()
        .and_then(|Query(q)| q.get("lang").cloned());
    let lang = page_lang(asked.as_deref(), request.headers())
        .map(|p| p.lang)
        .unwrap_or_else(|(other, _)| other);
    let answer = next.run(request).await;
    match answer.extensions().get::<Said>().copied() {
        Some(what) if lang != Lang::En => {
            // The handler's other headers (a language cookie, Retry-After) stay.
            let (mut parts, _) = answer.into_parts();
            parts.headers.remove(header::CONTENT_LENGTH);
            let words = format!("{}\n", crate::t!(lang, what.id()));
            Response::from_parts(parts, Body::from(words))
        }
        _ => answer,
    }
}
