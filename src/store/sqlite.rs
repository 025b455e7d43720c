//! Opening a SQLite database: WAL, foreign keys, busy timeout, a pool that never keeps a
//! connection left inside a transaction, and a close that really closes the file.

use super::StoreError;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;
use std::str::FromStr;
use std::time::Duration;

/// Opens `sqlite://path.db`, a plain path, or `sqlite::memory:`; a file that does not exist
/// is created if `create`, else refused as [`StoreError::NoSuchFile`]. A URL that names no
/// file is refused: SQLite would open a private temporary database that keeps nothing.
pub(super) async fn open(url: &str, create: bool) -> Result<SqlitePool, StoreError> {
    let open_err = |reason: String| StoreError::Open {
        url: url.to_string(),
        reason,
    };
    let memory = url.contains(":memory:");
    let normalized = if url.starts_with("sqlite:") {
        url.to_string()
    } else {
        format!("sqlite://{url}")
    };
    let path = normalized
        .trim_start_matches("sqlite:")
        .trim_start_matches("//")
        .split('?')
        .next()
        .unwrap_or_default();
    if path.trim().is_empty() {
        return Err(StoreError::NoFile);
    }
    let options =
        SqliteConnectOptions::from_str(&normalized).map_err(|e| open_err(e.to_string()))?;
    if !create && !memory && !options.get_filename().exists() {
        return Err(StoreError::NoSuchFile(
            options.get_filename().display().to_string(),
        ));
    }
    let options = options
        .create_if_missing(create)
        .journal_mode(if memory {
            SqliteJournalMode::Memory
        } else {
            SqliteJournalMode::Wal
        })
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(Duration::from_secs(10))
        .foreign_keys(true);
    // An in-memory database lives in one connection: keep exactly one, forever.
    let pool_options = if memory {
        SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
    } else {
        SqlitePoolOptions::new().max_connections(8)
    };
    pool_options
        .after_release(super::keep_if_out_of_transaction)
        .connect_with(options)
        .await
        .map_err(|e| {
            if super::is_read_only(&e) {
                StoreError::ReadOnly(url.to_string())
            } else {
                open_err(e.to_string())
            }
        })
}

/// Closes every connection of a pool before returning. sqlx's `Pool::close` closes the idle
/// connections and then waits for the others to come back, but one that comes back at its
/// last wait (a released connection goes through `after_release` in a spawned task first)
/// is left open in the idle queue: the file stays open, and the WAL is not checkpointed,
/// until the process exits. So wait, briefly, for every connection to be idle first.
pub(super) async fn close(pool: &SqlitePool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(2);
    while pool.num_idle() < pool.size() as usize && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    pool.close().await;
}
