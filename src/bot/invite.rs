//! What the bot needs in a server, as one list: the permission integer of the invite link is
//! computed from it, so that the link (printed by `seireigi invite` and at start-up) and the
//! README cannot drift apart again.

use poise::serenity_prelude::Permissions;

/// Every permission the bot uses, with the key `seireigi invite` names it and says what it is
/// needed for by (`cli-permission-name`, `cli-permission-why` in locales/*/cli.ftl).
pub const NEEDED: &[(Permissions, &str)] = &[
    (Permissions::VIEW_CHANNEL, "view-channel"),
    (Permissions::SEND_MESSAGES, "send-messages"),
    (Permissions::EMBED_LINKS, "embed-links"),
    (Permissions::ATTACH_FILES, "attach-files"),
    (Permissions::READ_MESSAGE_HISTORY, "read-message-history"),
    (Permissions::CREATE_PUBLIC_THREADS, "create-public-threads"),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "send-messages-in-threads",
    ),
    (Permissions::MANAGE_THREADS, "manage-threads"),
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
