//! Unit tests of src/bot/cards.rs.

use seireigi::bot::units::card;
use seireigi::i18n::Lang;
use seireigi::rules::{Position, Variant};
use seireigi::service::{Challenge, ChallengeId, ChallengeStatus, ColorChoice, Timestamp, UserId};

/// A challenge stored before start positions needed both Kings still gets its card
/// (on Accept after a restart, say), as its game would still be played.
#[test]
fn a_stored_start_without_a_king_still_has_its_card() {
    let sfen = "4k4/9/9/9/9/9/9/9/9 b R 1";
    let variant = Variant::builtin("shogi");
    assert!(
        Position::from_sfen(variant, sfen).is_err(),
        "refused if new"
    );
    let ch = Challenge {
        id: ChallengeId(1),
        challenger: UserId(1),
        challenged: Some(UserId(2)),
        variant,
        days_per_move: Some(3),
        color: ColorChoice::Black,
        start_sfen: sfen.to_string(),
        expires_at: Timestamp(0),
        status: ChallengeStatus::Open,
        game: None,
        card: None,
        guild: None,
        rated: false,
        extensions: 2,
    };
    assert!(card(Lang::Fr, &ch, true, "").is_ok());
}
