//! Which language the bot speaks (docs/i18n.md, "Which language"), end to end against the
//! fake Discord: replies and private messages in the player's language (their Discord
//! client's, or `/settings language:`), public posts in the server's (`/server language:`,
//! else its preferred locale on Discord). Run with `cargo test --release --test bot -- languages::`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{button_id, check_png, flags, wait_until, Game, Harness, Variant};
use fake_discord::{buttons, message_text, select_options, ALICE_ID, BOB_ID, CHANNEL_ID};
use seireigi::i18n::Lang;
use seireigi::service::{UserId, DAY_MS};
use serde_json::{json, Value};
use std::time::Duration;

const GUILD_ID: u64 = fake_discord::FakeDiscord::GUILD_ID;

/// Words of the English messages that no French or Japanese message has.
const ENGLISH: &[&str] = &[
    "the",
    "your",
    "you",
    "to",
    "is",
    "and",
    "of",
    "game",
    "played",
    "move",
    "wins",
    "over",
    "challenge",
    "challenges",
    "accept",
    "accepted",
    "decline",
    "by",
    "turn",
    "runs",
    "out",
    "press",
    "board",
    "offer",
    "resign",
    "resigned",
    "posted",
    "choose",
    "piece",
    "begins",
    "against",
    "black",
    "white",
    "time",
    "pieces",
    "here",
];

