//! End-to-end tests of what a new player meets first (issue 17), against the fake Discord:
//! examples that work in the game where they are shown, the board style the players agreed,
//! personal views (DM, "My view"), autocomplete that shows what was typed, /piece in the
//! game in context, promotion and ambiguity as named buttons, /moves that says why, Discord
//! timestamps, one voice, no stray pings, and the challenge card's buttons.
//! Run with `cargo test --release --test bot -- first_contact::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{allowed_users, button_id, check_png, flags, Game, Harness, Variant, DAY_MS, T};
use fake_discord::{Recorded, ALICE_ID, BOB_ID, CHANNEL_ID};
use seireigi::render::{board_diagram, to_png, BoardOptions, PieceStyle};
use seireigi::rules::notation::{parse_move, MoveError};
use seireigi::rules::{History, Position};
use seireigi::service::GameId;
use serde_json::{json, Value};
use std::time::Duration;

// ---- helpers ----

/// A command that defers (privately or not) and answers with a follow-up: the follow-up and
/// the message as Discord holds it.
async fn deferred(
    h: &Harness,
    user: u64,
    channel: u64,
    name: &str,
    options: Value,
) -> (Recorded, Value) {
    let (i, since) = h.command(user, channel, name, options).await;
    h.callback(since, &i).await;
    let follow = h.followup(since, &i).await;
    let stored = h.stored(&follow);
    (follow, stored)
}

/// A command answered at once (type 4): its text.
async fn at_once(h: &Harness, user: u64, channel: u64, name: &str, options: Value) -> Recorded {
    let (i, since) = h.command(user, channel, name, options.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        cb.callback_type(),
        Some(4),
        "/{name} {options}: {}",
        h.dump(since).await
    );
    cb
}

async fn history(h: &Harness, game: Game) -> History {
    h.service()
        .await
        .game_history(GameId(game.id))
        .await
        .expect("game stored")
        .1
}

fn display_name(h: &Harness, user: u64) -> String {
    let u = h.fake.user(user);
    u["global_name"]
        .as_str()
        .or(u["username"].as_str())
        .unwrap()
        .to_string()
}

/// The board of a game as the bot draws it in a given style and orientation.
async fn expected_board(h: &Harness, game: Game, style: PieceStyle, flipped: bool) -> Vec<u8> {
    let hist = history(h, game).await;
    let g = hist.position().game();
    let opts = BoardOptions {
        style,
        flipped,
        last_move: hist.moves().last().copied(),
        header: format!(
            "☗ {}  vs  ☖ {} · {}",
            display_name(h, ALICE_ID),
            display_name(h, BOB_ID),
            g.title()
        ),
        ..BoardOptions::default()
    };
    to_png(&board_diagram(hist.position(), &opts), 1000).unwrap()
}

/// Every `code` span of a text.
fn code_spans(text: &str) -> Vec<String> {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, s)| s.to_string())
        .collect()
}

/// Asserts that `text` is accepted as a move in `pos` (a promotion question counts).
fn accepted(pos: &Position, text: &str) {
    match parse_move(pos, text) {
        Ok(_) | Err(MoveError::PromotionChoice { .. }) => {}
        Err(e) => panic!(
            "the example {text:?} is refused in {}: {e}",
            pos.game().name
        ),
    }
}

/// The move examples of a /help text: the `/move X` span and the move spans after it on
/// that line (the drop form and the promotion signs aside).
fn help_examples(text: &str) -> Vec<String> {
    let line = text
        .lines()
        .find(|l| l.contains("`/move "))
        .unwrap_or_else(|| panic!("no /move example: {text}"));
    code_spans(line)
        .into_iter()
        .map(|s| s.trim_start_matches("/move ").to_string())
        .filter(|s| s.len() > 1 && !s.starts_with('/'))
        .collect()
}

