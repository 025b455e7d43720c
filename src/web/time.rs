//! Times as the pages write them: an absolute UTC timestamp for the `<time>` element (the
//! page's script shows it in the reader's zone), and the time left in words.

use crate::service::{Timestamp, DAY_MS};

/// The civil date (year, month, day) of a day counted from 1970-01-01 (proleptic Gregorian).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

fn parts(t: Timestamp) -> (i64, u32, u32, i64, i64) {
    let days = t.0.div_euclid(DAY_MS);
    let ms = t.0.rem_euclid(DAY_MS);
    let (y, m, d) = civil(days);
    (y, m, d, ms / 3_600_000, (ms / 60_000) % 60)
}

/// `2026-12-03T07:05:00Z`, for `<time datetime>`.
pub fn iso(t: Timestamp) -> String {
    let (y, m, d, h, min) = parts(t);
    format!("{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:00Z")
}

/// `2026-12-03 07:05 UTC`: what the page shows until its script writes the reader's time.
pub fn readable(t: Timestamp) -> String {
    let (y, m, d, h, min) = parts(t);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02} UTC")
}

/// The time from `now` to `deadline` in whole days, hours and minutes; `None` when it has
/// passed.
pub fn left_parts(deadline: Timestamp, now: Timestamp) -> Option<(i64, i64, i64)> {
    let ms = deadline.0 - now.0;
    if ms <= 0 {
        return None;
    }
    Some((
        ms / DAY_MS,
        (ms % DAY_MS) / 3_600_000,
        (ms % 3_600_000) / 60_000,
    ))
}
