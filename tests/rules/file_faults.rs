//! Faults of the game format found by writing other games' files (issue 35): each test is a
//! file that differs from shogi.toml in the one field that showed the fault.

use seireigi::rules::game_file;
use seireigi::rules::sfen::SfenError;
use seireigi::rules::{Color, Move, Piece, Position, Square, Variant};

const SHOGI: &str = include_str!("../../assets/games/shogi.toml");

/// shogi.toml under another id and name, with `from` replaced by `to` (which must be there).
fn shogi_with(file: &str, from: &str, to: &str) -> Variant {
    let text = SHOGI
        .replacen("id = \"shogi\"", "id = \"fault\"", 1)
        .replacen("standard_shogi = true\n", "", 1);
    assert!(text.contains(from), "shogi.toml has {from:?}");
    let text = text.replacen(from, to, 1);
    match game_file::load(file, &text) {
        Ok(game) => game.variant(),
        Err(e) => panic!("{file}: {e}"),
    }
}

fn square(file: u8, rank: u8) -> Square {
    Square::new(file, rank).expect("on the board")
}

/// A Pawn that may be dropped on its last rank (`no_drop_ranks = 0`) but must promote when
/// it moves there: the position after the drop is one the engine reached by a legal move, so
/// its SFEN must read back.
#[test]
fn a_position_after_a_drop_the_file_allows_reads_back_from_its_sfen() {
    let v = shogi_with(
        "drop-anywhere.toml",
        "forced_promotion_ranks = 1\npromotes = { name = \"Tokin\"",
        "forced_promotion_ranks = 1\nno_drop_ranks = 0\npromotes = { name = \"Tokin\"",
    );
    let pawn = v.game().kind_by_id("P").expect("a Pawn");
    let pos = Position::from_sfen(v, "k8/9/9/9/9/9/9/9/8K b P 1").expect("valid");
    let drop = Move::Drop {
        kind: pawn,
        to: square(1, 0),
    };
    assert!(
        pos.legal_moves().contains(&drop),
        "the file allows the drop"
    );
    let sfen = pos.after(drop).to_sfen();
    assert_eq!(sfen, "k7P/9/9/9/9/9/9/9/8K w - 2");
    let back = Position::from_sfen(v, &sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
    assert_eq!(back.to_sfen(), sfen);
    // A Pawn that could only have moved there (no drops in shogi's own rules) stays refused.
    let shogi = Variant::builtin("shogi");
    assert!(matches!(
        Position::from_sfen(shogi, &sfen),
        Err(SfenError::DeadPiece { .. })
    ));
}

/// `captures_to_hand = false`: captured pieces leave the game, so no position has a hand and
/// nothing is dropped.
#[test]
fn a_game_without_hands_refuses_pieces_in_hand_and_lists_no_drops() {
    let v = shogi_with(
        "no-hands.toml",
        "captures_to_hand = true",
        "captures_to_hand = false",
    );
    let err = Position::from_sfen(v, "k8/9/9/9/9/9/9/9/8K b P 1").expect_err("a hand");
    assert_eq!(err, SfenError::NoHands(v));
    assert!(err.to_string().contains("no pieces in hand"), "{err}");
    assert!(Position::from_sfen(v, "k8/9/9/9/9/9/9/9/8K b - 1").is_ok());

    // A hand cannot be filled by hand either, so nothing is ever dropped.
    let mut pos = Position::from_sfen(v, "k8/9/9/9/9/9/9/9/8K b - 1").expect("valid");
    let pawn = v.game().kind_by_id("P").expect("a Pawn");
    pos.set_hand_count(Color::Black, pawn, 1);
    assert_eq!(pos.hand_count(Color::Black, pawn), 0);
    let moves = pos.legal_moves();
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| !matches!(m, Move::Drop { .. })),
        "{moves:?}"
    );
    // And a capture does not fill the hand.
    let pos = Position::from_sfen(v, "k8/9/9/9/9/9/9/p8/K8 b - 1").expect("valid");
    let taken = pos.after(Move::Board {
        from: square(9, 8),
        via: None,
        to: square(9, 7),
        promote: false,
    });
    assert_eq!(taken.hand_count(Color::Black, pawn), 0);
    assert_eq!(
        taken.piece_at(square(9, 7)),
        Some(Piece {
            color: Color::Black,
            kind: v.game().kind_by_id("K").expect("a King"),
            promoted: false,
        })
    );
}

/// A setup of another shape than the board names the board's shape (files x ranks); boards
/// need not be square any more: `width` and `height` give another shape, and `size` with
/// either is refused as saying the shape twice.
#[test]
fn a_board_of_another_shape_is_refused_naming_the_boards_shape() {
    let text = SHOGI
        .replacen("id = \"shogi\"", "id = \"fault\"", 1)
        .replacen("standard_shogi = true\n", "", 1);
    let short = text.replacen("ppppppppp/9/9/9/", "ppppppppp/9/9/", 1);
    let err = game_file::load("short.toml", &short).expect_err("8 ranks");
    assert_eq!(err.field, "setup");
    assert!(err.problem.contains("its board is 9x9"), "{err}");
    let wide = text.replacen("ppppppppp/9/9/9/", "ppppppppp/10/9/9/", 1);
    let err = game_file::load("wide.toml", &wide).expect_err("10 files");
    assert!(err.problem.contains("the board is 9 wide"), "{err}");
    let both = text.replacen("size = 9\n", "size = 9\nwidth = 9\nheight = 10\n", 1);
    let err = game_file::load("both.toml", &both).expect_err("size and width");
    assert_eq!(err.field, "size");
    assert!(err.problem.contains("not both"), "{err}");
    let half = text.replacen("size = 9\n", "width = 9\n", 1);
    let err = game_file::load("half.toml", &half).expect_err("width alone");
    assert_eq!(err.field, "height");
    let big = text.replacen("size = 9\n", "width = 17\nheight = 9\n", 1);
    let err = game_file::load("big.toml", &big).expect_err("17 files");
    assert_eq!(err.field, "width");
    // Ten ranks: the shogi setup with an empty rank more.
    let tall = text
        .replacen("size = 9\n", "width = 9\nheight = 10\n", 1)
        .replacen("ppppppppp/9/9/9/", "ppppppppp/9/9/9/9/", 1);
    let game = game_file::load("tall.toml", &tall).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (game.width, game.height, game.board_text()),
        (9, 10, "9x10".into())
    );
}
