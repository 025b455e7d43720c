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
/// Public (hidden) only for its unit test in tests/render/units.
#[doc(hidden)]
pub const MARGIN: u32 = 6;

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
