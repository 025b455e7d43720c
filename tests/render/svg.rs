//! Structural checks on the SVG: the right elements in the right places.

use crate::samples;
use resvg::usvg::roxmltree::{Document, Node};
use seireigi::render::{
    to_png, to_svg, Diagram, DrawnPiece, HandEntry, Layout, Mark, PieceStyle, RenderError, Side,
};

fn has_class(n: &Node<'_, '_>, class: &str) -> bool {
    n.attribute("class")
        .is_some_and(|c| c.split(' ').any(|c| c == class))
}

fn with_class<'a, 'i>(doc: &'a Document<'i>, class: &str) -> Vec<Node<'a, 'i>> {
    doc.descendants().filter(|n| has_class(n, class)).collect()
}

fn num(n: &Node<'_, '_>, attr: &str) -> f32 {
    n.attribute(attr)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{attr} missing or not a number on {n:?}"))
}

fn texts<'a>(nodes: &[Node<'a, '_>]) -> Vec<&'a str> {
    nodes.iter().map(|n| n.text().unwrap_or("")).collect()
}

fn parse(svg: &str) -> Document<'_> {
    Document::parse(svg).expect("renderer must emit well-formed XML")
}

#[test]
fn one_piece_element_per_piece() {
    for d in [
        samples::shogi_start(PieceStyle::Kanji),
        samples::chu_seireigi_start(PieceStyle::Western),
        samples::chu_seireigi_middlegame(PieceStyle::Kanji),
        samples::dai_seireigi_middlegame(PieceStyle::Kanji),
    ] {
        let svg = to_svg(&d);
        let doc = parse(&svg);
        let on_board = d.cells.iter().flatten().count();
        assert!(on_board > 0);
        assert_eq!(with_class(&doc, "piece").len(), on_board);
        let black = d
            .cells
            .iter()
            .flatten()
            .filter(|p| p.side == Side::Black)
            .count();
        assert_eq!(with_class(&doc, "black").len(), black);
        let in_hand = d.hands.iter().flatten().filter(|e| e.count > 0).count();
        assert_eq!(with_class(&doc, "hand-piece").len(), in_hand);
    }
    // Shogi start: 20 pieces a side.
    let doc_src = to_svg(&samples::shogi_start(PieceStyle::Kanji));
    assert_eq!(with_class(&parse(&doc_src), "piece").len(), 40);
}

#[test]
fn pieces_sit_on_their_squares() {
    for flipped in [false, true] {
        let mut d = Diagram::empty(12, 4);
        d.flipped = flipped;
        d.set(0, 11, DrawnPiece::new(Side::Black, "香車", "L", false)); // 12l
        let svg = to_svg(&d);
        let doc = parse(&svg);
        let piece = with_class(&doc, "piece");
        assert_eq!(piece.len(), 1);
        // The first child path is the outline; its points lie within the square.
        let outline = piece[0]
            .descendants()
            .find(|n| n.has_tag_name("path") && n.attribute("stroke").is_some())
            .expect("outline");
        let coords: Vec<f32> = outline
            .attribute("d")
            .unwrap_or("")
            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter_map(|s| s.parse().ok())
            .collect();
        let (x0, y0) = Layout::new(&d).square_origin(0, 11);
        for xy in coords.chunks(2) {
            assert!(
                xy[0] > x0 && xy[0] < x0 + 100.0,
                "x {} outside square at {x0}",
                xy[0]
            );
            assert!(
                xy[1] > y0 && xy[1] < y0 + 100.0,
                "y {} outside square at {y0}",
                xy[1]
            );
        }
        let l = Layout::new(&d);
        if flipped {
            // 12l is the top-right square when White is at the bottom.
            assert!(x0 > l.grid_x + 10.0 * 100.0 && (y0 - l.grid_y).abs() < 0.01);
        } else {
            assert!((x0 - l.grid_x).abs() < 0.01 && (y0 - (l.grid_y + 1100.0)).abs() < 0.01);
        }
    }
}

