//! End-to-end tests of the bot's remaining behaviour, against the fake Discord
//! (tests/fake_discord/) through the harness of tests/bot_harness/: the informational commands
//! (/help, /rules, /piece, /games, /board, /moves, /history, /export), /move autocomplete, DM
//! notifications and their fallback, archived threads, missing permissions, vacation, challenge
//! expiry, open challenges, takeback and impasse offers. Each test checks what the fake recorded:
//! interaction answers (type, ephemeral flag), contents, attachments (decoded PNGs, file texts),
//! mentions and buttons. Run with `cargo test --release --test bot -- commands::`.

use crate::bot_harness;
use crate::fake_discord;

use bot_harness::{allowed_users, button_id, check_png, flags, Game, Harness, Variant, DAY_MS, T};
use fake_discord::{Failure, Recorded, ALICE_ID, BOB_ID, CHANNEL_ID, OWNER_ID};
use seireigi::render::{board_diagram, to_png, BoardOptions};
use seireigi::rules::notation::{parse_move, to_canonical, to_japanese, to_western, MoveError};
use seireigi::rules::record::GameRecord;
use seireigi::rules::{History, Move, Position, Square};
use seireigi::service::{ChallengeId, Clock, ExportFormat, GameId};
use seireigi::store::ChallengeStatus;
use serde_json::{json, Value};
use std::time::Duration;

// ---- helpers ----

