//! Square highlights. Tints and frames go under the grid and pieces; symbols go on top.
//! Everything is drawn per square (`tints`, `symbols`) so the compositor can draw one square
//! alone into a cached tile; `draw_tints` and `draw_symbols` do the whole board for the SVG.

use super::board::SANS_CAP;
use super::diagram::{Diagram, Mark};
use super::font::Face;
use super::layout::{Layout, LEGEND_SYMBOL_W, LEGEND_TEXT, SQ};
use super::svg::{PathData, SvgWriter};
use super::theme;

pub fn class(m: Mark) -> &'static str {
    match m {
        Mark::LastMove => "mark-last-move",
        Mark::Check => "mark-check",
        Mark::Checker => "mark-checker",
        Mark::Selected => "mark-selected",
        Mark::Destination => "mark-destination",
        Mark::CaptureDestination => "mark-capture",
        Mark::Step => "mark-step",
        Mark::Slide => "mark-slide",
        Mark::Jump => "mark-jump",
        Mark::HookTurn => "mark-hook-turn",
        Mark::LionStep => "mark-lion-step",
        Mark::RangeJump => "mark-range-jump",
    }
}

fn on_board<'a>(d: &'a Diagram, l: &'a Layout) -> impl Iterator<Item = (u8, u8, Mark)> + 'a {
    d.marks
        .iter()
        .copied()
        .filter(|&(c, r, _)| c < l.files && r < l.ranks)
}

/// The marks of one square as a set (`Mark::bit`).
pub fn set_at(d: &Diagram, col: u8, row: u8) -> u16 {
    d.marks
        .iter()
        .filter(|&&(c, r, _)| c == col && r == row)
        .fold(0, |acc, &(_, _, m)| acc | m.bit())
}

pub fn draw_tints(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    for row in 0..l.ranks {
        for col in 0..l.files {
            let set = set_at(d, col, row);
            if set != 0 {
                let (x, y) = l.square_origin(col, row);
                tints(w, set, x, y);
            }
        }
    }
}

/// Tints and frames of a square whose top-left corner is `(x, y)`, in paint order: the
/// last move under the check, so the red is never washed out.
pub fn tints(w: &mut SvgWriter, set: u16, x: f32, y: f32) {
    let has = |m: Mark| set & m.bit() != 0;
    let fill = |w: &mut SvgWriter, m: Mark, colour: &str, opacity: f32| {
        w.start("rect")
            .attr("class", class(m))
            .attr("x", x)
            .attr("y", y)
            .attr("width", SQ)
            .attr("height", SQ)
            .attr("fill", colour)
            .attr("fill-opacity", opacity)
            .leaf();
    };
    let frame = |w: &mut SvgWriter, class: &str, colour: &str, width: f32| {
        let inset = width / 2.0 + 1.0;
        w.start("rect")
            .attr("class", class)
            .attr("x", x + inset)
            .attr("y", y + inset)
            .attr("width", SQ - 2.0 * inset)
            .attr("height", SQ - 2.0 * inset)
            .attr("fill", "none")
            .attr("stroke", colour)
            .attr("stroke-width", width)
            .leaf();
    };
    if has(Mark::LastMove) {
        fill(
            w,
            Mark::LastMove,
            theme::LAST_MOVE,
            theme::LAST_MOVE_OPACITY,
        );
        frame(w, "mark-last-move-frame", theme::LAST_MOVE_FRAME, 7.0);
    }
    if has(Mark::Selected) {
        fill(w, Mark::Selected, theme::SELECTED, theme::SELECTED_OPACITY);
        frame(w, "mark-selected-frame", theme::SELECTED, 8.0);
    }
    if has(Mark::Check) {
        fill(w, Mark::Check, theme::CHECK, theme::CHECK_OPACITY);
        frame(w, "mark-check-frame", theme::CHECK_FRAME, 12.0);
    }
    if has(Mark::Checker) {
        frame(w, class(Mark::Checker), theme::CHECK_FRAME, 9.0);
    }
}

pub fn draw_symbols(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    for (c, r, m) in on_board(d, l) {
        let (cx, cy) = l.square_center(c, r);
        symbol(w, m, cx, cy);
    }
}

