//! The unit tests of src/cli/text_board.rs.

use seireigi::cli::text_board::*;
use seireigi::i18n::Lang;
use seireigi::rules::{Position, Variant};

#[test]
fn start_position_rows_and_hands() {
    let pos = Position::start(Variant::builtin("shogi"));
    let text = board(Lang::En, &pos);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "White in hand: -");
    assert_eq!(lines[1], "   9   8   7   6   5   4   3   2   1");
    assert_eq!(lines[2], "  vL  vN  vS  vG  vK  vG  vS  vN  vL  a");
    assert_eq!(lines[3], "   ·  vR   ·   ·   ·   ·   ·  vB   ·  b");
    assert_eq!(lines[10], "   L   N   S   G   K   G   S   N   L  i");
    assert_eq!(lines[11], "Black in hand: -");
}

#[test]
fn promoted_pieces_and_counted_hands() {
    let pos = Position::from_sfen(
        Variant::builtin("shogi"),
        "4k4/9/4+P4/9/9/9/9/9/4K3+r b 2PG 1",
    )
    .unwrap();
    let text = board(Lang::En, &pos);
    assert!(text.contains("  +P   ·"), "{text}");
    assert!(text.ends_with("Black in hand: P×2 G"), "{text}");
    let last_rank = text.lines().nth(10).unwrap();
    assert_eq!(last_rank, "   ·   ·   ·   ·   K   ·   ·   · v+R  i");
}

#[test]
fn a_game_without_hands_lists_none() {
    let pos = Position::start(Variant::builtin("chu-shogi"));
    let text = board(Lang::En, &pos);
    assert!(!text.contains("in hand"), "{text}");
    assert!(text.lines().next().unwrap().starts_with("   12"), "{text}");
}

#[test]
fn two_letter_abbreviations_stay_apart() {
    let pos = Position::start(Variant::builtin("chu-seireigi"));
    let text = board(Lang::En, &pos);
    let widths: Vec<usize> = text
        .lines()
        .skip(2)
        .take(12)
        .map(|l| l.chars().count())
        .collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{text}");
    for rank in text.lines().skip(2).take(12) {
        assert_eq!(rank.split_whitespace().count(), 13, "{rank}");
    }
    assert!(text.lines().nth(1).unwrap().starts_with("   12"), "{text}");
}
