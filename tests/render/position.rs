//! Diagrams made from real positions and pieces: what is on the board, what is marked.

use seireigi::render::{
    board_diagram, piece_diagram, to_png, to_svg, BoardOptions, Layout, Mark, PieceStyle,
};
use seireigi::rules::piece_map::move_map;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{Square, Variant};

#[test]
fn every_piece_of_every_game_has_a_diagram() {
    for variant in Variant::all() {
        let game = variant.game();
        for kind in game.kinds() {
            for promoted in [false, true] {
                if promoted && game.piece(kind).promotion.is_none() {
                    continue;
                }
                let d = piece_diagram(game, kind, promoted, PieceStyle::Kanji);
                let name = game.piece_name(kind, promoted);
                d.validate()
                    .unwrap_or_else(|e| panic!("{variant} {name}: {e}"));
                let at = Square::new(game.width.div_ceil(2), game.height / 2).expect("centre");
                assert_eq!(
                    d.marks.len(),
                    move_map(game, kind, promoted, at).len(),
                    "{variant} {name}"
                );
                assert!(!d.marks.is_empty(), "{variant} {name} has no moves drawn");
                assert!(
                    d.header.contains(name),
                    "{variant} {name}: header {:?}",
                    d.header
                );
            }
        }
    }
}

#[test]
fn a_board_shows_its_pieces_hands_last_move_and_check() {
    // 8h2b+ captures a Bishop, which goes to Black's hand; then White is checked by a drop.
    let h = parse_position(
        Variant::builtin("shogi"),
        "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4b",
    )
    .expect("legal");
    let opts = BoardOptions {
        last_move: h.moves().last().copied(),
        ..BoardOptions::default()
    };
    let d = board_diagram(h.position(), &opts);
    assert_eq!(
        d.cells.iter().flatten().count(),
        h.position().pieces().count()
    );
    assert_eq!(d.hands[0].len(), 0, "Black dropped its only piece in hand");
    assert_eq!(
        d.hands[1].len(),
        1,
        "White holds the promoted Bishop, as a Bishop"
    );
    assert_eq!(d.hands[1][0].abbrev, "B");
    // 4b is column 9 - 4 = 5, row 1.
    assert!(d.marks.contains(&(5, 1, Mark::LastMove)), "{:?}", d.marks);
    let check_marks: Vec<_> = d.marks.iter().filter(|m| m.2 == Mark::Check).collect();
    assert_eq!(
        check_marks,
        [&(4, 0, Mark::Check)],
        "White's King on 5a is in check"
    );
    let checkers: Vec<_> = d.marks.iter().filter(|m| m.2 == Mark::Checker).collect();
    assert_eq!(
        checkers,
        [&(5, 1, Mark::Checker)],
        "the Bishop on 4b gives it"
    );
    assert!(
        d.footer.contains("White to move") && d.footer.contains("check"),
        "{}",
        d.footer
    );
    assert!(to_png(&d, 600).is_ok());
}

#[test]
fn a_game_without_hands_draws_no_piece_stands() {
    // Chu Shogi's captured pieces leave the game; Chu Seireigi's go to the hand. Same 12x12
    // board, so the stands are the only difference in the image's height.
    let board = |id: &str| {
        let h = parse_position(Variant::builtin(id), "startpos").expect("start position");
        board_diagram(h.position(), &BoardOptions::default())
    };
    let (chu, seireigi) = (board("chu-shogi"), board("chu-seireigi"));
    assert!(!chu.show_hands && seireigi.show_hands);
    assert!(Layout::new(&chu).hands.is_empty());
    assert_eq!(Layout::new(&seireigi).hands.len(), 2);
    let height = |d| {
        let png = to_png(d, 400).expect("renders");
        u32::from_be_bytes([png[20], png[21], png[22], png[23]])
    };
    assert!(height(&chu) < height(&seireigi));
}

