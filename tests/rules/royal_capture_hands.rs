//! `royal_capture = true` with captures into hand (issue 35, item 6): a royal piece may be
//! left attacked and taken; the move that takes the last one ends the game (recorded as
//! "capturing the last royal piece"), and the taken royal piece leaves the game instead of
//! going to a hand. Positions, SFEN, hands, the result and the notation of that capture.

use seireigi::rules::notation::{
    parse_canonical, to_canonical, to_japanese, to_kif, to_western, KifMeta, KifResult,
};
use seireigi::rules::{game_file, Color, History, Outcome, PieceKind, Position, Reason, Variant};

/// A 5x5 game of Kings, Golds and Pawns in which Kings may be taken and captures go to hand.
const ROYAL_HANDS: &str = r#"
id = "royal-hands"
name = "Royal Hands"
kanji_name = "王取り"
size = 5
zone_depth = 1
impasse_threshold = 1
setup = "2k2/1g3/2p2/2P2/2K2 b - 1"
hand_order = ["P", "G"]
sources = "A test game."

[rules]
captures_to_hand = true
royal_capture = true
promotion = ["start", "end"]
repetition = 4
perpetual_check = "draw"
no_legal_move = "loses"

[[piece]]
id = "K"
name = "King"
kanji = "玉将"
short_kanji = "玉"
abbrev = "K"
betza = "K"
royal = true

[[piece]]
id = "G"
name = "Gold General"
kanji = "金将"
short_kanji = "金"
abbrev = "G"
betza = "WfF"

[[piece]]
id = "P"
name = "Pawn"
kanji = "歩兵"
short_kanji = "歩"
abbrev = "P"
betza = "fW"
forced_promotion_ranks = 1
promotes = { name = "Tokin", kanji = "と金", short_kanji = "と", abbrev = "+P", betza = "WfF" }
"#;

fn variant() -> Variant {
    game_file::load("royal-hands.toml", ROYAL_HANDS)
        .unwrap_or_else(|e| panic!("{e}"))
        .variant()
}

fn sfen(text: &str) -> Position {
    Position::from_sfen(variant(), text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(pos: &Position, text: &str) -> seireigi::rules::Move {
    parse_canonical(pos.game(), text).unwrap_or_else(|| panic!("{text}: unreadable"))
}

fn king(pos: &Position) -> PieceKind {
    pos.game().king_kind().expect("a royal kind")
}

#[test]
fn a_king_may_step_into_attack_and_its_capture_ends_the_game_leaving_no_king_in_hand() {
    // Black's King on 3d, White's Gold on 3b, White's King on 3a; Black has a Pawn in hand.
    let start = sfen("2k2/2g2/5/2K2/5 b P 1");
    let moves: Vec<String> = start
        .legal_moves()
        .into_iter()
        .map(|m| to_canonical(start.game(), m))
        .collect();
    // 3c is attacked by the Gold: a King may step there anyway.
    assert!(moves.iter().any(|m| m == "3d3c"), "{moves:?}");
    let mut history = History::new(start.clone());
    assert_eq!(history.play(mv(&start, "3d3c")).expect("legal"), None);
    // The Gold takes the King: the game ends with that move.
    let before = history.position().clone();
    let take = mv(&before, "3b3c");
    assert!(before.is_legal(take));
    let end = history.play(take).expect("legal");
    let result = Some(Outcome {
        winner: Some(Color::White),
        reason: Reason::RoyalCapture,
    });
    assert_eq!(end, result);
    assert_eq!(history.outcome(), result);
    let after = history.position();
    assert!(after.legal_moves().is_empty(), "no move after the end");
    // The King went to no hand: White holds nothing, Black still its Pawn.
    assert_eq!(after.hand_count(Color::White, king(after)), 0);
    assert!(
        after.hand(Color::White).is_empty(),
        "{:?}",
        after.hand(Color::White)
    );
    assert_eq!(after.to_sfen(), "2k2/5/2g2/5/5 b P 3");
    // The final position reads back as the same position, still over.
    let again = Position::from_sfen(variant(), &after.to_sfen()).expect("reads back");
    assert_eq!(&again, after);
    assert!(again.legal_moves().is_empty());
    // The capture in every notation, and the KIF of the game with its result.
    assert_eq!(to_canonical(before.game(), take), "3b3c");
    assert!(
        to_western(&before, take).contains('x'),
        "{}",
        to_western(&before, take)
    );
    assert!(!to_japanese(&before, take, None).is_empty());
    let kif = to_kif(
        &start,
        history.moves(),
        &KifMeta {
            black: "A".into(),
            white: "B".into(),
            date: None,
            result: history.outcome().map(KifResult::from),
        },
    );
    assert!(kif.contains("詰み") && kif.contains("後手の勝ち"), "{kif}");
}

#[test]
fn other_captures_still_go_to_hand_and_may_be_dropped() {
    let start = sfen("2k2/5/2g2/2P2/2K2 b - 1");
    let mut history = History::new(start.clone());
    // The Pawn takes the Gold: a Gold in Black's hand, which it may drop.
    history.play(mv(&start, "3d3c")).expect("legal");
    let pos = history.position().clone();
    let gold = pos.game().kind_by_id("G").expect("gold");
    assert_eq!(pos.hand_count(Color::Black, gold), 1);
    history.play(mv(&pos, "3a4a")).expect("legal");
    let pos = history.position().clone();
    assert!(pos.is_legal(mv(&pos, "G*1e")), "{}", pos.to_sfen());
}

#[test]
fn a_king_in_hand_is_refused_in_an_sfen() {
    for text in ["2k2/5/5/5/2K2 b K 1", "2k2/5/5/5/2K2 b k 1"] {
        assert!(Position::from_sfen(variant(), text).is_err(), "{text}");
    }
    // A board whose side to move has no King left is the game's last position: read, over.
    let over = sfen("2k2/5/5/5/5 b G 1");
    assert!(over.legal_moves().is_empty());
    let history = History::new(over);
    assert_eq!(
        history.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), Reason::RoyalCapture))
    );
}

#[test]
fn royal_capture_with_a_no_drop_mate_rule_is_refused() {
    let text = ROYAL_HANDS.replace(
        "royal_capture = true\n",
        "royal_capture = true\nno_drop_mate = \"P\"\n",
    );
    let err = game_file::load("royal-hands.toml", &text).expect_err("no mate to forbid");
    assert_eq!(err.field, "rules.no_drop_mate", "{err}");
}
