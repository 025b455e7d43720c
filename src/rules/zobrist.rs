//! Position hash keys, the same in every run and every process. No hash is stored in the
//! database (the moves' position hashes went in migration 0008; repetitions are counted on the
//! replayed game), but hashes leave the process: the move picker's buttons carry 24 bits of
//! one (its `position_tag`), which a restarted bot or another process must read alike, and
//! the computer's noise is seeded from one, so that its move in a position is the same in
//! every run.

use super::cell::{CELLS, CODES, MAX_KINDS};
use std::sync::OnceLock;

/// Hand counts above this share a key (no game has that many of one kind).
pub(crate) const MAX_HAND_COUNT: usize = 64;
// Every count a position can hold has a key of its own (see `types::MAX_OF_A_KIND`), so
// that two positions differing only in a large hand never hash alike.
const _: () = assert!((super::types::MAX_OF_A_KIND as usize) < MAX_HAND_COUNT);

pub(crate) struct Keys {
    pub board: Vec<u64>,
    pub hand: Vec<u64>,
    pub white_to_move: u64,
}

impl Keys {
    pub fn cell(&self, index: usize, code: u8) -> u64 {
        self.board[index * CODES + code as usize]
    }

    pub fn hand(&self, color: usize, kind: usize, count: u8) -> u64 {
        let count = (count as usize).min(MAX_HAND_COUNT - 1);
        self.hand[(color * MAX_KINDS + kind) * MAX_HAND_COUNT + count]
    }
}

pub(crate) fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        // A fixed seed: the same keys in every run and process (see above).
        let mut rng = SplitMix64(0x5e1e_1e16_2026_0001);
        let mut next = move || rng.next_u64();
        let mut board: Vec<u64> = (0..CELLS * CODES).map(|_| next()).collect();
        // Empty cells hash to nothing, so that only pieces count.
        for i in 0..CELLS {
            board[i * CODES] = 0;
        }
        let mut hand: Vec<u64> = (0..2 * MAX_KINDS * MAX_HAND_COUNT)
            .map(|_| next())
            .collect();
        for c in 0..2 * MAX_KINDS {
            hand[c * MAX_HAND_COUNT] = 0;
        }
        Keys {
            board,
            hand,
            white_to_move: next(),
        }
    })
}

/// splitmix64: a small, fast, seedable generator (no dependency needed), for the hash keys and
/// the computer's noise.
pub(crate) struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}
