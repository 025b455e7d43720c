use seireigi::rating::*;
use skillratings::glicko2::{glicko2, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A rating as the crate takes it (the library's own conversion is private: this one is the
/// tests' independent copy, a field for a field).
fn to_crate(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn r(rating: f64, deviation: f64, volatility: f64) -> Rating {
    Rating {
        rating,
        deviation,
        volatility,
    }
}

fn close(what: &str, got: f64, want: f64, tolerance: f64) {
    assert!(
        (got - want).abs() <= tolerance,
        "{what}: got {got}, want {want} ± {tolerance}"
    );
}

/// Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf, tau 0.5): a
/// player at 1500 / 200 / 0.06 beats 1400 / 30, loses to 1550 / 100 and to 1700 / 300 in one
/// rating period, and ends at r' = 1464.06, RD' = 151.52, σ' = 0.05999 (μ' = -0.2069,
/// φ' = 0.8722 on the Glicko-2 scale). The paper rounds its intermediate values, hence the
/// tolerances of its last digit.
#[test]
fn skillratings_reproduces_glickmans_paper_example() {
    let player = Glicko2Rating {
        rating: 1500.0,
        deviation: 200.0,
        volatility: 0.06,
    };
    let opponent = |rating, deviation| Glicko2Rating {
        rating,
        deviation,
        volatility: 0.06,
    };
    let results = [
        (opponent(1400.0, 30.0), Outcomes::WIN),
        (opponent(1550.0, 100.0), Outcomes::LOSS),
        (opponent(1700.0, 300.0), Outcomes::LOSS),
    ];
    let config = Glicko2Config {
        tau: 0.5,
        ..Glicko2Config::new()
    };
    let new = glicko2_rating_period(&player, &results, &config);
    close("r'", new.rating, 1464.06, 0.01);
    close("RD'", new.deviation, 151.52, 0.01);
    close("σ'", new.volatility, 0.05999, 0.00001);
    close("μ'", (new.rating - 1500.0) / SCALE, -0.2069, 0.0001);
    close("φ'", new.deviation / SCALE, 0.8722, 0.0001);
}

/// Two new players (1500 / 350 / 0.06), the first wins, lishogi's tau 0.75, no inactivity.
/// By hand, Glickman's steps on the Glicko-2 scale (÷ 173.7178):
/// 1. μ = 0, φ = 350 / 173.7178 = 2.014762 for both.
/// 3. g(φ) = 1 / √(1 + 3φ²/π²) = 1 / √(1 + 3 × 4.059265 / 9.869604) = 1 / √2.233874
///    = 0.669069; E = 1 / (1 + e^(-g × (0 - 0))) = 0.5;
///    v = 1 / (g² E (1 - E)) = 1 / (0.447654 × 0.25) = 8.935475.
/// 4. Δ = v g (s - E) = 8.935475 × 0.669069 × 0.5 = 2.989226 (for the loser -2.989226).
/// 5. Δ² = 8.935475 = v (always so when E = 1/2), below φ² + v = 12.994740, so the bracket
///    starts at B = ln σ² - τ; the Illinois iteration settles at σ' = 0.0599993 (the pull
///    of Δ² - φ² - v = -φ² < 0 lowers σ a hair).
/// 6. φ* = √(φ² + σ'²) = √(4.059265 + 0.003600) = 2.015655.
/// 7. φ' = 1 / √(1/φ*² + 1/v) = 1 / √(0.246132 + 0.111913) = 1 / √0.358045 = 1.671210;
///    μ' = μ + φ'² g (s - E) = 2.792943 × 0.669069 × 0.5 = 0.934336.
/// 8. r' = 1500 + 173.7178 × 0.934336 = 1662.31, RD' = 173.7178 × 1.671210 = 290.32;
///    the loser mirrors it: 1337.69 / 290.32. Shown as 1500 → 1662 (+162).
#[test]
fn one_game_between_two_new_players_matches_the_hand_computation() {
    let (winner, loser) = update(Rating::NEW, Rating::NEW, Score::Win, 0.0, 0.0);
    close("winner rating", winner.rating, 1662.31, 0.01);
    close("winner deviation", winner.deviation, 290.32, 0.01);
    close("winner volatility", winner.volatility, 0.0599993, 0.0000005);
    close("loser rating", loser.rating, 1337.69, 0.01);
    close("loser deviation", loser.deviation, 290.32, 0.01);
    assert_eq!((winner.points(), loser.points()), (1662, 1338));
    assert!(winner.is_provisional() && loser.is_provisional());
    // A draw between equals moves no rating, only the deviations (by step 7).
    let (a, b) = update(Rating::NEW, Rating::NEW, Score::Draw, 0.0, 0.0);
    close("draw rating", a.rating, 1500.0, 1e-9);
    close("draw rating", b.rating, 1500.0, 1e-9);
    close("draw deviation", a.deviation, 290.32, 0.01);
}

/// lishogi's comment on `ratingPeriodsPerDay`: "chosen so a typical player's RD goes from
/// 60 -> 110 in 1 year". By hand: 365 × 0.21436 = 78.241 periods;
/// σ² × 173.7178² = 0.0036 × 30177.87 = 108.640; 60² + 78.241 × 108.640 = 3600 + 8500.1
/// = 12100.1; √ = 110.00.
#[test]
fn a_year_away_takes_a_typical_deviation_from_60_to_110() {
    let grown = r(1800.0, 60.0, 0.06).after_inactivity(365.0);
    close("deviation after a year", grown.deviation, 110.0, 0.01);
    assert_eq!(grown.rating, 1800.0, "inactivity moves no rating");
    assert_eq!(grown.volatility, 0.06);
}

/// A (1500 / 60 / 0.06) comes back after 100 days and beats B (1600 / 60 / 0.06), whose
/// previous rated game was today (0 days). By hand:
/// - A's pre-game deviation: t = 100 × 0.21436 = 21.436 periods; 60² + 21.436 × 108.640
///   = 3600 + 2328.81 = 5928.81; √ = 77.00 (φ = 0.443241).
/// - A: g(φ_B = 60/173.7178 = 0.345388) = 1/√(1 + 3 × 0.119293 / 9.869604) = 0.982348;
///   E = 1 / (1 + e^(0.982348 × 0.575646)) = 0.362279; v = 1 / (0.965007 × 0.362279 ×
///   0.637721) = 4.485336; σ' = 0.0600044 (Illinois); φ* = √(0.196463 + 0.003601) = 0.447284;
///   φ' = 1/√(4.998413 + 0.222949) = 0.437630; μ' = 0.191520 × 0.982348 × 0.637721 = 0.119981:
///   r' = 1520.84, RD' = 76.02.
/// - B: g(φ_A = 0.443241) = 0.971415; E = 1/(1 + e^(-0.971415 × 0.575646)) = 0.636265;
///   v = 4.578963; σ' = 0.0600045; φ* = 0.350561; φ' = 0.345950; μ' = 0.575646 + 0.119681 ×
///   0.971415 × (0 - 0.636265) = 0.501674: r' = 1587.15, RD' = 60.10.
///
/// Without the 100 days A would only reach 1513.02 / 60.08: an uncertain rating moves more.
#[test]
fn a_game_after_100_days_away_grows_the_deviation_first() {
    let a = r(1500.0, 60.0, 0.06);
    let b = r(1600.0, 60.0, 0.06);
    close("pre-game", a.after_inactivity(100.0).deviation, 77.00, 0.01);
    let (new_a, new_b) = update(a, b, Score::Win, 100.0, 0.0);
    close("A rating", new_a.rating, 1520.84, 0.01);
    close("A deviation", new_a.deviation, 76.02, 0.01);
    close("B rating", new_b.rating, 1587.15, 0.01);
    close("B deviation", new_b.deviation, 60.10, 0.01);
    let (fresh_a, _) = update(a, b, Score::Win, 0.0, 0.0);
    close("A without the break", fresh_a.rating, 1513.02, 0.01);
    close("A without the break", fresh_a.deviation, 60.08, 0.01);
}

#[test]
fn the_same_game_seen_from_either_side_gives_the_same_ratings() {
    let a = r(1712.0, 88.0, 0.058);
    let b = r(1540.0, 210.0, 0.062);
    for score in [Score::Win, Score::Draw, Score::Loss] {
        let (a1, b1) = update(a, b, score, 3.5, 40.0);
        let (b2, a2) = update(b, a, score.reversed(), 40.0, 3.5);
        assert_eq!((a1, b1), (a2, b2), "{score:?}");
    }
}

/// The deviation never leaves 45..500, before or after a game.
#[test]
fn deviations_are_clamped_to_45_and_500() {
    // Decades away: √(350² + 10000 × 0.21436 × 108.640) = 570, held at 500.
    let old = r(1500.0, 350.0, 0.06);
    assert_eq!(old.after_inactivity(10_000.0).deviation, MAX_DEVIATION);
    // The game then starts from 500, exactly as for a player stored at 500.
    let opponent = r(1500.0, 100.0, 0.06);
    assert_eq!(
        update(old, opponent, Score::Win, 10_000.0, 0.0),
        update(r(1500.0, 500.0, 0.06), opponent, Score::Win, 0.0, 0.0)
    );
    // Two settled players of low volatility draw: Glicko-2 alone gives 44.67 (φ* = 0.259234,
    // v = 4.081586, φ' = 0.257126), held at 45.
    let settled = r(1500.0, 45.0, 0.01);
    let raw = glicko2(
        &to_crate(settled),
        &to_crate(settled),
        &Outcomes::DRAW,
        &Glicko2Config {
            tau: TAU,
            ..Glicko2Config::new()
        },
    );
    assert!(raw.0.deviation < 44.7, "raw {}", raw.0.deviation);
    let (a, b) = update(settled, settled, Score::Draw, 0.0, 0.0);
    assert_eq!((a.deviation, b.deviation), (MIN_DEVIATION, MIN_DEVIATION));
    // Stored values out of range are brought back in before the game.
    assert_eq!(r(1500.0, 20.0, 0.06).after_inactivity(0.0).deviation, 45.0);
    assert_eq!(
        r(1500.0, 900.0, 0.06).after_inactivity(0.0).deviation,
        500.0
    );
}

/// A new-ish player (1500 / 500) beats a settled 2500 / 45: Glicko-2 alone would add 1383
/// points (E = 0.003339, v = 306.59, φ' = 2.840718, μ' = 7.961943 → 2883.13); the rating
/// stops 700 points up, at 2200. The loser's small loss is not touched.
#[test]
fn a_game_moves_a_rating_at_most_700_points() {
    let newcomer = r(1500.0, 500.0, 0.06);
    let master = r(2500.0, 45.0, 0.06);
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let raw = glicko2(
        &to_crate(newcomer),
        &to_crate(master),
        &Outcomes::WIN,
        &config,
    );
    close("uncapped", raw.0.rating, 2883.13, 0.01);
    let (a, b) = update(newcomer, master, Score::Win, 0.0, 0.0);
    assert_eq!(a.rating, 1500.0 + MAX_RATING_CHANGE);
    close(
        "its deviation is Glicko-2's",
        a.deviation,
        raw.0.deviation,
        1e-9,
    );
    close("loser", b.rating, raw.1.rating, 1e-9);
    close("loser", b.rating, 2493.75, 0.01);
    // And downwards.
    let (b2, a2) = update(master, newcomer, Score::Loss, 0.0, 0.0);
    assert_eq!((a2, b2), (a, b));
    // A shaky 2200 / 500 losing to a settled 800 / 45 would drop about 1390 points: it stops
    // 700 down, at 1500.
    let (shaky, settled) = (r(2200.0, 500.0, 0.06), r(800.0, 45.0, 0.06));
    let raw = glicko2(
        &to_crate(shaky),
        &to_crate(settled),
        &Outcomes::LOSS,
        &config,
    );
    assert!(raw.0.rating < 2200.0 - 1300.0, "raw {}", raw.0.rating);
    let (fallen, _) = update(shaky, settled, Score::Loss, 0.0, 0.0);
    assert_eq!(fallen.rating, 2200.0 - MAX_RATING_CHANGE);
}

/// 1500 / 60 / 0.1 beats 2200 / 45: Glicko-2 raises the volatility to 0.10013, held at 0.1.
#[test]
fn volatility_is_capped_at_lishogis_maximum() {
    let a = r(1500.0, 60.0, 0.1);
    let b = r(2200.0, 45.0, 0.06);
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let raw = glicko2(&to_crate(a), &to_crate(b), &Outcomes::WIN, &config);
    assert!(raw.0.volatility > 0.1001, "raw {}", raw.0.volatility);
    let (new_a, _) = update(a, b, Score::Win, 0.0, 0.0);
    assert_eq!(new_a.volatility, MAX_VOLATILITY);
    close("rating", new_a.rating, raw.0.rating, 1e-9);
}

#[test]
fn provisional_while_the_deviation_is_130_or_more() {
    assert!(r(1500.0, 130.0, 0.06).is_provisional());
    assert!(!r(1500.0, 129.99, 0.06).is_provisional());
    assert!(Rating::NEW.is_provisional());
    // A settled player becomes provisional again after long enough away:
    // 100² + t × 108.640 >= 130² from t = 63.51 periods = 296.3 days.
    let settled = r(1650.0, 100.0, 0.06);
    assert!(!settled.after_inactivity(296.0).is_provisional());
    assert!(settled.after_inactivity(296.5).is_provisional());
}

#[test]
fn bad_stored_values_and_clock_skew_change_nothing_harmful() {
    let broken = r(f64::NAN, f64::INFINITY, -1.0).sanitized();
    assert_eq!(broken, Rating::NEW);
    assert_eq!(
        r(100.0, 60.0, 0.5).sanitized(),
        r(MIN_RATING, 60.0, MAX_VOLATILITY)
    );
    // Negative or NaN days (a clock set back) count as no time away.
    let a = r(1600.0, 80.0, 0.06);
    assert_eq!(a.after_inactivity(-5.0), a);
    assert_eq!(a.after_inactivity(f64::NAN), a);
    let (x, y) = update(broken, a, Score::Win, f64::NAN, -3.0);
    assert!(x.rating.is_finite() && y.rating.is_finite());
    assert_eq!((x, y), update(Rating::NEW, a, Score::Win, 0.0, 0.0));
}

#[test]
fn leaderboard_needs_two_games_a_settled_deviation_and_a_recent_game() {
    let settled = r(1700.0, 70.0, 0.06);
    assert!(on_leaderboard(settled, 2, 0.0));
    assert!(!on_leaderboard(settled, 1, 0.0), "one game is not enough");
    assert!(
        !on_leaderboard(settled, 40, 31.0),
        "a month without a rated game"
    );
    assert!(
        !on_leaderboard(r(1700.0, 95.0, 0.06), 40, 0.0),
        "deviation 95"
    );
    // 70² + t × 108.640 >= 90² from t = 29.455 periods = 137 days: inside the month the
    // deviation grows only to √(4900 + 30 × 0.21436 × 108.640) = 74.8.
    assert!(on_leaderboard(settled, 2, 30.0));
    // 88 grows past 90 within the month: 90² - 88² = 356 = t × 108.640 at t = 3.277 periods
    // = 15.29 days.
    let edge = r(1700.0, 88.0, 0.06);
    assert!(on_leaderboard(edge, 2, 15.0));
    assert!(!on_leaderboard(edge, 2, 15.5));
    assert!(!on_leaderboard(settled, 2, f64::NAN));
}
