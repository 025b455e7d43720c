//! The SQL of conditional moves (forecasts) and private notes, apart from `queries` so that
//! each reads as one piece.

use super::Db;
use crate::on_backend;

type Result<T> = std::result::Result<T, sqlx::Error>;

/// A player's stored forecast in a game: the ply it was stored at and its lines (one per
/// text line, canonical moves separated by spaces).
pub async fn forecast(c: &mut dyn Db, game: i64, user: i64) -> Result<Option<(i64, String)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT ply, lines FROM forecasts WHERE game_id = $1 AND user_id = $2",
    )
    .bind(game)
    .bind(user)
    .fetch_optional(c))
}

/// Stores (replacing) a player's forecast in a game.
pub async fn save_forecast(
    c: &mut dyn Db,
    game: i64,
    user: i64,
    ply: i64,
    lines: &str,
    now: i64,
) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO forecasts (game_id, user_id, ply, lines, updated_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, user_id) DO UPDATE \
                 SET ply = excluded.ply, lines = excluded.lines, updated_at = excluded.updated_at",
            )
            .bind(game)
            .bind(user)
            .bind(ply)
            .bind(lines)
            .bind(now)
            .execute(c)
    )?;
    Ok(())
}

/// Forgets a player's forecast in a game; how many rows went (0 or 1).
pub async fn delete_forecast(c: &mut dyn Db, game: i64, user: i64) -> Result<u64> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM forecasts WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(user)
                .execute(c)
    )
}

/// Forgets every forecast of a game (a takeback, the game's end).
pub async fn delete_forecasts(c: &mut dyn Db, game: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM forecasts WHERE game_id = $1")
                .bind(game)
                .execute(c)
    )?;
    Ok(())
}

/// A player's note on a game.
pub async fn note(c: &mut dyn Db, game: i64, user: i64) -> Result<Option<String>> {
    let row: Option<(String,)> = on_backend!(c, |c| sqlx::query_as(
        "SELECT note FROM game_notes WHERE game_id = $1 AND user_id = $2",
    )
    .bind(game)
    .bind(user)
    .fetch_optional(c))?;
    Ok(row.map(|r| r.0))
}

/// A player's notes on several games, by game.
pub async fn notes_of(c: &mut dyn Db, user: i64) -> Result<Vec<(i64, String)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT game_id, note FROM game_notes WHERE user_id = $1",
    )
    .bind(user)
    .fetch_all(c))
}

/// Stores (replacing) a player's note on a game.
pub async fn save_note(c: &mut dyn Db, game: i64, user: i64, note: &str, now: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO game_notes (game_id, user_id, note, updated_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, user_id) DO UPDATE \
                 SET note = excluded.note, updated_at = excluded.updated_at",
            )
            .bind(game)
            .bind(user)
            .bind(note)
            .bind(now)
            .execute(c)
    )?;
    Ok(())
}

pub async fn delete_note(c: &mut dyn Db, game: i64, user: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM game_notes WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(user)
                .execute(c)
    )?;
    Ok(())
}

/// A player's "play this if my time runs out" move in a game: the ply it is for and the
/// move (canonical text).
pub async fn timeout_move(c: &mut dyn Db, game: i64, user: i64) -> Result<Option<(i64, String)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT ply, move FROM timeout_moves WHERE game_id = $1 AND user_id = $2",
    )
    .bind(game)
    .bind(user)
    .fetch_optional(c))
}

/// Stores (replacing) a player's time-out move in a game.
pub async fn save_timeout_move(
    c: &mut dyn Db,
    game: i64,
    user: i64,
    ply: i64,
    mv: &str,
    now: i64,
) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO timeout_moves (game_id, user_id, ply, move, updated_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, user_id) DO UPDATE \
                 SET ply = excluded.ply, move = excluded.move, updated_at = excluded.updated_at",
            )
            .bind(game)
            .bind(user)
            .bind(ply)
            .bind(mv)
            .bind(now)
            .execute(c)
    )?;
    Ok(())
}

/// Forgets a player's time-out move in a game; how many rows went (0 or 1).
pub async fn delete_timeout_move(c: &mut dyn Db, game: i64, user: i64) -> Result<u64> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM timeout_moves WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(user)
                .execute(c)
    )
}

/// Forgets every time-out move of a game (any move of it, a takeback, its end).
pub async fn delete_timeout_moves(c: &mut dyn Db, game: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM timeout_moves WHERE game_id = $1")
                .bind(game)
                .execute(c)
    )?;
    Ok(())
}
