//! Conditional moves (lishogi's "forecasts"): while the opponent thinks, a player stores
//! lines of alternating moves, the opponent's expected move then their answer, and so on.
//! The move that the first matching line expects is answered in the same transaction as
//! that move (`play::play_once`), so a prepared move is played exactly once whatever the
//! number of processes or restarts; every move of the game replaces the stored lines with
//! what is kept of the matching ones, and a takeback or the game's end forgets them.

use super::types::{GameId, UserId};
use super::{color_of, player, GameService, Result, ServiceError};
use crate::rules::notation::{parse_canonical, parse_move, to_canonical, MoveError};
use crate::rules::{History, Move, Position};
use crate::store::forecast_queries as q;
use crate::store::rows::GameRow;
use crate::store::{Db, GameStatus, WriteTx};

/// At most this many lines per player and game.
pub const MAX_FORECAST_LINES: usize = 30;
/// At most this many plies per line (both players' moves counted).
pub const MAX_FORECAST_PLIES: usize = 30;

/// Why a forecast was refused (nothing is stored then).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ForecastRefusal {
    /// It is the player's own turn: forecasts answer the opponent's move.
    YourTurn(GameId),
    /// Not in games against the computer, which answers at once.
    AgainstComputer,
    /// No move given, or only the opponent's: a line needs an answer to play.
    NoAnswer,
    TooManyLines {
        max: u32,
    },
    TooManyPlies {
        max: u32,
        given: u32,
    },
    /// The line's `ply`-th move (from 1) cannot be played where it comes.
    BadMove {
        ply: u32,
        input: String,
        error: MoveError,
    },
    /// The game is over after the line's `ply`-th move, and the line goes on.
    GameEnds {
        ply: u32,
    },
    /// A move for when one's time runs out is kept on one's own turn, for that position.
    TimeoutNotYourTurn(GameId),
    /// The move for when one's time runs out cannot be played in the game's position.
    TimeoutBadMove {
        input: String,
        error: MoveError,
    },
}

/// The move a player keeps for when their time runs out ("play this if my time runs out"),
/// with the position it is for (the current one) and the move before it.
#[derive(Clone, Debug)]
pub struct TimeoutMove {
    pub game: GameId,
    pub position: Position,
    pub previous: Option<Move>,
    pub mv: Move,
}

/// A player's stored forecast, with the position its lines start from (the current one).
#[derive(Clone, Debug)]
pub struct Forecast {
    pub game: GameId,
    /// The position the lines start from, and the move before it.
    pub position: Position,
    pub previous: Option<Move>,
    pub lines: Vec<Vec<Move>>,
}

/// What answers a move: the player whose prepared move it is, and the move.
pub(super) struct PreparedReply {
    pub owner: UserId,
    pub answer: Move,
}

fn refuse(r: ForecastRefusal) -> ServiceError {
    ServiceError::Forecast(r)
}

