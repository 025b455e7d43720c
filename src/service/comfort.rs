//! Clock comfort (issue 33): a game's one-day extensions, vacation days the clock spends
//! instead of a loss on time, the daily digest, and the lists of a player's games. Values
//! only: the front ends put them into words.

use super::clock::notify;
use super::events::{DigestGame, Notification};
use super::query::discord_id;
use super::types::{GameId, Timestamp, UserId, DAY_MS, REMINDER_SHARE};
use super::{player, Event, GameInfo, GameService, Result, ServiceError};
use crate::rules::Color;
use crate::store::comfort_queries as q;
use crate::store::queries;
use crate::store::rows::GameRow;
use crate::store::{Db, WriteTx};

/// Most one-day extensions a challenge may give each player (lishogi #741's byoyomi days).
pub const MAX_EXTENSIONS: u32 = 10;

/// Finished games per page of `/games finished:True`.
pub const FINISHED_PAGE: u32 = 10;

const HOUR_MS: i64 = 60 * 60 * 1000;

/// A game's extensions: how many each player had, and has left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extensions {
    pub per_player: u32,
    pub black_left: u32,
    pub white_left: u32,
}

impl Extensions {
    pub fn left(&self, color: Color) -> u32 {
        match color {
            Color::Black => self.black_left,
            Color::White => self.white_left,
        }
    }
}

/// A user's comfort switches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComfortSettings {
    pub user: UserId,
    /// Whether the clock spends the user's vacation days instead of a loss on time; `None`:
    /// as the server's operator set it (`SEIREIGI_AUTO_VACATION`, on by default).
    pub auto_vacation: Option<bool>,
    /// The hour (0-23, in the user's offset) of the daily digest; `None`: no digest, a
    /// notice per move as `notify` says.
    pub digest_hour: Option<u8>,
    /// The user's time zone as an offset from UTC, in minutes (-12:00 to +14:00).
    pub utc_offset_minutes: i32,
}

impl ComfortSettings {
    pub fn defaults(user: UserId) -> ComfortSettings {
        ComfortSettings {
            user,
            auto_vacation: None,
            digest_hour: None,
            utc_offset_minutes: 0,
        }
    }
}

/// Reads a time zone given as an offset from UTC: `+9`, `-05:30`, `UTC+1`, `GMT-3`, `+0930`,
/// `Z` or `UTC`. Offsets, not zone names: they need no time-zone database and mean the same
/// in every year; a player whose offset changes with summer time says so again.
pub fn parse_utc_offset(text: &str) -> Option<i32> {
    let t = text.trim().to_ascii_uppercase();
    let t = t
        .strip_prefix("UTC")
        .or_else(|| t.strip_prefix("GMT"))
        .unwrap_or(&t)
        .trim();
    if t.is_empty() || t == "Z" {
        return Some(0);
    }
    if !t.is_ascii() {
        return None;
    }
    let (sign, rest) = match t.as_bytes()[0] {
        b'+' => (1, &t[1..]),
        b'-' => (-1, &t[1..]),
        _ => return None,
    };
    let (h, m) = match rest.split_once(':') {
        Some((h, m)) => (h, m),
        None if rest.len() == 4 => rest.split_at(2),
        None => (rest, "0"),
    };
    let all_digits =
        |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(h) || !all_digits(m) {
        return None;
    }
    let (h, m): (i32, i32) = (h.parse().ok()?, m.parse().ok()?);
    if m >= 60 {
        return None;
    }
    let minutes = sign * (h * 60 + m);
    (-720..=840).contains(&minutes).then_some(minutes)
}

/// An offset as `+09:00`.
pub fn offset_text(minutes: i32) -> String {
    let sign = if minutes < 0 { '-' } else { '+' };
    let m = minutes.unsigned_abs();
    format!("{sign}{:02}:{:02}", m / 60, m % 60)
}

/// A page of a user's finished games, the latest ended first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedPage {
    /// Each game with when it ended.
    pub games: Vec<(GameInfo, Timestamp)>,
    /// From 0.
    pub page: u32,
    pub pages: u32,
}

