//! Unit tests of src/bot/analysis.rs.

use seireigi::bot::units::{Analyses, Ticket, Turned};
use seireigi::bot::AnalysisConfig;
use seireigi::service::{GameId, UserId};

#[test]
fn the_queue_turns_away_what_it_cannot_hold_and_frees_its_places() {
    let queue = Analyses::new(AnalysisConfig {
        parallel: 1,
        waiting: 2,
        ..AnalysisConfig::default()
    });
    assert_eq!(queue.capacity(), 3);
    let held: Vec<Ticket> = (1..=3)
        .map(|n| queue.admit(UserId(n), GameId(n as i64)).expect("room"))
        .collect();
    assert!(
        matches!(
            queue.admit(UserId(4), GameId(4)),
            Err(Turned::Full { capacity: 3 })
        ),
        "a fourth is refused"
    );
    // One per user and one per game.
    assert!(matches!(
        queue.admit(UserId(1), GameId(9)),
        Err(Turned::OnItsWay { .. })
    ));
    drop(held);
    assert!(
        queue.admit(UserId(4), GameId(4)).is_ok(),
        "places come back when reviews end"
    );
}
