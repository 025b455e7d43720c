//! A position as plain text for the terminal: file numbers on top, rank letters on the
//! right, pieces by their western abbreviation, White's marked with `v` (as Japanese
//! diagrams mark the upside-down pieces), White's hand above and Black's below.

use crate::i18n::Lang;
use crate::rules::notation::western_piece;
use crate::rules::{Color, Piece, Position, Square};

/// The prefix that tells White's pieces from Black's, whatever case the abbreviation has.
const WHITE_MARK: &str = "v";
const EMPTY: &str = "·";

/// The board with both hands (their lines in `lang`), one line per rank, without a
/// trailing newline.
pub fn board(lang: Lang, pos: &Position) -> String {
    let game = pos.game();
    // The widest piece is a promoted White one: mark, `+`, abbreviation; one space apart.
    let longest = game
        .pieces
        .iter()
        .map(|p| p.abbrev.len())
        .max()
        .unwrap_or(1);
    let width = WHITE_MARK.len() + 1 + longest + 1;
    // A game whose captured pieces leave it (Chu Shogi) has no hands to list.
    let hands = game.rules.captures_to_hand;
    let mut lines: Vec<String> = hands
        .then(|| hand_line(lang, pos, Color::White))
        .into_iter()
        .collect();
    let files: String = (1..=game.width)
        .rev()
        .map(|f| format!("{f:>width$}"))
        .collect();
    lines.push(files);
    for rank in 0..game.height {
        let mut row = String::new();
        for file in (1..=game.width).rev() {
            let text = Square::new(file, rank)
                .and_then(|sq| pos.piece_at(sq))
                .map_or_else(|| EMPTY.to_string(), |p| piece_text(pos, p));
            row += &format!("{text:>width$}");
        }
        let letter = char::from(b'a' + rank);
        lines.push(format!("{row}  {letter}"));
    }
    if hands {
        lines.push(hand_line(lang, pos, Color::Black));
    }
    lines.join("\n")
}

fn piece_text(pos: &Position, p: Piece) -> String {
    let text = western_piece(pos.game(), p.kind, p.promoted);
    match p.color {
        Color::Black => text,
        Color::White => format!("{WHITE_MARK}{text}"),
    }
}

/// `White in hand: P×2 L`, in the game's hand order.
fn hand_line(lang: Lang, pos: &Position, color: Color) -> String {
    let game = pos.game();
    let pieces: Vec<String> = pos
        .hand(color)
        .into_iter()
        .map(|(kind, n)| {
            let name = western_piece(game, kind, false);
            if n > 1 {
                format!("{name}×{n}")
            } else {
                name
            }
        })
        .collect();
    let listed = if pieces.is_empty() {
        "-".to_string()
    } else {
        pieces.join(" ")
    };
    crate::t!(lang, "cli-in-hand", side = color.name(), pieces = listed)
}
