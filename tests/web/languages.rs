//! The game page in the reader's language (docs/web.md): `Accept-Language`, `?lang=` and
//! its cookie choose it; in French and Japanese no English word is left, in a real
//! Chromium (its script rewrites the deadline in the page's language) as in the HTML.

use crate::reading::{found_in, EVERYTHING_READ};
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
    found_in(&ENGLISH, text)
}

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
    // The moves in the notation of the page's language: western in French (the pieces'
    // letters are the game's own), the Japanese way in Japanese.
    for (lang, expected, first_move) in [
        ("fr", "Aux blancs de jouer", "P-7f"),
        ("ja", "後手番", "☗７六歩(77)"),
    ] {
        b.goto(&format!("{url}?lang={lang}")).await.expect("load");
        let text = b.eval(EVERYTHING_READ).await.expect("read");
        let text = text.as_str().unwrap_or_default().to_string();
        assert!(text.contains(expected), "{lang}: {text}");
        assert!(text.contains(first_move), "{lang}: {text}");
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

/// English words of the lobby that a translated one must not show.
const LOBBY_ENGLISH: [&str; 9] = [
    "New game",
    "Games",
    "Start",
    "at one screen",
    "you play",
    "play Black",
    "play White",
    " moves",
    "on this computer",
];

/// The lobby of `seireigi web` follows `?lang=` and `Accept-Language` like the game page:
/// its headings, its form, the games' names and its list.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_speaks_the_readers_language() {
    use seireigi::service::UserId;
    let web = Web::new("web-languages-lobby").await;
    // A game of the two local players, so that the list has a line.
    crate::service_common::start_game(&web.service, UserId(1), UserId(2), "shogi", None, None)
        .await;
    let (status, english) = web.get("/").await;
    assert_eq!(status, 200);
    assert!(english.contains("New game at one screen") && english.contains("0 moves"));
    let r = web
        .http
        .get(web.url("/?lang=fr"))
        .send()
        .await
        .expect("lobby");
    assert!(r.headers()["set-cookie"]
        .to_str()
        .is_ok_and(|c| c.starts_with("seireigi_lang=fr;")));
    let french = r.text().await.expect("body");
    for said in [
        "<html lang=\"fr\">",
        "Seireigi sur cet ordinateur",
        "Nouvelle partie sur un seul écran",
        "0 coup",
        "jouer les noirs",
    ] {
        assert!(french.contains(said), "{said:?} missing: {french}");
    }
    let japanese = web
        .http
        .get(web.url("/"))
        .header("accept-language", "ja,en;q=0.5")
        .send()
        .await
        .expect("lobby")
        .text()
        .await
        .expect("body");
    for said in [
        "<html lang=\"ja\">",
        "このコンピューターの Seireigi",
        "将棋",
        "0 手",
        "先手で指す",
    ] {
        assert!(japanese.contains(said), "{said:?} missing: {japanese}");
    }
    for (lang, html) in [("fr", &french), ("ja", &japanese)] {
        let left: Vec<&str> = LOBBY_ENGLISH
            .into_iter()
            .filter(|w| html.contains(w))
            .collect();
        assert!(left.is_empty(), "{lang}: English left: {left:?}\n{html}");
    }
    // A form the lobby refuses, in the reader's language.
    let r = web
        .http
        .post(web.url("/new"))
        .header("accept-language", "fr")
        .form(&[("variant", "chess")])
        .send()
        .await
        .expect("post");
    assert_eq!(r.status().as_u16(), 400);
    assert_eq!(r.text().await.expect("body").trim(), "Jeu inconnu.");
}

/// The web board's moves in the page's language: `/legal` names the pieces and says each
/// move in words, `/move` asks and refuses in it, and the page hands play.js its words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_panel_and_its_json_speak_the_readers_language() {
    use crate::service_common::ALICE;
    use serde_json::Value;
    let web = Web::new("web-languages-moves").await;
    let info = web.game("shogi", None, &["7g7f", "3c3d"]).await;
    let token = web.service.web_token(info.id, ALICE).await.expect("token");
    let legal = |lang: &'static str| {
        web.http
            .get(web.url(&format!("{}/legal?t={token}", page_of(&info))))
            .header("accept-language", lang)
            .send()
    };
    let find = |moves: &Value, text: &str| -> Value {
        moves["moves"]
            .as_array()
            .and_then(|m| m.iter().find(|m| m["move"] == text))
            .cloned()
            .unwrap_or_else(|| panic!("{text} not listed: {moves}"))
    };
    let json = |text: String| -> Value { serde_json::from_str(&text).expect("json") };
    let fr = json(
        legal("fr")
            .await
            .expect("legal")
            .text()
            .await
            .expect("body"),
    );
    let take = find(&fr, "8h2b+");
    assert_eq!(take["piece"], "Fou");
    assert_eq!(take["becomes"], "Dragon cheval");
    assert_eq!(
        take["words"],
        "Fou de 8h en 2b (prise : Fou), avec promotion en Dragon cheval"
    );
    assert_eq!(take["promote_to"], "Promouvoir en Dragon cheval");
    assert_eq!(find(&fr, "8h2b")["stay"], "Rester Fou");
    let ja = json(
        legal("ja")
            .await
            .expect("legal")
            .text()
            .await
            .expect("body"),
    );
    let take = find(&ja, "8h2b+");
    assert_eq!(take["piece"], "角行");
    assert_eq!(take["words"], "8h の角行を 2b へ（角行を取る）、龍馬に成る");
    let en = json(
        legal("en")
            .await
            .expect("legal")
            .text()
            .await
            .expect("body"),
    );
    assert_eq!(
        find(&en, "8h2b+")["words"],
        "Bishop 8h to 2b taking the Bishop, promoting to Dragon Horse"
    );
    // The promotion asked, and a refusal, in French and Japanese.
    let post = |lang: &'static str, mv: &'static str| {
        web.http
            .post(web.url(&format!("{}/move", page_of(&info))))
            .header("accept-language", lang)
            .header("content-type", "application/json")
            .body(serde_json::json!({ "t": token, "ply": 2, "move": mv }).to_string())
            .send()
    };
    let r = post("fr", "8h2b").await.expect("post");
    assert_eq!(r.status().as_u16(), 300);
    let asked = json(r.text().await.expect("body"));
    assert_eq!(asked["question"], "Fou en 2b : la promotion est possible.");
    let labels: Vec<&str> = asked["choices"]
        .as_array()
        .map(|c| c.iter().filter_map(|c| c["label"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(labels, ["Promouvoir en Dragon cheval", "Rester Fou"]);
    let r = post("ja", " ").await.expect("post");
    assert_eq!(r.status().as_u16(), 400);
    let refused = json(r.text().await.expect("body"));
    assert_eq!(refused["error"], "指す手を入力してください。");
    // The personal page gives play.js its words in the page's language.
    let link = web.personal_link(&info, ALICE).await;
    let (_, html) = web.get(&format!("{link}&lang=fr")).await;
    for said in [
        "Confirmer {move} ({words})",
        "touchez une case marquée",
        "Annuler",
    ] {
        assert!(
            html.contains(said),
            "{said:?} missing from data-words: {html}"
        );
    }
    let (_, html) = web.get(&format!("{link}&lang=ja")).await;
    assert!(html.contains("{move} を確定（{words}）"), "{html}");
    assert!(!html.contains("Confirm {move}"), "{html}");
}
