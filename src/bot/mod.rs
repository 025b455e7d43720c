//! The Discord front end: the only module that knows serenity and poise. It turns slash
//! commands and button presses into service calls, and service events into messages.

mod analysis;
mod announce;
mod buttons;
mod commands;
mod context;
mod engine;
mod ids;
mod invite;
mod names;
pub mod picker;
mod play;
mod present;
mod replay;
mod shards;
mod web_link;

pub use context::Data;
pub use engine::EngineConfig;
pub use ids::ButtonAction;
pub use invite::{invite_url, permissions, NEEDED as NEEDED_PERMISSIONS};
pub use shards::{rest_base_url, ShardRange};

use crate::service::{Clock, GameService, Notification, SystemClock, UserId};
use crate::store::Store;
use anyhow::{anyhow, Context as _};
use context::{user_message, Error};
use engine::Engine;
use poise::serenity_prelude as serenity;
use serenity::{FullEvent, GatewayIntents, HttpBuilder, Interaction};
use std::sync::Arc;
use std::time::Duration;
use tracing::{error, info, warn};

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
    /// Draw every game's pieces once before connecting ([`present::warm_images`]), so that
    /// the first images after a restart are as quick as the rest. On in production; tests
    /// that start many bots turn it off.
    pub warm_images: bool,
    /// The web board served by this process (`SEIREIGI_WEB_ADDR`, docs/web.md); `None`: none.
    pub web: Option<crate::web::WebOptions>,
}

