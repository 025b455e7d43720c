//! End-to-end tests of games against the computer: the real bot against the fake Discord
//! (see tests/bot/e2e.rs), challenged as the opponent with a level. The computer must answer
//! every human move, move first when it has Black, answer offers, and pick up its turn after a
//! restart. Run with `cargo test --release --test bot -- computer::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{allowed_users, check_png, flags, Game, Harness, Variant};
use fake_discord::{Recorded, ALICE_ID, BOB_ID, BOT_USER_ID, CHANNEL_ID};
use seireigi::rules::notation::{parse_move, to_canonical};
use seireigi::rules::History;
use seireigi::service::UserId;
use serde_json::json;

/// `/challenge` from Alice to the bot at `level` with Alice's `color`; checks the card (no
/// buttons: the game starts at once), the thread and the start board; returns the game.
pub async fn challenge_computer(h: &Harness, variant: Variant, color: &str, level: &str) -> Game {
    let opts = json!({
        "opponent": {"type": 6, "value": BOT_USER_ID},
        "game": h.game_choice("challenge", variant),
        "color": h.choice("challenge", "color", color),
        "level": h.choice("challenge", "level", level),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let card = h.followup(since, &i).await;
    let text = card.text();
    assert!(
        text.contains(&format!(
            "<@{ALICE_ID}> plays <@{BOT_USER_ID}> (computer, {level})"
        )),
        "card text: {text}"
    );
    assert!(
        card.custom_ids().is_empty(),
        "nothing to accept: {:?}",
        card.custom_ids()
    );
    let card_id = card.response.as_ref().expect("card stored")["id"]
        .as_str()
        .expect("card id")
        .to_string();
    let thread = h
        .thread_of_card(since, &CHANNEL_ID.to_string(), &card_id)
        .await;
    let start = h.post_in(since, thread, "the start board").await;
    let text = start.content().unwrap_or_default();
    assert!(
        text.contains(&format!("<@{BOT_USER_ID}> (computer, {level})")),
        "{text}"
    );
    check_png(&start.files[0]);
    let id: i64 = text
        .strip_prefix("Game #")
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("game number in {text:?}"));
    Game { id, thread }
}

/// The first post in the game's thread from request `since` on whose text contains `text`.
async fn post_with(h: &Harness, since: usize, game: Game, text: &str) -> Recorded {
    let path = format!("/channels/{}/messages", game.thread);
    h.wait_req(since, &format!("a post with {text:?}"), |r| {
        r.method == "POST"
            && r.path == path
            && r.ok()
            && r.content().is_some_and(|c| c.contains(text))
    })
    .await
}

/// The computer's next move post in the thread after request `since`, with the board.
pub async fn computer_move(h: &Harness, since: usize, game: Game) -> Recorded {
    let post = post_with(h, since, game, &format!("<@{BOT_USER_ID}> played")).await;
    assert_eq!(post.files.len(), 1, "the board after the computer's move");
    check_png(&post.files[0]);
    post
}

/// The game as the database holds it, checked move by move by the rules engine.
async fn stored_game(h: &Harness, game: Game) -> History {
    let service = h.service().await;
    let (_, history) = service
        .game_history(seireigi::service::GameId(game.id))
        .await
        .expect("the game is stored and every move in it is legal");
    history
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_answers_moves_draws_and_takebacks() {
    let h = Harness::start("computer").await;
    let game = challenge_computer(&h, Variant::builtin("shogi"), "black", "easy").await;
    let info = h.game_info(game).await;
    assert_eq!(info.black, UserId(ALICE_ID));
    assert_eq!(info.white, UserId(BOT_USER_ID));
    assert!(
        info.deadline.is_some(),
        "the human's clock runs (3 days by default)"
    );

    // Alice moves; the post says the computer is thinking, and the computer answers.
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let content = played.post.content().unwrap_or_default();
    assert!(
        content.contains(&format!("<@{BOT_USER_ID}> (computer, easy) is thinking")),
        "{content}"
    );
    let reply = computer_move(&h, played.post.seq + 1, game).await;
    let text = reply.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{ALICE_ID}> to move")), "{text}");
    assert!(allowed_users(&reply).contains(&ALICE_ID), "Alice is called");
    let history = stored_game(&h, game).await;
    assert_eq!(history.moves().len(), 2, "one move each");
    let info = h.game_info(game).await;
    assert_eq!(info.to_move, Some(UserId(ALICE_ID)));
    assert!(
        info.deadline.is_some(),
        "Alice's clock runs again after the computer's move"
    );

    // A hint, privately, is a legal move for Alice.
    let (i, since) = h.command(ALICE_ID, game.thread, "hint", json!({})).await;
    let hint = h.followup(since, &i).await;
    let text = hint.content().unwrap_or_default().to_string();
    assert!(
        hint.ephemeral() || flags(&h.stored(&hint)) & 64 != 0,
        "private: {text}"
    );
    let suggested = text
        .split('`')
        .nth(1)
        .unwrap_or_else(|| panic!("a canonical move in {text:?}"));
    let pos = stored_game(&h, game).await.position().clone();
    assert!(
        parse_move(&pos, suggested).is_ok(),
        "{suggested} is legal for Alice"
    );
    assert_eq!(
        stored_game(&h, game).await.moves().len(),
        2,
        "nothing played"
    );

    // A draw in an even position is declined, by the computer itself.
    let (i, since) = h.command(ALICE_ID, game.thread, "draw", json!({})).await;
    let _ = h.callback(since, &i).await;
    let declined = post_with(&h, since, game, "declined the draw").await;
    assert!(
        declined
            .content()
            .unwrap_or_default()
            .starts_with(&format!("<@{BOT_USER_ID}> declined")),
        "{:?}",
        declined.content()
    );
    let offer_post = post_with(&h, since, game, "offers a draw").await;
    assert!(
        offer_post.custom_ids().is_empty(),
        "no Accept / Decline buttons for the computer to press"
    );
    assert!(h.game_info(game).await.outcome.is_none());

    // A takeback is granted: Alice's move and the computer's reply are undone.
    let (i, since) = h
        .command(ALICE_ID, game.thread, "takeback", json!({}))
        .await;
    let _ = h.callback(since, &i).await;
    let back = post_with(&h, since, game, "taken back").await;
    assert_eq!(back.files.len(), 1, "the board after the takeback");
    assert_eq!(stored_game(&h, game).await.moves().len(), 0);

    // And the game goes on.
    let played = h.play(ALICE_ID, game, "2g2f").await;
    computer_move(&h, played.post.seq + 1, game).await;
    assert_eq!(stored_game(&h, game).await.moves().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_moves_first_and_after_a_restart() {
    let mut h = Harness::start("computer-restart").await;
    // Alice takes White: the computer (Black) opens at once.
    let since = h.fake.request_count();
    let game = challenge_computer(&h, Variant::builtin("chu-seireigi"), "white", "normal").await;
    computer_move(&h, since, game).await;
    let info = h.game_info(game).await;
    assert_eq!(info.black, UserId(BOT_USER_ID));
    assert_eq!(info.to_move, Some(UserId(ALICE_ID)));

    // The bot goes down; Alice's move reaches the database meanwhile (as if the bot crashed
    // right after storing it). Started again, the bot finds its turn and plays.
    h.stop_bot().await;
    let service = h.service().await;
    let (_, history) = service
        .game_history(seireigi::service::GameId(game.id))
        .await
        .expect("stored");
    let pos = history.position();
    let reply = *pos.legal_moves().first().expect("White has moves");
    service
        .play(
            seireigi::service::GameId(game.id),
            UserId(ALICE_ID),
            &to_canonical(pos.game(), reply),
            Some(1),
        )
        .await
        .expect("Alice's move is legal");
    let since = h.fake.request_count();
    h.start_bot().await;
    computer_move(&h, since, game).await;
    let history = stored_game(&h, game).await;
    assert_eq!(history.moves().len(), 3);
    assert_eq!(h.game_info(game).await.to_move, Some(UserId(ALICE_ID)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hints_between_people() {
    let h = Harness::start("hint-people").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let (i, since) = h.command(ALICE_ID, game.thread, "hint", json!({})).await;
    let refusal = h
        .wait_req(since, "the refusal", |r| {
            r.is_for(&i) && r.text().contains("only for games against the computer")
        })
        .await;
    assert!(refusal.ephemeral(), "the refusal is private");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_level_is_only_for_the_computer() {
    let h = Harness::start("computer-level").await;
    let opts = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "level": h.choice("challenge", "level", "strong"),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let refusal = h
        .wait_req(since, "the refusal", |r| {
            r.is_for(&i)
                && r.text()
                    .contains("A level is for games against the computer")
        })
        .await;
    assert!(refusal.ephemeral(), "the refusal is private");
    assert!(
        h.service()
            .await
            .games_of(UserId(ALICE_ID), false)
            .await
            .expect("games")
            .is_empty(),
        "no game was started"
    );
}
