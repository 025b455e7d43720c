//! Where everything goes, in SVG user units (one square = `SQ` units). Kept
//! apart from drawing so tests can ask where a square is.

use super::diagram::{Diagram, Mark, Side};
use super::font::Face;

/// Side of one square in user units; the PNG scale is applied on top.
pub const SQ: f32 = 100.0;
const MARGIN: f32 = 24.0;
/// Wood visible outside the outer grid line.
pub const BORDER: f32 = 16.0;
/// Band for file numbers (top) and rank letters (right).
pub const COORD_BAND: f32 = 46.0;
const GAP: f32 = 22.0;
/// One row of pieces in hand.
pub const HAND_ROW: f32 = 102.0;
pub const HAND_PAD: f32 = 10.0;
/// Room at the left of a hand panel for the owner's ☗/☖ marker.
pub const HAND_LABEL_W: f32 = 70.0;
/// Distance between two kinds in hand: nearly a board square, the count sits on the piece
/// as a badge, so 14 kinds fit a row beside a 15x15 board and read as well as the board.
pub const HAND_PITCH: f32 = 104.0;
/// Pieces in hand are drawn at this fraction of a board piece.
pub const HAND_SCALE: f32 = 0.92;
/// One row of the piece-diagram legend.
pub const LEGEND_ROW: f32 = 64.0;
pub const LEGEND_TEXT: f32 = 36.0;
/// Width of a legend entry's symbol, before its name.
pub const LEGEND_SYMBOL_W: f32 = 60.0;
const LEGEND_GAP: f32 = 40.0;

#[derive(Clone, Debug, PartialEq)]
pub struct HandPanel {
    pub side: Side,
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    pub per_row: usize,
}

/// One entry of a piece diagram's legend: the symbol centred at `(x, y)`, the name after it.
#[derive(Clone, Debug, PartialEq)]
pub struct LegendItem {
    pub mark: Mark,
    /// The mark's name, in the diagram's language.
    pub name: String,
    pub x: f32,
    pub y: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TextLine {
    pub y: f32,
    pub size: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: f32,
    pub height: f32,
    pub files: u8,
    pub ranks: u8,
    pub flipped: bool,
    /// Top-left corner of the grid (outer line).
    pub grid_x: f32,
    pub grid_y: f32,
    /// `[top, bottom]` panels; empty when the diagram shows no hands.
    pub hands: Vec<HandPanel>,
    /// Names of the piece-diagram marks shown, below the board (no hands there).
    pub legend: Vec<LegendItem>,
    pub header: Option<TextLine>,
    pub footer: Option<TextLine>,
}

impl Layout {
    pub fn new(d: &Diagram) -> Layout {
        let files = d.files.max(1);
        let ranks = d.ranks.max(1);
        let content_w = 2.0 * BORDER + f32::from(files) * SQ + COORD_BAND;
        let width = content_w + 2.0 * MARGIN;

        let per_row =
            (((content_w - 2.0 * HAND_PAD - HAND_LABEL_W) / HAND_PITCH).floor() as usize).max(1);
        let hand_h = |side: Side| {
            let n = d.hands[side.index()].iter().filter(|e| e.count > 0).count();
            n.div_ceil(per_row).max(usize::from(d.min_hand_rows)).max(1) as f32 * HAND_ROW
                + 2.0 * HAND_PAD
        };

        // Text scales with the image, not the square, so a 15x15 header is as
        // legible on a phone as a 9x9 one.
        let base_text = (0.034 * width).clamp(34.0, 58.0);
        let fit = |s: &str| -> f32 {
            let em = Face::Sans.width_em(s).max(0.1);
            base_text.min(content_w / em)
        };

        let mut y = MARGIN;
        let header = (!d.header.trim().is_empty()).then(|| {
            let size = fit(&d.header);
            let line = TextLine {
                y: y + base_text * 0.95,
                size,
            };
            y += base_text * 1.5;
            line
        });

        let top_side = if d.flipped { Side::Black } else { Side::White };
        let mut hands = Vec::with_capacity(2);
        if d.show_hands {
            let top = HandPanel {
                side: top_side,
                x: MARGIN,
                y,
                w: content_w,
                h: hand_h(top_side),
                per_row,
            };
            y += top.h + GAP;
            hands.push(top);
        }
        y += COORD_BAND;

        let grid_x = MARGIN + BORDER;
        let grid_y = y + BORDER;
        y += 2.0 * BORDER + f32::from(ranks) * SQ + GAP;

        if d.show_hands {
            let side = top_side.opponent();
            let bottom = HandPanel {
                side,
                x: MARGIN,
                y,
                w: content_w,
                h: hand_h(side),
                per_row,
            };
            y += bottom.h;
            hands.push(bottom);
        } else {
            y -= GAP;
        }
        let legend = legend_items(d, MARGIN, content_w, &mut y);

        let footer = (!d.footer.trim().is_empty()).then(|| {
            let size = fit(&d.footer);
            let line = TextLine {
                y: y + base_text * 1.25,
                size,
            };
            y += base_text * 1.45;
            line
        });
        y += MARGIN;

        Layout {
            width,
            height: y,
            files,
            ranks,
            flipped: d.flipped,
            grid_x,
            grid_y,
            hands,
            legend,
            header,
            footer,
        }
    }

