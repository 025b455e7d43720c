//! The unit tests of src/render/standings.rs.

use seireigi::render::font::Face;
use seireigi::render::plot::colour;
use seireigi::render::standings::*;
use seireigi::render::theme;

/// Three players, 1 beat 2, 2 and 3 drew, 1-3 still going: a PNG of the expected size
/// whose cells hold the expected colours.
#[test]
fn the_cross_table_shows_each_result_in_its_colour() {
    let cells = [
        Cell {
            sente: 1,
            gote: 2,
            result: Some(Some(true)),
        },
        Cell {
            sente: 2,
            gote: 3,
            result: Some(None),
        },
        Cell {
            sente: 3,
            gote: 1,
            result: None,
        },
    ];
    let rows: Vec<Row> = [(1, "Alice", 2), (2, "Bob", 1), (3, "Carol", 1)]
        .into_iter()
        .map(|(player, name, half_points)| Row {
            player,
            name: name.to_string(),
            half_points,
        })
        .collect();
    let png = standings_png(&rows, &cells).expect("drawn");
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    let (w, h) = (info.width, info.height);
    let g = Geometry::of(3);
    assert_eq!((w, h), (g.width, g.height));
    assert_eq!(info.color_type, png::ColorType::Indexed);
    let mut buf = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buf).expect("pixels");
    let at = |row: u32, col: u32| {
        let x = g.cell_x(col) + g.cell / 2;
        let y = g.cell_y(row) + g.cell / 2;
        buf[(y as usize) * frame.line_size + x as usize]
    };
    assert_eq!(at(0, 1), colour(theme::LAST_MOVE), "1 beat 2");
    assert_eq!(at(1, 0), colour(theme::CHECK), "2 lost to 1");
    assert_eq!(at(1, 2), colour(theme::PIECE_FILL), "2 drew 3");
    assert_eq!(at(0, 2), colour(theme::WOOD), "1-3 still going");
    assert_eq!(at(0, 0), colour(theme::GRID));
}

#[test]
fn long_names_are_cut_with_an_ellipsis_and_short_ones_kept() {
    assert_eq!(fitted_name("Alice", 8.0), "Alice");
    assert_eq!(fitted_name("  Zoé\nBérénice ", 20.0), "Zoé Bérénice");
    let long = "Maximilian Alexander von Hohenzollern-Sigmaringen";
    let cut = fitted_name(long, 8.0);
    assert!(cut.ends_with('…'), "{cut}");
    assert!(long.starts_with(cut.trim_end_matches('…')), "{cut}");
    assert!(Face::Names.width_em(&cut) <= 8.0, "{cut}");
    assert!(cut.chars().count() > 8, "as much as fits: {cut}");
    assert_eq!(fitted_name("a😀b", 8.0), "a?b");
}

#[test]
fn sixteen_players_fit_in_smaller_cells() {
    let g = Geometry::of(16);
    assert_eq!(g.cell, MIN_CELL);
    assert!(g.width < 650, "{g:?}");
    assert_eq!(Geometry::of(6).cell, CELL);
}
