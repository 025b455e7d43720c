//! What the renderer draws. Filled from a position by the caller; the renderer
//! knows no rules, so everything it needs to show is spelled out here.

use crate::i18n::Lang;
/// Black (sente) moves first and sits at the bottom unless the diagram is flipped. The
/// renderer's side is the rules' colour: one type for a player everywhere.
pub use crate::rules::Color as Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PieceStyle {
    #[default]
    Kanji,
    Western,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnPiece {
    pub side: Side,
    /// One or two characters, e.g. "歩" or "獅鷹"; longer strings are stacked smaller.
    pub kanji: String,
    /// One to three Latin characters, e.g. "LH"; the "+" of a promoted piece is
    /// added by the renderer from `promoted`.
    pub abbrev: String,
    pub promoted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    LastMove,
    /// The King in check.
    Check,
    /// A piece giving check (framed in red, paired with the King's square).
    Checker,
    /// The piece whose moves a /moves image shows.
    Selected,
    Destination,
    CaptureDestination,
    // Piece diagrams (/piece):
    Step,
    Slide,
    Jump,
    HookTurn,
    LionStep,
    RangeJump,
}

impl Mark {
    pub const ALL: [Mark; 12] = [
        Mark::LastMove,
        Mark::Check,
        Mark::Checker,
        Mark::Selected,
        Mark::Destination,
        Mark::CaptureDestination,
        Mark::Step,
        Mark::Slide,
        Mark::Jump,
        Mark::HookTurn,
        Mark::LionStep,
        Mark::RangeJump,
    ];

    /// One bit per kind, for sets of marks (a square can carry several).
    pub fn bit(self) -> u16 {
        1 << (self as u16)
    }

    /// What a piece-diagram legend calls the mark in `lang` (`locales/*/images.ftl`); `None`
    /// for board marks.
    pub fn legend(self, lang: Lang) -> Option<String> {
        let id = match self {
            Mark::Step => "image-legend-step",
            Mark::Slide => "image-legend-slide",
            Mark::Jump => "image-legend-jump",
            Mark::HookTurn => "image-legend-hook-turn",
            Mark::LionStep => "image-legend-lion-step",
            Mark::RangeJump => "image-legend-range-jump",
            _ => return None,
        };
        Some(crate::t!(lang, id))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEntry {
    pub kanji: String,
    pub abbrev: String,
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub files: u8,
    pub ranks: u8,
    /// `ranks * files` squares, row-major as Black sees the board: row 0 is rank
    /// 'a' (top), column 0 is file `files` (left), the last column is file 1.
    pub cells: Vec<Option<DrawnPiece>>,
    /// `(col, row, mark)` in the same coordinates as `cells`.
    pub marks: Vec<(u8, u8, Mark)>,
    /// `[Black, White]`, in the game's hand order, kinds with a count > 0.
    pub hands: [Vec<HandEntry>; 2],
    /// Ranks of each side's promotion zone; 0 draws none.
    pub zone_depth: u8,
    /// White at the bottom: the board turns 180 degrees, coordinates too.
    pub flipped: bool,
    /// Dark square at each player's left-hand corner instead of a plain board.
    pub checkered: bool,
    /// The dots at the corners of the middle region (the zone lines), as on a real board.
    pub star_points: bool,
    /// Draw the piece stands; off for /piece diagrams, where hands mean nothing.
    pub show_hands: bool,
    /// Fewest rows each stand has, so that every frame of a game keeps one layout.
    pub min_hand_rows: u8,
    pub style: PieceStyle,
    pub header: String,
    pub footer: String,
    /// The language of the legend's words.
    pub lang: Lang,
}

/// Largest board the renderer can draw: its coordinate letters name ranks a..z. Games are
/// smaller (`rules::types::MAX_SIZE`, the one limit on boards).
pub const MAX_DRAWN_SIZE: u8 = 26;

impl Diagram {
    /// An empty square board with the usual defaults (uncheckered, star points,
    /// kanji, Black at the bottom), so new fields do not break callers.
    pub fn empty(size: u8, zone_depth: u8) -> Self {
        Diagram::rect(size, size, zone_depth)
    }

    /// An empty board of `files` x `ranks`, with the defaults of [`Diagram::empty`].
    pub fn rect(files: u8, ranks: u8, zone_depth: u8) -> Self {
        Diagram {
            files,
            ranks,
            cells: vec![None; usize::from(files) * usize::from(ranks)],
            marks: Vec::new(),
            hands: [Vec::new(), Vec::new()],
            zone_depth,
            flipped: false,
            checkered: false,
            star_points: true,
            show_hands: true,
            min_hand_rows: 0,
            style: PieceStyle::Kanji,
            header: String::new(),
            footer: String::new(),
            lang: Lang::En,
        }
    }

    /// The piece on `(col, row)`, if the square exists and is occupied.
    pub fn piece_at(&self, col: u8, row: u8) -> Option<&DrawnPiece> {
        if col >= self.files || row >= self.ranks {
            return None;
        }
        let idx = usize::from(row) * usize::from(self.files) + usize::from(col);
        self.cells.get(idx).and_then(Option::as_ref)
    }

    /// Places a piece; squares off the board are ignored (handy for tests and callers).
    pub fn set(&mut self, col: u8, row: u8, piece: DrawnPiece) {
        if col < self.files && row < self.ranks {
            let idx = usize::from(row) * usize::from(self.files) + usize::from(col);
            if let Some(cell) = self.cells.get_mut(idx) {
                *cell = Some(piece);
            }
        }
    }
}

impl DrawnPiece {
    pub fn new(side: Side, kanji: &str, abbrev: &str, promoted: bool) -> Self {
        DrawnPiece {
            side,
            kanji: kanji.to_owned(),
            abbrev: abbrev.to_owned(),
            promoted,
        }
    }
}

impl HandEntry {
    pub fn new(kanji: &str, abbrev: &str, count: u32) -> Self {
        HandEntry {
            kanji: kanji.to_owned(),
            abbrev: abbrev.to_owned(),
            count,
        }
    }
}
