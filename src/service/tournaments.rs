//! Correspondence tournaments (docs/tournaments.md): created by a server's admin, joined and
//! left until the start; started by the scheduler when its time comes, every game of a stage
//! at once (through [`GameService::create_game`], the path of an accepted challenge); moved on
//! by each game's end, in that game's transaction: the stage's last result starts the final
//! of a groups tournament, or ends the tournament with its winner. Every step locks the
//! tournament's row first, so it happens once however many processes tick. The pairings and
//! standings are `crate::tournament`'s; sentences are the front ends'.

use super::challenges::GameToCreate;
use super::clock::notify;
use super::query::discord_id_to_db;
use super::types::{GameId, Timestamp, UserId, DAYS_PER_MOVE, DAY_MS};
use super::{Event, GameService, Result, ServiceError};
use crate::rules::{Color, Outcome, Position, Reason, Variant};
use crate::store::queries::{self, GameUpdate};
use crate::store::rating_queries;
use crate::store::tournament_queries::{
    self as tq, NewTournamentRow, PairedGameRow, SeatRow, TournamentRow,
};
pub use crate::store::tournament_queries::{TournamentFormat, TournamentStatus};
use crate::store::{Db, GameStatus, WriteTx};
use crate::tournament::{self, Cycles, GameRecord, GameResult, Pairing, Standing};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Longest tournament name, in characters.
pub const MAX_NAME: usize = 60;
/// Most players of a groups tournament: 16 groups of 12 (a final of at most 16).
pub const MAX_GROUPS_FIELD: u32 = 192;
/// How far ahead a start may be set.
pub const MAX_START_DAYS: i64 = 90;
/// How many of a server's tournaments a list shows.
pub const LIST_LIMIT: i64 = 10;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TournamentId(pub i64);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Why a tournament command changed nothing (said by `i18n::refusals`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentRefusal {
    NoTournament,
    /// Joining or leaving before the start only (leaving later is a withdrawal).
    Started,
    Over,
    AlreadyJoined,
    NotJoined,
    AlreadyWithdrawn,
    Full {
        max: u32,
    },
    /// Empty, or longer than [`MAX_NAME`].
    BadName,
    /// A tournament needs a time per move, one of [`DAYS_PER_MOVE`].
    BadTime,
    BadMaxPlayers {
        min: u32,
        max: u32,
    },
    BadAdvance {
        max: u32,
    },
    /// The start must be in the future and within [`MAX_START_DAYS`].
    BadStart,
}

/// What an admin asks for with `/tournament create`.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub guild: u64,
    pub creator: UserId,
    pub name: String,
    pub variant: String,
    pub days_per_move: Option<u32>,
    pub format: TournamentFormat,
    pub rated: bool,
    pub max_players: u32,
    /// For groups: how many of each group go to the final.
    pub advance: u32,
    pub starts_at: Timestamp,
}

/// A player of a tournament.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub user: UserId,
    pub withdrawn: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub id: TournamentId,
    pub guild: u64,
    pub name: String,
    pub variant: Variant,
    pub days_per_move: Option<u32>,
    pub format: TournamentFormat,
    pub rated: bool,
    pub max_players: u32,
    pub advance: u32,
    pub starts_at: Timestamp,
    pub created_by: UserId,
    pub status: TournamentStatus,
    /// The stage being played (1, or 2 for a groups tournament's final); 0 before the start.
    pub stage: u32,
    pub winner: Option<UserId>,
    /// In the order they joined.
    pub players: Vec<Entrant>,
    /// The channel and thread where it is shown, once posted.
    pub channel: Option<u64>,
    pub thread: Option<u64>,
}

/// One line of a section's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    pub user: UserId,
    pub standing: Standing,
}

/// One section (the only one, a group, or the final) of a stage.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub stage: u32,
    /// 1-based: group A is 1.
    pub section: u32,
    /// Whether this stage is followed by a final (its sections are groups).
    pub is_group: bool,
    pub lines: Vec<StandingLine>,
    pub games: u32,
    pub finished: u32,
}

/// A tournament with its standings, latest stage first.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentView {
    pub tournament: Tournament,
    pub sections: Vec<Section>,
}