/// A command answered at once (no defer): the interaction callback, which must be type 4.
async fn reply(h: &Harness, user: u64, channel: u64, name: &str, options: Value) -> Recorded {
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
async fn private_reply(h: &Harness, user: u64, channel: u64, name: &str, options: Value) -> String {
    let cb = reply(h, user, channel, name, options.clone()).await;
    assert!(cb.ephemeral(), "/{name} {options} answers privately");
    cb.content().unwrap_or_default().to_string()
}

/// A command that writes, so acknowledges privately first, then answers privately; the text.
async fn private_after_defer(
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
async fn deferred(
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
fn file_text(r: &Recorded) -> (String, String) {
    assert_eq!(r.files.len(), 1, "one attached file: {:?}", r.content());
    let f = &r.files[0];
    (
        f.filename.clone(),
        String::from_utf8(f.data.clone()).expect("a text file"),
    )
}

/// A user's name as the bot shows it (global name, else user name).
fn display_name(h: &Harness, user: u64) -> String {
    let u = h.fake.user(user);
    u["global_name"]
        .as_str()
        .or(u["username"].as_str())
        .unwrap()
        .to_string()
}

/// The game's history as the bot stored it.
async fn history(h: &Harness, game: Game) -> History {
    h.service()
        .await
        .game_history(GameId(game.id))
        .await
        .expect("game stored")
        .1
}

/// The message posts (successful or refused) to `channel` from request `since` on.
fn posts_to(reqs: &[Recorded], since: usize, channel: u64) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages");
    reqs.iter()
        .skip(since)
        .filter(|r| r.method == "POST" && r.path == path)
        .cloned()
        .collect()
}

// ---- 1. informational commands ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_rules_and_piece() {
    let h = Harness::start("info").await;

    // /help: private, with examples.
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "help", json!({})).await;
    assert!(text.contains("/challenge"), "{text}");
    assert!(text.contains("/move"), "{text}");

    // /rules for every loaded game: a public post with the start position; a game with a
    // note (the provisional and reconstructed setups) shows it, marked.
    for variant in Variant::all() {
        let game = h.game_choice("rules", variant);
        let (follow, _) = deferred(
            &h,
            ALICE_ID,
            CHANNEL_ID,
            "rules",
            json!({ "game": game }),
            false,
        )
        .await;
        let text = follow.content().unwrap_or_default().to_string();
        let g = variant.game();
        assert!(text.contains(g.name), "{variant:?}: {text}");
        // The whole post as sent, summary, sources and note together: Discord refuses a
        // message over 2 000 characters.
        let length = text.chars().count();
        assert!(length <= 2000, "{variant:?}: /rules is {length} characters");
        assert!(text.contains(&format!("{}x{}", g.size, g.size)), "{text}");
        assert_eq!(follow.files.len(), 1, "{variant:?}: the start position");
        check_png(&follow.files[0]);
        let expected = to_png(
            &board_diagram(
                &Position::start(variant),
                &BoardOptions {
                    header: g.name.to_string(),
                    ..BoardOptions::default()
                },
            ),
            1000,
        )
        .unwrap();
        assert!(
            follow.files[0].data == expected,
            "{variant:?}: the image is the start position"
        );
        match g.setup_note {
            Some(note) => assert!(
                text.contains('⚠') && text.contains(note),
                "{variant:?}: the note is shown: {text}"
            ),
            None => assert!(!text.contains('⚠'), "no setup note: {text}"),
        }
        match variant.id() {
            "uchi-chu-shogi" => assert!(text.contains("provisional"), "{text}"),
            "dai-seireigi" => assert!(text.contains("reconstructed"), "{text}"),
            _ => {}
        }
    }

    // /piece Lion Hawk in Chu Seireigi: a diagram and its text.
    let chu = h.choice("piece", "game", "Chu Seireigi");
    let (follow, _) = deferred(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "piece",
        json!({"name": "Lion Hawk", "game": chu}),
        false,
    )
    .await;
    let text = follow.content().unwrap_or_default();
    assert!(
        text.contains("Lion Hawk") && text.contains("Chu Seireigi"),
        "{text}"
    );
    assert_eq!(follow.files.len(), 1);
    check_png(&follow.files[0]);

    // An unknown piece: one private line that names it.
    let why = private_reply(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "piece",
        json!({"name": "Flying Spaghetti", "game": chu}),
    )
    .await;
    assert!(why.contains("Flying Spaghetti"), "{why}");
    assert!(!why.contains('\n'), "one line: {why}");
    // A piece of another game.
    let shogi = h.choice("piece", "game", "Shogi");
    let why = private_reply(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "piece",
        json!({"name": "Lion Hawk", "game": shogi}),
    )
    .await;
    assert!(why.contains("Lion Hawk") && !why.contains('\n'), "{why}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_board_and_moves() {
    let h = Harness::start("board").await;
    // Game A: Alice moved, Bob to move. Game B (newer): Alice to move.
    let a = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.play(ALICE_ID, a, "7g7f").await;
    // Pawn on 7g, a Pawn in hand for both, Kings apart.
    let b = h
        .new_game(
            Variant::builtin("shogi"),
            Some("4k4/9/9/9/9/9/2P6/9/4K4 b Pp 1"),
            None,
        )
        .await;

    // /games: Alice's games, the one waiting for her first.
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].starts_with(&format!("Game #{}", b.id)) && lines[0].contains("your move"),
        "the game waiting for Alice first: {text}"
    );
    assert!(lines[0].contains(&format!("<@{BOB_ID}>")), "{text}");
    assert!(lines[0].contains(&format!("<#{}>", b.thread)), "{text}");
    assert!(
        lines[1].starts_with(&format!("Game #{}", a.id)) && !lines[1].contains("your move"),
        "{text}"
    );
    assert!(lines.iter().all(|l| l.contains(":R>")), "time left: {text}");
    // Bob's games, asked by Alice: game A waits for Bob.
    let text = private_reply(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "games",
        json!({"user": {"type": 6, "value": BOB_ID}}),
    )
    .await;
    let first = text.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("Game #{}", a.id))
            && first.contains(&format!("**<@{BOB_ID}> to move**"))
            && !first.contains("your move"),
        "{text}"
    );
    // Someone without games.
    let text = private_reply(&h, OWNER_ID, CHANNEL_ID, "games", json!({})).await;
    assert!(text.contains("no game in progress"), "{text}");

    // /board in game A's thread: public, with the board; Alice's view (Black below) is the
    // unflipped one, Bob's (White) the flipped one.
    let (plain, _) = deferred(&h, ALICE_ID, a.thread, "board", json!({}), false).await;
    let text = plain.content().unwrap_or_default();
    assert!(
        text.contains(&format!("Game #{}", a.id)) && text.contains(&format!("<@{BOB_ID}> to move")),
        "{text}"
    );
    assert_eq!(plain.files.len(), 1);
    check_png(&plain.files[0]);
    let (flipped, _) = deferred(
        &h,
        ALICE_ID,
        a.thread,
        "board",
        json!({"flip": true}),
        false,
    )
    .await;
    check_png(&flipped.files[0]);
    assert!(
        flipped.files[0].data != plain.files[0].data,
        "flip: true draws another board"
    );
    let (unflipped, _) = deferred(
        &h,
        ALICE_ID,
        a.thread,
        "board",
        json!({"flip": false}),
        false,
    )
    .await;
    assert!(unflipped.files[0].data == plain.files[0].data);
    let (bobs, _) = deferred(&h, BOB_ID, a.thread, "board", json!({}), false).await;
    assert!(
        bobs.files[0].data == flipped.files[0].data,
        "White sees the board flipped by default"
    );
    // From the channel, with the game number.
    let (named, _) = deferred(
        &h,
        OWNER_ID,
        CHANNEL_ID,
        "board",
        json!({"game": a.id.to_string()}),
        false,
    )
    .await;
    assert!(named
        .content()
        .unwrap_or_default()
        .contains(&format!("Game #{}", a.id)));

    // /moves 7g in game B: a private list and a board with the moves drawn.
    let pos = history(&h, b).await.position().clone();
    let sq7g = Square::parse("7g").unwrap();
    let expected: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(sq7g))
        .map(|m| to_western(&pos, m))
        .collect();
    assert_eq!(expected, vec!["P-7f".to_string()]);
    let (board_b, _) = deferred(&h, ALICE_ID, b.thread, "board", json!({}), false).await;
    let (moves, _) = deferred(
        &h,
        ALICE_ID,
        b.thread,
        "moves",
        json!({"square": "7g"}),
        true,
    )
    .await;
    let text = moves.content().unwrap_or_default();
    assert!(
        text.contains("1 legal move") && text.contains("P-7f"),
        "{text}"
    );
    assert_eq!(moves.files.len(), 1);
    check_png(&moves.files[0]);
    assert!(
        moves.files[0].data != board_b.files[0].data,
        "the moves of 7g are drawn on the board"
    );

    // An empty square, and something that is not a square: refused privately.
    let why = private_reply(&h, ALICE_ID, b.thread, "moves", json!({"square": "5e"})).await;
    assert!(why.contains("no piece on 5e"), "{why}");
    let why = private_reply(&h, ALICE_ID, b.thread, "moves", json!({"square": "zz"})).await;
    assert!(why.contains("zz") && !why.contains('\n'), "{why}");

    // P*: the Pawn drops (not on file 7, where Black has a Pawn; not on rank a).
    let drops: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Drop { .. }))
        .collect();
    assert!(!drops.is_empty());
    let (moves, _) = deferred(
        &h,
        ALICE_ID,
        b.thread,
        "moves",
        json!({"square": "P*"}),
        true,
    )
    .await;
    let text = moves.content().unwrap_or_default();
    assert!(
        text.starts_with(&format!(
            "Your Pawn in hand has {} legal moves:",
            drops.len()
        )),
        "{} drops: {text}",
        drops.len()
    );
    for m in &drops {
        assert!(text.contains(&to_western(&pos, *m)), "{m:?} listed: {text}");
    }
    assert!(!text.contains("P*7"), "no second Pawn on file 7: {text}");
    check_png(&moves.files[0]);
    assert!(
        moves.files[0].data != board_b.files[0].data,
        "the drop squares of P* are drawn on the board (bot.md: 'listed and drawn on the board')"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_in_japanese_and_exports() {
    let h = Harness::start("export").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    for (user, mv) in [
        (ALICE_ID, "7g7f"),
        (BOB_ID, "3c3d"),
        (ALICE_ID, "8h2b+"),
        (BOB_ID, "3a2b"),
    ] {
        h.play(user, game, mv).await;
    }
    let hist = history(&h, game).await;
    assert_eq!(hist.moves().len(), 4);

    // Western by default.
    let text = private_reply(&h, OWNER_ID, game.thread, "history", json!({})).await;
    assert!(
        text.contains("1. P-7f") && text.contains("3. Bx2b+"),
        "western notation by default: {text}"
    );

    // Alice switches to Japanese notation.
    let japanese = h.choice("settings", "notation", "Japanese");
    let text = private_after_defer(
        &h,
        ALICE_ID,
        CHANNEL_ID,
        "settings",
        json!({ "notation": japanese }),
    )
    .await;
    assert!(text.contains("Japanese"), "{text}");
    let text = private_reply(&h, ALICE_ID, game.thread, "history", json!({})).await;
    let mut pos = hist.start().clone();
    let mut prev = None;
    for (n, &mv) in hist.moves().iter().enumerate() {
        let jp = to_japanese(&pos, mv, prev);
        assert!(
            text.contains(&format!("{}. {jp}", n + 1)),
            "move {} as {jp}: {text}",
            n + 1
        );
        pos.play(mv);
        prev = Some(mv);
    }
    assert!(text.contains("７六歩"), "{text}");
    assert!(!text.contains("P-7f"), "{text}");

    // /export in each format: a private answer with the file.
    let svc = h.service().await;
    let names = [display_name(&h, ALICE_ID), display_name(&h, BOB_ID)];
    let names = [names[0].as_str(), names[1].as_str()];
    for (choice, format, ext) in [
        ("KIF", ExportFormat::Kif, ".kif"),
        ("USI", ExportFormat::Usi, ".usi.txt"),
        ("SFEN", ExportFormat::Sfen, ".sfen.txt"),
        ("Seireigi game record", ExportFormat::Record, ".json"),
    ] {
        let f = h.choice("export", "format", choice);
        let (follow, _) = deferred(
            &h,
            OWNER_ID,
            game.thread,
            "export",
            json!({ "format": f }),
            true,
        )
        .await;
        let (name, content) = file_text(&follow);
        assert!(name.ends_with(ext), "{choice}: {name}");
        let expected = svc.export(GameId(game.id), format, names).await.unwrap();
        assert_eq!(content, expected, "{choice}");
        match format {
            ExportFormat::Kif => assert!(content.contains("７六歩"), "{content}"),
            ExportFormat::Usi => assert_eq!(content, "startpos moves 7g7f 3c3d 8h2b+ 3a2b"),
            ExportFormat::Sfen => assert_eq!(content, hist.position().to_sfen()),
            ExportFormat::Record => {
                let back = GameRecord::from_json(&content)
                    .unwrap()
                    .to_history()
                    .unwrap();
                assert_eq!(back.moves(), hist.moves());
                assert_eq!(back.position().to_sfen(), hist.position().to_sfen());
            }
        }
    }
    // The default format is KIF.
    let (follow, _) = deferred(&h, OWNER_ID, game.thread, "export", json!({}), true).await;
    assert!(file_text(&follow).0.ends_with(".kif"));
}

// ---- 2. autocomplete ----

/// Move text as autocomplete compares it: lowercase, without spaces, dashes and `x`.
fn squeeze(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | 'x'))
        .collect()
}

