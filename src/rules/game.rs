//! A game as data: board size, zones, piece table, hand order, game-wide rules and start
//! position, as read from its file (docs/games.md). The tables the move generator reads are
//! compiled from it once.

use super::betza::{Dir, MoveSet, UNLIMITED};
use super::registry::Variant;
use super::types::{Color, PieceKind, Square, MAX_SIZE};
use serde::Deserialize;
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

/// Which squares of a move, standing in the promotion zone, let the piece promote.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PromotionSquare {
    Start,
    /// The square a lion move passes (its first step).
    Middle,
    End,
}

/// What a repetition in which one side gave check with every move means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PerpetualCheck {
    /// The checking side loses.
    Loses,
    /// Like any repetition, a draw.
    Draw,
}

/// What it means for the side to move to have no legal move while not in check.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NoLegalMove {
    /// The side to move loses, as in shogi.
    Loses,
    /// The game is drawn (stalemate, as in chess).
    Draw,
}

/// The game-wide rules of a game file's `[rules]` table.
#[derive(Clone, Debug)]
pub struct GameRules {
    /// Captured pieces go to the capturer's hand and may be dropped.
    pub captures_to_hand: bool,
    /// The piece of which a side may not have two unpromoted on one file (by drop).
    pub two_on_a_file: Option<PieceKind>,
    /// The piece that may not be dropped to give checkmate.
    pub no_drop_mate: Option<PieceKind>,
    pub promote_from_start: bool,
    pub promote_from_middle: bool,
    pub promote_from_end: bool,
    /// The occurrence of a position that ends the game.
    pub repetition: u8,
    pub perpetual_check: PerpetualCheck,
    pub no_legal_move: NoLegalMove,
}

/// What a game file provides, checked field by field (see `game_file`).
pub struct GameSpec {
    pub id: &'static str,
    pub aliases: Vec<&'static str>,
    pub name: &'static str,
    pub kanji_name: &'static str,
    pub size: u8,
    pub zone_depth: u8,
    pub pieces: Vec<PieceDef>,
    /// Piece IDs in the order hands are shown.
    pub hand_order: Vec<&'static str>,
    pub impasse_threshold: u32,
    pub start_sfen: &'static str,
    /// Shown with the rules, e.g. that the setup is provisional, and where it comes from.
    pub setup_note: Option<&'static str>,
    /// A few words after the name in menus and image headers ("provisional setup").
    pub short_note: Option<&'static str>,
    pub sources: &'static str,
    pub rules: GameRules,
    /// Records are written as standard shogi KIF (handicap line, diagram, short names).
    pub shogi_kif: bool,
    /// The game commands use when none is named.
    pub is_default: bool,
    /// The file the game was read from (for messages and `seireigi games`).
    pub file: &'static str,
    /// Hash of everything that decides play (see `game_file::rules_hash`).
    pub rules_hash: String,
}

/// Cell values on the padded board.
pub(crate) const EMPTY: u8 = 0;
pub(crate) const WALL: u8 = 255;
pub(crate) const MAX_KINDS: usize = 32;
pub(crate) const CODES: usize = 129;

/// The cell code of a piece: 1 + 2 * kind + promoted, plus 64 for White.
pub(crate) fn code_of(color: Color, kind: PieceKind, promoted: bool) -> u8 {
    1 + 2 * kind.0 + u8::from(promoted) + 64 * color as u8
}

pub(crate) fn color_of_code(code: u8) -> Color {
    if code > 64 {
        Color::White
    } else {
        Color::Black
    }
}

/// Board geometry with a border of walls wide enough for the longest jump.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    pub size: u8,
    pub stride: i16,
    /// Padded index of every board square, rank `a` first.
    pub squares: Vec<u16>,
    pub square_of: Vec<Option<Square>>,
    /// For each colour, ranks between a square and that colour's far edge (0 = last rank).
    pub depth: [Vec<u8>; 2],
}

pub(crate) const PAD: i16 = 3;

impl Geometry {
    fn new(size: u8) -> Geometry {
        let stride = size as i16 + 2 * PAD;
        let len = (stride * stride) as usize;
        let mut squares = Vec::new();
        let mut square_of = vec![None; len];
        let mut depth = [vec![u8::MAX; len], vec![u8::MAX; len]];
        for rank in 0..size {
            for col in 0..size {
                let idx = ((rank as i16 + PAD) * stride + col as i16 + PAD) as usize;
                squares.push(idx as u16);
                square_of[idx] = Square::new(size - col, rank);
                depth[0][idx] = rank;
                depth[1][idx] = size - 1 - rank;
            }
        }
        Geometry {
            size,
            stride,
            squares,
            square_of,
            depth,
        }
    }

