//! What every command and handler shares, and how refusals reach the user.

use super::computer::Computer;
use super::fair::Gate;
use super::lang::LangCache;
use super::limits;
use super::names::NameCache;
use super::present::{excerpt, pings};
use super::refused::{refused_text, Refused};
use crate::i18n::{refusals, Lang};
use crate::service::{GameInfo, GameService, ServiceError, UserId};
use crate::t;
use poise::serenity_prelude::{ComponentInteraction, CreateInteractionResponse, Http};
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tracing::{error, info, warn};

#[derive(Clone)]
pub struct Data {
    pub service: Arc<GameService>,
    /// The computer player (the bot's own user): a handle to its worker.
    pub computer: Arc<Computer>,
    /// Players' names for image headers, so that moves do not ask Discord each time.
    pub names: Arc<NameCache>,
    /// Whether the loops that poll the database found it out of reach (see [`Outage`]).
    pub outage: Arc<Outage>,
    /// One image drawn at a time per core (see [`Data::render`]).
    renders: Arc<tokio::sync::Semaphore>,
    /// `/export` files being made: one per user, [`EXPORTS_AT_ONCE`] in all.
    pub exports: Arc<Gate>,
    /// Game GIFs (`/export format:gif`) being drawn: one per user, [`GIFS_AT_ONCE`] in all
    /// (a long game's GIF is seconds of CPU).
    pub gifs: Arc<Gate>,
    /// The stored languages of users and servers (see `lang.rs`).
    pub langs: Arc<LangCache>,
}

/// How long [`Data::reply_lang`] waits for a stored language.
const LANG_WITHIN: Duration = Duration::from_millis(300);

/// Text exports (KIF, USI, SFEN, the record) being made at once, all users together.
pub const EXPORTS_AT_ONCE: usize = 16;
/// GIFs asked for with `/export` being drawn at once, all users together.
pub const GIFS_AT_ONCE: usize = 4;

impl Data {
    pub fn new(service: Arc<GameService>, computer: Arc<Computer>) -> Data {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Data {
            service,
            computer,
            names: Arc::new(NameCache::default()),
            outage: Arc::new(Outage::default()),
            renders: Arc::new(tokio::sync::Semaphore::new(cores)),
            exports: Arc::new(Gate::new(EXPORTS_AT_ONCE)),
            gifs: Arc::new(Gate::new(GIFS_AT_ONCE)),
            langs: Arc::new(LangCache::default()),
        }
    }

    /// The language of `user`'s private messages (reminders, DMs): their `/settings
    /// language:`, else their Discord client's as last seen, else English.
    pub async fn user_lang(&self, user: UserId) -> Lang {
        self.langs.user(&self.service, user).await
    }

    /// The language of public posts in a game thread of `guild` (the game's `guild_id`):
    /// `/server language:`, else the server's preferred locale, else English.
    pub async fn thread_lang(&self, guild: Option<u64>) -> Lang {
        self.langs.guild(&self.service, guild).await
    }

    /// The language of a reply to `user`, whose Discord client speaks `locale`. The stored
    /// choice is usually cached; a slow database gets the client's language rather than
    /// holding up an answer Discord waits for.
    pub async fn reply_lang(&self, user: UserId, locale: &str) -> Lang {
        let asked = self.langs.for_reply(&self.service, user, locale);
        tokio::time::timeout(LANG_WITHIN, asked)
            .await
            .unwrap_or_else(|_| Lang::or_english(Some(locale)))
    }

    /// Notes, in the background, the locales an interaction shows (the user's, and the
    /// server's preferred one), so that reminders, DMs and thread posts use them.
    pub fn note_languages(&self, user: UserId, locale: &str, guild: Option<(u64, Option<String>)>) {
        let (langs, service, locale) =
            (self.langs.clone(), self.service.clone(), locale.to_string());
        tokio::spawn(async move {
            let guild = guild.as_ref().map(|(g, l)| (*g, l.as_deref()));
            langs.note(&service, user, &locale, guild).await;
        });
    }

    /// Draws an image (15-30 ms of CPU) on the blocking pool, at most one per core at a time:
    /// when many moves arrive together, images are finished one after another (first come,
    /// first posted) instead of all of them sharing the cores and all finishing late.
    pub async fn render<T, E>(
        &self,
        draw: impl FnOnce() -> Result<T, E> + Send + 'static,
    ) -> Result<T, Error>
    where
        T: Send + 'static,
        E: Into<Error> + Send + 'static,
    {
        let _turn = self.renders.acquire().await?;
        tokio::task::spawn_blocking(draw).await?.map_err(Into::into)
    }
}

