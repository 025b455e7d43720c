//! `seireigi render` and `seireigi render-piece`: board and piece images as PNG files.

use crate::render::{board_diagram, piece_diagram, to_png, BoardOptions, PieceStyle};
use crate::rules::{History, Square, Variant};
use anyhow::{anyhow, bail, Context, Result};
use std::path::Path;

pub fn style(text: &str) -> Result<PieceStyle> {
    match text.to_ascii_lowercase().as_str() {
        "kanji" => Ok(PieceStyle::Kanji),
        "western" => Ok(PieceStyle::Western),
        other => bail!("unknown piece style {other:?}: use kanji or western"),
    }
}

/// How a board image looks.
#[derive(Copy, Clone, Debug)]
pub struct Look {
    pub style: PieceStyle,
    pub flip: bool,
    pub checkered: bool,
    pub size: u32,
}

/// Renders the current position of a history, with its last move highlighted.
pub fn board(history: &History, look: Look, moves_of: Option<&str>, out: &Path) -> Result<()> {
    let pos = history.position();
    let game = pos.game();
    let mut opts = BoardOptions {
        style: look.style,
        flipped: look.flip,
        checkered: look.checkered,
        last_move: history.moves().last().copied(),
        header: game.title(),
        ..BoardOptions::default()
    };
    if let Some(text) = moves_of {
        match text.trim().strip_suffix(['*', '\'']) {
            Some(id) => {
                let (kind, _) = game
                    .find_piece(id)
                    .ok_or_else(|| anyhow!("no piece {id:?} in {}", game.name))?;
                opts.drops_of = Some(kind);
            }
            None => {
                let sq = Square::parse(text)
                    .filter(|s| game.contains(*s))
                    .ok_or_else(|| {
                        anyhow!("{text:?} is not a square of the {0}x{0} board", game.size)
                    })?;
                opts.moves_of = Some(sq);
            }
        }
    }
    write_png(&board_diagram(pos, &opts), look.size, out)
}

/// Renders one piece's moves on an empty board.
pub fn piece(variant: Variant, name: &str, style: PieceStyle, size: u32, out: &Path) -> Result<()> {
    let game = variant.game();
    let (kind, promoted) = game.find_piece(name).ok_or_else(|| {
        let names: Vec<&str> = game.pieces.iter().map(|p| p.name).collect();
        anyhow!(
            "no piece {name:?} in {}; its pieces are {}",
            game.name,
            names.join(", ")
        )
    })?;
    write_png(&piece_diagram(game, kind, promoted, style), size, out)
}

fn write_png(diagram: &crate::render::Diagram, size: u32, out: &Path) -> Result<()> {
    let png = to_png(diagram, size)?;
    std::fs::write(out, png).with_context(|| format!("cannot write {}", out.display()))
}
