//! The rules the game format gained for the small games of Fairy-Stockfish (issue 35):
//! boards that are not square, compulsory promotion, "at most N on a file", Kings that may
//! not face each other, the first check and the far rank winning. Each rule is tested in a
//! position where it decides a move, for both colours where the rule is the same for both.

use crate::common::{drops, for_both_sides, legal, moves_from, play, position, set};
use seireigi::render::board_diagram;
use seireigi::render::BoardOptions;
use seireigi::rules::notation::parse_canonical;
use seireigi::rules::{game_file, Color, History, Outcome, Position, Reason, Variant};

const SHOGI: &str = include_str!("../../assets/games/shogi.toml");

/// shogi.toml under another id, with `line` added to its `[rules]`.
fn shogi_with_rule(id: &str, line: &str) -> Variant {
    let text = SHOGI
        .replacen("id = \"shogi\"", &format!("id = \"{id}\""), 1)
        .replacen("name = \"Shogi\"", &format!("name = \"{id}\""), 1)
        .replacen("standard_shogi = true\n", "", 1)
        .replacen(
            "no_legal_move = \"loses\"\n",
            &format!("no_legal_move = \"loses\"\n{line}\n"),
            1,
        );
    game_file::load(&format!("{id}.toml"), &text)
        .unwrap_or_else(|e| panic!("{e}"))
        .variant()
}

