//! The padded board of a game: where each square lies in the cell array, and move vectors as
//! offsets in it.

use super::cell::PAD;
use super::types::{far_edge_distance, Color, Square};

/// Board geometry with a border of walls wide enough for the longest jump.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Files, counted from Black's right.
    pub width: u8,
    /// Ranks, `a` at the top.
    pub height: u8,
    pub stride: i16,
    /// Padded index of every board square, rank `a` first.
    pub squares: Vec<u16>,
    /// The same board squares with the square each index stands for, for loops that need
    /// both (drops) without looking `square_of` up.
    pub cells: Vec<(u16, Square)>,
    pub square_of: Vec<Option<Square>>,
    /// For each colour, ranks between a square and that colour's far edge (0 = last rank).
    pub depth: [Vec<u8>; 2],
}

impl Geometry {
    pub fn new(width: u8, height: u8) -> Geometry {
        let stride = width as i16 + 2 * PAD;
        let len = (stride * (height as i16 + 2 * PAD)) as usize;
        let mut squares = Vec::new();
        let mut cells = Vec::new();
        let mut square_of = vec![None; len];
        let mut depth = [vec![u8::MAX; len], vec![u8::MAX; len]];
        for rank in 0..height {
            for col in 0..width {
                let idx = ((rank as i16 + PAD) * stride + col as i16 + PAD) as usize;
                squares.push(idx as u16);
                square_of[idx] = Square::new(width - col, rank);
                if let Some(sq) = square_of[idx] {
                    cells.push((idx as u16, sq));
                }
                for color in Color::BOTH {
                    depth[color.index()][idx] = far_edge_distance(color, height, rank);
                }
            }
        }
        Geometry {
            width,
            height,
            stride,
            squares,
            cells,
            square_of,
            depth,
        }
    }

    pub fn index(&self, sq: Square) -> Option<usize> {
        if sq.file() > self.width || sq.rank() >= self.height {
            return None;
        }
        let col = (self.width - sq.file()) as i16;
        Some(((sq.rank() as i16 + PAD) * self.stride + col + PAD) as usize)
    }

    /// Board offset of a move vector (Black's view) for a colour.
    pub fn offset(&self, color: Color, (dx, dy): (i8, i8)) -> i16 {
        let o = dx as i16 - dy as i16 * self.stride;
        match color {
            Color::Black => o,
            Color::White => -o,
        }
    }
}
