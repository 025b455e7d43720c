//! Unit tests of src/bot/invite.rs.

use poise::serenity_prelude::Permissions;
use seireigi::bot::{invite_url, permissions};

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
