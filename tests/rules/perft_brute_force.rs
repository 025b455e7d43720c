//! The perft suites checked by another method. Fairy-Stockfish has no hook movers or
//! range-jumping captures, so no published or independent figures exist for Dai Seireigi's
//! positions in tests/perft/dai-seireigi.perft; their counts were first taken from our
//! generator. This test recounts every suite line small enough, with a legality filter built
//! from the rules text (docs/rules.md 2 and 6) rather than from the generator's shortcuts:
//!
//! - a move is legal when, after it and after the first step of a two-step move, no single
//!   move of the opponent could take the King (tried by generating the opponent's moves, not
//!   by the generator's look-outward attack test, pins or its marks on bent hook lines);
//! - King steps and drops (no-drop ranks, two on a file, no drop mate by trying every answer)
//!   are enumerated here from the game's data;
//! - the other pieces' moves are the generator's, run with the King replaced by a blocker of
//!   its own side so that nothing is filtered; those moves are checked piece by piece against
//!   hand-drawn diagrams in tests/rules/piece_moves.rs.
//!
//! Every node above the last ply of each line has its legal-move set compared, so a line's
//! count is recomputed in full by the filter.

use seireigi::rules::{Color, Move, Piece, PieceKind, Position, Square, Variant};
use std::collections::HashSet;
use std::path::Path;

/// Lines with more nodes are left to tests/rules/perft_files.rs alone (the filter is slow).
const MAX_NODES: u64 = 400_000;

/// An own, non-royal piece that stands in for a King: blocks like it, moves like nothing the
/// test keeps, and is not the piece of the two-on-a-file rule.
fn stand_in(pos: &Position) -> PieceKind {
    let game = pos.game();
    game.kinds()
        .find(|&k| !game.piece(k).royal && game.rules.two_on_a_file != Some(k))
        .expect("a game with a second kind of piece")
}

fn near(a: Square, b: Square) -> bool {
    a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
}

/// Whether some single move of `color`'s opponent in `pos` could take `color`'s King.
fn king_attacked(pos: &Position, color: Color) -> bool {
    let Some(king) = pos.king_square(color) else {
        return false;
    };
    let them = color.opponent();
    let mut shell = pos.clone();
    shell.set_side_to_move(them);
    let their_king = shell.king_square(them);
    if let Some(k) = their_king {
        if near(k, king) {
            return true;
        }
        let kind = stand_in(pos);
        shell.put(
            k,
            Some(Piece {
                color: them,
                kind,
                promoted: false,
            }),
        );
    }
    shell.legal_moves().into_iter().any(|m| {
        matches!(m, Move::Board { from, via: None, to, .. } if to == king && Some(from) != their_king)
    })
}

/// The legal moves of `pos`, by the rules text (see the file's comment).
fn brute_legal(pos: &Position) -> HashSet<Move> {
    let game = pos.game();
    let us = pos.side_to_move();
    // The game is over: the side to move was checked where the first check wins, or the
    // other King stands on its far rank where that wins.
    let them = us.opponent();
    let camped = game.rules.campmate
        && pos
            .king_square(them)
            .is_some_and(|k| game.ranks_to_far_edge(them, k) == 0);
    if camped || (game.rules.first_check_wins && king_attacked(pos, us)) {
        return HashSet::new();
    }
    board_legal(pos)
}

/// [`brute_legal`] whatever the game's early ends: mate is judged by the board.
fn board_legal(pos: &Position) -> HashSet<Move> {
    let game = pos.game();
    let us = pos.side_to_move();
    let king = pos
        .king_square(us)
        .expect("the suites' positions have Kings");
    assert_eq!(game.piece(game.king_kind().unwrap()).betza, "K");
    let mut shell = pos.clone();
    shell.put(
        king,
        Some(Piece {
            color: us,
            kind: stand_in(pos),
            promoted: false,
        }),
    );
    let mut candidates: Vec<Move> = shell
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_drop() && m.from() != Some(king))
        .collect();
    for to in game.squares().filter(|&s| near(s, king)) {
        if pos.piece_at(to).is_none_or(|p| p.color != us) {
            candidates.push(Move::Board {
                from: king,
                via: None,
                to,
                promote: false,
            });
        }
    }
    for kind in game.kinds().filter(|&k| pos.hand_count(us, k) > 0) {
        for to in game.squares() {
            let on_file = |p: &Piece| p.color == us && p.kind == kind && !p.promoted;
            let doubled = game.rules.two_on_a_file == Some(kind)
                && (0..game.height)
                    .filter(|&rank| {
                        Square::new(to.file(), rank)
                            .and_then(|s| pos.piece_at(s))
                            .is_some_and(|p| on_file(&p))
                    })
                    .count()
                    >= usize::from(game.rules.most_on_a_file);
            if pos.piece_at(to).is_none()
                && game.ranks_to_far_edge(us, to) >= game.piece(kind).no_drop_depth
                && !doubled
            {
                candidates.push(Move::Drop { kind, to });
            }
        }
    }
    candidates
        .into_iter()
        .filter(|&m| {
            let after = pos.after(m);
            if king_attacked(&after, us) {
                return false;
            }
            if let Move::Board {
                from,
                via: Some(via),
                ..
            } = m
            {
                let first = Move::Board {
                    from,
                    via: None,
                    to: via,
                    promote: false,
                };
                if king_attacked(&pos.after(first), us) {
                    return false;
                }
            }
            if let Move::Drop { kind, .. } = m {
                let mates = king_attacked(&after, us.opponent()) && board_legal(&after).is_empty();
                if game.rules.no_drop_mate == Some(kind) && mates {
                    return false;
                }
            }
            true
        })
        .collect()
}

