//! XBetza's move-only, capture-only and hopping moves (`m`, `c`, `p`; docs/games.md) as the
//! parser reads them and as cannon shogi's pieces play them: moves, captures, checks, and
//! the King safety of a line that gains or loses a screen.

use crate::common;

use common::{for_both_sides, legal, map_set, moves_from, position};
use seireigi::rules::betza::{parse, UNLIMITED};
use seireigi::rules::{Color, Variant};

fn cannon() -> Variant {
    Variant::builtin("cannon-shogi")
}

const ORTH: [usize; 4] = [0, 2, 4, 6];
const DIAG: [usize; 4] = [1, 3, 5, 7];

fn only(indices: &[usize], value: u8) -> [u8; 8] {
    let mut out = [0; 8];
    for &i in indices {
        out[i] = value;
    }
    out
}

#[test]
fn modality_letters_split_moves_from_captures() {
    let cannon = parse("mRcpR").unwrap();
    assert_eq!(cannon.rays, [0; 8]);
    assert_eq!(cannon.move_rays, only(&ORTH, UNLIMITED));
    assert_eq!(cannon.capture_rays, [0; 8]);
    assert_eq!(cannon.hop_moves, [0; 8]);
    assert_eq!(cannon.hop_captures, only(&ORTH, UNLIMITED));
    assert!(cannon.has_modal());

    let copper = parse("pR").unwrap();
    assert_eq!(copper.hop_moves, only(&ORTH, UNLIMITED));
    assert_eq!(copper.hop_captures, only(&ORTH, UNLIMITED));

    let flying = parse("mBpBmWpR2").unwrap();
    assert_eq!(
        flying.move_rays,
        [1, UNLIMITED, 1, UNLIMITED, 1, UNLIMITED, 1, UNLIMITED]
    );
    assert_eq!(flying.hop_moves, {
        let mut h = only(&DIAG, UNLIMITED);
        for i in ORTH {
            h[i] = 2;
        }
        h
    });

    // Both letters, or none, is an ordinary move; a move-only and a capture-only part of the
    // same line give the shorter range to both.
    assert_eq!(parse("mcR").unwrap(), parse("R").unwrap());
    assert_eq!(parse("cmN").unwrap(), parse("N").unwrap());
    let mixed = parse("mR2cR").unwrap();
    assert_eq!(mixed.rays, only(&ORTH, 2));
    assert_eq!(mixed.capture_rays, only(&ORTH, UNLIMITED));
    assert_eq!(mixed.move_rays, [0; 8]);
    assert!(!parse("R").unwrap().has_modal());

    // Directions and modality mix in one prefix, in either order.
    assert_eq!(parse("mfR").unwrap().move_rays, only(&[0], UNLIMITED));
    assert_eq!(parse("fmR").unwrap().move_rays, only(&[0], UNLIMITED));
    let pawn = parse("fmWfcF").unwrap();
    assert_eq!(pawn.move_rays, only(&[0], 1));
    assert_eq!(pawn.capture_rays, [0, 1, 0, 0, 0, 0, 0, 1]);
    let leaps = parse("mNcD").unwrap();
    assert_eq!(leaps.move_jumps.len(), 8);
    assert_eq!(leaps.capture_jumps.len(), 4);
    assert!(leaps.jumps.is_empty());
}

#[test]
fn unsupported_modifiers_say_so() {
    for text in ["pN", "pW", "pK", "pD", "cpF"] {
        let reason = parse(text).unwrap_err().reason;
        assert!(
            reason.starts_with("modifier not supported"),
            "{text}: {reason}"
        );
    }
    for text in ["nN", "jR", "iW", "gQ", "afsW"] {
        let reason = parse(text).unwrap_err().reason;
        assert!(
            reason.starts_with("modifier not supported"),
            "{text}: {reason}"
        );
        assert!(reason.contains("m c p"), "{text}: {reason}");
    }
    assert!(parse("pR1").is_err());
}

