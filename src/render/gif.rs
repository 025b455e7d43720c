//! Whole games as animated GIFs (Discord animates GIF, not APNG). Frames are composited from
//! the same cached parts and palette as the PNGs; each frame after the first holds only the
//! rectangle that changed, with unchanged pixels inside it transparent (lila-gif's approach),
//! so a move costs a few squares and the footer.

use std::borrow::Cow;

use super::check::RenderError;
use super::diagram::Diagram;
use super::lzw;
use super::palette::{palette, TRANSPARENT};
use super::raster::{compose, Indexed};

/// Indices run up to `TRANSPARENT` (255): eight bits a pixel before compression.
const MIN_CODE_SIZE: u8 = 8;

#[derive(Clone, Debug)]
pub struct GifOptions {
    pub width_px: u32,
    /// Time each position stays on screen.
    pub delay_ms: u32,
    /// The final position stays this long before the loop starts again.
    pub final_ms: u32,
    /// The file must not exceed this; larger games are drawn smaller, then thinned.
    pub max_bytes: usize,
}

/// Discord refuses uploads over 10 MiB on servers without boosts; stay well under.
pub const DISCORD_SAFE_BYTES: usize = 8_000_000;
/// Below this a 15x15 board cannot be read; past it, frames are dropped instead.
pub const MIN_GIF_WIDTH_PX: u32 = 360;

impl Default for GifOptions {
    fn default() -> Self {
        GifOptions {
            width_px: 640,
            delay_ms: 800,
            final_ms: 4000,
            max_bytes: DISCORD_SAFE_BYTES,
        }
    }
}

/// What came out: the file, and how it was reduced to fit (if it was).
#[derive(Clone, Debug)]
pub struct GameGif {
    pub bytes: Vec<u8>,
    pub width_px: u32,
    /// 1 = every position; k = every k-th (the last always kept).
    pub every: usize,
    pub frames: usize,
}

/// The animation of `frames` (one diagram per position, in order). To fit `max_bytes` it is
/// redrawn at 80 % of the width down to `MIN_GIF_WIDTH_PX`, then with every second
/// position dropped (the first and last kept), until it fits.
pub fn game_gif(frames: &[Diagram], opts: &GifOptions) -> Result<GameGif, RenderError> {
    if frames.is_empty() {
        return Err(RenderError::InvalidDiagram(
            "a GIF needs at least one position".into(),
        ));
    }
    // One layout for the whole game: every stand as tall as its fullest moment.
    let rows = frames
        .iter()
        .flat_map(|d| {
            super::layout::Layout::new(d)
                .hands
                .iter()
                .map(|p| p.rows())
                .collect::<Vec<_>>()
        })
        .max()
        .unwrap_or(1);
    let frames: Vec<Diagram> = frames
        .iter()
        .map(|d| Diagram {
            min_hand_rows: u8::try_from(rows).unwrap_or(u8::MAX),
            ..d.clone()
        })
        .collect();
    let frames = &frames[..];
    let mut width = opts.width_px;
    let mut every = 1usize;
    loop {
        let picked = thin(frames, every);
        let bytes = encode(&picked, width, opts)?;
        if bytes.len() <= opts.max_bytes {
            return Ok(GameGif {
                bytes,
                width_px: width,
                every,
                frames: picked.len(),
            });
        }
        if width > MIN_GIF_WIDTH_PX {
            width = ((width as f32 * 0.8) as u32).max(MIN_GIF_WIDTH_PX);
        } else if picked.len() > 2 {
            every *= 2;
        } else {
            return Err(RenderError::Encode(format!(
                "the GIF does not fit in {} bytes",
                opts.max_bytes
            )));
        }
    }
}

fn thin(frames: &[Diagram], every: usize) -> Vec<&Diagram> {
    let last = frames.len() - 1;
    frames
        .iter()
        .enumerate()
        .filter(|(i, _)| i % every == 0 || *i == last)
        .map(|(_, d)| d)
        .collect()
}

