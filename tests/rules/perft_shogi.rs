//! Standard shogi perft against published numbers: the proof that the generator is right
//! in the game everyone else has counted.

use seireigi::rules::{perft::perft, Position, Variant};

fn counts(sfen: &str, depth: u32) -> Vec<u64> {
    let pos = Position::from_sfen(Variant::builtin("shogi"), sfen).expect("valid SFEN");
    (1..=depth).map(|d| perft(&pos, d)).collect()
}

#[test]
fn start_position_to_depth_five() {
    let start = Position::start(Variant::builtin("shogi"));
    let found: Vec<u64> = (1..=5).map(|d| perft(&start, d)).collect();
    assert_eq!(found, [30, 900, 25_470, 719_731, 19_861_490]);
}

#[test]
fn position_with_the_most_legal_moves() {
    // Every drop and promotion rule shows up here: 593 moves, the known maximum.
    assert_eq!(
        counts("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 3),
        [593, 105_677, 53_393_368]
    );
}

#[test]
fn matsuri_position() {
    assert_eq!(
        counts(
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            3
        ),
        [207, 28_684, 4_809_015]
    );
}

#[test]
fn all_pieces_in_hand() {
    assert_eq!(
        counts("9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1", 2),
        [524, 248_257]
    );
}

#[test]
fn promoted_pieces_and_drops_middlegame() {
    assert_eq!(
        counts(
            "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbslpppp",
            2
        ),
        [107, 20_080]
    );
}
