//! Getting a word to a player: notifications by DM and their fallback to a mention, a move
//! in an archived thread (reopened), and missing permissions explained.

use seireigi_test_support::bot_harness::{
    allowed_users, check_png, flags, Harness, Variant, DAY_MS,
};
use seireigi_test_support::fake_discord::{Failure, ALICE_ID, BOB_ID, CHANNEL_ID};
use serde_json::json;

use super::{posts_to, private_after_defer, private_reply};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dm_notification_then_fallback_to_mention() {
    let h = Harness::start("dm").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let dm = h.choice("settings", "notify", "direct message");
    let text =
        private_after_defer(&h, BOB_ID, CHANNEL_ID, "settings", json!({ "notify": dm })).await;
    assert!(text.contains("by a direct message"), "{text}");

    // Alice moves: Bob is told by DM, and not pinged in the thread.
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let open = h
        .wait_req(since, "the DM channel", |r| {
            r.is("POST", "/users/@me/channels") && r.ok()
        })
        .await;
    assert_eq!(
        open.body.as_ref().unwrap()["recipient_id"]
            .as_str()
            .map(String::from)
            .or(open.body.as_ref().unwrap()["recipient_id"]
                .as_u64()
                .map(|u| u.to_string())),
        Some(BOB_ID.to_string())
    );
    let dm_channel = h.fake.dm_channel(BOB_ID);
    let sent = h.post_in(since, dm_channel, "the DM to Bob").await;
    let text = sent.content().unwrap_or_default();
    assert!(
        text.contains(&format!("game #{}", game.id)),
        "the DM names the game: {text}"
    );
    assert!(
        !allowed_users(&played.post).contains(&BOB_ID),
        "no thread ping when the DM arrived: {:?}",
        played.post.content()
    );

    // Bob replies; Alice (mentions, the default) is pinged; no DM to her.
    let since = h.fake.request_count();
    let played = h.play(BOB_ID, game, "3c3d").await;
    assert!(allowed_users(&played.post).contains(&ALICE_ID));
    let reqs = h.fake.requests().await;
    assert!(
        !reqs[since..]
            .iter()
            .any(|r| r.is("POST", "/users/@me/channels")),
        "no DM for a player who wants mentions"
    );

    // Bob closes his DMs: the bot falls back to a mention in the thread.
    h.fake.block_dms(BOB_ID);
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "2g2f").await;
    let reqs = h.fake.requests().await;
    assert!(
        posts_to(&reqs, since, dm_channel)
            .iter()
            .any(|r| r.status == 403),
        "the DM was tried and refused: {}",
        h.dump(since).await
    );
    let text = played.post.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{BOB_ID}> to move")), "{text}");
    assert!(
        allowed_users(&played.post).contains(&BOB_ID),
        "the fallback mention pings Bob"
    );
    let settings = h
        .service()
        .await
        .settings(seireigi::service::UserId(BOB_ID))
        .await
        .unwrap();
    assert!(settings.dm_failed, "the failure is remembered");

    // Next time the bot mentions him at once, without trying the DM again.
    h.play(BOB_ID, game, "8c8d").await;
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "2f2e").await;
    assert!(allowed_users(&played.post).contains(&BOB_ID));
    let reqs = h.fake.requests().await;
    assert!(
        posts_to(&reqs, since, dm_channel).is_empty()
            && !reqs[since..]
                .iter()
                .any(|r| r.is("POST", "/users/@me/channels")),
        "no DM attempt once DMs failed: {}",
        h.dump(since).await
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_in_archived_thread_reopens_it() {
    let h = Harness::start("archived").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.fake.archive_thread(game.thread, false);
    assert_eq!(
        h.fake.channel(game.thread).unwrap()["thread_metadata"]["archived"],
        json!(true)
    );
    // A week of silence later, Alice moves (in the archived thread, as Discord allows).
    h.clock.advance_ms(DAY_MS);
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    // The move is posted in the thread (Discord unarchives a thread when a message is posted
    // in it; a bot that reopens it first with PATCH archived=false is fine too).
    check_png(&played.post.files[0]);
    assert_eq!(
        h.fake.channel(game.thread).unwrap()["thread_metadata"]["archived"],
        json!(false),
        "the thread is open again"
    );
    let reqs = h.fake.requests().await;
    let patched = reqs[since..]
        .iter()
        .any(|r| r.is("PATCH", &format!("/channels/{}", game.thread)));
    let refused = reqs[since..].iter().any(|r| {
        r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread) && !r.ok()
    });
    assert!(!refused || patched, "{}", h.dump(since).await);
    // Bob carries on in the same thread.
    h.play(BOB_ID, game, "3c3d").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_permissions_are_explained() {
    let h = Harness::start("perms").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    // The bot may no longer post in the thread (an admin changed its permissions): its post
    // is refused with 403 Missing Permissions (a refusal it does not retry: only an archived
    // thread is worth reopening and trying again).
    let path = format!("/channels/{}/messages", game.thread);
    let missing = Failure::Status {
        status: 403,
        code: 50013,
        message: "Missing Permissions".into(),
    };
    h.fake.fail_next("POST", &path, missing).await;
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({"move": "7g7f"}))
        .await;
    let ack = h.callback(since, &i).await;
    assert_eq!(
        (ack.callback_type(), ack.ephemeral()),
        (Some(5), true),
        "{}",
        h.dump(since).await
    );
    // The move is played (the player is answered first), then the refused post is
    // explained in a second private line.
    let follow = h.followup(since, &i).await;
    let text = follow.content().unwrap_or_default();
    assert!(
        text.starts_with("Played"),
        "the move is answered first: {text}"
    );
    let notice = h
        .wait_req(since, "the notice that the post was refused", |r| {
            r.is_for(&i)
                && r.is("POST", "/webhooks/*/*")
                && r.ok()
                && r.content().is_some_and(|t| t.contains("permission"))
        })
        .await;
    let text = notice.content().unwrap_or_default();
    assert!(
        text.contains("Your move stands") && !text.contains('\n'),
        "the player is told the move stands and permissions are missing: {text}"
    );
    assert!(flags(&h.stored(&notice)) & 64 != 0, "privately");
    let reqs = h.fake.requests().await;
    let refused = reqs[since..]
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.status == 403)
        .count();
    assert!(refused >= 1, "{}", h.dump(since).await);

    // The permission is given back: the bot keeps working.
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "help", json!({})).await;
    assert!(text.contains("/challenge"));
    // The move itself was stored before the post failed (the service writes first).
    assert_eq!(h.game_info(game).await.ply, 1);
    // Bob answers it and his move is posted in the thread.
    h.play(BOB_ID, game, "3c3d").await;
    assert_eq!(h.game_info(game).await.ply, 2);
}
