//! Draw, takeback and impasse offers: made, declined, accepted, refused, and lapsing.

use crate::service_common;

use seireigi::rules::{Outcome, Reason};
use seireigi::service::{Event, GameId, OfferKind, ServiceError};
use service_common::*;

async fn offers(fx: &Fixture, game: GameId) -> i64 {
    fx.count("SELECT COUNT(*) FROM offers WHERE game_id = $1", game)
        .await
}

async fn sfen(fx: &Fixture, game: GameId) -> String {
    snapshot(&fx.service, game).await.position
}

async fn draw_offered_declined_then_accepted() {
    let fx = Fixture::new("offer-draw").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    let made = fx
        .service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .unwrap();
    assert_eq!(
        made,
        vec![Event::OfferMade {
            game: game.id,
            kind: OfferKind::Draw,
            by: ALICE,
            to: BOB,
            ply: 1
        }]
    );
    let declined = fx
        .service
        .answer(game.id, BOB, OfferKind::Draw, false)
        .await
        .unwrap();
    assert_eq!(
        declined,
        vec![Event::OfferDeclined {
            game: game.id,
            kind: OfferKind::Draw,
            by: BOB
        }]
    );
    assert_eq!(offers(&fx, game.id).await, 0);
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!((info.outcome, info.to_move), (None, Some(BOB)));
    let again = fx.service.answer(game.id, BOB, OfferKind::Draw, true).await;
    assert!(
        matches!(again, Err(ServiceError::NoOffer(OfferKind::Draw))),
        "{}",
        describe(&again)
    );

    // Now Bob offers and Alice accepts.
    let events = fx
        .offer_accepted(game.id, BOB, ALICE, OfferKind::Draw)
        .await;
    let draw = Outcome {
        winner: None,
        reason: Reason::Agreement,
    };
    assert_eq!(ended(&events), Some(draw));
    assert_eq!(
        fx.service.game_info(game.id).await.unwrap().outcome,
        Some(draw)
    );
    assert_eq!(offers(&fx, game.id).await, 0);
}

async fn takeback_of_one_ply_when_the_opponent_has_not_replied() {
    let mut fx = Fixture::new("offer-takeback1").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f", "3c3d"]).await;
    let before = sfen(&fx, game.id).await;
    play_moves(&fx.service, game.id, &["2g2f"]).await;
    fx.service
        .offer(game.id, ALICE, OfferKind::Takeback)
        .await
        .unwrap();
    // The offer survives a restart.
    fx.reopen().await;
    let events = fx
        .service
        .answer(game.id, BOB, OfferKind::Takeback, true)
        .await
        .unwrap();
    assert_eq!(
        events[0],
        Event::TookBack {
            game: game.id,
            plies: 1,
            to_move: ALICE
        }
    );
    assert_eq!(sfen(&fx, game.id).await, before);
    assert_eq!(moves_stored(&fx.service, game.id).await, 2);
    let (info, history) = fx.service.game_history(game.id).await.unwrap();
    assert_eq!((info.ply, info.to_move), (2, Some(ALICE)));
    assert_eq!(history.position().to_sfen(), before);
    assert_eq!(offers(&fx, game.id).await, 0);
    // The game goes on from there, with another move.
    play_moves(&fx.service, game.id, &["2g2f", "8c8d"]).await;
    assert_eq!(moves_stored(&fx.service, game.id).await, 4);
}

async fn takeback_of_two_plies_when_the_opponent_replied() {
    let fx = Fixture::new("offer-takeback2").await;
    let game = fx.start("chu-seireigi", Some(2), None).await;
    play_moves(&fx.service, game.id, &["7i7h", "6d6e"]).await;
    let before = snapshot(&fx.service, game.id).await;
    play_moves(&fx.service, game.id, &["8i8h", "5d5e"]).await;
    let events = fx
        .offer_accepted(game.id, ALICE, BOB, OfferKind::Takeback)
        .await;
    assert_eq!(
        events[0],
        Event::TookBack {
            game: game.id,
            plies: 2,
            to_move: ALICE
        }
    );
    let after = snapshot(&fx.service, game.id).await;
    assert_eq!((&after.position, after.ply), (&before.position, before.ply));
    assert_eq!(after.moves, before.moves);
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!(info.to_move, Some(ALICE));
    assert_eq!(
        info.deadline.map(|d| d.0),
        Some(T0.0 + 2 * DAY),
        "Alice's clock restarts"
    );
}

