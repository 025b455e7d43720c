//! Move text: canonical and western round trips over every legal move of varied positions,
//! each reason `parse_move` gives for refusing a move, and Japanese / KIF output.

use proptest::prelude::*;
use seireigi::rules::notation::{
    parse_canonical, parse_move, to_canonical, to_japanese, to_kif, to_western, KifMeta, KifResult,
    MoveError, Place,
};
use seireigi::rules::{Color, Move, Piece, Position, Square, Variant};

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn shogi(sfen: &str) -> Position {
    Position::from_sfen(Variant::builtin("shogi"), sfen).unwrap()
}

fn board(from: &str, to: &str, promote: bool) -> Move {
    Move::Board {
        from: sq(from),
        via: None,
        to: sq(to),
        promote,
    }
}

/// Positions along a pseudo-random game (a fixed seed, so failures reproduce).
fn playout(v: Variant, seed: u64, plies: usize) -> Vec<Position> {
    let mut state = seed;
    let mut pos = Position::start(v);
    let mut out = vec![pos.clone()];
    for ply in 1..=plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        pos.play(moves[(state % moves.len() as u64) as usize]);
        if ply % 12 == 0 {
            out.push(pos.clone());
        }
    }
    out
}

/// A Dai Seireigi position with a Lion among enemy pieces and primed IDs in hand.
fn dai_lion() -> Position {
    let v = Variant::builtin("dai-seireigi");
    let g = v.game();
    let mut pos = Position::empty(v);
    let mut put = |s: &str, id: &str, color: Color, promoted: bool| {
        let kind = g.kind_by_id(id).unwrap();
        pos.put(
            sq(s),
            Some(Piece {
                color,
                kind,
                promoted,
            }),
        );
    };
    put("8o", "K", Color::Black, false);
    put("8h", "X", Color::Black, false);
    put("5d", "X", Color::Black, false);
    put("8a", "K", Color::White, false);
    put("8g", "P", Color::White, false);
    put("7g", "G", Color::White, false);
    put("9h", "S", Color::White, false);
    put("3g", "J'", Color::White, true);
    put("12d", "B'", Color::White, false);
    for id in ["B'", "R'", "H'", "J'", "D'", "P"] {
        pos.set_hand_count(Color::Black, g.kind_by_id(id).unwrap(), 1);
    }
    pos
}

fn positions(v: Variant) -> Vec<Position> {
    let mut out = playout(v, 0x9E37_79B9_7F4A_7C15, 60);
    out.extend(playout(v, 12345, 90));
    if v == Variant::builtin("dai-seireigi") {
        let mut lion = dai_lion();
        out.push(lion.clone());
        lion.set_side_to_move(Color::White);
        out.push(lion);
    }
    out
}

#[test]
fn canonical_text_round_trips_for_every_legal_move() {
    for v in Variant::all() {
        for pos in positions(v) {
            for m in pos.legal_moves() {
                let text = to_canonical(pos.game(), m);
                assert_eq!(
                    parse_canonical(pos.game(), &text),
                    Some(m),
                    "{v} {pos:?} {text}"
                );
                match parse_move(&pos, &text) {
                    Ok(got) => assert_eq!(got, m, "{v} {pos:?} {text}"),
                    Err(MoveError::PromotionChoice { options }) => {
                        assert!(
                            !m.promotes() && options[1] == m && options[0].promotes(),
                            "{text}"
                        )
                    }
                    Err(e) => panic!("{v} {pos:?} {text}: {e}"),
                }
            }
        }
    }
}

#[test]
fn western_text_round_trips_for_every_legal_move() {
    for v in Variant::all() {
        for pos in positions(v) {
            for m in pos.legal_moves() {
                let text = to_western(&pos, m);
                assert_eq!(parse_move(&pos, &text), Ok(m), "{v} {pos:?} {text}");
                assert_eq!(
                    parse_move(&pos, &text.to_lowercase()),
                    Ok(m),
                    "{v} {text} in lower case"
                );
            }
        }
    }
}