/// A tournament game and its pairing (draw numbers of its section; sente is Black).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TournamentGame {
    pub game: GameId,
    pub stage: u32,
    pub section: u32,
    pub round: u32,
    pub sente: u32,
    pub gote: u32,
    pub finished: bool,
    /// Its thread, once the front end opened it.
    pub thread: Option<u64>,
}

fn refused(r: TournamentRefusal) -> ServiceError {
    ServiceError::Tournament(r)
}

fn count(v: i64) -> u32 {
    u32::try_from(v.max(0)).unwrap_or(u32::MAX)
}

/// The players a format admits: (fewest, most).
pub fn player_range(format: TournamentFormat) -> (u32, u32) {
    let min = tournament::berger::MIN_PLAYERS as u32;
    match format {
        TournamentFormat::Groups => (min, MAX_GROUPS_FIELD),
        _ => (min, tournament::berger::MAX_PLAYERS as u32),
    }
}

/// Whether a tournament may be made (no I/O), with its game.
fn validate(n: &NewTournament, now: Timestamp) -> Result<Variant> {
    let name = n.name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(refused(TournamentRefusal::BadName));
    }
    let variant = Variant::from_id(&n.variant)
        .ok_or_else(|| ServiceError::UnknownVariant(n.variant.clone()))?;
    if !n.days_per_move.is_some_and(|d| DAYS_PER_MOVE.contains(&d)) {
        return Err(refused(TournamentRefusal::BadTime));
    }
    let (min, max) = player_range(n.format);
    if !(min..=max).contains(&n.max_players) {
        return Err(refused(TournamentRefusal::BadMaxPlayers { min, max }));
    }
    let most = (tournament::groups::MAX_GROUP - 1) as u32;
    if n.format == TournamentFormat::Groups && !(1..=most).contains(&n.advance) {
        return Err(refused(TournamentRefusal::BadAdvance { max: most }));
    }
    if n.starts_at <= now || n.starts_at.0 > now.0.saturating_add(MAX_START_DAYS * DAY_MS) {
        return Err(refused(TournamentRefusal::BadStart));
    }
    Ok(variant)
}

fn from_row(r: &TournamentRow, players: &[tq::PlayerRow]) -> Result<Tournament> {
    let corrupt = || ServiceError::Corrupt(format!("tournament #{}", r.id));
    Ok(Tournament {
        id: TournamentId(r.id),
        guild: r.guild_id as u64,
        name: r.name.clone(),
        variant: Variant::from_id(&r.variant).ok_or_else(corrupt)?,
        days_per_move: r.days_per_move.map(count),
        format: r.format,
        rated: r.rated != 0,
        max_players: count(r.max_players),
        advance: count(r.advance),
        starts_at: Timestamp(r.starts_at),
        created_by: UserId::from_db(r.created_by),
        status: r.status,
        stage: count(r.stage),
        winner: r.winner.map(UserId::from_db),
        players: players
            .iter()
            .map(|p| Entrant {
                user: UserId::from_db(p.user_id),
                withdrawn: p.withdrawn_at.is_some(),
            })
            .collect(),
        channel: r.channel_id.map(|c| c as u64),
        thread: r.thread_id.map(|t| t as u64),
    })
}

/// The row of a tournament (locked in a write transaction), or the refusal.
async fn locked(c: &mut dyn Db, id: TournamentId) -> Result<TournamentRow> {
    tq::tournament(c, id.0)
        .await?
        .ok_or(refused(TournamentRefusal::NoTournament))
}

/// A section's results as the core reads them.
fn records(games: &[&PairedGameRow]) -> Vec<GameRecord> {
    games
        .iter()
        .map(|g| GameRecord {
            pairing: Pairing {
                sente: g.sente as usize,
                gote: g.gote as usize,
            },
            result: (g.status == GameStatus::Finished).then_some(match g.winner {
                Some(Color::Black) => GameResult::SenteWins,
                Some(Color::White) => GameResult::GoteWins,
                None => GameResult::Draw,
            }),
        })
        .collect()
}

/// Each section of each stage: its seats (user by number) and games.
struct Sections {
    seats: Vec<SeatRow>,
    games: Vec<PairedGameRow>,
}

