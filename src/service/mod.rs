//! The game service: challenges, moves, offers, clocks and exports, spoken in user ids,
//! commands, results and events. Every front end (the bot, the terminal) goes through it.
//!
//! Each command runs in one write transaction that takes the write lock first; a game row
//! carries a version so that a change computed from an old state is never applied.

mod challenges;
mod changes;
mod claims;
mod clock;
mod comfort;
mod computer;
mod damaged;
pub mod error;
pub mod events;
mod forecast;
mod languages;
mod limits;
mod notes;
mod play;
mod query;
mod ratings;
mod rematch;
mod settings;
mod tournaments;
pub mod types;
mod web_links;
pub mod web_token;

pub use crate::store::ChallengeStatus;
pub use challenges::{Challenge, NewChallenge};
pub use changes::{GameChanged, CHANGES_BUFFER};
pub use claims::{CLAIM_BATCH, DEFAULT_LEASE};
pub use clock::{DELIVERY_ATTEMPTS, MAX_VACATION_DAYS, RETRY_FIRST_MS, RETRY_MAX_MS};
pub use comfort::{
    offset_text, parse_utc_offset, ComfortSettings, Extensions, FinishedPage, FINISHED_PAGE,
    MAX_EXTENSIONS,
};
pub use computer::computer_accepts;
pub use damaged::DamagedGame;
pub use error::{LimitHit, PositionFault, Result, ServiceError};
pub use events::{DigestGame, Event, Notification};
pub use forecast::{
    read_line, Forecast, ForecastRefusal, TimeoutMove, MAX_FORECAST_LINES, MAX_FORECAST_PLIES,
};
pub use languages::Languages;
pub use limits::Limits;
pub use notes::{note_excerpt, MAX_NOTE_CHARS};
pub use play::MoveResult;
pub use query::{ComputerPlayer, ExportFormat, GameInfo};
pub use ratings::{
    Leaderboard, LeaderboardEntry, PlayerRating, RatingChange, RatingChanges, RatingPoint,
    LEADERBOARD_PAGE,
};
pub use settings::{
    GuildSettings, Notation, Notify, Orientation, TimePerMove, UserSettings, DEFAULT_TIME,
    MAX_CHALLENGE_CHANNELS,
};
pub use tournaments::{
    player_range, Entrant, NewTournament, Section, StandingLine, Tournament, TournamentFormat,
    TournamentGame, TournamentId, TournamentRefusal, TournamentStatus, TournamentView,
    MAX_GROUPS_FIELD, MAX_NAME, MAX_START_DAYS,
};
pub use types::{
    time_left, ChallengeId, Clock, ColorChoice, GameId, ManualClock, OfferKind, SystemClock,
    TimeLeft, Timestamp, UserId, DAYS_PER_MOVE, DAY_MS,
};
pub use web_links::{LinkHolder, LinkRefusal, WebLinks, DEFAULT_LINK_DAYS, MIN_SECRET_BYTES};

/// The service's internals that its unit tests (tests/service/units/) reach: not an API.
#[doc(hidden)]
pub mod units {
    pub use super::forecast::{decode, encode, merge};
    pub use super::limits::wait_ms;
}

use crate::rules::notation::parse_canonical;
use crate::rules::{Color, History, Outcome, Position, Variant};
use crate::store::rows::GameRow;
use crate::store::Db;
use crate::store::{queries, Store, StoreError};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};

/// How many times a command's transaction runs at most (see [`GameService::retried`]).
const TRIES: u32 = 4;

pub struct GameService {
    store: Store,
    clock: Arc<dyn Clock>,
    /// Replayed games by id, with the version they were replayed at.
    cache: Mutex<HashMap<i64, (i64, History)>>,
    /// Whether each move also writes its post to the outbox (the bot: see
    /// [`GameService::keep_move_posts`]).
    move_posts: bool,
    /// Outbox rows this process is delivering itself, hidden from its own scheduler
    /// meanwhile (other processes see their claim in the database: see `claims`).
    claimed: Mutex<HashSet<i64>>,
    /// The name this service claims due work under, and how long a claim holds.
    worker: String,
    lease_ms: i64,
    /// Per-user limits (see [`Limits`]).
    limits: Limits,
    /// When each user asked for hints lately (the per-minute limit).
    hints: Mutex<HashMap<UserId, VecDeque<Timestamp>>>,
    /// Games found unreadable and not yet marked so (see `damaged`), with why.
    suspects: Mutex<HashMap<i64, String>>,
    /// Where committed changes of games are published (see `changes`).
    changes: tokio::sync::broadcast::Sender<GameChanged>,
    /// Moves played through this service (for the operator's metrics).
    moves_played: std::sync::atomic::AtomicU64,
    /// How personal links to the web board are made (see `web_links`).
    web_links: WebLinks,
    /// The signing secret read from (or made in) the database, once.
    web_secret_cache: tokio::sync::OnceCell<String>,
}

