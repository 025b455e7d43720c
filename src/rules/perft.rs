//! Move-path enumeration, the standard test of a move generator.

use super::position::Position;
use super::types::Move;

/// Number of leaf nodes `depth` plies below `pos` (bulk-counted at the last ply).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
    count(pos, depth, &mut buffers)
}

fn count(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    pos.legal_moves_into(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        total += count(&pos.after(mv), depth - 1, rest);
    }
    total
}

/// Perft below each legal move.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| (mv, perft(&pos.after(mv), depth - 1)))
        .collect()
}