/// The choices (name, value) autocomplete offers for `/move` while `typed` is typed.
async fn move_choices(
    h: &Harness,
    user: u64,
    channel: u64,
    typed: &str,
    game: Option<i64>,
) -> Vec<(String, String)> {
    let mut options = json!({ "move": typed });
    if let Some(g) = game {
        options["game"] = json!(g.to_string());
    }
    let i = h.fake.autocomplete(user, channel, "move", options, "move");
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(8), "{}", h.dump(since).await);
    cb.body.as_ref().unwrap()["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["value"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

async fn piece_choices(h: &Harness, channel: u64, typed: &str) -> Vec<String> {
    let i = h
        .fake
        .autocomplete(ALICE_ID, channel, "piece", json!({ "name": typed }), "name");
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let cb = h.callback(since, &i).await;
    cb.body.as_ref().unwrap()["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect()
}

/// Waits until the message `id` satisfies `pred` (e.g. after an edit).
async fn message_until(h: &Harness, id: u64, pred: impl Fn(&Value) -> bool) -> Value {
    let deadline = std::time::Instant::now() + T;
    loop {
        let m = h.fake.message(id).expect("message stored");
        if pred(&m) {
            return m;
        }
        assert!(std::time::Instant::now() < deadline, "message now: {m:#}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn id_of(v: &Value) -> u64 {
    v["id"].as_str().unwrap().parse().unwrap()
}

// ---- 4. examples from the game ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_example_shown_is_accepted_in_its_game() {
    let h = Harness::start("fc-examples").await;
    // Outside a game: the examples are of the default game's start.
    let text = at_once(&h, ALICE_ID, CHANNEL_ID, "help", json!({}))
        .await
        .content()
        .unwrap_or_default()
        .to_string();
    assert!(text.contains("Chu Seireigi"), "{text}");
    assert!(text.contains("/hint"), "/help names /hint: {text}");
    let chu = Position::start(Variant::builtin("chu-seireigi"));
    let examples = help_examples(&text);
    assert!(examples.len() >= 3, "{examples:?} in {text}");
    for e in &examples {
        accepted(&chu, e);
    }
    // The /moves example names a square with a piece.
    let moves_square = code_spans(&text)
        .into_iter()
        .find_map(|s| s.strip_prefix("/moves square:").map(String::from))
        .expect("a /moves example");
    let sq = seireigi::rules::Square::parse(&moves_square).unwrap();
    assert!(chu.piece_at(sq).is_some(), "{moves_square}");

    // In a shogi game's thread after a move: the examples are White's moves there.
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.play(ALICE_ID, game, "7g7f").await;
    let text = at_once(&h, BOB_ID, game.thread, "help", json!({}))
        .await
        .content()
        .unwrap_or_default()
        .to_string();
    let pos = history(&h, game).await.position().clone();
    for e in help_examples(&text) {
        accepted(&pos, &e);
    }

    // An unreadable move is answered with examples from that position.
    let chu_game = h
        .new_game(Variant::builtin("chu-seireigi"), None, None)
        .await;
    let why = h.refused_move(ALICE_ID, chu_game, "hello").await;
    let forms = why
        .split("write it like ")
        .nth(1)
        .unwrap_or_else(|| panic!("no example in {why:?}"))
        .split(';')
        .next()
        .unwrap();
    let forms: Vec<&str> = forms
        .split([',', ' '])
        .map(str::trim)
        .filter(|f| !f.is_empty() && *f != "or")
        .collect();
    assert!(forms.len() >= 3, "{forms:?}");
    for f in forms {
        accepted(&chu, f);
    }
    // The registered /move option shows no move that could fail somewhere.
    let cmds = h.fake.registered_commands();
    let mv = cmds.iter().find(|c| c["name"] == json!("move")).unwrap();
    let desc = mv["options"][0]["description"].as_str().unwrap();
    assert!(!desc.contains("7g7f") && !desc.contains("P-7f"), "{desc}");
}

// ---- 5. agreed style, personal views ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thread_posts_use_the_agreed_style_and_personal_views_their_own() {
    let h = Harness::start("fc-style").await;
    let western = h.choice("settings", "style", "western");
    let dm = h.choice("settings", "notify", "direct message");
    let (_, stored) = deferred(
        &h,
        BOB_ID,
        CHANNEL_ID,
        "settings",
        json!({ "style": western, "notify": dm }),
    )
    .await;
    let settings = fake_discord::message_text(&stored);
    assert!(
        settings.contains("western-letter pieces") && settings.contains("a direct message"),
        "{settings}"
    );
    for rust_name in ["Dm", "ToMove", "Mine", "Canonical"] {
        assert!(!settings.contains(rust_name), "{settings}");
    }

    // The card says which pieces the thread will show.
    let card = h
        .challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
        .await;
    let text = fake_discord::message_text(&card);
    assert!(text.contains("western letters"), "{text}");
    let game = h.accept(&card, BOB_ID).await;
    assert_eq!(h.game_info(game).await.board_style, PieceStyle::Western);

    // Alice moves: the thread post is western, Black below; Bob's DM is his view (western,
    // his side, White, below); Alice's "My view" is hers (kanji, Black below).
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    assert_eq!(
        played.post.files[0].data,
        expected_board(&h, game, PieceStyle::Western, false).await,
        "the thread post is drawn in the agreed style"
    );
    let dm = h
        .post_in(since, h.fake.dm_channel(BOB_ID), "the DM to Bob")
        .await;
    assert_eq!(dm.files.len(), 1, "the DM carries the board");
    assert_eq!(
        dm.files[0].data,
        expected_board(&h, game, PieceStyle::Western, true).await,
        "the DM is Bob's own view"
    );
    let post = h.stored(&played.post);
    let view = button_id(&post, "sg:view:");
    let (i, since) = h.press(ALICE_ID, &post, &view).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(6));
    let mine = h.followup(since, &i).await;
    assert!(flags(&h.stored(&mine)) & 64 != 0, "My view is private");
    assert_eq!(mine.files.len(), 1);
    check_png(&mine.files[0]);
    assert_eq!(
        mine.files[0].data,
        expected_board(&h, game, PieceStyle::Kanji, false).await,
        "Alice's view: kanji, Black below"
    );
}

// ---- 6. autocomplete ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_shows_what_was_typed_and_uses_the_game_option() {
    let h = Harness::start("fc-auto").await;
    let game = h
        .new_game(Variant::builtin("chu-seireigi"), None, None)
        .await;
    let pos = history(&h, game).await.position().clone();
    for typed in ["7i", "7j", "7h", "P", "歩"] {
        let choices = move_choices(&h, ALICE_ID, game.thread, typed, None).await;
        assert!(!choices.is_empty(), "{typed:?} offers something");
        for (name, value) in &choices {
            let mv = parse_move(&pos, value)
                .unwrap_or_else(|e| panic!("{typed:?}: {value} is not one legal move: {e}"));
            let squares = seireigi::rules::notation::to_canonical(pos.game(), mv);
            assert!(
                name.contains(&squares),
                "{name} shows the squares {squares}"
            );
            if typed.is_ascii() {
                assert!(
                    name.to_lowercase().contains(&typed.to_lowercase()),
                    "{typed:?}: {name} shows what was typed"
                );
            }
        }
    }
    let from_7i = move_choices(&h, ALICE_ID, game.thread, "7i", None).await;
    assert!(
        from_7i.iter().any(|(n, _)| n == "P-7h  (7i7h)"),
        "{from_7i:?}"
    );
    // Outside the thread Alice has two games waiting for her: the game option decides.
    let other = h.new_game(Variant::builtin("shogi"), None, None).await;
    assert!(move_choices(&h, ALICE_ID, CHANNEL_ID, "7g", None)
        .await
        .is_empty());
    let shogi = move_choices(&h, ALICE_ID, CHANNEL_ID, "7g", Some(other.id)).await;
    assert!(shogi.iter().any(|(_, v)| v == "7g7f"), "{shogi:?}");
}

