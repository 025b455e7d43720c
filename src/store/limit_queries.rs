//! The SQL of the per-user limits (open challenges, repeated offers, the vacation budget,
//! games against the computer), apart from `queries` so that the limits read as one piece.

use super::values::OfferKind;
use sqlx::SqliteConnection;

type Result<T> = std::result::Result<T, sqlx::Error>;

/// A user's challenges still open at `now`: how many, and when the oldest lapses.
pub async fn open_challenges(
    c: &mut SqliteConnection,
    user: i64,
    now: i64,
) -> Result<(i64, Option<i64>)> {
    sqlx::query_as(
        "SELECT COUNT(*), MIN(expires_at) FROM challenges \
         WHERE challenger = ? AND status = 'open' AND expires_at > ?",
    )
    .bind(user)
    .bind(now)
    .fetch_one(c)
    .await
}

/// A user's active games against the computer.
pub async fn active_computer_games_of(c: &mut SqliteConnection, user: i64) -> Result<i64> {
    let (n,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM games WHERE status = 'active' AND computer IS NOT NULL \
         AND computer != ? AND (black = ? OR white = ?)",
    )
    .bind(user)
    .bind(user)
    .bind(user)
    .fetch_one(c)
    .await?;
    Ok(n)
}

/// The ply at which `user` last made an offer of `kind` in a game.
pub async fn last_offer(
    c: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
    user: i64,
) -> Result<Option<i64>> {
    let row: Option<(i64,)> = sqlx::query_as(
        "SELECT ply FROM offer_log WHERE game_id = ? AND kind = ? AND offered_by = ?",
    )
    .bind(game)
    .bind(kind)
    .bind(user)
    .fetch_optional(c)
    .await?;
    Ok(row.map(|r| r.0))
}

pub async fn log_offer(
    c: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
    user: i64,
    ply: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO offer_log (game_id, kind, offered_by, ply) VALUES (?, ?, ?, ?) \
         ON CONFLICT (game_id, kind, offered_by) DO UPDATE SET ply = excluded.ply",
    )
    .bind(game)
    .bind(kind)
    .bind(user)
    .bind(ply)
    .execute(c)
    .await?;
    Ok(())
}

/// Forgets an offer of `kind` in a game (an accepted takeback: nothing was abused).
pub async fn forget_offer(
    c: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
    user: i64,
) -> Result<()> {
    sqlx::query("DELETE FROM offer_log WHERE game_id = ? AND kind = ? AND offered_by = ?")
        .bind(game)
        .bind(kind)
        .bind(user)
        .execute(c)
        .await?;
    Ok(())
}

/// A user's vacations that end after `since`, as (start, end), oldest first.
pub async fn vacations_since(
    c: &mut SqliteConnection,
    user: i64,
    since: i64,
) -> Result<Vec<(i64, i64)>> {
    sqlx::query_as(
        "SELECT started_at, ends_at FROM vacations WHERE user_id = ? AND ends_at > ? \
         ORDER BY started_at",
    )
    .bind(user)
    .bind(since)
    .fetch_all(c)
    .await
}

/// Cuts a running vacation short at `now`.
pub async fn end_vacations(c: &mut SqliteConnection, user: i64, now: i64) -> Result<()> {
    sqlx::query("UPDATE vacations SET ends_at = ? WHERE user_id = ? AND ends_at > ?")
        .bind(now)
        .bind(user)
        .bind(now)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn insert_vacation(
    c: &mut SqliteConnection,
    user: i64,
    started_at: i64,
    ends_at: i64,
) -> Result<()> {
    sqlx::query("INSERT INTO vacations (user_id, started_at, ends_at) VALUES (?, ?, ?)")
        .bind(user)
        .bind(started_at)
        .bind(ends_at)
        .execute(c)
        .await?;
    Ok(())
}
