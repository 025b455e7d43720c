//! Reviewing games: a planted blunder is found with a better move, good moves are not
//! marked, and the command line prints it.

use seireigi::ai::review::{
    limits_within, review, review_within, Budget, Verdict, MIN_NODES_PER_POSITION,
};
use seireigi::ai::Limits;
use seireigi::rules::notation::to_canonical;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{Color, History, Position, Variant};
use seireigi_test_support::seeded::Lcg;
use std::process::Command;
use std::time::Duration;

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

/// A legal game of `plies` moves that has not ended: seeded random moves, never one that
/// ends the game.
fn long_game(variant: &str, plies: usize, seed: u64) -> History {
    let mut h = History::new(Position::start(Variant::builtin(variant)));
    let mut rng = Lcg(seed);
    while h.moves().len() < plies {
        let moves = h.position().legal_moves();
        let first = rng.below(moves.len());
        h = (0..moves.len())
            .map(|k| moves[(first + k) % moves.len()])
            .find_map(|mv| {
                let mut next = h.clone();
                matches!(next.play(mv), Ok(None)).then_some(next)
            })
            .expect("a move that goes on");
    }
    h
}

/// A review ends within its budget whatever the game's length: counted in nodes, the same
/// budget reviews 3 000 and 10 000 plies without spending more, judging a sample of moves
/// spread through the game; a short game is judged whole and its blunder found.
#[test]
fn a_review_keeps_within_its_budget_whatever_the_length() {
    let budget = 40 * MIN_NODES_PER_POSITION;
    for plies in [3_000, 10_000] {
        let game = long_game("shogi", plies, plies as u64);
        let r = review_within(
            &game,
            Budget::Nodes(budget),
            Duration::from_secs(60),
            1,
            |_| {},
        );
        assert_eq!(r.moves.len(), plies);
        assert!(r.nodes <= budget, "{plies} plies: {} nodes", r.nodes);
        assert!(
            (1..=20).contains(&r.judged),
            "{plies} plies: {} judged (two positions each)",
            r.judged
        );
        let judged: Vec<usize> = (0..plies).filter(|&i| r.moves[i].judged).collect();
        assert!(
            judged[0] < plies / 10 && judged[judged.len() - 1] > plies * 8 / 10,
            "spread through the game: {judged:?}"
        );
        for side in [Color::Black, Color::White] {
            assert!(
                r.moves.iter().any(|m| m.judged && m.mover == side),
                "{plies} plies: both sides' moves judged"
            );
        }
        for m in r.moves.iter().filter(|m| !m.judged) {
            assert_eq!((m.verdict, m.best), (Verdict::Good, m.played));
        }
    }
    let game = parse_position(Variant::builtin("shogi"), HANGS_THE_BISHOP).expect("game");
    let r = review_within(
        &game,
        Budget::Nodes(budget),
        Duration::from_secs(60),
        1,
        |_| {},
    );
    assert_eq!(r.judged, 4);
    assert!(r.nodes <= budget);
    assert_eq!(r.moves[2].verdict, Verdict::Blunder, "{r:?}");
}

/// The bot's per-position limits for a budget never add up to more than the budget, however
/// many positions (no floor that makes a long game take longer).
#[test]
fn per_position_limits_add_up_to_the_budget() {
    let budget = Duration::from_secs(20);
    for plies in [10, 3_000, 10_000] {
        let limits = limits_within(budget, plies, Duration::from_millis(500));
        assert!(
            limits.time * (plies as u32 + 1) <= budget,
            "{plies} plies: {:?} a position",
            limits.time
        );
    }
}
