//! SFEN for every game (docs/sfen.md). Standard shogi positions are exactly standard SFEN.

use super::game::{Game, Variant};
use super::position::Position;
use super::types::{Color, Piece, PieceKind, Square};
use std::fmt;
use thiserror::Error;

/// A piece of a game, as an error names it: the game and the kind, so that each reader
/// gets its name in their language (`i18n::refusals`); `Display` writes the game file's
/// English name, for logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamePiece {
    pub variant: Variant,
    pub kind: PieceKind,
}

impl GamePiece {
    fn of(game: &'static Game, kind: PieceKind) -> GamePiece {
        GamePiece {
            variant: game.variant(),
            kind,
        }
    }
}

impl fmt::Display for GamePiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant.game().piece(self.kind).name)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SfenError {
    #[error("an SFEN has a board, a side to move, hands and a move number; got {0} fields")]
    Fields(usize),
    #[error("the board has {found} ranks, {} needs {expected} (its board is {board}: files x ranks)", .game.game().name)]
    Ranks {
        game: Variant,
        board: String,
        expected: u8,
        found: usize,
    },
    #[error("rank {rank} has {found} squares, the board is {expected} wide")]
    RankWidth {
        rank: char,
        expected: u8,
        found: usize,
    },
    #[error("unknown piece {0:?} in this game")]
    UnknownPiece(String),
    #[error("{0} does not promote, so '+{1}' is impossible")]
    CannotPromote(GamePiece, String),
    #[error("side to move must be 'b' or 'w', not {0:?}")]
    Side(String),
    #[error("bad hand {0:?}")]
    Hand(String),
    #[error("a King cannot be in hand")]
    KingInHand,
    #[error("{} has no pieces in hand: captured pieces leave the game", .0.game().name)]
    NoHands(Variant),
    #[error(
        "{count} {piece}s in one position (board and hands together): at most {} of a kind",
        MAX_OF_A_KIND
    )]
    TooMany { piece: GamePiece, count: u32 },
    #[error("bad move number {0:?}: a whole number from 1 to {max}", max = MAX_MOVE_NUMBER)]
    MoveNumber(String),
    #[error("{0} has more than one King")]
    TwoKings(Color),
    #[error(
        "{} has no {piece}: the game is won by mating it, so each side needs one",
        .side.title()
    )]
    NoKing { side: Color, piece: GamePiece },
    #[error("{piece} on {square} could never move")]
    DeadPiece { piece: GamePiece, square: Square },
    #[error("the side not to move ({0}) is in check")]
    OpponentInCheck(Color),
}

pub use super::types::{MAX_MOVE_NUMBER, MAX_OF_A_KIND};

/// One token of a rank or hand: a piece ID (a letter, maybe followed by `'`), its case telling
/// the colour. The one form of a piece ID, also checked in game files.
pub(crate) fn take_id(text: &str) -> Option<(&str, &str)> {
    let mut chars = text.char_indices();
    let (_, c) = chars.next()?;
    if !c.is_ascii_alphabetic() {
        return None;
    }
    let len = if text[1..].starts_with('\'') { 2 } else { 1 };
    Some(text.split_at(len))
}

fn lookup(game: &Game, id: &str) -> Result<(Color, PieceKind), SfenError> {
    let color = if id.starts_with(|c: char| c.is_ascii_uppercase()) {
        Color::Black
    } else {
        Color::White
    };
    let kind = game
        .kind_by_id(id)
        .ok_or_else(|| SfenError::UnknownPiece(id.to_string()))?;
    Ok((color, kind))
}

impl Position {
    /// Parses an SFEN of the game: `<board> <b|w> <hands|-> [<move number>]`. In a game
    /// with a royal piece each side must have one on the board ([`SfenError::NoKing`]).
    pub fn from_sfen(variant: Variant, text: &str) -> Result<Position, SfenError> {
        Position::parse_sfen(variant, text, true)
    }

    /// [`Position::from_sfen`] without the check that each side has its King: for start
    /// positions stored before that check, so that the games begun from them go on.
    pub fn from_stored_sfen(variant: Variant, text: &str) -> Result<Position, SfenError> {
        Position::parse_sfen(variant, text, false)
    }

