//! Dai Seireigi's hook moves and range-jumping captures (rules.md section 6), and the
//! demotion of its promoted pieces. Lion moves are in `rules_dai_lion.rs`.
//!
//! Every test is written from Black's side and run again on the position turned 180 degrees
//! with the colours swapped (`for_both_sides`), which also compares the whole move sets.

use crate::common;

use common::{for_both_sides, map_set, moves_from, piece, play, position, sq};
use seireigi::rules::{Color, Variant};

fn dai() -> Variant {
    Variant::builtin("dai-seireigi")
}

#[test]
fn hook_mover_turns_only_at_empty_squares_and_captures_at_the_end_of_either_leg() {
    // Own pieces close the Hook Mover's lines but the forward one; there the first leg meets
    // an empty square (8g, a turning square) and then an enemy (8f, no turning there).
    let pos = position(
        dai(),
        Color::Black,
        &[
            ("8h", "H"),
            ("9h", "P"),
            ("7h", "P"),
            ("8i", "P"),
            ("8f", "p"),
            ("5g", "p"),
            ("15o", "K"),
            ("1a", "k"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let expected = map_set(
            &[
                "8h8g", "8h8f", // first leg, ending with a capture
                "8h7g", "8h6g", "8h5g", // turn right at 8g, capture at the end
                "8h9g", "8h10g", "8h11g", "8h12g", "8h13g", "8h14g", "8h15g",
            ],
            f,
        );
        assert_eq!(moves_from(p, &f("8h")), expected);
        // Reaching these needs a turn on 8f, which is occupied.
        for unreachable in ["8h7f", "8h9f", "8h7e"] {
            assert!(!moves_from(p, &f("8h")).contains(&f(unreachable)));
        }
    });
}

#[test]
fn hook_mover_reaches_every_square_once_on_an_open_board() {
    // Every square off the Hook Mover's lines is reached through two turning squares (e.g.
    // 7g through 8g and through 7h): one move each. The White King is shielded on both of
    // its lines, so nothing captures it.
    let pos = position(
        dai(),
        Color::Black,
        &[
            ("8h", "H"),
            ("15o", "K"),
            ("1a", "k"),
            ("2a", "p"),
            ("1b", "p"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = moves_from(p, &f("8h"));
        // 225 squares less the three occupied by the Hook Mover and both Kings; the shields
        // are captured.
        assert_eq!(moves.len(), 222);
        assert!(
            moves.contains(&f("8h7g")) && moves.contains(&f("8h2a")) && moves.contains(&f("8h1b"))
        );
        assert!(!moves.contains(&f("8h1a")));
        // moves_from collects into a set: this fails if a move is listed twice.
        common::legal(p);
    });
}

#[test]
fn capricorn_turns_at_an_empty_diagonal_square_only() {
    // 8f is reachable only by turning on 9g or on 7g. Kings stand on squares of the other
    // colour, which a diagonal piece never reaches.
    let blocked = position(
        dai(),
        Color::Black,
        &[
            ("8h", "H'"),
            ("9g", "P"),
            ("7g", "p"),
            ("14o", "K"),
            ("14a", "k"),
        ],
        "-",
    );
    for_both_sides(&blocked, |p, f| {
        let moves = moves_from(p, &f("8h"));
        assert!(
            moves.contains(&f("8h7g")),
            "captures at the end of the first leg"
        );
        assert!(
            !moves.contains(&f("8h8f")),
            "no turning on occupied squares"
        );
        assert!(!moves.contains(&f("8h9e")));
        assert!(!moves.contains(&f("8h6f")), "the capture ends the slide");
    });
    let one_open = position(
        dai(),
        Color::Black,
        &[("8h", "H'"), ("9g", "P"), ("14o", "K"), ("14a", "k")],
        "-",
    );
    for_both_sides(&one_open, |p, f| {
        let moves = moves_from(p, &f("8h"));
        // Both turn left on the now empty 7g.
        assert!(moves.contains(&f("8h8f")) && moves.contains(&f("8h9e")));
        // Only reachable through the occupied 9g.
        assert!(!moves.contains(&f("8h10f")));
    });
}

#[test]
fn square_mover_hooks_only_after_going_straight_forward() {
    // Promoted Poisonous Snake: fR, sbW, sbH, and the hook (forward, then left or right).
    let pos = position(
        dai(),
        Color::Black,
        &[("8h", "+V"), ("15o", "K"), ("1o", "k")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = moves_from(p, &f("8h"));
        // Ranks a to g: 8x straight, every other square by turning on 8x (7 x 15 = 105),
        // plus the steps 9h, 7h, 8i and the jumps 11h, 5h, 8k.
        assert_eq!(moves.len(), 105 + 6);
        for reached in [
            "8h1g", "8h15a", "8h9h", "8h7h", "8h8i", "8h11h", "8h5h", "8h8k",
        ] {
            assert!(moves.contains(&f(reached)), "{reached}");
        }
        // A Hook Mover would reach these by turning sideways or backward first.
        for not_reached in ["8h6h", "8h7i", "8h9i", "8h8j"] {
            assert!(!moves.contains(&f(not_reached)), "{not_reached}");
        }
        // Already promoted: nothing more to promote to, even deep in the zone.
        assert!(moves.iter().all(|m| !m.ends_with('+')));
    });
}

#[test]
fn ancient_dragon_hooks_only_from_the_forward_diagonals() {
    // Promoted Wooden Dove: fB, bF, bG, and the hook (first leg diagonally forward).
    let pos = position(
        dai(),
        Color::Black,
        &[("8h", "+U"), ("15o", "K"), ("1o", "k")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = moves_from(p, &f("8h"));
        // 8f through 9g or 7g (one move); 10h and 6h turning backward from a forward leg.
        for reached in [
            "8h8f", "8h10h", "8h6h", "8h9i", "8h7i", "8h11k", "8h5k", "8h1a", "8h15a",
        ] {
            assert!(moves.contains(&f(reached)), "{reached}");
        }
        // A Capricorn reaches 8j (through 9i); the Ancient Dragon's backward diagonals are
        // one step and the G jump, so 10j and the file below are out of reach.
        for not_reached in ["8h8j", "8h10j", "8h6j", "8h8k", "8h8g"] {
            assert!(!moves.contains(&f(not_reached)), "{not_reached}");
        }
        assert!(moves.iter().all(|m| !m.ends_with('+')));
    });
}

#[test]
fn rook_general_captures_over_up_to_three_pieces_of_either_side() {
    let pos = position(
        dai(),
        Color::Black,
        &[
            ("8h", "R'"),
            // forward: friend, (empty), foe (2nd), friend, foe (4th), foe (5th)
            ("8g", "G"),
            ("8e", "g"),
            ("8d", "S"),
            ("8c", "s"),
            ("8b", "g"),
            // left: (empty), friend, friend, foe (3rd)
            ("10h", "G"),
            ("11h", "S"),
            ("12h", "p"),
            // right: foe (1st), foe (2nd), (empty), friend, foe (4th), foe (5th)
            ("7h", "p"),
            ("6h", "p"),
            ("3h", "G"),
            ("2h", "s"),
            ("1h", "g"),
            ("15o", "K"),
            ("1a", "k"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let expected = map_set(
            &[
                "8h8e", "8h8e+", "8h8c", "8h8c+", // over 1 and 3 pieces, into the zone
                "8h9h", "8h12h", // a slide, then over 2 friends
                "8h7h", "8h6h", "8h2h", // over 0, 1 and 3
                "8h8i", "8h8j", "8h8k", "8h8l", "8h8m", "8h8n", "8h8o",
            ],
            f,
        );
        // Absent: 8b and 1h (5th piece), 8f and 13h (no jumping to empty squares).
        assert_eq!(moves_from(p, &f("8h")), expected);
    });
}

#[test]
fn range_jumps_never_capture_or_check_a_king() {
    // Black to move: the White King behind its Gold is not attacked (the SFEN check
    // would refuse the position otherwise) and cannot be taken.
    let pos = position(
        dai(),
        Color::Black,
        &[("8h", "R'"), ("8e", "g"), ("8c", "k"), ("15o", "K")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = moves_from(p, &f("8h"));
        assert!(moves.contains(&f("8h8e")) && moves.contains(&f("8h8e+")));
        assert!(!moves.contains(&f("8h8c")) && !moves.contains(&f("8h8c+")));
    });

    // Seen from the defender: two shields, so neither is pinned by the jump; with one,
    // the slide would reach the King and the shield is pinned.
    let two = position(
        dai(),
        Color::Black,
        &[
            ("8o", "K"),
            ("8n", "P"),
            ("8m", "G"),
            ("8h", "r'"),
            ("1a", "k"),
        ],
        "-",
    );
    for_both_sides(&two, |p, f| {
        assert!(!p.in_check());
        assert_eq!(
            moves_from(p, &f("8m")),
            map_set(&["8m8l", "8m9l", "8m7l", "8m9m", "8m7m"], f)
        );
    });
    let one = position(
        dai(),
        Color::Black,
        &[("8o", "K"), ("8m", "G"), ("8h", "r'"), ("1a", "k")],
        "-",
    );
    for_both_sides(&one, |p, f| {
        assert_eq!(moves_from(p, &f("8m")), map_set(&["8m8l", "8m8n"], f));
    });
}

#[test]
fn a_plain_slide_to_the_kings_line_gives_check() {
    let pos = position(
        dai(),
        Color::Black,
        &[("9h", "R'"), ("8c", "k"), ("15o", "K")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        assert!(!p.in_check());
        let after = play(p, &format!("{}{}", f("9h"), f("8h")));
        assert!(
            after.in_check(),
            "the Rook General now attacks 8c along the file"
        );
    });
}

#[test]
fn captured_pieces_return_to_their_origin_for_the_captor() {
    // (piece captured on 8g by a Black Gold on 8h, the ID the captor gets in hand)
    let cases = [
        ("+b'", "B'"), // Vice General
        ("b'", "B'"),
        ("+i", "I"), // Poisonous Snake that was an Iron General
        ("v", "V"),  // an original Poisonous Snake
        ("+v", "V"), // Square Mover
        ("+r'", "R'"),
        ("+j", "J"),
        ("+z", "Z"), // Wooden Dove from a Stone General
        ("u", "U"),
    ];
    let game = dai().game();
    for (victim, expect) in cases {
        let pos = position(
            dai(),
            Color::Black,
            &[("8h", "G"), ("8g", victim), ("15o", "K"), ("1a", "k")],
            "-",
        );
        for_both_sides(&pos, |p, f| {
            let after = play(p, &format!("{}{}", f("8h"), f("8g")));
            let captor = p.side_to_move();
            let kind = game.kind_by_id(expect).unwrap();
            assert_eq!(after.hand(captor), vec![(kind, 1)], "{victim}");
            assert!(after.hand(captor.opponent()).is_empty());
            // The piece comes back unpromoted and as the captor's.
            let mut back = after.clone();
            back.set_side_to_move(captor);
            let dropped = play(&back, &format!("{expect}*{}", f("5g")));
            assert_eq!(
                dropped.piece_at(sq(&f("5g"))),
                Some(piece(dai(), &cased(expect, captor)))
            );
        });
    }
}

/// The SFEN spelling of an ID for a colour.
fn cased(id: &str, color: Color) -> String {
    match color {
        Color::Black => id.to_ascii_uppercase(),
        Color::White => id.to_ascii_lowercase(),
    }
}

#[test]
fn a_hook_mover_checks_and_pins_along_a_bent_line() {
    // The White Hook Mover on 3h would go west along rank h, turn on 8h and come down the
    // 8-file to the King on 8k; the Gold on 6h blocks the first leg, the Pawn on 3k the
    // path down the 3-file, but the turn on 3j still sweeps rank j.
    let pieces = [
        ("8k", "K"),
        ("6h", "G"),
        ("3k", "P"),
        ("3h", "h"),
        ("15a", "k"),
    ];
    let pos = position(dai(), Color::Black, &pieces, "-");
    for_both_sides(&pos, |p, f| {
        assert!(!p.in_check());
        // The Gold may only slide along the first leg.
        assert_eq!(moves_from(p, &f("6h")), map_set(&["6h5h", "6h7h"], f));
        // Rank j is swept by the turn on 3j.
        let king = map_set(&["8k7k", "8k9k", "8k7l", "8k8l", "8k9l"], f);
        assert_eq!(moves_from(p, &f("8k")), king);
    });
    let open = position(
        dai(),
        Color::Black,
        &[pieces[0], pieces[2], pieces[3], pieces[4]],
        "-",
    );
    for_both_sides(&open, |p, _| assert!(p.in_check()));
}
