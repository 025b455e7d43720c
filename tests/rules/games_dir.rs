//! Games from files: an operator's folder of game files loaded by the real binary
//! (`SEIREIGI_GAMES_DIR`, `--games-dir`), and the errors a broken file gets.

use seireigi::rules::registry::Registry;
use seireigi::rules::{Position, Variant};
use std::path::PathBuf;
use std::process::{Command, Output};

const SHOGI: &str = include_str!("../../assets/games/shogi.toml");

/// A folder of its own under the system temp dir, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn with(files: &[(&str, &str)]) -> Folder {
        use std::sync::atomic::{AtomicU32, Ordering};
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "seireigi-games-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        for (name, text) in files {
            std::fs::write(dir.join(name), text).expect("write game file");
        }
        Folder(dir)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn seireigi(env_dir: Option<&Folder>, args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_seireigi"));
    cmd.args(args).env_remove("SEIREIGI_GAMES_DIR");
    if let Some(d) = env_dir {
        cmd.env("SEIREIGI_GAMES_DIR", &d.0);
    }
    cmd.output().expect("run seireigi")
}

fn text(out: &[u8]) -> String {
    String::from_utf8_lossy(out).into_owned()
}

/// A copy of shogi.toml under another id and name (two games may share neither).
fn my_shogi() -> String {
    let copy = SHOGI
        .replacen("id = \"shogi\"", "id = \"my-shogi\"", 1)
        .replacen("name = \"Shogi\"", "name = \"My Shogi\"", 1);
    assert_ne!(copy, SHOGI, "shogi.toml has an id line");
    copy
}

#[test]
fn a_copy_of_shogi_with_another_id_plays_exactly_as_shogi() {
    let dir = Folder::with(&[("my-shogi.toml", &my_shogi())]);
    for (depth, nodes) in [(1, "30"), (2, "900"), (3, "25470")] {
        let out = seireigi(
            Some(&dir),
            &[
                "perft",
                "--variant",
                "my-shogi",
                "--depth",
                &depth.to_string(),
            ],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout).trim(), nodes, "depth {depth}");
    }
    // The same rules give the same hash, whatever the id.
    let listed = text(&seireigi(Some(&dir), &["games"]).stdout);
    let hash_of = |id: &str| {
        listed
            .lines()
            .find(|l| l.starts_with(&format!("{id}:")))
            .and_then(|l| l.rsplit("rules ").next())
            .unwrap_or_else(|| panic!("{id} not listed:\n{listed}"))
            .to_string()
    };
    assert_eq!(hash_of("my-shogi"), hash_of("shogi"));
    // ...and the copy is standard shogi, the game external engines play.
    let line = listed
        .lines()
        .find(|l| l.starts_with("my-shogi:"))
        .expect("listed");
    assert!(line.contains("standard shogi (external engines)"), "{line}");
    assert!(listed.contains("my-shogi.toml"), "{listed}");
}

#[test]
fn games_lists_every_embedded_game_and_the_folder_s() {
    let plain = text(&seireigi(None, &["games"]).stdout);
    // The binary's list is the library's: every embedded game (six today).
    assert!(Variant::all().count() >= 6);
    for id in Variant::all().map(Variant::id) {
        assert!(
            plain
                .lines()
                .any(|l| l.starts_with(&format!("{id}:")) || l.starts_with(&format!("{id} "))),
            "{id}:\n{plain}"
        );
    }
    assert!(!plain.contains("my-shogi"));
    let dir = Folder::with(&[("my-shogi.toml", &my_shogi())]);
    let with_flag = seireigi(
        None,
        &["--games-dir", dir.0.to_str().expect("utf-8 path"), "games"],
    );
    assert!(
        text(&with_flag.stdout).contains("my-shogi: My Shogi"),
        "{}",
        text(&with_flag.stdout)
    );
}

/// Starting with a broken file fails, and the message names the file and the field.
fn refused(file: &str, body: &str) -> String {
    let dir = Folder::with(&[(file, body)]);
    let out = seireigi(Some(&dir), &["games"]);
    assert!(!out.status.success(), "a broken file was accepted");
    let err = text(&out.stderr);
    assert!(err.contains(file), "the error names the file: {err}");
    err
}

