//! The fake's shared state: what Discord would know (users, channels, messages, interactions,
//! commands, gateway sessions) and what the tests look at (recorded requests and frames).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Mutex;

use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

use super::payloads as p;
use super::{Failure, Recorded, ALICE_ID, BOB_ID, OWNER_ID};
use super::{BOT_USER_ID, CHANNEL_ID, GUILD_ID, PLAYER_ROLE_ID};

/// What the gateway task of one WebSocket connection is told to do.
#[derive(Debug)]
pub enum Out {
    Frame(Value),
    Close(u16, String),
    /// Drop the TCP connection without a close frame.
    Drop,
}

pub struct Session {
    pub id: String,
    /// The `shard: [id, total]` of its IDENTIFY (None: not sent, which Discord takes as [0, 1]).
    pub shard: Option<[u32; 2]>,
    /// Order of identification: of two sessions holding one shard, the newer gets the events.
    pub order: u64,
    pub seq: u64,
    /// Every dispatch of this session (op 0 frames), for RESUME replay.
    pub events: Vec<Value>,
    /// The connection the session is attached to, if any.
    pub conn: Option<u64>,
}

pub struct InteractionInfo {
    pub id: u64,
    pub token: String,
    pub kind: u8,
    pub channel_id: u64,
    /// The guild it came from (None in a DM).
    pub guild_id: Option<u64>,
    pub user_id: u64,
    pub name: String,
    /// The message a component was on.
    pub component_message: Option<u64>,
    /// The callback type, once acknowledged.
    pub acknowledged: Option<u8>,
    /// The id of the original response message (`@original`).
    pub original: Option<u64>,
}

pub struct State {
    pub port: u16,
    last_id: u64,
    pub requests: Vec<Recorded>,
    pub failures: Vec<(String, String, Failure)>,
    /// Requests to hold before handling them (see `FakeDiscord::hold_next`).
    pub holds: Vec<(String, String, std::time::Duration)>,
    pub users: BTreeMap<u64, Value>,
    pub members: BTreeMap<u64, Value>,
    pub roles: Vec<Value>,
    pub channels: BTreeMap<u64, Value>,
    pub messages: BTreeMap<u64, Value>,
    pub dm_channels: HashMap<u64, u64>,
    pub blocked_dms: HashSet<u64>,
    /// Members with Manage Server (their interactions carry that permission).
    pub server_managers: HashSet<u64>,
    /// The locale of each user's Discord client (`en-US` when not set).
    pub locales: HashMap<u64, String>,
    /// Each guild's preferred locale (`en-US` when not set): in GUILD_CREATE and in the
    /// `guild_locale` of interactions.
    pub guild_locales: HashMap<u64, String>,
    pub interactions: HashMap<String, InteractionInfo>,
    /// Every guild the bot is in (id -> name): [`GUILD_ID`] and those of `add_guild`. Members
    /// are members of every guild; roles other than @everyone exist in [`GUILD_ID`] only.
    pub guilds: BTreeMap<u64, String>,
    pub global_commands: Vec<Value>,
    pub guild_commands: Vec<Value>,
    pub thread_members: BTreeMap<u64, Vec<u64>>,
    /// Messages created with `enforce_nonce`, by nonce (Discord returns the first message
    /// again for a repeated nonce from the same author instead of creating another).
    pub nonces: HashMap<String, u64>,
    pub joined_at: String,
    // gateway
    pub heartbeat_interval_ms: u64,
    pub ack_heartbeats: bool,
    /// What `GET /gateway/bot` recommends.
    pub shards: u32,
    pub sessions: HashMap<String, Session>,
    pub current_session: Option<String>,
    pub conns: HashMap<u64, mpsc::UnboundedSender<Out>>,
    pub next_conn: u64,
    pub identifies: usize,
    pub resumes: usize,
    pub replayed: usize,
    pub heartbeats: usize,
    pub gateway_sent: Vec<Value>,
    pub gateway_received: Vec<Value>,
    pub gateway_queries: Vec<String>,
    /// Each IDENTIFY accepted: (connection, its shard).
    pub identified: Vec<(u64, Option<[u32; 2]>)>,
    /// Each close frame sent: (connection, code, reason).
    pub closed: Vec<(u64, u16, String)>,
    /// Each dispatch sent live: (connection, event name, guild it concerns).
    pub dispatched: Vec<(u64, String, Option<u64>)>,
}

pub struct Shared {
    pub state: Mutex<State>,
    /// Woken on every recorded request and gateway change.
    pub changed: Notify,
}

