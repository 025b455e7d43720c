//! Classic Chu Shogi (docs/rules.md section 8): royal pieces that may be captured, the Crown
//! Prince, Chu Shogi's promotion, lion passes and the Lion-trading rules. The positions and
//! verdicts are those of lishogi's rules library (shogiops, test/rules/chushogi.test.ts).

use seireigi::rules::notation::parse_canonical;
use seireigi::rules::registry::Registry;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{game_file, History, Outcome, Position, Reason, Variant};

fn chu() -> Variant {
    Variant::builtin("chu-shogi")
}

fn pos(sfen: &str) -> Position {
    Position::from_stored_sfen(chu(), sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn legal(p: &Position, text: &str) -> bool {
    let mv = parse_canonical(p.game(), text).unwrap_or_else(|| panic!("{text}: unreadable"));
    p.is_legal(mv)
}

/// Asserts each move's legality: `(move, legal?)`.
fn check(p: &Position, cases: &[(&str, bool)]) {
    for &(text, want) in cases {
        assert_eq!(legal(p, text), want, "{text} in {}", p.to_sfen());
    }
}

fn play(p: &mut Position, text: &str) {
    let mv = parse_canonical(p.game(), text).unwrap_or_else(|| panic!("{text}: unreadable"));
    assert!(p.is_legal(mv), "{text} in {}", p.to_sfen());
    p.play(mv);
}

#[test]
fn promotion_on_entering_on_capturing_and_on_the_last_rank() {
    let p = pos("10p1/2I1pP2p1LL/1Rp1PB2LL2/12/7L4/1p10/12/12/11k/12/11K/12 b - 1");
    check(
        &p,
        &[
            // A capture inside the zone.
            ("7c8b+", true),
            ("7c8b", true),
            // A quiet move inside the zone: no second chance.
            ("7c6b+", false),
            ("7c6b", true),
            // The Pawn reaching the last rank, from inside the zone.
            ("7b7a+", true),
            ("7b7a", true),
            // Entering the zone.
            ("5e5c+", true),
            ("5e5c", true),
            // A capture leaving the zone.
            ("11c11f+", true),
            ("11c11f", true),
        ],
    );
}

#[test]
fn a_king_may_step_into_attack_and_losing_the_last_royal_piece_loses() {
    // Black's King on 6h next to White's Gold on 6g's attack... stepping beside it is legal.
    let p = pos("12/12/12/12/6k5/4g7/4G7/6K5/12/12/12/12 b - 1");
    check(&p, &[("6h7g", true), ("6h7h", true)]);
    // Taking the only King ends the game.
    let start = pos("12/12/12/12/12/12/12/6g5/6K5/12/12/5k6 w - 1");
    let mut h = History::new(start);
    let mv = parse_canonical(chu().game(), "6h6i").expect("readable");
    assert_eq!(
        h.play(mv),
        Ok(Some(Outcome {
            winner: Some(seireigi::rules::Color::White),
            reason: Reason::RoyalCapture,
        }))
    );
    assert!(h.position().legal_moves().is_empty());
}

#[test]
fn the_crown_prince_keeps_the_game_going_after_the_king_falls() {
    // Black has a King on 6i, a Crown Prince (+E) on 1l and a Gold (without it, the Prince
    // left alone would be a bare King); White's Gold takes the King.
    let start = pos("5k6/12/12/12/12/12/12/6g5/6K5/12/12/G10+E w - 1");
    let mut h = History::new(start.clone());
    let mv = parse_canonical(chu().game(), "6h6i").expect("readable");
    assert_eq!(h.play(mv), Ok(None));
    assert!(!h.position().legal_moves().is_empty());
    // Two royal pieces of a side are a valid position, and the SFEN reads back.
    assert_eq!(pos(&start.to_sfen()), start);
    // The Drunk Elephant promotes to the Crown Prince, which is royal.
    let mut p = pos("6k5/12/12/12/12/7E4/12/12/12/12/12/6K5 b - 1");
    play(&mut p, "5f5e");
    play(&mut p, "6a6b");
    play(&mut p, "5e5d+");
    assert_eq!(p.to_sfen(), "12/6k5/12/7+E4/12/12/12/12/12/12/12/6K5 w - 4");
}

#[test]
fn lions_pass_over_empty_squares_and_take_twice() {
    let p = pos("12/12/12/12/12/6+O5/12/12/12/12/12/12 b - 1");
    check(
        &p,
        &[
            ("6f6f", false),
            ("6f5e", true),
            ("6f7d", true),
            ("6f6g6f", true),
        ],
    );
    let p = pos("3l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/12 b - 1");
    check(
        &p,
        &[
            ("3g3e", true),
            ("3g3f", false),
            ("6i4g", true),
            ("6i8g", true),
            ("6i7h", false),
            ("6i5h", true),
            ("6i5h6i", true),
            ("6i5h4g", true),
            ("3d2c", true),
            ("3d1b", true),
            ("3d2c1b", true),
            ("3d1b2c", false),
            ("10j10i", true),
            ("10j10h", true),
            ("10j10i10h", true),
            ("10j10h10i", false),
            ("9f10e", true),
            ("9f8e", true),
            ("9f9d", false),
            ("9f8e9d", true),
            ("9f9e9d", false),
        ],
    );
}

#[test]
fn a_lion_may_not_take_a_protected_lion_two_squares_away() {
    // Black's Lion on 7g; White's Lion on 5h (two away) is protected by the Lance on 5e.
    let p = pos("12/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/12 b - 1");
    check(&p, &[("7g5h", false), ("7g5e", true), ("8e5h", true)]);
    let w = pos("12/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/12 w - 1");
    check(&w, &[("5h7g", false), ("5h5j", true)]);
    // Unprotected two squares away: the Pawn on 7h protects Black's Lion, not White's.
    let p = pos("12/12/12/12/3n8/12/5N6/5P6/7b4/12/12/12 b - 1");
    check(&p, &[("7g9e", false), ("7g5i", true)]);
    let w = pos("12/12/12/12/3n8/12/5N6/5P6/7b4/12/12/12 w - 1");
    check(&w, &[("9e7g", false), ("9e10e", true), ("5i7g", true)]);
    // Taking a Pawn first does not license taking the protected Lion on the second step...
    // (shogiops's position, with a Black King on 1l: a side without royal piece facing one
    // has lost here.)
    let p = pos("12/12/12/12/3n1H6/3sp7/5N6/5P6/1k5b4/12/12/11K b - 1");
    check(&p, &[("7g9e", true), ("7g8f9e", false)]);
    // ...but taking a real piece first does.
    let p = pos("12/12/12/12/6+o1r3/4gi6/6N5/7s4/8n3/12/12/12 b - 1");
    check(
        &p,
        &[
            ("6g4i", false),
            ("6g5h4i", true),
            ("6g6e", false),
            ("6g7f6e", false),
            ("6g6f6e", false),
            ("6g7f", true),
            ("6g7f8f", true),
        ],
    );
    let p = pos("12/12/3l8/12/3b4+o3/6n5/4N7/6R5/7K4/12/12/12 b - 1");
    check(&p, &[("8g6f", false)]);
}

#[test]
fn a_lion_taken_by_another_piece_may_not_be_traded_back_by_another_piece() {
    let start = pos("12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1");
    // The Rook takes the Lion on 8j: Black's Bishop may not take the Lion on 3i next move.
    let mut p = start.clone();
    play(&mut p, "8f8j");
    check(&p, &[("6l8j", true), ("6l3i", false)]);
    // The Kirin takes it and promotes to a Lion: it may be taken back on that square.
    let mut p = start.clone();
    play(&mut p, "7i8j+");
    assert_eq!(
        p.to_sfen(),
        "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 8j 2"
    );
    check(&p, &[("6l8j", true), ("6l3i", false)]);
    // The SFEN keeps the restriction.
    assert_eq!(pos(&p.to_sfen()).legal_moves(), p.legal_moves());
    let mut p = start.clone();
    play(&mut p, "7i8j");
    check(&p, &[("6l8j", true), ("6l3i", false)]);
    // A Lion that takes a Lion (here by igui) lays no restriction.
    let mut p = start;
    play(&mut p, "3i4i3i");
    check(&p, &[("6l3i", true), ("1j1i", true)]);
    // The restriction lasts one move.
    let p = pos("11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b 8j 1");
    assert_eq!(p.legal_moves().len(), 7);
    let p = pos("11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b - 1");
    assert_eq!(p.legal_moves().len(), 8);
}

#[test]
fn falcon_and_eagle_may_not_trade_back_a_lion_either() {
    let mut p = pos("k11/12/12/12/6n5/6P5/12/5+h6/12/5N6/12/11K b - 1");
    play(&mut p, "6f6e");
    check(&p, &[("7h7i", true), ("7h7i7j", false)]);
    let mut p = pos("k11/12/12/12/6n5/6P5/12/7+d4/12/5N6/12/11K b - 1");
    play(&mut p, "6f6e");
    check(&p, &[("5h6i", true), ("5h6i7j", false)]);
}

/// Dai Shogi keeps Chu Shogi's Lion-trading rules; the game `seireigi match` plays HaChu in
/// (tests/games/dai-shogi-hachu.toml, docs/engine.md) is Dai Shogi without them, as HaChu
/// plays it, and otherwise the same game.
#[test]
fn dai_shogi_as_hachu_plays_it_lacks_only_the_lion_trading_rules() {
    let text = include_str!("../games/dai-shogi-hachu.toml");
    let loaded = Registry::load(&[("dai-shogi-hachu.toml".into(), text.into())]).expect("loads");
    let hachu = loaded.find("dai-shogi-hachu").expect("the file's game");
    let dai = Variant::builtin("dai-shogi");
    let (h, d) = (hachu.game(), dai.game());
    assert!(d.rules.lion_trading && !h.rules.lion_trading);
    assert_eq!(
        (h.width, h.height, h.zone_depth),
        (d.width, d.height, d.zone_depth)
    );
    assert_eq!(h.start_sfen, d.start_sfen);
    assert_eq!(format!("{:?}", h.pieces), format!("{:?}", d.pieces));
    let mut rules = h.rules.clone();
    rules.lion_trading = true;
    rules.lion_trade_minor = d.rules.lion_trade_minor.clone();
    assert_eq!(format!("{rules:?}"), format!("{:?}", d.rules));

    let at = |v: Variant, sfen: &str| {
        Position::from_stored_sfen(v, sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
    };
    // Black's Lion on 7g and White's on 5h, two squares away, protected by the Lance on 5e
    // (the first position of a_lion_may_not_take_a_protected_lion_two_squares_away, on
    // Dai Shogi's board): only the Lion capture differs.
    let sfen = "15/15/15/15/7B2l4/7S7/8N6/10n4/15/15/15/15/15/15/15 b - 1";
    let (in_dai, in_hachu) = (at(dai, sfen), at(hachu, sfen));
    check(&in_dai, &[("7g5h", false), ("7g5e", true), ("8e5h", true)]);
    check(&in_hachu, &[("7g5h", true), ("7g5e", true), ("8e5h", true)]);
    let mut dai_moves = in_dai.legal_moves();
    dai_moves.push(parse_canonical(h, "7g5h").expect("readable"));
    dai_moves.sort_by_key(|m| format!("{m:?}"));
    let mut hachu_moves = in_hachu.legal_moves();
    hachu_moves.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(format!("{dai_moves:?}"), format!("{hachu_moves:?}"));
    // From the start, the same moves.
    assert_eq!(
        Position::start(dai).legal_moves(),
        Position::start(hachu).legal_moves()
    );
}

#[test]
fn the_chu_rules_are_refused_where_they_cannot_hold() {
    let base = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/games/chu-shogi.toml"
    ))
    .expect("the game file");
    let base = base.replace("id = \"chu-shogi\"", "id = \"chu-test\"");
    let cases = [
        ("royal_capture = true\n", "", "piece"),
        ("lion_trading = true\n", "", "rules.lion_trade_minor"),
        // With hands, the file must say in which order they are written (royal capture
        // with hands is allowed: tests/rules/royal_capture_hands.rs).
        (
            "captures_to_hand = false\n",
            "captures_to_hand = true\n",
            "hand_order",
        ),
    ];
    for (from, to, field) in cases {
        let text = base.replace(from, to);
        let err = game_file::load("chu-test.toml", &text).expect_err(field);
        assert_eq!(err.field, field, "{err}");
    }
    assert!(game_file::load("chu-test.toml", &base).is_ok());
}

#[test]
fn the_start_position_plays_as_lishogi_counts() {
    let h = parse_position(chu(), "startpos").expect("start");
    assert_eq!(h.position().legal_moves().len(), 36);
}

/// Plays `moves` from `sfen` in a history and returns the result of the last one, after
/// checking that none before it ended the game.
fn play_out(sfen: &str, moves: &[&str]) -> Option<Outcome> {
    let mut h = History::new(pos(sfen));
    assert_eq!(h.outcome(), None, "{sfen}");
    let mut last = None;
    for (n, text) in moves.iter().enumerate() {
        assert_eq!(last, None, "ended before {text} (move {n})");
        let mv = parse_canonical(chu().game(), text).unwrap_or_else(|| panic!("{text}"));
        last = h.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    last
}

#[test]
fn a_bare_king_loses_at_once() {
    use seireigi::rules::Color;
    // Black's Rook takes White's last piece far from White's King: bare.
    assert_eq!(
        play_out("6k5/12/12/12/12/12/9g1R/12/12/12/12/6K5 b - 1", &["1g3g"]),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::BareKing,
        })
    );
    // A Lance on its last rank cannot move: it does not save Black's King from being bare.
    assert_eq!(
        play_out("g5k4L/9r2/12/12/12/12/9S2/12/12/12/12/6K5 w - 1", &["3b3g"]),
        Some(Outcome {
            winner: Some(Color::White),
            reason: Reason::BareKing,
        })
    );
    // One rank lower the Lance can still move: the game goes on.
    assert_eq!(
        play_out("g5k5/9r1L/12/12/12/12/9S2/12/12/12/12/6K5 w - 1", &["3b3g"]),
        None
    );
}

