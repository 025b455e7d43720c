//! Chu Shogi's Lion-trading rules (docs/rules.md, "Lion trading"), for games whose file sets
//! `lion_trading`. The Lions are the pieces with lion moves (`special = { lion = true }`).
//!
//! 1. A Lion may not take a Lion two squares away that the other side protects, unless its
//!    first step took a piece other than those `lion_trade_minor` lists (Pawn, Go-Between).
//! 2. After a piece that is not a Lion took a Lion, the other side may not take a Lion with a
//!    piece that is not a Lion on its next move, except on that same square.
//!
//! The generator lists moves as if these rules did not exist; [`filter`] takes out those they
//! forbid, so games without them pay nothing. The square of rule 2 is kept in the position
//! (`Position::lion_taken`, after each move).

use super::attack::attacked;
use super::cell::{color_of_code, decode, EMPTY, WALL};
use super::position::Position;
use super::types::Move;

fn is_lion(pos: &Position, code: u8) -> bool {
    code != EMPTY && code != WALL && pos.game.tables.compiled[code as usize].lion
}

fn enemy_lion(pos: &Position, i: usize) -> bool {
    let code = pos.board[i];
    is_lion(pos, code) && color_of_code(code) != pos.side
}

/// Takes out of `moves` those the Lion-trading rules forbid.
pub(crate) fn filter(pos: &Position, moves: &mut Vec<Move>) {
    moves.retain(|&mv| allowed(pos, mv));
}

fn allowed(pos: &Position, mv: Move) -> bool {
    let Move::Board { from, via, to, .. } = mv else {
        return true;
    };
    let geo = &pos.game.tables.geo;
    let (Some(f), Some(t)) = (geo.index(from), geo.index(to)) else {
        return true;
    };
    let v = via.and_then(|v| geo.index(v));
    let takes_at_to = t != f && enemy_lion(pos, t);
    let takes_at_via = v.is_some_and(|v| enemy_lion(pos, v));
    if !takes_at_to && !takes_at_via {
        return true;
    }
    if is_lion(pos, pos.board[f]) {
        // Rule 1: only a Lion two squares away, and only when its first step took nothing
        // worth more than a minor piece.
        let far = from
            .file()
            .abs_diff(to.file())
            .max(from.rank().abs_diff(to.rank()))
            > 1;
        if !takes_at_to || !far {
            return true;
        }
        let minor_first = v.is_none_or(|v| minor(pos, pos.board[v]));
        return !(minor_first && protected(pos, f, v, t));
    }
    // Rule 2.
    match pos.lion_capture as usize {
        0 => true,
        lc => (!takes_at_to || t == lc) && (!takes_at_via || v == Some(lc)),
    }
}

/// An empty square, or an unpromoted piece `lion_trade_minor` lists.
fn minor(pos: &Position, code: u8) -> bool {
    match decode(code) {
        None => true,
        Some(p) => !p.promoted && pos.game.rules.lion_trade_minor.contains(&p.kind),
    }
}

/// Does the Lion's side protect its Lion on `t` once the taking Lion has left `f` (and its
/// first step's square `v`)? The piece taken on `v` still counts as a protector, as in
/// lishogi's rules: what attacks `t` with `v` emptied, or with `v` still occupied.
fn protected(pos: &Position, f: usize, v: Option<usize>, t: usize) -> bool {
    let them = pos.side.opponent();
    let mut board = pos.board;
    board[f] = EMPTY;
    if attacked(pos.game, &board, t, them) {
        return true;
    }
    match v {
        Some(v) => {
            board[v] = EMPTY;
            attacked(pos.game, &board, t, them)
        }
        None => false,
    }
}
