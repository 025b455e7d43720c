//! The bot on faults: a damaged game does not stop the scheduler, and a delivery Discord
//! refuses is retried with a growing wait, never on every tick.

mod bot_harness;
mod fake_discord;

use bot_harness::{Harness, Variant, DAY_MS};
use fake_discord::{Failure, ALICE_ID};
use seireigi::service::{GameId, RETRY_FIRST_MS};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_deliveries_back_off_and_a_damaged_game_stops_nothing() {
    let h = Harness::start("delivery-backoff").await;
    let damaged = h.new_game(Variant::Shogi, None, Some("1 day")).await;
    let game = h.new_game(Variant::Shogi, None, Some("1 day")).await;
    let service = h.service().await;
    // An active game whose row lost whose turn it is (one migration 0008 could not fill).
    sqlx::query("UPDATE games SET side_to_move = NULL WHERE id = ?")
    .bind(damaged.id)
    .execute(service.store().pool())
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
