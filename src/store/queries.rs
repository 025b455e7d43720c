//! Every SQL statement of the project. Each function runs on a connection or a transaction
//! of either backend; each statement is written once (`$N` placeholders, SQL both databases
//! read), and where the two must differ both texts stand side by side in the function. The
//! service tests run every one of them against a real database of each kind, so a wrong
//! column fails a test.

use super::rows::{ChallengeRow, GameRow, GuildRow, MoveRow, NotificationRow, OfferRow, UserRow};
use super::status::{ChallengeStatus, GameStatus};
use super::values::{ColorChoice, OfferKind, StoredLevel, StoredStyle};
use super::{Db, Kind};
use crate::on_backend;
use crate::rules::{Color, Reason};

type Result<T> = std::result::Result<T, sqlx::Error>;

const GAME_COLUMNS: &str = "id, variant, black, white, start_sfen, position_sfen, ply, status, side_to_move, winner, \
     reason, days_per_move, deadline, reminder_at, reminder_sent, version, created_at, updated_at, guild_id, channel_id, \
     thread_id, message_id, computer, computer_level, rules_hash, damaged, board_style, public_id, rated";

const CHALLENGE_COLUMNS: &str =
    "id, challenger, challenged, variant, start_sfen, color, days_per_move, status, \
     created_at, expires_at, game_id, guild_id, channel_id, message_id, rated";

/// ` FOR UPDATE` when a row is read, inside a PostgreSQL write transaction, in order to be
/// changed: a second writer of the same row then waits for the first to commit and reads
/// what it wrote (READ COMMITTED), instead of both computing from the old row. Nothing on
/// SQLite, whose write transactions hold the whole database.
pub(super) fn for_update(c: &mut dyn Db) -> &'static str {
    if c.conn().locks_rows() {
        " FOR UPDATE"
    } else {
        ""
    }
}

// ---- users and guilds

pub async fn ensure_user(c: &mut dyn Db, user: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING")
                .bind(user)
                .execute(c)
    )?;
    Ok(())
}

pub async fn user(c: &mut dyn Db, user: i64) -> Result<Option<UserRow>> {
    let lock = for_update(c);
    on_backend!(c, |c| {
        sqlx::query_as(&format!(
        "SELECT id, notation, piece_style, orientation, notify, reminders, vacation_until, dm_failed \
         FROM users WHERE id = $1{lock}"
    ))
    .bind(user)
    .fetch_optional(c)
    })
}

/// When a user's vacation ends (none if they never took one), read alone so that the
/// clock of a move never depends on the rest of the user's row.
pub async fn vacation_until(c: &mut dyn Db, user: i64) -> Result<Option<i64>> {
    let until: Option<Option<i64>> = on_backend!(c, |c| sqlx::query_scalar(
        "SELECT vacation_until FROM users WHERE id = $1"
    )
    .bind(user)
    .fetch_optional(c))?;
    Ok(until.flatten())
}

pub async fn save_user(c: &mut dyn Db, u: &UserRow) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO users (id, notation, piece_style, orientation, notify, reminders, vacation_until, dm_failed) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO UPDATE SET notation = excluded.notation, \
         piece_style = excluded.piece_style, orientation = excluded.orientation, notify = excluded.notify, \
         reminders = excluded.reminders, vacation_until = excluded.vacation_until, dm_failed = excluded.dm_failed",
    )
    .bind(u.id)
    .bind(u.notation)
    .bind(u.piece_style)
    .bind(u.orientation)
    .bind(u.notify)
    .bind(u.reminders)
    .bind(u.vacation_until)
    .bind(u.dm_failed)
    .execute(c))?;
    Ok(())
}

// ---- personal web links

/// The secret personal web links are signed with, if one was made.
pub async fn web_secret(c: &mut dyn Db) -> Result<Option<String>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT secret FROM web_secret WHERE id = 1"
    )
    .fetch_optional(c))
}

/// Stores `secret` unless one is there already (another process was first): read it back.
pub async fn offer_web_secret(c: &mut dyn Db, secret: &str) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO web_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING"
            )
            .bind(secret)
            .execute(c)
    )?;
    Ok(())
}

