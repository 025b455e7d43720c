//! Every SQL statement of the project. Each function runs on a connection or a transaction;
//! tests run every one of them against a real database, so a wrong column fails a test.

use super::rows::{ChallengeRow, GameRow, GuildRow, MoveRow, NotificationRow, OfferRow, UserRow};
use super::status::{ChallengeStatus, GameStatus};
use super::values::{ColorChoice, OfferKind};
use crate::ai::Level;
use crate::render::PieceStyle;
use crate::rules::{Color, Reason};
use sqlx::SqliteConnection;

type Result<T> = std::result::Result<T, sqlx::Error>;

const GAME_COLUMNS: &str = "id, variant, black, white, start_sfen, position_sfen, ply, status, side_to_move, winner, \
     reason, days_per_move, deadline, reminder_at, reminder_sent, version, created_at, updated_at, guild_id, channel_id, \
     thread_id, message_id, computer, computer_level, rules_hash, damaged, board_style";

const CHALLENGE_COLUMNS: &str =
    "id, challenger, challenged, variant, start_sfen, color, days_per_move, status, \
     created_at, expires_at, game_id, guild_id, channel_id, message_id";

// ---- users and guilds

pub async fn ensure_user(c: &mut SqliteConnection, user: i64) -> Result<()> {
    sqlx::query("INSERT INTO users (id) VALUES (?) ON CONFLICT (id) DO NOTHING")
        .bind(user)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn user(c: &mut SqliteConnection, user: i64) -> Result<Option<UserRow>> {
    sqlx::query_as(
        "SELECT id, notation, piece_style, orientation, notify, reminders, vacation_until, dm_failed \
         FROM users WHERE id = ?",
    )
    .bind(user)
    .fetch_optional(c)
    .await
}

/// When a user's vacation ends (none if they never took one), read alone so that the
/// clock of a move never depends on the rest of the user's row.
pub async fn vacation_until(c: &mut SqliteConnection, user: i64) -> Result<Option<i64>> {
    let until: Option<Option<i64>> =
        sqlx::query_scalar("SELECT vacation_until FROM users WHERE id = ?")
            .bind(user)
            .fetch_optional(c)
            .await?;
    Ok(until.flatten())
}

pub async fn save_user(c: &mut SqliteConnection, u: &UserRow) -> Result<()> {
    sqlx::query(
        "INSERT INTO users (id, notation, piece_style, orientation, notify, reminders, vacation_until, dm_failed) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET notation = excluded.notation, \
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
    .execute(c)
    .await?;
    Ok(())
}

pub async fn guild(c: &mut SqliteConnection, guild: i64) -> Result<Option<GuildRow>> {
    sqlx::query_as(
        "SELECT id, default_variant, default_days, allowed_channels FROM guilds WHERE id = ?",
    )
    .bind(guild)
    .fetch_optional(c)
    .await
}

pub async fn save_guild(c: &mut SqliteConnection, g: &GuildRow) -> Result<()> {
    sqlx::query(
        "INSERT INTO guilds (id, default_variant, default_days, allowed_channels) VALUES (?, ?, ?, ?) \
         ON CONFLICT (id) DO UPDATE SET default_variant = excluded.default_variant, \
         default_days = excluded.default_days, allowed_channels = excluded.allowed_channels",
    )
    .bind(g.id)
    .bind(&g.default_variant)
    .bind(g.default_days)
    .bind(&g.allowed_channels)
    .execute(c)
    .await?;
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
}

pub async fn insert_challenge(c: &mut SqliteConnection, n: &NewChallengeRow<'_>) -> Result<i64> {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO challenges (challenger, challenged, variant, start_sfen, color, days_per_move, status, \
         created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?) RETURNING id",
    )
    .bind(n.challenger)
    .bind(n.challenged)
    .bind(n.variant)
    .bind(n.start_sfen)
    .bind(n.color)
    .bind(n.days_per_move)
    .bind(n.created_at)
    .bind(n.expires_at)
    .fetch_one(c)
    .await?;
    Ok(id)
}

pub async fn challenge(c: &mut SqliteConnection, id: i64) -> Result<Option<ChallengeRow>> {
    sqlx::query_as(&format!(
        "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?"
    ))
    .bind(id)
    .fetch_optional(c)
    .await
}

/// Moves an open challenge to a final status; false if it was no longer open.
pub async fn close_challenge(
    c: &mut SqliteConnection,
    id: i64,
    status: ChallengeStatus,
    game: Option<i64>,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE challenges SET status = ?, game_id = ? WHERE id = ? AND status = 'open'",
    )
    .bind(status)
    .bind(game)
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Open challenges past their expiry: (id, challenger). Only those columns, so that one
/// damaged row never stops the others expiring.
pub async fn due_challenges(c: &mut SqliteConnection, now: i64) -> Result<Vec<(i64, i64)>> {
    sqlx::query_as(
        "SELECT id, challenger FROM challenges WHERE status = 'open' AND expires_at <= ? ORDER BY id",
    )
    .bind(now)
    .fetch_all(c)
    .await
}

pub async fn set_challenge_message(
    c: &mut SqliteConnection,
    id: i64,
    guild: Option<i64>,
    channel: i64,
    message: i64,
) -> Result<()> {
    sqlx::query("UPDATE challenges SET guild_id = ?, channel_id = ?, message_id = ? WHERE id = ?")
        .bind(guild)
        .bind(channel)
        .bind(message)
        .bind(id)
        .execute(c)
        .await?;
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
    pub computer: Option<(i64, Level)>,
    /// The hash of the rules the game starts under (docs/games.md).
    pub rules_hash: &'a str,
}

pub async fn insert_game(c: &mut SqliteConnection, n: &NewGameRow<'_>) -> Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO games (variant, black, white, start_sfen, position_sfen, status, side_to_move, \
         days_per_move, deadline, reminder_at, created_at, updated_at, computer, computer_level, rules_hash) \
         VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
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
    .fetch_one(c)
    .await
}

/// Active games against the computer (whoever is to move), not marked damaged. Lists of
/// games return ids: each row is then read on its own, so one that cannot be read is
/// skipped and marked without failing the others.
pub async fn active_computer_games(c: &mut SqliteConnection) -> Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND computer IS NOT NULL AND damaged IS NULL \
         ORDER BY updated_at, id",
    )
    .fetch_all(c)
    .await
}

