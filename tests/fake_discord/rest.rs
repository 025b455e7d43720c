//! The REST side: every request under /api/v10 is recorded, checked against the failures the
//! test queued, then answered by a small model of Discord (messages, threads, DMs, interactions,
//! commands). Unknown routes get Discord's 404 body.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State as AxState};
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::Response;
use serde_json::{json, Value};

use super::multipart;
use super::payloads as p;
use super::state::{InteractionInfo, Shared, State};
use super::{Failure, Recorded, RecordedFile, APPLICATION_ID, BOT_USER_ID, GUILD_ID, OWNER_ID};

/// Largest upload accepted (Discord's default for unboosted guilds).
pub const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

pub struct Reply {
    pub status: u16,
    pub body: Option<Value>,
    pub headers: Vec<(String, String)>,
}

impl Reply {
    fn ok(body: Value) -> Reply {
        Reply {
            status: 200,
            body: Some(body),
            headers: Vec::new(),
        }
    }
    fn created(body: Value) -> Reply {
        Reply {
            status: 201,
            body: Some(body),
            headers: Vec::new(),
        }
    }
    fn no_content() -> Reply {
        Reply {
            status: 204,
            body: None,
            headers: Vec::new(),
        }
    }
    pub fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply {
            status,
            body: Some(p::error(code, message)),
            headers: Vec::new(),
        }
    }
    fn form_error(path: &[&str], code: &str, message: &str) -> Reply {
        let mut errors = json!({"_errors": [{"code": code, "message": message}]});
        for seg in path.iter().rev() {
            errors = json!({ *seg: errors });
        }
        let body = json!({"message": "Invalid Form Body", "code": 50035, "errors": errors});
        Reply {
            status: 400,
            body: Some(body),
            headers: Vec::new(),
        }
    }
}

fn unknown_message() -> Reply {
    Reply::error(404, 10008, "Unknown Message")
}
fn unknown_channel() -> Reply {
    Reply::error(404, 10003, "Unknown Channel")
}

pub fn failure_reply(failure: &Failure) -> Reply {
    match failure {
        Failure::RateLimited {
            retry_after_secs,
            global,
        } => {
            let secs = format!("{retry_after_secs}");
            let reset = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs_f64())
                .unwrap_or(0.0)
                + retry_after_secs;
            let mut headers = vec![
                ("retry-after".to_string(), secs.clone()),
                ("x-ratelimit-limit".to_string(), "5".to_string()),
                ("x-ratelimit-remaining".to_string(), "0".to_string()),
                ("x-ratelimit-reset".to_string(), format!("{reset:.3}")),
                ("x-ratelimit-reset-after".to_string(), secs),
                ("x-ratelimit-bucket".to_string(), "fakebucket".to_string()),
                (
                    "x-ratelimit-scope".to_string(),
                    if *global { "global" } else { "user" }.to_string(),
                ),
            ];
            if *global {
                headers.push(("x-ratelimit-global".to_string(), "true".to_string()));
            }
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": retry_after_secs,
                "global": global,
                "code": if *global { 0 } else { 20028 },
            });
            Reply {
                status: 429,
                body: Some(body),
                headers,
            }
        }
        Failure::ServerError => Reply::error(500, 0, "500: Internal Server Error"),
        Failure::Status {
            status,
            code,
            message,
        } => Reply::error(*status, *code, message),
    }
}

/// Splits a query string (serenity writes `?&a=b`) into pairs.
fn parse_query(q: Option<&str>) -> Vec<(String, String)> {
    q.unwrap_or_default()
        .split('&')
        .filter(|s| !s.is_empty())
        .map(|kv| match kv.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (kv.to_string(), String::new()),
        })
        .collect()
}

