//! Playing levels and their default limits.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::eval::Weights;

/// How strongly the computer plays. All levels run the same search (alpha-beta with
/// quiescence, see [`super::search`]); they differ in what they may spend and what they
/// know:
///
/// | | easy | normal | strong |
/// |---|---|---|---|
/// | default time per move | 1 s | 0.5 s | 3 s |
/// | depth (plies, plus quiescence) | at most [`EASY_MAX_DEPTH`] | at most [`NORMAL_MAX_DEPTH`] | as the time allows |
/// | evaluation | [`Weights::SIMPLE`] | [`Weights::SIMPLE`] | [`Weights::FULL`] (King safety, no hand premium) |
/// | randomness on each root move | ±[`EASY_NOISE`] cp | ±[`NORMAL_NOISE`] cp | none |
/// | time use | stops deepening once half the time is spent | same | starts another iteration whenever time is left |
/// | threads | 1 | 1 | [`Limits::threads`] |
///
/// So at equal time strong is stronger because it searches deeper (normal stops at
/// [`NORMAL_MAX_DEPTH`] plies, or earlier when its time runs short), knows about King safety,
/// plays its best move rather than a slightly randomised one, and spends its whole time (and,
/// when the operator gives it several cores, searches deeper with them). Normal answers
/// quickly and plays a sound, material-minded game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Normal,
    Strong,
}

/// Randomness of the easy level, in centipawns either way.
pub const EASY_NOISE: i32 = 80;
/// Randomness of the normal level.
pub const NORMAL_NOISE: i32 = 20;
/// Deepest the easy level searches, whatever its limits say.
pub const EASY_MAX_DEPTH: u32 = 1;
/// Deepest the normal level searches, whatever its limits say.
pub const NORMAL_MAX_DEPTH: u32 = 2;

/// What one search may spend. The search stops at whichever limit comes first and returns
/// the best move of its last completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Time per move (a hard limit, checked every few dozen nodes).
    pub time: Duration,
    /// Deepest iteration (plies), `None` for no limit but the time.
    pub max_depth: Option<u32>,
    /// Node budget (per thread), `None` for no limit but the time.
    pub nodes: Option<u64>,
    /// Threads the search may use (the strong level only; at least 1). With more than one
    /// the result depends on timing even under a depth or node limit.
    pub threads: usize,
}

impl Limits {
    /// Only a time limit.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time,
            max_depth: None,
            nodes: None,
            threads: 1,
        }
    }

    /// A fixed depth (with a generous time limit as a safety net).
    pub fn depth(depth: u32) -> Limits {
        Limits {
            time: Duration::from_secs(60),
            max_depth: Some(depth),
            nodes: None,
            threads: 1,
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
                threads: 1,
            },
            Level::Normal => Limits {
                max_depth: Some(NORMAL_MAX_DEPTH),
                ..Limits::time(Duration::from_millis(500))
            },
            Level::Strong => Limits::time(Duration::from_secs(3)),
        }
    }

    /// The evaluation the level uses.
    pub fn weights(self) -> Weights {
        match self {
            Level::Easy | Level::Normal => Weights::SIMPLE,
            Level::Strong => Weights::FULL,
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
