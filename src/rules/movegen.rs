//! Legal move generation for every game from the compiled piece tables.
//!
//! Pseudo-legal moves are tested for King safety only when they can matter: in check, for
//! the King, for two-step moves (tested after each step), and for pieces whose leaving may
//! open a line to the King: pinned pieces, or, where enemy hook movers stand, the first
//! piece on each of the King's lines and on each hook mover's first legs.

use super::attack::{attacked, dir_offsets};
use super::betza::Dir;
use super::cell::{code_of, color_of_code, CELLS, EMPTY, WALL};
use super::compile::{
    Compiled, IN_ZONE, PROMOTES_CAPTURING, PROMOTES_ENTERING, PROMOTES_FROM, PROMOTES_TO,
    PROMOTES_VIA,
};
use super::game::Game;
use super::position::Position;
use super::types::{Color, Move, PieceKind, MAX_SIZE};

/// Squares of the largest board.
const BOARD_SQUARES: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// A set of board cells: squares already produced for one piece (for pieces that reach a
/// square two ways), or the squares whose piece may uncover the King.
struct Seen([u64; CELLS.div_ceil(64)]);

impl Seen {
    const EMPTY: Seen = Seen([0; CELLS.div_ceil(64)]);

    fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1u64 << (i % 64)) != 0
    }

    fn insert(&mut self, i: usize) -> bool {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let new = self.0[w] & b == 0;
        self.0[w] |= b;
        new
    }
}

struct Gen<'a> {
    pos: &'a Position,
    game: &'static Game,
    board: [u8; CELLS],
    us: Color,
    them: Color,
    king: usize,
    in_check: bool,
    /// Squares whose piece may uncover an attack on the King by moving.
    risky: Seen,
    /// The destinations the piece being generated has reached (pieces that may overlap).
    seen: Seen,
    captures_only: bool,
    out: &'a mut Vec<Move>,
}

/// The piece whose moves are being generated.
struct Mover {
    from: usize,
    code: u8,
    /// Its moves are tested for King safety.
    test: bool,
    /// It may reach a square two ways: `Gen::seen` de-duplicates.
    dedup: bool,
}

