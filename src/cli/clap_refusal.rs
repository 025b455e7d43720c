//! clap's refusals of malformed arguments (a missing or unknown argument, a bad value, an
//! unknown command) in the reader's language: clap writes them in English, so the values it
//! found (`kind()`, `get(ContextKind::...)`) are put into the catalogue's words
//! (locales/*/cli.ftl, `cli-args-*`), with the command whose `--help` to read. `--help` and
//! `--version` are clap's to print.

use crate::i18n::{join_list, Lang};
use crate::t;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsString;

/// Prints `e` as a one-line refusal and its hint in `lang` and exits with clap's code (2);
/// help and version are printed by clap.
pub fn exit(e: clap::Error, lang: Lang, raw: &[OsString]) -> ! {
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit()
    }
    eprintln!("{}", t!(lang, "cli-error", text = sentence(&e, lang)));
    eprintln!(
        "{}",
        t!(lang, "cli-args-see-help", command = command_line(raw))
    );
    std::process::exit(e.exit_code())
}

/// The refusal's sentence in `lang`, clap's values (argument names, values) kept as typed.
#[doc(hidden)]
pub fn sentence(e: &clap::Error, lang: Lang) -> String {
    let arg = value(e, ContextKind::InvalidArg, lang);
    let text = match e.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = value(e, ContextKind::InvalidValue, lang);
            match e.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(list)) if !list.is_empty() => t!(
                    lang,
                    "cli-args-bad-value-list",
                    value = value,
                    arg = arg,
                    list = join_list(lang, list)
                ),
                _ => t!(lang, "cli-args-bad-value", value = value, arg = arg),
            }
        }
        ErrorKind::UnknownArgument => t!(lang, "cli-args-unknown", arg = arg),
        ErrorKind::InvalidSubcommand => {
            let name = value(e, ContextKind::InvalidSubcommand, lang);
            t!(lang, "cli-args-unknown-command", name = name)
        }
        ErrorKind::MissingRequiredArgument => t!(lang, "cli-args-missing", args = arg),
        ErrorKind::MissingSubcommand => t!(lang, "cli-args-no-command"),
        ErrorKind::ArgumentConflict => {
            let other = value(e, ContextKind::PriorArg, lang);
            t!(lang, "cli-args-conflict", arg = arg, other = other)
        }
        _ if !arg.is_empty() => t!(lang, "cli-args-bad-use", arg = arg),
        _ => t!(lang, "cli-args-invalid"),
    };
    let suggested = value(e, ContextKind::SuggestedSubcommand, lang)
        + &value(e, ContextKind::SuggestedArg, lang);
    if suggested.is_empty() {
        text
    } else {
        t!(lang, "cli-args-did-you-mean", text = text, name = suggested)
    }
}

/// One of clap's values as text (a list joined in `lang`), empty when clap gave none.
fn value(e: &clap::Error, kind: ContextKind, lang: Lang) -> String {
    match e.get(kind) {
        Some(ContextValue::Strings(list)) => join_list(lang, list),
        Some(ContextValue::StyledStrs(list)) => {
            let list: Vec<String> = list.iter().map(|s| s.to_string()).collect();
            join_list(lang, &list)
        }
        Some(v) => v.to_string(),
        None => String::new(),
    }
}

/// `seireigi` and the subcommand typed, if any (the first argument that names one), for the
/// hint to read its `--help`.
fn command_line(raw: &[OsString]) -> String {
    let cmd = super::help::command(Lang::En);
    let sub = raw
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy())
        .find(|a| cmd.get_subcommands().any(|s| s.get_name() == a.as_ref()));
    let mut line = cmd.get_name().to_string();
    if let Some(sub) = sub {
        line.push(' ');
        line += &sub;
    }
    line
}
