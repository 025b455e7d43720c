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

/// English words of `seireigi games`, `invite` and the help that a translated run must not
/// show (flags, ids, file paths and the value names clap writes in capitals aside).
const LISTS_ENGLISH: [&str; 25] = [
    "kinds of piece",
    "default",
    "standard shogi",
    "external engines",
    "rules ",
    "(also",
    "It asks",
    "these permissions",
    ": to ",
    "Attach Files",
    "board images",
    "Usage:",
    "Commands:",
    "Options:",
    "Print help",
    "Print version",
    "List the",
    "Draw ",
    "Play ",
    "The game's",
    "database",
    "Large shogi",
    "the ",
    " and ",
    " or ",
];

/// (Not [`ENGLISH`]: "game" is in command names, flags and the game files' paths.)
fn lists_english_in(text: &str) -> Vec<&'static str> {
    LISTS_ENGLISH
        .into_iter()
        .filter(|w| text.contains(w))
        .collect()
}

/// `seireigi ARGS` in `lang` (by `--lang` or `LANG`, each way once): what it printed.
fn said_in(lang: &str, args: &[&str]) -> String {
    let mut with_flag = vec!["--lang", lang];
    with_flag.extend_from_slice(args);
    let flag = run_in(&[], &with_flag, "");
    assert!(flag.ok, "{with_flag:?}: {}", flag.stderr);
    let locale = format!("{lang}_{}.UTF-8", lang.to_uppercase());
    let env = run_in(&[("LANG", &locale)], args, "");
    assert!(env.ok, "{args:?}: {}", env.stderr);
    assert_eq!(flag.stdout, env.stdout, "--lang and LANG differ");
    flag.stdout + &flag.stderr
}

#[test]
fn games_lists_in_french_and_japanese_with_the_games_own_names() {
    let fr = said_in("fr", &["games"]);
    for said in [
        "\nshogi : Shogi, 9x9, 8 sortes de pièces, shogi standard (moteurs externes) · shogi.toml · règles ",
        "chu-seireigi (aussi chu) : Chu Seireigi, 12x12, 20 sortes de pièces, jeu par défaut · ",
        "check-shogi (aussi checkshogi, oute-shogi) : Shogi à l'échec, 9x9",
    ] {
        assert!(fr.contains(said), "{said:?} missing:\n{fr}");
    }
    assert_eq!(lists_english_in(&fr), Vec::<&str>::new(), "{fr}");
    let ja = said_in("ja", &["games"]);
    for said in [
        "\nshogi：将棋、9x9、駒 8 種類、本将棋（外部エンジン対応） · shogi.toml · ルールのハッシュ ",
        "chu-seireigi（別名 chu）：",
        "、12x12、駒 20 種類、既定の種目 · ",
        "minishogi（別名 gogo-shogi、5x5）：五五将棋、5x5、",
    ] {
        assert!(ja.contains(said), "{said:?} missing:\n{ja}");
    }
    assert_eq!(lists_english_in(&ja), Vec::<&str>::new(), "{ja}");
    // English says what the list looks for.
    let en = said_in("en", &["games"]);
    assert!(
        en.contains("\nshogi: Shogi, 9x9, 8 kinds of piece, standard shogi (external engines) · "),
        "{en}"
    );
    assert!(en.contains(", default · "), "{en}");
}

#[test]
fn a_skipped_game_file_is_warned_of_in_the_reader_s_language() {
    let dir = seireigi_test_support::TempDir::new("games-dir-languages");
    std::fs::write(dir.0.join("Tori.TOML"), "id = 1").expect("write");
    let folder = dir.0.to_string_lossy().into_owned();
    let run = run_in(&[], &["--lang", "ja", "--games-dir", &folder, "games"], "");
    assert!(run.ok, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("警告：")
            && run.stderr.contains(
                "Tori.TOML を読み飛ばしました：種目ファイルの拡張子は小文字の .toml です"
            ),
        "{}",
        run.stderr
    );
    let run = run_in(&[], &["--lang", "fr", "--games-dir", &folder, "games"], "");
    assert!(
        run.stderr.starts_with("avertissement : ignoré : ") && run.stderr.contains("en minuscules"),
        "{}",
        run.stderr
    );
    assert_eq!(
        lists_english_in(&run.stderr),
        Vec::<&str>::new(),
        "{}",
        run.stderr
    );
}