pub async fn game(c: &mut SqliteConnection, id: i64) -> Result<Option<GameRow>> {
    sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"))
        .bind(id)
        .fetch_optional(c)
        .await
}

pub async fn games_of(c: &mut SqliteConnection, user: i64, active_only: bool) -> Result<Vec<i64>> {
    let filter = if active_only {
        "AND status = 'active'"
    } else {
        ""
    };
    sqlx::query_scalar(&format!(
        "SELECT id FROM games WHERE (black = ? OR white = ?) {filter} ORDER BY updated_at DESC, id DESC"
    ))
    .bind(user)
    .bind(user)
    .fetch_all(c)
    .await
}

pub async fn game_by_thread(c: &mut SqliteConnection, thread: i64) -> Result<Option<GameRow>> {
    sqlx::query_as(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE thread_id = ?"
    ))
    .bind(thread)
    .fetch_optional(c)
    .await
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

pub async fn update_game(c: &mut SqliteConnection, u: &GameUpdate<'_>) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE games SET position_sfen = ?, side_to_move = ?, ply = ?, status = ?, winner = ?, reason = ?, \
         deadline = ?, reminder_at = ?, reminder_sent = 0, version = version + 1, updated_at = ? \
         WHERE id = ? AND version = ?",
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
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn mark_reminder_sent(c: &mut SqliteConnection, id: i64, version: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE games SET reminder_sent = 1 WHERE id = ? AND version = ? AND reminder_sent = 0",
    )
    .bind(id)
    .bind(version)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_clock(
    c: &mut SqliteConnection,
    id: i64,
    deadline: Option<i64>,
    reminder_at: Option<i64>,
) -> Result<()> {
    sqlx::query("UPDATE games SET deadline = ?, reminder_at = ?, reminder_sent = 0, version = version + 1 WHERE id = ?")
        .bind(deadline)
        .bind(reminder_at)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn due_timeouts(c: &mut SqliteConnection, now: i64) -> Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND deadline IS NOT NULL AND deadline <= ? \
         AND damaged IS NULL ORDER BY id",
    )
    .bind(now)
    .fetch_all(c)
    .await
}