async fn takeback_needs_a_move_of_ones_own() {
    let fx = Fixture::new("offer-takeback0").await;
    let game = fx.start("shogi", None, None).await;
    let r = fx.service.offer(game.id, ALICE, OfferKind::Takeback).await;
    assert!(
        matches!(r, Err(ServiceError::NothingToTakeBack)),
        "{}",
        describe(&r)
    );
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    // Bob has not moved yet.
    let r = fx.service.offer(game.id, BOB, OfferKind::Takeback).await;
    assert!(
        matches!(r, Err(ServiceError::NothingToTakeBack)),
        "{}",
        describe(&r)
    );
    assert_eq!(offers(&fx, game.id).await, 0);
    // Declined, the takeback changes nothing.
    let before = snapshot(&fx.service, game.id).await;
    fx.service
        .offer(game.id, ALICE, OfferKind::Takeback)
        .await
        .unwrap();
    fx.service
        .answer(game.id, BOB, OfferKind::Takeback, false)
        .await
        .unwrap();
    assert_eq!(snapshot(&fx.service, game.id).await, before);
}

async fn an_offer_cannot_be_answered_by_its_maker() {
    let fx = Fixture::new("offer-own").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    for kind in [OfferKind::Draw, OfferKind::Takeback] {
        fx.service.offer(game.id, ALICE, kind).await.unwrap();
        let before = snapshot(&fx.service, game.id).await;
        for accept in [true, false] {
            let r = fx.service.answer(game.id, ALICE, kind, accept).await;
            assert!(matches!(r, Err(ServiceError::OwnOffer)), "{}", describe(&r));
        }
        assert_eq!(snapshot(&fx.service, game.id).await, before);
    }
    assert_eq!(offers(&fx, game.id).await, 2);
}

async fn one_offer_of_a_kind_at_a_time() {
    let fx = Fixture::new("offer-twice").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f", "3c3d"]).await;
    fx.service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .unwrap();
    let twice = fx.service.offer(game.id, ALICE, OfferKind::Draw).await;
    assert!(
        matches!(twice, Err(ServiceError::AlreadyOffered(OfferKind::Draw))),
        "{}",
        describe(&twice)
    );
    let waiting = fx.service.offer(game.id, BOB, OfferKind::Draw).await;
    assert!(
        matches!(waiting, Err(ServiceError::OfferWaiting(OfferKind::Draw))),
        "{}",
        describe(&waiting)
    );
    // Another kind is a separate offer.
    fx.service
        .offer(game.id, BOB, OfferKind::Takeback)
        .await
        .unwrap();
    assert_eq!(offers(&fx, game.id).await, 2);
    let maker: i64 = on_store!(fx.service.store(), |p| sqlx::query_scalar(
        "SELECT offered_by FROM offers WHERE game_id = $1 AND kind = 'draw'"
    )
    .bind(game.id.0)
    .fetch_one(p))
    .unwrap();
    assert_eq!(maker, ALICE.db());
}

async fn offers_lapse_when_a_move_is_played() {
    let fx = Fixture::new("offer-lapse").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f", "3c3d"]).await;
    fx.service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .unwrap();
    fx.service
        .offer(game.id, ALICE, OfferKind::Takeback)
        .await
        .unwrap();
    play_moves(&fx.service, game.id, &["2g2f"]).await;
    assert_eq!(offers(&fx, game.id).await, 0);
    for kind in [OfferKind::Draw, OfferKind::Takeback] {
        let r = fx.service.answer(game.id, BOB, kind, true).await;
        assert!(
            matches!(r, Err(ServiceError::NoOffer(k)) if k == kind),
            "{}",
            describe(&r)
        );
    }
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!((info.ply, info.outcome), (3, None));
}

async fn outsiders_cannot_offer_or_answer() {
    let fx = Fixture::new("offer-outsider").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    for kind in [OfferKind::Draw, OfferKind::Takeback, OfferKind::Impasse] {
        let r = fx.service.offer(game.id, CAROL, kind).await;
        assert!(
            matches!(r, Err(ServiceError::NotAPlayer(g)) if g == game.id),
            "{}",
            describe(&r)
        );
    }
    fx.service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .unwrap();
    let before = snapshot(&fx.service, game.id).await;
    for accept in [true, false] {
        let r = fx
            .service
            .answer(game.id, CAROL, OfferKind::Draw, accept)
            .await;
        assert!(
            matches!(r, Err(ServiceError::NotAPlayer(_))),
            "{}",
            describe(&r)
        );
    }
    assert_eq!(snapshot(&fx.service, game.id).await, before);
    let r = fx.service.offer(GameId(9999), ALICE, OfferKind::Draw).await;
    assert!(
        matches!(r, Err(ServiceError::NoGame(_))),
        "{}",
        describe(&r)
    );
}

backend_tests!(
    draw_offered_declined_then_accepted,
    takeback_of_one_ply_when_the_opponent_has_not_replied,
    takeback_of_two_plies_when_the_opponent_replied,
    takeback_needs_a_move_of_ones_own,
    an_offer_cannot_be_answered_by_its_maker,
    one_offer_of_a_kind_at_a_time,
    offers_lapse_when_a_move_is_played,
    outsiders_cannot_offer_or_answer,
);
