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
const KEEP: usize = 10_000;

pub struct Buckets<K> {
    per_minute: u32,
    map: Mutex<HashMap<K, (f64, Instant)>>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_minute_s_worth_passes_then_the_rate() {
        let b = Buckets::new(30);
        let t0 = Instant::now();
        for i in 0..30 {
            assert!(b.take("a", t0), "request {i}");
        }
        assert!(!b.take("a", t0));
        // Another key has its own bucket.
        assert!(b.take("b", t0));
        // Two seconds give one request back (30 a minute), not two.
        let t2 = t0 + Duration::from_secs(2);
        assert!(b.take("a", t2));
        assert!(!b.take("a", t2));
        // A long wait fills the bucket, never above a minute's worth.
        let later = t0 + Duration::from_secs(3600);
        for _ in 0..30 {
            assert!(b.take("a", later));
        }
        assert!(!b.take("a", later));
    }

    #[test]
    fn idle_buckets_are_dropped_when_many() {
        let b = Buckets::new(2);
        let t0 = Instant::now();
        for k in 0..KEEP {
            b.take(k, t0);
        }
        let later = t0 + Duration::from_secs(60);
        assert!(b.take(KEEP, later));
        assert_eq!(b.map.lock().expect("lock").len(), 1);
    }
}
