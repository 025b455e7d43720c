//! Repeatable pseudo-random choices for tests and benches: the same seed gives the same
//! games on every run, so that a failure can be replayed.

use seireigi::rules::{History, Position, Variant};

/// Knuth's MMIX linear congruential generator; its high bits are good enough to pick moves.
pub struct Lcg(pub u64);

impl Lcg {
    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A legal game of at most `plies` moves from the start, the same every run (it stops early
/// if the game ends). The render tests and benches draw these games.
pub fn seeded_game(variant: Variant, plies: usize) -> History {
    let mut h = History::new(Position::start(variant));
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..plies {
        let moves = h.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let mv = moves[(seed >> 33) as usize % moves.len()];
        if h.play(mv).ok().flatten().is_some() {
            break;
        }
    }
    h
}
