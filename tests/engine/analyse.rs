//! Reviewing games: a planted blunder is found with a better move, good moves are not
//! marked, and the command line prints it.

use seireigi::ai::review::{review, Verdict};
use seireigi::ai::Limits;
use seireigi::rules::notation::to_canonical;
use seireigi::rules::usi::parse_position;
use seireigi::rules::Variant;
use std::process::Command;

/// After 7g7f 3c3d the Bishops face each other; 7i6h takes away the Silver that guarded 8h
/// and White wins the Bishop with 2b8h+.
const HANGS_THE_BISHOP: &str = "startpos moves 7g7f 3c3d 7i6h 2b8h+";

#[test]
fn a_planted_blunder_is_found_with_a_better_move() {
    let game = parse_position(Variant::builtin("shogi"), HANGS_THE_BISHOP).expect("game");
    let mut seen = 0;
    let r = review(&game, &Limits::depth(3), |n| seen = n);
    assert_eq!((r.len(), seen), (4, 4));
    let g = Variant::builtin("shogi").game();
    let blunder = &r[2];
    assert_eq!(to_canonical(g, blunder.played), "7i6h");
    assert_eq!(blunder.verdict, Verdict::Blunder, "{blunder:?}");
    assert_ne!(blunder.best, blunder.played);
    assert!(blunder.loss >= 800, "a Bishop's worth: {blunder:?}");
    // The opening moves and White's capture are sound.
    for i in [0, 1, 3] {
        assert_eq!(r[i].verdict, Verdict::Good, "{:?}", r[i]);
    }
    assert_eq!(
        r[3].best, r[3].played,
        "the engine would take the Bishop too"
    );
    // The graph: even, then White well ahead.
    assert!(
        r[1].eval_after.abs() < 100 && r[3].eval_after < -800,
        "{r:?}"
    );
}

#[test]
fn a_lost_rook_drop_and_a_large_game() {
    // A Rook dropped next to the bare King is taken.
    let game = parse_position(
        Variant::builtin("shogi"),
        "sfen 4k4/9/9/9/9/9/9/9/4K4 b R 1 moves R*4b 5a4b",
    )
    .expect("game");
    let r = review(&game, &Limits::depth(2), |_| {});
    assert_eq!(r[0].verdict, Verdict::Blunder, "{r:?}");
    assert_eq!(r[1].verdict, Verdict::Good, "{r:?}");
    // Any game: a Chu Seireigi opening reviews without complaint about the engine's own moves.
    let game = parse_position(Variant::builtin("chu-seireigi"), "startpos").expect("start");
    let mut h = game.clone();
    for _ in 0..4 {
        let mv = seireigi::ai::search(h.position(), &Limits::depth(2))
            .expect("move")
            .best;
        h.play(mv).expect("legal");
    }
    let r = review(&h, &Limits::depth(2), |_| {});
    assert_eq!(r.len(), 4);
    assert!(r.iter().all(|m| m.verdict == Verdict::Good), "{r:?}");
}

#[test]
fn the_command_line_review() {
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args([
            "analyse",
            "--variant",
            "shogi",
            "--depth",
            "3",
            "--position",
            HANGS_THE_BISHOP,
        ])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(
        lines[2].contains("7i6h") && lines[2].contains("blunder") && lines[2].contains("better "),
        "{text}"
    );
    assert!(
        !lines[3].contains("blunder") && !lines[3].contains("mistake"),
        "{text}"
    );
    assert_eq!(lines[4], "Black: 0 mistakes, 1 blunder");
    assert_eq!(lines[5], "White: 0 mistakes, 0 blunders");
    // A bad game is refused in one line.
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args([
            "analyse",
            "--variant",
            "shogi",
            "--position",
            "startpos moves 7g7f 7g7f",
        ])
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2 (7g7f)"));
}
