//! Board images: `Diagram` -> cached parts drawn by resvg, composited into palette indices ->
//! indexed PNG or animated GIF; `Diagram` -> SVG for vector output.
//!
//! The renderer knows no rules: callers describe what to draw in a
//! [`Diagram`]. See docs/rendering.md for the look, the fonts and the golden
//! tests.

// The `#[doc(hidden)] pub` modules and items are public only for the unit tests in
// tests/render/units (issue 29: the library is not compiled a second time for tests).
mod board;
mod check;
pub mod diagram;
pub mod eval_graph;
#[doc(hidden)]
pub mod font;
pub mod gif;
mod hands;
pub mod layout;
pub mod lzw;
mod marks;
#[doc(hidden)]
pub mod palette;
mod piece;
#[doc(hidden)]
pub mod plot;
pub mod png;
pub mod position;
mod raster;
pub mod rating_graph;
mod scene;
pub mod standings;
#[doc(hidden)]
pub mod svg;
pub mod theme;

pub use self::gif::{game_gif, GameGif, GifOptions};
pub use check::{RenderError, MAX_WIDTH_PX, MIN_WIDTH_PX};
pub use diagram::{Diagram, DrawnPiece, HandEntry, Mark, PieceStyle, Side, MAX_DRAWN_SIZE};
pub use font::{embedded as embedded_fonts, missing_glyphs, MissingGlyphs};
pub use layout::Layout;
pub use png::to_png;
pub use position::{
    board_diagram, game_diagrams, outcome_words, piece_diagram, piece_diagram_in, reason_words,
    BoardOptions,
};
pub use raster::{compose, Indexed};
pub use scene::to_svg;
