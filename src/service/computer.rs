//! What the computer player has to do: the games where it is to move, and the offers
//! waiting for its answer. Searching is the front end's job (on a blocking thread); the
//! service only finds the work and records the results like any player's.

use super::query::GameInfo;
use super::types::{GameId, OfferKind, Timestamp};
use super::GameService;
use super::Result;
use crate::ai::offers::{accepts_draw, accepts_impasse};
use crate::rules::{Color, History};
use crate::store::queries;
use std::collections::HashSet;

/// Whether the computer, playing `me`, accepts an offer: takebacks always (a friendly
/// opponent), a draw or an impasse count only when no worse for it than playing on. A draw
/// needs a short search: front ends on an async runtime call this on a blocking thread.
pub fn computer_accepts(history: &History, me: Color, kind: OfferKind) -> bool {
    match kind {
        OfferKind::Takeback => true,
        OfferKind::Draw => accepts_draw(history, me),
        OfferKind::Impasse => accepts_impasse(history, me),
    }
}

impl GameService {
    /// Active games against the computer in which it is the computer's turn, oldest first,
    /// each with the time its turn came; not those whose last move's post is not out yet
    /// (the computer's reply must come below it: it waits until a scheduler, of this process
    /// or another, has posted it). A game that cannot be read is left out (and marked
    /// damaged), never the others.
    pub async fn computer_turns(&self) -> Result<Vec<(GameInfo, Timestamp)>> {
        let mut c = self.store.read().await?;
        let unposted: HashSet<i64> = queries::games_with_unposted_moves(&mut c)
            .await?
            .into_iter()
            .collect();
        let ids = queries::active_computer_games(&mut c)
            .await?
            .into_iter()
            .filter(|id| !unposted.contains(id))
            .collect();
        let (rows, _damaged) = self.read_each(&mut c, ids).await?;
        let mut due = Vec::new();
        for (row, info) in rows {
            if info.to_move.is_some_and(|u| info.is_computer(u)) {
                due.push((info, Timestamp(row.updated_at)));
            }
        }
        Ok(due)
    }

    /// Offers made to the computer that it has not answered yet, with when they were made;
    /// not in games whose last move's post is not out yet (as [`Self::computer_turns`]).
    pub async fn offers_to_computer(&self) -> Result<Vec<(GameId, OfferKind, Timestamp)>> {
        let mut c = self.store.read().await?;
        let unposted: HashSet<i64> = queries::games_with_unposted_moves(&mut c)
            .await?
            .into_iter()
            .collect();
        Ok(queries::offers_to_computer(&mut c)
            .await?
            .into_iter()
            .filter(|(game, _, _)| !unposted.contains(game))
            .map(|(game, kind, at)| (GameId(game), kind, Timestamp(at)))
            .collect())
    }
}
