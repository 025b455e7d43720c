//! Dobutsu shogi (assets/games/dobutsu-shogi.toml): the Lion that may be captured with
//! captures into hand, and the "try" (`campmate_safe`): a Lion on its far rank that no enemy
//! piece attacks wins, judged before each move, the side to move's first; both so draws. The
//! four positions of Fairy-Stockfish's own test of its flag rule (test.py,
//! `test_is_immediate_game_end`, variant dobutsu), with the same results.

use seireigi::rules::notation::{parse_canonical, to_canonical};
use seireigi::rules::{game_file, Color, History, Outcome, Position, Reason, Variant};
use std::collections::BTreeSet;

fn dobutsu() -> Variant {
    Variant::from_id("dobutsu-shogi").expect("dobutsu-shogi is shipped")
}

fn pos(sfen: &str) -> Position {
    Position::from_sfen(dobutsu(), sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn legal(p: &Position) -> BTreeSet<String> {
    p.legal_moves()
        .into_iter()
        .map(|m| to_canonical(p.game(), m))
        .collect()
}

/// The result of playing `text` in `sfen` (the game must not be over before it).
fn after(sfen: &str, text: &str) -> Option<Outcome> {
    let mut h = History::new(pos(sfen));
    assert_eq!(h.outcome(), None, "{sfen} is over already");
    let mv = parse_canonical(h.position().game(), text).unwrap_or_else(|| panic!("{text}"));
    h.play(mv).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn won(winner: Option<Color>, reason: Reason) -> Option<Outcome> {
    Some(Outcome { winner, reason })
}

/// Fairy-Stockfish's "1L1/1g1/1G1/1l1[] w": both Lions on their far ranks, each attacked by
/// the enemy Giraffe; Black to move.
const BOTH_LIONS_HOME: &str = "1L1/1g1/1G1/1l1 b - 1";

#[test]
fn the_try_is_judged_as_fairy_stockfish_judges_it() {
    // Attacked, neither Lion has won yet.
    assert!(!pos(BOTH_LIONS_HOME).legal_moves().is_empty());
    // b2a2: Black's Giraffe leaves 2c; White's Lion on 2d is safe: White wins.
    assert_eq!(
        after(BOTH_LIONS_HOME, "2c3c"),
        won(Some(Color::White), Reason::FarRank)
    );
    // b4a4: Black's Lion steps to 3a, where nothing attacks it: Black wins (White's Lion is
    // still attacked).
    assert_eq!(
        after(BOTH_LIONS_HOME, "2a3a"),
        won(Some(Color::Black), Reason::FarRank)
    );
    // b2b3: Black's Giraffe takes White's: both Lions safe at home, a draw.
    assert_eq!(after(BOTH_LIONS_HOME, "2c2b"), won(None, Reason::FarRank));
    // b4b3: Black's Lion takes the Giraffe and leaves its far rank: play goes on.
    assert_eq!(after(BOTH_LIONS_HOME, "2a2b"), None);
}

#[test]
fn a_lion_that_can_be_taken_on_arrival_has_not_won_and_is_taken() {
    // Black's Lion on 3b, White's Elephant on 2b (guarding 3a and 1a), White's Lion on 1c.
    let sfen = "3/Le1/2l/3 b - 1";
    // 2a: on the far rank and attacked by nothing: Black wins at once.
    assert_eq!(
        after(sfen, "3b2a"),
        won(Some(Color::Black), Reason::FarRank)
    );
    let start = pos(sfen);
    let mut h = History::new(start.clone());
    // 3a: on the far rank but attacked by the Elephant: not a win.
    let step = parse_canonical(start.game(), "3b3a").expect("move");
    assert_eq!(h.play(step).expect("legal"), None);
    // The Elephant takes the Lion: White wins by capturing the last royal piece, and the
    // Lion goes to no hand.
    let take = parse_canonical(start.game(), "2b3a").expect("move");
    assert_eq!(
        h.play(take).expect("legal"),
        won(Some(Color::White), Reason::RoyalCapture)
    );
    assert!(h.position().hand(Color::White).is_empty());
    assert!(h.position().legal_moves().is_empty());
}

#[test]
fn pieces_move_and_drop_as_the_rules_say() {
    let start = Position::start(dobutsu());
    assert_eq!(start.to_sfen(), "gle/1c1/1C1/ELG b - 1");
    // The Chick takes the Chick; the Giraffe on 1d may go up; the Lion on 2d diagonally
    // up; the Elephant on 3d diagonally up onto 2c? its own Chick: no.
    assert_eq!(
        legal(&start),
        ["2c2b", "1d1c", "2d1c", "2d3c"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    // A Chick in hand may be dropped anywhere empty, the far rank and a file with another
    // Chick included; a Chick reaching the far rank must promote to a Hen.
    let p = pos("l2/3/1C1/2L b C 1");
    let drops: BTreeSet<String> = legal(&p).into_iter().filter(|m| m.contains('*')).collect();
    assert_eq!(drops.len(), 9, "{drops:?}");
    assert!(
        drops.contains("C*2a") && drops.contains("C*2b"),
        "{drops:?}"
    );
    let p = pos("l2/1C1/3/2L b - 1");
    let chick = legal(&p);
    assert!(
        chick.contains("2b2a+") && !chick.contains("2b2a"),
        "{chick:?}"
    );
    // A Hen taken goes back to hand as a Chick.
    let p = pos("l2/1+C1/3/2L w - 1");
    let mut h = History::new(p.clone());
    h.play(parse_canonical(p.game(), "3a2b").expect("move"))
        .expect("legal");
    assert_eq!(h.position().to_sfen(), "3/1l1/3/2L b c 2");
}

#[test]
fn campmate_safe_needs_campmate() {
    let text = include_str!("../../assets/games/dobutsu-shogi.toml")
        .replace("id = \"dobutsu-shogi\"", "id = \"dobutsu-test\"")
        .replace("name = \"Dobutsu Shogi\"", "name = \"Dobutsu Test\"")
        .replace("campmate = true\n", "");
    let err = game_file::load("dobutsu-test.toml", &text).expect_err("refused");
    assert_eq!(err.field, "rules.campmate_safe", "{err}");
}
