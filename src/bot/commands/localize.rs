//! The commands' names, descriptions and choices in every language of the catalogues
//! (locales/*/commands.ftl): English descriptions replace the code's, other languages become
//! Discord's localizations, which each user's client shows in their own language.

use crate::bot::context::{Data, Error};
use crate::i18n::{lookup, Lang};
use poise::Command;

/// The catalogue id of a command's description (`cmd-server-add-channel`): its name and
/// its parents', as the English code names them.
fn command_id(path: &[&str]) -> String {
    format!("cmd-{}", path.join("-"))
}

/// The catalogue id of a choice: `choice-` and its English name, lower case, every run of
/// other characters than ASCII letters and digits made one `-`.
pub fn choice_id(english: &str) -> String {
    let mut id = String::from("choice");
    let mut dash = true;
    for c in english.chars() {
        if c.is_ascii_alphanumeric() {
            if dash {
                id.push('-');
            }
            id.push(c.to_ascii_lowercase());
            dash = false;
        } else {
            dash = true;
        }
    }
    id
}

/// Every command of `commands` (and its subcommands, options and choices) in every language.
pub fn localize(commands: &mut [Command<Data, Error>]) {
    for command in commands {
        localize_command(command, &mut Vec::new());
    }
}

fn localize_command(command: &mut Command<Data, Error>, parents: &mut Vec<String>) {
    parents.push(command.name.clone());
    let path: Vec<&str> = parents.iter().map(String::as_str).collect();
    let id = command_id(&path);
    if let Some(text) = lookup(Lang::En, &id, None, &[]) {
        command.description = Some(text);
    }
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let locale = lang.code().to_string();
        if let Some(name) = lookup(lang, &id, Some("name"), &[]) {
            command.name_localizations.insert(locale.clone(), name);
        }
        if let Some(text) = lookup(lang, &id, None, &[]) {
            command.description_localizations.insert(locale, text);
        }
    }
    for parameter in &mut command.parameters {
        let id = format!("{id}-{}", parameter.name);
        if let Some(text) = lookup(Lang::En, &id, None, &[]) {
            parameter.description = Some(text);
        }
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let locale = lang.code().to_string();
            if let Some(name) = lookup(lang, &id, Some("name"), &[]) {
                parameter.name_localizations.insert(locale.clone(), name);
            }
            if let Some(text) = lookup(lang, &id, None, &[]) {
                parameter
                    .description_localizations
                    .insert(locale.clone(), text);
            }
        }
        // The game menu's choices are the games' own names, from their files.
        let from_catalogue = parameter.name != "game";
        for choice in parameter.choices.iter_mut().filter(|_| from_catalogue) {
            let id = choice_id(&choice.name);
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                if let Some(text) = lookup(lang, &id, None, &[]) {
                    choice.localizations.insert(lang.code().to_string(), text);
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        localize_command(sub, parents);
    }
    parents.pop();
}

#[cfg(test)]
mod tests {
    use super::super::all;
    use super::*;

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
    fn ids(
        command: &Command<Data, Error>,
        parents: &mut Vec<String>,
        out: &mut std::collections::BTreeSet<String>,
    ) {
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
        let mut looked_up = std::collections::BTreeSet::new();
        for command in &commands {
            ids(command, &mut Vec::new(), &mut looked_up);
        }
        let unused: Vec<String> = crate::i18n::message_ids(Lang::En)
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
}