impl GameService {
    /// A user's comfort switches (the defaults for a user who never set one).
    pub async fn comfort(&self, user: UserId) -> Result<ComfortSettings> {
        let mut c = self.store.read().await?;
        comfort_of(&mut c, user).await
    }

    /// Whether the clock spends `user`'s vacation for them, the server's default applied.
    pub fn auto_vacation_on(&self, s: &ComfortSettings) -> bool {
        s.auto_vacation.unwrap_or(self.limits.auto_vacation)
    }

    /// Saves a user's comfort switches; an hour past 23 or an offset beyond -12:00..+14:00
    /// is refused and nothing changes.
    pub async fn save_comfort(&self, s: &ComfortSettings) -> Result<()> {
        if s.digest_hour.is_some_and(|h| h > 23) || !(-720..=840).contains(&s.utc_offset_minutes) {
            return Err(ServiceError::BadDigest);
        }
        let mut tx = self.store.write().await?;
        q::save_user_comfort(
            &mut tx,
            s.user.db(),
            s.auto_vacation.map(i64::from),
            s.digest_hour.map(i64::from),
            i64::from(s.utc_offset_minutes),
        )
        .await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    /// A game's extensions; `None` for a game that has none.
    pub async fn extensions(&self, game: GameId) -> Result<Option<Extensions>> {
        let mut c = self.store.read().await?;
        extensions_of(&mut c, game.0).await
    }

    /// The user's games waiting for their move (not against... the computer's own turns
    /// excluded), the soonest deadline first: for the "next game" offer after a move.
    pub async fn games_waiting_for(&self, user: UserId) -> Result<Vec<GameInfo>> {
        let mut c = self.store.read().await?;
        let ids = q::games_waiting_for(&mut c, user.db())
            .await?
            .into_iter()
            .map(|(id, _, _)| id)
            .collect();
        let (rows, _) = self.read_each(&mut c, ids).await?;
        Ok(rows.into_iter().map(|(_, info)| info).collect())
    }

    /// Page `page` (from 0) of a user's finished games, the latest ended first; a page past
    /// the last gives the last.
    pub async fn finished_games(&self, user: UserId, page: u32) -> Result<FinishedPage> {
        let mut c = self.store.read().await?;
        let total = q::finished_count(&mut c, user.db()).await?.max(0) as u32;
        let pages = total.div_ceil(FINISHED_PAGE).max(1);
        let page = page.min(pages - 1);
        let ids = q::finished_games_of(
            &mut c,
            user.db(),
            i64::from(page * FINISHED_PAGE),
            i64::from(FINISHED_PAGE),
        )
        .await?;
        let (rows, _) = self.read_each(&mut c, ids).await?;
        Ok(FinishedPage {
            games: rows
                .into_iter()
                .map(|(row, info)| (info, Timestamp(row.updated_at)))
                .collect(),
            page,
            pages,
        })
    }

    /// Instead of a loss on time of `color` in `row` (due, locked, checked): one of the
    /// game's extensions, else a day of the player's vacation if they let the clock spend
    /// it and have one left. Returns the notifications written, empty when neither is
    /// possible (the player loses); the games whose clocks moved go to `changed` with their
    /// new versions (a day of vacation moves every clock of the player).
    pub(super) async fn rescue_from_time(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        color: Color,
        now: Timestamp,
        changed: &mut Vec<(i64, i64)>,
    ) -> Result<Vec<Notification>> {
        let (user, opponent) = (player(row, color), player(row, color.opponent()));
        let Some(deadline) = row.deadline else {
            return Ok(Vec::new());
        };
        if q::spend_extension(tx, row.id, color == Color::Black).await? {
            let new_deadline = deadline + DAY_MS;
            let reminder = deadline + (DAY_MS as f64 * REMINDER_SHARE) as i64;
            queries::set_clock(tx, row.id, Some(new_deadline), Some(reminder)).await?;
            self.forget(row.id);
            changed.push((row.id, row.version + 1));
            let left = extensions_of(tx, row.id)
                .await?
                .map_or(0, |e| e.left(color));
            let event = Event::ExtensionUsed {
                game: GameId(row.id),
                user,
                opponent,
                left,
                deadline: Timestamp(new_deadline),
            };
            return Ok(vec![notify(tx, Some(row.id), None, event, now).await?]);
        }
        let settings = comfort_of(tx, user).await?;
        if !self.auto_vacation_on(&settings) {
            return Ok(Vec::new());
        }
        // The user's row, locked (PostgreSQL): one transaction at a time counts their budget.
        queries::ensure_user(tx, user.db()).await?;
        let Some(mut stored) = queries::user(tx, user.db()).await? else {
            return Ok(Vec::new());
        };
        let budget = self.budget_of(tx, user, now).await?;
        if budget.days_left == 0 {
            return Ok(Vec::new());
        }
        // One day of vacation from now (or from the end of one running): every clock of
        // the player stops for that day, as with /settings vacation:1.
        let start = stored
            .vacation_until
            .filter(|&v| v > now.0)
            .unwrap_or(now.0);
        let until = start + DAY_MS;
        crate::store::limit_queries::insert_vacation(tx, user.db(), start, until).await?;
        stored.vacation_until = Some(until);
        queries::save_user(tx, &stored).await?;
        let mut out = Vec::new();
        for (game, other_opponent, version) in self.shift_clocks(tx, user, start, until).await? {
            changed.push((game.0, version));
            let event = if game.0 == row.id {
                Event::VacationSpent {
                    game,
                    user,
                    opponent,
                    until: Timestamp(until),
                    days_left: budget.days_left - 1,
                }
            } else {
                Event::OnVacation {
                    game,
                    user,
                    opponent: other_opponent,
                    until: Timestamp(until),
                }
            };
            out.push(notify(tx, Some(game.0), None, event, now).await?);
        }
        Ok(out)
    }

    /// The daily digests due now: for each user who asked for one and whose chosen hour
    /// has come today (in their offset), the day is claimed (a row per user and day: one
    /// transaction, in one process, wins it) and, if games wait for them, the digest is
    /// written to the outbox.
    pub(super) async fn due_digests(
        &self,
        tx: &mut WriteTx,
        now: Timestamp,
    ) -> Result<Vec<Notification>> {
        let mut out = Vec::new();
        for (user, hour, offset) in q::digest_users(tx).await? {
            let local = now.0 + offset * 60_000;
            let day = local.div_euclid(DAY_MS);
            if local.rem_euclid(DAY_MS) / HOUR_MS < hour
                || q::digest_decided(tx, user, day).await?
                || !q::claim_digest(tx, user, day, now.0).await?
            {
                continue;
            }
            let games: Vec<DigestGame> = q::games_waiting_for(tx, user)
                .await?
                .into_iter()
                .map(|(id, deadline, thread)| DigestGame {
                    game: GameId(id),
                    deadline: deadline.map(Timestamp),
                    thread: thread.and_then(discord_id),
                })
                .collect();
            if games.is_empty() {
                continue;
            }
            let event = Event::Digest {
                user: UserId::from_db(user),
                games,
            };
            out.push(notify(tx, None, None, event, now).await?);
        }
        Ok(out)
    }
}

pub(super) async fn comfort_of(c: &mut dyn Db, user: UserId) -> Result<ComfortSettings> {
    let row = q::user_comfort(c, user.db()).await?;
    let Some((auto, hour, offset)) = row else {
        return Ok(ComfortSettings::defaults(user));
    };
    Ok(ComfortSettings {
        user,
        auto_vacation: auto.map(|a| a != 0),
        // A value out of range (written by hand) reads as none, not as an error.
        digest_hour: hour.and_then(|h| u8::try_from(h).ok()).filter(|&h| h <= 23),
        utc_offset_minutes: i32::try_from(offset)
            .ok()
            .filter(|m| (-720..=840).contains(m))
            .unwrap_or(0),
    })
}

pub(super) async fn extensions_of(c: &mut dyn Db, game: i64) -> Result<Option<Extensions>> {
    let count = |n: i64| u32::try_from(n).unwrap_or(0).min(MAX_EXTENSIONS);
    Ok(q::game_extensions(c, game)
        .await?
        .map(|(per, black, white)| Extensions {
            per_player: count(per),
            black_left: count(black),
            white_left: count(white),
        })
        .filter(|e| e.per_player > 0))
}
