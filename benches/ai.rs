//! Speed of the computer opponent's search: nodes per second in a Chu Seireigi middlegame
//! (a fixed-depth search, timed by criterion), and the depth reached in one second on one and
//! two threads (printed).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use seireigi::ai::{search, Limits};
use seireigi::rules::{Position, Variant};

// Reached by a fixed-seed pseudo-random game from the start (37 plies, captures favoured so
// both hands fill); both sides have 300+ legal moves. Same position as benches/perft.rs.
const CHU_MIDDLEGAME: &str = "lmcsgekgs1m1/1nhaofio2n1/y1w1rqhbc3/p1ppppp+Rpp1l/1p7a2/10D1/2i9/\
    3P1P3P1P/PPP1P1P1P1P1/Y1D5W2Y/1NC1QKFOASN1/LM4EG1CML b SYA3Pbogp 37";

fn report(pos: &Position, name: &str, threads: usize) {
    let t = Instant::now();
    let limits = Limits {
        threads,
        ..Limits::time(Duration::from_secs(1))
    };
    let r = search(pos, &limits).expect("legal moves");
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{name}, {threads} thread(s): depth {} in 1 s ({} nodes, {:.0} nodes/s, score {}, {:.2} s)",
        r.depth,
        r.nodes,
        r.nodes as f64 / secs,
        r.score,
        secs
    );
}

fn bench_search(c: &mut Criterion) {
    let chu = Position::from_sfen(Variant::builtin("chu-seireigi"), CHU_MIDDLEGAME).expect("sfen");
    for threads in [1, 2] {
        report(&chu, "chu-seireigi middlegame", threads);
    }
    report(
        &Position::start(Variant::builtin("shogi")),
        "shogi start",
        1,
    );
    report(
        &Position::start(Variant::builtin("dai-seireigi")),
        "dai-seireigi start",
        1,
    );

    let depth = 3;
    let nodes = search(&chu, &Limits::depth(depth)).expect("moves").nodes;
    println!("chu-seireigi middlegame: depth {depth} = {nodes} nodes");
    let mut group = c.benchmark_group("ai");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.throughput(criterion::Throughput::Elements(nodes));
    group.bench_function("chu_middlegame_depth3_nodes", |b| {
        b.iter(|| search(black_box(&chu), &Limits::depth(depth)))
    });
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
