//! /analyse end to end against the fake Discord: a finished game with a planted blunder
//! gets a private review that names the blunder and the better move and carries the
//! evaluation graph as a PNG; a game still being played is refused in one line; a game of
//! a large variant is reviewed too. Run with `cargo test --release --test bot -- analyse::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{decode_png, flags, Game, Harness, Variant};
use fake_discord::{message_text, RecordedFile, ALICE_ID, BOB_ID};
use seireigi::rules::notation::to_canonical;
use seireigi::rules::{History, Position};
use serde_json::json;

/// Decodes the graph; returns its size.
fn check_graph(file: &RecordedFile) -> (u32, u32) {
    let (width, height, colours) = decode_png(file);
    assert_eq!(
        colours,
        png::ColorType::Indexed,
        "drawn in the renderer's palette"
    );
    (width, height)
}

/// `/analyse` in the game's thread: acknowledged privately, then a private follow-up with
/// the review and one PNG. Returns the text and the graph's size.
async fn analyse(h: &Harness, user: u64, game: Game) -> (String, (u32, u32)) {
    let (i, since) = h.command(user, game.thread, "analyse", json!({})).await;
    let ack = h.callback(since, &i).await;
    assert_eq!(
        (ack.callback_type(), ack.ephemeral()),
        (Some(5), true),
        "deferred privately: {}",
        h.dump(since).await
    );
    let reply = h.followup(since, &i).await;
    let stored = h.stored(&reply);
    assert!(
        flags(&stored) & 64 != 0,
        "the review is private: {stored:#}"
    );
    assert_eq!(reply.files.len(), 1, "{}", h.dump(since).await);
    (message_text(&stored), check_graph(&reply.files[0]))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_planted_blunder_is_named_with_the_better_move_and_a_graph() {
    let h = Harness::start("analyse").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.play(ALICE_ID, game, "7g7f").await;
    h.play(BOB_ID, game, "3c3d").await;

    // During the game: refused at once, in one line, nothing else sent.
    let (i, since) = h.command(ALICE_ID, game.thread, "analyse", json!({})).await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(4), true));
    let why = cb.content().unwrap_or_default().to_string();
    assert!(
        why.contains("not finished") && !why.contains('\n'),
        "{why:?}"
    );

    // 7i6h leaves the Bishop on 8h to 2b8h+; then Black resigns.
    h.play(ALICE_ID, game, "7i6h").await;
    h.play(BOB_ID, game, "2b8h+").await;
    h.resign(ALICE_ID, game).await;

    let (text, size) = analyse(&h, BOB_ID, game).await;
    assert!(
        text.starts_with(&format!("Review of game #{}", game.id)),
        "{text}"
    );
    // A short game is judged whole within the budget, so the heading names no sample.
    assert!(
        text.lines()
            .next()
            .is_some_and(|l| l.ends_with("4 moves):")),
        "{text}"
    );
    let flagged: Vec<&str> = text.lines().filter(|l| l.contains("better")).collect();
    assert_eq!(flagged.len(), 1, "only the planted blunder: {text}");
    let line = flagged[0];
    assert!(
        line.starts_with("3. ☗") && line.contains("blunder"),
        "the third move, Black's, is the blunder: {text}"
    );
    // The better move is another move than the one played, written as a move.
    let (played, better) = line
        .split_once(": blunder")
        .and_then(|(p, rest)| Some((p.trim_start_matches("3. ☗ "), rest.split("**").nth(1)?)))
        .unwrap_or_else(|| panic!("{line}"));
    assert_ne!(played, better, "{line}");
    assert!(
        text.contains("☗ Black: 0 mistakes, 1 blunder · ☖ White: 0 mistakes, 0 blunders"),
        "{text}"
    );
    assert!(size.0 > size.1 && size.1 >= 100, "a wide graph: {size:?}");
}