    fn parse_sfen(variant: Variant, text: &str, kings: bool) -> Result<Position, SfenError> {
        let game = variant.game();
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(3..=4).contains(&fields.len()) {
            return Err(SfenError::Fields(fields.len()));
        }
        let mut pos = Position::empty(variant);
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != game.height as usize {
            return Err(SfenError::Ranks {
                game: variant,
                board: game.board_text(),
                expected: game.height,
                found: ranks.len(),
            });
        }
        for (r, rank_text) in ranks.iter().enumerate() {
            let rank_letter = char::from(b'a' + r as u8);
            let width_error = |found| SfenError::RankWidth {
                rank: rank_letter,
                expected: game.width,
                found,
            };
            let mut col: usize = 0;
            let mut rest = *rank_text;
            while !rest.is_empty() {
                let digits =
                    rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                if digits > 0 {
                    let n: usize = rest[..digits]
                        .parse()
                        .map_err(|_| width_error(usize::MAX))?;
                    col = col.saturating_add(n);
                    rest = &rest[digits..];
                    continue;
                }
                let promoted = rest.starts_with('+');
                if promoted {
                    rest = &rest[1..];
                }
                let (id, after) = take_id(rest)
                    .ok_or_else(|| SfenError::UnknownPiece(rest.chars().take(2).collect()))?;
                rest = after;
                let (color, kind) = lookup(game, id)?;
                if promoted && game.piece(kind).promotion.is_none() {
                    return Err(SfenError::CannotPromote(
                        GamePiece::of(game, kind),
                        id.to_string(),
                    ));
                }
                if col >= game.width as usize {
                    return Err(width_error(col + 1));
                }
                let sq = Square::new(game.width - col as u8, r as u8)
                    .ok_or_else(|| width_error(col + 1))?;
                if game.piece(kind).royal
                    && pos.king_square(color).is_some()
                    && !game.rules.royal_capture
                {
                    return Err(SfenError::TwoKings(color));
                }
                pos.put(
                    sq,
                    Some(Piece {
                        color,
                        kind,
                        promoted,
                    }),
                );
                col += 1;
            }
            if col != game.width as usize {
                return Err(width_error(col));
            }
        }
        // Only the one-letter forms belong in an SFEN.
        let side = Color::parse(fields[1])
            .filter(|_| fields[1].len() == 1)
            .ok_or_else(|| SfenError::Side(fields[1].to_string()))?;
        pos.set_side_to_move(side);
        let lion_square = Square::parse(fields[2])
            .filter(|_| game.rules.lion_trading)
            .and_then(|sq| game.tables.geo.index(sq));
        if let Some(i) = lion_square {
            // Lishogi's Chu Shogi SFEN writes there where a Lion was taken by a piece that is
            // not a Lion on the last move (docs/sfen.md).
            pos.lion_capture = i as u16;
        } else if fields[2] != "-" {
            if !game.rules.captures_to_hand {
                return Err(SfenError::NoHands(variant));
            }
            parse_hands(game, &mut pos, fields[2])?;
        }
        if let Some(n) = fields.get(3) {
            let n: u32 = n
                .parse()
                .ok()
                .filter(|&n| n <= MAX_MOVE_NUMBER)
                .ok_or_else(|| SfenError::MoveNumber(n.chars().take(12).collect()))?;
            pos.set_move_number(n);
        }
        for (sq, p) in pos.pieces() {
            let depth = game.ranks_to_far_edge(p.color, sq);
            let def = game.piece(p.kind);
            // A move there promotes it, but a drop may leave it there unpromoted when the
            // game's no-drop ranks are fewer than its forced-promotion ranks.
            let dropped_there = game.rules.captures_to_hand && depth >= def.no_drop_depth;
            if !p.promoted && depth < def.forced_depth && !dropped_there {
                return Err(SfenError::DeadPiece {
                    piece: GamePiece::of(game, p.kind),
                    square: sq,
                });
            }
        }
        check_totals(&pos)?;
        // Where royal pieces may be captured (Chu Shogi), a King may be gone while a Crown Prince
        // plays on, and a side without any royal piece has lost (the position is the game's
        // last): only a board where neither side has one is refused.
        let lacks = |c: Color| match game.rules.royal_capture {
            true => {
                pos.royal_cells(c).next().is_none()
                    && pos.royal_cells(c.opponent()).next().is_none()
            }
            false => pos.king_square(c).is_none(),
        };
        if let Some(king) = game.tables.king.filter(|_| kings) {
            if let Some(side) = Color::BOTH.into_iter().find(|&c| lacks(c)) {
                return Err(SfenError::NoKing {
                    side,
                    piece: GamePiece::of(game, king),
                });
            }
        }
        if !game.rules.royal_capture && pos.is_in_check(side.opponent()) {
            return Err(SfenError::OpponentInCheck(side.opponent()));
        }
        Ok(pos)
    }

