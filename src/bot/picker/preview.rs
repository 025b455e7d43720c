//! The picker's preview image: the board with what the step offers marked (the squares a
//! piece may go to, captures told apart, as /moves draws them), or the chosen move drawn
//! played, before Confirm. Its words are in the player's language (`View::lang`).

use super::plan::Marks;
use crate::bot::present::{header, View, IMAGE_WIDTH};
use crate::render::{board_diagram, to_png, BoardOptions, Mark};
use crate::rules::{Move, Position, Square};

/// The preview as a PNG. `last` is the move that led to `pos` (highlighted until a move is
/// chosen).
pub fn preview_png(
    pos: &Position,
    last: Option<Move>,
    view: &View,
    names: [&str; 2],
    marks: &Marks,
) -> anyhow::Result<Vec<u8>> {
    let game = pos.game();
    let header = header(view.lang, names, game);
    let (shown, opts) = match marks.chosen {
        Some(mv) => (
            pos.after(mv),
            BoardOptions {
                style: view.style,
                flipped: view.flipped,
                last_move: Some(mv),
                header,
                footer: Some(crate::t!(view.lang, "image-preview")),
                lang: view.lang,
                ..BoardOptions::default()
            },
        ),
        None => (
            pos.clone(),
            BoardOptions {
                style: view.style,
                flipped: view.flipped,
                last_move: last,
                header,
                lang: view.lang,
                ..BoardOptions::default()
            },
        ),
    };
    let mut d = board_diagram(&shown, &opts);
    let cell = |sq: Square| (sq.column(game.width), sq.rank());
    for &sq in &marks.selected {
        let (c, r) = cell(sq);
        d.marks.push((c, r, Mark::Selected));
    }
    for &(sq, capture) in &marks.targets {
        let (c, r) = cell(sq);
        let mark = if capture {
            Mark::CaptureDestination
        } else {
            Mark::Destination
        };
        d.marks.push((c, r, mark));
    }
    Ok(to_png(&d, IMAGE_WIDTH)?)
}
