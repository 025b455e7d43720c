//! The web board beside the bot (`SEIREIGI_PUBLIC_URL` set): board posts link to the game's
//! page, "Open my board" hands a player their personal link privately, a move made through
//! the page is posted in the game's thread as a `/move` is (and the computer answers it), and
//! "Revoke my links" (or `/settings revoke_links:True`) stops the old links.

use crate::computer::{challenge_computer, computer_move};
use seireigi::web::WebOptions;
use seireigi_test_support::bot_harness::{allowed_users, flags, Harness, Variant};
use seireigi_test_support::fake_discord::{self, ALICE_ID, BOB_ID, OWNER_ID};
use serde_json::{json, Value};

/// The bot with its web board on a free port, its links pointing there.
async fn bot_with_web(tag: &str) -> (Harness, String) {
    let mut h = Harness::without_bot(tag, fake_discord::Config::default()).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let mut web = WebOptions::local(format!("127.0.0.1:{port}").parse().expect("address"));
    web.local = false;
    web.public_url = Some(base.clone());
    let mut options = h.bot_options();
    options.web = Some(web);
    // The scheduler's first tick comes at once, the next in an hour: a web move is posted
    // (and the computer woken) by the bot's poster at once, not by a later tick.
    options.tick_every = std::time::Duration::from_secs(3600);
    h.start_bot_with(options).await;
    (h, base)
}

