//! Moves as their reader wants them written (`/settings notation:`), for the bot and the
//! web pages alike; the notation of a reader whose setting is unknown (a spectator of a
//! web page) follows their language.

use super::Lang;
use crate::rules::notation::{example_move, japanese_piece, western_piece};
use crate::rules::notation::{parse_canonical, to_canonical, to_japanese, to_western};
use crate::rules::{History, Move, Position};
use crate::service::Notation;

/// A move as the reader wants it written, in the position before it (`prev`, the move
/// before, lets Japanese write `同`).
pub fn move_text(before: &Position, mv: Move, prev: Option<Move>, notation: Notation) -> String {
    match notation {
        Notation::Canonical => to_canonical(before.game(), mv),
        Notation::Western => to_western(before, mv),
        Notation::Japanese => to_japanese(before, mv, prev),
    }
}

/// The moves of a game, each in the position before it, in the reader's notation.
pub fn move_texts(history: &History, notation: Notation) -> Vec<String> {
    let mut pos = history.start().clone();
    let mut prev = None;
    let mut out = Vec::with_capacity(history.moves().len());
    for &mv in history.moves() {
        out.push(move_text(&pos, mv, prev, notation));
        pos.play(mv);
        prev = Some(mv);
    }
    out
}

/// The notation of a reader who has not said which they want: Japanese readers get moves
/// written the Japanese way; French and English readers western notation (the game files
/// give the pieces' letters in one alphabet only, the same in both languages).
pub fn notation_for(lang: Lang) -> Notation {
    match lang {
        Lang::Ja => Notation::Japanese,
        Lang::En | Lang::Fr => Notation::Western,
    }
}

/// Moves a player may type in `pos` (each legal there, and read back by `/move`), the
/// reader's own notation first: `P-7f`, `7g7f`, `P*5e` in western notation. Japanese
/// readers get the piece's kanji before the square (`歩-7f`, `角*5e`): the web board's
/// squares are named with a letter, as `/move` reads them. Empty when there is no legal move.
pub fn typing_examples(pos: &Position, notation: Notation) -> Vec<String> {
    let Some(e) = example_move(pos) else {
        return Vec::new();
    };
    let game = pos.game();
    // The kanji of the piece in place of its letters, the rest of the western text kept.
    let in_kanji = |western: &str, mv: Option<Move>| -> Option<String> {
        let mv = mv?;
        let (kind, promoted) = match mv {
            Move::Drop { kind, .. } => (kind, false),
            Move::Board { from, .. } => {
                let p = pos.piece_at(from)?;
                (p.kind, p.promoted)
            }
        };
        let letters = western_piece(game, kind, promoted);
        let rest = western.strip_prefix(letters.as_str())?;
        Some(format!("{}{rest}", japanese_piece(game, kind, promoted)))
    };
    let dropped = e.drop.as_deref().and_then(|d| {
        pos.legal_moves()
            .into_iter()
            .find(|&m| m.is_drop() && to_western(pos, m) == d)
    });
    let mut out = match notation {
        Notation::Canonical => vec![e.canonical.clone(), e.western.clone()],
        Notation::Western => vec![e.western.clone(), e.canonical.clone()],
        Notation::Japanese => {
            let played = parse_canonical(game, &e.canonical);
            let first = in_kanji(&e.western, played).unwrap_or_else(|| e.western.clone());
            vec![first, e.canonical.clone()]
        }
    };
    match (notation, e.drop) {
        (Notation::Japanese, Some(d)) => out.push(in_kanji(&d, dropped).unwrap_or(d)),
        (_, Some(d)) => out.push(d),
        (_, None) => {}
    }
    out.dedup();
    out
}
