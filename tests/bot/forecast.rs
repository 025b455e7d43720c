//! Conditional moves, notes and rematches through the bot (issue 33): the prepared move
//! posted below the move it answers, with its board and the opponent's ping; notes seen by
//! their writer only; a rematch card from a finished game's Rematch button, accepted after
//! a restart.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{allowed_users, button_id, check_png, flags, Harness, Variant};
use fake_discord::{ALICE_ID, BOB_ID, CHANNEL_ID};
use serde_json::{json, Value};
use std::time::Duration;

/// A subcommand's options, nested as Discord sends them.
fn sub(name: &str, options: Value) -> Value {
    let list: Vec<Value> = options
        .as_object()
        .map(|o| {
            o.iter()
                .map(|(k, v)| json!({"name": k, "type": 3, "value": v}))
                .collect()
        })
        .unwrap_or_default();
    json!([{ "name": name, "type": 1, "options": list }])
}

/// `/forecast <subcommand>` with its options, answered privately; its text.
async fn forecast(
    h: &Harness,
    user: u64,
    channel: u64,
    subcommand: &str,
    options: Value,
) -> String {
    private(h, user, channel, "forecast", sub(subcommand, options)).await
}

/// A private command: deferred privately, answered by one private follow-up; its text.
async fn private(h: &Harness, user: u64, channel: u64, name: &str, options: Value) -> String {
    let (i, since) = h.command(user, channel, name, options).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(5), true),
        "/{name} is acknowledged privately: {}",
        h.dump(since).await
    );
    let text = h.private_followup(since, &i).await;
    h.assert_no_req(
        since,
        Duration::from_millis(200),
        "no public post for a private command",
        |r| r.method == "POST" && r.path.starts_with("/channels/"),
    )
    .await;
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prepared_move_is_posted_like_a_typed_one() {
    let h = Harness::start("forecast-post").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    h.play(ALICE_ID, game, "7g7f").await;
    let stored = forecast(
        &h,
        ALICE_ID,
        game.thread,
        "add",
        json!({"moves": "3c3d 2g2f 8c8d 2f2e"}),
    )
    .await;
    assert!(
        stored.contains("1 line") && stored.contains("→"),
        "{stored}"
    );
    // Bob sees none of it.
    let bobs = forecast(&h, BOB_ID, game.thread, "list", json!({})).await;
    assert!(bobs.contains("no conditional moves"), "{bobs}");

    let played = h.play(BOB_ID, game, "3c3d").await;
    let first = played.post.content().unwrap_or_default().to_string();
    assert!(first.contains("answers with a prepared move"), "{first}");
    assert!(
        !allowed_users(&played.post).contains(&ALICE_ID),
        "Alice is not called to a move already made for her: {first}"
    );
    let thread = format!("/channels/{}/messages", game.thread);
    let answer = h
        .wait_req(played.post.seq, "the prepared answer's post", |r| {
            r.method == "POST"
                && r.path == thread
                && r.ok()
                && r.content().is_some_and(|c| c.contains("prepared move"))
                && r.content()
                    .is_some_and(|c| c.contains(&format!("<@{ALICE_ID}> played")))
        })
        .await;
    assert!(answer.seq > played.post.seq, "posted below Bob's move");
    let text = answer.content().unwrap_or_default();
    assert!(text.contains("**3.**") && text.contains("P-2f"), "{text}");
    assert!(text.contains(&format!("<@{BOB_ID}> to move")), "{text}");
    assert_eq!(
        allowed_users(&answer),
        vec![BOB_ID],
        "Bob is pinged: {text}"
    );
    check_png(&answer.files[0]);
    let posted = h.stored(&answer);
    let ids: Vec<String> = fake_discord::buttons(&posted)
        .into_iter()
        .map(|b| b.custom_id)
        .collect();
    assert!(
        ids.iter().any(|c| c.starts_with("sg:view:")) && ids.len() >= 2,
        "the Move and My view buttons, as under any move: {ids:?}"
    );
    let info = h.game_info(game).await;
    assert_eq!((info.ply, info.to_move.map(|u| u.0)), (3, Some(BOB_ID)));
    // The rest of the line is kept, and shown to Alice only.
    let list = forecast(&h, ALICE_ID, game.thread, "list", json!({})).await;
    assert!(list.contains("1 line") && list.contains("P-8d"), "{list}");
    let cleared = forecast(&h, ALICE_ID, game.thread, "clear", json!({})).await;
    assert!(cleared.contains("forgotten"), "{cleared}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_line_is_refused_in_one_line() {
    let h = Harness::start("forecast-bad").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.play(ALICE_ID, game, "7g7f").await;
    let why = forecast(
        &h,
        ALICE_ID,
        game.thread,
        "add",
        json!({"moves": "3c3d 2g2e"}),
    )
    .await;
    assert!(
        why.starts_with("Move 2 of the line (\"2g2e\")") && !why.contains('\n'),
        "{why}"
    );
    let none = forecast(&h, ALICE_ID, game.thread, "list", json!({})).await;
    assert!(none.contains("no conditional moves"), "{none}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notes_are_seen_by_their_writer_only() {
    let h = Harness::start("forecast-notes").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let saved = private(
        &h,
        ALICE_ID,
        game.thread,
        "note",
        json!({"text": "Bob castles late: attack the 3rd file"}),
    )
    .await;
    assert!(saved.contains("only you can read it"), "{saved}");
    let mine = private(&h, ALICE_ID, game.thread, "note", json!({})).await;
    assert!(
        mine.contains("Bob castles late: attack the 3rd file"),
        "{mine}"
    );
    let bobs = private(&h, BOB_ID, game.thread, "note", json!({})).await;
    assert!(
        bobs.contains("no note") && !bobs.contains("castles"),
        "{bobs}"
    );
    // /games shows the start of the note to its writer.
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "games", json!({})).await;
    let list = h.callback(since, &i).await;
    let text = list.body.as_ref().unwrap()["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = if text.is_empty() {
        h.private_followup(since, &i).await
    } else {
        text
    };
    assert!(text.contains("📝 Bob castles late"), "{text}");
    let (i, since) = h.command(BOB_ID, CHANNEL_ID, "games", json!({})).await;
    let list = h.callback(since, &i).await;
    let text = list.body.as_ref().unwrap()["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = if text.is_empty() {
        h.private_followup(since, &i).await
    } else {
        text
    };
    assert!(!text.contains("castles") && !text.contains("📝"), "{text}");
    // Too long: refused in one line, the old note kept.
    let long = "x".repeat(seireigi::service::MAX_NOTE_CHARS + 1);
    let why = private(&h, ALICE_ID, game.thread, "note", json!({ "text": long })).await;
    assert!(
        why.contains("at most 1500 characters") && !why.contains('\n'),
        "{why}"
    );
    let mine = private(&h, ALICE_ID, game.thread, "note", json!({})).await;
    assert!(mine.contains("Bob castles late"), "{mine}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_accepted_after_a_restart() {
    let mut h = Harness::start("forecast-rematch").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("5 days"))
        .await;
    h.play(ALICE_ID, game, "7g7f").await;
    let (_, since) = h.resign(BOB_ID, game).await;
    let end = h.post_in(since, game.thread, "the result").await;
    let end_msg = h.stored(&end);
    let rematch = button_id(&end_msg, "sg:rem:");
    // Alice (Black) asks: the card goes to the game's channel, for Bob, with Alice White.
    let (i, since) = h.press(ALICE_ID, &end_msg, &rematch).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(6), "{}", h.dump(since).await);
    let card = h.post_in(since, CHANNEL_ID, "the rematch card").await;
    let text = card.text();
    assert!(
        text.contains(&format!("<@{ALICE_ID}> asks <@{BOB_ID}> for a rematch")),
        "{text}"
    );
    assert!(
        text.contains("plays White") && text.contains("5 days per move"),
        "{text}"
    );
    assert_eq!(allowed_users(&card), vec![BOB_ID]);
    let told = h.private_followup(since, &i).await;
    assert!(told.contains("rematch is sent"), "{told}");
    let card_msg = h.stored(&card);
    assert!(flags(&card_msg) & 64 == 0, "the card is public");

    h.stop_bot().await;
    h.start_bot().await;
    let new = h.accept(&card_msg, BOB_ID).await;
    let info = h.game_info(new).await;
    assert_eq!((info.black.0, info.white.0), (BOB_ID, ALICE_ID));
    assert_eq!(info.days_per_move, Some(5));
    assert_ne!(new.id, game.id);
}

