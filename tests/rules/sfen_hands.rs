//! One rule for hand counts and move numbers in SFEN, the same in both directions: whatever
//! the parser accepts stays printable and readable however the game goes on (captures push
//! hands up, moves push the move number up), and what could not is refused on input.

use proptest::prelude::*;
use seireigi::rules::sfen::{SfenError, MAX_MOVE_NUMBER, MAX_OF_A_KIND};
use seireigi::rules::{Color, History, Position, Variant};

/// Plays the moves `picks` choose from `start`, checking after each that the position
/// prints to an SFEN that parses back to the same position (and hash).
fn play_and_round_trip(start: Position, picks: &[u16]) {
    let variant = start.variant();
    let mut history = History::new(start);
    for &pick in picks {
        if history.outcome().is_some() {
            break;
        }
        let moves = history.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        history
            .play(moves[pick as usize % moves.len()])
            .expect("a generated move is legal");
        let pos = history.position();
        let text = pos.to_sfen();
        let back = Position::from_sfen(variant, &text)
            .unwrap_or_else(|e| panic!("own SFEN {text:?} does not parse: {e}"));
        assert_eq!(&back, pos, "{text}");
        assert_eq!(back.hash(), pos.hash(), "{text}");
        assert_eq!(back.move_number(), pos.move_number(), "{text}");
    }
}

/// The hands of an SFEN: for each (colour, hand kind) a count chosen by `counts`, with
/// counts up to what the parser accepts for one kind, so that many are near the bound.
fn hands_text(variant: Variant, counts: &[u8]) -> String {
    let game = variant.game();
    let mut text = String::new();
    for (i, (color, &kind)) in Color::BOTH
        .iter()
        .flat_map(|&c| game.hand_order.iter().map(move |k| (c, k)))
        .enumerate()
    {
        let n = counts.get(i).copied().unwrap_or(0) % (MAX_OF_A_KIND + 1);
        if n == 0 {
            continue;
        }
        let id = seireigi::rules::sfen::piece_id(game, color, kind);
        text += &format!("{n}{id}");
    }
    if text.is_empty() {
        "-".to_string()
    } else {
        text
    }
}

