//! A position: board, hands, side to move. Moves are generated in `movegen`, attacks
//! tested in `attack`; this file keeps the state and applies moves.

use super::cell::{code_of, color_of_code, decode, promoted_code, CELLS, EMPTY, MAX_KINDS, WALL};
use super::game::{Game, Variant};
use super::types::{Color, Move, Piece, PieceKind, Square};
use super::zobrist::keys;

#[derive(Clone)]
pub struct Position {
    pub(crate) game: &'static Game,
    pub(crate) board: [u8; CELLS],
    pub(crate) hands: [[u8; MAX_KINDS]; 2],
    pub(crate) side: Color,
    /// Padded index of each King, 0 when the side has none.
    pub(crate) kings: [u16; 2],
    /// Where a piece without lion moves took a Lion on the last move (padded index, 0 for
    /// none), in games with the Lion-trading rules (`lion_trade`).
    pub(crate) lion_capture: u16,
    hash: u64,
    move_number: u32,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.variant() == other.variant()
            && self.board[..] == other.board[..]
            && self.hands == other.hands
            && self.side == other.side
    }
}

impl Eq for Position {}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.game.id(), self.to_sfen())
    }
}

impl Position {
    /// An empty board, Black to move, empty hands.
    pub fn empty(variant: Variant) -> Position {
        let game = variant.game();
        let mut board = [WALL; CELLS];
        for &i in &game.tables.geo.squares {
            board[i as usize] = EMPTY;
        }
        Position {
            game,
            board,
            hands: [[0; MAX_KINDS]; 2],
            side: Color::Black,
            kings: [0; 2],
            lion_capture: 0,
            hash: 0,
            move_number: 1,
        }
    }

    /// The game's start position.
    pub fn start(variant: Variant) -> Position {
        let game = variant.game();
        // The start SFEN is part of the game table, which every test exercises.
        Position::from_sfen(variant, game.start_sfen)
            .unwrap_or_else(|e| panic!("start position of {variant}: {e}"))
    }

    /// Whether this is the game's start position (board, hands and side to move: the move
    /// number does not count). Records write it `startpos`, KIF as the standard handicap line.
    pub fn is_start(&self) -> bool {
        *self == Position::start(self.variant())
    }