pub async fn handle(AxState(shared): AxState<Arc<Shared>>, req: Request) -> Response {
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, 256 << 20)
        .await
        .unwrap_or_default();
    let method = parts.method.as_str().to_string();
    let full_path = parts.uri.path().to_string();
    let query = parse_query(parts.uri.query());
    let headers: Vec<(String, String)> = parts
        .headers
        .iter()
        .filter(|(k, _)| k.as_str() != "authorization")
        .map(|(k, v)| (k.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
        .collect();
    let content_type = parts
        .headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let auth = parts
        .headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let authorized = auth.starts_with("Bot ") && auth.len() > 4;

    // Body: JSON, or multipart with payload_json and files.
    let mut body_json = None;
    let mut files = Vec::new();
    let mut bad_body = None;
    if let Some(boundary) = multipart::boundary(&content_type) {
        match multipart::parse(&bytes, &boundary) {
            Ok(parts) => {
                for part in parts {
                    if part.name == "payload_json" {
                        match serde_json::from_slice(&part.data) {
                            Ok(v) => body_json = Some(v),
                            Err(e) => bad_body = Some(format!("payload_json: {e}")),
                        }
                    } else if part.filename.is_some() || part.name.starts_with("file") {
                        files.push(RecordedFile {
                            field: part.name,
                            filename: part.filename.unwrap_or_default(),
                            content_type: part.content_type,
                            data: part.data,
                        });
                    } else {
                        // Plain form fields (serenity uses them for stickers etc.).
                        let v = String::from_utf8_lossy(&part.data).to_string();
                        let obj = body_json.get_or_insert_with(|| json!({}));
                        obj[part.name] = Value::String(v);
                    }
                }
            }
            Err(e) => bad_body = Some(e),
        }
    } else if !bytes.is_empty() {
        match serde_json::from_slice(&bytes) {
            Ok(v) => body_json = Some(v),
            Err(e) => bad_body = Some(format!("body is not JSON ({content_type}): {e}")),
        }
    }

    let path = ["/api/v10", "/api/v9", "/api"]
        .iter()
        .find_map(|pre| full_path.strip_prefix(pre).filter(|r| r.starts_with('/')))
        .unwrap_or(&full_path)
        .to_string();

    let reply = {
        let mut st = shared.lock();
        let reply = if let Some(f) = st.take_failure(&method, &path) {
            failure_reply(&f)
        } else if !authorized {
            Reply::error(401, 0, "401: Unauthorized")
        } else if let Some(e) = &bad_body {
            let mut r = Reply::error(400, 50109, "The request body contains invalid JSON.");
            r.body.as_mut().unwrap()["fake_discord"] = json!(e);
            r
        } else {
            route(&mut st, &method, &path, &query, body_json.as_ref(), &files)
        };
        let seq = st.requests.len();
        st.requests.push(Recorded {
            seq,
            at: std::time::Instant::now(),
            method: method.clone(),
            path: path.clone(),
            query,
            headers,
            body: body_json,
            files,
            status: reply.status,
            response: reply.body.clone(),
        });
        reply
    };
    shared.changed.notify_waiters();

    let mut resp = Response::builder().status(StatusCode::from_u16(reply.status).unwrap());
    for (k, v) in &reply.headers {
        resp = resp.header(
            HeaderName::from_bytes(k.as_bytes()).unwrap(),
            HeaderValue::from_str(v).unwrap(),
        );
    }
    match reply.body {
        Some(b) => resp
            .header("content-type", "application/json")
            .body(Body::from(b.to_string()))
            .unwrap(),
        None => resp.body(Body::empty()).unwrap(),
    }
}

fn id_of(s: &str) -> Option<u64> {
    s.parse().ok()
}

fn route(
    st: &mut State,
    method: &str,
    path: &str,
    query: &[(String, String)],
    body: Option<&Value>,
    files: &[RecordedFile],
) -> Reply {
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let null = Value::Null;
    let b = body.unwrap_or(&null);
    match (method, segs.as_slice()) {
        ("GET", ["gateway"]) => Reply::ok(json!({"url": st.gateway_url()})),
        ("GET", ["gateway", "bot"]) => Reply::ok(json!({
            "url": st.gateway_url(),
            "shards": st.shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            let bot = st.bot_user();
            let owner = st.user(OWNER_ID);
            Reply::ok(p::application_info(
                APPLICATION_ID,
                &bot,
                &owner,
                super::gateway::APPLICATION_FLAGS,
            ))
        }
        ("GET", ["users", "@me"]) => Reply::ok(p::current_user(BOT_USER_ID, "seireigi")),
        ("GET", ["users", id]) => match id_of(id).and_then(|id| st.users.get(&id)) {
            Some(u) => Reply::ok(u.clone()),
            None => Reply::error(404, 10013, "Unknown User"),
        },
        ("POST", ["users", "@me", "channels"]) => {
            let Some(user) = b["recipient_id"]
                .as_str()
                .and_then(id_of)
                .or(b["recipient_id"].as_u64())
                .filter(|u| st.users.contains_key(u))
            else {
                return Reply::form_error(&["recipient_id"], "NUMBER_TYPE_COERCE", "Unknown user");
            };
            let id = st.dm_channel_of(user);
            Reply::ok(st.channel(id))
        }
        // Command registration.
        (m, ["applications", app, rest @ ..]) if id_of(app) != Some(APPLICATION_ID) => {
            let _ = (m, rest);
            Reply::error(403, 50001, "Missing Access")
        }
        ("PUT", ["applications", _, "commands"]) => {
            set_commands(st, b, None).map_or_else(|e| e, |v| Reply::ok(Value::Array(v)))
        }
        ("PUT", ["applications", _, "guilds", g, "commands"]) => {
            set_commands(st, b, id_of(g)).map_or_else(|e| e, |v| Reply::ok(Value::Array(v)))
        }
        ("GET", ["applications", _, "commands"]) => {
            Reply::ok(Value::Array(st.global_commands.clone()))
        }
        ("GET", ["applications", _, "guilds", _, "commands"]) => {
            Reply::ok(Value::Array(st.guild_commands.clone()))
        }
        ("POST", ["applications", _, "commands"]) => upsert_command(st, b, None),
        ("POST", ["applications", _, "guilds", g, "commands"]) => upsert_command(st, b, id_of(g)),
        ("DELETE", ["applications", _, "commands", id]) => {
            st.global_commands.retain(|c| c["id"] != json!(id));
            Reply::no_content()
        }
        ("DELETE", ["applications", _, "guilds", _, "commands", id]) => {
            st.guild_commands.retain(|c| c["id"] != json!(id));
            Reply::no_content()
        }
        // Interactions.
        ("POST", ["interactions", id, token, "callback"]) => {
            callback(st, id_of(id).unwrap_or(0), token, b, files, query)
        }
        ("POST", ["webhooks", app, token]) => {
            if id_of(app) != Some(APPLICATION_ID) || !st.interactions.contains_key(*token) {
                return Reply::error(404, 10015, "Unknown Webhook");
            }
            followup(st, token, b, files)
        }
        (m, ["webhooks", app, token, "messages", mid]) => {
            let Some(info) = st
                .interactions
                .get(*token)
                .filter(|_| id_of(app) == Some(APPLICATION_ID))
            else {
                return Reply::error(404, 10015, "Unknown Webhook");
            };
            let mid = if *mid == "@original" {
                info.original
            } else {
                id_of(mid)
            };
            let Some(mid) = mid.filter(|m| st.messages.contains_key(m)) else {
                return unknown_message();
            };
            message_op(st, m, mid, b, files)
        }
        // Channels and threads.
        ("GET", ["channels", c]) => match id_of(c).and_then(|c| st.channels.get(&c)) {
            Some(ch) => Reply::ok(ch.clone()),
            None => unknown_channel(),
        },
        ("PATCH", ["channels", c]) => modify_channel(st, id_of(c).unwrap_or(0), b),
        ("DELETE", ["channels", c]) => match id_of(c).and_then(|c| st.channels.remove(&c)) {
            Some(ch) => Reply::ok(ch),
            None => unknown_channel(),
        },
        ("GET", ["channels", c, "messages"]) => {
            let c = id_of(c).unwrap_or(0);
            if !st.channels.contains_key(&c) {
                return unknown_channel();
            }
            let limit = query
                .iter()
                .find(|(k, _)| k == "limit")
                .and_then(|(_, v)| v.parse().ok())
                .unwrap_or(50usize);
            let list: Vec<Value> = st
                .messages
                .values()
                .rev()
                .filter(|m| m["channel_id"] == json!(c.to_string()))
                .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
                .take(limit)
                .cloned()
                .collect();
            Reply::ok(Value::Array(list))
        }
        ("POST", ["channels", c, "messages"]) => {
            create_message(st, id_of(c).unwrap_or(0), b, files)
        }
        (m, ["channels", c, "messages", mid]) => {
            let (c, mid) = (id_of(c).unwrap_or(0), id_of(mid).unwrap_or(0));
            match st.messages.get(&mid) {
                Some(msg) if msg["channel_id"] == json!(c.to_string()) => {}
                _ => return unknown_message(),
            }
            if m == "PATCH" {
                if let Some(r) = check_thread_writable(st, c, false) {
                    return r;
                }
            }
            message_op(st, m, mid, b, files)
        }
        ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", _, "@me"]) => {
            Reply::no_content()
        }
        ("POST", ["channels", _, "typing"]) => Reply::no_content(),
        ("POST", ["channels", c, "messages", mid, "threads"]) => {
            let (c, mid) = (id_of(c).unwrap_or(0), id_of(mid).unwrap_or(0));
            match st.messages.get(&mid) {
                Some(msg) if msg["channel_id"] == json!(c.to_string()) => {
                    if msg.get("thread").is_some() {
                        return Reply::error(
                            400,
                            160004,
                            "A thread has already been created for this message",
                        );
                    }
                }
                _ => return unknown_message(),
            }
            create_thread(st, c, Some(mid), b)
        }
        ("POST", ["channels", c, "threads"]) => create_thread(st, id_of(c).unwrap_or(0), None, b),
        ("PUT", ["channels", c, "thread-members", u]) => {
            let (c, u) = (
                id_of(c).unwrap_or(0),
                if *u == "@me" {
                    BOT_USER_ID
                } else {
                    id_of(u).unwrap_or(0)
                },
            );
            if !st.channels.contains_key(&c) {
                return unknown_channel();
            }
            let members = st.thread_members.entry(c).or_default();
            if !members.contains(&u) {
                members.push(u);
            }
            Reply::no_content()
        }
        ("DELETE", ["channels", c, "thread-members", u]) => {
            let (c, u) = (
                id_of(c).unwrap_or(0),
                if *u == "@me" {
                    BOT_USER_ID
                } else {
                    id_of(u).unwrap_or(0)
                },
            );
            st.thread_members.entry(c).or_default().retain(|m| *m != u);
            Reply::no_content()
        }
        ("GET", ["channels", c, "thread-members"]) => {
            let c = id_of(c).unwrap_or(0);
            let list: Vec<Value> = st
                .thread_members
                .get(&c)
                .map(|ms| {
                    ms.iter()
                        .map(|u| json!({"id": c.to_string(), "user_id": u.to_string(), "join_timestamp": p::now(), "flags": 0}))
                        .collect()
                })
                .unwrap_or_default();
            Reply::ok(Value::Array(list))
        }
        // Guild.
        ("GET", ["guilds", g]) if known_guild(st, g) => {
            Reply::ok(st.guild_json(id_of(g).unwrap_or(0)))
        }
        ("GET", ["guilds", g, "roles"]) if known_guild(st, g) => {
            Reply::ok(st.guild_json(id_of(g).unwrap_or(0))["roles"].clone())
        }
        ("GET", ["guilds", g, "channels"]) if known_guild(st, g) => {
            Reply::ok(st.guild_json(id_of(g).unwrap_or(0))["channels"].clone())
        }
        ("GET", ["guilds", g, "threads", "active"]) if known_guild(st, g) => {
            let threads = st.guild_json(id_of(g).unwrap_or(0))["threads"].clone();
            Reply::ok(json!({"threads": threads, "members": []}))
        }
        ("GET", ["guilds", g, "members", u]) if known_guild(st, g) => {
            match id_of(u).and_then(|u| st.members.get(&u)) {
                Some(m) => Reply::ok(m.clone()),
                None => Reply::error(404, 10007, "Unknown Member"),
            }
        }
        _ => Reply::error(404, 0, "404: Not Found"),
    }
}

fn set_commands(st: &mut State, body: &Value, guild: Option<u64>) -> Result<Vec<Value>, Reply> {
    let Some(list) = body.as_array() else {
        return Err(Reply::form_error(
            &[],
            "BASE_TYPE_ARRAY",
            "Must be an array.",
        ));
    };
    let mut out = Vec::new();
    for (i, c) in list.iter().enumerate() {
        let i = i.to_string();
        out.push(command_object(st, c, guild).map_err(|(field, msg)| {
            Reply::form_error(&[i.as_str(), field], "BASE_TYPE_BAD_LENGTH", &msg)
        })?);
    }
    if guild.is_some() {
        st.guild_commands = out.clone();
    } else {
        st.global_commands = out.clone();
    }
    Ok(out)
}

fn upsert_command(st: &mut State, body: &Value, guild: Option<u64>) -> Reply {
    match command_object(st, body, guild) {
        Ok(c) => {
            let list = if guild.is_some() {
                &mut st.guild_commands
            } else {
                &mut st.global_commands
            };
            list.retain(|x| x["name"] != c["name"]);
            list.push(c.clone());
            Reply::created(c)
        }
        Err((field, msg)) => Reply::form_error(&[field], "BASE_TYPE_BAD_LENGTH", &msg),
    }
}

/// Discord's view of a registered command (ids added), checking the main limits.
fn command_object(
    st: &mut State,
    c: &Value,
    guild: Option<u64>,
) -> Result<Value, (&'static str, String)> {
    let name = c["name"].as_str().unwrap_or_default();
    let kind = c["type"].as_u64().unwrap_or(1);
    let desc = c["description"].as_str().unwrap_or_default();
    if name.is_empty() || name.chars().count() > 32 {
        return Err((
            "name",
            format!("command name {name:?} must be 1-32 characters"),
        ));
    }
    if kind == 1 && (name.to_lowercase() != name || name.contains(' ')) {
        return Err((
            "name",
            format!("command name {name:?} must be lowercase, no spaces"),
        ));
    }
    if kind == 1 && (desc.is_empty() || desc.chars().count() > 100) {
        return Err((
            "description",
            format!("description of /{name} must be 1-100 characters"),
        ));
    }
    if c["options"].as_array().is_some_and(|o| o.len() > 25) {
        return Err(("options", format!("/{name} has more than 25 options")));
    }
    let mut seen_optional = false;
    for o in c["options"].as_array().into_iter().flatten() {
        let required = o["required"].as_bool().unwrap_or(false);
        if required && seen_optional {
            return Err((
                "options",
                format!("/{name}: required options must come first"),
            ));
        }
        seen_optional |= !required;
        let d = o["description"].as_str().unwrap_or_default();
        if d.is_empty() || d.chars().count() > 100 {
            return Err((
                "options",
                format!("/{name}: option description must be 1-100 characters"),
            ));
        }
        if o["choices"].as_array().is_some_and(|ch| ch.len() > 25) {
            return Err(("options", format!("/{name}: more than 25 choices")));
        }
    }
    let existing = st
        .global_commands
        .iter()
        .chain(st.guild_commands.iter())
        .find(|x| x["name"] == c["name"] && x["type"].as_u64() == Some(kind))
        .and_then(|x| x["id"].as_str().map(String::from));
    let id = match existing {
        Some(id) => id,
        None => st.new_id().to_string(),
    };
    let version = st.new_id().to_string();
    let mut out = c.clone();
    out["id"] = json!(id);
    out["application_id"] = json!(APPLICATION_ID.to_string());
    out["version"] = json!(version);
    out["type"] = json!(kind);
    out["guild_id"] = guild.map_or(Value::Null, |g| json!(g.to_string()));
    if out.get("default_member_permissions").is_none() {
        out["default_member_permissions"] = Value::Null;
    }
    if out.get("nsfw").is_none() {
        out["nsfw"] = json!(false);
    }
    if out.get("description").is_none() {
        out["description"] = json!("");
    }
    if out.get("integration_types").is_none() {
        out["integration_types"] = json!([0]);
    }
    if out.get("contexts").is_none() {
        out["contexts"] = Value::Null;
    }
    Ok(out)
}

fn interaction_metadata(info: &InteractionInfo, user: &Value) -> Value {
    let mut m = json!({
        "id": info.id.to_string(),
        "type": info.kind,
        "user": user,
        "authorizing_integration_owners": {"0": info.guild_id.unwrap_or(GUILD_ID).to_string()},
    });
    if info.kind == 2 {
        m["name"] = json!(info.name);
    }
    if let Some(msg) = info.component_message {
        m["interacted_message_id"] = json!(msg.to_string());
    }
    m
}

/// Checks the limits Discord enforces on a message body (create or edit).
fn validate_message(body: &Value, files: &[RecordedFile]) -> Result<(), Reply> {
    let too_long = |path: &[&str], max: usize| {
        Err(Reply::form_error(
            path,
            "BASE_TYPE_MAX_LENGTH",
            &format!("Must be {max} or fewer in length."),
        ))
    };
    if body["content"]
        .as_str()
        .is_some_and(|c| c.chars().count() > 2000)
    {
        return too_long(&["content"], 2000);
    }
    let embeds = body["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        return too_long(&["embeds"], 10);
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let i = i.to_string();
        for (path, max) in [
            (vec!["title"], 256),
            (vec!["description"], 4096),
            (vec!["footer", "text"], 2048),
            (vec!["author", "name"], 256),
        ] {
            let mut v = e;
            for s in &path {
                v = &v[*s];
            }
            let n = v.as_str().map_or(0, |s| s.chars().count());
            total += n;
            if n > max {
                let mut full = vec!["embeds", i.as_str()];
                full.extend(path.iter().copied());
                return too_long(&full, max);
            }
        }
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        if fields.len() > 25 {
            return too_long(&["embeds", &i, "fields"], 25);
        }
        for (j, f) in fields.iter().enumerate() {
            let j = j.to_string();
            let name = f["name"].as_str().map_or(0, |s| s.chars().count());
            let value = f["value"].as_str().map_or(0, |s| s.chars().count());
            if name > 256 {
                return too_long(&["embeds", &i, "fields", &j, "name"], 256);
            }
            if value > 1024 {
                return too_long(&["embeds", &i, "fields", &j, "value"], 1024);
            }
            total += name + value;
        }
    }
    if total > 6000 {
        return Err(Reply::form_error(
            &["embeds"],
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        ));
    }
    let rows = body["components"].as_array().cloned().unwrap_or_default();
    if rows.len() > 5 {
        return too_long(&["components"], 5);
    }
    let mut ids = std::collections::HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let i = i.to_string();
        let comps = row["components"].as_array().cloned().unwrap_or_default();
        if row["type"] != json!(1) || comps.is_empty() || comps.len() > 5 {
            return Err(Reply::form_error(
                &["components", &i],
                "BASE_TYPE_BAD_LENGTH",
                "An action row holds 1 to 5 components.",
            ));
        }
        if comps.len() > 1 && comps.iter().any(|c| c["type"] != json!(2)) {
            return Err(Reply::form_error(
                &["components", &i],
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "A select menu fills its action row alone.",
            ));
        }
        for (j, c) in comps.iter().enumerate() {
            let j = j.to_string();
            if c["type"] == json!(3) {
                check_select(c).map_err(|(field, code, message)| {
                    let mut path = vec!["components", &i, "components", &j];
                    path.extend(field);
                    Reply::form_error(&path, code, &message)
                })?;
            }
            if c["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                return too_long(&["components", &i, "components", &j, "label"], 80);
            }
            let link = c["type"] == json!(2) && c["style"] == json!(5);
            match c["custom_id"].as_str() {
                None if !link => {
                    return Err(Reply::form_error(
                        &["components", &i, "components", &j, "custom_id"],
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    ))
                }
                Some(id) if id.is_empty() || id.chars().count() > 100 => {
                    return too_long(&["components", &i, "components", &j, "custom_id"], 100)
                }
                Some(id) if !ids.insert(id.to_string()) => {
                    return Err(Reply::form_error(
                        &["components", &i, "components", &j, "custom_id"],
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    ))
                }
                _ => {}
            }
        }
    }
    if files.len() > 10 {
        return too_long(&["files"], 10);
    }
    if files
        .iter()
        .any(|f| f.data.len() as u64 > ATTACHMENT_SIZE_LIMIT)
    {
        return Err(Reply::error(413, 40005, "Request entity too large"));
    }
    Ok(())
}

/// Discord's limits on a string select menu: 1 to 25 options with distinct values, labels
/// and values of 1 to 100 characters, descriptions up to 100, a placeholder up to 150,
/// `min_values` <= `max_values` <= the options (0 to 25).
fn check_select(c: &Value) -> Result<(), (Vec<&'static str>, &'static str, String)> {
    let options = c["options"].as_array().cloned().unwrap_or_default();
    if options.is_empty() || options.len() > 25 {
        return Err((
            vec!["options"],
            "BASE_TYPE_BAD_LENGTH",
            format!(
                "Must be between 1 and 25 in length (got {}).",
                options.len()
            ),
        ));
    }
    let len = |v: &Value| v.as_str().map(|s| s.chars().count());
    if len(&c["placeholder"]).is_some_and(|n| n > 150) {
        return Err((
            vec!["placeholder"],
            "BASE_TYPE_MAX_LENGTH",
            "Must be 150 or fewer in length.".into(),
        ));
    }
    let mut values = std::collections::HashSet::new();
    for o in &options {
        for (field, min) in [("label", 1), ("value", 1), ("description", 0)] {
            match len(&o[field]) {
                Some(n) if n < min || n > 100 => {
                    return Err((
                        vec!["options", field],
                        "BASE_TYPE_BAD_LENGTH",
                        format!("Must be between {min} and 100 in length."),
                    ))
                }
                None if min > 0 => {
                    return Err((
                        vec!["options", field],
                        "BASE_TYPE_REQUIRED",
                        "This field is required".into(),
                    ))
                }
                _ => {}
            }
        }
        if !values.insert(o["value"].as_str().unwrap_or_default().to_string()) {
            return Err((
                vec!["options"],
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Select component option values must be unique".into(),
            ));
        }
    }
    let min = c["min_values"].as_u64().unwrap_or(1);
    let max = c["max_values"].as_u64().unwrap_or(1);
    if min > max || max > options.len() as u64 || max > 25 {
        return Err((
            vec!["max_values"],
            "BASE_TYPE_BAD_LENGTH",
            "min_values <= max_values <= options".into(),
        ));
    }
    Ok(())
}

/// Fills `msg` from a create/edit body. For an edit, absent fields keep their value.
fn fill_message(
    st: &mut State,
    msg: &mut Value,
    body: &Value,
    files: &[RecordedFile],
    edit: bool,
) -> Result<(), Reply> {
    validate_message(body, files)?;
    if let Some(c) = body.get("content") {
        msg["content"] = json!(c.as_str().unwrap_or(""));
    }
    if let Some(e) = body.get("embeds") {
        let embeds: Vec<Value> = e
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| {
                let mut e = e.clone();
                if e.get("type").is_none() {
                    e["type"] = json!("rich");
                }
                e
            })
            .collect();
        msg["embeds"] = Value::Array(embeds);
    }
    if let Some(c) = body.get("components") {
        msg["components"] = if c.is_null() { json!([]) } else { c.clone() };
    }
    let flags = body["flags"].as_u64().unwrap_or(0);
    let old_flags = msg["flags"].as_u64().unwrap_or(0);
    msg["flags"] = json!(if edit {
        (old_flags & !4) | (flags & 4)
    } else {
        old_flags | (flags & (4 | 64 | 4096))
    });
    // Attachments: keep the listed existing ones (edit), add the uploaded files.
    let listed = body.get("attachments").and_then(|a| a.as_array()).cloned();
    let mut attachments: Vec<Value> = msg["attachments"].as_array().cloned().unwrap_or_default();
    if edit {
        if let Some(listed) = &listed {
            let keep: Vec<String> = listed
                .iter()
                .filter_map(|a| match &a["id"] {
                    Value::String(s) => Some(s.clone()),
                    Value::Number(n) => Some(n.to_string()),
                    _ => None,
                })
                .collect();
            attachments.retain(|a| keep.iter().any(|k| a["id"] == json!(k)));
        }
    } else {
        attachments.clear();
    }
    let channel = msg["channel_id"].as_str().unwrap_or("0").to_string();
    let ephemeral = msg["flags"].as_u64().unwrap_or(0) & 64 != 0;
    for f in files {
        let index = f
            .field
            .strip_prefix("files[")
            .and_then(|s| s.strip_suffix(']'))
            .map(String::from);
        let description = listed
            .iter()
            .flatten()
            .find(|a| {
                index.as_deref().is_some_and(|i| {
                    a["id"].as_str() == Some(i)
                        || a["id"].as_u64().map(|n| n.to_string()).as_deref() == Some(i)
                })
            })
            .and_then(|a| a["description"].as_str().map(String::from));
        let id = st.new_id();
        let url = format!(
            "https://cdn.discordapp.com/attachments/{channel}/{id}/{}",
            f.filename
        );
        let mut a = json!({
            "id": id.to_string(),
            "filename": f.filename,
            "size": f.data.len(),
            "url": url,
            "proxy_url": url.replace("cdn.discordapp.com", "media.discordapp.net"),
            "content_type": f.content_type,
            "description": description,
        });
        if let Some((w, h)) = multipart::png_size(&f.data) {
            a["width"] = json!(w);
            a["height"] = json!(h);
        }
        if ephemeral {
            a["ephemeral"] = json!(true);
        }
        attachments.push(a);
    }
    // Embed images given as attachment://NAME point to the uploaded file.
    if let Some(embeds) = msg["embeds"].as_array_mut() {
        for e in embeds {
            for key in ["image", "thumbnail"] {
                let Some(name) = e[key]["url"]
                    .as_str()
                    .and_then(|u| u.strip_prefix("attachment://"))
                else {
                    continue;
                };
                if let Some(a) = attachments.iter().find(|a| a["filename"] == json!(name)) {
                    e[key] = json!({
                        "url": a["url"], "proxy_url": a["proxy_url"],
                        "width": a["width"], "height": a["height"],
                        "content_type": a["content_type"],
                    });
                }
            }
        }
    }
    msg["attachments"] = Value::Array(attachments);
    // Mentions: users named in the content as <@id>, unless allowed_mentions excludes users.
    let allowed = &body["allowed_mentions"];
    let users_allowed = |id: &str| {
        allowed.is_null()
            || allowed["parse"]
                .as_array()
                .is_some_and(|p| p.contains(&json!("users")))
            || allowed["users"]
                .as_array()
                .is_some_and(|u| u.contains(&json!(id)))
    };
    let content = msg["content"].as_str().unwrap_or("").to_string();
    let mentions: Vec<Value> = content
        .split("<@")
        .skip(1)
        .filter_map(|s| s.trim_start_matches('!').split('>').next())
        .filter_map(|id| id.parse::<u64>().ok())
        .filter(|id| users_allowed(&id.to_string()))
        .filter_map(|id| st.users.get(&id).cloned())
        .collect();
    msg["mentions"] = Value::Array(mentions);
    if edit {
        msg["edited_timestamp"] = json!(p::now());
        msg["flags"] = json!(msg["flags"].as_u64().unwrap_or(0) & !128);
    } else {
        let empty = msg["content"] == json!("")
            && msg["embeds"].as_array().is_none_or(|e| e.is_empty())
            && msg["components"].as_array().is_none_or(|c| c.is_empty())
            && msg["attachments"].as_array().is_none_or(|a| a.is_empty())
            && body.get("poll").is_none();
        if empty {
            return Err(Reply::error(400, 50006, "Cannot send an empty message"));
        }
    }
    Ok(())
}