/// Sends an autocomplete request for /move while `typed` is typed; returns the choices.
async fn move_choices(h: &Harness, user: u64, game: Game, typed: &str) -> Vec<String> {
    let i = h
        .fake
        .autocomplete(user, game.thread, "move", json!({ "move": typed }), "move");
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(8), "{}", h.dump(since).await);
    assert!(cb.ok());
    let choices = cb.body.as_ref().unwrap()["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    choices
        .iter()
        .map(|c| {
            // The name shows the player's notation and the squares the value plays.
            let value = c["value"].as_str().unwrap();
            assert!(
                c["name"]
                    .as_str()
                    .unwrap()
                    .contains(value.trim_end_matches('=')),
                "{c}"
            );
            value.to_string()
        })
        .collect()
}

/// The `game` options of a registered command and of its subcommands.
fn game_options(command: &Value) -> Vec<&Value> {
    let mut found = Vec::new();
    for option in command["options"].as_array().into_iter().flatten() {
        if option["name"] == json!("game") {
            found.push(option);
        }
        found.extend(game_options(option));
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_choice_fits_discord_limits() {
    let h = Harness::start("game-choices").await;
    let games: Vec<Variant> = Variant::all().collect();
    assert!(games.len() <= 25, "the games are offered as a menu");
    let cmds = h.fake.registered_commands();
    // The game menus; other commands' `game` options are game numbers (/move, /board),
    // without choices.
    let menus: Vec<(&Value, &Vec<Value>)> = cmds
        .iter()
        .flat_map(|c| game_options(c).into_iter().map(move |o| (c, o)))
        .filter_map(|(c, o)| Some((c, o["choices"].as_array().filter(|m| !m.is_empty())?)))
        .collect();
    for command in ["challenge", "rules", "piece", "server"] {
        assert!(
            menus.iter().any(|(c, _)| c["name"] == json!(command)),
            "/{command} offers the games: {cmds:#?}"
        );
    }
    for (command, choices) in menus {
        let name = &command["name"];
        // One choice per loaded game, in their order, each within Discord's 100 characters.
        assert_eq!(choices.len(), games.len(), "/{name}: {choices:?}");
        for (choice, variant) in choices.iter().zip(&games) {
            let label = choice["name"].as_str().unwrap_or_default();
            let g = variant.game();
            assert!(
                label.starts_with(&format!("{} ({}x{}", g.name, g.size, g.size)),
                "/{name}: {label:?} is {variant:?}"
            );
            let length = label.chars().count();
            assert!(
                (1..=100).contains(&length),
                "/{name}: {label:?} is {length} characters"
            );
        }
    }
}

/// Discord is told the real bound of `/settings vacation:` (what the service accepts), not
/// the type's 4 294 967 295.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_vacation_option_has_the_service_s_bound() {
    let h = Harness::start("vacation-bound").await;
    let cmds = h.fake.registered_commands();
    let settings = cmds
        .iter()
        .find(|c| c["name"] == json!("settings"))
        .expect("/settings registered");
    let vacation = settings["options"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|o| o["name"] == json!("vacation"))
        .expect("the vacation option");
    // serenity writes the bound as a JSON number with a fraction (60.0).
    assert_eq!(
        vacation["max_value"].as_f64(),
        Some(f64::from(seireigi::service::MAX_VACATION_DAYS)),
        "{vacation}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_legal_moves() {
    let h = Harness::start("autocomplete").await;
    // Silvers on 6d and 4d, a Gold in hand: more than 25 moves, some of them checks.
    let game = h
        .new_game(
            Variant::builtin("shogi"),
            Some("4k4/9/9/3S1S2p/9/9/9/9/4K4 b G 1"),
            None,
        )
        .await;
    let pos = history(&h, game).await.position().clone();
    let legal = pos.legal_moves();
    assert!(legal.len() > 25);
    let resolve = |text: &str| -> Vec<Move> {
        match parse_move(&pos, text) {
            Ok(m) => vec![m],
            Err(MoveError::PromotionChoice { options }) => options.to_vec(),
            Err(e) => panic!("choice {text:?} is not a legal move: {e}"),
        }
    };
    for typed in ["", "G", "g*", "6d", "S6d", "5i", "K"] {
        let choices = move_choices(&h, ALICE_ID, game, typed).await;
        assert!(choices.len() <= 25, "{typed:?}: {}", choices.len());
        let want = squeeze(typed);
        let matching: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| {
                squeeze(&to_western(&pos, m)).contains(&want)
                    || squeeze(&to_canonical(pos.game(), m)).contains(&want)
            })
            .collect();
        assert!(!matching.is_empty(), "{typed:?} matches something");
        assert_eq!(
            choices.len(),
            matching.len().min(25),
            "{typed:?}: {choices:?}"
        );
        for c in &choices {
            for m in resolve(c) {
                assert!(legal.contains(&m), "{typed:?}: {c} is legal");
                assert!(
                    squeeze(&to_western(&pos, m)).contains(&want)
                        || squeeze(&to_canonical(pos.game(), m)).contains(&want),
                    "{typed:?}: {c} matches what was typed"
                );
            }
        }
        let mut unique = choices.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), choices.len(), "no duplicates: {choices:?}");
        if typed.is_empty() {
            // Most useful first: a checking move (G*5b mates) heads the list.
            let first = resolve(&choices[0])[0];
            assert!(pos.after(first).in_check(), "checks first: {choices:?}");
        }
    }
    // Nothing legal matches: no choice.
    assert!(move_choices(&h, ALICE_ID, game, "zz").await.is_empty());
    // A choice, played as chosen, is accepted.
    let pick = move_choices(&h, ALICE_ID, game, "5i").await[0].clone();
    h.play(ALICE_ID, game, &pick).await;
    // The game is implied by the thread for Bob too; his choices are his moves.
    let bob = move_choices(&h, BOB_ID, game, "").await;
    let pos = history(&h, game).await.position().clone();
    assert!(!bob.is_empty());
    for c in bob {
        assert!(parse_move(&pos, &c).is_ok(), "Bob's choice {c}");
    }
}

