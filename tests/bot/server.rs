//! End-to-end tests of /server, a server's settings (docs/bot.md, Server admins), against the fake
//! Discord: only members with Manage Server change them (the permission Discord computed
//! for the interaction is checked, not only the command's default), a server can keep
//! challenges to channels, with a one-line refusal elsewhere that says where to play, and
//! its default game and time apply to challenges that name none. Run with
//! `cargo test --release --test bot -- server::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{button_id, flags, Harness, Variant};
use fake_discord::{Recorded, ALICE_ID, BOB_ID, CHANNEL_ID};
use seireigi::service::{ChallengeId, GuildSettings, TimePerMove};
use serde_json::{json, Value};
use std::time::Duration;

const GUILD_ID: u64 = fake_discord::FakeDiscord::GUILD_ID;
/// A second text channel of the test guild, where challenges get refused.
const LOBBY_ID: u64 = 1_180_000_000_000_000_210;
/// A member the server's owner gave Manage Server.
const ADMIN_ID: u64 = 1_180_000_000_000_001_050;

/// `/server <sub> options` by `user` in `channel`, as Discord sends a subcommand.
async fn server(h: &Harness, user: u64, channel: u64, sub: &str, options: Value) -> (Value, usize) {
    let options = json!([{"name": sub, "type": 1, "options": options}]);
    h.command(user, channel, "server", options).await
}

/// A refusal: answered at once, privately, in one line; its text.
async fn refused(h: &Harness, i: &Value, since: usize, what: &str) -> String {
    let cb = h.callback(since, i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(4), true),
        "{what} is refused at once and privately: {}",
        h.dump(since).await
    );
    let text = cb.content().unwrap_or_default().to_string();
    assert!(!text.contains('\n'), "{what}: one line: {text}");
    text
}

/// A change or a look: acknowledged privately, then answered privately; the answer's text.
async fn answered(h: &Harness, i: &Value, since: usize, what: &str) -> String {
    let cb = h.callback(since, i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(5), true),
        "{what} is acknowledged privately: {}",
        h.dump(since).await
    );
    let follow: Recorded = h.followup(since, i).await;
    assert!(
        flags(&h.stored(&follow)) & 64 != 0,
        "{what}: the answer is private"
    );
    follow.content().unwrap_or_default().to_string()
}

/// The value Discord sends for the choice of `/server defaults`' `option` whose name starts
/// with `name`, read from the registered command.
fn defaults_choice(h: &Harness, option: &str, name: &str) -> Value {
    let mut v = h.choice("server defaults", option, name);
    v["name"] = json!(option);
    v
}

fn channel_option(channel: u64) -> Value {
    json!({"name": "channel", "type": 7, "value": channel.to_string()})
}

async fn settings(h: &Harness) -> GuildSettings {
    h.service()
        .await
        .guild_settings(GUILD_ID)
        .await
        .expect("guild settings")
}

