//! Ratings: Glicko-2 with lishogi's parameters, one pool per game (variant). Pure: no I/O, no
//! clock, no database. The caller passes the days since each player's last rated game and
//! stores what comes back; sentences (`1500 → 1662 (+162)`) are made at the edge from the
//! numbers returned here.
//!
//! The Glicko-2 step itself is the `skillratings` crate's (`glicko2::glicko2`, Glickman's
//! algorithm for one game: one rating period per game, step 6 included). Around it, the facts
//! taken from lishogi (WandererXII/lishogi, `modules/rating/src/main/Glicko.scala`, `Perf.scala`,
//! `modules/round/src/main/PerfsUpdater.scala`, and the `RatingCalculator` of Jeremy Gooch's
//! glicko2 Java library that lila and lishogi use):
//! - start at 1500 / RD 350 / volatility 0.06, tau 0.75 (`Glicko.default`, `Glicko.tau`);
//! - between games the deviation grows as in Glickman's step 6 over a fractional number of
//!   periods, 0.21436 periods a day (`ratingPeriodsPerDay`, "chosen so a typical player's RD
//!   goes from 60 -> 110 in 1 year"): φ' = √(φ² + t·σ²) on the Glicko-2 scale with
//!   t = days × 0.21436 (`RatingCalculator.previewDeviation` / `calculateNewRD`), that is
//!   RD' = √(RD² + t·σ²·173.7178²), clamped to 45..500 (`Glicko.liveDeviation`);
//! - after a game: the rating moves at most 700 points from the pre-game rating
//!   (`maxRatingDelta`, `Perf.add`), and is capped (`Glicko.cap`): rating at least 600
//!   (`minRating`), deviation 45..500, volatility at most 0.1 (`maxVolatility`, "past this, it
//!   might not stabilize ever again").
//!
//! Two choices differ from lishogi's code, on purpose:
//! - provisional while RD >= 130, as issue 34 asks (lishogi's `provisionalDeviation` is 110);
//!   one constant, [`PROVISIONAL_DEVIATION`];
//! - lishogi calls its calculator with `skipDeviationIncrease = true`, so a game adds no
//!   period of its own; skillratings applies Glickman's step 6 once per game ("each game its
//!   own rating period"). The difference is a fraction of a point (0.1 for two new players,
//!   0.4 after 100 days away; see the tests) and slightly wider deviations for active players.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A new player's rating (lishogi `Glicko.default`).
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation.
pub const START_DEVIATION: f64 = 350.0;
/// A new player's volatility.
pub const START_VOLATILITY: f64 = 0.06;
/// Glicko-2's system constant (lishogi `Glicko.tau`).
pub const TAU: f64 = 0.75;
/// Rating periods per day of inactivity (lishogi `Glicko.ratingPeriodsPerDay`).
pub const PERIODS_PER_DAY: f64 = 0.21436;
/// Lowest deviation (lishogi `Glicko.minDeviation`).
pub const MIN_DEVIATION: f64 = 45.0;
/// Highest deviation (lishogi `Glicko.maxDeviation`).
pub const MAX_DEVIATION: f64 = 500.0;
/// Highest volatility (lishogi `Glicko.maxVolatility`).
pub const MAX_VOLATILITY: f64 = 0.1;
/// Lowest rating (lishogi `Glicko.minRating`).
pub const MIN_RATING: f64 = 600.0;
/// Most a rating moves in one game (lishogi `Glicko.maxRatingDelta`).
pub const MAX_RATING_CHANGE: f64 = 700.0;
/// A rating is provisional while its deviation is at least this (issue 34).
pub const PROVISIONAL_DEVIATION: f64 = 130.0;
/// Glicko-2's scale factor between the Glicko and Glicko-2 scales (Glickman's paper).
pub const SCALE: f64 = 173.7178;

/// Leaderboard: listed after this many rated games of the game (issue 34)...
pub const LEADERBOARD_MIN_GAMES: u32 = 2;
/// ...while the deviation (grown to the present) is under this...
pub const LEADERBOARD_MAX_DEVIATION: f64 = 90.0;
/// ...and the last rated game is at most this many days old ("a month", lishogi's ranking).
pub const LEADERBOARD_MAX_DAYS_IDLE: f64 = 30.0;

