//! The commands of the `seireigi` binary, each a function from parsed arguments to output.
//! `main.rs` only parses the command line ([`args`]) and calls [`run`] ([`dispatch`]).

pub mod analyse;
mod args;
pub mod clap_refusal;
pub mod copy_db;
mod dispatch;
pub mod game_files;
pub mod games;
pub mod help;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod play;
pub mod render;
pub mod serve;
pub mod text_board;
pub mod web;

use crate::i18n::Lang;
use crate::rules::usi::parse_position;
use crate::rules::{History, Variant};
use crate::service::PositionFault;
use crate::t;
use anyhow::{anyhow, Result};

pub use args::{Args, Command};
pub use dispatch::run;
pub use help::parse;

/// The game named on the command line, with the list of games when it is unknown (in
/// `lang`).
pub fn variant(lang: Lang, id: &str) -> Result<Variant> {
    Variant::from_id(id).ok_or_else(|| {
        let known = crate::i18n::join_list(lang, &Variant::ids());
        anyhow!(t!(lang, "cli-unknown-game", name = id, list = known))
    })
}

/// A position given as `startpos [moves ...]` or `sfen <SFEN> [moves ...]`; what is wrong
/// with it in `lang`.
pub fn position(lang: Lang, variant: Variant, text: &str) -> Result<History> {
    parse_position(variant, text).map_err(|e| {
        anyhow!(crate::i18n::refusals::position_fault(
            lang,
            &PositionFault::Usi(e)
        ))
    })
}

/// Why a file could not be written or removed, in `lang`: the usual causes from the
/// catalogues, any other in the system's words.
pub fn io_why(lang: Lang, e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let kind = match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "denied",
        K::IsADirectory => "folder",
        K::NotADirectory => "not-folder",
        K::StorageFull => "full",
        K::ReadOnlyFilesystem => "read-only",
        _ => return e.to_string(),
    };
    t!(lang, "cli-io", kind = kind)
}

/// An error and its causes in one line, as `{:#}` writes them but each text once: a cause
/// whose text the line already holds (a wrapper that prints its source, as sqlx's and
/// serenity's errors do) is left out, so that the operator never reads
/// `401: Unauthorized: 401: Unauthorized`.
pub fn error_line(e: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in e.chain() {
        let text = cause.to_string();
        let text = text.trim();
        if text.is_empty() || line.contains(text) {
            continue;
        }
        if !line.is_empty() {
            line += ": ";
        }
        line += text;
    }
    line
}

/// The language of the command line: `--lang` (refused when the program does not speak
/// it), else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set (`fr_FR.UTF-8`), else
/// English.
pub fn language(
    asked: Option<&str>,
    env: [Option<String>; 3],
) -> anyhow::Result<crate::i18n::Lang> {
    use crate::i18n::Lang;
    if let Some(tag) = asked {
        return Lang::from_tag(tag).ok_or_else(|| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            anyhow::anyhow!(crate::t!(
                Lang::En,
                "cli-bad-lang",
                lang = tag,
                list = crate::i18n::join_list(Lang::En, &codes)
            ))
        });
    }
    let tag = env.into_iter().flatten().find(|v| !v.trim().is_empty());
    Ok(Lang::or_english(tag.as_deref()))
}