/// The message a component interaction left, as Discord holds it now.
fn held(h: &Harness, message: &Value) -> Value {
    let id: u64 = message["id"].as_str().unwrap().parse().unwrap();
    h.fake.message(id).expect("the message is stored")
}

/// The value of the option labelled `label` in the message's menus: (menu id, value).
fn option(message: &Value, label: &str) -> (String, String) {
    fake_discord::buttons(message)
        .into_iter()
        .filter(|b| b.component_type == 3)
        .find_map(|b| {
            fake_discord::select_options(message, &b.custom_id)
                .into_iter()
                .find(|(l, _)| l == label)
                .map(|(_, v)| (b.custom_id.clone(), v))
        })
        .unwrap_or_else(|| panic!("no option {label:?}: {message:#}"))
}

/// A step of the picker answered by editing its private message in place (type 7).
async fn step(h: &Harness, since: usize, i: &Value, message: &Value) -> Value {
    let cb = h.callback(since, i).await;
    assert_eq!(cb.callback_type(), Some(7), "{}", h.dump(since).await);
    let now = held(h, message);
    assert!(flags(&now) & 64 != 0, "the picker stays private");
    now
}

async fn choose(h: &Harness, user: u64, message: &Value, label: &str) -> Value {
    let (menu, value) = option(message, label);
    let i = h.fake.select_menu(user, message, &menu, &[value.as_str()]);
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    step(h, since, &i, message).await
}

