//! A game's pieces compiled into the tables the move generator and the attack test read: for
//! every cell code, its rays, leaps, hooks and lion moves as board offsets.

use super::betza::{Dir, MoveSet, UNLIMITED};
use super::cell::{code_of, CODES};
use super::geometry::Geometry;
use super::spec::{GameRules, PieceDef};
use super::types::{Color, PieceKind};

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
    /// Bits into `Tables::jump_offsets`.
    pub jump_mask: u64,
    /// Bit `8 * first + second` for each hook (board directions).
    pub hook_pairs: u64,
    /// The same destination can be reached in two ways: the generator de-duplicates.
    pub may_overlap: bool,
    /// It may promote where the game's `promotion` squares say (the zone table alone).
    pub can_promote: bool,
    /// It may promote, decided by the move (`promotion = ["enter", "capture"]`,
    /// `last_rank_promotion`): chosen here once, so that the other games' pieces never test it.
    pub promotes_by_move: bool,
    pub forced_depth: u8,
    pub no_drop_depth: u8,
    pub royal: bool,
    /// It may promote on any move reaching its last rank (`last_rank_promotion`).
    pub last_rank: bool,
    /// The two-on-a-file piece, unpromoted.
    pub one_per_file: bool,
    /// The no-drop-mate piece, unpromoted.
    pub no_drop_mate: bool,
}

/// Why a game's tables cannot be built: the field and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub field: String,
    pub problem: String,
}

/// A game's generator tables, built once from its pieces and rules.
#[derive(Debug)]
pub(crate) struct Tables {
    pub geo: Geometry,
    /// Indexed by cell code.
    pub compiled: Vec<Compiled>,
    /// Every jump offset any piece of the colour has (board offsets).
    pub jump_offsets: [Vec<i16>; 2],
    pub has_hook: bool,
    /// The no-drop-mate piece moves exactly one step forward: only a drop right in front of
    /// the King can mate, which spares the search in most drops.
    pub drop_mate_by_step: bool,
    pub king: Option<PieceKind>,
    /// For each colour and cell, which squares of a move standing there let it promote
    /// ([`PROMOTES_FROM`], [`PROMOTES_TO`], [`PROMOTES_VIA`]): the zone and the game's
    /// `promotion` rule in one lookup per square.
    pub promotion: [Vec<u8>; 2],
    /// Promotion is decided by the move (entering the zone, capturing in it: Chu Shogi)
    /// rather than by the squares alone: [`PROMOTES_ENTERING`], [`PROMOTES_CAPTURING`].
    pub promotion_by_move: u8,
    /// Royal pieces may be captured; the generator does not test their safety.
    pub royal_capture: bool,
    /// The game may be over before a move (`first_check_wins`, `campmate`, `royal_capture`):
    /// one flag for `Position::game_won` to read.
    pub may_end_early: bool,
    /// The Lion-trading rules filter the moves (`lion_trade`).
    pub lion_trading: bool,
    /// Lion moves may pass over an empty first square back to the start.
    pub lion_pass: bool,
}

/// A move starting on the cell may promote.
pub(crate) const PROMOTES_FROM: u8 = 1;
/// A move ending on the cell may promote.
pub(crate) const PROMOTES_TO: u8 = 2;
/// A two-step move passing the cell may promote.
pub(crate) const PROMOTES_VIA: u8 = 4;
/// The cell lies in the colour's promotion zone.
pub(crate) const IN_ZONE: u8 = 8;
/// In [`Tables::promotion_by_move`]: a move entering the zone may promote.
pub(crate) const PROMOTES_ENTERING: u8 = 1;
/// In [`Tables::promotion_by_move`]: a capture starting or ending in the zone may promote.
pub(crate) const PROMOTES_CAPTURING: u8 = 2;
/// In [`Tables::promotion_by_move`]: some piece promotes on reaching its last rank.
pub(crate) const PROMOTES_LAST_RANK: u8 = 4;

