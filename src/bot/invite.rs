//! What the bot needs in a server, as one list: the permission integer of the invite link is
//! computed from it, so that the link (printed by `seireigi invite` and at start-up) and the
//! README cannot drift apart again.

use poise::serenity_prelude::Permissions;

/// Every permission the bot uses, with what it needs it for (shown by `seireigi invite`).
pub const NEEDED: &[(Permissions, &str)] = &[
    (
        Permissions::VIEW_CHANNEL,
        "see the channels it is asked to play in",
    ),
    (Permissions::SEND_MESSAGES, "post challenge cards"),
    (Permissions::EMBED_LINKS, "show a challenge's rules summary"),
    (Permissions::ATTACH_FILES, "post board images"),
    (
        Permissions::READ_MESSAGE_HISTORY,
        "edit and answer its own posts",
    ),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        "open a thread for each game",
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "post moves in game threads",
    ),
    (
        Permissions::MANAGE_THREADS,
        "reopen a game's thread archived after a week of silence",
    ),
];

/// The permissions of [`NEEDED`], together.
pub fn permissions() -> Permissions {
    NEEDED
        .iter()
        .fold(Permissions::empty(), |all, (p, _)| all | *p)
}

/// The link a server admin opens to add the bot: the bot user and its slash commands, with
/// the permissions of [`NEEDED`].
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot+applications.commands&permissions={}",
        permissions().bits()
    )
}
