//! Pieces in hand, on a stand above and below the board, wrapping into rows.

use super::board::SANS_CAP;
use super::diagram::{Diagram, HandEntry, Side};
use super::font::Face;
use super::layout::{
    side_index, HandPanel, Layout, HAND_LABEL_W, HAND_PAD, HAND_ROW, HAND_SCALE, SQ,
};
use super::piece::{self, Label, Placement};
use super::svg::{PathData, SvgWriter};
use super::theme;

const COUNT_SIZE: f32 = 36.0;

pub fn draw(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    for panel in &l.hands {
        let entries: &[HandEntry] = &d.hands[side_index(panel.side)];
        draw_panel(w, d, l, panel, entries);
    }
}

fn draw_panel(
    w: &mut SvgWriter,
    d: &Diagram,
    l: &Layout,
    panel: &HandPanel,
    entries: &[HandEntry],
) {
    let side_name = match panel.side {
        Side::Black => "black",
        Side::White => "white",
    };
    w.start("g")
        .attr("class", "hand")
        .attr("data-side", side_name)
        .open();
    w.start("rect")
        .attr("class", "stand")
        .attr("x", panel.x)
        .attr("y", panel.y)
        .attr("width", panel.w)
        .attr("height", panel.h)
        .attr("rx", 10.0_f32)
        .attr("fill", theme::STAND)
        .attr("stroke", theme::STAND_EDGE)
        .attr("stroke-width", 3.0_f32)
        .leaf();
    owner_marker(w, panel);

    let down = l.points_down(panel.side);
    for (i, e) in entries.iter().filter(|e| e.count > 0).enumerate() {
        let (cx, cy) = panel.slot_center(i);
        let placement = Placement {
            cx,
            cy,
            scale: HAND_SCALE,
            down,
        };
        let label = Label {
            kanji: &e.kanji,
            abbrev: &e.abbrev,
            promoted: false,
        };
        piece::draw(w, "hand-piece", &placement, &label, d.style, false);
        if e.count > 1 {
            w.start("text")
                .attr("class", "hand-count")
                .attr("x", cx + 0.40 * SQ * HAND_SCALE + 3.0)
                .attr("y", cy + COUNT_SIZE * SANS_CAP / 2.0 + 10.0)
                .attr("font-family", Face::Sans.family())
                .attr("font-weight", "bold")
                .attr("font-size", COUNT_SIZE)
                .attr("fill", theme::PIECE_TEXT)
                .text(&e.count.to_string());
        }
    }
    w.end();
}

/// ☗ / ☖ drawn as shapes: black solid for Black, hollow for White, as in
/// printed diagrams.
fn owner_marker(w: &mut SvgWriter, panel: &HandPanel) {
    let cx = panel.x + HAND_PAD + HAND_LABEL_W / 2.0;
    let cy = panel.y + HAND_PAD + HAND_ROW / 2.0;
    let k = 0.9_f32;
    let pts: Vec<(f32, f32)> = [
        (0.0, -26.0),
        (19.0, -14.0),
        (22.0, 24.0),
        (-22.0, 24.0),
        (-19.0, -14.0),
    ]
    .iter()
    .map(|&(x, y)| (cx + x * k, cy + y * k))
    .collect();
    let mut p = PathData::new();
    p.polygon(&pts);
    let fill = match panel.side {
        Side::Black => theme::PIECE_TEXT,
        Side::White => theme::PIECE_FILL,
    };
    w.start("path")
        .attr("class", "owner")
        .attr("d", p.as_str())
        .attr("fill", fill)
        .attr("stroke", theme::PIECE_TEXT)
        .attr("stroke-width", 3.0_f32)
        .attr("stroke-linejoin", "round")
        .leaf();
}
