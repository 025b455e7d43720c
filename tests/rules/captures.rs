//! `legal_captures_into` gives exactly the legal moves that capture, in the same order,
//! in positions of every game reached by pseudo-random play (captures favoured so that
//! hands fill and lion moves occur).

use seireigi::rules::{Move, Position, Variant};

fn captures(pos: &Position, moves: &[Move]) -> Vec<Move> {
    moves
        .iter()
        .copied()
        .filter(|&m| match m {
            Move::Drop { .. } => false,
            Move::Board { via, to, .. } => {
                // A lion move over an empty square and back (a pass) takes nothing.
                let enemy = |sq| {
                    pos.piece_at(sq)
                        .is_some_and(|p| p.color != pos.side_to_move())
                };
                via.is_some_and(enemy) || enemy(to)
            }
        })
        .collect()
}

#[test]
fn captures_are_the_capturing_legal_moves() {
    let mut checked = 0;
    for variant in Variant::all() {
        for seed in 0..4u64 {
            let mut pos = Position::start(variant);
            let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut buf = Vec::new();
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let expected = captures(&pos, &moves);
                pos.legal_captures_into(&mut buf);
                assert_eq!(buf, expected, "{variant}: {}", pos.to_sfen());
                checked += 1;
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let pool = if expected.is_empty() || rng % 3 == 0 {
                    &moves
                } else {
                    &expected
                };
                pos.play(pool[(rng >> 11) as usize % pool.len()]);
            }
        }
    }
    assert!(checked > 600, "{checked} positions");
}