async fn press_label(h: &Harness, user: u64, message: &Value, label: &str) -> Value {
    let id = button_id_labelled(message, label);
    let (i, since) = h.press(user, message, &id).await;
    step(h, since, &i, message).await
}

fn button_id_labelled(message: &Value, label: &str) -> String {
    fake_discord::buttons(message)
        .into_iter()
        .find(|b| b.component_type == 2 && b.label == label && !b.disabled)
        .unwrap_or_else(|| panic!("no {label} button: {message:#}"))
        .custom_id
}

/// On Bob's turn Alice presses Move: "not your turn", with **Plan a reply**; the picker then
/// finds Bob's expected move and her answer, and stores the line as /forecast add does
/// (privately). Bob plays the expected move: her answer is posted at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_planned_in_the_picker_is_played() {
    let h = Harness::start("forecast-picker").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("3 days"))
        .await;
    let played = h.play(ALICE_ID, game, "7g7f").await;
    let board = h.stored(&played.post);
    let open = button_id(&board, "sp:");
    let (i, since) = h.press(ALICE_ID, &board, &open).await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(4), true));
    assert!(
        cb.text().contains(&format!("It is <@{BOB_ID}>'s turn")),
        "{}",
        cb.text()
    );
    let refusal = h.fake.original_response(&i).expect("the answer is stored");
    let picker = press_label(&h, ALICE_ID, &refusal, "Plan a reply").await;
    let text = fake_discord::message_text(&picker);
    assert!(
        text.contains("plan a reply") && text.contains("the move you expect"),
        "{text}"
    );
    assert_eq!(
        picker["attachments"].as_array().map(Vec::len),
        Some(1),
        "with a preview"
    );
    // Bob's pieces are offered: his Pawn on 3c goes to 3d, the only square.
    let expected = choose(&h, ALICE_ID, &picker, "Pawn 3c").await;
    assert!(
        fake_discord::message_text(&expected).contains("P-3d"),
        "{}",
        fake_discord::message_text(&expected)
    );
    let answer = press_label(&h, ALICE_ID, &expected, "Next: your answer").await;
    let text = fake_discord::message_text(&answer);
    assert!(text.contains("if they play P-3d"), "{text}");
    let answer = choose(&h, ALICE_ID, &answer, "Pawn 2g").await;
    let since = h.fake.request_count();
    let done = press_label(&h, ALICE_ID, &answer, "Keep this reply").await;
    let text = fake_discord::message_text(&done);
    assert!(
        text.contains("1 line") && text.contains("P-3d → P-2f"),
        "{text}"
    );
    assert!(
        fake_discord::buttons(&done).is_empty(),
        "the picker is closed"
    );
    h.assert_no_req(
        since,
        Duration::from_millis(200),
        "no public post for a planned reply",
        |r| r.method == "POST" && r.path.starts_with("/channels/"),
    )
    .await;
    // Stored as /forecast add stores it: listed to Alice, not to Bob.
    let list = forecast(&h, ALICE_ID, game.thread, "list", json!({})).await;
    assert!(list.contains("1 line") && list.contains("P-2f"), "{list}");
    let bobs = forecast(&h, BOB_ID, game.thread, "list", json!({})).await;
    assert!(bobs.contains("no conditional moves"), "{bobs}");

    let played = h.play(BOB_ID, game, "3c3d").await;
    let thread = format!("/channels/{}/messages", game.thread);
    let answer = h
        .wait_req(played.post.seq, "the planned answer's post", |r| {
            r.method == "POST"
                && r.path == thread
                && r.ok()
                && r.content().is_some_and(|c| {
                    c.contains("prepared move") && c.contains(&format!("<@{ALICE_ID}> played"))
                })
        })
        .await;
    let text = answer.content().unwrap_or_default();
    assert!(text.contains("P-2f"), "{text}");
    let info = h.game_info(game).await;
    assert_eq!((info.ply, info.to_move.map(|u| u.0)), (3, Some(BOB_ID)));
}

