//! Piece values derived from mobility: sane orderings in every game (print them with
//! `cargo test --test engine values:: -- --nocapture`).

use seireigi::ai::values::values;
use seireigi::rules::Variant;

#[test]
fn values_follow_mobility() {
    for v in Variant::all() {
        let g = v.game();
        let vals = values(v);
        let mut line = format!("{v}:");
        for k in g.kinds() {
            let def = g.piece(k);
            if def.royal {
                continue;
            }
            line += &format!(" {}={}", def.id, vals.board(k, false));
            if def.promotion.is_some() {
                line += &format!("/+{}", vals.board(k, true));
            }
            assert!(vals.hand(k) > vals.board(k, false), "{v} {}", def.name);
            assert!(vals.board(k, true) >= vals.board(k, false));
        }
        println!("{line}");
        // The order below is shogi's: games without its Pawn, Rook and Gold (Tori shogi's
        // birds, Yari shogi's spears) have only the checks above.
        if ["P", "R", "G"].iter().any(|id| g.kind_by_id(id).is_none()) {
            continue;
        }
        let by = |id: &str| vals.board(g.kind_by_id(id).unwrap(), false);
        // The unit is the game's Pawn where the rules name one (its drop rules); a game
        // without drops (Chu Shogi) is scaled from a one-step mobility instead.
        if g.pawn_kind().is_some() {
            assert_eq!(by("P"), 100, "{v}");
        }
        assert!(by("R") > by("G") && by("G") > by("P"), "{v}");
        if g.kind_by_id("C").is_some() {
            assert!(by("R") > by("C"), "{v}");
        }
        if g.kind_by_id("Q").is_some() {
            assert!(by("Q") > by("R"), "{v}");
        }
    }
}
