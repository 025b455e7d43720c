//! Moving by pointing (issue 14), end to end against the fake Discord: the Move button of a
//! board post opens a private picker; each choice in its select menus edits that message in
//! place (UPDATE_MESSAGE with a new preview image); Confirm plays the move through the same
//! service path as /move, which is read back from the database and the thread.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;
use seireigi_test_support::positions as common;

use bot_harness::{check_png, flags, Game, Harness, Variant};
use fake_discord::{buttons, message_text, select_options, ALICE_ID, BOB_ID, OWNER_ID};
use seireigi::rules::{Color, Position};
use seireigi::service::GameId;
use serde_json::Value;
use std::time::Duration;

/// The Move button of the newest board post in the game's thread.
fn move_button(h: &Harness, game: Game) -> (Value, String) {
    let posts = h.fake.messages_in(game.thread);
    posts
        .iter()
        .rev()
        .find_map(|m| {
            buttons(m)
                .into_iter()
                .find(|b| b.custom_id.starts_with("sp:") && b.label == "Move")
                .map(|b| (m.clone(), b.custom_id))
        })
        .unwrap_or_else(|| panic!("no Move button in the thread: {posts:#?}"))
}

/// A picker step as the player sees it: the private message, as Discord holds it now.
struct Picker {
    message: Value,
}

impl Picker {
    fn text(&self) -> String {
        message_text(&self.message)
    }

    /// Every option of the step's menus: (menu custom id, label, value).
    fn options(&self) -> Vec<(String, String, String)> {
        buttons(&self.message)
            .into_iter()
            .filter(|b| b.component_type == 3)
            .flat_map(|b| {
                select_options(&self.message, &b.custom_id)
                    .into_iter()
                    .map(move |(label, value)| (b.custom_id.clone(), label, value))
            })
            .collect()
    }

    fn labels(&self) -> Vec<String> {
        self.options().into_iter().map(|(_, l, _)| l).collect()
    }

    fn menus(&self) -> usize {
        buttons(&self.message)
            .into_iter()
            .filter(|b| b.component_type == 3)
            .count()
    }

    fn button(&self, label: &str) -> String {
        buttons(&self.message)
            .into_iter()
            .find(|b| b.component_type == 2 && b.label == label && !b.disabled)
            .unwrap_or_else(|| panic!("no {label} button: {:#}", self.message))
            .custom_id
    }
}

/// `user` presses Move on the newest board: a new private message with the first step.
async fn open(h: &Harness, user: u64, game: Game) -> Picker {
    let (post, id) = move_button(h, game);
    let (i, since) = h.press(user, &post, &id).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(4), true),
        "the picker opens as a private message: {}",
        h.dump(since).await
    );
    assert_eq!(cb.files.len(), 1, "with its preview");
    check_png(&cb.files[0]);
    let message = h.fake.original_response(&i).expect("the picker is stored");
    assert!(flags(&message) & 64 != 0, "private");
    Picker { message }
}

/// The step's message edited in place (type 7) with a new preview; the edited message.
async fn updated(h: &Harness, since: usize, i: &Value, picker: &Picker, image: bool) -> Picker {
    let cb = h.callback(since, i).await;
    assert_eq!(
        cb.callback_type(),
        Some(7),
        "a step edits the picker in place: {}",
        h.dump(since).await
    );
    if image {
        assert_eq!(cb.files.len(), 1, "a new preview: {}", h.dump(since).await);
        check_png(&cb.files[0]);
    }
    let id: u64 = picker.message["id"].as_str().unwrap().parse().unwrap();
    let message = h.fake.message(id).expect("the picker message");
    assert!(flags(&message) & 64 != 0, "the picker stays private");
    if image {
        assert_eq!(
            message["attachments"].as_array().map(Vec::len),
            Some(1),
            "one preview, the old one replaced"
        );
    }
    Picker { message }
}

