//! Piece values, derived from each piece's moves on an empty board.
//!
//! # Formula
//!
//! For every piece form (unpromoted, and promoted where it promotes) of a game, a Black piece
//! is put on each square of the empty board in turn, and the squares it could move to are
//! listed with [`move_map`]. Each reachable square counts with a weight:
//!
//! | how the square is reached                      | weight |
//! |------------------------------------------------|--------|
//! | step, jump, lion step, slide to an adjacent square | 1.0 |
//! | slide (or range-jumping slide) beyond distance 1 | 0.5  |
//! | only by a hook move's 90-degree turn            | 0.1    |
//!
//! (Far squares of a slide are often blocked in play, and hook-only squares even more so.)
//! The *effective mobility* `m` of the form is the average of that weighted count over all
//! squares of the board. With `m_p` the Pawn's effective mobility in the same game,
//!
//! ```text
//! value = 100 * (30 + 70 * m) / (30 + 70 * m_p)
//! ```
//!
//! so a Pawn is worth exactly 100 and every extra square of mobility adds a little under 70.
//! The constant part (30) is what any piece is worth as a blocker, a defender and a drop.
//! For standard shogi this gives Lance 223, Knight 139, Silver 368, Gold 436, Bishop 557,
//! Rook 779, close to the usual hand-tuned tables (Bonanza: 232, 257, 369, 444, 569, 642).
//!
//! A lion (full lion move) gets a further 25% for its double capture, a linear lion 10%;
//! a piece whose captures may jump over pieces (range-jumping capture) 20%.
//!
//! A piece **in hand** is worth its unpromoted value times [`HAND_PERCENT`] / 100 (115%):
//! it can be dropped anywhere, as in shogi.
//!
//! A promoted piece on the board is worth its promoted value, but never less than the piece
//! it was (it goes back to hand in that form).
//!
//! The King has no material value; losing it is a mate score in the search.

use crate::rules::betza::MoveSet;
use crate::rules::piece_map::{move_map, MoveClass};
use crate::rules::{Game, PieceKind, Variant};
use std::cell::Cell;
use std::sync::{Mutex, PoisonError};

/// A piece in hand is worth this percentage of its value on the board (unpromoted).
pub const HAND_PERCENT: i32 = 115;

/// Values of one game's pieces, in centipawns (Pawn = 100).
#[derive(Clone, Debug)]
pub struct PieceValues {
    /// `board[kind][promoted]`.
    board: Vec<[i32; 2]>,
    hand: Vec<i32>,
    /// Effective mobility `m` of each form (for documentation and tests).
    mobility: Vec<[f64; 2]>,
    /// Whether the unpromoted form can promote.
    promotes: Vec<bool>,
    royal: Vec<bool>,
}

impl PieceValues {
    fn compute(game: &Game) -> PieceValues {
        let n = game.pieces.len();
        let mut mobility = vec![[0.0f64; 2]; n];
        for kind in game.kinds() {
            let def = game.piece(kind);
            mobility[kind.index()][0] = effective_mobility(game, kind, false, &def.moves);
            if let Some(p) = &def.promotion {
                mobility[kind.index()][1] = effective_mobility(game, kind, true, &p.moves);
            }
        }
        let pawn_m = game
            .pawn_kind()
            .map(|p| mobility[p.index()][0])
            .unwrap_or(1.0);
        let scale = |m: f64| (100.0 * (30.0 + 70.0 * m) / (30.0 + 70.0 * pawn_m)).round() as i32;
        let mut board = vec![[0i32; 2]; n];
        let mut hand = vec![0i32; n];
        let mut promotes = vec![false; n];
        let mut royal = vec![false; n];
        for kind in game.kinds() {
            let def = game.piece(kind);
            let k = kind.index();
            royal[k] = def.royal;
            if def.royal {
                continue;
            }
            let base = scale(mobility[k][0]);
            board[k][0] = base;
            board[k][1] = match &def.promotion {
                Some(_) => scale(mobility[k][1]).max(base),
                None => base,
            };
            promotes[k] = def.promotion.is_some();
            hand[k] = base * HAND_PERCENT / 100;
        }
        PieceValues {
            board,
            hand,
            mobility,
            promotes,
            royal,
        }
    }

    /// Value of a piece on the board.
    #[inline]
    pub fn board(&self, kind: PieceKind, promoted: bool) -> i32 {
        self.board[kind.index()][promoted as usize]
    }

    /// Value of a piece in hand.
    #[inline]
    pub fn hand(&self, kind: PieceKind) -> i32 {
        self.hand[kind.index()]
    }

    /// What promoting adds (0 for pieces that do not promote or already have).
    #[inline]
    pub fn promotion_gain(&self, kind: PieceKind, promoted: bool) -> i32 {
        if promoted || !self.promotes[kind.index()] {
            0
        } else {
            self.board[kind.index()][1] - self.board[kind.index()][0]
        }
    }

    pub fn is_royal(&self, kind: PieceKind) -> bool {
        self.royal[kind.index()]
    }

    /// Effective mobility of a form (see the module documentation).
    pub fn mobility(&self, kind: PieceKind, promoted: bool) -> f64 {
        self.mobility[kind.index()][promoted as usize]
    }
}

/// The values of every game met so far, each computed once and kept for the process (as the
/// games are). Keyed by the game's address rather than its id: a loaded game is never freed,
/// and games read apart (tests, `seireigi games --check`) may share an id with other rules.
static TABLE: Mutex<Vec<(usize, &'static PieceValues)>> = Mutex::new(Vec::new());

thread_local! {
    /// The last game this thread asked for: the search asks at every evaluation.
    static LAST: Cell<Option<(usize, &'static PieceValues)>> = const { Cell::new(None) };
}

/// The values of a game's pieces, computed once.
pub fn values(variant: Variant) -> &'static PieceValues {
    let game = variant.game();
    let key = std::ptr::from_ref::<Game>(game) as usize;
    if let Some((k, v)) = LAST.with(Cell::get) {
        if k == key {
            return v;
        }
    }
    let found = {
        let mut table = TABLE.lock().unwrap_or_else(PoisonError::into_inner);
        match table.iter().find(|(k, _)| *k == key) {
            Some(&(_, v)) => v,
            None => {
                let v: &'static PieceValues = Box::leak(Box::new(PieceValues::compute(game)));
                table.push((key, v));
                v
            }
        }
    };
    LAST.with(|last| last.set(Some((key, found))));
    found
}

fn effective_mobility(game: &Game, kind: PieceKind, promoted: bool, moves: &MoveSet) -> f64 {
    let mut total = 0.0;
    let mut count = 0usize;
    for at in game.squares() {
        count += 1;
        for (sq, class) in move_map(game, kind, promoted, at) {
            let dist = (sq.file() as i32 - at.file() as i32)
                .abs()
                .max((sq.rank() as i32 - at.rank() as i32).abs());
            total += match class {
                MoveClass::HookTurn => 0.1,
                MoveClass::Slide | MoveClass::RangeJump if dist > 1 => 0.5,
                _ => 1.0,
            };
        }
    }
    let mut m = total / count.max(1) as f64;
    if moves.lion {
        m *= 1.25;
    } else if !moves.linear_lion.is_empty() {
        m *= 1.10;
    }
    if !moves.range_jump.is_empty() {
        m *= 1.20;
    }
    m
}