/// Against the computer there is no reply to plan: the Move button on its turn offers no
/// **Plan a reply**, and a planning step (from a tampered client) is refused in one line.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn planning_a_reply_is_refused_against_the_computer() {
    let h = Harness::start("forecast-picker-computer").await;
    let game =
        crate::computer::challenge_computer(&h, Variant::builtin("shogi"), "black", "easy").await;
    // A planning step on a private message, as a forged client would send it: Alice's
    // picker (a real private message), with a Plan a reply button put in.
    let board = h
        .fake
        .messages_in(game.thread)
        .into_iter()
        .rev()
        .find(|m| {
            fake_discord::buttons(m)
                .iter()
                .any(|b| b.custom_id.starts_with("sp:"))
        })
        .expect("a board post with Move");
    let open = button_id(&board, "sp:");
    let (i, since) = h.press(ALICE_ID, &board, &open).await;
    h.callback(since, &i).await;
    let mut message = h.fake.original_response(&i).expect("the picker is stored");
    assert!(flags(&message) & 64 != 0, "private");
    let forged = format!("sp:{}:0:000000:p:", game.id);
    message["id"] = json!("999999001");
    message["components"] = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Plan a reply", "custom_id": forged}
    ]}]);
    let since = h.fake.request_count();
    let (i, _) = h.press(ALICE_ID, &message, &forged).await;
    let cb = h.callback(since, &i).await;
    let text = cb.text();
    assert!(
        text.contains("conditional moves are for games between people") && !text.contains('\n'),
        "{text}\n{}",
        h.dump(since).await
    );
    assert!(
        cb.custom_ids().is_empty(),
        "no picker: {:?}",
        cb.custom_ids()
    );
    let list = forecast(&h, ALICE_ID, game.thread, "list", json!({})).await;
    assert!(list.contains("no conditional moves"), "{list}");
}

