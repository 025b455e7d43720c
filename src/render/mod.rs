//! Board images: `Diagram` -> cached parts drawn by resvg, composited into palette indices ->
//! indexed PNG or animated GIF; `Diagram` -> SVG for vector output.
//!
//! The renderer knows no rules: callers describe what to draw in a
//! [`Diagram`]. See docs/rendering.md for the look, the fonts and the golden
//! tests.

mod board;
pub mod diagram;
pub mod eval_graph;
mod font;
pub mod gif;
mod hands;
pub mod layout;
pub mod lzw;
mod marks;
mod palette;
mod piece;
pub mod png;
pub mod position;
mod raster;
pub mod samples;
mod scene;
mod svg;
pub mod theme;

pub use self::gif::{game_gif, GameGif, GifOptions};
pub use diagram::{Diagram, DrawnPiece, HandEntry, Mark, PieceStyle, Side, MAX_DRAWN_SIZE};
pub use font::{embedded as embedded_fonts, missing_glyphs};
pub use layout::Layout;
pub use png::{to_png, MAX_WIDTH_PX, MIN_WIDTH_PX};
pub use position::{board_diagram, game_diagrams, piece_diagram, BoardOptions};
pub use raster::{compose, Indexed};
pub use scene::to_svg;

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("invalid diagram: {0}")]
    InvalidDiagram(String),
    #[error("image width {0} px is outside {MIN_WIDTH_PX}..={MAX_WIDTH_PX}")]
    Width(u32),
    #[error("SVG could not be parsed: {0}")]
    Svg(#[from] resvg::usvg::Error),
    #[error("cannot allocate a {0}x{1} image")]
    Allocation(u32, u32),
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

impl Diagram {
    /// Checks what `to_svg` would otherwise silently skip (it draws what it can).
    pub fn validate(&self) -> Result<(), RenderError> {
        let bad = |m: String| Err(RenderError::InvalidDiagram(m));
        if !(1..=MAX_DRAWN_SIZE).contains(&self.files)
            || !(1..=MAX_DRAWN_SIZE).contains(&self.ranks)
        {
            return bad(format!(
                "board {}x{} (1..={MAX_DRAWN_SIZE} each)",
                self.files, self.ranks
            ));
        }
        let squares = usize::from(self.files) * usize::from(self.ranks);
        if self.cells.len() != squares {
            return bad(format!("{} cells for {squares} squares", self.cells.len()));
        }
        if let Some((c, r, m)) = self
            .marks
            .iter()
            .find(|(c, r, _)| *c >= self.files || *r >= self.ranks)
        {
            return bad(format!("mark {m:?} on ({c}, {r}) is off the board"));
        }
        // A piece drawn as "?" would be a wrong board, not a cosmetic flaw.
        let labels = self
            .cells
            .iter()
            .flatten()
            .map(|p| (p.kanji.as_str(), p.abbrev.as_str()))
            .chain(
                self.hands
                    .iter()
                    .flatten()
                    .map(|e| (e.kanji.as_str(), e.abbrev.as_str())),
            );
        for (kanji, abbrev) in labels {
            if let Some(c) = font::missing_glyph(kanji, font::Face::Serif)
                .or_else(|| font::missing_glyph(abbrev, font::Face::Sans))
            {
                return bad(format!(
                    "no glyph for {c:?} (U+{:04X}) of piece {kanji:?} / {abbrev:?} in the embedded fonts",
                    u32::from(c)
                ));
            }
        }
        Ok(())
    }
}
