//! A move typed on the page is read as `/move` reads it (`GameService::play`, the one
//! parser): a text that may promote or not, or that fits several moves, is not refused but
//! asked, as `/move` asks with buttons (300 with the choices, each the exact text that plays
//! it); the page shows the choices as buttons and plays the one tapped.

use crate::play::{
    browser, button_texts, last_move, open_as, tap_button, wait_my_turn, wait_page_ply, wait_ply,
};
use crate::server::{page_of, Web};
use crate::service_common::ALICE;
use seireigi::service::GameInfo;
use seireigi_test_support::cdp::chromium_present;
use serde_json::{json, Value};

async fn post(web: &Web, info: &GameInfo, token: &str, ply: u32, text: &str) -> (u16, Value) {
    let r = web
        .http
        .post(web.url(&format!("{}/move", page_of(info))))
        .header("content-type", "application/json")
        .body(json!({ "t": token, "ply": ply, "move": text }).to_string())
        .send()
        .await
        .expect("post");
    let status = r.status().as_u16();
    let text = r.text().await.expect("body");
    (
        status,
        serde_json::from_str(&text).unwrap_or_else(|_| json!({ "raw": text })),
    )
}

/// The choices of a 300 answer, as (move, label).
fn choices(v: &Value) -> Vec<(String, String)> {
    v["choices"]
        .as_array()
        .unwrap_or_else(|| panic!("choices in {v}"))
        .iter()
        .map(|c| {
            (
                c["move"].as_str().unwrap_or("").to_string(),
                c["label"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_typed_move_that_may_promote_or_fits_several_is_asked_as_move_asks_it() {
    let web = Web::new("web-typed-ask").await;
    // The Bishops face each other: 8h2b takes and may promote or not.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    // The canonical text of the staying move (what /legal sends as `move`), and the western
    // text: both asked, nothing played.
    for text in ["8h2b", "Bx2b", "B-2b"] {
        let (status, v) = post(&web, &info, &alice, 2, text).await;
        assert_eq!(status, 300, "{text}: {v}");
        assert_eq!(
            choices(&v),
            [
                ("8h2b+".to_string(), "Promote to Dragon Horse".to_string()),
                ("8h2b=".to_string(), "Stay a Bishop".to_string()),
            ],
            "{text}: {v}"
        );
        assert!(v["question"].as_str().unwrap_or("").contains("may promote"));
        assert_eq!(last_move(&web, &info).await.0, 2, "{text}: nothing played");
    }
    // The staying answer plays the Bishop unpromoted, as the bot's button does.
    let (status, v) = post(&web, &info, &alice, 2, "8h2b=").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(last_move(&web, &info).await, (3, "8h2b".to_string()));

    // In a fresh game G-5h fits both Golds: each is a choice.
    let info = web.game("shogi", Some(3), &[]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let (status, v) = post(&web, &info, &alice, 0, "G-5h").await;
    assert_eq!(status, 300, "{v}");
    let asked = choices(&v);
    let mut moves: Vec<&str> = asked.iter().map(|(m, _)| m.as_str()).collect();
    moves.sort();
    assert_eq!(moves, ["4i5h", "6i5h"], "{v}");
    assert!(asked.iter().all(|(_, label)| label.starts_with("G")), "{v}");
    assert_eq!(last_move(&web, &info).await.0, 0);
    let (status, v) = post(&web, &info, &alice, 0, "4i5h").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(last_move(&web, &info).await, (1, "4i5h".to_string()));
    // Not Alice's turn any more: refused before any question (the same checks as /move).
    let (status, v) = post(&web, &info, &alice, 1, "G-5h").await;
    assert_eq!(status, 400, "{v}");
    assert_eq!(last_move(&web, &info).await.0, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_text_box_asks_the_promotion_as_move_does_and_plays_the_answer() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-typed-box").await;
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    let mut b = browser(true).await;
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    b.tap("#game .typed input").await.expect("focus the box");
    b.type_text("8h2b").await.expect("type");
    b.tap("#game .typed button").await.expect("Play");
    tap_button(&mut b, "Stay a Bishop").await;
    assert_eq!(wait_ply(&mut b, &web, &info, 3).await, "8h2b");
    wait_page_ply(&mut b, 3).await;
    // The other answer, in the next game: the buttons name both forms.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    b.tap("#game .typed input").await.expect("focus the box");
    b.type_text("B-2b").await.expect("type");
    b.tap("#game .typed button").await.expect("Play");
    tap_button(&mut b, "Promote to Dragon Horse").await;
    let texts = button_texts(&mut b).await;
    assert!(
        texts.is_empty(),
        "the choice is gone once played: {texts:?}"
    );
    assert_eq!(wait_ply(&mut b, &web, &info, 3).await, "8h2b+");
}
