//! The unit tests of src/rules/cell.rs.

use seireigi::rules::cell::*;
use seireigi::rules::{Color, Piece, PieceKind};

#[test]
fn every_code_decodes_to_its_piece() {
    for color in Color::BOTH {
        for k in 0..MAX_KINDS as u8 {
            for promoted in [false, true] {
                let piece = Piece {
                    color,
                    kind: PieceKind(k),
                    promoted,
                };
                let code = code_of(color, piece.kind, promoted);
                assert!((code as usize) < CODES && code != EMPTY && code != WALL);
                assert_eq!(decode(code), Some(piece));
                let up = decode(promoted_code(code)).expect("a piece");
                assert_eq!((up.color, up.kind, up.promoted), (color, piece.kind, true));
            }
        }
    }
    assert_eq!(decode(EMPTY), None);
    assert_eq!(decode(WALL), None);
}