// ---- 3. notifications by DM ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dm_notification_then_fallback_to_mention() {
    let h = Harness::start("dm").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let dm = h.choice("settings", "notify", "direct message");
    let text =
        private_after_defer(&h, BOB_ID, CHANNEL_ID, "settings", json!({ "notify": dm })).await;
    assert!(text.contains("by a direct message"), "{text}");

    // Alice moves: Bob is told by DM, and not pinged in the thread.
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let open = h
        .wait_req(since, "the DM channel", |r| {
            r.is("POST", "/users/@me/channels") && r.ok()
        })
        .await;
    assert_eq!(
        open.body.as_ref().unwrap()["recipient_id"]
            .as_str()
            .map(String::from)
            .or(open.body.as_ref().unwrap()["recipient_id"]
                .as_u64()
                .map(|u| u.to_string())),
        Some(BOB_ID.to_string())
    );
    let dm_channel = h.fake.dm_channel(BOB_ID);
    let sent = h.post_in(since, dm_channel, "the DM to Bob").await;
    let text = sent.content().unwrap_or_default();
    assert!(
        text.contains(&format!("game #{}", game.id)),
        "the DM names the game: {text}"
    );
    assert!(
        !allowed_users(&played.post).contains(&BOB_ID),
        "no thread ping when the DM arrived: {:?}",
        played.post.content()
    );

    // Bob replies; Alice (mentions, the default) is pinged; no DM to her.
    let since = h.fake.request_count();
    let played = h.play(BOB_ID, game, "3c3d").await;
    assert!(allowed_users(&played.post).contains(&ALICE_ID));
    let reqs = h.fake.requests().await;
    assert!(
        !reqs[since..]
            .iter()
            .any(|r| r.is("POST", "/users/@me/channels")),
        "no DM for a player who wants mentions"
    );

    // Bob closes his DMs: the bot falls back to a mention in the thread.
    h.fake.block_dms(BOB_ID);
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "2g2f").await;
    let reqs = h.fake.requests().await;
    assert!(
        posts_to(&reqs, since, dm_channel)
            .iter()
            .any(|r| r.status == 403),
        "the DM was tried and refused: {}",
        h.dump(since).await
    );
    let text = played.post.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{BOB_ID}> to move")), "{text}");
    assert!(
        allowed_users(&played.post).contains(&BOB_ID),
        "the fallback mention pings Bob"
    );
    let settings = h
        .service()
        .await
        .settings(seireigi::service::UserId(BOB_ID))
        .await
        .unwrap();
    assert!(settings.dm_failed, "the failure is remembered");

    // Next time the bot mentions him at once, without trying the DM again.
    h.play(BOB_ID, game, "8c8d").await;
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "2f2e").await;
    assert!(allowed_users(&played.post).contains(&BOB_ID));
    let reqs = h.fake.requests().await;
    assert!(
        posts_to(&reqs, since, dm_channel).is_empty()
            && !reqs[since..]
                .iter()
                .any(|r| r.is("POST", "/users/@me/channels")),
        "no DM attempt once DMs failed: {}",
        h.dump(since).await
    );
}

