//! Takeback and impasse offers: posted in the game's thread with Accept / Decline for the
//! opponent.

use seireigi_test_support::fake_discord;

use seireigi_test_support::bot_harness::{
    allowed_users, button_id, check_png, Game, Harness, Variant,
};
use seireigi_test_support::fake_discord::{ALICE_ID, BOB_ID};
use serde_json::{json, Value};
use std::time::Duration;

use super::{history, private_after_defer};

/// `/kind` by `user` in the game's thread: a private confirmation and the offer posted in the
/// thread with Accept / Decline for the opponent. Returns the offer as Discord holds it.
async fn offer(h: &Harness, user: u64, opponent: u64, game: Game, kind: &str) -> Value {
    let (i, since) = h.command(user, game.thread, kind, json!({})).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(5), true),
        "{}",
        h.dump(since).await
    );
    let post = h.post_in(since, game.thread, "the offer").await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains(&format!("<@{user}>"))
            && text.contains(&format!("<@{opponent}>, do you accept?")),
        "{text}"
    );
    assert!(allowed_users(&post).contains(&opponent));
    let labels: Vec<String> = fake_discord::buttons(post.message_body().unwrap())
        .into_iter()
        .map(|b| b.label)
        .collect();
    assert_eq!(labels, vec!["Accept", "Decline"]);
    let follow = h.followup(since, &i).await;
    assert!(
        follow
            .content()
            .unwrap_or_default()
            .contains(&format!("{kind} "))
            && follow
                .content()
                .unwrap_or_default()
                .contains("is posted in game #"),
        "{:?}",
        follow.content()
    );
    h.stored(&post)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_accepted_and_impasse_offers() {
    let h = Harness::start("takeback").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let start_sfen = history(&h, game).await.position().to_sfen();
    h.play(ALICE_ID, game, "7g7f").await;

    // Alice asks to take back 7g7f; Bob accepts.
    let msg = offer(&h, ALICE_ID, BOB_ID, game, "takeback").await;
    assert!(fake_discord::message_text(&msg).contains("take back"));
    let yes = button_id(&msg, "sg:ans:");
    assert!(yes.ends_with(":y"), "{yes}");
    let (i, since) = h.press(BOB_ID, &msg, &yes).await;
    let cb = h.pressed(since, &i, "Accept the takeback").await;
    assert!(
        cb.content()
            .unwrap_or_default()
            .contains("accepted the takeback offer"),
        "{:?}",
        cb.content()
    );
    assert!(cb.custom_ids().is_empty(), "the buttons are removed");
    // The thread shows the board again, Alice to move.
    let post = h
        .post_in(since, game.thread, "the board after the takeback")
        .await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains("taken back") && text.contains(&format!("<@{ALICE_ID}> to move")),
        "{text}"
    );
    assert_eq!(post.files.len(), 1);
    check_png(&post.files[0]);
    let info = h.game_info(game).await;
    assert_eq!((info.ply, info.to_move.map(|u| u.0)), (0, Some(ALICE_ID)));
    assert_eq!(history(&h, game).await.position().to_sfen(), start_sfen);
    // The start board image of the thread and the new one are the same position.
    let first = h
        .fake
        .messages_in(game.thread)
        .into_iter()
        .find(|m| !m["attachments"].as_array().unwrap().is_empty())
        .unwrap();
    assert!(first["content"]
        .as_str()
        .unwrap()
        .starts_with(&format!("Game #{} begins", game.id)));
    // Alice plays another first move.
    h.play(ALICE_ID, game, "2g2f").await;
    // Bob asks to take back when he has not moved: refused.
    let why = private_after_defer(&h, BOB_ID, game.thread, "takeback", json!({})).await;
    assert!(why.contains("take back"), "{why}");

    // Impasse with the Kings at home: refused privately, saying why; nothing is posted.
    let since = h.fake.request_count();
    let why = private_after_defer(&h, BOB_ID, game.thread, "impasse", json!({})).await;
    assert!(
        why.to_lowercase().contains("impasse") && why.contains("King") && why.contains("zone"),
        "{why}"
    );
    h.assert_no_req(
        since,
        Duration::from_millis(300),
        "an impasse offer in the thread",
        |r| r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread),
    )
    .await;

    // Both Kings in their zones: the impasse offer is posted, accepted, and scored.
    let entered = h
        .new_game(
            Variant::builtin("shogi"),
            Some("4K4/9/9/9/9/9/9/9/4k4 b - 1"),
            None,
        )
        .await;
    let msg = offer(&h, ALICE_ID, BOB_ID, entered, "impasse").await;
    let yes = button_id(&msg, "sg:ans:");
    let (i, since) = h.press(BOB_ID, &msg, &yes).await;
    h.pressed(since, &i, "Accept the impasse").await;
    let end = h.post_in(since, entered.thread, "the impasse result").await;
    assert!(
        end.content().unwrap_or_default().contains("impasse"),
        "{:?}",
        end.content()
    );
    assert!(h.game_info(entered).await.outcome.is_some());
}
