//! Games against the computer as the service keeps them: who is the engine and at what
//! level, whose turn it is, the computer's clock standing still, offers waiting for it.

use crate::service_common;

use seireigi::ai::Level;
use seireigi::rules::{Position, Variant};
use seireigi::service::{ColorChoice, ComputerPlayer, OfferKind, ServiceError};
use service_common::*;

async fn the_computer_is_a_player_with_a_level_and_no_clock() {
    let fx = Fixture::new("computer-game").await;
    let game = computer_game(&fx, ColorChoice::White, Level::Strong).await;
    assert_eq!(
        game.computer,
        Some(ComputerPlayer {
            user: COMPUTER,
            level: Level::Strong
        })
    );
    assert_eq!(game.black, COMPUTER, "Alice asked for White");
    // The computer is to move, and its clock does not run.
    assert_eq!(game.deadline, None);
    let due = fx.service.computer_turns().await.expect("turns");
    assert_eq!(
        due.iter().map(|g| g.0.id).collect::<Vec<_>>(),
        vec![game.id]
    );
    assert_eq!(due[0].1 .0, fx.clock_now(), "due since the game began");

    // Its move, given as a typed move; then Alice's clock runs and the turn is hers.
    let mv = Position::start(Variant::builtin("shogi")).legal_moves()[0];
    fx.service
        .play_move(game.id, COMPUTER, mv, Some(0))
        .await
        .expect("legal");
    let after = fx.service.game_info(game.id).await.expect("game");
    assert_eq!(after.to_move, Some(ALICE));
    assert!(after.deadline.is_some(), "Alice has 3 days");
    assert!(fx.service.computer_turns().await.expect("turns").is_empty());

    // A typed move that is not legal (any more) changes nothing.
    let err = fx
        .service
        .play_move(game.id, ALICE, mv, None)
        .await
        .expect_err("that is no move of Alice's");
    assert!(matches!(err, ServiceError::PositionChanged), "{err}");
    assert_eq!(fx.service.game_info(game.id).await.expect("game").ply, 1);

    // After Alice's move it is the computer's turn again, still without a deadline.
    play_moves(&fx.service, game.id, &["3c3d"]).await;
    let info = fx.service.game_info(game.id).await.expect("game");
    assert_eq!(info.deadline, None);
    assert_eq!(fx.service.computer_turns().await.expect("turns").len(), 1);
    // Reloaded from the database, the game still knows its computer.
    let mut fx = fx;
    fx.reopen().await;
    let info = fx.service.game_info(game.id).await.expect("game");
    assert!(info.is_computer(COMPUTER) && !info.is_computer(ALICE));
}

async fn offers_to_the_computer_wait_for_its_answer() {
    let fx = Fixture::new("computer-offers").await;
    let game = computer_game(&fx, ColorChoice::Black, Level::Normal).await;
    // A game between people does not concern the computer.
    let people = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, people.id, &["7g7f"]).await;
    fx.service
        .offer(people.id, ALICE, OfferKind::Draw)
        .await
        .expect("offer");

    play_moves(&fx.service, game.id, &["7g7f"]).await;
    fx.service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .expect("offer");
    assert_eq!(
        fx.service.offers_to_computer().await.expect("offers"),
        vec![(
            game.id,
            OfferKind::Draw,
            seireigi::service::Timestamp(fx.clock_now())
        )]
    );
    fx.service
        .answer(game.id, COMPUTER, OfferKind::Draw, false)
        .await
        .expect("declined");
    assert!(fx
        .service
        .offers_to_computer()
        .await
        .expect("offers")
        .is_empty());
}

backend_tests!(
    the_computer_is_a_player_with_a_level_and_no_clock,
    offers_to_the_computer_wait_for_its_answer,
);
