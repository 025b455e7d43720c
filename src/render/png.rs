//! SVG -> PNG with resvg, using only the embedded fonts.

use resvg::tiny_skia;
use resvg::usvg;

use super::diagram::Diagram;
use super::{font, scene, RenderError};

pub const MIN_WIDTH_PX: u32 = 64;
/// Far above what Discord shows; bounds memory for a bad request.
pub const MAX_WIDTH_PX: u32 = 4096;

/// Renders `d` as a PNG `width_px` wide (height follows the layout).
pub fn to_png(d: &Diagram, width_px: u32) -> Result<Vec<u8>, RenderError> {
    d.validate()?;
    if !(MIN_WIDTH_PX..=MAX_WIDTH_PX).contains(&width_px) {
        return Err(RenderError::Width(width_px));
    }
    let pixmap = rasterize(&scene::to_svg(d), width_px)?;
    encode(&pixmap)
}

fn rasterize(svg: &str, width_px: u32) -> Result<tiny_skia::Pixmap, RenderError> {
    let opts = usvg::Options {
        fontdb: font::database(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &opts)?;
    let size = tree.size();
    let scale = width_px as f32 / size.width();
    let height_px = (size.height() * scale).ceil().max(1.0) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(width_px, height_px)
        .ok_or(RenderError::Allocation(width_px, height_px))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// Opaque RGB, fast deflate, adaptive row filters: about half the bytes of
/// tiny-skia's own encoder (RGBA, one filter) in the same ~3 ms at 1000 px.
/// `Compression::Default` would halve the size again but costs ~20 ms, more
/// than the whole rest of the render; Discord's media proxy rescales previews
/// for phones anyway.
fn encode(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, RenderError> {
    // The page background is opaque, so premultiplied equals straight colour;
    // compositing over black covers any pixel that is not.
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut enc = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::FilterType::Paeth);
    enc.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut writer = enc.write_header().map_err(err)?;
    writer.write_image_data(&rgb).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}
