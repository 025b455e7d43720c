//! Reading games: summaries, a user's games, a game's history, exports.

use super::types::{GameId, Timestamp, UserId};
use super::{player, stored_outcome, GameService, MoveResult, Result, ServiceError};
use crate::ai::Level;
use crate::render::PieceStyle;
use crate::rules::notation::{to_kif, KifMeta, KifResult};
use crate::rules::record::GameRecord;
use crate::rules::usi::position_command;
use crate::rules::{Color, History, Outcome, Variant};
use crate::store::queries;
use crate::store::rows::GameRow;
use crate::store::GameStatus;
use std::collections::BTreeMap;

/// A game as lists and headers show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    pub id: GameId,
    pub variant: Variant,
    pub black: UserId,
    pub white: UserId,
    pub ply: u32,
    /// Who plays next; none once the game is over.
    pub to_move: Option<UserId>,
    pub outcome: Option<Outcome>,
    pub days_per_move: Option<u32>,
    pub deadline: Option<Timestamp>,
    pub thread_id: Option<u64>,
    pub channel_id: Option<u64>,
    pub guild_id: Option<u64>,
    /// In a game against the computer: which player it is and its level.
    pub computer: Option<ComputerPlayer>,
    /// The piece style of this game's public posts: western letters if either player chose
    /// them when it started, else kanji.
    pub board_style: PieceStyle,
    /// The stored row's version: one more after each change of the game (see `changes`).
    pub version: i64,
    /// The id of the game's public web page (random, migration 0010).
    pub public_id: Option<String>,
    /// A rated game: its end updates both players' ratings (docs/ratings.md).
    pub rated: bool,
}

/// The engine as a player of one game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ComputerPlayer {
    pub user: UserId,
    pub level: Level,
}

/// A stored Discord id as the front end may use it: never 0 (serenity's ids cannot be), nor
/// negative; such a value reads as no id at all.
pub(super) fn discord_id(stored: i64) -> Option<u64> {
    u64::try_from(stored).ok().filter(|&id| id > 0)
}

/// A Discord id as stored, refusing values Discord never gives.
pub(super) fn discord_id_to_db(id: u64) -> Result<i64> {
    i64::try_from(id)
        .ok()
        .filter(|&v| v > 0)
        .ok_or(ServiceError::BadDiscordId(id))
}

impl GameInfo {
    /// The summary of a stored game, from its columns alone (no position is parsed).
    pub(super) fn from_row(row: &GameRow) -> Result<GameInfo> {
        let corrupt = |what: String| ServiceError::Corrupt(format!("game #{}: {what}", row.id));
        let variant = Variant::from_id(&row.variant)
            .ok_or_else(|| corrupt(format!("unknown game {:?}", row.variant)))?;
        let to_move = match (row.status, row.side_to_move) {
            (GameStatus::Active, Some(side)) => Some(player(row, side)),
            (GameStatus::Active, None) => return Err(corrupt("no side to move".to_string())),
            (GameStatus::Finished, _) => None,
        };
        Ok(GameInfo {
            id: GameId(row.id),
            variant,
            black: player(row, Color::Black),
            white: player(row, Color::White),
            ply: row.ply as u32,
            to_move,
            outcome: stored_outcome(row),
            days_per_move: row.days_per_move.map(|d| d as u32),
            deadline: row.deadline.map(Timestamp),
            thread_id: row.thread_id.and_then(discord_id),
            channel_id: row.channel_id.and_then(discord_id),
            guild_id: row.guild_id.and_then(discord_id),
            computer: row
                .computer
                .zip(row.computer_level)
                .map(|(user, level)| ComputerPlayer {
                    user: UserId::from_db(user),
                    level: level.into(),
                }),
            board_style: row.board_style.unwrap_or_default().into(),
            version: row.version,
            public_id: row.public_id.clone(),
            rated: row.rated != 0,
        })
    }

    /// Whether `user` is the computer in this game.
    pub fn is_computer(&self, user: UserId) -> bool {
        self.computer.is_some_and(|c| c.user == user)
    }

    pub fn opponent_of(&self, user: UserId) -> UserId {
        if user == self.black {
            self.white
        } else {
            self.black
        }
    }
}

/// Export formats of /export.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    Kif,
    Usi,
    Sfen,
    Record,
}

impl ExportFormat {
    pub fn parse(text: &str) -> Option<ExportFormat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "kif" => Some(ExportFormat::Kif),
            "usi" => Some(ExportFormat::Usi),
            "sfen" => Some(ExportFormat::Sfen),
            "record" | "json" => Some(ExportFormat::Record),
            _ => None,
        }
    }

    pub fn file_extension(self) -> &'static str {
        match self {
            ExportFormat::Kif => "kif",
            ExportFormat::Usi => "usi.txt",
            ExportFormat::Sfen => "sfen.txt",
            ExportFormat::Record => "json",
        }
    }
}