impl Position {
    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(256);
        self.legal_moves_into(&mut out);
        out
    }

    /// All legal moves, into a reused buffer (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if !self.game_won() {
            self.generate(out, false);
        } else {
            out.clear();
        }
    }

    /// The game is over before any move: the side to move is in check where the first check
    /// wins, or the other side's King stands on its far rank where that wins (campmate), or
    /// it has lost its last royal piece where royal pieces may be taken. The side to move then
    /// has no legal move, and has lost (`History` names the reason), except after dobutsu
    /// shogi's try, which the side to move may have won ([`Position::safe_campmate`]).
    /// Inlined, it costs the games without these rules one flag read; the rules themselves
    /// are tested out of line.
    #[inline]
    pub fn game_won(&self) -> bool {
        self.game.tables.may_end_early && self.game_ended_by_rule()
    }

    #[inline(never)]
    fn game_ended_by_rule(&self) -> bool {
        let rules = &self.game.rules;
        if rules.royal_capture && self.royals_lost(self.side) {
            return true;
        }
        let them = self.side.opponent();
        if rules.campmate_safe {
            return self.safe_campmate().is_some();
        }
        let their_king = self.kings[them.index()] as usize;
        (rules.campmate
            && their_king != 0
            && self.game.tables.geo.depth[them.index()][their_king] == 0)
            || (rules.first_check_wins && self.in_check())
    }

    /// Where `campmate_safe` (dobutsu shogi's "try"): the result when a royal piece stands on
    /// its far rank with no enemy piece attacking it, `Some(winner)`, judged before the side
    /// to move moves: that side's royal piece first (it wins, or draws, `Some(None)`, when the
    /// other side's stands so too), then the other side's (it wins). `None` while neither does,
    /// and in games without the rule.
    pub fn safe_campmate(&self) -> Option<Option<Color>> {
        if !self.game.rules.campmate_safe {
            return None;
        }
        let safe = |c: Color| {
            let k = self.kings[c.index()] as usize;
            k != 0
                && self.game.tables.geo.depth[c.index()][k] == 0
                && !attacked(self.game, &self.board, k, c.opponent())
        };
        let (us, them) = (self.side, self.side.opponent());
        match (safe(us), safe(them)) {
            (true, true) => Some(None),
            (true, false) => Some(Some(us)),
            (false, true) => Some(Some(them)),
            (false, false) => None,
        }
    }

    /// The legal moves that capture (on the target square or, for a lion move, on the way),
    /// in the order [`Position::legal_moves_into`] gives them: no drops, no quiet moves. The
    /// search's quiescence needs only these, and drops are most of the moves in hand-rich
    /// positions.
    pub fn legal_captures_into(&self, out: &mut Vec<Move>) {
        if !self.game_won() {
            self.generate(out, true);
        } else {
            out.clear();
        }
    }

    /// The game's generator, chosen once per call: games with move-only, capture-only or
    /// hopping pieces get their own copy of the generator (`MODAL`), so that the others run
    /// the code they ran before those moves existed.
    fn generate(&self, out: &mut Vec<Move>, captures_only: bool) {
        if self.game.tables.modal {
            self.generate_modal(out, captures_only);
        } else {
            self.generate_for::<false>(out, captures_only);
        }
    }

    /// The modal copy, kept out of `generate` so that the other games' copy is compiled as
    /// it was alone.
    #[inline(never)]
    fn generate_modal(&self, out: &mut Vec<Move>, captures_only: bool) {
        self.generate_for::<true>(out, captures_only);
    }

    /// With `MODAL`, every move and drop is tested for King safety: a hopper's screen may be
    /// any piece on a line through the King, arriving or leaving.
    #[inline(always)]
    fn generate_for<const MODAL: bool>(&self, out: &mut Vec<Move>, captures_only: bool) {
        out.clear();
        let us = self.side;
        let game = self.game;
        // Where royal pieces may be taken, no move is tested for their safety.
        let king = match game.tables.royal_capture {
            false => self.kings[us.index()] as usize,
            true => 0,
        };
        let in_check = king != 0 && attacked(game, &self.board, king, us.opponent());
        let mut gen = Gen {
            pos: self,
            game,
            board: self.board,
            us,
            them: us.opponent(),
            king,
            in_check,
            risky: Seen::EMPTY,
            seen: Seen::EMPTY,
            captures_only,
            out,
        };
        if !MODAL {
            gen.find_risky();
        }
        for &i in &game.tables.geo.squares {
            let i = i as usize;
            let code = gen.board[i];
            if code != EMPTY && color_of_code(code) == us {
                gen.piece_moves::<MODAL>(i, code);
            }
        }
        if !captures_only {
            gen.drops::<MODAL>();
        }
        if game.tables.lion_trading {
            super::lion_trade::filter(self, out);
        }
    }

    /// Whether the move is among the legal moves.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }
}

