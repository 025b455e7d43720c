//! The service's vocabulary: ids, time, clocks, time controls.

use crate::ai::Level;
use crate::render::PieceStyle;
pub use crate::store::values::{ColorChoice, OfferKind};
use crate::store::values::{StoredLevel, StoredStyle};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::atomic::{AtomicI64, Ordering};

/// A user: a Discord user id, or a small local id for the terminal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub u64);

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GameId(pub i64);

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChallengeId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl UserId {
    /// As SQLite stores it (snowflakes are below 2^63).
    pub fn db(self) -> i64 {
        self.0 as i64
    }

    pub fn from_db(v: i64) -> UserId {
        UserId(v as u64)
    }
}

/// Milliseconds since the Unix epoch.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Timestamp(pub i64);

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

impl Timestamp {
    pub fn plus_ms(self, ms: i64) -> Timestamp {
        Timestamp(self.0.saturating_add(ms))
    }

    pub fn plus_days(self, days: u32) -> Timestamp {
        self.plus_ms(days as i64 * DAY_MS)
    }
}

/// Where the service reads the time, so tests can move it by hand.
pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;
}

#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        Timestamp(ms)
    }
}

/// A clock that stands still until told to move.
#[derive(Debug)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock(AtomicI64::new(start.0))
    }

    pub fn advance_ms(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }

    pub fn advance_days(&self, days: f64) {
        self.advance_ms((days * DAY_MS as f64) as i64);
    }

    pub fn set(&self, t: Timestamp) {
        self.0.store(t.0, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        Timestamp(self.0.load(Ordering::SeqCst))
    }
}

/// Days per move offered to players (docs/bot.md); `None` is unlimited.
pub const DAYS_PER_MOVE: [u32; 7] = [1, 2, 3, 5, 7, 10, 14];

/// Share of the move time after which the player is reminded.
pub const REMINDER_SHARE: f64 = 0.8;

/// Challenges lapse after this many days.
pub const CHALLENGE_DAYS: u32 = 7;

/// A count read from the database as a `u32` (negative as 0, saturating: counts are small).
pub(crate) fn stored_count(n: i64) -> u32 {
    u32::try_from(n.max(0)).unwrap_or(u32::MAX)
}

/// The time left before a deadline, in whole days, hours and minutes: the front ends put it
/// into words ("2 days 5 h left", `i18n::time::time_left_text`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeLeft {
    /// The game has no time limit.
    Unlimited,
    /// The deadline has passed.
    Over,
    Left {
        days: u32,
        hours: u32,
        minutes: u32,
    },
}

pub fn time_left(deadline: Option<Timestamp>, now: Timestamp) -> TimeLeft {
    let Some(deadline) = deadline else {
        return TimeLeft::Unlimited;
    };
    let ms = deadline.0 - now.0;
    if ms <= 0 {
        return TimeLeft::Over;
    }
    let whole = |n: i64| u32::try_from(n).unwrap_or(u32::MAX);
    TimeLeft::Left {
        days: whole(ms / DAY_MS),
        hours: whole((ms % DAY_MS) / 3_600_000),
        minutes: whole((ms % 3_600_000) / 60_000),
    }
}

/// The store's words for a piece style and a level, to and from the renderer's and the
/// engine's values.
impl From<StoredStyle> for PieceStyle {
    fn from(style: StoredStyle) -> PieceStyle {
        match style {
            StoredStyle::Kanji => PieceStyle::Kanji,
            StoredStyle::Western => PieceStyle::Western,
        }
    }
}

impl From<PieceStyle> for StoredStyle {
    fn from(style: PieceStyle) -> StoredStyle {
        match style {
            PieceStyle::Kanji => StoredStyle::Kanji,
            PieceStyle::Western => StoredStyle::Western,
        }
    }
}

impl From<StoredLevel> for Level {
    fn from(level: StoredLevel) -> Level {
        match level {
            StoredLevel::Easy => Level::Easy,
            StoredLevel::Normal => Level::Normal,
            StoredLevel::Strong => Level::Strong,
        }
    }
}

impl From<Level> for StoredLevel {
    fn from(level: Level) -> StoredLevel {
        match level {
            Level::Easy => StoredLevel::Easy,
            Level::Normal => StoredLevel::Normal,
            Level::Strong => StoredLevel::Strong,
        }
    }
}
