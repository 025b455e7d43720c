//! The correspondence clock: deadlines, reminders at 80 %, losses on time, challenge expiry
//! and vacations. Decisions are taken from stored deadlines and written to the outbox in the
//! same transaction, so each happens exactly once, across restarts.

use super::events::Notification;
use super::types::{ChallengeId, GameId, Timestamp, UserId, DAY_MS, REMINDER_SHARE};
use super::{player, Event, GameService, Result, ServiceError};
use crate::rules::{Outcome, Reason};
use crate::store::limit_queries;
use crate::store::queries::{self, GameUpdate};
use crate::store::Db;
use crate::store::{ChallengeStatus, GameStatus, WriteTx};
use tracing::warn;

/// The longest vacation one `/settings vacation:` may ask for, in days.
pub const MAX_VACATION_DAYS: u32 = 60;

/// The wait before retrying a failed delivery the first time; it doubles with each failure.
pub const RETRY_FIRST_MS: i64 = 60_000;
/// The longest wait between two tries of a delivery.
pub const RETRY_MAX_MS: i64 = 60 * 60_000;
/// Failed deliveries after which a notification is given up.
pub const DELIVERY_ATTEMPTS: i64 = 10;

/// The wait after the `attempts`-th failed delivery.
fn retry_delay(attempts: i64) -> i64 {
    let doublings = attempts.clamp(1, 32) - 1;
    RETRY_FIRST_MS
        .saturating_mul(1_i64 << doublings)
        .min(RETRY_MAX_MS)
}

impl GameService {
    /// Deadline and reminder time for `to_move`, whose clock starts now (or when their
    /// vacation ends). The game's `computer` answers at once: its clock never runs.
    pub(super) async fn clock_for(
        &self,
        c: &mut dyn Db,
        days: Option<i64>,
        to_move: UserId,
        computer: Option<UserId>,
        now: Timestamp,
    ) -> Result<(Option<i64>, Option<i64>)> {
        let Some(days) = days.filter(|_| computer != Some(to_move)) else {
            return Ok((None, None));
        };
        let vacation = queries::vacation_until(c, to_move.db()).await?;
        let start = vacation.filter(|&v| v > now.0).unwrap_or(now.0);
        let total = days * DAY_MS;
        Ok((
            Some(start + total),
            Some(start + (total as f64 * REMINDER_SHARE) as i64),
        ))
    }

    /// Runs everything that is due: expiries, reminders, losses on time. Returns the new
    /// notifications (also kept in the outbox until marked delivered).
    pub async fn tick(&self) -> Result<Vec<Notification>> {
        self.retried(|| self.tick_once()).await
    }

