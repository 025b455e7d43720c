//! Challenges: expiry after seven days, and open challenges anyone but the challenger may
//! accept.

use seireigi_test_support::fake_discord;

use seireigi::service::ChallengeId;
use seireigi::store::ChallengeStatus;
use seireigi_test_support::bot_harness::{button_id, check_png, Harness, Variant, DAY_MS, T};
use seireigi_test_support::fake_discord::{ALICE_ID, BOB_ID, CHANNEL_ID, OWNER_ID};
use serde_json::json;
use std::time::Duration;

use super::private_reply;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_expires_after_seven_days() {
    let h = Harness::start("expiry").await;
    let old = h
        .challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
        .await;
    h.clock.advance_ms(6 * DAY_MS);
    let young = h
        .challenge(
            ALICE_ID,
            BOB_ID,
            Variant::builtin("chu-seireigi"),
            None,
            None,
        )
        .await;
    h.clock.advance_ms(DAY_MS + 60_000);

    // The scheduler closes the old one.
    let accept = button_id(&old, "sg:acc:");
    let id: i64 = accept.rsplit(':').next().unwrap().parse().unwrap();
    let svc = h.service().await;
    let deadline = std::time::Instant::now() + T;
    loop {
        let ch = svc.challenge_info(ChallengeId(id)).await.unwrap();
        if ch.status == ChallengeStatus::Expired {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the challenge did not expire: {}",
            ch.status
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Its card is edited: no button left to press, and it says it expired.
    let card_id: u64 = old["id"].as_str().unwrap().parse().unwrap();
    let deadline = std::time::Instant::now() + T;
    loop {
        let card = h.fake.message(card_id).unwrap();
        if fake_discord::buttons(&card).is_empty() {
            let text = fake_discord::message_text(&card);
            assert!(text.contains("expired"), "the card says so: {text}");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the expired card still has its buttons: {card:#}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(h.fake.threads().is_empty(), "no game was started");
    // The challenge of 1 day ago is still good.
    let game = h.accept(&young, BOB_ID).await;
    assert_eq!(
        h.game_info(game).await.variant,
        Variant::builtin("chu-seireigi")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_challenge_anyone_but_the_challenger_may_accept() {
    let h = Harness::start("open").await;
    // A challenge the service would refuse is refused at once and privately, before the
    // public defer (whose follow-up could not be private), and nothing is stored.
    let bad = json!({
        "game": h.choice("challenge", "game", "Shogi"),
        "position": "not a position",
    });
    let since = h.fake.request_count();
    let why = private_reply(&h, ALICE_ID, CHANNEL_ID, "challenge", bad).await;
    assert!(why.to_lowercase().contains("position"), "{why}");
    h.assert_no_req(since, Duration::from_millis(300), "a challenge card", |r| {
        r.is("POST", "/webhooks/*/*")
    })
    .await;
    let opts = json!({
        "game": h.choice("challenge", "game", "Shogi"),
        "color": h.choice("challenge", "color", "black"),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(5), false));
    let card = h.followup(since, &i).await;
    let text = card.text();
    assert!(
        text.contains(&format!("<@{ALICE_ID}> posts an open challenge")),
        "{text}"
    );
    assert_eq!(card.files.len(), 1);
    check_png(&card.files[0]);
    let ids = card.custom_ids();
    assert!(ids.iter().any(|c| c.starts_with("sg:acc:")), "{ids:?}");
    assert!(!ids.iter().any(|c| c.starts_with("sg:can:")), "{ids:?}");
    assert!(
        !ids.iter().any(|c| c.starts_with("sg:dec:")),
        "no Decline on an open challenge: {ids:?}"
    );
    let card = h.stored(&card);
    let accept = button_id(&card, "sg:acc:");
    // The challenger cannot take her own challenge.
    let why = h.refused_press(ALICE_ID, &card, &accept).await;
    assert!(why.contains("yourself"), "{why}");
    // Anyone else may: Bob does.
    let game = h.accept(&card, BOB_ID).await;
    let info = h.game_info(game).await;
    assert_eq!((info.black.0, info.white.0), (ALICE_ID, BOB_ID));
    h.play(ALICE_ID, game, "7g7f").await;

    // Another open challenge, taken by a third member.
    let opts = json!({"game": h.choice("challenge", "game", "Shogi")});
    let (i, since) = h.command(BOB_ID, CHANNEL_ID, "challenge", opts).await;
    h.callback(since, &i).await;
    let card = h.stored(&h.followup(since, &i).await);
    let accept = button_id(&card, "sg:acc:");
    let (i, since) = h.press(OWNER_ID, &card, &accept).await;
    let cb = h.pressed(since, &i, "Accept by a third member").await;
    assert!(
        cb.content()
            .unwrap_or_default()
            .starts_with(&format!("Challenge accepted by <@{OWNER_ID}>")),
        "{:?}",
        cb.content()
    );
}