#[test]
fn dai_lion_moves_read_and_print_as_two_steps() {
    let pos = dai_lion();
    let two_step = Move::Board {
        from: sq("8h"),
        via: Some(sq("8g")),
        to: sq("7f"),
        promote: false,
    };
    for text in [
        "8h8g7f",
        "8h-8g-7f",
        "Lnx8g-7f",
        "ln x8g - 7f",
        "LN8h-8g-7f",
        "X8hx8g-7f",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(two_step), "{text}");
    }
    assert_eq!(
        to_western(&pos, two_step),
        "Ln8hx8g-7f",
        "the other Lion could reach 7f too"
    );
    let double = Move::Board {
        from: sq("8h"),
        via: Some(sq("8g")),
        to: sq("7g"),
        promote: false,
    };
    assert_eq!(to_western(&pos, double), "Lnx8gx7g");
    let back = Move::Board {
        from: sq("8h"),
        via: Some(sq("8g")),
        to: sq("8h"),
        promote: false,
    };
    assert_eq!(to_western(&pos, back), "Lnx8g-8h");
    assert_eq!(parse_move(&pos, "8h8g8h"), Ok(back));
    // A jump to the same square is a different move from the two-step one.
    assert_eq!(parse_move(&pos, "Ln8h-7f"), Ok(board("8h", "7f", false)));
    assert_eq!(to_canonical(pos.game(), two_step), "8h8g7f");
}

