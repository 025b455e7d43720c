//! The unit tests of src/render/palette.rs.

use seireigi::render::palette::*;
use seireigi::render::theme;

#[test]
fn fits_a_gif_with_a_free_index_and_holds_the_theme() {
    let p = palette();
    let n = p.colours().len();
    assert!(n <= 255, "{n} colours");
    // The ramps and surfaces must leave room for at least part of the fallback cube.
    assert!(n > 200, "only {n} colours");
    for c in [
        theme::PAGE,
        theme::WOOD,
        theme::PIECE_TEXT,
        theme::DARK_PIECE_FILL,
    ] {
        let rgb = hex(c);
        assert_eq!(p.colours()[usize::from(p.nearest(rgb))], rgb, "{c}");
    }
    let q = p.quantize(&[240, 207, 142, 255, 240, 207, 142, 255, 1, 2, 3, 255]);
    assert_eq!(q[0], q[1]);
    assert_eq!(p.colours()[usize::from(q[0])], hex(theme::WOOD));
    assert_eq!(p.rgb_bytes().len(), 768);
}
