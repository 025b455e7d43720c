//! Principal-variation alpha-beta search with iterative deepening.
//!
//! - Transposition table ([`super::tt`]) keyed by `Position::hash`.
//! - Quiescence search over captures (generated alone: no drops, no quiet moves); all
//!   evasions when in check (so mates at the horizon
//!   are seen). A side with no legal move loses (rules.md 2.6), in check or not.
//! - Check extension (bounded), null-move pruning, late-move reductions for quiet moves,
//!   futility pruning at the frontier.
//! - Move ordering ([`super::order`]): hash move, captures by value, killers, history.
//! - Repetition: a position that already occurred (in the game or on the search path) with
//!   the same side to move scores as a draw, unless every move of one side since its first
//!   occurrence gave check: that side is scored as losing (perpetual check, rules.md 2.6).
//! - Time: the clock is read every [`CLOCK_INTERVAL`] nodes; when the time (or node budget)
//!   is spent the search stops and returns the best move of the last completed iteration
//!   (or of the unfinished one, once its first move was searched).

use super::eval::{evaluate, Weights};
use super::order::{pick, score_moves, victim_value, Heuristics, MAX_PLY};
use super::tt::{Bound, Entry, Table};
use super::values::{values, PieceValues};
use crate::rules::{Move, Position};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

// Far above any material count: Dai Seireigi has 59 pieces a side, and a won game can lead
// by 90 000 centipawns, which must never read as a mate score.
pub const INF: i32 = 1_000_000;
pub const MATE: i32 = 900_000;
/// Scores above this (in absolute value) are mates.
pub const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;

/// The score of a position without a legal move: lost for the side to move, except where
/// the game ended by dobutsu shogi's try (`campmate_safe`), which the side to move may have
/// won or drawn.
fn no_move_score(pos: &Position, ply: usize) -> i32 {
    match pos.safe_campmate() {
        Some(Some(winner)) if winner == pos.side_to_move() => MATE - ply as i32,
        Some(None) => 0,
        _ => -MATE + ply as i32,
    }
}
/// Score of losing by perpetual check (below the mate scores, above any material count).
pub const PERPETUAL_LOSS: i32 = 500_000;

const CLOCK_INTERVAL: u64 = 64;
/// Deepest quiescence (plies of captures).
const QS_MAX: usize = 10;
const DELTA_MARGIN: i32 = 150;
const FUTILITY_MARGIN: [i32; 3] = [0, 250, 500];

/// What limits one search.
#[derive(Clone, Debug)]
pub struct SearchParams {
    pub time: Option<Duration>,
    pub max_depth: u32,
    pub nodes: Option<u64>,
    /// Added to the score of each root move (randomness of the weaker levels).
    pub root_bias: Vec<(Move, i32)>,
    /// Hashes of the positions of the game before the root, oldest first, each with whether
    /// its side to move stood in check.
    pub history: Vec<(u64, bool)>,
    pub tt_megabytes: usize,
    pub weights: Weights,
    /// Threads searching together (lazy SMP: they share the transposition table).
    pub threads: usize,
    /// Start another iteration whenever time is left (its first moves may still change the
    /// choice), instead of stopping once half the time is spent.
    pub full_time: bool,
    /// Set by the caller to stop the search early (a USI `stop`); read with the clock.
    pub cancel: Option<Arc<AtomicBool>>,
}

/// A completed iteration of the main thread, as reported while the search runs.
#[derive(Clone, Debug)]
pub struct Iteration {
    pub depth: u32,
    /// Deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub score: i32,
    /// Nodes of all threads so far (the helpers' counts lag by under [`CLOCK_INTERVAL`]).
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
}

#[derive(Clone, Debug)]
pub struct Outcome {
    pub best: Move,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    pub elapsed: Duration,
}

struct RootMove {
    mv: Move,
    child: Position,
    gives_check: bool,
    bias: i32,
    score: i32,
}

