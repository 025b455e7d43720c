//! /vacation: the clock stops and the opponent is told.

use seireigi::service::Clock;
use seireigi_test_support::bot_harness::{Harness, Variant, DAY_MS};
use seireigi_test_support::fake_discord::{ALICE_ID, CHANNEL_ID};
use serde_json::json;
use std::time::Duration;

use super::{private_after_defer, private_reply};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_stops_the_clock_and_tells_the_opponent() {
    let h = Harness::start("vacation").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    let before = h.game_info(game).await.deadline.unwrap();
    assert_eq!(before.0 - h.clock.now().0, 3 * DAY_MS);

    // Alice (to move) goes on vacation for 3 days.
    let since = h.fake.request_count();
    let text =
        private_after_defer(&h, ALICE_ID, CHANNEL_ID, "settings", json!({"vacation": 3})).await;
    assert!(text.contains("vacation: until"), "{text}");
    let told = h.post_in(since, game.thread, "the vacation notice").await;
    let notice = told.content().unwrap_or_default();
    assert!(
        notice.contains("vacation") && notice.contains(&format!("<@{ALICE_ID}>")),
        "{notice}"
    );

    // The clock stopped: 3 days of vacation, then her 3 days.
    let info = h.game_info(game).await;
    assert_eq!(info.deadline.unwrap().0 - h.clock.now().0, 6 * DAY_MS);
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    assert!(text.contains("your move"), "{text}");
    let runs_out = format!("<t:{}:R>", info.deadline.unwrap().0 / 1000);
    assert!(text.contains(&runs_out), "the deadline 6 days on: {text}");

    // 4 days on, past her original deadline: no loss on time, no reminder yet.
    let since = h.fake.request_count();
    h.clock.advance_ms(4 * DAY_MS);
    h.assert_no_req(
        since,
        Duration::from_millis(400),
        "a post in the thread during the vacation",
        |r| r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread),
    )
    .await;
    assert_eq!(h.game_info(game).await.outcome, None);
    h.play(ALICE_ID, game, "7g7f").await;
}
