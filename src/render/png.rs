//! PNG output. `to_png` composites cached parts (raster.rs) into palette indices and writes an
//! indexed-colour PNG; `vector` keeps the old whole-SVG path for comparison in the bench.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::check::RenderError;
use super::diagram::Diagram;
use super::palette::{palette, TRANSPARENT};
use super::raster::{compose, Indexed};

/// Renders `d` as a PNG `width_px` wide (height follows the layout).
pub fn to_png(d: &Diagram, width_px: u32) -> Result<Vec<u8>, RenderError> {
    encode(&compose(d, width_px)?)
}

/// Indexed colour, 8 bits, the shared palette, no row filter (palette indices are labels,
/// not intensities: neighbours' differences mean nothing to deflate).
///
/// The image data is deflated in horizontal bands (one per rank of squares, and the parts
/// above and below), each ending on a byte boundary with no reference before its start, so
/// compressed bands can be strung together into one zlib stream. A band whose pixels are the
/// same as one compressed before, at the same place in an image of the same size (most of
/// the board between two moves of a game), reuses those bytes: a move costs the deflate of
/// the few ranks it changed, at a level that packs well, instead of the whole image.
pub fn encode(img: &Indexed) -> Result<Vec<u8>, RenderError> {
    write_png(img, &zlib_bands(img, true)?)
}

/// `encode` without reusing any band (the cost of the first image of a game; for benches).
pub fn encode_fresh(img: &Indexed) -> Result<Vec<u8>, RenderError> {
    write_png(img, &zlib_bands(img, false)?)
}

fn write_png(img: &Indexed, idat: &[u8]) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(idat.len() + 1024);
    let mut enc = png::Encoder::new(&mut out, img.width, img.height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    let mut plte = palette().rgb_bytes();
    plte.truncate(usize::from(TRANSPARENT) * 3);
    enc.set_palette(plte);
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut writer = enc.write_header().map_err(err)?;
    writer.write_chunk(png::chunk::IDAT, idat).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

/// Level 2 of zlib-rs: within a few percent of the default level's size at a third of its
/// time, and only paid for the bands a move changed.
const LEVEL: u32 = 2;

struct Band {
    px: Vec<u8>,
    deflated: Vec<u8>,
    adler: u32,
}

type Slot = (u32, u32, u32, u32);

struct Bands {
    slots: HashMap<Slot, Vec<Arc<Band>>>,
    bytes: usize,
}

/// A few versions of each band (positions differ between the games being played).
const VERSIONS: usize = 8;
const BANDS_BYTES: usize = 64 << 20;

fn bands() -> &'static Mutex<Bands> {
    static B: OnceLock<Mutex<Bands>> = OnceLock::new();
    B.get_or_init(|| {
        Mutex::new(Bands {
            slots: HashMap::new(),
            bytes: 0,
        })
    })
}

fn zlib_bands(img: &Indexed, reuse: bool) -> Result<Vec<u8>, RenderError> {
    let w = img.width as usize;
    let mut out = vec![0x78, 0x01];
    let mut adler = 1u32;
    let mut y0 = 0u32;
    let mut breaks: Vec<u32> = img
        .breaks
        .iter()
        .copied()
        .filter(|&b| b > 0 && b < img.height)
        .collect();
    breaks.push(img.height);
    for y1 in breaks {
        if y1 <= y0 {
            continue;
        }
        let px = &img.px[y0 as usize * w..y1 as usize * w];
        let slot = (img.width, img.height, y0, y1);
        let hit = if reuse { cached_band(slot, px) } else { None };
        let band = hit.map_or_else(|| deflate_band(slot, px, w, reuse), Ok)?;
        out.extend_from_slice(&band.deflated);
        adler = adler32_combine(adler, band.adler, band.px.len() + (y1 - y0) as usize);
        y0 = y1;
    }
    // The last block: empty, fixed Huffman, final.
    out.extend_from_slice(&[0x03, 0x00]);
    out.extend_from_slice(&adler.to_be_bytes());
    Ok(out)
}

fn cached_band(slot: Slot, px: &[u8]) -> Option<Arc<Band>> {
    let b = bands().lock().ok()?;
    b.slots
        .get(&slot)?
        .iter()
        .find(|band| band.px == px)
        .cloned()
}

