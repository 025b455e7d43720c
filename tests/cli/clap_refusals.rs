//! clap's refusals of malformed arguments in the reader's language (issue 32): one line from
//! the catalogue and the hint to read the command's `--help`, exit code 2 as clap's, no
//! English left of clap's own message.

use crate::binary::text;
use seireigi_test_support::process::run_to_end_with;

/// English of clap's own refusals that a translated run must not show.
const CLAP_ENGLISH: [&str; 9] = [
    "error",
    "unexpected",
    "invalid value",
    "required",
    "unrecognized",
    "Usage",
    "For more information",
    "tip:",
    "found",
];

/// `seireigi ARGS` in `lang` (`LANG`): its exit code and its standard error's lines.
fn refused(lang: &str, args: &[&str]) -> (Option<i32>, Vec<String>) {
    let env = [("LANG", lang)];
    let out = run_to_end_with(env!("CARGO_BIN_EXE_seireigi"), args, b"", &env);
    let err = text(&out.stderr);
    let english: Vec<&str> = CLAP_ENGLISH
        .into_iter()
        .filter(|w| err.contains(w))
        .collect();
    assert_eq!(english, Vec::<&str>::new(), "{err}");
    let lines = err.lines().map(str::to_string).collect();
    (out.status.code(), lines)
}

#[test]
fn an_unknown_argument_is_refused_in_french_and_japanese() {
    let (code, lines) = refused("fr_FR.UTF-8", &["moves", "--bogus"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        lines,
        [
            "erreur : argument inconnu « --bogus »",
            "voir `seireigi moves --help`"
        ]
    );
    let (code, lines) = refused("ja_JP.UTF-8", &["moves", "--bogus"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        lines,
        [
            "エラー：「--bogus」という引数はありません",
            "`seireigi moves --help` を参照してください"
        ]
    );
}

#[test]
fn a_missing_argument_is_refused_in_french_and_japanese() {
    let (code, lines) = refused("fr_FR.UTF-8", &["perft", "--depth", "2"]);
    assert_eq!(code, Some(2));
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("erreur : argument manquant : --variant"),
        "{lines:?}"
    );
    assert_eq!(lines[1], "voir `seireigi perft --help`");
    let (code, lines) = refused("ja_JP.UTF-8", &["perft", "--depth", "2"]);
    assert_eq!(code, Some(2));
    assert!(
        lines[0].starts_with("エラー：引数が足りません：--variant"),
        "{lines:?}"
    );
}

#[test]
fn a_bad_value_names_the_option_in_the_readers_language() {
    let args = ["perft", "--variant", "shogi", "--depth", "x"];
    let (code, lines) = refused("fr_FR.UTF-8", &args);
    assert_eq!(code, Some(2));
    assert!(
        lines[0].starts_with("erreur : valeur « x » invalide pour --depth"),
        "{lines:?}"
    );
    let (_, lines) = refused("ja_JP.UTF-8", &args);
    assert!(
        lines[0].starts_with("エラー：--depth") && lines[0].contains("「x」は使えません"),
        "{lines:?}"
    );
}

#[test]
fn an_unknown_command_is_refused_with_a_suggestion() {
    let (code, lines) = refused("ja_JP.UTF-8", &["bogus"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        lines,
        [
            "エラー：「bogus」というコマンドはありません",
            "`seireigi --help` を参照してください"
        ]
    );
    let (code, lines) = refused("fr_FR.UTF-8", &["perfft"]);
    assert_eq!(code, Some(2));
    assert!(
        lines[0].starts_with("erreur : commande inconnue « perfft »")
            && lines[0].contains("« perft »"),
        "{lines:?}"
    );
}

#[test]
fn help_and_version_are_still_printed_by_clap() {
    let env = [("LANG", "fr_FR.UTF-8")];
    let out = run_to_end_with(env!("CARGO_BIN_EXE_seireigi"), &["--version"], b"", &env);
    assert!(out.status.success());
    assert!(text(&out.stdout).starts_with("seireigi "));
    let out = run_to_end_with(
        env!("CARGO_BIN_EXE_seireigi"),
        &["perft", "--help"],
        b"",
        &env,
    );
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("--depth"));
}
