//! The computer player in the bot: finds the games where it is to move (woken after each
//! move, and on every scheduler tick, so a restart or a lost wake-up only delays it),
//! searches on tokio's blocking pool, and plays through the service like any player.

use super::analysis::{Analyses, AnalysisConfig};
use super::announce::deliver_all;
use super::context::{Data, Error};
use super::play::{play_and_post, Answer, MoveInput};
use crate::ai::{self, Level, Limits};
use crate::rules::{Color, History};
use crate::service::{
    computer_accepts, GameId, GameInfo, OfferKind, ServiceError, Timestamp, UserId,
};
use poise::serenity_prelude::Http;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{Notify, Semaphore};
use tracing::{info, warn};

/// What the operator sets: time per move of each level and how many searches run at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// Limits of easy, normal and strong, in [`Level::ALL`] order.
    pub limits: [Limits; 3],
    /// Searches running at the same time (each on a blocking thread).
    pub parallel: usize,
    /// Reviews of finished games (/analyse).
    pub analysis: AnalysisConfig,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            limits: Level::ALL.map(Level::default_limits),
            parallel: std::thread::available_parallelism().map_or(1, |n| n.get()),
            analysis: AnalysisConfig::default(),
        }
    }
}

impl EngineConfig {
    /// The defaults, with `SEIREIGI_EASY_MS`, `SEIREIGI_NORMAL_MS`, `SEIREIGI_STRONG_MS`
    /// (time per move), `SEIREIGI_STRONG_THREADS` (search threads of the strong level),
    /// `SEIREIGI_ENGINE_PARALLEL`, `SEIREIGI_ANALYSIS_MS` (about how long one /analyse
    /// review takes) and `SEIREIGI_ANALYSIS_PARALLEL` read from the environment.
    pub fn from_env() -> anyhow::Result<EngineConfig> {
        EngineConfig::from_vars(|name| std::env::var(name).ok())
    }

    /// The same from any source of variables.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<EngineConfig> {
        let mut config = EngineConfig::default();
        for (i, level) in Level::ALL.into_iter().enumerate() {
            let name = format!("SEIREIGI_{}_MS", level.id().to_ascii_uppercase());
            if let Some(text) = var(&name) {
                let ms: u64 = text
                    .trim()
                    .parse()
                    .ok()
                    .filter(|&ms| (10..=600_000).contains(&ms))
                    .ok_or_else(|| {
                        anyhow::anyhow!("{name} must be milliseconds from 10 to 600000")
                    })?;
                config.limits[i].time = Duration::from_millis(ms);
            }
        }
        if let Some(text) = var("SEIREIGI_STRONG_THREADS") {
            let threads = text
                .trim()
                .parse()
                .ok()
                .filter(|&n| (1..=64).contains(&n))
                .ok_or_else(|| anyhow::anyhow!("SEIREIGI_STRONG_THREADS must be 1 to 64"))?;
            config.limits[2].threads = threads;
        }
        if let Some(text) = var("SEIREIGI_ENGINE_PARALLEL") {
            config.parallel = text
                .trim()
                .parse()
                .ok()
                .filter(|&n| (1..=64).contains(&n))
                .ok_or_else(|| anyhow::anyhow!("SEIREIGI_ENGINE_PARALLEL must be 1 to 64"))?;
        }
        if let Some(text) = var("SEIREIGI_ANALYSIS_MS") {
            let ms = text
                .trim()
                .parse()
                .ok()
                .filter(|&ms| (100..=600_000).contains(&ms))
                .ok_or_else(|| {
                    anyhow::anyhow!("SEIREIGI_ANALYSIS_MS must be milliseconds from 100 to 600000")
                })?;
            config.analysis.budget = Duration::from_millis(ms);
        }
        if let Some(text) = var("SEIREIGI_ANALYSIS_PARALLEL") {
            config.analysis.parallel = text
                .trim()
                .parse()
                .ok()
                .filter(|&n| (1..=64).contains(&n))
                .ok_or_else(|| anyhow::anyhow!("SEIREIGI_ANALYSIS_PARALLEL must be 1 to 64"))?;
        }
        Ok(config)
    }

    pub fn limits(&self, level: Level) -> Limits {
        let i = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
        self.limits[i].clone()
    }
}

/// How long work the computer was not told about waits before it is done anyway.
pub const UNTOLD_GRACE_MS: i64 = 10_000;

