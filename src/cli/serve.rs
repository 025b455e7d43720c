//! `seireigi serve`: the Discord bot, with logs through tracing.

use crate::bot::{self, BotOptions, ShardRange};
use anyhow::Result;
use tracing_subscriber::EnvFilter;

/// The filter when `RUST_LOG` is not set.
pub const DEFAULT_LOG: &str = "info,serenity=warn";

/// serenity's HTTP client puts `#[instrument]` spans (level info) on every request
/// (`serenity::http::client`, `::ratelimiting`, `::request`) and on `Error::source`
/// (`serenity::error`). The fmt layer formats their fields with `Debug` as each span opens:
/// every PNG attached becomes a list of decimal bytes (a megabyte of text per post) and every
/// interaction route prints its token (valid 15 minutes). Off unless the operator asks.
const SERENITY_SPANS_OFF: &str = "serenity::http=warn,serenity::error=warn";

/// The bot's log filter for what the operator set in `RUST_LOG` (`None`: not set): their
/// directives, with serenity's HTTP spans kept off unless they name serenity themselves.
pub fn log_filter(rust_log: Option<&str>) -> EnvFilter {
    let spec = rust_log_spec(rust_log);
    EnvFilter::try_new(&spec).unwrap_or_else(|e| {
        eprintln!("RUST_LOG={spec:?} is not a valid filter ({e}); using {DEFAULT_LOG:?}");
        EnvFilter::new(DEFAULT_LOG)
    })
}

/// The directives [`log_filter`] builds (kept apart so that they can be tested as text).
pub fn rust_log_spec(rust_log: Option<&str>) -> String {
    let given = rust_log.map(str::trim).filter(|s| !s.is_empty());
    match given {
        None => format!("{DEFAULT_LOG},{SERENITY_SPANS_OFF}"),
        Some(s) if s.contains("serenity") => s.to_string(),
        Some(s) => format!("{s},{SERENITY_SPANS_OFF}"),
    }
}

/// Runs the bot; `shards` is `--shards FIRST-LAST/TOTAL`, which overrides `SEIREIGI_SHARDS`.
pub fn run(shards: Option<&str>) -> Result<()> {
    let rust_log = std::env::var("RUST_LOG").ok();
    tracing_subscriber::fmt()
        .with_env_filter(log_filter(rust_log.as_deref()))
        .init();
    let mut options = BotOptions::from_env()?;
    if let Some(text) = shards {
        options.shards = Some(ShardRange::parse_setting("--shards ", text)?);
    }
    tokio::runtime::Runtime::new()?.block_on(bot::run(options))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
