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
        text.contains("Black: 0 mistakes, 1 blunder · White: 0 mistakes, 0 blunders"),
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
