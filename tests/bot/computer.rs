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

/// The successful posts in the game's thread from request `since` on that announce a move
/// (`**N.** ... played`), as (ply, request number), in the order Discord received them.
async fn move_posts(h: &Harness, since: usize, game: Game) -> Vec<(u32, usize)> {
    let path = format!("/channels/{}/messages", game.thread);
    h.fake
        .requests()
        .await
        .into_iter()
        .skip(since)
        .filter(|r| r.method == "POST" && r.path == path && r.ok())
        .filter_map(|r| {
            let text = r.content()?.to_string();
            let ply = text.strip_prefix("**")?.split('.').next()?.parse().ok()?;
            text.contains(" played ").then_some((ply, r.seq))
        })
        .collect()
}

/// Issue 30, item 13, one process: when Discord refuses the post of Alice's move (503 at
/// every try of the bot's and of the scheduler's first delivery), the computer does not
/// answer: its reply would come above the move. Once the scheduler's next try (a minute
/// later) posts the move, the computer answers, below it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_waits_until_the_move_it_answers_is_posted() {
    let h = Harness::start("computer-below").await;
    let game = challenge_computer(&h, Variant::builtin("shogi"), "black", "easy").await;
    let path = format!("/channels/{}/messages", game.thread);
    // 4 tries by the move's own post (3 retries), 4 by the scheduler's first delivery.
    for _ in 0..8 {
        let unavailable = fake_discord::Failure::Status {
            status: 503,
            code: 0,
            message: "503: Service Unavailable".into(),
        };
        h.fake.fail_next("POST", &path, unavailable).await;
    }
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", json!({"move": "7g7f"}))
        .await;
    let told = h.followup(since, &i).await;
    assert!(
        told.content().unwrap_or_default().contains("7g7f"),
        "Alice is told her move stands: {:?}",
        told.content()
    );
    let mut from = since;
    for n in 0..8 {
        let refused = h
            .wait_req(from, &format!("refused post {}", n + 1), |r| {
                r.method == "POST" && r.path == path && !r.ok()
            })
            .await;
        from = refused.seq + 1;
    }
    h.assert_no_req(
        since,
        std::time::Duration::from_secs(2),
        "a post in the thread while the move's post is not out",
        |r| r.method == "POST" && r.path == path && r.ok(),
    )
    .await;
    assert_eq!(
        stored_game(&h, game).await.moves().len(),
        1,
        "the computer has not answered a move nobody can see"
    );

    // The scheduler's next try is due a minute later.
    h.clock.advance_ms(120_000);
    reply_comes_below_the_move(&h, since, game).await;
    assert_eq!(stored_game(&h, game).await.moves().len(), 2);
}

/// The computer's reply to the game's first move is posted, and below that move's post.
async fn reply_comes_below_the_move(h: &Harness, since: usize, game: Game) {
    let reply = computer_move(h, since, game).await;
    let posts = move_posts(h, since, game).await;
    assert_eq!(
        posts.iter().map(|p| p.0).collect::<Vec<_>>(),
        [1, 2],
        "the move, then the reply below it: {posts:?}"
    );
    assert!(posts[1].1 == reply.seq);
}

/// Issue 30, item 13, two processes on PostgreSQL: the process that stored Alice's move
/// (and claimed its post) dies before posting it. The other process does not answer the
/// move while that claim holds (its reply would come above the move); once the claim's
/// lease has run out it takes the post over, posts the move, and then answers, below it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_move_post_taken_over_comes_before_the_reply() {
    use seireigi_test_support::backend::{run, Backend, TestDb};
    run(Backend::Postgres, async {
        let db = TestDb::new("computer-takeover").await;
        let mut h =
            Harness::without_bot("computer-takeover", fake_discord::Config::default()).await;
        h.db = db.url.clone();
        h.start_bot().await;
        let game = challenge_computer(&h, Variant::builtin("shogi"), "black", "easy").await;
        h.stop_bot().await;

        // The process that dies: it stores the move and claims its post, and posts nothing.
        let store = seireigi::store::Store::open(&h.db).await.expect("database");
        let dying = seireigi::service::GameService::new(store, h.clock.clone())
            .keep_move_posts()
            .with_worker("the-process-that-died", seireigi::service::DEFAULT_LEASE);
        let played = dying
            .play(
                seireigi::service::GameId(game.id),
                UserId(ALICE_ID),
                "7g7f",
                None,
            )
            .await
            .expect("Alice's move is stored");
        assert!(played.post.is_some(), "its post is in the outbox");
        drop(dying);

        let since = h.fake.request_count();
        h.start_bot().await;
        let path = format!("/channels/{}/messages", game.thread);
        h.assert_no_req(
            since,
            std::time::Duration::from_secs(2),
            "a post in the thread while the dead process's claim holds",
            |r| r.method == "POST" && r.path == path,
        )
        .await;
        assert_eq!(stored_game(&h, game).await.moves().len(), 1);

        // The claim's lease (60 s) runs out: the move's post is taken over, then answered.
        h.clock.advance_ms(61_000);
        reply_comes_below_the_move(&h, since, game).await;
        h.stop_bot().await;
        drop(h);
        drop(db);
    })
    .await;
}
