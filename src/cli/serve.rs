//! `seireigi serve`: the Discord bot, with logs through tracing.

use crate::bot::{self, BotOptions};
use anyhow::Result;
use tracing_subscriber::EnvFilter;

pub fn run() -> Result<()> {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,serenity=warn"));
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let options = BotOptions::from_env()?;
    tokio::runtime::Runtime::new()?.block_on(bot::run(options))
}
