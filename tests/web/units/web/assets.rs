//! Unit tests of src/web/assets.rs.

use seireigi::render::theme;
use seireigi::web::units::{blend, css};

#[test]
fn every_colour_of_the_style_sheet_is_filled_in() {
    let css = css();
    assert!(!css.contains('$'), "{css}");
    assert!(css.contains(theme::WOOD));
    assert_eq!(blend("#000000", "#ffffff", 0.5), "#808080");
    assert_eq!(blend("#102030", "#102030", 0.3), "#102030");
}
