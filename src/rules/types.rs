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

/// A square, written file then rank: `7i`, `12l`. Files count from Black's right (1) to
/// Black's left; ranks are letters from the top (`a` is White's back rank).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    file: u8,
    rank: u8,
}

/// The largest board any game here uses.
pub const MAX_SIZE: u8 = 15;

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

    /// Column from the left as Black sees the board (0 = file `size`).
    pub fn column(self, size: u8) -> u8 {
        size - self.file
    }

    /// Parses `7i`, `12l`; `None` for anything else. Whether it is on a given board is the
    /// caller's question (`Game::contains`).
    pub fn parse(text: &str) -> Option<Square> {
        let text = text.trim();
        let split = text.find(|c: char| !c.is_ascii_digit())?;
        let (digits, rest) = text.split_at(split);
        if digits.is_empty() || digits.len() > 2 || digits.starts_with('0') {
            return None;
        }
        let file: u8 = digits.parse().ok()?;
        let mut chars = rest.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if chars.next().is_some() || !letter.is_ascii_lowercase() {
            return None;
        }
        Square::new(file, letter as u8 - b'a')
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.rank_letter())
    }
}

/// A kind of piece in one game's table (an index into `Game::kinds`). Kinds are the
/// unpromoted pieces: a promoted piece is a kind with the promoted flag.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(pub(crate) u8);

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        for text in ["1a", "7i", "12l", "15o"] {
            let sq = Square::parse(text).expect(text);
            assert_eq!(sq.to_string(), text);
        }
        assert_eq!(Square::parse("12L"), Square::new(12, 11));
        for bad in ["", "0a", "16a", "7", "i7", "7ii", "07i", "7p", "7!"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }
}
