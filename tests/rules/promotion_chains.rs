//! A piece promotes at most once, remembers what it was, and goes back to hand as exactly
//! that (rules.md 2.2, 2.4, 4, 5). Dai Seireigi's cases are in `dai_special.rs`.

use crate::common;

use common::{for_both_sides, moves_from, play, position, sq};
use seireigi::rules::{Color, Position, Variant};

/// Plays Black's promoting move, then lists the moves of the promoted piece with Black to
/// move again (it stands in the zone, so an unpromoted piece would be offered `+` moves).
fn promote_then_moves(pos: &Position, mv: &str, to: &str) -> (Position, Vec<String>) {
    let mut after = play(pos, mv);
    after.set_side_to_move(pos.side_to_move());
    let moves = moves_from(&after, to).into_iter().collect();
    (after, moves)
}

fn promotions(moves: &[String]) -> usize {
    moves.iter().filter(|m| m.ends_with('+')).count()
}

#[test]
fn a_promoted_piece_never_promotes_again() {
    // (game, piece on 5e, its move into the zone, the name it then bears, an original
    // piece of that name, which does promote)
    let cases = [
        (
            Variant::builtin("chu-seireigi"),
            "G",
            "5e5d+",
            "Great Elephant",
            "E",
        ),
        (
            Variant::builtin("chu-seireigi"),
            "I",
            "5e5c+",
            "Bishop",
            "B",
        ),
        (Variant::builtin("chu-seireigi"), "F", "5e5d+", "Rook", "R"),
        (
            Variant::builtin("chu-seireigi"),
            "S",
            "5e5d+",
            "Running Wolf",
            "W",
        ),
        (
            Variant::builtin("uchi-chu-shogi"),
            "S",
            "5e5d+",
            "Venomous Wolf",
            "V",
        ),
        (
            Variant::builtin("uchi-chu-shogi"),
            "C",
            "5e5d+",
            "Great Leopard",
            "D",
        ),
        (
            Variant::builtin("uchi-chu-shogi"),
            "Y",
            "5e3c+",
            "Rook",
            "R",
        ),
    ];
    for (v, id, promote, name, original) in cases {
        let game = v.game();
        let pos = position(
            v,
            Color::Black,
            &[("5e", id), ("12l", "K"), ("12a", "k")],
            "-",
        );
        let to = &promote[2..4];
        let (after, moves) = promote_then_moves(&pos, promote, to);
        let p = after.piece_at(sq(to)).unwrap();
        assert!(
            p.promoted && p.kind == game.kind_by_id(id).unwrap(),
            "{v}: {id} remembers it was {id}"
        );
        assert_eq!(game.piece_name(p.kind, p.promoted), name);
        assert!(
            !moves.is_empty() && promotions(&moves) == 0,
            "{v}: promoted {id} offered {moves:?}"
        );
        // An original piece of the same name, on the same square, does promote: they are
        // different pieces, and the SFEN tells them apart.
        let orig = position(
            v,
            Color::Black,
            &[(to, original), ("12l", "K"), ("12a", "k")],
            "-",
        );
        let moves: Vec<String> = moves_from(&orig, to).into_iter().collect();
        assert!(promotions(&moves) > 0, "{v}: an original {name} promotes");
        assert!(after.to_sfen().contains(&format!("+{id}")), "{v}");
    }
}

#[test]
fn captured_pieces_go_to_the_captors_hand_as_they_started() {
    // (game, Black piece on 5e taken by the White Gold on 5d, the ID White gets in hand)
    let cases: &[(&str, &str, &str)] = &[
        ("shogi", "+R", "R"),
        ("shogi", "+B", "B"),
        ("shogi", "+S", "S"),
        ("shogi", "+N", "N"),
        ("shogi", "+L", "L"),
        ("shogi", "+P", "P"),
        ("chu-seireigi", "+E", "E"), // Teaching King
        ("chu-seireigi", "+G", "G"), // Great Elephant that was a Gold
        ("chu-seireigi", "E", "E"),
        ("chu-seireigi", "+I", "I"), // Bishop that was a Kirin
        ("chu-seireigi", "+F", "F"), // Rook that was a Phoenix
        ("chu-seireigi", "+S", "S"),
        ("chu-seireigi", "W", "W"),
        ("chu-seireigi", "+M", "M"),
        ("chu-seireigi", "+P", "P"),
        ("uchi-chu-shogi", "+S", "S"), // Venomous Wolf that was a Silver
        ("uchi-chu-shogi", "V", "V"),
        ("uchi-chu-shogi", "+V", "V"),
        ("uchi-chu-shogi", "+C", "C"),
        ("uchi-chu-shogi", "D", "D"),
        ("uchi-chu-shogi", "+Y", "Y"), // Rook that was a Flying Swallow
        ("uchi-chu-shogi", "+T", "T"), // Bishop that was an Enchanted Badger
    ];
    for &(id, victim, expect) in cases {
        let v = Variant::builtin(id);
        let game = v.game();
        let n = game.width;
        let last = char::from(b'a' + game.height - 1);
        let black_king = format!("{n}{last}");
        // The White King stands on the b-rank, off every line through 5e.
        let white_king = format!("{n}b");
        let pieces = [
            ("5e", victim),
            ("5d", "g"),
            (black_king.as_str(), "K"),
            (white_king.as_str(), "k"),
        ];
        let pos = position(v, Color::White, &pieces, "-");
        for_both_sides(&pos, |p, f| {
            let captor = p.side_to_move();
            let after = play(p, &format!("{}{}", f("5d"), f("5e")));
            let kind = game.kind_by_id(expect).unwrap();
            assert_eq!(after.hand(captor), vec![(kind, 1)], "{v}: {victim}");
            assert!(after.hand(captor.opponent()).is_empty(), "{v}: {victim}");
            // Dropped again, it is the captor's piece and unpromoted.
            let mut back = after.clone();
            back.set_side_to_move(captor);
            let dropped = play(&back, &format!("{expect}*{}", f("5g")));
            let p = dropped.piece_at(sq(&f("5g"))).unwrap();
            assert!(
                p.color == captor && p.kind == kind && !p.promoted,
                "{v}: {victim}"
            );
        });
    }
}
