//! Fair queues for the expensive work one user can ask for again and again (reviews,
//! hints, exports, GIFs): each [`Gate`] lets a user (and a game) have one such request
//! waiting or running at a time, and holds a bounded number in all; whatever is beyond is
//! turned away at once, so that one user's requests never fill a queue that others wait
//! in. A leaf: it knows users and games by their ids only (`bot::refused` says why a
//! request was turned away).

use crate::service::{GameId, UserId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Who a request is held against: the user who asked, or the game it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    User(UserId),
    Game(GameId),
}

/// Why a request was turned away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turned {
    /// `holder` already has a request waiting or running, about `game`.
    OnItsWay { holder: Holder, game: GameId },
    /// The gate holds as many requests as it may (`capacity`).
    Full { capacity: usize },
}

/// Requests of one kind admitted and not finished yet.
pub struct Gate {
    capacity: usize,
    places: Arc<Semaphore>,
    /// Each holder with a request in, and the game it is about.
    held: Arc<Mutex<HashMap<Holder, GameId>>>,
}

/// An admitted request: its holders' places are given back when it is dropped (the work
/// done, failed or cancelled alike).
pub struct Pass {
    _place: OwnedSemaphorePermit,
    holders: Vec<Holder>,
    held: Arc<Mutex<HashMap<Holder, GameId>>>,
}

impl Drop for Pass {
    fn drop(&mut self) {
        if let Ok(mut held) = self.held.lock() {
            for h in &self.holders {
                held.remove(h);
            }
        }
    }
}

impl Gate {
    /// A gate holding at most `capacity` requests (at least one) at a time.
    pub fn new(capacity: usize) -> Gate {
        let capacity = capacity.max(1);
        Gate {
            capacity,
            places: Arc::new(Semaphore::new(capacity)),
            held: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// How many requests the gate holds at most.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Admits a request about `game` held against each of `holders`, unless one of them
    /// has a request in already, or the gate is full.
    pub fn enter(&self, game: GameId, holders: &[Holder]) -> Result<Pass, Turned> {
        // A poisoned lock only means another request panicked: the map is still whole.
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((holder, game)) = holders.iter().find_map(|h| held.get(h).map(|g| (*h, *g))) {
            return Err(Turned::OnItsWay { holder, game });
        }
        let place = self
            .places
            .clone()
            .try_acquire_owned()
            .map_err(|_| Turned::Full {
                capacity: self.capacity,
            })?;
        for &h in holders {
            held.insert(h, game);
        }
        Ok(Pass {
            _place: place,
            holders: holders.to_vec(),
            held: self.held.clone(),
        })
    }
}