/// A user's key version (0 for a user never seen).
pub async fn web_key_version(c: &mut dyn Db, user: i64) -> Result<i64> {
    let v: Option<i64> = on_backend!(c, |c| sqlx::query_scalar(
        "SELECT web_key_version FROM users WHERE id = $1"
    )
    .bind(user)
    .fetch_optional(c))?;
    Ok(v.unwrap_or(0))
}

/// Raises a user's key version by one (the user's row must exist) and returns the new one.
pub async fn bump_web_key_version(c: &mut dyn Db, user: i64) -> Result<i64> {
    on_backend!(c, |c| {
        sqlx::query_scalar(
        "UPDATE users SET web_key_version = web_key_version + 1 WHERE id = $1 RETURNING web_key_version"
    )
    .bind(user)
    .fetch_one(c)
    })
}

pub async fn guild(c: &mut dyn Db, guild: i64) -> Result<Option<GuildRow>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT id, default_variant, default_days, allowed_channels FROM guilds WHERE id = $1",
    )
    .bind(guild)
    .fetch_optional(c))
}

pub async fn save_guild(c: &mut dyn Db, g: &GuildRow) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO guilds (id, default_variant, default_days, allowed_channels) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (id) DO UPDATE SET default_variant = excluded.default_variant, \
         default_days = excluded.default_days, allowed_channels = excluded.allowed_channels",
    )
    .bind(g.id)
    .bind(&g.default_variant)
    .bind(g.default_days)
    .bind(&g.allowed_channels)
    .execute(c))?;
    Ok(())
}

// ---- challenges

pub struct NewChallengeRow<'a> {
    pub challenger: i64,
    pub challenged: Option<i64>,
    pub variant: &'a str,
    pub start_sfen: &'a str,
    pub color: ColorChoice,
    pub days_per_move: Option<i64>,
    pub created_at: i64,
    pub expires_at: i64,
    /// A rated challenge (migration 0012).
    pub rated: bool,
}

pub async fn insert_challenge(c: &mut dyn Db, n: &NewChallengeRow<'_>) -> Result<i64> {
    let id: i64 = on_backend!(c, |c| {
        sqlx::query_scalar(
        "INSERT INTO challenges (challenger, challenged, variant, start_sfen, color, days_per_move, status, \
         created_at, expires_at, rated) VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9) RETURNING id",
    )
    .bind(n.challenger)
    .bind(n.challenged)
    .bind(n.variant)
    .bind(n.start_sfen)
    .bind(n.color)
    .bind(n.days_per_move)
    .bind(n.created_at)
    .bind(n.expires_at)
    .bind(i64::from(n.rated))
    .fetch_one(c)
    })?;
    Ok(id)
}

pub async fn challenge(c: &mut dyn Db, id: i64) -> Result<Option<ChallengeRow>> {
    let lock = for_update(c);
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1{lock}"
    ))
    .bind(id)
    .fetch_optional(c))
}

/// Moves an open challenge to a final status; false if it was no longer open.
pub async fn close_challenge(
    c: &mut dyn Db,
    id: i64,
    status: ChallengeStatus,
    game: Option<i64>,
) -> Result<bool> {
    let done =
        on_backend!(c, rows |c| sqlx::query(
        "UPDATE challenges SET status = $1, game_id = $2 WHERE id = $3 AND status = 'open'",
    )
    .bind(status)
    .bind(game)
    .bind(id)
    .execute(c))?;
    Ok(done == 1)
}

/// Open challenges past their expiry: (id, challenger). Only those columns, so that one
/// damaged row never stops the others expiring.
pub async fn due_challenges(c: &mut dyn Db, now: i64) -> Result<Vec<(i64, i64)>> {
    on_backend!(c, |c| {
        sqlx::query_as(
        "SELECT id, challenger FROM challenges WHERE status = 'open' AND expires_at <= $1 ORDER BY id",
    )
    .bind(now)
    .fetch_all(c)
    })
}

pub async fn set_challenge_message(
    c: &mut dyn Db,
    id: i64,
    guild: Option<i64>,
    channel: i64,
    message: i64,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query("UPDATE challenges SET guild_id = $1, channel_id = $2, message_id = $3 WHERE id = $4")
        .bind(guild)
        .bind(channel)
        .bind(message)
        .bind(id)
        .execute(c))?;
    Ok(())
}

