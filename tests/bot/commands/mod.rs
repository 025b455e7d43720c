//! End-to-end tests of the bot's commands against the fake Discord, through the harness
//! (crates/test-support/), one file per group of commands. Each test checks what the fake
//! recorded: interaction answers (type, ephemeral flag), contents, attachments (decoded PNGs,
//! file texts), mentions and buttons. Run with `cargo test --release --test bot -- commands::`.
//! The helpers here send a command and check how it is answered.

mod autocomplete;
mod challenges;
mod comfort;
mod delivery;
mod looking;
mod offers;
mod vacation;

use seireigi_test_support::fake_discord;

use seireigi::rules::History;
use seireigi::service::GameId;
use seireigi_test_support::bot_harness::{flags, Game, Harness};
use seireigi_test_support::fake_discord::Recorded;
use serde_json::Value;

/// A command answered at once (no defer): the interaction callback, which must be type 4.
pub(super) async fn reply(
    h: &Harness,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
) -> Recorded {
    let (i, since) = h.command(user, channel, name, options.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        cb.callback_type(),
        Some(4),
        "/{name} {options} is answered at once: {}",
        h.dump(since).await
    );
    cb
}

/// A command answered at once and privately; returns the text.
pub(super) async fn private_reply(
    h: &Harness,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
) -> String {
    let cb = reply(h, user, channel, name, options.clone()).await;
    assert!(cb.ephemeral(), "/{name} {options} answers privately");
    cb.content().unwrap_or_default().to_string()
}

/// A command that writes, so acknowledges privately first, then answers privately; the text.
pub(super) async fn private_after_defer(
    h: &Harness,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
) -> String {
    let (_, stored) = deferred(h, user, channel, name, options, true).await;
    fake_discord::message_text(&stored)
}

/// A command that defers (publicly or privately as `ephemeral` says) then answers with a
/// follow-up; returns the follow-up request and the message as Discord stores it.
pub(super) async fn deferred(
    h: &Harness,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
    ephemeral: bool,
) -> (Recorded, Value) {
    let (i, since) = h.command(user, channel, name, options.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(5), ephemeral),
        "/{name} {options} is deferred (ephemeral: {ephemeral}): {}",
        h.dump(since).await
    );
    let follow = h.followup(since, &i).await;
    let stored = h.stored(&follow);
    assert_eq!(
        flags(&stored) & 64 != 0,
        ephemeral,
        "/{name} {options}: the answer's ephemeral flag: {stored:#}"
    );
    (follow, stored)
}

/// The one file of a follow-up, as text.
pub(super) fn file_text(r: &Recorded) -> (String, String) {
    assert_eq!(r.files.len(), 1, "one attached file: {:?}", r.content());
    let f = &r.files[0];
    (
        f.filename.clone(),
        String::from_utf8(f.data.clone()).expect("a text file"),
    )
}

/// A user's name as the bot shows it (global name, else user name).
pub(super) fn display_name(h: &Harness, user: u64) -> String {
    let u = h.fake.user(user);
    u["global_name"]
        .as_str()
        .or(u["username"].as_str())
        .unwrap()
        .to_string()
}

/// The game's history as the bot stored it.
pub(super) async fn history(h: &Harness, game: Game) -> History {
    h.service()
        .await
        .game_history(GameId(game.id))
        .await
        .expect("game stored")
        .1
}

/// The message posts (successful or refused) to `channel` from request `since` on.
pub(super) fn posts_to(reqs: &[Recorded], since: usize, channel: u64) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages");
    reqs.iter()
        .skip(since)
        .filter(|r| r.method == "POST" && r.path == path)
        .cloned()
        .collect()
}
