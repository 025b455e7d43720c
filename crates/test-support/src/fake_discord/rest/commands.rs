//! Application command registration, global and in a guild, with the main limits Discord
//! checks on a command.

use serde_json::{json, Value};

use super::{id_of, Reply};
use crate::fake_discord::state::State;
use crate::fake_discord::APPLICATION_ID;

/// Any command route of another application.
pub(super) fn missing_access() -> Reply {
    Reply::error(403, 50001, "Missing Access")
}

/// Replaces the global commands, or those of guild `g`, with the list in the body.
pub(super) fn set(st: &mut State, body: &Value, g: Option<&str>) -> Reply {
    set_commands(st, body, g.and_then(id_of)).map_or_else(|e| e, |v| Reply::ok(Value::Array(v)))
}

pub(super) fn list_global(st: &State) -> Reply {
    Reply::ok(Value::Array(st.global_commands.clone()))
}

pub(super) fn list_guild(st: &State) -> Reply {
    Reply::ok(Value::Array(st.guild_commands.clone()))
}

pub(super) fn upsert(st: &mut State, body: &Value, g: Option<&str>) -> Reply {
    upsert_command(st, body, g.and_then(id_of))
}

pub(super) fn delete_global(st: &mut State, id: &str) -> Reply {
    st.global_commands.retain(|c| c["id"] != json!(id));
    Reply::no_content()
}

pub(super) fn delete_guild(st: &mut State, id: &str) -> Reply {
    st.guild_commands.retain(|c| c["id"] != json!(id));
    Reply::no_content()
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
