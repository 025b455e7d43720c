//! Differential test of standard shogi move generation against haitaka, an independent 9x9
//! bitboard generator. Fixed-seed pseudo-random games, biased towards captures so hands fill
//! and drops, forced promotions and pawn-drop mates come up; at every position the two sets
//! of legal moves (as USI text) must be equal, and so must check and mate.

use std::collections::BTreeSet;

use seireigi::rules::notation::{parse_canonical, to_canonical};
use seireigi::rules::{Move, Position, Variant};
use seireigi_test_support::seeded::Lcg;

const GAMES: u64 = 300;
const MAX_PLIES: u32 = 150;
const MIN_POSITIONS: usize = 20_000;

// Open middlegames and bare boards with full hands: every drop rule matters at once there.
const STARTS: [&str; 5] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
    "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrb3g3s3n3l17p 1",
    "8k/9/9/9/9/9/9/9/K8 w RB2G2S2N2L9Prb2g2s2n2l9p 1",
    // After 7g7f 3c3d 8h2b+ 3a2b: Bishops in hand from move five.
    "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5",
];

fn haitaka_moves(board: &haitaka::Board) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    board.generate_moves(|moves| {
        out.extend(moves.into_iter().map(|mv| mv.to_string()));
        false
    });
    out
}

fn has_no_moves(board: &haitaka::Board) -> bool {
    !board.generate_moves(|_| true)
}

/// haitaka's pawn-drop-mate test is loose in both directions. It looks at one candidate square
/// per position (the lowest it may drop on, not necessarily the one in front of the King), and
/// at none when the dropping side is in check, so some pawn-drop mates get through; and it
/// calls a drop illegal when the opponent has no reply, even when the Pawn gives no check.
/// Standard shogi (rules.md 2.3) forbids exactly the drops that check and mate, so a Pawn drop
/// is a known haitaka difference if both engines agree on its effect and that effect tells
/// which side is right: haitaka alone must mate, we alone must not give check.
fn is_haitaka_pawn_drop_slip(
    pos: &Position,
    board: &haitaka::Board,
    usi: &str,
    ours: bool,
) -> bool {
    let Ok(
        drop @ haitaka::Move::Drop {
            piece: haitaka::Piece::Pawn,
            ..
        },
    ) = usi.parse::<haitaka::Move>()
    else {
        return false;
    };
    let mut theirs = board.clone();
    theirs.play_unchecked(drop);
    let mv = parse_canonical(pos.game(), usi).expect("pawn drop reads as ours");
    let after = pos.after(mv);
    let sfen = pos.to_sfen();
    let checks = after.in_check();
    let stuck = after.legal_moves().is_empty();
    assert_eq!(
        checks,
        !theirs.checkers().is_empty(),
        "{usi} checks? in {sfen}"
    );
    assert_eq!(
        stuck,
        has_no_moves(&theirs),
        "{usi} leaves no reply? in {sfen}"
    );
    if ours {
        stuck && !checks
    } else {
        stuck && checks
    }
}

#[derive(Default)]
struct Tally {
    positions: usize,
    drops: usize,
    promotions: usize,
    checks: usize,
    mates: usize,
    pawn_drop_mates_haitaka_allows: usize,
    non_checking_drops_haitaka_refuses: usize,
}

/// Compares one position and returns our legal moves.
fn compare(pos: &Position, tally: &mut Tally) -> Vec<Move> {
    let sfen = pos.to_sfen();
    let board = haitaka::Board::from_sfen(&sfen)
        .unwrap_or_else(|e| panic!("haitaka rejects our SFEN {sfen}: {e:?}"));
    let legal = pos.legal_moves();
    let ours: BTreeSet<String> = legal
        .iter()
        .map(|&mv| to_canonical(pos.game(), mv))
        .collect();
    assert_eq!(ours.len(), legal.len(), "duplicate moves in {sfen}");
    let theirs = haitaka_moves(&board);

    let mut only_ours: Vec<&String> = ours.difference(&theirs).collect();
    let mut only_theirs: Vec<&String> = theirs.difference(&ours).collect();
    let (ours_before, theirs_before) = (only_ours.len(), only_theirs.len());
    only_ours.retain(|usi| !is_haitaka_pawn_drop_slip(pos, &board, usi, true));
    only_theirs.retain(|usi| !is_haitaka_pawn_drop_slip(pos, &board, usi, false));
    tally.non_checking_drops_haitaka_refuses += ours_before - only_ours.len();
    tally.pawn_drop_mates_haitaka_allows += theirs_before - only_theirs.len();
    assert!(
        only_ours.is_empty() && only_theirs.is_empty(),
        "move sets differ in {sfen}\n  only ours: {only_ours:?}\n  only haitaka: {only_theirs:?}"
    );

    let in_check = pos.in_check();
    assert_eq!(in_check, !board.checkers().is_empty(), "check in {sfen}");
    assert_eq!(
        legal.is_empty(),
        has_no_moves(&board),
        "no legal moves in {sfen}"
    );

    tally.positions += 1;
    tally.checks += usize::from(in_check);
    tally.mates += usize::from(legal.is_empty());
    tally.drops += ours.iter().filter(|m| m.contains('*')).count();
    tally.promotions += ours.iter().filter(|m| m.ends_with('+')).count();
    legal
}

