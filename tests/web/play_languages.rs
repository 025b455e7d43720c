//! Playing on the web board in French and in Japanese, on a phone (375 x 667, touch), in a
//! real Chromium: the words `play.js` writes (the panel's line, the promotion question and
//! its buttons, Confirm, a refusal of a typed move, what was played) and the page around
//! them (status line, move list, clock) are in the page's language with no English left.
//! Screenshots of each step go to target/test-output/web/play-{lang}-*.png, to look at.

use crate::play::{browser, button_texts, wait_my_turn, wait_page_ply, wait_ply};
use crate::reading::{found_in, output_dir, EVERYTHING_READ};
use crate::server::Web;
use crate::service_common::{ALICE, BOB};
use seireigi::service::Notation;
use seireigi_test_support::cdp::{chromium_present, Browser};

/// English words of the page and of the move panel that a French or Japanese player must
/// not read (each is in the English page at some step: see the last check of the test).
const ENGLISH: [&str; 29] = [
    "Black",
    "White",
    "to move",
    "Your move",
    "tap a",
    "Tap",
    "Confirm ",
    "Cancel",
    "Promote",
    "Stay a",
    "Played",
    "Playing",
    "opponent",
    "not played",
    "could not",
    "Which move",
    "There is",
    "no piece",
    "in hand",
    "Bishop",
    "Pawn",
    "Dragon Horse",
    "taking",
    "Download",
    "Flip board",
    "Record",
    "left for",
    " vs ",
    "Move",
];

fn english_in(text: &str) -> Vec<&'static str> {
    found_in(&ENGLISH, text)
}

/// The page's text now; its screenshot saved as `play-{lang}-{step}.png`.
async fn read_and_shoot(b: &mut Browser, lang: &str, step: &str) -> String {
    let file = output_dir().join(format!("play-{lang}-{step}.png"));
    b.screenshot(&file).await.expect("screenshot");
    let text = b.eval(EVERYTHING_READ).await.expect("read the page");
    text.as_str().unwrap_or_default().to_string()
}

/// The panel's line (`.mv .msg`) once it says something that contains `part`.
async fn wait_line(b: &mut Browser, part: &str) -> String {
    let part_js = serde_json::to_string(part).expect("json");
    let found = b
        .wait_for(
            &format!(
                "(() => {{ const m = document.querySelector('#game .mv .msg'); \
                 return m && m.textContent.includes({part_js}) ? m.textContent : false; }})()"
            ),
            &format!("the line saying {part:?}"),
        )
        .await;
    match found {
        Ok(v) => v.as_str().unwrap_or_default().to_string(),
        Err(e) => {
            let now = b
                .eval("document.querySelector('#game .mv .msg').textContent")
                .await;
            panic!("{e}: the line says {now:?}");
        }
    }
}

/// Taps the panel's button number `i` (0 first).
async fn tap_nth_button(b: &mut Browser, i: usize) {
    b.eval(&format!(
        "(() => {{ document.querySelectorAll('[data-test-pick]').forEach(e => e.removeAttribute('data-test-pick')); \
         document.querySelectorAll('#game .mv .acts button')[{i}].setAttribute('data-test-pick', ''); }})()"
    ))
    .await
    .expect("mark the button");
    b.tap("[data-test-pick]").await.expect("tap the button");
}

/// What each step must say in one language (parts of the texts, from the catalogues).
struct Said {
    lang: &'static str,
    your_move: &'static str,
    refused: &'static str,
    pick: &'static str,
    may_promote: &'static str,
    promote: &'static str,
    becomes: &'static str,
    stay: &'static str,
    confirm: &'static str,
    played: &'static str,
    status: &'static str,
    /// The player's `/settings notation:`, and how the page then writes the game's first
    /// move and the move box's example (a move legal in the game, in the page's words).
    notation: Notation,
    first_move: &'static str,
    placeholder: &'static str,
}

const FRENCH: Said = Said {
    lang: "fr",
    your_move: "À vous de jouer",
    refused: "5e",
    pick: "Fou",
    may_promote: "Fou en 2b : la promotion est possible.",
    promote: "Promouvoir en Dragon cheval",
    becomes: "Dragon cheval",
    stay: "Rester Fou",
    confirm: "Confirmer 8h2b",
    played: "2b",
    status: "au trait",
    notation: Notation::Western,
    first_move: "P-7f",
    placeholder: "p. ex. P-7e, 7f7e",
};

const JAPANESE: Said = Said {
    lang: "ja",
    your_move: "あなたの手番",
    refused: "5e",
    pick: "角行",
    may_promote: "2b",
    promote: "龍馬",
    becomes: "龍馬",
    stay: "角行",
    confirm: "8h2b",
    played: "☗２二角成(88)",
    status: "手番",
    notation: Notation::Japanese,
    first_move: "☗７六歩(77)",
    placeholder: "例：歩-7e、7f7e",
};

