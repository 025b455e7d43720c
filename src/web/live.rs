//! Live pages: `GET /g/{id}/events`, a server-sent event stream that sends the game's
//! version when it opens and again after each change; the page fetches the game anew when
//! the version is newer than the one it shows (so a reconnection catches up by itself).
//!
//! Changes come from this process's service (its broadcast of committed changes) and, on
//! PostgreSQL, from one poll per process of the versions of the games that have pages open
//! (every [`POLL_EVERY`]), so that a move made by another process reaches these pages too.

use super::{game_of, internal, said, App, Said, Shared};
use crate::service::{GameChanged, GameId, CHANGES_BUFFER};
use crate::store::Kind;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::broadcast;
use tokio::task::JoinHandle;

/// How often one process reads the versions of the watched games (PostgreSQL only).
pub const POLL_EVERY: Duration = Duration::from_millis(500);

/// The live connections of this process and the changes they listen to.
pub struct Hub {
    changes: broadcast::Sender<GameChanged>,
    /// The games with pages open: how many, and the last version announced.
    watched: Mutex<HashMap<GameId, (usize, i64)>>,
    open: AtomicUsize,
    max: usize,
}

impl Hub {
    pub fn new(max: usize) -> Hub {
        Hub {
            changes: broadcast::channel(CHANGES_BUFFER).0,
            watched: Mutex::new(HashMap::new()),
            open: AtomicUsize::new(0),
            max,
        }
    }

    /// Open live connections.
    pub fn open(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// Announces a version unless it was announced already.
    fn announce(&self, change: GameChanged) {
        if let Ok(mut w) = self.watched.lock() {
            if let Some((_, known)) = w.get_mut(&change.game) {
                if change.version <= *known {
                    return;
                }
                *known = change.version;
            }
        }
        let _ = self.changes.send(change);
    }

    fn watched_games(&self) -> Vec<GameId> {
        self.watched
            .lock()
            .map(|w| w.keys().copied().collect())
            .unwrap_or_default()
    }
}

/// One open stream: counted while it lives.
struct Watch {
    app: Shared,
    game: GameId,
}

impl Watch {
    /// Registers a stream on `game`, or `None` when the process has as many as it takes.
    fn new(app: &Shared, game: GameId, version: i64) -> Option<Watch> {
        let hub = &app.hub;
        if hub.open.fetch_add(1, Ordering::Relaxed) >= hub.max {
            hub.open.fetch_sub(1, Ordering::Relaxed);
            return None;
        }
        if let Ok(mut w) = hub.watched.lock() {
            let e = w.entry(game).or_insert((0, version));
            e.0 += 1;
            e.1 = e.1.max(version);
        }
        Some(Watch {
            app: app.clone(),
            game,
        })
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let hub = &self.app.hub;
        hub.open.fetch_sub(1, Ordering::Relaxed);
        if let Ok(mut w) = hub.watched.lock() {
            if let Some(e) = w.get_mut(&self.game) {
                e.0 -= 1;
                if e.0 == 0 {
                    w.remove(&self.game);
                }
            }
        }
    }
}

/// The hub's feeders: the service's own changes, and on PostgreSQL the poll.
pub fn start(app: &Shared) -> Vec<JoinHandle<()>> {
    let mut tasks = Vec::new();
    let mut own = app.service.subscribe();
    let a = app.clone();
    tasks.push(tokio::spawn(async move {
        loop {
            match own.recv().await {
                Ok(change) => a.hub.announce(change),
                // Missed changes: the poll below (or the next change) catches up; on SQLite
                // read the watched games' versions once now.
                Err(broadcast::error::RecvError::Lagged(_)) => poll_once(&a).await,
                Err(broadcast::error::RecvError::Closed) => break,
            }
        }
    }));
    if app.service.store().kind() == Kind::Postgres {
        let a = app.clone();
        tasks.push(tokio::spawn(async move {
            let mut every = tokio::time::interval(POLL_EVERY);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                poll_once(&a).await;
            }
        }));
    }
    tasks
}

/// Reads the versions of every watched game in one query and announces the newer ones.
async fn poll_once(app: &App) {
    let games = app.hub.watched_games();
    if games.is_empty() {
        return;
    }
    match app.service.game_versions(&games).await {
        Ok(changes) => {
            for c in changes {
                app.hub.announce(c);
            }
        }
        Err(e) => tracing::warn!(error = %e, "live pages: could not read game versions"),
    }
}

fn version_event(version: i64) -> Event {
    Event::default()
        .event("version")
        .id(version.to_string())
        .data(version.to_string())
}

pub async fn events(State(app): State<Shared>, Path(id): Path<String>) -> Response {
    let game = match game_of(&app, &id).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    // Subscribed before the version is read, so that no change falls between the two.
    let rx = app.hub.changes.subscribe();
    let version = match app.service.game_versions(&[game]).await {
        Ok(v) => match v.first() {
            Some(c) => c.version,
            None => return super::not_found().await,
        },
        Err(e) => return internal(&e),
    };
    let Some(watch) = Watch::new(&app, game, version) else {
        return said(StatusCode::SERVICE_UNAVAILABLE, Said::TooManyLive);
    };
    let state = Stream {
        rx,
        watch,
        first: Some(version),
    };
    let stream = futures_util::stream::unfold(state, |mut s| async move {
        if let Some(v) = s.first.take() {
            return Some((Ok::<Event, Infallible>(version_event(v)), s));
        }
        loop {
            match s.rx.recv().await {
                Ok(c) if c.game == s.watch.game => {
                    return Some((Ok(version_event(c.version)), s));
                }
                Ok(_) => {}
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    let game = s.watch.game;
                    if let Ok(v) = s.watch.app.service.game_versions(&[game]).await {
                        if let Some(c) = v.first() {
                            let event = version_event(c.version);
                            return Some((Ok(event), s));
                        }
                    }
                }
                Err(broadcast::error::RecvError::Closed) => return None,
            }
        }
    });
    let sse = Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(20)));
    (
        [
            (header::CACHE_CONTROL, "no-store"),
            // nginx: pass events on at once rather than buffering them.
            (header::HeaderName::from_static("x-accel-buffering"), "no"),
        ],
        sse,
    )
        .into_response()
}

struct Stream {
    rx: broadcast::Receiver<GameChanged>,
    watch: Watch,
    first: Option<i64>,
}