#[test]
fn moves_of_a_piece_mark_destinations_and_captures() {
    // The Lion Hawks were traded on 6f; the Pawn on 7i still has its one step.
    let h = parse_position(
        Variant::builtin("chu-seireigi"),
        "startpos moves 7j8h 6d6e 8h6f 6e6f",
    )
    .expect("legal");
    let opts = BoardOptions {
        moves_of: Square::parse("7i"),
        ..BoardOptions::default()
    };
    let d = board_diagram(h.position(), &opts);
    let dest: Vec<_> = d
        .marks
        .iter()
        .filter(|m| matches!(m.2, Mark::Destination | Mark::CaptureDestination))
        .collect();
    assert_eq!(
        dest,
        [&(5, 7, Mark::Destination)],
        "the Pawn on 7i steps to 7h only"
    );
    // 7i is column 12 - 7 = 5, row 8: the chosen piece's own square is marked.
    let chosen: Vec<_> = d.marks.iter().filter(|m| m.2 == Mark::Selected).collect();
    assert_eq!(chosen, [&(5, 8, Mark::Selected)]);
    let svg = to_svg(&d);
    assert!(svg.contains("<svg"));
}

#[test]
fn drops_of_a_piece_in_hand_are_marked() {
    let h = parse_position(
        Variant::builtin("shogi"),
        "startpos moves 7g7f 3c3d 8h2b+ 3a2b",
    )
    .expect("legal");
    let game = Variant::builtin("shogi").game();
    let bishop = game.kind_by_id("B").expect("bishop");
    let opts = BoardOptions {
        drops_of: Some(bishop),
        ..BoardOptions::default()
    };
    let d = board_diagram(h.position(), &opts);
    let empty = 81 - h.position().pieces().count();
    let drops = d.marks.iter().filter(|m| m.2 == Mark::Destination).count();
    assert_eq!(
        drops, empty,
        "a Bishop may be dropped on every empty square"
    );
}

#[test]
fn every_kanji_of_every_game_is_in_the_embedded_font() {
    // A piece whose glyphs are missing is drawn blank (below), so a game's glyphs are checked
    // here rather than by refusing its diagrams.
    for variant in Variant::all() {
        let missing = seireigi::render::missing_glyphs(variant.game());
        assert!(missing.is_empty(), "{variant}: {missing:?}");
    }
}

/// A piece whose kanji the embedded fonts lack is drawn blank (docs/games.md), not refused
/// and not as '?'; only the pieces' characters are reported against the pieces, and a
/// character only in the game's Japanese name is reported against the name.
#[test]
fn a_piece_whose_kanji_the_fonts_lack_is_drawn_blank() {
    use seireigi::render::{missing_glyphs, MissingGlyphs};
    use seireigi::rules::{game_file, Position};
    const SHOGI: &str = include_str!("../../assets/games/shogi.toml");
    let base = SHOGI
        .replacen("id = \"shogi\"", "id = \"blank\"", 1)
        .replacen("standard_shogi = true\n", "", 1);
    let lacking = base.replacen("kanji = \"歩兵\"", "kanji = \"𠀋\"", 1);
    let game = game_file::load("blank.toml", &lacking).expect("loads");
    assert_eq!(
        missing_glyphs(game),
        MissingGlyphs {
            pieces: "𠀋".into(),
            kanji_name: String::new()
        }
    );
    let d = board_diagram(&Position::start(game.variant()), &BoardOptions::default());
    d.validate().expect("a missing glyph is no invalid diagram");
    let png = to_png(&d, 600).expect("drawn");
    assert!(png.starts_with(b"\x89PNG"));
    let svg = to_svg(&d);
    assert!(!svg.contains('𠀋') && !svg.contains(">?<"), "drawn blank");
    assert!(svg.contains('香'), "the other pieces are drawn");

    let named = base.replacen("kanji_name = \"将棋\"", "kanji_name = \"𠀋棋\"", 1);
    let game = game_file::load("named.toml", &named).expect("loads");
    assert_eq!(
        missing_glyphs(game),
        MissingGlyphs {
            pieces: String::new(),
            kanji_name: "𠀋".into()
        }
    );
}