// ---- 7. /piece in context ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn piece_looks_up_the_game_in_context_and_promoted_names() {
    let h = Harness::start("fc-piece").await;
    // Outside a game every choice names its game, and is found as chosen.
    let all = piece_choices(&h, CHANNEL_ID, "lion").await;
    assert!(!all.is_empty());
    for c in &all {
        assert!(c.ends_with(')'), "{c} names its game");
    }
    let (_, stored) = deferred(&h, ALICE_ID, CHANNEL_ID, "piece", json!({ "name": all[0] })).await;
    let text = fake_discord::message_text(&stored);
    let game_name = all[0].rsplit(" (").next().unwrap().trim_end_matches(')');
    assert!(text.contains(game_name), "{text}");

    // In a Chu Seireigi thread: the pieces of that game only, promoted names too.
    let game = h
        .new_game(Variant::builtin("chu-seireigi"), None, None)
        .await;
    let g = Variant::builtin("chu-seireigi").game();
    let promoted = g
        .pieces
        .iter()
        .find_map(|p| p.promotion.as_ref().map(|pr| (p.name, pr.name)))
        .unwrap();
    let here = piece_choices(&h, game.thread, &promoted.1[..4]).await;
    assert!(here.iter().any(|c| c == promoted.1), "{here:?}");
    for c in &here {
        assert!(g.find_piece(c).is_some(), "{c} is a Chu Seireigi piece");
    }
    let (_, stored) = deferred(
        &h,
        ALICE_ID,
        game.thread,
        "piece",
        json!({ "name": promoted.1 }),
    )
    .await;
    let text = fake_discord::message_text(&stored);
    assert!(
        text.contains(promoted.1) && text.contains(&format!("The promoted {}", promoted.0)),
        "{text}"
    );
}

