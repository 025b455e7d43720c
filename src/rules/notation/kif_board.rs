//! The KIF board diagram (BOD) of a shogi position, for records that do not start from the
//! standard setup. Only shogi has one: the format needs one-kanji piece names.

use super::japanese::kanji_number;
use crate::rules::game::Game;
use crate::rules::position::Position;
use crate::rules::types::{Color, Piece, PieceKind, Square};

/// BOD's one-kanji names (成銀 is 全, 成桂 圭, 成香 杏): the game file's `board_kanji`, else
/// its `short_kanji`.
fn short_kanji(game: &Game, kind: PieceKind, promoted: bool) -> &'static str {
    let p = game.piece(kind);
    let (board, short) = match (&p.promotion, promoted) {
        (Some(pr), true) => (pr.board_kanji, pr.short_kanji),
        _ => (p.board_kanji, p.short_kanji),
    };
    board.or(short).unwrap_or("？")
}

fn hand_line(pos: &Position, color: Color) -> String {
    let game = pos.game();
    let items: Vec<String> = pos
        .hand(color)
        .into_iter()
        .rev()
        .map(|(kind, n)| {
            let name = short_kanji(game, kind, false);
            if n > 1 {
                format!("{name}{}", kanji_number(u32::from(n)))
            } else {
                name.to_string()
            }
        })
        .collect();
    let owner = if color == Color::Black {
        "先手"
    } else {
        "後手"
    };
    let text = if items.is_empty() {
        "なし".to_string()
    } else {
        items.join("　")
    };
    format!("{owner}の持駒：{text}\n")
}

/// The diagram: White's hand, the board with White's pieces marked `v`, Black's hand, and
/// `後手番` when White is to move.
pub(crate) fn board_diagram(pos: &Position) -> String {
    let game = pos.game();
    let (width, height) = (game.width, game.height);
    let mut out = hand_line(pos, Color::White);
    let files: Vec<String> = (1..=width)
        .rev()
        .map(|f| super::japanese::full_width(u32::from(f)))
        .collect();
    out += &format!("  {}\n", files.join(" "));
    let border = format!("+{}+\n", "-".repeat(3 * width as usize));
    out += &border;
    for rank in 0..height {
        out.push('|');
        for file in (1..=width).rev() {
            match Square::new(file, rank).and_then(|sq| pos.piece_at(sq)) {
                None => out += " ・",
                Some(Piece {
                    color,
                    kind,
                    promoted,
                }) => {
                    out.push(if color == Color::White { 'v' } else { ' ' });
                    out += short_kanji(game, kind, promoted);
                }
            }
        }
        out += &format!("|{}\n", kanji_number(u32::from(rank) + 1));
    }
    out += &border;
    out += &hand_line(pos, Color::Black);
    if pos.side_to_move() == Color::White {
        out += "後手番\n";
    }
    out
}