#[test]
fn highlights_sit_on_the_marked_squares() {
    for flipped in [false, true] {
        let mut d = samples::chu_seireigi_middlegame(PieceStyle::Kanji);
        d.flipped = flipped;
        let l = Layout::new(&d);
        let svg = to_svg(&d);
        let doc = parse(&svg);
        for (mark, class) in [
            (Mark::LastMove, "mark-last-move"),
            (Mark::Check, "mark-check"),
        ] {
            let mut want: Vec<(i32, i32)> = d
                .marks
                .iter()
                .filter(|m| m.2 == mark)
                .map(|&(c, r, _)| {
                    let (x, y) = l.square_origin(c, r);
                    (x.round() as i32, y.round() as i32)
                })
                .collect();
            let mut got: Vec<(i32, i32)> = with_class(&doc, class)
                .iter()
                .map(|n| {
                    assert_eq!(num(n, "width"), 100.0);
                    assert_eq!(num(n, "height"), 100.0);
                    (num(n, "x").round() as i32, num(n, "y").round() as i32)
                })
                .collect();
            want.sort_unstable();
            got.sort_unstable();
            assert!(!want.is_empty());
            assert_eq!(got, want, "{class}, flipped {flipped}");
        }
    }
}

#[test]
fn destination_marks_are_centred_on_their_squares() {
    let d = samples::moves_diagram(PieceStyle::Kanji);
    let l = Layout::new(&d);
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let dots = with_class(&doc, "mark-destination");
    let want = d.marks.iter().filter(|m| m.2 == Mark::Destination).count();
    assert!(want > 0);
    assert_eq!(dots.len(), want);
    for (n, &(c, r, _)) in dots
        .iter()
        .zip(d.marks.iter().filter(|m| m.2 == Mark::Destination))
    {
        let (cx, cy) = l.square_center(c, r);
        assert!((num(n, "cx") - cx).abs() < 0.01 && (num(n, "cy") - cy).abs() < 0.01);
    }
    let captures = d
        .marks
        .iter()
        .filter(|m| m.2 == Mark::CaptureDestination)
        .count();
    assert!(captures > 0);
    assert_eq!(with_class(&doc, "mark-capture").len(), captures);
}

