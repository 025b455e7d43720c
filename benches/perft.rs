//! Speed of the rules engine: perft from the start and legal-move generation in middlegames,
//! with haitaka (a 9x9 bitboard generator) as the yardstick for standard shogi.
//!
//! Perft runs are long, so they use flat sampling with few samples; node counts are checked
//! once before timing so a fast but wrong generator cannot pass unnoticed.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, Criterion, SamplingMode, Throughput,
};
use seireigi::rules::perft::perft;
use seireigi::rules::{Move, Position, Variant};

const SHOGI_PERFT5: u64 = 19_861_490;

// Reached by fixed-seed pseudo-random games from the start (36 and 40 plies, captures favoured
// so both hands fill); both sides have 300+ legal moves.
const CHU_MIDDLEGAME: &str = "lmcsgekgs1m1/1nhaofio2n1/y1w1rqhbc3/p1ppppp+Rpp1l/1p7a2/10D1/2i9/\
    3P1P3P1P/PPP1P1P1P1P1/Y1D5W2Y/1NC1QKFOASN1/LM4EG1CML b SYA3Pbogp 37";
const DAI_MIDDLEGAME: &str = "lmfd'r'ogkgo1d'f1l/1n1a1tsest1a1n1/y1z1ijcxcj'i1z1y/\
    1u1w1r1qh'b1dv2/pz2pp1pp1P1pH'1/11+W1h1/15/7d'2Q4/15/1+b'5P7/P1PTPh2PP2PPP/V2DJ'B3R4N/\
    Y3I1CXCJI1ZUY/1N4S1ST1A1p1/LMFD'B'OGKEO2FML b R'M8Pga5p 41";

/// Bulk-counting perft over haitaka's legal move generator (board moves and drops).
fn haitaka_perft(board: &haitaka::Board, depth: u8) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    board.generate_moves(|moves| {
        if depth == 1 {
            // PieceMoves::len counts target squares; the iterator counts promotion choices too.
            total += moves.into_iter().len() as u64;
        } else {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                total += haitaka_perft(&child, depth - 1);
            }
        }
        false
    });
    total
}

fn perft_group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group
}

fn shogi_perft(c: &mut Criterion) {
    let ours = Position::start(Variant::builtin("shogi"));
    let theirs = haitaka::Board::startpos();
    assert_eq!(perft(&ours, 5), SHOGI_PERFT5);
    assert_eq!(haitaka_perft(&theirs, 5), SHOGI_PERFT5);

    let mut group = perft_group(c, "shogi perft(5)");
    group.throughput(Throughput::Elements(SHOGI_PERFT5));
    group.bench_function("seireigi", |b| b.iter(|| perft(black_box(&ours), 5)));
    group.bench_function("haitaka", |b| {
        b.iter(|| haitaka_perft(black_box(&theirs), 5))
    });
    group.finish();
}

fn variant_perft(c: &mut Criterion) {
    let mut group = perft_group(c, "variant perft");
    for (variant, depth) in [
        (Variant::builtin("chu-seireigi"), 3),
        (Variant::builtin("dai-seireigi"), 2),
    ] {
        let pos = Position::start(variant);
        let nodes = perft(&pos, depth);
        println!("{} perft({depth}) = {nodes}", variant.id());
        group.throughput(Throughput::Elements(nodes));
        let name = format!("{} perft({depth})", variant.id());
        group.bench_function(name, |b| b.iter(|| perft(black_box(&pos), depth)));
    }
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal moves");
    group
        .sample_size(50)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for (variant, sfen) in [
        (Variant::builtin("chu-seireigi"), CHU_MIDDLEGAME),
        (Variant::builtin("dai-seireigi"), DAI_MIDDLEGAME),
    ] {
        let pos = Position::from_sfen(variant, sfen).expect("middlegame SFEN is valid");
        let mut moves: Vec<Move> = Vec::with_capacity(1024);
        pos.legal_moves_into(&mut moves);
        println!("{} middlegame: {} legal moves", variant.id(), moves.len());
        // A rules change that breaks the SFEN or the game would otherwise leave a toy position.
        assert!(moves.len() > 200, "middlegame lost its mobility: {sfen}");
        group.throughput(Throughput::Elements(moves.len() as u64));
        let name = format!("{} middlegame", variant.id());
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&mut moves);
                moves.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, shogi_perft, variant_perft, movegen);
criterion_main!(benches);
