//! The unit tests of src/usi/engine.rs.

use seireigi::ai::MATE;
use seireigi::rules::{Position, Variant};
use seireigi::usi::engine::*;

#[test]
fn scores_read_as_usi() {
    assert_eq!(score_text(-35), "cp -35");
    assert_eq!(score_text(MATE - 3), "mate 3");
    assert_eq!(score_text(-(MATE - 2)), "mate -2");
}

#[test]
fn entering_king_declaration() {
    // Black's King on 5c with 10 pieces in the camp (17 + 1 points) and Pawns in hand.
    let board = "9/+R+B+P+P+P+P+P+P+P/4K+P3/9/9/9/9/9/4k4";
    let at = |hand: &str| {
        let sfen = format!("{board} b {hand} 1");
        Position::from_sfen(Variant::builtin("shogi"), &sfen).expect("sfen")
    };
    assert!(declaration_wins(&at("10P")), "28 points");
    assert!(
        !declaration_wins(&at("9P")),
        "27 points are not enough for Black"
    );
    // Nine pieces in the camp are not enough, whatever the points.
    let sfen = "9/+R+B+P+P+P+P+P+P+P/4K4/9/9/9/9/9/4k4 b RB10P 1";
    let pos = Position::from_sfen(Variant::builtin("shogi"), sfen).expect("sfen");
    assert!(!declaration_wins(&pos));
}