#[test]
fn coordinates_follow_the_orientation() {
    let mut d = samples::chu_seireigi_start(PieceStyle::Kanji);
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let files = texts(&with_class(&doc, "file-label"));
    let ranks = texts(&with_class(&doc, "rank-label"));
    assert_eq!(
        files,
        ["12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
    );
    assert_eq!(
        ranks,
        ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
    );

    d.flipped = true;
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let files = with_class(&doc, "file-label");
    assert_eq!(
        texts(&files).first(),
        Some(&"1"),
        "file 1 on the left when flipped"
    );
    assert_eq!(texts(&files).last(), Some(&"12"));
    assert!(num(&files[0], "x") < num(&files[11], "x"));
    let ranks = texts(&with_class(&doc, "rank-label"));
    assert_eq!(ranks.first(), Some(&"l"));
    assert_eq!(ranks.last(), Some(&"a"));
}

#[test]
fn hands_show_counts_in_order_and_swap_when_flipped() {
    let mut d = samples::shogi_game(PieceStyle::Western);
    d.hands[0] = vec![
        HandEntry::new("歩", "P", 7),
        HandEntry::new("金", "G", 1),
        HandEntry::new("角", "B", 12),
    ];
    for flipped in [false, true] {
        d.flipped = flipped;
        let svg = to_svg(&d);
        let doc = parse(&svg);
        let hands = with_class(&doc, "hand");
        assert_eq!(hands.len(), 2);
        // Top panel first in paint order: White's unless flipped.
        let top = if flipped { "black" } else { "white" };
        assert_eq!(hands[0].attribute("data-side"), Some(top));
        let black = hands
            .iter()
            .find(|h| h.attribute("data-side") == Some("black"))
            .expect("black hand");
        let counts: Vec<&str> = black
            .descendants()
            .filter(|n| has_class(n, "hand-count"))
            .map(|n| n.text().unwrap_or(""))
            .collect();
        // A single piece carries no number, as in printed diagrams.
        assert_eq!(counts, ["7", "12"]);
        let labels: Vec<String> = black
            .descendants()
            .filter(|n| has_class(n, "hand-piece"))
            .map(|p| {
                p.descendants()
                    .filter(|t| t.is_text())
                    .filter_map(|t| t.text())
                    .collect::<String>()
            })
            .collect();
        assert_eq!(labels, ["P", "G", "B"]);
    }
}

#[test]
fn thirty_kinds_fit_beside_the_board() {
    let d = samples::dai_seireigi_middlegame(PieceStyle::Kanji);
    assert_eq!(d.hands[0].len(), 30);
    let l = Layout::new(&d);
    let board_top = l.grid_y - 16.0 - 46.0;
    let board_bottom = l.grid_y + l.grid_h() + 16.0;
    for panel in &l.hands {
        assert!(
            panel.y + panel.h <= board_top || panel.y >= board_bottom,
            "stand overlaps the board"
        );
        assert!(panel.x >= 0.0 && panel.x + panel.w <= l.width);
        let n = d.hands[if panel.side == Side::Black { 0 } else { 1 }].len();
        let slots: Vec<(f32, f32)> = (0..n).map(|i| panel.slot_center(i)).collect();
        for (i, &(x, y)) in slots.iter().enumerate() {
            // A small piece plus a two-digit count stays inside the stand.
            assert!(
                // The piece, its shadow and a two-digit badge on its corner.
                x - 45.0 >= panel.x && x + 55.0 <= panel.x + panel.w,
                "slot {i} leaves the stand"
            );
            assert!(
                y - 40.0 >= panel.y && y + 40.0 <= panel.y + panel.h,
                "slot {i} leaves the stand"
            );
            for &(x2, y2) in &slots[..i] {
                assert!(
                    (x - x2).abs() >= 100.0 || (y - y2).abs() >= 100.0,
                    "slots overlap"
                );
            }
        }
    }
    assert!(l.height > 0.0 && l.height < 3000.0);
}

#[test]
fn western_promoted_pieces_get_a_plus_in_red() {
    let d = samples::chu_seireigi_middlegame(PieceStyle::Western);
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let promoted = d.cells.iter().flatten().filter(|p| p.promoted).count();
    assert!(promoted > 0);
    let plus: Vec<Node<'_, '_>> = with_class(&doc, "piece")
        .into_iter()
        .filter(|p| {
            p.descendants()
                .any(|t| t.text().is_some_and(|s| s.starts_with('+')))
        })
        .collect();
    assert_eq!(plus.len(), promoted);
    for p in plus {
        let red = p
            .descendants()
            .any(|g| matches!(g.attribute("fill"), Some("#c4161c" | "#ff7b66")));
        assert!(red, "promoted label not red");
    }
    // Kanji style: promoted pieces are red too, without a plus.
    let d = samples::chu_seireigi_middlegame(PieceStyle::Kanji);
    let svg = to_svg(&d);
    assert!(!svg.contains(">+"));
    assert_eq!(svg.matches("fill=\"#c4161c\"").count(), promoted);
}

#[test]
fn piece_diagram_marks_are_all_distinct() {
    let d = samples::piece_diagram(12, PieceStyle::Kanji);
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let mut shapes = Vec::new();
    for (mark, class) in [
        (Mark::Step, "mark-step"),
        (Mark::Slide, "mark-slide"),
        (Mark::Jump, "mark-jump"),
        (Mark::HookTurn, "mark-hook-turn"),
        (Mark::LionStep, "mark-lion-step"),
        (Mark::RangeJump, "mark-range-jump"),
    ] {
        let want = d.marks.iter().filter(|m| m.2 == mark).count();
        let (got, legend): (Vec<_>, Vec<_>) = with_class(&doc, class)
            .into_iter()
            .partition(|n| !n.ancestors().any(|a| has_class(&a, "legend")));
        assert_eq!(legend.len(), 1, "{class}: one legend entry");
        assert!(want > 0, "sample lacks {mark:?}");
        assert_eq!(got.len(), want, "{class}");
        // Tag plus colour tells the kinds apart.
        let n = &got[0];
        let colour = n
            .attribute("fill")
            .filter(|f| *f != "none")
            .or(n.attribute("stroke"))
            .or_else(|| n.children().find_map(|c| c.attribute("stroke")))
            .unwrap_or("")
            .to_owned();
        shapes.push((n.tag_name().name().to_owned(), colour));
    }
    let colours: std::collections::HashSet<&String> = shapes.iter().map(|s| &s.1).collect();
    assert_eq!(
        colours.len(),
        shapes.len(),
        "two mark kinds share a colour: {shapes:?}"
    );
    assert!(
        with_class(&doc, "hand").is_empty(),
        "piece diagrams have no stands"
    );
}

#[test]
fn checkered_board_darkens_half_the_squares_with_dark_left_corners() {
    for size in [9u8, 12, 15] {
        let mut d = Diagram::empty(size, 3);
        d.checkered = true;
        let svg = to_svg(&d);
        let doc = parse(&svg);
        let checks = with_class(&doc, "checks");
        assert_eq!(checks.len(), 1);
        let data = checks[0].attribute("d").unwrap_or("");
        let squares = data.matches('M').count();
        let total = usize::from(size) * usize::from(size);
        assert_eq!(squares, total / 2 + (total % 2), "size {size}");
        // Black's left-hand corner: bottom-left square, top-left point first.
        let l = Layout::new(&d);
        let (x, y) = l.square_origin(0, size - 1);
        let mut corner = String::from("M");
        corner.push_str(&format!("{x} {y}"));
        assert!(
            data.contains(&corner),
            "bottom-left square not dark for {size}"
        );
    }
    let plain = to_svg(&Diagram::empty(12, 4));
    assert!(
        !plain.contains("class=\"checks\""),
        "uncheckered by default"
    );
}

#[test]
fn zones_and_star_points() {
    let d = Diagram::empty(12, 4);
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let zones = with_class(&doc, "zone");
    assert_eq!(zones.len(), 2);
    for z in &zones {
        assert_eq!(num(z, "height"), 400.0);
    }
    assert_eq!(with_class(&doc, "star").len(), 4);
    let mut off = d.clone();
    off.star_points = false;
    assert!(!to_svg(&off).contains("class=\"star\""));
}

#[test]
fn text_from_users_is_escaped_and_still_renders() {
    let mut d = samples::shogi_start(PieceStyle::Kanji);
    d.header = "☗ <b>&\"x\" vs ☖ 😀\u{7}".to_owned();
    d.footer = "a\nb".to_owned();
    let svg = to_svg(&d);
    let doc = parse(&svg);
    let header = with_class(&doc, "header");
    assert_eq!(header.len(), 1);
    assert_eq!(header[0].text(), Some("☗ <b>&\"x\" vs ☖ ??"));
    let png = to_png(&d, 300).expect("renders");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let mut d = samples::shogi_start(PieceStyle::Kanji);
    d.cells.pop();
    assert!(matches!(
        to_png(&d, 800),
        Err(RenderError::InvalidDiagram(_))
    ));
    let _ = to_svg(&d); // draws what it can

    let mut d = samples::shogi_start(PieceStyle::Kanji);
    d.marks.push((9, 0, Mark::Check));
    assert!(matches!(
        to_png(&d, 800),
        Err(RenderError::InvalidDiagram(_))
    ));
    assert!(!to_svg(&d).contains("mark-check"));

    let d = samples::shogi_start(PieceStyle::Kanji);
    assert!(matches!(to_png(&d, 0), Err(RenderError::Width(0))));
    assert!(matches!(to_png(&d, 100_000), Err(RenderError::Width(_))));

    for (files, ranks) in [(0u8, 0u8), (27, 27), (9, 0)] {
        let mut d = Diagram::empty(9, 3);
        d.files = files;
        d.ranks = ranks;
        let _ = to_svg(&d);
        assert!(matches!(
            to_png(&d, 500),
            Err(RenderError::InvalidDiagram(_))
        ));
    }

    // Empty strings, odd lengths, zero counts: drawn without fuss.
    let mut d = Diagram::empty(9, 3);
    d.set(4, 4, DrawnPiece::new(Side::White, "", "", true));
    d.set(
        3,
        4,
        DrawnPiece::new(Side::Black, "大獅子王", "ABCDE", false),
    );
    d.hands[1] = vec![HandEntry::new("歩", "P", 0), HandEntry::new("", "", 2)];
    let png = to_png(&d, 400).expect("renders");
    assert!(png.len() > 1000);
}

#[test]
fn png_has_the_requested_width() {
    let d = samples::chu_seireigi_middlegame(PieceStyle::Kanji);
    let png = to_png(&d, 1000).expect("renders");
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).expect("decodes");
    assert_eq!(pixmap.width(), 1000);
    let l = Layout::new(&d);
    // Squares are whole pixels, so the scale is a little under width / layout width.
    let want_h = l.height * 1000.0 / l.width;
    let got_h = pixmap.height() as f32;
    assert!(
        got_h <= want_h.ceil() && got_h >= want_h * 0.98,
        "height {got_h} for {want_h}"
    );
}
