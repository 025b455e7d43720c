//! Board images at the size the bot posts (1000 px), three pipelines in the same run:
//!
//! - naive: the whole SVG through resvg's defaults and tiny-skia's own PNG encoder;
//! - before: the whole SVG through resvg every time, RGB PNG with fast deflate (the pipeline
//!   before issue 13);
//! - composited: cached parts copied into palette indices, indexed PNG; measured cold (every
//!   band deflated, as for the first image of a game) and per move (the positions of a real
//!   game in order, as the bot posts them).
//!
//! The ratios are printed first (interleaved rounds, so load hits all pipelines alike), then
//! criterion measures each; and a 300-ply GIF's encoding time per frame.

use std::time::{Duration, Instant};

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use seireigi::render::png::{encode_fresh, vector};
use seireigi::render::{
    compose, game_diagrams, game_gif, to_png, BoardOptions, Diagram, GifOptions, PieceStyle,
};
use seireigi::rules::Variant;
use seireigi_test_support::seeded::seeded_game;

#[path = "../tests/render/samples.rs"]
mod samples;

const WIDTH: u32 = 1000;

fn frames(variant: Variant, plies: usize, style: PieceStyle) -> Vec<Diagram> {
    let opts = BoardOptions {
        style,
        header: "☗ alice  vs  ☖ bob".into(),
        ..BoardOptions::default()
    };
    game_diagrams(&seeded_game(variant, plies), &opts)
}

fn mean(f: &mut dyn FnMut(), rounds: u32) -> Duration {
    let t = Instant::now();
    for _ in 0..rounds {
        f();
    }
    t.elapsed() / rounds
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn ratios(name: &str, d: &Diagram, moves: &[Diagram]) {
    let _ = to_png(d, WIDTH); // warm the caches (fonts, background, tiles)
    for m in moves {
        let _ = to_png(m, WIDTH);
    }
    let mut i = 0;
    let (mut naive, mut before, mut cold, mut per_move) = (0.0, 0.0, 0.0, 0.0);
    let rounds = 5;
    for _ in 0..rounds {
        naive += ms(mean(
            &mut || drop(black_box(vector::to_png_naive(d, WIDTH))),
            2,
        ));
        before += ms(mean(&mut || drop(black_box(vector::to_png(d, WIDTH))), 2));
        cold += ms(mean(
            &mut || drop(black_box(compose(d, WIDTH).and_then(|c| encode_fresh(&c)))),
            4,
        ));
        per_move += ms(mean(
            &mut || {
                i = (i + 1) % moves.len();
                drop(black_box(to_png(&moves[i], WIDTH)));
            },
            8,
        ));
    }
    let r = f64::from(rounds);
    let (naive, before, cold, per_move) = (naive / r, before / r, cold / r, per_move / r);
    println!(
        "{name}: naive {naive:.1} ms, before {before:.1} ms, composited cold {cold:.2} ms \
         ({:.1}x naive, {:.1}x before), per move {per_move:.2} ms ({:.1}x naive, {:.1}x before)",
        naive / cold,
        before / cold,
        naive / per_move,
        before / per_move
    );
}

fn render(c: &mut Criterion) {
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("load average: {}", load.trim());
    }
    let chu = samples::chu_seireigi_middlegame(PieceStyle::Kanji);
    let chu_western = samples::chu_seireigi_middlegame(PieceStyle::Western);
    let dai = samples::dai_seireigi_middlegame(PieceStyle::Kanji);
    // Per move: plies 100..300 of a game, where the hands have filled up.
    let chu_moves = frames(Variant::builtin("chu-seireigi"), 300, PieceStyle::Kanji).split_off(100);
    let chu_w_moves =
        frames(Variant::builtin("chu-seireigi"), 300, PieceStyle::Western).split_off(100);
    let dai_moves = frames(Variant::builtin("dai-seireigi"), 300, PieceStyle::Kanji).split_off(100);
    ratios("12x12 kanji", &chu, &chu_moves);
    ratios("12x12 western", &chu_western, &chu_w_moves);
    ratios("15x15 kanji", &dai, &dai_moves);

    for (name, variant) in [
        ("chu", Variant::builtin("chu-seireigi")),
        ("dai", Variant::builtin("dai-seireigi")),
    ] {
        let f = frames(variant, 300, PieceStyle::Kanji);
        let opts = GifOptions::default();
        // Once to draw every tile the game needs, then timed with the tiles cached (as the
        // bot's PNGs of the same game already left them).
        let _ = game_gif(&f, &opts);
        let t = Instant::now();
        let gif = game_gif(&f, &opts).expect("gif");
        let per = t.elapsed() / f.len() as u32;
        println!(
            "gif {name} {} plies: {:.2} MB at {} px, {:.2} ms a frame (composite + encode)",
            f.len() - 1,
            gif.bytes.len() as f64 / 1e6,
            gif.width_px,
            ms(per)
        );
    }

    let mut g = c.benchmark_group("png_1000px");
    g.sample_size(10);
    g.bench_function("12x12_middlegame_kanji_before", |b| {
        b.iter(|| vector::to_png(black_box(&chu), WIDTH).map(|p| p.len()))
    });
    g.bench_function("12x12_middlegame_kanji_naive", |b| {
        b.iter(|| vector::to_png_naive(black_box(&chu), WIDTH).map(|p| p.len()))
    });
    g.bench_function("12x12_middlegame_kanji_cold", |b| {
        b.iter(|| compose(black_box(&chu), WIDTH).and_then(|c| encode_fresh(&c)))
    });
    let mut i = 0;
    g.bench_function("12x12_kanji_per_move", |b| {
        b.iter(|| {
            i = (i + 1) % chu_moves.len();
            to_png(black_box(&chu_moves[i]), WIDTH).map(|p| p.len())
        })
    });
    g.bench_function("15x15_middlegame_kanji_cold", |b| {
        b.iter(|| compose(black_box(&dai), WIDTH).and_then(|c| encode_fresh(&c)))
    });
    let mut j = 0;
    g.bench_function("15x15_kanji_per_move", |b| {
        b.iter(|| {
            j = (j + 1) % dai_moves.len();
            to_png(black_box(&dai_moves[j]), WIDTH).map(|p| p.len())
        })
    });
    g.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
