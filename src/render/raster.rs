//! The fast path from a diagram to palette indices, as lila-gif does it: what does not change
//! between moves is drawn once by resvg and cached, and a move's image is a copy of the cached
//! background with cached tiles copied over it.
//!
//! - background, per (size, orientation, checkered, zones, hand rows, whether there is a
//!   header, legend): page,
//!   board, empty squares, grid, coordinates, stands;
//! - square tile, per (piece form, side, style, size, square shade, marks): one square's
//!   inside, between the grid lines;
//! - hand cell, per (piece, side, style, size, count); header and footer strips, per text
//!   (so that games between different players share one background).
//!
//! Every part is snapped to whole pixels (the square pitch is an integer number of pixels and
//! the grid lines are pixel rectangles), so a tile is the same wherever it is copied and the
//! copy is exact. Everything is stored as indices into the shared palette.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia;
use resvg::usvg;

use super::check::{check, RenderError};
use super::diagram::{Diagram, HandEntry, Mark, PieceStyle, Side};
use super::layout::{Layout, TextLine, HAND_PITCH, HAND_ROW, SQ};
use super::palette::palette;
use super::piece::{self, Label, Placement};
use super::svg::SvgWriter;
use super::{board, font, hands, marks, scene, theme};

/// An image as palette indices, one byte a pixel, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Indexed {
    pub width: u32,
    pub height: u32,
    pub px: Vec<u8>,
    /// Rows where a band starts that tends to change on its own (a rank of squares, a
    /// hand, the footer): the PNG encoder deflates and reuses bands separately.
    pub breaks: Vec<u32>,
}

impl Indexed {
    /// Copies `tile` with its top-left corner at `(x, y)`, clipped to the image.
    fn blit(&mut self, tile: &Indexed, x: i32, y: i32) {
        let (w, h) = (self.width as i32, self.height as i32);
        let x0 = x.max(0);
        let x1 = (x + tile.width as i32).min(w);
        if x0 >= x1 {
            return;
        }
        for ty in 0..tile.height as i32 {
            let iy = y + ty;
            if iy < 0 || iy >= h {
                continue;
            }
            let src = (ty * tile.width as i32 + (x0 - x)) as usize;
            let dst = (iy * w + x0) as usize;
            let n = (x1 - x0) as usize;
            self.px[dst..dst + n].copy_from_slice(&tile.px[src..src + n]);
        }
    }
}

/// Pixel geometry of one diagram at one width.
#[derive(Clone, Copy, Debug)]
struct Grid {
    /// Pixels per user unit; a square is exactly `pitch` pixels.
    scale: f32,
    dx: f32,
    dy: f32,
    pitch: i32,
    /// Width of an inner grid line and of the frame, in pixels.
    line: i32,
    frame: i32,
    /// Pixel of the grid's top-left corner.
    gx: i32,
    gy: i32,
    width: u32,
    height: u32,
}

impl Grid {
    fn new(l: &Layout, width_px: u32) -> Grid {
        let w = width_px as f32;
        let pitch = ((w * SQ / l.width).floor() as i32).max(4);
        let scale = pitch as f32 / SQ;
        let gx = ((w - l.width * scale) / 2.0 + l.grid_x * scale).round() as i32;
        let gy = (l.grid_y * scale).round() as i32;
        let dx = gx as f32 - l.grid_x * scale;
        let dy = gy as f32 - l.grid_y * scale;
        let line = ((2.4 * scale).round() as i32).clamp(1, (pitch / 8).max(1));
        let frame = ((5.0 * scale).round() as i32).max(line + 1);
        Grid {
            scale,
            dx,
            dy,
            pitch,
            line,
            frame,
            gx,
            gy,
            width: width_px,
            height: ((l.height * scale + dy).ceil() as u32).max(1),
        }
    }

    /// From a square's corner to the first pixel inside its lines.
    fn inset(&self) -> i32 {
        self.line - self.line / 2
    }