/// A message stored as Discord would keep it; `channel_id` and `thread` bookkeeping included.
fn store_message(st: &mut State, msg: Value) {
    let id = msg["id"].as_str().and_then(id_of).unwrap_or(0);
    let channel = msg["channel_id"].as_str().and_then(id_of).unwrap_or(0);
    if msg["flags"].as_u64().unwrap_or(0) & 64 == 0 {
        if let Some(ch) = st.channels.get_mut(&channel) {
            ch["last_message_id"] = json!(id.to_string());
            if ch.get("message_count").is_some() {
                let n = ch["message_count"].as_u64().unwrap_or(0) + 1;
                ch["message_count"] = json!(n);
                ch["total_message_sent"] = json!(n);
            }
        }
    }
    st.messages.insert(id, msg);
}

/// For messages sent into a thread: an archived thread is unarchived (Discord does this when a
/// message is posted), unless it is locked. Edits in an archived thread fail.
fn check_thread_writable(st: &mut State, channel: u64, unarchive: bool) -> Option<Reply> {
    let ch = st.channels.get(&channel)?;
    let meta = &ch["thread_metadata"];
    if meta["archived"] != json!(true) {
        return None;
    }
    if meta["locked"] == json!(true) || !unarchive {
        return Some(Reply::error(400, 50083, "Thread is archived"));
    }
    let ch = st.channels.get_mut(&channel).unwrap();
    ch["thread_metadata"]["archived"] = json!(false);
    ch["thread_metadata"]["archive_timestamp"] = json!(p::now());
    let updated = ch.clone();
    st.dispatch("THREAD_UPDATE", updated);
    None
}

