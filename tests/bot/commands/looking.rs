//! The commands that only look: /help, /rules, /piece, /games, /board, /moves, /history and
//! /export (texts, diagrams, files); players' names asked of Discord once; a failed
//! acknowledgement retried.

use seireigi::render::{board_diagram, to_png, BoardOptions};
use seireigi::rules::notation::{to_japanese, to_western};
use seireigi::rules::record::GameRecord;
use seireigi::rules::{Move, Position, Square};
use seireigi::service::{ExportFormat, GameId};
use seireigi_test_support::bot_harness::{check_png, Harness, Variant};
use seireigi_test_support::fake_discord::{
    Failure, Recorded, ALICE_ID, BOB_ID, CHANNEL_ID, OWNER_ID,
};
use serde_json::json;

use super::{deferred, display_name, file_text, history, private_after_defer, private_reply};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_rules_and_piece() {
    let h = Harness::start("info").await;

    // /help: private, with examples.
    let text = private_reply(&h, ALICE_ID, CHANNEL_ID, "help", json!({})).await;
    assert!(text.contains("/challenge"), "{text}");
    assert!(text.contains("/move"), "{text}");

    // In the language of the player's Discord client: French and Japanese, no English line.
    for (locale, command, english) in [
        ("fr", "/défi", "/challenge"),
        ("ja", "/対局申込", "/challenge"),
    ] {
        h.fake.set_locale(BOB_ID, locale);
        let text = private_reply(&h, BOB_ID, CHANNEL_ID, "help", json!({})).await;
        assert!(text.contains(command), "{locale}: {text}");
        assert!(!text.contains(english), "{locale}: {text}");
    }
    // The commands are registered with their names in both languages.
    let registered = h.fake.registered_commands();
    let challenge = registered
        .iter()
        .find(|c| c["name"] == json!("challenge"))
        .expect("/challenge registered");
    assert_eq!(
        challenge["name_localizations"]["fr"],
        json!("défi"),
        "{challenge:#}"
    );
    assert_eq!(
        challenge["name_localizations"]["ja"],
        json!("対局申込"),
        "{challenge:#}"
    );

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
        assert!(text.contains(&g.board_text()), "{text}");
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