    async fn tick_once(&self) -> Result<Vec<Notification>> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let mut out = Vec::new();
        for (id, challenger) in queries::due_challenges(&mut tx, now.0).await? {
            if queries::close_challenge(&mut tx, id, ChallengeStatus::Expired, None).await? {
                let event = Event::ChallengeExpired {
                    challenge: ChallengeId(id),
                    challenger: UserId::from_db(challenger),
                };
                out.push(notify(&mut tx, None, Some(id), event, now).await?);
            }
        }
        // Each due game is read on its own: one that cannot be read is marked and skipped.
        let mut changed = Vec::new();
        let ids = queries::due_timeouts(&mut tx, now.0).await?;
        let (due, _) = self.read_each(&mut tx, ids).await?;
        for (row, info) in due {
            // Read again under its lock (PostgreSQL): another process may have ended the
            // game, or the player moved, since the list was read.
            let still_due =
                row.status == GameStatus::Active && row.deadline.is_some_and(|d| d <= now.0);
            let Some(loser) = info
                .to_move
                .and_then(|u| super::color_of(&row, u))
                .filter(|_| still_due)
            else {
                continue;
            };
            // A day of vacation spent earlier in this tick moved this clock too.
            if changed.iter().any(|&(id, _)| id == row.id) {
                continue;
            }
            // The move the player keeps for this, if any; else an extension, or a day of
            // vacation, before a loss (issue 33).
            if let Some(user) = info.to_move {
                if let Some(played) = self
                    .play_on_timeout(&mut tx, &row, user, now, &mut changed)
                    .await?
                {
                    out.extend(played);
                    continue;
                }
            }
            let rescued = self
                .rescue_from_time(&mut tx, &row, loser, now, &mut changed)
                .await?;
            if !rescued.is_empty() {
                out.extend(rescued);
                continue;
            }
            let outcome = Outcome {
                winner: Some(loser.opponent()),
                reason: Reason::Time,
            };
            let updated = queries::update_game(
                &mut tx,
                &GameUpdate {
                    id: row.id,
                    expected_version: row.version,
                    position_sfen: &row.position_sfen,
                    side_to_move: loser,
                    ply: row.ply,
                    finished: true,
                    winner: Some(loser.opponent()),
                    reason: Some(Reason::Time),
                    deadline: None,
                    reminder_at: None,
                    now: now.0,
                },
            )
            .await?;
            if updated {
                queries::delete_offers(&mut tx, row.id).await?;
                self.rate_end(&mut tx, &row, outcome, now).await?;
                self.forget(row.id);
                changed.push((row.id, row.version + 1));
                let event = Event::GameEnded {
                    game: GameId(row.id),
                    black: player(&row, crate::rules::Color::Black),
                    white: player(&row, crate::rules::Color::White),
                    outcome,
                };
                out.push(notify(&mut tx, Some(row.id), None, event, now).await?);
                // After the game's own post, so that its end comes before the standings.
                self.tournament_game_over(&mut tx, row.id, now).await?;
            }
        }
        self.start_due_tournaments(&mut tx, now).await?;
        let ids = queries::due_reminders(&mut tx, now.0).await?;
        let (due, _) = self.read_each(&mut tx, ids).await?;
        for (row, info) in due {
            let still_due = row.status == GameStatus::Active
                && row.reminder_sent == 0
                && row.reminder_at.is_some_and(|r| r <= now.0);
            let (Some(deadline), Some(user), true) = (row.deadline, info.to_move, still_due) else {
                continue;
            };
            if queries::mark_reminder_sent(&mut tx, row.id, row.version).await? {
                let event = Event::Reminder {
                    game: GameId(row.id),
                    user,
                    deadline: Timestamp(deadline),
                };
                out.push(notify(&mut tx, Some(row.id), None, event, now).await?);
            }
        }
        out.extend(self.due_digests(&mut tx, now).await?);
        self.mark_suspects(&mut tx, now).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        for (game, version) in changed {
            self.publish(game, version);
        }
        Ok(out)
    }

    /// Notifications to deliver now: not yet delivered, not given up, not waiting out the
    /// back-off of a failed delivery, and not a move post this process is making itself (see
    /// [`Self::release`]), whoever may hold a claim on them (a scheduler claims what it
    /// delivers: [`Self::claim_notifications`]). A row that cannot be read is given up on
    /// (marked, with why, and logged) and never hides the others.
    pub async fn pending_notifications(&self) -> Result<Vec<Notification>> {
        let now = self.now();
        let mut c = self.store.read().await?;
        let ids = queries::pending_notifications(&mut c, now.0).await?;
        drop(c);
        let claimed = self.claimed.lock().map(|c| c.clone()).unwrap_or_default();
        let ids = ids.into_iter().filter(|id| !claimed.contains(id)).collect();
        self.read_notifications(ids).await
    }

    /// The notifications of `ids` that read; the others are given up (marked, logged).
    pub(super) async fn read_notifications(&self, ids: Vec<i64>) -> Result<Vec<Notification>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let now = self.now();
        let mut c = self.store.read().await?;
        let mut out = Vec::new();
        let mut unreadable = Vec::new();
        for id in ids {
            let row = match queries::notification(&mut c, id).await {
                Ok(Some(row)) => row,
                Ok(None) => continue,
                Err(e @ (sqlx::Error::ColumnDecode { .. } | sqlx::Error::Decode(_))) => {
                    unreadable.push((id, format!("unreadable row: {e}")));
                    continue;
                }
                Err(e) => return Err(e.into()),
            };
            match serde_json::from_slice(&row.event) {
                Ok(event) => out.push(Notification { id, event }),
                Err(e) => unreadable.push((id, format!("unreadable event: {e}"))),
            }
        }
        drop(c);
        if !unreadable.is_empty() {
            let mut tx = self.store.write().await?;
            for (id, why) in &unreadable {
                if queries::delivery_failed(&mut tx, *id, why, None, now.0).await? {
                    warn!(notification = id, why, "unreadable notification: given up");
                }
            }
            tx.commit().await.map_err(ServiceError::from)?;
        }
        Ok(out)
    }

    /// Marks a notification delivered; false if it already was.
    pub async fn delivered(&self, id: i64) -> Result<bool> {
        let mut c = self.store.read().await?;
        let marked = queries::mark_delivered(&mut c, id, self.now().0).await?;
        self.forget_claim(id);
        Ok(marked)
    }

    /// Gives a move post that could not be made back to the schedulers (this process's and
    /// the others'), to retry at once.
    pub async fn release(&self, id: i64) -> Result<()> {
        self.forget_claim(id);
        let mut tx = self.store.write().await?;
        queries::release_notification(&mut tx, id, &self.worker).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    fn forget_claim(&self, id: i64) {
        if let Ok(mut c) = self.claimed.lock() {
            c.remove(&id);
        }
    }

    pub(super) fn claim(&self, id: i64) {
        if let Ok(mut c) = self.claimed.lock() {
            c.insert(id);
        }
    }

    /// Records that delivering a notification failed (`error` says how). It is tried again
    /// after a wait that doubles with each failure ([`RETRY_FIRST_MS`] up to
    /// [`RETRY_MAX_MS`]); after [`DELIVERY_ATTEMPTS`] failures it is given up: kept, marked
    /// with the last error, and logged. Returns whether it was given up.
    pub async fn delivery_failed(&self, id: i64, error: &str) -> Result<bool> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let Some(row) = queries::notification(&mut tx, id).await? else {
            return Ok(false);
        };
        let attempts = row.attempts.saturating_add(1);
        let next = (attempts < DELIVERY_ATTEMPTS).then(|| now.0 + retry_delay(attempts));
        let error: String = error.chars().take(500).collect();
        let changed = queries::delivery_failed(&mut tx, id, &error, next, now.0).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        self.forget_claim(id);
        let gave_up = changed && next.is_none();
        if gave_up {
            warn!(
                notification = id,
                attempts,
                error,
                "delivery failed too often: given up (kept in the outbox, marked failed)"
            );
        }
        Ok(gave_up)
    }

    /// Notifications given up: (id, failed deliveries, last error).
    pub async fn failed_notifications(&self) -> Result<Vec<(i64, i64, String)>> {
        let mut c = self.store.read().await?;
        Ok(queries::failed_notifications(&mut c).await?)
    }

    /// Starts (or, with 0 days, ends) a vacation: the user's clocks stop until it ends.
    /// Returns an event per game whose opponent should be told.
    pub async fn set_vacation(&self, user: UserId, days: u32) -> Result<Vec<Event>> {
        self.retried(|| self.set_vacation_once(user, days)).await
    }

    async fn set_vacation_once(&self, user: UserId, days: u32) -> Result<Vec<Event>> {
        if days > MAX_VACATION_DAYS {
            return Err(ServiceError::BadVacation);
        }
        let now = self.now();
        let mut tx = self.store.write().await?;
        queries::ensure_user(&mut tx, user.db()).await?;
        let mut settings = queries::user(&mut tx, user.db())
            .await
            .map_err(|e| super::damaged::unreadable(e, || format!("settings of user {}", user.0)))?
            .ok_or(ServiceError::BadVacation)?;
        let until = (days > 0).then(|| now.plus_days(days));
        // A vacation replaced or ended counts only the days it ran.
        limit_queries::end_vacations(&mut tx, user.db(), now.0).await?;
        if let Some(until) = until {
            let budget = self.budget_of(&mut tx, user, now).await?;
            if days > budget.days_left {
                return Err(ServiceError::Limit(super::LimitHit::Vacation {
                    days_per_year: budget.days_per_year,
                    days_left: budget.days_left,
                    more_in_ms: budget.frees_at.map(|t| super::limits::wait_ms(now, t)),
                }));
            }
            limit_queries::insert_vacation(&mut tx, user.db(), now.0, until.0).await?;
        }
        let previous_end = settings
            .vacation_until
            .filter(|&v| v > now.0)
            .unwrap_or(now.0);
        settings.vacation_until = until.map(|t| t.0);
        queries::save_user(&mut tx, &settings).await?;
        let restart = until.map_or(now.0, |t| t.0);
        let mut events = Vec::new();
        let mut changed = Vec::new();
        for (game, opponent, version) in self
            .shift_clocks(&mut tx, user, previous_end, restart)
            .await?
        {
            changed.push((game.0, version));
            if let Some(t) = until {
                events.push(Event::OnVacation {
                    game,
                    user,
                    opponent,
                    until: t,
                });
            }
        }
        self.mark_suspects(&mut tx, now).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        for (game, version) in changed {
            self.publish(game, version);
        }
        Ok(events)
    }
}

