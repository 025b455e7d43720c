//! A game as data: board size, zones, piece table, hand order, game-wide rules and start
//! position, as read from its file (docs/games.md), and the questions the rest of the program
//! asks of it. Its generator tables are built in `compile`.

use super::compile::Tables;
use super::spec::{GameRules, GameTexts, PieceDef};
use super::types::{far_edge_distance, Color, PieceKind, Square};
use std::fmt;
use std::hash::{Hash, Hasher};

/// A game ready to play: what its file says, checked (see `game_file`), and the generator's
/// tables built from it.
pub struct Game {
    pub id: &'static str,
    pub aliases: Vec<&'static str>,
    pub name: &'static str,
    pub kanji_name: &'static str,
    /// Files (1 is Black's right); the file's `width`, or its `size` for a square board.
    pub width: u8,
    /// Ranks (`a` at the top); the file's `height`, or its `size`.
    pub height: u8,
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
    /// Its name, notes, sources and special-move texts in other languages (`[texts.<code>]`).
    pub texts: Vec<GameTexts>,
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
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Game({})", self.id)
    }
}

impl Game {
    /// This game as the handle the rest of the program passes around.
    pub fn variant(&'static self) -> Variant {
        Variant(self)
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
        sq.file() <= self.width && sq.rank() < self.height
    }

    /// The board's shape as players read it: "9x9", "5x6" (files x ranks).
    pub fn board_text(&self) -> String {
        format!("{}x{}", self.width, self.height)
    }

    /// Every square of the board, rank `a` first, file `width` first.
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

    /// Finds a kind by its name in any language, its reading, kanji, ID or abbreviation (any
    /// case, spaces, hyphens and apostrophes aside), or a promoted form by its name, reading
    /// or kanji (returning the kind and `true`).
    pub fn find_piece(&self, text: &str) -> Option<(PieceKind, bool)> {
        let want = normalize_name(text);
        if want.is_empty() {
            return None;
        }
        for k in self.kinds() {
            let p = self.piece(k);
            if p.id.eq_ignore_ascii_case(text.trim())
                || normalize_name(p.abbrev) == want
                || self
                    .piece_aliases(k, false)
                    .iter()
                    .any(|a| normalize_name(a) == want)
            {
                return Some((k, false));
            }
        }
        self.kinds()
            .filter(|&k| self.piece(k).promotion.is_some())
            .find(|&k| {
                self.piece_aliases(k, true)
                    .iter()
                    .any(|a| normalize_name(a) == want)
            })
            .map(|k| (k, true))
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
        far_edge_distance(color, self.height, sq.rank())
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

/// A game, as the rest of the program names it: copied freely, compared by id.
#[derive(Copy, Clone)]
pub struct Variant(&'static Game);

impl Variant {
    pub fn id(self) -> &'static str {
        self.0.id
    }

    pub fn game(self) -> &'static Game {
        self.0
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        std::ptr::eq(self.0, other.0) || self.0.id == other.0.id
    }
}

impl Eq for Variant {}

impl Hash for Variant {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.id)
    }
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({})", self.0.id)
    }
}

impl Variant {
    /// Whether the game answers to this id or alias (normalized: see `registry`).
    pub(crate) fn answers_to(self, normalized: &str) -> bool {
        self.0.id == normalized || self.0.aliases.contains(&normalized)
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

/// A piece name as it is compared with what a player typed: lower case, without spaces,
/// hyphens or apostrophes ("Ram's-Head Soldier", "rams head soldier"; "Faucon-lion").
pub fn normalize_name(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '\'' | '’' | '‘' | '・' | '　'))
        .flat_map(char::to_lowercase)
        .collect()
}