// ---- 8. promotion and ambiguity ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn promotion_names_both_outcomes_and_ambiguity_offers_buttons() {
    let h = Harness::start("fc-promote").await;
    // A Pawn on 2d may promote on 2c; Golds on 6i and 4i both reach 5h.
    let game = h
        .new_game(
            Variant::builtin("shogi"),
            Some("4k4/9/9/7P1/9/9/9/9/3GKG3 b - 1"),
            None,
        )
        .await;
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({"move": "2d2c"}))
        .await;
    h.callback(since, &i).await;
    let asked = h.followup(since, &i).await;
    let text = asked.text();
    assert!(text.contains("Tokin") && text.contains("Pawn"), "{text}");
    let labels: Vec<String> = fake_discord::buttons(asked.message_body().unwrap())
        .into_iter()
        .map(|b| b.label)
        .collect();
    assert_eq!(labels, ["Promote to Tokin", "Stay a Pawn"]);
    let question = h.stored(&asked);
    let id = fake_discord::buttons(&question)[0].custom_id.clone();
    let (i, since) = h.press(ALICE_ID, &question, &id).await;
    let cb = h.pressed(since, &i, "Promote to Tokin").await;
    let echo = cb.content().unwrap_or_default().to_string();
    assert!(
        echo.starts_with("Played P-2c+ (2d2c+) in game #"),
        "the answer echoes the move in the player's notation: {echo}"
    );
    h.post_in(since, game.thread, "the promoted move").await;
    h.play(BOB_ID, game, "5a4a").await;

    // Ambiguous: the candidates become buttons; pressing one plays it.
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({"move": "G-5h"}))
        .await;
    h.callback(since, &i).await;
    let asked = h.followup(since, &i).await;
    assert!(
        asked.text().contains("Several moves fit"),
        "{}",
        asked.text()
    );
    let buttons = fake_discord::buttons(asked.message_body().unwrap());
    let labels: Vec<&str> = buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels.len(), 2, "{labels:?}");
    assert!(
        labels
            .iter()
            .all(|l| l.starts_with("G") && l.ends_with("5h")),
        "{labels:?}"
    );
    let question = h.stored(&asked);
    let (i, since) = h.press(ALICE_ID, &question, &buttons[0].custom_id).await;
    h.pressed(since, &i, "a candidate").await;
    h.post_in(since, game.thread, "the chosen candidate").await;
    assert_eq!(history(&h, game).await.moves().len(), 3);
}

