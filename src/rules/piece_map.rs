//! What a piece can do from a square on an empty board, each square labelled with the kind
//! of move that reaches it, for piece diagrams (`/piece`, `render-piece`).

use super::betza::{Dir, MoveSet, UNLIMITED};
use super::game::Game;
use super::types::{PieceKind, Square};
use std::collections::BTreeMap;

/// How a square is reached, most telling first (a square reached two ways shows the first).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveClass {
    /// First step of a lion or linear lion move (it may continue after a capture).
    LionStep,
    Step,
    /// A slide whose captures may also jump over up to three pieces.
    RangeJump,
    Slide,
    Jump,
    /// Reached only by turning 90 degrees at an empty square.
    HookTurn,
}

/// The moves of a Black piece (facing rank `a`) standing on `at` on an empty board.
pub fn move_map(
    game: &Game,
    kind: PieceKind,
    promoted: bool,
    at: Square,
) -> Vec<(Square, MoveClass)> {
    let def = game.piece(kind);
    let moves: &MoveSet = match (&def.promotion, promoted) {
        (Some(p), true) => &p.moves,
        _ => &def.moves,
    };
    let mut marks: BTreeMap<Square, MoveClass> = BTreeMap::new();
    let mut mark = |sq: Option<Square>, class: MoveClass| {
        if let Some(sq) = sq {
            let slot = marks.entry(sq).or_insert(class);
            *slot = (*slot).min(class);
        }
    };
    let (width, height) = (game.width as i32, game.height as i32);
    let shift = |sq: Square, (dx, dy): (i32, i32)| -> Option<Square> {
        let file = sq.file() as i32 - dx;
        let rank = sq.rank() as i32 - dy;
        if (1..=width).contains(&file) && (0..height).contains(&rank) {
            Square::new(file as u8, rank as u8)
        } else {
            None
        }
    };
    let line = |from: Square, d: Dir, range: u8| -> Vec<Square> {
        let (dx, dy) = d.vector();
        let limit = if range == UNLIMITED {
            width.max(height)
        } else {
            range as i32
        };
        (1..=limit)
            .map_while(|n| shift(from, (dx as i32 * n, dy as i32 * n)))
            .collect()
    };
    for d in Dir::ALL {
        // Move-only and capture-only lines show as lines (the diagram does not tell them
        // apart yet); a hop's squares show as jumps beyond the first square, where a screen
        // could stand.
        let i = d.index();
        let hop = moves.hop_moves[i].max(moves.hop_captures[i]);
        if hop > 0 {
            for sq in line(at, d, hop).into_iter().skip(1) {
                mark(Some(sq), MoveClass::Jump);
            }
        }
        let range = moves.rays[i]
            .max(moves.move_rays[i])
            .max(moves.capture_rays[i]);
        if range == 0 {
            continue;
        }
        let class = if moves.range_jump.contains(d) {
            MoveClass::RangeJump
        } else if range == 1 {
            MoveClass::Step
        } else {
            MoveClass::Slide
        };
        for sq in line(at, d, range) {
            mark(Some(sq), class);
        }
    }
    for &(dx, dy) in moves
        .jumps
        .iter()
        .chain(&moves.move_jumps)
        .chain(&moves.capture_jumps)
    {
        mark(shift(at, (dx as i32, dy as i32)), MoveClass::Jump);
    }
    for d in moves.hook.iter() {
        for corner in line(at, d, UNLIMITED) {
            for t in d.perpendicular() {
                for sq in line(corner, t, UNLIMITED) {
                    mark(Some(sq), MoveClass::HookTurn);
                }
            }
        }
    }
    let lion_dirs = if moves.lion {
        Dir::ALL.to_vec()
    } else {
        moves.linear_lion.iter().collect()
    };
    for d in lion_dirs {
        let (dx, dy) = d.vector();
        mark(shift(at, (dx as i32, dy as i32)), MoveClass::LionStep);
    }
    marks.into_iter().collect()
}