/// The computer player of one running bot.
pub struct Engine {
    /// The bot's own user: games against the computer are games against it.
    pub user: UserId,
    config: EngineConfig,
    wake: Notify,
    /// Games whose last move or offer has been posted: the computer may answer them now.
    told: Mutex<HashSet<GameId>>,
    /// Games being searched now, so that a wake-up does not start a second search.
    busy: Mutex<HashSet<GameId>>,
    searches: Semaphore,
    /// Reviews of finished games, queued apart from the searches of moves.
    pub analyses: Analyses,
}

impl Engine {
    pub fn new(user: UserId, config: EngineConfig) -> Engine {
        let parallel = config.parallel.max(1);
        Engine {
            user,
            analyses: Analyses::new(config.analysis.clone()),
            config,
            wake: Notify::new(),
            told: Mutex::new(HashSet::new()),
            busy: Mutex::new(HashSet::new()),
            searches: Semaphore::new(parallel),
        }
    }

    /// The latest move or offer of `game` is posted: the computer may answer it (a
    /// wake-up is never lost: one sent while the worker is busy is kept for its next wait).
    pub fn nudge(&self, game: GameId) {
        if let Ok(mut told) = self.told.lock() {
            told.insert(game);
        }
        self.wake.notify_one();
    }

    /// Whether the computer may answer work of a game that became due at `since`: when the
    /// post it answers is out (`told`: else its reply could appear above the player's
    /// move), or, should that word never come (a crash between storing and posting), once
    /// [`UNTOLD_GRACE_MS`] have passed; at start-up, at once.
    fn may_answer(told: bool, since: Timestamp, now: Timestamp, start: bool) -> bool {
        told || start || now.0 - since.0 >= UNTOLD_GRACE_MS
    }

    /// The move the computer would play for the side to move (a /hint), searched like a
    /// normal-level move, without randomness.
    pub async fn hint(&self, history: &History) -> Result<Option<ai::SearchResult>, Error> {
        let pos = history.position().clone();
        let limits = self.config.limits(Level::Normal);
        self.think(move || ai::search(&pos, &limits)).await
    }

    /// Runs a search on tokio's blocking pool, never more than the configured number at once.
    async fn think<T: Send + 'static>(
        &self,
        search: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Error> {
        let _permit = self.searches.acquire().await?;
        Ok(tokio::task::spawn_blocking(search).await?)
    }