pub struct Searcher<'a> {
    vals: &'static PieceValues,
    weights: Weights,
    tt: &'a Table,
    /// Set by whichever thread stops first; every thread of the search reads it.
    stop: &'a AtomicBool,
    cancel: Option<&'a AtomicBool>,
    /// Nodes of every thread, added in steps of [`CLOCK_INTERVAL`].
    shared_nodes: &'a AtomicU64,
    seldepth: usize,
    heur: Heuristics,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    nodes: u64,
    stopped: bool,
    /// Keys of the game's positions, then of the search path; with "in check" flags.
    keys: Vec<u64>,
    checks: Vec<bool>,
    root_depth: i32,
    move_bufs: Vec<Vec<Move>>,
    score_bufs: Vec<Vec<(Move, i32)>>,
    pv: Vec<Vec<Move>>,
}

impl<'a> Searcher<'a> {
    fn new(
        pos: &Position,
        params: &'a SearchParams,
        start: Instant,
        tt: &'a Table,
        stop: &'a AtomicBool,
        shared_nodes: &'a AtomicU64,
    ) -> Searcher<'a> {
        Searcher {
            vals: values(pos.variant()),
            weights: params.weights,
            tt,
            stop,
            cancel: params.cancel.as_deref(),
            shared_nodes,
            seldepth: 0,
            heur: Heuristics::new(),
            start,
            deadline: params.time.and_then(|t| start.checked_add(t)),
            node_limit: params.nodes,
            nodes: 0,
            stopped: false,
            keys: Vec::with_capacity(params.history.len() + MAX_PLY + 2),
            checks: Vec::with_capacity(params.history.len() + MAX_PLY + 2),
            root_depth: 1,
            move_bufs: (0..=MAX_PLY + 1).map(|_| Vec::with_capacity(256)).collect(),
            score_bufs: (0..=MAX_PLY + 1).map(|_| Vec::with_capacity(256)).collect(),
            pv: vec![Vec::new(); MAX_PLY + 2],
        }
    }

    #[inline]
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_INTERVAL) {
            self.shared_nodes
                .fetch_add(CLOCK_INTERVAL, Ordering::Relaxed);
            if self.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                self.stopped = true;
            }
            if let Some(d) = self.deadline {
                if Instant::now() >= d {
                    self.stopped = true;
                }
            }
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            }
        }
        if let Some(n) = self.node_limit {
            if self.nodes >= n {
                self.stopped = true;
            }
        }
        if self.stopped {
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    fn push(&mut self, key: u64, check: bool) {
        self.keys.push(key);
        self.checks.push(check);
    }

    fn pop(&mut self) {
        self.keys.pop();
        self.checks.pop();
    }

    /// Score of the current (last pushed) position if it repeats an earlier one, from the
    /// side to move's point of view.
    fn repetition(&self) -> Option<i32> {
        let i = self.keys.len().checked_sub(1)?;
        let key = self.keys[i];
        let mut j = i.checked_sub(4)?;
        loop {
            if self.keys[j] == key {
                // Plies j+1..=i; ply k gave check iff checks[k]. The side to move now made
                // plies i-1, i-3, ... (j+1); the other side made plies i, i-2, ..., j+2.
                let ours = (j + 1..=i).rev().skip(1).step_by(2).all(|k| self.checks[k]);
                let theirs = (j + 2..=i).rev().step_by(2).all(|k| self.checks[k]);
                return Some(match (ours, theirs) {
                    (true, false) => -PERPETUAL_LOSS,
                    (false, true) => PERPETUAL_LOSS,
                    _ => 0,
                });
            }
            if j < 2 {
                return None;
            }
            j -= 2;
        }
    }

    fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        best: Option<Move>,
        ply: usize,
    ) {
        let score = if score > MATE_BOUND {
            score + ply as i32
        } else if score < -MATE_BOUND {
            score - ply as i32
        } else {
            score
        };
        self.tt.store(Entry {
            key,
            best,
            score,
            depth: depth as i16,
            bound,
        });
    }

    fn tt_score(score: i32, ply: usize) -> i32 {
        if score > MATE_BOUND {
            score - ply as i32
        } else if score < -MATE_BOUND {
            score + ply as i32
        } else {
            score
        }
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if depth <= 0 || ply >= MAX_PLY {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        self.tick();
        if self.stopped {
            return 0;
        }
        if let Some(s) = self.repetition() {
            return s;
        }
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let mut hash_move = None;
        if let Some(e) = self.tt.probe(key) {
            hash_move = e.best;
            if !pv_node && e.depth as i32 >= depth {
                let s = Self::tt_score(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let in_check = pos.in_check();
        let static_eval = if in_check {
            -INF
        } else {
            evaluate(pos, &self.weights)
        };

        // Null move: let the opponent move twice; if we still stand above beta, cut. Tried
        // before the moves are generated: when it cuts, they are never needed. (A side
        // with no legal move but not in check, which loses, is then missed at this node:
        // rare enough, and found by the search at the nodes around it.)
        if !pv_node
            && !in_check
            && allow_null
            && depth >= 3
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
        {
            let mut null = pos.clone();
            null.set_side_to_move(pos.side_to_move().opponent());
            let r = 2 + depth / 4;
            self.push(null.hash(), false);
            let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.pop();
            if self.stopped {
                return 0;
            }
            if s >= beta {
                return if s >= MATE_BOUND { beta } else { s };
            }
        }

        let futile = !pv_node
            && !in_check
            && depth <= 2
            && static_eval + FUTILITY_MARGIN[depth as usize] <= alpha;

        // The hash move is searched before the moves are generated (in hand-rich positions
        // most of the generation is drops): when it cuts, the node needs nothing else. It
        // was the best move of a position with this same 64-bit key, so it is legal here
        // (it is checked against the pieces, so that even a key collision cannot play a
        // piece that is not there).
        let mut moves = std::mem::take(&mut self.move_bufs[ply]);
        moves.clear();
        let mut scored = std::mem::take(&mut self.score_bufs[ply]);
        scored.clear();
        let early = hash_move.filter(|&m| plausible(pos, m));
        let mut generated = early.is_none();
        if let Some(m) = early {
            scored.push((m, 0));
        } else {
            pos.legal_moves_into(&mut moves);
            if moves.is_empty() {
                self.move_bufs[ply] = moves;
                self.score_bufs[ply] = scored;
                return no_move_score(pos, ply);
            }
            score_moves(pos, self.vals, &moves, None, &self.heur, ply, &mut scored);
        }
        let us = pos.side_to_move();
        let mut best_score = -INF;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut quiets: Vec<Move> = Vec::new();
        let original_alpha = alpha;
        let mut i = 0;
        loop {
            if i == scored.len() {
                if generated {
                    break;
                }
                // The hash move did not cut: now the others, in their order.
                generated = true;
                pos.legal_moves_into(&mut moves);
                score_moves(pos, self.vals, &moves, early, &self.heur, ply, &mut scored);
                match scored.iter().position(|&(m, _)| Some(m) == early) {
                    Some(h) => {
                        scored.swap_remove(h);
                    }
                    None => {
                        // Not legal after all (a key collision): forget what it found.
                        best_score = -INF;
                        best_move = None;
                        searched = 0;
                        alpha = original_alpha;
                        quiets.clear();
                        if scored.is_empty() {
                            self.move_bufs[ply] = moves;
                            self.score_bufs[ply] = scored;
                            return -MATE + ply as i32;
                        }
                    }
                }
                i = 0;
                continue;
            }
            let (mv, _) = pick(&mut scored, i);
            i += 1;
            let tactical = mv.promotes() || pos.is_capture(mv);
            let child = pos.after(mv);
            let gives_check = child.in_check();
            if futile && searched > 0 && !tactical && !gives_check {
                continue;
            }
            let ext = i32::from(gives_check && (ply as i32) < 2 * self.root_depth);
            let new_depth = depth - 1 + ext;
            self.push(child.hash(), gives_check);
            let mut score;
            if searched == 0 {
                score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true);
            } else {
                let mut r = 0;
                if depth >= 3 && !tactical && !gives_check && !in_check && searched >= 3 {
                    let l = ((depth as f32).ln() * (searched as f32).ln() / 2.0) as i32;
                    r = (l + 1 - i32::from(pv_node)).clamp(0, new_depth - 1);
                }
                score = -self.negamax(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, true);
                if score > alpha && r > 0 && !self.stopped {
                    score = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, true);
                }
                if score > alpha && score < beta && !self.stopped {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true);
                }
            }
            self.pop();
            if self.stopped {
                break;
            }
            searched += 1;
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if !tactical {
                            self.heur.reward(us, mv, ply, depth);
                            for &q in &quiets {
                                self.heur.penalize(us, q, depth);
                            }
                        }
                        break;
                    }
                }
            }
            if !tactical {
                quiets.push(mv);
            }
        }
        self.move_bufs[ply] = moves;
        self.score_bufs[ply] = scored;
        if self.stopped {
            return 0;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(key, depth, best_score, bound, best_move, ply);
        best_score
    }

    fn qsearch(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        self.tick();
        if self.stopped {
            return 0;
        }
        if ply >= MAX_PLY {
            return evaluate(pos, &self.weights);
        }
        let in_check = pos.in_check();
        // Where royal pieces are taken and captures go to hand (dobutsu shogi), a royal piece
        // is attacked in most positions of the small board: evasions with every drop would
        // make the quiescence search full-width. There an attacked enemy royal is taken on
        // this move, and an attacked own one is saved by a board move or lost.
        let rules = &pos.game().rules;
        let royal_drops = rules.royal_capture && rules.captures_to_hand;
        if royal_drops && pos.is_in_check(pos.side_to_move().opponent()) {
            return MATE - ply as i32 - 1;
        }
        let mut best = -INF;
        let mut stand = 0;
        if !in_check {
            stand = evaluate(pos, &self.weights);
            if stand >= beta || qply >= QS_MAX {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        } else if qply >= QS_MAX + 4 {
            return evaluate(pos, &self.weights);
        }
        // Evasions when in check (none: mated); otherwise only captures, so a side without
        // any legal move but not in check is left to the main search to find.
        let mut moves = std::mem::take(&mut self.move_bufs[ply]);
        if in_check {
            pos.legal_moves_into(&mut moves);
            if moves.is_empty() {
                self.move_bufs[ply] = moves;
                return no_move_score(pos, ply);
            }
            if royal_drops {
                moves.retain(|mv| !matches!(mv, Move::Drop { .. }));
                if moves.is_empty() {
                    // No board move saves it: it is taken on the next move.
                    self.move_bufs[ply] = moves;
                    return -MATE + ply as i32 + 1;
                }
            }
        } else {
            pos.legal_captures_into(&mut moves);
        }
        let mut scored = std::mem::take(&mut self.score_bufs[ply]);
        scored.clear();
        let vals = self.vals;
        if in_check {
            score_moves(pos, vals, &moves, None, &self.heur, ply, &mut scored);
        } else {
            for &mv in moves.iter() {
                let victim = victim_value(pos, vals, mv);
                if victim == 0 {
                    continue;
                }
                // Delta pruning: even winning the piece cannot reach alpha.
                if stand + victim + DELTA_MARGIN <= alpha {
                    continue;
                }
                let attacker = super::order::attacker_value(pos, vals, mv);
                scored.push((mv, victim * 16 - attacker / 8));
            }
        }
        for i in 0..scored.len() {
            let (mv, _) = pick(&mut scored, i);
            let child = pos.after(mv);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.move_bufs[ply] = moves;
        self.score_bufs[ply] = scored;
        if self.stopped {
            return 0;
        }
        best
    }

    /// One iteration at the root: the index of the best move, or `None` if the clock
    /// stopped it before the first move was searched.
    fn root_iteration(&mut self, root: &mut [RootMove], depth: i32) -> Option<usize> {
        let mut alpha = -INF;
        let beta = INF;
        let mut best: Option<usize> = None;
        for (i, rm) in root.iter_mut().enumerate() {
            let new_depth = depth - 1 + i32::from(rm.gives_check);
            let bias = rm.bias;
            let child = &rm.child;
            self.push(child.hash(), rm.gives_check);
            let full = |s: &mut Searcher, alpha: i32| {
                -s.negamax(child, new_depth, -(beta - bias), -(alpha - bias), 1, true) + bias
            };
            let mut score;
            if i == 0 {
                score = full(self, alpha);
            } else {
                let a = alpha - bias;
                score = -self.negamax(child, new_depth, -a - 1, -a, 1, true) + bias;
                if score > alpha && !self.stopped {
                    score = full(self, alpha);
                }
            }
            self.pop();
            if self.stopped {
                break;
            }
            if score > alpha || best.is_none() {
                rm.score = score;
                alpha = alpha.max(score);
                best = Some(i);
                let (head, tail) = self.pv.split_at_mut(1);
                head[0].clear();
                head[0].push(rm.mv);
                head[0].extend_from_slice(&tail[0]);
            } else {
                // Failed low: an upper bound, kept below the best for the next ordering.
                rm.score = score.min(alpha - 1);
            }
        }
        best
    }
}

/// Whether `mv` can be played in `pos` as far as the pieces go: a piece of the side to
/// move on its origin, not its own on its target (a lion may come back to its square), or
/// a piece in hand dropped on an empty square. Not a legality test: King safety is not
/// looked at.
fn plausible(pos: &Position, mv: Move) -> bool {
    let us = pos.side_to_move();
    match mv {
        Move::Drop { kind, to } => pos.hand_count(us, kind) > 0 && pos.piece_at(to).is_none(),
        Move::Board { from, to, .. } => {
            pos.piece_at(from).is_some_and(|p| p.color == us)
                && (to == from || pos.piece_at(to).is_none_or(|p| p.color != us))
        }
    }
}

/// Searches `pos` and returns the best move found, or `None` without legal moves.
///
/// With several threads (lazy SMP) every thread searches the same root with its own move
/// ordering heuristics; they share the transposition table, so each profits from what the
/// others found, and helpers with an odd number search one ply deeper than the main thread
/// to spread the work. The answer is the deepest completed search (the main thread's on a
/// tie); the first thread to run out of time stops them all.
pub fn run(pos: &Position, params: &SearchParams) -> Option<Outcome> {
    run_reporting(pos, params, &mut |_| {})
}

/// [`run`], calling `report` (on the calling thread) after each iteration the main thread
/// completes.
pub fn run_reporting(
    pos: &Position,
    params: &SearchParams,
    report: &mut dyn FnMut(&Iteration),
) -> Option<Outcome> {
    if pos.legal_moves().is_empty() {
        return None;
    }
    let start = Instant::now();
    let tt = Table::new(params.tt_megabytes);
    let stop = AtomicBool::new(false);
    let nodes = AtomicU64::new(0);
    let threads = params.threads.max(1);
    if threads == 1 {
        return Some(iterate(pos, params, start, (&tt, &stop, &nodes), 0, report));
    }
    let outcomes: Vec<Outcome> = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|id| {
                let shared = (&tt, &stop, &nodes);
                scope.spawn(move || iterate(pos, params, start, shared, id, &mut |_| {}))
            })
            .collect();
        let main = iterate(pos, params, start, (&tt, &stop, &nodes), 0, report);
        // The main thread decides when the search ends.
        stop.store(true, Ordering::Relaxed);
        let mut all = vec![main];
        all.extend(helpers.into_iter().filter_map(|h| h.join().ok()));
        all
    });
    let nodes = outcomes.iter().map(|o| o.nodes).sum();
    let mut best = outcomes
        .into_iter()
        .reduce(|a, b| if b.depth > a.depth { b } else { a })?;
    best.nodes = nodes;
    best.elapsed = start.elapsed();
    Some(best)
}

