//! Ratings end to end (docs/ratings.md): the real bot against the fake Discord. A rated game
//! played to its end, with a restart in the middle, posts both players' changes once and
//! `/rating` shows them; a friendly game and a game against the computer change nothing.
//! Run with `cargo test --release --test bot -- ratings::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{decode_png, Game, Harness, Variant};
use fake_discord::{Recorded, ALICE_ID, BOB_ID, BOT_USER_ID, CHANNEL_ID};
use seireigi::service::{GameId, UserId};
use serde_json::{json, Value};

/// The first post in `channel` from request `since` on whose text contains `text`.
async fn post_with(h: &Harness, since: usize, channel: u64, text: &str) -> Recorded {
    let path = format!("/channels/{channel}/messages");
    h.wait_req(since, &format!("a post with {text:?}"), |r| {
        r.method == "POST" && r.path == path && r.ok() && r.text().contains(text)
    })
    .await
}

/// `/rating` from `user` (in `channel`) with `options`: the public answer after the defer.
async fn rating(h: &Harness, user: u64, channel: u64, options: Value) -> Recorded {
    let (i, since) = h.command(user, channel, "rating", options).await;
    let answer = h.followup(since, &i).await;
    assert!(!answer.ephemeral(), "a rating is shown to the channel");
    answer
}

/// The card of a challenge with `rated` given, from Alice to Bob, Alice Black.
async fn challenge_card(h: &Harness, rated: bool) -> (Value, String) {
    let opts = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.game_choice("challenge", Variant::builtin("shogi")),
        "color": h.choice("challenge", "color", "black"),
        "rated": rated,
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let card = h.followup(since, &i).await;
    let id: u64 = card.response.as_ref().expect("card stored")["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("card id");
    (h.fake.message(id).expect("the card"), card.text())
}

async fn ratings_stored(h: &Harness, game: Game) -> i64 {
    let service = h.service().await;
    let changes = service
        .game_rating_changes(GameId(game.id))
        .await
        .expect("read");
    i64::from(changes.is_some())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_posts_both_changes_and_rating_shows_them() {
    let mut h = Harness::start("ratings-rated").await;
    let shogi = Variant::builtin("shogi");
    // Rated by default: /challenge without `rated`.
    let card = h.challenge(ALICE_ID, BOB_ID, shogi, None, None).await;
    let card_text = fake_discord::message_text(&card);
    assert!(card_text.contains("Rated."), "{card_text}");
    let game = h.accept(&card, BOB_ID).await;
    h.play(ALICE_ID, game, "7g7f").await;
    // A restart in the middle of the game changes nothing of its rating.
    h.stop_bot().await;
    h.start_bot().await;
    h.play(BOB_ID, game, "3c3d").await;
    let (_, since) = h.resign(BOB_ID, game).await;
    let result = post_with(&h, since, game.thread, "is over").await;
    let text = result.text();
    assert!(
        text.contains(&format!(
            "Ratings: <@{ALICE_ID}> 1500 → 1662 (+162) · <@{BOB_ID}> 1500 → 1338 (-162)"
        )),
        "{text}"
    );
    let service = h.service().await;
    let alice = service
        .rating(UserId(ALICE_ID), shogi)
        .await
        .expect("rating");
    assert_eq!((alice.games, alice.wins), (1, 1), "rated once: {alice:?}");
    assert_eq!(ratings_stored(&h, game).await, 1);

    // Bob asks for Alice's rating in the channel.
    let answer = rating(
        &h,
        BOB_ID,
        CHANNEL_ID,
        json!({
            "user": {"type": 6, "value": ALICE_ID},
            "game": h.game_choice("rating", shogi),
        }),
    )
    .await;
    let text = answer.text();
    assert!(text.contains("**1662?** ± 290"), "{text}");
    assert!(text.contains("provisional"), "{text}");
    assert!(
        text.contains("Rated games: 1 · wins 1 · losses 0 · draws 0 · best 1662"),
        "{text}"
    );
    assert_eq!(answer.files.len(), 1, "the graph");
    let (width, height, colours) = decode_png(&answer.files[0]);
    assert_eq!((width, height), (600, 200), "the rating graph");
    assert_eq!(
        colours,
        png::ColorType::Indexed,
        "drawn in the renderer's palette"
    );

    // After another restart, Bob's own rating in the game's thread (its game by default).
    h.stop_bot().await;
    h.start_bot().await;
    let answer = rating(&h, BOB_ID, game.thread, json!({})).await;
    let text = answer.text();
    assert!(
        text.contains(&format!("rating of <@{BOB_ID}>: **1338?**")),
        "{text}"
    );
    assert!(text.contains("losses 1"), "{text}");
    let bob = h
        .service()
        .await
        .rating(UserId(BOB_ID), shogi)
        .await
        .expect("rating");
    assert_eq!(bob.games, 1, "still rated once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friendly_and_computer_games_change_nothing() {
    let h = Harness::start("ratings-friendly").await;
    let shogi = Variant::builtin("shogi");
    let (card, text) = challenge_card(&h, false).await;
    assert!(text.contains("Friendly (not rated)."), "{text}");
    let game = h.accept(&card, BOB_ID).await;
    h.play(ALICE_ID, game, "7g7f").await;
    let (_, since) = h.resign(BOB_ID, game).await;
    let result = post_with(&h, since, game.thread, "is over").await;
    assert!(!result.text().contains("Ratings"), "{}", result.text());
    assert_eq!(ratings_stored(&h, game).await, 0);

    // The computer's games are never rated; asking for one is refused.
    let opts = json!({
        "opponent": {"type": 6, "value": BOT_USER_ID},
        "rated": true,
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let refusal = h
        .wait_req(since, "the refusal", |r| {
            r.is_for(&i)
                && r.text()
                    .contains("Games against the computer are never rated")
        })
        .await;
    assert!(refusal.ephemeral(), "the refusal is private");
    let vs_computer = crate::computer::challenge_computer(&h, shogi, "black", "easy").await;
    let (_, since) = h.resign(ALICE_ID, vs_computer).await;
    let result = post_with(&h, since, vs_computer.thread, "is over").await;
    assert!(!result.text().contains("Ratings"), "{}", result.text());

    let service = h.service().await;
    for user in [ALICE_ID, BOB_ID, BOT_USER_ID] {
        let r = service.rating(UserId(user), shogi).await.expect("rating");
        assert_eq!(r.games, 0, "{user}: {r:?}");
    }
    let answer = rating(&h, ALICE_ID, CHANNEL_ID, json!({})).await;
    let text = answer.text();
    assert!(
        text.contains(&format!("<@{ALICE_ID}> has no rated game of")),
        "{text}"
    );
    assert!(answer.files.is_empty(), "no graph without games");
    // The leaderboard is empty and says who will be on it.
    let (i, since) = h
        .command(ALICE_ID, CHANNEL_ID, "leaderboard", json!({}))
        .await;
    let board = h
        .wait_req(since, "the leaderboard", |r| {
            r.is_for(&i) && r.text().contains("leaderboard")
        })
        .await;
    assert!(
        board.text().contains("after 2 rated games"),
        "{}",
        board.text()
    );
}
