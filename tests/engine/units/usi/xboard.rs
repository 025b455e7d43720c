//! The unit tests of src/usi/xboard.rs.

use seireigi::rules::notation::parse_canonical;
use seireigi::rules::{Move, Position, Variant};
use seireigi::usi::xboard::{answer_move, feature, parse_cecp, to_cecp};

#[test]
fn features_read() {
    let line = r#"feature variants="chu,dai,tenjiku" ping=1 myname="HaChu 0.21" done=0"#;
    assert_eq!(feature(line, "variants"), Some("chu,dai,tenjiku"));
    assert_eq!(feature(line, "myname"), Some("HaChu 0.21"));
    assert_eq!(feature(line, "ping"), Some("1"));
    assert_eq!(feature(line, "done"), Some("0"));
    assert_eq!(feature(line, "name"), None, "only whole keys");
    assert_eq!(feature("feature done=1", "done"), Some("1"));
    assert_eq!(feature("move e3e4", "done"), None);
}

/// CECP squares: files `a` on Black's left, ranks from 1 on Black's side; a Lion's two
/// steps, its capture without moving, a pass, and promotions, both ways.
#[test]
fn cecp_moves_both_ways() {
    let chu = Variant::builtin("chu-shogi");
    let start = Position::start(chu);
    let g = chu.game();
    // Black's Pawn of file 7 (the sixth from the left): `f4f5`.
    let pawn = parse_canonical(g, "7i7h").expect("move");
    assert_eq!(to_cecp(&start, pawn), "f4f5");
    assert_eq!(parse_cecp(&start, "f4f5"), Some(pawn));
    assert!(start.is_legal(pawn));
    assert_eq!(parse_cecp(&start, "a1l12"), parse_canonical(g, "12l1a"));
    assert_eq!(parse_cecp(&start, "m1m2"), None, "off a 12x12 board");
    assert_eq!(parse_cecp(&start, "a0a1"), None);
    assert_eq!(parse_cecp(&start, "a1a2,"), None);
    // A Lion (Black, 7f) next to a White Pawn (6e) and an empty square (7e).
    let pos =
        Position::from_sfen(chu, "11k/12/12/12/12/12/6p5/5N6/12/12/12/K11 b - 1").expect("sfen");
    let igui = parse_canonical(g, "7h6g7h").expect("move");
    assert!(pos.is_legal(igui), "{:?}", pos.legal_moves());
    assert_eq!(to_cecp(&pos, igui), "f5g6,g6f5");
    assert_eq!(parse_cecp(&pos, "f5g6,g6f5"), Some(igui));
    let double = parse_canonical(g, "7h6g6f").expect("move");
    assert_eq!(to_cecp(&pos, double), "f5g6,g6g7");
    assert_eq!(parse_cecp(&pos, "f5g6,g6g7"), Some(double));
    // Two steps through an empty square are the plain jump.
    let jump = parse_canonical(g, "7h7f").expect("move");
    assert_eq!(parse_cecp(&pos, "f5f6,f6f7"), Some(jump));
    assert_eq!(to_cecp(&pos, jump), "f5f7");
    let pass = parse_canonical(g, "7h7g7h").expect("move");
    assert!(pos.is_legal(pass));
    assert_eq!(to_cecp(&pos, pass), "@@@@");
    let read = parse_cecp(&pos, "@@@@").expect("a pass");
    assert!(
        matches!(read, Move::Board { from, via: Some(_), to, .. } if from == to),
        "{read:?}"
    );
    assert!(pos.is_legal(read));
    let promotion = parse_canonical(g, "7i7h+").expect("move");
    assert_eq!(to_cecp(&start, promotion), "f4f5+");
    assert_eq!(parse_cecp(&start, "f4f5+"), Some(promotion));
    assert_eq!(parse_cecp(&start, "f4f5="), Some(pawn));
    // Dai Shogi: 15x15, `o15` is our 1a.
    let dai = Variant::builtin("dai-shogi");
    let dstart = Position::start(dai);
    assert_eq!(
        parse_cecp(&dstart, "a1o15"),
        parse_canonical(dai.game(), "15o1a")
    );
}

#[test]
fn answer_lines_read() {
    assert_eq!(answer_move("1. ... 8b4b 298800"), Some("8b4b"));
    assert_eq!(answer_move("12. ... B*3c 300000"), Some("B*3c"));
    assert_eq!(answer_move("1. 7g7f 300000"), None, "an echoed move");
    assert_eq!(answer_move("GNU Shogi 1.4.2"), None);
    assert_eq!(answer_move("x. ... 7g7f"), None);
    assert_eq!(answer_move("depth = 1. ... 7g7f 300000"), Some("7g7f"));
    assert_eq!(answer_move("depth = 1. 7g7f 300000"), None);
    assert_eq!(answer_move(""), None);
}
