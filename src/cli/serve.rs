//! `seireigi serve`: the Discord bot, with logs through tracing.

use crate::bot::{self, BotOptions, ShardRange};
use crate::i18n::Lang;
use crate::store;
use crate::t;
use anyhow::Result;
use tracing_subscriber::EnvFilter;

/// The filter when `RUST_LOG` is not set.
pub const DEFAULT_LOG: &str = "info,serenity=warn";

/// serenity's HTTP client puts `#[instrument]` spans (level info) on every request
/// (`serenity::http::client`, `::ratelimiting`, `::request`) and on `Error::source`
/// (`serenity::error`). The fmt layer formats their fields with `Debug` as each span opens:
/// every PNG attached becomes a list of decimal bytes (a megabyte of text per post) and every
/// interaction route prints its token (valid 15 minutes). Off unless the operator asks.
/// Public (hidden) for the test of `rust_log_spec`.
#[doc(hidden)]
pub const SERENITY_SPANS_OFF: &str = "serenity::http=warn,serenity::error=warn";

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

/// Refuses, before anything starts, settings that are set but empty: an empty
/// `DATABASE_URL` would open SQLite's private temporary database (nothing kept), and an empty
/// `DISCORD_TOKEN` is no token. `var` reads the environment (`None`: not set); the refusal
/// is in `lang`.
pub fn check_env(lang: Lang, var: impl Fn(&str) -> Option<String>) -> Result<()> {
    let blank = |name: &str| var(name).is_some_and(|v| v.trim().is_empty());
    if blank("DISCORD_TOKEN") {
        anyhow::bail!(t!(lang, "cli-serve-empty-token"));
    }
    if blank("DATABASE_URL") {
        anyhow::bail!(t!(lang, "cli-serve-empty-database"));
    }
    Ok(())
}

/// Runs the bot; `shards` is `--shards FIRST-LAST/TOTAL`, which overrides `SEIREIGI_SHARDS`.
/// Its refusals at start-up are in `lang`.
pub fn run(lang: Lang, shards: Option<&str>) -> Result<()> {
    check_env(lang, |name| std::env::var(name).ok())?;
    let rust_log = std::env::var("RUST_LOG").ok();
    tracing_subscriber::fmt()
        .with_env_filter(log_filter(rust_log.as_deref()))
        .init();
    let mut options = BotOptions::from_env(lang)?;
    if let Some(text) = shards {
        options.shards = Some(ShardRange::parse_setting("--shards ", text)?);
    }
    let url = options.database_url.clone();
    tokio::runtime::Runtime::new()?
        .block_on(bot::run(options))
        .map_err(|e| explain(e, &url))
}

/// A start-up error said so that the operator can act on it: a database that refuses writes
/// is named as read-only, with why the bot needs to write (rather than SQLite's own words).
fn explain(e: anyhow::Error, url: &str) -> anyhow::Error {
    let read_only = e.chain().any(|c| {
        c.downcast_ref::<sqlx::Error>()
            .is_some_and(store::is_read_only)
    });
    if read_only {
        anyhow::Error::new(store::StoreError::ReadOnly(url.to_string()))
    } else {
        e
    }
}