// ---- 9. /moves says why, and plans ahead ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_says_why_and_lets_a_player_plan() {
    let h = Harness::start("fc-moves").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let ask = |user: u64, square: &'static str| {
        let h = &h;
        async move {
            let (i, since) = h
                .command(user, game.thread, "moves", json!({ "square": square }))
                .await;
            let cb = h.callback(since, &i).await;
            match cb.callback_type() {
                Some(4) => (cb.content().unwrap_or_default().to_string(), 0),
                _ => {
                    let f = h.followup(since, &i).await;
                    (f.text(), f.files.len())
                }
            }
        }
    };
    // Alice to move. Bob asks about his own Pawn: his next turn's moves, said so.
    let (text, files) = ask(BOB_ID, "3c").await;
    assert!(
        text.starts_with("It is Black's turn; these are the moves on your next turn")
            && text.contains("1 legal move"),
        "{text}"
    );
    assert_eq!(files, 1, "drawn on the board");
    // Alice asks about Bob's Pawn: White's moves, said so.
    let (text, _) = ask(ALICE_ID, "3c").await;
    assert!(
        text.contains("White's next turn") && text.contains("White's Pawn on 3c"),
        "{text}"
    );
    // An empty square, a piece not in hand: refused with the reason.
    let (text, _) = ask(ALICE_ID, "5e").await;
    assert_eq!(text, "There is no piece on 5e: give the square of a piece.");
    let (text, _) = ask(ALICE_ID, "P*").await;
    assert_eq!(
        text,
        "You have no Pawn in hand, so there is nothing to drop."
    );
    // A piece that cannot move says why.
    let (text, _) = ask(ALICE_ID, "8i").await;
    assert!(text.contains("has no legal move: every square"), "{text}");
}

