//! `seireigi web`: the web board on this computer, without Discord (docs/web.md).

use crate::service::{GameService, SystemClock, WebLinks};
use crate::store::Store;
use crate::web::{self, LocalNames, WebOptions};
use anyhow::{anyhow, Result};
use std::sync::Arc;

pub struct Options {
    pub db: String,
    pub addr: String,
    /// "Black,White": the local players' names.
    pub names: String,
}

/// The two local players' names from `BLACK,WHITE`.
pub fn local_names(text: &str) -> Result<LocalNames> {
    let (black, white) = text
        .split_once(',')
        .map(|(b, w)| (b.trim(), w.trim()))
        .filter(|(b, w)| !b.is_empty() && !w.is_empty() && b.len() <= 64 && w.len() <= 64)
        .ok_or_else(|| anyhow!("--names must be two names of at most 64 bytes, BLACK,WHITE"))?;
    Ok(LocalNames::new([
        (web::LOCAL_BLACK, black.to_string()),
        (web::LOCAL_WHITE, white.to_string()),
    ]))
}

pub fn run(opts: &Options) -> Result<()> {
    let addr = web::parse_addr(&opts.addr)
        .ok_or_else(|| anyhow!("--addr must be an address and port such as 127.0.0.1:8080"))?;
    let names = local_names(&opts.names)?;
    tracing_subscriber::fmt()
        .with_env_filter(super::serve::log_filter(
            std::env::var("RUST_LOG").ok().as_deref(),
        ))
        .init();
    tokio::runtime::Runtime::new()?.block_on(async {
        let store = Store::open(&opts.db).await?;
        // Personal pages of the two local players are signed as the bot's are.
        let links = WebLinks::from_env(None)?;
        let service =
            Arc::new(GameService::new(store, Arc::new(SystemClock)).with_web_links(links));
        let server = web::start(service, WebOptions::local(addr), Arc::new(names)).await?;
        println!("The game pages are on {} (Ctrl-C stops).", server.url());
        std::future::pending::<()>().await;
        Ok(())
    })
}