/// "Play this if my time runs out": kept privately on Alice's turn, listed to her only;
/// when her day runs out the bot plays it and posts it like a prepared move, and Bob is
/// called to move (no loss, no vacation day).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timeout_move_is_played_when_time_runs_out() {
    let h = Harness::start("forecast-timeout").await;
    let game = h
        .new_game(Variant::builtin("shogi"), None, Some("1 day"))
        .await;
    let kept = forecast(
        &h,
        ALICE_ID,
        game.thread,
        "timeout",
        json!({"move": "7g7f"}),
    )
    .await;
    assert!(kept.starts_with("Kept") && kept.contains("P-7f"), "{kept}");
    let list = forecast(&h, ALICE_ID, game.thread, "list", json!({})).await;
    assert!(
        list.contains("If your time runs out") && list.contains("P-7f"),
        "{list}"
    );
    let bobs = forecast(&h, BOB_ID, game.thread, "list", json!({})).await;
    assert!(bobs.contains("no conditional moves"), "{bobs}");
    // On Bob's turn he cannot keep one: refused in one line.
    let why = forecast(&h, BOB_ID, game.thread, "timeout", json!({"move": "3c3d"})).await;
    assert!(
        why.contains("not your turn") && !why.contains('\n'),
        "{why}"
    );

    let since = h.fake.request_count();
    h.clock.advance_ms(bot_harness::DAY_MS);
    let thread = format!("/channels/{}/messages", game.thread);
    let post = h
        .wait_req(since, "the time-out move's post", |r| {
            r.method == "POST"
                && r.path == thread
                && r.ok()
                && r.content()
                    .is_some_and(|c| c.contains(&format!("<@{ALICE_ID}> played")))
        })
        .await;
    let text = post.content().unwrap_or_default();
    assert!(
        text.contains("P-7f") && text.contains("prepared move"),
        "{text}"
    );
    assert!(
        allowed_users(&post).contains(&BOB_ID),
        "Bob is called: {text}"
    );
    let info = h.game_info(game).await;
    assert_eq!((info.ply, info.to_move.map(|u| u.0)), (1, Some(BOB_ID)));
    assert!(info.outcome.is_none());
}

/// The choices `/forecast timeout`'s `move` option offers while `typed` is typed, in
/// `channel`, with the `game` option when given (nested in the subcommand, as Discord
/// sends it).
async fn timeout_choices(
    h: &Harness,
    channel: u64,
    typed: &str,
    game: Option<i64>,
) -> Vec<(String, String)> {
    let mut options = json!({ "move": typed });
    if let Some(g) = game {
        options["game"] = json!(g.to_string());
    }
    let i = h.fake.autocomplete(
        ALICE_ID,
        channel,
        "forecast",
        sub("timeout", options),
        "move",
    );
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(8), "{}", h.dump(since).await);
    cb.body.as_ref().expect("a body")["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or_default().to_string(),
                c["value"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// `/forecast timeout` used outside the game's thread completes its move as `/move` does:
/// from the game its `game` option names (read inside the subcommand), or from the one game
/// waiting for the player.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timeout_autocomplete_works_outside_the_thread() {
    let h = Harness::start("forecast-timeout-auto").await;
    let shogi = h
        .new_game(Variant::builtin("shogi"), None, Some("1 day"))
        .await;
    // One game waiting for Alice: found without the option.
    let alone = timeout_choices(&h, CHANNEL_ID, "7g", None).await;
    assert!(alone.iter().any(|(_, v)| v == "7g7f"), "{alone:?}");
    // Two games waiting: the option decides, as for /move.
    let chu = h
        .new_game(Variant::builtin("chu-seireigi"), None, Some("1 day"))
        .await;
    assert!(timeout_choices(&h, CHANNEL_ID, "7g", None).await.is_empty());
    let named = timeout_choices(&h, CHANNEL_ID, "7g", Some(shogi.id)).await;
    assert!(named.iter().any(|(_, v)| v == "7g7f"), "{named:?}");
    let in_chu = timeout_choices(&h, CHANNEL_ID, "7i", Some(chu.id)).await;
    assert!(
        !in_chu.is_empty() && !in_chu.iter().any(|(_, v)| v == "7g7f"),
        "{in_chu:?}"
    );
    // And the move chosen is kept for that game.
    let options = json!({"move": "7g7f", "game": shogi.id.to_string()});
    let kept = forecast(&h, ALICE_ID, CHANNEL_ID, "timeout", options).await;
    assert!(kept.starts_with("Kept") && kept.contains("P-7f"), "{kept}");
}
