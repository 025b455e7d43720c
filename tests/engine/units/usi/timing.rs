//! The unit tests of src/usi/timing.rs.

use seireigi::rules::Color;
use seireigi::usi::command::Go;
use seireigi::usi::timing::*;
use std::time::Duration;

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
