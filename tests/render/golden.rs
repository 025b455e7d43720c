//! Golden images: each sample diagram is rendered and compared pixel by pixel
//! with tests/golden/<name>.png. Regenerate after an intended change with
//!
//!     UPDATE_GOLDEN=1 cargo test --release --test render golden::
//!
//! and look at every changed image before committing it (docs/rendering.md).

use std::path::PathBuf;

use crate::samples;
use resvg::tiny_skia::Pixmap;
use seireigi::render::{board_diagram, piece_diagram, to_png, BoardOptions, Diagram, PieceStyle};
use seireigi::rules::usi::parse_position;
use seireigi::rules::{Square, Variant};

/// Narrower than the bot's images to keep the repository small; every
/// element still spans several pixels.
const WIDTH: u32 = 640;
/// A channel may differ this much (anti-aliasing differs a little between
/// SIMD paths) ...
const CHANNEL_TOLERANCE: u8 = 24;
/// ... and this share of pixels may differ more, before the test fails.
const MAX_BAD_SHARE: f64 = 0.002;

fn cases() -> Vec<(&'static str, Diagram)> {
    use PieceStyle::{Kanji, Western};
    let mut flipped = samples::shogi_game(Kanji);
    flipped.flipped = true;
    flipped.checkered = true;
    let mut chu_flipped = samples::chu_seireigi_middlegame(Western);
    chu_flipped.flipped = true;
    vec![
        ("shogi_start_kanji", samples::shogi_start(Kanji)),
        ("shogi_game_western", samples::shogi_game(Western)),
        ("shogi_game_flipped_checkered", flipped),
        (
            "chu_seireigi_start_kanji",
            samples::chu_seireigi_start(Kanji),
        ),
        (
            "chu_seireigi_middlegame_kanji",
            samples::chu_seireigi_middlegame(Kanji),
        ),
        ("chu_seireigi_middlegame_western_flipped", chu_flipped),
        ("chu_seireigi_moves_kanji", samples::moves_diagram(Kanji)),
        (
            "dai_seireigi_kanji",
            samples::dai_seireigi_middlegame(Kanji),
        ),
        (
            "dai_seireigi_western",
            samples::dai_seireigi_middlegame(Western),
        ),
        ("piece_lion_hawk_15", samples::piece_diagram(15, Kanji)),
    ]
    .into_iter()
    .chain(engine_cases())
    .collect()
}

/// Diagrams made from the rules core's positions and pieces, as the bot makes them.
fn engine_cases() -> Vec<(&'static str, Diagram)> {
    use PieceStyle::{Kanji, Western};
    let board = |variant, text: &str, style, moves_of: Option<&str>| {
        let history = parse_position(variant, text).expect("legal game");
        let opts = BoardOptions {
            style,
            last_move: history.moves().last().copied(),
            moves_of: moves_of.and_then(Square::parse),
            header: "alice vs bob".to_string(),
            ..BoardOptions::default()
        };
        board_diagram(history.position(), &opts)
    };
    let piece = |variant: Variant, name: &str| {
        let game = variant.game();
        let (kind, promoted) = game.find_piece(name).expect("piece exists");
        piece_diagram(game, kind, promoted, Kanji)
    };
    vec![
        (
            "engine_uchi_chu_shogi_start_western",
            board(
                Variant::builtin("uchi-chu-shogi"),
                "startpos",
                Western,
                None,
            ),
        ),
        (
            "engine_uchi_chu_shogi_game_kanji",
            board(
                Variant::builtin("uchi-chu-shogi"),
                "startpos moves 9i9h 4d4e 9h9g 4e4f",
                Kanji,
                Some("7j"),
            ),
        ),
        (
            "engine_chu_seireigi_capture_kanji",
            board(
                Variant::builtin("chu-seireigi"),
                "startpos moves 7j8h 6d6e 8h6f 6e6f",
                Kanji,
                Some("7i"),
            ),
        ),
        (
            "engine_dai_seireigi_start_kanji",
            board(
                Variant::builtin("dai-seireigi"),
                "startpos moves 8k8j",
                Kanji,
                None,
            ),
        ),
        (
            "engine_shogi_promotion_western",
            board(
                Variant::builtin("shogi"),
                "startpos moves 7g7f 3c3d 8h2b+",
                Western,
                None,
            ),
        ),
        (
            "engine_piece_hook_mover",
            piece(Variant::builtin("dai-seireigi"), "Hook Mover"),
        ),
        (
            "engine_piece_vice_general",
            piece(Variant::builtin("dai-seireigi"), "Vice General"),
        ),
    ]
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("golden")
}

/// Number of pixels whose largest channel difference exceeds the tolerance.
fn bad_pixels(a: &Pixmap, b: &Pixmap) -> usize {
    a.data()
        .chunks_exact(4)
        .zip(b.data().chunks_exact(4))
        .filter(|(p, q)| {
            p.iter()
                .zip(q.iter())
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE)
        })
        .count()
}

#[test]
fn golden_images() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v != "0");
    let dir = golden_dir();
    let fail_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("golden-actual");
    let mut failures = Vec::new();
    for (name, d) in cases() {
        let png = to_png(&d, WIDTH).unwrap_or_else(|e| panic!("{name}: {e}"));
        let path = dir.join(format!("{name}.png"));
        if update {
            std::fs::create_dir_all(&dir).expect("create tests/golden");
            std::fs::write(&path, &png).expect("write golden");
            continue;
        }
        let Ok(want) = std::fs::read(&path) else {
            failures.push(format!(
                "{name}: no {} (run with UPDATE_GOLDEN=1)",
                path.display()
            ));
            continue;
        };
        let want = Pixmap::decode_png(&want).expect("golden decodes");
        let got = Pixmap::decode_png(&png).expect("output decodes");
        let total = (got.width() * got.height()) as usize;
        let bad = if (want.width(), want.height()) == (got.width(), got.height()) {
            bad_pixels(&want, &got)
        } else {
            total
        };
        if bad as f64 > MAX_BAD_SHARE * total as f64 {
            let _ = std::fs::create_dir_all(&fail_dir);
            let actual = fail_dir.join(format!("{name}.png"));
            let _ = std::fs::write(&actual, &png);
            failures.push(format!(
                "{name}: {bad} of {total} pixels differ ({}x{} vs golden {}x{}); actual image in {}",
                got.width(),
                got.height(),
                want.width(),
                want.height(),
                actual.display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "golden mismatches:\n{}",
        failures.join("\n")
    );
}

/// The comparison itself must catch a real change, or the test above proves nothing.
#[test]
fn comparison_detects_a_changed_square() {
    let d = samples::shogi_start(PieceStyle::Kanji);
    let mut moved = d.clone();
    moved.cells.swap(6 * 9 + 2, 5 * 9 + 2); // push a pawn
    let a = Pixmap::decode_png(&to_png(&d, WIDTH).expect("renders")).expect("decodes");
    let b = Pixmap::decode_png(&to_png(&moved, WIDTH).expect("renders")).expect("decodes");
    assert_eq!(bad_pixels(&a, &a), 0);
    let bad = bad_pixels(&a, &b);
    assert!(
        bad as f64 > MAX_BAD_SHARE * f64::from(a.width() * a.height()),
        "only {bad} pixels changed"
    );
}
