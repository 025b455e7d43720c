//! How long to think on a `go` with a clock.

use super::command::Go;
use crate::rules::Color;
use std::time::Duration;

/// Kept back from every clock for the time the answer takes to reach the GUI.
pub const OVERHEAD: Duration = Duration::from_millis(50);
/// A search that no limit bounds still needs a deadline (the search takes one): a year.
pub const UNBOUNDED: Duration = Duration::from_secs(365 * 24 * 3600);
/// Moves the remaining main time is spread over.
const MOVES_TO_GO: u32 = 40;

/// The time for this move, or `None` when `go` sets no time limit.
pub fn allot(go: &Go, side: Color) -> Option<Duration> {
    if let Some(t) = go.movetime {
        return Some(t.saturating_sub(OVERHEAD / 2).max(Duration::from_millis(1)));
    }
    let (left, inc) = match side {
        Color::Black => (go.btime, go.binc),
        Color::White => (go.wtime, go.winc),
    };
    let byoyomi = go.byoyomi.unwrap_or_default();
    let inc = inc.unwrap_or_default();
    if left.is_none() && byoyomi.is_zero() {
        return None;
    }
    let left = left.unwrap_or_default();
    // What may be spent at most without losing on time.
    let hard = (left + byoyomi).saturating_sub(OVERHEAD);
    let share = (left / MOVES_TO_GO).min(left / 4) + byoyomi + inc * 3 / 4;
    Some(share.min(hard).max(Duration::from_millis(5)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Option<Duration> {
        Some(Duration::from_millis(n))
    }

    #[test]
    fn byoyomi_alone_is_used_up_to_the_overhead() {
        let go = Go {
            btime: ms(0),
            wtime: ms(0),
            byoyomi: ms(1000),
            ..Go::default()
        };
        assert_eq!(allot(&go, Color::Black), ms(950));
    }

    #[test]
    fn main_time_is_spread_and_the_own_clock_counts() {
        let go = Go {
            btime: ms(40_000),
            wtime: ms(4_000),
            ..Go::default()
        };
        assert_eq!(allot(&go, Color::Black), ms(1000));
        assert_eq!(allot(&go, Color::White), ms(100));
        // Almost no time: never more than what is left, never nothing.
        let short = Go {
            wtime: ms(30),
            ..go
        };
        assert_eq!(allot(&short, Color::White), ms(5));
    }

    #[test]
    fn increment_movetime_and_no_clock() {
        let go = Go {
            btime: ms(10_000),
            binc: ms(2_000),
            ..Go::default()
        };
        assert_eq!(allot(&go, Color::Black), ms(250 + 1500));
        let fixed = Go {
            movetime: ms(300),
            ..Go::default()
        };
        assert_eq!(allot(&fixed, Color::White), ms(275));
        assert_eq!(allot(&Go::default(), Color::Black), None);
    }
}
