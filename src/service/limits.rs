//! What one user may cost the others: limits a fair player never meets, each with a default
//! the operator can change (environment variables: docs/operations.md), each refusal saying what
//! the limit is and when it frees up.

use super::types::{stored_count, OfferKind, Timestamp, UserId, DAY_MS};
use super::{GameService, LimitHit, Result, ServiceError};
use crate::store::limit_queries;
use crate::store::Db;

/// The limits, per user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Challenges a user may have open at once (each pings its target).
    pub open_challenges: u32,
    /// An offer of one kind (draw, takeback, impasse) at most once per this many of the
    /// offerer's moves in a game (lishogi: a draw offer once every 20 plies). 0: no limit.
    pub offer_every_moves: u32,
    /// Vacation days per 365 days.
    pub vacation_days: u32,
    /// Games against the computer at once.
    pub computer_games: u32,
    /// Hints (searches shared with every game) per minute.
    pub hints_per_minute: u32,
    /// Whether the clock spends a player's vacation days instead of a loss on time, for
    /// players who did not choose (`SEIREIGI_AUTO_VACATION`; on unless the operator turns
    /// it off: issue 33's "no game lost on time while vacation days are left").
    pub auto_vacation: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            open_challenges: 10,
            offer_every_moves: 10,
            vacation_days: 30,
            computer_games: 5,
            hints_per_minute: 5,
            auto_vacation: true,
        }
    }
}

/// Where a variable's value goes.
type Field = fn(&mut Limits) -> &mut u32;

/// The variables that set each limit, with what they set.
const VARS: [(&str, Field); 5] = [
    ("SEIREIGI_MAX_OPEN_CHALLENGES", |l| &mut l.open_challenges),
    ("SEIREIGI_OFFER_EVERY_MOVES", |l| &mut l.offer_every_moves),
    ("SEIREIGI_VACATION_DAYS_PER_YEAR", |l| &mut l.vacation_days),
    ("SEIREIGI_MAX_COMPUTER_GAMES", |l| &mut l.computer_games),
    ("SEIREIGI_HINTS_PER_MINUTE", |l| &mut l.hints_per_minute),
];

impl Limits {
    /// The defaults, with each variable of docs/operations.md read from the environment.
    pub fn from_env() -> anyhow::Result<Limits> {
        Limits::from_vars(|name| std::env::var(name).ok())
    }

    /// The same from any source of variables; a value that is not a number is refused with
    /// the variable's name.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Limits> {
        let mut limits = Limits::default();
        if let Some(v) = var("SEIREIGI_AUTO_VACATION") {
            limits.auto_vacation = match v.trim().to_ascii_lowercase().as_str() {
                "1" | "on" | "true" | "yes" => true,
                "0" | "off" | "false" | "no" => false,
                _ => anyhow::bail!("SEIREIGI_AUTO_VACATION must be on or off, not {v:?}"),
            };
        }
        for (name, field) in VARS {
            if let Some(v) = var(name) {
                *field(&mut limits) = v.trim().parse().map_err(|_| {
                    anyhow::anyhow!("{name} must be a whole number (0 or more), not {v:?}")
                })?;
            }
        }
        Ok(limits)
    }
}

/// A user's vacation budget: what is left of it now, and when used days come back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationBudget {
    pub days_per_year: u32,
    /// Whole days left to take.
    pub days_left: u32,
    /// When the oldest vacation counted leaves the 365-day window (none if nothing is used).
    pub frees_at: Option<Timestamp>,
}

const YEAR_MS: i64 = 365 * DAY_MS;

/// Milliseconds from `from` to `to`, 0 when `to` has passed: how long until a limit frees up.
pub fn wait_ms(from: Timestamp, to: Timestamp) -> u64 {
    u64::try_from(to.0 - from.0).unwrap_or(0)
}

impl GameService {
    /// Refuses a new challenge if the user already has as many open as allowed.
    pub(super) async fn check_open_challenges(
        &self,
        c: &mut dyn Db,
        user: UserId,
        now: Timestamp,
    ) -> Result<()> {
        let (open, oldest) = limit_queries::open_challenges(c, user.db(), now.0).await?;
        let limit = self.limits.open_challenges;
        if open < i64::from(limit) {
            return Ok(());
        }
        Err(ServiceError::Limit(LimitHit::OpenChallenges {
            open: stored_count(open),
            max: limit,
            oldest_expires_in_ms: oldest.map(|t| wait_ms(now, Timestamp(t))),
        }))
    }

