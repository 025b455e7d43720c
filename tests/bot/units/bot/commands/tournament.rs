//! Unit tests of src/bot/commands/tournament.rs.

use seireigi::bot::units::parse_start;
use seireigi::service::{Timestamp, DAY_MS};

#[test]
fn start_times_are_read_or_refused() {
    let now = Timestamp(1_700_000_000_000);
    assert_eq!(parse_start("in 2h", now), Some(now.plus_ms(7_200_000)));
    assert_eq!(parse_start("30m", now), Some(now.plus_ms(1_800_000)));
    assert_eq!(parse_start("3 days", now), Some(now.plus_ms(3 * DAY_MS)));
    // 2023-11-14 22:13:20 UTC is 1 700 000 000 s.
    assert_eq!(
        parse_start("2023-11-14 22:13", now),
        Some(Timestamp(1_700_000_000_000 - 20_000))
    );
    assert_eq!(
        parse_start("2024-02-29", now),
        Some(Timestamp(1_709_164_800_000))
    );
    for bad in [
        "",
        "soon",
        "in 2 weeks",
        "2024-13-01",
        "2024-01-01 25:00",
        "99999999999h",
        "-3h",
    ] {
        assert_eq!(parse_start(bad, now), None, "{bad}");
    }
}
