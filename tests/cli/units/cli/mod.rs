//! The unit tests of src/cli/mod.rs.

mod games;
mod help;
mod matches;
mod serve;
mod text_board;

use anyhow::anyhow;
use seireigi::cli::*;
use seireigi::i18n::Lang;

#[derive(Debug, thiserror::Error)]
#[error("401: Unauthorized")]
struct Inner;

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct Wrapper(#[source] Inner);

#[test]
fn each_cause_is_said_once() {
    let e = anyhow::Error::new(Wrapper(Inner)).context("could not ask Discord");
    assert_eq!(
        format!("{e:#}"),
        "could not ask Discord: 401: Unauthorized: 401: Unauthorized"
    );
    assert_eq!(error_line(&e), "could not ask Discord: 401: Unauthorized");
    let plain = anyhow!("no such file").context("cannot copy");
    assert_eq!(error_line(&plain), "cannot copy: no such file");
}

#[test]
fn lang_then_the_environment_then_english() {
    let some = |s: &str| Some(s.to_string());
    assert_eq!(language(None, [None, None, None]).ok(), Some(Lang::En));
    let env = [None, None, some("fr_FR.UTF-8")];
    assert_eq!(language(None, env.clone()).ok(), Some(Lang::Fr));
    assert_eq!(language(Some("ja"), env).ok(), Some(Lang::Ja));
    let env = [some("ja_JP.UTF-8"), None, some("fr_FR.UTF-8")];
    assert_eq!(language(None, env).ok(), Some(Lang::Ja));
    assert_eq!(
        language(None, [None, None, some("C.UTF-8")]).ok(),
        Some(Lang::En)
    );
    let err = language(Some("de"), [None, None, None]).expect_err("de");
    assert_eq!(
        err.to_string(),
        "--lang de: the languages are en, fr and ja"
    );
}