/// Chooses the option whose label is `label`.
async fn choose(h: &Harness, user: u64, picker: &Picker, label: &str) -> Picker {
    let (menu, _, value) = picker
        .options()
        .into_iter()
        .find(|(_, l, _)| l == label)
        .unwrap_or_else(|| panic!("no option {label:?} in {:?}", picker.labels()));
    let i = h
        .fake
        .select_menu(user, &picker.message, &menu, &[value.as_str()]);
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    updated(h, since, &i, picker, true).await
}

/// Presses a button of the picker (Back, Cancel, Confirm); the interaction and count.
async fn press(h: &Harness, user: u64, picker: &Picker, label: &str) -> (Value, usize) {
    let id = picker.button(label);
    h.press(user, &picker.message, &id).await
}

/// Confirm: the picker closes saying what was played, and the move is posted in the thread.
async fn confirm(h: &Harness, user: u64, game: Game, picker: &Picker) -> (Picker, String) {
    let (i, since) = press(h, user, picker, "Confirm").await;
    let done = updated(h, since, &i, picker, false).await;
    // The same words as /move: the move in the player's notation with its squares.
    let last = stored_moves(h, game).await.pop().unwrap_or_default();
    let text = done.text();
    assert!(
        text.starts_with("Played ")
            && text.ends_with(&format!(" in game #{}.", game.id))
            && (text.contains(&format!("({last})")) || text.contains(&format!("Played {last} "))),
        "{text} (stored {last})\n{}",
        h.dump(since).await
    );
    assert!(buttons(&done.message).is_empty(), "the picker is closed");
    let post = h
        .post_in(since, game.thread, "the move posted in the thread")
        .await;
    let content = post.content().unwrap_or_default().to_string();
    assert!(content.contains(&format!("<@{user}> played")), "{content}");
    assert_eq!(post.files.len(), 1);
    check_png(&post.files[0]);
    (done, content)
}

/// The moves stored for the game, as canonical text.
async fn stored_moves(h: &Harness, game: Game) -> Vec<String> {
    let (_, history) = h
        .service()
        .await
        .game_history(GameId(game.id))
        .await
        .expect("the game");
    let mut pos = history.start().clone();
    let mut out = Vec::new();
    for &mv in history.moves() {
        out.push(seireigi::rules::notation::to_canonical(pos.game(), mv));
        pos.play(mv);
    }
    out
}

fn sfen(v: Variant, side: Color, pieces: &[(&str, &str)], hands: &str) -> String {
    common::position(v, side, pieces, hands).to_sfen()
}

#[tokio::test]
async fn a_board_move_by_pointing_and_the_wrong_users() {
    let h = Harness::start("picker-board").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    // Not Bob's turn; the server's owner does not play.
    let (post, id) = move_button(&h, game);
    for (user, want) in [
        (BOB_ID, format!("It is <@{ALICE_ID}>'s turn")),
        (OWNER_ID, "You are not playing in game #".to_string()),
    ] {
        let (i, since) = h.press(user, &post, &id).await;
        let cb = h.callback(since, &i).await;
        assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(4), true));
        assert!(cb.text().contains(&want), "{}", cb.text());
        // No picker: Bob, a player, may only plan a reply (a button to press first).
        let ids = cb.custom_ids();
        let planning = ids.len() == 1 && ids[0].starts_with("sp:") && ids[0].contains(":p:");
        assert!(
            cb.files.is_empty() && (ids.is_empty() || (user == BOB_ID && planning)),
            "no picker: {ids:?}"
        );
    }
    let picker = open(&h, ALICE_ID, game).await;
    assert!(
        picker.text().contains("Choose a piece"),
        "{}",
        picker.text()
    );
    let labels = picker.labels();
    assert!(labels.contains(&"Pawn 7g".to_string()), "{labels:?}");
    assert!(labels.contains(&"Rook 2h".to_string()), "{labels:?}");
    assert!(
        !labels.iter().any(|l| l.starts_with("Knight")),
        "only pieces that can move: {labels:?}"
    );
    // The Pawn has one square: the step is skipped, straight to Confirm.
    let step = choose(&h, ALICE_ID, &picker, "Pawn 7g").await;
    assert!(step.text().contains("P-7f"), "{}", step.text());
    let (_, post) = confirm(&h, ALICE_ID, game, &step).await;
    assert!(post.contains("P-7f"), "{post}");
    assert_eq!(stored_moves(&h, game).await, ["7g7f"]);
    // Bob's turn now: the new board has a Move button for him, and Alice is refused.
    let (post, id) = move_button(&h, game);
    let (i, since) = h.press(ALICE_ID, &post, &id).await;
    let cb = h.callback(since, &i).await;
    assert!(
        cb.text().contains(&format!("It is <@{BOB_ID}>'s turn")),
        "{}",
        cb.text()
    );
    let picker = open(&h, BOB_ID, game).await;
    let step = choose(&h, BOB_ID, &picker, "Rook 8b").await;
    assert!(
        step.text().contains("Where does the Rook on 8b go?"),
        "{}",
        step.text()
    );
    let step = choose(&h, BOB_ID, &step, "6b").await;
    confirm(&h, BOB_ID, game, &step).await;
    assert_eq!(stored_moves(&h, game).await, ["7g7f", "8b6b"]);
}

