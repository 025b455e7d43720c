//! Unit tests of src/service/events.rs.

use seireigi::service::{Event, GameId, UserId};

/// The outbox tells a move's post from other rows by how its event begins
/// (`store::queries::games_with_unposted_moves`): the tag first, as serde writes it.
#[test]
fn a_move_event_begins_with_its_tag() {
    let event = Event::MovePlayed {
        game: GameId(3),
        ply: 1,
        by: UserId(7),
        canonical: "7g7f".into(),
        check: false,
        to_move: Some(UserId(8)),
        deadline: None,
        prepared: false,
        answered: false,
    };
    let json = serde_json::to_string(&event).expect("serializes");
    assert!(json.starts_with(r#"{"type":"move_played""#), "{json}");
}
