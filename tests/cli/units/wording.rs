//! The unit tests of src/wording.rs.

use seireigi::wording::count;

#[test]
fn singular_for_one_plural_otherwise() {
    assert_eq!(count(1u32, "move"), "1 move");
    assert_eq!(count(0u32, "move"), "0 moves");
    assert_eq!(count(3u32, "more move"), "3 more moves");
    assert_eq!(count(2u32, "day"), "2 days");
    assert_eq!(count(2u32, "ply"), "2 plies");
    assert_eq!(count(1u32, "ply"), "1 ply");
    assert_eq!(count(4u32, "match"), "4 matches");
    assert_eq!(count(5u32, "blunder"), "5 blunders");
}

#[test]
fn articles_and_promotion_answers() {
    assert_eq!(seireigi::wording::with_article("Rook"), "a Rook");
    assert_eq!(seireigi::wording::with_article("Elephant"), "an Elephant");
    assert_eq!(
        seireigi::wording::promotion_answers("Bishop", "Dragon Horse"),
        [
            "Promote to Dragon Horse".to_string(),
            "Stay a Bishop".to_string()
        ]
    );
}
