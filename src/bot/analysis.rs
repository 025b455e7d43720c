//! Reviews of finished games for /analyse: each a few dozen searches, run on tokio's
//! blocking pool apart from the computer's moves (a review must not hold up a game), a
//! bounded number at once, and only so many admitted to wait: a request beyond them is
//! turned away at once with a clear answer instead of queueing for minutes. One review per
//! user and per game waiting or running ([`Gate`]): one user sending /analyse again and
//! again cannot fill the queue that everyone waits in.

use super::fair::{Gate, Holder, Pass, Turned};
use crate::ai::review::{review_within, Budget, MoveReview, Verdict};
use crate::render::eval_graph::{eval_graph_png, GraphMark};
use crate::rules::History;
use crate::service::{GameId, UserId};
use anyhow::Error;
use std::time::Duration;
use tokio::sync::Semaphore;

/// What the operator sets (`SEIREIGI_ANALYSIS_MS`, `SEIREIGI_ANALYSIS_PARALLEL`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisConfig {
    /// About how long one review may take in all.
    pub budget: Duration,
    /// The most time one position gets, however short the game.
    pub per_position_cap: Duration,
    /// Reviews running at the same time.
    pub parallel: usize,
    /// Reviews waiting for their turn, beyond which requests are refused.
    pub waiting: usize,
}

impl Default for AnalysisConfig {
    fn default() -> AnalysisConfig {
        AnalysisConfig {
            budget: Duration::from_secs(20),
            per_position_cap: Duration::from_millis(500),
            parallel: 1,
            waiting: 4,
        }
    }
}

/// A finished review: every move's verdict and the evaluation graph.
pub struct Analysis {
    pub moves: Vec<MoveReview>,
    pub graph_png: Vec<u8>,
    /// How many moves were judged: all of them, or a sample spread over the game when the
    /// budget does not cover every position.
    pub judged: usize,
}

pub struct Analyses {
    config: AnalysisConfig,
    /// Places for reviews running or waiting, one per user and per game.
    admitted: Gate,
    running: Semaphore,
}

/// A place in the queue, held from admission until the review is done.
pub struct Ticket {
    _place: Pass,
}

impl Analyses {
    pub fn new(config: AnalysisConfig) -> Analyses {
        let parallel = config.parallel.max(1);
        Analyses {
            admitted: Gate::new(parallel + config.waiting),
            running: Semaphore::new(parallel),
            config,
        }
    }

    /// A place in the queue for `user`'s review of `game`; refused when the queue is full,
    /// or when that user or that game has a review waiting or running already.
    pub fn admit(&self, user: UserId, game: GameId) -> Result<Ticket, Turned> {
        self.admitted
            .enter(game, &[Holder::User(user), Holder::Game(game)])
            .map(|place| Ticket { _place: place })
    }

    /// How many reviews the queue holds at most (running and waiting).
    pub fn capacity(&self) -> usize {
        self.admitted.capacity()
    }

    /// Reviews `game` once its turn comes (the ticket proves it was admitted).
    pub async fn run(&self, _ticket: &Ticket, game: History) -> Result<Analysis, Error> {
        let _turn = self.running.acquire().await?;
        let (budget, cap) = (self.config.budget, self.config.per_position_cap);
        let analysis = tokio::task::spawn_blocking(move || {
            // The whole review within the budget, whatever the game's length.
            let review = review_within(&game, Budget::Time(budget), cap, 1, |_| {});
            let (moves, judged) = (review.moves, review.judged);
            let evals: Vec<i32> = moves.iter().map(|m| m.eval_after).collect();
            let marks: Vec<(usize, GraphMark)> = moves
                .iter()
                .enumerate()
                .filter_map(|(i, m)| match m.verdict {
                    Verdict::Good => None,
                    Verdict::Mistake => Some((i, GraphMark::Mistake)),
                    Verdict::Blunder => Some((i, GraphMark::Blunder)),
                })
                .collect();
            eval_graph_png(&evals, &marks).map(|graph_png| Analysis {
                moves,
                graph_png,
                judged,
            })
        })
        .await??;
        Ok(analysis)
    }
}