    fn tile(&self) -> i32 {
        self.pitch - self.line
    }

    /// Top-left pixel of the inside of the square at screen column `c`, row `r`.
    fn tile_at(&self, c: u8, r: u8) -> (i32, i32) {
        (
            self.gx + i32::from(c) * self.pitch + self.inset(),
            self.gy + i32::from(r) * self.pitch + self.inset(),
        )
    }

    fn px(&self, x: f32, y: f32) -> (f32, f32) {
        (x * self.scale + self.dx, y * self.scale + self.dy)
    }
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct PieceKey {
    kanji: String,
    abbrev: String,
    promoted: bool,
    down: bool,
    dark: bool,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Background {
        width: u32,
        files: u8,
        ranks: u8,
        zone_depth: u8,
        flipped: bool,
        checkered: bool,
        star_points: bool,
        hand_rows: [u32; 2],
        header: bool,
        footer: bool,
        legend: u16,
    },
    Square {
        pitch: i32,
        line: i32,
        style: PieceStyle,
        dark: bool,
        zone: bool,
        /// Star points at the corners: top-left, top-right, bottom-left, bottom-right.
        stars: u8,
        marks: u16,
        piece: Option<PieceKey>,
    },
    Hand {
        pitch: i32,
        style: PieceStyle,
        piece: PieceKey,
        count: u32,
    },
    Strip {
        width: u32,
        y0: i32,
        y1: i32,
        geometry: [u32; 4],
        text: String,
    },
}

/// Cached parts; dropped wholesale when they outgrow the budget (a bot serves a few sizes
/// and a few dozen games at once, far below it).
struct Cache {
    parts: HashMap<Key, Arc<PartSlot>>,
    bytes: usize,
}

/// One part, drawn once: the first caller draws it while holding the slot's lock, and
/// callers that want the same part meanwhile wait for that drawing instead of drawing it
/// again (after a restart, every game's first image wants the same tiles at once).
#[derive(Default)]
struct PartSlot(Mutex<Option<Arc<Indexed>>>);

const CACHE_BYTES: usize = 96 << 20;

fn cache() -> &'static Mutex<Cache> {
    static C: OnceLock<Mutex<Cache>> = OnceLock::new();
    C.get_or_init(|| {
        Mutex::new(Cache {
            parts: HashMap::new(),
            bytes: 0,
        })
    })
}

/// The cached part for `key`, drawn by `draw` the first time (outside the cache's lock,
/// under the part's own).
fn part(
    key: Key,
    draw: impl FnOnce() -> Result<Indexed, RenderError>,
) -> Result<Arc<Indexed>, RenderError> {
    let slot = match cache().lock() {
        Ok(mut c) => c.parts.entry(key.clone()).or_default().clone(),
        // A panic elsewhere while holding the cache: draw without caching.
        Err(_) => Arc::new(PartSlot::default()),
    };
    let mut drawn = match slot.0.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    };
    if let Some(p) = drawn.as_ref() {
        return Ok(p.clone());
    }
    let p = Arc::new(draw()?);
    *drawn = Some(p.clone());
    drop(drawn);
    if let Ok(mut c) = cache().lock() {
        if c.bytes + p.px.len() > CACHE_BYTES {
            c.parts.clear();
            c.bytes = 0;
            c.parts.insert(key, slot.clone());
        }
        c.bytes += p.px.len();
    }
    Ok(p)
}