#[tokio::test]
async fn a_capture_with_both_promotion_answers() {
    let h = Harness::start("picker-promote").await;
    // After 7g7f 3c3d the Bishop takes on 2b, and may promote there.
    let start = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1";
    for (answer, played) in [
        ("Promote to Dragon Horse", "8h2b+"),
        ("Stay a Bishop", "8h2b"),
    ] {
        let game = h
            .new_game(Variant::builtin("shogi"), Some(start), None)
            .await;
        let picker = open(&h, ALICE_ID, game).await;
        let step = choose(&h, ALICE_ID, &picker, "Bishop 8h").await;
        let labels = step.labels();
        assert!(labels.contains(&"2b ×Bishop".to_string()), "{labels:?}");
        let step = choose(&h, ALICE_ID, &step, "2b ×Bishop").await;
        assert_eq!(
            step.labels(),
            ["Promote to Dragon Horse", "Stay a Bishop"],
            "{}",
            step.text()
        );
        assert!(
            step.text()
                .contains("promote to Dragon Horse, or stay a Bishop"),
            "{}",
            step.text()
        );
        let step = choose(&h, ALICE_ID, &step, answer).await;
        let (_, post) = confirm(&h, ALICE_ID, game, &step).await;
        assert!(post.contains(played), "{post}");
        assert_eq!(stored_moves(&h, game).await, [played]);
    }
}

#[tokio::test]
async fn a_drop_among_many_squares_back_and_cancel() {
    let h = Harness::start("picker-drop").await;
    let start = "4k4/9/9/9/9/9/9/9/4K4 b P 1";
    let game = h
        .new_game(Variant::builtin("shogi"), Some(start), None)
        .await;
    let picker = open(&h, ALICE_ID, game).await;
    assert!(
        picker.labels().contains(&"Pawn in hand (drop)".to_string()),
        "{:?}",
        picker.labels()
    );
    let step = choose(&h, ALICE_ID, &picker, "Pawn in hand (drop)").await;
    // 79 empty squares less the last rank: in menus of at most 25.
    assert!(step.menus() >= 3, "{} menus", step.menus());
    assert!(
        step.text().contains("Where do you drop the Pawn?"),
        "{}",
        step.text()
    );
    let drops = Position::from_sfen(Variant::builtin("shogi"), start)
        .unwrap()
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_drop())
        .count();
    assert_eq!(step.options().len(), drops);
    assert!(drops > 50, "{drops}");
    // Back: the first step again, then the drop again.
    let (i, since) = press(&h, ALICE_ID, &step, "Back").await;
    let back = updated(&h, since, &i, &step, true).await;
    assert!(back.text().contains("Choose a piece"), "{}", back.text());
    let step = choose(&h, ALICE_ID, &back, "Pawn in hand (drop)").await;
    let step = choose(&h, ALICE_ID, &step, "5e").await;
    assert!(step.text().contains("P*5e"), "{}", step.text());
    // Cancel: the picker closes, nothing is played.
    let (i, since) = press(&h, ALICE_ID, &step, "Cancel").await;
    let closed = updated(&h, since, &i, &step, false).await;
    assert!(closed.text().contains("Picker closed"), "{}", closed.text());
    assert!(buttons(&closed.message).is_empty());
    assert_eq!(closed.message["attachments"], serde_json::json!([]));
    h.assert_no_req(since, Duration::from_millis(300), "a move post", |r| {
        r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread)
    })
    .await;
    assert!(stored_moves(&h, game).await.is_empty());
    // Open again and drop.
    let picker = open(&h, ALICE_ID, game).await;
    let step = choose(&h, ALICE_ID, &picker, "Pawn in hand (drop)").await;
    let step = choose(&h, ALICE_ID, &step, "5e").await;
    confirm(&h, ALICE_ID, game, &step).await;
    assert_eq!(stored_moves(&h, game).await, ["P*5e"]);
}

