//! Moves on the pages in the reader's notation (issue 32; docs/web.md): a spectator's by
//! the page's language (Japanese moves on a Japanese page, western ones in French and
//! English), a player's by their own `/settings notation:`. The move box's example is a
//! move legal in the game, in that notation and in the page's words, never a fixed English
//! one.

use crate::server::{page_of, Web};
use crate::service_common::{ALICE, BOB};
use seireigi::service::{Notation, UserId};

/// The texts of the page's move list (`ol.moves`), in order.
fn move_list(html: &str) -> Vec<String> {
    let Some(list) = html.split("<ol class=\"moves\">").nth(1) else {
        return Vec::new();
    };
    list.split("</ol>")
        .next()
        .unwrap_or_default()
        .split("</a>")
        .filter_map(|item| item.rsplit('>').next())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// The move box's example (`#game`'s `data-example`), if the page gives one.
fn example(html: &str) -> Option<String> {
    let rest = html.split(" data-example=\"").nth(1)?;
    rest.split('"').next().map(str::to_string)
}

async fn list_at(web: &Web, path: &str) -> Vec<String> {
    let (status, html) = web.get(path).await;
    assert_eq!(status, 200, "{path}: {html:.300}");
    move_list(&html)
}

async fn set_notation(web: &Web, user: UserId, notation: Notation) {
    let mut s = web.service.settings(user).await.expect("settings");
    s.notation = notation;
    web.service.save_settings(&s).await.expect("save settings");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_list_is_in_the_readers_notation() {
    let web = Web::new("web-notation-list").await;
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d", "8h2b+"]).await;
    let page = page_of(&info);
    let japanese = ["☗７六歩(77)", "☖３四歩(33)", "☗２二角成(88)"];
    let western = ["P-7f", "P-3d", "Bx2b+"];
    // A spectator: by the page's language.
    assert_eq!(list_at(&web, &format!("{page}?lang=ja")).await, japanese);
    assert_eq!(list_at(&web, &format!("{page}?lang=fr")).await, western);
    assert_eq!(list_at(&web, &format!("{page}?lang=en")).await, western);
    // A player: by their own setting, whatever the page's language (the bot writes their
    // moves so too).
    let alice = web.personal_link(&info, ALICE).await;
    assert_eq!(list_at(&web, &format!("{alice}&lang=ja")).await, western);
    set_notation(&web, ALICE, Notation::Japanese).await;
    assert_eq!(list_at(&web, &format!("{alice}&lang=en")).await, japanese);
    set_notation(&web, BOB, Notation::Canonical).await;
    let bob = web.personal_link(&info, BOB).await;
    assert_eq!(
        list_at(&web, &format!("{bob}&lang=ja")).await,
        ["7g7f", "3c3d", "8h2b+"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_box_example_is_a_legal_move_in_the_readers_words() {
    let web = Web::new("web-notation-example").await;
    // Alice (Black) to move; her Pawn on 7f is the example's.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    let alice = web.personal_link(&info, ALICE).await;
    let example_at = |lang: &'static str| {
        let path = format!("{alice}&lang={lang}");
        let web = &web;
        async move { example(&web.get(&path).await.1) }
    };
    assert_eq!(example_at("en").await.as_deref(), Some("e.g. P-7e, 7f7e"));
    assert_eq!(example_at("fr").await.as_deref(), Some("p. ex. P-7e, 7f7e"));
    assert_eq!(example_at("ja").await.as_deref(), Some("例：P-7e、7f7e"));
    set_notation(&web, ALICE, Notation::Japanese).await;
    // The piece in kanji, the square as /move reads it.
    assert_eq!(example_at("ja").await.as_deref(), Some("例：歩-7e、7f7e"));
    set_notation(&web, ALICE, Notation::Canonical).await;
    assert_eq!(example_at("fr").await.as_deref(), Some("p. ex. 7f7e, P-7e"));
    // Every example is a move /move takes in this position.
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    for text in ["P-7e", "7f7e", "歩-7e"] {
        let read = seireigi::rules::notation::parse_move(history.position(), text);
        assert!(read.is_ok(), "{text}: {read:?}");
    }
    // With a piece in hand, a drop too.
    set_notation(&web, ALICE, Notation::Japanese).await;
    let info = web
        .game("shogi", Some(3), &["7g7f", "3c3d", "8h2b+", "3a2b"])
        .await;
    let alice = web.personal_link(&info, ALICE).await;
    let (_, html) = web.get(&format!("{alice}&lang=ja")).await;
    let shown = example(&html).unwrap_or_default();
    assert!(shown.contains("角*"), "{shown}");
    // The opponent's turn: no example (their moves are not the player's).
    let bob = web.personal_link(&info, BOB).await;
    let (_, html) = web.get(&format!("{bob}&lang=fr")).await;
    assert_eq!(example(&html).as_deref(), Some(""));
    // The script has no example of its own.
    let (_, js) = web.get("/static/play.js").await;
    assert!(!js.contains("7g7f") && !js.contains("P-7f"), "{js:.200}");
}
