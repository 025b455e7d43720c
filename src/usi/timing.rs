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
