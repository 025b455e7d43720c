//! Drop restrictions and the promotion zone in every game (rules.md 2.3, 2.4 and the
//! per-game tables). The expected ranks are written here from rules.md, not read from the
//! engine's tables. Each test also runs on the rotated position (White's side).

use crate::common;

use common::{drops, for_both_sides, map_set, moves_from, play, position, sq};
use seireigi::rules::{Color, Position, Variant};

/// The last rank's letter of a game (Black's back rank).
fn last(v: Variant) -> char {
    char::from(b'a' + v.game().height - 1)
}

/// Both Kings on the leftmost file, out of the way of what the tests do on files 1 to 5.
fn kings(v: Variant) -> [(String, String); 2] {
    let n = v.game().width;
    // The royal piece's ID: "K", or dobutsu shogi's Lion "L".
    let id = v.game().king_kind().map_or("K", |k| v.game().piece(k).id);
    [
        (format!("{n}{}", last(v)), id.to_string()),
        (format!("{n}a"), id.to_lowercase()),
    ]
}

/// A position with both Kings added to `pieces`.
fn with_kings(v: Variant, side: Color, pieces: &[(&str, &str)], hands: &str) -> Position {
    let k = kings(v);
    let mut all: Vec<(&str, &str)> = pieces.to_vec();
    all.extend(k.iter().map(|(s, p)| (s.as_str(), p.as_str())));
    position(v, side, &all, hands)
}

/// The games these fixed-square tests fit: 9 files or more, with a Lance (the small games,
/// minishogi and Judkins shogi, have no Lance and a zone too shallow for these squares; their
/// drop rules are covered by their perft suites in tests/perft/), and with shogi's Pawn-drop
/// rules (cannon shogi's Pawns may stand two on a file and mate by a drop).
fn large_games() -> impl Iterator<Item = Variant> {
    Variant::all().filter(|v| {
        let g = v.game();
        g.width >= 9
            && g.height >= 9
            && g.rules.captures_to_hand
            && g.rules.two_on_a_file.is_some()
            && g.rules.no_drop_mate.is_some()
    })
}

#[test]
fn no_pawn_drop_on_a_file_with_an_own_unpromoted_pawn() {
    for v in large_games() {
        let mid = char::from(b'a' + v.game().height / 2);
        let own = with_kings(v, Color::Black, &[("3c", "P")], "P");
        for_both_sides(&own, |p, f| {
            let d = drops(p);
            for rank in 0..v.game().height {
                let to = f(&format!("P*3{}", char::from(b'a' + rank)));
                assert!(!d.contains(&to), "{v}: a second Pawn on file 3: {to}");
            }
            assert!(d.contains(&f(&format!("P*4{mid}"))), "{v}");
        });
        // A Tokin or an enemy Pawn on the file does not count.
        for other in ["+P", "p"] {
            let pos = with_kings(v, Color::Black, &[("3c", other)], "P");
            for_both_sides(&pos, |p, f| {
                assert!(
                    drops(p).contains(&f(&format!("P*3{mid}"))),
                    "{v} with {other} on 3c"
                );
            });
        }
    }
}

/// rules.md: pieces that may not be dropped on (and must promote on) their last ranks.
fn no_drop_depth(v: Variant, id: &str) -> u8 {
    let table: &[(&str, u8)] = match v.id() {
        "shogi" => &[("P", 1), ("L", 1), ("N", 2)],
        "chu-seireigi" => &[("P", 1), ("L", 1), ("M", 1), ("A", 1), ("N", 2), ("Y", 2)],
        "uchi-chu-shogi" => &[
            ("P", 1),
            ("L", 1),
            ("M", 1),
            ("T", 1),
            ("I", 1),
            ("N", 2),
            ("Y", 2),
        ],
        "dai-seireigi" => &[
            ("P", 1),
            ("L", 1),
            ("M", 1),
            ("A", 1),
            ("Z", 1),
            ("I", 1),
            ("N", 2),
            ("Y", 2),
            ("F", 3),
            ("T", 3),
        ],
        "minishogi" => &[("P", 1)],
        "judkins-shogi" => &[("P", 1), ("N", 2)],
        "check-shogi" => &[("P", 1), ("L", 1), ("N", 2)],
        "goro-goro-shogi" => &[("P", 1)],
        "yari-shogi" => &[("P", 1), ("B", 1), ("N", 1)],
        "tori-shogi" => &[("S", 1)],
        "euroshogi" => &[("P", 1)],
        // The Chick may be dropped on the far rank, where it cannot move (Fairy-Stockfish).
        "dobutsu-shogi" => &[],
        // The Pawn also steps sideways: it may be dropped on the far rank (Fairy-Stockfish).
        "cannon-shogi" => &[("L", 1), ("N", 2)],
        other => panic!("no table of no-drop ranks for {other}: add the game's from its rules"),
    };
    table.iter().find(|(i, _)| *i == id).map_or(0, |&(_, d)| d)
}

