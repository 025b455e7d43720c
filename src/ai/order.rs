//! Move ordering: the hash move first, then captures by the value of what they take (most
//! valuable victim, least valuable attacker), promotions, the two killer moves of the ply,
//! and the other moves by their history score (how often they caused a cutoff).

use super::values::PieceValues;
use crate::rules::{Color, Move, Position, Square};

pub const MAX_PLY: usize = 96;

const HASH_SCORE: i32 = 1 << 30;
const CAPTURE_BASE: i32 = 1 << 24;
const KILLER_SCORE: i32 = 1 << 22;
const HISTORY_MAX: i32 = 1 << 20;

fn square_index(sq: Square) -> usize {
    sq.rank() as usize * 16 + sq.file() as usize
}

/// Index of a move's origin: its square, or 256 + the kind for a drop.
fn from_index(mv: Move) -> usize {
    match mv {
        Move::Board { from, .. } => square_index(from),
        Move::Drop { kind, .. } => 256 + kind.index(),
    }
}

const FROM_SLOTS: usize = 256 + 32;

/// Killer moves and history scores, kept across the iterations of one search.
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
}

impl Heuristics {
    pub fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * FROM_SLOTS * 256],
        }
    }

    fn history_slot(color: Color, mv: Move) -> usize {
        (color.index() * FROM_SLOTS + from_index(mv)) * 256 + square_index(mv.to())
    }

    pub fn history(&self, color: Color, mv: Move) -> i32 {
        self.history[Self::history_slot(color, mv)]
    }

    /// A quiet move caused a cutoff at this ply and depth.
    pub fn reward(&mut self, color: Color, mv: Move, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        let slot = Self::history_slot(color, mv);
        let bonus = (depth * depth).min(400);
        self.history[slot] += bonus;
        if self.history[slot] > HISTORY_MAX {
            for h in &mut self.history {
                *h /= 2;
            }
        }
    }

    /// A quiet move was searched without causing the cutoff another move caused.
    pub fn penalize(&mut self, color: Color, mv: Move, depth: i32) {
        let slot = Self::history_slot(color, mv);
        self.history[slot] -= (depth * depth).min(400) / 2;
        if self.history[slot] < -HISTORY_MAX {
            self.history[slot] = -HISTORY_MAX;
        }
    }

    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics::new()
    }
}

/// What a move takes (board value of the victims, including a lion's middle square).
pub fn victim_value(pos: &Position, vals: &PieceValues, mv: Move) -> i32 {
    match mv {
        Move::Drop { .. } => 0,
        Move::Board { from, via, to, .. } => {
            let us = pos.side_to_move();
            let val = |sq: Square| match pos.piece_at(sq) {
                Some(p) if p.color != us && !vals.is_royal(p.kind) => {
                    vals.board(p.kind, p.promoted)
                }
                _ => 0,
            };
            let mut v = if to != from { val(to) } else { 0 };
            if let Some(m) = via {
                v += val(m);
            }
            v
        }
    }
}

/// The value of the moving piece (hand value for a drop).
pub fn attacker_value(pos: &Position, vals: &PieceValues, mv: Move) -> i32 {
    match mv {
        Move::Drop { kind, .. } => vals.hand(kind),
        Move::Board { from, .. } => pos
            .piece_at(from)
            .map_or(0, |p| vals.board(p.kind, p.promoted)),
    }
}

/// What promoting adds, for a promoting move.
pub fn promotion_value(pos: &Position, vals: &PieceValues, mv: Move) -> i32 {
    match mv {
        Move::Board {
            from,
            promote: true,
            ..
        } => pos
            .piece_at(from)
            .map_or(0, |p| vals.promotion_gain(p.kind, false)),
        _ => 0,
    }
}

/// Scores every move for ordering, into `out` (cleared first).
pub fn score_moves(
    pos: &Position,
    vals: &PieceValues,
    moves: &[Move],
    hash_move: Option<Move>,
    heur: &Heuristics,
    ply: usize,
    out: &mut Vec<(Move, i32)>,
) {
    out.clear();
    let us = pos.side_to_move();
    let killers = heur.killers(ply);
    for &mv in moves {
        let score = if Some(mv) == hash_move {
            HASH_SCORE
        } else {
            let victim = victim_value(pos, vals, mv);
            let promo = promotion_value(pos, vals, mv);
            if victim > 0 || promo > 0 {
                let attacker = attacker_value(pos, vals, mv);
                CAPTURE_BASE + victim * 16 + promo * 8 - attacker / 8
            } else if killers[0] == Some(mv) {
                KILLER_SCORE
            } else if killers[1] == Some(mv) {
                KILLER_SCORE - 1
            } else {
                heur.history(us, mv)
            }
        };
        out.push((mv, score));
    }
}

/// Moves the best-scored remaining move to position `i` and returns it.
#[inline]
pub fn pick(moves: &mut [(Move, i32)], i: usize) -> (Move, i32) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if moves[j].1 > moves[best].1 {
            best = j;
        }
    }
    moves.swap(i, best);
    moves[i]
}