fn board_and_side(variant: Variant) -> String {
    let start = variant.game().start_sfen;
    let fields: Vec<&str> = start.split_whitespace().collect();
    format!("{} {}", fields[0], fields[1])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Large hands (up to the parser's per-kind bound, so many near it), then random play:
    /// every position reached prints and parses back. Positions the parser refuses are
    /// refused for holding too many of a kind in all, never for anything a capture made.
    #[test]
    fn large_hands_round_trip_through_play(
        variant in prop::sample::select(Variant::all().collect::<Vec<_>>()),
        counts in prop::collection::vec(prop_oneof![Just(MAX_OF_A_KIND), Just(MAX_OF_A_KIND - 1), 0..=MAX_OF_A_KIND], 0..8),
        move_number in prop_oneof![Just(MAX_MOVE_NUMBER), Just(MAX_MOVE_NUMBER - 3), 1..=MAX_MOVE_NUMBER],
        picks in prop::collection::vec(any::<u16>(), 1..60),
    ) {
        let text = format!("{} {} {move_number}", board_and_side(variant), hands_text(variant, &counts));
        match Position::from_sfen(variant, &text) {
            Ok(start) => play_and_round_trip(start, &picks),
            Err(e) => prop_assert!(matches!(e, SfenError::TooMany { .. }), "{text}: {e}"),
        }
    }
}

/// The report of the issue: 60 Pawns in hand and two on the board; a capture would make 61.
/// Such a position is refused on input, and the largest hand accepted survives a capture.
#[test]
fn a_hand_a_capture_could_push_past_the_bound_is_refused() {
    let e = Position::from_sfen(
        Variant::builtin("shogi"),
        "4k4/9/9/9/4p4/4P4/9/9/4K4 b 60P 1",
    )
    .expect_err("62 Pawns in all");
    assert!(matches!(e, SfenError::TooMany { count: 62, .. }), "{e}");
    assert!(e.to_string().contains("at most 60"), "{e}");

    let start = Position::from_sfen(
        Variant::builtin("shogi"),
        "4k4/9/9/9/4p4/4P4/9/9/4K4 b 58P 1",
    )
    .expect("60 Pawns in all");
    let mut history = History::new(start);
    history
        .play(seireigi::rules::notation::parse_move(history.position(), "5f5e").unwrap())
        .unwrap();
    let after = history.position();
    assert_eq!(
        after.hand_count(
            Color::Black,
            Variant::builtin("shogi").game().pawn_kind().unwrap()
        ),
        59
    );
    let back =
        Position::from_sfen(Variant::builtin("shogi"), &after.to_sfen()).expect("parses back");
    assert_eq!(&back, after);
}

/// A kind written twice in a hand counts both, and the bound is on the sum: `60P60P` is
/// refused like `120P`, `30P30P` reads as `60P` (and prints so).
#[test]
fn a_kind_written_twice_in_a_hand_counts_both_within_the_bound() {
    for text in [
        "4k4/9/9/9/9/9/9/9/4K4 b 60P60P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 60PP 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 120P 1",
    ] {
        let e = Position::from_sfen(Variant::builtin("shogi"), text).expect_err(text);
        assert!(
            matches!(e, SfenError::TooMany { .. } | SfenError::Hand(_)),
            "{text}: {e}"
        );
    }
    let pos = Position::from_sfen(
        Variant::builtin("shogi"),
        "4k4/9/9/9/9/9/9/9/4K4 b 30P30P 1",
    )
    .expect("60 in all");
    assert_eq!(pos.to_sfen(), "4k4/9/9/9/9/9/9/9/4K4 b 60P 1");
    let pos = Position::from_sfen(Variant::builtin("shogi"), "4k4/9/9/9/9/9/9/9/4K4 b PPg 1")
        .expect("PP");
    assert_eq!(pos.to_sfen(), "4k4/9/9/9/9/9/9/9/4K4 b 2Pg 1");
}

#[test]
fn move_numbers_past_the_bound_are_refused_and_play_never_wraps() {
    for n in ["4294967295", "4294967296", "1000001"] {
        let text = format!("4k4/9/9/9/9/9/9/9/4K4 b - {n}");
        let e = Position::from_sfen(Variant::builtin("shogi"), &text).expect_err(n);
        assert!(matches!(e, SfenError::MoveNumber(_)), "{n}: {e}");
    }
    let text = format!("4k4/9/9/9/9/9/9/9/4K4 b - {MAX_MOVE_NUMBER}");
    let start = Position::from_sfen(Variant::builtin("shogi"), &text).expect("the bound itself");
    play_and_round_trip(start.clone(), &[0, 1, 2, 3]);
    let moves = start.legal_moves();
    let next = start.after(moves[0]);
    assert_eq!(next.move_number(), MAX_MOVE_NUMBER);
}

/// A game with a royal piece needs one on each side: a position without it is refused, naming
/// the side; positions stored before the rule still read (their games go on).
#[test]
fn a_position_without_a_king_is_refused() {
    let shogi = Variant::builtin("shogi");
    for (sfen, side) in [
        ("4k4/9/9/9/9/9/9/9/9 b - 1", Color::Black),
        ("9/9/9/9/9/9/9/9/4K4 b G 1", Color::White),
        ("9/9/9/9/9/9/9/9/9 w - 1", Color::Black),
    ] {
        let err = Position::from_sfen(shogi, sfen).expect_err(sfen);
        match &err {
            SfenError::NoKing { side: s, piece } => {
                assert_eq!((*s, piece.to_string().as_str()), (side, "King"), "{sfen}")
            }
            other => panic!("{sfen}: {other}"),
        }
        assert!(err
            .to_string()
            .contains(&format!("{} has no King", side.title())));
        assert!(Position::from_stored_sfen(shogi, sfen).is_ok(), "{sfen}");
    }
    for v in Variant::all() {
        assert!(Position::from_sfen(v, v.game().start_sfen).is_ok(), "{v}");
    }
}