impl Shared {
    pub fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl State {
    pub fn new(port: u16, heartbeat_interval_ms: u64, shards: u32) -> State {
        let joined_at = "2024-01-01T00:00:00.000Z".to_string();
        let mut users = BTreeMap::new();
        users.insert(BOT_USER_ID, p::user(BOT_USER_ID, "seireigi", true));
        users.insert(OWNER_ID, p::user(OWNER_ID, "operator", false));
        users.insert(ALICE_ID, p::user(ALICE_ID, "alice", false));
        users.insert(BOB_ID, p::user(BOB_ID, "bob", false));
        let mut members = BTreeMap::new();
        for (id, roles) in [
            (BOT_USER_ID, vec![]),
            (OWNER_ID, vec![]),
            (ALICE_ID, vec![PLAYER_ROLE_ID]),
            (BOB_ID, vec![PLAYER_ROLE_ID]),
        ] {
            members.insert(id, p::member(&users[&id], &roles, &joined_at, true));
        }
        let roles = vec![
            p::role(GUILD_ID, "@everyone", 0, &p::member_permissions(), 0, false),
            p::role(PLAYER_ROLE_ID, "Players", 0x3498db, "0", 1, false),
        ];
        let mut channels = BTreeMap::new();
        channels.insert(
            CHANNEL_ID,
            p::text_channel(CHANNEL_ID, GUILD_ID, "shogi", 0),
        );
        State {
            port,
            last_id: 0,
            requests: Vec::new(),
            failures: Vec::new(),
            holds: Vec::new(),
            users,
            members,
            roles,
            channels,
            messages: BTreeMap::new(),
            dm_channels: HashMap::new(),
            blocked_dms: HashSet::new(),
            server_managers: HashSet::new(),
            locales: HashMap::new(),
            guild_locales: HashMap::new(),
            interactions: HashMap::new(),
            guilds: BTreeMap::from([(GUILD_ID, "Seireigi test server".to_string())]),
            global_commands: Vec::new(),
            guild_commands: Vec::new(),
            thread_members: BTreeMap::new(),
            nonces: HashMap::new(),
            joined_at,
            heartbeat_interval_ms,
            ack_heartbeats: true,
            shards,
            sessions: HashMap::new(),
            current_session: None,
            conns: HashMap::new(),
            next_conn: 0,
            identifies: 0,
            resumes: 0,
            replayed: 0,
            heartbeats: 0,
            gateway_sent: Vec::new(),
            gateway_received: Vec::new(),
            gateway_queries: Vec::new(),
            identified: Vec::new(),
            closed: Vec::new(),
            dispatched: Vec::new(),
        }
    }

    /// A fresh snowflake (time-based, strictly increasing).
    pub fn new_id(&mut self) -> u64 {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or(0);
        let id = ((ms.saturating_sub(p::DISCORD_EPOCH_MS)) << 22).max(self.last_id + 1);
        self.last_id = id;
        id
    }

    pub fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.port)
    }

    pub fn bot_user(&self) -> Value {
        self.users[&BOT_USER_ID].clone()
    }

    pub fn user(&self, id: u64) -> Value {
        self.users
            .get(&id)
            .cloned()
            .unwrap_or_else(|| panic!("fake_discord: unknown user {id} (add it with add_user)"))
    }

    pub fn channel(&self, id: u64) -> Value {
        self.channels.get(&id).cloned().unwrap_or_else(|| {
            panic!(
                "fake_discord: unknown channel {id} (known: {:?})",
                self.channels.keys()
            )
        })
    }

    /// The DM channel with `user`, created if needed.
    pub fn dm_channel_of(&mut self, user: u64) -> u64 {
        if let Some(id) = self.dm_channels.get(&user) {
            return *id;
        }
        let id = self.new_id();
        let recipient = self.user(user);
        self.channels.insert(id, p::dm_channel(id, &recipient));
        self.dm_channels.insert(user, id);
        id
    }

    pub fn active_threads(&self) -> Vec<Value> {
        self.channels
            .values()
            .filter(|c| matches!(c["type"].as_u64(), Some(10..=12)))
            .filter(|c| c["thread_metadata"]["archived"] != json!(true))
            .cloned()
            .collect()
    }

    /// The guild object of `guild` (GUILD_CREATE, `GET /guilds/{id}`): its channels and active
    /// threads, every member.
    pub fn guild_json(&self, guild: u64) -> Value {
        let gid = json!(guild.to_string());
        let channels: Vec<Value> = self
            .channels
            .values()
            .filter(|c| matches!(c["type"].as_u64(), Some(0 | 2 | 4 | 5 | 13 | 15)))
            .filter(|c| c["guild_id"] == gid)
            .cloned()
            .collect();
        let threads: Vec<Value> = self
            .active_threads()
            .into_iter()
            .filter(|c| c["guild_id"] == gid)
            .collect();
        let roles = if guild == GUILD_ID {
            self.roles.clone()
        } else {
            vec![p::role(
                guild,
                "@everyone",
                0,
                &p::member_permissions(),
                0,
                false,
            )]
        };
        let mut g = p::guild(
            guild,
            self.guilds
                .get(&guild)
                .map_or("unknown guild", String::as_str),
            OWNER_ID,
            roles,
            self.members.values().cloned().collect(),
            channels,
            threads,
            &self.joined_at,
        );
        g["preferred_locale"] = json!(self.guild_locale(guild));
        g
    }

    /// `guild`'s preferred locale.
    pub fn guild_locale(&self, guild: u64) -> String {
        self.guild_locales
            .get(&guild)
            .cloned()
            .unwrap_or_else(|| "en-US".to_string())
    }

    /// The guilds whose events go to shard `[id, total]` (all of them without sharding).
    pub fn guilds_on(&self, shard: Option<[u32; 2]>) -> Vec<u64> {
        self.guilds
            .keys()
            .copied()
            .filter(|&g| covers(shard, Some(g)))
            .collect()
    }

    /// The session that gets `guild`'s events (None: not about a guild, such as a DM, which
    /// Discord sends on shard 0): the newest session whose shard is `(guild >> 22) % total`.
    pub fn session_for(&self, guild: Option<u64>) -> Option<String> {
        self.sessions
            .values()
            .filter(|s| covers(s.shard, guild))
            .max_by_key(|s| s.order)
            .map(|s| s.id.clone())
    }

    /// Sends a dispatch (op 0) on the session that holds the guild the event is about (see
    /// [`event_guild`], [`State::session_for`]); kept for RESUME replay if the connection is down.
    /// Returns the sequence number, or None when no client identified for that shard.
    pub fn dispatch(&mut self, t: &str, d: Value) -> Option<u64> {
        let sid = self.session_for(event_guild(t, &d))?;
        self.dispatch_on(&sid, t, d)
    }

    /// Sends a dispatch on session `sid` (READY, RESUMED, a shard's GUILD_CREATEs).
    pub fn dispatch_on(&mut self, sid: &str, t: &str, d: Value) -> Option<u64> {
        let guild = event_guild(t, &d);
        let session = self.sessions.get_mut(sid)?;
        session.seq += 1;
        let frame = json!({"op": 0, "s": session.seq, "t": t, "d": d});
        session.events.push(frame.clone());
        let seq = session.seq;
        if let Some(conn) = session.conn {
            if let Some(tx) = self.conns.get(&conn) {
                let _ = tx.send(Out::Frame(frame));
                self.dispatched.push((conn, t.to_string(), guild));
            }
        }
        Some(seq)
    }

    pub fn send_to(&self, conn: u64, out: Out) {
        if let Some(tx) = self.conns.get(&conn) {
            let _ = tx.send(out);
        }
    }

    /// How long to hold this request, if it is to be held (consumed).
    pub fn take_hold(&mut self, method: &str, path: &str) -> Option<std::time::Duration> {
        let i = self.holds.iter().position(|(m, prefix, _)| {
            m.eq_ignore_ascii_case(method) && path.starts_with(prefix)
        })?;
        Some(self.holds.remove(i).2)
    }

    /// The failure queued for this request, if any (consumed).
    pub fn take_failure(&mut self, method: &str, path: &str) -> Option<Failure> {
        let i = self.failures.iter().position(|(m, prefix, _)| {
            m.eq_ignore_ascii_case(method) && path.starts_with(prefix)
        })?;
        Some(self.failures.remove(i).2)
    }
}

/// Whether a session identified with `shard` gets the events of `guild` (None: shard 0's).
pub fn covers(shard: Option<[u32; 2]>, guild: Option<u64>) -> bool {
    match shard {
        None => true,
        Some([id, total]) => {
            guild.map_or(0, |g| (g >> 22) % u64::from(total.max(1))) == u64::from(id)
        }
    }
}

/// The guild a dispatch is about: `d.id` for the GUILD_* events about the guild itself,
/// `d.guild_id` for the rest (messages, interactions, threads, roles, members).
pub fn event_guild(t: &str, d: &Value) -> Option<u64> {
    let field = match t {
        "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE" => &d["id"],
        _ => &d["guild_id"],
    };
    field.as_str().and_then(|s| s.parse().ok())
}