#[test]
fn pieces_are_not_dropped_where_they_could_never_move() {
    for v in Variant::all().filter(|v| v.game().rules.captures_to_hand) {
        let game = v.game();
        for kind in game.kinds().filter(|&k| !game.piece(k).royal) {
            let id = game.piece(kind).id;
            let depth = no_drop_depth(v, id);
            let pos = with_kings(v, Color::Black, &[], id);
            for_both_sides(&pos, |p, f| {
                let d = drops(p);
                for rank in 0..game.height {
                    let to = format!("{id}*2{}", char::from(b'a' + rank));
                    assert_eq!(d.contains(&f(&to)), rank >= depth, "{v}: {to}");
                }
            });
        }
    }
}

#[test]
fn a_pawn_drop_may_not_mate_but_other_drops_may() {
    // White's King on 1a is hemmed in by its Lances; the Gold on 1c guards 1b.
    for v in large_games() {
        let black_king = kings(v)[0].0.clone();
        let hemmed = [
            ("1a", "k"),
            ("2a", "l"),
            ("2b", "l"),
            (black_king.as_str(), "K"),
        ];
        let pos = position(
            v,
            Color::Black,
            &[&hemmed[..], &[("1c", "G")]].concat(),
            "PLG",
        );
        for_both_sides(&pos, |p, f| {
            let d = drops(p);
            assert!(!d.contains(&f("P*1b")), "{v}: pawn-drop mate");
            for mate in ["L*1b", "G*1b"] {
                assert!(d.contains(&f(mate)), "{v}: {mate}");
                let after = play(p, &f(mate));
                assert!(
                    after.in_check() && after.legal_moves().is_empty(),
                    "{v}: {mate} is mate"
                );
            }
        });
        // Unguarded, the same Pawn drop is a check the King answers: allowed (where the first
        // check wins, it wins: tests/rules/format_rules.rs).
        if v.game().rules.first_check_wins {
            continue;
        }
        let pos = position(v, Color::Black, &hemmed, "P");
        for_both_sides(&pos, |p, f| {
            let after = play(p, &f("P*1b"));
            assert!(after.in_check());
            assert!(!after.legal_moves().is_empty(), "{v}");
        });
    }
}

#[test]
fn a_dropped_piece_is_unpromoted_even_in_the_zone() {
    for v in large_games() {
        let pos = with_kings(v, Color::Black, &[], "S");
        for_both_sides(&pos, |p, f| {
            let after = play(p, &f("S*5c"));
            let dropped = after.piece_at(sq(&f("5c"))).unwrap();
            assert!(!dropped.promoted, "{v}");
            // So it may still promote, on its next move inside the zone.
            let mut again = after.clone();
            again.set_side_to_move(p.side_to_move());
            assert!(moves_from(&again, &f("5c")).contains(&f("5c5b+")), "{v}");
        });
    }
}

