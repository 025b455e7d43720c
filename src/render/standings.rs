//! A tournament section's cross table, drawn without text in the renderer's palette: one row
//! and one column per player in standing order, each cell split into one part per game the
//! two played (two in a double round-robin), a win in the move-marker green, a loss in the
//! check red, a draw in the piece colour, a game still going in the board's wood, the
//! diagonal dark; and at the right of each row a bar as long as the player's points. The
//! caller writes the names and numbers beside it (the table of `/tournament standings`).

use super::check::RenderError;
use super::plot::{colour, Plot};
use super::theme;

/// Pixels of one cell; the bar column is as wide as four cells.
pub const CELL: u32 = 28;
const GAP: u32 = 2;
const MARGIN: u32 = 8;

/// One game of the section, by draw numbers; `result`: none while it is played, then
/// whether sente (the first-named player) won (none for a draw).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub sente: u32,
    pub gote: u32,
    pub result: Option<Option<bool>>,
}

/// The cross table of `order` (draw numbers, best first) with the games of `cells` and the
/// half points of each line (`points`, in the order of `order`), as an indexed PNG.
pub fn standings_png(
    order: &[u32],
    cells: &[Cell],
    points: &[u32],
) -> Result<Vec<u8>, RenderError> {
    let n = order.len().max(1) as u32;
    let bar = 4 * CELL;
    let width = 2 * MARGIN + n * (CELL + GAP) + GAP + bar;
    let height = 2 * MARGIN + n * (CELL + GAP);
    let page = colour(theme::PAGE);
    let mut plot = Plot::new(width, height, MARGIN, page);
    let (win, loss, draw, open, own, bar_c) = (
        colour(theme::LAST_MOVE),
        colour(theme::CHECK),
        colour(theme::PIECE_FILL),
        colour(theme::WOOD),
        colour(theme::GRID),
        colour(theme::JUMP),
    );
    let most = u32::try_from(order.len().saturating_sub(1))
        .unwrap_or(0)
        .max(1)
        * 2;
    let rows_games = |a: u32, b: u32| -> Vec<Option<Option<bool>>> {
        // For row player `a` against `b`: each game, Some(Some(true)) a win of `a`.
        cells
            .iter()
            .filter(|c| (c.sente == a && c.gote == b) || (c.sente == b && c.gote == a))
            .map(|c| {
                c.result
                    .map(|winner| winner.map(|sente_won| sente_won == (c.sente == a)))
            })
            .collect()
    };
    for (row, &a) in order.iter().enumerate() {
        let y0 = i64::from(row as u32 * (CELL + GAP));
        for (col, &b) in order.iter().enumerate() {
            let x0 = i64::from(col as u32 * (CELL + GAP));
            if a == b {
                fill(&mut plot, x0, y0, CELL, CELL, own);
                continue;
            }
            let games = rows_games(a, b);
            let parts = games.len().max(1) as u32;
            let part_w = CELL / parts;
            for (i, g) in games.iter().enumerate() {
                let c = match g {
                    None => open,
                    Some(None) => draw,
                    Some(Some(true)) => win,
                    Some(Some(false)) => loss,
                };
                let w = if i as u32 + 1 == parts {
                    CELL - part_w * i as u32
                } else {
                    part_w - 1
                };
                fill(&mut plot, x0 + i64::from(part_w * i as u32), y0, w, CELL, c);
            }
        }
        let half = points.get(row).copied().unwrap_or(0);
        let len = (u64::from(bar) * u64::from(half.min(most)) / u64::from(most)) as u32;
        let x0 = i64::from(n * (CELL + GAP) + GAP);
        fill(&mut plot, x0, y0 + 4, len.max(1), CELL - 8, bar_c);
    }
    plot.png()
}

fn fill(plot: &mut Plot, x0: i64, y0: i64, w: u32, h: u32, c: u8) {
    for y in 0..i64::from(h) {
        for x in 0..i64::from(w) {
            plot.set(x0 + x, y0 + y, c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let png = standings_png(&[1, 2, 3], &cells, &[2, 1, 1]).expect("drawn");
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().expect("a PNG");
        let info = reader.info();
        let (w, h) = (info.width, info.height);
        assert_eq!(w, 2 * MARGIN + 3 * (CELL + GAP) + GAP + 4 * CELL);
        assert_eq!(h, 2 * MARGIN + 3 * (CELL + GAP));
        assert_eq!(info.color_type, png::ColorType::Indexed);
        let mut buf = vec![0; reader.output_buffer_size()];
        let frame = reader.next_frame(&mut buf).expect("pixels");
        let at = |row: u32, col: u32| {
            let x = MARGIN + col * (CELL + GAP) + CELL / 2;
            let y = MARGIN + row * (CELL + GAP) + CELL / 2;
            buf[(y as usize) * frame.line_size + x as usize]
        };
        assert_eq!(at(0, 1), colour(theme::LAST_MOVE), "1 beat 2");
        assert_eq!(at(1, 0), colour(theme::CHECK), "2 lost to 1");
        assert_eq!(at(1, 2), colour(theme::PIECE_FILL), "2 drew 3");
        assert_eq!(at(0, 2), colour(theme::WOOD), "1-3 still going");
        assert_eq!(at(0, 0), colour(theme::GRID));
    }
}
