//! Opening a PostgreSQL database: a pool whose connections never come back still inside a
//! transaction (a dropped write transaction's rollback is sent before the connection is
//! reused, so its row locks go with it), server-side limits on how long a lock or an open
//! transaction can be held, and which errors mean "run the transaction again".

use super::StoreError;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, Connection, PgPool};
use std::str::FromStr;
use std::time::Duration;

/// How many connections one process keeps at most. Writers do not queue in the process as
/// with SQLite: each command holds a connection for its transaction only.
const MAX_CONNECTIONS: u32 = 8;

/// How long opening waits for the server's first answer. The pool retries a refused
/// connection until its acquire timeout and then says only "pool timed out": one connection
/// made first, within this, fails in seconds with the real cause (connection refused, no
/// such database, a wrong password).
const FIRST_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a command waits for a connection. The pool retries a refused connection until
/// then, so this is how long a command takes to learn that the server is down: short, so
/// that the player hears it within Discord's three seconds. A pool merely busy (every
/// connection inside a transaction of a few milliseconds) frees one long before.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);

/// Opens `postgres://...` (or `postgresql://...`).
pub(super) async fn open(url: &str) -> Result<PgPool, StoreError> {
    let open_err = |reason: String| StoreError::Open {
        url: url.to_string(),
        reason,
    };
    // Safety nets, not the locking scheme: a statement waiting 30 s for a row lock fails
    // (and its command with it) rather than hanging, and the server ends a session that
    // sat for a minute inside a transaction doing nothing (a leaked transaction), which
    // releases its locks.
    let options = PgConnectOptions::from_str(url)
        .map_err(|e| open_err(e.to_string()))?
        .options([
            ("lock_timeout", "30s"),
            ("idle_in_transaction_session_timeout", "60s"),
        ]);
    match tokio::time::timeout(FIRST_CONNECT_TIMEOUT, options.connect()).await {
        Ok(Ok(first)) => {
            let _ = first.close().await;
        }
        Ok(Err(e)) => return Err(open_err(e.to_string())),
        Err(_) => {
            return Err(open_err(format!(
                "the server did not answer within {} s",
                FIRST_CONNECT_TIMEOUT.as_secs()
            )))
        }
    }
    PgPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .after_release(super::keep_if_out_of_transaction)
        .connect_with(options)
        .await
        .map_err(|e| open_err(e.to_string()))
}

/// Whether an error means the transaction lost a race and may simply be run again: a
/// serialization failure or a deadlock the server broke by aborting this side.
pub fn retryable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Database(db) => matches!(db.code().as_deref(), Some("40001" | "40P01")),
        _ => false,
    }
}
