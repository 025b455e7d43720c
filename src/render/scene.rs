//! Puts the parts together in paint order.

use super::diagram::{Diagram, Side};
use super::font::Face;
use super::layout::{Layout, TextLine, SQ};
use super::piece::{self, Label, Placement};
use super::svg::SvgWriter;
use super::{board, hands, marks, theme};

/// The SVG of a diagram. Never fails: squares, marks or cells that do not fit
/// the board are skipped (`Diagram::validate` reports them).
pub fn to_svg(d: &Diagram) -> String {
    let l = Layout::new(d);
    let mut w = SvgWriter::new(l.width, l.height);
    w.start("rect")
        .attr("class", "page")
        .attr("width", l.width)
        .attr("height", l.height)
        .attr("fill", theme::PAGE)
        .leaf();

    if let Some(line) = &l.header {
        text_line(&mut w, "header", &d.header, line, l.width);
    }
    hands::draw(&mut w, d, &l);
    board::draw(&mut w, d, &l);
    marks::draw_tints(&mut w, d, &l);
    board::draw_lines(&mut w, d, &l);
    draw_pieces(&mut w, d, &l);
    marks::draw_symbols(&mut w, d, &l);
    marks::draw_legend(&mut w, &l);
    if let Some(line) = &l.footer {
        text_line(&mut w, "footer", &d.footer, line, l.width);
    }
    w.finish()
}

fn draw_pieces(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    for row in 0..l.ranks {
        for col in 0..l.files {
            let Some(p) = d.piece_at(col, row) else {
                continue;
            };
            let (cx, cy) = l.square_center(col, row);
            let placement = Placement {
                cx,
                cy,
                scale: 1.0,
                down: l.points_down(p.side),
            };
            let label = Label {
                kanji: &p.kanji,
                abbrev: &p.abbrev,
                promoted: p.promoted,
                dark: Label::dark_for(d.style, p.side),
            };
            let class = match p.side {
                Side::Black => "piece black",
                Side::White => "piece white",
            };
            piece::draw(w, class, &placement, &label, d.style, true);
        }
    }
}

/// A header or footer line, in the sans face. Players' names in it may hold kanji the sans
/// subset lacks (it has the games' and the catalogues' characters only): those runs are drawn
/// in the names face (the same design, with the kanji of JIS X 0208 level 1), and what no
/// face has as '?'.
pub fn text_line(w: &mut SvgWriter, class: &str, text: &str, line: &TextLine, width: f32) {
    let tag = w
        .start("text")
        .attr("class", class)
        .attr("x", width / 2.0)
        .attr("y", line.y)
        .attr("font-family", Face::Sans.family())
        .attr("font-weight", "bold")
        .attr("font-size", line.size.min(SQ))
        .attr("fill", theme::PAGE_TEXT)
        .attr("text-anchor", "middle")
        // Callers align names with double spaces; keep them.
        .attr("xml:space", "preserve");
    let runs = face_runs(text);
    match runs.as_slice() {
        [] => tag.text(""),
        [(Face::Sans, only)] => tag.text(only),
        _ => {
            tag.open();
            for (face, run) in &runs {
                if *face == Face::Sans {
                    w.chars(run);
                } else {
                    w.start("tspan")
                        .attr("font-family", face.family())
                        .text(run);
                }
            }
            w.end();
        }
    }
}

/// `text` cut into runs by the face that draws them: the sans face where it has the
/// character (and for blanks), else the names face, else the serif face, else '?'.
fn face_runs(text: &str) -> Vec<(Face, String)> {
    let mut runs: Vec<(Face, String)> = Vec::new();
    for c in text.chars() {
        let (face, c) = if c.is_whitespace() || Face::Sans.has_glyph(c) {
            (Face::Sans, c)
        } else if Face::Names.has_glyph(c) {
            (Face::Names, c)
        } else if Face::Serif.has_glyph(c) {
            (Face::Serif, c)
        } else {
            (Face::Sans, '?')
        };
        match runs.last_mut() {
            Some((f, run)) if *f == face => run.push(c),
            _ => runs.push((face, c.to_string())),
        }
    }
    runs
}
