//! File sizes of the images the bot posts, and copies at phone size to look at.
//!
//! Every sample is rendered at 1000 px (what the bot posts) and checked against the size
//! limits of issue 13; it is written with a copy scaled down to 400 px (a phone held upright)
//! into `target/tmp/phone/` so a person can open them after a change of the look.

use std::path::PathBuf;

use crate::samples;
use resvg::tiny_skia::{FilterQuality, Pixmap, PixmapPaint, Transform};
use seireigi::render::{board_diagram, piece_diagram, to_png, BoardOptions, Diagram, PieceStyle};
use seireigi::rules::usi::parse_position;
use seireigi::rules::{Square, Variant};

const WIDTH: u32 = 1000;
const PHONE: u32 = 400;

fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("phone");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// A copy `PHONE` px wide, resampled as a phone's browser would.
fn phone_copy(png: &[u8]) -> Vec<u8> {
    let src = Pixmap::decode_png(png).expect("decodes");
    let k = PHONE as f32 / src.width() as f32;
    let h = (src.height() as f32 * k).round() as u32;
    let mut dst = Pixmap::new(PHONE, h).expect("pixmap");
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    dst.draw_pixmap(
        0,
        0,
        src.as_ref(),
        &paint,
        Transform::from_scale(k, k),
        None,
    );
    dst.encode_png().expect("encodes")
}

fn engine(variant: Variant, moves: &str, style: PieceStyle, moves_of: Option<&str>) -> Diagram {
    let h = parse_position(variant, &format!("startpos{moves}")).expect("legal game");
    let opts = BoardOptions {
        style,
        last_move: h.moves().last().copied(),
        moves_of: moves_of.and_then(Square::parse),
        header: "☗ alice  vs  ☖ bob".to_string(),
        ..BoardOptions::default()
    };
    board_diagram(h.position(), &opts)
}

/// 9x9 with a full hand each: every kind a shogi hand can hold, several of some.
fn shogi_full_hands(style: PieceStyle) -> Diagram {
    let mut d = samples::shogi_game(style);
    let kinds = [
        ("飛", "R"),
        ("角", "B"),
        ("金", "G"),
        ("銀", "S"),
        ("桂", "N"),
        ("香", "L"),
        ("歩", "P"),
    ];
    for (i, hand) in d.hands.iter_mut().enumerate() {
        *hand = kinds
            .iter()
            .enumerate()
            .map(|(k, (kanji, abbrev))| {
                seireigi::render::HandEntry::new(kanji, abbrev, 1 + ((k + i) % 3) as u32 * 2)
            })
            .collect();
    }
    d
}

/// (name, diagram, limit in KB at 1000 px)
fn cases() -> Vec<(String, Diagram, usize)> {
    let mut v = Vec::new();
    for style in [PieceStyle::Kanji, PieceStyle::Western] {
        let s = match style {
            PieceStyle::Kanji => "kanji",
            PieceStyle::Western => "western",
        };
        let mut add = |name: &str, d: Diagram, kb: usize| v.push((format!("{name}_{s}"), d, kb));
        add("shogi_start", samples::shogi_start(style), 70);
        add("shogi_full_hands", shogi_full_hands(style), 70);
        let mut flipped = shogi_full_hands(style);
        flipped.flipped = true;
        flipped.checkered = true;
        add("shogi_flipped_checkered", flipped, 70);
        add(
            "chu_seireigi_start",
            samples::chu_seireigi_start(style),
            100,
        );
        add(
            "chu_seireigi_middlegame",
            samples::chu_seireigi_middlegame(style),
            100,
        );
        add("chu_seireigi_moves", samples::moves_diagram(style), 100);
        add(
            "uchi_chu_start",
            engine(Variant::builtin("uchi-chu-shogi"), "", style, None),
            100,
        );
        add(
            "chu_engine_moves",
            engine(
                Variant::builtin("chu-seireigi"),
                " moves 7j8h 6d6e 8h6f 6e6f",
                style,
                Some("7i"),
            ),
            100,
        );
        add(
            "dai_seireigi_start",
            engine(Variant::builtin("dai-seireigi"), "", style, None),
            150,
        );
        add(
            "dai_seireigi_middlegame",
            samples::dai_seireigi_middlegame(style),
            150,
        );
        let mut dai_flipped = samples::dai_seireigi_middlegame(style);
        dai_flipped.flipped = true;
        dai_flipped.checkered = true;
        add("dai_seireigi_flipped_checkered", dai_flipped, 150);
        add("piece_lion_hawk", samples::piece_diagram(15, style), 150);
        let game = Variant::builtin("dai-seireigi").game();
        let (kind, promoted) = game.find_piece("Hook Mover").expect("piece");
        add(
            "piece_hook_mover",
            piece_diagram(game, kind, promoted, style),
            150,
        );
    }
    // In check: the shogi check from a Bishop drop (King and checker both marked).
    v.push((
        "shogi_check_kanji".into(),
        engine(
            Variant::builtin("shogi"),
            " moves 7g7f 3c3d 8h2b+ 3a2b B*4b",
            PieceStyle::Kanji,
            None,
        ),
        70,
    ));
    v
}

#[test]
fn images_stay_under_the_size_limits_and_are_written_at_phone_size() {
    let dir = out_dir();
    let mut over = Vec::new();
    for (name, d, kb) in cases() {
        let png = to_png(&d, WIDTH).unwrap_or_else(|e| panic!("{name}: {e}"));
        let size = png.len();
        eprintln!("{name}: {:.1} KB (limit {kb} KB)", size as f64 / 1024.0);
        if size > kb * 1024 {
            over.push(format!("{name}: {} bytes > {kb} KB", size));
        }
        std::fs::write(dir.join(format!("{name}-1000.png")), &png).expect("write");
        std::fs::write(dir.join(format!("{name}-400.png")), phone_copy(&png)).expect("write");
    }
    assert!(over.is_empty(), "too large:\n{}", over.join("\n"));
}
