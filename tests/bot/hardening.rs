//! End-to-end tests of issue 11 against the fake Discord, which enforces Discord's length
//! limits (2 000 characters of content, the embed limits) as Discord does: replies to long
//! input fit, user input is echoed only as an excerpt, games looked at by number are visible to
//! their players anywhere and to their guild, not to other guilds, and per-user limits reach
//! the user as one line. Run with `cargo test --release --test bot -- hardening::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;
use seireigi_test_support::process::Serve;

use bot_harness::{Game, Harness, Variant};
use fake_discord::{Recorded, ALICE_ID, BOB_ID, CHANNEL_ID, GUILD_ID, OWNER_ID};
use seireigi::service::{ColorChoice, GameId, NewChallenge, UserId};
use serde_json::{json, Value};

/// A guild other than the fake's, where a game can be recorded as played.
const OTHER_GUILD: u64 = GUILD_ID + 77;

/// The answer to a command that may be answered at once (type 4) or after a defer (type 5,
/// then a follow-up): the text the user sees, and whether it is private.
async fn answer(
    h: &Harness,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
) -> (String, bool) {
    let (i, since) = h.command(user, channel, name, options.clone()).await;
    let cb = h.callback(since, &i).await;
    match cb.callback_type() {
        Some(4) => (cb.content().unwrap_or_default().to_string(), cb.ephemeral()),
        Some(5) => {
            let follow = h.followup(since, &i).await;
            let stored = h.stored(&follow);
            (
                fake_discord::message_text(&stored),
                bot_harness::flags(&stored) & 64 != 0,
            )
        }
        other => panic!(
            "/{name} {options}: answered with type {other:?}: {}",
            h.dump(since).await
        ),
    }
}

