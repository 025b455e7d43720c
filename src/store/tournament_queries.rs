//! The statements of tournaments (migration 0014): the tournament, who joined, each
//! section's seats (draw numbers) and the link from each game to its pairing. Written once
//! for both backends, as in `queries`.

use super::queries::for_update;
use super::status::GameStatus;
use super::Db;
use crate::on_backend;
use crate::rules::Color;
use sqlx::FromRow;

type Result<T> = std::result::Result<T, sqlx::Error>;

/// How the field plays (the words stored).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "snake_case")]
pub enum TournamentFormat {
    RoundRobin,
    DoubleRoundRobin,
    Groups,
}

/// Where a tournament stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum TournamentStatus {
    Open,
    Running,
    Finished,
    Cancelled,
}

const COLUMNS: &str = "id, guild_id, name, variant, days_per_move, format, rated, max_players, \
     advance, starts_at, created_by, created_at, status, stage, winner, finished_at, channel_id, \
     message_id, thread_id";

#[derive(Debug, Clone, FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub guild_id: i64,
    pub name: String,
    pub variant: String,
    pub days_per_move: Option<i64>,
    pub format: TournamentFormat,
    pub rated: i64,
    pub max_players: i64,
    pub advance: i64,
    pub starts_at: i64,
    pub created_by: i64,
    pub created_at: i64,
    pub status: TournamentStatus,
    pub stage: i64,
    pub winner: Option<i64>,
    pub finished_at: Option<i64>,
    pub channel_id: Option<i64>,
    pub message_id: Option<i64>,
    pub thread_id: Option<i64>,
}

/// A new tournament's row.
pub struct NewTournamentRow<'a> {
    pub guild_id: i64,
    pub name: &'a str,
    pub variant: &'a str,
    pub days_per_move: Option<i64>,
    pub format: TournamentFormat,
    pub rated: bool,
    pub max_players: i64,
    pub advance: i64,
    pub starts_at: i64,
    pub created_by: i64,
    pub created_at: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct PlayerRow {
    pub user_id: i64,
    pub joined_at: i64,
    pub withdrawn_at: Option<i64>,
}

#[derive(Debug, Clone, FromRow)]
pub struct SeatRow {
    pub stage: i64,
    pub section: i64,
    pub number: i64,
    pub user_id: i64,
}

/// A tournament game with its pairing and, once over, its result.
#[derive(Debug, Clone, FromRow)]
pub struct PairedGameRow {
    pub game_id: i64,
    pub stage: i64,
    pub section: i64,
    pub round: i64,
    pub sente: i64,
    pub gote: i64,
    pub status: GameStatus,
    pub winner: Option<Color>,
    pub thread_id: Option<i64>,
}

pub async fn insert_tournament(c: &mut dyn Db, n: &NewTournamentRow<'_>) -> Result<i64> {
    on_backend!(c, |c| {
        sqlx::query_scalar(
        "INSERT INTO tournaments (guild_id, name, variant, days_per_move, format, rated, max_players, \
         advance, starts_at, created_by, created_at, status) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'open') RETURNING id",
    )
    .bind(n.guild_id)
    .bind(n.name)
    .bind(n.variant)
    .bind(n.days_per_move)
    .bind(n.format)
    .bind(i64::from(n.rated))
    .bind(n.max_players)
    .bind(n.advance)
    .bind(n.starts_at)
    .bind(n.created_by)
    .bind(n.created_at)
    .fetch_one(c)
    })
}

/// The tournament's row, locked until the commit inside a PostgreSQL write transaction:
/// everything that changes a tournament (a join, its start, a game's end) reads it first, so
/// they happen one after the other.
pub async fn tournament(c: &mut dyn Db, id: i64) -> Result<Option<TournamentRow>> {
    let lock = for_update(c);
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE id = $1{lock}"
    ))
    .bind(id)
    .fetch_optional(c))
}

/// A server's tournaments, newest first: those not over, then the last finished ones.
pub async fn guild_tournaments(
    c: &mut dyn Db,
    guild: i64,
    limit: i64,
) -> Result<Vec<TournamentRow>> {
    on_backend!(c, |c| sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1 \
         ORDER BY CASE WHEN status IN ('open', 'running') THEN 0 ELSE 1 END, id DESC LIMIT $2"
    ))
    .bind(guild)
    .bind(limit)
    .fetch_all(c))
}

/// Open tournaments whose start time has come.
pub async fn due_tournaments(c: &mut dyn Db, now: i64) -> Result<Vec<i64>> {
    on_backend!(c, |c| {
        sqlx::query_scalar(
        "SELECT id FROM tournaments WHERE status = 'open' AND starts_at <= $1 ORDER BY starts_at, id"
    )
    .bind(now)
    .fetch_all(c)
    })
}

pub async fn players(c: &mut dyn Db, tournament: i64) -> Result<Vec<PlayerRow>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT user_id, joined_at, withdrawn_at FROM tournament_players \
         WHERE tournament_id = $1 ORDER BY joined_at, user_id"
    )
    .bind(tournament)
    .fetch_all(c))
}

