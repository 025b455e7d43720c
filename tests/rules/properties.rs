//! Properties of random legal games in every game: nobody is ever left in check, SFEN and
//! game records round-trip, the incremental hash equals a fresh one, and the text parsers
//! never panic.

use proptest::prelude::*;
use seireigi::rules::record::GameRecord;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{History, Position, Variant};
use std::collections::BTreeMap;

/// Plays a game whose choices come from `picks`, checking the invariants after each ply.
fn random_game(variant: Variant, picks: &[u16]) -> History {
    let mut history = History::new(Position::start(variant));
    for &pick in picks {
        if history.outcome().is_some() {
            break;
        }
        let moves = history.position().legal_moves();
        let mv = moves[pick as usize % moves.len()];
        history.play(mv).expect("a generated move is legal");
        let pos = history.position();
        // Where royal pieces may be captured, a side may leave its King attacked.
        assert!(
            variant.game().rules.royal_capture || !pos.is_in_check(pos.side_to_move().opponent()),
            "the side that just moved is in check in {}",
            pos.to_sfen()
        );
        let reparsed = Position::from_sfen(variant, &pos.to_sfen()).expect("own SFEN parses");
        assert_eq!(&reparsed, pos);
        assert_eq!(
            reparsed.hash(),
            pos.hash(),
            "incremental hash differs from a fresh one"
        );
    }
    history
}

fn variants() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::all().collect::<Vec<_>>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_keep_the_rules(variant in variants(), picks in prop::collection::vec(any::<u16>(), 1..80)) {
        let history = random_game(variant, &picks);
        let record = GameRecord::from_history(&history, BTreeMap::new());
        let text = record.to_json();
        let back = GameRecord::from_json(&text).expect("own record parses").to_history().expect("own record replays");
        prop_assert_eq!(back.position(), history.position());
        prop_assert_eq!(back.outcome(), history.outcome());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn sfen_parser_never_panics(variant in variants(), text in "\\PC{0,120}") {
        let _ = Position::from_sfen(variant, &text);
    }

    #[test]
    fn sfen_like_text_never_panics(variant in variants(), text in "[0-9a-zA-Z+'/ -]{0,200}") {
        if let Ok(pos) = Position::from_sfen(variant, &text) {
            prop_assert_eq!(Position::from_sfen(variant, &pos.to_sfen()).ok(), Some(pos));
        }
    }

    #[test]
    fn position_commands_never_panic(variant in variants(), text in "(startpos|sfen [a-z0-9/ ]{0,30}) (moves( [0-9a-o*+']{2,7}){0,6})?") {
        let _ = parse_position(variant, &text);
    }
}