    pub fn index(&self, sq: Square) -> Option<usize> {
        if sq.file() > self.size || sq.rank() >= self.size {
            return None;
        }
        let col = (self.size - sq.file()) as i16;
        Some(((sq.rank() as i16 + PAD) * self.stride + col + PAD) as usize)
    }

    /// Board offset of a move vector (Black's view) for a colour.
    pub fn offset(&self, color: Color, (dx, dy): (i8, i8)) -> i16 {
        let o = dx as i16 - dy as i16 * self.stride;
        match color {
            Color::Black => o,
            Color::White => -o,
        }
    }
}

/// A ray of a compiled piece: offset per step, how far, and whether captures may range-jump.
#[derive(Clone, Debug)]
pub(crate) struct Ray {
    pub offset: i16,
    pub range: u8,
    pub range_jump: bool,
}

/// What the generator needs of one cell code.
#[derive(Clone, Debug, Default)]
pub(crate) struct Compiled {
    pub rays: Vec<Ray>,
    pub jumps: Vec<i16>,
    pub hooks: Vec<(i16, [i16; 2])>,
    pub lion: bool,
    pub linear_lion: Vec<i16>,
    /// Range along each board direction (Black's view of the board), for attack tests.
    pub ray_range: [u8; 8],
    /// Bits into `Game::jump_offsets`.
    pub jump_mask: u64,
    /// Bit `8 * first + second` for each hook (board directions).
    pub hook_pairs: u64,
    /// The same destination can be reached in two ways: the generator de-duplicates.
    pub may_overlap: bool,
    pub can_promote: bool,
    pub forced_depth: u8,
    pub no_drop_depth: u8,
    pub royal: bool,
    /// The two-on-a-file piece, unpromoted.
    pub one_per_file: bool,
    /// The no-drop-mate piece, unpromoted.
    pub no_drop_mate: bool,
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

/// Why a game's tables cannot be built: the field and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub field: String,
    pub problem: String,
}

impl Game {
    pub(crate) fn compile(spec: GameSpec) -> Result<Game, CompileError> {
        let fail = |field: &str, problem: String| CompileError {
            field: field.to_string(),
            problem,
        };
        if !(1..=MAX_SIZE).contains(&spec.size) {
            return Err(fail("size", format!("must be 1 to {MAX_SIZE}")));
        }
        if spec.pieces.len() > MAX_KINDS || spec.pieces.is_empty() {
            return Err(fail(
                "piece",
                format!("a game has 1 to {MAX_KINDS} kinds of piece"),
            ));
        }
        let geo = Geometry::new(spec.size);
        let mut compiled = vec![Compiled::default(); CODES];
        let mut jump_offsets: [Vec<i16>; 2] = [Vec::new(), Vec::new()];
        let mut has_hook = false;
        let one_per_file = spec.rules.two_on_a_file;
        let no_drop_mate = spec.rules.no_drop_mate;
        for color in Color::BOTH {
            for (k, def) in spec.pieces.iter().enumerate() {
                for promoted in [false, true] {
                    let moves = match (&def.promotion, promoted) {
                        (_, false) => &def.moves,
                        (Some(p), true) => &p.moves,
                        (None, true) => continue,
                    };
                    let kind = PieceKind(k as u8);
                    let mut c = compile_moves(&geo, color, moves, &mut jump_offsets[color.index()]);
                    has_hook |= !moves.hook.is_empty();
                    c.can_promote = !promoted && def.promotion.is_some();
                    c.forced_depth = if promoted { 0 } else { def.forced_depth };
                    c.no_drop_depth = def.no_drop_depth;
                    c.royal = def.royal;
                    c.one_per_file = !promoted && one_per_file == Some(kind);
                    c.no_drop_mate = !promoted && no_drop_mate == Some(kind);
                    compiled[code_of(color, kind, promoted) as usize] = c;
                }
            }
        }
        if jump_offsets.iter().any(|v| v.len() > 64) {
            return Err(fail(
                "piece",
                "the pieces have more than 64 different leaps together".to_string(),
            ));
        }
        let find = |id: &str| {
            spec.pieces
                .iter()
                .position(|p| p.id == id)
                .map(|i| PieceKind(i as u8))
        };
        let mut hand_order = Vec::new();
        for id in &spec.hand_order {
            let kind = find(id).ok_or_else(|| fail("hand_order", format!("no piece {id:?}")))?;
            hand_order.push(kind);
        }
        let king = spec
            .pieces
            .iter()
            .position(|p| p.royal)
            .map(|i| PieceKind(i as u8));
        let drop_mate_by_step = no_drop_mate.is_some_and(|k| {
            let moves = &spec.pieces[k.index()].moves;
            *moves == super::betza::parse("fW").unwrap_or_default()
        });
        Ok(Game {
            id: spec.id,
            aliases: spec.aliases,
            name: spec.name,
            kanji_name: spec.kanji_name,
            size: spec.size,
            zone_depth: spec.zone_depth,
            pieces: spec.pieces,
            hand_order,
            impasse_threshold: spec.impasse_threshold,
            start_sfen: spec.start_sfen,
            setup_note: spec.setup_note,
            short_note: spec.short_note,
            sources: spec.sources,
            rules: spec.rules,
            shogi_kif: spec.shogi_kif,
            is_default: spec.is_default,
            file: spec.file,
            rules_hash: spec.rules_hash,
            geo,
            compiled,
            jump_offsets,
            has_hook,
            drop_mate_by_step,
            king,
            derived: OnceLock::new(),
        })
    }

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

