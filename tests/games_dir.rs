//! Games from files: an operator's folder of game files loaded by the real binary
//! (`SEIREIGI_GAMES_DIR`, `--games-dir`), and the errors a broken file gets.

use seireigi::rules::registry::Registry;
use std::path::PathBuf;
use std::process::{Command, Output};

const SHOGI: &str = include_str!("../assets/games/shogi.toml");

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

fn my_shogi() -> String {
    let copy = SHOGI.replacen("id = \"shogi\"", "id = \"my-shogi\"", 1);
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
    assert!(listed.contains("my-shogi.toml"), "{listed}");
}

#[test]
fn games_lists_every_embedded_game_and_the_folder_s() {
    let plain = text(&seireigi(None, &["games"]).stdout);
    for id in [
        "shogi",
        "chu-seireigi",
        "uchi-chu-shogi",
        "dai-seireigi",
        "minishogi",
        "judkins-shogi",
    ] {
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
        text(&with_flag.stdout).contains("my-shogi: Shogi"),
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
