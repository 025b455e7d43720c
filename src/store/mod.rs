//! Storage through sqlx, in SQLite (the default: one file, one process) or PostgreSQL (a
//! server several processes share), chosen by the database URL. Opening, migrations (one
//! folder per backend, same versions), connections and write transactions are here; the SQL
//! is in `queries` and `limit_queries`, each statement written once with `$N` placeholders
//! (SQLite reads `$1` as parameter 1 too) and run on either backend through [`on_backend!`].
//!
//! Write transactions: on SQLite they take the write lock up front (`BEGIN IMMEDIATE`,
//! behind this process's writer mutex); on PostgreSQL they run at READ COMMITTED and lock
//! the rows they read to change (`SELECT ... FOR UPDATE`, see [`Conn::locks_rows`]), with
//! the version column as before; a transaction that loses a deadlock is run again by the
//! service ([`retryable`]).

pub mod comfort_queries;
pub mod copy;
pub mod forecast_queries;
pub mod language_queries;
pub mod limit_queries;
pub mod postgres;
pub mod queries;
pub mod rating_queries;
pub mod rows;
mod sqlite;
pub mod status;
pub mod tournament_queries;
pub mod values;

pub use postgres::retryable;
pub use status::{ChallengeStatus, GameStatus};

use sqlx::migrate::{MigrateError, Migrator};
use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, PgPool, Postgres, Sqlite, SqliteConnection, SqlitePool, Transaction};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use thiserror::Error;

/// The pools' `after_release` hook, on both backends: whether a connection coming back to
/// the pool may be kept. One whose transaction was dropped without COMMIT or ROLLBACK (an
/// early return on an error) has its ROLLBACK queued but not sent: the ping sends it, which
/// releases its row locks on PostgreSQL, and a connection that rolled back fine is kept. One
/// still inside a transaction after that (its COMMIT or ROLLBACK failed: a full disk, say)
/// would make every later BEGIN on it fail, so it is closed and the pool opens a fresh one.
fn keep_if_out_of_transaction<'c, C: sqlx::Connection>(
    conn: &'c mut C,
    _meta: sqlx::pool::PoolConnectionMetadata,
) -> Pin<Box<dyn Future<Output = Result<bool, sqlx::Error>> + Send + 'c>> {
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
}

static SQLITE_MIGRATOR: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATOR: Migrator = sqlx::migrate!("./migrations/postgres");

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
    #[error(
        "the database URL names no file (SQLite would open a temporary database that keeps nothing): \
         give a file path, sqlite://path or postgres://..."
    )]
    NoFile,
    #[error("no such file: {0}")]
    NoSuchFile(String),
    #[error(
        "the database {0} is read-only: the bot stores every move and brings the schema up to \
         date at start, so it needs write access to the file and its folder (leave out \
         mode=ro, or let this user write there)"
    )]
    ReadOnly(String),
    #[error("cannot copy the database: {0}")]
    Copy(String),
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
}

/// Which database a URL names: `postgres://` and `postgresql://` are PostgreSQL; anything
/// else (`sqlite:...`, a path) is SQLite.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

impl Kind {
    pub fn of_url(url: &str) -> Kind {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Kind::Postgres
        } else {
            Kind::Sqlite
        }
    }
}

/// The database. Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
}

#[derive(Clone, Debug)]
enum Backend {
    Sqlite {
        pool: SqlitePool,
        /// Writers of this process queue here rather than in SQLite's busy handler, whose
        /// sleeping retries leave the lock idle and hold pool connections under load.
        writer: Arc<tokio::sync::Mutex<()>>,
    },
    Postgres {
        pool: PgPool,
    },
}

/// A connection of either backend, as the queries take it. `locking` (PostgreSQL, inside a
/// write transaction): rows read in order to change them are locked until the commit.
pub enum Conn<'c> {
    Sqlite(&'c mut SqliteConnection),
    Postgres {
        c: &'c mut PgConnection,
        locking: bool,
    },
}

impl Conn<'_> {
    /// Whether reads of rows to be changed must lock them (`FOR UPDATE`). SQLite's write
    /// transactions hold the whole database already.
    pub fn locks_rows(&self) -> bool {
        matches!(self, Conn::Postgres { locking: true, .. })
    }

    pub fn kind(&self) -> Kind {
        match self {
            Conn::Sqlite(_) => Kind::Sqlite,
            Conn::Postgres { .. } => Kind::Postgres,
        }
    }
}

