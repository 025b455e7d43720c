//! What a game file provides, once read and checked field by field (see `game_file`): the
//! game's data and its game-wide rules, before compilation into tables.

use super::game::PieceDef;
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

/// What a game file provides, checked field by field (see `game_file`).
pub struct GameSpec {
    pub id: &'static str,
    pub aliases: Vec<&'static str>,
    pub name: &'static str,
    pub kanji_name: &'static str,
    pub size: u8,
    pub zone_depth: u8,
    pub pieces: Vec<PieceDef>,
    /// Piece IDs in the order hands are shown.
    pub hand_order: Vec<&'static str>,
    pub impasse_threshold: u32,
    pub start_sfen: &'static str,
    /// Shown with the rules, e.g. that the setup is provisional, and where it comes from.
    pub setup_note: Option<&'static str>,
    /// A few words after the name in menus and image headers ("provisional setup").
    pub short_note: Option<&'static str>,
    pub sources: &'static str,
    pub rules: GameRules,
    /// Records are written as standard shogi KIF (handicap line, diagram, short names).
    pub shogi_kif: bool,
    /// The game commands use when none is named.
    pub is_default: bool,
    /// The file the game was read from (for messages and `seireigi games`).
    pub file: &'static str,
    /// Hash of everything that decides play (see `game_file::rules_hash`).
    pub rules_hash: String,
}