impl BotOptions {
    pub fn from_env() -> anyhow::Result<BotOptions> {
        let token = std::env::var("DISCORD_TOKEN").map_err(|_| {
            anyhow!("DISCORD_TOKEN is not set: see the README for how to get a bot token")
        })?;
        let guild_id = match std::env::var("DISCORD_GUILD_ID") {
            Ok(v) => Some(
                v.trim()
                    .parse()
                    .ok()
                    .filter(|&id: &u64| id > 0)
                    .context("DISCORD_GUILD_ID must be a guild's id (a number above 0)")?,
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
                        .context("SEIREIGI_TICK_MS must be a number of milliseconds above 0")?,
                ),
                Err(_) => Duration::from_secs(60),
            },
            lease: match std::env::var("SEIREIGI_LEASE_MS") {
                Ok(v) => Duration::from_millis(
                    v.trim()
                        .parse::<u64>()
                        .ok()
                        .filter(|&ms| (100..=3_600_000).contains(&ms))
                        .context("SEIREIGI_LEASE_MS must be milliseconds from 100 to 3600000")?,
                ),
                Err(_) => crate::service::DEFAULT_LEASE,
            },
            engine: EngineConfig::from_env()?,
            warm_images: true,
            web: crate::web::WebOptions::from_env()?,
        })
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let text = match user_message(&error) {
                Some(t) => t,
                None => {
                    error!(command = ctx.command().name, error = %error, "command failed");
                    "Something went wrong on our side; it has been logged. Try again later."
                        .to_string()
                }
            };
            let reply = poise::CreateReply::default().ephemeral(true).content(text);
            if let Err(e) = context::send(ctx, reply).await {
                warn!(error = %e, "could not send an error reply (missing permissions?)");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                warn!(error = %e, "error while handling an error");
            }
        }
    }
}

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
    let limits = crate::service::Limits::from_env()?;
    // Every process runs the scheduler and the computer; they claim due work under this
    // name. A process's name is its shard range, which no two live processes share; a new
    // run under the same name takes back at once what the last one held when it stopped.
    let worker = match options.shards {
        Some(r) => format!("shards {}-{}/{}", r.first, r.last, r.total),
        None => "all shards".to_string(),
    };
    let service = Arc::new(
        GameService::new(store, options.clock.clone())
            .keep_move_posts()
            .with_limits(limits)
            .with_worker(&worker, options.lease),
    );
    service
        .release_own_claims()
        .await
        .context("could not take back this worker's claims")?;
    info!(
        worker,
        lease_ms = service.lease_ms(),
        "this process runs the scheduler and the computer, claiming due work as {worker:?}"
    );
    let web_service = service.clone();
    let guild_id = options.guild_id;
    // The scheduler starts once connected, and stops with the client (see the select below).
    let (start_tx, start_rx) = tokio::sync::oneshot::channel::<(Arc<serenity::Http>, Arc<Data>)>();
    let engine_config = options.engine.clone();
    let scheduler_start = std::sync::Mutex::new(Some(start_tx));
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            // Replies ping nobody unless they say so (only move posts and notifications do).
            allowed_mentions: Some(present::pings(&[])),
            event_handler: |ctx, event, _framework, data| {
                Box::pin(async move {
                    if let FullEvent::InteractionCreate {
                        interaction: Interaction::Component(c),
                    } = event
                    {
                        if picker::state::PickerId::is_picker(&c.data.custom_id) {
                            picker::handle(&ctx.http, data, c).await?;
                        } else {
                            buttons::handle(&ctx.http, data, c).await?;
                        }
                    }
                    Ok(())
                })
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, "connected to Discord");
                info!(
                    "invite link for server admins: {}",
                    invite_url(ready.application.id.get())
                );
                match guild_id {
                    Some(g) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            &framework.options().commands,
                            serenity::GuildId::new(g),
                        )
                        .await?
                    }
                    None => {
                        poise::builtins::register_globally(ctx, &framework.options().commands)
                            .await?
                    }
                }
                let engine = Arc::new(Engine::new(
                    UserId(ready.user.id.get()),
                    engine_config.clone(),
                ));
                let data = Data::new(service, engine);
                if let Some(start) = scheduler_start.lock().ok().and_then(|mut s| s.take()) {
                    let _ = start.send((ctx.http.clone(), Arc::new(data.clone())));
                }
                Ok(data)
            })
        })
        .build();
    let mut http = HttpBuilder::new(&options.token);
    if let Some(ca) = &options.test_ca {
        http = http.client(client_trusting(ca)?);
    }
    if let Some(base) = &options.base_url {
        // serenity's rate limiter sends its requests to discord.com whatever the proxy (it
        // builds them without it), so with a base URL the limiter is off and the proxy limits.
        // A 429 passed on by the proxy reaches the bot as an error: `with_retry` waits and
        // tries again where an answer must not be lost.
        info!(
            url = %base,
            "REST requests go to this proxy, which does the rate limiting (serenity's limiter is off)"
        );
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let mut client =
        serenity::ClientBuilder::new_with_http(http.build(), GatewayIntents::non_privileged())
            .framework(framework)
            .await
            .context("could not create the Discord client")?;
    // serenity's shard runners keep their manager alive: stop them when this future ends
    // (returns or is dropped), so that a stopped bot leaves no connection behind.
    let _shutdown = ShutdownOnDrop(client.shard_manager.clone());
    let _web = web_link::start(options.web.clone(), web_service, client.http.clone()).await;
    let tick_every = options.tick_every;
    let shards = options.shards;
    let scheduled = async move {
        match start_rx.await {
            Ok((http, data)) => {
                // The clock's notifications and the computer's moves are REST only: whichever
                // process claims a piece of due work does it (see `service::claims`).
                let engine = data
                    .engine
                    .clone()
                    .run(http.clone(), data.clone(), tick_every);
                tokio::join!(scheduler(http, data, tick_every), engine);
            }
            Err(_) => std::future::pending().await,
        }
    };
    let gateway = async {
        match shards {
            Some(range) => {
                info!(
                    first = range.first,
                    last = range.last,
                    total = range.total,
                    "running gateway shards {}-{} of {}",
                    range.first,
                    range.last,
                    range.total
                );
                // serenity's range is inclusive at both ends ("4..7" starts 4, 5, 6 and 7).
                client
                    .start_shard_range(range.first..range.last, range.total)
                    .await
                    .context("the Discord connection failed")
            }
            None => {
                // What `start_autosharded` does, with the count checked and logged: serenity
                // would start shards 0 to `shards - 1` and underflow on a 0.
                let total = client
                    .http
                    .get_bot_gateway()
                    .await
                    .context("could not ask Discord how many gateway shards the bot needs")?
                    .shards;
                if total == 0 {
                    anyhow::bail!("Discord's GET /gateway/bot recommended 0 shards");
                }
                info!(
                    total,
                    "running all {total} gateway shard(s) Discord recommends in this process"
                );
                client
                    .start_shards(total)
                    .await
                    .context("the Discord connection failed")
            }
        }
    };
    tokio::select! {
        result = gateway => result?,
        () = scheduled => {}
    }
    Ok(())
}