/// Anything the queries run on: a read connection or a write transaction.
pub trait Db: Send {
    fn conn(&mut self) -> Conn<'_>;
}

/// Runs one statement on whichever backend `$db` (a `&mut dyn Db`) is: `$body` is written
/// once and compiled for each, with `$c` the backend's own connection. With `rows`, the
/// statement's count of changed rows is returned (each backend has its own result type).
#[macro_export]
macro_rules! on_backend {
    // A statement run for its effect: how many rows it changed.
    ($db:expr, rows |$c:ident| $body:expr) => {
        match $crate::store::Db::conn($db) {
            $crate::store::Conn::Sqlite($c) => $body.await.map(|done| done.rows_affected()),
            $crate::store::Conn::Postgres { c: $c, .. } => {
                $body.await.map(|done| done.rows_affected())
            }
        }
    };
    ($db:expr, |$c:ident| $body:expr) => {
        match $crate::store::Db::conn($db) {
            $crate::store::Conn::Sqlite($c) => $body.await,
            $crate::store::Conn::Postgres { c: $c, .. } => $body.await,
        }
    };
}

/// A pooled connection for reads (and single-statement writes), outside any transaction.
pub struct ReadConn(ReadInner);

enum ReadInner {
    Sqlite(PoolConnection<Sqlite>),
    Postgres(PoolConnection<Postgres>),
}

impl Db for ReadConn {
    fn conn(&mut self) -> Conn<'_> {
        match &mut self.0 {
            ReadInner::Sqlite(c) => Conn::Sqlite(c),
            ReadInner::Postgres(c) => Conn::Postgres { c, locking: false },
        }
    }
}

/// A write transaction. On SQLite it holds this process's writer turn until it ends.
/// Dropped without [`WriteTx::commit`], it rolls back (before its connection is reused).
pub struct WriteTx {
    tx: TxInner,
    _turn: Option<tokio::sync::OwnedMutexGuard<()>>,
}

enum TxInner {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

impl WriteTx {
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self.tx {
            TxInner::Sqlite(tx) => tx.commit().await,
            TxInner::Postgres(tx) => tx.commit().await,
        }
    }

    pub async fn rollback(self) -> Result<(), sqlx::Error> {
        match self.tx {
            TxInner::Sqlite(tx) => tx.rollback().await,
            TxInner::Postgres(tx) => tx.rollback().await,
        }
    }
}

impl Db for WriteTx {
    fn conn(&mut self) -> Conn<'_> {
        match &mut self.tx {
            TxInner::Sqlite(tx) => Conn::Sqlite(tx),
            TxInner::Postgres(tx) => Conn::Postgres {
                c: tx,
                locking: true,
            },
        }
    }
}

