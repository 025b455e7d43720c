//! `seireigi copy-db`: every row of one database into another, of either backend (SQLite to
//! PostgreSQL to move an installation). The source is read in one transaction (a consistent
//! snapshot; on SQLite it also keeps the bot from writing meanwhile); the target, freshly
//! migrated and empty, is written in one transaction, in the order of the foreign keys, ids
//! kept (so message ids, buttons and game numbers stay valid), the row counts checked before
//! the commit, and PostgreSQL's id sequences moved past the copied ids.

use super::{Conn, Db, Kind, Store, StoreError};
use crate::on_backend;
use sqlx::Row;

/// The tables and their columns as of the newest migration, parents before children.
/// `true`: an integer column; `false`: text, or a floating-point number if named in [`REAL`].
const TABLES: &[(&str, &[(&str, bool)])] = &[
    (
        "users",
        &[
            ("id", true),
            ("notation", false),
            ("piece_style", false),
            ("orientation", false),
            ("notify", false),
            ("reminders", true),
            ("vacation_until", true),
            ("dm_failed", true),
            ("web_key_version", true),
        ],
    ),
    ("web_secret", &[("id", true), ("secret", false)]),
    (
        "guilds",
        &[
            ("id", true),
            ("default_variant", false),
            ("default_days", true),
            ("allowed_channels", false),
        ],
    ),
    (
        "games",
        &[
            ("id", true),
            ("variant", false),
            ("black", true),
            ("white", true),
            ("start_sfen", false),
            ("position_sfen", false),
            ("ply", true),
            ("status", false),
            ("winner", false),
            ("reason", false),
            ("days_per_move", true),
            ("deadline", true),
            ("reminder_at", true),
            ("reminder_sent", true),
            ("version", true),
            ("created_at", true),
            ("updated_at", true),
            ("guild_id", true),
            ("channel_id", true),
            ("thread_id", true),
            ("message_id", true),
            ("computer", true),
            ("computer_level", false),
            ("damaged", false),
            ("damaged_at", true),
            ("rules_hash", false),
            ("board_style", false),
            ("side_to_move", false),
            ("public_id", false),
            ("rated", true),
        ],
    ),
    (
        "moves",
        &[
            ("game_id", true),
            ("ply", true),
            ("move", false),
            ("played_at", true),
        ],
    ),
    (
        "challenges",
        &[
            ("id", true),
            ("challenger", true),
            ("challenged", true),
            ("variant", false),
            ("start_sfen", false),
            ("color", false),
            ("days_per_move", true),
            ("status", false),
            ("created_at", true),
            ("expires_at", true),
            ("game_id", true),
            ("guild_id", true),
            ("channel_id", true),
            ("message_id", true),
            ("rated", true),
        ],
    ),
    (
        "offers",
        &[
            ("game_id", true),
            ("kind", false),
            ("offered_by", true),
            ("ply", true),
            ("created_at", true),
        ],
    ),
    (
        "notifications",
        &[
            ("id", true),
            ("game_id", true),
            ("challenge_id", true),
            ("event", false),
            ("created_at", true),
            ("delivered_at", true),
            ("attempts", true),
            ("next_attempt_at", true),
            ("failed_at", true),
            ("last_error", false),
        ],
    ),
    (
        "offer_log",
        &[
            ("game_id", true),
            ("kind", false),
            ("offered_by", true),
            ("ply", true),
        ],
    ),
    (
        "vacations",
        &[("user_id", true), ("started_at", true), ("ends_at", true)],
    ),
    (
        "ratings",
        &[
            ("user_id", true),
            ("variant", false),
            ("rating", false),
            ("deviation", false),
            ("volatility", false),
            ("games", true),
            ("wins", true),
            ("losses", true),
            ("draws", true),
            ("best", false),
            ("last_game_at", true),
        ],
    ),
    (
        "rating_history",
        &[
            ("game_id", true),
            ("user_id", true),
            ("variant", false),
            ("played_at", true),
            ("rating_before", false),
            ("deviation_before", false),
            ("rating_after", false),
            ("deviation_after", false),
        ],
    ),
    (
        "forecasts",
        &[
            ("game_id", true),
            ("user_id", true),
            ("ply", true),
            ("lines", false),
            ("updated_at", true),
        ],
    ),
    (
        "timeout_moves",
        &[
            ("game_id", true),
            ("user_id", true),
            ("ply", true),
            ("move", false),
            ("updated_at", true),
        ],
    ),
    (
        "game_notes",
        &[
            ("game_id", true),
            ("user_id", true),
            ("note", false),
            ("updated_at", true),
        ],
    ),
    (
        "challenge_extensions",
        &[("challenge_id", true), ("per_player", true)],
    ),
    (
        "game_extensions",
        &[
            ("game_id", true),
            ("per_player", true),
            ("black_left", true),
            ("white_left", true),
        ],
    ),
    (
        "user_comfort",
        &[
            ("user_id", true),
            ("auto_vacation", true),
            ("digest_hour", true),
            ("utc_offset_minutes", true),
        ],
    ),
    (
        "digests",
        &[("user_id", true), ("day", true), ("decided_at", true)],
    ),
    (
        "user_languages",
        &[("user_id", true), ("seen", false), ("chosen", false)],
    ),
    (
        "guild_languages",
        &[("guild_id", true), ("seen", false), ("chosen", false)],
    ),
    (
        "tournaments",
        &[
            ("id", true),
            ("guild_id", true),
            ("name", false),
            ("variant", false),
            ("days_per_move", true),
            ("format", false),
            ("rated", true),
            ("max_players", true),
            ("advance", true),
            ("starts_at", true),
            ("created_by", true),
            ("created_at", true),
            ("status", false),
            ("stage", true),
            ("winner", true),
            ("finished_at", true),
            ("channel_id", true),
            ("message_id", true),
            ("thread_id", true),
        ],
    ),
    (
        "tournament_players",
        &[
            ("tournament_id", true),
            ("user_id", true),
            ("joined_at", true),
            ("withdrawn_at", true),
        ],
    ),
    (
        "tournament_seats",
        &[
            ("tournament_id", true),
            ("stage", true),
            ("section", true),
            ("number", true),
            ("user_id", true),
        ],
    ),
    (
        "tournament_games",
        &[
            ("game_id", true),
            ("tournament_id", true),
            ("stage", true),
            ("section", true),
            ("round", true),
            ("sente", true),
            ("gote", true),
        ],
    ),
];

