//! Transposition table keyed by the position hash (`Position::hash`, 64-bit Zobrist of board,
//! hands and side to move). One entry per slot; a slot keeps the deeper of two entries for the
//! same position and is otherwise overwritten. The stored move is searched first, before the
//! node's moves are generated (it was the best move of a position with the same 64-bit key;
//! the search checks it against the pieces, and forgets its result should it then be missing
//! from the legal moves).
//!
//! The table is shared by the threads of one search (lazy SMP, [`super::search`]): each slot
//! has its own lock, so two threads rarely wait for each other and an entry is never read
//! half-written.

use crate::rules::Move;
use std::sync::Mutex;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cutoff).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: Option<Move>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
}

pub struct Table {
    slots: Vec<Mutex<Option<Entry>>>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MB (rounded down to a power of two entries).
    pub fn new(megabytes: usize) -> Table {
        let entry = std::mem::size_of::<Mutex<Option<Entry>>>().max(1);
        let want = (megabytes.max(1) << 20) / entry;
        let mut n = 1usize;
        while n * 2 <= want {
            n *= 2;
        }
        Table {
            slots: (0..n).map(|_| Mutex::new(None)).collect(),
            mask: n - 1,
        }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        // A poisoned slot (a thread panicked while holding it) still holds a whole entry.
        let slot = self.slots[key as usize & self.mask]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        slot.filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&self, entry: Entry) {
        let mut slot = self.slots[entry.key as usize & self.mask]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(old) = *slot {
            if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact {
                return;
            }
        }
        *slot = Some(entry);
    }
}