impl Gen<'_> {
    fn own(&self, code: u8) -> bool {
        code != EMPTY && code != WALL && color_of_code(code) == self.us
    }

    fn enemy(&self, code: u8) -> bool {
        code != EMPTY && code != WALL && color_of_code(code) == self.them
    }

    /// Marks the squares whose piece may expose the King by leaving them.
    fn find_risky(&mut self) {
        if self.king == 0 || self.in_check {
            return;
        }
        let hooks = self.game.tables.has_hook && self.mark_hook_blockers();
        let offsets = dir_offsets(self.game);
        for d in Dir::ALL {
            let off = offsets[d.index()];
            let mut t = self.king as isize;
            let mut dist: u8 = 0;
            let mut shield = None;
            loop {
                t += off;
                dist = dist.saturating_add(1);
                let code = self.board[t as usize];
                if code == EMPTY {
                    continue;
                }
                if code == WALL {
                    break;
                }
                if shield.is_none() && self.own(code) {
                    // With hook movers about, a piece on a King line may shield a bent
                    // line whose turn lies between it and the King: always test it.
                    if hooks {
                        self.risky.insert(t as usize);
                        break;
                    }
                    shield = Some(t as usize);
                    continue;
                }
                if let Some(s) = shield {
                    if self.enemy(code)
                        && self.game.tables.compiled[code as usize].ray_range[d.reverse().index()]
                            >= dist
                    {
                        self.risky.insert(s);
                    }
                }
                break;
            }
        }
    }

    /// The first piece on each first leg of each enemy hook mover blocks its turns: marks
    /// them, in one pass over the board, and says whether any enemy hook mover stands.
    fn mark_hook_blockers(&mut self) -> bool {
        let tables = &self.game.tables;
        let mut any = false;
        for &i in &tables.geo.squares {
            let code = self.board[i as usize];
            if !tables.hook_movers[code as usize] || color_of_code(code) != self.them {
                continue;
            }
            any = true;
            for &(first, _) in &tables.compiled[code as usize].hooks {
                let mut t = i as isize + first as isize;
                while self.board[t as usize] == EMPTY {
                    t += first as isize;
                }
                if self.own(self.board[t as usize]) {
                    self.risky.insert(t as usize);
                }
            }
        }
        any
    }

    fn needs_test(&self, from: usize, c: &Compiled) -> bool {
        self.king != 0 && (self.in_check || c.royal || self.risky.contains(from))
    }

    /// The moves of the piece `code` on `from`: each kind of move its table holds, in turn.
    ///
    /// This and the kinds of move are `inline(always)`: one loop in `generate`, as when they
    /// were one function. Left to the compiler, `generate` landed in another codegen unit
    /// and each piece paid a call, or each kind of move did (docs/architecture.md, "The board").
    #[inline(always)]
    fn piece_moves<const MODAL: bool>(&mut self, from: usize, code: u8) {
        let c: &'static Compiled = &self.game.tables.compiled[code as usize];
        let mover = Mover {
            from,
            code,
            test: if MODAL {
                self.king != 0
            } else {
                self.needs_test(from, c)
            },
            dedup: c.may_overlap,
        };
        if c.may_overlap {
            self.seen = Seen::EMPTY;
        }
        self.slides(&mover, c);
        self.jumps(&mover, c);
        self.hooks(&mover, c);
        if c.lion {
            self.lion_moves(&mover);
        }
        self.linear_lion_moves(&mover, c);
        if MODAL && c.modal {
            self.modal_moves(&mover, c);
        }
    }

    /// Move-only and capture-only lines and leaps, and hops (the modal generator only).
    fn modal_moves(&mut self, m: &Mover, c: &Compiled) {
        for &(off, both, range) in &c.move_rays {
            let mut t = m.from as isize;
            let mut dist: u8 = 0;
            while dist < range {
                t += off as isize;
                dist += 1;
                if self.board[t as usize] != EMPTY {
                    break;
                }
                if dist > both {
                    self.reach(m, t as usize);
                }
            }
        }
        for &(off, both, range) in &c.capture_rays {
            let mut t = m.from as isize;
            let mut dist: u8 = 0;
            while dist < range {
                t += off as isize;
                dist += 1;
                let target = self.board[t as usize];
                if target == EMPTY {
                    continue;
                }
                if dist > both && self.enemy(target) {
                    self.reach(m, t as usize);
                }
                break;
            }
        }
        for &off in &c.move_jumps {
            let t = (m.from as isize + off as isize) as usize;
            if self.board[t] == EMPTY {
                self.reach(m, t);
            }
        }
        for &off in &c.capture_jumps {
            let t = (m.from as isize + off as isize) as usize;
            if self.enemy(self.board[t]) {
                self.reach(m, t);
            }
        }
        for &(off, moves, captures) in &c.hops {
            let off = off as isize;
            let mut t = m.from as isize + off;
            let mut dist: u8 = 1;
            while self.board[t as usize] == EMPTY {
                t += off;
                dist = dist.saturating_add(1);
            }
            if self.board[t as usize] == WALL {
                continue;
            }
            // Over the screen, then on over empty squares (a capturing hop walks over them
            // too), to the first piece.
            let far = moves.max(captures);
            loop {
                t += off;
                dist = dist.saturating_add(1);
                if dist > far {
                    break;
                }
                let target = self.board[t as usize];
                if target == EMPTY {
                    if dist <= moves {
                        self.reach(m, t as usize);
                    }
                    continue;
                }
                if dist <= captures && self.enemy(target) {
                    self.reach(m, t as usize);
                }
                break;
            }
        }
    }

    /// A one-step move of the mover to `to`, once per square for pieces that reach a square
    /// two ways.
    #[inline(always)]
    fn reach(&mut self, m: &Mover, to: usize) {
        if !m.dedup || self.seen.insert(to) {
            self.emit(m.from, None, to, m.code, m.test);
        }
    }

    /// Slides (steps are slides of range 1), and their range-jumping captures.
    #[inline(always)]
    fn slides(&mut self, m: &Mover, c: &Compiled) {
        for ray in &c.rays {
            let off = ray.offset as isize;
            let mut t = m.from as isize;
            let mut dist: u8 = 0;
            let mut blocker = None;
            while dist < ray.range {
                t += off;
                dist += 1;
                let target = self.board[t as usize];
                if target == EMPTY {
                    self.reach(m, t as usize);
                    continue;
                }
                if self.enemy(target) {
                    self.reach(m, t as usize);
                }
                if target != WALL {
                    blocker = Some(t);
                }
                break;
            }
            if let (true, Some(t)) = (ray.range_jump, blocker) {
                self.range_jumps(m, t, off);
            }
        }
    }

    /// A range-jumping capture beyond the first piece met on `blocker`: it takes the 2nd,
    /// 3rd or 4th piece met, never a King (rules.md 6).
    #[inline(always)]
    fn range_jumps(&mut self, m: &Mover, blocker: isize, off: isize) {
        let mut t = blocker;
        let mut met = 1;
        while met < 4 {
            t += off;
            let target = self.board[t as usize];
            if target == WALL {
                break;
            }
            if target == EMPTY {
                continue;
            }
            met += 1;
            if self.enemy(target) && !self.game.tables.compiled[target as usize].royal {
                self.reach(m, t as usize);
            }
        }
    }

    /// Leaps, over whatever stands between.
    #[inline(always)]
    fn jumps(&mut self, m: &Mover, c: &Compiled) {
        for &off in &c.jumps {
            let t = (m.from as isize + off as isize) as usize;
            let target = self.board[t];
            if target != WALL && !self.own(target) {
                self.reach(m, t);
            }
        }
    }

    /// Hook moves: a slide to an empty turning square, then a slide at a right angle.
    #[inline(always)]
    fn hooks(&mut self, m: &Mover, c: &Compiled) {
        for &(first, turns) in &c.hooks {
            let mut corner = m.from as isize + first as isize;
            while self.board[corner as usize] == EMPTY {
                for turn in turns {
                    let mut t = corner;
                    loop {
                        t += turn as isize;
                        let target = self.board[t as usize];
                        if target == WALL || self.own(target) {
                            break;
                        }
                        self.reach(m, t as usize);
                        if target != EMPTY {
                            break;
                        }
                    }
                }
                corner += first as isize;
            }
        }
    }

    /// Lion double moves: a King step capturing, then any King step (its single moves are
    /// the piece's jumps and steps).
    #[inline(always)]
    fn lion_moves(&mut self, m: &Mover) {
        // Read once per Lion: games without passes test a register at each empty step.
        let pass = self.game.tables.lion_pass && !self.captures_only;
        let offsets = dir_offsets(self.game);
        for &off in offsets {
            let via = (m.from as isize + off) as usize;
            if self.enemy(self.board[via]) {
                for &off2 in offsets {
                    let to = (via as isize + off2) as usize;
                    self.second_step(m.from, via, to, m.code);
                }
            } else if pass && self.board[via] == EMPTY {
                self.emit(m.from, Some(via), m.from, m.code, self.king != 0);
            }
        }
    }

    /// A pass where the game allows it (`lion_pass`): a step to an empty square and back.
    /// (A double move over an empty square to another square is one of the single moves.)
    #[inline(always)]
    fn pass(&mut self, m: &Mover, via: usize) {
        if self.game.tables.lion_pass && !self.captures_only && self.board[via] == EMPTY {
            self.emit(m.from, Some(via), m.from, m.code, self.king != 0);
        }
    }

    /// Linear lion moves: a step capturing along a line, then one more step on it or back.
    #[inline(always)]
    fn linear_lion_moves(&mut self, m: &Mover, c: &Compiled) {
        for &off in &c.linear_lion {
            let via = (m.from as isize + off as isize) as usize;
            if self.enemy(self.board[via]) {
                let on = (via as isize + off as isize) as usize;
                self.second_step(m.from, via, on, m.code);
                self.second_step(m.from, via, m.from, m.code);
            } else {
                self.pass(m, via);
            }
        }
    }

    /// The second step of a lion move, after capturing on `via`.
    fn second_step(&mut self, from: usize, via: usize, to: usize, code: u8) {
        let target = self.board[to];
        if to == from || (target != WALL && !self.own(target)) {
            self.emit(from, Some(via), to, code, self.king != 0);
        }
    }

    fn emit(&mut self, from: usize, via: Option<usize>, to: usize, code: u8, test: bool) {
        if self.captures_only && via.is_none() && !self.enemy(self.board[to]) {
            return;
        }
        let tables = &self.game.tables;
        let c = &tables.compiled[code as usize];
        let (may_promote, must_promote) = if c.can_promote {
            let zone = &tables.promotion[self.us.index()];
            let may = zone[from] & PROMOTES_FROM != 0
                || zone[to] & PROMOTES_TO != 0
                || via.is_some_and(|v| zone[v] & PROMOTES_VIA != 0);
            let depth = &tables.geo.depth[self.us.index()];
            (may, may && depth[to] < c.forced_depth)
        } else if c.promotes_by_move {
            let may = self.promotes_by_move(from, via, to, c);
            let depth = &tables.geo.depth[self.us.index()];
            (may, may && depth[to] < c.forced_depth)
        } else {
            (false, false)
        };
        if test && !self.safe_after(from, via, to, code) {
            return;
        }
        let sq = |i: usize| self.game.tables.geo.square_of[i];
        let (Some(f), Some(t)) = (sq(from), sq(to)) else {
            return;
        };
        let v = via.and_then(sq);
        if !must_promote {
            self.out.push(Move::Board {
                from: f,
                via: v,
                to: t,
                promote: false,
            });
        }
        if may_promote {
            self.out.push(Move::Board {
                from: f,
                via: v,
                to: t,
                promote: true,
            });
        }
    }

    /// Chu Shogi's promotion (`promotion = ["enter", "capture"]`, `last_rank_promotion`): on
    /// entering the zone, on a capture that starts or ends in it, on reaching the last rank
    /// (and on the squares `promotion` also lists, for a game that mixes both).
    /// A piece that stays in the zone without capturing may not promote: once declined, the
    /// chance comes back only with a capture or by leaving and entering again.
    fn promotes_by_move(&self, from: usize, via: Option<usize>, to: usize, c: &Compiled) -> bool {
        let tables = &self.game.tables;
        let zone = &tables.promotion[self.us.index()];
        let (in_from, in_to) = (zone[from] & IN_ZONE != 0, zone[to] & IN_ZONE != 0);
        let by = tables.promotion_by_move;
        let by_square = zone[from] & PROMOTES_FROM != 0
            || zone[to] & PROMOTES_TO != 0
            || via.is_some_and(|v| zone[v] & PROMOTES_VIA != 0);
        by_square
            || (by & PROMOTES_ENTERING != 0 && in_to && !in_from)
            || (by & PROMOTES_CAPTURING != 0
                && (in_from || in_to)
                && ((to != from && self.enemy(self.board[to]))
                    || via.is_some_and(|v| self.enemy(self.board[v]))))
            || (c.last_rank && tables.geo.depth[self.us.index()][to] == 0)
    }

    /// Is the King safe after each step of the move? The board is changed and restored.
    fn safe_after(&mut self, from: usize, via: Option<usize>, to: usize, code: u8) -> bool {
        let royal = self.game.tables.compiled[code as usize].royal;
        let (saved_from, saved_to) = (self.board[from], self.board[to]);
        let saved_via = via.map(|v| self.board[v]);
        self.board[from] = EMPTY;
        let mut safe = true;
        if let Some(v) = via {
            self.board[v] = code;
            let king = if royal { v } else { self.king };
            safe = !attacked(self.game, &self.board, king, self.them);
            self.board[v] = EMPTY;
        }
        if safe {
            self.board[to] = code;
            let king = if royal { to } else { self.king };
            safe = !attacked(self.game, &self.board, king, self.them);
        }
        self.board[to] = saved_to;
        if let (Some(v), Some(s)) = (via, saved_via) {
            self.board[v] = s;
        }
        self.board[from] = saved_from;
        safe
    }

    /// Drops of every kind in hand, kind by kind in the game's piece order and each on the
    /// empty squares in board order. The board is read once for all kinds: its empty squares
    /// and the files holding the two-on-a-file piece.
    fn drops<const MODAL: bool>(&mut self) {
        let hand = self.pos.hands[self.us.index()];
        let kinds = self.game.pieces.len();
        if hand.iter().take(kinds).all(|&count| count == 0) {
            return;
        }
        let geo = &self.game.tables.geo;
        let Some(&first) = geo.cells.first() else {
            return;
        };
        // EMPTY stands for "no such piece": empty cells are sorted out first.
        let one_per_file_code = self
            .game
            .rules
            .two_on_a_file
            .map_or(EMPTY, |kind| code_of(self.us, kind, false));
        let most = self.game.rules.most_on_a_file;
        let mut empty = [first; BOARD_SQUARES];
        let mut empties = 0;
        let mut taken_files: u32 = 0;
        if most == 1 {
            // One on a file (shogi's Pawns): a file is taken by its first, no counting.
            for &(i, sq) in &geo.cells {
                let code = self.board[i as usize];
                if code == EMPTY {
                    empty[empties] = (i, sq);
                    empties += 1;
                } else if code == one_per_file_code {
                    taken_files |= 1 << sq.file();
                }
            }
        } else {
            let mut on_file = [0u8; MAX_SIZE as usize + 1];
            for &(i, sq) in &geo.cells {
                let code = self.board[i as usize];
                if code == EMPTY {
                    empty[empties] = (i, sq);
                    empties += 1;
                } else if code == one_per_file_code {
                    let n = &mut on_file[usize::from(sq.file())];
                    *n += 1;
                    if *n >= most {
                        taken_files |= 1 << sq.file();
                    }
                }
            }
        }
        let empty = &empty[..empties];
        let depth = &geo.depth[self.us.index()];
        for (k, &count) in hand.iter().enumerate().take(kinds) {
            if count == 0 {
                continue;
            }
            let kind = PieceKind(k as u8);
            let code = code_of(self.us, kind, false);
            let c = &self.game.tables.compiled[code as usize];
            // In the modal generator a drop may screen a hopper's line to the King.
            let test = self.in_check || (MODAL && self.king != 0);
            if c.no_drop_depth == 0 && !c.one_per_file && !c.no_drop_mate && !test {
                // Nothing to test: every empty square.
                self.out
                    .extend(empty.iter().map(|&(_, to)| Move::Drop { kind, to }));
                continue;
            }
            for &(i, to) in empty {
                let i = i as usize;
                if depth[i] < c.no_drop_depth {
                    continue;
                }
                if c.one_per_file && taken_files & (1 << to.file()) != 0 {
                    continue;
                }
                if test {
                    self.board[i] = code;
                    let safe = !attacked(self.game, &self.board, self.king, self.them);
                    self.board[i] = EMPTY;
                    if !safe {
                        continue;
                    }
                }
                let mv = Move::Drop { kind, to };
                if c.no_drop_mate && self.drop_mates(i, mv) {
                    continue;
                }
                self.out.push(mv);
            }
        }
    }

    /// Would this drop of the no-drop-mate piece checkmate? (Forbidden; other drops may
    /// mate.) The cheap tests, which settle almost every drop, are inlined into the drop
    /// loop; left to the compiler, the whole test was a call per drop (2 % of a Chu Seireigi
    /// middlegame's generation, docs/performance.md).
    #[inline(always)]
    fn drop_mates(&self, at: usize, mv: Move) -> bool {
        let their_king = self.pos.kings[self.them.index()] as usize;
        if their_king == 0 {
            return false;
        }
        if self.game.tables.drop_mate_by_step {
            // A one-step-forward piece checks only from right in front of the King.
            let forward = self.game.tables.geo.offset(self.us, (0, 1)) as isize;
            if their_king as isize != at as isize + forward {
                return false;
            }
        }
        self.mates_after(mv)
    }

    /// The drop checks (where it need not be in front of the King) and leaves no reply.
    #[inline(never)]
    fn mates_after(&self, mv: Move) -> bool {
        let after = self.pos.after(mv);
        if !self.game.tables.drop_mate_by_step && !after.in_check() {
            return false;
        }
        // Mate by the board, whatever a game's first-check rule makes of the check.
        let mut replies = Vec::new();
        after.generate(&mut replies, false);
        replies.is_empty()
    }
}