/// Stored lines: one per text line, canonical moves separated by spaces.
pub fn encode(lines: &[Vec<String>]) -> String {
    lines
        .iter()
        .map(|l| l.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn decode(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|l| l.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .filter(|l| !l.is_empty())
        .collect()
}

/// Reads a line as typed (moves separated by spaces or commas, in any notation `/move`
/// takes) from `history`'s position: every move legal where it comes, the game not over
/// before the last one. Returns the moves in canonical text.
pub fn read_line(history: &History, text: &str) -> std::result::Result<Vec<Move>, ForecastRefusal> {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() > MAX_FORECAST_PLIES {
        return Err(ForecastRefusal::TooManyPlies {
            max: MAX_FORECAST_PLIES as u32,
            given: tokens.len() as u32,
        });
    }
    if tokens.len() < 2 {
        return Err(ForecastRefusal::NoAnswer);
    }
    let mut h = history.clone();
    let mut moves = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let ply = i as u32 + 1;
        if h.outcome().is_some() {
            return Err(ForecastRefusal::GameEnds { ply: ply - 1 });
        }
        let mv = parse_move(h.position(), token).map_err(|error| ForecastRefusal::BadMove {
            ply,
            input: token.chars().take(24).collect(),
            error,
        })?;
        if h.play(mv).is_err() {
            return Err(ForecastRefusal::GameEnds { ply: ply - 1 });
        }
        moves.push(mv);
    }
    Ok(moves)
}

/// Adds `line` to `lines`: a line that extends a stored one replaces it, one already
/// contained in a stored line changes nothing; otherwise it comes last.
pub fn merge(
    lines: &mut Vec<Vec<String>>,
    line: Vec<String>,
) -> std::result::Result<(), ForecastRefusal> {
    if lines.iter().any(|l| l.starts_with(&line)) {
        return Ok(());
    }
    if let Some(l) = lines.iter_mut().find(|l| line.starts_with(l)) {
        *l = line;
        return Ok(());
    }
    if lines.len() >= MAX_FORECAST_LINES {
        return Err(ForecastRefusal::TooManyLines {
            max: MAX_FORECAST_LINES as u32,
        });
    }
    lines.push(line);
    Ok(())
}

impl GameService {
    /// The game, checked for a forecast by `user`: theirs, active, not against the
    /// computer; with the user's colour.
    async fn forecast_game(
        &self,
        c: &mut dyn Db,
        game: GameId,
        user: UserId,
    ) -> Result<(GameRow, crate::rules::Color)> {
        let row = self.game_row(c, game).await?;
        let color = color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        if row.status != GameStatus::Active {
            return Err(ServiceError::GameOver(game));
        }
        if row.computer.is_some() {
            return Err(refuse(ForecastRefusal::AgainstComputer));
        }
        Ok((row, color))
    }

    /// Adds a line (as typed) to `user`'s forecast in `game`; refused with its reason, and
    /// nothing stored, if any move of it is not legal where it comes or a limit is passed.
    pub async fn add_forecast(&self, game: GameId, user: UserId, text: &str) -> Result<Forecast> {
        self.retried(|| self.add_forecast_once(game, user, text))
            .await
    }

    async fn add_forecast_once(&self, game: GameId, user: UserId, text: &str) -> Result<Forecast> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let (row, color) = self.forecast_game(&mut tx, game, user).await?;
        let history = self.history(&mut tx, &row).await?;
        if history.position().side_to_move() == color {
            return Err(refuse(ForecastRefusal::YourTurn(game)));
        }
        let line = read_line(&history, text).map_err(refuse)?;
        let variant = history.position().game();
        let mut lines = stored_lines(&mut tx, &row, user).await?;
        merge(
            &mut lines,
            line.iter().map(|&m| to_canonical(variant, m)).collect(),
        )
        .map_err(refuse)?;
        q::save_forecast(&mut tx, row.id, user.db(), row.ply, &encode(&lines), now.0).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(forecast_of(game, &history, &lines))
    }

    /// `user`'s forecast in `game` (no lines when it is their turn or the game is over).
    pub async fn forecast(&self, game: GameId, user: UserId) -> Result<Forecast> {
        let mut c = self.store.read().await?;
        let row = self.game_row(&mut c, game).await?;
        color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        let history = self.history(&mut c, &row).await?;
        let lines = match row.status {
            GameStatus::Active => stored_lines(&mut c, &row, user).await?,
            _ => Vec::new(),
        };
        Ok(forecast_of(game, &history, &lines))
    }

    /// Forgets `user`'s forecast in `game`, and their move for when their time runs out;
    /// whether there was either.
    pub async fn clear_forecast(&self, game: GameId, user: UserId) -> Result<bool> {
        self.retried(|| async {
            let mut tx = self.store.write().await?;
            let row = self.game_row(&mut tx, game).await?;
            color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
            let gone = q::delete_forecast(&mut tx, row.id, user.db()).await?
                + q::delete_timeout_move(&mut tx, row.id, user.db()).await?;
            tx.commit().await.map_err(ServiceError::from)?;
            Ok(gone > 0)
        })
        .await
    }

    /// Keeps `text` (a move as `/move` takes it) as `user`'s move for when their time runs
    /// out in `game`'s current position, on their turn; it replaces the one kept before.
    /// The scheduler's tick plays it when their deadline passes at this position, before
    /// any extension, vacation day or loss on time. Refused with its reason, nothing stored,
    /// when it is not their turn or the move cannot be played.
    pub async fn set_timeout_move(
        &self,
        game: GameId,
        user: UserId,
        text: &str,
    ) -> Result<TimeoutMove> {
        self.retried(|| self.set_timeout_move_once(game, user, text))
            .await
    }

    async fn set_timeout_move_once(
        &self,
        game: GameId,
        user: UserId,
        text: &str,
    ) -> Result<TimeoutMove> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let (row, color) = self.forecast_game(&mut tx, game, user).await?;
        let history = self.history(&mut tx, &row).await?;
        let pos = history.position();
        if pos.side_to_move() != color {
            return Err(refuse(ForecastRefusal::TimeoutNotYourTurn(game)));
        }
        let mv = parse_move(pos, text.trim()).map_err(|error| {
            refuse(ForecastRefusal::TimeoutBadMove {
                input: text.trim().chars().take(24).collect(),
                error,
            })
        })?;
        let canonical = to_canonical(pos.game(), mv);
        q::save_timeout_move(&mut tx, row.id, user.db(), row.ply, &canonical, now.0).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(TimeoutMove {
            game,
            position: pos.clone(),
            previous: history.moves().last().copied(),
            mv,
        })
    }

    /// `user`'s move for when their time runs out in `game`, if they keep one for the
    /// game's current position.
    pub async fn timeout_move(&self, game: GameId, user: UserId) -> Result<Option<TimeoutMove>> {
        let mut c = self.store.read().await?;
        let row = self.game_row(&mut c, game).await?;
        color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        if row.status != GameStatus::Active {
            return Ok(None);
        }
        let history = self.history(&mut c, &row).await?;
        let kept = stored_timeout_move(&mut c, &row, &history, user).await?;
        Ok(kept.map(|mv| TimeoutMove {
            game,
            position: history.position().clone(),
            previous: history.moves().last().copied(),
            mv,
        }))
    }

    /// In the transaction of a move just played (`history` is the game after it, at `ply`):
    /// the answer of the first stored line of the player now to move that expected it.
    /// Every stored line of the game goes; the lines that expected this move and this
    /// answer are kept, without those two moves.
    pub(super) async fn prepared_reply(
        &self,
        tx: &mut WriteTx,
        row: &GameRow,
        history: &History,
        played: Move,
    ) -> Result<Option<PreparedReply>> {
        // A move for when time runs out was for the position before this move.
        q::delete_timeout_moves(tx, row.id).await?;
        let owner = player(row, history.position().side_to_move());
        let lines = match q::forecast(tx, row.id, owner.db()).await? {
            // Stored for this very move (one stored earlier is stale).
            Some((ply, text)) if ply + 1 == history.moves().len() as i64 => decode(&text),
            Some(_) => Vec::new(),
            None => {
                q::delete_forecasts(tx, row.id).await?;
                return Ok(None);
            }
        };
        q::delete_forecasts(tx, row.id).await?;
        if history.outcome().is_some() || row.computer.is_some() {
            return Ok(None);
        }
        let variant = history.position().game();
        let played = to_canonical(variant, played);
        let Some(answer_text) = lines
            .iter()
            .find(|l| l.len() >= 2 && l[0] == played)
            .map(|l| l[1].clone())
        else {
            return Ok(None);
        };
        let Some(answer) = parse_canonical(variant, &answer_text)
            .filter(|&mv| history.position().legal_moves().contains(&mv))
        else {
            tracing::warn!(
                game = row.id,
                "a stored forecast's answer is not legal: dropped"
            );
            return Ok(None);
        };
        let kept: Vec<Vec<String>> = lines
            .into_iter()
            .filter(|l| l.len() >= 4 && l[0] == played && l[1] == answer_text)
            .map(|l| l[2..].to_vec())
            .collect();
        if !kept.is_empty() {
            let ply = history.moves().len() as i64 + 1;
            q::save_forecast(tx, row.id, owner.db(), ply, &encode(&kept), self.now().0).await?;
        }
        Ok(Some(PreparedReply { owner, answer }))
    }
}

