//! The unit tests of src/ai/offers.rs.

use seireigi::ai::offers::*;
use seireigi::rules::{Color, History, Position, Variant};

fn game(sfen: &str) -> History {
    History::new(Position::from_sfen(Variant::builtin("shogi"), sfen).expect("valid sfen"))
}

#[test]
fn a_draw_is_taken_only_when_losing() {
    // Black has a Rook and a Bishop more than White.
    let h = game("4k4/9/9/9/9/9/9/1B5R1/4K4 b - 1");
    assert!(!accepts_draw(&h, Color::Black), "winning side declines");
    assert!(accepts_draw(&h, Color::White), "losing side accepts");
    let even = History::new(Position::start(Variant::builtin("shogi")));
    assert!(!accepts_draw(&even, Color::Black));
    assert!(!accepts_draw(&even, Color::White));
}

#[test]
fn an_impasse_is_taken_only_when_it_does_not_lose() {
    // Both Kings in their zones; Black has all the material, White almost none.
    let h = game("1K7/9/9/9/9/9/9/9/RBGGSSNNk b GGSSNNLLLLPPPPPPPPPPPPPPPPPPbr 1");
    assert!(accepts_impasse(&h, Color::Black));
    assert!(!accepts_impasse(&h, Color::White));
    // Kings at home: no impasse to accept.
    let start = History::new(Position::start(Variant::builtin("shogi")));
    assert!(!accepts_impasse(&start, Color::Black));
}
