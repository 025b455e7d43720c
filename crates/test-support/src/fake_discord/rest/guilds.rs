//! The guilds: their objects, roles, channels, active threads and members. A guild the fake
//! does not have gets the 404 of an unknown route.

use serde_json::json;

use super::{id_or_0, not_found, Reply};
use crate::fake_discord::state::State;

/// The guild's object as Discord sends it, if the fake has that guild.
fn known(st: &State, g: &str) -> Option<serde_json::Value> {
    let g = id_or_0(g);
    st.guilds.contains_key(&g).then(|| st.guild_json(g))
}

pub(super) fn guild(st: &State, g: &str) -> Reply {
    known(st, g).map_or_else(not_found, Reply::ok)
}

/// One list of the guild's object: `roles` or `channels`.
pub(super) fn part(st: &State, g: &str, key: &str) -> Reply {
    known(st, g).map_or_else(not_found, |guild| Reply::ok(guild[key].clone()))
}

pub(super) fn active_threads(st: &State, g: &str) -> Reply {
    known(st, g).map_or_else(not_found, |guild| {
        Reply::ok(json!({"threads": guild["threads"].clone(), "members": []}))
    })
}

pub(super) fn member(st: &State, g: &str, u: &str) -> Reply {
    if known(st, g).is_none() {
        return not_found();
    }
    match st.members.get(&id_or_0(u)) {
        Some(m) => Reply::ok(m.clone()),
        None => Reply::error(404, 10007, "Unknown Member"),
    }
}
