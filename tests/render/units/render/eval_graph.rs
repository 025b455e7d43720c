//! The unit tests of src/render/eval_graph.rs.

use seireigi::render::eval_graph::*;
use seireigi::render::plot::colour;
use seireigi::render::theme;

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