/// Half the time a check, if one of a few sampled moves gives it (so games end in mate
/// often enough to compare mates); otherwise a capture three times in four, else any move.
fn pick(pos: &Position, legal: &[Move], rng: &mut Lcg) -> Move {
    if rng.below(2) == 0 {
        for _ in 0..8 {
            let mv = legal[rng.below(legal.len())];
            if pos.after(mv).in_check() {
                return mv;
            }
        }
    }
    let captures: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&mv| pos.is_capture(mv))
        .collect();
    if !captures.is_empty() && rng.below(4) != 0 {
        captures[rng.below(captures.len())]
    } else {
        legal[rng.below(legal.len())]
    }
}

#[test]
fn random_games_agree_with_haitaka() {
    let mut tally = Tally::default();
    for game in 0..GAMES {
        let start = STARTS[game as usize % STARTS.len()];
        let mut pos =
            Position::from_sfen(Variant::builtin("shogi"), start).expect("start SFEN is valid");
        let mut rng = Lcg(0x5eed_0000 + game);
        for _ in 0..MAX_PLIES {
            let legal = compare(&pos, &mut tally);
            if legal.is_empty() {
                break;
            }
            pos.play(pick(&pos, &legal, &mut rng));
        }
    }
    println!(
        "{} positions, {} checks, {} mates, {} drops, {} promotions, {} pawn-drop mates haitaka allows, \
         {} non-checking pawn drops it refuses",
        tally.positions,
        tally.checks,
        tally.mates,
        tally.drops,
        tally.promotions,
        tally.pawn_drop_mates_haitaka_allows,
        tally.non_checking_drops_haitaka_refuses
    );
    // Without these the comparison could pass while exercising nothing that matters.
    assert!(
        tally.positions > MIN_POSITIONS,
        "only {} positions",
        tally.positions
    );
    assert!(tally.checks > 1_000 && tally.mates > 50);
    assert!(tally.drops > 100_000 && tally.promotions > 10_000);
}

#[test]
fn pawn_drop_mate_is_excluded() {
    // P*5b would mate: the Gold on 5c guards the Pawn and covers both flight squares, and
    // the Lances beside the King cannot take it.
    let pos = Position::from_sfen(Variant::builtin("shogi"), "3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1")
        .expect("valid SFEN");
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| to_canonical(pos.game(), mv))
        .collect();
    assert!(!moves.contains(&"P*5b".to_string()));
    assert!(moves.contains(&"P*4b".to_string()));
    // The exclusion is for the mate, not for some other fault of the square.
    let drop = parse_canonical(pos.game(), "P*5b").expect("well-formed drop");
    let mated = pos.after(drop);
    assert!(mated.in_check() && mated.legal_moves().is_empty());
}

#[test]
fn pawn_drop_that_leaves_no_reply_without_check_is_legal() {
    // Found against haitaka: Black's lone King on 8c has no move at all, so after P*1b Black
    // cannot reply, but the Pawn gives no check: only a checking pawn-drop mate is forbidden.
    let sfen = "l1r1l1s1g/3s2s2/1Kb5n/3k2bl1/2npn3g/9/s2+rn1l2/6p2/3g3g1 w 16p 140";
    let pos = Position::from_sfen(Variant::builtin("shogi"), sfen).expect("valid SFEN");
    let drop = parse_canonical(pos.game(), "P*1b").expect("well-formed drop");
    assert!(pos.legal_moves().contains(&drop));
    let after = pos.after(drop);
    assert!(!after.in_check() && after.legal_moves().is_empty());
}
