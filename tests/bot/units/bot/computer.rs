//! Unit tests of src/bot/computer.rs.

use seireigi::ai::Level;
use seireigi::bot::EngineConfig;
use std::time::Duration;

fn config(vars: &[(&str, &str)]) -> anyhow::Result<EngineConfig> {
    EngineConfig::from_vars(|name| {
        vars.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.to_string())
    })
}

#[test]
fn the_operator_sets_the_time_of_each_level() {
    let c = config(&[
        ("SEIREIGI_STRONG_MS", "10000"),
        ("SEIREIGI_EASY_MS", " 200 "),
    ])
    .expect("valid");
    assert_eq!(c.limits(Level::Strong).time, Duration::from_secs(10));
    assert_eq!(c.limits(Level::Easy).time, Duration::from_millis(200));
    assert_eq!(c.limits(Level::Normal), Level::Normal.default_limits());
    // The easy level keeps its depth cap whatever its time.
    assert_eq!(
        c.limits(Level::Easy).max_depth,
        Level::Easy.default_limits().max_depth
    );
}

#[test]
fn bad_settings_are_refused_with_their_name() {
    for (name, value) in [
        ("SEIREIGI_NORMAL_MS", "fast"),
        ("SEIREIGI_NORMAL_MS", "0"),
        ("SEIREIGI_ENGINE_PARALLEL", "0"),
        ("SEIREIGI_STRONG_THREADS", "many"),
        ("SEIREIGI_ANALYSIS_MS", "5"),
        ("SEIREIGI_ANALYSIS_PARALLEL", "0"),
    ] {
        let e = config(&[(name, value)]).expect_err("refused");
        assert!(e.to_string().contains(name), "{e}");
    }
}
