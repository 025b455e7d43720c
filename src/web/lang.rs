//! The reader's language (docs/web.md): `?lang=fr` when given (and kept in a cookie, so
//! that the page's links and its live updates stay in it), else the cookie, else the
//! browser's `Accept-Language`, else English.

use crate::i18n::Lang;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::Response;

/// The cookie that keeps a language chosen with `?lang=`.
const COOKIE: &str = "seireigi_lang";

/// How the language of a request was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageLang {
    pub lang: Lang,
    /// Chosen by `?lang=` now: the answer sets the cookie.
    pub chosen: bool,
}

/// The language of a request, or the refusal of a `?lang=` the pages do not speak (in the
/// language the request would otherwise get).
pub fn page_lang(asked: Option<&str>, headers: &HeaderMap) -> Result<PageLang, (Lang, String)> {
    let other = from_cookie(headers)
        .or_else(|| from_accept(headers))
        .unwrap_or(Lang::En);
    match asked {
        None => Ok(PageLang {
            lang: other,
            chosen: false,
        }),
        Some(tag) => match Lang::ALL.into_iter().find(|l| l.code() == tag.trim()) {
            Some(lang) => Ok(PageLang { lang, chosen: true }),
            None => {
                let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                let list = crate::i18n::join_list(other, &codes);
                Err((other, crate::t!(other, "web-bad-lang", list = list)))
            }
        },
    }
}

/// The language of the `seireigi_lang` cookie, if it names one.
fn from_cookie(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .and_then(|(_, value)| Lang::ALL.into_iter().find(|l| l.code() == value.trim()))
}

/// The best language of `Accept-Language` the pages speak: highest `q` first, the first
/// listed among equals (`fr-CH, fr;q=0.9, en;q=0.8` is French; `de, ja;q=0.5` Japanese).
fn from_accept(headers: &HeaderMap) -> Option<Lang> {
    let value = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    let mut best: Option<(u16, Lang)> = None;
    for item in value.split(',').take(32) {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or_default().trim();
        let q = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .filter_map(|q| q.trim().parse::<f32>().ok())
            .next()
            .unwrap_or(1.0);
        // Thousandths, so that the comparison is exact.
        let q = (q.clamp(0.0, 1.0) * 1000.0).round() as u16;
        let Some(lang) = Lang::from_tag(tag) else {
            continue;
        };
        if q > 0 && best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map(|(_, l)| l)
}

/// `response` with the cookie that keeps a language chosen with `?lang=`, and
/// `Content-Language`.
pub fn with_lang(mut response: Response, lang: PageLang) -> Response {
    let headers = response.headers_mut();
    if lang.chosen {
        let cookie = format!(
            "{COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
            lang.lang.code()
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            headers.append(header::SET_COOKIE, v);
        }
    }
    headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.lang.code()),
    );
    response
}
