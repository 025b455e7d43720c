//! Shared by the service tests: a fresh database per test (a SQLite file, or a PostgreSQL
//! schema of its own, see `seireigi_test_support::backend`) with a manual clock and three
//! users, `backend_tests!` to run a test on both backends, and helpers to start games and
//! play lists of moves. Each test file uses only part of it.
#![allow(dead_code)]

pub use seireigi_test_support::backend;
pub use seireigi_test_support::backend::{Backend, TestDb};
pub use seireigi_test_support::TempDir;

use seireigi::ai::Level;
use seireigi::rules::notation::to_canonical;
use seireigi::rules::{History, Move, Outcome, Position};
use seireigi::service::{
    Clock, ColorChoice, Event, GameId, GameInfo, GameService, ManualClock, NewChallenge, OfferKind,
    ServiceError, Timestamp, UserId,
};
use seireigi::store::Store;
use std::sync::Arc;

/// Each named `async fn` of the file, as `name::sqlite` and `name::postgres` tests
/// (`multi_thread:` first: on a runtime of 4 worker threads).
#[allow(unused_macros)]
macro_rules! backend_tests {
    (multi_thread: $($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn sqlite() {
                    $crate::service_common::backend::run($crate::service_common::Backend::Sqlite, super::$name()).await
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn postgres() {
                    $crate::service_common::backend::run($crate::service_common::Backend::Postgres, super::$name()).await
                }
            }
        )*
    };
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test]
                async fn sqlite() {
                    $crate::service_common::backend::run($crate::service_common::Backend::Sqlite, super::$name()).await
                }
                #[tokio::test]
                async fn postgres() {
                    $crate::service_common::backend::run($crate::service_common::Backend::Postgres, super::$name()).await
                }
            }
        )*
    };
}

/// Runs `$body` (a sqlx statement on `$p`) on whichever pool the store has.
#[allow(unused_macros)]
macro_rules! on_store {
    ($store:expr, |$p:ident| $body:expr) => {
        match ($store.sqlite_pool(), $store.postgres_pool()) {
            (Some($p), _) => $body.await,
            (_, Some($p)) => $body.await,
            _ => unreachable!("a store is of one backend"),
        }
    };
}

pub const ALICE: UserId = UserId(1001);
pub const BOB: UserId = UserId(1002);
pub const CAROL: UserId = UserId(1003);

/// 2023-11-14, an arbitrary fixed start for every manual clock.
pub const T0: Timestamp = Timestamp(1_700_000_000_000);

pub const DAY: i64 = 24 * 60 * 60 * 1000;

/// A checkmate in one for Black in shogi: `G*5b`, the Gold guarded by the Pawn.
pub const SHOGI_MATE_IN_ONE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

/// A service on a fresh database of the test's backend (see [`backend::current`]), with a
/// clock that moves only when told.
pub struct Fixture {
    pub service: GameService,
    pub clock: Arc<ManualClock>,
    /// The database's URL (on SQLite, the file's path).
    pub path: String,
    // Last, so the database goes after the pool that uses it.
    pub db: TestDb,
}

impl Fixture {
    pub async fn new(tag: &str) -> Fixture {
        Fixture::on(backend::current(), tag).await
    }

    pub async fn on(backend: Backend, tag: &str) -> Fixture {
        let db = TestDb::on(backend, tag).await;
        let path = db.url.clone();
        let clock = Arc::new(ManualClock::new(T0));
        let store = Store::open(&path).await.expect("open store");
        Fixture {
            service: GameService::new(store, clock.clone()),
            clock,
            path,
            db,
        }
    }

    pub fn backend(&self) -> Backend {
        self.db.backend
    }

    /// A restart: the old service and its pool go away, a new store is opened on the same
    /// database (same clock, so time goes on).
    pub async fn reopen(&mut self) {
        self.service.store().close().await;
        let store = Store::open(&self.path).await.expect("reopen store");
        self.service = GameService::new(store, self.clock.clone());
    }

    /// A second, independent handle on the same database, as another process would have.
    pub async fn second_service(&self) -> GameService {
        let store = Store::open(&self.path).await.expect("open second store");
        GameService::new(store, self.clock.clone())
    }

    /// `users` turn off the vacation days the clock spends instead of a loss on time
    /// (`/settings auto_vacation:False`): for tests of the loss on time itself.
    pub async fn lose_on_time(&self, users: &[UserId]) {
        lose_on_time(&self.service, users).await;
    }

    /// A game between Alice (Black) and Bob (White), accepted at once.
    pub async fn start(
        &self,
        variant: &str,
        days: Option<u32>,
        position: Option<&str>,
    ) -> GameInfo {
        start_game(&self.service, ALICE, BOB, variant, days, position).await
    }

    pub fn clock_now(&self) -> i64 {
        self.clock.now().0
    }

    pub async fn count(&self, sql: &str, game: GameId) -> i64 {
        count(&self.service, sql, game).await
    }

    /// `by` offers `kind` in `game` and `to` accepts: the events of the acceptance.
    pub async fn offer_accepted(
        &self,
        game: GameId,
        by: UserId,
        to: UserId,
        kind: OfferKind,
    ) -> Vec<Event> {
        self.service.offer(game, by, kind).await.expect("offer");
        self.service
            .answer(game, to, kind, true)
            .await
            .expect("accept the offer")
    }
}