#[test]
fn the_bare_king_rule_waits_where_the_lone_king_may_strike_back() {
    use seireigi::rules::Color;
    // The taking Rook lands next to White's King, which may take it: not bare. It does, and
    // the two lone Kings draw.
    assert_eq!(
        play_out(
            "6k5/7g4/12/12/12/12/7R4/12/12/12/12/6K5 b - 1",
            &["5g5b", "6a5b"]
        ),
        Some(Outcome {
            winner: None,
            reason: Reason::LoneKings,
        })
    );
    // Black's King stands next to White's (each attacks the other): White's King is alone,
    // but could take Black's, so the game goes on.
    assert_eq!(
        play_out("6k4g/7K4/12/12/12/12/12/11R/12/12/12/G11 b - 1", &["1h1a"]),
        None
    );
    // A Pawn does not count against a bare King: King and Pawn against a King play on.
    assert_eq!(
        play_out("6k5/12/12/12/12/12/9g2/9P2/12/12/12/6K5 b - 1", &["3h3g"]),
        None
    );
    // ...but once the Pawn promotes, it counts: Tokin (and King) against a lone King.
    assert_eq!(
        play_out("6k5/12/12/9g2/9P2/12/12/12/12/12/12/6K5 b - 1", &["3e3d+"]),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::BareKing,
        })
    );
}

