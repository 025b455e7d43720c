//! A game as data: board size, zones, piece table, hand order, game-wide rules and start
//! position, as read from its file (docs/games.md), and the questions the rest of the program
//! asks of it. Its generator tables are built in `compile`.

use super::betza::MoveSet;
use super::compile::Tables;
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
    /// What /piece says of this form beyond its diagram (the file's `about`).
    pub about: Option<&'static str>,
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
    /// What /piece says of this piece beyond its diagram (the file's `about`).
    pub about: Option<&'static str>,
}

/// The kinds of special move (docs/rules.md section 6), in the order /piece explains them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialMove {
    Hook,
    RangeJump,
    Lion,
    LinearLion,
}

impl SpecialMove {
    pub const ALL: [SpecialMove; 4] = [
        SpecialMove::Hook,
        SpecialMove::RangeJump,
        SpecialMove::Lion,
        SpecialMove::LinearLion,
    ];

    /// Its key in a game file's `special` and `[special_moves]` tables.
    pub fn key(self) -> &'static str {
        match self {
            SpecialMove::Hook => "hook",
            SpecialMove::RangeJump => "range_jump",
            SpecialMove::Lion => "lion",
            SpecialMove::LinearLion => "linear_lion",
        }
    }

    /// Whether a piece with these moves has this special move.
    pub fn in_moves(self, m: &MoveSet) -> bool {
        match self {
            SpecialMove::Hook => !m.hook.is_empty(),
            SpecialMove::RangeJump => !m.range_jump.is_empty(),
            SpecialMove::Lion => m.lion,
            SpecialMove::LinearLion => !m.linear_lion.is_empty(),
        }
    }
}

/// A game ready to play: what its file says, checked (see `game_file`), and the generator's
/// tables built from it.
pub struct Game {
    pub id: &'static str,
    pub aliases: Vec<&'static str>,
    pub name: &'static str,
    pub kanji_name: &'static str,
    pub size: u8,
    pub zone_depth: u8,
    pub pieces: Vec<PieceDef>,
    /// The order hands are shown in.
    pub hand_order: Vec<PieceKind>,
    pub impasse_threshold: u32,
    pub start_sfen: &'static str,
    /// Shown with the rules, e.g. that the setup is provisional, and where it comes from.
    pub setup_note: Option<&'static str>,
    /// A few words after the name in menus and image headers ("provisional setup").
    pub short_note: Option<&'static str>,
    pub sources: &'static str,
    /// What the file's `[special_moves]` says of each kind (by `SpecialMove as usize`); every
    /// kind a piece of the game has is explained.
    pub special_moves: [Option<&'static str>; 4],
    pub rules: GameRules,
    /// Records are written as standard shogi KIF (handicap line, diagram, short names).
    pub shogi_kif: bool,
    /// The game is standard shogi, the one external engines (USI GUIs, GNU Shogi, Fairy-
    /// Stockfish) play; checked against its rules hash when the file is read.
    pub standard_shogi: bool,
    /// The game commands use when none is named.
    pub is_default: bool,
    /// The file the game was read from (for messages and `seireigi games`).
    pub file: &'static str,
    /// Hash of everything that decides play (see `game_file::rules_hash`).
    pub rules_hash: String,
    pub(crate) tables: Tables,
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
        self.tables
            .geo
            .squares
            .iter()
            .filter_map(|&i| self.tables.geo.square_of[i as usize])
    }

    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> {
        (0..self.pieces.len() as u8).map(PieceKind)
    }

    pub fn piece(&self, kind: PieceKind) -> &PieceDef {
        &self.pieces[kind.index()]
    }

    /// The kind whose ID is `id`, in either case (SFEN writes White's pieces in lower case).
    pub fn kind_by_id(&self, id: &str) -> Option<PieceKind> {
        kind_by_id(&self.pieces, id)
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
        self.tables.king
    }
}

/// The one lookup of a piece by ID, also used while a game file is read (before its `Game`
/// exists). IDs differ in more than case (`game_file` checks), so either case finds the piece.
pub(crate) fn kind_by_id(pieces: &[PieceDef], id: &str) -> Option<PieceKind> {
    pieces
        .iter()
        .position(|p| p.id.eq_ignore_ascii_case(id))
        .map(|i| PieceKind(i as u8))
}
