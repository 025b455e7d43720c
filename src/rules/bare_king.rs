//! Chu Shogi's bare King and two lone Kings (lishogi's rules, docs/rules.md 8.5), for games
//! whose file sets `bare_king`. Both are judged on the board alone, after every move, by
//! `History`; move generation does not see them, so the other games pay nothing.
//!
//! A piece that has no move from where it stands (a Pawn or a Lance on its last rank) counts
//! for neither side: it can never take part again. The pieces `bare_king_minor` lists
//! (unpromoted) do not count for the side against a bare King either: they are too weak to
//! win with it.

use super::cell::{decode, EMPTY, WALL};
use super::position::Position;
use super::types::Color;

impl Position {
    /// Whether the piece on cell `i` has no move at all from there on any board: every line
    /// and leap of it leaves the board at the first step.
    fn stuck(&self, i: usize) -> bool {
        let c = &self.game.tables.compiled[self.board[i] as usize];
        let off_board = |off: i16| self.board[(i as isize + off as isize) as usize] == WALL;
        !c.lion
            && c.linear_lion.is_empty()
            && c.hooks.is_empty()
            && c.rays.iter().all(|r| off_board(r.offset))
            && c.jumps.iter().all(|&off| off_board(off))
    }

    /// The cells of `color`'s pieces that count (see the module), and, when `against` is
    /// set, without the `bare_king_minor` pieces.
    fn counted(&self, color: Color, against: bool) -> impl Iterator<Item = usize> + '_ {
        let minor = &self.game.rules.bare_king_minor;
        self.game
            .tables
            .geo
            .squares
            .iter()
            .map(|&i| i as usize)
            .filter(move |&i| {
                let code = self.board[i];
                let Some(p) = decode(code) else {
                    return false;
                };
                p.color == color
                    && !self.stuck(i)
                    && !(against && !p.promoted && minor.contains(&p.kind))
            })
    }

    fn royal_count(&self, color: Color) -> usize {
        self.royal_cells(color).count()
    }

    /// Whether `color`'s King is bare (lishogi): its one counted piece is its one royal
    /// piece, while the other side has a royal piece and more, is not in check (the bare
    /// King could take a royal piece next), and either has at least two pieces besides
    /// its King or none of its counted pieces stands next to the bare King (which could
    /// take the last one and bare it in turn).
    pub fn is_bare_king(&self, color: Color) -> bool {
        let them = color.opponent();
        let ours: Vec<usize> = self.counted(color, false).take(2).collect();
        let [king] = ours[..] else {
            return false;
        };
        if !self.game.tables.compiled[self.board[king] as usize].royal
            || self.royal_count(color) != 1
        {
            return false;
        }
        let theirs: Vec<usize> = self.counted(them, true).collect();
        if theirs.len() < 2 || self.royal_count(them) == 0 || self.is_in_check(them) {
            return false;
        }
        let geo = &self.game.tables.geo;
        let next_to_king = |i: usize| match (geo.square_of[i], geo.square_of[king]) {
            (Some(a), Some(b)) => {
                a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
            }
            _ => false,
        };
        theirs.len() > 2 || !theirs.iter().any(|&i| next_to_king(i))
    }

    /// Whether only the two Kings are left (pieces that cannot move aside), each side's one
    /// royal piece, and neither in check: a draw.
    pub fn lone_kings(&self) -> bool {
        let on_board = self
            .game
            .tables
            .geo
            .squares
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| {
                let code = self.board[i];
                code != EMPTY && code != WALL && !self.stuck(i)
            });
        on_board.count() == 2
            && Color::BOTH.iter().all(|&c| self.royal_count(c) == 1)
            && Color::BOTH.iter().all(|&c| !self.is_in_check(c))
    }

    /// The side whose King is bare, if any (at most one can be).
    pub fn bare_king_side(&self) -> Option<Color> {
        Color::BOTH.into_iter().find(|&c| self.is_bare_king(c))
    }
}
