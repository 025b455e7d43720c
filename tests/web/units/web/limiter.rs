//! Unit tests of src/web/limiter.rs.

use seireigi::web::units::{Buckets, KEEP};
use std::time::Duration;
use std::time::Instant;

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
