//! Moving by pointing, in a real browser (Chromium over the DevTools protocol, the driver in
//! crates/test-support/src/cdp.rs): a player taps a piece and a square on their personal page,
//! answers the promotion and a lion's second step, confirms, and the move is read back from
//! the database; a typed move, a stale page, and a spectator's page kept live.

use crate::server::Web;
use crate::service_common::{ALICE, BOB};
use seireigi::rules::notation::to_canonical;
use seireigi::service::{GameInfo, UserId};
use seireigi_test_support::cdp::{chromium_present, Browser};

/// A browser with the given screen: a phone with touch, or a desktop with a mouse.
pub async fn browser(phone: bool) -> Browser {
    let mut b = Browser::launch().await.expect("start Chromium");
    if phone {
        b.screen(375, 667, true).await.expect("phone screen");
    } else {
        b.screen(1280, 800, false).await.expect("desktop screen");
    }
    b
}

/// Opens `user`'s personal page of a game and waits until their moves are marked.
pub async fn open_as(b: &mut Browser, web: &Web, info: &GameInfo, user: UserId) {
    let link = web.personal_link(info, user).await;
    b.goto(&web.url(&link))
        .await
        .expect("load the personal page");
    b.wait_for(
        "document.querySelector('#game .mv .msg') && document.querySelector('#game .mv .msg').textContent",
        "the player's panel",
    )
    .await
    .expect("play.js ran");
}

pub async fn wait_my_turn(b: &mut Browser) {
    b.wait_for(
        "document.querySelectorAll('#game.myturn .can').length",
        "the player's pieces marked",
    )
    .await
    .expect("the page marks the player's pieces");
}

/// The canonical text of the game's last move, as stored.
pub async fn last_move(web: &Web, info: &GameInfo) -> (usize, String) {
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    let n = history.moves().len();
    let mut pos = history.start().clone();
    let mut text = String::new();
    for &mv in history.moves() {
        text = to_canonical(pos.game(), mv);
        pos.play(mv);
    }
    (n, text)
}

