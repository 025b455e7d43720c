//! `seireigi play --against computer`: the computer answers every move with a legal one.

use seireigi::rules::usi::parse_position;
use seireigi::rules::Variant;
use seireigi_test_support::process::run_to_end;
use std::process::Output;

/// `seireigi play` of shogi against the easy computer, fed `input`.
fn play_easy_computer(input: &[u8]) -> Output {
    let args = [
        "play",
        "--variant",
        "shogi",
        "--against",
        "computer",
        "--level",
        "easy",
    ];
    run_to_end(env!("CARGO_BIN_EXE_seireigi"), &args, input)
}

#[test]
fn the_computer_answers_each_move() {
    // The computer (White) must answer each of Black's moves before the next prompt.
    let out = play_easy_computer(b"7g7f\n2g2f\n6i7h\nquit\n");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let replies: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(". White "))
        .collect();
    assert_eq!(replies.len(), 3, "one computer reply per move:\n{stdout}");
    // Replaying Black's moves and the computer's canonical replies is a legal game.
    let canonical: Vec<String> = stdout
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(". "))
        .filter_map(|l| {
            l.rsplit_once('(')
                .map(|(_, c)| c.trim_end_matches(')').to_string())
        })
        .collect();
    assert_eq!(canonical.len(), 6, "{stdout}");
    let text = format!("startpos moves {}", canonical.join(" "));
    assert!(
        parse_position(Variant::builtin("shogi"), &text).is_ok(),
        "{text}"
    );
}

#[test]
fn the_computer_answers_offers_itself() {
    let out = play_easy_computer(b"7g7f\ndraw\ntakeback\nquit\n");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Nobody is asked to answer for the computer: it declines the draw in an even
    // position and grants the takeback of Black's move and its own reply.
    assert!(!stdout.contains("accept? (y/n)"), "{stdout}");
    assert!(stdout.contains("White declines."), "{stdout}");
    assert!(stdout.contains("White accepts."), "{stdout}");
    assert!(stdout.contains("Took back 2 moves."), "{stdout}");
}