// ---- games

pub struct NewGameRow<'a> {
    pub variant: &'a str,
    pub black: i64,
    pub white: i64,
    pub start_sfen: &'a str,
    /// Whose turn it is in the start position.
    pub side_to_move: Color,
    pub days_per_move: Option<i64>,
    pub deadline: Option<i64>,
    pub reminder_at: Option<i64>,
    pub now: i64,
    /// The player who is the engine, and its level, in a game against the computer.
    pub computer: Option<(i64, StoredLevel)>,
    /// The hash of the rules the game starts under (docs/games.md).
    pub rules_hash: &'a str,
    /// A rated game (migration 0012).
    pub rated: bool,
}

pub async fn insert_game(c: &mut dyn Db, n: &NewGameRow<'_>) -> Result<i64> {
    // The game's public id (migration 0010): 128 random bits on SQLite, 122 on PostgreSQL,
    // each from the database's own strong random source.
    let public_id = match c.conn().kind() {
        Kind::Sqlite => "lower(hex(randomblob(16)))",
        Kind::Postgres => "replace(gen_random_uuid()::text, '-', '')",
    };
    on_backend!(c, |c| {
        sqlx::query_scalar(&format!(
        "INSERT INTO games (variant, black, white, start_sfen, position_sfen, status, side_to_move, \
         days_per_move, deadline, reminder_at, created_at, updated_at, computer, computer_level, rules_hash, \
         rated, public_id) VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
         {public_id}) RETURNING id",
    ))
    .bind(n.variant)
    .bind(n.black)
    .bind(n.white)
    .bind(n.start_sfen)
    .bind(n.start_sfen)
    .bind(n.side_to_move)
    .bind(n.days_per_move)
    .bind(n.deadline)
    .bind(n.reminder_at)
    .bind(n.now)
    .bind(n.now)
    .bind(n.computer.map(|(user, _)| user))
    .bind(n.computer.map(|(_, level)| level))
    .bind(n.rules_hash)
    .bind(i64::from(n.rated))
    .fetch_one(c)
    })
}

/// Active games against the computer (whoever is to move), not marked damaged. Lists of
/// games return ids: each row is then read on its own, so one that cannot be read is
/// skipped and marked without failing the others.
pub async fn active_computer_games(c: &mut dyn Db) -> Result<Vec<i64>> {
    on_backend!(c, |c| {
        sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND computer IS NOT NULL AND damaged IS NULL \
         ORDER BY updated_at, id",
    )
    .fetch_all(c)
    })
}

pub async fn game(c: &mut dyn Db, id: i64) -> Result<Option<GameRow>> {
    let lock = for_update(c);
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE id = $1{lock}"
    ))
    .bind(id)
    .fetch_optional(c))
}

/// Every game not marked damaged, for the operator's check.
pub async fn undamaged_games(c: &mut dyn Db) -> Result<Vec<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT id FROM games WHERE damaged IS NULL ORDER BY id"
    )
    .fetch_all(c))
}

pub async fn games_of(c: &mut dyn Db, user: i64, active_only: bool) -> Result<Vec<i64>> {
    let filter = if active_only {
        "AND status = 'active'"
    } else {
        ""
    };
    on_backend!(c, |c| {
        sqlx::query_scalar(&format!(
        "SELECT id FROM games WHERE (black = $1 OR white = $2) {filter} ORDER BY updated_at DESC, id DESC"
    ))
    .bind(user)
    .bind(user)
    .fetch_all(c)
    })
}

/// The game whose public id (migration 0010) this is.
pub async fn game_by_public_id(c: &mut dyn Db, public_id: &str) -> Result<Option<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT id FROM games WHERE public_id = $1"
    )
    .bind(public_id)
    .fetch_optional(c))
}

/// The versions of these games (those that exist), in one statement whatever their number:
/// the ids go as one JSON array.
pub async fn game_versions(c: &mut dyn Db, ids: &[i64]) -> Result<Vec<(i64, i64)>> {
    let list = serde_json::to_string(ids).unwrap_or_else(|_| "[]".to_string());
    let sql = match c.conn().kind() {
        Kind::Sqlite => {
            "SELECT id, version FROM games WHERE id IN (SELECT value FROM json_each($1))"
        }
        Kind::Postgres => {
            "SELECT id, version FROM games WHERE id IN \
             (SELECT value::bigint FROM json_array_elements_text($1::json))"
        }
    };
    on_backend!(c, |c| sqlx::query_as(sql).bind(&list).fetch_all(c))
}