    /// Runs for as long as the bot: wakes on a nudge or every `every`.
    pub async fn run(self: Arc<Self>, http: Arc<Http>, data: Arc<Data>, every: Duration) {
        let mut start = true;
        loop {
            self.look_for_work(&http, &data, start).await;
            start = false;
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(every) => {}
            }
        }
    }

    async fn look_for_work(self: &Arc<Self>, http: &Arc<Http>, data: &Arc<Data>, start: bool) {
        let now = data.service.now();
        let told = self
            .told
            .lock()
            .map(|mut t| std::mem::take(&mut *t))
            .unwrap_or_default();
        match data.service.offers_to_computer().await {
            Ok(offers) => {
                for (game, kind, since) in offers {
                    if !Engine::may_answer(told.contains(&game), since, now, start) {
                        continue;
                    }
                    // A game this process is searching in is ours already (a takeback
                    // offered meanwhile is answered at once); any other is claimed first, so
                    // that one process answers.
                    let searching = self.busy.lock().map(|b| b.contains(&game)).unwrap_or(false);
                    if !searching && !self.claim(data, game, None).await {
                        continue;
                    }
                    if let Err(e) = self.answer_offer(http, data, game, kind).await {
                        warn!(game = game.0, error = %e, "the computer could not answer an offer");
                    }
                    if !searching {
                        self.release(data, game).await;
                    }
                }
            }
            Err(e) => warn!(error = %e, "could not read offers to the computer"),
        }
        let due = match data.service.computer_turns().await {
            Ok(due) => due,
            Err(e) => {
                warn!(error = %e, "could not read the computer's games");
                return;
            }
        };
        for (info, since) in due {
            if !info.is_computer(self.user) {
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
            if !self.claim(data, info.id, level).await {
                if let Ok(mut b) = self.busy.lock() {
                    b.remove(&info.id);
                }
                continue;
            }
            let (engine, http, data) = (self.clone(), http.clone(), data.clone());
            tokio::spawn(async move {
                let result = engine.think_and_play(&http, &data, &info).await;
                engine.release(&data, info.id).await;
                if let Ok(mut b) = engine.busy.lock() {
                    b.remove(&info.id);
                }
                match result {
                    // Whatever changed meanwhile (a takeback, say) is looked at again.
                    Ok(()) => engine.wake.notify_one(),
                    // Retried on the next tick, not at once: a fault must not spin.
                    Err(e) => warn!(game = info.id.0, error = %e, "the computer could not move"),
                }
            });
        }
    }

    /// Claims the computer's work in `game` for this process: for the service's lease, and
    /// the search time of `level` on top for a move. False if another process holds it (or
    /// the game is over, or the claim could not be written: tried again on the next tick).
    async fn claim(&self, data: &Data, game: GameId, level: Option<Level>) -> bool {
        let search = level.map_or(0, |l| self.config.limits(l).time.as_millis() as i64);
        let lease = data.service.lease_ms().saturating_add(search);
        match data.service.claim_computer(game, lease).await {
            Ok(won) => won,
            Err(e) => {
                warn!(game = game.0, error = %e, "could not claim the computer's work");
                false
            }
        }
    }

    /// Gives the claim on `game` back (its lease runs out instead if that fails).
    async fn release(&self, data: &Data, game: GameId) {
        if let Err(e) = data.service.release_computer(game).await {
            warn!(game = game.0, error = %e, "could not give back the computer's claim");
        }
    }

    async fn think_and_play(&self, http: &Http, data: &Data, info: &GameInfo) -> Result<(), Error> {
        let Some(level) = info.computer.map(|c| c.level) else {
            return Ok(());
        };
        let (info, history) = data.service.game_history(info.id).await?;
        if info.to_move != Some(self.user) {
            return Ok(());
        }
        let ply = history.moves().len() as u32;
        let limits = self.config.limits(level);
        let seed = history.position().hash() ^ u64::from(ply);
        let searched = history.clone();
        let found = self
            .think(move || ai::choose_move(&searched, level, &limits, seed))
            .await?;
        let Some(found) = found else {
            return Ok(());
        };
        let input = MoveInput::Move(found.best);
        let answer = Answer::Nobody;
        match play_and_post(http, data, answer, info.id, self.user, input, Some(ply)).await {
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
    async fn answer_offer(
        &self,
        http: &Http,
        data: &Data,
        game: GameId,
        kind: OfferKind,
    ) -> Result<(), Error> {
        let (info, history) = data.service.game_history(game).await?;
        let me = if info.black == self.user {
            Color::Black
        } else {
            Color::White
        };
        let accept = self
            .think(move || computer_accepts(&history, me, kind))
            .await?;
        let events = match data.service.answer(game, self.user, kind, accept).await {
            // Withdrawn or answered meanwhile.
            Err(ServiceError::NoOffer(_) | ServiceError::GameOver(_)) => return Ok(()),
            other => other?,
        };
        deliver_all(http, data, &events).await;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> anyhow::Result<EngineConfig> {
        EngineConfig::from_vars(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn the_operator_sets_the_time_of_each_level() {
        let c = config(&[
            ("SEIREIGI_STRONG_MS", "10000"),
            ("SEIREIGI_EASY_MS", " 200 "),
        ])
        .expect("valid");
        assert_eq!(c.limits(Level::Strong).time, Duration::from_secs(10));
        assert_eq!(c.limits(Level::Easy).time, Duration::from_millis(200));
        assert_eq!(c.limits(Level::Normal), Level::Normal.default_limits());
        // The easy level keeps its depth cap whatever its time.
        assert_eq!(
            c.limits(Level::Easy).max_depth,
            Level::Easy.default_limits().max_depth
        );
    }

    #[test]
    fn bad_settings_are_refused_with_their_name() {
        for (name, value) in [
            ("SEIREIGI_NORMAL_MS", "fast"),
            ("SEIREIGI_NORMAL_MS", "0"),
            ("SEIREIGI_ENGINE_PARALLEL", "0"),
            ("SEIREIGI_STRONG_THREADS", "many"),
            ("SEIREIGI_ANALYSIS_MS", "5"),
            ("SEIREIGI_ANALYSIS_PARALLEL", "0"),
        ] {
            let e = config(&[(name, value)]).expect_err("refused");
            assert!(e.to_string().contains(name), "{e}");
        }
    }
}
