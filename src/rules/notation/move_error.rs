//! Why a typed move was refused. Every message is one line and says what to do instead,
//! because the bot shows it privately to the player as is.

use crate::rules::types::{Move, Square};
use thiserror::Error;

/// Where a missing piece was looked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Square(Square),
    Hand,
    Board,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("Cannot read \"{input}\" as a move: {hint}.")]
    Unreadable { input: String, hint: String },
    #[error("{}", no_piece(*.piece, *.place))]
    NoPiece {
        piece: Option<&'static str>,
        place: Place,
    },
    #[error("The {piece} on {square} belongs to your opponent: move one of your own pieces.")]
    NotYourPiece { piece: &'static str, square: Square },
    #[error("{}", cannot_go(piece, *.from, *.to))]
    CannotGoThere {
        piece: &'static str,
        from: Option<Square>,
        to: Square,
    },
    #[error("{square} is not empty: drop pieces on empty squares only.")]
    Occupied { square: Square },
    #[error("{}", if *.already_in_check {
        "Your King is in check and that move does not answer it: block, capture or move the King."
    } else {
        "That move would put your King in check: pick a move that keeps it safe."
    })]
    KingInCheck { already_in_check: bool },
    #[error("A Pawn drop may not give checkmate: mate with another move, or drop elsewhere.")]
    PawnDropMate,
    #[error("You already have an unpromoted Pawn on file {file}: drop the Pawn on another file.")]
    TwoPawns { file: u8 },
    #[error(
        "A {piece} dropped on {square} could never move: drop it farther from the last ranks."
    )]
    DeadDrop { piece: &'static str, square: Square },
    #[error("Several moves fit ({}): type one of them.", .candidates.join(", "))]
    Ambiguous { candidates: Vec<String> },
    /// `options[0]` promotes, `options[1]` declines.
    #[error("This move may promote: add + to promote or = to decline.")]
    PromotionChoice { options: [Move; 2] },
    #[error("The {piece} cannot promote on this move: leave out the +.")]
    CannotPromote { piece: &'static str },
    #[error("The {piece} must promote on this move: write + instead of =.")]
    MustPromote { piece: &'static str },
}

fn no_piece(piece: Option<&'static str>, place: Place) -> String {
    let what = piece.unwrap_or("piece");
    match place {
        Place::Square(sq) => {
            format!(
                "There is no {what} of yours on {sq}: start from a square where your piece stands."
            )
        }
        Place::Hand => format!("You have no {what} in hand: drop only a piece you hold."),
        Place::Board => {
            format!("You have no {what} on the board: name a piece you have there (drops are written like P*5e).")
        }
    }
}

fn cannot_go(piece: &str, from: Option<Square>, to: Square) -> String {
    match from {
        Some(from) => {
            format!("Your {piece} on {from} cannot go to {to}: pick a square it can reach.")
        }
        None => format!("No {piece} of yours can go to {to}: pick a square one of them can reach."),
    }
}

impl MoveError {
    /// How specific the reason is: when a text reads several ways and none is legal, the
    /// most specific reason is the one worth telling.
    pub(crate) fn rank(&self) -> u8 {
        match self {
            MoveError::Unreadable { .. } => 0,
            MoveError::NoPiece { .. } => 1,
            MoveError::NotYourPiece { .. } => 2,
            MoveError::CannotGoThere { .. } => 3,
            MoveError::Occupied { .. } => 4,
            _ => 5,
        }
    }
}