fn create_message(st: &mut State, channel: u64, body: &Value, files: &[RecordedFile]) -> Reply {
    let Some(ch) = st.channels.get(&channel) else {
        return unknown_channel();
    };
    if ch["type"] == json!(1) {
        let recipient = ch["recipients"][0]["id"]
            .as_str()
            .and_then(id_of)
            .unwrap_or(0);
        if st.blocked_dms.contains(&recipient) {
            return Reply::error(403, 50007, "Cannot send messages to this user");
        }
    }
    if let Some(r) = check_thread_writable(st, channel, true) {
        return r;
    }
    // enforce_nonce: one message per nonce (the bot is the only author here). Discord keeps
    // nonces for a few minutes; the fake for its whole life.
    let nonce = body["nonce"]
        .as_str()
        .map(str::to_string)
        .or_else(|| body["nonce"].as_u64().map(|n| n.to_string()))
        .filter(|_| body["enforce_nonce"] == json!(true));
    if let Some(existing) = nonce
        .as_ref()
        .and_then(|n| st.nonces.get(n))
        .and_then(|id| st.messages.get(id))
    {
        return Reply::ok(existing.clone());
    }
    if body["nonce"]
        .as_str()
        .is_some_and(|n| n.chars().count() > 25)
    {
        return Reply::form_error(
            &["nonce"],
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    let id = st.new_id();
    let reply = body
        .get("message_reference")
        .filter(|r| !r.is_null())
        .cloned();
    let bot = st.bot_user();
    let mut msg = p::message(id, channel, &bot, if reply.is_some() { 19 } else { 0 });
    if let Some(mut r) = reply {
        if r.get("channel_id").is_none() {
            r["channel_id"] = json!(channel.to_string());
        }
        let rid = r["message_id"]
            .as_str()
            .and_then(id_of)
            .or(r["message_id"].as_u64());
        msg["referenced_message"] = rid
            .and_then(|m| st.messages.get(&m).cloned())
            .unwrap_or(Value::Null);
        msg["message_reference"] = r;
    }
    if let Err(r) = fill_message(st, &mut msg, body, files, false) {
        return r;
    }
    if msg["flags"].as_u64().unwrap_or(0) & 64 != 0 {
        return Reply::form_error(
            &["flags"],
            "MESSAGE_FLAGS_INVALID",
            "Ephemeral only for interactions",
        );
    }
    if let Some(n) = nonce {
        st.nonces.insert(n, id);
    }
    store_message(st, msg.clone());
    Reply::ok(msg)
}

fn message_op(
    st: &mut State,
    method: &str,
    mid: u64,
    body: &Value,
    files: &[RecordedFile],
) -> Reply {
    match method {
        "GET" => Reply::ok(st.messages[&mid].clone()),
        "PATCH" => {
            let mut msg = st.messages[&mid].clone();
            if let Err(r) = fill_message(st, &mut msg, body, files, true) {
                return r;
            }
            st.messages.insert(mid, msg.clone());
            Reply::ok(msg)
        }
        "DELETE" => {
            st.messages.remove(&mid);
            Reply::no_content()
        }
        _ => Reply::error(405, 0, "405: Method Not Allowed"),
    }
}

fn callback(
    st: &mut State,
    id: u64,
    token: &str,
    body: &Value,
    files: &[RecordedFile],
    query: &[(String, String)],
) -> Reply {
    let Some(info) = st.interactions.get(token).filter(|i| i.id == id) else {
        return Reply::error(404, 10062, "Unknown interaction");
    };
    if info.acknowledged.is_some() {
        return Reply::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let (kind, channel, component_message) = (info.kind, info.channel_id, info.component_message);
    let t = body["type"].as_u64().unwrap_or(0) as u8;
    let data = body.get("data").cloned().unwrap_or(json!({}));
    let valid = match kind {
        4 => t == 8,
        3 => matches!(t, 4 | 5 | 6 | 7 | 9),
        5 => matches!(t, 4..=7),
        _ => matches!(t, 4 | 5 | 9),
    };
    if !valid {
        return Reply::error(
            400,
            40043,
            &format!("Invalid interaction response type {t} for interaction type {kind}"),
        );
    }
    let user = st.user(st.interactions[token].user_id);
    let mut original = None;
    match t {
        4 | 5 => {
            let mid = st.new_id();
            let bot = st.bot_user();
            let mut msg = p::message(mid, channel, &bot, if kind == 2 { 20 } else { 0 });
            msg["webhook_id"] = json!(APPLICATION_ID.to_string());
            msg["application_id"] = json!(APPLICATION_ID.to_string());
            msg["interaction_metadata"] = interaction_metadata(&st.interactions[token], &user);
            if t == 4 {
                if let Err(r) = fill_message(st, &mut msg, &data, files, false) {
                    return r;
                }
            } else {
                msg["flags"] = json!(128 | (data["flags"].as_u64().unwrap_or(0) & 64));
            }
            store_message(st, msg);
            original = Some(mid);
        }
        6 => original = component_message,
        7 => {
            let Some(mid) = component_message.filter(|m| st.messages.contains_key(m)) else {
                return unknown_message();
            };
            let mut msg = st.messages[&mid].clone();
            if let Err(r) = fill_message(st, &mut msg, &data, files, true) {
                return r;
            }
            msg["edited_timestamp"] = json!(p::now());
            st.messages.insert(mid, msg);
            original = Some(mid);
        }
        8 => {
            let choices = data["choices"].as_array().cloned().unwrap_or_default();
            if choices.len() > 25 {
                return Reply::form_error(
                    &["data", "choices"],
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 25 or fewer in length.",
                );
            }
            for (i, c) in choices.iter().enumerate() {
                let n = c["name"].as_str().map_or(0, |s| s.chars().count());
                let v = c["value"].as_str().map_or(0, |s| s.chars().count());
                if n == 0 || n > 100 || v > 100 {
                    return Reply::form_error(
                        &["data", "choices", &i.to_string()],
                        "BASE_TYPE_BAD_LENGTH",
                        "Must be between 1 and 100 in length.",
                    );
                }
            }
        }
        9 => {
            let title = data["title"].as_str().map_or(0, |s| s.chars().count());
            let comps = data["components"].as_array().map_or(0, |c| c.len());
            if data["custom_id"].as_str().is_none()
                || title == 0
                || title > 45
                || comps == 0
                || comps > 5
            {
                return Reply::form_error(
                    &["data"],
                    "BASE_TYPE_BAD_LENGTH",
                    "A modal needs custom_id, a title of 1-45 characters and 1-5 rows.",
                );
            }
        }
        _ => unreachable!(),
    }
    let info = st.interactions.get_mut(token).unwrap();
    info.acknowledged = Some(t);
    if original.is_some() {
        info.original = original;
    }
    if query
        .iter()
        .any(|(k, v)| k == "with_response" && v == "true")
    {
        let resource = match original.and_then(|m| st.messages.get(&m)) {
            Some(m) => json!({"type": t, "message": m}),
            None => json!({"type": t}),
        };
        return Reply::ok(json!({
            "interaction": {"id": id.to_string(), "type": kind, "response_message_loading": t == 5, "response_message_ephemeral": false},
            "resource": resource,
        }));
    }
    Reply::no_content()
}

fn followup(st: &mut State, token: &str, body: &Value, files: &[RecordedFile]) -> Reply {
    let info = &st.interactions[token];
    if info.acknowledged.is_none() {
        return Reply::error(404, 10015, "Unknown Webhook");
    }
    let channel = info.channel_id;
    // After a "thinking" defer (type 5), the first follow-up fills the loading message.
    let loading = info
        .original
        .filter(|_| info.acknowledged == Some(5))
        .filter(|m| {
            st.messages
                .get(m)
                .is_some_and(|m| m["flags"].as_u64().unwrap_or(0) & 128 != 0)
        });
    if let Some(mid) = loading {
        let mut msg = st.messages[&mid].clone();
        let ephemeral = msg["flags"].as_u64().unwrap_or(0) & 64;
        if let Err(r) = fill_message(st, &mut msg, body, files, true) {
            return r;
        }
        msg["edited_timestamp"] = Value::Null;
        msg["flags"] = json!((msg["flags"].as_u64().unwrap_or(0) & !128 & !64) | ephemeral);
        st.messages.insert(mid, msg.clone());
        return Reply::ok(msg);
    }
    let user = st.user(info.user_id);
    let meta = interaction_metadata(info, &user);
    let mid = st.new_id();
    let bot = st.bot_user();
    let mut msg = p::message(mid, channel, &bot, 0);
    msg["webhook_id"] = json!(APPLICATION_ID.to_string());
    msg["application_id"] = json!(APPLICATION_ID.to_string());
    msg["interaction_metadata"] = meta;
    if let Err(r) = fill_message(st, &mut msg, body, files, false) {
        return r;
    }
    store_message(st, msg.clone());
    Reply::ok(msg)
}

fn known_guild(st: &State, g: &str) -> bool {
    id_of(g).is_some_and(|g| st.guilds.contains_key(&g))
}

fn create_thread(st: &mut State, parent: u64, from_message: Option<u64>, body: &Value) -> Reply {
    let Some(ch) = st.channels.get(&parent) else {
        return unknown_channel();
    };
    let guild = ch["guild_id"].as_str().and_then(id_of).unwrap_or(GUILD_ID);
    if ch["type"] != json!(0) && ch["type"] != json!(5) {
        return Reply::error(400, 50024, "Cannot execute action on this channel type");
    }
    let name = body["name"].as_str().unwrap_or_default();
    if name.is_empty() || name.chars().count() > 100 {
        return Reply::form_error(
            &["name"],
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    let duration = body["auto_archive_duration"].as_u64().unwrap_or(4320);
    if ![60, 1440, 4320, 10080].contains(&duration) {
        return Reply::form_error(
            &["auto_archive_duration"],
            "BASE_TYPE_CHOICES",
            "Value must be one of {60, 1440, 4320, 10080}.",
        );
    }
    let (id, kind) = match from_message {
        Some(m) => (m, 11),
        None => (st.new_id(), body["type"].as_u64().unwrap_or(12) as u8),
    };
    let invitable = body["invitable"].as_bool().unwrap_or(true);
    let thread = p::thread(
        id,
        guild,
        parent,
        BOT_USER_ID,
        name,
        kind,
        duration,
        invitable,
    );
    st.channels.insert(id, thread.clone());
    st.thread_members.insert(id, vec![BOT_USER_ID]);
    if let Some(m) = from_message {
        if let Some(msg) = st.messages.get_mut(&m) {
            msg["thread"] = thread.clone();
        }
    }
    let mut event = thread.clone();
    event["newly_created"] = json!(true);
    st.dispatch("THREAD_CREATE", event);
    Reply::created(thread)
}

fn modify_channel(st: &mut State, id: u64, body: &Value) -> Reply {
    let Some(ch) = st.channels.get_mut(&id) else {
        return unknown_channel();
    };
    let is_thread = ch.get("thread_metadata").is_some();
    for key in ["name", "topic", "rate_limit_per_user"] {
        if let Some(v) = body.get(key) {
            ch[key] = v.clone();
        }
    }
    if is_thread {
        let meta = &mut ch["thread_metadata"];
        for key in ["archived", "locked", "auto_archive_duration", "invitable"] {
            if let Some(v) = body.get(key) {
                meta[key] = v.clone();
            }
        }
        if body.get("archived").is_some() {
            meta["archive_timestamp"] = json!(p::now());
        }
    }
    let updated = ch.clone();
    if is_thread {
        st.dispatch("THREAD_UPDATE", updated.clone());
    }
    Reply::ok(updated)
}