    pub fn grid_w(&self) -> f32 {
        f32::from(self.files) * SQ
    }

    pub fn grid_h(&self) -> f32 {
        f32::from(self.ranks) * SQ
    }

    /// Column and row on screen of a square given in Black's coordinates.
    pub fn screen_cell(&self, col: u8, row: u8) -> (u8, u8) {
        if self.flipped {
            (
                self.files.saturating_sub(1).saturating_sub(col),
                self.ranks.saturating_sub(1).saturating_sub(row),
            )
        } else {
            (col, row)
        }
    }

    /// Top-left corner of a square given in Black's coordinates (as in `Diagram::cells`).
    pub fn square_origin(&self, col: u8, row: u8) -> (f32, f32) {
        let (c, r) = self.screen_cell(col, row);
        (
            self.grid_x + f32::from(c) * SQ,
            self.grid_y + f32::from(r) * SQ,
        )
    }

    pub fn square_center(&self, col: u8, row: u8) -> (f32, f32) {
        let (x, y) = self.square_origin(col, row);
        (x + SQ / 2.0, y + SQ / 2.0)
    }

    pub fn hand_panel(&self, side: Side) -> Option<&HandPanel> {
        self.hands.iter().find(|h| h.side == side)
    }

    /// Whether `side`'s pieces point down the screen.
    pub fn points_down(&self, side: Side) -> bool {
        (side == Side::White) != self.flipped
    }
}

impl HandPanel {
    /// Rows of pieces the stand has room for.
    pub fn rows(&self) -> usize {
        ((self.h - 2.0 * HAND_PAD) / HAND_ROW).round().max(1.0) as usize
    }

    /// Centre of the piece of the `i`-th kind in hand.
    pub fn slot_center(&self, i: usize) -> (f32, f32) {
        let per_row = self.per_row.max(1);
        let (row, col) = (i / per_row, i % per_row);
        let x = self.x + HAND_PAD + HAND_LABEL_W + col as f32 * HAND_PITCH + HAND_PITCH * 0.5;
        let y = self.y + HAND_PAD + row as f32 * HAND_ROW + HAND_ROW / 2.0;
        (x, y)
    }
}

/// The legend's entries, in `Mark::ALL` order, flowing into rows below `y` (moved past them).
fn legend_items(d: &Diagram, x0: f32, width: f32, y: &mut f32) -> Vec<LegendItem> {
    let shown: Vec<(Mark, String)> = Mark::ALL
        .iter()
        .filter(|m| d.marks.iter().any(|(_, _, k)| k == *m))
        .filter_map(|&m| m.legend(d.lang).map(|name| (m, name)))
        .collect();
    if shown.is_empty() {
        return Vec::new();
    }
    let mut items = Vec::with_capacity(shown.len());
    *y += GAP / 2.0;
    let (mut x, mut row) = (x0, 0.0_f32);
    for (mark, name) in shown {
        let w = LEGEND_SYMBOL_W + Face::Sans.width_em(&name) * LEGEND_TEXT + LEGEND_GAP;
        if x > x0 && x + w > x0 + width {
            x = x0;
            row += 1.0;
        }
        items.push(LegendItem {
            mark,
            name,
            x: x + LEGEND_SYMBOL_W / 2.0,
            y: *y + row * LEGEND_ROW + LEGEND_ROW / 2.0,
        });
        x += w;
    }
    *y += (row + 1.0) * LEGEND_ROW;
    items
}