/// Any variant: a short Chu Seireigi game, resigned, is reviewed with its graph.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_variant_is_reviewed_too() {
    let h = Harness::start("analyse-chu").await;
    let game = h
        .new_game(Variant::builtin("chu-seireigi"), None, None)
        .await;
    let mut history = History::new(Position::start(Variant::builtin("chu-seireigi")));
    for user in [ALICE_ID, BOB_ID] {
        let mv = history.position().legal_moves()[0];
        let text = to_canonical(history.position().game(), mv);
        h.play(user, game, &text).await;
        history.play(mv).expect("legal");
    }
    h.resign(ALICE_ID, game).await;
    let (text, _) = analyse(&h, ALICE_ID, game).await;
    assert!(
        text.contains("Chu Seireigi, 2 moves")
            && text.contains("Black: ")
            && text.contains("White: "),
        "{text}"
    );
}

/// `/analyse` refused at once, privately, in one line (nothing queued); returns the line.
async fn refused(h: &Harness, user: u64, game: Game) -> String {
    let (i, since) = h.command(user, game.thread, "analyse", json!({})).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(4), true),
        "refused privately: {}",
        h.dump(since).await
    );
    let why = cb.content().unwrap_or_default().to_string();
    assert!(!why.contains('\n'), "one line: {why:?}");
    why
}

/// Issue 30, item 4: one review per user and per game waiting or running. While Alice's
/// review of a game runs, her second request (of that game or another) and Bob's of the
/// same game are refused in one line saying the first is on its way; Bob's review of
/// another game is queued and served; and once Alice's review is done she may ask again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_review_per_user_and_per_game() {
    let mut h = Harness::without_bot("analyse-fair", fake_discord::Config::default()).await;
    let mut options = h.bot_options();
    // One review at a time, each a few seconds: the first is still running while the
    // others are asked for.
    options.engine.analysis = seireigi::bot::AnalysisConfig {
        budget: std::time::Duration::from_secs(4),
        per_position_cap: std::time::Duration::from_secs(2),
        parallel: 1,
        waiting: 4,
    };
    h.start_bot_with(options).await;
    let mut games = Vec::new();
    for _ in 0..2 {
        let game = h.new_game(Variant::builtin("shogi"), None, None).await;
        h.play(ALICE_ID, game, "7g7f").await;
        h.play(BOB_ID, game, "3c3d").await;
        h.resign(ALICE_ID, game).await;
        games.push(game);
    }
    let (first, second) = (games[0], games[1]);

    let (alice, since_alice) = h
        .command(ALICE_ID, first.thread, "analyse", json!({}))
        .await;
    let ack = h.callback(since_alice, &alice).await;
    assert_eq!(ack.callback_type(), Some(5), "Alice's review is queued");

    let again = refused(&h, ALICE_ID, first).await;
    assert!(
        again.contains(&format!("Your review of game #{} is on its way", first.id)),
        "{again}"
    );
    let other = refused(&h, ALICE_ID, second).await;
    assert!(other.contains("is on its way"), "one per user: {other}");
    let same_game = refused(&h, BOB_ID, first).await;
    assert!(
        same_game.contains(&format!(
            "review of game #{} is on its way already",
            first.id
        )),
        "one per game: {same_game}"
    );

    // Bob, another game: queued behind Alice's, and served.
    let (bob, since_bob) = h.command(BOB_ID, second.thread, "analyse", json!({})).await;
    let ack = h.callback(since_bob, &bob).await;
    assert_eq!(ack.callback_type(), Some(5), "Bob's review is queued");
    let reply = h.followup(since_alice, &alice).await;
    assert!(
        message_text(&h.stored(&reply)).starts_with(&format!("Review of game #{}", first.id)),
        "{}",
        h.dump(since_alice).await
    );
    let reply = h.followup(since_bob, &bob).await;
    assert!(
        message_text(&h.stored(&reply)).starts_with(&format!("Review of game #{}", second.id)),
        "{}",
        h.dump(since_bob).await
    );

    // Done: Alice may ask again.
    let (text, _) = analyse(&h, ALICE_ID, second).await;
    assert!(text.starts_with("Review of game"), "{text}");
}
