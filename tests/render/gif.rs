//! Whole games as GIFs: decoded again, each frame must be the composited image of its
//! position; only changed rectangles after the first; sizes within Discord's limit.

use seireigi::render::{
    compose, game_diagrams, game_gif, BoardOptions, Diagram, GifOptions, PieceStyle,
};
use seireigi::rules::usi::parse_position;
use seireigi::rules::{History, Variant};
use seireigi_test_support::seeded::seeded_game;

fn frames(h: &History, style: PieceStyle) -> Vec<Diagram> {
    let opts = BoardOptions {
        style,
        header: "☗ alice  vs  ☖ bob".into(),
        ..BoardOptions::default()
    };
    game_diagrams(h, &opts)
}

/// left, top, width, height, delay (hundredths of a second) of a stored frame.
type Rect = (u16, u16, u16, u16, u16);

/// Decodes every frame onto a canvas, as a viewer does, and returns the canvases (indices).
fn decode(bytes: &[u8]) -> (Vec<Vec<u8>>, Vec<Rect>) {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut dec = opts.read_info(bytes).expect("GIF header");
    let (w, h) = (usize::from(dec.width()), usize::from(dec.height()));
    let mut canvas = vec![0u8; w * h];
    let mut out = Vec::new();
    let mut rects = Vec::new();
    while let Some(f) = dec.read_next_frame().expect("frame") {
        for y in 0..usize::from(f.height) {
            for x in 0..usize::from(f.width) {
                let v = f.buffer[y * usize::from(f.width) + x];
                if Some(v) != f.transparent {
                    canvas[(y + usize::from(f.top)) * w + x + usize::from(f.left)] = v;
                }
            }
        }
        rects.push((f.left, f.top, f.width, f.height, f.delay));
        out.push(canvas.clone());
    }
    (out, rects)
}

#[test]
fn every_frame_is_its_position_and_only_changes_are_stored() {
    let h = parse_position(
        Variant::builtin("chu-seireigi"),
        "startpos moves 7j8h 6d6e 8h6f 6e6f",
    )
    .expect("legal game");
    let f = frames(&h, PieceStyle::Kanji);
    let opts = GifOptions {
        width_px: 500,
        delay_ms: 700,
        ..GifOptions::default()
    };
    let gif = game_gif(&f, &opts).expect("gif");
    assert_eq!((gif.every, gif.frames, gif.width_px), (1, 5, 500));
    let (canvases, rects) = decode(&gif.bytes);
    assert_eq!(canvases.len(), 5);
    for (i, (canvas, d)) in canvases.iter().zip(&f).enumerate() {
        let want = compose(d, 500).expect("compose");
        assert_eq!(canvas, &want.px, "frame {i} differs from its position");
    }
    let full = rects[0];
    for r in &rects[1..] {
        assert!(
            u32::from(r.2) * u32::from(r.3) < u32::from(full.2) * u32::from(full.3),
            "frame {r:?} is not a part of the picture"
        );
    }
    assert_eq!(rects[1].4, 70, "delay in hundredths");
    assert!(rects[4].4 >= 400, "the final position is held longer");
}

#[test]
fn long_games_fit_discord() {
    // The large boards of the loaded games (12x12 and up) make the largest GIFs.
    for variant in Variant::all().filter(|v| v.game().width >= 12) {
        let h = seeded_game(variant, 300);
        assert!(h.moves().len() >= 200, "{variant}: game too short");
        let f = frames(&h, PieceStyle::Kanji);
        let gif = game_gif(&f, &GifOptions::default()).expect("gif");
        eprintln!(
            "{variant}: {} plies, {:.2} MB at {} px, every {}",
            h.moves().len(),
            gif.bytes.len() as f64 / 1e6,
            gif.width_px,
            gif.every
        );
        assert!(gif.bytes.len() < 8_000_000);
        assert_eq!(
            (gif.width_px, gif.every),
            (640, 1),
            "{variant} needed no reduction"
        );
    }
}

