//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! Terms (each side's sum, Black minus White, then negated for White to move), each with a
//! weight in [`Weights`]:
//!
//! - **Material**: [`PieceValues`] for pieces on the board; a piece in hand at
//!   `hand_percent` % of its unpromoted value (it can be dropped anywhere, as in shogi).
//! - **Promotion potential**: an unpromoted piece that can promote earns part of what
//!   promoting would add, more the nearer it stands to its promotion zone: `gain / 8` inside
//!   the zone, `gain * 3 / 32` one rank away, `gain / 16` two ranks away, `gain / 32` three
//!   (times `promotion_percent` / 100).
//! - **King safety**: enemy pieces near the King (Chebyshev distance up to 2 on 9x9, 3 on the
//!   larger boards), each weighing `(reach + 1 - distance) * units`, where `units` is its value
//!   in hundreds (1 to 10); the sum grows with the enemy's pieces in hand (drops near the King)
//!   and costs `danger` centipawns a unit; own pieces within two squares of the King count as
//!   defenders (`3 - distance` units each, `defence` centipawns a unit); a King with fewer than
//!   8 defence units loses `exposed * missing * enemy hand units` (drops can attack a bare King
//!   from anywhere).
//! - **Tempo**: a small bonus for the side to move.
//!
//! [`Weights::FULL`] (the strong level) has every term, with weights chosen by self-play
//! (docs/engine.md, self-play tuning); [`Weights::SIMPLE`] (easy and normal) counts only material,
//! hand (at 115 %) and promotion potential.

use super::values::{values, PieceValues, HAND_PERCENT};
use crate::rules::{Color, Position, Square};

/// No evaluation goes beyond this (the search's perpetual-check and mate scores lie above).
pub const EVAL_LIMIT: i32 = 400_000;

/// The weights of the evaluation's terms.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A piece in hand is worth this percentage of its unpromoted value on the board.
    pub hand_percent: i32,
    /// Scales the promotion-potential term (100 = as documented above, 0 = off).
    pub promotion_percent: i32,
    /// Centipawns per unit of King danger.
    pub danger: i32,
    /// Centipawns per unit of King defence.
    pub defence: i32,
    /// Centipawns per missing defence unit per unit of the enemy's hand.
    pub exposed: i32,
    /// Bonus for having the move.
    pub tempo: i32,
}

impl Weights {
    /// Every term: the strong level. No premium for pieces in hand: self-play preferred
    /// 100 % to 115 % by 85-55 at 20 ms and 49-11 at 100 ms per move (docs/engine.md); the King
    /// safety terms still make the enemy's hand a threat.
    pub const FULL: Weights = Weights {
        hand_percent: 100,
        promotion_percent: 100,
        danger: 3,
        defence: 6,
        exposed: 2,
        tempo: 10,
    };

    /// Material, hand and promotion potential, no King safety: the easy and normal levels,
    /// which value a piece in hand at [`HAND_PERCENT`] % as in shogi.
    pub const SIMPLE: Weights = Weights {
        hand_percent: HAND_PERCENT,
        danger: 0,
        defence: 0,
        exposed: 0,
        ..Weights::FULL
    };
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::FULL
    }
}

/// Defence units counted at most.
const DEFENCE_CAP: i32 = 14;
/// A King with fewer defence units than this is exposed to drops.
const EXPOSED_LIMIT: i32 = 8;

fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32)
        .abs()
        .max((a.rank() as i32 - b.rank() as i32).abs())
}

/// Evaluation of the position for the side to move.
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let game = pos.game();
    let vals: &PieceValues = values(pos.variant());
    let size = game.width.max(game.height) as i32;
    let zone = game.zone_depth as i32;
    let reach = if size <= 9 { 2 } else { 3 };
    let kings = [pos.king_square(Color::Black), pos.king_square(Color::White)];
    let mut material = [0i32; 2];
    let mut promo = [0i32; 2];
    // danger[c]: attack units against c's King; defence[c]: defenders of c's King.
    let mut danger = [0i32; 2];
    let mut defence = [0i32; 2];

    for (sq, p) in pos.pieces() {
        let c = p.color.index();
        if vals.is_royal(p.kind) {
            continue;
        }
        let v = vals.board(p.kind, p.promoted);
        material[c] += v;
        let gain = vals.promotion_gain(p.kind, p.promoted);
        if gain > 0 {
            // Ranks between the piece and the far edge, and so to the zone.
            let depth = i32::from(game.ranks_to_far_edge(p.color, sq));
            let to_zone = (depth - zone + 1).max(0);
            let potential = match to_zone {
                0 => gain / 8,
                1 => gain * 3 / 32,
                2 => gain / 16,
                3 => gain / 32,
                _ => 0,
            };
            promo[c] += potential * w.promotion_percent / 100;
        }
        let enemy = 1 - c;
        if let Some(k) = kings[enemy] {
            let d = distance(sq, k);
            if d <= reach {
                danger[enemy] += (reach + 1 - d) * (v / 100).clamp(1, 10);
            }
        }
        if let Some(k) = kings[c] {
            let d = distance(sq, k);
            if d <= 2 {
                defence[c] += 3 - d;
            }
        }
    }

    let mut hand_units = [0i32; 2];
    for color in Color::BOTH {
        let c = color.index();
        for kind in game.kinds() {
            let n = pos.hand_count(color, kind) as i32;
            if n > 0 {
                let hv = vals.board(kind, false) * w.hand_percent / 100;
                material[c] += n * hv;
                hand_units[c] += n * (hv / 100).clamp(1, 10);
            }
        }
    }

    let mut score = [0i32; 2];
    for c in 0..2 {
        let enemy_hand = hand_units[1 - c].min(30);
        let danger_cp = w.danger * danger[c] * (10 + enemy_hand) / 10;
        // Drops can attack a bare King from anywhere: defenders matter more when the enemy
        // holds pieces.
        let defence_cp = w.defence * defence[c].min(DEFENCE_CAP);
        let exposed = (EXPOSED_LIMIT - defence[c]).max(0);
        let exposed_cp = w.exposed * exposed * enemy_hand;
        score[c] = material[c] + promo[c] - danger_cp + defence_cp - exposed_cp;
    }
    let black = score[0] - score[1];
    let s = match pos.side_to_move() {
        Color::Black => black,
        Color::White => -black,
    };
    // Kept well inside the search's score range, below perpetual-check and mate scores.
    (s + w.tempo).clamp(-EVAL_LIMIT, EVAL_LIMIT)
}
