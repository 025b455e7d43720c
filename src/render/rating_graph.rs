//! A player's rating history in one game: the rating before their first rated game, then
//! after each one, evenly spaced, on a scale from a round number below the lowest to one
//! above the highest, with a dashed line every `step` points and a dot per game. Drawn on the
//! graphs' shared plot (`plot.rs`) in the renderer's palette; the caller writes the scale in
//! words (the image has no text).

use super::check::RenderError;
use super::plot::{colour, Plot};
use super::theme;

pub const RATING_GRAPH_WIDTH: u32 = 600;
pub const RATING_GRAPH_HEIGHT: u32 = 200;
/// Public (hidden) only for its unit test in tests/render/units.
#[doc(hidden)]
pub const MARGIN: u32 = 6;

/// The drawn graph and its scale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingGraph {
    pub png: Vec<u8>,
    /// The ratings at the bottom and top edges of the plot.
    pub low: i32,
    pub high: i32,
    /// Points between two dashed lines.
    pub step: i32,
}

/// The scale of `ratings`: (low, high, step), low and high multiples of step, at least 50
/// points beyond the extremes, with at most 8 lines between them.
/// Public (hidden) only for its unit test in tests/render/units.
#[doc(hidden)]
pub fn scale(ratings: &[i32]) -> (i32, i32, i32) {
    let min = ratings.iter().copied().min().unwrap_or(1500);
    let max = ratings.iter().copied().max().unwrap_or(1500);
    let step = [100, 200, 500, 1000]
        .into_iter()
        .find(|s| (max - min + 100) / s < 8)
        .unwrap_or(1000);
    let low = (min - 50).div_euclid(step) * step;
    let high = (max + 50 + step - 1).div_euclid(step) * step;
    (low, high.max(low + step), step)
}

/// The graph of `ratings` (the first is the rating before the first game, then one after
/// each game), [`RATING_GRAPH_WIDTH`] x [`RATING_GRAPH_HEIGHT`].
pub fn rating_graph_png(ratings: &[i32]) -> Result<RatingGraph, RenderError> {
    let mut plot = Plot::new(
        RATING_GRAPH_WIDTH,
        RATING_GRAPH_HEIGHT,
        MARGIN,
        colour(theme::PAGE),
    );
    let (above, below) = (colour(theme::PAGE), colour(theme::STAND_EDGE));
    let (line, guide, dot) = (
        colour(theme::PIECE_FILL),
        colour(theme::GRID),
        colour(theme::JUMP),
    );
    let (low, high, step) = scale(ratings);
    let plot_h = f64::from(plot.height - 1);
    let row_of = |r: i32| f64::from(high - r) / f64::from(high - low) * plot_h;
    let rows: Vec<f64> = ratings.iter().map(|&r| row_of(r)).collect();
    plot.curve(&rows, above, below, line);
    for level in (low..=high).step_by(step as usize) {
        plot.dashed_row(row_of(level).round() as i64, guide);
    }
    // A dot on every game once there is room for them.
    if ratings.len() <= 60 {
        for (i, &r) in ratings.iter().enumerate().skip(1) {
            plot.dot(
                plot.x_of(i, ratings.len()).round(),
                row_of(r).round(),
                3,
                dot,
            );
        }
    }
    Ok(RatingGraph {
        png: plot.png()?,
        low,
        high,
        step,
    })
}
