//! Tests on both backends: [`run`] runs a test body with a backend as the one of its
//! databases, and [`TestDb::new`] opens a fresh SQLite file or a fresh PostgreSQL schema of its
//! own (dropped at the end). The service tests' `backend_tests!(a, b)` (tests/service_common/)
//! turns each plain `async fn a()` of a test file into `a::sqlite` and `a::postgres` with it.
//!
//! PostgreSQL is the server of `SEIREIGI_TEST_POSTGRES` (default
//! `postgres://postgres@127.0.0.1:5432/test`). Without one, the `postgres` tests return at
//! once and say so on the terminal ("PostgreSQL tests NOT run: ..."), unless
//! `SEIREIGI_REQUIRE_POSTGRES=1` (CI), which makes them fail.

use crate::TempDir;
use sqlx::Connection;
use std::io::Write;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

tokio::task_local! {
    static BACKEND: Backend;
}

/// The backend of the running test (SQLite outside `backend_tests!`).
pub fn current() -> Backend {
    BACKEND.try_with(|b| *b).unwrap_or(Backend::Sqlite)
}

pub fn postgres_url() -> String {
    std::env::var("SEIREIGI_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_string())
}

/// Why PostgreSQL cannot be used, if it cannot (checked once per test binary).
fn postgres_missing() -> Option<String> {
    static MISSING: OnceLock<Option<String>> = OnceLock::new();
    MISSING
        .get_or_init(|| {
            // On a thread of its own: the test's runtime may be single-threaded.
            std::thread::spawn(|| {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("runtime");
                rt.block_on(async {
                    let url = postgres_url();
                    let connect = sqlx::PgConnection::connect(&url);
                    match tokio::time::timeout(std::time::Duration::from_secs(5), connect).await {
                        Ok(Ok(c)) => {
                            let _ = c.close().await;
                            None
                        }
                        Ok(Err(e)) => Some(format!("cannot connect to {url}: {e}")),
                        Err(_) => Some(format!("no answer from {url} in 5 s")),
                    }
                })
            })
            .join()
            .expect("probe thread")
        })
        .clone()
}

/// Runs a test body with `backend` as the backend of its fixtures. On PostgreSQL without a
/// server: says so and returns, or fails when `SEIREIGI_REQUIRE_POSTGRES=1`.
pub async fn run(backend: Backend, body: impl std::future::Future<Output = ()>) {
    if backend == Backend::Postgres {
        if let Some(why) = postgres_missing() {
            let required = std::env::var("SEIREIGI_REQUIRE_POSTGRES").is_ok_and(|v| v == "1");
            assert!(!required, "SEIREIGI_REQUIRE_POSTGRES=1 but {why}");
            static TOLD: std::sync::Once = std::sync::Once::new();
            TOLD.call_once(|| {
                // Straight to the terminal: the test harness captures println! of a test
                // that passes.
                let _ = writeln!(
                    std::io::stderr(),
                    "PostgreSQL tests NOT run: {why} (set SEIREIGI_TEST_POSTGRES to a server's URL; \
                     SEIREIGI_REQUIRE_POSTGRES=1 makes this an error)"
                );
            });
            return;
        }
    }
    BACKEND.scope(backend, body).await
}

/// A fresh database of the current backend: a file in a directory of its own, or a schema
/// of its own (`test_...`) on the PostgreSQL server, dropped again at the end.
pub struct TestDb {
    pub backend: Backend,
    pub url: String,
    schema: Option<String>,
    pub dir: TempDir,
}

impl TestDb {
    pub async fn new(tag: &str) -> TestDb {
        TestDb::on(current(), tag).await
    }

    pub async fn on(backend: Backend, tag: &str) -> TestDb {
        let dir = TempDir::new(tag);
        match backend {
            Backend::Sqlite => TestDb {
                backend,
                url: dir.file("games.db"),
                schema: None,
                dir,
            },
            Backend::Postgres => {
                static COUNTER: AtomicU32 = AtomicU32::new(0);
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.subsec_nanos())
                    .unwrap_or(0);
                let schema = format!(
                    "test_{}_{}_{nanos}",
                    std::process::id(),
                    COUNTER.fetch_add(1, Ordering::SeqCst)
                );
                let base = postgres_url();
                let mut c = sqlx::PgConnection::connect(&base)
                    .await
                    .expect("connect to PostgreSQL");
                sqlx::query(&format!("CREATE SCHEMA {schema}"))
                    .execute(&mut c)
                    .await
                    .expect("create the test schema");
                let _ = c.close().await;
                let sep = if base.contains('?') { '&' } else { '?' };
                TestDb {
                    backend,
                    // A test's commits need not wait for the disk: the shared server is not
                    // the place to test durability (the outage tests start clusters of their
                    // own). Every fixture migrates its schema, and sqlx's migrations take one
                    // advisory lock for the whole database, so they queue behind each
                    // other's fsyncs.
                    url: format!(
                        "{base}{sep}options[search_path]={schema}&options[synchronous_commit]=off"
                    ),
                    schema: Some(schema),
                    dir,
                }
            }
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some(schema) = self.schema.take() else {
            return;
        };
        // Dropped from a thread of its own (Drop cannot wait on the test's runtime). While it
        // blocks the test's runtime, a connection the test's pool was about to hand back (a
        // refused command's transaction, whose ROLLBACK sqlx sends on release) cannot finish
        // and keeps its row locks: the test is over, so the sessions holding locks in the
        // schema are ended first. Anything else still holding one waits at most 10 s; the
        // schema is then left.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            rt.block_on(async {
                let Ok(mut c) = sqlx::PgConnection::connect(&postgres_url()).await else {
                    return;
                };
                let _ = sqlx::query(
                    "SELECT pg_terminate_backend(pid) FROM (SELECT DISTINCT l.pid FROM pg_locks l \
                     JOIN pg_class c ON c.oid = l.relation \
                     JOIN pg_namespace n ON n.oid = c.relnamespace \
                     WHERE n.nspname = $1 AND l.pid <> pg_backend_pid()) holders",
                )
                .bind(&schema)
                .execute(&mut c)
                .await;
                let _ = sqlx::query("SET lock_timeout = '10s'")
                    .execute(&mut c)
                    .await;
                let _ = sqlx::query(&format!("DROP SCHEMA {schema} CASCADE"))
                    .execute(&mut c)
                    .await;
                let _ = c.close().await;
            })
        })
        .join();
    }
}