/// Whether the database answers.
pub async fn ping(c: &mut dyn Db) -> Result<()> {
    let _: i32 = on_backend!(c, |c| sqlx::query_scalar("SELECT 1").fetch_one(c))?;
    Ok(())
}

pub async fn game_by_thread(c: &mut dyn Db, thread: i64) -> Result<Option<GameRow>> {
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE thread_id = $1"
    ))
    .bind(thread)
    .fetch_optional(c))
}

/// The new state of a game after a move, a takeback or an end. Applied only if the game
/// still has the version the change was computed from.
pub struct GameUpdate<'a> {
    pub id: i64,
    pub expected_version: i64,
    pub position_sfen: &'a str,
    pub side_to_move: Color,
    pub ply: i64,
    pub finished: bool,
    pub winner: Option<Color>,
    pub reason: Option<Reason>,
    pub deadline: Option<i64>,
    pub reminder_at: Option<i64>,
    pub now: i64,
}

pub async fn update_game(c: &mut dyn Db, u: &GameUpdate<'_>) -> Result<bool> {
    let done = on_backend!(c, rows |c| sqlx::query(
        "UPDATE games SET position_sfen = $1, side_to_move = $2, ply = $3, status = $4, winner = $5, reason = $6, \
         deadline = $7, reminder_at = $8, reminder_sent = 0, version = version + 1, updated_at = $9 \
         WHERE id = $10 AND version = $11",
    )
    .bind(u.position_sfen)
    .bind(u.side_to_move)
    .bind(u.ply)
    .bind(if u.finished {
        GameStatus::Finished
    } else {
        GameStatus::Active
    })
    .bind(u.winner)
    .bind(u.reason)
    .bind(u.deadline)
    .bind(u.reminder_at)
    .bind(u.now)
    .bind(u.id)
    .bind(u.expected_version)
    .execute(c))?;
    Ok(done == 1)
}

pub async fn mark_reminder_sent(c: &mut dyn Db, id: i64, version: i64) -> Result<bool> {
    let done = on_backend!(c, rows |c| sqlx::query(
        "UPDATE games SET reminder_sent = 1 WHERE id = $1 AND version = $2 AND reminder_sent = 0",
    )
    .bind(id)
    .bind(version)
    .execute(c))?;
    Ok(done == 1)
}

pub async fn set_clock(
    c: &mut dyn Db,
    id: i64,
    deadline: Option<i64>,
    reminder_at: Option<i64>,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query("UPDATE games SET deadline = $1, reminder_at = $2, reminder_sent = 0, version = version + 1 WHERE id = $3")
        .bind(deadline)
        .bind(reminder_at)
        .bind(id)
        .execute(c))?;
    Ok(())
}

pub async fn due_timeouts(c: &mut dyn Db, now: i64) -> Result<Vec<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND deadline IS NOT NULL AND deadline <= $1 \
         AND damaged IS NULL ORDER BY id",
    )
    .bind(now)
    .fetch_all(c))
}

pub async fn due_reminders(c: &mut dyn Db, now: i64) -> Result<Vec<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND reminder_sent = 0 \
         AND reminder_at IS NOT NULL AND reminder_at <= $1 AND damaged IS NULL ORDER BY id",
    )
    .bind(now)
    .fetch_all(c))
}

/// Marks a game whose record cannot be read, with why (kept from the first time).
pub async fn mark_damaged(c: &mut dyn Db, id: i64, why: &str, now: i64) -> Result<bool> {
    let done =
        on_backend!(c, rows |c| sqlx::query(
        "UPDATE games SET damaged = $1, damaged_at = $2 WHERE id = $3 AND damaged IS NULL",
    )
    .bind(why)
    .bind(now)
    .bind(id)
    .execute(c))?;
    Ok(done == 1)
}

/// Games marked damaged: (id, why, when marked), oldest mark first.
pub async fn damaged_games(c: &mut dyn Db) -> Result<Vec<(i64, String, i64)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT id, damaged, COALESCE(damaged_at, 0) FROM games WHERE damaged IS NOT NULL \
         ORDER BY damaged_at, id",
    )
    .fetch_all(c))
}