impl Sections {
    async fn read(c: &mut dyn Db, tournament: i64) -> Result<Sections> {
        Ok(Sections {
            seats: tq::seats(c, tournament).await?,
            games: tq::games(c, tournament).await?,
        })
    }

    /// (stage, section) pairs, in order.
    fn keys(&self) -> Vec<(i64, i64)> {
        let mut keys: Vec<(i64, i64)> = self.seats.iter().map(|s| (s.stage, s.section)).collect();
        keys.dedup();
        keys
    }

    fn sections_in(&self, stage: i64) -> usize {
        self.keys().iter().filter(|(s, _)| *s == stage).count()
    }

    /// A section's standings: users by number, and the core's lines.
    fn standings(
        &self,
        (stage, section): (i64, i64),
        withdrawn: &[UserId],
    ) -> Result<Vec<StandingLine>> {
        let seats: Vec<&SeatRow> = self
            .seats
            .iter()
            .filter(|s| s.stage == stage && s.section == section)
            .collect();
        let user_of = |n: usize| {
            seats
                .iter()
                .find(|s| s.number as usize == n)
                .map(|s| UserId::from_db(s.user_id))
        };
        let games: Vec<&PairedGameRow> = self
            .games
            .iter()
            .filter(|g| g.stage == stage && g.section == section)
            .collect();
        let out: Vec<usize> = seats
            .iter()
            .filter(|s| withdrawn.contains(&UserId::from_db(s.user_id)))
            .map(|s| s.number as usize)
            .collect();
        let lines = tournament::standings(seats.len(), &records(&games), &out)
            .map_err(|e| ServiceError::Corrupt(format!("tournament section: {e}")))?;
        lines
            .into_iter()
            .map(|standing| {
                let user = user_of(standing.player)
                    .ok_or_else(|| ServiceError::Corrupt("tournament seat".into()))?;
                Ok(StandingLine { user, standing })
            })
            .collect()
    }

    fn stage_over(&self, stage: i64) -> bool {
        self.games
            .iter()
            .filter(|g| g.stage == stage)
            .all(|g| g.status == GameStatus::Finished)
    }
}

fn withdrawn_of(players: &[tq::PlayerRow]) -> Vec<UserId> {
    players
        .iter()
        .filter(|p| p.withdrawn_at.is_some())
        .map(|p| UserId::from_db(p.user_id))
        .collect()
}

impl GameService {
    /// The refusals `create_tournament` would give, without writing (a front end answers
    /// them privately before it posts the announcement).
    pub fn check_tournament(&self, n: &NewTournament) -> Result<()> {
        validate(n, self.now()).map(|_| ())
    }

    /// Creates a tournament, open for players until its start. The front end checks that
    /// the creator may manage the server.
    pub async fn create_tournament(&self, n: NewTournament) -> Result<Tournament> {
        let now = self.now();
        let variant = validate(&n, now)?;
        let guild = discord_id_to_db(n.guild)?;
        let mut tx = self.store.write().await?;
        let id = tq::insert_tournament(
            &mut tx,
            &NewTournamentRow {
                guild_id: guild,
                name: n.name.trim(),
                variant: variant.id(),
                days_per_move: n.days_per_move.map(i64::from),
                format: n.format,
                rated: n.rated,
                max_players: i64::from(n.max_players),
                advance: i64::from(n.advance.max(1)),
                starts_at: n.starts_at.0,
                created_by: n.creator.db(),
                created_at: now.0,
            },
        )
        .await?;
        let row = locked(&mut tx, TournamentId(id)).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        from_row(&row, &[])
    }