/// The symbol of mark `m` centred on `(cx, cy)`; nothing for tint-only marks.
pub fn symbol(w: &mut SvgWriter, m: Mark, cx: f32, cy: f32) {
    match m {
        Mark::LastMove | Mark::Check | Mark::Checker | Mark::Selected => {}
        Mark::Destination => circle(w, m, cx, cy, 15.0, theme::DEST, theme::DEST_OPACITY),
        Mark::CaptureDestination => corners(w, m, cx, cy),
        Mark::Step => circle(w, m, cx, cy, 17.0, theme::STEP, 1.0),
        Mark::Slide => {
            let k = 17.0;
            shape(
                w,
                m,
                &[(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)],
                theme::SLIDE,
            );
        }
        Mark::Jump => shape(w, m, &star(cx, cy, 24.0, 10.0), theme::JUMP),
        Mark::HookTurn => {
            let k = 20.0;
            shape(
                w,
                m,
                &[(cx, cy - k), (cx + k, cy + k * 0.8), (cx - k, cy + k * 0.8)],
                theme::HOOK,
            );
        }
        Mark::LionStep => {
            w.start("g").attr("class", class(m)).open();
            w.start("circle")
                .attr("cx", cx)
                .attr("cy", cy)
                .attr("r", 20.0_f32)
                .attr("fill", "none")
                .attr("stroke", theme::LION)
                .attr("stroke-width", 6.0_f32)
                .leaf();
            w.start("circle")
                .attr("cx", cx)
                .attr("cy", cy)
                .attr("r", 7.0_f32)
                .attr("fill", theme::LION)
                .leaf();
            w.end();
        }
        Mark::RangeJump => {
            let k = 16.0;
            let mut p = PathData::new();
            p.move_to(cx - k, cy - k)
                .line_to(cx + k, cy + k)
                .move_to(cx + k, cy - k)
                .line_to(cx - k, cy + k);
            w.start("path")
                .attr("class", class(m))
                .attr("d", p.as_str())
                .attr("stroke", theme::RANGE_JUMP)
                .attr("stroke-width", 8.0_f32)
                .attr("stroke-linecap", "round")
                .attr("fill", "none")
                .leaf();
        }
    }
}

fn circle(w: &mut SvgWriter, m: Mark, cx: f32, cy: f32, r: f32, colour: &str, opacity: f32) {
    w.start("circle")
        .attr("class", class(m))
        .attr("cx", cx)
        .attr("cy", cy)
        .attr("r", r)
        .attr("fill", colour)
        .attr("fill-opacity", opacity)
        .attr("stroke", "#fff")
        .attr("stroke-opacity", 0.7_f32)
        .attr("stroke-width", 2.5_f32)
        .leaf();
}

/// A thin light edge keeps dark symbols visible on the dark checkered squares.
fn shape(w: &mut SvgWriter, m: Mark, pts: &[(f32, f32)], colour: &str) {
    let mut p = PathData::new();
    p.polygon(pts);
    w.start("path")
        .attr("class", class(m))
        .attr("d", p.as_str())
        .attr("fill", colour)
        .attr("stroke", "#fff")
        .attr("stroke-opacity", 0.7_f32)
        .attr("stroke-width", 2.5_f32)
        .attr("stroke-linejoin", "round")
        .leaf();
}

/// Capture targets hold a piece, so the mark stays in the corners around it.
fn corners(w: &mut SvgWriter, m: Mark, cx: f32, cy: f32) {
    let h = SQ / 2.0 - 2.0;
    let k = 26.0;
    let mut p = PathData::new();
    for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        let (x, y) = (cx + sx * h, cy + sy * h);
        p.polygon(&[(x, y), (x - sx * k, y), (x, y - sy * k)]);
    }
    w.start("path")
        .attr("class", class(m))
        .attr("d", p.as_str())
        .attr("fill", theme::DEST)
        .attr("fill-opacity", theme::DEST_OPACITY)
        .leaf();
}

fn star(cx: f32, cy: f32, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let a = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// The piece-diagram legend: each kind of mark shown, with its name.
pub fn draw_legend(w: &mut SvgWriter, l: &Layout) {
    if l.legend.is_empty() {
        return;
    }
    w.start("g").attr("class", "legend").open();
    for item in &l.legend {
        symbol(w, item.mark, item.x, item.y);
        w.start("text")
            .attr("class", "legend-name")
            .attr("x", item.x + LEGEND_SYMBOL_W / 2.0)
            .attr("y", item.y + LEGEND_TEXT * SANS_CAP / 2.0)
            .attr("font-family", Face::Sans.family())
            .attr("font-weight", "bold")
            .attr("font-size", LEGEND_TEXT)
            .attr("fill", theme::PAGE_TEXT)
            .text(&item.name);
    }
    w.end();
}
