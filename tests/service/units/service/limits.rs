//! Unit tests of src/service/limits.rs.

use seireigi::service::units::wait_ms;
use seireigi::service::{Limits, Timestamp};

#[test]
fn the_operator_sets_each_limit() {
    let l = Limits::from_vars(|n| (n == "SEIREIGI_HINTS_PER_MINUTE").then(|| " 12 ".into()))
        .expect("valid");
    assert_eq!(l.hints_per_minute, 12);
    assert_eq!(l.open_challenges, Limits::default().open_challenges);
    let e = Limits::from_vars(|n| (n == "SEIREIGI_MAX_OPEN_CHALLENGES").then(|| "ten".into()))
        .expect_err("refused");
    assert!(
        e.to_string().contains("SEIREIGI_MAX_OPEN_CHALLENGES"),
        "{e}"
    );
}

#[test]
fn waits_count_from_now_and_never_go_below_zero() {
    let t = Timestamp(10_000);
    assert_eq!(wait_ms(t, t.plus_ms(42_000)), 42_000);
    assert_eq!(wait_ms(t, Timestamp(0)), 0);
}
