//! The unit tests of src/cli/serve.rs.

use seireigi::cli::serve::*;
use seireigi::i18n::Lang;

#[test]
fn settings_set_but_empty_are_refused() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert!(check_env(
        Lang::En,
        env(&[("DISCORD_TOKEN", "t"), ("DATABASE_URL", "x.db")])
    )
    .is_ok());
    assert!(
        check_env(Lang::En, env(&[("DISCORD_TOKEN", "t")])).is_ok(),
        "unset: the default"
    );
    for (pairs, name) in [
        (
            &[("DISCORD_TOKEN", "t"), ("DATABASE_URL", "")][..],
            "DATABASE_URL",
        ),
        (
            &[("DISCORD_TOKEN", "t"), ("DATABASE_URL", "  ")][..],
            "DATABASE_URL",
        ),
        (
            &[("DISCORD_TOKEN", ""), ("DATABASE_URL", "x.db")][..],
            "DISCORD_TOKEN",
        ),
    ] {
        let err = check_env(Lang::En, env(pairs))
            .expect_err("refused")
            .to_string();
        assert!(err.starts_with(name), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn serenity_http_spans_stay_off_unless_named() {
    for given in [
        None,
        Some("info"),
        Some("debug"),
        Some("trace,seireigi=debug"),
    ] {
        let spec = rust_log_spec(given);
        assert!(spec.ends_with(SERENITY_SPANS_OFF), "{given:?} -> {spec}");
        // The operator's own directives come first and are kept.
        if let Some(g) = given {
            assert!(spec.starts_with(g), "{spec}");
        }
    }
    assert_eq!(
        rust_log_spec(Some("info,serenity::http=debug")),
        "info,serenity::http=debug"
    );
}
