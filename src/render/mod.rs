//! Board images: `Diagram` -> SVG (built in code) -> PNG (resvg / tiny-skia).
//!
//! The renderer knows no rules: callers describe what to draw in a
//! [`Diagram`]. See docs/rendering.md for the look, the fonts and the golden
//! tests.

mod board;
pub mod diagram;
mod font;
mod hands;
pub mod layout;
mod marks;
mod piece;
mod png;
pub mod position;
pub mod samples;
mod scene;
mod svg;
mod theme;

pub use diagram::{Diagram, DrawnPiece, HandEntry, Mark, PieceStyle, Side, MAX_SIZE};
pub use font::missing_glyphs;
pub use layout::Layout;
pub use png::{to_png, MAX_WIDTH_PX, MIN_WIDTH_PX};
pub use position::{board_diagram, piece_diagram, BoardOptions};
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
        if !(1..=MAX_SIZE).contains(&self.files) || !(1..=MAX_SIZE).contains(&self.ranks) {
            return bad(format!(
                "board {}x{} (1..={MAX_SIZE} each)",
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
        Ok(())
    }
}
