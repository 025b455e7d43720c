//! `seireigi serve`'s and `seireigi web`'s refusals at start-up in the reader's language
//! (issue 32): a bad setting is refused before anything connects.

use crate::binary::run_in;

#[test]
fn serve_refuses_an_empty_token_in_french() {
    let run = run_in(
        &[("LANG", "fr_FR.UTF-8"), ("DISCORD_TOKEN", "")],
        &["serve"],
        "",
    );
    assert!(!run.ok);
    assert_eq!(
        run.stderr.trim(),
        "erreur : DISCORD_TOKEN est défini mais vide : le README explique comment obtenir \
         le jeton d'un bot"
    );
}

#[test]
fn serve_refuses_a_bad_guild_id_in_japanese() {
    let run = run_in(
        &[
            ("LANG", "ja_JP.UTF-8"),
            ("DISCORD_TOKEN", "x"),
            ("DISCORD_GUILD_ID", "abc"),
        ],
        &["serve"],
        "",
    );
    assert!(!run.ok);
    let err = run.stderr.trim();
    assert_eq!(
        err.lines().last(),
        Some("エラー：DISCORD_GUILD_ID にはサーバーの ID（0 より大きい数）を指定してください"),
        "{err}"
    );
}

#[test]
fn web_refuses_a_bad_address_in_french() {
    let run = run_in(
        &[("LANG", "fr_FR.UTF-8")],
        &["web", "--addr", "nowhere"],
        "",
    );
    assert!(!run.ok);
    assert_eq!(
        run.stderr.trim(),
        "erreur : --addr doit être une adresse et un port, par exemple 127.0.0.1:8080"
    );
}
