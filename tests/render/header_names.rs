//! Players' names in image headers, in any script: the board's sans subset holds only the
//! games' and the catalogues' characters, so a Japanese name's kanji are drawn from the
//! names face (the same design, with the kanji of JIS X 0208 level 1). A name must draw as
//! itself, never as '?' or as empty boxes. With `HEADER_PNG=dir` the images are written
//! there, to look at.

use crate::samples;
use resvg::usvg::roxmltree::Document;
use seireigi::render::{to_png, to_svg, Diagram, PieceStyle};

/// The kanji the sans face was subset to (scripts/make_font_subset.py).
const SANS_CHARSET: &str = include_str!("../../assets/fonts/charset.txt");

fn with_header(header: &str) -> Diagram {
    let mut d = samples::shogi_start(PieceStyle::Kanji);
    d.header = header.to_owned();
    d
}

/// The header's text as drawn: the text element's own text and its runs (tspans).
fn header_text(svg: &str) -> String {
    let doc = Document::parse(svg).expect("well-formed SVG");
    let header = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("header"))
        .expect("a header");
    header
        .descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}

fn png(header: &str) -> Vec<u8> {
    let bytes = to_png(&with_header(header), 600).expect("renders");
    if let Some(dir) = std::env::var_os("HEADER_PNG") {
        let name: String = header
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>();
        let _ = std::fs::write(
            std::path::Path::new(&dir).join(format!("{name}.png")),
            &bytes,
        );
    }
    bytes
}

#[test]
fn a_japanese_name_in_a_header_draws_as_itself() {
    let names = ["佐藤 太郎", "鈴木 花子", "伊藤 次郎"];
    // The premise: these names hold kanji the sans subset lacks.
    for name in names {
        assert!(
            name.chars()
                .any(|c| !c.is_ascii() && !c.is_whitespace() && !SANS_CHARSET.contains(c)),
            "{name}: every character is in the sans subset; pick a rarer name"
        );
    }
    let header = |black: &str, white: &str| format!("☗ {black}  ☖ {white} · 将棋");
    let svg = to_svg(&with_header(&header(names[0], names[1])));
    let drawn = header_text(&svg);
    assert_eq!(drawn, header(names[0], names[1]), "{svg:.2000}");
    assert!(!drawn.contains('?'));

    // Drawn, not blank nor boxes: two different names of the same length give two
    // different images (the same boxes would not), and each differs from '?' in their place
    // (what the header drew before the names face).
    let a = png(&header(names[0], names[1]));
    let b = png(&header(names[2], names[1]));
    let unknown = png(&header("?? ??", "?? ??"));
    let blank = png(&header("", ""));
    assert_ne!(a, b, "two names drew the same");
    for (what, other) in [("'?'", &unknown), ("nothing", &blank)] {
        assert_ne!(a, *other, "the name drew as {what}");
        assert_ne!(b, *other, "the name drew as {what}");
    }
}

/// What no embedded face has (an emoji) is still '?', and a header the sans face draws alone
/// stays one plain text (as the golden images were drawn).
#[test]
fn what_no_face_has_is_a_question_mark() {
    let svg = to_svg(&with_header("☗ 佐藤 😀  ☖ Zoé · 将棋"));
    assert_eq!(header_text(&svg), "☗ 佐藤 ?  ☖ Zoé · 将棋");
    assert!(
        svg.contains("<tspan font-family=\"Seireigi Names\">佐藤</tspan>"),
        "{svg:.3000}"
    );
    let plain = to_svg(&with_header("☗ alice  vs  ☖ bob · 将棋"));
    assert!(!plain.contains("<tspan"), "{plain:.3000}");
}
