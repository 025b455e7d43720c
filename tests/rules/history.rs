//! Game ends decided by the history: repetition, perpetual check, checkmate, impasse.

use seireigi::rules::outcome::{score_impasse, ImpasseError};
use seireigi::rules::usi::parse_position;
use seireigi::rules::{Color, History, Outcome, Position, Reason, Variant};

fn play(variant: Variant, text: &str) -> History {
    parse_position(variant, text).expect("legal game")
}

#[test]
fn fourth_occurrence_is_a_draw_and_not_earlier() {
    let shuffle = " 2h3h 8b7b 3h2h 7b8b";
    let mut text = "startpos moves".to_string();
    for round in 1..=3 {
        text += shuffle;
        let h = play(Variant::builtin("shogi"), &text);
        if round < 3 {
            assert_eq!(
                h.outcome(),
                None,
                "only {} occurrences after round {round}",
                round + 1
            );
        } else {
            assert_eq!(
                h.outcome(),
                Some(Outcome {
                    winner: None,
                    reason: Reason::Repetition
                })
            );
        }
    }
}

#[test]
fn perpetual_check_loses_for_the_checking_side() {
    let moves = "3c3a 1a1b 3a3b 1b1a 3b3a 1a1b 3a3b 1b1a 3b3a 1a1b 3a3b 1b1a";
    let start = "sfen 8k/9/6R2/9/9/9/9/9/K8 b - 1 moves ";
    let before = play(Variant::builtin("shogi"), &format!("{start}{moves}"));
    assert_eq!(before.outcome(), None, "three occurrences are not enough");
    let h = play(Variant::builtin("shogi"), &format!("{start}{moves} 3b3a"));
    assert_eq!(
        h.outcome(),
        Some(Outcome {
            winner: Some(Color::White),
            reason: Reason::PerpetualCheck
        })
    );
}

#[test]
fn moves_after_the_end_are_refused() {
    let h = play(
        Variant::builtin("shogi"),
        "startpos moves 7g7f 3c3d 8h2b+ 4a3b 2b3a",
    );
    assert_eq!(h.outcome(), None);
    // Fool's mate in shogi: 2f, 2e, 2d... keep it simple with a known mate position.
    let mate = play(
        Variant::builtin("shogi"),
        "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b",
    );
    assert_eq!(
        mate.outcome(),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::Checkmate
        })
    );
    assert!(parse_position(
        Variant::builtin("shogi"),
        "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b 5a4a"
    )
    .is_err());
}

#[test]
fn no_legal_move_without_check_loses() {
    // White's only piece is a King boxed in by squares Black attacks, none of them in check.
    let h = play(
        Variant::builtin("shogi"),
        "sfen k8/2G6/1G7/9/9/9/9/9/8K w - 1",
    );
    assert_eq!(
        h.outcome(),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::NoLegalMoves
        })
    );
}

#[test]
fn takeback_restores_the_position_and_clears_the_result() {
    let mut h = play(
        Variant::builtin("shogi"),
        "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b",
    );
    assert!(h.outcome().is_some());
    assert!(h.take_back(1));
    assert_eq!(h.outcome(), None);
    assert_eq!(h.position().to_sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(!h.take_back(1));
}

#[test]
fn impasse_needs_both_kings_in_their_zones() {
    assert_eq!(
        score_impasse(&Position::start(Variant::builtin("chu-seireigi"))),
        Err(ImpasseError::KingsNotEntered)
    );
    // Only Black's King has entered.
    let one = Position::from_sfen(Variant::builtin("shogi"), "9/4K4/9/9/4k4/9/9/9/9 b - 1")
        .expect("valid");
    assert_eq!(score_impasse(&one), Err(ImpasseError::KingsNotEntered));
}

#[test]
fn impasse_scores_by_unpromoted_value_against_the_threshold() {
    // Black: R B (5 each) + 16 one-point pieces = 26; White: 4 pawns.
    let black_wins = Position::from_sfen(
        Variant::builtin("shogi"),
        "9/4K4/9/9/9/9/9/4k4/9 b RB2G2S2N2L8P4p 1",
    )
    .expect("valid");
    assert_eq!(black_wins.impasse_points(Color::Black), 26);
    assert_eq!(
        score_impasse(&black_wins),
        Ok(Outcome {
            winner: Some(Color::Black),
            reason: Reason::Impasse
        })
    );
    // A promoted Rook on the board still counts 5: 24 each is a draw.
    let draw = Position::from_sfen(
        Variant::builtin("shogi"),
        "+R8/4K4/9/9/9/9/9/4k3+r/9 b B2G2S2N2L6Pb2g2s2n2l6p 1",
    )
    .expect("valid");
    assert_eq!(draw.impasse_points(Color::Black), 24);
    assert_eq!(draw.impasse_points(Color::White), 24);
    assert_eq!(
        score_impasse(&draw),
        Ok(Outcome {
            winner: None,
            reason: Reason::Impasse
        })
    );
}

#[test]
fn chu_seireigi_start_is_worth_63_each() {
    let pos = Position::start(Variant::builtin("chu-seireigi"));
    assert_eq!(pos.impasse_points(Color::Black), 63);
    assert_eq!(pos.impasse_points(Color::White), 63);
    let dai = Position::start(Variant::builtin("dai-seireigi"));
    assert_eq!(dai.impasse_points(Color::Black), 118);
    let uchi = Position::start(Variant::builtin("uchi-chu-shogi"));
    assert_eq!(uchi.impasse_points(Color::White), 55);
}