    /// Remembers where the tournament is shown (its announcement and thread).
    pub async fn set_tournament_place(
        &self,
        id: TournamentId,
        channel: u64,
        message: Option<u64>,
        thread: Option<u64>,
    ) -> Result<()> {
        let channel = discord_id_to_db(channel)?;
        let message = message.map(discord_id_to_db).transpose()?;
        let thread = thread.map(discord_id_to_db).transpose()?;
        let mut tx = self.store.write().await?;
        locked(&mut tx, id).await?;
        tq::set_place(&mut tx, id.0, channel, message, thread).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    /// Joins an open tournament before its start.
    pub async fn join_tournament(&self, id: TournamentId, user: UserId) -> Result<Tournament> {
        self.retried(|| self.join_once(id, user)).await
    }

    async fn join_once(&self, id: TournamentId, user: UserId) -> Result<Tournament> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let row = locked(&mut tx, id).await?;
        check_open(&row, now)?;
        let players = tq::players(&mut tx, id.0).await?;
        if players.iter().any(|p| p.user_id == user.db()) {
            return Err(refused(TournamentRefusal::AlreadyJoined));
        }
        if players.len() as i64 >= row.max_players {
            return Err(refused(TournamentRefusal::Full {
                max: count(row.max_players),
            }));
        }
        queries::ensure_user(&mut tx, user.db()).await?;
        if !tq::insert_player(&mut tx, id.0, user.db(), now.0).await? {
            return Err(refused(TournamentRefusal::AlreadyJoined));
        }
        let players = tq::players(&mut tx, id.0).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        from_row(&row, &players)
    }

    /// Leaves a tournament: before the start, the entry is gone; once it runs, the player
    /// withdraws (ICCF): their finished games stand, each unfinished one is lost by them
    /// (ended now, unrated, as a resignation), and the stage may be over with it.
    pub async fn leave_tournament(&self, id: TournamentId, user: UserId) -> Result<Vec<Event>> {
        self.retried(|| self.leave_once(id, user)).await
    }