/// A player's rating in one pool, on the Glicko scale (1500-centred).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// The first player's score in a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// The same game from the other player's side.
    pub fn reversed(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

impl Default for Rating {
    fn default() -> Self {
        Rating::NEW
    }
}

impl Rating {
    /// A player with no rated game in the pool.
    pub const NEW: Rating = Rating {
        rating: START_RATING,
        deviation: START_DEVIATION,
        volatility: START_VOLATILITY,
    };

    /// Provisional: the deviation is still [`PROVISIONAL_DEVIATION`] or more.
    pub fn is_provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating as shown, rounded to the nearest point.
    pub fn points(&self) -> i32 {
        self.rating.round() as i32
    }

    /// The same rating with values from storage made safe: anything not finite becomes the
    /// start value, then rating, deviation and volatility are brought into their ranges.
    pub fn sanitized(self) -> Rating {
        let or = |v: f64, start: f64| if v.is_finite() { v } else { start };
        let volatility = or(self.volatility, START_VOLATILITY);
        Rating {
            rating: or(self.rating, START_RATING).max(MIN_RATING),
            deviation: or(self.deviation, START_DEVIATION).clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: if volatility > 0.0 {
                volatility.min(MAX_VOLATILITY)
            } else {
                START_VOLATILITY
            },
        }
    }

    /// The rating after `days` without a rated game: the deviation grown by
    /// `days × PERIODS_PER_DAY` rating periods, clamped to 45..500. Use it for the pre-game
    /// rating (done by [`update`]) and to show a deviation "as of now". Negative or
    /// non-finite days (a clock set back) count as none.
    pub fn after_inactivity(self, days: f64) -> Rating {
        let r = self.sanitized();
        let days = if days.is_finite() { days.max(0.0) } else { 0.0 };
        let periods = days * PERIODS_PER_DAY;
        let grown = (r.deviation.powi(2) + periods * r.volatility.powi(2) * SCALE.powi(2)).sqrt();
        Rating {
            deviation: grown.clamp(MIN_DEVIATION, MAX_DEVIATION),
            ..r
        }
    }
}

/// One rated game between `a` and `b`, from `a`'s side. `days_a` and `days_b` are the days
/// since each player's previous rated game in this pool (0 for a first game). Returns the new
/// ratings of `a` and `b`, to be stored with the time of this game.
pub fn update(a: Rating, b: Rating, score: Score, days_a: f64, days_b: f64) -> (Rating, Rating) {
    let a = a.after_inactivity(days_a);
    let b = b.after_inactivity(days_b);
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let (new_a, new_b) = glicko2(&to_crate(a), &to_crate(b), &outcome, &config);
    (capped(a, new_a), capped(b, new_b))
}

/// The rating after a game, from its pre-game value: at most [`MAX_RATING_CHANGE`] away, then
/// within the ranges. A result that is not a number (cannot happen with sane input) leaves
/// the rating as it was.
fn capped(before: Rating, after: Glicko2Rating) -> Rating {
    if !(after.rating.is_finite() && after.deviation.is_finite() && after.volatility.is_finite()) {
        return before;
    }
    Rating {
        rating: after.rating.clamp(
            before.rating - MAX_RATING_CHANGE,
            before.rating + MAX_RATING_CHANGE,
        ),
        deviation: after.deviation,
        volatility: after.volatility,
    }
    .sanitized()
}

fn to_crate(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// Whether a player appears on a pool's leaderboard (issue 34, after lishogi's ranking):
/// at least [`LEADERBOARD_MIN_GAMES`] rated games, a deviation grown to the present under
/// [`LEADERBOARD_MAX_DEVIATION`], and a rated game in the last [`LEADERBOARD_MAX_DAYS_IDLE`]
/// days.
pub fn on_leaderboard(rating: Rating, rated_games: u32, days_since_last: f64) -> bool {
    rated_games >= LEADERBOARD_MIN_GAMES
        && days_since_last <= LEADERBOARD_MAX_DAYS_IDLE
        && rating.after_inactivity(days_since_last).deviation < LEADERBOARD_MAX_DEVIATION
}
