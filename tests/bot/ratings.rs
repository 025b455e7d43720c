//! Ratings end to end (docs/ratings.md): the real bot against the fake Discord. A rated game
//! played to its end, with a restart in the middle, posts both players' changes once and
//! `/rating` shows them; a friendly game and a game against the computer change nothing;
//! `/leaderboard` turns its pages with its Previous and Next buttons, for its asker only.
//! Run with `cargo test --release --test bot -- ratings::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{decode_png, flags, Game, Harness, Variant};
use fake_discord::{Recorded, ALICE_ID, BOB_ID, BOT_USER_ID, CHANNEL_ID};
use seireigi::service::{Clock, GameId, UserId};
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

/// Thirty settled players of shogi (users 1..=30, rated 1010..=1300, deviation 60, 20 games,
/// the last one now) who played `game`, a game of this server: a leaderboard of two pages.
async fn thirty_settled_players(h: &Harness, game: Game) {
    let service = h.service().await;
    let pool = service
        .store()
        .sqlite_pool()
        .expect("the bot runs on SQLite")
        .clone();
    let now = h.clock.now().0;
    for user in 1..=30i64 {
        let rating = 1000 + 10 * user;
        sqlx::query(
            "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, games, wins, \
             losses, draws, best, last_game_at) VALUES ($1, 'shogi', $2, 60, 0.06, 20, 10, 10, 0, \
             $2, $3)",
        )
        .bind(user)
        .bind(rating)
        .bind(now)
        .execute(&pool)
        .await
        .expect("a rating");
        sqlx::query(
            "INSERT INTO rating_history (game_id, user_id, variant, played_at, rating_before, \
             deviation_before, rating_after, deviation_after) \
             VALUES ($1, $2, 'shogi', $3, $4, 60, $4, 60)",
        )
        .bind(game.id)
        .bind(user)
        .bind(now)
        .bind(rating)
        .execute(&pool)
        .await
        .expect("a history row");
    }
}

/// A press of `forged`, a custom id the message does not hold (as a tampered client sends
/// it), on `message` by `user`: acknowledged silently, refused privately, the message left as
/// it was. Returns the refusal.
async fn forged_press(
    h: &Harness,
    user: u64,
    message: &Value,
    valid: &str,
    forged: &str,
) -> String {
    let id: u64 = message["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("message id");
    let before = h.fake.message(id);
    let mut i = h.fake.button_press(user, message, valid);
    i["data"]["custom_id"] = Value::String(forged.to_string());
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        cb.callback_type(),
        Some(6),
        "{forged}: {}",
        h.dump(since).await
    );
    let why = h.private_followup(since, &i).await;
    assert_eq!(
        h.fake.message(id),
        before,
        "{forged}: the message is left alone"
    );
    why
}

/// The leaderboard message as Discord holds it now.
fn board_message(h: &Harness, i: &Value) -> Value {
    h.fake
        .original_response(i)
        .expect("the leaderboard is the command's answer")
}

fn buttons_of(message: &Value) -> Vec<fake_discord::ButtonInfo> {
    fake_discord::buttons(message)
        .into_iter()
        .filter(|b| b.custom_id.starts_with("sg:lb:"))
        .collect()
}

