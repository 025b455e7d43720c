//! The document around every page: head, style sheet, script.

use crate::i18n::Lang;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use maud::{html, Markup, DOCTYPE};

/// A whole HTML page in `lang` (the `lang` attribute of the page), with more scripts of the
/// server's own (`/static/...`); `canonical` is the page's public address when it is known.
pub fn document_in(
    lang: Lang,
    title: &str,
    canonical: Option<&str>,
    scripts: &[&str],
    body: Markup,
) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                @if let Some(url) = canonical {
                    link rel="canonical" href=(url);
                }
                link rel="stylesheet" href=(super::assets::CSS_PATH);
                script src=(super::assets::JS_PATH) defer {}
                @for src in scripts { script src=(src) defer {} }
            }
            body { (body) }
        }
    }
}

/// An HTML answer that no cache keeps (it changes with every move).
pub fn html_response(markup: Markup) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        markup.into_string(),
    )
        .into_response()
}
