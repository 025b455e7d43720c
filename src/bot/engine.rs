//! The computer player's worker: finds the games where it is to move (woken after each
//! move, and on every scheduler tick, so a restart or a lost wake-up only delays it),
//! searches on tokio's blocking pool, and plays through the service like any player.
//! Everything else reaches the computer through its handle, [`Computer`]. What becomes of
//! its moves is its [`Table`]'s business: the bot posts them in the game's thread
//! ([`Discord`]); `seireigi web`, with no thread, only lets its pages follow (`cli::web`).

use super::announce::deliver_all;
use super::computer::Computer;
use super::context::{Data, Error};
use super::play::{play_and_post, Answer, MoveInput};
use crate::ai::{self, Level};
use crate::rules::{Color, Move};
use crate::service::{
    computer_accepts, Event, GameId, GameInfo, GameService, MoveResult, OfferKind, ServiceError,
    Timestamp, UserId,
};
use poise::serenity_prelude::Http;
use std::collections::HashSet;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tracing::{info, warn};

/// How long work the computer was not told about waits before it is done anyway.
pub const UNTOLD_GRACE_MS: i64 = 10_000;

/// Where the computer plays: the service, and what follows its moves and answers.
pub trait Table: Send + Sync + 'static {
    fn service(&self) -> &GameService;
    /// Plays the computer's move through the service (refused if the game is no longer at
    /// `ply`) and makes it known as a player's move is.
    fn play(
        &self,
        game: GameId,
        computer: UserId,
        mv: Move,
        ply: u32,
    ) -> impl Future<Output = Result<MoveResult, ServiceError>> + Send;
    /// Makes known what answering an offer caused.
    fn deliver(&self, events: Vec<Event>) -> impl Future<Output = ()> + Send;
    /// A read of the loop failed (logged once while the database is away).
    fn failed(&self, what: &str, e: &ServiceError);
}

/// The bot's table: moves go through `play_and_post`, as everyone's, into the thread.
pub struct Discord {
    pub http: Arc<Http>,
    pub data: Arc<Data>,
}

impl Table for Discord {
    fn service(&self) -> &GameService {
        &self.data.service
    }

    async fn play(
        &self,
        game: GameId,
        computer: UserId,
        mv: Move,
        ply: u32,
    ) -> Result<MoveResult, ServiceError> {
        let input = MoveInput::Move(mv);
        play_and_post(
            &self.http,
            &self.data,
            Answer::Nobody,
            game,
            computer,
            input,
            Some(ply),
        )
        .await
    }

    async fn deliver(&self, events: Vec<Event>) {
        deliver_all(&self.http, &self.data, &events).await;
    }

    fn failed(&self, what: &str, e: &ServiceError) {
        self.data.outage.failed(what, e);
    }
}

/// The worker of one running computer player.
pub struct Engine {
    computer: Arc<Computer>,
    /// Games being searched now, so that a wake-up does not start a second search.
    busy: Mutex<HashSet<GameId>>,
}

impl Engine {
    pub fn new(computer: Arc<Computer>) -> Engine {
        Engine {
            computer,
            busy: Mutex::new(HashSet::new()),
        }
    }

    /// Whether the computer may answer work of a game that became due at `since`: when the
    /// post it answers is out (`told`: else its reply could appear above the player's
    /// move), or, should that word never come (a crash between storing and posting), once
    /// [`UNTOLD_GRACE_MS`] have passed; at start-up, at once.
    fn may_answer(told: bool, since: Timestamp, now: Timestamp, start: bool) -> bool {
        told || start || now.0 - since.0 >= UNTOLD_GRACE_MS
    }

    /// Runs for as long as the bot: wakes on a nudge or every `every`.
    pub async fn run<T: Table>(self: Arc<Self>, table: Arc<T>, every: Duration) {
        let mut start = true;
        loop {
            self.look_for_work(&table, start).await;
            start = false;
            self.computer.woken(every).await;
        }
    }

