//! Full render (diagram -> SVG -> PNG bytes) at the size the bot posts.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use seireigi::render::{samples, to_png, to_svg, PieceStyle};

const WIDTH: u32 = 1000;

fn render(c: &mut Criterion) {
    let chu = samples::chu_seireigi_middlegame(PieceStyle::Kanji);
    let chu_western = samples::chu_seireigi_middlegame(PieceStyle::Western);
    let dai = samples::dai_seireigi_middlegame(PieceStyle::Kanji);
    // Warm the font database so the first sample does not pay for it.
    let _ = to_png(&chu, WIDTH);

    c.bench_function("png_12x12_middlegame_kanji_1000px", |b| {
        b.iter(|| to_png(black_box(&chu), WIDTH).map(|p| p.len()))
    });
    c.bench_function("png_12x12_middlegame_western_1000px", |b| {
        b.iter(|| to_png(black_box(&chu_western), WIDTH).map(|p| p.len()))
    });
    c.bench_function("png_15x15_middlegame_kanji_1000px", |b| {
        b.iter(|| to_png(black_box(&dai), WIDTH).map(|p| p.len()))
    });
    c.bench_function("svg_only_12x12_middlegame", |b| {
        b.iter(|| to_svg(black_box(&chu)).len())
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = render
}
criterion_main!(benches);
