//! The unit tests of src/rules/move_facts.rs.

use seireigi::rules::game::Variant;
use seireigi::rules::notation::parse_move;
use seireigi::rules::position::Position;

#[test]
fn a_promotion_a_capture_and_a_drop_are_told() {
    let v = Variant::from_id("shogi").expect("shogi");
    // After 7g7f 3c3d, Black's bishop takes on 2b and may promote.
    let mut pos = Position::start(v);
    for m in ["7g7f", "3c3d"] {
        let mv = parse_move(&pos, m).expect("legal");
        pos.play(mv);
    }
    let facts = pos.legal_move_facts();
    let take = facts
        .iter()
        .find(|f| f.text == "8h2b+")
        .expect("Bx2b+ is legal");
    assert!(take.capture && take.promote);
    assert_eq!((take.piece, take.becomes), ("Bishop", Some("Dragon Horse")));
    assert_eq!(take.from.as_deref(), Some("8h"));
    let stay = facts.iter().find(|f| f.text == "8h2b").expect("Bx2b=");
    assert_eq!((stay.promote, stay.becomes), (false, None));
    assert!(facts.iter().all(|f| !f.drop && f.hand.is_none()));
    let mv = parse_move(&pos, "8h2b+").expect("legal");
    pos.play(mv);
    let mv = parse_move(&pos, "3a2b").expect("legal");
    pos.play(mv);
    // Black holds a bishop now.
    let drops: Vec<_> = pos
        .legal_move_facts()
        .into_iter()
        .filter(|f| f.drop)
        .collect();
    assert!(!drops.is_empty());
    assert!(drops
        .iter()
        .all(|f| f.hand == Some("B") && f.from.is_none() && !f.capture && f.piece == "Bishop"));
}
