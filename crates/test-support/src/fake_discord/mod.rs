//! A fake Discord for end-to-end tests: REST (HTTP) and gateway (WebSocket) on one random port of
//! 127.0.0.1. Point serenity at it with
//! `HttpBuilder::new(token).proxy(fake.base_url()).ratelimiter_disabled(true)`; the gateway URL
//! comes from the fake's `GET /api/v10/gateway`. Every REST request is recorded ([`Recorded`]),
//! messages the bot posts are kept so that [`FakeDiscord::button_press`] can carry the full
//! message as Discord does, and the gateway can be dropped, closed or told to reconnect.
//! [`tls`] serves the same fake as `https://discord.com` through an HTTP CONNECT proxy, for a
//! bot configured as in production (serenity's rate limiter on).

mod gateway;
mod multipart;
pub mod payloads;
mod rest;
mod state;
pub mod tls;

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use state::{InteractionInfo, Out, Shared, State};

/// The bot's application; its bot user has the same id (as for every application since 2019).
pub const APPLICATION_ID: u64 = 1_180_000_000_000_000_001;
pub const BOT_USER_ID: u64 = APPLICATION_ID;
/// The one guild, its text channel `#shogi`, and a role of the two players.
pub const GUILD_ID: u64 = 1_180_000_000_000_000_100;
pub const CHANNEL_ID: u64 = 1_180_000_000_000_000_200;
pub const PLAYER_ROLE_ID: u64 = 1_180_000_000_000_000_300;
/// Owner of the guild and of the application (poise's `owners`); a member of the guild.
pub const OWNER_ID: u64 = 1_180_000_000_000_001_000;
/// Two ordinary members: `alice` and `bob`.
pub const ALICE_ID: u64 = 1_180_000_000_000_001_001;
pub const BOB_ID: u64 = 1_180_000_000_000_001_002;

/// What the fake answers instead of the normal response, for the next matching request.
#[derive(Clone, Debug)]
pub enum Failure {
    /// 429 with Discord's body (`retry_after`, `global`, `code`) and headers (`Retry-After`,
    /// `X-RateLimit-*`; `X-RateLimit-Global` when global).
    RateLimited { retry_after_secs: f64, global: bool },
    /// 500 `{"message": "500: Internal Server Error", "code": 0}`.
    ServerError,
    /// Any Discord error: `status` with `{"message", "code"}` (e.g. 403 / 50013 Missing Permissions).
    Status {
        status: u16,
        code: u64,
        message: String,
    },
}

impl Failure {
    pub fn rate_limited(retry_after_secs: f64) -> Failure {
        Failure::RateLimited {
            retry_after_secs,
            global: false,
        }
    }
}

/// A file of a multipart upload (`files[0]`, ...).
#[derive(Clone, Debug)]
pub struct RecordedFile {
    /// Form field name, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

/// One REST request as the fake received and answered it.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// Position in [`FakeDiscord::requests`].
    pub seq: usize,
    pub at: Instant,
    pub method: String,
    /// Path without `/api/v10`, e.g. `/interactions/123/tok/callback`.
    pub path: String,
    /// Query pairs (serenity writes `?&wait=true`; empty pieces are skipped).
    pub query: Vec<(String, String)>,
    /// Request headers except `authorization`.
    pub headers: Vec<(String, String)>,
    /// JSON body, or the `payload_json` of a multipart body.
    pub body: Option<Value>,
    pub files: Vec<RecordedFile>,
    /// What the fake answered.
    pub status: u16,
    pub response: Option<Value>,
}

impl Recorded {
    /// `method` and a path pattern where `*` matches one segment:
    /// `r.is("POST", "/interactions/*/*/callback")`.
    pub fn is(&self, method: &str, pattern: &str) -> bool {
        let segs: Vec<&str> = self.path.split('/').filter(|s| !s.is_empty()).collect();
        let pat: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
        self.method.eq_ignore_ascii_case(method)
            && segs.len() == pat.len()
            && segs.iter().zip(&pat).all(|(s, p)| *p == "*" || s == p)
    }

    /// True when this request answers or follows up `interaction` (its id or token is in the path).
    pub fn is_for(&self, interaction: &Value) -> bool {
        let id = interaction["id"].as_str().unwrap_or("-");
        let token = interaction["token"].as_str().unwrap_or("-");
        self.path.split('/').any(|s| s == id || s == token)
    }

    /// The interaction response type of a callback (4 message, 5 defer, 6 ack, 7 update,
    /// 8 autocomplete, 9 modal).
    pub fn callback_type(&self) -> Option<u64> {
        self.is("POST", "/interactions/*/*/callback")
            .then(|| self.body.as_ref()?["type"].as_u64())
            .flatten()
    }

    /// The message part of the body: `body.data` for callbacks, else the body.
    pub fn message_body(&self) -> Option<&Value> {
        let b = self.body.as_ref()?;
        Some(if self.path.ends_with("/callback") {
            &b["data"]
        } else {
            b
        })
    }