impl Tables {
    /// Builds the generator's tables from a game file's checked pieces and rules (`game_file`
    /// has checked the board size and the number of kinds).
    pub(crate) fn build(
        width: u8,
        height: u8,
        zone_depth: u8,
        pieces: &[PieceDef],
        rules: &GameRules,
    ) -> Result<Tables, CompileError> {
        let fail = |field: &str, problem: String| CompileError {
            field: field.to_string(),
            problem,
        };
        let geo = Geometry::new(width, height);
        let mut compiled = vec![Compiled::default(); CODES];
        let mut jump_offsets: [Vec<i16>; 2] = [Vec::new(), Vec::new()];
        let mut has_hook = false;
        for color in Color::BOTH {
            for (k, def) in pieces.iter().enumerate() {
                for promoted in [false, true] {
                    let moves = match (&def.promotion, promoted) {
                        (_, false) => &def.moves,
                        (Some(p), true) => &p.moves,
                        (None, true) => continue,
                    };
                    let kind = PieceKind(k as u8);
                    let mut c = compile_moves(&geo, color, moves, &mut jump_offsets[color.index()]);
                    has_hook |= !moves.hook.is_empty();
                    let promotes = !promoted && def.promotion.is_some();
                    let by_move = rules.promote_entering
                        || rules.promote_capturing
                        || def.last_rank_promotion;
                    c.can_promote = promotes && !by_move;
                    c.promotes_by_move = promotes && by_move;
                    c.forced_depth = match (promoted, rules.promotion_compulsory) {
                        (true, _) => 0,
                        // Every rank: a move that may promote must.
                        (false, true) => u8::MAX,
                        (false, false) => def.forced_depth,
                    };
                    c.no_drop_depth = def.no_drop_depth;
                    c.royal = match (&def.promotion, promoted) {
                        (Some(p), true) => p.royal,
                        _ => def.royal,
                    };
                    c.last_rank = !promoted && def.last_rank_promotion;
                    if def.royal && rules.no_facing_kings {
                        // For attack tests only (they are asked of royal squares): a King
                        // "sees" along its file, so two Kings facing each other are in check
                        // and a piece between them is pinned.
                        c.ray_range[Dir::N.index()] = UNLIMITED;
                        c.ray_range[Dir::S.index()] = UNLIMITED;
                    }
                    c.one_per_file = !promoted && rules.two_on_a_file == Some(kind);
                    c.no_drop_mate = !promoted && rules.no_drop_mate == Some(kind);
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
        let king = pieces
            .iter()
            .position(|p| p.royal)
            .map(|i| PieceKind(i as u8));
        let drop_mate_by_step = rules.no_drop_mate.is_some_and(|k| {
            pieces[k.index()].moves == super::betza::parse("fW").unwrap_or_default()
        });
        let flags = [
            (rules.promote_from_start, PROMOTES_FROM),
            (rules.promote_from_end, PROMOTES_TO),
            (rules.promote_from_middle, PROMOTES_VIA),
        ]
        .iter()
        .filter(|(counts, _)| *counts)
        .fold(0, |all, (_, flag)| all | flag);
        let promotion = Color::BOTH.map(|color| {
            let depth = &geo.depth[color.index()];
            depth
                .iter()
                .map(|&d| if d < zone_depth { flags | IN_ZONE } else { 0 })
                .collect()
        });
        let promotion_by_move = [
            (rules.promote_entering, PROMOTES_ENTERING),
            (rules.promote_capturing, PROMOTES_CAPTURING),
            (
                pieces.iter().any(|p| p.last_rank_promotion),
                PROMOTES_LAST_RANK,
            ),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .fold(0, |all, (_, flag)| all | flag);
        Ok(Tables {
            promotion,
            promotion_by_move,
            royal_capture: rules.royal_capture,
            may_end_early: rules.first_check_wins || rules.campmate || rules.royal_capture,
            lion_trading: rules.lion_trading,
            lion_pass: rules.lion_pass,
            geo,
            compiled,
            jump_offsets,
            has_hook,
            drop_mate_by_step,
            king,
        })
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
