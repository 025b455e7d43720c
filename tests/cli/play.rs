//! `seireigi play` driven as a real process with piped input, as a player at a terminal
//! would drive it.

use crate::binary::{run, Run};
use seireigi_test_support::TempDir;
use std::path::PathBuf;

const MATE_IN_ONE: &str = "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

/// `seireigi play ARGS` fed `input`.
fn play(args: &[&str], input: &str) -> Run {
    let args: Vec<&str> = ["play"].iter().chain(args).copied().collect();
    run(&args, input)
}

fn lines_starting<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.starts_with(prefix)).collect()
}

#[test]
fn a_drop_mates_and_the_result_is_printed() {
    // The line after the mate must not be read: the game is over.
    let run = play(
        &["--variant", "shogi", "--position", MATE_IN_ONE],
        "G*5b\nresign\n",
    );
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    assert_eq!(
        lines_starting(&run.stdout, "1. "),
        ["1. Black G*5b (G*5b)  checkmate!"]
    );
    let last = run.stdout.lines().last().unwrap_or_default();
    assert_eq!(
        last, "Game over: Black wins by checkmate.",
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("resigns"), "{}", run.stdout);
    // The final board shows the Gold in front of the King, and Black's hand empty.
    assert!(
        run.stdout
            .contains("   ·   ·   ·   ·   G   ·   ·   ·   ·  b"),
        "{}",
        run.stdout
    );
}