/// Adds a player; false if they were in it already.
pub async fn insert_player(c: &mut dyn Db, tournament: i64, user: i64, now: i64) -> Result<bool> {
    let n = on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO tournament_players (tournament_id, user_id, joined_at) VALUES ($1, $2, $3) \
         ON CONFLICT (tournament_id, user_id) DO NOTHING"
    )
    .bind(tournament)
    .bind(user)
    .bind(now)
    .execute(c))?;
    Ok(n == 1)
}

/// Removes a player before the start; false if they were not in it.
pub async fn delete_player(c: &mut dyn Db, tournament: i64, user: i64) -> Result<bool> {
    let n = on_backend!(
        c,
        rows | c
            | sqlx::query(
                "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2"
            )
            .bind(tournament)
            .bind(user)
            .execute(c)
    )?;
    Ok(n == 1)
}

/// Marks a player withdrawn from a running tournament; false if they were not in it, or
/// had withdrawn already.
pub async fn withdraw_player(c: &mut dyn Db, tournament: i64, user: i64, now: i64) -> Result<bool> {
    let n = on_backend!(
        c,
        rows | c
            | sqlx::query(
                "UPDATE tournament_players SET withdrawn_at = $3 \
         WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NULL"
            )
            .bind(tournament)
            .bind(user)
            .bind(now)
            .execute(c)
    )?;
    Ok(n == 1)
}

/// Moves a tournament on: its status and stage, and its winner once finished. Checked
/// against the status read under the lock, so a second writer changes nothing.
pub async fn set_status(
    c: &mut dyn Db,
    id: i64,
    from: TournamentStatus,
    to: TournamentStatus,
    stage: i64,
    winner: Option<i64>,
    finished_at: Option<i64>,
) -> Result<bool> {
    let n =
        on_backend!(c, rows |c| sqlx::query(
        "UPDATE tournaments SET status = $3, stage = $4, winner = $5, finished_at = $6 \
         WHERE id = $1 AND status = $2"
    )
    .bind(id)
    .bind(from)
    .bind(to)
    .bind(stage)
    .bind(winner)
    .bind(finished_at)
    .execute(c))?;
    Ok(n == 1)
}

/// Where the tournament is shown (its announcement and thread).
pub async fn set_place(
    c: &mut dyn Db,
    id: i64,
    channel: i64,
    message: Option<i64>,
    thread: Option<i64>,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "UPDATE tournaments SET channel_id = $2, message_id = $3, thread_id = $4 WHERE id = $1"
    )
    .bind(id)
    .bind(channel)
    .bind(message)
    .bind(thread)
    .execute(c))?;
    Ok(())
}

pub async fn insert_seat(c: &mut dyn Db, tournament: i64, seat: &SeatRow) -> Result<()> {
    on_backend!(
        c,
        rows | c
            | sqlx::query(
                "INSERT INTO tournament_seats (tournament_id, stage, section, number, user_id) \
         VALUES ($1, $2, $3, $4, $5)"
            )
            .bind(tournament)
            .bind(seat.stage)
            .bind(seat.section)
            .bind(seat.number)
            .bind(seat.user_id)
            .execute(c)
    )?;
    Ok(())
}

/// Every seat of the tournament, by stage, section and number.
pub async fn seats(c: &mut dyn Db, tournament: i64) -> Result<Vec<SeatRow>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT stage, section, number, user_id FROM tournament_seats WHERE tournament_id = $1 \
         ORDER BY stage, section, number"
    )
    .bind(tournament)
    .fetch_all(c))
}

/// Links a new game to its pairing.
#[allow(clippy::too_many_arguments)]
pub async fn insert_game_link(
    c: &mut dyn Db,
    game: i64,
    tournament: i64,
    stage: i64,
    section: i64,
    round: i64,
    sente: i64,
    gote: i64,
) -> Result<()> {
    on_backend!(c, rows |c| sqlx::query(
        "INSERT INTO tournament_games (game_id, tournament_id, stage, section, round, sente, gote) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)"
    )
    .bind(game)
    .bind(tournament)
    .bind(stage)
    .bind(section)
    .bind(round)
    .bind(sente)
    .bind(gote)
    .execute(c))?;
    Ok(())
}

/// Every game of the tournament with its pairing and state, by stage, section, round.
pub async fn games(c: &mut dyn Db, tournament: i64) -> Result<Vec<PairedGameRow>> {
    on_backend!(c, |c| sqlx::query_as(
        "SELECT t.game_id, t.stage, t.section, t.round, t.sente, t.gote, g.status, g.winner, \
         g.thread_id FROM tournament_games t JOIN games g ON g.id = t.game_id \
         WHERE t.tournament_id = $1 ORDER BY t.stage, t.section, t.round, t.game_id"
    )
    .bind(tournament)
    .fetch_all(c))
}

/// The tournament a game belongs to, if any.
pub async fn tournament_of_game(c: &mut dyn Db, game: i64) -> Result<Option<i64>> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT tournament_id FROM tournament_games WHERE game_id = $1"
    )
    .bind(game)
    .fetch_optional(c))
}

/// Tournaments a user is in and that are not over (to refuse joining too many).
pub async fn open_entries(c: &mut dyn Db, user: i64) -> Result<i64> {
    on_backend!(c, |c| sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournament_players p JOIN tournaments t ON t.id = p.tournament_id \
         WHERE p.user_id = $1 AND p.withdrawn_at IS NULL AND t.status IN ('open', 'running')"
    )
    .bind(user)
    .fetch_one(c))
}