/// `/leaderboard` with 30 listed players: page 1 (25 players, best first) with Previous
/// disabled; Next shows page 2 in the same message; Previous goes back. Another member's
/// press, a forged page and a page gone since (the board shrank) are refused privately in
/// one line, the message left as it was; so is a forged owner or game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_turns_its_pages_for_its_asker_only() {
    let mut h = Harness::start("ratings-board").await;
    let shogi = Variant::builtin("shogi");
    let card = h.challenge(ALICE_ID, BOB_ID, shogi, None, None).await;
    let game = h.accept(&card, BOB_ID).await;
    thirty_settled_players(&h, game).await;

    let opts = json!({"game": h.game_choice("leaderboard", shogi)});
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "leaderboard", opts).await;
    h.wait_req(since, "the leaderboard", |r| {
        r.is_for(&i) && r.text().contains("leaderboard")
    })
    .await;
    let first = board_message(&h, &i);
    let text = fake_discord::message_text(&first);
    assert!(
        text.contains("**Shogi leaderboard** of this server: page 1 of 2 (30 players)"),
        "{text}"
    );
    assert!(
        text.contains("\n1. <@30> **1300** ± 60 · 20 rated games"),
        "{text}"
    );
    assert!(text.contains("\n25. <@6> **1060**"), "{text}");
    assert!(!text.contains("26. "), "{text}");
    assert!(flags(&first) & 64 == 0, "the leaderboard is public");
    let buttons = buttons_of(&first);
    assert_eq!(buttons.len(), 2, "{first:#}");
    assert_eq!(
        (buttons[0].label.as_str(), buttons[0].disabled),
        ("◀ Previous", true)
    );
    assert_eq!(
        (buttons[1].label.as_str(), buttons[1].disabled),
        ("Next ▶", false)
    );
    let next = buttons[1].custom_id.clone();
    let previous_of_page_1 = buttons[0].custom_id.clone();

    // Bob may not turn Alice's pages.
    let why = h.refused_press(BOB_ID, &first, &next).await;
    assert_eq!(
        why,
        format!(
            "Only <@{ALICE_ID}>, who asked for this leaderboard, can turn its pages: ask for \
             your own with /leaderboard."
        )
    );
    // The disabled Previous (page 0) pressed by a tampered client, another asker, another
    // game, a page far past the last.
    assert!(previous_of_page_1.starts_with("sg:lb:shogi:0:"));
    let why = forged_press(&h, ALICE_ID, &first, &next, &previous_of_page_1).await;
    assert!(why.starts_with("This page is out of date"), "{why}");
    assert!(!why.contains('\n'), "one line: {why}");
    let forged = format!("sg:lb:shogi:2:{BOB_ID}");
    let why = forged_press(&h, ALICE_ID, &first, &next, &forged).await;
    assert!(why.starts_with(&format!("Only <@{BOB_ID}>")), "{why}");
    let forged = format!("sg:lb:no-such-game:2:{ALICE_ID}");
    let why = forged_press(&h, ALICE_ID, &first, &next, &forged).await;
    assert!(why.starts_with("This page is out of date"), "{why}");
    let forged = format!("sg:lb:shogi:9:{ALICE_ID}");
    let why = forged_press(&h, ALICE_ID, &first, &next, &forged).await;
    assert!(why.starts_with("This page is out of date"), "{why}");

    // Alice turns to page 2, in place.
    let (press, since) = h.press(ALICE_ID, &first, &next).await;
    let edit = h.pressed(since, &press, "Next").await;
    let text = edit.text();
    assert!(text.contains("page 2 of 2 (30 players)"), "{text}");
    assert!(text.contains("\n26. <@5> **1050**"), "{text}");
    assert!(text.contains("\n30. <@1> **1010**"), "{text}");
    assert!(!text.contains("\n25. "), "{text}");
    let second = board_message(&h, &i);
    assert_eq!(
        fake_discord::message_text(&second),
        text,
        "the same message"
    );
    let buttons = buttons_of(&second);
    assert_eq!((buttons[0].disabled, buttons[1].disabled), (false, true));
    let back = buttons[0].custom_id.clone();

    // After a restart the buttons still work: back to page 1.
    h.stop_bot().await;
    h.start_bot().await;
    let (press, since) = h.press(ALICE_ID, &second, &back).await;
    let edit = h.pressed(since, &press, "Previous").await;
    assert!(edit.text().contains("page 1 of 2"), "{}", edit.text());

    // Twenty players drop off (a month without a rated game): page 2 is gone, and its
    // button, pressed on a stale copy of the message, is refused; the message stays.
    let pool = h
        .service()
        .await
        .store()
        .sqlite_pool()
        .expect("SQLite")
        .clone();
    sqlx::query("UPDATE ratings SET last_game_at = 0 WHERE user_id <= 20")
        .execute(&pool)
        .await
        .expect("idle");
    let why = h.refused_press(ALICE_ID, &first, &next).await;
    assert!(why.starts_with("This page is out of date"), "{why}");
    let now = board_message(&h, &i);
    assert!(
        fake_discord::message_text(&now).contains("page 1 of 2"),
        "unchanged"
    );
}