    /// The position as SFEN. Hands are written most valuable first (the reverse of the
    /// hand order), Black's before White's, as standard SFEN does.
    pub fn to_sfen(&self) -> String {
        let game = self.game;
        let mut out = String::new();
        for rank in 0..game.height {
            if rank > 0 {
                out.push('/');
            }
            let mut empty = 0;
            for file in (1..=game.width).rev() {
                let piece = Square::new(file, rank).and_then(|sq| self.piece_at(sq));
                match piece {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out += &empty.to_string();
                            empty = 0;
                        }
                        if p.promoted {
                            out.push('+');
                        }
                        out += &piece_id(game, p.color, p.kind);
                    }
                }
            }
            if empty > 0 {
                out += &empty.to_string();
            }
        }
        out.push(' ');
        out.push(self.side_to_move().sfen_letter());
        out.push(' ');
        let mut hands = String::new();
        for color in Color::BOTH {
            for &kind in game.hand_order.iter().rev() {
                let n = self.hand_count(color, kind);
                if n > 1 {
                    hands += &n.to_string();
                }
                if n > 0 {
                    hands += &piece_id(game, color, kind);
                }
            }
        }
        let lion_capture = match self.lion_capture {
            0 => None,
            i => game.tables.geo.square_of[i as usize],
        };
        match lion_capture {
            Some(sq) => out += &sq.to_string(),
            None => out += if hands.is_empty() { "-" } else { &hands },
        }
        out += &format!(" {}", self.move_number());
        out
    }
}

/// A piece's SFEN ID in the case of its colour.
pub fn piece_id(game: &Game, color: Color, kind: PieceKind) -> String {
    let id = game.piece(kind).id;
    match color {
        Color::Black => id.to_ascii_uppercase(),
        Color::White => id.to_ascii_lowercase(),
    }
}

fn parse_hands(game: &'static Game, pos: &mut Position, text: &str) -> Result<(), SfenError> {
    let bad = || SfenError::Hand(text.to_string());
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let count: u8 = if digits == 0 {
            1
        } else {
            rest[..digits].parse().map_err(|_| bad())?
        };
        rest = &rest[digits..];
        let (id, after) = take_id(rest).ok_or_else(bad)?;
        rest = after;
        let (color, kind) = lookup(game, id)?;
        if game.piece(kind).royal {
            return Err(SfenError::KingInHand);
        }
        if count == 0 || count > MAX_OF_A_KIND {
            return Err(bad());
        }
        // A kind written twice (`PP`, `30P30P`) counts both; the bound is on the sum.
        let total = pos.hand_count(color, kind).saturating_add(count);
        if total > MAX_OF_A_KIND {
            return Err(SfenError::TooMany {
                piece: GamePiece::of(game, kind),
                count: u32::from(total),
            });
        }
        pos.set_hand_count(color, kind, total);
    }
    Ok(())
}

/// Refuses a position with more than [`MAX_OF_A_KIND`] pieces of a kind in all.
fn check_totals(pos: &Position) -> Result<(), SfenError> {
    let game = pos.game();
    let mut totals = [0u32; super::cell::MAX_KINDS];
    for (_, p) in pos.pieces() {
        totals[p.kind.index()] += 1;
    }
    for kind in game.kinds() {
        let count = totals[kind.index()]
            + Color::BOTH
                .iter()
                .map(|&c| u32::from(pos.hand_count(c, kind)))
                .sum::<u32>();
        if count > u32::from(MAX_OF_A_KIND) && !game.piece(kind).royal {
            return Err(SfenError::TooMany {
                piece: GamePiece::of(game, kind),
                count,
            });
        }
    }
    Ok(())
}