/// The columns of [`TABLES`] that hold floating-point numbers (the ratings' Glicko values).
const REAL: &[&str] = &[
    "rating",
    "deviation",
    "volatility",
    "best",
    "rating_before",
    "deviation_before",
    "rating_after",
    "deviation_after",
];

/// The tables whose ids a sequence gives (AUTOINCREMENT on SQLite, identity on PostgreSQL).
const SEQUENCED: &[&str] = &["games", "challenges", "notifications", "tournaments"];

#[derive(Clone, Debug, PartialEq)]
enum Value {
    Int(Option<i64>),
    Text(Option<String>),
    Real(Option<f64>),
}

/// What was copied: (table, rows), in copy order.
pub type Copied = Vec<(&'static str, u64)>;

/// Copies every row of `from` into `to`, which must hold no rows yet. Nothing is written to
/// `to` unless everything was copied and counted.
pub async fn copy_all(from: &Store, to: &Store) -> Result<Copied, StoreError> {
    let mut target = to.write().await?;
    for (table, _) in TABLES {
        let n = count(&mut target, table).await?;
        if n > 0 {
            return Err(StoreError::Copy(format!(
                "the target database is not empty (its {table} table has {n} rows): copy into a new database"
            )));
        }
    }
    let mut source = from.write().await?;
    if let Conn::Postgres { c, .. } = source.conn() {
        // One snapshot of every table, and no write by mistake.
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            .execute(c)
            .await?;
    }
    let mut copied = Vec::new();
    for (table, columns) in TABLES {
        let rows = read_table(&mut source, table, columns).await?;
        for row in &rows {
            insert(&mut target, table, columns, row).await?;
        }
        let expected = rows.len() as u64;
        let found = count(&mut target, table).await?;
        if found != expected {
            return Err(StoreError::Copy(format!(
                "{table}: {expected} rows read but {found} in the target: nothing copied"
            )));
        }
        copied.push((*table, expected));
    }
    if target.conn().kind() == Kind::Postgres {
        for table in SEQUENCED {
            let sql = format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            );
            on_backend!(&mut target, rows | c | sqlx::query(&sql).execute(c))?;
        }
    }
    source.rollback().await?;
    target.commit().await?;
    Ok(copied)
}

