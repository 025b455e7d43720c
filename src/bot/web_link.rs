//! The web board in the bot's process: started beside the gateway, on the same service, with
//! players' names from Discord; the moves played on its pages are posted here as the bot
//! posts its own.

use super::announce::post_move;
use super::names::NameCache;
use super::scheduler::Connected;
use crate::service::{GameService, UserId};
use crate::web::{self, PlayedOnWeb, PlayerNames, WebOptions, WebServer};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};
use tracing::{error, info, warn};

struct DiscordNames {
    http: Arc<serenity::Http>,
    cache: NameCache,
}

impl PlayerNames for DiscordNames {
    fn name(&self, user: UserId) -> Pin<Box<dyn Future<Output = Option<String>> + Send + '_>> {
        Box::pin(async move { Some(self.cache.name_of(&self.http, user).await) })
    }
}

/// Posts the moves played on the web board, once the bot is connected, one after another in
/// the order they were played: the same post, pings, DM and computer's reply as a `/move`
/// (`post_move`), which marks the move's outbox row delivered (or gives it back to the
/// scheduler when Discord refuses it: the outbox stays the one path, with its nonce).
pub async fn post_web_moves(
    connected: oneshot::Receiver<Connected>,
    mut moves: mpsc::UnboundedReceiver<PlayedOnWeb>,
) {
    let Ok((http, data)) = connected.await else {
        return std::future::pending().await;
    };
    while let Some(m) = moves.recv().await {
        if let Err(e) = post_move(&http, &data, m.by, &m.result).await {
            warn!(error = %e, game = m.result.info.id.0, "a move played on the web was not posted; the scheduler will");
        }
    }
    std::future::pending().await
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
