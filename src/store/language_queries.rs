//! The statements of languages (migration 0013): per user and per server, the language last
//! seen from Discord and the one chosen with /settings or /server. Written once for both
//! backends, as in `queries`.

use super::Db;
use crate::on_backend;

type Result<T> = std::result::Result<T, sqlx::Error>;

/// Whose language: a user's or a server's (the table and its key).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageOf {
    User(i64),
    Guild(i64),
}

impl LanguageOf {
    fn table(self) -> (&'static str, &'static str, i64) {
        match self {
            LanguageOf::User(id) => ("user_languages", "user_id", id),
            LanguageOf::Guild(id) => ("guild_languages", "guild_id", id),
        }
    }
}

/// (seen, chosen) as stored: language codes, or NULL. `None` for a row never written.
pub async fn language(
    c: &mut dyn Db,
    of: LanguageOf,
) -> Result<Option<(Option<String>, Option<String>)>> {
    let (table, key, id) = of.table();
    let sql = format!("SELECT seen, chosen FROM {table} WHERE {key} = $1");
    on_backend!(c, |c| sqlx::query_as(&sql).bind(id).fetch_optional(c))
}

/// Notes the language seen from Discord (the caller writes only when it changed).
pub async fn set_seen_language(c: &mut dyn Db, of: LanguageOf, seen: &str) -> Result<()> {
    let (table, key, id) = of.table();
    let sql = format!(
        "INSERT INTO {table} ({key}, seen) VALUES ($1, $2) \
         ON CONFLICT ({key}) DO UPDATE SET seen = excluded.seen"
    );
    on_backend!(
        c,
        rows | c | sqlx::query(&sql).bind(id).bind(seen).execute(c)
    )?;
    Ok(())
}

/// Sets (or, with `None`, forgets) the language chosen.
pub async fn set_chosen_language(
    c: &mut dyn Db,
    of: LanguageOf,
    chosen: Option<&str>,
) -> Result<()> {
    let (table, key, id) = of.table();
    let sql = format!(
        "INSERT INTO {table} ({key}, chosen) VALUES ($1, $2) \
         ON CONFLICT ({key}) DO UPDATE SET chosen = excluded.chosen"
    );
    on_backend!(
        c,
        rows | c | sqlx::query(&sql).bind(id).bind(chosen).execute(c)
    )?;
    Ok(())
}
