//! Unit tests of src/store/mod.rs.

use seireigi::store::{fault_of, Fault, Store};

/// SQLite's SQLITE_FULL is a [`Fault::DiskFull`] (reached here through `max_page_count`,
/// which fails a write with the very code and message a full disk gives: a real full
/// disk is tested through the bot, on a tmpfs, in tests/bot/outage.rs); a pool that
/// finds no connection in time is [`Fault::Unreachable`]; a bad statement is neither.
#[test]
fn faults_are_told_apart() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let store = Store::memory().await.expect("open");
        let pool = store.sqlite_pool().expect("SQLite");
        let mut c = pool.acquire().await.expect("connection");
        sqlx::query("CREATE TABLE filler (x BLOB)")
            .execute(&mut *c)
            .await
            .expect("create");
        let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
            .fetch_one(&mut *c)
            .await
            .expect("page count");
        sqlx::query(&format!("PRAGMA max_page_count = {}", pages + 2))
            .execute(&mut *c)
            .await
            .expect("limit");
        let full = sqlx::query("INSERT INTO filler VALUES (zeroblob(100000))")
            .execute(&mut *c)
            .await
            .expect_err("past max_page_count");
        assert_eq!(fault_of(&full), Some(Fault::DiskFull), "{full}");
        let bad = sqlx::query("SELECT * FROM no_such_table")
            .execute(&mut *c)
            .await
            .expect_err("no table");
        assert_eq!(fault_of(&bad), None, "{bad}");
        assert_eq!(
            fault_of(&sqlx::Error::PoolTimedOut),
            Some(Fault::Unreachable)
        );
    });
}