/// Rasterises an SVG `w` x `h` pixels (its user units are pixels) into palette indices.
pub(super) fn rasterize(svg: &str, w: u32, h: u32) -> Result<Indexed, RenderError> {
    let opts = usvg::Options {
        fontdb: font::database(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &opts)?;
    let mut pixmap = tiny_skia::Pixmap::new(w, h).ok_or(RenderError::Allocation(w, h))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(Indexed {
        width: w,
        height: h,
        px: palette().quantize(pixmap.data()),
        breaks: Vec::new(),
    })
}

/// An SVG of `w` x `h` pixels whose content is drawn in user units by `draw`, placed with
/// `translate(tx ty) scale(scale)`; `bg` fills it first.
fn svg_px(
    w: u32,
    h: u32,
    bg: &str,
    (tx, ty, scale): (f32, f32, f32),
    draw: impl FnOnce(&mut SvgWriter),
) -> String {
    let mut s = SvgWriter::new(w as f32, h as f32);
    s.start("rect")
        .attr("width", w as f32)
        .attr("height", h as f32)
        .attr("fill", bg)
        .leaf();
    let mut t = String::from("translate(");
    super::svg::push_num(&mut t, tx);
    t.push(' ');
    super::svg::push_num(&mut t, ty);
    t.push_str(") scale(");
    super::svg::push_num(&mut t, scale);
    t.push(')');
    s.start("g").attr("transform", t).open();
    draw(&mut s);
    s.end();
    s.finish()
}

/// A diagram's image as palette indices `width_px` wide (checked first, like `to_png`).
pub fn compose(d: &Diagram, width_px: u32) -> Result<Indexed, RenderError> {
    check(d, width_px)?;
    let l = Layout::new(d);
    let g = Grid::new(&l, width_px);
    let mut img = background(d, &l, &g)?.as_ref().clone();
    squares(&mut img, d, &l, &g)?;
    hands_cells(&mut img, d, &l, &g)?;
    let mut breaks = Vec::new();
    if let Some(line) = &l.header {
        text_strip(&mut img, "header", &d.header, line, &l, &g)?;
    }
    if let Some(line) = &l.footer {
        breaks.push(text_strip(&mut img, "footer", &d.footer, line, &l, &g)?);
    }
    for r in 0..=i32::from(l.ranks) {
        breaks.push((g.gy + r * g.pitch - g.line / 2).max(0) as u32);
    }
    for panel in &l.hands {
        for y in [panel.y, panel.y + panel.h] {
            breaks.push(g.px(0.0, y).1.round().max(0.0) as u32);
        }
    }
    breaks.sort_unstable();
    breaks.dedup();
    img.breaks = breaks;
    Ok(img)
}

fn background(d: &Diagram, l: &Layout, g: &Grid) -> Result<Arc<Indexed>, RenderError> {
    let rows = |i: usize| l.hands.get(i).map_or(0, |p| p.h.to_bits());
    let key = Key::Background {
        width: g.width,
        files: l.files,
        ranks: l.ranks,
        zone_depth: d.zone_depth,
        flipped: d.flipped,
        checkered: d.checkered,
        star_points: d.star_points,
        hand_rows: [rows(0), rows(1)],
        header: l.header.is_some(),
        footer: l.footer.is_some(),
        legend: l.legend.iter().fold(0, |a, i| a | i.mark.bit()),
    };
    part(key, || {
        let svg = svg_px(g.width, g.height, theme::PAGE, (g.dx, g.dy, g.scale), |w| {
            for panel in &l.hands {
                hands::stand(w, panel);
            }
            board::draw(w, d, l);
            board::draw_stars(w, d, l);
            board::draw_coords(w, l);
            marks::draw_legend(w, l);
        });
        let mut img = rasterize(&svg, g.width, g.height)?;
        grid_lines(&mut img, l, g);
        Ok(img)
    })
}

/// The grid as pixel rectangles: crisp at any size, and tiles fit exactly between them.
fn grid_lines(img: &mut Indexed, l: &Layout, g: &Grid) {
    let ink = palette().nearest(hex3(theme::GRID));
    let mut rect = |x: i32, y: i32, w: i32, h: i32| {
        for yy in y.max(0)..(y + h).min(img.height as i32) {
            for xx in x.max(0)..(x + w).min(img.width as i32) {
                img.px[(yy * img.width as i32 + xx) as usize] = ink;
            }
        }
    };
    let (files, ranks) = (i32::from(l.files), i32::from(l.ranks));
    let half = g.line / 2;
    // The frame grows outwards from where an inner line would be, keeping tiles equal.
    let left = g.gx - half + g.line - g.frame;
    let top = g.gy - half + g.line - g.frame;
    let right = g.gx + files * g.pitch - half;
    let bottom = g.gy + ranks * g.pitch - half;
    let (full_w, full_h) = (right + g.frame - left, bottom + g.frame - top);
    for c in 1..files {
        rect(g.gx + c * g.pitch - half, top, g.line, full_h);
    }
    for r in 1..ranks {
        rect(left, g.gy + r * g.pitch - half, full_w, g.line);
    }
    rect(left, top, g.frame, full_h);
    rect(right, top, g.frame, full_h);
    rect(left, top, full_w, g.frame);
    rect(left, bottom, full_w, g.frame);
}

fn hex3(s: &str) -> [u8; 3] {
    let v = u32::from_str_radix(s.trim_start_matches('#'), 16).unwrap_or(0);
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

fn piece_key(d: &Diagram, kanji: &str, abbrev: &str, promoted: bool, side: Side) -> PieceKey {
    PieceKey {
        kanji: kanji.to_owned(),
        abbrev: abbrev.to_owned(),
        promoted,
        down: (side == Side::White) != d.flipped,
        dark: Label::dark_for(d.style, side),
    }
}

fn squares(img: &mut Indexed, d: &Diagram, l: &Layout, g: &Grid) -> Result<(), RenderError> {
    let depth = d.zone_depth.min(l.ranks / 2);
    let parity = u32::from(l.ranks.saturating_sub(1)) % 2;
    let zd = d.zone_depth;
    let stars_on = d.star_points && zd > 0 && 2 * zd < l.ranks && 2 * zd < l.files;
    let star =
        |c: u8, r: u8| stars_on && (c == zd || c == l.files - zd) && (r == zd || r == l.ranks - zd);
    for row in 0..l.ranks {
        for col in 0..l.files {
            let set = marks::set_at(d, col, row);
            let p = d.piece_at(col, row);
            if set == 0 && p.is_none() {
                continue; // the background already shows the empty square
            }
            let (c, r) = l.screen_cell(col, row);
            let stars = u8::from(star(c, r))
                | u8::from(star(c + 1, r)) << 1
                | u8::from(star(c, r + 1)) << 2
                | u8::from(star(c + 1, r + 1)) << 3;
            let key = Key::Square {
                pitch: g.pitch,
                line: g.line,
                style: d.style,
                dark: d.checkered && (u32::from(col) + u32::from(row)) % 2 == parity,
                zone: r < depth || r >= l.ranks - depth,
                stars,
                marks: set,
                piece: p.map(|p| piece_key(d, &p.kanji, &p.abbrev, p.promoted, p.side)),
            };
            let tile = part(key.clone(), || square_tile(&key, g))?;
            let (x, y) = g.tile_at(c, r);
            img.blit(&tile, x, y);
        }
    }
    Ok(())
}

fn square_tile(key: &Key, g: &Grid) -> Result<Indexed, RenderError> {
    let Key::Square {
        style,
        dark,
        zone,
        stars,
        marks: set,
        piece: p,
        ..
    } = key
    else {
        return Err(RenderError::Encode("not a square tile".into()));
    };
    let t = g.tile().max(1) as u32;
    let inset = -(g.inset() as f32);
    let wood = if *dark {
        theme::WOOD_CHECK
    } else {
        theme::WOOD
    };
    let svg = svg_px(t, t, wood, (inset, inset, g.scale), |w| {
        if *zone {
            w.start("rect")
                .attr("width", SQ)
                .attr("height", SQ)
                .attr("fill", theme::ZONE)
                .attr("fill-opacity", theme::ZONE_OPACITY)
                .leaf();
        }
        for (bit, (x, y)) in [(0.0, 0.0), (SQ, 0.0), (0.0, SQ), (SQ, SQ)]
            .into_iter()
            .enumerate()
        {
            if stars & (1 << bit) != 0 {
                w.start("circle")
                    .attr("cx", x)
                    .attr("cy", y)
                    .attr("r", 7.0_f32)
                    .attr("fill", theme::GRID)
                    .leaf();
            }
        }
        marks::tints(w, *set, 0.0, 0.0);
        if let Some(p) = p {
            draw_piece(w, p, *style, SQ / 2.0, SQ / 2.0, 1.0, "piece");
        }
        for m in Mark::ALL {
            if set & m.bit() != 0 {
                marks::symbol(w, m, SQ / 2.0, SQ / 2.0);
            }
        }
    });
    rasterize(&svg, t, t)
}

fn draw_piece(
    w: &mut SvgWriter,
    p: &PieceKey,
    style: PieceStyle,
    cx: f32,
    cy: f32,
    scale: f32,
    class: &str,
) {
    let placement = Placement {
        cx,
        cy,
        scale,
        down: p.down,
    };
    let label = Label {
        kanji: &p.kanji,
        abbrev: &p.abbrev,
        promoted: p.promoted,
        dark: p.dark,
    };
    piece::draw(w, class, &placement, &label, style, true);
}

fn hands_cells(img: &mut Indexed, d: &Diagram, l: &Layout, g: &Grid) -> Result<(), RenderError> {
    let tw = (HAND_PITCH * g.scale).round().max(1.0) as u32;
    let th = (HAND_ROW * g.scale).round().max(1.0) as u32;
    for panel in &l.hands {
        let entries: &[HandEntry] = &d.hands[panel.side.index()];
        for (i, e) in entries.iter().filter(|e| e.count > 0).enumerate() {
            let (cx, cy) = panel.slot_center(i);
            let (px, py) = g.px(cx, cy);
            let x = (px - tw as f32 / 2.0).round() as i32;
            let y = (py - th as f32 / 2.0).round() as i32;
            let key = Key::Hand {
                pitch: g.pitch,
                style: d.style,
                piece: piece_key(d, &e.kanji, &e.abbrev, false, panel.side),
                count: e.count,
            };
            let tile = part(key, || {
                let entry = HandEntry::new(&e.kanji, &e.abbrev, e.count);
                let down = l.points_down(panel.side);
                let (ox, oy) = (tw as f32 / 2.0, th as f32 / 2.0);
                let svg = svg_px(tw, th, theme::STAND, (ox, oy, g.scale), |w| {
                    hands::cell(w, &entry, panel.side, down, d.style, 0.0, 0.0);
                });
                rasterize(&svg, tw, th)
            })?;
            img.blit(&tile, x, y);
        }
    }
    Ok(())
}

/// A line of text (the header or the footer) drawn alone into a full-width strip and
/// copied in; returns the strip's top row.
fn text_strip(
    img: &mut Indexed,
    class: &str,
    text: &str,
    line: &TextLine,
    l: &Layout,
    g: &Grid,
) -> Result<u32, RenderError> {
    let (_, top) = g.px(0.0, line.y - 1.05 * line.size);
    let (_, bottom) = g.px(0.0, line.y + 0.4 * line.size);
    let y0 = (top.floor() as i32).max(0);
    let y1 = (bottom.ceil() as i32).min(img.height as i32);
    if y1 <= y0 {
        return Ok(0);
    }
    let key = Key::Strip {
        width: g.width,
        y0,
        y1,
        geometry: [
            g.scale.to_bits(),
            g.dx.to_bits(),
            line.y.to_bits(),
            line.size.to_bits(),
        ],
        text: text.to_string(),
    };
    let h = (y1 - y0) as u32;
    let strip = part(key, || {
        let svg = svg_px(
            g.width,
            h,
            theme::PAGE,
            (g.dx, g.dy - y0 as f32, g.scale),
            |w| scene::text_line(w, class, text, line, l.width),
        );
        rasterize(&svg, g.width, h)
    })?;
    img.blit(&strip, 0, y0);
    Ok(y0 as u32)
}