pub async fn set_game_thread(
    c: &mut dyn Db,
    id: i64,
    guild: Option<i64>,
    channel: i64,
    thread: Option<i64>,
    message: Option<i64>,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "UPDATE games SET guild_id = $1, channel_id = $2, thread_id = $3, message_id = $4 WHERE id = $5",
    )
    .bind(guild)
    .bind(channel)
    .bind(thread)
    .bind(message)
    .bind(id)
    .execute(c))?;
    Ok(())
}

// ---- moves

pub async fn insert_move(c: &mut dyn Db, game: i64, ply: i64, text: &str, now: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO moves (game_id, ply, move, played_at) VALUES ($1, $2, $3, $4)"
            )
            .bind(game)
            .bind(ply)
            .bind(text)
            .bind(now)
            .execute(c)
    )?;
    Ok(())
}

pub async fn moves(c: &mut dyn Db, game: i64) -> Result<Vec<MoveRow>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT ply, move, played_at FROM moves WHERE game_id = $1 ORDER BY ply"
    )
    .bind(game)
    .fetch_all(c))
}

pub async fn delete_moves_from(c: &mut dyn Db, game: i64, first_ply: i64) -> Result<u64> {
    let done = on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                .bind(game)
                .bind(first_ply)
                .execute(c)
    )?;
    Ok(done)
}

// ---- offers

pub async fn offer(c: &mut dyn Db, game: i64, kind: OfferKind) -> Result<Option<OfferRow>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT kind, offered_by, ply, created_at FROM offers WHERE game_id = $1 AND kind = $2",
    )
    .bind(game)
    .bind(kind)
    .fetch_optional(c))
}

/// Offers waiting for the computer's answer: (game, kind, made at).
pub async fn offers_to_computer(c: &mut dyn Db) -> Result<Vec<(i64, OfferKind, i64)>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT o.game_id, o.kind, o.created_at FROM offers o JOIN games g ON g.id = o.game_id \
         WHERE g.status = 'active' AND g.computer IS NOT NULL AND g.damaged IS NULL \
         AND o.offered_by != g.computer \
         ORDER BY o.created_at",
    )
    .fetch_all(c))
}

/// Games with a move whose post is not out yet (not delivered, not given up): the computer
/// answers none of them, so that its reply never comes above the move it answers. A move's
/// outbox row is told apart by its event's tag, which serde writes first
/// (`{"type":"move_played",...}`; checked by the service's tests).
pub async fn games_with_unposted_moves(c: &mut dyn Db) -> Result<Vec<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT DISTINCT game_id FROM notifications WHERE delivered_at IS NULL \
         AND failed_at IS NULL AND game_id IS NOT NULL AND event LIKE '{\"type\":\"move_played\"%'",
    )
    .fetch_all(c))
}

pub async fn insert_offer(
    c: &mut dyn Db,
    game: i64,
    kind: OfferKind,
    by: i64,
    ply: i64,
    now: i64,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO offers (game_id, kind, offered_by, ply, created_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(game)
    .bind(kind)
    .bind(by)
    .bind(ply)
    .bind(now)
    .execute(c))?;
    Ok(())
}

pub async fn delete_offers(c: &mut dyn Db, game: i64) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM offers WHERE game_id = $1")
                .bind(game)
                .execute(c)
    )?;
    Ok(())
}

pub async fn delete_offer(c: &mut dyn Db, game: i64, kind: OfferKind) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query("DELETE FROM offers WHERE game_id = $1 AND kind = $2")
                .bind(game)
                .bind(kind)
                .execute(c)
    )?;
    Ok(())
}

// ---- notifications (outbox)