    /// Refuses a new game against the computer if the user plays as many as allowed.
    pub(super) async fn check_computer_games(&self, c: &mut dyn Db, user: UserId) -> Result<()> {
        let playing = limit_queries::active_computer_games_of(c, user.db()).await?;
        let limit = self.limits.computer_games;
        if playing < i64::from(limit) {
            return Ok(());
        }
        Err(ServiceError::Limit(LimitHit::ComputerGames {
            playing: stored_count(playing),
            max: limit,
        }))
    }

    /// The limits a challenge would meet, read without writing, so that a front end can
    /// refuse privately before it answers in public. `computer`: a game against the computer.
    pub async fn check_challenge_limits(&self, user: UserId, computer: bool) -> Result<()> {
        let now = self.now();
        let mut c = self.store.read().await?;
        self.check_open_challenges(&mut c, user, now).await?;
        if computer {
            self.check_computer_games(&mut c, user).await?;
        }
        Ok(())
    }

    /// Refuses an offer of `kind` made too soon after the same user's last one in this game.
    pub(super) async fn check_offer_interval(
        &self,
        c: &mut dyn Db,
        game: i64,
        kind: OfferKind,
        user: UserId,
        ply: i64,
    ) -> Result<()> {
        let every = i64::from(self.limits.offer_every_moves);
        if every == 0 {
            return Ok(());
        }
        let Some(last) = limit_queries::last_offer(c, game, kind, user.db()).await? else {
            return Ok(());
        };
        // Two plies per move of the offerer's.
        let wait = last + 2 * every - ply;
        if wait <= 0 {
            return Ok(());
        }
        let moves = (wait + 1) / 2;
        Err(ServiceError::Limit(LimitHit::OfferInterval {
            kind,
            last_move: stored_count(last + 1),
            every: self.limits.offer_every_moves,
            moves_left: stored_count(moves),
        }))
    }

    /// What is left of a user's vacation budget.
    pub async fn vacation_budget(&self, user: UserId) -> Result<VacationBudget> {
        let mut c = self.store.read().await?;
        self.budget_of(&mut c, user, self.now()).await
    }

    pub(super) async fn budget_of(
        &self,
        c: &mut dyn Db,
        user: UserId,
        now: Timestamp,
    ) -> Result<VacationBudget> {
        let window = now.0 - YEAR_MS;
        let taken = limit_queries::vacations_since(c, user.db(), window).await?;
        let used: i64 = taken
            .iter()
            .map(|&(start, end)| (end - start.max(window)).max(0))
            .sum();
        let budget = i64::from(self.limits.vacation_days) * DAY_MS;
        Ok(VacationBudget {
            days_per_year: self.limits.vacation_days,
            days_left: ((budget - used).max(0) / DAY_MS) as u32,
            frees_at: taken
                .first()
                .map(|&(start, _)| Timestamp(start.max(window) + YEAR_MS)),
        })
    }

    /// Counts one hint for `user`, or refuses when they asked for as many as allowed in the
    /// last minute.
    pub fn take_hint(&self, user: UserId) -> Result<()> {
        let now = self.now();
        let limit = self.limits.hints_per_minute as usize;
        let Ok(mut hints) = self.hints.lock() else {
            return Ok(());
        };
        // Forget users whose last hint is over a minute old, so that the map stays small.
        hints.retain(|_, asked| asked.back().is_some_and(|t| now.0 - t.0 < 60_000));
        let asked = hints.entry(user).or_default();
        while asked.front().is_some_and(|t| now.0 - t.0 >= 60_000) {
            asked.pop_front();
        }
        if asked.len() >= limit {
            let next = asked.front().map_or(now, |t| t.plus_ms(60_000));
            return Err(ServiceError::Limit(LimitHit::Hints {
                per_minute: self.limits.hints_per_minute,
                next_in_ms: wait_ms(now, next),
            }));
        }
        asked.push_back(now);
        Ok(())
    }
}
