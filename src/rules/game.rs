//! A game as data: board size, zones, piece table, hand order, game-wide rules and start
//! position, as read from its file (docs/games.md), and the questions the rest of the program
//! asks of it. Its generator tables are built in `compile`.

use super::betza::MoveSet;
use super::compile::Compiled;
use super::geometry::Geometry;
use super::registry::Variant;
use super::spec::GameRules;
use super::types::{far_edge_distance, Color, PieceKind, Square};
use std::any::Any;
use std::fmt;
use std::sync::OnceLock;

/// A piece's promoted form.
#[derive(Clone, Debug)]
pub struct PromotedDef {
    pub name: &'static str,
    pub kanji: &'static str,
    pub abbrev: &'static str,
    pub betza: &'static str,
    pub moves: MoveSet,
}

/// One kind of piece in a game.
#[derive(Clone, Debug)]
pub struct PieceDef {
    /// ID in SFEN and in drop moves: one letter, or a letter and `'` (docs/sfen.md).
    pub id: &'static str,
    pub name: &'static str,
    pub kanji: &'static str,
    /// Latin abbreviation for western notation and images.
    pub abbrev: &'static str,
    /// The simple XBetza the engine reads (special moves are declared apart, in `moves`).
    pub betza: &'static str,
    pub moves: MoveSet,
    pub promotion: Option<PromotedDef>,
    /// On the last `forced_depth` ranks the piece must promote.
    pub forced_depth: u8,
    /// On the last `no_drop_depth` ranks the piece may not be dropped.
    pub no_drop_depth: u8,
    pub impasse_value: u8,
    pub royal: bool,
}

/// A game ready to play.
pub struct Game {
    pub id: &'static str,
    pub aliases: Vec<&'static str>,
    pub name: &'static str,
    pub kanji_name: &'static str,
    pub size: u8,
    pub zone_depth: u8,
    pub pieces: Vec<PieceDef>,
    pub hand_order: Vec<PieceKind>,
    pub impasse_threshold: u32,
    pub start_sfen: &'static str,
    pub setup_note: Option<&'static str>,
    pub short_note: Option<&'static str>,
    pub sources: &'static str,
    pub rules: GameRules,
    pub shogi_kif: bool,
    pub is_default: bool,
    pub file: &'static str,
    pub rules_hash: String,
    pub(crate) geo: Geometry,
    pub(crate) compiled: Vec<Compiled>,
    /// Every jump offset any piece of the colour has (board offsets).
    pub(crate) jump_offsets: [Vec<i16>; 2],
    pub(crate) has_hook: bool,
    /// The no-drop-mate piece moves exactly one step forward: only a drop right in front of
    /// the King can mate, which spares the search in most drops.
    pub(crate) drop_mate_by_step: bool,
    pub(crate) king: Option<PieceKind>,
    /// Tables other parts derive from the game once (the computer's piece values).
    pub derived: OnceLock<Box<dyn Any + Send + Sync>>,
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Game({})", self.id)
    }
}

impl Game {
    /// This game as the handle the rest of the program passes around.
    pub fn variant(&'static self) -> Variant {
        Variant::of(self)
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The game's name with its short note: "Uchi Chu Shogi (provisional setup)".
    pub fn title(&self) -> String {
        match self.short_note {
            Some(note) => format!("{} ({note})", self.name),
            None => self.name.to_string(),
        }
    }

    pub fn contains(&self, sq: Square) -> bool {
        sq.file() <= self.size && sq.rank() < self.size
    }

    /// Every square of the board, rank `a` first, file `size` first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.geo
            .squares
            .iter()
            .filter_map(|&i| self.geo.square_of[i as usize])
    }

    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> {
        (0..self.pieces.len() as u8).map(PieceKind)
    }

    pub fn piece(&self, kind: PieceKind) -> &PieceDef {
        &self.pieces[kind.index()]
    }

    pub fn kind_by_id(&self, id: &str) -> Option<PieceKind> {
        self.kinds()
            .find(|&k| self.piece(k).id.eq_ignore_ascii_case(id))
    }

    /// Finds a kind by English name, ID or abbreviation (any case), or by a promoted
    /// form's name (returning the kind and `true`).
    pub fn find_piece(&self, text: &str) -> Option<(PieceKind, bool)> {
        let norm = |s: &str| s.to_ascii_lowercase().replace(['-', '\'', ' ', '’'], "");
        let want = norm(text);
        if want.is_empty() {
            return None;
        }
        for k in self.kinds() {
            let p = self.piece(k);
            if norm(p.name) == want
                || p.id.eq_ignore_ascii_case(text.trim())
                || norm(p.abbrev) == want
                || p.kanji == text.trim()
            {
                return Some((k, false));
            }
        }
        for k in self.kinds() {
            if let Some(pr) = &self.piece(k).promotion {
                if norm(pr.name) == want || pr.kanji == text.trim() {
                    return Some((k, true));
                }
            }
        }
        None
    }

    /// Every name [`Game::find_piece`] knows a piece by in full: each piece, then each
    /// promoted form, in the game's order, each name once.
    pub fn piece_names(&self) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = self.pieces.iter().map(|p| p.name).collect();
        for p in &self.pieces {
            if let Some(pr) = &p.promotion {
                if !names.contains(&pr.name) {
                    names.push(pr.name);
                }
            }
        }
        names
    }

    /// Display name of a piece as it stands (promoted or not).
    pub fn piece_name(&self, kind: PieceKind, promoted: bool) -> &'static str {
        let p = self.piece(kind);
        match (&p.promotion, promoted) {
            (Some(pr), true) => pr.name,
            _ => p.name,
        }
    }

    pub fn piece_kanji(&self, kind: PieceKind, promoted: bool) -> &'static str {
        let p = self.piece(kind);
        match (&p.promotion, promoted) {
            (Some(pr), true) => pr.kanji,
            _ => p.kanji,
        }
    }

    /// Ranks between a square and the colour's far edge (0 on its last rank).
    pub fn ranks_to_far_edge(&self, color: Color, sq: Square) -> u8 {
        far_edge_distance(color, self.size, sq.rank())
    }

    /// Whether a square lies in the colour's promotion zone.
    pub fn in_zone(&self, color: Color, sq: Square) -> bool {
        self.ranks_to_far_edge(color, sq) < self.zone_depth
    }

    /// The piece the drop rules (two on a file, no drop mate) speak of, if any.
    pub fn pawn_kind(&self) -> Option<PieceKind> {
        self.rules.two_on_a_file.or(self.rules.no_drop_mate)
    }

    pub fn king_kind(&self) -> Option<PieceKind> {
        self.king
    }
}
