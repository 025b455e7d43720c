//! The SQL of the per-user limits (open challenges, repeated offers, the vacation budget,
//! games against the computer), apart from `queries` so that the limits read as one piece.

use super::values::OfferKind;
use super::Db;
use crate::on_backend;

type Result<T> = std::result::Result<T, sqlx::Error>;

/// A user's challenges still open at `now`: how many, and when the oldest lapses.
pub async fn open_challenges(c: &mut dyn Db, user: i64, now: i64) -> Result<(i64, Option<i64>)> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT COUNT(*), MIN(expires_at) FROM challenges \
         WHERE challenger = $1 AND status = 'open' AND expires_at > $2",
    )
    .bind(user)
    .bind(now)
    .fetch_one(c))
}

/// A user's active games against the computer.
pub async fn active_computer_games_of(c: &mut dyn Db, user: i64) -> Result<i64> {
    let (n,): (i64,) = on_backend!(c, |c| sqlx::query_as(
        "SELECT COUNT(*) FROM games WHERE status = 'active' AND computer IS NOT NULL \
         AND computer != $1 AND (black = $2 OR white = $3)",
    )
    .bind(user)
    .bind(user)
    .bind(user)
    .fetch_one(c))?;
    Ok(n)
}

/// The ply at which `user` last made an offer of `kind` in a game.
pub async fn last_offer(
    c: &mut dyn Db,
    game: i64,
    kind: OfferKind,
    user: i64,
) -> Result<Option<i64>> {
    let row: Option<(i64,)> = on_backend!(c, |c| sqlx::query_as(
        "SELECT ply FROM offer_log WHERE game_id = $1 AND kind = $2 AND offered_by = $3",
    )
    .bind(game)
    .bind(kind)
    .bind(user)
    .fetch_optional(c))?;
    Ok(row.map(|r| r.0))
}

pub async fn log_offer(
    c: &mut dyn Db,
    game: i64,
    kind: OfferKind,
    user: i64,
    ply: i64,
) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO offer_log (game_id, kind, offered_by, ply) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game_id, kind, offered_by) DO UPDATE SET ply = excluded.ply",
            )
            .bind(game)
            .bind(kind)
            .bind(user)
            .bind(ply)
            .execute(c)
    )?;
    Ok(())
}

/// Forgets an offer of `kind` in a game (an accepted takeback: nothing was abused).
pub async fn forget_offer(c: &mut dyn Db, game: i64, kind: OfferKind, user: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "DELETE FROM offer_log WHERE game_id = $1 AND kind = $2 AND offered_by = $3"
            )
            .bind(game)
            .bind(kind)
            .bind(user)
            .execute(c)
    )?;
    Ok(())
}

/// A user's vacations that end after `since`, as (start, end), oldest first.
pub async fn vacations_since(c: &mut dyn Db, user: i64, since: i64) -> Result<Vec<(i64, i64)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT started_at, ends_at FROM vacations WHERE user_id = $1 AND ends_at > $2 \
         ORDER BY started_at",
    )
    .bind(user)
    .bind(since)
    .fetch_all(c))
}

/// Cuts a running vacation short at `now`.
pub async fn end_vacations(c: &mut dyn Db, user: i64, now: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("UPDATE vacations SET ends_at = $1 WHERE user_id = $2 AND ends_at > $3")
                .bind(now)
                .bind(user)
                .bind(now)
                .execute(c)
    )?;
    Ok(())
}

pub async fn insert_vacation(
    c: &mut dyn Db,
    user: i64,
    started_at: i64,
    ends_at: i64,
) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO vacations (user_id, started_at, ends_at) VALUES ($1, $2, $3)"
            )
            .bind(user)
            .bind(started_at)
            .bind(ends_at)
            .execute(c)
    )?;
    Ok(())
}
