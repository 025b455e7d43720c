//! The Discord client: the poise framework (the commands, the component handlers, what a
//! failed command answers), serenity's HTTP client (a proxy, an extra CA) and the gateway
//! shards this process runs.

use super::buttons;
use super::commands;
use super::computer::{Computer, EngineConfig};
use super::context::{self, tell, Data, Error};
use super::invite::invite_url;
use super::limits;
use super::options::BotOptions;
use super::picker;
use super::picker_state::PickerId;
use super::present;
use super::scheduler::Connected;
use super::shards::ShardRange;
use crate::i18n::Lang;
use crate::service::{GameService, UserId};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{FullEvent, GatewayIntents, HttpBuilder, Interaction};
use std::sync::{Arc, Mutex};
use tokio::sync::oneshot;
use tracing::{info, warn};

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let user = UserId(ctx.author().id.get());
            let lang = ctx
                .data()
                .reply_lang(user, ctx.locale().unwrap_or_default())
                .await;
            let what = format!("command /{}", ctx.command().name);
            let text = tell(&error, lang, &ctx.data().outage, &what);
            let reply = limits::reply(lang, text).ephemeral(true);
            if let Err(e) = context::send(ctx, reply).await {
                warn!(
                    command = ctx.command().name,
                    error = %e,
                    "Discord refused the answer to a failed command"
                );
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                warn!(error = %e, "error while handling an error");
            }
        }
    }
}

/// The framework: the commands and the component handlers. Once connected it registers the
/// commands (in `guild` only, or globally), builds the shared [`Data`] with the computer
/// player (the bot's own user) and sends it to `connected`.
pub fn framework(
    service: Arc<GameService>,
    guild: Option<u64>,
    engine: EngineConfig,
    connected: oneshot::Sender<Connected>,
) -> poise::Framework<Data, Error> {
    let connected = Mutex::new(Some(connected));
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            // Reads before a command's first answer are bounded from here (see
            // `commands::common::before_answer`).
            pre_command: |ctx| Box::pin(commands::note_start(ctx)),
            // Replies ping nobody unless they say so (only move posts and notifications do).
            allowed_mentions: Some(present::pings(&[])),
            event_handler: |ctx, event, _framework, data| {
                Box::pin(async move {
                    if let FullEvent::GuildCreate { guild, .. } = event {
                        // The server's preferred locale, before any interaction shows it.
                        let lang = Lang::or_english(Some(&guild.preferred_locale));
                        data.langs
                            .note_guild(&data.service, guild.id.get(), lang)
                            .await;
                    }
                    if let FullEvent::InteractionCreate {
                        interaction: Interaction::Component(c),
                    } = event
                    {
                        let guild = c.guild_id.map(|g| (g.get(), c.guild_locale.clone()));
                        data.note_languages(UserId(c.user.id.get()), &c.locale, guild);
                        if PickerId::is_picker(&c.data.custom_id) {
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
                match guild {
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
                let computer = Computer::new(UserId(ready.user.id.get()), engine.clone());
                let data = Data::new(service, Arc::new(computer));
                if let Some(start) = connected.lock().ok().and_then(|mut s| s.take()) {
                    let _ = start.send((ctx.http.clone(), Arc::new(data.clone())));
                }
                Ok(data)
            })
        })
        .build()
}

/// The Discord client with `framework`, its REST requests sent as `options` say.
pub async fn client(
    options: &BotOptions,
    framework: poise::Framework<Data, Error>,
) -> anyhow::Result<serenity::Client> {
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
    serenity::ClientBuilder::new_with_http(http.build(), GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .context("could not create the Discord client")
}

/// Runs the gateway `shards` (all that Discord recommends when `None`) until the connection
/// ends for good.
pub async fn connect(
    client: &mut serenity::Client,
    shards: Option<ShardRange>,
) -> anyhow::Result<()> {
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
                .map_err(|e| token_refused(e, "the Discord connection failed"))
        }
        None => {
            // What `start_autosharded` does, with the count checked and logged: serenity
            // would start shards 0 to `shards - 1` and underflow on a 0.
            let total = client
                .http
                .get_bot_gateway()
                .await
                .map_err(|e| {
                    token_refused(
                        e,
                        "could not ask Discord how many gateway shards the bot needs",
                    )
                })?
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
                .map_err(|e| token_refused(e, "the Discord connection failed"))
        }
    }
}

/// `e` with `context`; but a token Discord refused (401 on REST, close code 4004 on the
/// gateway) as the one line an operator can act on, instead of serenity's "401:
/// Unauthorized" repeated.
fn token_refused(e: serenity::Error, context: &'static str) -> anyhow::Error {
    let refused = match &e {
        serenity::Error::Http(h) => h.status_code().is_some_and(|s| s.as_u16() == 401),
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => true,
        _ => false,
    };
    if refused {
        anyhow::anyhow!(
            "Discord refused the bot's token (401 Unauthorized): check DISCORD_TOKEN; it is the \
             token of the Bot page of the Discord Developer Portal, and resetting it there \
             makes the old one invalid"
        )
    } else {
        anyhow::Error::new(e).context(context)
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

/// Stops serenity's shard runners when dropped (they keep their manager alive).
pub struct ShutdownOnDrop(pub Arc<serenity::ShardManager>);

impl Drop for ShutdownOnDrop {
    fn drop(&mut self) {
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let manager = self.0.clone();
            runtime.spawn(async move { manager.shutdown_all().await });
        }
    }
}