#[test]
fn promotion_into_inside_and_out_of_the_zone_but_not_outside() {
    let shogi = Variant::builtin("shogi");
    let cases: [(&str, &[&str]); 3] = [
        // Entering the zone.
        (
            "5d",
            &[
                "5d5c", "5d5c+", "5d4c", "5d4c+", "5d6c", "5d6c+", "5d4e", "5d6e",
            ],
        ),
        // Inside it, and leaving it backwards.
        (
            "5c",
            &[
                "5c5b", "5c5b+", "5c4b", "5c4b+", "5c6b", "5c6b+", "5c4d", "5c4d+", "5c6d", "5c6d+",
            ],
        ),
        // Entirely outside.
        ("5f", &["5f5e", "5f4e", "5f6e", "5f4g", "5f6g"]),
    ];
    for (at, expected) in cases {
        let pos = with_kings(shogi, Color::Black, &[(at, "S")], "-");
        for_both_sides(&pos, |p, f| {
            assert_eq!(moves_from(p, &f(at)), map_set(expected, f));
        });
    }
}

#[test]
fn promotion_is_forced_where_the_piece_could_not_move_again() {
    let (shogi, chu, uchi, dai) = (
        Variant::builtin("shogi"),
        Variant::builtin("chu-seireigi"),
        Variant::builtin("uchi-chu-shogi"),
        Variant::builtin("dai-seireigi"),
    );
    let cases: &[(Variant, &str, &str, &[&str])] = &[
        (shogi, "P", "5b", &["5b5a+"]),
        (shogi, "L", "5c", &["5c5b", "5c5b+", "5c5a+"]),
        (shogi, "N", "5d", &["5d4b+", "5d6b+"]),
        (shogi, "N", "5e", &["5e4c", "5e4c+", "5e6c", "5e6c+"]),
        (
            chu,
            "M",
            "5c",
            &["5c4b", "5c4b+", "5c3a+", "5c6b", "5c6b+", "5c7a+"],
        ),
        (chu, "Y", "5d", &["5d5b+", "5d3b+", "5d7b+"]),
        (
            chu,
            "Y",
            "5e",
            &["5e5c", "5e5c+", "5e3c", "5e3c+", "5e7c", "5e7c+"],
        ),
        (chu, "A", "5b", &["5b5a+", "5b4a+", "5b6a+"]),
        (uchi, "I", "5b", &["5b5a+", "5b4a+", "5b6a+"]),
        (uchi, "T", "5c", &["5c5b", "5c5b+", "5c5a+"]),
        (dai, "F", "8f", &["8f8c+", "8f5c+", "8f11c+"]),
        (
            dai,
            "F",
            "8g",
            &["8g8d", "8g8d+", "8g5d", "8g5d+", "8g11d", "8g11d+"],
        ),
        (dai, "T", "8f", &["8f7c+", "8f9c+", "8f6c+", "8f10c+"]),
        (dai, "Z", "8b", &["8b7a+", "8b9a+"]),
    ];
    for &(v, id, at, expected) in cases {
        let pos = with_kings(v, Color::Black, &[(at, id)], "-");
        for_both_sides(&pos, |p, f| {
            assert_eq!(
                moves_from(p, &f(at)),
                map_set(expected, f),
                "{v} {id} on {at}"
            );
        });
    }
}

#[test]
fn zone_depth_is_three_four_four_five() {
    let (shogi, chu, uchi, dai) = (
        Variant::builtin("shogi"),
        Variant::builtin("chu-seireigi"),
        Variant::builtin("uchi-chu-shogi"),
        Variant::builtin("dai-seireigi"),
    );
    for (v, depth) in [(shogi, 3), (chu, 4), (uchi, 4), (dai, 5)] {
        let size = v.game().height;
        let letter = |r: u8| char::from(b'a' + r);
        for r in 1..size - 1 {
            let pos = with_kings(v, Color::Black, &[(&format!("5{}", letter(r)), "S")], "-");
            for_both_sides(&pos, |p, f| {
                let moves = moves_from(p, &f(&format!("5{}", letter(r))));
                // Forward to rank r - 1, backward-diagonal to rank r + 1.
                let up = format!("5{}5{}+", letter(r), letter(r - 1));
                let down = format!("5{}4{}+", letter(r), letter(r + 1));
                assert_eq!(moves.contains(&f(&up)), r - 1 < depth, "{v}: {up}");
                assert_eq!(moves.contains(&f(&down)), r < depth, "{v}: {down}");
            });
        }
    }
}
