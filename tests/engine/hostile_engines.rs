//! `seireigi match` against external engines that misbehave once started, each a small
//! shell script speaking just enough USI to pass the handshake: one that floods its output
//! (endless `info` lines, or a line that never ends), one that never answers `go`, and one
//! that plays an illegal move. Each ends the match with an error that names the engine and
//! the fault, and the test returning at all shows that nothing hung (the engine is told
//! `quit`, then killed).

use seireigi::cli::matches::{play_game, run, MatchOptions, Player};
use seireigi::rules::Variant;
use seireigi_test_support::TempDir;
use std::time::Duration;

/// A USI engine called `name` that passes the handshake and answers `go` with `on_go`
/// (shell commands).
fn engine(dir: &TempDir, name: &str, on_go: &str) -> Player {
    let script = dir.0.join(format!("{name}.sh"));
    std::fs::write(
        &script,
        format!(
            "while read line; do case \"$line\" in\n\
             usi) echo 'id name {name}'; echo usiok;;\n\
             isready) echo readyok;;\n\
             go*) {on_go};;\n\
             quit) exit 0;;\n\
             esac; done\n"
        ),
    )
    .expect("script");
    format!("usi:sh {}", script.display())
        .parse()
        .expect("player")
}

fn options(a: Player, games: usize) -> MatchOptions {
    MatchOptions {
        variant: Variant::builtin("shogi"),
        a,
        b: Player::Random,
        games,
        time: Some(Duration::from_millis(100)),
        max_plies: 40,
        seed: 1,
        threads: 1,
        opening_plies: 0,
    }
}

/// The error of one game of `hostile` (Black) against a random mover, as one line.
fn game_error(hostile: &Player) -> String {
    let o = options(hostile.clone(), 1);
    let e = play_game(hostile, &Player::Random, &o, 3)
        .map(|(winner, _, game)| format!("{winner:?} {:?}", game.outcome()))
        .expect_err("the engine's fault ends the match");
    seireigi::cli::error_line(&e)
}

#[test]
fn an_engine_that_plays_an_illegal_move_ends_the_match() {
    let dir = TempDir::new("hostile-illegal");
    let illegal = engine(&dir, "Illegal", "echo 'bestmove 1a1b'");
    let line = game_error(&illegal);
    assert!(
        line.contains("Illegal played 1a1b, which is not a legal move"),
        "{line}"
    );
    assert!(line.contains("at move 1 (Shogi)"), "{line}");
    // Through the whole match: the first fault stops it, naming the game.
    let e = run(&options(illegal, 6), |_, _| {}).expect_err("the match stops");
    let line = seireigi::cli::error_line(&e);
    assert!(line.starts_with("game 1 of the match"), "{line}");
    assert!(line.contains("not a legal move"), "{line}");
}

#[test]
fn an_engine_that_never_answers_ends_the_match() {
    let dir = TempDir::new("hostile-silent");
    // Reads `go` and says nothing, ever: only the match's patience ends the wait.
    let silent = engine(&dir, "Silent", ":");
    let line = game_error(&silent);
    assert!(line.contains("Silent gave no bestmove in time"), "{line}");
}

#[test]
fn an_engine_that_floods_its_output_ends_the_match() {
    let dir = TempDir::new("hostile-flood");
    // Endless `info` lines and never a `bestmove`.
    let flood = engine(&dir, "Flood", "exec yes 'info depth 1 score cp 0 pv 7g7f'");
    let line = game_error(&flood);
    assert!(
        line.contains("Flood printed 100000 lines without giving its bestmove"),
        "{line}"
    );
    // One line that goes on and on: 300 000 bytes before its newline.
    let endless = engine(
        &dir,
        "Endless",
        "head -c 300000 /dev/zero | tr '\\0' x; echo",
    );
    let line = game_error(&endless);
    assert!(
        line.contains("Endless printed a line longer than 65536 bytes"),
        "{line}"
    );
}

#[test]
fn an_engine_with_an_endless_name_is_named_briefly() {
    let dir = TempDir::new("hostile-name");
    let script = dir.0.join("long-name.sh");
    std::fs::write(
        &script,
        format!(
            "while read line; do case \"$line\" in\n\
             usi) echo 'id name {}'; echo usiok;;\n\
             isready) echo readyok;;\n\
             go*) echo 'bestmove 9a9a';;\n\
             quit) exit 0;;\n\
             esac; done\n",
            "N".repeat(5000)
        ),
    )
    .expect("script");
    let player: Player = format!("usi:sh {}", script.display())
        .parse()
        .expect("player");
    let line = game_error(&player);
    assert!(line.chars().count() < 300, "{} characters", line.len());
    assert!(line.contains("NNNN…"), "{line}");
}
