//! Unit tests of src/web/lang.rs.

use axum::http::{header, HeaderMap, HeaderValue};
use seireigi::i18n::Lang;
use seireigi::web::units::page_lang;

fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
    let mut h = HeaderMap::new();
    for (k, v) in pairs {
        h.append(
            header::HeaderName::from_bytes(k.as_bytes()).expect("name"),
            HeaderValue::from_str(v).expect("value"),
        );
    }
    h
}

fn lang(asked: Option<&str>, pairs: &[(&str, &str)]) -> Lang {
    page_lang(asked, &headers(pairs)).expect("a language").lang
}

#[test]
fn the_query_then_the_cookie_then_the_browser_then_english() {
    assert_eq!(lang(None, &[]), Lang::En);
    assert_eq!(
        lang(None, &[("accept-language", "fr-CH, fr;q=0.9, en;q=0.8")]),
        Lang::Fr
    );
    assert_eq!(
        lang(None, &[("accept-language", "de, ja;q=0.5, en;q=0.4")]),
        Lang::Ja
    );
    assert_eq!(
        lang(None, &[("accept-language", "en;q=0.2, ja;q=0.9")]),
        Lang::Ja
    );
    assert_eq!(lang(None, &[("accept-language", "de, pt;q=0.5")]), Lang::En);
    assert_eq!(
        lang(None, &[("accept-language", "ja;q=0, fr;q=0.1")]),
        Lang::Fr
    );
    assert_eq!(lang(None, &[("accept-language", "ja;q=bogus")]), Lang::Ja);
    let cookie = [
        ("cookie", "a=b; seireigi_lang=ja"),
        ("accept-language", "fr"),
    ];
    assert_eq!(lang(None, &cookie), Lang::Ja);
    assert_eq!(lang(Some("fr"), &cookie), Lang::Fr);
    assert!(page_lang(Some("fr"), &HeaderMap::new()).expect("fr").chosen);
    assert!(!page_lang(None, &headers(&cookie)).expect("ja").chosen);
    // A language the pages do not speak is refused, in the reader's language.
    let (said_in, text) = page_lang(Some("de"), &headers(&cookie)).expect_err("de");
    assert_eq!(said_in, Lang::Ja);
    assert!(text.contains("en、fr、ja"), "{text}");
    let (_, text) = page_lang(Some("xx"), &HeaderMap::new()).expect_err("xx");
    assert!(text.contains("en, fr and ja"), "{text}");
}
