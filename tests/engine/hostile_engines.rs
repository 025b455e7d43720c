//! `seireigi match` against external engines that misbehave once started, each a small
//! shell script speaking just enough USI to pass the handshake: one that floods its output
//! (endless `info` lines, or a line that never ends) and one that never answers `go`: each
//! ends the match with an error that names the engine and the fault, and the test returning
//! at all shows that nothing hung (the engine is told `quit`, then killed). One that plays
//! an illegal move, or no move at all, loses that game and the match goes on.

use seireigi::cli::matches::{play_game, run, summary, MatchOptions, Misplay, Player, Verdict};
use seireigi::i18n::Lang;
use seireigi::rules::{Color, Outcome, Position, Reason, Variant};
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

/// A real engine (a shell script) that plays a legal first move, then the same move again
/// once its Pawn has left the square: it loses that game by an illegal move, the report
/// says which move in which position, and the match goes on to its last game.
#[test]
fn an_engine_that_plays_an_illegal_move_loses_the_game_and_the_match_goes_on() {
    let dir = TempDir::new("hostile-illegal");
    let illegal = engine(&dir, "Illegal", "echo 'bestmove 7g7f'");
    let o = options(illegal.clone(), 1);
    let (winner, _, game) = play_game(&illegal, &Player::Random, &o, 3).expect("no fault");
    assert_eq!(winner, Some(Color::White));
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Color::White),
            reason: Reason::IllegalMove,
        })
    );
    // 7g7f, a random reply, and the forfeit: the illegal move is not in the record.
    assert_eq!(game.moves().len(), 2, "{:?}", game.moves());

    let tally = run(&options(illegal, 6), |_, _| {}).expect("the match goes on");
    assert_eq!((tally.games(), tally.losses), (6, 6), "{tally:?}");
    assert_eq!(
        tally
            .endings
            .get(&(Verdict::Lost, Some(Reason::IllegalMove))),
        Some(&6),
        "{tally:?}"
    );
    assert_eq!(tally.forfeits.len(), 6, "{tally:?}");
    // As Black, at its second move; as White, at once (7g7f moves a Black Pawn).
    let black = tally
        .forfeits
        .iter()
        .find(|f| f.game == 1)
        .expect("game 1 noted");
    assert_eq!(
        (black.ply, black.engine.as_str(), black.side),
        (3, "Illegal", Color::Black),
        "{black:?}"
    );
    assert_eq!(black.answer, Misplay::Illegal("7g7f".to_string()));
    assert!(
        black.line(Lang::En).starts_with(
            "lost by an illegal move: game 1, move 3: Illegal (Black) played 7g7f, which is not a legal move, in "
        ),
        "{}",
        black.line(Lang::En)
    );
    let pos =
        Position::from_sfen(Variant::builtin("shogi"), &black.sfen).expect("the noted SFEN reads");
    assert_eq!(pos.side_to_move(), Color::Black);
    let white = tally
        .forfeits
        .iter()
        .find(|f| f.game == 2)
        .expect("game 2 noted");
    assert_eq!((white.ply, white.side), (2, Color::White), "{white:?}");
    let shogi = Variant::builtin("shogi");
    let report = summary(Lang::En, "illegal", "random", shogi, 40, &tally);
    assert_eq!(
        report
            .iter()
            .filter(|l| l.starts_with("lost by an illegal move: game "))
            .count(),
        6,
        "{report:?}"
    );
    // In French, with the same facts.
    let fr = summary(Lang::Fr, "illegal", "random", shogi, 40, &tally).join("\n");
    assert!(
        fr.contains("perdue sur un coup illégal : partie 1, coup 3 : Illegal"),
        "{fr}"
    );
}

/// An answer that is not a move at all loses the game the same way.
#[test]
fn an_engine_that_answers_no_move_loses_the_game() {
    let dir = TempDir::new("hostile-garbage");
    let garbage = engine(&dir, "Garbage", "echo 'bestmove xyzzy'");
    let tally = run(&options(garbage, 2), |_, _| {}).expect("the match goes on");
    assert_eq!((tally.games(), tally.losses), (2, 2), "{tally:?}");
    assert!(
        tally.forfeits.iter().all(|f| f.engine == "Garbage"
            && f.answer == Misplay::Unreadable("bestmove xyzzy".to_string())),
        "{tally:?}"
    );
    let line = tally.forfeits[0].line(Lang::En);
    assert!(
        line.contains("answered \"bestmove xyzzy\", which is not a move of this game, in "),
        "{line}"
    );
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
    let tally = run(&options(player, 1), |_, _| {}).expect("a lost game, not an error");
    let line = tally
        .forfeits
        .first()
        .expect("the illegal move is noted")
        .line(Lang::En);
    assert!(line.chars().count() < 300, "{} characters", line.len());
    assert!(line.contains("NNNN…"), "{line}");
}
