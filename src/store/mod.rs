//! Storage in SQLite through sqlx: opening (WAL, foreign keys, busy timeout), migrations,
//! write transactions that take the write lock up front. The SQL itself is in `queries`.

pub mod limit_queries;
pub mod queries;
pub mod rows;
pub mod status;
pub mod values;

pub use status::{ChallengeStatus, GameStatus};

use sqlx::migrate::{MigrateError, Migrator};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, Sqlite, SqlitePool, Transaction};
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot open the database {url}: {reason}")]
    Open { url: String, reason: String },
    #[error(
        "the database was written by a newer Seireigi (it has schema migration {0}, which this program does not know); \
         refusing to use it: run the newer version, or point DATABASE_URL at another file"
    )]
    NewerSchema(i64),
    #[error("the database schema could not be brought up to date: {0}")]
    Migrate(String),
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
}

/// The database. Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// Writers of this process queue here rather than in SQLite's busy handler, whose
    /// sleeping retries leave the lock idle and hold pool connections under load.
    writer: Arc<tokio::sync::Mutex<()>>,
}

/// A write transaction, holding this process's writer turn until it ends.
pub struct WriteTx {
    tx: Transaction<'static, Sqlite>,
    _turn: tokio::sync::OwnedMutexGuard<()>,
}

impl WriteTx {
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        self.tx.commit().await
    }
}

impl std::ops::Deref for WriteTx {
    type Target = Transaction<'static, Sqlite>;

    fn deref(&self) -> &Self::Target {
        &self.tx
    }
}

impl std::ops::DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tx
    }
}

impl Store {
    /// Opens (creating if needed) and migrates a database: `sqlite://path.db`, a plain path,
    /// or `sqlite::memory:`.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
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
        let options = SqliteConnectOptions::from_str(&normalized)
            .map_err(|e| open_err(e.to_string()))?
            .create_if_missing(true)
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
        // A connection that comes back still inside a transaction (its COMMIT or ROLLBACK
        // failed: a full disk, say) would make every later BEGIN on it fail: close it instead,
        // and the pool opens a fresh one. The ping first lets a rollback queued by a dropped
        // transaction run, so a connection that rolled back fine is kept.
        let pool_options = pool_options.after_release(|conn, _meta| {
            Box::pin(async move {
                if !conn.is_in_transaction() {
                    return Ok(true);
                }
                conn.ping().await?;
                let clean = !conn.is_in_transaction();
                if !clean {
                    tracing::warn!("a database connection was left inside a transaction: closed");
                }
                Ok(clean)
            })
        });
        let pool = pool_options
            .connect_with(options)
            .await
            .map_err(|e| open_err(e.to_string()))?;
        if let Err(e) = MIGRATOR.run(&pool).await {
            // Close before answering, so a refused database is left exactly as it was
            // (a pool dropped unclosed shuts its connections down later, racing the caller).
            close_pool(&pool).await;
            return Err(match e {
                MigrateError::VersionMissing(v) => StoreError::NewerSchema(v),
                other => StoreError::Migrate(other.to_string()),
            });
        }
        Ok(Store {
            pool,
            writer: Arc::new(tokio::sync::Mutex::new(())),
        })
    }

    /// A fresh in-memory database, for tests and throw-away games.
    pub async fn memory() -> Result<Store, StoreError> {
        Store::open("sqlite::memory:").await
    }

    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// A write transaction holding the write lock from its first statement, so that a
    /// read-then-write never fails half-way on a snapshot another writer changed.
    pub async fn write(&self) -> Result<WriteTx, StoreError> {
        let turn = self.writer.clone().lock_owned().await;
        Ok(WriteTx {
            tx: self.pool.begin_with("BEGIN IMMEDIATE").await?,
            _turn: turn,
        })
    }

    pub async fn close(&self) {
        close_pool(&self.pool).await;
    }
}

/// Closes every connection of a pool before returning. sqlx's `Pool::close` closes the idle
/// connections and then waits for the others to come back, but one that comes back at its
/// last wait (a released connection goes through `after_release` in a spawned task first)
/// is left open in the idle queue: the file stays open, and the WAL is not checkpointed,
/// until the process exits. So wait, briefly, for every connection to be idle first.
async fn close_pool(pool: &SqlitePool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(2);
    while pool.num_idle() < pool.size() as usize && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    pool.close().await;
}