#[tokio::test]
async fn a_lion_two_step_move_and_a_queen_with_many_squares() {
    let h = Harness::start("picker-lion").await;
    let lion = sfen(
        Variant::builtin("dai-seireigi"),
        Color::Black,
        &[
            ("8h", "X"),
            ("8g", "g"),
            ("7f", "s"),
            ("9i", "G"),
            ("15o", "K"),
            ("14a", "k"),
        ],
        "-",
    );
    let game = h
        .new_game(Variant::builtin("dai-seireigi"), Some(&lion), None)
        .await;
    let picker = open(&h, ALICE_ID, game).await;
    let step = choose(&h, ALICE_ID, &picker, "Lion 8h").await;
    let step = choose(&h, ALICE_ID, &step, "8g ×Gold General").await;
    let labels = step.labels();
    assert!(labels.contains(&"Stop on 8g".to_string()), "{labels:?}");
    assert!(
        labels.contains(&"Back to 8h (take and return)".to_string()),
        "{labels:?}"
    );
    let step = choose(&h, ALICE_ID, &step, "Go on to 7f ×Silver General").await;
    let (_, post) = confirm(&h, ALICE_ID, game, &step).await;
    assert!(post.contains("8h8g7f"), "{post}");
    assert_eq!(stored_moves(&h, game).await, ["8h8g7f"]);

    // A Queen in the middle of an empty 12x12 board: 44 squares, in two menus.
    let queen = sfen(
        Variant::builtin("chu-seireigi"),
        Color::Black,
        &[("6f", "Q"), ("11l", "K"), ("2a", "k")],
        "-",
    );
    let game = h
        .new_game(Variant::builtin("chu-seireigi"), Some(&queen), None)
        .await;
    let picker = open(&h, ALICE_ID, game).await;
    let step = choose(&h, ALICE_ID, &picker, "Queen 6f").await;
    assert_eq!(step.menus(), 2, "{:?}", step.labels());
    assert_eq!(step.options().len(), 43);
    // A square of the second menu.
    let (_, far, _) = step.options().pop().unwrap();
    let step = choose(&h, ALICE_ID, &step, &far).await;
    confirm(&h, ALICE_ID, game, &step).await;
    assert_eq!(stored_moves(&h, game).await, [format!("6f{far}")]);
}

#[tokio::test]
async fn a_stale_step_and_a_picker_across_a_restart() {
    let mut h = Harness::start("picker-stale").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    // Alice opens a picker, then plays by typing; Bob answers.
    let old = open(&h, ALICE_ID, game).await;
    let old = choose(&h, ALICE_ID, &old, "Rook 2h").await;
    h.play(ALICE_ID, game, "7g7f").await;
    h.play(BOB_ID, game, "3c3d").await;
    // The old picker is out of date now: it says so and closes.
    let (menu, _, value) = old.options().into_iter().next().unwrap();
    let i = h
        .fake
        .select_menu(ALICE_ID, &old.message, &menu, &[value.as_str()]);
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let stale = updated(&h, since, &i, &old, false).await;
    assert!(stale.text().contains("out of date"), "{}", stale.text());
    assert!(buttons(&stale.message).is_empty());
    assert_eq!(stored_moves(&h, game).await, ["7g7f", "3c3d"]);

    // A picker opened, the bot restarted, the picker goes on where it was.
    let picker = open(&h, ALICE_ID, game).await;
    let step = choose(&h, ALICE_ID, &picker, "Bishop 8h").await;
    h.stop_bot().await;
    h.start_bot().await;
    let step = choose(&h, ALICE_ID, &step, "2b ×Bishop").await;
    let step = choose(&h, ALICE_ID, &step, "Promote to Dragon Horse").await;
    confirm(&h, ALICE_ID, game, &step).await;
    assert_eq!(stored_moves(&h, game).await, ["7g7f", "3c3d", "8h2b+"]);
    let pos = {
        let (_, history) = h
            .service()
            .await
            .game_history(GameId(game.id))
            .await
            .unwrap();
        history.position().clone()
    };
    assert_eq!(pos.side_to_move(), Color::White);
}