#[test]
fn a_broken_game_file_is_refused_naming_the_field() {
    let bad_betza = my_shogi().replacen("betza = \"fN\"", "betza = \"fNx\"", 1);
    let err = refused("bad-betza.toml", &bad_betza);
    assert!(
        err.contains("piece 6 (N).betza") && err.contains("XBetza"),
        "{err}"
    );

    let unknown = my_shogi().replacen("zone_depth = 3", "zone_depht = 3", 1);
    let err = refused("typo.toml", &unknown);
    assert!(err.contains("zone_depht"), "{err}");

    let hand = my_shogi().replacen("hand_order = [\"P\", ", "hand_order = [", 1);
    let err = refused("hand.toml", &hand);
    assert!(err.contains("hand_order") && err.contains("Pawn"), "{err}");

    let taken = SHOGI.to_string();
    let err = refused("again.toml", &taken);
    assert!(
        err.contains("id") && err.contains("\"shogi\" already names Shogi"),
        "{err}"
    );

    let setup = my_shogi().replacen("lnsgkgsnl/1r5b1", "lnsgkgsnl/1r5b", 1);
    let err = refused("setup.toml", &setup);
    assert!(err.contains("setup"), "{err}");

    let rule = my_shogi().replacen(
        "perpetual_check = \"loses\"",
        "perpetual_check = \"wins\"",
        1,
    );
    let err = refused("rule.toml", &rule);
    assert!(
        err.contains("perpetual_check") && err.contains("wins"),
        "{err}"
    );
}

#[test]
fn the_library_names_the_file_and_field_too() {
    let two_kings = my_shogi().replacen("betza = \"R\"\n", "betza = \"R\"\nroyal = true\n", 1);
    let err = Registry::load(&[("kings.toml".into(), two_kings)])
        .err()
        .expect("two royal kinds are refused");
    assert_eq!(err.file, "kings.toml");
    assert_eq!(err.field, "piece");
    let ok = Registry::load(&[("my-shogi.toml".into(), my_shogi())]).expect("a good file loads");
    assert!(
        ok.find("MY_SHOGI").is_some(),
        "ids are found in any case, with _ for -"
    );
}

/// `standard_shogi = true` says "external engines play this game": a copy of shogi.toml
/// keeps it (same rules hash), with the entering-King declaration of USI; a file with other
/// rules that claims it is refused, naming the file and the field.
#[test]
fn only_standard_shogi_s_rules_may_claim_to_be_standard_shogi() {
    let loaded = Registry::load(&[("my-shogi.toml".into(), my_shogi())]).expect("a copy loads");
    let copy = loaded.find("my-shogi").expect("loaded");
    assert!(
        copy.game().standard_shogi,
        "a copy of shogi is standard shogi"
    );
    // What standard shogi means to USI holds for the copy: Black's King on 5c with ten
    // pieces in the camp and 28 points declares a win (`bestmove win`).
    let declare = "9/+R+B+P+P+P+P+P+P+P/4K+P3/9/9/9/9/9/4k4 b 10P 1";
    let pos = Position::from_sfen(copy, declare).expect("sfen");
    assert!(seireigi::usi::engine::declaration_wins(&pos));
    let judkins = Variant::builtin("judkins-shogi");
    assert!(!judkins.game().standard_shogi);

    let claim = |text: &str| text.replacen("\nid = ", "\nstandard_shogi = true\nid = ", 1);
    let mini = include_str!("../../assets/games/minishogi.toml")
        .replacen("id = \"minishogi\"", "id = \"my-mini\"", 1)
        .replacen("name = \"Minishogi\"", "name = \"My Minishogi\"", 1)
        .replacen("aliases = [\"gogo-shogi\", \"5x5\"]", "aliases = []", 1);
    let other_rules = my_shogi().replacen("repetition = 4", "repetition = 3", 1);
    for (file, text) in [
        ("mini.toml", claim(&mini)),
        ("repetition.toml", other_rules),
    ] {
        assert!(text.contains("standard_shogi = true"), "{file}: {text}");
        let err = Registry::load(&[(file.into(), text.clone())])
            .err()
            .unwrap_or_else(|| panic!("{file}: other rules claim standard shogi"));
        assert_eq!(
            (err.file.as_str(), err.field.as_str()),
            (file, "standard_shogi"),
            "{err}"
        );
        assert!(err.problem.contains("not standard shogi's"), "{err}");
        // The binary says so in one line and does not start.
        let line = refused(file, &text);
        assert!(
            line.contains(&format!(
                "{file}: standard_shogi: the rules are not standard shogi's"
            )),
            "{line}"
        );
        // Without the claim the same game is fine.
        let plain = text.replacen("standard_shogi = true\n", "", 1);
        Registry::load(&[(file.into(), plain)]).expect("the game without the claim loads");
    }
}