/// An unreachable database is logged once when the bot first finds it so (answering a player
/// or polling it in the scheduler and the computer) and once when it answers again (the
/// scheduler's next tick), not on every answer or tick of the outage; other failures are
/// logged each time.
#[derive(Default, Debug)]
pub struct Outage(std::sync::atomic::AtomicBool);

impl Outage {
    /// Logs the failure `e` of the background work `what`.
    pub fn failed(&self, what: &str, e: &ServiceError) {
        if matches!(e, ServiceError::Unreachable(_)) {
            self.unreachable(e);
        } else {
            error!(error = %e, "{what} failed");
        }
    }

    /// Notes that the database could not be reached, or did not answer in time (`e`): logged
    /// when the outage begins.
    pub fn unreachable(&self, e: &dyn std::fmt::Display) {
        if !self.0.swap(true, std::sync::atomic::Ordering::SeqCst) {
            warn!(
                error = %e,
                "cannot reach the database: players are told to try again shortly; reminders, \
                 time-outs, posts left undelivered and the computer's moves wait until it \
                 answers again (logged once per outage)"
            );
        }
    }

    /// Notes that the database answered, and logs it when it was out of reach.
    pub fn answered(&self) {
        if self.0.swap(false, std::sync::atomic::Ordering::SeqCst) {
            info!("the database answers again: the waiting work is being done");
        }
    }
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// A refusal meant for the user (shown privately), as opposed to a fault (logged).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Refusal(pub String);

pub fn refuse<T>(text: impl Into<String>) -> Result<T, Error> {
    Err(Refusal(text.into()).into())
}

/// How long after an interaction arrives the reads before its first answer may go on:
/// Discord drops an interaction not answered within three seconds, and the answer itself
/// takes a round trip to Discord.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(2);

/// The database did not answer the reads before an interaction's first answer in time
/// ([`ANSWER_WITHIN`]): told to the user as the database being out of reach.
#[derive(Debug, thiserror::Error)]
#[error("the database did not answer within {} ms of the interaction", ANSWER_WITHIN.as_millis())]
pub struct NoAnswerInTime;

/// Runs `read` (reads only: it is dropped half-way when late) for what is left of
/// [`ANSWER_WITHIN`] since `started`; [`NoAnswerInTime`] when that runs out.
pub async fn in_time<T, E: Into<Error>>(
    started: Instant,
    read: impl Future<Output = Result<T, E>>,
) -> Result<T, Error> {
    let left = ANSWER_WITHIN.saturating_sub(started.elapsed());
    match tokio::time::timeout(left, read).await {
        Ok(result) => result.map_err(Into::into),
        Err(_) => Err(NoAnswerInTime.into()),
    }
}

/// The one line a user sees for an error, or `None` when it is a fault to log instead.
/// Refusals are written (in the service and here) as clauses; users read sentences.
/// Whatever of the user's input it quotes is cut to a short excerpt, and the whole fits in
/// one Discord message. An unreachable database is noted in `outage` (logged once).
pub fn user_message(error: &Error, lang: Lang, outage: &Outage) -> Option<String> {
    explain(error, lang, outage)
        .map(|text| limits::message(lang, sentence(&shorten_quotes(&text, 40))))
}

/// What a user reads in `lang` when `what` (a command, a button) failed with `error`: the
/// refusal, or for a fault "something went wrong", with the fault logged.
pub fn tell(error: &Error, lang: Lang, outage: &Outage, what: &str) -> String {
    user_message(error, lang, outage).unwrap_or_else(|| {
        error!(error = %error, "{what} failed");
        t!(lang, "error-internal")
    })
}

/// `text` with a capital first letter and a full stop, as every message of the bot reads.
pub fn sentence(text: &str) -> String {
    let text = text.trim();
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if !out.ends_with(['.', '!', '?', '…', '。', '！', '？']) {
        out.push('.');
    }
    out
}

/// Each quoted part of `text` ("...", as errors quote input) longer than `max` characters
/// cut to an excerpt.
pub fn shorten_quotes(text: &str, max: usize) -> String {
    let mut out = String::with_capacity(text.len().min(4096));
    let mut rest = text;
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..=open]);
        let after = &rest[open + 1..];
        // The closing quote, skipping escaped ones (Debug formatting escapes them).
        let mut close = None;
        let mut escaped = false;
        for (i, ch) in after.char_indices() {
            match ch {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    close = Some(i);
                    break;
                }
                _ => escaped = false,
            }
        }
        let Some(close) = close else {
            out.push_str(&excerpt(after, max));
            return out;
        };
        out.push_str(&excerpt(&after[..close], max));
        out.push('"');
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

