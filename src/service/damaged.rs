//! Games whose stored record cannot be read. Work over many games (the scheduler, the
//! computer's turns, a user's list, vacations) reads each game on its own: one that cannot be
//! read is logged with its id, marked `damaged` in the database for the operator (`seireigi
//! games --damaged`), left out from then on, and never stops the others.

use super::query::GameInfo;
use super::types::{GameId, Timestamp};
use super::{GameService, Result, ServiceError};
use crate::store::queries;
use crate::store::rows::GameRow;
use crate::store::Db;
use tracing::warn;

/// A game marked damaged, as the operator's listing shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedGame {
    pub id: GameId,
    pub why: String,
    pub since: Timestamp,
}

/// A row-level failure to decode (a value of the wrong type in one row), as opposed to a
/// fault of the database itself, which stops the work and is retried later.
fn row_fault(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::ColumnDecode { .. } | sqlx::Error::Decode(_))
}

/// An error reading one row: a row that does not decode (a word no value has, a value of the
/// wrong type) is damaged (`what` says which record); anything else is the database's fault.
pub(super) fn unreadable(e: sqlx::Error, what: impl FnOnce() -> String) -> ServiceError {
    if row_fault(&e) {
        ServiceError::Corrupt(format!("{}: unreadable row: {e}", what()))
    } else {
        e.into()
    }
}

impl GameService {
    /// Reads the games `ids` one by one. Those that read come back with their summary;
    /// those that cannot are put aside to be marked (and come back in the second list).
    pub(super) async fn read_each(
        &self,
        c: &mut dyn Db,
        ids: Vec<i64>,
    ) -> Result<(Vec<(GameRow, GameInfo)>, Vec<(i64, String)>)> {
        let mut good = Vec::with_capacity(ids.len());
        let mut bad = Vec::new();
        for id in ids {
            match queries::game(c, id).await {
                Ok(Some(row)) => match GameInfo::from_row(&row) {
                    Ok(info) => good.push((row, info)),
                    Err(e) => bad.push((id, why(&e))),
                },
                // Deleted since the list was read.
                Ok(None) => {}
                Err(e) => match unreadable(e, || format!("game #{id}")) {
                    ServiceError::Corrupt(why) => bad.push((id, why)),
                    fault => return Err(fault),
                },
            }
        }
        for (id, why) in &bad {
            self.suspect(*id, why);
        }
        Ok((good, bad))
    }

    /// Remembers a game found unreadable outside a write (a read, or a write that failed
    /// because of it): the next [`GameService::tick`] marks it.
    pub(super) fn suspect(&self, id: i64, why: &str) {
        if let Ok(mut s) = self.suspects.lock() {
            s.entry(id).or_insert_with(|| why.to_string());
        }
    }

    /// Remembers the game of a `Corrupt` error, passing the error on.
    pub(super) fn note(&self, id: i64, e: ServiceError) -> ServiceError {
        if matches!(e, ServiceError::Corrupt(_)) {
            self.suspect(id, &why(&e));
        }
        e
    }

    /// Marks, in the caller's write transaction, every game found unreadable since the last
    /// call, logging each the first time it is marked.
    pub(super) async fn mark_suspects(&self, c: &mut dyn Db, now: Timestamp) -> Result<()> {
        let suspects = match self.suspects.lock() {
            Ok(mut s) => std::mem::take(&mut *s),
            Err(_) => return Ok(()),
        };
        for (id, why) in suspects {
            mark(c, id, &why, now).await?;
        }
        Ok(())
    }

    /// Games marked damaged, for the operator.
    pub async fn damaged_games(&self) -> Result<Vec<DamagedGame>> {
        let mut c = self.store.read().await?;
        Ok(queries::damaged_games(&mut c)
            .await?
            .into_iter()
            .map(|(id, why, at)| DamagedGame {
                id: GameId(id),
                why,
                since: Timestamp(at),
            })
            .collect())
    }

    /// Reads every game (replaying its moves) and marks those that cannot be read: what an
    /// operator runs to find damaged games before any player does. Returns how many games
    /// were read and the ones newly marked.
    pub async fn check_games(&self) -> Result<(usize, Vec<DamagedGame>)> {
        let ids: Vec<i64> = {
            let mut c = self.store.read().await?;
            queries::undamaged_games(&mut c).await?
        };
        let count = ids.len();
        let mut found = Vec::new();
        for id in ids {
            if let Err(e) = self.game_history(GameId(id)).await {
                if let ServiceError::Corrupt(_) = e {
                    found.push(DamagedGame {
                        id: GameId(id),
                        why: why(&e),
                        since: self.now(),
                    });
                } else {
                    return Err(e);
                }
            }
        }
        let now = self.now();
        let mut tx = self.store.write().await?;
        self.mark_suspects(&mut tx, now).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok((count, found))
    }
}

/// Marks one game damaged (once) and logs it.
pub(super) async fn mark(c: &mut dyn Db, id: i64, why: &str, now: Timestamp) -> Result<()> {
    if queries::mark_damaged(c, id, why, now.0).await? {
        warn!(
            game = id,
            why, "the record of this game cannot be read: marked damaged and skipped"
        );
    }
    Ok(())
}

/// The reason of a `Corrupt` error without its "damaged" preamble.
fn why(e: &ServiceError) -> String {
    match e {
        ServiceError::Corrupt(what) => what.clone(),
        other => other.to_string(),
    }
}
