//! Channels and threads: reading, changing and deleting a channel, starting a thread (on a
//! message or on its own), and a thread's members.

use serde_json::{json, Value};

use super::{id_of, id_or_0, unknown_channel, unknown_message, Reply};
use crate::fake_discord::payloads as p;
use crate::fake_discord::state::State;
use crate::fake_discord::{BOT_USER_ID, GUILD_ID};

pub(super) fn get(st: &State, c: &str) -> Reply {
    match st.channels.get(&id_or_0(c)) {
        Some(ch) => Reply::ok(ch.clone()),
        None => unknown_channel(),
    }
}

pub(super) fn modify(st: &mut State, id: &str, body: &Value) -> Reply {
    let id = id_or_0(id);
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

pub(super) fn delete(st: &mut State, c: &str) -> Reply {
    match st.channels.remove(&id_or_0(c)) {
        Some(ch) => Reply::ok(ch),
        None => unknown_channel(),
    }
}

/// A thread of its own in channel `c` (private unless the body says otherwise).
pub(super) fn thread(st: &mut State, c: &str, body: &Value) -> Reply {
    create_thread(st, id_or_0(c), None, body)
}

/// A public thread started on message `mid` of channel `c` (one per message).
pub(super) fn thread_on(st: &mut State, c: &str, mid: &str, body: &Value) -> Reply {
    let (c, mid) = (id_or_0(c), id_or_0(mid));
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
    create_thread(st, c, Some(mid), body)
}

/// A user's id in a path, or `@me` for the bot.
fn member_id(u: &str) -> u64 {
    if u == "@me" {
        BOT_USER_ID
    } else {
        id_or_0(u)
    }
}

pub(super) fn add_member(st: &mut State, c: &str, u: &str) -> Reply {
    let (c, u) = (id_or_0(c), member_id(u));
    if !st.channels.contains_key(&c) {
        return unknown_channel();
    }
    let members = st.thread_members.entry(c).or_default();
    if !members.contains(&u) {
        members.push(u);
    }
    Reply::no_content()
}

pub(super) fn remove_member(st: &mut State, c: &str, u: &str) -> Reply {
    let (c, u) = (id_or_0(c), member_id(u));
    st.thread_members.entry(c).or_default().retain(|m| *m != u);
    Reply::no_content()
}

pub(super) fn members(st: &State, c: &str) -> Reply {
    let c = id_or_0(c);
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
