//! Claims on due work, so that several processes on one database never do one piece of it
//! twice (issue 16). Two kinds of work:
//! - decided inside one write transaction (a reminder, a loss on time, an expired
//!   challenge: [`GameService::tick`]): the transaction is the claim. On PostgreSQL the tick
//!   locks each due row it decides (`FOR UPDATE`) and checks it again under the lock, so a
//!   second process's tick waits, then finds it decided; a process that dies mid-tick loses
//!   its locks with its connection. (Not `SKIP LOCKED` here: a row still locked by a
//!   transaction being rolled back, a refused move say, would be left until the next tick.)
//! - done outside any transaction, over the network or on the CPU for a while (posting an
//!   outbox row, the computer's search in a game): the row is claimed for a worker with a
//!   lease (`claimed_by`, `claimed_until`, in the service clock's time), one statement that
//!   only one worker can win (`UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED
//!   LIMIT n) RETURNING id` for the outbox). The others leave it alone while the lease holds
//!   and take it over once it has run out (the holder died). A holder slower than its lease
//!   is still safe: a second post of an outbox row carries the same nonce (Discord shows one
//!   message), and a second computer move fails the game's version check.
//!
//! SQLite (one process, or several on one machine) runs the same statements; its write
//! transactions hold the whole database, so there is nothing to skip.

use super::events::Notification;
use super::types::GameId;
use super::{GameService, Result, ServiceError};
use crate::store::queries;
use std::time::Duration;
use tracing::{info, warn};

/// How long a claim holds unless the operator says otherwise (`SEIREIGI_LEASE_MS`): well
/// above a move post's time, Discord's 429 waits included, and well inside the few minutes
/// for which Discord keeps a post's nonce.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(60);

/// Outbox rows one claim takes at most, so that one process never holds more than it posts
/// within a lease.
pub const CLAIM_BATCH: i64 = 16;

impl GameService {
    /// This service claims work as `worker` for `lease` at a time. The name must be the
    /// process's own (two live processes never share one): a new run of the same worker
    /// takes back at once what the last one held ([`GameService::release_own_claims`]).
    pub fn with_worker(mut self, worker: &str, lease: Duration) -> GameService {
        self.worker = worker.to_string();
        self.lease_ms = i64::try_from(lease.as_millis()).unwrap_or(i64::MAX).max(1);
        self
    }

    /// The name this service claims work under.
    pub fn worker(&self) -> &str {
        &self.worker
    }

    /// How long a claim of this service holds, in milliseconds.
    pub fn lease_ms(&self) -> i64 {
        self.lease_ms
    }

    /// Claims up to [`CLAIM_BATCH`] notifications due now that no live lease holds, for this
    /// worker, and returns them oldest first: this worker delivers them and marks each
    /// delivered ([`GameService::delivered`]) or failed ([`GameService::delivery_failed`]).
    /// A move post this process is making itself is never returned (it may have outlived
    /// its lease on a clock that jumped: it is still ours). A row that cannot be read is
    /// given up on, as in [`GameService::pending_notifications`].
    pub async fn claim_notifications(&self) -> Result<Vec<Notification>> {
        let now = self.now();
        let until = now.0.saturating_add(self.lease_ms);
        let mut tx = self.store.write().await?;
        let lapsed = queries::lapsed_claims(&mut tx, &self.worker, now.0).await?;
        let ids =
            queries::claim_notifications(&mut tx, &self.worker, now.0, until, CLAIM_BATCH).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        for (id, from) in lapsed.iter().filter(|(id, _)| ids.contains(id)) {
            info!(
                notification = id,
                from = from.as_str(),
                worker = self.worker,
                "taking over a post whose process let its claim run out"
            );
        }
        let own = self.claimed.lock().map(|c| c.clone()).unwrap_or_default();
        let ids = ids.into_iter().filter(|id| !own.contains(id)).collect();
        self.read_notifications(ids).await
    }

    /// Claims the computer's work in `game` (its move or its answer to an offer) for
    /// `lease_ms`; false if the game is over or another worker holds it.
    pub async fn claim_computer(&self, game: GameId, lease_ms: i64) -> Result<bool> {
        let now = self.now();
        let until = now.0.saturating_add(lease_ms.max(1));
        let mut tx = self.store.write().await?;
        let won = queries::claim_game(&mut tx, game.0, &self.worker, now.0, until).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(won)
    }

    /// Gives back the claim on the computer's work in `game` (done, or given up).
    pub async fn release_computer(&self, game: GameId) -> Result<()> {
        let mut tx = self.store.write().await?;
        queries::release_game(&mut tx, game.0, &self.worker).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    /// Gives back every claim held under this worker's name, which a previous run of it left
    /// when it stopped: for a bot starting up. Returns how many there were.
    pub async fn release_own_claims(&self) -> Result<u64> {
        let mut tx = self.store.write().await?;
        let n = queries::release_all(&mut tx, &self.worker).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        if n > 0 {
            warn!(
                worker = self.worker,
                claims = n,
                "claims left by this worker's previous run taken back"
            );
        }
        Ok(n)
    }
}