#[test]
fn a_tight_budget_makes_it_smaller_then_thinner_but_it_always_fits() {
    let h = seeded_game(Variant::builtin("chu-seireigi"), 60);
    let f = frames(&h, PieceStyle::Western);
    let full = game_gif(&f, &GifOptions::default()).expect("gif");
    let opts = GifOptions {
        max_bytes: full.bytes.len() / 3,
        ..GifOptions::default()
    };
    let small = game_gif(&f, &opts).expect("fits");
    assert!(small.bytes.len() <= opts.max_bytes);
    assert!(small.width_px < 640 || small.every > 1);
    let (canvases, _) = decode(&small.bytes);
    assert_eq!(canvases.len(), small.frames);
    let last = compose(f.last().expect("frames"), small.width_px).expect("compose");
    // Same layout as the game's fullest stands, so compare the final board pixels only when
    // the stands did not grow.
    if canvases.last().map(Vec::len) == Some(last.px.len()) {
        assert_eq!(
            canvases.last(),
            Some(&last.px),
            "the final position is kept"
        );
    }
}

/// The GIF's own LZW coder against weezl's decoder: every kind of input our frames hold
/// (long runs of one index, noise that fills the code table and forces clear codes, partial
/// frames, runs of every length) comes back exactly, and no larger than a general coder's.
#[test]
fn lzw_round_trips_and_is_as_small_as_a_general_coder() {
    use seireigi::render::lzw;
    let check = |data: &[u8]| {
        let ours = lzw::encode(data, 8);
        assert_eq!(ours[0], 8, "minimum code size first");
        let back = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, 8)
            .decode(&ours[1..])
            .expect("a valid LZW stream");
        assert!(back == data, "round trip of {} bytes", data.len());
        let theirs = weezl::encode::Encoder::new(weezl::BitOrder::Lsb, 8)
            .encode(data)
            .expect("weezl");
        assert!(
            ours.len() <= theirs.len() + 2,
            "{} bytes against weezl's {}",
            ours.len(),
            theirs.len()
        );
    };
    check(&[]);
    check(&[7]);
    check(&[255]);
    check(&[255, 255]);
    check(&[3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 4, 4, 4]);
    // One long run: its chain of codes crosses every code width.
    check(&vec![255; 300_000]);
    let mut x = 0x1234_5678_u32;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    let noise: Vec<u8> = (0..200_000).map(|_| (next() >> 24) as u8).collect();
    check(&noise);
    // Few colours: long strings, the table fills slowly, then clears.
    let few: Vec<u8> = (0..300_000).map(|_| (next() % 3) as u8).collect();
    check(&few);
    // A partial frame: rows of "unchanged" with a square and a line of text changed.
    let mut frame = vec![255u8; 640 * 400];
    for (i, p) in frame.iter_mut().enumerate() {
        let (x, y) = (i % 640, i / 640);
        if (100..160).contains(&x) && (50..110).contains(&y) || (y > 380 && x % 7 < 3) {
            *p = ((x * 3 + y) % 11) as u8;
        }
    }
    check(&frame);
    let mut mixed = Vec::new();
    for n in 1..500usize {
        mixed.extend(std::iter::repeat_n((n % 256) as u8, n));
        mixed.extend(std::iter::repeat_n(255, n % 17));
    }
    check(&mixed);
}

/// The held last frame of a finished game names the result, which a resignation or a loss
/// on time shows on no board; the frames before keep whose move it was.
#[test]
fn the_last_frame_of_a_finished_game_names_the_result() {
    use seireigi::rules::{Color, Outcome, Reason};
    let mut h = parse_position(Variant::builtin("chu-seireigi"), "startpos moves 7j8h 6d6e")
        .expect("legal game");
    let open = frames(&h, PieceStyle::Kanji);
    assert!(open[2].footer.contains("move"), "{}", open[2].footer);
    h.finish(Outcome {
        winner: Some(Color::White),
        reason: Reason::Resignation,
    });
    let done = frames(&h, PieceStyle::Kanji);
    assert_eq!(done.len(), 3);
    assert_eq!(done[1].footer, open[1].footer);
    let last = &done[2].footer;
    assert!(
        last.starts_with("White wins by resignation") && last.ends_with("2 moves"),
        "{last}"
    );
}
