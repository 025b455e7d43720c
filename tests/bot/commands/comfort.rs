//! Clock comfort (issue 33) through the bot: a challenge's extensions on its card, counted
//! down under the moves and spent when time runs out, then a day of vacation spent instead
//! of a loss (both players told in the thread); the daily digest instead of a notice per
//! move, once, at the chosen hour; /games finished:True; bad input refused in one line.

use seireigi::service::Clock;
use seireigi_test_support::bot_harness::{allowed_users, Harness, Variant, DAY_MS, T0};
use seireigi_test_support::fake_discord::{ALICE_ID, BOB_ID, CHANNEL_ID};
use serde_json::json;
use std::time::Duration;

use super::{private_after_defer, private_reply};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn extensions_then_a_vacation_day_instead_of_a_loss_on_time() {
    let h = Harness::start("comfort-ext").await;
    // Bob lets the clock spend his vacation days (the default; said again, it shows so).
    let text = private_after_defer(
        &h,
        BOB_ID,
        CHANNEL_ID,
        "settings",
        json!({"auto_vacation": true}),
    )
    .await;
    assert!(
        text.contains("a day of your vacation is spent instead of a loss")
            && text.contains("Vacation days left: 30 of 30"),
        "{text}"
    );
    // /challenge extensions:1, one day per move: the card says so.
    let opts = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.game_choice("challenge", Variant::builtin("shogi")),
        "color": h.choice("challenge", "color", "black"),
        "time": h.choice("challenge", "time", "1 day per move"),
        "extensions": 1,
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let card = h.followup(since, &i).await;
    assert!(
        card.text().contains("One one-day extension per player"),
        "{}",
        card.text()
    );
    let id: u64 = card.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let card = h.fake.message(id).expect("the card is stored");
    let game = h.accept(&card, BOB_ID).await;
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let content = played.post.content().unwrap_or_default();
    assert!(content.contains("Extensions left: ☗ 1 · ☖ 1"), "{content}");

    // Bob's day runs out: his extension is spent, both are told in the thread.
    let since = h.fake.request_count();
    h.clock.set(T0.plus_ms(DAY_MS));
    let post = h
        .post_in(since, game.thread, "the extension's notice")
        .await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains("one of your extensions gives you one more day")
            && text.contains("You have no extension left"),
        "{text}"
    );
    let pinged = allowed_users(&post);
    assert!(
        pinged.contains(&BOB_ID) && pinged.contains(&ALICE_ID),
        "{pinged:?}"
    );
    assert_eq!(h.game_info(game).await.outcome, None);

    // A day later: no extension left, a day of his vacation instead of a loss.
    let since = h.fake.request_count();
    h.clock.set(T0.plus_ms(2 * DAY_MS));
    let post = h.post_in(since, game.thread, "the vacation's notice").await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains("a day of your vacation is spent")
            && text.contains("29 vacation days are left"),
        "{text}"
    );
    let pinged = allowed_users(&post);
    assert!(
        pinged.contains(&BOB_ID) && pinged.contains(&ALICE_ID),
        "{pinged:?}"
    );
    assert_eq!(h.game_info(game).await.outcome, None);
    let text = private_after_defer(&h, BOB_ID, CHANNEL_ID, "settings", json!({})).await;
    assert!(text.contains("Vacation days left: 29 of 30"), "{text}");
    // He plays on; the line under the move shows what is left.
    let played = h.play(BOB_ID, game, "3c3d").await;
    let content = played.post.content().unwrap_or_default();
    assert!(content.contains("Extensions left: ☗ 1 · ☖ 0"), "{content}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_digest_replaces_the_notices_of_moves() {
    let h = Harness::start("comfort-digest").await;
    // A time zone that is not an offset, and a digest without an hour: refused, one line.
    let text = private_reply(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "settings",
        json!({"timezone": "Mars/Olympus"}),
    )
    .await;
    assert!(
        text.contains("is not a time zone I can read") && !text.contains('\n'),
        "{text}"
    );
    let daily = h.choice("settings", "notify", "daily digest (one DM a day)");
    let text = private_after_defer(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "settings",
        json!({"notify": daily}),
    )
    .await;
    assert!(text.contains("Say at which hour"), "{text}");
    let text = private_after_defer(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "settings",
        json!({"notify": daily, "hour": 9, "timezone": "UTC+9"}),
    )
    .await;
    assert!(text.contains("Daily digest at 9:00 (UTC+09:00)"), "{text}");

    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("7 days"))
        .await;
    h.play(ALICE_ID, game, "7g7f").await;
    // Bob moves: Alice is not pinged, and no DM is sent to her.
    let since = h.fake.request_count();
    let played = h.play(BOB_ID, game, "3c3d").await;
    assert!(
        !allowed_users(&played.post).contains(&ALICE_ID),
        "{:?}",
        played.post.content()
    );
    let reqs = h.fake.requests().await;
    assert!(
        !reqs[since..]
            .iter()
            .any(|r| r.is("POST", "/users/@me/channels")),
        "no DM per move"
    );
    // 09:00 in Tokyo (T0 is 07:13:20 there): one DM with the game and its thread.
    let since = h.fake.request_count();
    let nine = T0.plus_ms(60 * 60_000 + 46 * 60_000 + 40_000);
    h.clock.set(nine);
    let dm = h.fake.dm_channel(ALICE_ID);
    let sent = h.post_in(since, dm, "the digest").await;
    let text = sent.content().unwrap_or_default();
    assert!(
        text.contains("one game is waiting for your move")
            && text.contains(&format!("Game {}", game.id))
            && text.contains(&format!("<#{}>", game.thread)),
        "{text}"
    );
    // Not twice that day.
    let since = h.fake.request_count();
    h.clock.set(nine.plus_ms(3 * 60 * 60_000));
    h.assert_no_req(since, Duration::from_millis(400), "a second digest", |r| {
        r.method == "POST" && r.path == format!("/channels/{dm}/messages")
    })
    .await;
    assert!(h.clock.now().0 > nine.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_are_listed_and_the_next_game_offered() {
    let h = Harness::start("comfort-lists").await;
    let first = h.new_game(Variant::builtin("shogi"), None, None).await;
    let second = h.new_game(Variant::builtin("shogi"), None, None).await;
    // After a move in the first, the second waits for Alice: offered with its thread.
    let played = h.play(ALICE_ID, first, "7g7f").await;
    let echo = played.follow.content().unwrap_or_default();
    assert!(
        echo.contains(&format!("Next game waiting for you: game {}", second.id))
            && echo.contains(&format!("<#{}>", second.thread)),
        "{echo}"
    );
    // /games: the game waiting for her first.
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    let at = |g: u64| text.find(&format!("<#{g}>")).expect("listed");
    assert!(at(second.thread) < at(first.thread), "{text}");
    h.resign(BOB_ID, first).await;
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "games", json!({"finished": true})).await;
    assert!(
        text.contains("page 1 of 1")
            && text.contains(&format!("Game {}", first.id))
            && text.contains("· won ·")
            && text.contains(&format!("<#{}>", first.thread)),
        "{text}"
    );
    let text = private_reply(&h, BOB_ID, CHANNEL_ID, "games", json!({"finished": true})).await;
    assert!(text.contains("· lost ·"), "{text}");
}
