//! Every way a game ends, each with its reason stored: the outcome is read back after a
//! restart. Also: nothing can be played once a game is over.

use crate::service_common;

use seireigi::rules::{Color, Outcome, Reason};
use seireigi::service::{Event, GameId, OfferKind, ServiceError};
use service_common::*;

/// Restarts, then checks the stored outcome, the reason column and that the game no longer
/// waits for anyone.
async fn assert_stored(fx: &mut Fixture, game: GameId, winner: Option<Color>, reason: Reason) {
    fx.reopen().await;
    let info = fx.service.game_info(game).await.unwrap();
    assert_eq!(info.outcome, Some(Outcome { winner, reason }));
    assert_eq!(info.to_move, None);
    assert_eq!(info.deadline, None, "a finished game has no clock");
    let (status, stored_reason): (String, String) =
        on_store!(fx.service.store(), |p| sqlx::query_as(
            "SELECT status, reason FROM games WHERE id = $1"
        )
        .bind(game.0)
        .fetch_one(p))
        .unwrap();
    assert_eq!(
        (status.as_str(), stored_reason.as_str()),
        ("finished", reason.id())
    );
    let active = fx.service.games_of(ALICE, true).await.unwrap();
    assert!(active.iter().all(|g| g.id != game), "{active:?}");
    let (_, history) = fx.service.game_history(game).await.unwrap();
    assert_eq!(history.outcome(), Some(Outcome { winner, reason }));
}

/// The events announce the end `winner`/`reason`, and the game is stored so ([`assert_stored`]).
async fn assert_ended(
    fx: &mut Fixture,
    game: GameId,
    events: &[Event],
    winner: Option<Color>,
    reason: Reason,
) {
    assert_eq!(
        ended(events),
        Some(Outcome { winner, reason }),
        "{events:?}"
    );
    assert_stored(fx, game, winner, reason).await;
}

async fn checkmate() {
    let mut fx = Fixture::new("end-mate").await;
    let game = fx.start("shogi", Some(3), Some(SHOGI_MATE_IN_ONE)).await;
    let (history, events) = play_moves(&fx.service, game.id, &["G*5b"]).await;
    assert!(history.position().in_check());
    assert!(matches!(
        events[0],
        Event::MovePlayed {
            to_move: None,
            check: true,
            ..
        }
    ));
    assert_ended(
        &mut fx,
        game.id,
        &events,
        Some(Color::Black),
        Reason::Checkmate,
    )
    .await;
}

async fn no_legal_move_without_check_loses() {
    let mut fx = Fixture::new("end-stalemate").await;
    // The Dragon closes the last free squares of White's lone King without checking it.
    let game = fx
        .start("shogi", None, Some("8k/9/9/7+R1/9/9/9/9/K8 b - 1"))
        .await;
    let (history, events) = play_moves(&fx.service, game.id, &["2d2c"]).await;
    assert!(!history.position().in_check());
    assert!(history.position().legal_moves().is_empty());
    assert_ended(
        &mut fx,
        game.id,
        &events,
        Some(Color::Black),
        Reason::NoLegalMoves,
    )
    .await;
}

async fn fourfold_repetition_is_a_draw() {
    let mut fx = Fixture::new("end-repetition").await;
    let game = fx.start("shogi", Some(1), None).await;
    let cycle = ["2h1h", "8b9b", "1h2h", "9b8b"];
    let moves: Vec<&str> = cycle.iter().cycle().take(12).copied().collect();
    // Three occurrences of the start position: still playing.
    let (_, events) = play_moves(&fx.service, game.id, &moves[..11]).await;
    assert_eq!(ended(&events), None);
    let (_, events) = play_moves(&fx.service, game.id, &moves[11..]).await;
    assert_ended(&mut fx, game.id, &events, None, Reason::Repetition).await;
}

async fn perpetual_check_loses_for_the_checking_side() {
    let mut fx = Fixture::new("end-perpetual").await;
    // Black's Rook follows White's King between files 1 and 2, checking every time.
    let game = fx
        .start("shogi", Some(2), Some("8k/9/9/9/7R1/9/9/9/K8 b - 1"))
        .await;
    let cycle = ["2e1e", "1a2a", "1e2e", "2a1a"];
    let moves: Vec<&str> = cycle.iter().cycle().take(12).copied().collect();
    let (_, events) = play_moves(&fx.service, game.id, &moves[..11]).await;
    assert_eq!(ended(&events), None);
    let (_, events) = play_moves(&fx.service, game.id, &moves[11..]).await;
    assert_ended(
        &mut fx,
        game.id,
        &events,
        Some(Color::White),
        Reason::PerpetualCheck,
    )
    .await;
}

/// Black: 2 Rooks, 2 Bishops, 4 Golds in hand = 24 points (the threshold); White: 22.
const IMPASSE_START: &str = "9/9/9/4K4/9/9/9/4k4/9 b 2R2B4G4s4n4l10p 1";

