//! A first full game through the service on a real database file.

use seireigi::rules::{Color, Reason};
use seireigi::service::{
    ColorChoice, Event, GameService, ManualClock, NewChallenge, ServiceError, Timestamp, UserId,
};
use seireigi::store::Store;
use std::sync::Arc;

const ALICE: UserId = UserId(1001);
const BOB: UserId = UserId(1002);

#[tokio::test]
async fn a_short_game_to_checkmate_on_a_file() {
    let dir = std::env::temp_dir().join(format!("seireigi-basic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.db");
    let clock = Arc::new(ManualClock::new(Timestamp(1_700_000_000_000)));
    let service = GameService::new(
        Store::open(path.to_str().unwrap()).await.unwrap(),
        clock.clone(),
    );
    let (challenge, _) = service
        .challenge(NewChallenge {
            challenger: ALICE,
            opponent: Some(BOB),
            variant: "shogi".into(),
            days_per_move: Some(3),
            color: ColorChoice::Black,
            position: Some("4k4/9/4P4/9/9/9/9/9/4K4 b G 1".into()),
        })
        .await
        .unwrap();
    let (game, events) = service.accept(challenge.id, BOB).await.unwrap();
    assert_eq!(game.black, ALICE);
    assert!(matches!(events[0], Event::GameStarted { .. }));
    let err = service.play(game.id, BOB, "G*5b", None).await.unwrap_err();
    assert!(matches!(err, ServiceError::NotYourTurn(_)), "{err}");
    let done = service.play(game.id, ALICE, "G*5b", None).await.unwrap();
    let end = done.events.iter().find_map(|e| match e {
        Event::GameEnded { outcome, .. } => Some(*outcome),
        _ => None,
    });
    assert_eq!(
        end.map(|o| (o.winner, o.reason)),
        Some((Some(Color::Black), Reason::Checkmate))
    );
    drop(service);
    // Reopened, the game is still there and finished.
    let service = GameService::new(Store::open(path.to_str().unwrap()).await.unwrap(), clock);
    let (info, history) = service.game_history(game.id).await.unwrap();
    assert_eq!(history.moves().len(), 1);
    assert_eq!(info.outcome.map(|o| o.reason), Some(Reason::Checkmate));
    let _ = std::fs::remove_dir_all(&dir);
}