async fn count(c: &mut dyn Db, table: &str) -> Result<u64, StoreError> {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    let n: i64 = on_backend!(c, |c| sqlx::query_scalar(&sql).fetch_one(c))?;
    Ok(n.max(0) as u64)
}

async fn read_table(
    c: &mut dyn Db,
    table: &str,
    columns: &[(&str, bool)],
) -> Result<Vec<Vec<Value>>, StoreError> {
    let names: Vec<&str> = columns.iter().map(|(n, _)| *n).collect();
    // In key order, so that a copy is the same every time (and ids go in ascending).
    let order = match columns[0].0 {
        "id" => "id".to_string(),
        _ => names.join(", "),
    };
    let sql = format!(
        "SELECT {} FROM {table} ORDER BY {order}",
        names
            .iter()
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let bad = |row: usize, column: &str, e: sqlx::Error| {
        StoreError::Copy(format!(
            "{table}: row {} cannot be read ({column}: {e}); fix or delete it, then copy again",
            row + 1
        ))
    };
    macro_rules! decode {
        ($rows:expr) => {{
            let mut out = Vec::with_capacity($rows.len());
            for (i, row) in $rows.iter().enumerate() {
                let mut values = Vec::with_capacity(columns.len());
                for (j, (name, int)) in columns.iter().enumerate() {
                    values.push(if *int {
                        Value::Int(row.try_get(j).map_err(|e| bad(i, name, e))?)
                    } else if REAL.contains(name) {
                        Value::Real(row.try_get(j).map_err(|e| bad(i, name, e))?)
                    } else {
                        Value::Text(row.try_get(j).map_err(|e| bad(i, name, e))?)
                    });
                }
                out.push(values);
            }
            out
        }};
    }
    Ok(match c.conn() {
        Conn::Sqlite(c) => {
            let rows = sqlx::query(&sql).fetch_all(c).await?;
            decode!(rows)
        }
        Conn::Postgres { c, .. } => {
            let rows = sqlx::query(&sql).fetch_all(c).await?;
            decode!(rows)
        }
    })
}

async fn insert(
    c: &mut dyn Db,
    table: &str,
    columns: &[(&str, bool)],
    row: &[Value],
) -> Result<(), StoreError> {
    let names: Vec<String> = columns.iter().map(|(n, _)| format!("\"{n}\"")).collect();
    let params: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "INSERT INTO {table} ({}) VALUES ({})",
        names.join(", "),
        params.join(", ")
    );
    macro_rules! bound {
        ($q:expr) => {{
            let mut q = $q;
            for v in row {
                q = match v {
                    Value::Int(i) => q.bind(*i),
                    Value::Text(t) => q.bind(t.clone()),
                    Value::Real(r) => q.bind(*r),
                };
            }
            q
        }};
    }
    match c.conn() {
        Conn::Sqlite(c) => bound!(sqlx::query(&sql)).execute(c).await.map(|_| ())?,
        Conn::Postgres { c, .. } => bound!(sqlx::query(&sql)).execute(c).await.map(|_| ())?,
    }
    Ok(())
}
