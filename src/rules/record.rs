//! The project's own game record: start position, moves in canonical text, result and
//! metadata, as JSON. This is what storage keeps and `/export` offers.

use super::game::Variant;
use super::history::History;
use super::notation::{parse_canonical, to_canonical};
use super::outcome::Outcome;
use super::position::Position;
use super::sfen::SfenError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

pub const FORMAT: &str = "seireigi-record/1";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: String,
    pub variant: String,
    /// `startpos` or an SFEN.
    pub start: String,
    pub moves: Vec<String>,
    pub result: Option<Outcome>,
    /// Free-form: players, dates, clock, event...
    #[serde(default)]
    pub meta: BTreeMap<String, String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Json(String),
    #[error("unknown record format {0:?}")]
    Format(String),
    #[error("unknown game {0:?}")]
    Variant(String),
    #[error("bad start position: {0}")]
    Start(#[from] SfenError),
    #[error("move {number} ({text}) is not legal in the recorded game")]
    Move { number: usize, text: String },
    #[error("the recorded result {0} contradicts the moves")]
    Result(String),
}

impl GameRecord {
    pub fn from_history(history: &History, meta: BTreeMap<String, String>) -> GameRecord {
        let start = history.start();
        let game = start.game();
        let start_text = if start.is_start() {
            "startpos".to_string()
        } else {
            start.to_sfen()
        };
        GameRecord {
            format: FORMAT.to_string(),
            variant: game.id().to_string(),
            start: start_text,
            moves: history
                .moves()
                .iter()
                .map(|&m| to_canonical(game, m))
                .collect(),
            result: history.outcome(),
            meta,
        }
    }

    /// Replays the record, checking every move.
    pub fn to_history(&self) -> Result<History, RecordError> {
        if self.format != FORMAT {
            return Err(RecordError::Format(self.format.clone()));
        }
        let variant = Variant::from_id(&self.variant)
            .ok_or_else(|| RecordError::Variant(self.variant.clone()))?;
        let start = if self.start == "startpos" {
            Position::start(variant)
        } else {
            Position::from_sfen(variant, &self.start)?
        };
        let mut history = History::new(start);
        for (i, text) in self.moves.iter().enumerate() {
            let bad = || RecordError::Move {
                number: i + 1,
                text: text.clone(),
            };
            let mv = parse_canonical(variant.game(), text).ok_or_else(bad)?;
            history.play(mv).map_err(|_| bad())?;
        }
        match (history.outcome(), self.result) {
            (Some(found), Some(stored)) if found != stored => {
                return Err(RecordError::Result(stored.to_string()))
            }
            (Some(_), None) => return Err(RecordError::Result("none".to_string())),
            (None, Some(stored)) => history.finish(stored),
            _ => {}
        }
        Ok(history)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))
    }
}
