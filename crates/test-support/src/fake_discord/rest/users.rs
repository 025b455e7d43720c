//! The gateway's URL, the application, users and DM channels.

use serde_json::{json, Value};

use super::{id_or_0, Reply};
use crate::fake_discord::payloads as p;
use crate::fake_discord::state::State;
use crate::fake_discord::{APPLICATION_ID, BOT_USER_ID, OWNER_ID};

pub(super) fn gateway(st: &State) -> Reply {
    Reply::ok(json!({"url": st.gateway_url()}))
}

pub(super) fn gateway_bot(st: &State) -> Reply {
    Reply::ok(json!({
        "url": st.gateway_url(),
        "shards": st.shards,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1},
    }))
}

/// The application (`/oauth2/applications/@me`, `/applications/@me`).
pub(super) fn app(st: &State) -> Reply {
    let bot = st.bot_user();
    let owner = st.user(OWNER_ID);
    Reply::ok(p::application_info(
        APPLICATION_ID,
        &bot,
        &owner,
        crate::fake_discord::gateway::APPLICATION_FLAGS,
    ))
}

pub(super) fn current_user() -> Reply {
    Reply::ok(p::current_user(BOT_USER_ID, "seireigi"))
}

pub(super) fn user(st: &State, id: &str) -> Reply {
    match st.users.get(&id_or_0(id)) {
        Some(u) => Reply::ok(u.clone()),
        None => Reply::error(404, 10013, "Unknown User"),
    }
}

/// The DM channel with `recipient_id` (made on first use).
pub(super) fn open_dm(st: &mut State, b: &Value) -> Reply {
    let Some(user) = b["recipient_id"]
        .as_str()
        .and_then(super::id_of)
        .or(b["recipient_id"].as_u64())
        .filter(|u| st.users.contains_key(u))
    else {
        return Reply::form_error(&["recipient_id"], "NUMBER_TYPE_COERCE", "Unknown user");
    };
    let id = st.dm_channel_of(user);
    Reply::ok(st.channel(id))
}