/// A new outbox row; with `claim` (worker, until), already claimed by the worker that is
/// going to deliver it itself (a move's post).
pub async fn insert_notification(
    c: &mut dyn Db,
    game: Option<i64>,
    challenge: Option<i64>,
    event: &str,
    now: i64,
    claim: Option<(&str, i64)>,
) -> Result<i64> {
    on_backend!(c, |c| {
        sqlx::query_scalar(
        "INSERT INTO notifications (game_id, challenge_id, event, created_at, claimed_by, claimed_until) \
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(game)
    .bind(challenge)
    .bind(event)
    .bind(now)
    .bind(claim.map(|(who, _)| who))
    .bind(claim.map(|(_, until)| until))
    .fetch_one(c)
    })
}

/// Notifications to deliver now: not delivered, not given up, and not waiting out a back-off.
pub async fn pending_notifications(c: &mut dyn Db, now: i64) -> Result<Vec<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT id FROM notifications WHERE delivered_at IS NULL AND failed_at IS NULL \
         AND (next_attempt_at IS NULL OR next_attempt_at <= $1) ORDER BY id",
    )
    .bind(now)
    .fetch_all(c))
}

/// One notification; the event is read as bytes, so that even a row that is not text reads.
pub async fn notification(c: &mut dyn Db, id: i64) -> Result<Option<NotificationRow>> {
    let lock = for_update(c);
    let event = match c.conn().kind() {
        Kind::Sqlite => "CAST(event AS BLOB)",
        Kind::Postgres => "convert_to(event, 'UTF8')",
    };
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT id, game_id, challenge_id, {event} AS event, created_at, attempts \
         FROM notifications WHERE id = $1{lock}"
    ))
    .bind(id)
    .fetch_optional(c))
}

/// Records a failed delivery: the next try waits until `next_at`, or, with `None`, the
/// notification is given up (and kept, marked, for the operator).
pub async fn delivery_failed(
    c: &mut dyn Db,
    id: i64,
    error: &str,
    next_at: Option<i64>,
    now: i64,
) -> Result<bool> {
    let done = on_backend!(c, rows |c| sqlx::query(
        "UPDATE notifications SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, \
         failed_at = CASE WHEN $3 IS NULL THEN $4 ELSE NULL END, claimed_by = NULL, claimed_until = NULL \
         WHERE id = $5 AND delivered_at IS NULL AND failed_at IS NULL",
    )
    .bind(error)
    .bind(next_at)
    .bind(next_at)
    .bind(now)
    .bind(id)
    .execute(c))?;
    Ok(done == 1)
}

/// Notifications given up: (id, attempts, why), for the operator.
pub async fn failed_notifications(c: &mut dyn Db) -> Result<Vec<(i64, i64, String)>> {
    on_backend!(c, |c| {
        sqlx::query_as(
        "SELECT id, attempts, COALESCE(last_error, '') FROM notifications WHERE failed_at IS NOT NULL ORDER BY id",
    )
    .fetch_all(c)
    })
}

pub async fn mark_delivered(c: &mut dyn Db, id: i64, now: i64) -> Result<bool> {
    let done =
        on_backend!(c, rows |c| sqlx::query(
        "UPDATE notifications SET delivered_at = $1 WHERE id = $2 AND delivered_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .execute(c))?;
    Ok(done == 1)
}

/// Fixes the piece style of a new game's public posts from its players' settings: western
/// letters if either of them chose them (a shared board both can read), else kanji.
pub async fn set_agreed_board_style(
    c: &mut dyn Db,
    game: i64,
    black: i64,
    white: i64,
) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "UPDATE games SET board_style = CASE WHEN EXISTS \
         (SELECT 1 FROM users WHERE id IN ($1, $2) AND piece_style = $3) \
         THEN $4 ELSE $5 END WHERE id = $6",
            )
            .bind(black)
            .bind(white)
            .bind(StoredStyle::Western)
            .bind(StoredStyle::Western)
            .bind(StoredStyle::Kanji)
            .bind(game)
            .execute(c)
    )?;
    Ok(())
}

// ---- claims on due work (several processes on one database)

/// ` FOR UPDATE SKIP LOCKED` in a PostgreSQL write transaction: rows another process is
/// claiming at the same moment are left to it rather than waited for. Nothing on SQLite,
/// whose write transactions hold the whole database.
fn skip_locked(c: &mut dyn Db) -> &'static str {
    if c.conn().locks_rows() {
        " FOR UPDATE SKIP LOCKED"
    } else {
        ""
    }
}