#[test]
fn an_illegal_move_gives_one_error_line_and_changes_nothing() {
    let run = play(&["--variant", "shogi"], "7g7f\n5a5c\n3c3d\nP*5e\nquit\n");
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    let errors = lines_starting(&run.stdout, "error:");
    assert_eq!(errors.len(), 2, "{}", run.stdout);
    assert!(errors[1].contains("hand"), "{}", errors[1]);
    // White was still to move after the refused King move, and the numbering went on.
    assert_eq!(
        lines_starting(&run.stdout, "2. "),
        ["2. White P-3d (3c3d)"],
        "{}",
        run.stdout
    );
    assert_eq!(
        lines_starting(&run.stdout, "White> "),
        ["White> 5a5c", "White> 3c3d"]
    );
    assert!(
        run.stdout.contains("Black to move (move 3)."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.ends_with("Game #1 ends here (not kept).\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn images_are_written_after_each_move_and_their_paths_printed() {
    let dir = TempDir::new("images");
    let images = dir.0.join("boards");
    let run = play(
        &[
            "--variant",
            "shogi",
            "--images",
            images.to_str().unwrap(),
            "--style",
            "western",
        ],
        "7g7f\nnonsense\n3c3d\n",
    );
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    let paths: Vec<PathBuf> = lines_starting(&run.stdout, "image: ")
        .iter()
        .map(|l| PathBuf::from(&l["image: ".len()..]))
        .collect();
    assert_eq!(
        paths,
        [
            images.join("game-1-ply-1.png"),
            images.join("game-1-ply-2.png")
        ]
    );
    let first = std::fs::read(&paths[0]).unwrap();
    let second = std::fs::read(&paths[1]).unwrap();
    for png in [&first, &second] {
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    }
    assert_ne!(first, second, "each image shows its own position");
}

#[test]
fn a_kept_game_continues_after_the_program_exited() {
    let dir = TempDir::new("resume");
    let db = dir.0.join("games.db");
    let db = db.to_str().unwrap();
    let first = play(&["--variant", "shogi", "--db", db], "7g7f\n3c3d\n");
    assert!(first.ok, "{}{}", first.stdout, first.stderr);
    assert!(
        first
            .stdout
            .contains(&format!("continue it with --db {db} --resume 1")),
        "{}",
        first.stdout
    );
    let second = play(&["--db", db, "--resume", "1"], "8h2b+\n");
    assert!(second.ok, "{}{}", second.stdout, second.stderr);
    assert!(
        second.stdout.contains("game #1 resumed"),
        "{}",
        second.stdout
    );
    assert_eq!(
        lines_starting(&second.stdout, "3. "),
        ["3. Black Bx2b+ (8h2b+)"],
        "{}",
        second.stdout
    );
    let third = play(&["--db", db, "--resume", "1", "--variant", "shogi"], "");
    assert!(third.ok, "{}{}", third.stdout, third.stderr);
    assert!(
        third.stdout.contains("White to move (move 4)."),
        "{}",
        third.stdout
    );
    assert!(
        third.stdout.contains("Black in hand: B\n"),
        "{}",
        third.stdout
    );
}

#[test]
fn draw_and_takeback_are_answered_by_the_other_player() {
    let run = play(
        &["--variant", "shogi"],
        "7g7f\ntakeback\nmaybe\ny\n2g2f\ndraw\nn\n8c8d\ndraw\nyes\n",
    );
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    let out = &run.stdout;
    assert!(out.contains("White, Black asks to take back the last move: accept? (y/n)"));
    assert_eq!(
        lines_starting(out, "error:"),
        ["error: answer y or n"],
        "{out}"
    );
    assert!(out.contains("Took back 1 move."), "{out}");
    // The takeback let Black play another first move.
    assert_eq!(
        lines_starting(out, "1. "),
        ["1. Black P-7f (7g7f)", "1. Black P-2f (2g2f)"]
    );
    assert!(out.contains("Black, White offers a draw: accept? (y/n)\nBlack> n\nBlack declines."));
    assert_eq!(
        lines_starting(out, "2. "),
        ["2. White P-8d (8c8d)"],
        "{out}"
    );
    assert!(
        out.ends_with("White accepts.\nGame over: draw by agreement.\n"),
        "{out}"
    );
}

#[test]
fn resuming_needs_a_database_and_an_existing_game() {
    let run = play(&["--resume", "1"], "");
    assert!(!run.ok);
    assert!(run.stderr.contains("--db"), "{}", run.stderr);
    let dir = TempDir::new("nogame");
    let db = dir.0.join("games.db");
    let run = play(&["--db", db.to_str().unwrap(), "--resume", "7"], "");
    assert!(!run.ok);
    assert_eq!(run.stderr.trim(), "error: There is no game #7.");
}

#[test]
fn a_move_that_may_promote_is_asked_about() {
    let run = play(
        &["--variant", "shogi"],
        "7g7f\n3c3d\n8h3c\nboard\ny\n2b3c\n",
    );
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    let out = &run.stdout;
    let asked = "Promote? y for B-3c+, n for B-3c=.";
    // Looking at the board keeps the question; asked again, y promotes.
    assert_eq!(lines_starting(out, asked).len(), 2, "{out}");
    assert!(
        out.contains(&format!("{asked}\nBlack> board\n\nWhite in hand")),
        "{out}"
    );
    assert_eq!(
        lines_starting(out, "3. "),
        ["3. Black B-3c+ (8h3c+)  check!"]
    );
    assert!(out.contains("White to move (move 4), in check."), "{out}");
    assert_eq!(lines_starting(out, "4. "), ["4. White Bx3c (2b3c)"]);
    assert!(lines_starting(out, "error:").is_empty(), "{out}");

    let declined = play(&["--variant", "shogi"], "7g7f\n3c3d\n8h2b\nn\n");
    assert_eq!(
        lines_starting(&declined.stdout, "3. "),
        ["3. Black Bx2b= (8h2b)"],
        "{}",
        declined.stdout
    );
}

/// A game started `days_ago` in `db` with one day per move, Black to move.
async fn old_game(db: &str, days_ago: f64) {
    use seireigi::service::{
        ColorChoice, GameService, ManualClock, NewChallenge, Timestamp, UserId,
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let then = now - (days_ago * 86_400_000.0) as i64;
    let clock = std::sync::Arc::new(ManualClock::new(Timestamp(then)));
    let service = GameService::new(seireigi::store::Store::open(db).await.unwrap(), clock);
    let (challenge, _) = service
        .challenge(NewChallenge {
            challenger: UserId(1),
            opponent: Some(UserId(2)),
            variant: "shogi".into(),
            days_per_move: Some(1),
            color: ColorChoice::Black,
            position: None,
        })
        .await
        .unwrap();
    service.accept(challenge.id, UserId(2)).await.unwrap();
    service.store().close().await;
}

#[tokio::test]
async fn a_resumed_game_runs_its_clock() {
    let dir = TempDir::new("clock");
    let late = dir.0.join("late.db");
    let late = late.to_str().unwrap();
    old_game(late, 2.0).await;
    let run = play(&["--db", late, "--resume", "1"], "7g7f\n");
    assert!(run.ok, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout
            .ends_with("Time is up.\nGame over: White wins by time.\n"),
        "{}",
        run.stdout
    );
    // The loss was written once and told once: the next run only shows the result.
    let again = play(&["--db", late, "--resume", "1"], "");
    assert!(!again.stdout.contains("Time is up."), "{}", again.stdout);
    assert!(again.stdout.ends_with("Game over: White wins by time.\n"));

    let close = dir.0.join("close.db");
    let close = close.to_str().unwrap();
    old_game(close, 0.9).await;
    let run = play(&["--db", close, "--resume", "1"], "7g7f\n");
    assert_eq!(
        lines_starting(&run.stdout, "Reminder: "),
        ["Reminder: Black has used 80% of the time for this move."],
        "{}",
        run.stdout
    );
    // 0.1 day, less the moment it took to get here.
    assert!(
        run.stdout.contains("Black to move (move 1), 2 h 2"),
        "{}",
        run.stdout
    );
    assert_eq!(lines_starting(&run.stdout, "1. "), ["1. Black P-7f (7g7f)"]);
    let white = lines_starting(&run.stdout, "White to move (move 2), ");
    assert!(
        white[0].ends_with(", 1 day 0 h left.") || white[0].ends_with(", 23 h 59 min left."),
        "{}",
        white[0]
    );
}
