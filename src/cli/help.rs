//! `seireigi --help` in the reader's language: the command clap derives from [`Args`] is
//! built, then every description, heading and default is replaced from the catalogues
//! (locales/*/clihelp.ftl): `cli-about-<command>` for a command, `cli-arg-<command>-<option>`
//! for an option of one command, `cli-opt-<option>` for the global ones and clap's own
//! `--help` and `--version`. The language has to be known before parsing, so `--lang` is
//! read from the raw arguments (else `LC_ALL`, `LC_MESSAGES`, `LANG`).

use super::args::Args;
use crate::i18n::{lookup, Lang};
use crate::t;
use clap::{Arg, Command, CommandFactory, FromArgMatches};
use std::ffi::OsString;

/// The command line, parsed with its help in the reader's language; exits as clap does on
/// `--help`, `--version` and malformed arguments.
pub fn parse() -> Args {
    let raw: Vec<OsString> = std::env::args_os().collect();
    let env = |name: &str| std::env::var(name).ok();
    let lang = help_language(&raw, [env("LC_ALL"), env("LC_MESSAGES"), env("LANG")]);
    let matches = command(lang)
        .try_get_matches_from(&raw)
        .unwrap_or_else(|e| super::clap_refusal::exit(e, lang, &raw));
    Args::from_arg_matches(&matches).unwrap_or_else(|e| super::clap_refusal::exit(e, lang, &raw))
}

/// The language `--help` is written in: that of `--lang` in `raw` when the program speaks
/// it, else the environment's (an unknown `--lang` is refused after parsing, by
/// [`super::language`]).
pub fn help_language(raw: &[OsString], env: [Option<String>; 3]) -> Lang {
    let mut asked = None;
    let mut args = raw.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            asked = args.next().map(|v| v.into_owned());
        } else if let Some(v) = arg.strip_prefix("--lang=") {
            asked = Some(v.to_string());
        }
    }
    super::language(asked.as_deref(), env.clone())
        .or_else(|_| super::language(None, env))
        .unwrap_or(Lang::En)
}

/// The whole command, its subcommands' and options' texts in `lang`.
pub fn command(lang: Lang) -> Command {
    let mut cmd = Args::command();
    // Built first, so that clap's own --help, --version and `help` are there to translate
    // (a built command is not built again when it parses).
    cmd.build();
    words(cmd, lang, None)
}

fn words(cmd: Command, lang: Lang, parent: Option<&str>) -> Command {
    let name = cmd.get_name().to_string();
    // The root's options are the global ones; `help`'s subcommands are the others again.
    let own = parent.map(|_| name.clone());
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        t!(lang, "cli-help-usage")
    );
    let mut cmd = cmd
        .help_template(template)
        .subcommand_help_heading(t!(lang, "cli-help-commands"))
        .mut_args(|a| arg_words(a, lang, own.as_deref()));
    if let Some(about) = lookup(lang, &about_id(&name, parent), None, &[]) {
        cmd = cmd.about(about).long_about(None::<&'static str>);
    }
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subcommands {
        cmd = cmd.mut_subcommand(&sub, |s| words(s, lang, Some(&name)));
    }
    cmd
}

/// The message of a command's description: `seireigi` itself is `cli-about`.
#[doc(hidden)]
pub fn about_id(name: &str, parent: Option<&str>) -> String {
    match parent {
        None => "cli-about".to_string(),
        Some(_) => format!("cli-about-{name}"),
    }
}

/// The messages that may describe option `id` of `command`, the command's own first.
#[doc(hidden)]
pub fn arg_ids(command: Option<&str>, id: &str) -> [String; 2] {
    let id = id.replace('_', "-");
    [
        format!("cli-arg-{}-{id}", command.unwrap_or("seireigi")),
        format!("cli-opt-{id}"),
    ]
}

fn arg_words(a: Arg, lang: Lang, command: Option<&str>) -> Arg {
    let ids = arg_ids(command, a.get_id().as_str());
    let help = ids.iter().find_map(|id| lookup(lang, id, None, &[]));
    let help = help.or_else(|| a.get_help().map(|h| h.to_string()));
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    // clap writes "[default: ...]" in English: the catalogue's words instead.
    let default =
        (a.get_action().takes_values() && !defaults.is_empty() && !a.is_hide_default_value_set())
            .then(|| t!(lang, "cli-help-default", value = defaults.join(" ")));
    // The separator before the default is the catalogue's (none in Japanese).
    let text = match (help, default) {
        (Some(h), Some(d)) => Some(format!("{h}{d}")),
        (h, d) => h.or(d.map(|d| d.trim_start().to_string())),
    };
    let a = a
        .help_heading(t!(lang, "cli-help-options"))
        .hide_default_value(true)
        .long_help(None::<&'static str>);
    match text {
        Some(text) => a.help(text),
        None => a,
    }
}
