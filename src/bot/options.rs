//! How the bot is run: [`BotOptions`], read from the environment in production and built
//! directly by tests.

use super::computer::EngineConfig;
use super::shards::{rest_base_url, ShardRange};
use crate::i18n::Lang;
use crate::service::{Clock, SystemClock};
use crate::t;
use anyhow::{anyhow, Context as _};
use std::sync::Arc;
use std::time::Duration;

/// How the bot is run. `from_env` reads the environment; tests build it directly.
pub struct BotOptions {
    pub token: String,
    pub database_url: String,
    /// Register the commands in this guild only (fast, for testing); otherwise globally.
    pub guild_id: Option<u64>,
    /// Send REST requests to this server instead of discord.com, with serenity's rate limiter
    /// off: a shared rate-limiting proxy (`DISCORD_PROXY_URL`) or the tests' fake Discord
    /// (`DISCORD_BASE_URL`); see [`rest_base_url`].
    pub base_url: Option<String>,
    /// The gateway shards this process runs (`SEIREIGI_SHARDS`, `serve --shards`); `None`:
    /// all the shards Discord recommends (`GET /gateway/bot`).
    pub shards: Option<ShardRange>,
    /// A PEM file of an extra root CA to trust (`DISCORD_TEST_CA`, tests): with `HTTPS_PROXY`
    /// pointing at a fake that terminates TLS for discord.com, the bot runs exactly as in
    /// production, serenity's rate limiter included.
    pub test_ca: Option<String>,
    pub clock: Arc<dyn Clock>,
    /// How often the scheduler looks for reminders and time-outs.
    pub tick_every: Duration,
    /// How long a claim on due work holds (`SEIREIGI_LEASE_MS`): another process takes the
    /// work over once it has run out (see `service::claims`).
    pub lease: Duration,
    /// The computer player's time per move and parallel searches.
    pub engine: EngineConfig,
    /// Draw every game's pieces once before connecting (`present::warm_images`), so that
    /// the first images after a restart are as quick as the rest. On in production; tests
    /// that start many bots turn it off.
    pub warm_images: bool,
    /// The web board served by this process (`SEIREIGI_WEB_ADDR`, docs/web.md); `None`: none.
    pub web: Option<crate::web::WebOptions>,
}

impl BotOptions {
    /// The settings of the environment; what is wrong with them in `lang` (the command
    /// line's language).
    pub fn from_env(lang: Lang) -> anyhow::Result<BotOptions> {
        let token =
            std::env::var("DISCORD_TOKEN").map_err(|_| anyhow!(t!(lang, "cli-serve-no-token")))?;
        let guild_id = match std::env::var("DISCORD_GUILD_ID") {
            Ok(v) => Some(
                v.trim()
                    .parse()
                    .ok()
                    .filter(|&id: &u64| id > 0)
                    .with_context(|| t!(lang, "cli-serve-bad-guild"))?,
            ),
            Err(_) => None,
        };
        Ok(BotOptions {
            token,
            database_url: std::env::var("DATABASE_URL")
                .unwrap_or_else(|_| "seireigi.db".to_string()),
            guild_id,
            base_url: rest_base_url(
                std::env::var("DISCORD_PROXY_URL").ok().as_deref(),
                std::env::var("DISCORD_BASE_URL").ok().as_deref(),
            )?,
            shards: match std::env::var("SEIREIGI_SHARDS") {
                Ok(v) => Some(ShardRange::parse_setting("SEIREIGI_SHARDS=", &v)?),
                Err(_) => None,
            },
            test_ca: std::env::var("DISCORD_TEST_CA").ok(),
            clock: Arc::new(SystemClock),
            tick_every: match std::env::var("SEIREIGI_TICK_MS") {
                Ok(v) => Duration::from_millis(
                    v.trim()
                        .parse::<u64>()
                        .ok()
                        .filter(|&ms| ms > 0)
                        .with_context(|| t!(lang, "cli-serve-bad-tick"))?,
                ),
                Err(_) => Duration::from_secs(60),
            },
            lease: match std::env::var("SEIREIGI_LEASE_MS") {
                Ok(v) => Duration::from_millis(
                    v.trim()
                        .parse::<u64>()
                        .ok()
                        .filter(|&ms| (100..=3_600_000).contains(&ms))
                        .with_context(|| t!(lang, "cli-serve-bad-lease"))?,
                ),
                Err(_) => crate::service::DEFAULT_LEASE,
            },
            engine: EngineConfig::from_env()?,
            warm_images: true,
            web: crate::web::WebOptions::from_env()?,
        })
    }
}