    async fn leave_once(&self, id: TournamentId, user: UserId) -> Result<Vec<Event>> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let row = locked(&mut tx, id).await?;
        let players = tq::players(&mut tx, id.0).await?;
        let entry = players.iter().find(|p| p.user_id == user.db());
        let Some(entry) = entry else {
            return Err(refused(TournamentRefusal::NotJoined));
        };
        match row.status {
            TournamentStatus::Open if row.starts_at <= now.0 => {
                return Err(refused(TournamentRefusal::Started));
            }
            TournamentStatus::Open => {
                tq::delete_player(&mut tx, id.0, user.db()).await?;
                tx.commit().await.map_err(ServiceError::from)?;
                return Ok(Vec::new());
            }
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                return Err(refused(TournamentRefusal::Over));
            }
            TournamentStatus::Running => {}
        }
        if entry.withdrawn_at.is_some()
            || !tq::withdraw_player(&mut tx, id.0, user.db(), now.0).await?
        {
            return Err(refused(TournamentRefusal::AlreadyWithdrawn));
        }
        let mut events = Vec::new();
        let mut ended = Vec::new();
        for g in tq::games(&mut tx, id.0).await? {
            if g.status != GameStatus::Active {
                continue;
            }
            let game = self.game_row(&mut tx, GameId(g.game_id)).await?;
            let Some(color) = super::color_of(&game, user) else {
                continue;
            };
            let outcome = Outcome {
                winner: Some(color.opponent()),
                reason: Reason::Resignation,
            };
            let updated = queries::update_game(
                &mut tx,
                &GameUpdate {
                    id: game.id,
                    expected_version: game.version,
                    position_sfen: &game.position_sfen,
                    side_to_move: game.side_to_move.unwrap_or(Color::Black),
                    ply: game.ply,
                    finished: true,
                    winner: outcome.winner,
                    reason: Some(outcome.reason),
                    deadline: None,
                    reminder_at: None,
                    now: now.0,
                },
            )
            .await?;
            if !updated {
                return Err(ServiceError::PositionChanged);
            }
            // A forfeit is no game played: it is not rated.
            rating_queries::unrate_game(&mut tx, game.id).await?;
            queries::delete_offers(&mut tx, game.id).await?;
            let event = Event::GameEnded {
                game: GameId(game.id),
                black: super::player(&game, Color::Black),
                white: super::player(&game, Color::White),
                outcome,
            };
            notify(&mut tx, Some(game.id), None, event.clone(), now).await?;
            events.push(event);
            ended.push((game.id, game.version + 1));
        }
        let event = Event::TournamentWithdrawn {
            tournament: id,
            user,
        };
        notify(&mut tx, None, None, event, now).await?;
        self.move_on(&mut tx, id.0, now).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        for (game, version) in ended {
            self.forget(game);
            self.publish(game, version);
        }
        Ok(events)
    }

    /// A tournament with its players.
    pub async fn tournament(&self, id: TournamentId) -> Result<Tournament> {
        let mut c = self.store.read().await?;
        let row = locked(&mut c, id).await?;
        let players = tq::players(&mut c, id.0).await?;
        from_row(&row, &players)
    }

    /// A server's tournaments: those open or running first, then the last finished ones.
    pub async fn guild_tournaments(&self, guild: u64) -> Result<Vec<Tournament>> {
        let guild = discord_id_to_db(guild)?;
        let mut c = self.store.read().await?;
        let rows = tq::guild_tournaments(&mut c, guild, LIST_LIMIT).await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            let players = tq::players(&mut c, r.id).await?;
            out.push(from_row(&r, &players)?);
        }
        Ok(out)
    }

    /// A tournament and the standings of each of its sections, latest stage first.
    pub async fn tournament_standings(&self, id: TournamentId) -> Result<TournamentView> {
        let mut c = self.store.read().await?;
        let row = locked(&mut c, id).await?;
        let players = tq::players(&mut c, id.0).await?;
        let sections = Sections::read(&mut c, id.0).await?;
        drop(c);
        let withdrawn = withdrawn_of(&players);
        let mut out = Vec::new();
        for key in sections.keys().into_iter().rev() {
            let games: Vec<&PairedGameRow> = sections
                .games
                .iter()
                .filter(|g| (g.stage, g.section) == key)
                .collect();
            out.push(Section {
                stage: count(key.0),
                section: count(key.1),
                is_group: key.0 == 1
                    && row.format == TournamentFormat::Groups
                    && sections.sections_in(1) > 1,
                lines: sections.standings(key, &withdrawn)?,
                games: games.len() as u32,
                finished: games
                    .iter()
                    .filter(|g| g.status == GameStatus::Finished)
                    .count() as u32,
            });
        }
        // The latest stage first, its sections in order.
        out.sort_by_key(|s| (std::cmp::Reverse(s.stage), s.section));
        Ok(TournamentView {
            tournament: from_row(&row, &players)?,
            sections: out,
        })
    }

    /// The tournament a game is part of, if any.
    pub async fn tournament_of_game(&self, game: GameId) -> Result<Option<TournamentId>> {
        let mut c = self.store.read().await?;
        Ok(tq::tournament_of_game(&mut c, game.0)
            .await?
            .map(TournamentId))
    }

    /// Every game of a tournament with its pairing, by stage, section and round.
    pub async fn tournament_games(&self, id: TournamentId) -> Result<Vec<TournamentGame>> {
        let mut c = self.store.read().await?;
        let games = tq::games(&mut c, id.0).await?;
        Ok(games
            .iter()
            .map(|g| TournamentGame {
                game: GameId(g.game_id),
                stage: count(g.stage),
                section: count(g.section),
                round: count(g.round),
                sente: count(g.sente),
                gote: count(g.gote),
                finished: g.status == GameStatus::Finished,
                thread: g.thread_id.map(|t| t as u64),
            })
            .collect())
    }

    /// Starts the tournaments whose time has come, inside the scheduler's tick (see
    /// `clock`): each is locked and checked again, so it starts once.
    pub(super) async fn start_due_tournaments(
        &self,
        tx: &mut WriteTx,
        now: Timestamp,
    ) -> Result<()> {
        for id in tq::due_tournaments(tx, now.0).await? {
            let Some(row) = tq::tournament(tx, id).await? else {
                continue;
            };
            if row.status != TournamentStatus::Open || row.starts_at > now.0 {
                continue;
            }
            self.start_tournament(tx, &row, now).await?;
        }
        Ok(())
    }

    async fn start_tournament(
        &self,
        tx: &mut WriteTx,
        row: &TournamentRow,
        now: Timestamp,
    ) -> Result<()> {
        let id = TournamentId(row.id);
        let players = tq::players(tx, row.id).await?;
        let n = players.len();
        // A game the operator no longer loads cannot be started: called off rather than
        // failing every tick (whose transaction also decides reminders and time-outs).
        if n < tournament::berger::MIN_PLAYERS || Variant::from_id(&row.variant).is_none() {
            tq::set_status(
                tx,
                row.id,
                TournamentStatus::Open,
                TournamentStatus::Cancelled,
                0,
                None,
                Some(now.0),
            )
            .await?;
            let event = Event::TournamentCancelled {
                tournament: id,
                players: n as u32,
            };
            notify(tx, None, None, event, now).await?;
            return Ok(());
        }
        // Seeds: the best rated in this game first, then by the order they joined.
        let mut seeded = Vec::with_capacity(n);
        for (order, p) in players.iter().enumerate() {
            let rating = rating_queries::rating(tx, p.user_id, &row.variant)
                .await?
                .filter(|r| r.games > 0)
                .map_or(crate::rating::Rating::NEW.rating, |r| r.rating);
            seeded.push((rating, order, UserId::from_db(p.user_id)));
        }
        seeded.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let seeds: Vec<UserId> = seeded.into_iter().map(|(_, _, u)| u).collect();
        let sections: Vec<Vec<UserId>> =
            if row.format == TournamentFormat::Groups && n > tournament::groups::MAX_GROUP {
                let (_, split) = split_groups(n, count(row.advance) as usize)?;
                split
                    .iter()
                    .map(|g| g.iter().map(|&s| seeds[s - 1]).collect())
                    .collect()
            } else {
                vec![seeds]
            };
        self.create_stage(tx, row, 1, &sections, now).await?;
        tq::set_status(
            tx,
            row.id,
            TournamentStatus::Open,
            TournamentStatus::Running,
            1,
            None,
            None,
        )
        .await?;
        notify(
            tx,
            None,
            None,
            Event::TournamentStageStarted {
                tournament: id,
                stage: 1,
            },
            now,
        )
        .await?;
        Ok(())
    }

    /// Seats each section (draw numbers in seed order) and creates all its games at once.
    async fn create_stage(
        &self,
        tx: &mut WriteTx,
        row: &TournamentRow,
        stage: i64,
        sections: &[Vec<UserId>],
        now: Timestamp,
    ) -> Result<()> {
        let variant = Variant::from_id(&row.variant)
            .ok_or_else(|| ServiceError::Corrupt(format!("tournament #{}", row.id)))?;
        let cycles = match row.format {
            TournamentFormat::DoubleRoundRobin => Cycles::Double,
            _ => Cycles::Single,
        };
        let sfen = Position::start(variant).to_sfen();
        for (i, users) in sections.iter().enumerate() {
            let section = i as i64 + 1;
            for (j, &user) in users.iter().enumerate() {
                let seat = SeatRow {
                    stage,
                    section,
                    number: j as i64 + 1,
                    user_id: user.db(),
                };
                tq::insert_seat(tx, row.id, &seat).await?;
            }
            let rounds = tournament::round_robin(users.len(), cycles)
                .map_err(|e| ServiceError::Corrupt(format!("tournament #{}: {e}", row.id)))?;
            for round in rounds {
                for p in round.games {
                    let (game, _) = self
                        .create_game(
                            tx,
                            &GameToCreate {
                                variant,
                                black: users[p.sente - 1],
                                white: users[p.gote - 1],
                                start_sfen: &sfen,
                                days_per_move: row.days_per_move,
                                computer: None,
                                rated: row.rated != 0,
                            },
                            now,
                        )
                        .await?;
                    tq::insert_game_link(
                        tx,
                        game.id,
                        row.id,
                        stage,
                        section,
                        round.number as i64,
                        p.sente as i64,
                        p.gote as i64,
                    )
                    .await?;
                }
            }
        }
        Ok(())
    }

    /// A game has just ended, inside the transaction that ended it: if it is a tournament's,
    /// the tournament thread is told (an outbox row), and the tournament moves on if that
    /// was its stage's last game.
    pub(super) async fn tournament_game_over(
        &self,
        tx: &mut WriteTx,
        game: i64,
        now: Timestamp,
    ) -> Result<()> {
        let Some(id) = tq::tournament_of_game(tx, game).await? else {
            return Ok(());
        };
        // Locked first: two last games ending at once are counted one after the other.
        let Some(row) = tq::tournament(tx, id).await? else {
            return Ok(());
        };
        if row.status != TournamentStatus::Running {
            return Ok(());
        }
        let event = Event::TournamentResult {
            tournament: TournamentId(id),
            game: GameId(game),
        };
        notify(tx, None, None, event, now).await?;
        self.move_on(tx, id, now).await
    }

    /// After a result or a withdrawal: when the stage being played is over, starts the
    /// final (groups) or finishes the tournament with its winner.
    async fn move_on(&self, tx: &mut WriteTx, id: i64, now: Timestamp) -> Result<()> {
        let Some(row) = tq::tournament(tx, id).await? else {
            return Ok(());
        };
        if row.status != TournamentStatus::Running {
            return Ok(());
        }
        let sections = Sections::read(tx, id).await?;
        if !sections.stage_over(row.stage) {
            return Ok(());
        }
        let players = tq::players(tx, id).await?;
        let withdrawn = withdrawn_of(&players);
        let keys: Vec<(i64, i64)> = sections
            .keys()
            .into_iter()
            .filter(|(s, _)| *s == row.stage)
            .collect();
        let tid = TournamentId(id);
        if keys.len() > 1 {
            // As many through as the start's split chose (the same for the same field).
            let field_size = sections
                .seats
                .iter()
                .filter(|s| s.stage == row.stage)
                .count();
            let (advance, _) = split_groups(field_size, count(row.advance) as usize)?;
            let mut advancing = Vec::new();
            for key in &keys {
                let lines = sections.standings(*key, &withdrawn)?;
                advancing.push(
                    lines
                        .iter()
                        .filter(|l| !l.standing.withdrawn)
                        .take(advance)
                        .map(|l| l.user)
                        .collect::<Vec<_>>(),
                );
            }
            let field = tournament::final_seeds(&advancing);
            if field.len() >= tournament::berger::MIN_PLAYERS {
                let stage = row.stage + 1;
                self.create_stage(tx, &row, stage, &[field], now).await?;
                tq::set_status(
                    tx,
                    id,
                    TournamentStatus::Running,
                    TournamentStatus::Running,
                    stage,
                    None,
                    None,
                )
                .await?;
                let event = Event::TournamentStageStarted {
                    tournament: tid,
                    stage: count(stage),
                };
                notify(tx, None, None, event, now).await?;
                return Ok(());
            }
            // Too few left for a final (withdrawals): the best group winner wins.
            let winner = field.first().copied();
            return self.finish_tournament(tx, id, row.stage, winner, now).await;
        }
        let winner = match keys.first() {
            Some(key) => sections
                .standings(*key, &withdrawn)?
                .iter()
                .find(|l| !l.standing.withdrawn)
                .map(|l| l.user),
            None => None,
        };
        self.finish_tournament(tx, id, row.stage, winner, now).await
    }

    async fn finish_tournament(
        &self,
        tx: &mut WriteTx,
        id: i64,
        stage: i64,
        winner: Option<UserId>,
        now: Timestamp,
    ) -> Result<()> {
        let running = TournamentStatus::Running;
        let done = TournamentStatus::Finished;
        if tq::set_status(
            tx,
            id,
            running,
            done,
            stage,
            winner.map(UserId::db),
            Some(now.0),
        )
        .await?
        {
            let event = Event::TournamentFinished {
                tournament: TournamentId(id),
                winner,
            };
            notify(tx, None, None, event, now).await?;
        }
        Ok(())
    }
}

/// Joining and leaving (before the start) need an open tournament whose start has not come.
fn check_open(row: &TournamentRow, now: Timestamp) -> Result<()> {
    match row.status {
        TournamentStatus::Open if row.starts_at > now.0 => Ok(()),
        TournamentStatus::Open | TournamentStatus::Running => {
            Err(refused(TournamentRefusal::Started))
        }
        TournamentStatus::Finished | TournamentStatus::Cancelled => {
            Err(refused(TournamentRefusal::Over))
        }
    }
}

/// The groups of a field: with `advance` through from each if the final then fits a
/// round-robin, else the nearest number that does (a field's size is known only at the start).
fn split_groups(players: usize, advance: usize) -> Result<(usize, Vec<Vec<usize>>)> {
    let tries = std::iter::once(advance)
        .chain((1..advance).rev())
        .chain(advance + 1..tournament::groups::MAX_GROUP);
    for a in tries {
        if let Ok(split) = tournament::split_into_groups(players, a) {
            return Ok((a, split));
        }
    }
    Err(ServiceError::Corrupt(format!(
        "no groups for {players} players"
    )))
}
