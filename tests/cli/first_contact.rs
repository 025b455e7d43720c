//! The command line as a newcomer meets it (issue 17): `seireigi invite`, `seireigi play`'s
//! promotion question, `--level` without the computer, the banner against the computer,
//! images after a takeback, the examples it shows, and `render --moves-of` on an empty
//! square. Each runs the real binary.

use crate::binary::run;
use seireigi_test_support::TempDir;
use std::path::PathBuf;

#[test]
fn invite_prints_the_link_with_the_computed_permissions() {
    let r = run(&["invite", "--application-id", "1234"], "");
    assert!(r.ok, "{}", r.stderr);
    let url = r.stdout.lines().next().unwrap();
    let bits: u64 = url.rsplit("permissions=").next().unwrap().parse().unwrap();
    assert_eq!(bits, seireigi::bot::permissions().bits());
    // Attach Files (1 << 15) and Manage Threads (1 << 34), missing from the old README link.
    assert!(bits & (1 << 15) != 0 && bits & (1 << 34) != 0, "{bits}");
    assert!(url.contains("client_id=1234") && url.contains("scope=bot+applications.commands"));
    assert!(
        r.stdout.contains("Attach Files: to post board images"),
        "{}",
        r.stdout
    );
    assert!(!run(&["invite", "--application-id", "0"], "").ok);
}

#[test]
fn an_unreadable_promotion_answer_keeps_the_question() {
    // Black's Pawn on 2d may promote on 2c.
    let r = run(
        &[
            "play",
            "--variant",
            "shogi",
            "--position",
            "sfen 4k4/9/9/7P1/9/9/9/9/4K4 b - 1",
        ],
        "2d2c\nmaybe\nn\n",
    );
    assert!(r.ok, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("error: answer y to promote or n not to"),
        "{}",
        r.stdout
    );
    // The question was asked again, and "n" answered it: the Pawn stays a Pawn.
    assert_eq!(
        r.stdout.matches("Promote? y for").count(),
        2,
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("1. Black P-2c= (2d2c)"), "{}", r.stdout);
}

#[test]
fn a_level_without_the_computer_is_refused() {
    let r = run(
        &["play", "--variant", "shogi", "--level", "strong"],
        "quit\n",
    );
    assert!(!r.ok);
    assert!(r.stderr.contains("--against computer"), "{}", r.stderr);
}

#[test]
fn the_banner_names_the_computer() {
    let r = run(
        &[
            "play",
            "--variant",
            "shogi",
            "--against",
            "computer",
            "--level",
            "easy",
        ],
        "quit\n",
    );
    assert!(r.ok, "{}", r.stderr);
    let first = r.stdout.lines().next().unwrap();
    assert!(
        first.contains("against White (the computer, easy)"),
        "{first}"
    );
    assert!(!first.contains("player 2"), "{first}");
}

#[test]
fn a_takeback_redraws_and_removes_the_undone_images() {
    let dir = TempDir::new("takeback");
    let images = dir.0.to_string_lossy().into_owned();
    let r = run(
        &["play", "--variant", "shogi", "--images", &images],
        "7g7f\n3c3d\ntakeback\ny\nquit\n",
    );
    assert!(r.ok, "{}{}", r.stdout, r.stderr);
    let names = |d: &PathBuf| {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    // White took back 3c3d: the image of ply 2 is gone, ply 1's is written again.
    assert_eq!(names(&dir.0), ["game-1-ply-1.png"], "{}", r.stdout);
    assert!(r.stdout.contains("removed: "), "{}", r.stdout);
    let after = r.stdout.split("Took back 1 move.").nth(1).unwrap();
    assert!(
        after.contains("image: "),
        "a new image after the takeback: {after}"
    );
}

#[test]
fn play_shows_examples_of_its_own_game() {
    let r = run(&["play", "--variant", "chu-seireigi"], "help\nquit\n");
    assert!(r.ok, "{}", r.stderr);
    let line = r
        .stdout
        .lines()
        .find(|l| l.starts_with("Type a move (e.g. "))
        .unwrap();
    let forms = line
        .trim_start_matches("Type a move (e.g. ")
        .split(") or help")
        .next()
        .unwrap();
    let pos = seireigi::rules::Position::start(seireigi::rules::Variant::default_game());
    for f in forms
        .split([',', ' '])
        .filter(|f| !f.is_empty() && *f != "or")
    {
        assert!(
            seireigi::rules::notation::parse_move(&pos, f).is_ok(),
            "{f} in {line}"
        );
    }
    assert!(!r.stdout.contains("7g7f"), "{}", r.stdout);
}

#[test]
fn render_moves_of_an_empty_square_says_so() {
    let dir = TempDir::new("render");
    let out = dir.0.join("b.png");
    let out = out.to_string_lossy();
    let r = run(
        &[
            "render",
            "--variant",
            "shogi",
            "--out",
            &out,
            "--moves-of",
            "5e",
        ],
        "",
    );
    assert!(!r.ok, "an empty square is an error");
    assert!(
        r.stderr
            .contains("there is no piece on 5e: give the square of a piece"),
        "{}",
        r.stderr
    );
    let r = run(
        &[
            "render",
            "--variant",
            "shogi",
            "--out",
            &out,
            "--moves-of",
            "P*",
        ],
        "",
    );
    assert!(!r.ok);
    assert!(
        r.stderr.contains("Black has no Pawn in hand to drop"),
        "{}",
        r.stderr
    );
}