#[test]
fn drops_accept_ids_primes_and_abbreviations() {
    let pos = dai_lion();
    let g = pos.game();
    let drop = |id: &str, to: &str| Move::Drop {
        kind: g.kind_by_id(id).unwrap(),
        to: sq(to),
    };
    assert_eq!(parse_move(&pos, "B'*5e"), Ok(drop("B'", "5e")));
    assert_eq!(parse_move(&pos, "BG*5e"), Ok(drop("B'", "5e")));
    assert_eq!(parse_move(&pos, "RG*5e"), Ok(drop("R'", "5e")));
    assert_eq!(parse_move(&pos, "rg'5e"), Ok(drop("R'", "5e")));
    assert_eq!(parse_move(&pos, "P'5e"), Ok(drop("P", "5e")));
    assert_eq!(parse_move(&pos, "Ca*5e"), Ok(drop("H'", "5e")));
    assert_eq!(to_canonical(g, drop("H'", "5e")), "H'*5e");
    assert_eq!(to_western(&pos, drop("B'", "5e")), "BG*5e");
    assert_eq!(
        parse_move(&pos, "P’5e"),
        Ok(drop("P", "5e")),
        "a phone's apostrophe"
    );
    // `B'5e` reads as a Bishop drop (`'` marking drops) or as the Bishop General (ID `B'`)
    // moving to 5e: whichever is legal is meant, and when both are, the player is asked.
    let mut both = pos.clone();
    both.set_hand_count(Color::Black, g.kind_by_id("B").unwrap(), 1);
    assert_eq!(parse_move(&both, "B'5e"), Ok(drop("B", "5e")));
    let bishop_general = Piece {
        color: Color::Black,
        kind: g.kind_by_id("B'").unwrap(),
        promoted: false,
    };
    both.put(sq("7c"), Some(bishop_general));
    match parse_move(&both, "B'5e") {
        Err(MoveError::Ambiguous { mut candidates }) => {
            candidates.sort();
            assert_eq!(candidates, ["B*5e", "BG-5e="]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(parse_move(&both, "BG-5e="), Ok(board("7c", "5e", false)));
    assert_eq!(
        parse_move(&both, "B'5e+"),
        Ok(board("7c", "5e", true)),
        "only the move can promote"
    );
}

#[test]
fn forms_people_type_all_read_as_the_same_move() {
    let pos = Position::start(Variant::builtin("shogi"));
    let m = board("7g", "7f", false);
    for text in [
        "7g7f", "7G7F", "7g-7f", "7g 7f", "P7g-7f", "P 7g-7f", "p-7f", "P7g7f", "P-7f", "p7f",
        "7g7f=",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(m), "{text}");
    }
    assert_eq!(to_western(&pos, m), "P-7f");
    let chu = Position::start(Variant::builtin("chu-seireigi"));
    assert_eq!(parse_move(&chu, "LH-7h"), parse_move(&chu, "7j7h"));
    assert_eq!(parse_move(&chu, "lh7j7h"), parse_move(&chu, "H7j-7h"));
    assert!(parse_move(&chu, "LH-7h").is_ok());
}

#[test]
fn promoted_pieces_are_written_with_a_plus() {
    // A Tokin on 5d and a Dragon King on 7b; Black to move.
    let pos = shogi("4k4/2+R6/9/4+P4/9/9/9/9/4K4 b - 1");
    assert_eq!(parse_move(&pos, "+P-5c"), Ok(board("5d", "5c", false)));
    assert_eq!(to_western(&pos, board("5d", "5c", false)), "+P-5c");
    assert_eq!(parse_move(&pos, "+R7b-5b"), Ok(board("7b", "5b", false)));
    assert_eq!(parse_move(&pos, "+R-5b"), Ok(board("7b", "5b", false)));
    assert_eq!(to_western(&pos, board("7b", "5b", false)), "+R-5b");
    assert_eq!(
        parse_move(&pos, "P-5c"),
        Err(MoveError::NoPiece {
            piece: Some("Pawn"),
            place: Place::Board
        })
    );
}

#[test]
fn captures_and_promotion_choices_print_in_western() {
    let pos = shogi("4k4/4p4/4P4/9/9/9/9/9/4K4 b - 1");
    assert_eq!(to_western(&pos, board("5c", "5b", true)), "Px5b+");
    assert_eq!(to_western(&pos, board("5c", "5b", false)), "Px5b=");
    assert_eq!(parse_move(&pos, "Px5b+"), Ok(board("5c", "5b", true)));
    let start = Position::start(Variant::builtin("shogi"));
    // Only another Gold of the same kind makes the origin necessary.
    assert_eq!(to_western(&start, board("6i", "5h", false)), "G6i-5h");
    assert_eq!(to_western(&start, board("6i", "7h", false)), "G-7h");
}

#[test]
fn unreadable_text_says_what_form_is_expected() {
    let pos = Position::start(Variant::builtin("shogi"));
    for text in ["", "hello", "7g", "P*", "7g7f7e7d", "++P-5c"] {
        let e = parse_move(&pos, text).unwrap_err();
        assert!(matches!(e, MoveError::Unreadable { .. }), "{text}: {e}");
        assert!(e.to_string().contains("7g7f"), "{e}");
    }
    let e = parse_move(&pos, "13a13b").unwrap_err();
    assert!(e.to_string().contains("13a is not on the 9x9 board"), "{e}");
}

#[test]
fn missing_and_foreign_pieces() {
    let pos = Position::start(Variant::builtin("shogi"));
    assert_eq!(
        parse_move(&pos, "5e5d"),
        Err(MoveError::NoPiece {
            piece: None,
            place: Place::Square(sq("5e"))
        })
    );
    assert_eq!(
        parse_move(&pos, "P*5e"),
        Err(MoveError::NoPiece {
            piece: Some("Pawn"),
            place: Place::Hand
        })
    );
    assert_eq!(
        parse_move(&pos, "G7g-7f"),
        Err(MoveError::NoPiece {
            piece: Some("Gold General"),
            place: Place::Square(sq("7g"))
        })
    );
    assert_eq!(
        parse_move(&pos, "3c3d"),
        Err(MoveError::NotYourPiece {
            piece: "Pawn",
            square: sq("3c")
        })
    );
}

#[test]
fn moves_the_piece_cannot_make() {
    let pos = Position::start(Variant::builtin("shogi"));
    assert_eq!(
        parse_move(&pos, "7g7e"),
        Err(MoveError::CannotGoThere {
            piece: "Pawn",
            from: Some(sq("7g")),
            to: sq("7e")
        })
    );
    assert_eq!(
        parse_move(&pos, "P-7e"),
        Err(MoveError::CannotGoThere {
            piece: "Pawn",
            from: None,
            to: sq("7e")
        })
    );
}

#[test]
fn king_safety_is_told_apart_from_movement() {
    // The Gold on 5h is pinned by the Rook on 5e.
    let pinned = shogi("4k4/9/9/9/4r4/9/9/4G4/4K4 b - 1");
    let exposed = Err(MoveError::KingInCheck {
        already_in_check: false,
    });
    assert_eq!(parse_move(&pinned, "5h4h"), exposed);
    assert_eq!(parse_move(&pinned, "G-4h"), exposed);
    assert_eq!(parse_move(&pinned, "5h5g"), Ok(board("5h", "5g", false)));
    // In check from the Rook on 5e: other moves do not answer it, nor does the King staying on the file.
    let checked = shogi("4k4/9/9/9/4r4/9/9/9/4K3G b P 1");
    let unanswered = Err(MoveError::KingInCheck {
        already_in_check: true,
    });
    assert_eq!(parse_move(&checked, "1i1h"), unanswered);
    assert_eq!(parse_move(&checked, "5i5h"), unanswered);
    assert_eq!(parse_move(&checked, "P*1e"), unanswered);
    assert_eq!(
        parse_move(&checked, "P*5f"),
        Ok(Move::Drop {
            kind: pawn(),
            to: sq("5f")
        })
    );
    // Two squares is beyond any King's step: a movement error, whatever the check.
    assert_eq!(
        parse_move(&checked, "5i5g"),
        Err(MoveError::CannotGoThere {
            piece: "King",
            from: Some(sq("5i")),
            to: sq("5g")
        })
    );
}

fn pawn() -> seireigi::rules::PieceKind {
    Variant::builtin("shogi").game().kind_by_id("P").unwrap()
}

#[test]
fn drop_restrictions() {
    // White's King on 5a between its Lances; Black's Gold on 5c guards 5b.
    let mate = shogi("3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1");
    assert_eq!(parse_move(&mate, "P*5b"), Err(MoveError::PawnDropMate));
    assert!(parse_move(&mate, "G*5b").is_ok(), "other drops may mate");
    let pawns = shogi("4k4/9/9/9/9/9/4P4/9/4K4 b PNL 1");
    assert_eq!(
        parse_move(&pawns, "P*5e"),
        Err(MoveError::TwoPawns { file: 5 })
    );
    assert!(parse_move(&pawns, "P*4e").is_ok());
    assert_eq!(
        parse_move(&pawns, "P*4a"),
        Err(MoveError::DeadDrop {
            piece: "Pawn",
            square: sq("4a")
        })
    );
    assert_eq!(
        parse_move(&pawns, "N*4b"),
        Err(MoveError::DeadDrop {
            piece: "Knight",
            square: sq("4b")
        })
    );
    assert!(parse_move(&pawns, "N*4c").is_ok());
    assert_eq!(
        parse_move(&pawns, "L*5i"),
        Err(MoveError::Occupied { square: sq("5i") })
    );
    assert_eq!(
        parse_move(&pawns, "P*4e+"),
        Err(MoveError::CannotPromote { piece: "Pawn" })
    );
}

#[test]
fn ambiguity_lists_the_candidates() {
    let pos = shogi("4k4/9/9/9/9/9/9/9/3GKG3 b - 1");
    match parse_move(&pos, "G-5h") {
        Err(MoveError::Ambiguous { mut candidates }) => {
            candidates.sort();
            assert_eq!(candidates, ["G4i-5h", "G6i-5h"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(parse_move(&pos, "G6i-5h"), Ok(board("6i", "5h", false)));
    assert_eq!(parse_move(&pos, "G-7h"), Ok(board("6i", "7h", false)));
}

#[test]
fn promotion_is_asked_forced_or_refused() {
    let pos = shogi("k8/4P4/9/4P4/9/9/9/9/4K4 b - 1");
    let (yes, no) = (board("5d", "5c", true), board("5d", "5c", false));
    assert_eq!(
        parse_move(&pos, "5d5c"),
        Err(MoveError::PromotionChoice { options: [yes, no] })
    );
    assert_eq!(
        parse_move(&pos, "P5d-5c"),
        Err(MoveError::PromotionChoice { options: [yes, no] })
    );
    assert_eq!(parse_move(&pos, "5d5c+"), Ok(yes));
    assert_eq!(parse_move(&pos, "5d5c="), Ok(no));
    assert_eq!(
        to_western(&pos, no),
        "P-5c=",
        "the Pawn on 5b does not make the origin necessary"
    );
    assert_eq!(
        parse_move(&pos, "5b5a"),
        Ok(board("5b", "5a", true)),
        "forced: no question"
    );
    assert_eq!(
        parse_move(&pos, "5b5a="),
        Err(MoveError::MustPromote { piece: "Pawn" })
    );
    let start = Position::start(Variant::builtin("shogi"));
    assert_eq!(
        parse_move(&start, "7g7f+"),
        Err(MoveError::CannotPromote { piece: "Pawn" })
    );
}

#[test]
fn every_refusal_is_one_line() {
    let pos = shogi("4k4/9/9/9/9/9/9/9/3GKG3 b - 1");
    for text in ["x", "G-5h", "5e5d", "5a5b", "G6i-6g", "P*5e", "13a1a"] {
        let e = parse_move(&pos, text).unwrap_err().to_string();
        assert!(!e.contains('\n') && e.len() < 200, "{e}");
    }
}

fn play_all(pos: &mut Position, texts: &[&str]) -> Vec<Move> {
    texts
        .iter()
        .map(|t| {
            let m = parse_move(pos, t).unwrap();
            pos.play(m);
            m
        })
        .collect()
}

#[test]
fn japanese_moves_of_a_short_shogi_game() {
    let start = Position::start(Variant::builtin("shogi"));
    let mut pos = start.clone();
    let mut prev = None;
    let mut shown = Vec::new();
    for text in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"] {
        let m = parse_move(&pos, text).unwrap();
        shown.push(to_japanese(&pos, m, prev));
        pos.play(m);
        prev = Some(m);
    }
    assert_eq!(
        shown,
        [
            "☗７六歩(77)",
            "☖３四歩(33)",
            "☗２二角成(88)",
            "☖同　銀(31)",
            "☗５五角"
        ]
    );
    let silver = shogi("4k4/9/9/4S4/9/9/9/9/4K4 b - 1");
    assert_eq!(
        to_japanese(&silver, board("5d", "5c", false), None),
        "☗５三銀不成(54)"
    );
    assert_eq!(
        to_japanese(&silver, board("5d", "5c", true), None),
        "☗５三銀成(54)"
    );
    // A drop where a board piece could also go says 打.
    let golds = shogi("4k4/9/9/9/9/9/9/9/3GK4 b G 1");
    let drop = Move::Drop {
        kind: Variant::builtin("shogi").game().kind_by_id("G").unwrap(),
        to: sq("6h"),
    };
    assert_eq!(to_japanese(&golds, drop, None), "☗６八金打");
}

#[test]
fn japanese_on_large_boards() {
    let dai = Position::start(Variant::builtin("dai-seireigi"));
    assert_eq!(
        to_japanese(&dai, board("15k", "15j", false), None),
        "☗１５十歩兵(15,11)"
    );
    let chu = Position::start(Variant::builtin("chu-seireigi"));
    assert_eq!(
        to_japanese(&chu, board("7j", "7h", false), None),
        "☗７八獅鷹(7,10)"
    );
    let lion = dai_lion();
    let two = Move::Board {
        from: sq("8h"),
        via: Some(sq("8g")),
        to: sq("7f"),
        promote: false,
    };
    assert_eq!(to_japanese(&lion, two, None), "☗７六獅子(8,8 8,7)");
}

#[test]
fn kif_of_a_short_shogi_game() {
    let start = Position::start(Variant::builtin("shogi"));
    let mut pos = start.clone();
    let moves = play_all(&mut pos, &["7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"]);
    let meta = KifMeta {
        black: "Alice".into(),
        white: "Bob".into(),
        date: Some("2024/05/01".into()),
        result: Some(KifResult::Resignation {
            winner: Color::Black,
        }),
    };
    let expected = "\
#KIF version=2.0 encoding=UTF-8
開始日時：2024/05/01
手合割：平手
先手：Alice
後手：Bob
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２二角成(88)
   4 同　銀(31)
   5 ５五角打
   6 投了
まで5手で先手の勝ち
";
    assert_eq!(to_kif(&start, &moves, &meta), expected);
}

#[test]
fn kif_from_a_set_up_position_has_a_board_diagram() {
    let start = shogi("3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1");
    let moves = [Move::Drop {
        kind: Variant::builtin("shogi").game().kind_by_id("G").unwrap(),
        to: sq("5b"),
    }];
    let meta = KifMeta {
        black: "A".into(),
        white: "B".into(),
        date: None,
        result: Some(KifResult::Checkmate {
            winner: Color::Black,
        }),
    };
    let expected = "\
#KIF version=2.0 encoding=UTF-8
# SFEN: 3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1
後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・v香v玉v香 ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ 金 ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金　歩
先手：A
後手：B
手数----指手---------消費時間--
   1 ５二金打
   2 詰み
まで1手で先手の勝ち
";
    assert_eq!(to_kif(&start, &moves, &meta), expected);
}

#[test]
fn kif_endings_and_other_games() {
    let chu = Position::start(Variant::builtin("chu-seireigi"));
    let mut pos = chu.clone();
    let moves = play_all(&mut pos, &["7i7h", "6d6e"]);
    let meta = KifMeta {
        black: "A\nB".into(),
        white: "C".into(),
        date: None,
        result: Some(KifResult::Repetition { loser: None }),
    };
    let kif = to_kif(&chu, &moves, &meta);
    assert!(kif.contains("手合割：中精霊棋\n"), "{kif}");
    assert!(kif.contains("先手：A B\n"), "names stay on one line: {kif}");
    assert!(
        kif.contains("   1 ７八歩兵(7,9)\n   2 ６五歩兵(6,4)\n   3 千日手\nまで2手で千日手\n"),
        "{kif}"
    );
    assert!(
        !kif.contains("SFEN"),
        "the game's own start needs no diagram"
    );
    let time = KifMeta {
        result: Some(KifResult::Time {
            winner: Color::White,
        }),
        ..meta
    };
    assert!(
        to_kif(&chu, &moves, &time).ends_with("   3 切れ負け\nまで2手で時間切れにより後手の勝ち\n")
    );
}

fn alphabet_text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[0-9a-oxA-Z+=*'\\- ]{0,14}").unwrap()
}

proptest! {
    #[test]
    fn parse_move_never_panics(text in any::<String>(), grammar in alphabet_text()) {
        for v in Variant::all() {
            let pos = Position::start(v);
            for t in [&text, &grammar] {
                if let Err(e) = parse_move(&pos, t) {
                    prop_assert!(!e.to_string().contains('\n'));
                }
            }
        }
    }
}