/// `user`'s move for when their time runs out, if it was stored at the game's current ply
/// and can be played there.
pub(super) async fn stored_timeout_move(
    c: &mut dyn Db,
    row: &GameRow,
    history: &History,
    user: UserId,
) -> Result<Option<Move>> {
    let Some((ply, text)) = q::timeout_move(c, row.id, user.db()).await? else {
        return Ok(None);
    };
    if ply != row.ply || ply != history.moves().len() as i64 {
        return Ok(None);
    }
    let pos = history.position();
    Ok(parse_canonical(pos.game(), &text).filter(|mv| pos.legal_moves().contains(mv)))
}

/// `user`'s stored lines, if they were stored at the game's current ply.
async fn stored_lines(c: &mut dyn Db, row: &GameRow, user: UserId) -> Result<Vec<Vec<String>>> {
    Ok(match q::forecast(c, row.id, user.db()).await? {
        Some((ply, text)) if ply == row.ply => decode(&text),
        _ => Vec::new(),
    })
}

fn forecast_of(game: GameId, history: &History, lines: &[Vec<String>]) -> Forecast {
    let variant = history.position().game();
    Forecast {
        game,
        position: history.position().clone(),
        previous: history.moves().last().copied(),
        lines: lines
            .iter()
            .map(|l| {
                l.iter()
                    .filter_map(|m| parse_canonical(variant, m))
                    .collect()
            })
            .collect(),
    }
}