pub async fn due_reminders(c: &mut SqliteConnection, now: i64) -> Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND reminder_sent = 0 \
         AND reminder_at IS NOT NULL AND reminder_at <= ? AND damaged IS NULL ORDER BY id",
    )
    .bind(now)
    .fetch_all(c)
    .await
}

/// Marks a game whose record cannot be read, with why (kept from the first time).
pub async fn mark_damaged(c: &mut SqliteConnection, id: i64, why: &str, now: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE games SET damaged = ?, damaged_at = ? WHERE id = ? AND damaged IS NULL",
    )
    .bind(why)
    .bind(now)
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Games marked damaged: (id, why, when marked), oldest mark first.
pub async fn damaged_games(c: &mut SqliteConnection) -> Result<Vec<(i64, String, i64)>> {
    sqlx::query_as(
        "SELECT id, damaged, COALESCE(damaged_at, 0) FROM games WHERE damaged IS NOT NULL \
         ORDER BY damaged_at, id",
    )
    .fetch_all(c)
    .await
}

pub async fn set_game_thread(
    c: &mut SqliteConnection,
    id: i64,
    guild: Option<i64>,
    channel: i64,
    thread: Option<i64>,
    message: Option<i64>,
) -> Result<()> {
    sqlx::query(
        "UPDATE games SET guild_id = ?, channel_id = ?, thread_id = ?, message_id = ? WHERE id = ?",
    )
    .bind(guild)
    .bind(channel)
    .bind(thread)
    .bind(message)
    .bind(id)
    .execute(c)
    .await?;
    Ok(())
}

// ---- moves

pub async fn insert_move(
    c: &mut SqliteConnection,
    game: i64,
    ply: i64,
    text: &str,
    now: i64,
) -> Result<()> {
    sqlx::query("INSERT INTO moves (game_id, ply, move, played_at) VALUES (?, ?, ?, ?)")
        .bind(game)
        .bind(ply)
        .bind(text)
        .bind(now)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn moves(c: &mut SqliteConnection, game: i64) -> Result<Vec<MoveRow>> {
    sqlx::query_as("SELECT ply, move, played_at FROM moves WHERE game_id = ? ORDER BY ply")
        .bind(game)
        .fetch_all(c)
        .await
}

pub async fn delete_moves_from(c: &mut SqliteConnection, game: i64, first_ply: i64) -> Result<u64> {
    let done = sqlx::query("DELETE FROM moves WHERE game_id = ? AND ply >= ?")
        .bind(game)
        .bind(first_ply)
        .execute(c)
        .await?;
    Ok(done.rows_affected())
}

// ---- offers

pub async fn offer(
    c: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
) -> Result<Option<OfferRow>> {
    sqlx::query_as(
        "SELECT kind, offered_by, ply, created_at FROM offers WHERE game_id = ? AND kind = ?",
    )
    .bind(game)
    .bind(kind)
    .fetch_optional(c)
    .await
}

/// Offers waiting for the computer's answer: (game, kind, made at).
pub async fn offers_to_computer(c: &mut SqliteConnection) -> Result<Vec<(i64, OfferKind, i64)>> {
    sqlx::query_as(
        "SELECT o.game_id, o.kind, o.created_at FROM offers o JOIN games g ON g.id = o.game_id \
         WHERE g.status = 'active' AND g.computer IS NOT NULL AND g.damaged IS NULL \
         AND o.offered_by != g.computer \
         ORDER BY o.created_at",
    )
    .fetch_all(c)
    .await
}

pub async fn insert_offer(
    c: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
    by: i64,
    ply: i64,
    now: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO offers (game_id, kind, offered_by, ply, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(game)
    .bind(kind)
    .bind(by)
    .bind(ply)
    .bind(now)
    .execute(c)
    .await?;
    Ok(())
}

pub async fn delete_offers(c: &mut SqliteConnection, game: i64) -> Result<()> {
    sqlx::query("DELETE FROM offers WHERE game_id = ?")
        .bind(game)
        .execute(c)
        .await?;
    Ok(())
}

pub async fn delete_offer(c: &mut SqliteConnection, game: i64, kind: OfferKind) -> Result<()> {
    sqlx::query("DELETE FROM offers WHERE game_id = ? AND kind = ?")
        .bind(game)
        .bind(kind)
        .execute(c)
        .await?;
    Ok(())
}

// ---- notifications (outbox)

pub async fn insert_notification(
    c: &mut SqliteConnection,
    game: Option<i64>,
    challenge: Option<i64>,
    event: &str,
    now: i64,
) -> Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO notifications (game_id, challenge_id, event, created_at) VALUES (?, ?, ?, ?) RETURNING id",
    )
    .bind(game)
    .bind(challenge)
    .bind(event)
    .bind(now)
    .fetch_one(c)
    .await
}

