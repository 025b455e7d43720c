//! Dai Seireigi's lion and linear lion moves, and the rule that a two-step move must leave
//! its King safe after each step (rules.md section 6). Each test runs for Black and, turned
//! 180 degrees with the colours swapped, for White.

use crate::common;

use common::{for_both_sides, map_set, moves_from, position};
use seireigi::rules::{Color, Position, Variant};
use std::collections::BTreeSet;

fn dai() -> Variant {
    Variant::builtin("dai-seireigi")
}

/// Two-step moves of the piece on `from` (canonical text with three squares).
fn two_step(pos: &Position, from: &str) -> BTreeSet<String> {
    moves_from(pos, from)
        .into_iter()
        .filter(|m| m.matches(char::is_alphabetic).count() == 3)
        .collect()
}

/// A lion piece on 8h with enemies on 8g (adjacent) and 7f (two away), a friend on 9i.
fn lion_setup(lion: &str) -> Position {
    position(
        dai(),
        Color::Black,
        &[
            ("8h", lion),
            ("8g", "g"),
            ("7f", "s"),
            ("9i", "G"),
            ("15o", "K"),
            ("14a", "k"),
        ],
        "-",
    )
}

#[test]
fn lion_jumps_steps_and_captures_twice_or_returns() {
    for_both_sides(&lion_setup("X"), |p, f| {
        let moves = moves_from(p, &f("8h"));
        // 24 squares within two, less the friend's; then the 8 second steps after taking 8g.
        assert_eq!(moves.len(), 23 + 8);
        let second = map_set(
            &[
                "8h8g9f", "8h8g8f", "8h8g7f", "8h8g9g", "8h8g7g", "8h8g9h", "8h8g8h", "8h8g7h",
            ],
            f,
        );
        assert_eq!(two_step(p, &f("8h")), second);
        // Igui (take and return), a double capture, take and go on: all present above.
        // A jump and a two-step move to the same square are different moves.
        assert!(moves.contains(&f("8h7g")) && moves.contains(&f("8h8g7g")));
        assert!(
            moves.contains(&f("8h8g")) && moves.contains(&f("8h6f")) && moves.contains(&f("8h10j"))
        );
        // No second step after a step to an empty square.
        assert!(!moves.contains(&f("8h9g9f")) && !moves.contains(&f("8h9g8g")));
    });
}

#[test]
fn vice_general_has_the_same_lion_moves() {
    for_both_sides(&lion_setup("+B'"), |p, f| {
        let lion = lion_setup("X");
        let lion = if p.side_to_move() == Color::Black {
            lion
        } else {
            common::rotate(&lion)
        };
        assert_eq!(two_step(p, &f("8h")), two_step(&lion, &f("8h")));
        // ... and its single moves include the Lion's jumps and the diagonal slides.
        let moves = moves_from(p, &f("8h"));
        assert!(
            moves.contains(&f("8h7f")) && moves.contains(&f("8h8f")) && moves.contains(&f("8h3c"))
        );
    });
}

/// Enemies on 8g (in front) and 7g (diagonally), a friend beyond 8g on 8f, 6f empty.
fn linear_setup(piece: &str) -> Position {
    position(
        dai(),
        Color::Black,
        &[
            ("8h", piece),
            ("8g", "g"),
            ("7g", "s"),
            ("8f", "G"),
            ("15o", "K"),
            ("1a", "k"),
        ],
        "-",
    )
}

#[test]
fn cloud_eagle_double_moves_only_along_diagonals() {
    for_both_sides(&linear_setup("+J"), |p, f| {
        assert_eq!(two_step(p, &f("8h")), map_set(&["8h7g6f", "8h7g8h"], f));
    });
}

#[test]
fn flying_falcon_double_moves_only_along_orthogonals() {
    // Going on to 8f would land on a friend: only the return remains.
    for_both_sides(&linear_setup("+J'"), |p, f| {
        assert_eq!(two_step(p, &f("8h")), map_set(&["8h8g8h"], f));
    });
}

#[test]
fn wizard_stork_double_moves_along_all_lines_but_never_turns() {
    for_both_sides(&linear_setup("+D'"), |p, f| {
        assert_eq!(
            two_step(p, &f("8h")),
            map_set(&["8h7g6f", "8h7g8h", "8h8g8h"], f)
        );
        // A full lion could go 8g then 7f or 9f; a linear one cannot.
        assert!(!moves_from(p, &f("8h")).contains(&f("8h8g7f")));
    });
}

#[test]
fn a_pinned_lion_may_not_step_off_the_line_even_to_return() {
    let pos = position(
        dai(),
        Color::Black,
        &[
            ("8o", "K"),
            ("8l", "X"),
            ("8c", "r"),
            ("7k", "p"),
            ("1a", "k"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        // Only along the file; 8l7k8l would leave the King in check after 8l7k.
        assert_eq!(
            moves_from(p, &f("8l")),
            map_set(&["8l8k", "8l8j", "8l8m", "8l8n"], f)
        );
    });
    // Without the Rook the same igui is legal: the pin is what forbids it.
    let free = position(
        dai(),
        Color::Black,
        &[("8o", "K"), ("8l", "X"), ("7k", "p"), ("1a", "k")],
        "-",
    );
    for_both_sides(&free, |p, f| {
        assert!(moves_from(p, &f("8l")).contains(&f("8l7k8l")));
    });
}

#[test]
fn a_check_must_be_answered_by_the_first_step() {
    // The White Knight on 7m checks the King on 8o; the Lion on 6n touches it and 6m.
    let pos = position(
        dai(),
        Color::Black,
        &[
            ("8o", "K"),
            ("7m", "n"),
            ("6m", "p"),
            ("6n", "X"),
            ("1a", "k"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        assert!(p.in_check());
        let moves = moves_from(p, &f("6n"));
        for ok in ["6n7m", "6n7m6m", "6n7m6n", "6n7m7n"] {
            assert!(moves.contains(&f(ok)), "{ok}");
        }
        // Taking the Pawn first leaves the check standing after the first step, although
        // the second step would take the Knight and end in a safe position.
        for bad in ["6n6m7m", "6n6m", "6n6m6n"] {
            assert!(!moves.contains(&f(bad)), "{bad}");
        }
    });
}

#[test]
fn taking_a_shield_of_the_own_king_and_stepping_off_the_line_is_illegal() {
    // The White Gold on 8l stands between the White Rook and the Black King.
    let pos = position(
        dai(),
        Color::Black,
        &[
            ("8o", "K"),
            ("8l", "g"),
            ("8c", "r"),
            ("7l", "X"),
            ("1a", "k"),
        ],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = moves_from(p, &f("7l"));
        for ok in ["7l8l", "7l8l8k", "7l8l8m", "7l7k", "7l6j"] {
            assert!(moves.contains(&f(ok)), "{ok}");
        }
        for bad in ["7l8l7l", "7l8l7k", "7l8l9k", "7l8l9m"] {
            assert!(!moves.contains(&f(bad)), "{bad}");
        }
    });
}
