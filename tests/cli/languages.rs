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

/// English words of the render commands' refusals and report that a translated run must not
/// show (with [`ENGLISH`]).
const RENDER_ENGLISH: [&str; 10] = [
    "no piece",
    "there is",
    "not a square",
    "is outside",
    "cannot write",
    "no such file",
    "piece style",
    "frames",
    "px wide",
    "use kanji",
];

/// `seireigi render`, `render-piece` and `render-game` in `lang`: their refusals (what is
/// wrong with the request, or why the file could not be written) and the GIF's report.
fn render_runs(lang: &str, dir: &std::path::Path) -> Vec<(Vec<String>, String, bool)> {
    let png = dir.join("b.png").to_string_lossy().into_owned();
    let gif = dir.join("p.gif").to_string_lossy().into_owned();
    let nowhere = dir.join("absent/b.png").to_string_lossy().into_owned();
    let board = |extra: &[&str], out: &str| -> Vec<String> {
        let mut args = vec!["render", "--variant", "shogi", "--out", out];
        args.extend_from_slice(extra);
        args.into_iter().map(String::from).collect()
    };
    let strings = |args: &[&str]| -> Vec<String> { args.iter().map(|s| s.to_string()).collect() };
    let moves = "startpos moves 7g7f 3c3d";
    let cases = [
        board(&["--moves-of", "5e"], &png),
        board(&["--moves-of", "P*"], &png),
        board(&["--moves-of", "Z*"], &png),
        board(&["--moves-of", "10z"], &png),
        board(&["--style", "ascii"], &png),
        board(&["--size", "10"], &png),
        board(&[], &nowhere),
        strings(&[
            "render-piece",
            "--variant",
            "shogi",
            "--piece",
            "Unicorn",
            "--out",
            &png,
        ]),
        strings(&[
            "render-game",
            "--variant",
            "shogi",
            "--position",
            moves,
            "--out",
            &gif,
            "--delay-ms",
            "5",
        ]),
        strings(&[
            "render-game",
            "--variant",
            "shogi",
            "--position",
            moves,
            "--out",
            &gif,
        ]),
    ];
    cases
        .into_iter()
        .map(|args| {
            let mut with_lang = vec!["--lang", lang];
            with_lang.extend(args.iter().map(String::as_str));
            let run = run_in(&[], &with_lang, "");
            let said = format!("{}{}", run.stdout, run.stderr).trim().to_string();
            (args, said, run.ok)
        })
        .collect()
}

#[test]
fn the_render_commands_refuse_and_report_in_french_and_japanese() {
    let dir = seireigi_test_support::TempDir::new("render-languages");
    let english_left = |text: &str| -> Vec<&'static str> {
        let mut left = english_in(text);
        left.extend(RENDER_ENGLISH.into_iter().filter(|w| text.contains(w)));
        left
    };
    let expected = [
        (
            "fr",
            [
                "erreur : il n'y a pas de pièce en 5e : donnez la case d'une pièce",
                "erreur : les noirs n'ont pas de Pion en réserve à parachuter",
                "erreur : pas de pièce « Z » au Shogi ; ses pièces",
                "erreur : « 10z » n'est ni une case du plateau 9x9",
                "erreur : style de pièces inconnu « ascii » : kanji ou western",
                "erreur : --size 10 est hors de ",
                ": fichier ou dossier introuvable",
                "erreur : pas de pièce « Unicorn » au Shogi ; ses pièces",
                "erreur : --delay-ms 5 est hors de 20..=60000",
                " : 3 images, 640 px de large, 0,",
            ],
        ),
        (
            "ja",
            [
                "エラー：5e に駒はありません。駒のあるマスを指定してください",
                "エラー：先手の持ち駒に歩兵はありません",
                "エラー：将棋に「Z」という駒はありません。",
                "エラー：「10z」は 9x9 の盤のマス",
                "エラー：「ascii」という駒の表示はありません。",
                "エラー：--size 10 は ",
                "に書き込めません：ファイルまたはフォルダーがありません",
                "エラー：将棋に「Unicorn」という駒はありません。",
                "エラー：--delay-ms 5 は 20..=60000 の範囲外です",
                "：3 コマ、幅 640 px、0.",
            ],
        ),
    ];
    for (lang, said) in expected {
        let runs = render_runs(lang, &dir.0);
        for ((args, text, ok), expected) in runs.iter().zip(said) {
            let last = args == &runs[runs.len() - 1].0;
            assert_eq!(*ok, last, "{lang} {args:?}: {text}");
            assert!(
                text.contains(expected),
                "{lang} {args:?}: {expected:?} not in {text}"
            );
            let left = english_left(text);
            assert!(
                left.is_empty(),
                "{lang} {args:?}: English left {left:?}: {text}"
            );
        }
    }
    // In English the same runs say what the lists look for: they can fail.
    let runs = render_runs("en", &dir.0);
    for (args, text, _) in &runs {
        assert!(!english_left(text).is_empty(), "{args:?}: {text}");
    }
}
