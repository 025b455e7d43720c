//! The evaluation graph of a reviewed game (as lishogi draws one): one point per move, the
//! evaluation after it from Black's side, drawn on a scale of winning chances so that the
//! swings of an even game show and a won game flattens out near the edge. Below the curve
//! is Black's share (dark), above it White's (light); mistakes and blunders are marked with
//! a dot. Drawn straight into the shared palette's indices and written as an indexed PNG.

use super::check::RenderError;
use super::palette::palette;
use super::png::encode_fresh;
use super::raster::Indexed;
use super::theme;

pub const GRAPH_WIDTH: u32 = 600;
pub const GRAPH_HEIGHT: u32 = 200;
/// The frame around the plot.
const MARGIN: u32 = 6;

/// How a move on the graph is marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GraphMark {
    Mistake,
    Blunder,
}

/// Centipawns (Black's view) as Black's winning chances, -1 (lost) to +1 (won): a logistic
/// curve, 400 cp about three quarters.
fn chances(cp: i32) -> f64 {
    2.0 / (1.0 + (-0.004 * f64::from(cp)).exp()) - 1.0
}

fn colour(hex: &str) -> u8 {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    palette().nearest([(v >> 16) as u8, (v >> 8) as u8, v as u8])
}

/// The graph of `evals` (one per move, centipawns from Black's side) with the `marks` at
/// their moves' indices, as a PNG of [`GRAPH_WIDTH`] x [`GRAPH_HEIGHT`].
pub fn eval_graph_png(evals: &[i32], marks: &[(usize, GraphMark)]) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (GRAPH_WIDTH, GRAPH_HEIGHT);
    let (page, light, dark) = (
        colour(theme::PAGE),
        colour(theme::PIECE_FILL),
        colour(theme::STAND_EDGE),
    );
    let (line, middle) = (colour(theme::PIECE_TEXT), colour(theme::GRID));
    let (mistake, blunder) = (colour(theme::JUMP), colour(theme::CHECK_FRAME));
    let mut img = Indexed {
        width: w,
        height: h,
        px: vec![page; (w * h) as usize],
        breaks: Vec::new(),
    };
    let (left, top) = (MARGIN, MARGIN);
    let (plot_w, plot_h) = (w - 2 * MARGIN, h - 2 * MARGIN);
    // The point of move i at the plot's x, and the curve's height at any x (linear
    // between points), in rows from the top of the plot.
    let span = evals.len().saturating_sub(1).max(1) as f64;
    let row_of = |cp: i32| (1.0 - chances(cp)) / 2.0 * f64::from(plot_h - 1);
    let x_of = |i: usize| i as f64 / span * f64::from(plot_w - 1);
    let curve = |x: f64| -> f64 {
        match evals {
            [] => row_of(0),
            [one] => row_of(*one),
            _ => {
                let at = x / f64::from(plot_w - 1) * span;
                let i = (at.floor() as usize).min(evals.len() - 2);
                let t = at - i as f64;
                row_of(evals[i]) * (1.0 - t) + row_of(evals[i + 1]) * t
            }
        }
    };
    let set = |img: &mut Indexed, x: i64, y: i64, c: u8| {
        if (0..i64::from(w)).contains(&x) && (0..i64::from(h)).contains(&y) {
            img.px[(y as u32 * w + x as u32) as usize] = c;
        }
    };
    let mut previous: Option<i64> = None;
    for px in 0..plot_w {
        let y = curve(f64::from(px)).round() as i64;
        for py in 0..plot_h {
            let c = if i64::from(py) < y { light } else { dark };
            set(&mut img, i64::from(left + px), i64::from(top + py), c);
        }
        // The curve two pixels thick, joined to the previous column when it jumps.
        let from = previous.unwrap_or(y).min(y);
        let to = previous.unwrap_or(y).max(y);
        for py in from..=to + 1 {
            set(&mut img, i64::from(left + px), i64::from(top) + py, line);
        }
        previous = Some(y);
    }
    let mid = i64::from(top + (plot_h - 1) / 2);
    for px in (0..plot_w).step_by(4) {
        set(&mut img, i64::from(left + px), mid, middle);
        set(&mut img, i64::from(left + px + 1), mid, middle);
    }
    for &(i, mark) in marks {
        let Some(&cp) = evals.get(i) else { continue };
        let (cx, cy) = (
            i64::from(left) + x_of(i).round() as i64,
            i64::from(top) + row_of(cp).round() as i64,
        );
        let (c, r) = match mark {
            GraphMark::Mistake => (mistake, 4),
            GraphMark::Blunder => (blunder, 5),
        };
        for dy in -r..=r {
            for dx in -r..=r {
                if dx * dx + dy * dy <= r * r {
                    set(&mut img, cx + dx, cy + dy, c);
                }
            }
        }
    }
    encode_fresh(&img)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>, Vec<u8>) {
        let mut reader = ::png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).expect("a frame");
        let plte = reader.info().palette.as_ref().expect("indexed").to_vec();
        (info.width, info.height, buf, plte)
    }

    #[test]
    fn the_curve_follows_the_evaluation_and_marks_show() {
        // Even, then Black far ahead, then White far ahead; a blunder at the swing.
        let evals = [0, 0, 1500, 1500, -1500, -1500];
        let png = eval_graph_png(&evals, &[(4, GraphMark::Blunder)]).expect("drawn");
        let (w, h, px, plte) = decode(&png);
        assert_eq!((w, h), (GRAPH_WIDTH, GRAPH_HEIGHT));
        let at = |x: u32, y: u32| px[(y * w + x) as usize];
        let (light, dark) = (colour(theme::PIECE_FILL), colour(theme::STAND_EDGE));
        // The share of Black's (dark) colour in a column: a half at the start, most of it
        // while Black leads, little while White does.
        let dark_share = |x: u32| {
            (MARGIN..h - MARGIN).filter(|&y| at(x, y) == dark).count() as f64
                / f64::from(h - 2 * MARGIN)
        };
        let col = |i: usize| MARGIN + (i as f64 / 5.0 * f64::from(w - 2 * MARGIN - 1)) as u32;
        assert!((dark_share(col(0) + 2) - 0.5).abs() < 0.05);
        assert!(dark_share(col(2) + 20) > 0.85);
        assert!(dark_share(col(5) - 2) < 0.15);
        assert!((MARGIN..h - MARGIN).any(|y| at(col(1), y) == light));
        // The blunder's dot, in the blunder colour of the palette.
        let red = colour(theme::CHECK_FRAME);
        assert!(
            (0..h).any(|y| at(col(4), y) == red),
            "the blunder is marked"
        );
        let rgb = &plte[usize::from(red) * 3..usize::from(red) * 3 + 3];
        assert_eq!(rgb, [0xd0, 0x10, 0x0c], "the renderer's palette");
        // Degenerate games still draw.
        assert!(eval_graph_png(&[], &[]).is_ok());
        assert!(eval_graph_png(&[300], &[(7, GraphMark::Mistake)]).is_ok());
    }
}