impl Store {
    /// Opens (creating if needed) and migrates a database: `postgres://...` or
    /// `postgresql://...` for PostgreSQL; `sqlite://path.db`, a plain path, or
    /// `sqlite::memory:` for SQLite.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, true).await
    }

    /// Opens and migrates a database that must exist already: a SQLite file that is not
    /// there is refused ([`StoreError::NoSuchFile`]), never created (`copy-db --from`).
    pub async fn open_existing(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, false).await
    }

    async fn open_with(url: &str, create: bool) -> Result<Store, StoreError> {
        let backend = match Kind::of_url(url) {
            Kind::Sqlite => {
                let pool = sqlite::open(url, create).await?;
                if let Err(e) = SQLITE_MIGRATOR.run(&pool).await {
                    // Close before answering, so a refused database is left exactly as it
                    // was (a pool dropped unclosed shuts its connections down later, racing
                    // the caller).
                    sqlite::close(&pool).await;
                    return Err(match &e {
                        MigrateError::Execute(inner) | MigrateError::ExecuteMigration(inner, _)
                            if is_read_only(inner) =>
                        {
                            StoreError::ReadOnly(url.to_string())
                        }
                        _ => migrate_error(e),
                    });
                }
                Backend::Sqlite {
                    pool,
                    writer: Arc::new(tokio::sync::Mutex::new(())),
                }
            }
            Kind::Postgres => {
                let pool = postgres::open(url).await?;
                if let Err(e) = POSTGRES_MIGRATOR.run(&pool).await {
                    pool.close().await;
                    return Err(migrate_error(e));
                }
                Backend::Postgres { pool }
            }
        };
        Ok(Store { backend })
    }

    /// A fresh in-memory database, for tests and throw-away games.
    pub async fn memory() -> Result<Store, StoreError> {
        Store::open("sqlite::memory:").await
    }

    pub fn kind(&self) -> Kind {
        match &self.backend {
            Backend::Sqlite { .. } => Kind::Sqlite,
            Backend::Postgres { .. } => Kind::Postgres,
        }
    }

    /// The SQLite pool, for tools and tests that speak SQLite itself (none on PostgreSQL).
    pub fn sqlite_pool(&self) -> Option<&SqlitePool> {
        match &self.backend {
            Backend::Sqlite { pool, .. } => Some(pool),
            Backend::Postgres { .. } => None,
        }
    }

    /// The PostgreSQL pool, for tools and tests (none on SQLite).
    pub fn postgres_pool(&self) -> Option<&PgPool> {
        match &self.backend {
            Backend::Postgres { pool } => Some(pool),
            Backend::Sqlite { .. } => None,
        }
    }

    /// A connection for reads, outside any transaction.
    pub async fn read(&self) -> Result<ReadConn, StoreError> {
        Ok(ReadConn(match &self.backend {
            Backend::Sqlite { pool, .. } => ReadInner::Sqlite(pool.acquire().await?),
            Backend::Postgres { pool } => ReadInner::Postgres(pool.acquire().await?),
        }))
    }

    /// A write transaction. On SQLite it holds the write lock from its first statement, so
    /// that a read-then-write never fails half-way on a snapshot another writer changed; on
    /// PostgreSQL the rows it reads through [`Conn::locks_rows`] queries are locked instead.
    pub async fn write(&self) -> Result<WriteTx, StoreError> {
        match &self.backend {
            Backend::Sqlite { pool, writer } => {
                let turn = writer.clone().lock_owned().await;
                Ok(WriteTx {
                    tx: TxInner::Sqlite(pool.begin_with("BEGIN IMMEDIATE").await?),
                    _turn: Some(turn),
                })
            }
            Backend::Postgres { pool } => Ok(WriteTx {
                tx: TxInner::Postgres(pool.begin().await?),
                _turn: None,
            }),
        }
    }

    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite { pool, .. } => sqlite::close(pool).await,
            Backend::Postgres { pool } => pool.close().await,
        }
    }
}

/// Whether the database refused a write because it is read-only: SQLite's `SQLITE_READONLY`
/// and its extended codes (opened with `mode=ro`, or a file this user may not write), or
/// PostgreSQL's `read_only_sql_transaction` (a standby server).
pub fn is_read_only(e: &sqlx::Error) -> bool {
    let sqlx::Error::Database(db) = e else {
        return false;
    };
    let code = db.code();
    let code = code.as_deref().unwrap_or_default();
    if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
        code.parse::<i32>().is_ok_and(|c| c & 0xff == 8)
    } else {
        code == "25006"
    }
}

/// A database error the player and the operator must be told about as such, rather than
/// as "something went wrong": the server is away, or out of disk space.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No connection in time (the pool's acquire timeout), a connection refused, reset or
    /// closed, or a server shutting down or starting up.
    Unreachable,
    /// SQLite's `SQLITE_FULL` (and its extended codes) or PostgreSQL's `disk_full` (53100):
    /// nothing of the failed transaction was kept.
    DiskFull,
}

/// Which [`Fault`] an error is, if it is one.
pub fn fault_of(e: &sqlx::Error) -> Option<Fault> {
    match e {
        sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::Tls(_) => {
            Some(Fault::Unreachable)
        }
        sqlx::Error::Database(db) => {
            let code = db.code();
            let code = code.as_deref().unwrap_or_default();
            if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                // SQLITE_FULL is 13; its extended codes keep it in the low byte.
                code.parse::<i32>()
                    .is_ok_and(|c| c & 0xff == 13)
                    .then_some(Fault::DiskFull)
            } else if code == "53100" {
                Some(Fault::DiskFull)
            } else if code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03") {
                // Connection exceptions, and the server shutting down (administrator command,
                // crash) or not accepting connections yet.
                Some(Fault::Unreachable)
            } else {
                None
            }
        }
        _ => None,
    }
}

impl StoreError {
    /// Which [`Fault`] this error is, if it is one.
    pub fn fault(&self) -> Option<Fault> {
        match self {
            StoreError::Sql(e) => fault_of(e),
            _ => None,
        }
    }
}

fn migrate_error(e: MigrateError) -> StoreError {
    match e {
        MigrateError::VersionMissing(v) => StoreError::NewerSchema(v),
        other => StoreError::Migrate(other.to_string()),
    }
}