// ---- 4. archived thread ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_in_archived_thread_reopens_it() {
    let h = Harness::start("archived").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.fake.archive_thread(game.thread, false);
    assert_eq!(
        h.fake.channel(game.thread).unwrap()["thread_metadata"]["archived"],
        json!(true)
    );
    // A week of silence later, Alice moves (in the archived thread, as Discord allows).
    h.clock.advance_ms(DAY_MS);
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    // The move is posted in the thread (Discord unarchives a thread when a message is posted
    // in it; a bot that reopens it first with PATCH archived=false is fine too).
    check_png(&played.post.files[0]);
    assert_eq!(
        h.fake.channel(game.thread).unwrap()["thread_metadata"]["archived"],
        json!(false),
        "the thread is open again"
    );
    let reqs = h.fake.requests().await;
    let patched = reqs[since..]
        .iter()
        .any(|r| r.is("PATCH", &format!("/channels/{}", game.thread)));
    let refused = reqs[since..].iter().any(|r| {
        r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread) && !r.ok()
    });
    assert!(!refused || patched, "{}", h.dump(since).await);
    // Bob carries on in the same thread.
    h.play(BOB_ID, game, "3c3d").await;
}

// ---- 5. missing permissions ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_permissions_are_explained() {
    let h = Harness::start("perms").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    // The bot may no longer post in the thread (an admin changed its permissions): its post
    // is refused with 403 Missing Permissions (a refusal it does not retry: only an archived
    // thread is worth reopening and trying again).
    let path = format!("/channels/{}/messages", game.thread);
    let missing = Failure::Status {
        status: 403,
        code: 50013,
        message: "Missing Permissions".into(),
    };
    h.fake.fail_next("POST", &path, missing).await;
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({"move": "7g7f"}))
        .await;
    let ack = h.callback(since, &i).await;
    assert_eq!(
        (ack.callback_type(), ack.ephemeral()),
        (Some(5), true),
        "{}",
        h.dump(since).await
    );
    // The move is played (the player is answered first), then the refused post is
    // explained in a second private line.
    let follow = h.followup(since, &i).await;
    let text = follow.content().unwrap_or_default();
    assert!(
        text.starts_with("Played"),
        "the move is answered first: {text}"
    );
    let notice = h
        .wait_req(since, "the notice that the post was refused", |r| {
            r.is_for(&i)
                && r.is("POST", "/webhooks/*/*")
                && r.ok()
                && r.content().is_some_and(|t| t.contains("permission"))
        })
        .await;
    let text = notice.content().unwrap_or_default();
    assert!(
        text.contains("Your move stands") && !text.contains('\n'),
        "the player is told the move stands and permissions are missing: {text}"
    );
    assert!(flags(&h.stored(&notice)) & 64 != 0, "privately");
    let reqs = h.fake.requests().await;
    let refused = reqs[since..]
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.status == 403)
        .count();
    assert!(refused >= 1, "{}", h.dump(since).await);

    // The permission is given back: the bot keeps working.
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "help", json!({})).await;
    assert!(text.contains("/challenge"));
    // The move itself was stored before the post failed (the service writes first).
    assert_eq!(h.game_info(game).await.ply, 1);
    // Bob answers it and his move is posted in the thread.
    h.play(BOB_ID, game, "3c3d").await;
    assert_eq!(h.game_info(game).await.ply, 2);
}

