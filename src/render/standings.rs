//! A tournament section's cross table in the renderer's palette: one row per player in
//! standing order, headed by its row number and the player's name (cut with an ellipsis
//! when too wide, drawn in the embedded names face: Latin, kana and common kanji), then one
//! column per player (numbered as the rows), each cell split into one part per game the two
//! played (two in a double round-robin): a win in the move-marker green, a loss in the check
//! red, a draw in the piece colour, a game still going in the board's wood, the diagonal
//! dark; and at the right of each row a bar as long as the player's points, with the points.
//! The names come resolved from the caller (the bot's name cache); the renderer writes no
//! words of its own, only numbers.

use super::check::RenderError;
use super::font::{drawable_name, Face};
use super::png::encode_fresh;
use super::raster::rasterize;
use super::svg::SvgWriter;
use super::theme;

/// Pixels of one cell in a small section; larger ones shrink to [`MIN_CELL`].
pub const CELL: u32 = 28;
/// The smallest cell, for 16 players.
pub const MIN_CELL: u32 = 18;
const GAP: u32 = 2;
const MARGIN: u32 = 8;
/// Width of the column of row numbers and names.
pub const NAME_COLUMN: u32 = 170;
/// Width of the row number at the left of the name column.
const NUMBER_WIDTH: u32 = 26;
/// Room left of the points after the bar.
const POINTS_WIDTH: u32 = 40;

/// One game of the section, by draw numbers; `result`: none while it is played, then
/// whether sente (the first-named player) won (none for a draw).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub sente: u32,
    pub gote: u32,
    pub result: Option<Option<bool>>,
}

/// One row of the table: the player's draw number, name and points (in halves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub player: u32,
    pub name: String,
    pub half_points: u32,
}

/// The sizes of a table of `n` players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub cell: u32,
    /// The font size of names and numbers, in pixels.
    pub font: u32,
    /// The height of the strip of column numbers above the cells.
    pub head: u32,
    pub width: u32,
    pub height: u32,
}

impl Geometry {
    pub fn of(n: u32) -> Geometry {
        let n = n.max(1);
        // The cells of up to 16 players stay within about 320 pixels.
        let cell = (320 / n).saturating_sub(GAP).clamp(MIN_CELL, CELL);
        let font = (cell * 3 / 5).clamp(12, 16);
        let head = font + 8;
        let bar = 4 * cell;
        Geometry {
            cell,
            font,
            head,
            width: 2 * MARGIN + NAME_COLUMN + n * (cell + GAP) + GAP + bar + POINTS_WIDTH,
            height: 2 * MARGIN + head + n * (cell + GAP),
        }
    }

    /// The left edge of column `col`'s cells.
    pub fn cell_x(&self, col: u32) -> u32 {
        MARGIN + NAME_COLUMN + col * (self.cell + GAP)
    }

    /// The top edge of row `row`'s cells.
    pub fn cell_y(&self, row: u32) -> u32 {
        MARGIN + self.head + row * (self.cell + GAP)
    }

    /// The widest a name may be, in ems of its font.
    pub fn name_em(&self) -> f32 {
        (NAME_COLUMN - NUMBER_WIDTH - 8) as f32 / self.font as f32
    }
}

/// `name` as it is drawn: characters the names face lacks as `?`, line breaks and other
/// control characters as spaces, and cut with `…` to at most `max_em` ems of that face.
pub fn fitted_name(name: &str, max_em: f32) -> String {
    let clean: String = name
        .trim()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let clean = drawable_name(&clean);
    if Face::Names.width_em(&clean) <= max_em {
        return clean;
    }
    let ellipsis = "…";
    let room = max_em - Face::Names.width_em(ellipsis);
    let mut out = String::new();
    let mut used = 0.0;
    let mut buf = [0u8; 4];
    for c in clean.chars() {
        let w = Face::Names.width_em(c.encode_utf8(&mut buf));
        if used + w > room {
            break;
        }
        used += w;
        out.push(c);
    }
    format!("{}{ellipsis}", out.trim_end())
}

