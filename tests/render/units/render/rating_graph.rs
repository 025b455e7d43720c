//! The unit tests of src/render/rating_graph.rs.

use seireigi::render::plot::colour;
use seireigi::render::rating_graph::*;
use seireigi::render::theme;

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