impl GameService {
    pub async fn game_info(&self, game: GameId) -> Result<GameInfo> {
        let mut c = self.store.read().await?;
        GameInfo::from_row(&self.game_row(&mut c, game).await?).map_err(|e| self.note(game.0, e))
    }

    /// The game's summary and its moves as the rules replay them.
    pub async fn game_history(&self, game: GameId) -> Result<(GameInfo, History)> {
        let mut c = self.store.read().await?;
        let row = self.game_row(&mut c, game).await?;
        let info = GameInfo::from_row(&row).map_err(|e| self.note(game.0, e))?;
        let history = self.history(&mut c, &row).await?;
        Ok((info, history))
    }

    /// The result of the stored move at `ply` (from 1), rebuilt for its post when a crash
    /// came between the move and the post: the game as it was after that move, and its
    /// summary as it is now (whose turn, the time left). `None` once that move is taken
    /// back. The rare path, and the only one that replays a game to post a move.
    pub async fn stored_move(&self, game: GameId, ply: u32) -> Result<Option<MoveResult>> {
        let (info, mut history) = self.game_history(game).await?;
        let ply = ply as usize;
        if ply == 0 || history.moves().len() < ply {
            return Ok(None);
        }
        let later = history.moves().len() - ply;
        if later > 0 && !history.take_back(later) {
            return Ok(None);
        }
        let Some(&played) = history.moves().last() else {
            return Ok(None);
        };
        let mut before = history.clone();
        if !before.take_back(1) {
            return Ok(None);
        }
        Ok(Some(MoveResult {
            info,
            before: before.position().clone(),
            previous: before.moves().last().copied(),
            played,
            history,
            events: Vec::new(),
            post: None,
            prepared: false,
            answered: false,
            reply: None,
        }))
    }

    /// The game shown in a Discord thread, if any.
    pub async fn game_in_thread(&self, thread: u64) -> Result<Option<GameInfo>> {
        let mut c = self.store.read().await?;
        match queries::game_by_thread(&mut c, thread as i64).await? {
            Some(row) => Ok(Some(
                GameInfo::from_row(&row).map_err(|e| self.note(row.id, e))?,
            )),
            None => Ok(None),
        }
    }

    /// A user's games (active ones only, or all), those waiting for the user first. A game
    /// that cannot be read is left out (and marked damaged).
    pub async fn games_of(&self, user: UserId, active_only: bool) -> Result<Vec<GameInfo>> {
        let mut c = self.store.read().await?;
        let ids = queries::games_of(&mut c, user.db(), active_only).await?;
        let (rows, _damaged) = self.read_each(&mut c, ids).await?;
        let mut games: Vec<GameInfo> = rows.into_iter().map(|(_, info)| info).collect();
        games.sort_by_key(|g| {
            (
                g.to_move != Some(user),
                g.outcome.is_some(),
                g.deadline.map_or(i64::MAX, |d| d.0),
            )
        });
        Ok(games)
    }

    /// The game in a file format; `names` are the players' display names for KIF.
    pub async fn export(
        &self,
        game: GameId,
        format: ExportFormat,
        names: [&str; 2],
    ) -> Result<String> {
        let (info, history) = self.game_history(game).await?;
        Ok(match format {
            ExportFormat::Kif => {
                let meta = KifMeta {
                    black: names[0].to_string(),
                    white: names[1].to_string(),
                    date: None,
                    result: history.outcome().map(KifResult::from),
                };
                to_kif(history.start(), history.moves(), &meta)
            }
            ExportFormat::Usi => position_command(&history),
            ExportFormat::Sfen => history.position().to_sfen(),
            ExportFormat::Record => {
                let mut meta = BTreeMap::new();
                meta.insert("game".to_string(), info.id.0.to_string());
                meta.insert("black".to_string(), names[0].to_string());
                meta.insert("white".to_string(), names[1].to_string());
                if let Some(d) = info.days_per_move {
                    meta.insert("days_per_move".to_string(), d.to_string());
                }
                GameRecord::from_history(&history, meta).to_json()
            }
        })
    }

    /// Remembers where a game is shown (the bot's thread and messages). Ids that Discord
    /// never gives (0, or past 2^63) are refused.
    pub async fn set_game_thread(
        &self,
        game: GameId,
        guild: Option<u64>,
        channel: u64,
        thread: Option<u64>,
        message: Option<u64>,
    ) -> Result<()> {
        let optional = |id: Option<u64>| id.map(discord_id_to_db).transpose();
        let (guild, channel) = (optional(guild)?, discord_id_to_db(channel)?);
        let (thread, message) = (optional(thread)?, optional(message)?);
        let mut tx = self.store.write().await?;
        queries::set_game_thread(&mut tx, game.0, guild, channel, thread, message).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }
}