fn encode(frames: &[&Diagram], width: u32, opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
    let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let Some((first, rest)) = frames.split_first() else {
        return Ok(Vec::new());
    };
    let delay_of = |last: bool| {
        let ms = if last {
            opts.final_ms.max(opts.delay_ms)
        } else {
            opts.delay_ms
        };
        u16::try_from(ms.div_ceil(10)).unwrap_or(u16::MAX)
    };
    let mut prev = compose(first, width)?;
    let (w, h) = dims(&prev)?;
    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, w, h, &palette().rgb_bytes()).map_err(err)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        let frame = gif::Frame {
            width: w,
            height: h,
            delay: delay_of(rest.is_empty()),
            buffer: Cow::Owned(lzw::encode(&prev.px, MIN_CODE_SIZE)),
            ..gif::Frame::default()
        };
        enc.write_lzw_pre_encoded_frame(&frame).map_err(err)?;
        for (i, d) in rest.iter().enumerate() {
            let img = compose(d, width)?;
            if (img.width, img.height) != (prev.width, prev.height) {
                // A hand grew a row: the picture moved, so this frame is drawn whole.
                return Err(RenderError::Encode("frame size changed".into()));
            }
            let mut frame = changed(&prev, &img, delay_of(i + 1 == rest.len()));
            frame.buffer = Cow::Owned(lzw::encode(&frame.buffer, MIN_CODE_SIZE));
            enc.write_lzw_pre_encoded_frame(&frame).map_err(err)?;
            prev = img;
        }
    }
    Ok(out)
}

fn dims(img: &Indexed) -> Result<(u16, u16), RenderError> {
    match (u16::try_from(img.width), u16::try_from(img.height)) {
        (Ok(w), Ok(h)) => Ok((w, h)),
        _ => Err(RenderError::Allocation(img.width, img.height)),
    }
}

/// The smallest rectangle holding every changed pixel, unchanged ones transparent; a single
/// transparent pixel when nothing changed (the frame still shows for its delay).
pub fn changed(prev: &Indexed, next: &Indexed, delay: u16) -> gif::Frame<'static> {
    let w = next.width as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (y, (a, b)) in prev.px.chunks(w).zip(next.px.chunks(w)).enumerate() {
        if a == b {
            continue;
        }
        // Only the parts of the row outside what is already known to change need looking at.
        let left = x0.min(w);
        x0 = first_difference(&a[..left], &b[..left]).unwrap_or(x0);
        let right = x1.max(x0);
        x1 = right + last_difference(&a[right..], &b[right..]).map_or(0, |i| i + 1);
        y0 = y0.min(y);
        y1 = y + 1;
    }
    if x0 == usize::MAX {
        (x0, y0, x1, y1) = (0, 0, 1, 1);
    }
    let rw = x1 - x0;
    let mut buffer = vec![TRANSPARENT; rw * (y1 - y0)];
    for (out, y) in buffer.chunks_exact_mut(rw).zip(y0..y1) {
        let row = y * w;
        let a = &prev.px[row + x0..row + x1];
        let b = &next.px[row + x0..row + x1];
        if a == b {
            continue;
        }
        // Branch-free, so that it runs a vector at a time.
        for ((o, &p), &q) in out.iter_mut().zip(a).zip(b) {
            *o = if p == q { TRANSPARENT } else { q };
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0) as u16,
        height: (y1 - y0) as u16,
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    }
}

/// Where two rows first differ, compared eight pixels at a time.
fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let same = a
        .chunks_exact(8)
        .zip(b.chunks_exact(8))
        .take_while(|(x, y)| x == y)
        .count()
        * 8;
    (same..n).find(|&j| a[j] != b[j])
}

/// Where two rows last differ.
fn last_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let same = a
        .rchunks_exact(8)
        .zip(b.rchunks_exact(8))
        .take_while(|(x, y)| x == y)
        .count()
        * 8;
    (0..n - same).rev().find(|&j| a[j] != b[j])
}