/// The English words left in `text`, outside code spans, commands (`/move`), mentions and
/// Discord timestamps (`<t:...>`).
fn english_in(text: &str) -> Vec<String> {
    let outside_code: Vec<&str> = text.split('`').step_by(2).collect();
    outside_code
        .join(" ")
        .split_whitespace()
        .filter(|t| {
            !t.trim_start_matches(['*', '(', '•'])
                .starts_with(['/', '<'])
        })
        .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

fn no_english(what: &str, text: &str) {
    let left = english_in(text);
    assert!(left.is_empty(), "{what}: English left {left:?} in {text:?}");
}

/// Text in Japanese: kana or kanji, and no English left.
fn japanese(what: &str, text: &str) {
    assert!(
        text.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
        "{what}: not Japanese: {text:?}"
    );
    no_english(what, text);
}

/// The text of message `id` of the catalogue in `lang`, up to its first argument: what an
/// answer must begin with.
fn opening(lang: Lang, id: &str) -> String {
    let text = seireigi::i18n::lookup(lang, id, None, &[]).unwrap_or_default();
    text.split('{').next().unwrap_or_default().to_string()
}

/// The first answer to interaction `i` that has text (a response or a follow-up).
async fn answer(h: &Harness, since: usize, i: &Value, what: &str) -> Value {
    let r = h
        .wait_req(since, what, |r| {
            r.is_for(i)
                && r.ok()
                && r.message_body()
                    .is_some_and(|b| b["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    r.message_body().cloned().unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_french_and_japanese() {
    let h = Harness::start("languages").await;
    h.fake.set_locale(ALICE_ID, "fr");
    h.fake.set_locale(BOB_ID, "ja");
    h.fake.grant_manage_server(ALICE_ID);

    // /help, in Alice's French.
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "help", json!({})).await;
    let help = message_text(&answer(&h, since, &i, "/help").await);
    assert!(help.starts_with(&opening(Lang::Fr, "help-intro")), "{help}");
    no_english("/help", &help);

    // The server's posts in Japanese: Alice (French) is answered in French.
    let options = json!([{"name": "language", "type": 1, "options": [
        {"name": "language", "type": 4, "value": 2}
    ]}]);
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "server", options).await;
    let said = message_text(&answer(&h, since, &i, "/server language").await);
    assert!(said.contains("japonais"), "{said}");
    no_english("/server language", &said);

    // /challenge: the card is public, in Japanese; the challenger's Cancel is in French.
    let opts = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.game_choice("challenge", Variant::builtin("shogi")),
        "color": h.choice("challenge", "color", "black"),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let card = h.followup(since, &i).await;
    let card_text = card.text();
    assert!(
        card_text.contains(&format!(
            "<@{ALICE_ID}> が <@{BOB_ID}> に対局を申し込みました"
        )),
        "{card_text}"
    );
    japanese("the card", &card_text);
    let card_id: u64 = card.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let card = h.fake.message(card_id).expect("the card");
    let labels: Vec<String> = buttons(&card).into_iter().map(|b| b.label).collect();
    assert_eq!(labels, ["受ける", "断る"]);
    let cancel = h
        .wait_req(since, "the challenger's Cancel", |r| {
            r.is_for(&i) && r.ok() && r.custom_ids().iter().any(|c| c.starts_with("sg:can:"))
        })
        .await;
    let cancel = h.stored(&cancel);
    assert!(flags(&cancel) & 64 != 0, "private");
    no_english("Cancel", &message_text(&cancel));
    assert_eq!(buttons(&cancel)[0].label, "Annuler mon défi");

    // Bob accepts: the card says so in Japanese, the thread opens in Japanese.
    let (i, since) = h.press(BOB_ID, &card, &button_id(&card, "sg:acc:")).await;
    let edited = h.pressed(since, &i, "Accept").await;
    let accepted = edited.content().unwrap_or_default().to_string();
    assert!(accepted.contains("申込を受けました"), "{accepted}");
    japanese("accepted", &accepted);
    let thread = h
        .thread_of_card(since, &CHANNEL_ID.to_string(), &card_id.to_string())
        .await;
    let start = h.post_in(since, thread, "the start board").await;
    let begins = start.content().unwrap_or_default().to_string();
    assert!(begins.starts_with("対局 #"), "{begins}");
    japanese("the start post", &begins);
    let game_id: i64 = h
        .service()
        .await
        .game_in_thread(thread)
        .await
        .unwrap()
        .expect("the game")
        .id
        .0;
    let game = Game {
        id: game_id,
        thread,
    };

    // Alice moves with the picker, in French; the thread post stays Japanese.
    let board = h.stored(&start);
    let (open, _) = buttons(&board)
        .into_iter()
        .find(|b| b.custom_id.starts_with("sp:"))
        .map(|b| (b.custom_id, b.label))
        .expect("the Move button");
    assert_eq!(
        buttons(&board)
            .iter()
            .find(|b| b.custom_id == open)
            .unwrap()
            .label,
        "指す"
    );
    let (i, since) = h.press(ALICE_ID, &board, &open).await;
    h.callback(since, &i).await;
    let mut picker = h.fake.original_response(&i).expect("the picker");
    let first = message_text(&picker);
    assert!(
        first.contains(&opening(Lang::Fr, "picker-choose-piece")),
        "{first}"
    );
    no_english("the picker", &first);
    // A Pawn on 7g has one move: choosing it chooses the move.
    // The picker names the pieces in French.
    for label in ["Pion 7g"] {
        let menu = buttons(&picker)
            .into_iter()
            .filter(|b| b.component_type == 3)
            .find_map(|b| {
                select_options(&picker, &b.custom_id)
                    .into_iter()
                    .find(|(l, _)| l.starts_with(label))
                    .map(|(_, v)| (b.custom_id, v))
            });
        let (menu, value) = menu.unwrap_or_else(|| panic!("no {label}: {picker:#}"));
        let i = h
            .fake
            .select_menu(ALICE_ID, &picker, &menu, &[value.as_str()]);
        let since = h.fake.request_count();
        h.fake.dispatch_interaction(i.clone()).await;
        h.callback(since, &i).await;
        picker = h
            .fake
            .message(picker["id"].as_str().unwrap().parse().unwrap())
            .unwrap();
    }
    let confirm = buttons(&picker)
        .into_iter()
        .find(|b| b.label == "Confirmer")
        .unwrap_or_else(|| panic!("no Confirmer: {picker:#}"))
        .custom_id;
    let (i, since) = h.press(ALICE_ID, &picker, &confirm).await;
    let post = h.post_in(since, thread, "Alice's move").await;
    let text = post.content().unwrap_or_default().to_string();
    assert!(text.contains("を指しました"), "{text}");
    japanese("the move post", &text);
    check_png(&post.files[0]);
    let closed = h.callback(since, &i).await;
    let played = closed.content().unwrap_or_default().to_string();
    assert!(
        played.starts_with(&opening(Lang::Fr, "move-played")),
        "{played}"
    );
    no_english("played", &played);

    // A refusal, in Bob's Japanese.
    let why = h.refused_move(BOB_ID, game, "7g7f").await;
    japanese("the refusal", &why);

    // The other answers in each player's language: /moves (Alice plans during Bob's
    // turn), /history, /hint's and the game option's refusals, a square that is none.
    let (i, since) = h
        .command(ALICE_ID, thread, "moves", json!({ "square": "7i" }))
        .await;
    let moves = message_text(&answer(&h, since, &i, "/moves").await);
    assert!(
        moves.starts_with(&opening(Lang::Fr, "moves-planning-mine")),
        "{moves}"
    );
    assert!(
        moves.contains("Général d'argent"),
        "the French name: {moves}"
    );
    no_english("/moves", &moves);
    let (i, since) = h
        .command(BOB_ID, thread, "moves", json!({ "square": "3c" }))
        .await;
    let moves = message_text(&answer(&h, since, &i, "/moves").await);
    assert!(moves.contains("合法手"), "{moves}");
    japanese("/moves", &moves);
    let (i, since) = h.command(BOB_ID, thread, "history", json!({})).await;
    let history = message_text(&answer(&h, since, &i, "/history").await);
    // Kanji only ("対局 #1（将棋）：1. P-7f"): no English word left.
    assert!(
        history.starts_with("対局 #") && history.contains("将棋"),
        "{history}"
    );
    no_english("/history", &history);
    let (i, since) = h.command(ALICE_ID, thread, "hint", json!({})).await;
    let hint = message_text(&answer(&h, since, &i, "/hint").await);
    assert!(
        hint.starts_with(&opening(Lang::Fr, "refuse-hint-people")),
        "{hint}"
    );
    no_english("/hint", &hint);
    let (i, since) = h
        .command(ALICE_ID, thread, "moves", json!({ "square": "zz" }))
        .await;
    let nowhere = message_text(&answer(&h, since, &i, "/moves zz").await);
    assert!(nowhere.starts_with("« zz » n'est ni une case"), "{nowhere}");
    no_english("/moves zz", &nowhere);
    let (i, since) = h
        .command(BOB_ID, CHANNEL_ID, "history", json!({ "game": "abc" }))
        .await;
    let not_a_number = message_text(&answer(&h, since, &i, "/history abc").await);
    assert!(
        not_a_number.starts_with("「abc」は対局番号ではありません"),
        "{not_a_number}"
    );
    japanese("/history abc", &not_a_number);

    // Alice wants DMs: Bob's move and the reminder reach her in French.
    let notify = h.choice("settings", "notify", "direct");
    let (i, since) = h
        .command(
            ALICE_ID,
            CHANNEL_ID,
            "settings",
            json!({ "notify": notify }),
        )
        .await;
    no_english(
        "/settings",
        &message_text(&answer(&h, since, &i, "/settings").await),
    );
    let dm = h.fake.dm_channel(ALICE_ID);
    let (_, since) = h
        .command(BOB_ID, thread, "move", json!({ "move": "3c3d" }))
        .await;
    let bob = h.post_in(since, thread, "Bob's move").await;
    japanese("Bob's move", bob.content().unwrap_or_default());
    let your_move = h.post_in(since, dm, "the DM of Bob's move").await;
    let text = your_move.content().unwrap_or_default().to_string();
    assert!(text.starts_with("C'est à vous dans la partie #"), "{text}");
    no_english("the DM", &text);
    let since = h.fake.request_count();
    h.clock.advance_ms(3 * DAY_MS * 85 / 100);
    let reminder = h.post_in(since, dm, "the reminder").await;
    let text = reminder.content().unwrap_or_default().to_string();
    assert!(text.starts_with("⏰ C'est à vous"), "{text}");
    no_english("the reminder", &text);

    // Alice resigns in French; the result is posted in Japanese.
    let (i, since) = h.command(ALICE_ID, thread, "resign", json!({})).await;
    let question = message_text(&answer(&h, since, &i, "/resign").await);
    no_english("/resign", &question);
    let (done, since) = h.confirm_resignation(ALICE_ID, &i).await;
    let resigned = done.content().unwrap_or_default().to_string();
    assert!(resigned.starts_with("Vous avez abandonné"), "{resigned}");
    let end = h.post_in(since, thread, "the result").await;
    let text = end.content().unwrap_or_default().to_string();
    assert!(text.starts_with("🏁 対局 #"), "{text}");
    japanese("the result", &text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_speaks_its_preferred_locale_and_a_player_may_choose_theirs() {
    let mut h = Harness::without_bot("guild-locale", fake_discord::Config::default()).await;
    h.fake.set_guild_locale(GUILD_ID, "fr");
    h.start_bot().await;
    let service = h.service().await;
    wait_until(Duration::from_secs(10), "the server's locale noted", || {
        futures_lite_block(service.guild_languages(GUILD_ID))
            .is_ok_and(|l| l.seen == Some(Lang::Fr))
    })
    .await;

    // Alice's client speaks English, but she chooses Japanese.
    let language = h.choice("settings", "language", "Japanese");
    let (i, since) = h
        .command(
            ALICE_ID,
            CHANNEL_ID,
            "settings",
            json!({ "language": language }),
        )
        .await;
    let said = message_text(&answer(&h, since, &i, "/settings language").await);
    assert!(said.contains("言語：日本語（あなたの選択）"), "{said}");
    assert_eq!(
        service
            .user_languages(UserId(ALICE_ID))
            .await
            .unwrap()
            .chosen,
        Some(Lang::Ja)
    );

    // Her challenge card is public: in the server's French; her own answer in Japanese.
    let opts = json!({
        "opponent": {"type": 6, "value": BOB_ID},
        "game": h.game_choice("challenge", Variant::builtin("shogi")),
    });
    let (i, since) = h.command(ALICE_ID, CHANNEL_ID, "challenge", opts).await;
    let card = h.followup(since, &i).await;
    let text = card.text();
    assert!(
        text.contains(&format!("<@{ALICE_ID}> défie <@{BOB_ID}> !")),
        "{text}"
    );
    no_english("the French card", &text);
    let cancel = h
        .wait_req(since, "the challenger's Cancel", |r| {
            r.is_for(&i) && r.ok() && r.custom_ids().iter().any(|c| c.starts_with("sg:can:"))
        })
        .await;
    japanese("Cancel", &message_text(&h.stored(&cancel)));

    // Bob (English) is remembered as such, for his reminders and DMs.
    let (i, since) = h.command(BOB_ID, CHANNEL_ID, "help", json!({})).await;
    answer(&h, since, &i, "Bob's /help").await;
    wait_until(Duration::from_secs(5), "Bob's locale noted", || {
        futures_lite_block(service.user_languages(UserId(BOB_ID)))
            .is_ok_and(|l| l.seen == Some(Lang::En))
    })
    .await;
}

/// Runs a short future to its end from a synchronous check (wait_until polls closures).
fn futures_lite_block<F: std::future::Future>(f: F) -> F::Output {
    tokio::task::block_in_place(|| tokio::runtime::Handle::current().block_on(f))
}
