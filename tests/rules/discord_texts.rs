//! Every text the bot sends to Discord is begun in `src/bot/limits.rs`, which keeps it within
//! Discord's limits (content 2 000 characters, embed descriptions 4 096, titles 256, labels
//! 80, menu options and choices 100, thread names 100, 25 choices): anywhere else in
//! `src/bot`, a message, reply, follow-up, edit, embed, button, menu, thread or choice built
//! directly, or a text set on one, could carry a long game or user name past the limit and
//! have Discord refuse the whole answer. Read from the sources, comments and strings left out.

use super::layers::{read_tree, strip};
use std::collections::BTreeMap;
use std::path::Path;

/// The builders of serenity and poise that carry a text to Discord.
const BUILDERS: [&str; 12] = [
    "CreateMessage::new",
    "CreateInteractionResponseMessage::new",
    "CreateInteractionResponseFollowup::new",
    "EditInteractionResponse::new",
    "EditMessage::new",
    "CreateReply::default",
    "CreateEmbed::new",
    "CreateButton::new",
    "CreateSelectMenuOption::new",
    "CreateSelectMenu::new",
    "CreateThread::new",
    "AutocompleteChoice::new",
];

/// The methods that set a text on them (`.title()` with no argument is a side's name), and
/// poise's shortcuts that send a text as it is.
const SETTERS: [&str; 7] = [
    ".content(",
    ".label(",
    ".title(",
    ".description(",
    ".placeholder(",
    ".say(",
    ".reply(",
];

/// Each place in `files` (path to text) that builds or sets a Discord text outside
/// `bot/limits.rs`: "bot/x.rs:12: CreateButton::new".
fn texts_built_outside_limits(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut found = Vec::new();
    for (name, text) in files {
        if name == "bot/limits.rs" {
            continue;
        }
        for (n, line) in strip(text).lines().enumerate() {
            let compact: String = line.split_whitespace().collect();
            let builders = BUILDERS.iter().filter(|b| compact.contains(*b));
            let setters = SETTERS.iter().filter(|s| {
                compact
                    .match_indices(*s)
                    .any(|(i, _)| !compact[i + s.len()..].starts_with(')'))
            });
            for what in builders.chain(setters) {
                found.push(format!("{name}:{}: {what}", n + 1));
            }
        }
    }
    found
}

#[test]
fn every_text_for_discord_is_built_in_limits() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    read_tree(&src, &src.join("bot"), &mut files);
    assert!(files.len() > 30, "the sources were not found under {src:?}");
    let found = texts_built_outside_limits(&files);
    assert!(
        found.is_empty(),
        "texts for Discord built outside src/bot/limits.rs (use its builders, which keep \
         each text within Discord's limits):\n{}",
        found.join("\n")
    );
}

#[test]
fn a_text_built_elsewhere_is_found() {
    let files: BTreeMap<String, String> = [
        (
            "bot/a.rs",
            "fn f() { let b = serenity::CreateButton::new(id)\n    .label(name); }\n\
             // CreateEmbed::new() in a comment\nfn g() { side.title(); \"x.content(y)\"; }",
        ),
        ("bot/limits.rs", "fn b() { CreateButton::new(id).label(l) }"),
        (
            "bot/c.rs",
            "fn h() { poise::CreateReply :: default ().content(t) }",
        ),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    assert_eq!(
        texts_built_outside_limits(&files),
        [
            "bot/a.rs:1: CreateButton::new",
            "bot/a.rs:2: .label(",
            "bot/c.rs:1: CreateReply::default",
            "bot/c.rs:1: .content(",
        ]
    );
}
