//! Token buckets for the player's requests (moves and lists of legal moves): one per personal
//! link and one per address, in memory (each process counts its own). A bucket holds a
//! minute's allowance and refills evenly, so a burst of a minute's worth passes and a steady
//! stream above the rate is refused (429).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::Instant;

/// Requests per minute per personal link, unless set otherwise.
pub const PER_TOKEN_MINUTE: u32 = 30;
/// Requests per minute per address (the reverse proxy's `X-Forwarded-For` when it is on the
/// loopback address), unless set otherwise.
pub const PER_ADDRESS_MINUTE: u32 = 120;

/// Buckets kept before the full (idle) ones are dropped.
pub const KEEP: usize = 10_000;

pub struct Buckets<K> {
    per_minute: u32,
    /// Public for tests/web/units/web/limiter.rs, which counts the buckets kept.
    pub map: Mutex<HashMap<K, (f64, Instant)>>,
}

impl<K: Hash + Eq> Buckets<K> {
    pub fn new(per_minute: u32) -> Buckets<K> {
        Buckets {
            per_minute: per_minute.max(1),
            map: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request from `key`'s bucket at `now`; false when it is empty.
    pub fn take(&self, key: K, now: Instant) -> bool {
        let Ok(mut map) = self.map.lock() else {
            // A panic elsewhere poisoned it: let requests through rather than refuse all.
            return true;
        };
        let full = f64::from(self.per_minute);
        let rate = full / 60.0;
        if map.len() >= KEEP {
            map.retain(|_, (level, at)| {
                *level + now.saturating_duration_since(*at).as_secs_f64() * rate < full
            });
        }
        let (level, at) = map.entry(key).or_insert((full, now));
        let refilled = (*level + now.saturating_duration_since(*at).as_secs_f64() * rate).min(full);
        *at = now;
        if refilled >= 1.0 {
            *level = refilled - 1.0;
            true
        } else {
            *level = refilled;
            false
        }
    }
}