fn assert_one_short_line(text: &str, max: usize) {
    assert!(
        text.chars().count() <= max && !text.contains('\n'),
        "{} characters: {}",
        text.chars().count(),
        text.chars().take(300).collect::<String>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replies_to_long_input_fit_discords_limits() {
    let h = Harness::start("long-input").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;

    // A move padded with 3 000 spaces is played, and its answer is short.
    let padded = format!("2g2f{}", " ".repeat(3000));
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({ "move": padded }))
        .await;
    h.post_in(since, game.thread, "the padded move's post")
        .await;
    let follow = h.followup(since, &i).await;
    let text = follow.content().unwrap_or_default().to_string();
    assert!(text.starts_with("Played P-2f (2g2f) in game #"), "{text:?}");

    // An unreadable 3 000-character move is refused with an excerpt of it.
    let junk = "x".repeat(3000);
    let why = h.refused_move(BOB_ID, game, &junk).await;
    assert!(why.contains("Cannot read \"xxx"), "{why}");
    assert_one_short_line(&why, 200);

    // A challenge from a 6 000-character SFEN (a hand that cannot be read): refused in one
    // short line, which names what is wrong.
    let sfen = format!("4k4/9/9/9/9/9/9/9/4K4 b {} 1", "Q".repeat(6000));
    let (why, private) = answer(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "challenge",
        json!({
            "opponent": {"type": 6, "value": BOB_ID},
            "game": h.choice("challenge", "game", "Shogi"),
            "position": sfen,
        }),
    )
    .await;
    assert!(private, "a refusal is private");
    assert!(why.contains("Bad start position"), "{why}");
    assert_one_short_line(&why, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_lists_twenty_five_games_within_one_message() {
    let h = Harness::start("many-games").await;
    let service = h.service().await;
    for _ in 0..25 {
        let (ch, _) = service
            .challenge(NewChallenge {
                challenger: UserId(ALICE_ID),
                opponent: Some(UserId(BOB_ID)),
                variant: "chu-seireigi".into(),
                days_per_move: Some(3),
                color: ColorChoice::Black,
                position: None,
            })
            .await
            .unwrap();
        let (info, _) = service.accept(ch.id, UserId(BOB_ID)).await.unwrap();
        service
            .set_game_thread(
                info.id,
                Some(GUILD_ID),
                CHANNEL_ID,
                Some(CHANNEL_ID + 1_000 + info.id.0 as u64),
                None,
            )
            .await
            .unwrap();
    }
    let (text, private) = answer(&h, ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    assert!(private);
    assert!(text.chars().count() <= 2000, "{}", text.chars().count());
    assert!(text.starts_with("Game #"), "{text}");
    assert!(
        text.contains("not shown"),
        "says that some are left out: {text}"
    );
}

/// /board, /moves, /history and /export of `game` by number, from `user` in `channel`: the
/// texts of the answers.
async fn look_by_number(h: &Harness, user: u64, channel: u64, game: Game) -> Vec<String> {
    let n = game.id.to_string();
    let mut texts = Vec::new();
    for (name, options) in [
        ("board", json!({ "game": n })),
        ("moves", json!({ "game": n, "square": "2g" })),
        ("history", json!({ "game": n })),
        ("export", json!({ "game": n })),
    ] {
        texts.push(answer(h, user, channel, name, options).await.0);
    }
    texts
}

/// Records `game` as played in [`OTHER_GUILD`], its thread kept.
async fn played_in_another_guild(h: &Harness, game: Game) {
    let info = h.game_info(game).await;
    h.service()
        .await
        .set_game_thread(
            GameId(game.id),
            Some(OTHER_GUILD),
            CHANNEL_ID,
            info.thread_id,
            None,
        )
        .await
        .unwrap();
}

fn refused(texts: &[String]) -> bool {
    texts
        .iter()
        .all(|t| t.contains("not played in this server"))
}

fn shown(texts: &[String]) -> bool {
    texts.iter().all(|t| {
        !t.contains("not played in this server")
            && (t.contains("Game #") || t.contains("legal move"))
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_by_number_is_seen_by_its_players_and_its_guild_only() {
    let h = Harness::start("visibility").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    // A member of the guild where it is played (not a player) sees it.
    let texts = look_by_number(&h, OWNER_ID, CHANNEL_ID, game).await;
    assert!(shown(&texts), "{texts:#?}");

    // The same game recorded as played in another guild: refused to that member here...
    played_in_another_guild(&h, game).await;
    let texts = look_by_number(&h, OWNER_ID, CHANNEL_ID, game).await;
    assert!(refused(&texts), "{texts:#?}");
    for t in &texts {
        assert_one_short_line(t, 200);
    }
    // ... from a DM too ...
    let dm = h.fake.dm_channel(OWNER_ID);
    let texts = look_by_number(&h, OWNER_ID, dm, game).await;
    assert!(refused(&texts), "{texts:#?}");
    // ... but its players see it from anywhere.
    let texts = look_by_number(&h, ALICE_ID, CHANNEL_ID, game).await;
    assert!(shown(&texts), "{texts:#?}");
    let texts = look_by_number(&h, BOB_ID, h.fake.dm_channel(BOB_ID), game).await;
    assert!(shown(&texts), "{texts:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_reach_the_user_in_one_line() {
    let h = Harness::start("limits").await;
    // Ten open challenges (the default limit), then the eleventh is refused privately.
    for _ in 0..10 {
        h.challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
            .await;
    }
    let (i, since) = h
        .command(
            ALICE_ID,
            CHANNEL_ID,
            "challenge",
            json!({
                "opponent": {"type": 6, "value": BOB_ID},
                "game": h.choice("challenge", "game", "Shogi"),
            }),
        )
        .await;
    let cb: Recorded = h.callback(since, &i).await;
    assert_eq!(
        cb.callback_type(),
        Some(4),
        "refused at once: {}",
        h.dump(since).await
    );
    assert!(cb.ephemeral(), "privately");
    let why = cb.content().unwrap_or_default();
    assert!(
        why.contains("10 open challenges") && why.contains("expires in 7 days"),
        "{why}"
    );
    assert_one_short_line(why, 300);

    // The vacation budget: shown by /settings, and a vacation beyond it refused.
    let (text, _) = answer(&h, BOB_ID, CHANNEL_ID, "settings", json!({})).await;
    assert!(text.contains("30 of 30 vacation days left"), "{text}");
    let (text, _) = answer(&h, BOB_ID, CHANNEL_ID, "settings", json!({"vacation": 20})).await;
    assert!(text.contains("10 of 30 vacation days left"), "{text}");
    // Five days into it, a longer one would replace it: the five days taken count.
    h.clock.advance_days(5.0);
    let (why, private) = answer(&h, BOB_ID, CHANNEL_ID, "settings", json!({"vacation": 31})).await;
    assert!(private);
    assert!(
        why.contains("limited to 30 days per 365 days") && why.contains("25 days left"),
        "{why}"
    );
    assert_one_short_line(&why, 300);
}

/// The games of `/games user:` as `user` sees them from `channel`.
async fn games_of_alice(h: &Harness, user: u64, channel: u64) -> String {
    let options = json!({ "user": {"type": 6, "value": ALICE_ID} });
    let (text, private) = answer(h, user, channel, "games", options).await;
    assert!(private, "/games answers privately");
    text
}

/// `/games user:` lists only the games played in the server where it is asked (none from a
/// DM), while the player still sees all of their own (issue 30, item 8).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_of_another_user_are_only_those_of_this_server() {
    let h = Harness::start("games-of-others").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    let label = format!("Game {}", GameId(game.id));
    let text = games_of_alice(&h, OWNER_ID, CHANNEL_ID).await;
    assert!(
        text.contains(&label),
        "a game of this server is listed: {text}"
    );

    played_in_another_guild(&h, game).await;
    let text = games_of_alice(&h, OWNER_ID, CHANNEL_ID).await;
    assert!(
        !text.contains(&label),
        "another server's game is not: {text}"
    );
    assert!(text.contains("no game in progress here"), "{text}");
    let dm = h.fake.dm_channel(OWNER_ID);
    let text = games_of_alice(&h, OWNER_ID, dm).await;
    assert!(!text.contains(&label), "nor from a DM: {text}");
    let (own, _) = answer(&h, ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    assert!(own.contains(&label), "the player sees her own game: {own}");
}

/// Issue 30: the longest names there are (a game's name of 40 characters, the most a game
/// file may give, and display names of 32, the most Discord allows) in every text the bot
/// builds from them, and Discord refuses none of it: the challenge card, the game's thread
/// (its name cut before the game's number, which stays whole), the board post, My view,
/// /games and /rules. The real binary, with the game loaded from SEIREIGI_GAMES_DIR; every
/// other text is built in src/bot/limits.rs (tests/rules/discord_texts.rs).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_game_and_player_names_fit_discords_limits() {
    const SHOGI: &str = include_str!("../../assets/games/shogi.toml");
    const NAME: &str = "A Shogi Game With A Forty Character Name";
    let h = Harness::without_bot("long-names", fake_discord::Config::default()).await;
    h.fake
        .add_user(ALICE_ID, "alice_with_a_long_name_of_32_chr");
    h.fake.add_user(BOB_ID, "bob_with_the_longest_name_of_32c");
    let games = h.dir().join("games");
    std::fs::create_dir_all(&games).expect("games dir");
    let text = SHOGI
        .replacen("id = \"shogi\"", "id = \"long-named\"", 1)
        .replacen("name = \"Shogi\"", &format!("name = \"{NAME}\""), 1)
        .replacen("standard_shogi = true", "standard_shogi = false", 1);
    assert!(text.contains(NAME), "shogi.toml changed");
    std::fs::write(games.join("long-named.toml"), text).expect("game file");
    let log = h.dir().join("serve.log");
    let bot = Serve::start(
        env!("CARGO_BIN_EXE_seireigi"),
        &h.fake,
        &h.db,
        &log,
        "warn",
        &[("SEIREIGI_GAMES_DIR", games.to_string_lossy().into_owned())],
    )
    .await;

    let options = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.choice("challenge", "game", NAME),
        "color": h.choice("challenge", "color", "black"),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", options).await;
    let card = h.followup(since, &i).await;
    assert!(card.text().contains(NAME), "{}", card.text());
    let game = h.accept(&h.stored(&card), BOB_ID).await;
    let thread = h.fake.channel(game.thread).expect("the thread");
    let name = thread["name"].as_str().unwrap_or_default();
    assert!(
        name.chars().count() <= 100
            && name.starts_with(&format!("{NAME}: Alice_with"))
            && name.ends_with(&format!("(game {})", game.id)),
        "{name}"
    );
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let post = h.stored(&played.post);
    let (i, since) = h
        .press(BOB_ID, &post, &bot_harness::button_id(&post, "sg:view:"))
        .await;
    h.followup(since, &i).await;
    for (name, channel, options) in [
        ("board", game.thread, json!({})),
        ("games", CHANNEL_ID, json!({})),
        (
            "rules",
            CHANNEL_ID,
            json!({"game": h.choice("rules", "game", NAME)}),
        ),
    ] {
        let (text, _) = answer(&h, BOB_ID, channel, name, options).await;
        assert!(!text.contains("went wrong"), "/{name}: {text}");
    }
    let refused: Vec<String> = h
        .fake
        .requests()
        .await
        .iter()
        .filter(|r| !r.ok())
        .map(|r| format!("{} {} {}: {:?}", r.status, r.method, r.path, r.response))
        .collect();
    assert!(
        refused.is_empty(),
        "Discord refused:\n{}",
        refused.join("\n")
    );
    bot.kill();
}
