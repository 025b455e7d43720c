//! The command line in the user's language (docs/i18n.md): `--lang`, else `LC_ALL`,
//! `LC_MESSAGES`, `LANG`. Its refusals, `seireigi play`'s prompts, board text and results
//! come from the catalogues: in French and Japanese no English word is left.

use crate::binary::run_in;

/// English words of `seireigi play` and its refusals that a translated run must not show.
const ENGLISH: [&str; 16] = [
    "error",
    "Black",
    "White",
    "to move",
    "in hand",
    "Game",
    "game",
    "Type",
    "Kept",
    "kept",
    "unknown",
    "the games are",
    "not legal",
    "Pawn",
    "resigns",
    "wins",
];

fn english_in(text: &str) -> Vec<&'static str> {
    ENGLISH.into_iter().filter(|w| text.contains(w)).collect()
}

#[test]
fn a_refusal_follows_lang_and_keeps_no_english() {
    let ja = [("LANG", "ja_JP.UTF-8")];
    let run = run_in(
        &ja,
        &["moves", "--variant", "chess", "--position", "startpos"],
        "",
    );
    assert!(!run.ok);
    let err = run.stderr.trim();
    assert!(
        err.starts_with("エラー：「chess」という種目はありません"),
        "{err}"
    );
    assert!(err.contains("shogi") && err.contains("、"), "{err}");
    assert_eq!(english_in(err), Vec::<&str>::new(), "{err}");
    // A position's fault, with the piece named in the reader's language.
    let run = run_in(
        &[("LANG", "fr_FR.UTF-8")],
        &[
            "moves",
            "--variant",
            "shogi",
            "--position",
            "sfen 4k4/9/9/9/9/9/9/9/9 b - 1",
        ],
        "",
    );
    let err = run.stderr.trim();
    assert!(err.starts_with("erreur : ") && err.contains("Roi"), "{err}");
    assert_eq!(english_in(err), Vec::<&str>::new(), "{err}");
    // --lang wins over LANG.
    let run = run_in(
        &ja,
        &[
            "--lang",
            "en",
            "moves",
            "--variant",
            "chess",
            "--position",
            "startpos",
        ],
        "",
    );
    assert!(
        run.stderr.starts_with("error: unknown game \"chess\""),
        "{}",
        run.stderr
    );
}

#[test]
fn play_speaks_french_and_japanese() {
    // 7g7f, then Black's 7g7f again at White's turn (refused), a resignation.
    let input = "7g7f\n7g7f\nresign\n";
    let run = run_in(
        &[("LC_ALL", "fr_FR.UTF-8"), ("LANG", "ja_JP.UTF-8")],
        &["play", "--variant", "shogi"],
        input,
    );
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    let out = &run.stdout;
    for said in [
        "Partie #1 (Shogi) commencée : Noirs (joueur 1) contre Blancs (joueur 2).",
        "Non gardée : ajoutez --db FICHIER pour garder la partie.",
        "Réserve des blancs : -",
        "Aux noirs de jouer (coup 1).",
        "1. Noirs P-7f (7g7f)",
        "Blancs> ",
        "erreur : ",
        "Blancs abandonnent.",
        "Partie terminée : les noirs gagnent par abandon.",
    ] {
        assert!(out.contains(said), "{said:?} missing:\n{out}");
    }
    assert_eq!(english_in(out), Vec::<&str>::new(), "{out}");
    let run = run_in(&[], &["--lang", "ja", "play", "--variant", "shogi"], input);
    let out = &run.stdout;
    for said in [
        "先手番（1 手目）。",
        "後手の持ち駒：-",
        "後手が投了しました。",
        "対局終了：先手の勝ち",
    ] {
        assert!(out.contains(said), "{said:?} missing:\n{out}");
    }
    assert_eq!(english_in(out), Vec::<&str>::new(), "{out}");
}

#[test]
fn play_s_help_and_offers_in_french() {
    let run = run_in(
        &[],
        &["--lang", "fr", "play", "--variant", "shogi"],
        "help\ndraw\nn\nquit\n",
    );
    let out = &run.stdout;
    for said in [
        "Commandes :",
        "  moves      liste des coups légaux",
        "Noirs : proposition de nulle.",
        "Blancs, Noirs : proposition de nulle ; acceptez-vous ? (y/n)",
        "Blancs refusent.",
    ] {
        assert!(out.contains(said), "{said:?} missing:\n{out}");
    }
    assert_eq!(english_in(out), Vec::<&str>::new(), "{out}");
}
