//! The bot configured as in production: no base URL, serenity's own rate limiter on, REST to
//! `https://discord.com` over TLS. The fake answers as discord.com through an HTTP CONNECT
//! proxy (`HTTPS_PROXY`) with a certificate of a test CA the bot is told to trust
//! (`DISCORD_TEST_CA`). `HTTPS_PROXY` is process-wide, but only this test's bot asks for an
//! `https://` address: the other bots of this binary reach the fake at `http://127.0.0.1`,
//! which the variable does not cover, and the `seireigi serve` children never inherit it.

use seireigi_test_support::bot_harness::{Harness, Variant};
use seireigi_test_support::fake_discord::{self, Failure, ALICE_ID, BOB_ID};
use serde_json::json;
use std::time::Duration;

/// Longer than the bot's own fixed retry delay (0.5 s), so that a retry on time can only
/// come from honouring `retry_after`.
const RETRY_AFTER: f64 = 1.5;
/// Slack for scheduling on a loaded machine; the retry must not come later than this after
/// `retry_after` has passed.
const MARGIN: Duration = Duration::from_secs(3);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_https_serenity_waits_retry_after_on_429_and_a_500_is_retried() {
    let h = Harness::start_tls("tls").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;

    // Everything so far went to discord.com through the proxy, over TLS.
    let tls = h.tls.as_ref().expect("TLS mode");
    let connects = tls.connects.lock().unwrap().clone();
    assert!(!connects.is_empty(), "no CONNECT reached the proxy");
    assert!(
        connects
            .iter()
            .all(|c| c == fake_discord::tls::DISCORD_HOST),
        "{connects:?}"
    );
    let reqs = h.fake.requests().await;
    assert!(
        reqs.iter().all(|r| r
            .headers
            .iter()
            .any(|(k, v)| k == "host" && v == "discord.com")),
        "every request was addressed to discord.com"
    );

    // The thread post is rate limited once, as Discord does it (429, JSON body with
    // retry_after, Retry-After and X-RateLimit-* headers).
    let path = format!("/channels/{}/messages", game.thread);
    h.fake
        .fail_next("POST", &path, Failure::rate_limited(RETRY_AFTER))
        .await;
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let reqs = h.fake.requests().await;
    let limited: Vec<_> = reqs
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.status == 429)
        .collect();
    assert_eq!(limited.len(), 1, "{}", h.dump(played.ack.seq).await);
    assert_eq!(
        limited[0].response.as_ref().unwrap()["retry_after"],
        json!(RETRY_AFTER)
    );
    let waited = played.post.at.duration_since(limited[0].at);
    let asked = Duration::from_secs_f64(RETRY_AFTER);
    assert!(
        waited >= asked && waited < asked + MARGIN,
        "the post was retried {waited:?} after the 429; retry_after was {asked:?}"
    );
    let posts = reqs
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.ok())
        .count();
    assert_eq!(posts, 2, "the start board and the move, once each");

    // A server error on the thread post: serenity does not retry it; the bot does, once.
    h.fake.fail_next("POST", &path, Failure::ServerError).await;
    let since = h.fake.request_count();
    h.play(BOB_ID, game, "3c3d").await;
    let reqs = h.fake.requests().await;
    let statuses: Vec<u16> = reqs[since..]
        .iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, vec![500, 200], "{}", h.dump(since).await);
    assert_eq!(h.game_info(game).await.ply, 2);
    // And the game goes on.
    h.play(ALICE_ID, game, "2g2f").await;
}
