//! The command line as tools and players use it: output shapes, batch mode, exit codes.

use crate::binary::{seireigi_bytes, text};
use std::process::{Command, Output, Stdio};

fn seireigi(args: &[&str], stdin: Option<&str>) -> Output {
    seireigi_bytes(args, stdin.unwrap_or("").as_bytes())
}

#[test]
fn moves_json_has_the_documented_shape() {
    let out = seireigi(
        &[
            "moves",
            "--variant",
            "dai-seireigi",
            "--position",
            "startpos",
            "--json",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["side_to_move"], "black");
    assert_eq!(v["in_check"], false);
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 64);
    let pawn = moves
        .iter()
        .find(|m| m["move"] == "8k8j")
        .expect("a pawn step");
    assert_eq!(pawn["from"], "8k");
    assert_eq!(pawn["to"], "8j");
    assert_eq!(pawn["piece"], "Pawn");
    assert_eq!(pawn["drop"], false);
    assert_eq!(pawn["promote"], false);
}

#[test]
fn moves_json_shows_two_step_moves_and_drops() {
    // A Black Lion on 8h next to a White Pawn on 8g; Black holds a Pawn.
    let sfen = "k14/15/15/15/15/15/15/7p7/7X7/15/15/15/15/15/14K b P 1";
    let out = seireigi(
        &[
            "moves",
            "--variant",
            "dai",
            "--position",
            &format!("sfen {sfen}"),
            "--json",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let moves = v["moves"].as_array().expect("moves");
    let igui = moves
        .iter()
        .find(|m| m["move"] == "8i8h8i")
        .expect("capture and return");
    assert_eq!(igui["via"], "8h");
    let drop = moves
        .iter()
        .find(|m| m["move"] == "P*3c")
        .expect("a pawn drop");
    assert_eq!(drop["from"], serde_json::Value::Null);
    assert_eq!(drop["drop"], true);
    assert_eq!(drop["piece"], "Pawn");
}

#[test]
fn batch_mode_answers_every_line_and_reports_bad_ones() {
    let input = "startpos\nnot a position\nstartpos moves 7g7f\n";
    let out = seireigi(&["moves", "--variant", "shogi", "--json"], Some(input));
    assert_eq!(
        out.status.code(),
        Some(1),
        "a bad line makes the exit code 1"
    );
    let lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    assert_eq!(lines.len(), 3);
    let first: serde_json::Value = serde_json::from_str(&lines[0]).expect("JSON");
    assert_eq!(first["moves"].as_array().map(Vec::len), Some(30));
    let second: serde_json::Value = serde_json::from_str(&lines[1]).expect("JSON");
    assert!(second["error"].is_string());
    let third: serde_json::Value = serde_json::from_str(&lines[2]).expect("JSON");
    assert_eq!(third["side_to_move"], "white");
}

#[test]
fn batch_mode_reads_on_past_a_line_that_is_not_utf8() {
    let input = b"startpos\nstartpos moves \xff\xfe\nstartpos moves 7g7f\n";
    for json in [true, false] {
        let mut args = vec!["moves", "--variant", "shogi"];
        if json {
            args.push("--json");
        }
        let out = seireigi_bytes(&args, input);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 3, "one line per input line: {stdout}");
        assert!(lines[1].contains("line 2 is not UTF-8"), "{stdout}");
        if json {
            let third: serde_json::Value = serde_json::from_str(lines[2]).expect("JSON");
            assert_eq!(
                third["side_to_move"], "white",
                "the next line is still read"
            );
        } else {
            assert!(lines[1].starts_with("error: "), "{stdout}");
            assert_eq!(lines[2].split(' ').count(), 30, "{stdout}");
        }
    }
}

/// `serve` refuses settings that are set but empty, at once and in one line, before it
/// opens anything: an empty `DATABASE_URL` would run on SQLite's temporary database.
#[test]
fn serve_refuses_settings_set_but_empty() {
    let dir = seireigi_test_support::TempDir::new("serve-empty");
    let db = dir.file("bot.db");
    for (token, url, needle) in [
        ("a-token", "", "DATABASE_URL is set but empty"),
        ("", db.as_str(), "DISCORD_TOKEN is set but empty"),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_seireigi"))
            .arg("serve")
            .current_dir(&dir.0)
            .env("DISCORD_TOKEN", token)
            .env("DATABASE_URL", url)
            .env_remove("DISCORD_GUILD_ID")
            .env_remove("SEIREIGI_SHARDS")
            // Nothing listens there: a bot that went on would fail or wait, not connect.
            .env("DISCORD_BASE_URL", "http://127.0.0.1:9")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("binary runs");
        // A guard against a bot that went on running, not a timing.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while child.try_wait().expect("wait").is_none() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let _ = child.kill();
        let out = child.wait_with_output().expect("output");
        let err = text(&out.stderr);
        assert!(!out.status.success(), "{err}");
        assert!(
            err.contains(needle) && err.trim().lines().count() == 1,
            "{err}"
        );
        let left: Vec<_> = std::fs::read_dir(&dir.0).unwrap().collect();
        assert!(left.is_empty(), "nothing created: {left:?}");
    }
}

/// `serve` on a database opened read-only stops in one line that says why the bot needs to
/// write, not SQLite's "readonly database" three times over.
#[test]
fn serve_says_why_it_needs_to_write() {
    let dir = seireigi_test_support::TempDir::new("serve-ro");
    let db = dir.file("bot.db");
    let made = seireigi_bytes(&["play", "--variant", "shogi", "--db", &db], b"");
    assert!(std::path::Path::new(&db).exists(), "{}", text(&made.stderr));
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .arg("serve")
        .env("DISCORD_TOKEN", "a-token")
        .env("DATABASE_URL", format!("sqlite://{db}?mode=ro"))
        .env_remove("DISCORD_GUILD_ID")
        .env_remove("SEIREIGI_SHARDS")
        .env("DISCORD_BASE_URL", "http://127.0.0.1:9")
        .env("RUST_LOG", "off")
        .stdin(Stdio::null())
        .output()
        .expect("binary runs");
    let err = text(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("is read-only") && err.contains("needs write access"),
        "{err}"
    );
    assert!(
        !err.contains("readonly database") && err.trim().lines().count() == 1,
        "{err}"
    );
}

#[test]
fn perft_and_divide() {
    let out = seireigi(
        &["perft", "--variant", "chu-seireigi", "--depth", "2"],
        None,
    );
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).trim(), "2025");
    let out = seireigi(
        &["perft", "--variant", "shogi", "--depth", "2", "--divide"],
        None,
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("7g7f: 30"), "{stdout}");
    assert!(stdout.trim_end().ends_with("total: 900"), "{stdout}");
}

