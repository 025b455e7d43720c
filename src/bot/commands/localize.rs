//! The commands' names, descriptions and choices in every language of the catalogues
//! (locales/*/commands.ftl): English descriptions replace the code's, other languages become
//! Discord's localizations, which each user's client shows in their own language.

use crate::bot::context::{Data, Error};
use crate::i18n::{lookup, Lang};
use poise::Command;

/// The catalogue id of a command's description (`cmd-server-add-channel`): its name and
/// its parents', as the English code names them.
pub fn command_id(path: &[&str]) -> String {
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
