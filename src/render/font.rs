//! The embedded font subsets (see scripts/make_font_subset.py and
//! assets/fonts/OFL.txt): the serif and sans faces of boards, and a face for players'
//! names (kana and the common kanji besides Latin), which only images load. Images must
//! look the same on every host, so system fonts are never consulted.

use std::sync::{Arc, OnceLock};

use resvg::usvg::fontdb;

static SERIF_BYTES: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSerifCJKjp-Bold-subset.otf"
));
static SANS_BYTES: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansCJKjp-Bold-subset.otf"
));
static NAMES_BYTES: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/SeireigiNames-Bold.otf"
));

/// Family names as stored in the subsets' name tables.
pub const SERIF_FAMILY: &str = "Noto Serif CJK JP";
pub const SANS_FAMILY: &str = "Noto Sans CJK JP";
pub const NAMES_FAMILY: &str = "Seireigi Names";

/// The embedded font files (OpenType) with their family names, the kanji face first, for
/// front ends that draw pieces in the same faces as the images (the web board).
pub fn embedded() -> [(&'static str, &'static [u8]); 2] {
    [(SERIF_FAMILY, SERIF_BYTES), (SANS_FAMILY, SANS_BYTES)]
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// Kanji on pieces.
    Serif,
    /// Latin abbreviations, coordinates, counts, header and footer.
    Sans,
    /// Players' names where an image lists them (tournament cross tables): the sans
    /// design with kana and the kanji of JIS X 0208 level 1.
    Names,
}

impl Face {
    pub fn family(self) -> &'static str {
        match self {
            Face::Serif => SERIF_FAMILY,
            Face::Sans => SANS_FAMILY,
            Face::Names => NAMES_FAMILY,
        }
    }

    fn bytes(self) -> &'static [u8] {
        match self {
            Face::Serif => SERIF_BYTES,
            Face::Sans => SANS_BYTES,
            Face::Names => NAMES_BYTES,
        }
    }

    fn parsed(self) -> Option<&'static ttf_parser::Face<'static>> {
        static SERIF: OnceLock<Option<ttf_parser::Face<'static>>> = OnceLock::new();
        static SANS: OnceLock<Option<ttf_parser::Face<'static>>> = OnceLock::new();
        static NAMES: OnceLock<Option<ttf_parser::Face<'static>>> = OnceLock::new();
        let cell = match self {
            Face::Serif => &SERIF,
            Face::Sans => &SANS,
            Face::Names => &NAMES,
        };
        cell.get_or_init(|| ttf_parser::Face::parse(self.bytes(), 0).ok())
            .as_ref()
    }

    pub fn has_glyph(self, c: char) -> bool {
        self.parsed().and_then(|f| f.glyph_index(c)).is_some()
    }

    /// Advance width of `text` in ems. Characters the face lacks count as one
    /// em, which is about what the fallback face gives a CJK character.
    pub fn width_em(self, text: &str) -> f32 {
        let Some(face) = self.parsed() else {
            return text.chars().count() as f32 * 0.6;
        };
        let upem = f32::from(face.units_per_em().max(1));
        text.chars()
            .map(|c| {
                face.glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .map_or(1.0, |a| f32::from(a) / upem)
            })
            .sum()
    }
}

/// The characters a game's images need that the embedded faces lack, kept apart by where
/// they are drawn: a piece's character is left out of it (the piece may show blank), a
/// character of the game's Japanese name shows as '?' in image headers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MissingGlyphs {
    /// Of the pieces' kanji (serif face, and sans in headers) and abbreviations (sans face).
    pub pieces: String,
    /// Of the game's `kanji_name`, drawn in headers in the sans face.
    pub kanji_name: String,
}

impl MissingGlyphs {
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty() && self.kanji_name.is_empty()
    }
}

/// Sorted, without repeats.
fn lacking<'a>(texts: impl Iterator<Item = &'a str>, lacks: impl Fn(char) -> bool) -> String {
    let mut missing: Vec<char> = texts
        .flat_map(str::chars)
        .filter(|&c| !c.is_whitespace() && lacks(c))
        .collect();
    missing.sort_unstable();
    missing.dedup();
    missing.into_iter().collect()
}

/// A player's name as the names face draws it: what it lacks as '?'.
pub fn drawable_name(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_whitespace() || Face::Names.has_glyph(c) {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// What [`MissingGlyphs`] a game's images would have; empty when every character is there.
pub fn missing_glyphs(game: &crate::rules::Game) -> MissingGlyphs {
    let mut kanji: Vec<&str> = Vec::new();
    let mut abbrevs: Vec<&str> = Vec::new();
    for p in &game.pieces {
        kanji.push(p.kanji);
        abbrevs.push(p.abbrev);
        if let Some(pr) = &p.promotion {
            kanji.push(pr.kanji);
            abbrevs.push(pr.abbrev);
        }
    }
    let serif = lacking(kanji.iter().copied(), |c| !Face::Serif.has_glyph(c));
    let sans = lacking(kanji.iter().chain(&abbrevs).copied(), |c| {
        !Face::Sans.has_glyph(c)
    });
    MissingGlyphs {
        pieces: lacking([serif.as_str(), sans.as_str()].into_iter(), |_| true),
        kanji_name: lacking(std::iter::once(game.kanji_name), |c| {
            !Face::Sans.has_glyph(c)
        }),
    }
}

/// The font database handed to usvg: built once, shared by every render.
pub fn database() -> Arc<fontdb::Database> {
    static DB: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = fontdb::Database::new();
        for face in [Face::Serif, Face::Sans, Face::Names] {
            db.load_font_source(fontdb::Source::Binary(Arc::new(face.bytes())));
        }
        // Generic families resolve to our faces too, in case a caller's SVG
        // (or a future element) asks for them.
        db.set_serif_family(SERIF_FAMILY);
        db.set_sans_serif_family(SANS_FAMILY);
        Arc::new(db)
    })
    .clone()
}