// ---- 6. vacation ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_stops_the_clock_and_tells_the_opponent() {
    let h = Harness::start("vacation").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    let before = h.game_info(game).await.deadline.unwrap();
    assert_eq!(before.0 - h.clock.now().0, 3 * DAY_MS);

    // Alice (to move) goes on vacation for 3 days.
    let since = h.fake.request_count();
    let text =
        private_after_defer(&h, ALICE_ID, CHANNEL_ID, "settings", json!({"vacation": 3})).await;
    assert!(text.contains("vacation: until"), "{text}");
    let told = h.post_in(since, game.thread, "the vacation notice").await;
    let notice = told.content().unwrap_or_default();
    assert!(
        notice.contains("vacation") && notice.contains(&format!("<@{ALICE_ID}>")),
        "{notice}"
    );

    // The clock stopped: 3 days of vacation, then her 3 days.
    let info = h.game_info(game).await;
    assert_eq!(info.deadline.unwrap().0 - h.clock.now().0, 6 * DAY_MS);
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    assert!(text.contains("your move"), "{text}");
    let runs_out = format!("<t:{}:R>", info.deadline.unwrap().0 / 1000);
    assert!(text.contains(&runs_out), "the deadline 6 days on: {text}");

    // 4 days on, past her original deadline: no loss on time, no reminder yet.
    let since = h.fake.request_count();
    h.clock.advance_ms(4 * DAY_MS);
    h.assert_no_req(
        since,
        Duration::from_millis(400),
        "a post in the thread during the vacation",
        |r| r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread),
    )
    .await;
    assert_eq!(h.game_info(game).await.outcome, None);
    h.play(ALICE_ID, game, "7g7f").await;
}

