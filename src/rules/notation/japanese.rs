//! Japanese notation, in the style of KIF move lines: `☗７六歩(77)`, `☖同　銀(31)`,
//! `☗２二角成(88)`, `☗５五角打`.
//!
//! Choices, kept the same everywhere (display and KIF export):
//! - destination: full-width file number, kanji rank number (rank `a` is 一): `７六`,
//!   `１２十一` on larger boards; `同　` (with a full-width space, as KIF writes it whatever
//!   the length of the piece name) when the move ends on the previous move's destination;
//! - piece: its `short_kanji` where the game file gives one (shogi's usual short names, 歩 香
//!   桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍, are in `shogi.toml`), else its `kanji`;
//! - `成` for a promotion, `不成` when promotion was possible and declined;
//! - drops: `打` when a piece of the same kind on the board could also go there (always in
//!   KIF files, where every drop is marked); no origin;
//! - board moves end with the origin in parentheses, KIF style: `(77)` (file digit, rank
//!   digit) on boards up to 9x9, `(12,11)` (file, rank number) on larger ones; a two-step
//!   move lists its middle square after the origin: `(8,13 8,12)`.

use super::canonical::promotion_declined;
use crate::rules::game::Game;
use crate::rules::position::Position;
use crate::rules::types::{Color, Move, Piece, PieceKind, Square};

const DIGITS: [&str; 10] = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/// The move in Japanese with the mover's mark (☗ Black, ☖ White).
pub fn to_japanese(pos_before: &Position, mv: Move, prev: Option<Move>) -> String {
    let mark = match pos_before.side_to_move() {
        Color::Black => '☗',
        Color::White => '☖',
    };
    format!("{mark}{}", japanese_body(pos_before, mv, prev, false))
}

/// The move without the mark; `always_mark_drops` for KIF, where every drop says `打`.
pub(crate) fn japanese_body(
    pos: &Position,
    mv: Move,
    prev: Option<Move>,
    always_mark_drops: bool,
) -> String {
    let game = pos.game();
    let mut text = if prev.map(Move::to) == Some(mv.to()) {
        "同　".to_string()
    } else {
        japanese_square(mv.to())
    };
    match mv {
        Move::Drop { kind, to } => {
            text += japanese_piece(game, kind, false);
            if always_mark_drops || board_piece_reaches(pos, kind, to) {
                text += "打";
            }
        }
        Move::Board {
            from, via, promote, ..
        } => {
            let Some(p) = pos.piece_at(from) else {
                return text;
            };
            text += japanese_piece(game, p.kind, p.promoted);
            if promote {
                text += "成";
            } else if promotion_declined(&pos.legal_moves(), mv) {
                text += "不成";
            }
            let path: Vec<String> = [Some(from), via]
                .into_iter()
                .flatten()
                .map(|sq| origin(game, sq))
                .collect();
            text += &format!("({})", path.join(" "));
        }
    }
    text
}

/// Could a piece of this kind, unpromoted, on the board go to `to`?
fn board_piece_reaches(pos: &Position, kind: PieceKind, to: Square) -> bool {
    let same = Piece {
        color: pos.side_to_move(),
        kind,
        promoted: false,
    };
    pos.legal_moves()
        .iter()
        .any(|m| m.to() == to && m.from().is_some_and(|f| pos.piece_at(f) == Some(same)))
}

fn origin(game: &Game, sq: Square) -> String {
    if game.width <= 9 && game.height <= 9 {
        format!("{}{}", sq.file(), sq.rank() + 1)
    } else {
        format!("{},{}", sq.file(), sq.rank() + 1)
    }
}

/// `７六`, `１２十一`.
pub fn japanese_square(sq: Square) -> String {
    full_width(u32::from(sq.file())) + &kanji_number(u32::from(sq.rank()) + 1)
}

/// Full-width digits: `１２`.
pub fn full_width(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|c| {
            c.to_digit(10)
                .and_then(|d| char::from_u32(0xFF10 + d))
                .unwrap_or(c)
        })
        .collect()
}

/// Kanji numerals up to 99: `一`, `十`, `十一`, `二十三`.
pub fn kanji_number(n: u32) -> String {
    if n == 0 || n > 99 {
        return n.to_string();
    }
    let (tens, ones) = ((n / 10) as usize, (n % 10) as usize);
    let mut s = String::new();
    if tens > 1 {
        s += DIGITS[tens];
    }
    if tens > 0 {
        s += "十";
    }
    if ones > 0 {
        s += DIGITS[ones];
    }
    s
}

/// A piece's name in Japanese move text: its short name, else its kanji.
pub fn japanese_piece(game: &Game, kind: PieceKind, promoted: bool) -> &'static str {
    let p = game.piece(kind);
    let short = match (&p.promotion, promoted) {
        (Some(pr), true) => pr.short_kanji,
        _ => p.short_kanji,
    };
    short.unwrap_or_else(|| game.piece_kanji(kind, promoted))
}