fn deflate_band(slot: Slot, px: &[u8], w: usize, keep: bool) -> Result<Arc<Band>, RenderError> {
    let mut raw = Vec::with_capacity(px.len() + px.len() / w.max(1));
    for row in px.chunks(w.max(1)) {
        raw.push(0); // filter: none
        raw.extend_from_slice(row);
    }
    let mut c = flate2::Compress::new(flate2::Compression::new(LEVEL), false);
    let mut deflated = Vec::with_capacity(raw.len() / 4 + 64);
    loop {
        let done = c.total_in() as usize;
        let st = c
            .compress_vec(&raw[done..], &mut deflated, flate2::FlushCompress::Sync)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        if c.total_in() as usize == raw.len() && deflated.len() < deflated.capacity() {
            break;
        }
        if st == flate2::Status::BufError || deflated.len() == deflated.capacity() {
            deflated.reserve(raw.len() / 4 + 64);
        }
    }
    let band = Arc::new(Band {
        px: px.to_vec(),
        deflated,
        adler: adler32(&raw),
    });
    if let (true, Ok(mut b)) = (keep, bands().lock()) {
        let size = band.px.len() + band.deflated.len();
        if b.bytes + size > BANDS_BYTES {
            b.slots.clear();
            b.bytes = 0;
        }
        b.bytes += size;
        let versions = b.slots.entry(slot).or_default();
        if versions.len() >= VERSIONS {
            versions.remove(0);
        }
        versions.push(band.clone());
    }
    Ok(band)
}

const ADLER_MOD: u32 = 65_521;

/// The Adler-32 of `data` (zlib's trailer); public (hidden) only for its unit test in
/// tests/render/units.
#[doc(hidden)]
pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    // 5552 bytes is the most that can be summed before the u32 sums could overflow.
    for chunk in data.chunks(5552) {
        for &x in chunk {
            a += u32::from(x);
            b += a;
        }
        a %= ADLER_MOD;
        b %= ADLER_MOD;
    }
    (b << 16) | a
}

/// The Adler-32 of two pieces of data strung together, from theirs and the second's length.
/// Public (hidden) only for its unit test in tests/render/units.
#[doc(hidden)]
pub fn adler32_combine(first: u32, second: u32, second_len: usize) -> u32 {
    let m = u64::from(ADLER_MOD);
    let n = second_len as u64 % m;
    let (a1, b1) = (u64::from(first & 0xffff), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xffff), u64::from(second >> 16));
    // a = a1 + a2 - 1; b = b1 + b2 + n * (a1 - 1)
    let a = (a1 + a2 + m - 1) % m;
    let b = (b1 + b2 + n * ((a1 + m - 1) % m)) % m;
    ((b as u32) << 16) | a as u32
}

/// The previous pipeline, kept for the bench: the whole SVG rasterised by resvg for every
/// image, then RGB PNG with fast deflate and adaptive filters.
pub mod vector {
    use resvg::tiny_skia;
    use resvg::usvg;

    use crate::render::check::{check, RenderError};
    use crate::render::diagram::Diagram;
    use crate::render::{font, scene};

    /// Parses and rasterises the whole SVG, with the embedded fonts.
    pub fn rasterize(d: &Diagram, width_px: u32) -> Result<tiny_skia::Pixmap, RenderError> {
        check(d, width_px)?;
        let opts = usvg::Options {
            fontdb: font::database(),
            ..usvg::Options::default()
        };
        let tree = usvg::Tree::from_str(&scene::to_svg(d), &opts)?;
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

    /// Today's pipeline before compositing: RGB, fast deflate, adaptive filters.
    pub fn to_png(d: &Diagram, width_px: u32) -> Result<Vec<u8>, RenderError> {
        let pixmap = rasterize(d, width_px)?;
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

    /// The naive baseline: the same SVG through resvg's defaults and tiny-skia's own PNG
    /// encoder (RGBA, default settings).
    pub fn to_png_naive(d: &Diagram, width_px: u32) -> Result<Vec<u8>, RenderError> {
        rasterize(d, width_px)?
            .encode_png()
            .map_err(|e| RenderError::Encode(e.to_string()))
    }
}