// ---- 7. challenge expiry ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_expires_after_seven_days() {
    let h = Harness::start("expiry").await;
    let old = h
        .challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
        .await;
    h.clock.advance_ms(6 * DAY_MS);
    let young = h
        .challenge(
            ALICE_ID,
            BOB_ID,
            Variant::builtin("chu-seireigi"),
            None,
            None,
        )
        .await;
    h.clock.advance_ms(DAY_MS + 60_000);

    // The scheduler closes the old one.
    let accept = button_id(&old, "sg:acc:");
    let id: i64 = accept.rsplit(':').next().unwrap().parse().unwrap();
    let svc = h.service().await;
    let deadline = std::time::Instant::now() + T;
    loop {
        let ch = svc.challenge_info(ChallengeId(id)).await.unwrap();
        if ch.status == ChallengeStatus::Expired {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the challenge did not expire: {}",
            ch.status
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Its card is edited: no button left to press, and it says it expired.
    let card_id: u64 = old["id"].as_str().unwrap().parse().unwrap();
    let deadline = std::time::Instant::now() + T;
    loop {
        let card = h.fake.message(card_id).unwrap();
        if fake_discord::buttons(&card).is_empty() {
            let text = fake_discord::message_text(&card);
            assert!(text.contains("expired"), "the card says so: {text}");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the expired card still has its buttons: {card:#}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(h.fake.threads().is_empty(), "no game was started");
    // The challenge of 1 day ago is still good.
    let game = h.accept(&young, BOB_ID).await;
    assert_eq!(
        h.game_info(game).await.variant,
        Variant::builtin("chu-seireigi")
    );
}

// ---- 8. open challenge ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_challenge_anyone_but_the_challenger_may_accept() {
    let h = Harness::start("open").await;
    // A challenge the service would refuse is refused at once and privately, before the
    // public defer (whose follow-up could not be private), and nothing is stored.
    let bad = json!({
        "game": h.choice("challenge", "game", "Shogi"),
        "position": "not a position",
    });
    let since = h.fake.request_count();
    let why = private_reply(&h, ALICE_ID, CHANNEL_ID, "challenge", bad).await;
    assert!(why.to_lowercase().contains("position"), "{why}");
    h.assert_no_req(since, Duration::from_millis(300), "a challenge card", |r| {
        r.is("POST", "/webhooks/*/*")
    })
    .await;
    let opts = json!({
        "game": h.choice("challenge", "game", "Shogi"),
        "color": h.choice("challenge", "color", "black"),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(5), false));
    let card = h.followup(since, &i).await;
    let text = card.text();
    assert!(
        text.contains(&format!("<@{ALICE_ID}> posts an open challenge")),
        "{text}"
    );
    assert_eq!(card.files.len(), 1);
    check_png(&card.files[0]);
    let ids = card.custom_ids();
    assert!(ids.iter().any(|c| c.starts_with("sg:acc:")), "{ids:?}");
    assert!(!ids.iter().any(|c| c.starts_with("sg:can:")), "{ids:?}");
    assert!(
        !ids.iter().any(|c| c.starts_with("sg:dec:")),
        "no Decline on an open challenge: {ids:?}"
    );
    let card = h.stored(&card);
    let accept = button_id(&card, "sg:acc:");
    // The challenger cannot take her own challenge.
    let why = h.refused_press(ALICE_ID, &card, &accept).await;
    assert!(why.contains("yourself"), "{why}");
    // Anyone else may: Bob does.
    let game = h.accept(&card, BOB_ID).await;
    let info = h.game_info(game).await;
    assert_eq!((info.black.0, info.white.0), (ALICE_ID, BOB_ID));
    h.play(ALICE_ID, game, "7g7f").await;

    // Another open challenge, taken by a third member.
    let opts = json!({"game": h.choice("challenge", "game", "Shogi")});
    let (i, since) = h.command(BOB_ID, CHANNEL_ID, "challenge", opts).await;
    h.callback(since, &i).await;
    let card = h.stored(&h.followup(since, &i).await);
    let accept = button_id(&card, "sg:acc:");
    let (i, since) = h.press(OWNER_ID, &card, &accept).await;
    let cb = h.pressed(since, &i, "Accept by a third member").await;
    assert!(
        cb.content()
            .unwrap_or_default()
            .starts_with(&format!("Challenge accepted by <@{OWNER_ID}>")),
        "{:?}",
        cb.content()
    );
}

// ---- 9. takeback and impasse ----

/// `/kind` by `user` in the game's thread: a private confirmation and the offer posted in the
/// thread with Accept / Decline for the opponent. Returns the offer as Discord holds it.
async fn offer(h: &Harness, user: u64, opponent: u64, game: Game, kind: &str) -> Value {
    let (i, since) = h.command(user, game.thread, kind, json!({})).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(5), true),
        "{}",
        h.dump(since).await
    );
    let post = h.post_in(since, game.thread, "the offer").await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains(&format!("<@{user}>"))
            && text.contains(&format!("<@{opponent}>, do you accept?")),
        "{text}"
    );
    assert!(allowed_users(&post).contains(&opponent));
    let labels: Vec<String> = fake_discord::buttons(post.message_body().unwrap())
        .into_iter()
        .map(|b| b.label)
        .collect();
    assert_eq!(labels, vec!["Accept", "Decline"]);
    let follow = h.followup(since, &i).await;
    assert!(
        follow
            .content()
            .unwrap_or_default()
            .contains(&format!("{kind} "))
            && follow
                .content()
                .unwrap_or_default()
                .contains("is posted in game #"),
        "{:?}",
        follow.content()
    );
    h.stored(&post)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_accepted_and_impasse_offers() {
    let h = Harness::start("takeback").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let start_sfen = history(&h, game).await.position().to_sfen();
    h.play(ALICE_ID, game, "7g7f").await;

    // Alice asks to take back 7g7f; Bob accepts.
    let msg = offer(&h, ALICE_ID, BOB_ID, game, "takeback").await;
    assert!(fake_discord::message_text(&msg).contains("take back"));
    let yes = button_id(&msg, "sg:ans:");
    assert!(yes.ends_with(":y"), "{yes}");
    let (i, since) = h.press(BOB_ID, &msg, &yes).await;
    let cb = h.pressed(since, &i, "Accept the takeback").await;
    assert!(
        cb.content()
            .unwrap_or_default()
            .contains("accepted the takeback offer"),
        "{:?}",
        cb.content()
    );
    assert!(cb.custom_ids().is_empty(), "the buttons are removed");
    // The thread shows the board again, Alice to move.
    let post = h
        .post_in(since, game.thread, "the board after the takeback")
        .await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains("taken back") && text.contains(&format!("<@{ALICE_ID}> to move")),
        "{text}"
    );
    assert_eq!(post.files.len(), 1);
    check_png(&post.files[0]);
    let info = h.game_info(game).await;
    assert_eq!((info.ply, info.to_move.map(|u| u.0)), (0, Some(ALICE_ID)));
    assert_eq!(history(&h, game).await.position().to_sfen(), start_sfen);
    // The start board image of the thread and the new one are the same position.
    let first = h
        .fake
        .messages_in(game.thread)
        .into_iter()
        .find(|m| !m["attachments"].as_array().unwrap().is_empty())
        .unwrap();
    assert!(first["content"]
        .as_str()
        .unwrap()
        .starts_with(&format!("Game #{} begins", game.id)));
    // Alice plays another first move.
    h.play(ALICE_ID, game, "2g2f").await;
    // Bob asks to take back when he has not moved: refused.
    let why = private_after_defer(&h, BOB_ID, game.thread, "takeback", json!({})).await;
    assert!(why.contains("take back"), "{why}");

    // Impasse with the Kings at home: refused privately, saying why; nothing is posted.
    let since = h.fake.request_count();
    let why = private_after_defer(&h, BOB_ID, game.thread, "impasse", json!({})).await;
    assert!(
        why.to_lowercase().contains("impasse") && why.contains("King") && why.contains("zone"),
        "{why}"
    );
    h.assert_no_req(
        since,
        Duration::from_millis(300),
        "an impasse offer in the thread",
        |r| r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread),
    )
    .await;

    // Both Kings in their zones: the impasse offer is posted, accepted, and scored.
    let entered = h
        .new_game(
            Variant::builtin("shogi"),
            Some("4K4/9/9/9/9/9/9/9/4k4 b - 1"),
            None,
        )
        .await;
    let msg = offer(&h, ALICE_ID, BOB_ID, entered, "impasse").await;
    let yes = button_id(&msg, "sg:ans:");
    let (i, since) = h.press(BOB_ID, &msg, &yes).await;
    h.pressed(since, &i, "Accept the impasse").await;
    let end = h.post_in(since, entered.thread, "the impasse result").await;
    assert!(
        end.content().unwrap_or_default().contains("impasse"),
        "{:?}",
        end.content()
    );
    assert!(h.game_info(entered).await.outcome.is_some());
}

