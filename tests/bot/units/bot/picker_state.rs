//! Unit tests of src/bot/picker_state.rs.

use seireigi::bot::picker_state::*;
use seireigi::rules::{Move, PieceKind, Square};
use seireigi::service::GameId;

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

#[test]
fn every_choice_round_trips() {
    let all = [
        Choice::Part(0),
        Choice::Part(12),
        Choice::Kind(PieceKind(0), false),
        Choice::Kind(PieceKind(63), true),
        Choice::Piece(Origin::Board(sq("12l"))),
        Choice::Piece(Origin::Hand(PieceKind(41))),
        Choice::First(sq("15o")),
        Choice::Second(None),
        Choice::Second(Some(sq("1a"))),
        Choice::Promote(true),
        Choice::Promote(false),
    ];
    for c in all {
        assert_eq!(Choice::parse(&c.token()), Some(c), "{}", c.token());
    }
    for bad in [
        "", "x", "k", "kx", "k1234", "o0a", "f17a", "s7", "p2", "r123", "h-1",
    ] {
        assert_eq!(Choice::parse(bad), None, "{bad}");
    }
}

#[test]
fn the_longest_id_fits_and_round_trips() {
    let choices = [
        Choice::Part(9),
        Choice::Kind(PieceKind(63), true),
        Choice::Part(9),
        Choice::Piece(Origin::Board(sq("15o"))),
        Choice::Part(9),
        Choice::First(sq("14n")),
        Choice::Second(Some(sq("13m"))),
        Choice::Promote(false),
    ];
    let longest = Move::Board {
        from: sq("15o"),
        via: Some(sq("14n")),
        to: sq("13m"),
        promote: true,
    };
    for verb in [
        Verb::Open,
        Verb::Choose(3),
        Verb::Back,
        Verb::Cancel,
        Verb::Confirm,
        Verb::Plan,
    ] {
        for plan in [
            None,
            Some(PlanStage::Expected),
            Some(PlanStage::Answer(longest)),
        ] {
            let id =
                PickerId::new(GameId(i64::MAX), u32::MAX, 0xFF_FFFF, verb, &choices).planning(plan);
            let text = id.to_custom_id();
            assert!(text.len() <= 100, "{} chars: {text}", text.len());
            assert_eq!(PickerId::parse(&text), Some(id));
        }
    }
}

#[test]
fn moves_round_trip_as_tokens() {
    let moves = [
        Move::Board {
            from: sq("7g"),
            via: None,
            to: sq("7f"),
            promote: false,
        },
        Move::Board {
            from: sq("12l"),
            via: Some(sq("11k")),
            to: sq("12l"),
            promote: true,
        },
        Move::Drop {
            kind: PieceKind(3),
            to: sq("5e"),
        },
    ];
    for mv in moves {
        assert_eq!(parse_move_token(&move_token(mv)), Some(mv), "{mv:?}");
    }
    assert_eq!(move_token(moves[0]), "7g-7f");
    for bad in [
        "",
        "7g",
        "7g-",
        "h-5e",
        "h3-5e+",
        "7g-7f-7e-7d",
        "x-y",
        "h1234-5e",
    ] {
        assert_eq!(parse_move_token(bad), None, "{bad}");
    }
}

#[test]
fn foreign_and_damaged_ids_are_refused() {
    let good = PickerId::new(GameId(3), 7, 0xabc, Verb::Open, &[]).to_custom_id();
    assert_eq!(good, "sp:3:7:000abc:o:");
    assert!(PickerId::parse(&good).is_some());
    for bad in [
        "sg:mv:3:7:7g7f",
        "sp:3:7:000abc:o",
        "sp:x:7:000abc:o:",
        "sp:3:-1:000abc:o:",
        "sp:3:7:abc:o:",
        "sp:3:7:000abc:c9:",
        "sp:3:7:000abc:q:",
        "sp:3:7:000abc:o:o7g..f7f",
        "sp:3:7:000abc:o:r1.r1.r1.r1.r1.r1.r1.r1.r1",
        "sp:3:7:000abc:p::x",
        "sp:3:7:000abc:p::7g-7f:e",
    ] {
        assert_eq!(PickerId::parse(bad), None, "{bad}");
    }
}
