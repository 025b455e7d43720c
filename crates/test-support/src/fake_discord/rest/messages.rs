//! Messages: posting in a channel or thread, reading, editing and deleting them, and filling
//! a message from a create or edit body as Discord stores it (attachments, mentions, flags).

use serde_json::{json, Value};

use super::limits::validate_message;
use super::{id_of, id_or_0, unknown_channel, unknown_message, Reply, Req};
use crate::fake_discord::multipart;
use crate::fake_discord::payloads as p;
use crate::fake_discord::state::State;
use crate::fake_discord::RecordedFile;

/// The latest messages of channel `c` (at most `limit`, default 50), newest first, without
/// ephemeral ones.
pub(super) fn list(st: &State, c: &str, query: &[(String, String)]) -> Reply {
    let c = id_or_0(c);
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

pub(super) fn create(st: &mut State, channel: &str, body: &Value, files: &[RecordedFile]) -> Reply {
    let channel = id_or_0(channel);
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

/// `GET`, `PATCH` or `DELETE` of message `mid` of channel `c`. An edit in an archived thread
/// fails.
pub(super) fn in_channel(st: &mut State, method: &str, c: &str, mid: &str, r: &Req) -> Reply {
    let (c, mid) = (id_or_0(c), id_or_0(mid));
    match st.messages.get(&mid) {
        Some(msg) if msg["channel_id"] == json!(c.to_string()) => {}
        _ => return unknown_message(),
    }
    if method == "PATCH" {
        if let Some(r) = check_thread_writable(st, c, false) {
            return r;
        }
    }
    message_op(st, method, mid, r.body, r.files)
}

pub(super) fn message_op(
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

/// Fills `msg` from a create/edit body. For an edit, absent fields keep their value.
pub(super) fn fill_message(
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
pub(super) fn store_message(st: &mut State, msg: Value) {
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
