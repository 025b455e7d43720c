//! The bot on faults: a damaged game does not stop the scheduler, and a delivery Discord
//! refuses is retried with a growing wait, never on every tick.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{check_png, Harness, Variant, DAY_MS};
use fake_discord::{Failure, ALICE_ID, BOB_ID};
use seireigi::service::{GameId, RETRY_FIRST_MS};
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_deliveries_back_off_and_a_damaged_game_stops_nothing() {
    let h = Harness::start("delivery-backoff").await;
    let damaged = h
        .new_game(Variant::builtin("shogi"), None, Some("1 day"))
        .await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("1 day"))
        .await;
    let service = h.service().await;
    // An active game whose row lost whose turn it is (one migration 0008 could not fill).
    sqlx::query("UPDATE games SET side_to_move = NULL WHERE id = ?")
        .bind(damaged.id)
        .execute(service.store().sqlite_pool().expect("a SQLite store"))
        .await
        .expect("damage the first game");

    // The healthy game's thread refuses the bot's posts three times (missing permission).
    let path = format!("/channels/{}/messages", game.thread);
    for _ in 0..3 {
        let refusal = Failure::Status {
            status: 403,
            code: 50013,
            message: "Missing Permissions".into(),
        };
        h.fake.fail_next("POST", &path, refusal).await;
    }
    let posts = |reqs: &[fake_discord::Recorded], since: usize| {
        reqs[since..]
            .iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .count()
    };
    let since = h.fake.request_count();
    h.clock.advance_ms(DAY_MS * 85 / 100);
    // The first try is refused; then, with the clock still, twenty ticks go by without one.
    h.wait_req(since, "the first, refused reminder", |r| {
        r.method == "POST" && r.path == path
    })
    .await;
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(
        posts(&h.fake.requests().await, since),
        1,
        "retried while waiting out its back-off:\n{}",
        h.dump(since).await
    );
    // Each wait doubles: one more refused try after a minute, one after two more minutes.
    for (wait, tries) in [(RETRY_FIRST_MS, 2), (2 * RETRY_FIRST_MS, 3)] {
        h.clock.advance_ms(wait / 2);
        tokio::time::sleep(Duration::from_millis(400)).await;
        assert_eq!(
            posts(&h.fake.requests().await, since),
            tries - 1,
            "too early"
        );
        h.clock.advance_ms(wait / 2);
        let mut seen = 0;
        for _ in 0..100 {
            seen = posts(&h.fake.requests().await, since);
            if seen == tries {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(seen, tries, "{}", h.dump(since).await);
    }
    // Four minutes later the thread takes posts again: the reminder gets through, once.
    h.clock.advance_ms(4 * RETRY_FIRST_MS);
    let reminder = h.post_in(since, game.thread, "the reminder").await;
    let text = reminder.content().unwrap_or_default();
    assert!(
        text.contains('⏰') && text.contains(&format!("<@{ALICE_ID}>")),
        "{text}"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(posts(&h.fake.requests().await, since), 4);
    // Nothing was posted in the damaged game's thread, which is marked for the operator.
    let damaged_path = format!("/channels/{}/messages", damaged.thread);
    let reqs = h.fake.requests().await;
    assert!(!reqs[since..].iter().any(|r| r.path == damaged_path));
    let marked = service.damaged_games().await.expect("damaged list");
    assert_eq!(
        marked.iter().map(|d| d.id).collect::<Vec<_>>(),
        vec![GameId(damaged.id)]
    );
}

/// A move whose post Discord refuses stands: the player is told it was played, then that the
/// post failed; the post is left to the outbox, and the scheduler makes it later from the
/// stored game (the move as played, its board, the turn as it is now), once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_post_is_refused_stands_and_is_posted_later() {
    let h = Harness::start("refused-move-post").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let path = format!("/channels/{}/messages", game.thread);
    let refusal = Failure::Status {
        status: 403,
        code: 50013,
        message: "Missing Permissions".into(),
    };
    h.fake.fail_next("POST", &path, refusal).await;
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({ "move": "7g7f" }))
        .await;
    let is_followup = |r: &fake_discord::Recorded| r.is_for(&i) && r.is("POST", "/webhooks/*/*");
    let first = h.wait_req(since, "the echo of the move", is_followup).await;
    assert!(
        first.text().starts_with("Played P-7f (7g7f) in game #"),
        "{}",
        first.text()
    );
    let second = h
        .wait_req(since, "the word that the post failed", |r| {
            is_followup(r) && r.seq > first.seq
        })
        .await;
    assert!(
        second
            .text()
            .starts_with("Your move stands, but I could not post it"),
        "{}\n{}",
        second.text(),
        h.dump(since).await
    );
    let (_, history) = h
        .service()
        .await
        .game_history(GameId(game.id))
        .await
        .expect("the game");
    assert_eq!(history.moves().len(), 1, "the move is stored");

    // The scheduler posts it from the outbox: the move, White to move, the board.
    let post = h.post_in(since, game.thread, "the move posted later").await;
    let content = post.content().unwrap_or_default();
    assert!(
        content.contains(&format!("<@{ALICE_ID}> played **P-7f** (`7g7f`)")),
        "{content}"
    );
    assert!(content.contains(&format!("<@{BOB_ID}>")), "{content}");
    assert_eq!(post.files.len(), 1);
    check_png(&post.files[0]);
    h.assert_no_req(since, Duration::from_millis(1500), "a second post", |r| {
        r.method == "POST" && r.path == path && r.ok() && r.seq > post.seq
    })
    .await;
}
