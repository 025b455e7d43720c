//! The evaluation graph of a reviewed game (as lishogi draws one): one point per move, the
//! evaluation after it from Black's side, drawn on a scale of winning chances so that the
//! swings of an even game show and a won game flattens out near the edge. Below the curve
//! is Black's share (dark), above it White's (light); mistakes and blunders are marked with
//! a dot. Drawn on the graphs' shared plot (`plot.rs`), in the renderer's palette.

use super::check::RenderError;
use super::plot::{colour, Plot};
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

/// The graph of `evals` (one per move, centipawns from Black's side) with the `marks` at
/// their moves' indices, as a PNG of [`GRAPH_WIDTH`] x [`GRAPH_HEIGHT`].
pub fn eval_graph_png(evals: &[i32], marks: &[(usize, GraphMark)]) -> Result<Vec<u8>, RenderError> {
    let mut plot = Plot::new(GRAPH_WIDTH, GRAPH_HEIGHT, MARGIN, colour(theme::PAGE));
    let (light, dark) = (colour(theme::PIECE_FILL), colour(theme::STAND_EDGE));
    let (line, middle) = (colour(theme::PIECE_TEXT), colour(theme::GRID));
    let (mistake, blunder) = (colour(theme::JUMP), colour(theme::CHECK_FRAME));
    // Black's share (dark) below the curve, White's (light) above it.
    let plot_h = f64::from(plot.height - 1);
    let row_of = |cp: i32| (1.0 - chances(cp)) / 2.0 * plot_h;
    let rows: Vec<f64> = match evals {
        [] => vec![row_of(0)],
        _ => evals.iter().map(|&cp| row_of(cp)).collect(),
    };
    plot.curve(&rows, light, dark, line);
    plot.dashed_row(i64::from((plot.height - 1) / 2), middle);
    for &(i, mark) in marks {
        let Some(&cp) = evals.get(i) else { continue };
        let (c, r) = match mark {
            GraphMark::Mistake => (mistake, 4),
            GraphMark::Blunder => (blunder, 5),
        };
        plot.dot(plot.x_of(i, evals.len()).round(), row_of(cp).round(), r, c);
    }
    plot.png()
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