/// The URLs of a message's link buttons, with their labels.
fn links(message: &Value) -> Vec<(String, String)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["style"] == json!(5))
        .map(|c| {
            (
                c["label"].as_str().unwrap_or("").to_string(),
                c["url"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// The last message in `thread` with a board and buttons.
fn last_board(h: &Harness, thread: u64) -> Value {
    h.fake
        .messages_in(thread)
        .into_iter()
        .rev()
        .find(|m| !fake_discord::buttons(m).is_empty())
        .expect("a board post with buttons")
}

/// Presses "Open my board" on `board` as `user`; the private answer's message.
async fn open_my_board(h: &Harness, user: u64, board: &Value) -> Value {
    let id = seireigi_test_support::bot_harness::button_id(board, "sg:web:");
    let (i, since) = h.press(user, board, &id).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(6), "{}", h.dump(since).await);
    let follow = h.followup(since, &i).await;
    let stored = h.stored(&follow);
    assert!(flags(&stored) & 64 != 0, "the link is private: {stored:#}");
    stored
}

async fn post_move(base: &str, page: &str, token: &str, ply: u32, text: &str) -> (u16, Value) {
    let r = reqwest::Client::new()
        .post(format!("{page}/move"))
        .header("content-type", "application/json")
        .body(json!({ "t": token, "ply": ply, "move": text }).to_string())
        .send()
        .await
        .expect("post");
    let status = r.status().as_u16();
    let v = serde_json::from_str(&r.text().await.unwrap_or_default()).unwrap_or(Value::Null);
    assert!(page.starts_with(base));
    (status, v)
}

/// A personal link split into its page and its token.
fn split_link(link: &str) -> (String, String) {
    let (page, token) = link.split_once("?t=").expect("a personal link");
    (page.to_string(), token.to_string())
}

#[tokio::test]
async fn a_move_made_on_the_web_is_posted_in_the_thread_like_a_move_command() {
    let (h, base) = bot_with_web("bot-web-move").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let info = h.game_info(game).await;
    let public = format!(
        "{base}/g/{}",
        info.public_id.as_deref().expect("a public id")
    );
    let board = last_board(&h, game.thread);
    assert!(
        links(&board).iter().any(|(_, url)| *url == public),
        "the board post links to the public page: {board:#}"
    );

    // Someone who does not play is refused, privately.
    let open = seireigi_test_support::bot_harness::button_id(&board, "sg:web:");
    let why = h.refused_press(OWNER_ID, &board, &open).await;
    assert!(why.contains("not playing"), "{why}");

    // Alice gets her own link, which the page accepts as Black's.
    let answer = open_my_board(&h, ALICE_ID, &board).await;
    let link = links(&answer)
        .into_iter()
        .find(|(label, _)| label == "Open my board")
        .map(|(_, url)| url)
        .unwrap_or_else(|| panic!("a link button: {answer:#}"));
    let (page, token) = split_link(&link);
    assert_eq!(page, public);
    let html = reqwest::get(&link)
        .await
        .expect("get")
        .text()
        .await
        .expect("body");
    assert!(html.contains("data-side=\"black\""), "{html:.500}");

    // Her move through the page: stored, and posted in the thread with Bob pinged.
    let since = h.fake.request_count();
    let (status, v) = post_move(&base, &page, &token, 0, "P-7f").await;
    assert_eq!(status, 200, "{v}");
    let post = h.post_in(since, game.thread, "the web move's post").await;
    let content = post.content().unwrap_or_default();
    assert!(
        content.contains(&format!("<@{ALICE_ID}> played **P-7f**")),
        "{content}"
    );
    assert!(allowed_users(&post).contains(&BOB_ID), "Bob is pinged");
    assert_eq!(post.files.len(), 1, "with the board");
    let (_, history) = h
        .service()
        .await
        .game_history(info.id)
        .await
        .expect("history");
    assert_eq!(history.moves().len(), 1);
    // Posted once: the outbox row is marked delivered, not posted again by the scheduler.
    h.assert_no_req(
        post.seq as usize + 1,
        std::time::Duration::from_millis(500),
        "a second post of the web move",
        |r| r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread),
    )
    .await;

    // Revoking: the old link stops working, a new one works.
    let revoke = seireigi_test_support::bot_harness::button_id(&answer, "sg:rvk");
    let (i, since) = h.press(ALICE_ID, &answer, &revoke).await;
    h.pressed(since, &i, "Revoke my links").await;
    let (status, v) = post_move(&base, &page, &token, 2, "P-2f").await;
    assert_eq!(status, 403, "{v}");
    assert!(v["error"].as_str().unwrap_or("").contains("revoked"), "{v}");
}

#[tokio::test]
async fn the_computer_answers_a_move_made_on_the_web() {
    let (h, base) = bot_with_web("bot-web-computer").await;
    let game = challenge_computer(&h, Variant::builtin("shogi"), "black", "easy").await;
    let board = last_board(&h, game.thread);
    let answer = open_my_board(&h, ALICE_ID, &board).await;
    let (_, link) = links(&answer)
        .into_iter()
        .find(|(label, _)| label == "Open my board")
        .expect("a link button");
    let (page, token) = split_link(&link);
    let since = h.fake.request_count();
    let (status, v) = post_move(&base, &page, &token, 0, "7g7f").await;
    assert_eq!(status, 200, "{v}");
    let mine = h.post_in(since, game.thread, "the web move's post").await;
    let reply = computer_move(&h, since, game).await;
    assert!(reply.seq > mine.seq, "the computer answers below the move");
    let info = h.game_info(game).await;
    assert_eq!(info.ply, 2);
}

#[tokio::test]
async fn the_your_move_dm_carries_the_personal_link_and_the_thread_does_not() {
    let (h, base) = bot_with_web("bot-web-dm").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let dm = h.choice("settings", "notify", "direct message");
    let (i, since) = h
        .command(
            BOB_ID,
            fake_discord::CHANNEL_ID,
            "settings",
            json!({ "notify": dm }),
        )
        .await;
    h.private_followup(since, &i).await;
    let since = h.fake.request_count();
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let sent = h
        .post_in(since, h.fake.dm_channel(BOB_ID), "the DM to Bob")
        .await;
    let text = sent.content().unwrap_or_default();
    let link = text
        .split_whitespace()
        .find(|w| w.starts_with(&base) && w.contains("?t="))
        .unwrap_or_else(|| panic!("a personal link in the DM: {text}"));
    let html = reqwest::get(link)
        .await
        .expect("get")
        .text()
        .await
        .expect("body");
    assert!(html.contains("data-side=\"white\""), "{html:.500}");
    let public = played.post.content().unwrap_or_default();
    assert!(
        !public.contains("?t="),
        "no personal link in the thread: {public}"
    );
    let board = h.stored(&played.post);
    assert!(
        links(&board).iter().all(|(_, url)| !url.contains("?t=")),
        "{board:#}"
    );
}

#[tokio::test]
async fn revoking_in_settings_stops_every_link_and_a_new_one_works() {
    let (h, base) = bot_with_web("bot-web-settings-revoke").await;
    let first = h.new_game(Variant::builtin("shogi"), None, None).await;
    let second = h.new_game(Variant::builtin("minishogi"), None, None).await;
    // Alice's links to both games, from Open my board.
    let boards = [last_board(&h, first.thread), last_board(&h, second.thread)];
    let mut old = Vec::new();
    for board in &boards {
        let answer = open_my_board(&h, ALICE_ID, board).await;
        let (_, link) = links(&answer)
            .into_iter()
            .find(|(label, _)| label == "Open my board")
            .expect("a link button");
        old.push(split_link(&link));
    }
    let (i, since) = h
        .command(
            ALICE_ID,
            fake_discord::CHANNEL_ID,
            "settings",
            json!({ "revoke_links": true }),
        )
        .await;
    let text = h.private_followup(since, &i).await;
    assert!(text.contains("links are revoked, in every game"), "{text}");
    // Every old link is refused and nothing is played...
    for (page, token) in &old {
        let (status, v) = post_move(&base, page, token, 0, "P-7f").await;
        assert_eq!(status, 403, "{v}");
        assert!(v["error"].as_str().unwrap_or("").contains("revoked"), "{v}");
    }
    assert_eq!(h.game_info(first).await.ply, 0);
    // ... and the next Open my board gives one that works.
    let answer = open_my_board(&h, ALICE_ID, &boards[0]).await;
    let (_, link) = links(&answer)
        .into_iter()
        .find(|(label, _)| label == "Open my board")
        .expect("a link button");
    let (page, token) = split_link(&link);
    let (status, v) = post_move(&base, &page, &token, 0, "P-7f").await;
    assert_eq!(status, 200, "{v}");
    // Settings without the option revoke nothing.
    let (i, since) = h
        .command(
            ALICE_ID,
            fake_discord::CHANNEL_ID,
            "settings",
            json!({ "revoke_links": false }),
        )
        .await;
    let text = h.private_followup(since, &i).await;
    assert!(!text.contains("revoked"), "{text}");
    let html = reqwest::get(&link)
        .await
        .expect("get")
        .text()
        .await
        .expect("body");
    assert!(
        html.contains("data-token="),
        "the new link still works: {html:.500}"
    );
}
