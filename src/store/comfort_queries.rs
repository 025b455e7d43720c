//! The SQL of clock comfort (migration 0016): extensions per challenge and game, the
//! per-user switches (vacation spent by the clock, the daily digest) and the digests' claims.

use super::Db;
use crate::on_backend;

type Result<T> = std::result::Result<T, sqlx::Error>;

/// The extensions a challenge's game will give each player.
pub async fn set_challenge_extensions(
    c: &mut dyn Db,
    challenge: i64,
    per_player: i64,
) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO challenge_extensions (challenge_id, per_player) VALUES ($1, $2) \
         ON CONFLICT (challenge_id) DO UPDATE SET per_player = excluded.per_player",
            )
            .bind(challenge)
            .bind(per_player)
            .execute(c)
    )?;
    Ok(())
}

/// The extensions of a challenge (0 when it has no row: made before migration 0016).
pub async fn challenge_extensions(c: &mut dyn Db, challenge: i64) -> Result<i64> {
    let n: Option<i64> = on_backend!(c, |c| sqlx::query_scalar(
        "SELECT per_player FROM challenge_extensions WHERE challenge_id = $1"
    )
    .bind(challenge)
    .fetch_optional(c))?;
    Ok(n.unwrap_or(0))
}

/// Gives a new game's players `per_player` extensions each.
pub async fn insert_game_extensions(c: &mut dyn Db, game: i64, per_player: i64) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO game_extensions (game_id, per_player, black_left, white_left) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game)
    .bind(per_player)
    .bind(per_player)
    .bind(per_player)
    .execute(c))?;
    Ok(())
}

/// A game's extensions: (per player, Black's left, White's left); none without a row.
pub async fn game_extensions(c: &mut dyn Db, game: i64) -> Result<Option<(i64, i64, i64)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT per_player, black_left, white_left FROM game_extensions WHERE game_id = $1"
    )
    .bind(game)
    .fetch_optional(c))
}

/// Spends one of `black`'s (or White's) extensions in a game; false if none was left.
pub async fn spend_extension(c: &mut dyn Db, game: i64, black: bool) -> Result<bool> {
    let sql = if black {
        "UPDATE game_extensions SET black_left = black_left - 1 WHERE game_id = $1 AND black_left > 0"
    } else {
        "UPDATE game_extensions SET white_left = white_left - 1 WHERE game_id = $1 AND white_left > 0"
    };
    let done = on_backend!(c, rows | c | sqlx::query(sql).bind(game).execute(c))?;
    Ok(done == 1)
}

/// A user's switches: (auto vacation: NULL for the server's default, digest hour, UTC
/// offset in minutes); none for a user who never set one.
pub async fn user_comfort(
    c: &mut dyn Db,
    user: i64,
) -> Result<Option<(Option<i64>, Option<i64>, i64)>> {
    on_backend!(c, |c| {
        sqlx::query_as(
        "SELECT auto_vacation, digest_hour, utc_offset_minutes FROM user_comfort WHERE user_id = $1"
    )
    .bind(user)
    .fetch_optional(c)
    })
}

pub async fn save_user_comfort(
    c: &mut dyn Db,
    user: i64,
    auto_vacation: Option<i64>,
    digest_hour: Option<i64>,
    utc_offset_minutes: i64,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO user_comfort (user_id, auto_vacation, digest_hour, utc_offset_minutes) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (user_id) DO UPDATE SET auto_vacation = excluded.auto_vacation, \
         digest_hour = excluded.digest_hour, utc_offset_minutes = excluded.utc_offset_minutes",
    )
    .bind(user)
    .bind(auto_vacation)
    .bind(digest_hour)
    .bind(utc_offset_minutes)
    .execute(c))?;
    Ok(())
}

/// Users who asked for the daily digest: (user, hour, UTC offset in minutes).
pub async fn digest_users(c: &mut dyn Db) -> Result<Vec<(i64, i64, i64)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT user_id, digest_hour, utc_offset_minutes FROM user_comfort \
         WHERE digest_hour IS NOT NULL ORDER BY user_id"
    )
    .fetch_all(c))
}

/// Whether `user`'s digest of local `day` was decided already (a plain read, to skip work).
pub async fn digest_decided(c: &mut dyn Db, user: i64, day: i64) -> Result<bool> {
    let n: Option<i64> = on_backend!(c, |c| sqlx::query_scalar(
        "SELECT day FROM digests WHERE user_id = $1 AND day = $2"
    )
    .bind(user)
    .bind(day)
    .fetch_optional(c))?;
    Ok(n.is_some())
}

/// Claims `user`'s digest of local `day`: true for the one transaction that wins it (a
/// second one, in another process, waits on the key and then finds it taken).
pub async fn claim_digest(c: &mut dyn Db, user: i64, day: i64, now: i64) -> Result<bool> {
    let done = on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO digests (user_id, day, decided_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id, day) DO NOTHING",
            )
            .bind(user)
            .bind(day)
            .bind(now)
            .execute(c)
    )?;
    Ok(done == 1)
}

/// The active games where it is `user`'s turn (not the computer's), soonest deadline
/// first, games without a deadline last: (game, deadline, thread).
pub async fn games_waiting_for(
    c: &mut dyn Db,
    user: i64,
) -> Result<Vec<(i64, Option<i64>, Option<i64>)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT id, deadline, thread_id FROM games WHERE status = 'active' AND damaged IS NULL \
         AND ((black = $1 AND side_to_move = 'black') OR (white = $2 AND side_to_move = 'white')) \
         AND (computer IS NULL OR computer != $3) \
         ORDER BY CASE WHEN deadline IS NULL THEN 1 ELSE 0 END, deadline, id"
    )
    .bind(user)
    .bind(user)
    .bind(user)
    .fetch_all(c))
}

/// A user's finished games, the latest ended first: `limit` of them from `offset`.
pub async fn finished_games_of(
    c: &mut dyn Db,
    user: i64,
    offset: i64,
    limit: i64,
) -> Result<Vec<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT id FROM games WHERE (black = $1 OR white = $2) AND status = 'finished' \
         ORDER BY updated_at DESC, id DESC LIMIT $3 OFFSET $4"
    )
    .bind(user)
    .bind(user)
    .bind(limit)
    .bind(offset)
    .fetch_all(c))
}

/// How many finished games a user has.
pub async fn finished_count(c: &mut dyn Db, user: i64) -> Result<i64> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE (black = $1 OR white = $2) AND status = 'finished'"
    )
    .bind(user)
    .bind(user)
    .fetch_one(c))
}