#[test]
fn bad_input_is_one_clear_line_and_a_failure() {
    for (args, needle) in [
        (
            vec!["moves", "--variant", "chess", "--position", "startpos"],
            "unknown game",
        ),
        (
            vec![
                "moves",
                "--variant",
                "shogi",
                "--position",
                "startpos moves 7g7f 7g7f",
            ],
            "move 2 (7g7f)",
        ),
        (
            vec![
                "moves",
                "--variant",
                "shogi",
                "--position",
                "sfen 9/9 b - 1",
            ],
            "ranks",
        ),
        (
            vec![
                "moves",
                "--variant",
                "shogi",
                "--position",
                "sfen 9/9/9/9/9/9/9/9/4K4 b - 1",
            ],
            "White has no King",
        ),
        (
            vec![
                "perft",
                "--variant",
                "shogi",
                "--depth",
                "1",
                "--position",
                "startpos moves zz",
            ],
            "move 1 (zz)",
        ),
        (
            vec![
                "render-piece",
                "--variant",
                "chu",
                "--piece",
                "Dragon",
                "--out",
                "/tmp/x.png",
            ],
            "no piece",
        ),
    ] {
        let out = seireigi(&args, None);
        assert!(!out.status.success(), "{args:?} should fail");
        let err = text(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn render_writes_png_files() {
    let dir = std::env::temp_dir().join(format!("seireigi-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let board = dir.join("board.png");
    let piece = dir.join("piece.png");
    let board_s = board.to_string_lossy().into_owned();
    let piece_s = piece.to_string_lossy().into_owned();
    let out = seireigi(
        &[
            "render",
            "--variant",
            "uchi-chu-shogi",
            "--position",
            "startpos moves 7i7h",
            "--out",
            &board_s,
            "--style",
            "western",
            "--flip",
            "--moves-of",
            "7j",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = seireigi(
        &[
            "render-piece",
            "--variant",
            "chu-seireigi",
            "--piece",
            "Lion Hawk",
            "--out",
            &piece_s,
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    for path in [&board, &piece] {
        let bytes = std::fs::read(path).expect("image written");
        assert!(
            bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            "{} is a PNG",
            path.display()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