impl GameService {
    /// Stops `user`'s clocks from `previous_end` and starts them again at `restart`: each
    /// game where it is their turn keeps the time it had left. Returns those games, with
    /// the opponent and the game's new version.
    pub(super) async fn shift_clocks(
        &self,
        tx: &mut WriteTx,
        user: UserId,
        previous_end: i64,
        restart: i64,
    ) -> Result<Vec<(GameId, UserId, i64)>> {
        let mut out = Vec::new();
        let ids = queries::games_of(tx, user.db(), true).await?;
        let (games, _) = self.read_each(tx, ids).await?;
        for (row, info) in games {
            let (Some(deadline), Some(days)) = (row.deadline, row.days_per_move) else {
                continue;
            };
            if info.to_move != Some(user) {
                continue;
            }
            // The time left when the clock stops is what remains when it starts again.
            let left = deadline - previous_end;
            let total = days * DAY_MS;
            let reminder = restart + left - (total - (total as f64 * REMINDER_SHARE) as i64);
            queries::set_clock(tx, row.id, Some(restart + left), Some(reminder)).await?;
            self.forget(row.id);
            let color =
                super::color_of(&row, user).ok_or(ServiceError::NotAPlayer(GameId(row.id)))?;
            out.push((
                GameId(row.id),
                player(&row, color.opponent()),
                row.version + 1,
            ));
        }
        Ok(out)
    }
}

pub(super) async fn notify(
    tx: &mut WriteTx,
    game: Option<i64>,
    challenge: Option<i64>,
    event: Event,
    now: Timestamp,
) -> Result<Notification> {
    notify_claimed(tx, game, challenge, event, now, None).await
}

/// [`notify`], the row claimed from the start by `claim` (worker, until): for work its
/// writer delivers itself (a move's post).
pub(super) async fn notify_claimed(
    tx: &mut WriteTx,
    game: Option<i64>,
    challenge: Option<i64>,
    event: Event,
    now: Timestamp,
    claim: Option<(&str, i64)>,
) -> Result<Notification> {
    let json = serde_json::to_string(&event).map_err(|e| ServiceError::Corrupt(e.to_string()))?;
    let id = queries::insert_notification(tx, game, challenge, &json, now.0, claim).await?;
    Ok(Notification { id, event })
}
