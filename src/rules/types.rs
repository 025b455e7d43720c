//! The small typed values every part of the rules core passes around.

use std::fmt;

/// A player. Black (sente) starts at the bottom and moves first.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// Reads a side as players, SFEN and the database write it: `black`/`white`,
    /// `sente`/`gote`, or the SFEN letters `b`/`w`, in any case. The one colour parser.
    pub fn parse(text: &str) -> Option<Color> {
        let text = text.trim();
        Color::BOTH.into_iter().find(|c| {
            [c.name(), c.japanese_name(), &c.sfen_letter().to_string()]
                .iter()
                .any(|n| n.eq_ignore_ascii_case(text))
        })
    }

    /// The side's letter in SFEN.
    pub fn sfen_letter(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }

    /// The romanised Japanese name: sente moves first.
    pub fn japanese_name(self) -> &'static str {
        match self {
            Color::Black => "sente",
            Color::White => "gote",
        }
    }

    /// The name at the start of a sentence.
    pub fn title(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Ranks between rank `rank` and the far edge of a board of `height` ranks for `color` (0 on
/// the last rank): how deep a piece stands in that colour's promotion zone, and its last ranks.
pub fn far_edge_distance(color: Color, height: u8, rank: u8) -> u8 {
    match color {
        Color::Black => rank,
        Color::White => height - 1 - rank,
    }
}

/// A square, written file then rank: `7i`, `12l`. Files count from Black's right (1) to
/// Black's left; ranks are letters from the top (`a` is White's back rank).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    file: u8,
    rank: u8,
}

/// The most files, and the most ranks, of a board (a board is `width` x `height`, each 1 to
/// this).
pub const MAX_SIZE: u8 = 16;

impl Square {
    /// `file` counts from 1, `rank` from 0 (`a`).
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        if (1..=MAX_SIZE).contains(&file) && rank < MAX_SIZE {
            Some(Square { file, rank })
        } else {
            None
        }
    }

    pub fn file(self) -> u8 {
        self.file
    }

    /// 0 for rank `a`.
    pub fn rank(self) -> u8 {
        self.rank
    }

    pub fn rank_letter(self) -> char {
        char::from(b'a' + self.rank)
    }

    /// Column from the left as Black sees the board (0 = file `width`).
    pub fn column(self, width: u8) -> u8 {
        width - self.file
    }

    /// Parses `7i`, `12l`; `None` for anything else. Whether it is on a given board is the
    /// caller's question (`Game::contains`).
    pub fn parse(text: &str) -> Option<Square> {
        let text = text.trim();
        let (sq, len) = Square::read(text.chars())?;
        (len == text.chars().count()).then_some(sq)
    }

    /// Reads the square at the start of `chars`: one or two digits without a leading zero,
    /// then the rank letter (either case). Returns it and how many characters it took. The
    /// one square grammar: every reader of squares (canonical moves, typed moves) uses it.
    pub fn read(chars: impl IntoIterator<Item = char>) -> Option<(Square, usize)> {
        let mut chars = chars.into_iter();
        let first = chars.next()?.to_digit(10).filter(|&d| d > 0)?;
        let mut letter = chars.next()?;
        let (file, digits) = match letter.to_digit(10) {
            Some(second) => {
                letter = chars.next()?;
                (first * 10 + second, 2)
            }
            None => (first, 1),
        };
        if !letter.is_ascii_alphabetic() {
            return None;
        }
        let rank = letter.to_ascii_lowercase() as u8 - b'a';
        Square::new(u8::try_from(file).ok()?, rank).map(|sq| (sq, digits + 1))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.rank_letter())
    }
}

/// A kind of piece in one game's table (an index into `Game::kinds`). Kinds are the
/// unpromoted pieces: a promoted piece is a kind with the promoted flag. The index is public
/// (hidden) only for the test of every cell code (tests/rules/units/rules/cell.rs).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(#[doc(hidden)] pub u8);

impl PieceKind {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A piece on the board: its owner, what it was before any promotion, and whether it has
/// promoted. This is all a promoted piece must remember (rules.md 2.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
    pub promoted: bool,
}

/// A move. Board moves may pass through a middle square (lion moves); drops place a piece
/// from the hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Board {
        from: Square,
        via: Option<Square>,
        to: Square,
        promote: bool,
    },
    Drop {
        kind: PieceKind,
        to: Square,
    },
}

impl Move {
    pub fn to(self) -> Square {
        match self {
            Move::Board { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    pub fn from(self) -> Option<Square> {
        match self {
            Move::Board { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }

    pub fn via(self) -> Option<Square> {
        match self {
            Move::Board { via, .. } => via,
            Move::Drop { .. } => None,
        }
    }

    pub fn promotes(self) -> bool {
        matches!(self, Move::Board { promote: true, .. })
    }

    pub fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }

    /// Every square the move touches, in order (start, middle, end; the drop square).
    pub fn squares(self) -> Vec<Square> {
        match self {
            Move::Board { from, via, to, .. } => {
                let mut v = vec![from];
                v.extend(via);
                v.push(to);
                v
            }
            Move::Drop { to, .. } => vec![to],
        }
    }
}

/// The most pieces of one kind a position may hold, on the board (either colour, promoted or
/// not) and in both hands together. A capture moves a piece into a hand as its own kind and a
/// drop moves it back, so no move changes these totals: a hand never holds more than this, and
/// the parser, which accepts counts up to it, reads back every SFEN the engine can print.
pub const MAX_OF_A_KIND: u8 = 60;

/// The largest move number an SFEN may carry. Playing on from it keeps it (the counter
/// saturates), so a printed move number always parses back.
pub const MAX_MOVE_NUMBER: u32 = 1_000_000;
