//! Why no legal move fits what a player typed, in the player's terms. The hard case is
//! telling "the piece cannot go there" from "your King would be in check": a move is
//! refused for check when it follows the piece's movement rules but is not legal.

use super::move_error::{MoveError, Place};
use super::typed::{fits, Reading};
use crate::rules::position::Position;
use crate::rules::types::{Move, Piece, PieceKind, Square};

/// Why no reading is legal: the most specific reason any reading gives.
pub(super) fn diagnose(pos: &Position, readings: &[Reading]) -> MoveError {
    let pseudo = pseudo_legal(pos);
    let mut best: Option<MoveError> = None;
    for r in readings {
        let e = diagnose_one(pos, r, &pseudo);
        if best.as_ref().is_none_or(|b| e.rank() > b.rank()) {
            best = Some(e);
        }
    }
    best.unwrap_or(MoveError::Unreadable {
        input: String::new(),
        hint: "nothing to read".to_string(),
    })
}

/// The moves that follow the pieces' movement rules, ignoring the mover's King safety:
/// the legal moves of the position without that King, plus the King's own steps (every
/// game's King moves one square in any direction).
fn pseudo_legal(pos: &Position) -> Vec<Move> {
    let us = pos.side_to_move();
    let Some(king) = pos.king_square(us) else {
        return pos.legal_moves();
    };
    let mut without = pos.clone();
    without.put(king, None);
    let mut out = without.legal_moves();
    for df in -1i8..=1 {
        for dr in -1i8..=1 {
            let file = king.file().checked_add_signed(df);
            let rank = king.rank().checked_add_signed(dr);
            let Some(to) = file.zip(rank).and_then(|(f, r)| Square::new(f, r)) else {
                continue;
            };
            let own = pos.piece_at(to).is_some_and(|p| p.color == us);
            if to != king && pos.game().contains(to) && !own {
                out.push(Move::Board {
                    from: king,
                    via: None,
                    to,
                    promote: false,
                });
            }
        }
    }
    out
}

fn diagnose_one(pos: &Position, r: &Reading, pseudo: &[Move]) -> MoveError {
    let game = pos.game();
    let us = pos.side_to_move();
    let check = || MoveError::KingInCheck {
        already_in_check: pos.in_check(),
    };
    let (named, from, to) = match *r {
        Reading::Drop { kind, to } => return diagnose_drop(pos, kind, to),
        Reading::Squares { from, to, .. } => (None, Some(from), to),
        Reading::Piece {
            kind,
            promoted,
            from,
            to,
            ..
        } => (Some((kind, promoted)), from, to),
    };
    let named_name = named.map(|(k, p)| game.piece_name(k, p));
    match from {
        Some(from) => {
            let Some(p) = pos.piece_at(from) else {
                return MoveError::NoPiece {
                    piece: named_name,
                    place: Place::Square(from),
                };
            };
            let name = game.piece_name(p.kind, p.promoted);
            if p.color != us {
                return MoveError::NotYourPiece {
                    piece: name,
                    square: from,
                };
            }
            if named.is_some_and(|n| n != (p.kind, p.promoted)) {
                return MoveError::NoPiece {
                    piece: named_name,
                    place: Place::Square(from),
                };
            }
            if pseudo.iter().any(|&m| fits(pos, r, m)) {
                return check();
            }
            MoveError::CannotGoThere {
                piece: name,
                from: Some(from),
                to,
            }
        }
        None => {
            // Only a named piece can lack an origin.
            let Some((kind, promoted)) = named else {
                return MoveError::NoPiece {
                    piece: None,
                    place: Place::Board,
                };
            };
            let mine = Piece {
                color: us,
                kind,
                promoted,
            };
            if !pos.pieces().any(|(_, p)| p == mine) {
                return MoveError::NoPiece {
                    piece: named_name,
                    place: Place::Board,
                };
            }
            if pseudo.iter().any(|&m| fits(pos, r, m)) {
                return check();
            }
            MoveError::CannotGoThere {
                piece: game.piece_name(kind, promoted),
                from: None,
                to,
            }
        }
    }
}

fn diagnose_drop(pos: &Position, kind: PieceKind, to: Square) -> MoveError {
    let game = pos.game();
    let us = pos.side_to_move();
    let piece = game.piece(kind).name;
    if pos.hand_count(us, kind) == 0 {
        return MoveError::NoPiece {
            piece: Some(piece),
            place: Place::Hand,
        };
    }
    if pos.piece_at(to).is_some() {
        return MoveError::Occupied { square: to };
    }
    let depth = game.ranks_to_far_edge(us, to);
    if depth < game.piece(kind).no_drop_depth {
        return MoveError::DeadDrop { piece, square: to };
    }
    let one_per_file = game.rules.two_on_a_file == Some(kind);
    let no_drop_mate = game.rules.no_drop_mate == Some(kind);
    let pawn = Piece {
        color: us,
        kind,
        promoted: false,
    };
    if one_per_file
        && pos
            .pieces()
            .any(|(sq, p)| p == pawn && sq.file() == to.file())
    {
        return MoveError::TwoPawns { file: to.file() };
    }
    let after = pos.after(Move::Drop { kind, to });
    if after.is_in_check(us) {
        return MoveError::KingInCheck {
            already_in_check: pos.in_check(),
        };
    }
    if no_drop_mate && after.in_check() && after.legal_moves().is_empty() {
        return MoveError::PawnDropMate;
    }
    MoveError::CannotGoThere {
        piece,
        from: None,
        to,
    }
}