#[tokio::test]
async fn move_without_a_move_opens_the_picker() {
    let h = Harness::start("picker-command").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    // Not Bob's turn: refused privately, no picker.
    let (i, since) = h
        .command(BOB_ID, game.thread, "move", serde_json::json!({}))
        .await;
    let why = h.private_followup(since, &i).await;
    assert!(
        why.contains(&format!("It is <@{ALICE_ID}>'s turn")),
        "{why}"
    );
    let (i, since) = h
        .command(ALICE_ID, game.thread, "move", serde_json::json!({}))
        .await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(5), true));
    let follow = h.followup(since, &i).await;
    assert_eq!(follow.files.len(), 1, "{}", h.dump(since).await);
    check_png(&follow.files[0]);
    let picker = Picker {
        message: h.stored(&follow),
    };
    assert!(flags(&picker.message) & 64 != 0, "private");
    assert!(
        picker.text().contains("Choose a piece"),
        "{}",
        picker.text()
    );
    let step = choose(&h, ALICE_ID, &picker, "Rook 2h").await;
    let step = choose(&h, ALICE_ID, &step, "5h").await;
    confirm(&h, ALICE_ID, game, &step).await;
    assert_eq!(stored_moves(&h, game).await, ["2h5h"]);
    // /board posts the board again, with its Move button.
    let (i, since) = h
        .command(BOB_ID, game.thread, "board", serde_json::json!({}))
        .await;
    let board = h.followup(since, &i).await;
    assert!(
        board
            .custom_ids()
            .iter()
            .any(|c| c.starts_with(&format!("sp:{}:1:", game.id)) && c.ends_with(":o:")),
        "{:?}",
        board.custom_ids()
    );
}

/// Issue 30, item 7: a forged picker id (a tampered client changes the Move button's custom
/// id into a picker step's: Cancel, a choice, Confirm) pressed on the public board post is
/// answered privately and leaves the post as everyone sees it. Before, Cancel replaced the
/// post's board and buttons with "Picker closed".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_picker_id_on_the_board_post_never_rewrites_it() {
    let h = Harness::start("picker-forged").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    let (post, id) = move_button(&h, game);
    assert!(id.ends_with(":o:"), "{id}");
    let post_id: u64 = post["id"].as_str().unwrap().parse().unwrap();
    let before = h.fake.message(post_id).expect("the board post");
    for verb in ["x", "b", "y", "c0"] {
        let forged = format!("{}:{verb}:", &id[..id.len() - 3]);
        let mut i = h.fake.button_press(ALICE_ID, &post, &id);
        i["data"]["custom_id"] = Value::String(forged.clone());
        let since = h.fake.request_count();
        h.fake.dispatch_interaction(i.clone()).await;
        let cb = h.callback(since, &i).await;
        assert_eq!(
            (cb.callback_type(), cb.ephemeral()),
            (Some(4), true),
            "{forged}: {}",
            h.dump(since).await
        );
        let after = h.fake.message(post_id).expect("the board post");
        assert_eq!(message_text(&after), message_text(&before), "{forged}");
        assert_eq!(buttons(&after).len(), buttons(&before).len(), "{forged}");
        assert_eq!(after["attachments"], before["attachments"], "{forged}");
    }
}
