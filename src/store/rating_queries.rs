//! The statements of ratings (migration 0012): each player's rating per pool (game), the
//! history of rated games, and the game's `rated` flag. Written once for both backends, as in
//! `queries`.

use super::queries::for_update;
use super::Db;
use crate::on_backend;
use sqlx::FromRow;

type Result<T> = std::result::Result<T, sqlx::Error>;

const RATING_COLUMNS: &str =
    "user_id, variant, rating, deviation, volatility, games, wins, losses, \
     draws, best, last_game_at";

/// A player's rating in one pool, as stored after their last rated game.
#[derive(Debug, Clone, FromRow)]
pub struct RatingRow {
    pub user_id: i64,
    pub variant: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    pub best: f64,
    /// When the last rated game ended; NULL before the first.
    pub last_game_at: Option<i64>,
}

/// One player's rating before and after one rated game.
#[derive(Debug, Clone, FromRow)]
pub struct RatingHistoryRow {
    pub game_id: i64,
    pub user_id: i64,
    pub variant: String,
    pub played_at: i64,
    pub rating_before: f64,
    pub deviation_before: f64,
    pub rating_after: f64,
    pub deviation_after: f64,
}

/// Makes the game friendly (a takeback was granted).
pub async fn unrate_game(c: &mut dyn Db, game: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("UPDATE games SET rated = 0 WHERE id = $1")
                .bind(game)
                .execute(c)
    )?;
    Ok(())
}

/// The player's row of the pool, created with `start` (rating, deviation, volatility) if
/// they have none, and locked until the commit on PostgreSQL: two games of one player ending
/// at once are rated one after the other. `INSERT ... ON CONFLICT DO NOTHING` waits for a
/// concurrent insert of the same row to commit, so no unique violation escapes.
pub async fn lock_rating(
    c: &mut dyn Db,
    user: i64,
    variant: &str,
    start: (f64, f64, f64),
) -> Result<RatingRow> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, best) \
         VALUES ($1, $2, $3, $4, $5, $3) ON CONFLICT (user_id, variant) DO NOTHING",
            )
            .bind(user)
            .bind(variant)
            .bind(start.0)
            .bind(start.1)
            .bind(start.2)
            .execute(c)
    )?;
    let lock = for_update(c);
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = $1 AND variant = $2{lock}"
    ))
    .bind(user)
    .bind(variant)
    .fetch_one(c))
}

/// Stores a player's rating after a game (the row exists: [`lock_rating`]).
pub async fn save_rating(c: &mut dyn Db, r: &RatingRow) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = $4, wins = $5, \
         losses = $6, draws = $7, best = $8, last_game_at = $9 WHERE user_id = $10 AND variant = $11",
    )
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.games)
    .bind(r.wins)
    .bind(r.losses)
    .bind(r.draws)
    .bind(r.best)
    .bind(r.last_game_at)
    .bind(r.user_id)
    .bind(&r.variant)
    .execute(c))?;
    Ok(())
}

/// Records one player's change in one game. The key (game, user) refuses a second one.
pub async fn insert_history(c: &mut dyn Db, h: &RatingHistoryRow) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO rating_history (game_id, user_id, variant, played_at, rating_before, \
         deviation_before, rating_after, deviation_after) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(h.game_id)
            .bind(h.user_id)
            .bind(&h.variant)
            .bind(h.played_at)
            .bind(h.rating_before)
            .bind(h.deviation_before)
            .bind(h.rating_after)
            .bind(h.deviation_after)
            .execute(c)
    )?;
    Ok(())
}

/// A player's rating in a pool, if they have a row there.
pub async fn rating(c: &mut dyn Db, user: i64, variant: &str) -> Result<Option<RatingRow>> {
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = $1 AND variant = $2"
    ))
    .bind(user)
    .bind(variant)
    .fetch_optional(c))
}

/// The pool of the player's latest rated game, if any.
pub async fn latest_rated_variant(c: &mut dyn Db, user: i64) -> Result<Option<String>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT variant FROM ratings WHERE user_id = $1 AND games > 0 \
         ORDER BY last_game_at DESC, variant LIMIT 1",
    )
    .bind(user)
    .fetch_optional(c))
}

/// A player's rated games in a pool, oldest first.
pub async fn history(c: &mut dyn Db, user: i64, variant: &str) -> Result<Vec<RatingHistoryRow>> {
    on_backend!(c, |c| {
        sqlx::query_as(
        "SELECT game_id, user_id, variant, played_at, rating_before, deviation_before, rating_after, \
         deviation_after FROM rating_history WHERE user_id = $1 AND variant = $2 \
         ORDER BY played_at, game_id",
    )
    .bind(user)
    .bind(variant)
    .fetch_all(c)
    })
}

/// The rating changes of one game (none for a friendly game).
pub async fn game_changes(c: &mut dyn Db, game: i64) -> Result<Vec<RatingHistoryRow>> {
    on_backend!(c, |c| {
        sqlx::query_as(
        "SELECT game_id, user_id, variant, played_at, rating_before, deviation_before, rating_after, \
         deviation_after FROM rating_history WHERE game_id = $1 ORDER BY user_id",
    )
    .bind(game)
    .fetch_all(c)
    })
}

/// The ratings of a pool whose players finished a rated game of it in `guild`, with at least
/// `min_games` rated games and one since `since`, best first (the service applies the rest of
/// the leaderboard's rule).
pub async fn guild_ratings(
    c: &mut dyn Db,
    guild: i64,
    variant: &str,
    min_games: i64,
    since: i64,
) -> Result<Vec<RatingRow>> {
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {RATING_COLUMNS} FROM ratings r WHERE r.variant = $1 AND r.games >= $2 \
         AND r.last_game_at >= $3 AND EXISTS (SELECT 1 FROM rating_history h \
         JOIN games g ON g.id = h.game_id WHERE h.user_id = r.user_id AND h.variant = r.variant \
         AND g.guild_id = $4) ORDER BY r.rating DESC, r.user_id"
    ))
    .bind(variant)
    .bind(min_games)
    .bind(since)
    .bind(guild)
    .fetch_all(c))
}
