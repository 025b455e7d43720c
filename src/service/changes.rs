//! Who hears that a game changed: after each committed change of a game (a move, an end, a
//! takeback, a clock moved) the service publishes the game's id and new version, plain data
//! for any front end that shows games live (the web board). Other processes on the same
//! PostgreSQL database learn of changes by reading [`GameService::game_versions`].

use super::types::GameId;
use super::{GameService, Result};
use crate::store::queries;
use std::sync::atomic::Ordering;
use tokio::sync::broadcast;

/// Changes kept for a slow listener before it is told it lagged.
pub const CHANGES_BUFFER: usize = 1024;

/// A game's row reached this version.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameChanged {
    pub game: GameId,
    pub version: i64,
}

impl GameService {
    /// Every later change of a game committed by this service. A receiver that falls more
    /// than [`CHANGES_BUFFER`] changes behind gets `Lagged` and should read what it shows
    /// again.
    pub fn subscribe(&self) -> broadcast::Receiver<GameChanged> {
        self.changes.subscribe()
    }

    /// Tells the listeners (if any) that a change of `game` was committed.
    pub(super) fn publish(&self, game: i64, version: i64) {
        let _ = self.changes.send(GameChanged {
            game: GameId(game),
            version,
        });
    }

    /// Moves played through this service since it started.
    pub fn moves_played(&self) -> u64 {
        self.moves_played.load(Ordering::Relaxed)
    }

    pub(super) fn count_move(&self) {
        self.moves_played.fetch_add(1, Ordering::Relaxed);
    }

    /// The current versions of these games (those that exist), read in one statement.
    pub async fn game_versions(&self, games: &[GameId]) -> Result<Vec<GameChanged>> {
        let ids: Vec<i64> = games.iter().map(|g| g.0).collect();
        let mut c = self.store.read().await?;
        let rows = queries::game_versions(&mut c, &ids).await?;
        Ok(rows
            .into_iter()
            .map(|(game, version)| GameChanged {
                game: GameId(game),
                version,
            })
            .collect())
    }

    /// The game whose public page id this is; `None` for an id no game has.
    pub async fn game_by_public_id(&self, public_id: &str) -> Result<Option<GameId>> {
        let mut c = self.store.read().await?;
        Ok(queries::game_by_public_id(&mut c, public_id)
            .await?
            .map(GameId))
    }

    /// Whether the database answers (for health checks).
    pub async fn ping(&self) -> Result<()> {
        let mut c = self.store.read().await?;
        queries::ping(&mut c).await?;
        Ok(())
    }
}
