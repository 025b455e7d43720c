//! The one palette every image shares (PNG and GIF), at most 255 colours so that a GIF keeps
//! an index free for "unchanged". Built from the theme: each flat colour the renderer paints,
//! the surfaces under the tints and shadows, and ramps for the edges anti-aliasing blends
//! (text on a piece, a piece's edge on the wood, ...), then a coarse cube for anything else.
//! Flat areas map exactly, so the images compress as well as the drawing allows.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::theme;

/// Index never used by a colour: GIF frames use it for "unchanged pixel".
pub const TRANSPARENT: u8 = 255;

pub struct Palette {
    colours: Vec<[u8; 3]>,
}

/// A theme colour (`#rgb` or `#rrggbb`) as bytes; public (hidden) only for the unit test
/// of the palette in tests/render/units.
#[doc(hidden)]
pub fn hex(s: &str) -> [u8; 3] {
    let v = u32::from_str_radix(s.trim_start_matches('#'), 16).unwrap_or(0);
    let v = if s.len() == 4 {
        // #rgb
        let (r, g, b) = ((v >> 8) & 0xf, (v >> 4) & 0xf, v & 0xf);
        (r * 17) << 16 | (g * 17) << 8 | (b * 17)
    } else {
        v
    };
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

/// `fg` painted with opacity `t` over `bg`.
fn mix(bg: [u8; 3], fg: [u8; 3], t: f32) -> [u8; 3] {
    let m = |a: u8, b: u8| (f32::from(a) * (1.0 - t) + f32::from(b) * t).round() as u8;
    [m(bg[0], fg[0]), m(bg[1], fg[1]), m(bg[2], fg[2])]
}

impl Palette {
    fn build() -> Palette {
        let mut p = Builder::default();
        let h = hex;
        let (wood, check, zone) = (h(theme::WOOD), h(theme::WOOD_CHECK), h(theme::ZONE));
        let squares = [
            wood,
            check,
            mix(wood, zone, theme::ZONE_OPACITY),
            mix(check, zone, theme::ZONE_OPACITY),
        ];
        let mut surfaces = squares.to_vec();
        for s in squares {
            surfaces.push(mix(s, h(theme::LAST_MOVE), theme::LAST_MOVE_OPACITY));
            surfaces.push(mix(s, h(theme::CHECK), theme::CHECK_OPACITY));
            surfaces.push(mix(s, h(theme::SELECTED), theme::SELECTED_OPACITY));
        }
        surfaces.push(h(theme::STAND));
        let black = h(theme::SHADOW);
        for &s in &surfaces {
            p.add(s);
            p.add(mix(s, black, theme::SHADOW_OPACITY));
        }
        let flat = [
            theme::PAGE,
            theme::PAGE_TEXT,
            theme::COORD_TEXT,
            theme::GRID,
            theme::STAND_EDGE,
            theme::PIECE_FILL,
            theme::PIECE_EDGE,
            theme::PIECE_TEXT,
            theme::PROMOTED_TEXT,
            theme::DARK_PIECE_FILL,
            theme::DARK_PIECE_EDGE,
            theme::DARK_PIECE_TEXT,
            theme::DARK_PROMOTED_TEXT,
            theme::CHECK_FRAME,
            theme::LAST_MOVE_FRAME,
            theme::SELECTED,
            theme::BADGE,
            theme::BADGE_TEXT,
            theme::STEP,
            theme::SLIDE,
            theme::JUMP,
            theme::HOOK,
            theme::LION,
            theme::RANGE_JUMP,
            "#ffffff",
        ];
        for c in flat {
            p.add(h(c));
        }
        for &s in &squares[..3] {
            p.add(mix(s, h(theme::DEST), theme::DEST_OPACITY));
        }
        let ramps: [(&str, [u8; 3], usize); 25] = [
            (theme::PIECE_TEXT, h(theme::PIECE_FILL), 9),
            (theme::PROMOTED_TEXT, h(theme::PIECE_FILL), 7),
            (theme::DARK_PIECE_TEXT, h(theme::DARK_PIECE_FILL), 8),
            (theme::DARK_PROMOTED_TEXT, h(theme::DARK_PIECE_FILL), 6),
            (theme::PAGE_TEXT, h(theme::PAGE), 8),
            (theme::COORD_TEXT, h(theme::PAGE), 5),
            (theme::BADGE_TEXT, h(theme::BADGE), 6),
            (theme::PIECE_EDGE, h(theme::PIECE_FILL), 3),
            (theme::PIECE_EDGE, wood, 4),
            (theme::PIECE_EDGE, squares[2], 3),
            (theme::PIECE_EDGE, check, 3),
            (theme::PIECE_EDGE, h(theme::STAND), 4),
            (theme::DARK_PIECE_EDGE, wood, 3),
            (theme::DARK_PIECE_EDGE, h(theme::STAND), 3),
            (theme::DARK_PIECE_FILL, wood, 3),
            (theme::BADGE, h(theme::STAND), 3),
            (theme::BADGE, h(theme::PIECE_FILL), 3),
            (theme::GRID, wood, 4),
            (theme::WOOD, h(theme::PAGE), 4),
            (theme::STAND_EDGE, h(theme::PAGE), 3),
            (theme::STAND_EDGE, h(theme::STAND), 3),
            (theme::PIECE_TEXT, h(theme::STAND), 4),
            (
                theme::CHECK_FRAME,
                mix(wood, h(theme::CHECK), theme::CHECK_OPACITY),
                2,
            ),
            (
                theme::SELECTED,
                mix(wood, h(theme::SELECTED), theme::SELECTED_OPACITY),
                2,
            ),
            (
                theme::LAST_MOVE_FRAME,
                mix(wood, h(theme::LAST_MOVE), theme::LAST_MOVE_OPACITY),
                2,
            ),
        ];
        for (fg, bg, steps) in ramps {
            for i in 1..=steps {
                p.add(mix(bg, h(fg), i as f32 / (steps + 1) as f32));
            }
        }
        // Anything else (a rare blend of three colours) finds a neighbour in a coarse cube.
        for r in [0u8, 85, 170, 255] {
            for g in [0u8, 85, 170, 255] {
                for b in [0u8, 85, 170, 255] {
                    if p.colours.len() < usize::from(TRANSPARENT) {
                        p.add([r, g, b]);
                    }
                }
            }
        }
        p.colours.truncate(usize::from(TRANSPARENT));
        Palette { colours: p.colours }
    }

    /// The colours, in index order (public for the tests, which check the palette's fit).
    pub fn colours(&self) -> &[[u8; 3]] {
        &self.colours
    }

    /// `PLTE` bytes: r, g, b per entry; entry 255 (never used) is padding for GIF.
    pub fn rgb_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.colours.iter().flatten().copied().collect();
        out.resize(256 * 3, 0);
        out
    }

    /// The nearest entry, weighting green most as the eye does.
    pub fn nearest(&self, c: [u8; 3]) -> u8 {
        let d = |p: &[u8; 3]| {
            let dr = i32::from(p[0]) - i32::from(c[0]);
            let dg = i32::from(p[1]) - i32::from(c[1]);
            let db = i32::from(p[2]) - i32::from(c[2]);
            3 * dr * dr + 4 * dg * dg + 2 * db * db
        };
        let best = self
            .colours
            .iter()
            .enumerate()
            .min_by_key(|(_, p)| d(p))
            .map_or(0, |(i, _)| i);
        best as u8
    }

    /// Indices of an opaque premultiplied RGBA buffer (tiny-skia's), one byte a pixel.
    pub fn quantize(&self, rgba: &[u8]) -> Vec<u8> {
        let mut memo: HashMap<[u8; 3], u8> = HashMap::new();
        let mut last = ([0u8; 3], self.nearest([0, 0, 0]));
        rgba.chunks_exact(4)
            .map(|p| {
                let c = [p[0], p[1], p[2]];
                if c != last.0 {
                    let i = *memo.entry(c).or_insert_with(|| self.nearest(c));
                    last = (c, i);
                }
                last.1
            })
            .collect()
    }
}

#[derive(Default)]
struct Builder {
    colours: Vec<[u8; 3]>,
}

impl Builder {
    fn add(&mut self, c: [u8; 3]) {
        if !self.colours.contains(&c) {
            self.colours.push(c);
        }
    }
}

pub fn palette() -> &'static Palette {
    static P: OnceLock<Palette> = OnceLock::new();
    P.get_or_init(Palette::build)
}
