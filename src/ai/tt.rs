//! Transposition table keyed by the position hash (`Position::hash`, 64-bit Zobrist of board,
//! hands and side to move). One entry per slot; a slot keeps the deeper of two entries for the
//! same position and is otherwise overwritten. The stored move is only a hint for ordering:
//! the search plays it only if it is among the legal moves it generated.

use crate::rules::Move;

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
    slots: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MB (rounded down to a power of two entries).
    pub fn new(megabytes: usize) -> Table {
        let entry = std::mem::size_of::<Option<Entry>>().max(1);
        let want = (megabytes.max(1) << 20) / entry;
        let mut n = 1usize;
        while n * 2 <= want {
            n *= 2;
        }
        Table {
            slots: vec![None; n],
            mask: n - 1,
        }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if let Some(old) = slot {
            if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact {
                return;
            }
        }
        *slot = Some(entry);
    }
}
