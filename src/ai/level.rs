//! Playing levels and their default limits.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How strongly the computer plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Two plies (plus captures), with up to ±[`EASY_NOISE`] centipawns of randomness on
    /// each move's score.
    Easy,
    /// About half a second per move, a touch of randomness (±[`NORMAL_NOISE`]).
    Normal,
    /// The whole time it is given (default 3 s), no randomness.
    Strong,
}

/// Randomness of the easy level, in centipawns either way.
pub const EASY_NOISE: i32 = 80;
/// Randomness of the normal level.
pub const NORMAL_NOISE: i32 = 5;
/// Deepest the easy level searches, whatever its limits say.
pub const EASY_MAX_DEPTH: u32 = 2;

/// What one search may spend. The search stops at whichever limit comes first and returns
/// the best move of its last completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Time per move (a hard limit, checked every few dozen nodes).
    pub time: Duration,
    /// Deepest iteration (plies), `None` for no limit but the time.
    pub max_depth: Option<u32>,
    /// Node budget, `None` for no limit but the time.
    pub nodes: Option<u64>,
}

impl Limits {
    /// Only a time limit.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time,
            max_depth: None,
            nodes: None,
        }
    }

    /// A fixed depth (with a generous time limit as a safety net).
    pub fn depth(depth: u32) -> Limits {
        Limits {
            time: Duration::from_secs(60),
            max_depth: Some(depth),
            nodes: None,
        }
    }
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    /// The limits a level uses unless the operator configures others (the time is the
    /// setting an operator would change).
    pub fn default_limits(self) -> Limits {
        match self {
            Level::Easy => Limits {
                time: Duration::from_millis(1000),
                max_depth: Some(EASY_MAX_DEPTH),
                nodes: None,
            },
            Level::Normal => Limits::time(Duration::from_millis(500)),
            Level::Strong => Limits::time(Duration::from_secs(3)),
        }
    }

    /// Random offset range for root move scores.
    pub fn noise(self) -> i32 {
        match self {
            Level::Easy => EASY_NOISE,
            Level::Normal => NORMAL_NOISE,
            Level::Strong => 0,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (easy, normal or strong)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let t = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.id() == t)
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}
