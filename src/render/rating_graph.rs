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
const MARGIN: u32 = 6;

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
fn scale(ratings: &[i32]) -> (i32, i32, i32) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut reader = ::png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).expect("a frame");
        (info.width, info.height, buf)
    }

    #[test]
    fn the_scale_is_round_and_holds_every_rating() {
        assert_eq!(scale(&[1500, 1662]), (1400, 1800, 100));
        assert_eq!(scale(&[1500]), (1400, 1600, 100));
        assert_eq!(scale(&[600, 2400]), (500, 2500, 500));
        assert_eq!(scale(&[]), (1400, 1600, 100));
    }

    /// The area under the curve (the dark colour) grows with the rating: a player who went
    /// from 1500 up to 1900 has more of it at the right than at the left; the dots are drawn.
    #[test]
    fn the_curve_rises_with_the_rating() {
        let graph = rating_graph_png(&[1500, 1662, 1750, 1900]).expect("drawn");
        assert_eq!((graph.low, graph.high, graph.step), (1400, 2000, 100));
        let (w, h, px) = decode(&graph.png);
        assert_eq!((w, h), (RATING_GRAPH_WIDTH, RATING_GRAPH_HEIGHT));
        let below = colour(theme::STAND_EDGE);
        let share = |x: u32| {
            (MARGIN..h - MARGIN)
                .filter(|&y| px[(y * w + x) as usize] == below)
                .count() as f64
                / f64::from(h - 2 * MARGIN)
        };
        // 1500 of 1400..2000 is a sixth of the height; 1900 five sixths.
        assert!(
            (share(MARGIN + 10) - 1.0 / 6.0).abs() < 0.05,
            "{}",
            share(MARGIN + 10)
        );
        assert!((share(w - MARGIN - 10) - 5.0 / 6.0).abs() < 0.06);
        assert!(px.contains(&colour(theme::JUMP)), "the games' dots");
        assert!(rating_graph_png(&[]).is_ok());
    }
}
