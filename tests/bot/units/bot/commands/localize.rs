//! The commands speak every language of the catalogues (src/bot/commands/localize.rs).

use poise::Command;
use seireigi::bot::units::{all_commands as all, choice_id, command_id, Error};
use seireigi::bot::Data;
use seireigi::i18n::{lookup, message_ids, Lang};
use std::collections::BTreeSet;

/// Discord's rule for names: 1 to 32 characters, letters (lower case where the script
/// has cases), digits, `-` and `_`.
fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
}

fn check(command: &Command<Data, Error>, problems: &mut Vec<String>) {
    let locales = ["fr", "ja"];
    let what = &command.qualified_name;
    for locale in locales {
        match command.description_localizations.get(locale) {
            Some(d) if d.chars().count() <= 100 => {}
            other => problems.push(format!("/{what} {locale}: description {other:?}")),
        }
        match command.name_localizations.get(locale) {
            Some(n) if valid_name(n) => {}
            other => problems.push(format!("/{what} {locale}: name {other:?}")),
        }
    }
    for p in &command.parameters {
        for locale in locales {
            match p.description_localizations.get(locale) {
                Some(d) if d.chars().count() <= 100 => {}
                other => problems.push(format!(
                    "/{what} {}: {locale} description {other:?}",
                    p.name
                )),
            }
            match p.name_localizations.get(locale) {
                Some(n) if valid_name(n) => {}
                other => problems.push(format!("/{what} {}: {locale} name {other:?}", p.name)),
            }
            for c in p.choices.iter().filter(|_| p.name != "game") {
                match c.localizations.get(locale) {
                    Some(t) if t.chars().count() <= 100 => {}
                    other => problems.push(format!(
                        "/{what} {} {:?}: {locale} {other:?}",
                        p.name, c.name
                    )),
                }
            }
        }
        if p.description
            .as_deref()
            .is_none_or(|d| d.chars().count() > 100)
        {
            problems.push(format!("/{what} {}: English description", p.name));
        }
    }
    // Two options of one command may not share a name in any language.
    for locale in locales {
        let mut names: Vec<&String> = command
            .parameters
            .iter()
            .filter_map(|p| p.name_localizations.get(locale))
            .collect();
        names.sort();
        names.dedup();
        if names.len() != command.parameters.len() {
            problems.push(format!("/{what} {locale}: options share a name"));
        }
    }
    for sub in &command.subcommands {
        check(sub, problems);
    }
}

/// The ids `localize` looks up for `command`.
fn ids(command: &Command<Data, Error>, parents: &mut Vec<String>, out: &mut BTreeSet<String>) {
    parents.push(command.name.clone());
    let path: Vec<&str> = parents.iter().map(String::as_str).collect();
    let id = command_id(&path);
    for p in &command.parameters {
        out.insert(format!("{id}-{}", p.name));
        if p.name != "game" {
            out.extend(p.choices.iter().map(|c| choice_id(&c.name)));
        }
    }
    out.insert(id);
    for sub in &command.subcommands {
        ids(sub, parents, out);
    }
    parents.pop();
}

#[test]
fn every_command_option_and_choice_speaks_every_language() {
    let commands = all();
    let mut problems = Vec::new();
    for command in &commands {
        check(command, &mut problems);
    }
    // No two commands share a name in any language.
    for locale in ["fr", "ja"] {
        let mut names: Vec<&String> = commands
            .iter()
            .filter_map(|c| c.name_localizations.get(locale))
            .collect();
        names.sort();
        names.dedup();
        if names.len() != commands.len() {
            problems.push(format!("{locale}: two commands share a name"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    // And no command message that no command looks up.
    let mut looked_up = BTreeSet::new();
    for command in &commands {
        ids(command, &mut Vec::new(), &mut looked_up);
    }
    let unused: Vec<String> = message_ids(Lang::En)
        .into_iter()
        .filter(|id| id.starts_with("cmd-") || id.starts_with("choice-"))
        .filter(|id| !looked_up.contains(id))
        .collect();
    assert!(
        unused.is_empty(),
        "command messages no command uses: {unused:?}"
    );
    let challenge = commands
        .iter()
        .find(|c| c.name == "challenge")
        .expect("challenge");
    assert_eq!(challenge.name_localizations["fr"], "défi");
    assert_eq!(
        challenge.description_localizations["ja"],
        lookup(Lang::Ja, "cmd-challenge", None, &[]).unwrap_or_default()
    );
}

#[test]
fn choice_ids_are_slugs_of_the_english_names() {
    assert_eq!(
        choice_id("black (sente, moves first)"),
        "choice-black-sente-moves-first"
    );
    assert_eq!(choice_id("Japanese (７八歩)"), "choice-japanese");
    assert_eq!(choice_id("1 day per move"), "choice-1-day-per-move");
}
