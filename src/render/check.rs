//! What a diagram and an image width must be before anything is drawn, and the errors of
//! drawing.

use super::diagram::{Diagram, MAX_DRAWN_SIZE};

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
        Ok(())
    }
}

pub const MIN_WIDTH_PX: u32 = 64;
/// Far above what Discord shows; bounds memory for a bad request.
pub const MAX_WIDTH_PX: u32 = 4096;

/// Checks a diagram and a width before any drawing.
pub fn check(d: &Diagram, width_px: u32) -> Result<(), RenderError> {
    d.validate()?;
    if !(MIN_WIDTH_PX..=MAX_WIDTH_PX).contains(&width_px) {
        return Err(RenderError::Width(width_px));
    }
    Ok(())
}
