//! The game-wide rules a game file's `[rules]` table sets (docs/games.md): which piece the
//! drop rules speak of, where promotion is allowed, repetition and what a stalemate means.

use super::types::PieceKind;
use serde::Deserialize;

/// Which squares of a move, standing in the promotion zone, let the piece promote.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PromotionSquare {
    Start,
    /// The square a lion move passes (its first step).
    Middle,
    End,
}

/// What a repetition in which one side gave check with every move means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PerpetualCheck {
    /// The checking side loses.
    Loses,
    /// Like any repetition, a draw.
    Draw,
}

/// What it means for the side to move to have no legal move while not in check.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NoLegalMove {
    /// The side to move loses, as in shogi.
    Loses,
    /// The game is drawn (stalemate, as in chess).
    Draw,
}

/// The game-wide rules of a game file's `[rules]` table.
#[derive(Clone, Debug)]
pub struct GameRules {
    /// Captured pieces go to the capturer's hand and may be dropped.
    pub captures_to_hand: bool,
    /// The piece of which a side may not have two unpromoted on one file (by drop).
    pub two_on_a_file: Option<PieceKind>,
    /// The piece that may not be dropped to give checkmate.
    pub no_drop_mate: Option<PieceKind>,
    pub promote_from_start: bool,
    pub promote_from_middle: bool,
    pub promote_from_end: bool,
    /// The occurrence of a position that ends the game.
    pub repetition: u8,
    pub perpetual_check: PerpetualCheck,
    pub no_legal_move: NoLegalMove,
}