// ---- 10. names kept in memory ----

/// Every move post draws both players' names on the board; the bot asks Discord for a name
/// once (or learns it from the player's own interaction), not for every move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn player_names_are_not_asked_of_discord_for_every_move() {
    let h = Harness::start("names").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    // The names are the right ones: the thread is named after both players.
    let thread = h.fake.channel(game.thread).unwrap();
    let name = thread["name"].as_str().unwrap();
    assert!(
        name.contains(&display_name(&h, ALICE_ID)) && name.contains(&display_name(&h, BOB_ID)),
        "{name}"
    );
    let since = h.fake.request_count();
    for (user, mv) in [
        (ALICE_ID, "7g7f"),
        (BOB_ID, "3c3d"),
        (ALICE_ID, "2g2f"),
        (BOB_ID, "8c8d"),
    ] {
        let played = h.play(user, game, mv).await;
        check_png(&played.post.files[0]);
    }
    let reqs = h.fake.requests().await;
    let lookups: Vec<&Recorded> = reqs[since..]
        .iter()
        .filter(|r| r.is("GET", "/users/*") && r.path != "/users/@me")
        .collect();
    assert!(
        lookups.is_empty(),
        "moves asked Discord for names again: {}",
        h.dump(since).await
    );
}

/// Every command acknowledges through the same retry: when Discord fails the first answer of
/// /board (public), /moves or /export (private), the command answers again and its reply
/// still comes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn looking_commands_retry_a_failed_acknowledgement() {
    let h = Harness::start("ackretry").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    for (name, options, ephemeral) in [
        ("board", json!({}), false),
        ("moves", json!({"square": "7g"}), true),
        ("export", json!({}), true),
    ] {
        h.fake
            .fail_next("POST", "/interactions/", Failure::ServerError)
            .await;
        let (i, since) = h
            .command(ALICE_ID, game.thread, name, options.clone())
            .await;
        h.wait_req(since, "the failed acknowledgement", |r| {
            r.is_for(&i) && r.status == 500
        })
        .await;
        let cb = h.callback(since, &i).await;
        assert_eq!(
            (cb.callback_type(), cb.ephemeral()),
            (Some(5), ephemeral),
            "/{name} is deferred again after the failure: {}",
            h.dump(since).await
        );
        let follow = h.followup(since, &i).await;
        assert!(
            follow.content().is_some() || !follow.files.is_empty(),
            "/{name} answered after the retry"
        );
    }
}
