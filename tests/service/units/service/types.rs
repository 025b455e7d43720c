//! Unit tests of src/service/types.rs.

use seireigi::service::{time_left, TimeLeft, Timestamp, DAY_MS};

#[test]
fn time_left_counts_days_then_hours_then_minutes() {
    let now = Timestamp(1_000_000);
    let left = |days, hours, minutes| TimeLeft::Left {
        days,
        hours,
        minutes,
    };
    assert_eq!(
        time_left(Some(now.plus_ms(3 * DAY_MS - 1)), now),
        left(2, 23, 59)
    );
    assert_eq!(
        time_left(Some(now.plus_ms(5 * 3_600_000 + 12 * 60_000)), now),
        left(0, 5, 12)
    );
    assert_eq!(time_left(Some(now), now), TimeLeft::Over);
    assert_eq!(time_left(None, now), TimeLeft::Unlimited);
}