#[test]
fn perpetual_attack_without_check_loses() {
    use seireigi::rules::Color;
    // White's Gold shuttles between 1c and 2c; Black's Rook follows it, attacking it with
    // every move but never checking. The fourth occurrence: Black loses.
    let cycle = ["1c2c", "1h2h", "2c1c", "2h1h"];
    let moves: Vec<&str> = cycle.iter().cycle().take(12).copied().collect();
    assert_eq!(
        play_out("k11/12/11g/12/12/12/12/11R/12/12/12/6K5 w - 1", &moves),
        Some(Outcome {
            winner: Some(Color::White),
            reason: Reason::PerpetualAttack,
        })
    );
    // The same shuttle answered by King moves, which attack nothing: a draw.
    let cycle = ["1c2c", "6l5l", "2c1c", "5l6l"];
    let moves: Vec<&str> = cycle.iter().cycle().take(12).copied().collect();
    assert_eq!(
        play_out("k11/12/11g/12/12/12/12/11R/12/12/12/6K5 w - 1", &moves),
        Some(Outcome {
            winner: None,
            reason: Reason::Repetition,
        })
    );
}

#[test]
fn bare_king_and_perpetual_attack_are_refused_where_they_cannot_hold() {
    let base = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/games/chu-shogi.toml"
    ))
    .expect("the game file");
    let base = base.replace("id = \"chu-shogi\"", "id = \"chu-test\"");
    let cases = [
        ("bare_king = true\n", "", "rules.bare_king_minor"),
        (
            "perpetual_check = \"loses\"",
            "perpetual_check = \"draw\"",
            "rules.perpetual_attack",
        ),
        (
            "bare_king_minor = [\"P\", \"I\"]",
            "bare_king_minor = [\"Z\"]",
            "rules.bare_king_minor",
        ),
    ];
    for (from, to, field) in cases {
        let text = base.replace(from, to);
        assert_ne!(text, base, "{from}");
        let err = game_file::load("chu-test.toml", &text).expect_err(field);
        assert_eq!(err.field, field, "{err}");
    }
}