/// GNU Shogi is offered standard shogi (and HaChu's two games, by id) only, asked of the game,
/// not its id: the copy is accepted (the match then fails to start the missing program),
/// minishogi is refused.
#[test]
fn xboard_engines_are_offered_only_the_standard_game() {
    let dir = Folder::with(&[("my-shogi.toml", &my_shogi())]);
    let missing = "xboard:/nonexistent/gnushogi";
    let run = |variant: &str| {
        let args = [
            "match",
            "--variant",
            variant,
            "--a",
            "easy",
            "--b",
            missing,
            "--games",
            "1",
        ];
        let out = seireigi(Some(&dir), &args);
        assert!(!out.status.success(), "{variant}: a missing engine played");
        text(&out.stderr)
    };
    let err = run("minishogi");
    assert!(
        err.contains("standard shogi, Chu Shogi and Dai Shogi only, not Minishogi"),
        "{err}"
    );
    let err = run("my-shogi");
    assert!(
        !err.contains("only, not"),
        "the copy is standard shogi: {err}"
    );
    assert!(err.contains("/nonexistent/gnushogi"), "{err}");
}

/// Every text of a game file within its bound and free of control characters and
/// text-direction marks (they reach menus, thread names and messages); a setup without a
/// King is refused; each names the file and the field.
#[test]
fn a_game_file_s_texts_are_bounded_and_plain() {
    let long = "x".repeat(41);
    let aliases = (0..11)
        .map(|i| format!("\"a{i}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let cases: Vec<(String, &str)> = vec![
        (
            my_shogi().replacen("name = \"King\"", &format!("name = \"{long}\""), 1),
            "piece 1 (K).name",
        ),
        (
            my_shogi().replacen("kanji = \"王将\"", "kanji = \"王将王将王\"", 1),
            "piece 1 (K).kanji",
        ),
        (
            my_shogi().replacen("abbrev = \"K\"", "abbrev = \"KKKKK\"", 1),
            "piece 1 (K).abbrev",
        ),
        (
            my_shogi().replacen("abbrev = \"K\"", "abbrev = \" \"", 1),
            "piece 1 (K).abbrev",
        ),
        (
            my_shogi().replacen("name = \"Dragon King\"", &format!("name = \"{long}\""), 1),
            "piece 2 (R).promotes.name",
        ),
        (
            my_shogi().replacen(
                "kanji_name = \"将棋\"",
                "kanji_name = \"将棋将棋将棋将棋将棋将\"",
                1,
            ),
            "kanji_name",
        ),
        (
            my_shogi().replacen("aliases = []", &format!("aliases = [{aliases}]"), 1),
            "aliases",
        ),
        (
            my_shogi().replacen("name = \"My Shogi\"", "name = \"My\\u0000Shogi\"", 1),
            "name",
        ),
        (
            my_shogi().replacen("name = \"King\"", "name = \"Ki\\nng\"", 1),
            "piece 1 (K).name",
        ),
        (
            my_shogi().replacen("name = \"Rook\"", "name = \"Ro\\u202Eok\"", 1),
            "piece 2 (R).name",
        ),
        (
            my_shogi().replacen("lnsgkgsnl/1r5b1", "lnsg1gsnl/1r5b1", 1),
            "setup",
        ),
    ];
    for (text, field) in cases {
        let err = Registry::load(&[("bad.toml".into(), text)])
            .err()
            .unwrap_or_else(|| panic!("{field}: accepted"));
        assert_eq!(
            (err.file.as_str(), err.field.as_str()),
            ("bad.toml", field),
            "{err}"
        );
    }
    let err = Registry::load(&[(
        "bad.toml".into(),
        my_shogi().replacen("lnsgkgsnl/1r5b1", "lnsg1gsnl/1r5b1", 1),
    )])
    .err()
    .expect("no King");
    assert!(err.problem.contains("White has no King"), "{err}");
}

/// Two games may not share a name (menus would show two alike): the second is refused,
/// naming both files.
#[test]
fn two_games_may_not_share_a_name() {
    let again = my_shogi()
        .replacen("id = \"my-shogi\"", "id = \"other-shogi\"", 1)
        .replacen("name = \"My Shogi\"", "name = \"my shogi\"", 1);
    let err = Registry::load(&[
        ("first.toml".into(), my_shogi()),
        ("second.toml".into(), again),
    ])
    .err()
    .expect("a name taken twice");
    assert_eq!(
        (err.file.as_str(), err.field.as_str()),
        ("second.toml", "name")
    );
    assert!(err.problem.contains("first.toml"), "{err}");
    let taken = my_shogi().replacen("name = \"My Shogi\"", "name = \"Shogi\"", 1);
    let err = Registry::load(&[("copy.toml".into(), taken)])
        .err()
        .expect("the embedded game's name");
    assert!(err.problem.contains("shogi.toml"), "{err}");
}

/// The folder's entries that are not read are named with the reason (a wrong-case
/// extension, a link to nothing), and a file too large to be a game file is refused without
/// being read whole.
#[test]
fn skipped_and_oversized_files_are_reported() {
    let dir = Folder::with(&[("my-shogi.toml", &my_shogi()), ("Tori.TOML", "id = 1")]);
    std::os::unix::fs::symlink(dir.0.join("nowhere"), dir.0.join("gone.toml")).expect("link");
    let out = seireigi(Some(&dir), &["games"]);
    let err = text(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(text(&out.stdout).contains("my-shogi: My Shogi"));
    for (file, why) in [
        ("Tori.TOML", "lower case"),
        ("gone.toml", "a link to nothing"),
    ] {
        assert!(
            err.lines()
                .any(|l| l.starts_with("warning: skipped") && l.contains(file) && l.contains(why)),
            "{file}: {err}"
        );
    }
    // A 600 MB file (sparse: nothing is written), refused from its first MiB.
    let big = std::fs::File::create(dir.0.join("big.toml")).expect("create");
    big.set_len(600 << 20).expect("size");
    let out = seireigi(Some(&dir), &["games"]);
    let err = text(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("big.toml") && err.contains("larger than 1024 KiB"),
        "{err}"
    );
}

/// A game whose pieces' kanji the embedded fonts lack loads with a warning naming those
/// characters as its pieces', and `render` draws it (those pieces blank); a character only in
/// its Japanese name is reported as the name's, not the pieces'.
#[test]
fn glyphs_the_fonts_lack_warn_and_the_board_is_still_drawn() {
    let lacking = my_shogi().replacen("kanji = \"歩兵\"", "kanji = \"𠀋\"", 1);
    let named = my_shogi()
        .replacen("id = \"my-shogi\"", "id = \"named\"", 1)
        .replacen("name = \"My Shogi\"", "name = \"Named\"", 1)
        .replacen("kanji_name = \"将棋\"", "kanji_name = \"𠀋棋\"", 1);
    let dir = Folder::with(&[("lacking.toml", &lacking), ("named.toml", &named)]);
    let out = seireigi(Some(&dir), &["games"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let warnings = text(&out.stderr);
    let line =
        |file: &str| -> Vec<&str> { warnings.lines().filter(|l| l.contains(file)).collect() };
    let on_pieces = line("lacking.toml");
    assert_eq!(on_pieces.len(), 1, "{warnings}");
    assert!(
        on_pieces[0].contains("lack 𠀋 of its pieces' names") && on_pieces[0].contains("blank"),
        "{warnings}"
    );
    let on_name = line("named.toml");
    assert_eq!(on_name.len(), 1, "{warnings}");
    assert!(
        on_name[0].contains("kanji_name") && !on_name[0].contains("pieces"),
        "{warnings}"
    );
    let png = dir.0.join("start.png");
    let out = seireigi(
        Some(&dir),
        &[
            "render",
            "--variant",
            "my-shogi",
            "--out",
            png.to_str().expect("utf-8 path"),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read(&png)
        .expect("written")
        .starts_with(b"\x89PNG"));
}