/// One game played to its third move on a phone in `said.lang`, checked at each step.
async fn play_in(web: &Web, said: &Said) {
    let lang = said.lang;
    // The Bishops face each other: 8h2b takes, and may promote or not.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    let mut settings = web.service.settings(ALICE).await.expect("settings");
    settings.notation = said.notation;
    web.service
        .save_settings(&settings)
        .await
        .expect("save settings");
    let mut b = browser(true).await;
    let link = web.personal_link(&info, ALICE).await;
    b.goto(&web.url(&format!("{link}&lang={lang}")))
        .await
        .expect("load the personal page");
    wait_my_turn(&mut b).await;
    let line = wait_line(&mut b, said.your_move).await;
    // The moves in the player's notation, the box's example in it and in the page's words.
    let moves = b
        .eval("[...document.querySelectorAll('#game ol.moves li')].map(l => l.textContent)")
        .await
        .expect("read the moves");
    assert_eq!(moves[0], said.first_move, "{lang}: {moves}");
    let example = b
        .eval("document.querySelector('#game .typed input').placeholder")
        .await
        .expect("read the example");
    assert_eq!(example, said.placeholder, "{lang}");
    let mut seen = vec![(
        "ready",
        line.clone(),
        read_and_shoot(&mut b, lang, "1-ready").await,
    )];

    // A typed move that is not legal (no piece on 5e): refused on the panel's line.
    b.tap("#game .typed input").await.expect("focus the box");
    b.type_text("5e5d").await.expect("type");
    b.tap("#game .typed button").await.expect("Play");
    b.wait_for(
        "document.querySelector('#game .mv .msg.bad')",
        "the refusal",
    )
    .await
    .expect("refused");
    let line = wait_line(&mut b, said.refused).await;
    // A refusal is read whole on a phone: wrapped, not cut with an ellipsis.
    let cut = b
        .eval("(() => { const m = document.querySelector('#game .mv .msg'); return m.scrollWidth > m.clientWidth; })()")
        .await
        .expect("measure the line");
    assert_eq!(
        cut,
        serde_json::json!(false),
        "{lang}: the refusal is cut: {line}"
    );
    seen.push((
        "refused",
        line,
        read_and_shoot(&mut b, lang, "2-refused").await,
    ));
    b.eval("document.querySelector('#game .typed input').value = ''")
        .await
        .expect("clear");

    // The Bishop tapped: its targets marked, the line names it.
    b.tap(&crate::play::square("8h"))
        .await
        .expect("tap the Bishop");
    let line = wait_line(&mut b, said.pick).await;
    seen.push((
        "picked",
        line,
        read_and_shoot(&mut b, lang, "3-picked").await,
    ));

    // 2b tapped: the promotion asked, both forms named.
    b.tap(&crate::play::square("2b")).await.expect("tap 2b");
    let line = wait_line(&mut b, said.may_promote).await;
    let buttons = button_texts(&mut b).await;
    assert_eq!(buttons.len(), 3, "{lang}: {buttons:?}");
    assert!(buttons[0].contains(said.promote), "{lang}: {buttons:?}");
    assert!(buttons[1].contains(said.stay), "{lang}: {buttons:?}");
    seen.push((
        "promotion",
        format!("{line}\n{}", buttons.join("\n")),
        read_and_shoot(&mut b, lang, "4-promotion").await,
    ));

    // Promoting: Confirm names the move in words.
    tap_nth_button(&mut b, 0).await;
    b.wait_for(
        "document.querySelector('#game .mv .acts button.ok')",
        "Confirm",
    )
    .await
    .expect("Confirm offered");
    let buttons = button_texts(&mut b).await;
    assert!(
        buttons[0].starts_with(said.confirm) && buttons[0].contains(said.becomes),
        "{lang}: {buttons:?}"
    );
    seen.push((
        "confirm",
        buttons.join("\n"),
        read_and_shoot(&mut b, lang, "5-confirm").await,
    ));
    tap_nth_button(&mut b, 0).await;
    assert_eq!(wait_ply(&mut b, web, &info, 3).await, "8h2b+");
    wait_page_ply(&mut b, 3).await;
    b.wait_for(
        "document.querySelector('#game .mv .msg') && document.querySelector('#game .mv .msg').textContent",
        "the panel again",
    )
    .await
    .expect("play.js ran on the new page");
    let page = read_and_shoot(&mut b, lang, "6-played").await;
    assert!(page.contains(said.status), "{lang}: {page}");
    assert!(page.contains(said.played), "{lang}: {page}");
    seen.push(("played", String::new(), page));

    for (step, line, page) in &seen {
        let left = english_in(line);
        assert!(left.is_empty(), "{lang} {step}: English {left:?} in {line}");
        let left = english_in(page);
        assert!(
            left.is_empty(),
            "{lang} {step}: English {left:?} in\n{page}"
        );
    }
    // Bob's answer, so that the page's live update is followed in the language too.
    web.service
        .play(info.id, BOB, "3a2b", None)
        .await
        .expect("Bob takes back");
    wait_page_ply(&mut b, 4).await;
    wait_my_turn(&mut b).await;
    wait_line(&mut b, said.your_move).await;
    let page = read_and_shoot(&mut b, lang, "7-answered").await;
    let left = english_in(&page);
    assert!(
        left.is_empty(),
        "{lang} answered: English {left:?} in\n{page}"
    );
    // The move list, below the board on a phone: scrolled into view to be looked at.
    b.eval("document.querySelector('#game ol.moves').scrollIntoView()")
        .await
        .expect("scroll to the moves");
    read_and_shoot(&mut b, lang, "8-moves").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_on_a_phone_in_french_and_japanese_leaves_no_english() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-play-languages").await;
    play_in(&web, &FRENCH).await;
    play_in(&web, &JAPANESE).await;

    // The same steps in English show the words the list looks for: it can fail.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    let mut b = browser(true).await;
    let link = web.personal_link(&info, ALICE).await;
    b.goto(&web.url(&format!("{link}&lang=en")))
        .await
        .expect("load");
    wait_my_turn(&mut b).await;
    b.tap(&crate::play::square("8h")).await.expect("tap");
    b.tap(&crate::play::square("2b")).await.expect("tap");
    wait_line(&mut b, "promot").await;
    let text = b.eval(EVERYTHING_READ).await.expect("read");
    let found = english_in(text.as_str().unwrap_or_default());
    assert!(found.len() >= 8, "{found:?}");
}