    /// The `content` sent (callback data, follow-up, channel message or edit).
    pub fn content(&self) -> Option<&str> {
        self.message_body()?["content"].as_str()
    }

    /// Whether the message sent has the EPHEMERAL flag (64).
    pub fn ephemeral(&self) -> bool {
        self.message_body()
            .and_then(|b| b["flags"].as_u64())
            .is_some_and(|f| f & 64 != 0)
    }

    /// All text of the message sent: content, embed titles, descriptions, fields, footers.
    pub fn text(&self) -> String {
        self.message_body().map(message_text).unwrap_or_default()
    }

    /// The `custom_id`s of the components sent.
    pub fn custom_ids(&self) -> Vec<String> {
        self.message_body()
            .map(|b| buttons(b).into_iter().map(|b| b.custom_id).collect())
            .unwrap_or_default()
    }

    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// A button (or select menu) found in a message.
#[derive(Clone, Debug)]
pub struct ButtonInfo {
    pub custom_id: String,
    pub label: String,
    pub style: u64,
    pub disabled: bool,
    pub component_type: u64,
}

/// The components with a `custom_id` of a message (or message body), row by row.
pub fn buttons(message: &Value) -> Vec<ButtonInfo> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| {
            Some(ButtonInfo {
                custom_id: c["custom_id"].as_str()?.to_string(),
                label: c["label"]
                    .as_str()
                    .or(c["placeholder"].as_str())
                    .unwrap_or("")
                    .to_string(),
                style: c["style"].as_u64().unwrap_or(0),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                component_type: c["type"].as_u64().unwrap_or(2),
            })
        })
        .collect()
}

/// The values offered by the select menu `custom_id` of a message (or message body).
pub fn select_values(message: &Value, custom_id: &str) -> Vec<String> {
    select_options(message, custom_id)
        .into_iter()
        .map(|(_, value)| value)
        .collect()
}

/// The (label, value) options of the select menu `custom_id` of a message (or message body).
pub fn select_options(message: &Value, custom_id: &str) -> Vec<(String, String)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["custom_id"] == json!(custom_id))
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .filter_map(|o| {
            Some((
                o["label"].as_str()?.to_string(),
                o["value"].as_str()?.to_string(),
            ))
        })
        .collect()
}

/// Content plus embed texts of a message (or message body), one piece per line.
pub fn message_text(m: &Value) -> String {
    let mut out = Vec::new();
    if let Some(c) = m["content"].as_str() {
        out.push(c.to_string());
    }
    for e in m["embeds"].as_array().into_iter().flatten() {
        for v in [
            &e["author"]["name"],
            &e["title"],
            &e["description"],
            &e["footer"]["text"],
        ] {
            if let Some(s) = v.as_str() {
                out.push(s.to_string());
            }
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            out.push(format!(
                "{}: {}",
                f["name"].as_str().unwrap_or(""),
                f["value"].as_str().unwrap_or("")
            ));
        }
    }
    out.join("\n")
}

/// Gateway counters.
#[derive(Clone, Debug, Default)]
pub struct GatewayStats {
    /// WebSocket connections accepted so far.
    pub connections: usize,
    /// Connections open now.
    pub open: usize,
    pub identifies: usize,
    pub resumes: usize,
    /// Dispatches re-sent after a RESUME (missed while the connection was down).
    pub replayed: usize,
    pub heartbeats: usize,
    /// The current session is attached to an open connection.
    pub session_live: bool,
    /// Last sequence number of the current session.
    pub seq: u64,
    /// The shards (`[id, total]`, `[0, 1]` for an IDENTIFY without one) of the sessions attached
    /// to an open connection, sorted.
    pub live_shards: Vec<[u32; 2]>,
}

#[derive(Clone, Debug)]
pub struct Config {
    /// HELLO's heartbeat_interval (Discord: 41250 ms).
    pub heartbeat_interval: Duration,
    /// The shard count `GET /gateway/bot` recommends (Discord: one per 2 500 guilds or so).
    pub shards: u32,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            heartbeat_interval: Duration::from_millis(41_250),
            shards: 1,
        }
    }
}

pub struct FakeDiscord {
    shared: Arc<Shared>,
    port: u16,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
        for tx in self.shared.lock().conns.values() {
            let _ = tx.send(Out::Drop);
        }
    }
}

impl FakeDiscord {
    pub const APPLICATION_ID: u64 = APPLICATION_ID;
    pub const BOT_USER_ID: u64 = BOT_USER_ID;
    pub const GUILD_ID: u64 = GUILD_ID;
    pub const CHANNEL_ID: u64 = CHANNEL_ID;
    pub const OWNER_ID: u64 = OWNER_ID;
    pub const ALICE_ID: u64 = ALICE_ID;
    pub const BOB_ID: u64 = BOB_ID;