async fn impasse_needs_both_kings_entered_then_scores() {
    let mut fx = Fixture::new("end-impasse").await;
    let normal = fx.start("shogi", Some(3), None).await;
    let refused = fx.service.offer(normal.id, ALICE, OfferKind::Impasse).await;
    assert!(
        matches!(refused, Err(ServiceError::ImpasseNotAllowed)),
        "{}",
        describe(&refused)
    );
    assert_eq!(
        fx.count("SELECT COUNT(*) FROM offers WHERE game_id = $1", normal.id)
            .await,
        0
    );

    let game = fx.start("shogi", Some(3), Some(IMPASSE_START)).await;
    // White's King is in its zone, Black's not yet.
    let early = fx.service.offer(game.id, BOB, OfferKind::Impasse).await;
    assert!(
        matches!(early, Err(ServiceError::ImpasseNotAllowed)),
        "{}",
        describe(&early)
    );
    play_moves(&fx.service, game.id, &["5d5c"]).await;
    let made = fx
        .service
        .offer(game.id, BOB, OfferKind::Impasse)
        .await
        .unwrap();
    assert!(
        matches!(made[0], Event::OfferMade { kind: OfferKind::Impasse, to, .. } if to == ALICE)
    );
    let events = fx
        .service
        .answer(game.id, ALICE, OfferKind::Impasse, true)
        .await
        .unwrap();
    assert_ended(
        &mut fx,
        game.id,
        &events,
        Some(Color::Black),
        Reason::Impasse,
    )
    .await;
}

async fn impasse_with_both_sides_above_the_threshold_is_a_draw() {
    let mut fx = Fixture::new("end-impasse-draw").await;
    let start = "9/9/4K4/9/9/9/4k4/9/9 b 2R4G4S4N2L2b2l18p 1";
    let game = fx.start("shogi", None, Some(start)).await;
    let events = fx
        .offer_accepted(game.id, ALICE, BOB, OfferKind::Impasse)
        .await;
    assert_ended(&mut fx, game.id, &events, None, Reason::Impasse).await;
}

async fn loss_on_time() {
    let mut fx = Fixture::new("end-time").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let game = fx.start("shogi", Some(1), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    // White (Bob) is to move, his day starts now.
    fx.clock.advance_ms(DAY - 1);
    let early = fx.service.tick().await.unwrap();
    assert!(
        early
            .iter()
            .all(|n| !matches!(n.event, Event::GameEnded { .. })),
        "{early:?}"
    );
    fx.clock.advance_ms(1);
    let due = fx.service.tick().await.unwrap();
    let ends: Vec<Outcome> = due
        .iter()
        .filter_map(|n| ended(std::slice::from_ref(&n.event)))
        .collect();
    assert_eq!(
        ends,
        vec![Outcome {
            winner: Some(Color::Black),
            reason: Reason::Time
        }]
    );
    assert_stored(&mut fx, game.id, Some(Color::Black), Reason::Time).await;
}

async fn resignation() {
    let mut fx = Fixture::new("end-resign").await;
    let game = fx.start("chu-seireigi", Some(7), None).await;
    play_moves(&fx.service, game.id, &["7i7h"]).await;
    // Resigning out of turn is allowed.
    let events = fx.service.resign(game.id, ALICE).await.unwrap();
    assert_ended(
        &mut fx,
        game.id,
        &events,
        Some(Color::White),
        Reason::Resignation,
    )
    .await;
}

async fn draw_by_agreement() {
    let mut fx = Fixture::new("end-agreement").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f", "3c3d"]).await;
    let events = fx
        .offer_accepted(game.id, ALICE, BOB, OfferKind::Draw)
        .await;
    assert_ended(&mut fx, game.id, &events, None, Reason::Agreement).await;
}

async fn nothing_is_played_after_the_end() {
    let mut fx = Fixture::new("end-after").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let game = fx.start("shogi", Some(3), Some(SHOGI_MATE_IN_ONE)).await;
    play_moves(&fx.service, game.id, &["G*5b"]).await;
    let resigned = fx.start("shogi", Some(3), None).await;
    fx.service.resign(resigned.id, BOB).await.unwrap();
    fx.reopen().await;
    for (id, mover, text) in [(game.id, BOB, "5a5b"), (resigned.id, ALICE, "7g7f")] {
        let before = snapshot(&fx.service, id).await;
        let r = fx.service.play(id, mover, text, None).await;
        assert!(
            matches!(r, Err(ServiceError::GameOver(g)) if g == id),
            "{}",
            describe(&r)
        );
        let r = fx.service.resign(id, mover).await;
        assert!(
            matches!(r, Err(ServiceError::GameOver(_))),
            "{}",
            describe(&r)
        );
        for kind in [OfferKind::Draw, OfferKind::Takeback, OfferKind::Impasse] {
            let r = fx.service.offer(id, mover, kind).await;
            assert!(
                matches!(r, Err(ServiceError::GameOver(_))),
                "{}",
                describe(&r)
            );
        }
        let ticked = fx.service.tick().await.unwrap();
        assert!(ticked.is_empty(), "{ticked:?}");
        assert_eq!(snapshot(&fx.service, id).await, before);
    }
}

backend_tests!(
    checkmate,
    no_legal_move_without_check_loses,
    fourfold_repetition_is_a_draw,
    perpetual_check_loses_for_the_checking_side,
    impasse_needs_both_kings_entered_then_scores,
    impasse_with_both_sides_above_the_threshold_is_a_draw,
    loss_on_time,
    resignation,
    draw_by_agreement,
    nothing_is_played_after_the_end,
);