/// `challenger` (Black) challenges `opponent`, who accepts.
pub async fn start_game(
    service: &GameService,
    challenger: UserId,
    opponent: UserId,
    variant: &str,
    days: Option<u32>,
    position: Option<&str>,
) -> GameInfo {
    let (challenge, _) = service
        .challenge(NewChallenge {
            challenger,
            opponent: Some(opponent),
            variant: variant.to_string(),
            days_per_move: days,
            color: ColorChoice::Black,
            position: position.map(str::to_string),
        })
        .await
        .expect("challenge");
    let (game, _) = service
        .accept(challenge.id, opponent)
        .await
        .expect("accept");
    assert_eq!((game.black, game.white), (challenger, opponent));
    game
}

/// The user id the computer plays under in these tests.
pub const COMPUTER: UserId = UserId(9000);

/// Alice challenges the computer at `level`, which takes the challenge at once.
pub async fn computer_game(fx: &Fixture, color: ColorChoice, level: Level) -> GameInfo {
    let (challenge, _) = fx
        .service
        .challenge(NewChallenge {
            challenger: ALICE,
            opponent: Some(COMPUTER),
            variant: "shogi".into(),
            days_per_move: Some(3),
            color,
            position: None,
        })
        .await
        .expect("challenge");
    let (info, _) = fx
        .service
        .accept_for_computer(challenge.id, COMPUTER, level)
        .await
        .expect("the computer takes it");
    info
}

/// Plays canonical moves in order, each by whoever is to move. Returns the last history and
/// the events of the last move.
pub async fn play_moves(
    service: &GameService,
    game: GameId,
    moves: &[&str],
) -> (History, Vec<Event>) {
    let mut last = None;
    for mv in moves {
        let info = service.game_info(game).await.expect("game info");
        let user = info
            .to_move
            .unwrap_or_else(|| panic!("game over before {mv}"));
        let result = service
            .play(game, user, mv, None)
            .await
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
        last = Some((result.history, result.events));
    }
    last.expect("at least one move")
}

/// The text a player types for a move: canonical, with `=` when promotion was possible and
/// declined (bare canonical text leaves that choice open).
pub fn typed(pos: &Position, mv: Move) -> String {
    let text = to_canonical(pos.game(), mv);
    let promoting = match mv {
        Move::Board { from, via, to, .. } => Move::Board {
            from,
            via,
            to,
            promote: true,
        },
        drop => drop,
    };
    if !mv.promotes() && promoting != mv && pos.is_legal(promoting) {
        text + "="
    } else {
        text
    }
}

/// The outcome a list of events announces.
pub fn ended(events: &[Event]) -> Option<Outcome> {
    events.iter().find_map(|e| match e {
        Event::GameEnded { outcome, .. } => Some(*outcome),
        _ => None,
    })
}

/// A `SELECT COUNT(*) ... WHERE game_id = $1` (or any one-integer query with one parameter).
pub async fn count(service: &GameService, sql: &str, game: GameId) -> i64 {
    on_store!(service.store(), |p| sqlx::query_scalar(sql)
        .bind(game.0)
        .fetch_one(p))
    .expect("count query")
}

/// Runs one statement with integer parameters on the service's database, either backend.
pub async fn exec(service: &GameService, sql: &str, binds: &[i64]) -> u64 {
    let store = service.store();
    let done = match (store.sqlite_pool(), store.postgres_pool()) {
        (Some(p), _) => {
            let mut q = sqlx::query(sql);
            for b in binds {
                q = q.bind(*b);
            }
            q.execute(p).await.map(|d| d.rows_affected())
        }
        (_, Some(p)) => {
            let mut q = sqlx::query(sql);
            for b in binds {
                q = q.bind(*b);
            }
            q.execute(p).await.map(|d| d.rows_affected())
        }
        _ => unreachable!("a store is of one backend"),
    };
    done.unwrap_or_else(|e| panic!("{sql}: {e}"))
}

pub async fn moves_stored(service: &GameService, game: GameId) -> i64 {
    count(
        service,
        "SELECT COUNT(*) FROM moves WHERE game_id = $1",
        game,
    )
    .await
}

/// What a refused command must leave untouched: the game row's version, ply, position, the
/// moves table and the offers.
#[derive(Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub version: i64,
    pub ply: i64,
    pub position: String,
    pub moves: Vec<String>,
    pub offers: i64,
    pub status: String,
}

pub async fn snapshot(service: &GameService, game: GameId) -> Snapshot {
    let store = service.store();
    let (version, ply, position, status): (i64, i64, String, String) = on_store!(store, |p| {
        sqlx::query_as("SELECT version, ply, position_sfen, status FROM games WHERE id = $1")
            .bind(game.0)
            .fetch_one(p)
    })
    .expect("game row");
    let moves: Vec<String> = on_store!(store, |p| {
        sqlx::query_scalar("SELECT move FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game.0)
            .fetch_all(p)
    })
    .expect("moves");
    Snapshot {
        version,
        ply,
        position,
        moves,
        offers: count(
            service,
            "SELECT COUNT(*) FROM offers WHERE game_id = $1",
            game,
        )
        .await,
        status,
    }
}

/// Names an error for assertion messages.
pub fn describe(r: &Result<impl std::fmt::Debug, ServiceError>) -> String {
    match r {
        Ok(v) => format!("Ok({v:?})"),
        Err(e) => format!("Err({e:?}: {e})"),
    }
}

/// [`Fixture::lose_on_time`] through any service.
pub async fn lose_on_time(service: &GameService, users: &[UserId]) {
    for &user in users {
        let mut s = service.comfort(user).await.expect("comfort read");
        s.auto_vacation = Some(false);
        service.save_comfort(&s).await.expect("comfort saved");
    }
}