/// Batches of outbox rows one scheduler tick claims and delivers at most.
const BATCHES_PER_TICK: usize = 8;

/// Delivers what the clock decided: first what a previous run left undelivered, then each
/// tick's new notifications; each is claimed (so that no other process posts it too), and
/// marked delivered once posted. A delivery Discord refuses
/// (a deleted thread, a missing permission) is retried with a growing wait and finally given
/// up (see `GameService::delivery_failed`), so that the bot never keeps sending requests
/// Discord refuses.
async fn scheduler(http: Arc<serenity::Http>, data: Arc<Data>, every: Duration) {
    let mut interval = tokio::time::interval(every);
    let mut first = true;
    loop {
        interval.tick().await;
        if !first {
            if let Err(e) = data.service.tick().await {
                error!(error = %e, "scheduler could not read the database");
            }
        }
        first = false;
        // What is due now: the tick's new notifications, failed ones whose wait is over, and
        // rows whose claim ran out (their process died), a batch at a time.
        for _ in 0..BATCHES_PER_TICK {
            let batch = match data.service.claim_notifications().await {
                Ok(n) => n,
                Err(e) => {
                    error!(error = %e, "scheduler could not claim the notifications");
                    break;
                }
            };
            if batch.is_empty() {
                break;
            }
            deliver_claimed(&http, &data, batch).await;
        }
    }
}

/// Delivers notifications this process claimed, and records how each went.
async fn deliver_claimed(http: &serenity::Http, data: &Data, batch: Vec<Notification>) {
    for n in batch {
        match announce::deliver_notification(http, data, &n).await {
            Ok(()) => {
                if let Err(e) = data.service.delivered(n.id).await {
                    error!(error = %e, "could not mark a notification delivered");
                }
            }
            Err(e) => {
                warn!(error = %e, notification = n.id, "delivery failed; will retry later");
                if let Err(e) = data.service.delivery_failed(n.id, &e.to_string()).await {
                    error!(error = %e, "could not record a failed delivery");
                }
            }
        }
    }
}

/// serenity's HTTP client (rustls, the web's root CAs) that also trusts the CA in `pem_file`.
fn client_trusting(pem_file: &str) -> anyhow::Result<reqwest::Client> {
    let pem = std::fs::read(pem_file)
        .with_context(|| format!("DISCORD_TEST_CA: cannot read {pem_file}"))?;
    let ca = reqwest::Certificate::from_pem(&pem)
        .with_context(|| format!("DISCORD_TEST_CA: {pem_file} is not a PEM certificate"))?;
    reqwest::Client::builder()
        .use_rustls_tls()
        .add_root_certificate(ca)
        .build()
        .context("could not build the HTTP client")
}

struct ShutdownOnDrop(Arc<serenity::ShardManager>);

impl Drop for ShutdownOnDrop {
    fn drop(&mut self) {
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let manager = self.0.clone();
            runtime.spawn(async move { manager.shutdown_all().await });
        }
    }
}