impl GameService {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> GameService {
        GameService {
            store,
            clock,
            cache: Mutex::new(HashMap::new()),
            move_posts: false,
            claimed: Mutex::new(HashSet::new()),
            worker: "local".to_string(),
            lease_ms: claims::DEFAULT_LEASE.as_millis() as i64,
            limits: Limits::default(),
            hints: Mutex::new(HashMap::new()),
            suspects: Mutex::new(HashMap::new()),
            changes: tokio::sync::broadcast::channel(CHANGES_BUFFER).0,
            moves_played: std::sync::atomic::AtomicU64::new(0),
            web_links: WebLinks::default(),
            web_secret_cache: tokio::sync::OnceCell::new(),
        }
    }

    /// Each move also writes a `MovePlayed` row to the outbox, in the move's transaction;
    /// the front end marks it delivered once the move is posted, and the scheduler posts
    /// what a crash left behind. For front ends that post moves (the bot).
    pub fn keep_move_posts(mut self) -> GameService {
        self.move_posts = true;
        self
    }

    /// The per-user limits to apply (the defaults otherwise).
    pub fn with_limits(mut self, limits: Limits) -> GameService {
        self.limits = limits;
        self
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// The game as the rules see it, replayed from its moves (or from the cache when the
    /// stored version matches). A game that cannot be replayed is remembered as damaged.
    async fn history(&self, c: &mut dyn Db, row: &GameRow) -> Result<History> {
        self.replay(c, row).await.map_err(|e| self.note(row.id, e))
    }

    async fn replay(&self, c: &mut dyn Db, row: &GameRow) -> Result<History> {
        if let Ok(cache) = self.cache.lock() {
            if let Some((version, h)) = cache.get(&row.id) {
                if *version == row.version {
                    return Ok(h.clone());
                }
            }
        }
        let corrupt = |what: String| ServiceError::Corrupt(format!("game #{}: {what}", row.id));
        let variant = Variant::from_id(&row.variant)
            .ok_or_else(|| corrupt(format!("unknown game {:?}", row.variant)))?;
        if row
            .rules_hash
            .as_deref()
            .is_some_and(|h| h != variant.game().rules_hash)
        {
            return Err(ServiceError::RulesChanged {
                game: GameId(row.id),
                variant,
                file: variant.game().file.to_string(),
            });
        }
        let start = Position::from_stored_sfen(variant, &row.start_sfen)
            .map_err(|e| corrupt(e.to_string()))?;
        let mut history = History::new(start);
        for m in queries::moves(c, row.id).await? {
            let mv = parse_canonical(variant.game(), &m.text)
                .ok_or_else(|| corrupt(format!("move {:?}", m.text)))?;
            history
                .play(mv)
                .map_err(|_| corrupt(format!("illegal move {} at ply {}", m.text, m.ply)))?;
        }
        if let Some(outcome) = stored_outcome(row) {
            if history.outcome().is_none() {
                history.finish(outcome);
            }
        }
        self.remember(row.id, row.version, &history);
        Ok(history)
    }

    fn remember(&self, id: i64, version: i64, history: &History) {
        if let Ok(mut cache) = self.cache.lock() {
            // Correspondence games are many and slow: keep the cache bounded, evicting one
            // game at a time so that the others stay warm.
            if cache.len() >= 4096 && !cache.contains_key(&id) {
                if let Some(&old) = cache.keys().next() {
                    cache.remove(&old);
                }
            }
            cache.insert(id, (version, history.clone()));
        }
    }

    fn forget(&self, id: i64) {
        if let Ok(mut cache) = self.cache.lock() {
            cache.remove(&id);
        }
    }

    /// Runs a command's transaction, and again (up to [`TRIES`] times in all) when
    /// PostgreSQL aborted it to break a deadlock or a serialization failure: the command
    /// then starts over from what is stored, as if it had arrived a moment later.
    async fn retried<T, F, Fut>(&self, mut run: F) -> Result<T>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<T>>,
    {
        let mut tries = 1;
        loop {
            match run().await {
                Err(ServiceError::Store(StoreError::Sql(e)))
                    if tries < TRIES && crate::store::retryable(&e) =>
                {
                    tracing::debug!(error = %e, tries, "transaction aborted by the database: run again");
                    tries += 1;
                }
                other => return other,
            }
        }
    }

    /// A game's row; one that does not decode is remembered as damaged.
    async fn game_row(&self, c: &mut dyn Db, game: GameId) -> Result<GameRow> {
        queries::game(c, game.0)
            .await
            .map_err(|e| self.note(game.0, damaged::unreadable(e, || format!("game {game}"))))?
            .ok_or(ServiceError::NoGame(game))
    }
}

/// The player of a colour in a game row.
fn player(row: &GameRow, color: Color) -> UserId {
    UserId::from_db(match color {
        Color::Black => row.black,
        Color::White => row.white,
    })
}

/// The colour a user plays in a game, if they play in it.
fn color_of(row: &GameRow, user: UserId) -> Option<Color> {
    if row.black == user.db() {
        Some(Color::Black)
    } else if row.white == user.db() {
        Some(Color::White)
    } else {
        None
    }
}

fn stored_outcome(row: &GameRow) -> Option<Outcome> {
    Some(Outcome {
        winner: row.winner,
        reason: row.reason?,
    })
}
