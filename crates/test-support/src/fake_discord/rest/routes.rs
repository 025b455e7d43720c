//! The routing table: each REST route the fake answers, by method and path (without
//! `/api/v10`), and the function that answers it; ids in the path are passed on as written.
//! Any other route gets Discord's 404.

use super::{channels, commands, guilds, interactions, messages, users};
use super::{id_of, not_found, Reply, Req};
use crate::fake_discord::state::State;
use crate::fake_discord::APPLICATION_ID;

pub(super) fn route(s: &mut State, method: &str, path: &str, r: &Req) -> Reply {
    let segs: Vec<&str> = path.split('/').filter(|seg| !seg.is_empty()).collect();
    let b = r.body;
    let other_app = |app: &str| id_of(app) != Some(APPLICATION_ID);
    let nothing = Reply::no_content;
    match (method, segs.as_slice()) {
        // Gateway, application, users.
        ("GET", ["gateway"]) => users::gateway(s),
        ("GET", ["gateway", "bot"]) => users::gateway_bot(s),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => users::app(s),
        ("GET", ["users", "@me"]) => users::current_user(),
        ("GET", ["users", id]) => users::user(s, id),
        ("POST", ["users", "@me", "channels"]) => users::open_dm(s, b),
        // Command registration.
        (_, ["applications", app, ..]) if other_app(app) => commands::missing_access(),
        ("PUT", ["applications", _, "commands"]) => commands::set(s, b, None),
        ("PUT", ["applications", _, "guilds", g, "commands"]) => commands::set(s, b, Some(g)),
        ("GET", ["applications", _, "commands"]) => commands::list_global(s),
        ("GET", ["applications", _, "guilds", _, "commands"]) => commands::list_guild(s),
        ("POST", ["applications", _, "commands"]) => commands::upsert(s, b, None),
        ("POST", ["applications", _, "guilds", g, "commands"]) => commands::upsert(s, b, Some(g)),
        ("DELETE", ["applications", _, "commands", c]) => commands::delete_global(s, c),
        ("DELETE", ["applications", _, "guilds", _, "commands", c]) => commands::delete_guild(s, c),
        // Interactions.
        ("POST", ["interactions", id, t, "callback"]) => interactions::callback(s, id, t, r),
        ("POST", ["webhooks", app, t]) => interactions::followup(s, app, t, r),
        (m, ["webhooks", app, t, "messages", mid]) => interactions::message(s, m, app, t, mid, r),
        // Channels, messages and threads.
        ("GET", ["channels", c]) => channels::get(s, c),
        ("PATCH", ["channels", c]) => channels::modify(s, c, b),
        ("DELETE", ["channels", c]) => channels::delete(s, c),
        ("GET", ["channels", c, "messages"]) => messages::list(s, c, r.query),
        ("POST", ["channels", c, "messages"]) => messages::create(s, c, b, r.files),
        (m, ["channels", c, "messages", mid]) => messages::in_channel(s, m, c, mid, r),
        ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", _, "@me"]) => nothing(),
        ("POST", ["channels", _, "typing"]) => nothing(),
        ("POST", ["channels", c, "messages", mid, "threads"]) => channels::thread_on(s, c, mid, b),
        ("POST", ["channels", c, "threads"]) => channels::thread(s, c, b),
        ("PUT", ["channels", c, "thread-members", u]) => channels::add_member(s, c, u),
        ("DELETE", ["channels", c, "thread-members", u]) => channels::remove_member(s, c, u),
        ("GET", ["channels", c, "thread-members"]) => channels::members(s, c),
        // Guilds.
        ("GET", ["guilds", g]) => guilds::guild(s, g),
        ("GET", ["guilds", g, "roles"]) => guilds::part(s, g, "roles"),
        ("GET", ["guilds", g, "channels"]) => guilds::part(s, g, "channels"),
        ("GET", ["guilds", g, "threads", "active"]) => guilds::active_threads(s, g),
        ("GET", ["guilds", g, "members", u]) => guilds::member(s, g, u),
        _ => not_found(),
    }
}
