//! Unit tests of src/bot/limits.rs.

use seireigi::bot::units::limits::*;
use seireigi::i18n::Lang;

fn len(s: &str) -> usize {
    s.chars().count()
}

#[test]
fn a_message_is_cut_to_2000_and_says_so() {
    let text = "line of text ☗\n".repeat(500);
    let out = message(Lang::En, text.as_str());
    assert!(len(&out) <= MESSAGE, "{}", len(&out));
    assert!(out.ends_with("more characters not shown)"), "{out}");
    assert!(text.starts_with(out.lines().next().unwrap_or("?")));
    assert_eq!(message(Lang::En, "short"), "short");
    let exact = "é".repeat(MESSAGE);
    assert_eq!(message(Lang::En, exact.as_str()), exact);
}

/// The note says what was cut in the text's language, with its plural, and fits too.
#[test]
fn the_cut_note_is_in_the_texts_language() {
    let text = "ligne de texte ☗\n".repeat(500);
    let french = message(Lang::Fr, text.as_str());
    assert!(len(&french) <= MESSAGE, "{}", len(&french));
    let note = french.lines().last().unwrap_or_default();
    assert!(
        note.starts_with("… (") && note.ends_with(" caractères de plus non affichés)"),
        "{note}"
    );
    let kept = len(&french) - len(note) - 1;
    assert_eq!(
        note,
        format!("… ({} caractères de plus non affichés)", len(&text) - kept)
    );
    let japanese = message(Lang::Ja, "行".repeat(3000));
    assert!(len(&japanese) <= MESSAGE, "{}", len(&japanese));
    assert!(japanese.ends_with(" 文字省略）"), "{japanese}");
    assert!(!japanese.is_ascii() && !japanese.contains("characters"));
    // French says 0 and 1 in the singular.
    assert_eq!(
        seireigi::t!(Lang::Fr, "cut-note", count = 1u32),
        "… (1 caractère de plus non affiché)"
    );
    assert_eq!(
        seireigi::t!(Lang::En, "cut-note", count = 1u32),
        "… (1 more character not shown)"
    );
}

#[test]
fn an_embed_description_is_cut_to_4096() {
    let out = embed_description(Lang::En, "x".repeat(10_000));
    assert!(
        len(&out) <= EMBED_DESCRIPTION && len(&out) > MESSAGE,
        "{}",
        len(&out)
    );
    assert!(out.contains("more characters not shown"));
}

#[test]
fn a_choice_is_one_line_of_at_most_100() {
    let out = choice(&format!("a\nb\u{0}c\u{202e}{}", "名".repeat(300)));
    assert_eq!(len(&out), CHOICE);
    assert!(out.starts_with("a b c "), "{out}");
    assert!(out.ends_with('…'));
    assert_eq!(choice("7g7f"), "7g7f");
}

#[test]
fn a_select_label_is_at_most_100() {
    let out = select_label(&"Lion ".repeat(50));
    assert_eq!(len(&out), SELECT_LABEL);
    assert_eq!(select_label("Lion"), "Lion");
}

#[test]
fn a_long_thread_name_keeps_its_tail() {
    let name = serde_json::to_value(thread(&"Long player name ".repeat(10), " (game 12)"))
        .expect("json")["name"]
        .as_str()
        .map(String::from)
        .unwrap_or_default();
    assert_eq!(len(&name), THREAD_NAME, "{name}");
    assert!(name.starts_with("Long player name"), "{name}");
    assert!(name.ends_with("… (game 12)"), "{name}");
    let short = serde_json::to_value(thread("Shogi: A vs\nB", " (game 1)")).expect("json");
    assert_eq!(short["name"], "Shogi: A vs B (game 1)");
}

#[test]
fn at_most_25_choices() {
    assert_eq!(choices((0..100).collect::<Vec<_>>()).len(), CHOICES);
    assert_eq!(choices(vec![1, 2]), vec![1, 2]);
}

#[test]
fn a_channel_message_keeps_within_discords_limit() {
    let name = "A very long game name ".repeat(150);
    let message = channel_message(Lang::En, format!("Game 1 ({name}) begins."));
    let json = serde_json::to_value(&message).expect("serializes");
    let content = json["content"].as_str().expect("content");
    assert!(content.chars().count() <= MESSAGE, "{}", content.len());
    assert!(
        content.starts_with("Game 1 (A very long game name"),
        "{content}"
    );
    assert!(content.contains("more characters not shown"), "{content}");
    let short = serde_json::to_value(channel_message(Lang::En, "Game 1 begins.")).expect("json");
    assert_eq!(short["content"], "Game 1 begins.");
}