/// Notifications to deliver now: not delivered, not given up, and not waiting out a back-off.
pub async fn pending_notifications(c: &mut SqliteConnection, now: i64) -> Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT id FROM notifications WHERE delivered_at IS NULL AND failed_at IS NULL \
         AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id",
    )
    .bind(now)
    .fetch_all(c)
    .await
}

/// One notification; the event is read as bytes, so that even a row that is not text reads.
pub async fn notification(c: &mut SqliteConnection, id: i64) -> Result<Option<NotificationRow>> {
    sqlx::query_as(
        "SELECT id, game_id, challenge_id, CAST(event AS BLOB) AS event, created_at, attempts \
         FROM notifications WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(c)
    .await
}

/// Records a failed delivery: the next try waits until `next_at`, or, with `None`, the
/// notification is given up (and kept, marked, for the operator).
pub async fn delivery_failed(
    c: &mut SqliteConnection,
    id: i64,
    error: &str,
    next_at: Option<i64>,
    now: i64,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE notifications SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, \
         failed_at = CASE WHEN ? IS NULL THEN ? ELSE NULL END \
         WHERE id = ? AND delivered_at IS NULL AND failed_at IS NULL",
    )
    .bind(error)
    .bind(next_at)
    .bind(next_at)
    .bind(now)
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Notifications given up: (id, attempts, why), for the operator.
pub async fn failed_notifications(c: &mut SqliteConnection) -> Result<Vec<(i64, i64, String)>> {
    sqlx::query_as(
        "SELECT id, attempts, COALESCE(last_error, '') FROM notifications WHERE failed_at IS NOT NULL ORDER BY id",
    )
    .fetch_all(c)
    .await
}

pub async fn mark_delivered(c: &mut SqliteConnection, id: i64, now: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE notifications SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Fixes the piece style of a new game's public posts from its players' settings: western
/// letters if either of them chose them (a shared board both can read), else kanji.
pub async fn set_agreed_board_style(
    c: &mut SqliteConnection,
    game: i64,
    black: i64,
    white: i64,
) -> Result<()> {
    sqlx::query(
        "UPDATE games SET board_style = CASE WHEN EXISTS \
         (SELECT 1 FROM users WHERE id IN (?, ?) AND piece_style = ?) \
         THEN ? ELSE ? END WHERE id = ?",
    )
    .bind(black)
    .bind(white)
    .bind(PieceStyle::Western)
    .bind(PieceStyle::Western)
    .bind(PieceStyle::Kanji)
    .bind(game)
    .execute(c)
    .await?;
    Ok(())
}