/// Counts the leaves at `depth`, comparing the generator with the filter at every node above.
fn checked_perft(pos: &Position, depth: u32, line: &str) -> u64 {
    if depth == 0 {
        return 1;
    }
    let generated = pos.legal_moves();
    let set: HashSet<Move> = generated.iter().copied().collect();
    assert_eq!(
        set.len(),
        generated.len(),
        "{line}: a move twice in {pos:?}"
    );
    let expected = brute_legal(pos);
    if set != expected {
        let extra: Vec<_> = set.difference(&expected).collect();
        let missing: Vec<_> = expected.difference(&set).collect();
        panic!("{line}: in {pos:?}\n generated but illegal: {extra:?}\n legal but not generated: {missing:?}");
    }
    if depth == 1 {
        return generated.len() as u64;
    }
    generated
        .iter()
        .map(|&m| checked_perft(&pos.after(m), depth - 1, line))
        .sum()
}

#[test]
fn small_suite_lines_recount_with_a_brute_force_legality_filter() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut recounted = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/perft exists") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|x| x != "perft") {
            continue;
        }
        let id = path.file_stem().and_then(|s| s.to_str()).expect("name");
        let variant = Variant::from_id(id).expect("a loaded game");
        // Where royal pieces may be captured every generated move is legal: there is no King
        // safety to filter by (Chu Shogi's moves are compared with shogiops instead).
        if variant.game().rules.royal_capture {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (position, counts) = line.split_once('|').expect("<position> | <depth> <nodes>");
            let nums: Vec<u64> = counts
                .split_whitespace()
                .map(|t| t.parse().expect("a number"))
                .collect();
            let [depth, nodes] = nums[..] else {
                panic!("{id}.perft:{}: a depth and a count", n + 1)
            };
            if nodes > MAX_NODES {
                continue;
            }
            let at = format!("{id}.perft:{}", n + 1);
            let history =
                super::perft_files::suite_position(variant, position.trim()).expect("a position");
            // The filter is about checks: a line without both Kings (Judkins shogi's lone
            // Pawn and empty board, from vshogi's suite) is left to tests/rules/perft_files.rs.
            let pos = history.position();
            if pos.king_square(Color::Black).is_none() || pos.king_square(Color::White).is_none() {
                continue;
            }
            assert_eq!(
                checked_perft(history.position(), depth as u32, &at),
                nodes,
                "{at}"
            );
            recounted.push(at);
        }
    }
    // Dai Seireigi's hook, range-jump and lion positions, and a few lines of the other games.
    let dai = recounted
        .iter()
        .filter(|l| l.starts_with("dai-seireigi"))
        .count();
    assert!(dai >= 3 && recounted.len() >= 10, "{recounted:?}");
}

#[test]
fn the_filter_refuses_what_the_rules_refuse() {
    // The filter must be able to fail: in this Dai Seireigi position the Lion on 5o shields
    // its King on 8o from the Rook on 2o, and the Gold on 8k is pinned to the King along the
    // White Hook Mover's bent line (from 2h, turning on 8h).
    let dai = Variant::builtin("dai-seireigi");
    let pos = Position::from_sfen(
        dai,
        "7k7/15/15/15/15/15/15/13h1/15/15/7G7/15/15/15/7K2X2r1 b - 1",
    )
    .expect("SFEN");
    let legal = brute_legal(&pos);
    let sq = |s: &str| Square::parse(s).unwrap();
    let from = |s: &str| -> Vec<Move> {
        let at = sq(s);
        legal
            .iter()
            .copied()
            .filter(|m| m.from() == Some(at))
            .collect()
    };
    let gold = from("8k");
    assert!(
        !gold.is_empty() && gold.iter().all(|m| m.to().file() == 8),
        "{gold:?}"
    );
    let lion = from("5o");
    let on_rank_o = |s: Square| s.rank() == sq("5o").rank();
    assert!(
        !lion.is_empty()
            && lion
                .iter()
                .all(|m| on_rank_o(m.to()) && m.via().is_none_or(on_rank_o)),
        "the shielding Lion stays on rank o, even for a step out and back: {lion:?}"
    );
    assert_eq!(legal, pos.legal_moves().into_iter().collect());
}
