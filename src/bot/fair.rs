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

#[cfg(test)]
mod tests {
    use super::*;

    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);

    #[test]
    fn one_request_per_user_and_per_game() {
        let gate = Gate::new(5);
        let a = gate
            .enter(GameId(7), &[Holder::User(ALICE), Holder::Game(GameId(7))])
            .expect("the first is admitted");
        // Alice again, the same game or another: her first is on its way.
        for game in [GameId(7), GameId(8)] {
            assert_eq!(
                gate.enter(game, &[Holder::User(ALICE), Holder::Game(game)])
                    .err(),
                Some(Turned::OnItsWay {
                    holder: Holder::User(ALICE),
                    game: GameId(7)
                })
            );
        }
        // Bob, the same game: it is on its way already; another game: served.
        assert_eq!(
            gate.enter(GameId(7), &[Holder::User(BOB), Holder::Game(GameId(7))])
                .err(),
            Some(Turned::OnItsWay {
                holder: Holder::Game(GameId(7)),
                game: GameId(7)
            })
        );
        let b = gate.enter(GameId(9), &[Holder::User(BOB), Holder::Game(GameId(9))]);
        assert!(b.is_ok(), "another user is served");
        // Done: Alice may ask again.
        drop(a);
        assert!(gate
            .enter(GameId(8), &[Holder::User(ALICE), Holder::Game(GameId(8))])
            .is_ok());
    }

    #[test]
    fn a_full_gate_turns_away_and_frees_its_places() {
        let gate = Gate::new(2);
        let held: Vec<Pass> = (1..=2)
            .map(|u| gate.enter(GameId(u), &[Holder::User(UserId(u as u64))]))
            .collect::<Result<_, _>>()
            .expect("room for two");
        assert_eq!(
            gate.enter(GameId(3), &[Holder::User(UserId(3))]).err(),
            Some(Turned::Full { capacity: 2 })
        );
        drop(held);
        assert!(gate.enter(GameId(3), &[Holder::User(UserId(3))]).is_ok());
        // A refused request leaves nothing held.
        assert!(gate.enter(GameId(4), &[Holder::User(UserId(3))]).is_ok());
    }
}