// ---- 10, 11, 12: timestamps, one voice, pings ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timestamps_sentences_and_no_stray_pings() {
    let h = Harness::start("fc-voice").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let deadline = h.game_info(game).await.deadline.unwrap().0 / 1000;
    let text = played.post.content().unwrap_or_default();
    assert!(
        text.contains(&format!("<t:{deadline}:R>")) && text.contains(&format!("<t:{deadline}:f>")),
        "{text}"
    );
    assert!(!text.contains(" left"), "no frozen time: {text}");

    // /games of someone else: whose turn it is, by name.
    let (i, since) = h
        .command(
            ALICE_ID,
            CHANNEL_ID,
            "games",
            json!({"user": {"type": 6, "value": BOB_ID}}),
        )
        .await;
    let cb = h.callback(since, &i).await;
    let text = cb.content().unwrap_or_default().to_string();
    assert!(
        text.contains(&format!("**<@{BOB_ID}> to move**")) && !text.contains("your move"),
        "{text}"
    );
    assert!(text.contains(&format!("<t:{deadline}:R>")), "{text}");

    // A refusal is a sentence.
    let why = h.refused_move(ALICE_ID, game, "3g3f").await;
    assert_eq!(why, format!("It is not your turn in game #{}.", game.id));
    // In the language of the player's Discord client (a move's refusal too).
    h.fake.set_locale(ALICE_ID, "fr");
    let why = h.refused_move(ALICE_ID, game, "3g3f").await;
    assert_eq!(
        why,
        format!("Ce n'est pas votre tour dans la partie #{}.", game.id)
    );
    h.fake.set_locale(ALICE_ID, "en-US");
    h.fake.set_locale(BOB_ID, "ja");
    let why = h.refused_move(BOB_ID, game, "5a5c").await;
    assert!(
        why.contains("5a") && why.contains("5c") && why.contains("行けません"),
        "{why}"
    );
    h.fake.set_locale(BOB_ID, "en-US");

    // /board names the player to move without pinging anyone.
    let (follow, _) = deferred(&h, ALICE_ID, game.thread, "board", json!({})).await;
    assert!(follow.text().contains(&format!("<@{BOB_ID}> to move")));
    let body = follow.message_body().unwrap();
    assert!(
        body["allowed_mentions"].is_object(),
        "allowed mentions set explicitly: {body}"
    );
    assert!(allowed_users(&follow).is_empty(), "{body}");
    assert_eq!(body["allowed_mentions"]["parse"], json!([]), "{body}");

    // /takeback on your own turn says it takes back two moves, before anyone answers.
    h.play(BOB_ID, game, "3c3d").await;
    let (_, stored) = deferred(&h, ALICE_ID, game.thread, "takeback", json!({})).await;
    let text = fake_discord::message_text(&stored);
    assert!(text.contains("2 moves"), "{text}");
    let post = h
        .fake
        .messages_in(game.thread)
        .into_iter()
        .rev()
        .find(|m| fake_discord::message_text(m).contains("take back"))
        .expect("the takeback offer");
    assert!(fake_discord::message_text(&post).contains("(2 moves)"));
    let accept = button_id(&post, "sg:ans:");
    let (i, since) = h.press(BOB_ID, &post, &accept).await;
    h.pressed(since, &i, "accept the takeback").await;
    let back = h.post_in(since, game.thread, "the takeback post").await;
    let text = back.content().unwrap_or_default();
    assert!(text.starts_with("↩ 2 moves taken back."), "{text}");
    assert!(allowed_users(&back).is_empty(), "{text}");

    // /rules says how impasse points are counted.
    let shogi = h.choice("rules", "game", "Shogi");
    let (_, stored) = deferred(&h, ALICE_ID, CHANNEL_ID, "rules", json!({ "game": shogi })).await;
    let text = fake_discord::message_text(&stored);
    assert!(
        text.contains("5 points for each") && text.contains("Kings count nothing"),
        "{text}"
    );
}

// ---- 13. the challenge card ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_is_the_challengers_and_expired_cards_are_closed() {
    let h = Harness::start("fc-card").await;
    let opts = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.choice("challenge", "game", "Shogi"),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    h.callback(since, &i).await;
    let card = h.stored(&h.followup(since, &i).await);
    let labels: Vec<String> = fake_discord::buttons(&card)
        .into_iter()
        .map(|b| b.label)
        .collect();
    assert_eq!(
        labels,
        ["Accept", "Decline"],
        "the challenged player's buttons"
    );
    let text = fake_discord::message_text(&card);
    assert!(
        text.contains("3 days per move") && text.contains("at random"),
        "{text}"
    );
    let private = h
        .wait_req(since, "the private Cancel", |r| {
            r.is_for(&i) && r.custom_ids().iter().any(|c| c.starts_with("sg:can:"))
        })
        .await;
    let private = h.stored(&private);
    assert!(flags(&private) & 64 != 0);
    let cancel = button_id(&private, "sg:can:");
    let (i, since) = h.press(ALICE_ID, &private, &cancel).await;
    h.pressed(since, &i, "Cancel").await;
    let closed = message_until(&h, id_of(&card), |m| fake_discord::buttons(m).is_empty()).await;
    assert!(fake_discord::message_text(&closed).contains("cancelled"));

    // A card nobody answers is closed when it expires.
    let card = h
        .challenge(ALICE_ID, BOB_ID, Variant::builtin("shogi"), None, None)
        .await;
    h.clock.advance_ms(7 * DAY_MS + 60_000);
    let closed = message_until(&h, id_of(&card), |m| fake_discord::buttons(m).is_empty()).await;
    let text = fake_discord::message_text(&closed);
    assert!(text.contains("expired unanswered"), "{text}");
}
