//! The empty board: wood, squares, promotion zones, grid, star points and coordinates.

use super::diagram::Diagram;
use super::font::Face;
use super::layout::{Layout, BORDER, COORD_BAND, SQ};
use super::svg::{PathData, SvgWriter};
use super::theme;

/// Cap height of the sans face in ems, to centre Latin text vertically.
pub const SANS_CAP: f32 = 0.733;

pub fn draw(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    let (gx, gy, gw, gh) = (l.grid_x, l.grid_y, l.grid_w(), l.grid_h());
    w.start("rect")
        .attr("class", "board")
        .attr("x", gx - BORDER)
        .attr("y", gy - BORDER)
        .attr("width", gw + 2.0 * BORDER)
        .attr("height", gh + 2.0 * BORDER)
        .attr("rx", 6.0_f32)
        .attr("fill", theme::WOOD)
        .leaf();

    if d.checkered {
        draw_checks(w, l);
    }
    draw_zones(w, d, l);
}

/// Dark squares: the corner on each player's left is dark. Seen from Black that
/// is the bottom-left square, (col 0, last row), so a square is dark when
/// col + row has the parity of ranks - 1; a half turn keeps that parity.
fn draw_checks(w: &mut SvgWriter, l: &Layout) {
    let parity = u32::from(l.ranks.saturating_sub(1)) % 2;
    let mut p = PathData::new();
    for row in 0..l.ranks {
        for col in 0..l.files {
            if (u32::from(col) + u32::from(row)) % 2 == parity {
                let (x, y) = l.square_origin(col, row);
                p.polygon(&[(x, y), (x + SQ, y), (x + SQ, y + SQ), (x, y + SQ)]);
            }
        }
    }
    w.start("path")
        .attr("class", "checks")
        .attr("d", p.as_str())
        .attr("fill", theme::WOOD_CHECK)
        .leaf();
}

fn draw_zones(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    let depth = d.zone_depth.min(l.ranks / 2);
    if depth == 0 {
        return;
    }
    let h = f32::from(depth) * SQ;
    for y in [l.grid_y, l.grid_y + l.grid_h() - h] {
        w.start("rect")
            .attr("class", "zone")
            .attr("x", l.grid_x)
            .attr("y", y)
            .attr("width", l.grid_w())
            .attr("height", h)
            .attr("fill", theme::ZONE)
            .attr("fill-opacity", theme::ZONE_OPACITY)
            .leaf();
    }
}

/// Grid, star points and coordinates: drawn after the square tints so the lines
/// stay crisp over highlights.
pub fn draw_lines(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    let (gx, gy, gw, gh) = (l.grid_x, l.grid_y, l.grid_w(), l.grid_h());
    let mut p = PathData::new();
    for c in 1..l.files {
        let x = gx + f32::from(c) * SQ;
        p.move_to(x, gy).line_to(x, gy + gh);
    }
    for r in 1..l.ranks {
        let y = gy + f32::from(r) * SQ;
        p.move_to(gx, y).line_to(gx + gw, y);
    }
    w.start("path")
        .attr("class", "grid")
        .attr("d", p.as_str())
        .attr("stroke", theme::GRID)
        .attr("stroke-width", 2.4_f32)
        .attr("fill", "none")
        .leaf();
    w.start("rect")
        .attr("class", "grid-frame")
        .attr("x", gx)
        .attr("y", gy)
        .attr("width", gw)
        .attr("height", gh)
        .attr("stroke", theme::GRID)
        .attr("stroke-width", 5.0_f32)
        .attr("fill", "none")
        .leaf();

    if d.star_points {
        draw_stars(w, d, l);
    }
    draw_coords(w, l);
}

/// Star points sit where the zone lines cross the files the same distance in
/// from each edge, as the hoshi of a 9x9 board do.
pub fn draw_stars(w: &mut SvgWriter, d: &Diagram, l: &Layout) {
    let depth = d.zone_depth;
    if depth == 0 || 2 * depth >= l.ranks || 2 * depth >= l.files {
        return;
    }
    let xs = [depth, l.files - depth];
    let ys = [depth, l.ranks - depth];
    for &cx in &xs {
        for &cy in &ys {
            w.start("circle")
                .attr("class", "star")
                .attr("cx", l.grid_x + f32::from(cx) * SQ)
                .attr("cy", l.grid_y + f32::from(cy) * SQ)
                .attr("r", 7.0_f32)
                .attr("fill", theme::GRID)
                .leaf();
        }
    }
}

pub fn draw_coords(w: &mut SvgWriter, l: &Layout) {
    let size = 36.0_f32;
    w.start("g")
        .attr("class", "coords")
        .attr("font-family", Face::Sans.family())
        .attr("font-weight", "bold")
        .attr("font-size", size)
        .attr("fill", theme::COORD_TEXT)
        .attr("text-anchor", "middle")
        .open();
    let top_y = l.grid_y - BORDER - COORD_BAND / 2.0 + size * SANS_CAP / 2.0;
    for c in 0..l.files {
        let file = if l.flipped {
            u32::from(c) + 1
        } else {
            u32::from(l.files - c)
        };
        w.start("text")
            .attr("class", "file-label")
            .attr("x", l.grid_x + (f32::from(c) + 0.5) * SQ)
            .attr("y", top_y)
            .text(&file.to_string());
    }
    let right_x = l.grid_x + l.grid_w() + BORDER + COORD_BAND / 2.0;
    for r in 0..l.ranks {
        let idx = if l.flipped { l.ranks - 1 - r } else { r };
        let letter = char::from(b'a'.saturating_add(idx.min(25)));
        w.start("text")
            .attr("class", "rank-label")
            .attr("x", right_x)
            .attr(
                "y",
                l.grid_y + (f32::from(r) + 0.5) * SQ + size * 0.52 / 2.0,
            )
            .text(&letter.to_string());
    }
    w.end();
}
