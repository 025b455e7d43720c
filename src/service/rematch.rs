//! A rematch: the same game, time per move and start position, colours swapped, offered
//! as a challenge to the opponent, which waits for them like any other.

use super::challenges::{Challenge, NewChallenge};
use super::types::{ColorChoice, GameId, UserId};
use super::{color_of, player, Event, GameService, Result, ServiceError};
use crate::rules::Color;
use crate::store::GameStatus;

impl GameService {
    /// `user`, a player of the finished `game`, challenges their opponent to it again
    /// with the other colour. Refused while the game is being played.
    pub async fn rematch(&self, game: GameId, user: UserId) -> Result<(Challenge, Vec<Event>)> {
        let row = {
            let mut c = self.store.read().await?;
            self.game_row(&mut c, game).await?
        };
        let color = color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        if row.status == GameStatus::Active {
            return Err(ServiceError::GameNotOver(game));
        }
        let opponent = player(&row, color.opponent());
        let n = NewChallenge {
            challenger: user,
            opponent: Some(opponent),
            variant: row.variant.clone(),
            days_per_move: row.days_per_move.map(|d| d as u32),
            color: match color {
                Color::Black => ColorChoice::White,
                Color::White => ColorChoice::Black,
            },
            position: Some(row.start_sfen.clone()),
        };
        self.challenge_rated(n, row.rated != 0).await
    }
}
