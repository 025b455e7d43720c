//! Unit tests of src/web/time.rs.

use seireigi::service::{Timestamp, DAY_MS};
use seireigi::web::units::{iso, left_parts, readable};

#[test]
fn timestamps_read_as_utc_dates() {
    assert_eq!(iso(Timestamp(0)), "1970-01-01T00:00:00Z");
    // 2024-02-29 12:34 UTC, a leap day.
    assert_eq!(iso(Timestamp(1_709_210_040_000)), "2024-02-29T12:34:00Z");
    assert_eq!(
        readable(Timestamp(1_709_210_040_000)),
        "2024-02-29 12:34 UTC"
    );
    // 2000-03-01, after a century leap year.
    assert_eq!(iso(Timestamp(951_868_800_000)), "2000-03-01T00:00:00Z");
}

#[test]
fn time_left_reads_in_days_hours_minutes() {
    let now = Timestamp(1_000_000);
    let left = |ms| left_parts(now.plus_ms(ms), now);
    assert_eq!(left(3 * DAY_MS - 1), Some((2, 23, 59)));
    assert_eq!(left(DAY_MS + 3_600_000), Some((1, 1, 0)));
    assert_eq!(left(2 * 3_600_000 + 60_000), Some((0, 2, 1)));
    assert_eq!(left(10_000), Some((0, 0, 0)));
    assert_eq!(left(0), None);
}
