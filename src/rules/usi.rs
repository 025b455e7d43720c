//! Positions as tools write them: `startpos [moves ...]` or `sfen <SFEN> [moves ...]`.

use super::game::Variant;
use super::history::History;
use super::notation::{parse_canonical, to_canonical};
use super::position::Position;
use super::sfen::SfenError;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UsiError {
    #[error("a position is 'startpos [moves ...]' or 'sfen <SFEN> [moves ...]'")]
    Form,
    #[error("bad SFEN: {0}")]
    Sfen(#[from] SfenError),
    #[error("move {number} ({text}): not a move of the form 7i7h, 7i7h+, 8m8l7k or P*5e")]
    Unreadable { number: usize, text: String },
    #[error("move {number} ({text}): not legal in that position")]
    Illegal { number: usize, text: String },
    #[error("move {number} ({text}): the game was already over")]
    AfterEnd { number: usize, text: String },
}

/// Reads a position command and plays its moves.
pub fn parse_position(variant: Variant, text: &str) -> Result<History, UsiError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (start, rest) = match words.first() {
        Some(&"startpos") => (Position::start(variant), &words[1..]),
        Some(&"sfen") => {
            let end = words
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(words.len());
            if end < 2 {
                return Err(UsiError::Form);
            }
            (
                Position::from_sfen(variant, &words[1..end].join(" "))?,
                &words[end..],
            )
        }
        _ => return Err(UsiError::Form),
    };
    let moves = match rest.split_first() {
        None => &[][..],
        Some((&"moves", moves)) => moves,
        Some(_) => return Err(UsiError::Form),
    };
    let mut history = History::new(start);
    for (i, text) in moves.iter().enumerate() {
        let number = i + 1;
        let err_text = text.to_string();
        let game = variant.game();
        let mv = parse_canonical(game, text).ok_or(UsiError::Unreadable {
            number,
            text: err_text.clone(),
        })?;
        if history.outcome().is_some() {
            return Err(UsiError::AfterEnd {
                number,
                text: err_text,
            });
        }
        history.play(mv).map_err(|_| UsiError::Illegal {
            number,
            text: err_text,
        })?;
    }
    Ok(history)
}

/// The position command that reproduces a history.
pub fn position_command(history: &History) -> String {
    let start = history.start();
    let mut s = if start.is_start() {
        "startpos".to_string()
    } else {
        format!("sfen {}", start.to_sfen())
    };
    if !history.moves().is_empty() {
        s += " moves";
        for &mv in history.moves() {
            s.push(' ');
            s += &to_canonical(start.game(), mv);
        }
    }
    s
}