    async fn look_for_work<T: Table>(self: &Arc<Self>, table: &Arc<T>, start: bool) {
        let now = table.service().now();
        let told = self.computer.take_told();
        match table.service().offers_to_computer().await {
            Ok(offers) => {
                for (game, kind, since) in offers {
                    if !Engine::may_answer(told.contains(&game), since, now, start) {
                        continue;
                    }
                    // A game this process is searching in is ours already (a takeback
                    // offered meanwhile is answered at once); any other is claimed first, so
                    // that one process answers.
                    let searching = self.busy.lock().map(|b| b.contains(&game)).unwrap_or(false);
                    if !searching && !self.claim(table.service(), game, None).await {
                        continue;
                    }
                    if let Err(e) = self.answer_offer(table.as_ref(), game, kind).await {
                        warn!(game = game.0, error = %e, "the computer could not answer an offer");
                    }
                    if !searching {
                        self.release(table.service(), game).await;
                    }
                }
            }
            Err(e) => table.failed("reading the offers to the computer", &e),
        }
        let due = match table.service().computer_turns().await {
            Ok(due) => due,
            Err(e) => {
                table.failed("reading the computer's games", &e);
                return;
            }
        };
        for (info, since) in due {
            if !info.is_computer(self.computer.user) {
                // A game against another bot account (the token changed): not ours to play.
                continue;
            }
            if !Engine::may_answer(told.contains(&info.id), since, now, start) {
                continue;
            }
            let fresh = self
                .busy
                .lock()
                .map(|mut b| b.insert(info.id))
                .unwrap_or(false);
            if !fresh {
                continue;
            }
            // Claimed for the search and the post, so that no other process plays it too.
            let level = info.computer.map(|c| c.level);
            if !self.claim(table.service(), info.id, level).await {
                if let Ok(mut b) = self.busy.lock() {
                    b.remove(&info.id);
                }
                continue;
            }
            let (engine, table) = (self.clone(), table.clone());
            tokio::spawn(async move {
                let result = engine.think_and_play(table.as_ref(), &info).await;
                engine.release(table.service(), info.id).await;
                if let Ok(mut b) = engine.busy.lock() {
                    b.remove(&info.id);
                }
                match result {
                    // Whatever changed meanwhile (a takeback, say) is looked at again.
                    Ok(()) => engine.computer.wake(),
                    // Retried on the next tick, not at once: a fault must not spin.
                    Err(e) => warn!(game = info.id.0, error = %e, "the computer could not move"),
                }
            });
        }
    }

    /// Claims the computer's work in `game` for this process: for the service's lease, and
    /// the search time of `level` on top for a move. False if another process holds it (or
    /// the game is over, or the claim could not be written: tried again on the next tick).
    async fn claim(&self, service: &GameService, game: GameId, level: Option<Level>) -> bool {
        let search = level.map_or(0, |l| self.computer.limits(l).time.as_millis() as i64);
        let lease = service.lease_ms().saturating_add(search);
        match service.claim_computer(game, lease).await {
            Ok(won) => won,
            Err(e) => {
                warn!(game = game.0, error = %e, "could not claim the computer's work");
                false
            }
        }
    }

    /// Gives the claim on `game` back (its lease runs out instead if that fails).
    async fn release(&self, service: &GameService, game: GameId) {
        if let Err(e) = service.release_computer(game).await {
            warn!(game = game.0, error = %e, "could not give back the computer's claim");
        }
    }

    async fn think_and_play<T: Table>(&self, table: &T, info: &GameInfo) -> Result<(), Error> {
        let Some(level) = info.computer.map(|c| c.level) else {
            return Ok(());
        };
        let (info, history) = table.service().game_history(info.id).await?;
        if info.to_move != Some(self.computer.user) {
            return Ok(());
        }
        let ply = history.moves().len() as u32;
        let limits = self.computer.limits(level);
        let seed = history.position().hash() ^ u64::from(ply);
        let searched = history.clone();
        let found = self
            .computer
            .think(move || ai::choose_move(&searched, level, &limits, seed))
            .await?;
        let Some(found) = found else {
            return Ok(());
        };
        match table
            .play(info.id, self.computer.user, found.best, ply)
            .await
        {
            // The human took back or resigned meanwhile: look again on the next wake-up.
            Err(ServiceError::PositionChanged | ServiceError::GameOver(_)) => return Ok(()),
            other => other?,
        };
        info!(
            game = info.id.0,
            ply = ply + 1,
            depth = found.depth,
            nodes = found.nodes,
            "the computer moved"
        );
        Ok(())
    }

    /// Answers an offer as [`computer_accepts`] decides.
    async fn answer_offer<T: Table>(
        &self,
        table: &T,
        game: GameId,
        kind: OfferKind,
    ) -> Result<(), Error> {
        let (info, history) = table.service().game_history(game).await?;
        let me = if info.black == self.computer.user {
            Color::Black
        } else {
            Color::White
        };
        let accept = self
            .computer
            .think(move || computer_accepts(&history, me, kind))
            .await?;
        let events = match table
            .service()
            .answer(game, self.computer.user, kind, accept)
            .await
        {
            // Withdrawn or answered meanwhile.
            Err(ServiceError::NoOffer(_) | ServiceError::GameOver(_)) => return Ok(()),
            other => other?,
        };
        table.deliver(events).await;
        Ok(())
    }
}
