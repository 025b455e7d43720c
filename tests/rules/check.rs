//! Check, checkmate, the no-legal-move loss, pins and King safety (rules.md 2.5, 2.6).

use crate::common;

use common::{for_both_sides, legal, map_set, moves_from, play, position};
use seireigi::rules::{Color, Variant};

fn shogi() -> Variant {
    Variant::builtin("shogi")
}

#[test]
fn every_answer_to_a_check_removes_it() {
    // The White Rook on 5a checks down the file; Black can move the King, interpose or
    // take the Rook with the Bishop.
    let pos = position(
        shogi(),
        Color::Black,
        &[
            ("5i", "K"),
            ("5a", "r"),
            ("1e", "B"),
            ("8h", "G"),
            ("1a", "k"),
        ],
        "P",
    );
    for_both_sides(&pos, |p, f| {
        assert!(p.in_check());
        let moves = legal(p);
        for mv in &moves {
            let after = play(p, mv);
            assert!(
                !after.is_in_check(p.side_to_move()),
                "{mv} leaves the King in check"
            );
        }
        // The Gold cannot reach the file, so it has no move at all.
        assert!(moves_from(p, &f("8h")).is_empty());
        for answer in ["5i4h", "P*5e", "1e5a", "1e5a+"] {
            assert!(moves.contains(&f(answer)), "{answer}");
        }
        for ignores in ["5i5h", "1e3c", "P*4e"] {
            assert!(!moves.contains(&f(ignores)), "{ignores}");
        }
    });
}

#[test]
fn checkmate_leaves_no_legal_move() {
    // White King on 1a, Black Gold on 1b guarded by the Pawn on 1c.
    let pos = position(
        shogi(),
        Color::White,
        &[("1a", "k"), ("1b", "G"), ("1c", "P"), ("9i", "K")],
        "-",
    );
    for_both_sides(&pos, |p, _| {
        assert!(p.in_check());
        assert!(legal(p).is_empty());
    });
    // Without the Pawn the King takes the Gold: check, not mate.
    let pos = position(
        shogi(),
        Color::White,
        &[("1a", "k"), ("1b", "G"), ("9i", "K")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        assert!(p.in_check());
        assert_eq!(legal(p), map_set(&["1a1b"], f));
    });
}

#[test]
fn no_legal_move_without_check_is_a_dead_end() {
    // White's lone King on 1a is not attacked, but the Lance covers 2a and 2b and the
    // Rook covers 2b and 1b: White has nothing to play (and loses, rules.md 2.6).
    let pos = position(
        shogi(),
        Color::White,
        &[("1a", "k"), ("2i", "L"), ("9b", "R"), ("5i", "K")],
        "-",
    );
    for_both_sides(&pos, |p, _| {
        assert!(!p.in_check());
        assert!(legal(p).is_empty());
    });
    // One more piece in hand gives White drops: the position is not a dead end.
    let pos = position(
        shogi(),
        Color::White,
        &[("1a", "k"), ("2i", "L"), ("9b", "R"), ("5i", "K")],
        "g",
    );
    assert!(!legal(&pos).is_empty());
}

#[test]
fn pinned_pieces_move_only_along_the_pin() {
    let file = position(
        shogi(),
        Color::Black,
        &[("5i", "K"), ("5f", "R"), ("5a", "r"), ("1a", "k")],
        "-",
    );
    for_both_sides(&file, |p, f| {
        let expected = map_set(
            &[
                "5f5h", "5f5g", "5f5e", "5f5d", "5f5c", "5f5c+", "5f5b", "5f5b+", "5f5a", "5f5a+",
            ],
            f,
        );
        assert_eq!(moves_from(p, &f("5f")), expected);
    });
    // A Bishop pinned on a file has no move at all.
    let bishop = position(
        shogi(),
        Color::Black,
        &[("5i", "K"), ("5f", "B"), ("5a", "r"), ("1a", "k")],
        "-",
    );
    for_both_sides(&bishop, |p, f| assert!(moves_from(p, &f("5f")).is_empty()));
    // A Bishop pinned on a diagonal slides along it, up to and including the pinner.
    let diagonal = position(
        shogi(),
        Color::Black,
        &[("5i", "K"), ("4h", "B"), ("1e", "b"), ("9a", "k")],
        "-",
    );
    for_both_sides(&diagonal, |p, f| {
        assert_eq!(
            moves_from(p, &f("4h")),
            map_set(&["4h3g", "4h2f", "4h1e"], f)
        );
    });
}

