//! JSON objects shaped like Discord's (API v10), with every field serenity 0.12 requires.
//! Ids are strings, timestamps RFC 3339. The self-test deserializes each with serenity's types.

use serde_json::{json, Value};

/// Discord's epoch (2015-01-01) in Unix milliseconds.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// The current time as Discord writes it (`2024-05-01T12:00:00.000Z`).
pub fn now() -> String {
    serenity::model::Timestamp::now().to_string()
}

/// Permission bits as Discord sends them (a decimal string).
pub fn permissions(bits: &[u32]) -> String {
    bits.iter()
        .fold(0u64, |acc, b| acc | (1u64 << b))
        .to_string()
}

/// What a member of the test guild may do (no administrator, so permission bugs show).
pub fn member_permissions() -> String {
    // CREATE_INSTANT_INVITE 0, ADD_REACTIONS 6, VIEW_CHANNEL 10, SEND_MESSAGES 11, EMBED_LINKS 14,
    // ATTACH_FILES 15, READ_MESSAGE_HISTORY 16, MENTION_EVERYONE 17 (no), USE_EXTERNAL_EMOJIS 18,
    // CONNECT 20, SPEAK 21, CHANGE_NICKNAME 26, USE_APPLICATION_COMMANDS 31,
    // CREATE_PUBLIC_THREADS 35, CREATE_PRIVATE_THREADS 36, SEND_MESSAGES_IN_THREADS 38
    permissions(&[0, 6, 10, 11, 14, 15, 16, 18, 20, 21, 26, 31, 35, 36, 38])
}

/// What a member with Manage Server (bit 5) may do: a member's permissions and that.
pub fn manager_permissions() -> String {
    permissions(&[0, 5, 6, 10, 11, 14, 15, 16, 18, 20, 21, 26, 31, 35, 36, 38])
}

/// What the bot may do in the test channel (adds MANAGE_MESSAGES 13 and MANAGE_THREADS 34).
pub fn app_permissions() -> String {
    permissions(&[0, 6, 10, 11, 13, 14, 15, 16, 18, 31, 34, 35, 36, 38])
}

pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": if bot { Value::Null } else { Value::String(capitalize(name)) },
        "avatar": null,
        "bot": bot,
        "system": false,
        "public_flags": 0,
        "flags": 0,
        "banner": null,
        "accent_color": null,
        "avatar_decoration_data": null,
        "collectibles": null,
        "primary_guild": null,
    })
}

/// The bot's own user as in READY and GET /users/@me.
pub fn current_user(id: u64, name: &str) -> Value {
    let mut u = user(id, name, true);
    u["verified"] = json!(true);
    u["mfa_enabled"] = json!(false);
    u["email"] = Value::Null;
    u["locale"] = json!("en-US");
    u["premium_type"] = json!(0);
    u
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A guild member; `with_user` false gives the shape used in `resolved.members`.
pub fn member(user: &Value, roles: &[u64], joined_at: &str, with_user: bool) -> Value {
    let mut m = json!({
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": roles.iter().map(|r| r.to_string()).collect::<Vec<_>>(),
        "joined_at": joined_at,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    });
    if with_user {
        m["user"] = user.clone();
    }
    m
}

pub fn role(id: u64, name: &str, color: u32, perms: &str, position: u16, managed: bool) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "description": null,
        "color": color,
        "colors": {"primary_color": color, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": perms,
        "managed": managed,
        "mentionable": false,
        "flags": 0,
        "tags": {},
    })
}

pub fn text_channel(id: u64, guild: u64, name: &str, position: u16) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": name,
        "position": position,
        "permission_overwrites": [],
        "parent_id": null,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "default_auto_archive_duration": 10080,
        "flags": 0,
    })
}

/// A thread (type 11 public, 12 private) in `parent`.
#[allow(clippy::too_many_arguments)]
pub fn thread(
    id: u64,
    guild: u64,
    parent: u64,
    owner: u64,
    name: &str,
    kind: u8,
    auto_archive_duration: u64,
    invitable: bool,
) -> Value {
    let now = now();
    let mut t = json!({
        "id": id.to_string(),
        "type": kind,
        "guild_id": guild.to_string(),
        "parent_id": parent.to_string(),
        "owner_id": owner.to_string(),
        "name": name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": auto_archive_duration,
            "archive_timestamp": now,
            "locked": false,
            "create_timestamp": now,
        },
        "member": {
            "id": id.to_string(),
            "user_id": owner.to_string(),
            "join_timestamp": now,
            "flags": 1,
        },
    });
    if kind == 12 {
        t["thread_metadata"]["invitable"] = json!(invitable);
    }
    t
}

pub fn dm_channel(id: u64, recipient: &Value) -> Value {
    json!({
        "id": id.to_string(),
        "type": 1,
        "last_message_id": null,
        "flags": 0,
        "recipients": [recipient],
    })
}

/// A guild as in GUILD_CREATE (with members, channels and active threads). Its fields are
/// Discord's, one argument each.
#[allow(clippy::too_many_arguments)]
pub fn guild(
    id: u64,
    name: &str,
    owner: u64,
    roles: Vec<Value>,
    members: Vec<Value>,
    channels: Vec<Value>,
    threads: Vec<Value>,
    joined_at: &str,
) -> Value {
    let mut g = json!({
        "id": id.to_string(),
        "name": name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": owner.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": roles,
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
    });
    // Split in two: one json! this size exceeds the default macro recursion limit.
    let extra = json!({
        "safety_alerts_channel_id": null,
        "incidents_data": null,
        "hub_type": null,
        "nsfw": false,
        "lazy": true,
        "joined_at": joined_at,
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members,
        "channels": channels,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "embedded_activities": [],
        "activity_instances": [],
        "application_command_counts": {},
        "version": 1,
    });
    for (k, v) in extra.as_object().unwrap() {
        g[k] = v.clone();
    }
    g
}

/// GET /oauth2/applications/@me.
pub fn application_info(app: u64, bot: &Value, owner: &Value, flags: u64) -> Value {
    json!({
        "id": app.to_string(),
        "name": "Seireigi (fake)",
        "icon": null,
        "description": "",
        "summary": "",
        "type": null,
        "hook": true,
        "bot_public": false,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "flags": flags,
        "owner": owner,
        "team": null,
        "bot": bot,
        "rpc_origins": [],
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "tags": [],
        "integration_types_config": {"0": {}},
        "approximate_guild_count": 1,
        "approximate_user_install_count": 0,
    })
}

/// The `channel` object inside an interaction (a partial channel with the invoker's view).
pub fn interaction_channel(channel: &Value, member_perms: &str) -> Value {
    let mut c = channel.clone();
    if c["type"] != json!(1) {
        c["permissions"] = json!(member_perms);
    }
    c
}

/// An empty message body as Discord returns it; the caller fills content, embeds, etc.
pub fn message(id: u64, channel: u64, author: &Value, kind: u8) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": "",
        "timestamp": now(),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": kind,
        "flags": 0,
    })
}

/// Discord's error body (`{"message", "code"}`, plus `errors` for form errors).
pub fn error(code: u64, message: &str) -> Value {
    json!({"message": message, "code": code})
}
