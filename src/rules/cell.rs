//! The one encoding of a board cell: a byte per square of the padded board, holding the
//! piece's owner, kind and whether it has promoted (all a piece remembers, docs/rules.md 2.2).
//! Everything that reads or writes a cell's code goes through this file.

use super::types::{Color, Piece, PieceKind, MAX_SIZE};

pub const EMPTY: u8 = 0;
/// The border around the board, wide enough that no leap leaves the array.
pub const WALL: u8 = 255;
/// Kinds of piece a game may have (two codes each, for each colour, fit below 129).
pub const MAX_KINDS: usize = 32;
/// Cell codes in use: empty, then 2 * MAX_KINDS per colour.
pub const CODES: usize = 129;
/// Width of the wall border: the longest leap is three squares.
pub(crate) const PAD: i16 = 3;
/// Cells of the padded array that holds the largest board.
pub(crate) const CELLS: usize = (MAX_SIZE as usize + 2 * PAD as usize).pow(2);

/// White's codes follow Black's.
const WHITE: u8 = 64;

/// The cell code of a piece: 1 + 2 * kind + promoted, plus 64 for White.
pub fn code_of(color: Color, kind: PieceKind, promoted: bool) -> u8 {
    1 + 2 * kind.0 + u8::from(promoted) + WHITE * color as u8
}

/// The owner of an occupied cell's piece.
pub(crate) fn color_of_code(code: u8) -> Color {
    if code > WHITE {
        Color::White
    } else {
        Color::Black
    }
}

/// The same piece, promoted.
pub fn promoted_code(code: u8) -> u8 {
    ((code - 1) | 1) + 1
}

/// The piece a cell code stands for.
pub fn decode(code: u8) -> Option<Piece> {
    if code == EMPTY || code == WALL {
        return None;
    }
    let color = color_of_code(code);
    let v = code - 1 - if color == Color::White { WHITE } else { 0 };
    Some(Piece {
        color,
        kind: PieceKind(v / 2),
        promoted: v % 2 == 1,
    })
}
