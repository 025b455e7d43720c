//! Interactions: the callback that answers one (message, defer, update, autocomplete,
//! modal), its follow-ups, and the messages of its webhook.

use serde_json::{json, Value};

use super::messages::{fill_message, message_op, store_message};
use super::{id_of, id_or_0, unknown_message, Reply, Req};
use crate::fake_discord::payloads as p;
use crate::fake_discord::state::{InteractionInfo, State};
use crate::fake_discord::{APPLICATION_ID, GUILD_ID};

pub(super) fn callback(st: &mut State, id: &str, token: &str, r: &Req) -> Reply {
    let (id, body, files, query) = (id_or_0(id), r.body, r.files, r.query);
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

pub(super) fn followup(st: &mut State, app: &str, token: &str, r: &Req) -> Reply {
    if id_of(app) != Some(APPLICATION_ID) || !st.interactions.contains_key(token) {
        return unknown_webhook();
    }
    let (body, files) = (r.body, r.files);
    let info = &st.interactions[token];
    if info.acknowledged.is_none() {
        return unknown_webhook();
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

/// `GET`, `PATCH` or `DELETE` of a message of the interaction `token` (`@original`, or an id).
pub(super) fn message(
    st: &mut State,
    method: &str,
    app: &str,
    token: &str,
    mid: &str,
    r: &Req,
) -> Reply {
    let Some(info) = st
        .interactions
        .get(token)
        .filter(|_| id_of(app) == Some(APPLICATION_ID))
    else {
        return unknown_webhook();
    };
    let mid = if mid == "@original" {
        info.original
    } else {
        id_of(mid)
    };
    let Some(mid) = mid.filter(|m| st.messages.contains_key(m)) else {
        return unknown_message();
    };
    message_op(st, method, mid, r.body, r.files)
}

fn unknown_webhook() -> Reply {
    Reply::error(404, 10015, "Unknown Webhook")
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