#[test]
fn a_gold_cannon_moves_like_a_rook_and_captures_over_a_screen() {
    let pos = position(
        cannon(),
        Color::Black,
        &[
            ("9i", "K"),
            ("1a", "k"),
            ("5e", "U"),
            ("5c", "p"),
            ("5b", "g"),
            ("3e", "s"),
            ("7e", "P"),
            ("8e", "n"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let expected = map_set(
            &[
                // Quiet moves up to the first piece, never a capture next to it.
                "5e5d", "5e5f", "5e5g", "5e5h", "5e5i", "5e4e", "5e6e",
                // Over the Pawn on 5c onto the Gold; over the Black Pawn on 7e onto the Knight.
                "5e5b", "5e5b+", "5e8e",
            ],
            f,
        );
        assert_eq!(moves_from(p, &f("5e")), expected);
    });
}

#[test]
fn a_copper_cannon_moves_and_captures_only_over_a_screen() {
    let pos = position(
        cannon(),
        Color::Black,
        &[
            ("9i", "K"),
            ("1a", "k"),
            ("5e", "A"),
            ("5g", "P"),
            ("5c", "p"),
            ("5a", "g"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let expected = map_set(
            &[
                // Over its own Pawn on 5g to the empty squares beyond.
                "5e5h", "5e5i",
                // Over the Pawn on 5c: the empty 5b, then the Gold on 5a.
                "5e5b", "5e5b+", "5e5a", "5e5a+",
            ],
            f,
        );
        assert_eq!(moves_from(p, &f("5e")), expected);
    });
}

#[test]
fn a_limited_hop_counts_its_range_from_the_start() {
    // The Flying Gold Cannon's pB2: over a piece on the next diagonal square to the one beyond,
    // never further; its mF steps; its mR and pR lines.
    let pos = position(
        cannon(),
        Color::Black,
        &[
            ("1i", "K"),
            ("9a", "k"),
            ("5e", "+U"),
            ("4d", "p"),
            ("6f", "P"),
            ("8h", "g"),
            ("5d", "P"),
            ("5f", "P"),
            ("4e", "P"),
            ("6e", "P"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let expected = map_set(
            &[
                "5e3c", "5e7g", // over 4d to 3c and over 6f to 7g (both empty)
                "5e6d", "5e4f", // mF to the empty 6d and 4f
                "5e5c", "5e5b", "5e5a", "5e5g", "5e5h", "5e5i", // over 5d and 5f
                "5e3e", "5e2e", "5e1e", "5e7e", "5e8e", "5e9e", // over 4e and 6e
            ],
            f,
        );
        // Not 8h: the Gold is three squares away, beyond the hop's range of two.
        assert_eq!(moves_from(p, &f("5e")), expected);
    });
}

#[test]
fn only_capturing_lines_give_check() {
    // A White Gold Cannon on 5a: with nothing between it does not attack the King (its
    // slide does not capture); with exactly one screen it does; with two it does not.
    let board = |between: &[&'static str]| {
        let mut pieces = vec![("5i", "K"), ("1a", "k"), ("5a", "u")];
        pieces.extend(between.iter().map(|&s| (s, "G")));
        position(cannon(), Color::Black, &pieces, "-")
    };
    for_both_sides(&board(&[]), |p, _| assert!(!p.in_check()));
    for_both_sides(&board(&["5e"]), |p, _| assert!(p.in_check()));
    for_both_sides(&board(&["5e", "5c"]), |p, _| assert!(!p.in_check()));
    // The Silver Cannon captures along diagonals over a screen only.
    let silver = |screen: bool| {
        let mut pieces = vec![("5i", "K"), ("1a", "k"), ("1e", "c")];
        if screen {
            pieces.push(("3g", "p"));
        }
        position(cannon(), Color::Black, &pieces, "-")
    };
    for_both_sides(&silver(false), |p, _| assert!(!p.in_check()));
    for_both_sides(&silver(true), |p, _| assert!(p.in_check()));
}

#[test]
fn a_move_or_drop_may_not_make_a_screen_for_a_cannon() {
    // A White Copper Cannon on 5a faces the King on 5i over an empty file: any Black piece
    // arriving on the file becomes the screen of a check.
    let pos = position(
        cannon(),
        Color::Black,
        &[("5i", "K"), ("1a", "k"), ("5a", "a"), ("4h", "G")],
        "P",
    );
    for_both_sides(&pos, |p, f| {
        assert!(!p.in_check());
        let moves = legal(p);
        for screen in ["4h5h", "4h5g", "P*5e", "P*5b"] {
            assert!(!moves.contains(&f(screen)), "{screen} makes a screen");
        }
        for fine in ["4h4g", "P*4e", "5i4i"] {
            assert!(moves.contains(&f(fine)), "{fine}");
        }
    });
}

#[test]
fn a_piece_may_not_leave_a_line_with_two_screens() {
    // Two Black pieces between the King and a White Copper Cannon: neither may leave the file,
    // as the other would become the screen of a check.
    let pos = position(
        cannon(),
        Color::Black,
        &[
            ("5i", "K"),
            ("1a", "k"),
            ("5a", "a"),
            ("5h", "G"),
            ("5e", "S"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = legal(p);
        for leaves in ["5h4h", "5h6h", "5e4d", "5e6d"] {
            assert!(!moves.contains(&f(leaves)), "{leaves} uncovers the cannon");
        }
        // Along the file they stay screens.
        assert!(moves.contains(&f("5h5g")));
        assert!(moves.contains(&f("5e5d")));
    });
}