    /// Whether a square lies in the colour's promotion zone.
    pub fn in_zone(&self, color: Color, sq: Square) -> bool {
        let depth = match color {
            Color::Black => sq.rank(),
            Color::White => self.size - 1 - sq.rank(),
        };
        depth < self.zone_depth
    }

    /// The piece the drop rules (two on a file, no drop mate) speak of, if any.
    pub fn pawn_kind(&self) -> Option<PieceKind> {
        self.rules.two_on_a_file.or(self.rules.no_drop_mate)
    }

    pub fn king_kind(&self) -> Option<PieceKind> {
        self.king
    }
}

fn compile_moves(geo: &Geometry, color: Color, m: &MoveSet, jump_list: &mut Vec<i16>) -> Compiled {
    let mut c = Compiled::default();
    // Board direction of a piece direction: White's pieces face the other way.
    let board_dir = |d: Dir| match color {
        Color::Black => d,
        Color::White => d.reverse(),
    };
    for d in Dir::ALL {
        let range = m.rays[d.index()];
        if range > 0 {
            c.rays.push(Ray {
                offset: geo.offset(color, d.vector()),
                range,
                range_jump: m.range_jump.contains(d),
            });
            c.ray_range[board_dir(d).index()] = range;
        }
    }
    for &v in &m.jumps {
        let off = geo.offset(color, v);
        c.jumps.push(off);
        let bit = match jump_list.iter().position(|&o| o == off) {
            Some(i) => i,
            None => {
                jump_list.push(off);
                jump_list.len() - 1
            }
        };
        c.jump_mask |= 1 << bit;
        // A jump along a line the piece also slides reaches a square twice.
        let (dx, dy) = v;
        let dist = dx.abs().max(dy.abs());
        if let Some(d) = Dir::from_vector((dx / dist, dy / dist)) {
            if dx % dist == 0 && dy % dist == 0 && m.rays[d.index()] >= dist as u8 {
                c.may_overlap = true;
            }
        }
    }
    for d in m.hook.iter() {
        let turns = d.perpendicular();
        c.hooks.push((
            geo.offset(color, d.vector()),
            [
                geo.offset(color, turns[0].vector()),
                geo.offset(color, turns[1].vector()),
            ],
        ));
        for t in turns {
            c.hook_pairs |= 1 << (8 * board_dir(d).index() + board_dir(t).index());
        }
    }
    c.lion = m.lion;
    c.linear_lion = m
        .linear_lion
        .iter()
        .map(|d| geo.offset(color, d.vector()))
        .collect();
    c.may_overlap |= !m.range_jump.is_empty() || !m.hook.is_empty();
    debug_assert!(m.rays.iter().all(|&r| r <= 3 || r == UNLIMITED));
    c
}
