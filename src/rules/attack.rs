//! Whether a square is attacked: looked at from the target, so one test costs a few rays.
//! Only Kings are ever asked about, so range-jumping captures never count (rules.md 6).

use super::betza::Dir;
use super::cell::{color_of_code, CELLS, EMPTY, WALL};
use super::game::Game;
use super::position::Position;
use super::types::{Color, Square};

/// The board offset of each direction (Black's view), from the game's tables: computed
/// once, since every attack test walks all eight.
pub(crate) fn dir_offsets(game: &Game) -> &[isize; 8] {
    &game.tables.dir_offsets
}

fn is_piece_of(code: u8, color: Color) -> bool {
    code != EMPTY && code != WALL && color_of_code(code) == color
}

/// Is board index `sq` attacked by `by` on `board`?
pub(crate) fn attacked(game: &Game, board: &[u8; CELLS], sq: usize, by: Color) -> bool {
    let offsets = dir_offsets(game);
    for d in Dir::ALL {
        let off = offsets[d.index()];
        let mut t = sq as isize;
        let mut dist: u8 = 0;
        loop {
            t += off;
            dist += 1;
            let code = board[t as usize];
            if code == EMPTY {
                continue;
            }
            if is_piece_of(code, by)
                && game.tables.compiled[code as usize].ray_range[d.reverse().index()] >= dist
            {
                return true;
            }
            break;
        }
    }
    for (bit, &off) in game.tables.jump_offsets[by.index()].iter().enumerate() {
        let code = board[(sq as isize - off as isize) as usize];
        if is_piece_of(code, by) && game.tables.compiled[code as usize].jump_mask & (1 << bit) != 0
        {
            return true;
        }
    }
    game.tables.slow_attacks && slow_attack(game, board, sq, by, offsets)
}

/// The attacks that need more than a walk to the first piece on a line or a leap: hooks and
/// hops, in the games that have them (one flag keeps them out of the other games' path).
fn slow_attack(
    game: &Game,
    board: &[u8; CELLS],
    sq: usize,
    by: Color,
    offsets: &[isize; 8],
) -> bool {
    (game.tables.has_hook && hook_attack(game, board, sq, by, offsets))
        || (game.tables.has_hop && hop_attack(game, board, sq, by, offsets))
}

/// A hopper reaches `sq` over exactly one piece (the screen) on the line between them, if its
/// capturing hop along that line reaches that far from its square.
fn hop_attack(
    game: &Game,
    board: &[u8; CELLS],
    sq: usize,
    by: Color,
    offsets: &[isize; 8],
) -> bool {
    for d in Dir::ALL {
        let off = offsets[d.index()];
        let mut t = sq as isize + off;
        let mut dist: u8 = 1;
        while board[t as usize] == EMPTY {
            t += off;
            dist += 1;
        }
        if board[t as usize] == WALL {
            continue;
        }
        // `t` is the screen: the hopper is the next piece beyond it.
        t += off;
        dist += 1;
        while board[t as usize] == EMPTY {
            t += off;
            dist += 1;
        }
        let code = board[t as usize];
        if is_piece_of(code, by)
            && game.tables.compiled[code as usize].hop_range[d.reverse().index()] >= dist
        {
            return true;
        }
    }
    false
}

/// A hook piece reaches `sq` by sliding to an empty turning square on one of `sq`'s lines
/// and turning onto that line.
fn hook_attack(
    game: &Game,
    board: &[u8; CELLS],
    sq: usize,
    by: Color,
    offsets: &[isize; 8],
) -> bool {
    for second in Dir::ALL {
        // Walk from the target back along the second leg.
        let back = offsets[second.reverse().index()];
        let mut turn = sq as isize + back;
        while board[turn as usize] == EMPTY {
            for first in second.perpendicular() {
                let step = offsets[first.reverse().index()];
                let mut t = turn + step;
                while board[t as usize] == EMPTY {
                    t += step;
                }
                let code = board[t as usize];
                if is_piece_of(code, by)
                    && game.tables.compiled[code as usize].hook_pairs
                        & (1 << (8 * first.index() + second.index()))
                        != 0
                {
                    return true;
                }
            }
            turn += back;
        }
    }
    false
}

impl Position {
    /// Is `sq` attacked by `by`? False for a square off the board.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        match self.game.tables.geo.index(sq) {
            Some(i) => attacked(self.game, &self.board, i, by),
            None => false,
        }
    }

    /// Is the side to move in check?
    pub fn in_check(&self) -> bool {
        self.is_in_check(self.side)
    }

    /// Whether a royal piece of `color` is attacked (any of them, where there may be several).
    pub fn is_in_check(&self, color: Color) -> bool {
        if self.game.tables.royal_capture {
            return self
                .royal_cells(color)
                .any(|i| attacked(self.game, &self.board, i, color.opponent()));
        }
        match self.kings[color.index()] {
            0 => false,
            k => attacked(self.game, &self.board, k as usize, color.opponent()),
        }
    }
}