#[test]
fn invite_names_discord_s_permissions_in_french_and_japanese() {
    let fr = said_in("fr", &["invite", "--application-id", "1234"]);
    assert!(
        fr.starts_with("https://discord.com/oauth2/authorize?client_id=1234"),
        "{fr}"
    );
    for said in [
        "Il demande ces permissions :",
        "  Joindre des fichiers : pour publier les images du plateau",
        "  Gérer les fils : pour rouvrir le fil d'une partie",
    ] {
        assert!(fr.contains(said), "{said:?} missing:\n{fr}");
    }
    let ja = said_in("ja", &["invite", "--application-id", "1234"]);
    for said in [
        "次の権限を求めます：",
        "  ファイルを添付：盤面の画像を投稿するため",
        "  スレッドの管理：",
    ] {
        assert!(ja.contains(said), "{said:?} missing:\n{ja}");
    }
    for text in [&fr, &ja] {
        // The link itself is the only English: its query's words.
        let body = text.split_once('\n').map_or("", |(_, rest)| rest);
        assert_eq!(lists_english_in(body), Vec::<&str>::new(), "{text}");
        assert_eq!(body.lines().count(), 9, "{text}");
    }
}

#[test]
fn help_follows_lang_and_keeps_no_english() {
    let expected = [
        (
            "fr",
            ["--help"],
            [
                "Grandes variantes de shogi avec parachutages",
                "Utilisation : seireigi",
                "\nCommandes :\n",
                "Lister les coups légaux d'une position",
                "Afficher l'aide",
            ],
        ),
        (
            "ja",
            ["--help"],
            [
                "持ち駒のある大型将棋",
                "使い方： seireigi",
                "\nコマンド:\n",
                "局面の合法手を一覧表示",
                "ヘルプを表示",
            ],
        ),
    ];
    for (lang, args, said) in expected {
        let text = said_in(lang, &args);
        for s in said {
            assert!(text.contains(s), "{lang}: {s:?} missing:\n{text}");
        }
        assert_eq!(lists_english_in(&text), Vec::<&str>::new(), "{text}");
    }
    let fr = said_in("fr", &["games", "--help"]);
    for s in [
        "Les jeux chargés (intégrés et --games-dir)",
        "Options :",
        "La base de données du bot (par défaut : DATABASE_URL, sinon seireigi.db)",
        "Charger aussi les fichiers de jeu",
    ] {
        assert!(fr.contains(s), "{s:?} missing:\n{fr}");
    }
    assert_eq!(lists_english_in(&fr), Vec::<&str>::new(), "{fr}");
    let ja = said_in("ja", &["games", "--help"]);
    for s in [
        "読み込んだ種目（内蔵と --games-dir）",
        "オプション:",
        "ボットのデータベース（既定：DATABASE_URL、なければ seireigi.db）",
    ] {
        assert!(ja.contains(s), "{s:?} missing:\n{ja}");
    }
    assert_eq!(lists_english_in(&ja), Vec::<&str>::new(), "{ja}");
    // A default clap would write in English, and the subcommand's own help.
    let ja = said_in("ja", &["render", "--help"]);
    assert!(
        ja.contains("［既定値：kanji］") && ja.contains("画像の幅（ピクセル）"),
        "{ja}"
    );
    assert_eq!(lists_english_in(&ja), Vec::<&str>::new(), "{ja}");
    // English still reads as before, from the catalogue.
    let en = said_in("en", &["--help"]);
    assert!(
        en.contains("Usage: seireigi") && en.contains("Print help"),
        "{en}"
    );
    let en = said_in("en", &["render", "--help"]);
    assert!(en.contains("[default: kanji]"), "{en}");
}

/// `analyse` and `perft --divide` say their few words in the reader's language too.
#[test]
fn analyse_and_perft_speak_japanese() {
    let ja = said_in(
        "ja",
        &[
            "analyse",
            "--variant",
            "shogi",
            "--depth",
            "1",
            "--position",
            "startpos moves 7g7f 3c3d",
        ],
    );
    assert!(
        ja.contains("先手：悪手 ") && ja.contains("後手：悪手 "),
        "{ja}"
    );
    assert!(ja.contains("  1. ☗ 7g7f"), "{ja}");
    assert!(!ja.contains("mistake") && !ja.contains("Black"), "{ja}");
    let fr = said_in(
        "fr",
        &["perft", "--variant", "shogi", "--depth", "1", "--divide"],
    );
    assert!(fr.trim_end().ends_with("total : 30"), "{fr}");
}