fn explain(error: &Error, lang: Lang, outage: &Outage) -> Option<String> {
    if let Some(r) = error.downcast_ref::<Refusal>() {
        return Some(r.0.clone());
    }
    if let Some(r) = error.downcast_ref::<Refused>() {
        return Some(refused_text(lang, r));
    }
    if let Some(poise::serenity_prelude::Error::Http(e)) =
        error.downcast_ref::<poise::serenity_prelude::Error>()
    {
        if e.status_code().is_some_and(|s| s.as_u16() == 403) {
            warn!(error = %e, "missing permissions");
            return Some(t!(lang, "error-missing-permissions"));
        }
    }
    if error.is::<NoAnswerInTime>() {
        outage.unreachable(error);
        return Some(t!(lang, "error-unreachable"));
    }
    match error.downcast_ref::<ServiceError>() {
        Some(ServiceError::Unreachable(e)) => {
            outage.unreachable(e);
            Some(t!(lang, "error-unreachable"))
        }
        Some(ServiceError::DiskFull(e)) => {
            error!(
                error = %e,
                "the database's disk is full: nothing was saved; free some space on it"
            );
            Some(t!(lang, "error-disk-full"))
        }
        Some(e) => refusals::service_error(lang, e),
        None => None,
    }
}

/// Sends a reply to a command (after its defer, a follow-up), retried on 429 and server
/// errors like every other answer: a player must not miss "Played ..." because Discord (or a
/// shared REST proxy) asked the bot to wait.
pub async fn send<'a>(
    ctx: Context<'a>,
    mut reply: poise::CreateReply,
) -> poise::serenity_prelude::Result<poise::ReplyHandle<'a>> {
    // Built by `limits::reply` in its language, so already within: this only guards.
    reply.content = reply.content.map(limits::within_message);
    with_retry(2, || ctx.send(reply.clone())).await
}

/// Replaces a pressed button's message text and removes its buttons (after the
/// acknowledgement, the pressed message is the interaction's original response).
pub async fn close_message(
    http: &Http,
    c: &ComponentInteraction,
    lang: Lang,
    text: String,
) -> Result<(), Error> {
    let edit = limits::edit_response(lang, text)
        .components(vec![])
        .allowed_mentions(pings(&[]));
    c.edit_response(http, edit).await?;
    Ok(())
}

/// Closes a picker message (not acknowledged yet) with a line of text: no menus, no image.
pub async fn close_picker(
    http: &Http,
    c: &ComponentInteraction,
    lang: Lang,
    text: &str,
) -> Result<(), Error> {
    let msg = limits::response(lang, text)
        .components(vec![])
        .files(Vec::new());
    with_retry(2, || {
        c.create_response(http, CreateInteractionResponse::UpdateMessage(msg.clone()))
    })
    .await?;
    Ok(())
}

/// Runs a Discord call, and when Discord answers 429 (rate limited) or a server error, waits
/// (0.5 s, then doubling) and tries again, at most `retries` times. serenity's own limiter
/// also handles 429 in production; with it off (a custom base URL) and for 5xx the bot must.
pub async fn with_retry<T, F, Fut>(retries: u32, mut call: F) -> poise::serenity_prelude::Result<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = poise::serenity_prelude::Result<T>>,
{
    let mut wait = std::time::Duration::from_millis(500);
    let mut attempt = 0;
    loop {
        match call().await {
            Err(poise::serenity_prelude::Error::Http(e))
                if attempt < retries
                    && e.status_code()
                        .is_some_and(|s| s.as_u16() == 429 || s.is_server_error()) =>
            {
                tracing::warn!(status = ?e.status_code(), "Discord refused a call for now; retrying");
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
            other => return other,
        }
    }
}

/// Whether `user`, writing in `guild` (none in DMs), may look at a game by its number: its
/// players anywhere, members of the guild where it is played there (an interaction from a
/// guild comes from one of its members), nobody from other guilds (game numbers are
/// sequential: anyone could try them all).
pub fn may_see(info: &GameInfo, user: UserId, guild: Option<u64>) -> bool {
    user == info.black || user == info.white || (guild.is_some() && guild == info.guild_id)
}

/// [`may_see`], refusing with the reason when not.
pub fn check_may_see(info: &GameInfo, user: UserId, guild: Option<u64>) -> Result<(), Error> {
    if may_see(info, user, guild) {
        return Ok(());
    }
    Err(Refused::OtherServer(info.id).into())
}
