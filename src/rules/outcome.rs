//! How games end, and the rules that decide it from the history: checkmate, no legal move,
//! repetition with the perpetual-check exception, impasse.

use super::position::Position;
use super::types::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    Checkmate,
    /// The side to move had no legal move without being in check: it loses.
    NoLegalMoves,
    /// The game's n-th occurrence of a position (the fourth in the shipped games) without
    /// perpetual check: a draw.
    Repetition,
    /// That repetition, in which every move of one side gave check: that side loses.
    PerpetualCheck,
    Impasse,
    Resignation,
    Time,
    Agreement,
    /// The first check, in a game where it wins (check shogi).
    Check,
    /// A King reached its far rank, in a game where that wins (campmate).
    FarRank,
    /// The side's last royal piece was captured, in a game where royal pieces may be
    /// captured (`royal_capture`: Chu Shogi).
    RoyalCapture,
    /// The loser's King was left bare, alone against more (`bare_king`: Chu Shogi as lishogi
    /// plays it).
    BareKing,
    /// Only the two Kings are left (`bare_king`): a draw.
    LoneKings,
    /// A repetition in which every move of one side checked or attacked a piece with the
    /// piece moved, not always checking (`perpetual_attack`): that side loses.
    PerpetualAttack,
    /// The loser played a move that is not legal, or not a move of the game at all (an
    /// external engine in `seireigi match`).
    IllegalMove,
}

impl Reason {
    pub const ALL: [Reason; 15] = [
        Reason::Checkmate,
        Reason::NoLegalMoves,
        Reason::Repetition,
        Reason::PerpetualCheck,
        Reason::Impasse,
        Reason::Resignation,
        Reason::Time,
        Reason::Agreement,
        Reason::Check,
        Reason::FarRank,
        Reason::RoyalCapture,
        Reason::BareKing,
        Reason::LoneKings,
        Reason::PerpetualAttack,
        Reason::IllegalMove,
    ];

    /// A stable identifier, as stored.
    pub fn id(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::NoLegalMoves => "no_legal_moves",
            Reason::Repetition => "repetition",
            Reason::PerpetualCheck => "perpetual_check",
            Reason::Impasse => "impasse",
            Reason::Resignation => "resignation",
            Reason::Time => "time",
            Reason::Agreement => "agreement",
            Reason::Check => "check",
            Reason::FarRank => "far_rank",
            Reason::RoyalCapture => "royal_capture",
            Reason::BareKing => "bare_king",
            Reason::LoneKings => "lone_kings",
            Reason::PerpetualAttack => "perpetual_attack",
            Reason::IllegalMove => "illegal_move",
        }
    }

    pub fn from_id(id: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.id() == id)
    }

    pub fn text(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::NoLegalMoves => "no legal move",
            // The count is the game's (`Game::repetition_ordinal`), not always four.
            Reason::Repetition => "repetition",
            Reason::PerpetualCheck => "perpetual check",
            Reason::Impasse => "impasse",
            Reason::Resignation => "resignation",
            Reason::Time => "time",
            Reason::Agreement => "agreement",
            Reason::Check => "check",
            Reason::FarRank => "the King reaching the far rank",
            Reason::RoyalCapture => "capturing the last royal piece",
            Reason::BareKing => "bare King",
            Reason::LoneKings => "two lone Kings",
            Reason::PerpetualAttack => "perpetual attack",
            Reason::IllegalMove => "an illegal move",
        }
    }
}

/// The result of a finished game: the winner (none for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{} wins by {}", c.title(), self.reason.text()),
            None => write!(f, "draw by {}", self.reason.text()),
        }
    }
}

/// Why an impasse cannot be scored now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImpasseError {
    #[error("impasse needs both Kings inside their promotion zones")]
    KingsNotEntered,
}

/// Scores an impasse (rules.md 2.7): allowed when both Kings stand in their promotion
/// zones; a side below the game's threshold loses, and if both reach it the game is drawn.
pub fn score_impasse(pos: &Position) -> Result<Outcome, ImpasseError> {
    let game = pos.game();
    for color in Color::BOTH {
        match pos.king_square(color) {
            Some(k) if game.in_zone(color, k) => {}
            _ => return Err(ImpasseError::KingsNotEntered),
        }
    }
    let short = |c: Color| pos.impasse_points(c) < game.impasse_threshold;
    let winner = match (short(Color::Black), short(Color::White)) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    };
    Ok(Outcome {
        winner,
        reason: Reason::Impasse,
    })
}
