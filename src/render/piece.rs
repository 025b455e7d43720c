//! One shogi piece: the pentagon pointing at the opponent, with its kanji or
//! its Latin abbreviation. Used on the board and, smaller, in the hands.

use super::board::SANS_CAP;
use super::diagram::{PieceStyle, Side};
use super::font::Face;
use super::svg::{PathData, SvgWriter};
use super::theme;

/// Outline of a piece pointing up, centred on the square's centre, in units of
/// one square = 100. Shoulders at about a quarter of the height and a base a
/// little wider than the shoulders give the familiar koma shape; the piece
/// spans 88 % of the square's height and 84 % of its width.
const OUTLINE: [(f32, f32); 5] = [
    (0.0, -45.0),
    (36.0, -26.0),
    (42.0, 43.0),
    (-42.0, 43.0),
    (-36.0, -26.0),
];

/// Ideographs sit in an em box whose middle is 0.38 em above the baseline.
const CJK_MID: f32 = 0.38;

/// What to write on a piece; shared by board pieces and pieces in hand.
pub struct Label<'a> {
    pub kanji: &'a str,
    pub abbrev: &'a str,
    pub promoted: bool,
    /// Drawn as a dark tile with light text (Black's pieces in western style).
    pub dark: bool,
}

impl Label<'_> {
    /// Western style tells the sides apart by tile colour as well as direction.
    pub fn dark_for(style: PieceStyle, side: Side) -> bool {
        style == PieceStyle::Western && side == Side::Black
    }
}

pub struct Placement {
    pub cx: f32,
    pub cy: f32,
    pub scale: f32,
    pub down: bool,
}

pub fn draw(
    w: &mut SvgWriter,
    class: &str,
    p: &Placement,
    face: &Label<'_>,
    style: PieceStyle,
    shadow: bool,
) {
    let pts = |dx: f32, dy: f32| -> Vec<(f32, f32)> {
        OUTLINE
            .iter()
            .map(|&(x, y)| {
                let (x, y) = if p.down { (-x, -y) } else { (x, y) };
                (p.cx + x * p.scale + dx, p.cy + y * p.scale + dy)
            })
            .collect()
    };
    w.start("g").attr("class", class).open();
    if shadow {
        let mut sh = PathData::new();
        sh.polygon(&pts(2.5 * p.scale, 3.5 * p.scale));
        w.start("path")
            .attr("d", sh.as_str())
            .attr("fill", theme::SHADOW)
            .attr("fill-opacity", theme::SHADOW_OPACITY)
            .leaf();
    }
    let mut body = PathData::new();
    body.polygon(&pts(0.0, 0.0));
    let (fill, edge) = if face.dark {
        (theme::DARK_PIECE_FILL, theme::DARK_PIECE_EDGE)
    } else {
        (theme::PIECE_FILL, theme::PIECE_EDGE)
    };
    w.start("path")
        .attr("d", body.as_str())
        .attr("fill", fill)
        .attr("stroke", edge)
        .attr("stroke-width", 2.6 * p.scale)
        .attr("stroke-linejoin", "round")
        .leaf();

    // Latin letters upside down are hard to read ("P" turns into "d"), so in
    // western style only the pentagon turns; the label sits in its body.
    let (turn, shift) = match style {
        PieceStyle::Western if p.down => (false, -14.0 * p.scale),
        _ => (p.down, 0.0),
    };
    let mut transform = String::from("translate(");
    super::svg::push_num(&mut transform, p.cx);
    transform.push(' ');
    super::svg::push_num(&mut transform, p.cy + shift);
    transform.push(')');
    if turn {
        transform.push_str(" rotate(180)");
    }
    if (p.scale - 1.0).abs() > f32::EPSILON {
        transform.push_str(" scale(");
        super::svg::push_num(&mut transform, p.scale);
        transform.push(')');
    }
    let colour = match (face.dark, face.promoted) {
        (false, false) => theme::PIECE_TEXT,
        (false, true) => theme::PROMOTED_TEXT,
        (true, false) => theme::DARK_PIECE_TEXT,
        (true, true) => theme::DARK_PROMOTED_TEXT,
    };
    w.start("g")
        .attr("transform", transform)
        .attr("fill", colour)
        .attr("text-anchor", "middle")
        .attr("font-weight", "bold")
        .open();
    match style {
        PieceStyle::Kanji if !face.kanji.trim().is_empty() => kanji(w, face.kanji),
        PieceStyle::Kanji => western(w, face.abbrev, face.promoted),
        PieceStyle::Western if !face.abbrev.trim().is_empty() => {
            western(w, face.abbrev, face.promoted)
        }
        PieceStyle::Western => kanji(w, face.kanji),
    }
    w.end();
    w.end();
}

/// One kanji large; two or more stacked and squeezed vertically, the way
/// two-character Chu Shogi pieces are carved.
fn kanji(w: &mut SvgWriter, text: &str) {
    // A kanji the embedded face lacks is left out: the piece shows blank rather than a '?'
    // that would read as a piece name (docs/games.md).
    let chars: Vec<char> = text
        .chars()
        .filter(|&c| !c.is_whitespace() && Face::Serif.has_glyph(c))
        .collect();
    let n = chars.len();
    if n == 0 {
        return;
    }
    if n == 1 {
        // As large as the body between the shoulders allows: read at 25 px a square.
        let size = 68.0_f32;
        let text: String = chars.iter().collect();
        w.start("text")
            .attr("font-family", Face::Serif.family())
            .attr("font-size", size)
            .attr("y", 6.0 + CJK_MID * size)
            .text(&text);
        return;
    }
    // Room between just under the shoulders and just above the base.
    let (top, bottom) = (-29.0_f32, 42.0_f32);
    let cell_h = (bottom - top) / n as f32;
    let size = (cell_h / 0.64).min(56.0);
    let squeeze = (cell_h / size).min(1.0);
    w.start("g")
        .attr("font-family", Face::Serif.family())
        .attr("font-size", size)
        .open();
    for (i, c) in chars.iter().enumerate() {
        let mid = top + (i as f32 + 0.5) * cell_h;
        let mut t = String::from("translate(0 ");
        super::svg::push_num(&mut t, mid);
        t.push_str(") scale(1 ");
        super::svg::push_num(&mut t, squeeze);
        t.push(')');
        w.start("text")
            .attr("transform", t)
            .attr("y", CJK_MID * size)
            .text(&c.to_string());
    }
    w.end();
}

fn western(w: &mut SvgWriter, abbrev: &str, promoted: bool) {
    let mut text = String::new();
    if promoted {
        text.push('+');
    }
    text.extend(abbrev.trim().chars().filter(|&c| Face::Sans.has_glyph(c)));
    // Fit the widest label ("+LH") between the shoulders.
    let size = (74.0 / Face::Sans.width_em(&text).max(0.1)).min(62.0);
    w.start("text")
        .attr("font-family", Face::Sans.family())
        .attr("font-size", size)
        .attr("y", 8.0 + size * SANS_CAP / 2.0)
        .text(&text);
}
