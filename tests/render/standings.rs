//! A tournament's cross table with its players' names (src/render/standings.rs): 16 players
//! with long French, English and Japanese names, drawn in the embedded names face and cut
//! with an ellipsis before the cells; the results in their colours.
//! Run with `cargo test --release --test render standings`. With `STANDINGS_PNG=path` the
//! 16-player image is also written there, to look at.

use seireigi::render::standings::{fitted_name, standings_png, Cell, Geometry, Row, NAME_COLUMN};
use seireigi::render::theme;

/// The image's width, height, palette (RGB triples) and one palette index a pixel.
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    assert_eq!(info.color_type, png::ColorType::Indexed, "in the palette");
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let palette: Vec<[u8; 3]> = info
        .palette
        .as_ref()
        .expect("a palette")
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let (w, h) = (info.width, info.height);
    let mut buf = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buf).expect("pixels");
    let mut px = Vec::with_capacity((w * h) as usize);
    for y in 0..h as usize {
        px.extend_from_slice(&buf[y * frame.line_size..y * frame.line_size + w as usize]);
    }
    (w, h, palette, px)
}

fn rgb(hex: &str) -> [u8; 3] {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).expect("a colour");
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

/// The palette entry a theme colour is drawn in: the nearest, weighted as the renderer's
/// palette weighs (green most).
fn index_in(palette: &[[u8; 3]], hex: &str) -> u8 {
    let want = rgb(hex);
    let d = |p: &[u8; 3]| {
        let c = |i: usize| i32::from(p[i]) - i32::from(want[i]);
        3 * c(0) * c(0) + 4 * c(1) * c(1) + 2 * c(2) * c(2)
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| d(p))
        .map(|(i, _)| i as u8)
        .expect("a palette")
}

const NAMES: [&str; 16] = [
    "Alice",
    "Zoé Bérénice",
    "Maximilian-Alexandre von Hohenzollern-Sigmaringen",
    "さくら",
    "François",
    "Bob",
    "佐藤ゆうき・ハヤシ",
    "Ægir Øverås",
    "Carol",
    "Dave",
    "Ève",
    "Frank",
    "Grace",
    "Heidi",
    "Ivan",
    "Judy",
];

/// A round-robin of 16 where the lower draw number won every game but the last few, which
/// are still going, and 3 v 4 drawn.
fn sixteen() -> (Vec<Row>, Vec<Cell>) {
    let mut cells = Vec::new();
    for a in 1..=16u32 {
        for b in a + 1..=16 {
            let result = match (a, b) {
                (3, 4) => Some(None),
                (15, 16) | (14, 16) => None,
                _ => Some(Some(true)),
            };
            cells.push(Cell {
                sente: a,
                gote: b,
                result,
            });
        }
    }
    let rows = NAMES
        .iter()
        .enumerate()
        .map(|(i, name)| Row {
            player: i as u32 + 1,
            name: name.to_string(),
            half_points: 2 * (15 - i as u32),
        })
        .collect();
    (rows, cells)
}

/// The columns of the pixels of the text colour in row `row` of a table of `n`, from the
/// left edge to the end of the cells (the points are drawn after the bar, further right).
fn text_pixels(g: &Geometry, n: u32, (w, px): (u32, &[u8]), text: u8, row: u32) -> Vec<u32> {
    let y0 = g.cell_y(row);
    let mut xs = Vec::new();
    for y in y0..y0 + g.cell {
        for x in 0..g.cell_x(n) {
            if px[(y * w + x) as usize] == text {
                xs.push(x);
            }
        }
    }
    xs
}

#[test]
fn sixteen_players_with_their_names_in_the_palette() {
    let (rows, cells) = sixteen();
    let png = standings_png(&rows, &cells).expect("drawn");
    if let Ok(path) = std::env::var("STANDINGS_PNG") {
        std::fs::write(path, &png).expect("written");
    }
    let (w, h, palette, px) = decode(&png);
    let g = Geometry::of(16);
    assert_eq!((w, h), (g.width, g.height));
    assert!(w <= 650, "16 players stay readable at 400 px: {w}");
    let index = |hex: &str| index_in(&palette, hex);
    let at = |row: u32, col: u32| {
        let (x, y) = (g.cell_x(col) + g.cell / 2, g.cell_y(row) + g.cell / 2);
        px[(y * w + x) as usize]
    };
    assert_eq!(at(0, 1), index(theme::LAST_MOVE), "1 beat 2");
    assert_eq!(at(1, 0), index(theme::CHECK), "2 lost to 1");
    assert_eq!(at(2, 3), index(theme::PIECE_FILL), "3 drew 4");
    assert_eq!(at(15, 14), index(theme::WOOD), "16 v 15 still going");
    assert_eq!(at(7, 7), index(theme::GRID));

    // Every row has its name drawn, within the name column.
    let text = index(theme::PAGE_TEXT);
    for row in 0..16 {
        let xs = text_pixels(&g, 16, (w, &px), text, row);
        assert!(xs.len() > 20, "row {row}: a name is drawn");
        assert!(
            xs.iter().all(|&x| x < 8 + NAME_COLUMN),
            "row {row}: the name stays in its column"
        );
    }
    // The long name is cut: its text reaches close to the column's end and no further.
    let long = text_pixels(&g, 16, (w, &px), text, 2);
    let right = long.iter().max().copied().unwrap_or(0);
    assert!(
        right > 8 + NAME_COLUMN - 30,
        "the cut name fills its room: {right}"
    );
}

/// Japanese names in kana and common kanji and French names with accents are drawn with
/// their own glyphs from the embedded names face, not as the `?` of a missing character.
#[test]
fn japanese_and_french_names_are_drawn_with_the_embedded_faces() {
    for name in [
        "さくら",
        "佐藤ゆうき・ハヤシ",
        "山田太郎",
        "Zoé Bérénice",
        "Ægir Øverås",
        "François",
    ] {
        assert!(!fitted_name(name, 20.0).contains('?'), "{name}");
    }
    assert_eq!(
        fitted_name("a😀b", 20.0),
        "a?b",
        "a missing glyph shows as ?"
    );
    // Drawn: the kana differ from question marks in the image too.
    let draw = |name: &str| {
        let rows: Vec<Row> = [name, "Bob", "Carol"]
            .iter()
            .enumerate()
            .map(|(i, n)| Row {
                player: i as u32 + 1,
                name: n.to_string(),
                half_points: 0,
            })
            .collect();
        let png = standings_png(&rows, &[]).expect("drawn");
        let (w, _, palette, px) = decode(&png);
        let g = Geometry::of(3);
        let text = index_in(&palette, theme::PAGE_TEXT);
        text_pixels(&g, 3, (w, &px), text, 0)
    };
    let kana = draw("さくら");
    assert!(kana.len() > 30, "drawn");
    assert_ne!(kana, draw("???"), "not as question marks");
    assert_ne!(draw("山田"), draw("??"), "kanji have their glyphs");
    assert_ne!(draw("Zoé"), draw("Zo?"), "é has its glyph");
}

#[test]
fn names_are_cut_with_an_ellipsis_to_their_room() {
    let g = Geometry::of(16);
    let cut = fitted_name(NAMES[2], g.name_em());
    assert!(cut.ends_with('…'), "{cut}");
    assert!(NAMES[2].starts_with(cut.trim_end_matches('…')), "{cut}");
    for short in ["Alice", "Zoé Bérénice", "さくら"] {
        assert_eq!(fitted_name(short, g.name_em()), short);
    }
}