/// The challenge a card is for (its Accept button carries the id).
fn challenge_of(card: &Value) -> ChallengeId {
    let id = button_id(card, "sg:acc:");
    ChallengeId(
        id.trim_start_matches("sg:acc:")
            .split(':')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("challenge id in {id}")),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_settings_keep_challenges_to_a_channel() {
    let h = Harness::start("server").await;
    h.fake.add_text_channel(LOBBY_ID, "lobby");
    h.fake.add_user(ADMIN_ID, "admin");
    h.fake.grant_manage_server(ADMIN_ID);

    // Registered for Manage Server (bit 5) by default, with its subcommands.
    let cmds = h.fake.registered_commands();
    let cmd = cmds
        .iter()
        .find(|c| c["name"] == json!("server"))
        .expect("/server registered");
    assert_eq!(cmd["default_member_permissions"], json!("32"), "{cmd:#}");
    let subs: Vec<&str> = cmd["options"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    for sub in [
        "show",
        "add-channel",
        "remove-channel",
        "all-channels",
        "defaults",
    ] {
        assert!(subs.contains(&sub), "/server {sub}: {subs:?}");
    }

    // A member without Manage Server (an admin may have opened the command to everyone) is
    // refused, and nothing changes.
    for (sub, options) in [
        ("add-channel", json!([channel_option(LOBBY_ID)])),
        ("show", json!([])),
        ("all-channels", json!([])),
    ] {
        let (i, since) = server(&h, ALICE_ID, CHANNEL_ID, sub, options).await;
        let why = refused(&h, &i, since, &format!("/server {sub} by a member")).await;
        assert!(why.contains("Manage Server"), "{why}");
    }
    assert_eq!(settings(&h).await.allowed_channels, Vec::<u64>::new());

    // Before any setting, challenges work anywhere (here in the lobby). The harness waits for
    // both of the challenge's follow-ups (the card, then the challenger's private Cancel).
    h.challenge_in(
        LOBBY_ID,
        ALICE_ID,
        BOB_ID,
        Variant::builtin("shogi"),
        None,
        None,
    )
    .await;

    // The admin keeps challenges to the game channel.
    let (i, since) = server(
        &h,
        ADMIN_ID,
        CHANNEL_ID,
        "add-channel",
        json!([channel_option(CHANNEL_ID)]),
    )
    .await;
    let text = answered(&h, &i, since, "/server add-channel").await;
    assert!(text.contains(&format!("only in <#{CHANNEL_ID}>")), "{text}");
    assert_eq!(settings(&h).await.allowed_channels, vec![CHANNEL_ID]);

    // A challenge elsewhere is refused with where to play, and nothing is posted.
    let (i, since) = h
        .command(
            ALICE_ID,
            LOBBY_ID,
            "challenge",
            json!({"opponent": {"type": 6, "value": BOB_ID}}),
        )
        .await;
    let why = refused(&h, &i, since, "a challenge in the lobby").await;
    assert!(
        why.contains(&format!("<#{CHANNEL_ID}>")) && why.contains("/challenge"),
        "{why}"
    );
    h.assert_no_req(since, Duration::from_millis(300), "a challenge card", |r| {
        r.is_for(&i) && r.is("POST", "/webhooks/*/*")
    })
    .await;

    // In the game channel it works, and the game starts there.
    let card = h
        .challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
        .await;
    let game = h.accept(&card, BOB_ID).await;
    h.play(ALICE_ID, game, "7g7f").await;

    // Removing a channel that is not listed is refused; nothing changes.
    let (i, since) = server(
        &h,
        ADMIN_ID,
        CHANNEL_ID,
        "remove-channel",
        json!([channel_option(LOBBY_ID)]),
    )
    .await;
    let why = refused(&h, &i, since, "removing an unlisted channel").await;
    assert!(why.contains(&format!("<#{LOBBY_ID}>")), "{why}");
    assert_eq!(settings(&h).await.allowed_channels, vec![CHANNEL_ID]);

    // All channels again.
    let (i, since) = server(&h, ADMIN_ID, CHANNEL_ID, "all-channels", json!([])).await;
    let text = answered(&h, &i, since, "/server all-channels").await;
    assert!(text.contains("in any channel"), "{text}");
    assert_eq!(settings(&h).await.allowed_channels, Vec::<u64>::new());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_defaults_apply_where_the_player_chose_nothing() {
    let h = Harness::start("server-defaults").await;
    h.fake.add_user(ADMIN_ID, "admin");
    h.fake.grant_manage_server(ADMIN_ID);

    // Nothing to set is refused.
    let (i, since) = server(&h, ADMIN_ID, CHANNEL_ID, "defaults", json!([])).await;
    refused(&h, &i, since, "/server defaults with nothing").await;

    let game = defaults_choice(&h, "game", Variant::builtin("dai-seireigi").game().name);
    let time = defaults_choice(&h, "time", "7 days");
    let (i, since) = server(&h, ADMIN_ID, CHANNEL_ID, "defaults", json!([game, time])).await;
    let text = answered(&h, &i, since, "/server defaults").await;
    assert!(
        text.contains("Dai Seireigi (this server's default)")
            && text.contains("7 days per move (this server's default)"),
        "{text}"
    );
    let s = settings(&h).await;
    assert_eq!(s.default_variant.as_deref(), Some("dai-seireigi"));
    assert_eq!(s.default_time, Some(TimePerMove::Days(7)));

    // A challenge that names neither gets the server's game and time.
    let challenge = |opts: Value| {
        let h = &h;
        async move {
            let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
            assert_eq!(h.callback(since, &i).await.callback_type(), Some(5));
            let card = h.stored(&h.followup(since, &i).await);
            h.service()
                .await
                .challenge_info(challenge_of(&card))
                .await
                .expect("challenge stored")
        }
    };
    let ch = challenge(json!({"opponent": {"type": 6, "value": BOB_ID}})).await;
    assert_eq!(ch.variant.id(), "dai-seireigi");
    assert_eq!(ch.days_per_move, Some(7));
    // What the player chose wins.
    let ch = challenge(json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.game_choice("challenge", Variant::builtin("shogi")),
        "time": h.choice("challenge", "time", "unlimited"),
    }))
    .await;
    assert_eq!((ch.variant.id(), ch.days_per_move), ("shogi", None));

    // Reset: the bot's defaults again.
    let (i, since) = server(
        &h,
        ADMIN_ID,
        CHANNEL_ID,
        "defaults",
        json!([{"name": "reset", "type": 5, "value": true}]),
    )
    .await;
    let text = answered(&h, &i, since, "/server defaults reset").await;
    assert!(text.contains("(the bot's default)"), "{text}");
    let s = settings(&h).await;
    assert_eq!((s.default_variant, s.default_time), (None, None));
    let ch = challenge(json!({"opponent": {"type": 6, "value": BOB_ID}})).await;
    assert_eq!(ch.days_per_move, Some(3));
    assert_eq!(ch.variant, seireigi::rules::Variant::default_game());
}