/// Points as players write them: `3`, `2½`, `½`.
fn points_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// The cross table of `rows` (best first) with the games of `cells`, as an indexed PNG.
pub fn standings_png(rows: &[Row], cells: &[Cell]) -> Result<Vec<u8>, RenderError> {
    let n = u32::try_from(rows.len()).unwrap_or(u32::MAX).max(1);
    let g = Geometry::of(n);
    let svg = standings_svg(rows, cells, &g);
    let img = rasterize(&svg, g.width, g.height)?;
    encode_fresh(&img)
}

fn rect(w: &mut SvgWriter, (x, y, width, height): (u32, u32, u32, u32), fill: &str) {
    w.start("rect")
        .attr("x", x as f32)
        .attr("y", y as f32)
        .attr("width", width as f32)
        .attr("height", height as f32)
        .attr("fill", fill)
        .leaf();
}

fn text(w: &mut SvgWriter, (x, y): (f32, f32), size: u32, anchor: &str, words: &str) {
    w.start("text")
        .attr("x", x)
        .attr("y", y)
        .attr("font-family", Face::Names.family())
        .attr("font-weight", "bold")
        .attr("font-size", size as f32)
        .attr("fill", theme::PAGE_TEXT)
        .attr("text-anchor", anchor)
        .attr("xml:space", "preserve")
        .text(words);
}

fn standings_svg(rows: &[Row], cells: &[Cell], g: &Geometry) -> String {
    let mut w = SvgWriter::new(g.width as f32, g.height as f32);
    rect(&mut w, (0, 0, g.width, g.height), theme::PAGE);
    let n = u32::try_from(rows.len()).unwrap_or(u32::MAX);
    let most = n.saturating_sub(1).max(1) * 2;
    let bar = 4 * g.cell;
    let bar_x = g.cell_x(n) + GAP;
    // The baseline of a line of text centred in a box of height `h` at `y`.
    let baseline = |y: u32, h: u32| y as f32 + h as f32 / 2.0 + g.font as f32 * 0.36;
    let name_em = g.name_em();
    for col in 0..n {
        let x = g.cell_x(col) as f32 + g.cell as f32 / 2.0;
        let y = baseline(MARGIN, g.head - 4);
        text(&mut w, (x, y), g.font, "middle", &(col + 1).to_string());
    }
    for (row, a) in rows.iter().enumerate() {
        let y0 = g.cell_y(row as u32);
        let y = baseline(y0, g.cell);
        let number_x = (MARGIN + NUMBER_WIDTH) as f32;
        text(&mut w, (number_x, y), g.font, "end", &(row + 1).to_string());
        let name = fitted_name(&a.name, name_em);
        let name_x = (MARGIN + NUMBER_WIDTH + 8) as f32;
        text(&mut w, (name_x, y), g.font, "start", &name);
        for (col, b) in rows.iter().enumerate() {
            let x0 = g.cell_x(col as u32);
            if a.player == b.player {
                rect(&mut w, (x0, y0, g.cell, g.cell), theme::GRID);
                continue;
            }
            let games: Vec<Option<Option<bool>>> = cells
                .iter()
                .filter(|c| {
                    (c.sente == a.player && c.gote == b.player)
                        || (c.sente == b.player && c.gote == a.player)
                })
                .map(|c| {
                    c.result
                        .map(|winner| winner.map(|sente_won| sente_won == (c.sente == a.player)))
                })
                .collect();
            let parts = u32::try_from(games.len()).unwrap_or(1).max(1);
            let part_w = g.cell / parts;
            for (i, game) in games.iter().enumerate() {
                let fill = match game {
                    None => theme::WOOD,
                    Some(None) => theme::PIECE_FILL,
                    Some(Some(true)) => theme::LAST_MOVE,
                    Some(Some(false)) => theme::CHECK,
                };
                let i = i as u32;
                let width = if i + 1 == parts {
                    g.cell - part_w * i
                } else {
                    part_w - 1
                };
                rect(&mut w, (x0 + part_w * i, y0, width, g.cell), fill);
            }
        }
        let len = (u64::from(bar) * u64::from(a.half_points.min(most)) / u64::from(most)) as u32;
        rect(
            &mut w,
            (bar_x, y0 + 4, len.max(1), g.cell.saturating_sub(8).max(1)),
            theme::JUMP,
        );
        let points_x = (bar_x + bar + POINTS_WIDTH - 2) as f32;
        text(
            &mut w,
            (points_x, y),
            g.font,
            "end",
            &points_text(a.half_points),
        );
    }
    w.finish()
}