/// Waits until the database has `ply` moves (the POST is answered before the page shows it).
pub async fn wait_ply(b: &mut Browser, web: &Web, info: &GameInfo, ply: usize) -> String {
    for _ in 0..600 {
        let (n, text) = last_move(web, info).await;
        if n >= ply {
            assert_eq!(n, ply, "one move, not more");
            return text;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let line = b
        .eval("document.querySelector('#game .mv .msg').textContent")
        .await;
    panic!("move {ply} was not played within 30 s; the page says {line:?}");
}

/// Waits until the page shows `ply` (the live update arrived).
pub async fn wait_page_ply(b: &mut Browser, ply: usize) {
    b.wait_for(
        &format!("document.querySelector('#game').dataset.ply === '{ply}'"),
        &format!("the page at ply {ply}"),
    )
    .await
    .expect("the page follows the game");
}

/// The button of the move panel whose text starts with `start`, tapped.
pub async fn tap_button(b: &mut Browser, start: &str) {
    let sel = serde_json::to_string(start).expect("json");
    b.wait_for(
        &format!(
            "(() => {{ const x = [...document.querySelectorAll('#game .mv .acts button')].find(b => b.textContent.startsWith({sel})); \
             if (!x) return false; document.querySelectorAll('[data-test-pick]').forEach(e => e.removeAttribute('data-test-pick')); \
             x.setAttribute('data-test-pick', ''); return true; }})()"
        ),
        &format!("a button {start}"),
    )
    .await
    .expect("the button is offered");
    b.tap("[data-test-pick]").await.expect("tap the button");
}

/// The texts of the panel's buttons.
pub async fn button_texts(b: &mut Browser) -> Vec<String> {
    let v = b
        .eval("[...document.querySelectorAll('#game .mv .acts button')].map(b => b.textContent)")
        .await
        .expect("buttons");
    serde_json::from_value(v).expect("a list of texts")
}

pub fn square(name: &str) -> String {
    format!("#game .board .sq[data-square=\"{name}\"]")
}

/// The classes of a square (its marks).
async fn classes(b: &mut Browser, name: &str) -> String {
    let sel = serde_json::to_string(&square(name)).expect("json");
    let v = b
        .eval(&format!("document.querySelector({sel}).className"))
        .await
        .expect("a square");
    v.as_str().unwrap_or("").to_string()
}

/// Taps `from` (a square, or `*id` for a piece in hand) and `to`, checks the targets and
/// returns the squares that were marked after the first tap.
async fn tap_move(b: &mut Browser, side: &str, from: &str, to: &str) -> Vec<String> {
    let first = match from.strip_prefix('*') {
        Some(id) => format!("#game .stand[data-color=\"{side}\"] [data-hand=\"{id}\"]"),
        None => square(from),
    };
    b.tap(&first).await.expect("tap the piece");
    b.wait_for(
        "document.querySelectorAll('#game .sq.tg').length",
        "the targets marked",
    )
    .await
    .expect("targets marked");
    let v = b
        .eval("[...document.querySelectorAll('#game .sq.tg')].map(e => e.dataset.square)")
        .await
        .expect("targets");
    let targets: Vec<String> = serde_json::from_value(v).expect("squares");
    assert!(
        targets.iter().any(|t| t == to),
        "{to} not among {targets:?}"
    );
    b.tap(&square(to)).await.expect("tap the target");
    targets
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_moves_captures_drops_and_promotes_by_tapping() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-shogi").await;
    let info = web.game("shogi", Some(3), &[]).await;
    // A phone: shogi's squares are under 44 px at 375 px, so the board zooms.
    let mut b = browser(true).await;
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;

    // A board move: the pawn's one square, then Confirm (showing the move in words).
    let targets = tap_move(&mut b, "black", "7g", "7f").await;
    assert_eq!(targets, ["7f"]);
    let zoomed = b
        .eval("document.querySelector('#game .bw').classList.contains('zoomed')")
        .await
        .expect("zoom");
    assert_eq!(zoomed, serde_json::json!(true), "squares under 44 px zoom");
    let buttons = button_texts(&mut b).await;
    assert!(
        buttons
            .iter()
            .any(|t| t.starts_with("Confirm 7g7f (Pawn 7g to 7f)")),
        "{buttons:?}"
    );
    tap_button(&mut b, "Confirm").await;
    assert_eq!(wait_ply(&mut b, &web, &info, 1).await, "7g7f");
    wait_page_ply(&mut b, 1).await;

    web.service
        .play(info.id, BOB, "3c3d", None)
        .await
        .expect("Bob");
    wait_page_ply(&mut b, 2).await;
    wait_my_turn(&mut b).await;

    // A capture that may promote: both forms named; this time it stays a Bishop. The
    // capture is marked by shape (a ring), not only by colour.
    tap_move(&mut b, "black", "8h", "2b").await;
    let buttons = button_texts(&mut b).await;
    assert!(
        buttons.iter().any(|t| t == "Promote to Dragon Horse"),
        "{buttons:?}"
    );
    assert!(buttons.iter().any(|t| t == "Stay a Bishop"), "{buttons:?}");
    tap_button(&mut b, "Stay a Bishop").await;
    tap_button(&mut b, "Confirm 8h2b").await;
    assert_eq!(wait_ply(&mut b, &web, &info, 3).await, "8h2b");
    wait_page_ply(&mut b, 3).await;

    web.service
        .play(info.id, BOB, "3a2b", None)
        .await
        .expect("Bob takes back");
    wait_page_ply(&mut b, 4).await;
    wait_my_turn(&mut b).await;

    // A drop of the Bishop just won. The piece in hand is a target of 44 px on a phone too.
    let hand = b
        .eval("Math.min(...[...document.querySelectorAll('#game .stand[data-color=\"black\"] .h.can')].map(e => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)))")
        .await
        .expect("measure the hand");
    assert!(
        hand.as_f64().unwrap_or(0.0) >= 44.0,
        "a piece in hand of {hand} px"
    );
    tap_move(&mut b, "black", "*B", "5e").await;
    tap_button(&mut b, "Confirm B*5e").await;
    assert_eq!(wait_ply(&mut b, &web, &info, 5).await, "B*5e");
    wait_page_ply(&mut b, 5).await;

    web.service
        .play(info.id, BOB, "4a3b", None)
        .await
        .expect("Bob");
    wait_page_ply(&mut b, 6).await;
    wait_my_turn(&mut b).await;

    // A capture with promotion, the other answer.
    tap_move(&mut b, "black", "5e", "2b").await;
    let marks = classes(&mut b, "2b").await;
    assert!(marks.contains("tx"), "a capture is marked as one: {marks}");
    tap_button(&mut b, "Promote to Dragon Horse").await;
    tap_button(&mut b, "Confirm 5e2b+").await;
    assert_eq!(wait_ply(&mut b, &web, &info, 7).await, "5e2b+");
    wait_page_ply(&mut b, 7).await;
    let piece = b
        .eval("document.querySelector('#game .sq[data-square=\"2b\"] [data-piece]').dataset.piece")
        .await
        .expect("piece");
    assert_eq!(piece, serde_json::json!("+B"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tap_elsewhere_cancels_and_nothing_is_played_without_confirm() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-cancel").await;
    let info = web.game("chu-seireigi", Some(3), &[]).await;
    let mut b = browser(false).await;
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    let from = b
        .eval("document.querySelector('#game .sq.can').dataset.square")
        .await
        .expect("a piece");
    let from = from.as_str().expect("a square").to_string();
    b.tap(&square(&from)).await.expect("tap");
    let to = b
        .wait_for(
            "document.querySelector('#game .sq.tg') && document.querySelector('#game .sq.tg').dataset.square",
            "a target",
        )
        .await
        .expect("target");
    b.tap(&square(to.as_str().expect("square")))
        .await
        .expect("tap");
    b.wait_for(
        "[...document.querySelectorAll('#game .mv .acts button')].some(b => b.textContent.startsWith('Confirm'))",
        "Confirm",
    )
    .await
    .expect("Confirm offered");
    // A tap on the heading: no move, the marks gone.
    b.tap("#game h1").await.expect("tap elsewhere");
    b.wait_for(
        "document.querySelectorAll('#game .mv .acts button, #game .sq.tg, #game .sq.ch').length === 0",
        "the selection cancelled",
    )
    .await
    .expect("cancelled");
    assert_eq!(last_move(&web, &info).await.0, 0, "nothing was played");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_typed_in_the_text_box_is_played_and_a_wrong_one_is_explained() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-typed").await;
    let info = web.game("chu-seireigi", Some(3), &[]).await;
    let mut b = browser(true).await;
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    // Not a move: one line next to the board, nothing played.
    b.tap("#game .typed input").await.expect("focus the box");
    b.type_text("Z9z9z").await.expect("type");
    b.tap("#game .typed button").await.expect("Play");
    let line = b
        .wait_for(
            "document.querySelector('#game .mv .msg.bad') && document.querySelector('#game .mv .msg.bad').textContent",
            "the error line",
        )
        .await
        .expect("an error is shown");
    assert!(!line.as_str().unwrap_or("").is_empty());
    assert_eq!(last_move(&web, &info).await.0, 0);
    // A move in the western notation /move takes.
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    let pos = history.position().clone();
    let mv = *pos.legal_moves().first().expect("a legal move");
    let western = seireigi::rules::notation::to_western(&pos, mv);
    b.eval("document.querySelector('#game .typed input').value = ''")
        .await
        .expect("clear");
    b.tap("#game .typed input").await.expect("focus the box");
    b.type_text(&western).await.expect("type");
    b.tap("#game .typed button").await.expect("Play");
    assert_eq!(
        wait_ply(&mut b, &web, &info, 1).await,
        to_canonical(pos.game(), mv)
    );
    wait_page_ply(&mut b, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_page_is_refused_and_reloads() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-stale").await;
    let info = web.game("shogi", Some(3), &[]).await;
    let mut b = browser(false).await;
    // No live updates reach this page: it stays at the position it was loaded with.
    b.block(&["*/events*"])
        .await
        .expect("block the event stream");
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    b.eval("window.testMarker = 1")
        .await
        .expect("mark the page");
    // Meanwhile, moves are played elsewhere (Discord).
    web.service
        .play(info.id, ALICE, "2g2f", None)
        .await
        .expect("a");
    web.service
        .play(info.id, BOB, "8c8d", None)
        .await
        .expect("b");
    tap_move(&mut b, "black", "7g", "7f").await;
    tap_button(&mut b, "Confirm 7g7f").await;
    // Refused (409): the page reloads and shows the game as it is.
    b.wait_for(
        "typeof window.testMarker === 'undefined' && document.querySelector('#game') && document.querySelector('#game').dataset.ply === '2'",
        "the page reloaded",
    )
    .await
    .expect("the stale page reloads");
    assert_eq!(last_move(&web, &info).await, (2, "8c8d".to_string()));
}

/// A lion next to an enemy piece in Dai Seireigi: it takes and stops, takes and goes on, or
/// takes and returns (igui); the page offers all three as the bot's picker does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lion_moves_twice_in_dai_seireigi() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-lion").await;
    let sfen = "4k10/15/15/15/15/15/15/6p8/7X7/15/15/15/15/15/4K10 b - 1";
    let info = crate::service_common::start_game(
        &web.service,
        ALICE,
        BOB,
        "dai-seireigi",
        Some(3),
        Some(sfen),
    )
    .await;
    let mut b = browser(true).await;
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    tap_move(&mut b, "black", "8i", "9h").await;
    let buttons = button_texts(&mut b).await;
    for offered in ["Stop on 9h", "Back to 8i (take and return)", "Go on to 9g"] {
        assert!(
            buttons.iter().any(|t| t == offered),
            "{offered} not in {buttons:?}"
        );
    }
    let (stop, back) = (classes(&mut b, "9h").await, classes(&mut b, "8i").await);
    assert!(stop.contains("stop"), "9h: {stop}");
    assert!(back.contains(" ig"), "8i: {back}");
    // The second step tapped on the board (zoomed: 15x15 on a phone).
    b.tap(&square("9g")).await.expect("second step");
    tap_button(&mut b, "Confirm 8i9h9g").await;
    assert_eq!(wait_ply(&mut b, &web, &info, 1).await, "8i9h9g");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_page_follows_the_game_live() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-spectator").await;
    let info = web.game("shogi", Some(3), &[]).await;
    let mut b = browser(true).await;
    b.goto(&web.url(&crate::server::page_of(&info)))
        .await
        .expect("load");
    let read_only = b
        .eval("window.testMarker = 1; !document.querySelector('#game').dataset.token && !document.querySelector('#game .mv')")
        .await
        .expect("eval");
    assert_eq!(
        read_only,
        serde_json::json!(true),
        "the public page has no moving"
    );
    web.service
        .play(info.id, ALICE, "7g7f", None)
        .await
        .expect("move");
    b.wait_for(
        "window.testMarker === 1 && document.querySelector('#game .sq[data-square=\"7f\"] [data-piece=\"P\"]')",
        "the pawn on 7f",
    )
    .await
    .expect("the page updates without reloading");
}
