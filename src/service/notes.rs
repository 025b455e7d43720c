//! Private notes: one per game and player, never shown to the opponent.

use super::types::{GameId, UserId};
use super::{color_of, GameService, Result, ServiceError};
use crate::store::forecast_queries as q;
use std::collections::HashMap;

/// The longest note, in characters (a few paragraphs; a Discord message holds 2 000).
pub const MAX_NOTE_CHARS: usize = 1500;

/// The start of a note, on one line, at most `max` characters (an ellipsis when cut).
pub fn note_excerpt(note: &str, max: usize) -> String {
    let flat: String = note.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= max {
        return flat;
    }
    let mut cut: String = flat.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

impl GameService {
    /// Keeps `text` as `user`'s note on `game` (an empty text forgets it). Refused, and
    /// nothing stored, over [`MAX_NOTE_CHARS`].
    pub async fn set_note(&self, game: GameId, user: UserId, text: &str) -> Result<()> {
        let text = text.trim();
        let given = text.chars().count();
        if given > MAX_NOTE_CHARS {
            return Err(ServiceError::NoteTooLong {
                max: MAX_NOTE_CHARS as u32,
                given: given as u32,
            });
        }
        self.retried(|| async {
            let now = self.now();
            let mut tx = self.store.write().await?;
            let row = self.game_row(&mut tx, game).await?;
            color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
            if text.is_empty() {
                q::delete_note(&mut tx, row.id, user.db()).await?;
            } else {
                q::save_note(&mut tx, row.id, user.db(), text, now.0).await?;
            }
            tx.commit().await.map_err(ServiceError::from)?;
            Ok(())
        })
        .await
    }

    /// `user`'s note on `game`, if they keep one (only a player of the game has any).
    pub async fn game_note(&self, game: GameId, user: UserId) -> Result<Option<String>> {
        let mut c = self.store.read().await?;
        let row = self.game_row(&mut c, game).await?;
        color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        Ok(q::note(&mut c, row.id, user.db()).await?)
    }

    /// All of `user`'s notes, by game (for `/games`).
    pub async fn notes_of(&self, user: UserId) -> Result<HashMap<GameId, String>> {
        let mut c = self.store.read().await?;
        let notes = q::notes_of(&mut c, user.db()).await?;
        Ok(notes.into_iter().map(|(g, n)| (GameId(g), n)).collect())
    }
}
