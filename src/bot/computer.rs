//! The handle to the computer player that everything shares (in [`Data`](super::context::Data)):
//! who it is, the wake-up of its worker ([`nudge`](Computer::nudge)), its searches (a
//! /hint, bounded with the worker's moves) and the queue of reviews (/analyse). The worker
//! that plays its moves is `engine`, started once the bot is connected.

use super::analysis::{Analyses, AnalysisConfig};
use super::fair::Gate;
use crate::ai::{self, Level, Limits};
use crate::rules::History;
use crate::service::{GameId, UserId};
use anyhow::Error;
use std::collections::HashSet;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::{Notify, Semaphore};

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
/// The computer player of one running bot, as its callers see it.
pub struct Computer {
    /// The bot's own user: games against the computer are games against it.
    pub user: UserId,
    config: EngineConfig,
    wake: Notify,
    /// Games whose last move or offer has been posted: the computer may answer them now.
    told: Mutex<HashSet<GameId>>,
    searches: Semaphore,
    /// Hints waiting or running: one per user, [`HINTS_AT_ONCE`] in all.
    pub hints: Gate,
    /// Reviews of finished games, queued apart from the searches of moves.
    pub analyses: Analyses,
}

/// Hints waiting for a search slot or searching, in all: beyond that a hint is refused at
/// once rather than queued behind the games' moves.
pub const HINTS_AT_ONCE: usize = 16;

impl Computer {
    pub fn new(user: UserId, config: EngineConfig) -> Computer {
        let parallel = config.parallel.max(1);
        Computer {
            user,
            analyses: Analyses::new(config.analysis.clone()),
            config,
            wake: Notify::new(),
            told: Mutex::new(HashSet::new()),
            searches: Semaphore::new(parallel),
            hints: Gate::new(HINTS_AT_ONCE),
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

    /// Wakes the worker to look again, for no game in particular.
    pub(super) fn wake(&self) {
        self.wake.notify_one();
    }

    /// Waits for a wake-up, or `every` at most.
    pub(super) async fn woken(&self, every: Duration) {
        tokio::select! {
            () = self.wake.notified() => {}
            () = tokio::time::sleep(every) => {}
        }
    }

    /// The games the computer was told about since the last call.
    pub(super) fn take_told(&self) -> HashSet<GameId> {
        self.told
            .lock()
            .map(|mut t| std::mem::take(&mut *t))
            .unwrap_or_default()
    }

    /// The limits of a level, as the operator set them.
    pub(super) fn limits(&self, level: Level) -> Limits {
        self.config.limits(level)
    }

    /// The move the computer would play for the side to move (a /hint), searched like a
    /// normal-level move, without randomness.
    pub async fn hint(&self, history: &History) -> Result<Option<ai::SearchResult>, Error> {
        let pos = history.position().clone();
        let limits = self.config.limits(Level::Normal);
        self.think(move || ai::search(&pos, &limits)).await
    }

    /// Runs a search on tokio's blocking pool, never more than the configured number at once.
    pub(super) async fn think<T: Send + 'static>(
        &self,
        search: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Error> {
        let _permit = self.searches.acquire().await?;
        Ok(tokio::task::spawn_blocking(search).await?)
    }
}
