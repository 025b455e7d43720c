//! Where everything goes, in SVG user units (one square = `SQ` units). Kept
//! apart from drawing so tests can ask where a square is.

use super::diagram::{Diagram, Side};
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
pub const HAND_ROW: f32 = 86.0;
pub const HAND_PAD: f32 = 10.0;
/// Room at the left of a hand panel for the owner's ☗/☖ marker.
pub const HAND_LABEL_W: f32 = 70.0;
/// Distance between two kinds in hand: a small piece plus a two-digit count.
pub const HAND_PITCH: f32 = 124.0;
/// Pieces in hand are drawn at this fraction of a board piece.
pub const HAND_SCALE: f32 = 0.8;

#[derive(Clone, Debug, PartialEq)]
pub struct HandPanel {
    pub side: Side,
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    pub per_row: usize,
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
            let n = d.hands[side_index(side)]
                .iter()
                .filter(|e| e.count > 0)
                .count();
            n.div_ceil(per_row).max(1) as f32 * HAND_ROW + 2.0 * HAND_PAD
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
            let side = other(top_side);
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
    /// Centre of the small piece of the `i`-th kind in hand.
    pub fn slot_center(&self, i: usize) -> (f32, f32) {
        let per_row = self.per_row.max(1);
        let (row, col) = (i / per_row, i % per_row);
        let x = self.x + HAND_PAD + HAND_LABEL_W + col as f32 * HAND_PITCH + SQ * HAND_SCALE * 0.5;
        let y = self.y + HAND_PAD + row as f32 * HAND_ROW + HAND_ROW / 2.0;
        (x, y)
    }
}

/// Index of `side` in `Diagram::hands`.
pub fn side_index(side: Side) -> usize {
    match side {
        Side::Black => 0,
        Side::White => 1,
    }
}

pub fn other(side: Side) -> Side {
    match side {
        Side::Black => Side::White,
        Side::White => Side::Black,
    }
}
