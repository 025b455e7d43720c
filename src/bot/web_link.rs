//! The web board in the bot's process: started beside the gateway, on the same service, with
//! players' names from Discord.

use super::names::NameCache;
use crate::service::{GameService, UserId};
use crate::web::{self, PlayerNames, WebOptions, WebServer};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use tracing::{error, info};

struct DiscordNames {
    http: Arc<serenity::Http>,
    cache: NameCache,
}

impl PlayerNames for DiscordNames {
    fn name(&self, user: UserId) -> Pin<Box<dyn Future<Output = Option<String>> + Send + '_>> {
        Box::pin(async move { Some(self.cache.name_of(&self.http, user).await) })
    }
}

/// Starts the web server when the options ask for one. A server that cannot start (its
/// address taken) is logged and left out: the bot runs on without it.
pub async fn start(
    options: Option<WebOptions>,
    service: Arc<GameService>,
    http: Arc<serenity::Http>,
) -> Option<WebServer> {
    let options = options?;
    let names = Arc::new(DiscordNames {
        http,
        cache: NameCache::default(),
    });
    match web::start(service, options, names).await {
        Ok(server) => {
            info!(addr = %server.addr(), "the web board is served on {}", server.url());
            Some(server)
        }
        Err(e) => {
            error!(error = %e, "the web board is not served: {e:#}; set SEIREIGI_WEB_ADDR (or off)");
            None
        }
    }
}
