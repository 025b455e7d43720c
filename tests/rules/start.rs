//! Move counts from the start positions of Chu Seireigi and Dai Seireigi, each first move
//! counted by hand (per piece, in the comments) and the deeper counts reasoned about.

use seireigi::rules::perft::perft;
use seireigi::rules::{Position, Square, Variant};
use std::collections::BTreeMap;

/// Number of legal first moves per starting square.
fn per_square(pos: &Position) -> BTreeMap<Square, usize> {
    let mut out = BTreeMap::new();
    for mv in pos.legal_moves() {
        *out.entry(mv.from().expect("no pieces in hand at the start"))
            .or_insert(0) += 1;
    }
    out
}

fn expect(table: &[(&str, usize)]) -> BTreeMap<Square, usize> {
    table
        .iter()
        .map(|&(s, n)| (Square::parse(s).expect("square"), n))
        .collect()
}

#[test]
fn chu_seireigi_start_moves_by_hand() {
    let pos = Position::start(Variant::builtin("chu-seireigi"));
    let mut table = vec![
        ("12l", 1), // Lance: 12k (12j holds the Flying Swallow)
        ("1l", 1),
        ("11l", 3), // Ram's-Head Soldier fB: 10k, 9j (8i is a Pawn); 12k
        ("2l", 3),
        ("10l", 1), // Copper fFvW: only 10k (9k, 11k occupied)
        ("3l", 1),
        ("9l", 1), // Silver FfW: only 10k
        ("4l", 1),
        ("9k", 1), // Running Rabbit fBfR: 9j (diagonals blocked by Bishop, Leopard)
        ("4k", 1),
        ("8k", 1),  // Strong Bear FsfW: 9j
        ("5k", 1),  // 4j
        ("12j", 2), // Flying Swallow fAfD: 10h, 12h (jumping its Pawn)
        ("1j", 2),
        ("10j", 3), // Great Leopard sRfFbW: 9j, 11j, 10k
        ("7j", 6),  // Lion Hawk BNAD: N 6h 8h, A 5h 9h, D 7h 9j
        ("5j", 1),  // Rook: 4j
        ("3j", 3),  // Running Wolf vRfFsW: 3k, 2j, 4j
    ];
    // Twelve Pawns, one step each.
    let pawns: Vec<String> = (1..=12).map(|f| format!("{f}i")).collect();
    table.extend(pawns.iter().map(|s| (s.as_str(), 1)));
    // Nothing else moves: King, Golds, Great Elephant, Kirin, Phoenix, Knights (their
    // targets are own Pawns), Bishop and Queen are boxed in.
    assert_eq!(per_square(&pos), expect(&table));
    assert_eq!(perft(&pos, 1), 45);
    // No first move of either side reaches a square the other side's pieces can reach or
    // pass (Black's moves end on rank h at most, White's on rank e; the ranks between are
    // empty and nothing slides through them yet), so every reply count is 45.
    assert_eq!(perft(&pos, 2), 45 * 45);
    // After one move each, lines open (a Pawn step frees a Bishop, Queen or Lion Hawk
    // diagonal, a Lance or Rook file), so the third ply has a little more than 45 moves
    // on average: 94539 / 2025 = 46.7.
    assert_eq!(perft(&pos, 3), 94_539);
}

#[test]
fn dai_seireigi_start_moves_by_hand() {
    let pos = Position::start(Variant::builtin("dai-seireigi"));
    let mut table = vec![
        ("15o", 1), // Lance: 15n
        ("1o", 1),
        ("14o", 4), // Ram's-Head Soldier fB: 13n 12m 11l (10k is a Pawn), 15n
        ("2o", 4),
        ("13o", 1), // Flying Cat fGfH: 13l (fG lands on the Bishop or off the board)
        ("3o", 1),
        ("12o", 3), // Roaring Dog FsWfsCfsZ: 11n, 13n, fsC 15n (9n, 9m, 15m occupied)
        ("4o", 3),
        // Rook General: 5n, and range-jumping up the open 5-file over its Iron (5m) and
        // Pawn (5k) to take White's Pawn on 5e (3rd piece) and Iron on 5c (4th piece),
        // each with or without promotion.
        ("5o", 5),
        ("10o", 1), // Strong Bear FsbWfsN: 11n
        ("6o", 1),  // 5n
        ("14n", 2), // Knight: 13l, 15l
        ("2n", 2),
        ("12n", 1), // Running Rabbit fBfR: 12m
        ("4n", 1),
        ("11m", 1), // Iron General fFfW: 11l
        ("5m", 1),
        ("10m", 3), // Strutting Crow FAD: 11n, 11l, 12m
        ("14l", 4), // Poisonous Snake WfFvD: 13l, 15l, 14m, 14j (jumping its Pawn)
        ("12l", 3), // Great Leopard sRfFbW: 11l, 13l, 12m
        ("6l", 1),  // Rook: 5l
        ("4l", 3),  // Running Wolf vRfFsW: 4m, 3l, 5l
        ("2l", 2),  // Wooden Dove FvWfA: 2m, 4j
    ];
    let pawns: Vec<String> = (1..=15).map(|f| format!("{f}k")).collect();
    table.extend(pawns.iter().map(|s| (s.as_str(), 1)));
    // Boxed in: King, Golds, Silvers, Coppers, Great Elephant, Thunder Runners (own Pawns
    // on every target), Lion (all 24 squares within two hold own pieces), Queen, Hook
    // Mover, Capricorn, Bishop, Swooping Owl, Stone Generals, Flying Swallows, and the
    // Bishop General (four own pieces on each forward diagonal).
    assert_eq!(per_square(&pos), expect(&table));
    assert_eq!(perft(&pos, 1), 64);
    // White has the same 64 replies except after five of Black's moves:
    //   11k11j: White's Rook General (11a) now jumps to 11j (3rd piece) instead of 11k,
    //           which was in its zone: 11j, against 11k and 11k+  -> 63
    //   5o5e, 5o5e+: the captured Pawn's move goes; White's Great Leopard (4d), Thunder
    //           Runner (6b) and Bishop (6d) can recapture on 5e   -> 66 each
    //   5o5c, 5o5c+: the captured Iron's move goes; White's Running Rabbit (4b) and
    //           Bishop (6d) can recapture on 5c                   -> 65 each
    // 59 * 64 + 63 + 2 * 66 + 2 * 65 = 4101.
    assert_eq!(perft(&pos, 2), 59 * 64 + 63 + 2 * 66 + 2 * 65);
    assert_eq!(perft(&pos, 2), 4101);
}