#[test]
fn the_king_cannot_step_onto_an_attacked_square() {
    // Checked down the file, the King cannot retreat along it (the Rook's line goes on
    // through the square the King leaves) nor step forward; the sideways squares are free.
    let pos = position(
        shogi(),
        Color::Black,
        &[("5h", "K"), ("5a", "r"), ("1a", "k")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        assert_eq!(
            moves_from(p, &f("5h")),
            map_set(&["5h4g", "5h6g", "5h4h", "5h6h", "5h4i", "5h6i"], f)
        );
    });
    // Squares guarded by a Gold and a Knight are off limits too.
    let pos = position(
        shogi(),
        Color::Black,
        &[("5h", "K"), ("5f", "g"), ("3e", "n"), ("1a", "k")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        // The Gold covers 4g, 5g, 6g; the Knight on 3e covers 4g and 2g.
        assert_eq!(
            moves_from(p, &f("5h")),
            map_set(&["5h4h", "5h6h", "5h4i", "5h5i", "5h6i"], f)
        );
    });
}

#[test]
fn a_discovered_check_counts() {
    let pos = position(
        shogi(),
        Color::Black,
        &[("5i", "R"), ("5f", "S"), ("5a", "k"), ("9i", "K")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        assert!(!p.in_check());
        let after = play(p, &format!("{}{}", f("5f"), f("4e")));
        assert!(after.in_check());
        // White must answer it: every reply removes the Rook's check.
        for mv in legal(&after) {
            assert!(!play(&after, &mv).is_in_check(after.side_to_move()), "{mv}");
        }
    });
}

#[test]
fn double_check_allows_only_king_moves() {
    // Rook down the 5-file and Bishop on the 1e-5a diagonal both check. The Gold could
    // block either line (4b or 5b) and a dropped Pawn the file, but not both.
    let pos = position(
        shogi(),
        Color::White,
        &[
            ("5a", "k"),
            ("4a", "g"),
            ("5i", "R"),
            ("1e", "B"),
            ("1i", "K"),
        ],
        "p",
    );
    for_both_sides(&pos, |p, f| {
        assert!(p.in_check());
        assert_eq!(legal(p), map_set(&["5a6a", "5a6b"], f));
    });
    // With only the Rook checking, the same blocks are legal.
    let single = position(
        shogi(),
        Color::White,
        &[("5a", "k"), ("4a", "g"), ("5i", "R"), ("1i", "K")],
        "p",
    );
    for_both_sides(&single, |p, f| {
        let moves = legal(p);
        assert!(moves.contains(&f("4a5b")) && moves.contains(&f("P*5e")));
    });
}

#[test]
fn a_limited_slider_pins_only_within_its_range() {
    // Uchi Chu Shogi's Venomous Wolf moves up to three squares vertically (vW3).
    let uchi = Variant::builtin("uchi-chu-shogi");
    // King three squares away: the Gold between is pinned (and may promote: it starts in
    // the zone).
    let near = position(
        uchi,
        Color::Black,
        &[("5a", "v"), ("5c", "G"), ("5d", "K"), ("12l", "k")],
        "-",
    );
    for_both_sides(&near, |p, f| {
        assert_eq!(moves_from(p, &f("5c")), map_set(&["5c5b", "5c5b+"], f));
    });
    // King four squares away: out of the Wolf's reach, so the Gold moves freely.
    let far = position(
        uchi,
        Color::Black,
        &[("5a", "v"), ("5c", "G"), ("5e", "K"), ("12l", "k")],
        "-",
    );
    for_both_sides(&far, |p, f| {
        let free: Vec<&str> = vec!["5c5b", "5c4b", "5c6b", "5c4c", "5c6c", "5c5d"];
        let mut expected = map_set(&free, f);
        expected.extend(free.iter().map(|m| f(&format!("{m}+"))));
        assert_eq!(moves_from(p, &f("5c")), expected);
    });
}