    pub fn game(&self) -> &'static Game {
        self.game
    }

    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    pub fn set_side_to_move(&mut self, side: Color) {
        if side != self.side {
            self.hash ^= keys().white_to_move;
            self.side = side;
        }
    }

    /// Full-move counter as SFEN writes it (plies played + 1 from the start).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    pub fn set_move_number(&mut self, n: u32) {
        self.move_number = n.clamp(1, super::types::MAX_MOVE_NUMBER);
    }

    /// 64-bit hash of board, hands and side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let i = self.game.tables.geo.index(sq)?;
        decode(self.board[i])
    }

    /// Puts a piece on a square (or clears it). Returns false for a square off the board.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) -> bool {
        let Some(i) = self.game.tables.geo.index(sq) else {
            return false;
        };
        let code = piece.map_or(EMPTY, |p| code_of(p.color, p.kind, p.promoted));
        self.set_cell(i, code);
        true
    }

    pub fn hand_count(&self, color: Color, kind: PieceKind) -> u8 {
        self.hands[color.index()][kind.index()]
    }

    /// Sets how many of a kind a side holds. In a game whose captures leave it
    /// (`captures_to_hand = false`) hands stay empty: nothing could ever be dropped from one.
    pub fn set_hand_count(&mut self, color: Color, kind: PieceKind, count: u8) {
        if self.game.rules.captures_to_hand {
            self.write_hand_count(color, kind, count);
        }
    }

    /// [`Position::set_hand_count`] for moves, which fill hands only in games with hands.
    fn write_hand_count(&mut self, color: Color, kind: PieceKind, count: u8) {
        let k = keys();
        let slot = &mut self.hands[color.index()][kind.index()];
        self.hash ^=
            k.hand(color.index(), kind.index(), *slot) ^ k.hand(color.index(), kind.index(), count);
        *slot = count;
    }

    /// Pieces in hand as (kind, count), in the game's hand order, counts above zero.
    pub fn hand(&self, color: Color) -> Vec<(PieceKind, u8)> {
        self.game
            .hand_order
            .iter()
            .map(|&k| (k, self.hand_count(color, k)))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    pub fn king_square(&self, color: Color) -> Option<Square> {
        match self.kings[color.index()] {
            0 => None,
            i => self.game.tables.geo.square_of[i as usize],
        }
    }

    /// Every piece on the board with its square.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.game.tables.geo.squares.iter().filter_map(move |&i| {
            let piece = decode(self.board[i as usize])?;
            Some((self.game.tables.geo.square_of[i as usize]?, piece))
        })
    }

    /// Whether the move takes an enemy piece (at its end or middle square).
    pub fn is_capture(&self, mv: Move) -> bool {
        match mv {
            Move::Drop { .. } => false,
            Move::Board { from, via, to, .. } => {
                let enemy = |sq: Square| self.piece_at(sq).is_some_and(|p| p.color != self.side);
                (to != from && enemy(to)) || via.is_some_and(enemy)
            }
        }
    }

    /// Applies a move without checking it. Only pass moves from `legal_moves` (or
    /// `parse_move`); anything else may leave a position no game can reach.
    pub fn play(&mut self, mv: Move) {
        let us = self.side;
        let geo = &self.game.tables.geo;
        match mv {
            Move::Drop { kind, to } => {
                let Some(t) = geo.index(to) else { return };
                self.lion_capture = 0;
                let n = self.hand_count(us, kind);
                self.write_hand_count(us, kind, n.saturating_sub(1));
                self.set_cell(t, code_of(us, kind, false));
            }
            Move::Board {
                from,
                via,
                to,
                promote,
            } => {
                let (Some(f), Some(t)) = (geo.index(from), geo.index(to)) else {
                    return;
                };
                let mut code = self.board[f];
                if code == EMPTY || code == WALL {
                    return;
                }
                if self.game.tables.lion_trading {
                    let v = via.and_then(|v| geo.index(v));
                    self.lion_capture = self.lion_taken(code, v, t);
                }
                self.set_cell(f, EMPTY);
                if let Some(v) = via.and_then(|v| geo.index(v)) {
                    self.capture_at(v);
                    self.set_cell(v, EMPTY);
                }
                self.capture_at(t);
                if promote {
                    code = promoted_code(code);
                }
                self.set_cell(t, code);
            }
        }
        self.set_side_to_move(us.opponent());
        self.move_number = (self.move_number + 1).min(super::types::MAX_MOVE_NUMBER);
    }

    /// The result of playing a move, leaving this position as it is.
    pub fn after(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.play(mv);
        next
    }

    fn capture_at(&mut self, i: usize) {
        let Some(p) = decode(self.board[i]) else {
            return;
        };
        if p.color == self.side
            || self.game.tables.compiled[self.board[i] as usize].royal
            || !self.game.rules.captures_to_hand
        {
            return;
        }
        let n = self.hand_count(self.side, p.kind);
        self.write_hand_count(self.side, p.kind, n.saturating_add(1));
    }

    pub(crate) fn set_cell(&mut self, i: usize, code: u8) {
        let k = keys();
        let old = self.board[i];
        if old == WALL {
            return;
        }
        self.hash ^= k.cell(i, old) ^ k.cell(i, code);
        for c in Color::BOTH {
            if self.kings[c.index()] as usize == i {
                self.kings[c.index()] = 0;
            }
        }
        self.board[i] = code;
        // Empty cells have no compiled moves, so are not royal.
        if self.game.tables.compiled[code as usize].royal {
            self.kings[color_of_code(code).index()] = i as u16;
        }
    }

    /// Where the move of the piece `code` (the side to move's, before the move) takes a Lion
    /// while not being a Lion itself: the square the Lion-trading rules restrict on the next
    /// move (`lion_trade`), 0 for none. The Lions are the pieces with lion moves.
    fn lion_taken(&self, code: u8, via: Option<usize>, to: usize) -> u16 {
        let compiled = &self.game.tables.compiled;
        let enemy_lion = |i: usize| {
            let c = self.board[i];
            compiled[c as usize].lion && color_of_code(c) != self.side
        };
        if compiled[code as usize].lion {
            0
        } else if enemy_lion(to) {
            to as u16
        } else {
            via.filter(|&v| enemy_lion(v)).map_or(0, |v| v as u16)
        }
    }

    /// The board indices of a side's royal pieces.
    pub(crate) fn royal_cells(&self, color: Color) -> impl Iterator<Item = usize> + '_ {
        let compiled = &self.game.tables.compiled;
        self.game
            .tables
            .geo
            .squares
            .iter()
            .map(|&i| i as usize)
            .filter(move |&i| {
                let code = self.board[i];
                compiled[code as usize].royal && color_of_code(code) == color
            })
    }

    /// Where royal pieces may be taken (`royal_capture`): the side has none left while the
    /// other side has one (a test position without any is played on).
    pub(crate) fn royals_lost(&self, color: Color) -> bool {
        self.royal_cells(color).next().is_none()
            && self.royal_cells(color.opponent()).next().is_some()
    }

    /// Impasse points of a side: pieces on the board and in hand, by unpromoted form.
    pub fn impasse_points(&self, color: Color) -> u32 {
        let board: u32 = self
            .pieces()
            .filter(|(_, p)| p.color == color)
            .map(|(_, p)| self.game.piece(p.kind).impasse_value as u32)
            .sum();
        let hand: u32 = self
            .game
            .kinds()
            .map(|k| self.hand_count(color, k) as u32 * self.game.piece(k).impasse_value as u32)
            .sum();
        board + hand
    }
}
