//! The game page in the reader's language (docs/web.md): `Accept-Language`, `?lang=` and
//! its cookie choose it; in French and Japanese no English word is left, in a real
//! Chromium (its script rewrites the deadline in the page's language) as in the HTML.

use crate::server::{page_of, Web};
use seireigi_test_support::cdp::{chromium_present, Browser};

/// English words of the page (and of an English date) that a translated page must not show.
const ENGLISH: [&str; 20] = [
    "Black",
    "White",
    "to move",
    "Download",
    "Flip board",
    "Western pieces",
    "Kanji pieces",
    "Record",
    "left for",
    "No time",
    "Replay",
    "in hand",
    "Start position",
    "After move",
    "Game over",
    " vs ",
    "Pawn",
    "Bishop",
    " AM",
    " PM",
];

fn english_in(text: &str) -> Vec<&'static str> {
    ENGLISH.into_iter().filter(|w| text.contains(w)).collect()
}

/// The page's text, what it says in titles and labels, and its title.
const EVERYTHING_READ: &str = r#"(() => {
    const attrs = [...document.querySelectorAll("[title],[aria-label]")]
        .map(e => (e.getAttribute("title") || "") + " " + (e.getAttribute("aria-label") || ""));
    return document.title + "\n" + document.body.innerText + "\n" + attrs.join("\n");
})()"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accept_language_and_lang_choose_the_pages_language() {
    let web = Web::new("web-languages").await;
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d", "8h2b+"]).await;
    let url = web.url(&page_of(&info));
    let http = reqwest::Client::new();
    let get = |lang: Option<&'static str>, query: &'static str, cookie: Option<String>| {
        let mut r = http.get(format!("{url}{query}"));
        if let Some(l) = lang {
            r = r.header("accept-language", l);
        }
        if let Some(c) = cookie {
            r = r.header("cookie", c);
        }
        r.send()
    };
    // Without a word from the browser: English, as before.
    let r = get(None, "", None).await.expect("page");
    let html = r.text().await.expect("body");
    assert!(html.contains("<html lang=\"en\">"), "{html:.300}");
    assert!(html.contains("Flip board") && html.contains("White to move"));
    // The browser's language.
    let r = get(Some("ja,en;q=0.5"), "", None).await.expect("page");
    assert_eq!(r.headers()["content-language"], "ja");
    assert!(r.headers().get("set-cookie").is_none());
    let html = r.text().await.expect("body");
    assert!(html.contains("<html lang=\"ja\">"), "{html:.300}");
    assert!(
        html.contains("後手番") && html.contains("盤を反転"),
        "{html}"
    );
    // ?lang= wins over the browser, and is kept in a cookie.
    let r = get(Some("ja"), "?lang=fr", None).await.expect("page");
    let cookie = r.headers()["set-cookie"]
        .to_str()
        .expect("cookie")
        .to_string();
    assert!(cookie.starts_with("seireigi_lang=fr;"), "{cookie}");
    let html = r.text().await.expect("body");
    assert!(html.contains("Retourner le plateau"), "{html}");
    let kept = cookie.split(';').next().map(str::to_string);
    let html = get(Some("ja"), "", kept)
        .await
        .expect("page")
        .text()
        .await
        .expect("body");
    assert!(html.contains("<html lang=\"fr\">"), "{html:.300}");
    // A language the pages do not speak: a clear refusal, in the reader's language.
    let r = get(Some("ja"), "?lang=de", None).await.expect("page");
    assert_eq!(r.status().as_u16(), 400);
    let text = r.text().await.expect("body");
    assert!(
        text.contains("lang") && text.contains("en、fr、ja"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_in_french_and_japanese_has_no_english_left_in_chromium() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-languages-chromium").await;
    // A capture, so that a piece is in hand; a deadline, so that the clock shows.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d", "8h2b+"]).await;
    let mut b = Browser::launch().await.expect("start Chromium");
    let url = web.url(&page_of(&info));
    for (lang, expected) in [("fr", "Aux blancs de jouer"), ("ja", "後手番")] {
        b.goto(&format!("{url}?lang={lang}")).await.expect("load");
        let text = b.eval(EVERYTHING_READ).await.expect("read");
        let text = text.as_str().unwrap_or_default().to_string();
        assert!(text.contains(expected), "{lang}: {text}");
        let left = english_in(&text);
        assert!(left.is_empty(), "{lang}: English left: {left:?}\n{text}");
        // The live update and the next page keep the language (the cookie).
        b.goto(&url).await.expect("load without ?lang");
        let again = b.eval(EVERYTHING_READ).await.expect("read");
        assert!(
            again.as_str().unwrap_or_default().contains(expected),
            "{lang}: the cookie keeps the language"
        );
    }
    // The same page in English says what the lists above look for: they can fail.
    b.goto(&format!("{url}?lang=en")).await.expect("load");
    let text = b.eval(EVERYTHING_READ).await.expect("read");
    let found = english_in(text.as_str().unwrap_or_default());
    assert!(found.len() >= 8, "{found:?}");
}
