//! The unit tests of src/cli/help.rs: every description clap's command has in English (the
//! doc comments of src/cli/args.rs) has its message in every language, and every help
//! message describes a command or option that exists.

use clap::CommandFactory;
use seireigi::cli::help::{about_id, arg_ids, help_language};
use seireigi::cli::Args;
use seireigi::i18n::{message_ids, Lang};
use std::collections::BTreeSet;
use std::ffi::OsString;

/// Per command: the message of its description (when clap has one) and those that may
/// describe each option (when clap has a description for it), from the derived command.
fn described(cmd: &clap::Command, parent: Option<&str>, out: &mut Vec<(String, Vec<String>)>) {
    let name = cmd.get_name();
    if cmd.get_about().is_some() {
        out.push((cmd.get_name().to_string(), vec![about_id(name, parent)]));
    }
    let own = parent.map(|_| name);
    for a in cmd.get_arguments() {
        if a.get_help().is_some() {
            let ids = arg_ids(own, a.get_id().as_str()).to_vec();
            out.push((format!("{name} --{}", a.get_id()), ids));
        }
    }
    for sub in cmd.get_subcommands() {
        described(sub, Some(name), out);
    }
}

fn english_command() -> clap::Command {
    let mut cmd = Args::command();
    cmd.build();
    cmd
}

#[test]
fn every_description_is_in_every_language() {
    let mut wanted = Vec::new();
    described(&english_command(), None, &mut wanted);
    assert!(wanted.len() > 60, "{}", wanted.len());
    for lang in Lang::ALL {
        let ids = message_ids(lang);
        let missing: Vec<&String> = wanted
            .iter()
            .filter(|(_, choices)| !choices.iter().any(|id| ids.contains(id)))
            .map(|(what, _)| what)
            .collect();
        assert!(
            missing.is_empty(),
            "{}: no help for {missing:?}",
            lang.code()
        );
    }
}

#[test]
fn every_help_message_describes_something() {
    let mut looked_up = BTreeSet::new();
    fn walk(cmd: &clap::Command, parent: Option<&str>, out: &mut BTreeSet<String>) {
        let name = cmd.get_name();
        out.insert(about_id(name, parent));
        for a in cmd.get_arguments() {
            out.extend(arg_ids(parent.map(|_| name), a.get_id().as_str()));
        }
        for sub in cmd.get_subcommands() {
            walk(sub, Some(name), out);
        }
    }
    walk(&english_command(), None, &mut looked_up);
    for lang in Lang::ALL {
        let stray: Vec<String> = message_ids(lang)
            .into_iter()
            .filter(|id| {
                ["cli-about", "cli-arg-", "cli-opt-"]
                    .iter()
                    .any(|p| id.starts_with(p))
            })
            .filter(|id| !looked_up.contains(id))
            .collect();
        assert!(stray.is_empty(), "{}: nothing has {stray:?}", lang.code());
    }
}

#[test]
fn help_s_language_is_read_before_parsing() {
    let raw = |args: &[&str]| -> Vec<OsString> {
        std::iter::once("seireigi")
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect()
    };
    let fr = [None, None, Some("fr_FR.UTF-8".to_string())];
    assert_eq!(help_language(&raw(&["--help"]), fr.clone()), Lang::Fr);
    assert_eq!(
        help_language(&raw(&["games", "--lang", "ja", "--help"]), fr.clone()),
        Lang::Ja
    );
    assert_eq!(
        help_language(&raw(&["--lang=en", "-h"]), fr.clone()),
        Lang::En
    );
    // An unknown language is refused later; its help is the environment's.
    assert_eq!(
        help_language(&raw(&["--lang", "de", "-h"]), fr.clone()),
        Lang::Fr
    );
    assert_eq!(help_language(&raw(&["--", "--lang", "ja"]), fr), Lang::Fr);
    assert_eq!(help_language(&raw(&["-h"]), [None, None, None]), Lang::En);
}