/// Iterative deepening by one thread (`id` 0 is the main thread).
fn iterate(
    pos: &Position,
    params: &SearchParams,
    start: Instant,
    (tt, stop, shared_nodes): (&Table, &AtomicBool, &AtomicU64),
    id: usize,
    report: &mut dyn FnMut(&Iteration),
) -> Outcome {
    let mut s = Searcher::new(pos, params, start, tt, stop, shared_nodes);
    for &(k, c) in &params.history {
        s.push(k, c);
    }
    s.push(pos.hash(), pos.in_check());
    let mut moves = Vec::new();
    pos.legal_moves_into(&mut moves);
    let mut scored = Vec::new();
    score_moves(pos, s.vals, &moves, None, &s.heur, 0, &mut scored);
    scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    let mut root: Vec<RootMove> = scored
        .iter()
        .map(|&(mv, _)| {
            let child = pos.after(mv);
            let gives_check = child.in_check();
            let bias = params
                .root_bias
                .iter()
                .find(|(m, _)| *m == mv)
                .map_or(0, |&(_, b)| b);
            RootMove {
                mv,
                child,
                gives_check,
                bias,
                score: -INF,
            }
        })
        .collect();

    let mut result = Outcome {
        best: root[0].mv,
        score: 0,
        depth: 0,
        nodes: 0,
        pv: vec![root[0].mv],
        elapsed: Duration::ZERO,
    };
    let max_depth = params.max_depth.clamp(1, MAX_PLY as u32 / 2);
    let skew = (id % 2) as u32;
    for main_depth in 1..=max_depth {
        let depth = (main_depth + skew).min(max_depth);
        s.root_depth = depth as i32;
        let best = s.root_iteration(&mut root, depth as i32);
        let completed = !s.stopped;
        if let Some(b) = best {
            // An unfinished iteration counts once its first move (the previous best) was
            // searched: any move that beat it was searched to the full depth.
            if completed || root[0].score > -INF || depth == 1 {
                result.best = root[b].mv;
                result.score = root[b].score - root[b].bias;
                result.pv = s.pv[0].clone();
                if completed {
                    result.depth = depth;
                    report(&Iteration {
                        depth,
                        seldepth: (s.seldepth as u32).max(depth),
                        score: result.score,
                        nodes: shared_nodes.load(Ordering::Relaxed).max(s.nodes),
                        elapsed: s.start.elapsed(),
                        pv: result.pv.clone(),
                    });
                }
            }
        }
        if !completed || depth >= max_depth {
            break;
        }
        // Best first, then by the last scores.
        root.sort_by_key(|r| std::cmp::Reverse(r.score));
        if let Some(i) = root.iter().position(|r| r.mv == result.best) {
            let r = root.remove(i);
            root.insert(0, r);
        }
        for r in root.iter_mut() {
            r.score = -INF;
        }
        if result.score.abs() > MATE_BOUND && depth as i32 >= MATE - result.score.abs() {
            // A forced mate found with a complete search to its length: nothing to add.
            break;
        }
        if root.len() == 1 && depth >= 2 {
            break;
        }
        if let (Some(t), Some(_), false) = (params.time, s.deadline, params.full_time) {
            // Don't start an iteration that is unlikely to finish.
            if id == 0 && s.start.elapsed() * 2 > t {
                break;
            }
        }
    }
    result.nodes = s.nodes;
    result.elapsed = s.start.elapsed();
    if result.pv.first() != Some(&result.best) {
        result.pv = vec![result.best];
    }
    result
}
