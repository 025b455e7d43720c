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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_can_post_boards_in_threads() {
        let p = permissions();
        for needed in [
            Permissions::ATTACH_FILES,
            Permissions::EMBED_LINKS,
            Permissions::SEND_MESSAGES,
            Permissions::SEND_MESSAGES_IN_THREADS,
            Permissions::CREATE_PUBLIC_THREADS,
            Permissions::MANAGE_THREADS,
            Permissions::READ_MESSAGE_HISTORY,
        ] {
            assert!(p.contains(needed), "{needed:?} missing from {p:?}");
        }
        // Nothing beyond the list: no administrator, no moderation.
        assert!(!p.contains(Permissions::ADMINISTRATOR));
        assert!(!p.contains(Permissions::MANAGE_MESSAGES));
        // The bits Discord documents for these permissions, added by hand.
        let by_hand: u64 = (1 << 10) // VIEW_CHANNEL
            | (1 << 11) // SEND_MESSAGES
            | (1 << 14) // EMBED_LINKS
            | (1 << 15) // ATTACH_FILES
            | (1 << 16) // READ_MESSAGE_HISTORY
            | (1 << 34) // MANAGE_THREADS
            | (1 << 35) // CREATE_PUBLIC_THREADS
            | (1 << 38); // SEND_MESSAGES_IN_THREADS
        assert_eq!(p.bits(), by_hand);
    }

    #[test]
    fn the_invite_url_names_both_scopes_and_the_integer() {
        let url = invite_url(1234);
        assert!(url.starts_with("https://discord.com/oauth2/authorize?client_id=1234&"));
        assert!(url.contains("scope=bot+applications.commands"));
        assert!(url.ends_with(&format!("permissions={}", permissions().bits())));
        assert!(
            !url.contains("309237729280"),
            "the old integer without Attach Files"
        );
    }
}
