//! KIF export of a game record (UTF-8, `\n` line ends; the first line declares the
//! encoding, which KIF readers that expect Shift_JIS need).
//!
//! Move lines carry no thinking times: correspondence games keep days, not seconds, and KIF
//! readers accept lines without them. Move text is `japanese_body` (see japanese.rs for the
//! choices, e.g. origins as `(12,11)` on boards larger than 9x9). A start that is not the
//! game's own is written as an SFEN comment line, and for shogi also as a KIF board diagram.

use super::japanese::japanese_body;
use super::kif_board::board_diagram;
use crate::rules::position::Position;
use crate::rules::types::{Color, Move};

/// What the header and the last lines of the file say about the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KifMeta {
    pub black: String,
    pub white: String,
    /// As the file should show it, e.g. `2024/05/01 12:00:00`.
    pub date: Option<String>,
    /// `None` for a game still in progress.
    pub result: Option<KifResult>,
}

/// How the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KifResult {
    Resignation {
        winner: Color,
    },
    /// Checkmate, or no legal move (which loses too).
    Checkmate {
        winner: Color,
    },
    Time {
        winner: Color,
    },
    /// The loser played an illegal move (反則負け).
    IllegalMove {
        winner: Color,
    },
    /// Repetition (sennichite); `loser` when one side gave check throughout.
    Repetition {
        loser: Option<Color>,
    },
    /// Impasse by points; `winner` unless both reached the threshold.
    Impasse {
        winner: Option<Color>,
    },
    Draw,
}

fn side(color: Color) -> &'static str {
    match color {
        Color::Black => "先手",
        Color::White => "後手",
    }
}

/// One line of text from a player-supplied value.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The KIF text of a game from `start` through `moves` (moves of the record, in order).
pub fn to_kif(start: &Position, moves: &[Move], meta: &KifMeta) -> String {
    let game = start.game();
    let standard = start.is_start();
    let mut out = String::from("#KIF version=2.0 encoding=UTF-8\n");
    if !game.shogi_kif {
        out += &format!("# {} ({})\n", game.name, game.id());
    }
    if let Some(date) = &meta.date {
        out += &format!("開始日時：{}\n", one_line(date));
    }
    // A shogi record from a set-up position has no 手合割 line: KIF readers take the
    // board diagram instead, and could reject a handicap name they do not know.
    match (game.shogi_kif, standard) {
        (true, true) => out += "手合割：平手\n",
        (true, false) => {}
        _ => out += &format!("手合割：{}\n", game.kanji_name),
    }
    if !standard {
        out += &format!("# SFEN: {}\n", start.to_sfen());
        if game.shogi_kif {
            out += &board_diagram(start);
        }
    }
    out += &format!(
        "先手：{}\n後手：{}\n",
        one_line(&meta.black),
        one_line(&meta.white)
    );
    out += "手数----指手---------消費時間--\n";
    let mut pos = start.clone();
    let mut prev = None;
    for (i, &mv) in moves.iter().enumerate() {
        out += &format!("{:>4} {}\n", i + 1, japanese_body(&pos, mv, prev, true));
        pos.play(mv);
        prev = Some(mv);
    }
    if let Some(result) = meta.result {
        let n = moves.len();
        let (word, summary) = ending(result);
        if let Some(word) = word {
            out += &format!("{:>4} {word}\n", n + 1);
        }
        out += &format!("まで{n}手で{summary}\n");
    }
    out
}

/// The closing move word (as KIF writes it) and the summary after `まで{n}手で`.
fn ending(result: KifResult) -> (Option<&'static str>, String) {
    let wins = |c: Color| format!("{}の勝ち", side(c));
    match result {
        KifResult::Resignation { winner } => (Some("投了"), wins(winner)),
        KifResult::Checkmate { winner } => (Some("詰み"), wins(winner)),
        KifResult::Time { winner } => (Some("切れ負け"), format!("時間切れにより{}", wins(winner))),
        KifResult::IllegalMove { winner } => {
            (Some("反則負け"), format!("反則により{}", wins(winner)))
        }
        KifResult::Repetition { loser: None } => (Some("千日手"), "千日手".to_string()),
        KifResult::Repetition { loser: Some(l) } => (
            Some("反則負け"),
            format!("連続王手の千日手により{}", wins(l.opponent())),
        ),
        KifResult::Impasse { winner: None } => (Some("持将棋"), "持将棋".to_string()),
        KifResult::Impasse { winner: Some(w) } => {
            (Some("持将棋"), format!("持将棋により{}", wins(w)))
        }
        KifResult::Draw => (None, "引き分け".to_string()),
    }
}

impl From<crate::rules::Outcome> for KifResult {
    fn from(o: crate::rules::Outcome) -> KifResult {
        use crate::rules::Reason;
        match (o.reason, o.winner) {
            (Reason::Resignation, Some(winner)) => KifResult::Resignation { winner },
            (
                Reason::Checkmate | Reason::NoLegalMoves | Reason::RoyalCapture | Reason::BareKing,
                Some(winner),
            ) => KifResult::Checkmate { winner },
            (Reason::Time, Some(winner)) => KifResult::Time { winner },
            (Reason::IllegalMove, Some(winner)) => KifResult::IllegalMove { winner },
            (Reason::Repetition, _) => KifResult::Repetition { loser: None },
            (Reason::PerpetualCheck | Reason::PerpetualAttack, winner) => KifResult::Repetition {
                loser: winner.map(Color::opponent),
            },
            (Reason::Impasse, winner) => KifResult::Impasse { winner },
            _ => KifResult::Draw,
        }
    }
}
