//! What the graphs share (a review's evaluation graph, a player's rating history): a plot
//! framed by the page colour, drawn straight into the shared palette's indices, with a curve
//! through evenly spaced points and the areas above and below it filled, dashed guide lines
//! and dots; written as an indexed PNG.

use super::check::RenderError;
use super::palette::palette;
use super::png::encode_fresh;
use super::raster::Indexed;

/// The palette index nearest to a theme colour (`#rrggbb`).
pub fn colour(hex: &str) -> u8 {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    palette().nearest([(v >> 16) as u8, (v >> 8) as u8, v as u8])
}

/// An image with a plot area inset by a margin; coordinates are the plot's (0, 0 at its top
/// left), and whatever falls outside the image is dropped.
pub struct Plot {
    img: Indexed,
    margin: u32,
    /// The plot area's width and height in pixels.
    pub width: u32,
    pub height: u32,
}

impl Plot {
    /// A `width` x `height` image of colour `page`, its plot `margin` pixels in.
    pub fn new(width: u32, height: u32, margin: u32, page: u8) -> Plot {
        Plot {
            img: Indexed {
                width,
                height,
                px: vec![page; (width * height) as usize],
                breaks: Vec::new(),
            },
            margin,
            width: width.saturating_sub(2 * margin).max(2),
            height: height.saturating_sub(2 * margin).max(2),
        }
    }

    pub fn set(&mut self, x: i64, y: i64, c: u8) {
        let (x, y) = (x + i64::from(self.margin), y + i64::from(self.margin));
        let (w, h) = (i64::from(self.img.width), i64::from(self.img.height));
        if (0..w).contains(&x) && (0..h).contains(&y) {
            self.img.px[(y * w + x) as usize] = c;
        }
    }

    /// The column of point `i` of `n` spread evenly over the plot's width.
    pub fn x_of(&self, i: usize, n: usize) -> f64 {
        let span = n.saturating_sub(1).max(1) as f64;
        i as f64 / span * f64::from(self.width - 1)
    }

    /// Fills every column of the plot, `above` over the curve and `below` under it, and draws
    /// the curve two pixels thick in `line`, joined where it jumps between columns. `rows`:
    /// the curve's row at each point (evenly spaced, linear between them); none draws a curve
    /// along the middle.
    pub fn curve(&mut self, rows: &[f64], above: u8, below: u8, line: u8) {
        let middle = [f64::from(self.height - 1) / 2.0];
        let rows = if rows.is_empty() { &middle[..] } else { rows };
        let span = rows.len().saturating_sub(1).max(1) as f64;
        let last_col = f64::from(self.width - 1);
        let row_at = |x: f64| -> f64 {
            match rows {
                [one] => *one,
                _ => {
                    let at = x / last_col * span;
                    let i = (at.floor() as usize).min(rows.len() - 2);
                    let t = at - i as f64;
                    rows[i] * (1.0 - t) + rows[i + 1] * t
                }
            }
        };
        let mut previous: Option<i64> = None;
        for px in 0..i64::from(self.width) {
            let y = row_at(px as f64).round() as i64;
            for py in 0..i64::from(self.height) {
                self.set(px, py, if py < y { above } else { below });
            }
            let from = previous.unwrap_or(y).min(y);
            let to = previous.unwrap_or(y).max(y);
            for py in from..=to + 1 {
                self.set(px, py, line);
            }
            previous = Some(y);
        }
    }

    /// A dashed horizontal line across the plot at `row`.
    pub fn dashed_row(&mut self, row: i64, c: u8) {
        for px in (0..i64::from(self.width)).step_by(4) {
            self.set(px, row, c);
            self.set(px + 1, row, c);
        }
    }

    /// A filled dot of radius `r` centred at (`x`, `y`).
    pub fn dot(&mut self, x: f64, y: f64, r: i64, c: u8) {
        let (cx, cy) = (x.round() as i64, y.round() as i64);
        for dy in -r..=r {
            for dx in -r..=r {
                if dx * dx + dy * dy <= r * r {
                    self.set(cx + dx, cy + dy, c);
                }
            }
        }
    }

    pub fn png(&self) -> Result<Vec<u8>, RenderError> {
        encode_fresh(&self.img)
    }
}