    /// Binds 127.0.0.1 on a random port and serves REST and gateway there.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with(Config::default()).await
    }

    pub async fn start_with(config: Config) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let port = listener.local_addr().unwrap().port();
        let shared = Arc::new(Shared {
            state: std::sync::Mutex::new(State::new(
                port,
                config.heartbeat_interval.as_millis() as u64,
                config.shards,
            )),
            changed: tokio::sync::Notify::new(),
        });
        let app = axum::Router::new()
            .route("/gateway", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord {
            shared,
            port,
            server,
        }
    }

    /// `http://127.0.0.1:PORT` (no `/api`): give it to `HttpBuilder::proxy`.
    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// `ws://127.0.0.1:PORT/gateway`, as GET /gateway returns it.
    pub fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.shared.lock()
    }

    /// Waits until `check` returns Some (re-checked on every request and gateway change).
    async fn wait_until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(v) = check(&self.lock()) {
                return Some(v);
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return check(&self.lock());
            }
        }
    }

    // ---- gateway ----

    pub fn gateway_stats(&self) -> GatewayStats {
        let st = self.lock();
        let current = st.current_session.as_ref().and_then(|s| st.sessions.get(s));
        GatewayStats {
            connections: st.next_conn as usize,
            open: st.conns.len(),
            identifies: st.identifies,
            resumes: st.resumes,
            replayed: st.replayed,
            heartbeats: st.heartbeats,
            session_live: current
                .is_some_and(|s| s.conn.is_some_and(|c| st.conns.contains_key(&c))),
            seq: current.map_or(0, |s| s.seq),
            live_shards: {
                let mut live: Vec<[u32; 2]> = st
                    .sessions
                    .values()
                    .filter(|s| s.conn.is_some_and(|c| st.conns.contains_key(&c)))
                    .map(|s| s.shard.unwrap_or([0, 1]))
                    .collect();
                live.sort_unstable();
                live
            },
        }
    }

    /// Each IDENTIFY accepted so far, in order: its shard (`None`: sent without one).
    pub fn identified_shards(&self) -> Vec<Option<[u32; 2]>> {
        self.lock().identified.iter().map(|&(_, s)| s).collect()
    }

    /// Each dispatch sent live so far: the shard of the connection it went on (`[0, 1]` for
    /// one identified without a shard), the event's name, and the guild it is about.
    pub fn dispatched(&self) -> Vec<([u32; 2], String, Option<u64>)> {
        let st = self.lock();
        st.dispatched
            .iter()
            .map(|(conn, t, g)| {
                let shard = st
                    .identified
                    .iter()
                    .find(|(c, _)| c == conn)
                    .and_then(|(_, s)| *s)
                    .unwrap_or([0, 1]);
                (shard, t.clone(), *g)
            })
            .collect()
    }

    /// The close frames the fake sent so far: (code, reason).
    pub fn closes_sent(&self) -> Vec<(u16, String)> {
        self.lock()
            .closed
            .iter()
            .map(|(_, code, reason)| (*code, reason.clone()))
            .collect()
    }

    /// Waits until the fake has sent a close frame; returns the first (code, reason).
    pub async fn wait_close(&self, timeout: Duration) -> Option<(u16, String)> {
        self.wait_until(timeout, |st| {
            st.closed
                .first()
                .map(|(_, code, reason)| (*code, reason.clone()))
        })
        .await
    }

    /// Waits until the sessions of exactly these shards (sorted) are live.
    pub async fn wait_shards(&self, timeout: Duration, shards: &[[u32; 2]]) -> bool {
        self.wait_gateway(timeout, |s| s.live_shards == shards)
            .await
    }

    /// (IDENTIFYs, RESUMEs) received so far.
    pub async fn gateway_sessions(&self) -> (usize, usize) {
        let s = self.gateway_stats();
        (s.identifies, s.resumes)
    }

    /// Waits until a client IDENTIFYed and was sent READY and GUILD_CREATE on a connection that
    /// is still open.
    pub async fn wait_ready(&self, timeout: Duration) -> bool {
        self.wait_gateway(timeout, |s| s.identifies > 0 && s.session_live)
            .await
    }

    /// Waits until the gateway counters satisfy `pred`, e.g. after [`Self::drop_gateway`]:
    /// `fake.wait_gateway(t, |s| s.session_live && s.resumes + s.identifies > before)`.
    pub async fn wait_gateway(
        &self,
        timeout: Duration,
        pred: impl Fn(&GatewayStats) -> bool,
    ) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if pred(&self.gateway_stats()) {
                return true;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return pred(&self.gateway_stats());
            }
        }
    }

    /// Waits (30 s at most each) until a bot identified more than `identifies_before` times
    /// in all with its session live, and registered its commands in a guild after request
    /// `since`; panics naming what did not come (with `log()`, a bot process's log).
    pub async fn wait_bot_up(
        &self,
        identifies_before: usize,
        since: usize,
        log: impl Fn() -> String,
    ) {
        let wait = Duration::from_secs(30);
        assert!(
            self.wait_gateway(wait, |s| s.identifies > identifies_before && s.session_live)
                .await,
            "the bot did not IDENTIFY\n{}",
            log()
        );
        let registered = |r: &Recorded| r.is("PUT", "/applications/*/guilds/*/commands");
        if self.wait_for_after(since, registered, wait).await.is_none() {
            panic!("the bot did not register its commands\n{}", log());
        }
    }

    /// Sends a dispatch event (op 0) with the next sequence number of the current session. If
    /// the connection is down the event waits for a RESUME (it is replayed) and is lost on a new
    /// IDENTIFY, as on Discord. Returns the sequence number. Panics if no client identified.
    pub fn dispatch(&self, event: &str, data: Value) -> u64 {
        let seq = self.lock().dispatch(event, data);
        self.shared.changed.notify_waiters();
        seq.expect("fake_discord: no gateway session yet (call wait_ready first)")
    }

    /// INTERACTION_CREATE with `interaction` (built by [`Self::slash_command`] etc.); the
    /// interaction's id and token become valid for the callback and webhook routes.
    pub async fn dispatch_interaction(&self, interaction: Value) -> u64 {
        self.register_interaction(&interaction);
        self.dispatch("INTERACTION_CREATE", interaction)
    }

    /// Makes the interaction's id and token valid for the callback and webhook routes without
    /// sending it (done by [`Self::dispatch_interaction`]; for tests that call REST directly).
    pub fn register_interaction(&self, interaction: &Value) {
        {
            let mut st = self.lock();
            let user = interaction["member"]["user"]["id"]
                .as_str()
                .or(interaction["user"]["id"].as_str())
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let info = InteractionInfo {
                id: interaction["id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .expect("interaction id"),
                token: interaction["token"]
                    .as_str()
                    .expect("interaction token")
                    .to_string(),
                kind: interaction["type"].as_u64().unwrap_or(2) as u8,
                channel_id: interaction["channel_id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0),
                guild_id: interaction["guild_id"]
                    .as_str()
                    .and_then(|s| s.parse().ok()),
                user_id: user,
                name: interaction["data"]["name"]
                    .as_str()
                    .unwrap_or("")
                    .to_string(),
                component_message: interaction["message"]["id"]
                    .as_str()
                    .and_then(|s| s.parse().ok()),
                acknowledged: None,
                original: None,
            };
            st.interactions.insert(info.token.clone(), info);
        }
    }

    /// Closes every open WebSocket abruptly (TCP closed, no close frame). serenity then RESUMEs
    /// on a new connection; events dispatched meanwhile are replayed.
    pub async fn drop_gateway(&self) {
        self.end_connections(|| Out::Drop).await;
    }

    /// Drops every connection and dispatches `interaction` before any client can come back,
    /// so that it can reach the client only as a RESUME replays it (with a plain
    /// [`Self::drop_gateway`] then [`Self::dispatch_interaction`], a quick client may already
    /// have resumed and get it live).
    pub async fn drop_gateway_with(&self, interaction: Value) {
        self.register_interaction(&interaction);
        {
            let mut st = self.lock();
            for tx in st.conns.values() {
                let _ = tx.send(Out::Drop);
            }
            for session in st.sessions.values_mut() {
                session.conn = None;
            }
            st.dispatch("INTERACTION_CREATE", interaction);
        }
        self.shared.changed.notify_waiters();
    }

    /// Closes every open WebSocket with a close frame of `code` (4000: resumable; 4007/4009:
    /// serenity forgets the session for 4009 and re-IDENTIFYs; 4004: authentication failed).
    pub async fn close_gateway(&self, code: u16) {
        self.end_connections(|| Out::Close(code, "fake_discord".into()))
            .await;
    }

    async fn end_connections(&self, out: impl Fn() -> Out) {
        {
            let st = self.lock();
            for tx in st.conns.values() {
                let _ = tx.send(out());
            }
        }
        self.wait_gateway(Duration::from_secs(2), |s| s.open == 0 || !s.session_live)
            .await;
    }

    /// Sends op 7 RECONNECT on the open connections (the client reconnects and resumes).
    pub fn send_reconnect(&self) {
        let st = self.lock();
        for tx in st.conns.values() {
            let _ = tx.send(Out::Frame(
                json!({"op": 7, "s": null, "t": null, "d": null}),
            ));
        }
    }

    /// Sends op 9 INVALID SESSION; with `resumable` false the sessions are forgotten, so the
    /// client must IDENTIFY again.
    pub fn invalidate_session(&self, resumable: bool) {
        let mut st = self.lock();
        if !resumable {
            st.sessions.clear();
            st.current_session = None;
        }
        for tx in st.conns.values() {
            let _ = tx.send(Out::Frame(
                json!({"op": 9, "s": null, "t": null, "d": resumable}),
            ));
        }
    }

    /// Stop (or resume) answering heartbeats with op 11 (a zombie connection).
    pub fn set_heartbeat_ack(&self, ack: bool) {
        self.lock().ack_heartbeats = ack;
    }

    /// Every frame the fake sent on the gateway, in order.
    pub fn gateway_sent(&self) -> Vec<Value> {
        self.lock().gateway_sent.clone()
    }

    /// Every frame received from clients (IDENTIFY includes the token).
    pub fn gateway_received(&self) -> Vec<Value> {
        self.lock().gateway_received.clone()
    }

    /// Query strings of the WebSocket connections (serenity: `v=10`).
    pub fn gateway_queries(&self) -> Vec<String> {
        self.lock().gateway_queries.clone()
    }

    // ---- REST records ----

    pub async fn requests(&self) -> Vec<Recorded> {
        self.lock().requests.clone()
    }

    /// Number of requests so far: pass it to [`Self::wait_for_after`] to see only newer ones.
    pub fn request_count(&self) -> usize {
        self.lock().requests.len()
    }

    /// The first recorded request (old or new) matching `pred`, waiting up to `timeout`.
    pub async fn wait_for(
        &self,
        pred: impl Fn(&Recorded) -> bool,
        timeout: Duration,
    ) -> Option<Recorded> {
        self.wait_for_after(0, pred, timeout).await
    }

    /// Like [`Self::wait_for`] among requests with `seq >= since`.
    pub async fn wait_for_after(
        &self,
        since: usize,
        pred: impl Fn(&Recorded) -> bool,
        timeout: Duration,
    ) -> Option<Recorded> {
        self.wait_until(timeout, |st| {
            st.requests.iter().skip(since).find(|r| pred(r)).cloned()
        })
        .await
    }

    /// Answers the next request with `method` whose path (without /api/v10) starts with
    /// `path_prefix` with `failure` instead. Queue several to fail several times.
    pub async fn fail_next(&self, method: &str, path_prefix: &str, failure: Failure) {
        self.lock()
            .failures
            .push((method.to_string(), path_prefix.to_string(), failure));
    }

    /// Holds the next request with `method` whose path starts with `path_prefix` for `wait`
    /// before handling it, as a Discord slow to answer. A client that gives up or dies
    /// meanwhile leaves no trace: the request is neither recorded nor carried out.
    pub async fn hold_next(&self, method: &str, path_prefix: &str, wait: Duration) {
        self.lock()
            .holds
            .push((method.to_string(), path_prefix.to_string(), wait));
    }

    /// How many requests [`FakeDiscord::hold_next`] still waits for.
    pub fn holds_left(&self) -> usize {
        self.lock().holds.len()
    }

    // ---- Discord's state ----

    /// A message as Discord holds it now (after edits), or None if unknown or deleted.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.lock().messages.get(&id).cloned()
    }

    /// Messages of a channel, oldest first (ephemeral ones included, flag 64).
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let ch = json!(channel.to_string());
        self.lock()
            .messages
            .values()
            .filter(|m| m["channel_id"] == ch)
            .cloned()
            .collect()
    }

    /// The texts of the messages in `channel` (a thread), oldest first.
    pub fn texts_in(&self, channel: u64) -> Vec<String> {
        self.messages_in(channel)
            .iter()
            .filter_map(|m| m["content"].as_str().map(String::from))
            .collect()
    }

    /// The plies of the move posts in a thread (`**N.** <@user> played ...`), with repeats.
    pub fn posted_plies(&self, thread: u64) -> Vec<usize> {
        self.texts_in(thread)
            .iter()
            .filter_map(|text| {
                let rest = text.strip_prefix("**")?;
                let (n, after) = rest.split_once(".**")?;
                after.contains(" played ").then(|| n.parse().ok())?
            })
            .collect()
    }

    /// The reminders (`⏰ ...`) posted in a thread.
    pub fn reminders_in(&self, thread: u64) -> usize {
        self.texts_in(thread)
            .iter()
            .filter(|t| t.starts_with('⏰'))
            .count()
    }

    /// The original response of an interaction (`@original`), as it is now.
    pub fn original_response(&self, interaction: &Value) -> Option<Value> {
        let st = self.lock();
        let token = interaction["token"].as_str()?;
        let mid = st.interactions.get(token)?.original?;
        st.messages.get(&mid).cloned()
    }

    /// Messages created in answer to an interaction (original response and follow-ups).
    pub fn responses_to(&self, interaction: &Value) -> Vec<Value> {
        let id = &interaction["id"];
        self.lock()
            .messages
            .values()
            .filter(|m| &m["interaction_metadata"]["id"] == id)
            .cloned()
            .collect()
    }

    /// The newest message with a component for which `pred(custom_id, label)` holds; returns the
    /// message and the custom_id (to give to [`Self::button_press`]).
    pub fn find_button(&self, pred: impl Fn(&str, &str) -> bool) -> Option<(Value, String)> {
        let st = self.lock();
        st.messages.values().rev().find_map(|m| {
            buttons(m)
                .into_iter()
                .find(|b| pred(&b.custom_id, &b.label))
                .map(|b| (m.clone(), b.custom_id))
        })
    }

    pub fn channel(&self, id: u64) -> Option<Value> {
        self.lock().channels.get(&id).cloned()
    }

    /// Threads (type 10-12), archived or not.
    pub fn threads(&self) -> Vec<Value> {
        self.lock()
            .channels
            .values()
            .filter(|c| matches!(c["type"].as_u64(), Some(10..=12)))
            .cloned()
            .collect()
    }

    /// Members the bot added to a thread (PUT thread-members), the bot first.
    pub fn thread_members(&self, thread: u64) -> Vec<u64> {
        self.lock()
            .thread_members
            .get(&thread)
            .cloned()
            .unwrap_or_default()
    }

    /// Archives a thread (as Discord does after its auto_archive_duration) and sends THREAD_UPDATE.
    pub fn archive_thread(&self, thread: u64, locked: bool) {
        let mut st = self.lock();
        let ch = st.channels.get_mut(&thread).expect("unknown thread");
        ch["thread_metadata"]["archived"] = json!(true);
        ch["thread_metadata"]["locked"] = json!(locked);
        ch["thread_metadata"]["archive_timestamp"] = json!(payloads::now());
        let updated = ch.clone();
        st.dispatch("THREAD_UPDATE", updated);
    }

    /// The DM channel with `user` (created as POST /users/@me/channels would).
    pub fn dm_channel(&self, user: u64) -> u64 {
        self.lock().dm_channel_of(user)
    }

    /// From now on, posting in the DM channel of `user` fails with 403 / 50007 "Cannot send
    /// messages to this user" (opening the DM channel still works, as on Discord).
    pub fn block_dms(&self, user: u64) {
        self.lock().blocked_dms.insert(user);
    }

    pub fn unblock_dms(&self, user: u64) {
        self.lock().blocked_dms.remove(&user);
    }

    /// From now on `user`'s interactions carry Manage Server, as for a server admin.
    pub fn grant_manage_server(&self, user: u64) {
        self.lock().server_managers.insert(user);
    }

    /// From now on `user`'s Discord client speaks `locale` (`fr`, `ja`; interactions carry it).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.lock().locales.insert(user, locale.to_string());
    }

    /// From now on `guild`'s preferred locale is `locale`: GUILD_CREATE and interactions in
    /// it carry it. Set before the bot connects for its GUILD_CREATE to carry it too.
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        self.lock().guild_locales.insert(guild, locale.to_string());
    }

    /// Adds a text channel named `name` to the guild.
    pub fn add_text_channel(&self, id: u64, name: &str) {
        let mut st = self.lock();
        let position = st.channels.len() as u16;
        let channel = payloads::text_channel(id, GUILD_ID, name, position);
        st.channels.insert(id, channel);
    }

    /// A guild id whose events go to shard `shard` of `total`: the `n`-th such id (n = 0, 1, ...)
    /// after [`GUILD_ID`].
    pub fn guild_on_shard(shard: u32, total: u32, n: u64) -> u64 {
        let total = u64::from(total.max(1));
        let base = (GUILD_ID >> 22) + 1 + n * total;
        let at = base + (u64::from(shard) + total - base % total) % total;
        at << 22
    }

    /// The bot joins another guild, `name`, with a text channel `#shogi` of id `channel` (every
    /// user is a member). Once a shard that holds it is connected, it is told with
    /// GUILD_CREATE, as Discord does when a bot is added to a server.
    pub fn add_guild(&self, guild: u64, name: &str, channel: u64) {
        {
            let mut st = self.lock();
            st.guilds.insert(guild, name.to_string());
            st.channels
                .insert(channel, payloads::text_channel(channel, guild, "shogi", 0));
            let g = st.guild_json(guild);
            st.dispatch("GUILD_CREATE", g);
        }
        self.shared.changed.notify_waiters();
    }

    /// Sets what `GET /gateway/bot` recommends from now on.
    pub fn set_recommended_shards(&self, shards: u32) {
        self.lock().shards = shards;
    }

    /// Adds a user (and guild member) named `name`.
    pub fn add_user(&self, id: u64, name: &str) {
        let mut st = self.lock();
        let u = payloads::user(id, name, false);
        let m = payloads::member(&u, &[], &st.joined_at.clone(), true);
        st.users.insert(id, u);
        st.members.insert(id, m);
    }

    /// The user object Discord would send for `id`.
    pub fn user(&self, id: u64) -> Value {
        self.lock().user(id)
    }

    /// The commands registered so far (global, then guild), as the fake answered them.
    pub fn registered_commands(&self) -> Vec<Value> {
        let st = self.lock();
        st.global_commands
            .iter()
            .chain(st.guild_commands.iter())
            .cloned()
            .collect()
    }

    // ---- interaction payloads ----

    /// The fields every interaction has; guild context for guild channels and threads, bot-DM
    /// context for DM channels.
    fn interaction_base(&self, st: &mut State, kind: u8, user: u64, channel: u64) -> Value {
        let id = st.new_id();
        let ch = st.channel(channel);
        let in_dm = ch["type"] == json!(1);
        let member_perms = if st.server_managers.contains(&user) {
            payloads::manager_permissions()
        } else {
            payloads::member_permissions()
        };
        let mut i = json!({
            "id": id.to_string(),
            "application_id": APPLICATION_ID.to_string(),
            "type": kind,
            "channel_id": channel.to_string(),
            "channel": payloads::interaction_channel(&ch, &member_perms),
            "token": format!("fakeToken_{id}_aW50ZXJhY3Rpb24"),
            "version": 1,
            "app_permissions": payloads::app_permissions(),
            "locale": st.locales.get(&user).cloned().unwrap_or_else(|| "en-US".to_string()),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": rest::ATTACHMENT_SIZE_LIMIT,
        });
        if in_dm {
            i["user"] = st.user(user);
            i["context"] = json!(1);
            i["authorizing_integration_owners"] = json!({"0": "0"});
        } else {
            let mut m = st.members.get(&user).cloned().unwrap_or_else(|| {
                panic!("fake_discord: user {user} is not a member of the guild (add_user)")
            });
            m["permissions"] = json!(member_perms);
            // The channel's guild (a thread carries its parent's).
            let guild = ch["guild_id"].clone();
            i["member"] = m;
            i["guild_id"] = guild.clone();
            let locale = guild
                .as_str()
                .and_then(|g| g.parse().ok())
                .map_or_else(|| "en-US".to_string(), |g| st.guild_locale(g));
            i["guild_locale"] = json!(locale);
            i["guild"] = json!({"id": guild, "locale": locale, "features": []});
            i["context"] = json!(0);
            i["authorizing_integration_owners"] = json!({"0": guild});
        }
        i
    }

    fn command_id(st: &mut State, name: &str) -> String {
        st.global_commands
            .iter()
            .chain(st.guild_commands.iter())
            .find(|c| c["name"] == json!(name))
            .and_then(|c| c["id"].as_str().map(String::from))
            .unwrap_or_else(|| st.new_id().to_string())
    }

    /// Options as Discord sends them, plus `resolved` for user options. `options` is either
    /// Discord's own array (`[{"name", "type", "value"}]`, passed through) or an object
    /// `{"move": "7i7h", "days": 3, "flip": true, "opponent": {"type": 6, "value": "ID"}}`:
    /// strings are type 3, integers 4, booleans 5, other numbers 10; `{"type", "value"}` objects
    /// give the type explicitly (6 user, 7 channel, 8 role, 9 mentionable).
    fn options(st: &State, options: &Value, in_guild: bool) -> (Value, Value) {
        let list: Vec<Value> = match options {
            Value::Array(a) => a.clone(),
            Value::Object(o) => o
                .iter()
                .map(|(name, v)| match v {
                    Value::String(_) => json!({"name": name, "type": 3, "value": v}),
                    Value::Bool(_) => json!({"name": name, "type": 5, "value": v}),
                    Value::Number(n) if n.is_i64() || n.is_u64() => {
                        json!({"name": name, "type": 4, "value": v})
                    }
                    Value::Number(_) => json!({"name": name, "type": 10, "value": v}),
                    Value::Object(o) if o.contains_key("type") => {
                        let mut x = v.clone();
                        x["name"] = json!(name);
                        if let Some(n) = x["value"].as_u64() {
                            if matches!(x["type"].as_u64(), Some(6..=9)) {
                                x["value"] = json!(n.to_string());
                            }
                        }
                        x
                    }
                    _ => panic!("fake_discord: option {name}: unsupported value {v}"),
                })
                .collect(),
            Value::Null => Vec::new(),
            _ => panic!("fake_discord: options must be an array or an object"),
        };
        let mut resolved = json!({});
        // A subcommand's (or subcommand group's) options are nested in it.
        let mut flat: Vec<&Value> = Vec::new();
        let mut stack: Vec<&Value> = list.iter().collect();
        while let Some(o) = stack.pop() {
            match o["options"].as_array() {
                Some(inner) if matches!(o["type"].as_u64(), Some(1 | 2)) => stack.extend(inner),
                _ => flat.push(o),
            }
        }
        for o in flat {
            if o["type"] == json!(7) {
                let id: u64 = o["value"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                if let Some(c) = st.channels.get(&id) {
                    resolved["channels"][id.to_string()] = json!({
                        "id": id.to_string(),
                        "name": c["name"],
                        "type": c["type"],
                        "permissions": payloads::member_permissions(),
                    });
                }
            }
            if matches!(o["type"].as_u64(), Some(6 | 9)) {
                let id: u64 = o["value"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                if let Some(u) = st.users.get(&id) {
                    resolved["users"][id.to_string()] = u.clone();
                    if in_guild {
                        if let Some(m) = st.members.get(&id) {
                            let mut m = m.clone();
                            m.as_object_mut().unwrap().remove("user");
                            m["permissions"] = json!(payloads::member_permissions());
                            resolved["members"][id.to_string()] = m;
                        }
                    }
                }
            }
        }
        (Value::Array(list), resolved)
    }

    /// A slash command (`/name options`) by `user` in `channel` (a guild channel, a thread, or
    /// a DM channel from [`Self::dm_channel`]).
    pub fn slash_command(&self, user: u64, channel: u64, name: &str, options: Value) -> Value {
        self.command_interaction(2, user, channel, name, options, None)
    }

    /// An autocomplete request while `user` types: `focused` names the option being typed (its
    /// value, a string, is what was typed so far); it is added if `options` lacks it.
    pub fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
        focused: &str,
    ) -> Value {
        self.command_interaction(4, user, channel, name, options, Some(focused))
    }

    fn command_interaction(
        &self,
        kind: u8,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
        focused: Option<&str>,
    ) -> Value {
        let mut st = self.lock();
        let mut i = self.interaction_base(&mut st, kind, user, channel);
        let in_guild = i.get("guild_id").is_some();
        let (mut opts, resolved) = Self::options(&st, &options, in_guild);
        if let Some(f) = focused {
            let list = opts.as_array_mut().unwrap();
            // The focused option of a subcommand is inside it, as Discord sends it.
            let list = match list
                .iter()
                .position(|o| matches!(o["type"].as_u64(), Some(1 | 2)) && o["options"].is_array())
            {
                Some(at) => list[at]["options"].as_array_mut().unwrap(),
                None => list,
            };
            match list.iter_mut().find(|o| o["name"] == json!(f)) {
                Some(o) => {
                    o["focused"] = json!(true);
                    if !o["value"].is_string() {
                        o["value"] = json!(o["value"].to_string());
                    }
                }
                None => list.push(json!({"name": f, "type": 3, "value": "", "focused": true})),
            }
        }
        let mut data = json!({
            "id": Self::command_id(&mut st, name),
            "name": name,
            "type": 1,
            "options": opts,
        });
        if resolved.as_object().is_some_and(|r| !r.is_empty()) {
            data["resolved"] = resolved;
        }
        if in_guild {
            data["guild_id"] = i["guild_id"].clone();
        }
        i["data"] = data;
        i
    }

    /// The press of the button `custom_id` of `message` (a message the bot posted, as recorded
    /// or as [`Self::message`] returns it; the fake's current version of it is used). Panics if
    /// the message has no such enabled button, which Discord could not send.
    pub fn button_press(&self, user: u64, message: &Value, custom_id: &str) -> Value {
        self.component_interaction(user, message, custom_id, None)
    }

    /// A choice in the select menu `custom_id` of `message`.
    pub fn select_menu(
        &self,
        user: u64,
        message: &Value,
        custom_id: &str,
        values: &[&str],
    ) -> Value {
        self.component_interaction(user, message, custom_id, Some(values))
    }

    fn component_interaction(
        &self,
        user: u64,
        message: &Value,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Value {
        let mut st = self.lock();
        let current = message["id"]
            .as_str()
            .and_then(|s| s.parse::<u64>().ok())
            .and_then(|id| st.messages.get(&id).cloned())
            .unwrap_or_else(|| message.clone());
        let found = buttons(&current);
        let Some(b) = found.iter().find(|b| b.custom_id == custom_id) else {
            panic!(
                "fake_discord: message {} has no component {custom_id:?} (it has {:?})",
                current["id"],
                found.iter().map(|b| &b.custom_id).collect::<Vec<_>>()
            );
        };
        assert!(
            !b.disabled,
            "fake_discord: component {custom_id:?} is disabled; Discord would not send the press"
        );
        let channel: u64 = current["channel_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("message channel_id");
        let mut i = self.interaction_base(&mut st, 3, user, channel);
        let is_select = b.component_type == 3;
        assert_eq!(
            is_select,
            values.is_some(),
            "fake_discord: {custom_id:?} is a component of type {}: press buttons, choose in select menus",
            b.component_type
        );
        let mut data = json!({"custom_id": custom_id, "component_type": b.component_type});
        if let Some(v) = values {
            // Only what the menu offers, as many as it allows.
            let offered = select_values(&current, custom_id);
            let menu = current["components"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
                .find(|c| c["custom_id"] == json!(custom_id))
                .unwrap_or_default();
            let (min, max) = (
                menu["min_values"].as_u64().unwrap_or(1) as usize,
                menu["max_values"].as_u64().unwrap_or(1) as usize,
            );
            assert!(
                (min..=max).contains(&v.len()),
                "fake_discord: {} values chosen in {custom_id:?}, which takes {min} to {max}",
                v.len()
            );
            for value in v {
                assert!(
                    offered.iter().any(|o| o == value),
                    "fake_discord: {custom_id:?} offers no value {value:?} (it offers {offered:?})"
                );
            }
            data["values"] = json!(v);
        }
        i["data"] = data;
        i["message"] = current;
        i
    }

    /// A modal submitted: `fields` are (custom_id, value) of its text inputs, one per row.
    /// `message` is the message whose component opened the modal, if any.
    pub fn modal_submit(
        &self,
        user: u64,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
        message: Option<&Value>,
    ) -> Value {
        let mut st = self.lock();
        let mut i = self.interaction_base(&mut st, 5, user, channel);
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, v)| json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": v}]}))
            .collect();
        i["data"] = json!({"custom_id": custom_id, "components": rows});
        if let Some(m) = message {
            let id: Option<u64> = m["id"].as_str().and_then(|s| s.parse().ok());
            i["message"] = id
                .and_then(|id| st.messages.get(&id).cloned())
                .unwrap_or_else(|| m.clone());
        }
        i
    }
}