fn outcome_after(pos: &Position, text: &str) -> Option<Outcome> {
    let mut history = History::new(pos.clone());
    let mv = parse_canonical(pos.game(), text).unwrap_or_else(|| panic!("{text}: unreadable"));
    history.play(mv).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

#[test]
fn a_board_of_five_files_and_six_ranks_plays_on_its_own_squares() {
    let v = Variant::builtin("goro-goro-shogi");
    let g = v.game();
    assert_eq!(
        (g.width, g.height, g.board_text()),
        (5, 6, "5x6".to_string())
    );
    let start = Position::start(v);
    assert_eq!(start.to_sfen(), "sgkgs/5/1ppp1/1PPP1/5/SGKGS b - 1");
    // The Black Pawns stand on rank d, the sixth rank is f; file 6 does not exist.
    assert!(legal(&start).contains("4d4c"));
    assert!(legal(&start).contains("3f3e"));
    assert!(g.contains(seireigi::rules::Square::parse("5f").expect("square")));
    assert!(!g.contains(seireigi::rules::Square::parse("6a").expect("square")));
    assert!(!g.contains(seireigi::rules::Square::parse("1g").expect("square")));
    // A Pawn reaching rank a must promote (its last rank), rank b may (zone of two ranks).
    let pos = position(
        v,
        Color::Black,
        &[("5f", "K"), ("5a", "k"), ("2c", "P"), ("3b", "P")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        let moves = legal(p);
        assert!(moves.contains(&f("2c2b")) && moves.contains(&f("2c2b+")));
        assert!(moves.contains(&f("3b3a+")) && !moves.contains(&f("3b3a")));
    });
    // Drawn as it is: five columns, six rows.
    let d = board_diagram(&start, &BoardOptions::default());
    assert_eq!((d.files, d.ranks), (5, 6));
    d.validate().expect("a valid diagram");
}

#[test]
fn compulsory_promotion_leaves_no_move_that_declines_it() {
    let v = Variant::builtin("euroshogi");
    assert!(v.game().rules.promotion_compulsory);
    let pos = position(
        v,
        Color::Black,
        &[("1h", "K"), ("8a", "k"), ("5d", "P"), ("3b", "N")],
        "-",
    );
    for_both_sides(&pos, |p, f| {
        // Into the zone: only the promotion.
        assert_eq!(moves_from(p, &f("5d")), set(&[&f("5d5c+")]));
        // A Knight standing in the zone (as after a drop) promotes wherever it goes.
        assert_eq!(moves_from(p, &f("3b")), set(&[&f("3b2b+"), &f("3b4b+")]));
    });
}

#[test]
fn two_swallows_on_a_file_are_allowed_and_a_third_is_not() {
    let v = Variant::builtin("tori-shogi");
    assert_eq!(v.game().rules.most_on_a_file, 2);
    let two = position(
        v,
        Color::Black,
        &[("7g", "K"), ("7a", "k"), ("4e", "S"), ("4d", "S")],
        "S",
    );
    for_both_sides(&two, |p, f| {
        let d = drops(p);
        assert!(!d.contains(&f("S*4f")), "a third Swallow on file 4");
        assert!(d.contains(&f("S*3f")));
    });
    let one = position(
        v,
        Color::Black,
        &[("7g", "K"), ("7a", "k"), ("4e", "S")],
        "S",
    );
    for_both_sides(&one, |p, f| {
        assert!(drops(p).contains(&f("S*4f")), "a second Swallow on file 4");
    });
    // An enemy Swallow or a Goose does not count.
    let others = position(
        v,
        Color::Black,
        &[
            ("7g", "K"),
            ("7a", "k"),
            ("4e", "S"),
            ("4d", "s"),
            ("4c", "+S"),
        ],
        "S",
    );
    assert!(drops(&others).contains("S*4f"));
}

#[test]
fn kings_may_not_face_each_other_on_an_open_file() {
    let v = shogi_with_rule("facing", "no_facing_kings = true");
    let shogi = Variant::builtin("shogi");
    let pieces = [("5i", "K"), ("5a", "k"), ("5e", "G")];
    let pos = position(v, Color::Black, &pieces, "-");
    for_both_sides(&pos, |p, f| {
        let gold = moves_from(p, &f("5e"));
        // The Gold shields the Kings from each other: it may move only along the file.
        assert_eq!(gold, set(&[&f("5e5d"), &f("5e5f")]));
    });
    assert!(moves_from(&position(shogi, Color::Black, &pieces, "-"), "5e").contains("5e4e"));
    // A King may not step onto the open file of the other.
    let open = position(v, Color::Black, &[("4i", "K"), ("5a", "k")], "-");
    for_both_sides(&open, |p, f| {
        let king = moves_from(p, &f("4i"));
        assert!(!king.contains(&f("4i5i")) && !king.contains(&f("4i5h")));
        assert!(king.contains(&f("4i3h")));
    });
    // Facing Kings are a position no move reaches: refused as SFEN.
    assert!(Position::from_sfen(v, "4k4/9/9/9/9/9/9/9/4K4 b - 1").is_err());
}

#[test]
fn the_first_check_wins_in_check_shogi() {
    let v = Variant::builtin("check-shogi");
    let pos = position(
        v,
        Color::Black,
        &[("5i", "K"), ("5a", "k"), ("1h", "R")],
        "P",
    );
    let after = play(&pos, "1h1a");
    assert!(after.in_check() && after.legal_moves().is_empty());
    assert_eq!(
        outcome_after(&pos, "1h1a"),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::Check
        })
    );
    // A Pawn drop that checks wins; the King could take it, so it is no drop mate.
    assert!(drops(&pos).contains("P*5b"));
    assert_eq!(
        outcome_after(&pos, "P*5b").map(|o| o.reason),
        Some(Reason::Check)
    );
    // In shogi the same check is a move like any other.
    let shogi = position(
        Variant::builtin("shogi"),
        Color::Black,
        &[("5i", "K"), ("5a", "k"), ("1h", "R")],
        "-",
    );
    assert!(!play(&shogi, "1h1a").legal_moves().is_empty());
    assert_eq!(Reason::from_id("check"), Some(Reason::Check));
}

#[test]
fn a_king_reaching_the_far_rank_wins_with_campmate() {
    let v = shogi_with_rule("camp", "campmate = true");
    let pos = position(v, Color::Black, &[("5b", "K"), ("9g", "k")], "-");
    for_both_sides(&pos, |p, f| {
        let mut history = History::new(p.clone());
        let mv = parse_canonical(p.game(), &f("5b5a")).expect("a King step");
        let outcome = history.play(mv).expect("legal");
        assert_eq!(
            outcome,
            Some(Outcome {
                winner: Some(p.side_to_move()),
                reason: Reason::FarRank
            })
        );
        assert!(history.position().legal_moves().is_empty());
        // Another move plays on.
        let step = parse_canonical(p.game(), &f("5b4b")).expect("a King step");
        assert_eq!(History::new(p.clone()).play(step).expect("legal"), None);
    });
}
