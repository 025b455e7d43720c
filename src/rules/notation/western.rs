//! Western notation for display: `P-7f`, `Px7f`, `G6i-5h`, `P-7c+`, `P-7c=`, `P*5e`,
//! `Lnx8l-7k`, `+P-5c`. `parse_move` reads all of it back.

use super::canonical::promotion_declined;
use super::canonical::to_canonical;
use crate::rules::game::Game;
use crate::rules::position::Position;
use crate::rules::types::{Move, PieceKind, Square};

/// A piece as western notation names it: the abbreviation, after `+` when promoted. The
/// promoted form's own abbreviation is not used: in some games it is also the name of
/// another piece (a promoted Phoenix and a Rook are both `R`).
pub fn western_piece(game: &Game, kind: PieceKind, promoted: bool) -> String {
    let abbrev = game.piece(kind).abbrev;
    if promoted {
        format!("+{abbrev}")
    } else {
        abbrev.to_string()
    }
}

/// The western text of a move, in the position before it.
pub fn to_western(pos: &Position, mv: Move) -> String {
    let game = pos.game();
    let (from, via, to, promote) = match mv {
        Move::Drop { kind, to } => return format!("{}*{}", western_piece(game, kind, false), to),
        Move::Board {
            from,
            via,
            to,
            promote,
        } => (from, via, to, promote),
    };
    let Some(piece) = pos.piece_at(from) else {
        // Not a move of this position: the canonical text at least says what it was.
        return to_canonical(game, mv);
    };
    let legal = pos.legal_moves();
    let mut text = western_piece(game, piece.kind, piece.promoted);
    // The origin is written only when another piece like it could also go there.
    let rival = legal.iter().any(|m| {
        m.to() == to
            && m.from()
                .is_some_and(|f| f != from && pos.piece_at(f) == Some(piece))
    });
    if rival {
        text += &from.to_string();
    }
    let enemy = |sq: Square| pos.piece_at(sq).is_some_and(|p| p.color != piece.color);
    if let Some(v) = via {
        text.push(if enemy(v) { 'x' } else { '-' });
        text += &v.to_string();
    }
    text.push(if to != from && enemy(to) { 'x' } else { '-' });
    text += &to.to_string();
    if promote {
        text.push('+');
    } else if promotion_declined(&legal, mv) {
        text.push('=');
    }
    text
}
