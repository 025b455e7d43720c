//! The Discord front end: the only module that knows serenity and poise. It turns slash
//! commands and button presses into service calls, and service events into messages.
//!
//! Imports run one way, from the entry points down: `commands/`, `buttons`, `picker/` and
//! the computer's worker (`engine`) call `play`; `play` and the entry points post through
//! `announce`, `cards`, `posts` and `replay`; everything rests on `context` (the shared
//! [`Data`], sending and closing messages), which knows only the leaves: `computer` (the
//! handle to the computer's worker), `present` (texts and images), `ids`, `picker_state`
//! and `names`. `client`, `scheduler` and `options` set the process up; `run` ties them.

mod analysis;
mod announce;
mod buttons;
mod cards;
mod client;
mod comfort;
mod commands;
mod computer;
mod context;
mod engine;
mod fair;
mod ids;
mod invite;
mod lang;
mod leaderboard;
mod limits;
mod names;
mod options;
pub mod picker;
pub mod picker_state;
mod play;
mod posts;
mod present;
pub(crate) use present::{reason_words, side_word};
mod refused;
mod rematch;
mod replay;
mod scheduler;
mod shards;
mod tournament_posts;
mod web_link;

pub use analysis::AnalysisConfig;
pub use computer::{Computer, EngineConfig};
pub use context::Data;
// The computer's worker also plays in `seireigi web`, with a table of its own.
pub use engine::{Engine, Table};
pub use ids::ButtonAction;
pub use invite::{invite_url, permissions, NEEDED as NEEDED_PERMISSIONS};
pub use options::BotOptions;
pub use shards::{rest_base_url, ShardRange};

/// The bot's internals that its unit tests (tests/bot/units/) reach: not an API.
#[doc(hidden)]
pub mod units {
    pub use super::analysis::{Analyses, Ticket};
    pub use super::cards::card;
    pub use super::commands::{
        all as all_commands, choice_id, command_id, fit_review, game_list, help_text, judgement,
        line_choices, parse_start, side_summary, Review, NAMES_ROOM,
    };
    pub use super::context::{sentence, shorten_quotes, user_message, Error, Outage, Refusal};
    pub use super::fair::{Gate, Holder, Pass, Turned};
    pub use super::lang::{LangCache, Whose};
    /// Discord's limits, as the bot keeps within them.
    pub mod limits {
        pub use crate::bot::limits::{
            channel_message, choice, choices, embed_description, message, select_label, thread,
            CHOICE, CHOICES, EMBED_DESCRIPTION, MESSAGE, SELECT_LABEL, THREAD_NAME,
        };
    }
    pub use super::refused::{refused_text, Refused, Work};
    pub use super::tournament_posts::{table_line, table_parts, SectionText};
}

use crate::service::{GameService, WebLinks};
use crate::store::Store;
use anyhow::Context as _;
use std::sync::Arc;
use tokio::sync::oneshot;
use tracing::info;

/// Runs the bot until the gateway connection ends for good.
pub async fn run(options: BotOptions) -> anyhow::Result<()> {
    let store = Store::open(&options.database_url).await?;
    if options.warm_images {
        let started = std::time::Instant::now();
        let drawn = tokio::task::spawn_blocking(present::warm_images).await?;
        info!(
            boards = drawn,
            ms = started.elapsed().as_millis() as u64,
            "pieces drawn for the images"
        );
    }
    let service = Arc::new(game_service(store, &options).await?);
    let web_service = service.clone();
    // The scheduler, the computer and the poster of web moves start once connected, and
    // stop with the client (see the select below).
    let (connected, when_connected) = oneshot::channel::<scheduler::Connected>();
    let (to_scheduler, scheduler_connected) = oneshot::channel();
    let (to_web_poster, web_poster_connected) = oneshot::channel();
    let relay = async move {
        if let Ok(c) = when_connected.await {
            let _ = to_web_poster.send(c.clone());
            let _ = to_scheduler.send(c);
        }
    };
    let framework = client::framework(service, options.guild_id, options.engine.clone(), connected);
    let mut client = client::client(&options, framework).await?;
    // serenity's shard runners keep their manager alive: stop them when this future ends
    // (returns or is dropped), so that a stopped bot leaves no connection behind.
    let _shutdown = client::ShutdownOnDrop(client.shard_manager.clone());
    let (web_moves, web_moves_out) = tokio::sync::mpsc::unbounded_channel();
    let web_options = options.web.clone().map(|mut w| {
        w.posts = Some(web_moves);
        w
    });
    let _web = web_link::start(web_options, web_service, client.http.clone()).await;
    let background = async {
        tokio::join!(
            relay,
            scheduler::run(scheduler_connected, options.tick_every),
            web_link::post_web_moves(web_poster_connected, web_moves_out),
        );
    };
    tokio::select! {
        result = client::connect(&mut client, options.shards) => result?,
        () = background => {}
    }
    Ok(())
}

/// The game service of this process, its limits read from the environment, and its
/// claims on due work from a previous run under the same name taken back.
async fn game_service(store: Store, options: &BotOptions) -> anyhow::Result<GameService> {
    let limits = crate::service::Limits::from_env()?;
    // Every process runs the scheduler and the computer; they claim due work under this
    // name. A process's name is its shard range, which no two live processes share; a new
    // run under the same name takes back at once what the last one held when it stopped.
    let worker = match options.shards {
        Some(r) => format!("shards {}-{}/{}", r.first, r.last, r.total),
        None => "all shards".to_string(),
    };
    let public_url = options.web.as_ref().and_then(|w| w.public_url.clone());
    let service = GameService::new(store, options.clock.clone())
        .with_web_links(WebLinks::from_env(public_url)?)
        .keep_move_posts()
        .with_limits(limits)
        .with_worker(&worker, options.lease);
    service
        .release_own_claims()
        .await
        .context("could not take back this worker's claims")?;
    info!(
        worker,
        lease_ms = service.lease_ms(),
        "this process runs the scheduler and the computer, claiming due work as {worker:?}"
    );
    Ok(service)
}
