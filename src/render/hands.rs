//! Pieces in hand, on a stand above and below the board, wrapping into rows. Each kind is one
//! cell: the piece nearly as large as on the board, its count as a badge on its corner.

use super::board::SANS_CAP;
use super::diagram::{Diagram, HandEntry, PieceStyle, Side};
use super::font::Face;
use super::layout::{HandPanel, Layout, HAND_LABEL_W, HAND_PAD, HAND_ROW, HAND_SCALE};
use super::piece::{self, Label, Placement};
use super::svg::{PathData, SvgWriter};
use super::theme;

const COUNT_SIZE: f32 = 32.0;
const BADGE_R: f32 = 19.0;

pub fn draw(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    for panel in &l.hands {
        let entries: &[HandEntry] = &d.hands[panel.side.index()];
        stand(w, panel);
        let down = l.points_down(panel.side);
        w.start("g")
            .attr("class", "hand")
            .attr("data-side", panel.side.name())
            .open();
        for (i, e) in entries.iter().filter(|e| e.count > 0).enumerate() {
            let (cx, cy) = panel.slot_center(i);
            cell(w, e, panel.side, down, d.style, cx, cy);
        }
        w.end();
    }
}

/// The stand and its owner's marker: what stays the same while the hand changes.
pub fn stand(w: &mut SvgWriter, panel: &HandPanel) {
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
}

/// One kind in hand centred on `(cx, cy)`: the piece, and its count when above 1 (a single
/// piece carries no number, as in printed diagrams).
pub fn cell(
    w: &mut SvgWriter,
    e: &HandEntry,
    side: Side,
    down: bool,
    style: PieceStyle,
    cx: f32,
    cy: f32,
) {
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
        dark: Label::dark_for(style, side),
    };
    piece::draw(w, "hand-piece", &placement, &label, style, true);
    if e.count > 1 {
        let text = e.count.to_string();
        let (bx, by) = (cx + 34.0, cy - 32.0);
        let half = (Face::Sans.width_em(&text) * COUNT_SIZE / 2.0 + 6.0).max(BADGE_R);
        w.start("rect")
            .attr("class", "hand-badge")
            .attr("x", bx - half)
            .attr("y", by - BADGE_R)
            .attr("width", 2.0 * half)
            .attr("height", 2.0 * BADGE_R)
            .attr("rx", BADGE_R)
            .attr("fill", theme::BADGE)
            .attr("stroke", theme::STAND)
            .attr("stroke-width", 3.0_f32)
            .leaf();
        w.start("text")
            .attr("class", "hand-count")
            .attr("x", bx)
            .attr("y", by + COUNT_SIZE * SANS_CAP / 2.0)
            .attr("font-family", Face::Sans.family())
            .attr("font-weight", "bold")
            .attr("font-size", COUNT_SIZE)
            .attr("text-anchor", "middle")
            .attr("fill", theme::BADGE_TEXT)
            .text(&text);
    }
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
