//! The canonical move text the engine stores: `7i7h`, `7i7h+`, `8m8l7k`, `P*5e`, `B'*5e`.

use crate::rules::game::Game;
use crate::rules::types::{Move, Square};

/// The canonical text of a move in a game.
pub fn to_canonical(game: &Game, mv: Move) -> String {
    match mv {
        Move::Board {
            from,
            via,
            to,
            promote,
        } => {
            let mut s = from.to_string();
            if let Some(v) = via {
                s += &v.to_string();
            }
            s += &to.to_string();
            if promote {
                s.push('+');
            }
            s
        }
        Move::Drop { kind, to } => format!("{}*{}", game.piece(kind).id, to),
    }
}

/// Reads canonical text back. It checks the form and the board, not legality: compare
/// against `legal_moves` for that.
pub fn parse_canonical(game: &Game, text: &str) -> Option<Move> {
    let text = text.trim();
    if let Some((id, sq)) = text.split_once('*') {
        let kind = game.kind_by_id(id)?;
        let to = on_board(game, Square::parse(sq)?)?;
        return Some(Move::Drop { kind, to });
    }
    let (body, promote) = match text.strip_suffix('+') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let squares = split_squares(body)?;
    let squares: Option<Vec<Square>> = squares.into_iter().map(|s| on_board(game, s)).collect();
    match *squares?.as_slice() {
        [from, to] => Some(Move::Board {
            from,
            via: None,
            to,
            promote,
        }),
        [from, via, to] => Some(Move::Board {
            from,
            via: Some(via),
            to,
            promote,
        }),
        _ => None,
    }
}

fn on_board(game: &Game, sq: Square) -> Option<Square> {
    game.contains(sq).then_some(sq)
}

/// Splits `12l11k` into squares, one after the other.
pub fn split_squares(text: &str) -> Option<Vec<Square>> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (sq, len) = Square::read(rest.chars())?;
        out.push(sq);
        // A square is ASCII: its characters are its bytes.
        rest = &rest[len..];
    }
    (!out.is_empty()).then_some(out)
}

/// Whether a move that does not promote could have: notations then say so (`=`, 不成).
pub(super) fn promotion_declined(legal: &[Move], mv: Move) -> bool {
    match mv {
        Move::Board {
            from,
            via,
            to,
            promote: false,
        } => legal.contains(&Move::Board {
            from,
            via,
            to,
            promote: true,
        }),
        _ => false,
    }
}