/// Claims for `worker`, until `until`, up to `limit` notifications due at `now` that nobody
/// holds (no claim, or one whose lease ran out). Returns their ids, oldest first. On
/// PostgreSQL, rows another transaction is claiming at the same moment are skipped, not
/// waited for; either way a row goes to one worker only.
pub async fn claim_notifications(
    c: &mut dyn Db,
    worker: &str,
    now: i64,
    until: i64,
    limit: i64,
) -> Result<Vec<i64>> {
    let skip = skip_locked(c);
    let mut ids: Vec<i64> = on_backend!(c, |c| sqlx::query_scalar(&format!(
        "UPDATE notifications SET claimed_by = $1, claimed_until = $2 WHERE id IN \
         (SELECT id FROM notifications WHERE delivered_at IS NULL AND failed_at IS NULL \
         AND (next_attempt_at IS NULL OR next_attempt_at <= $3) \
         AND (claimed_until IS NULL OR claimed_until <= $4) \
         ORDER BY id LIMIT $5{skip}) RETURNING id"
    ))
    .bind(worker)
    .bind(until)
    .bind(now)
    .bind(now)
    .bind(limit)
    .fetch_all(c))?;
    ids.sort_unstable();
    Ok(ids)
}

/// Notifications due whose claim by another worker ran out (that worker died or stalled),
/// with that worker's name: read just before [`claim_notifications`], so that a process
/// can say which posts it takes over.
pub async fn lapsed_claims(c: &mut dyn Db, worker: &str, now: i64) -> Result<Vec<(i64, String)>> {
    on_backend!(c, |c| {
        sqlx::query_as(
        "SELECT id, claimed_by FROM notifications WHERE delivered_at IS NULL AND failed_at IS NULL \
         AND claimed_by IS NOT NULL AND claimed_by <> $1 AND claimed_until <= $2 ORDER BY id",
    )
    .bind(worker)
    .bind(now)
    .fetch_all(c)
    })
}

/// Gives a notification `worker` holds back: anyone may deliver it now.
pub async fn release_notification(c: &mut dyn Db, id: i64, worker: &str) -> Result<bool> {
    let done = on_backend!(
        c,
        rows | c
            | sqlx::query(
                "UPDATE notifications SET claimed_by = NULL, claimed_until = NULL \
         WHERE id = $1 AND claimed_by = $2",
            )
            .bind(id)
            .bind(worker)
            .execute(c)
    )?;
    Ok(done == 1)
}

/// Claims the computer's work in a game (its move, or its answer to an offer) for `worker`
/// until `until`, if the game is active and nobody holds it; false if someone does.
pub async fn claim_game(
    c: &mut dyn Db,
    id: i64,
    worker: &str,
    now: i64,
    until: i64,
) -> Result<bool> {
    let done = on_backend!(c, rows |c| sqlx::query(
        "UPDATE games SET claimed_by = $1, claimed_until = $2 WHERE id = $3 AND status = 'active' \
         AND (claimed_until IS NULL OR claimed_until <= $4)",
    )
    .bind(worker)
    .bind(until)
    .bind(id)
    .bind(now)
    .execute(c))?;
    Ok(done == 1)
}

pub async fn release_game(c: &mut dyn Db, id: i64, worker: &str) -> Result<bool> {
    let done = on_backend!(c, rows |c| sqlx::query(
        "UPDATE games SET claimed_by = NULL, claimed_until = NULL WHERE id = $1 AND claimed_by = $2",
    )
    .bind(id)
    .bind(worker)
    .execute(c))?;
    Ok(done == 1)
}

/// Releases every claim `worker` holds (at its start: what a previous run of the same
/// worker was doing when it stopped is free again at once, rather than after its lease).
/// Returns how many.
pub async fn release_all(c: &mut dyn Db, worker: &str) -> Result<u64> {
    let n = on_backend!(
        c,
        rows | c
            | sqlx::query(
                "UPDATE notifications SET claimed_by = NULL, claimed_until = NULL \
         WHERE claimed_by = $1 AND delivered_at IS NULL",
            )
            .bind(worker)
            .execute(c)
    )?;
    let g = on_backend!(
        c,
        rows | c
            | sqlx::query(
                "UPDATE games SET claimed_by = NULL, claimed_until = NULL \
         WHERE claimed_by = $1 AND claimed_until IS NOT NULL",
            )
            .bind(worker)
            .execute(c)
    )?;
    Ok(n + g)
}
