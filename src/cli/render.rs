//! `seireigi render` and `seireigi render-piece`: board and piece images as PNG files.

use crate::i18n::Lang;
use crate::render::{
    board_diagram, game_diagrams, game_gif, piece_diagram_in, to_png, BoardOptions, GifOptions,
    PieceStyle, MAX_WIDTH_PX, MIN_WIDTH_PX,
};
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
    /// The language of the words drawn.
    pub lang: Lang,
}

impl Look {
    /// The look the command line asks for, its piece style by name (`kanji`, `western`).
    pub fn new(style: &str, flip: bool, checkered: bool, size: u32) -> Result<Look> {
        Ok(Look {
            style: self::style(style)?,
            flip,
            checkered,
            size,
            lang: Lang::En,
        })
    }

    /// The same look, its words in `lang`.
    pub fn in_lang(self, lang: Lang) -> Look {
        Look { lang, ..self }
    }
}

/// Renders the current position of a history, with its last move highlighted.
pub fn board(history: &History, look: Look, moves_of: Option<&str>, out: &Path) -> Result<()> {
    let pos = history.position();
    let game = pos.game();
    let mut opts = options(history, look);
    opts.last_move = history.moves().last().copied();
    if let Some(text) = moves_of {
        match text.trim().strip_suffix(['*', '\'']) {
            Some(id) => {
                let (kind, _) = game
                    .find_piece(id)
                    .ok_or_else(|| anyhow!("no piece {id:?} in {}", game.name))?;
                let side = pos.side_to_move();
                if pos.hand_count(side, kind) == 0 {
                    bail!(
                        "{} has no {} in hand to drop",
                        side.title(),
                        game.piece(kind).name
                    );
                }
                opts.drops_of = Some(kind);
            }
            None => {
                let sq = Square::parse(text)
                    .filter(|s| game.contains(*s))
                    .ok_or_else(|| {
                        anyhow!(
                            "{text:?} is not a square of the {} board",
                            game.board_text()
                        )
                    })?;
                if pos.piece_at(sq).is_none() {
                    bail!("there is no piece on {sq}: give the square of a piece");
                }
                opts.moves_of = Some(sq);
            }
        }
    }
    write_png(&board_diagram(pos, &opts), look.size, out)
}

fn options(history: &History, look: Look) -> BoardOptions {
    let game = history.position().game();
    BoardOptions {
        style: look.style,
        flipped: look.flip,
        checkered: look.checkered,
        header: game.title_in(look.lang.code()),
        lang: look.lang,
        ..BoardOptions::default()
    }
}

/// Writes the whole game as an animated GIF; says what was written (and how it was reduced).
pub fn game(history: &History, look: Look, delay_ms: u32, out: &Path) -> Result<String> {
    if !(MIN_WIDTH_PX..=MAX_WIDTH_PX).contains(&look.size) {
        bail!(
            "--size {} is outside {MIN_WIDTH_PX}..={MAX_WIDTH_PX}",
            look.size
        );
    }
    if !(20..=60_000).contains(&delay_ms) {
        bail!("--delay-ms {delay_ms} is outside 20..=60000");
    }
    let frames = game_diagrams(history, &options(history, look));
    let opts = GifOptions {
        width_px: look.size,
        delay_ms,
        final_ms: (delay_ms * 5).max(4000),
        ..GifOptions::default()
    };
    let gif = game_gif(&frames, &opts)?;
    std::fs::write(out, &gif.bytes).with_context(|| format!("cannot write {}", out.display()))?;
    let mut report = format!(
        "{}: {} frames, {} px wide, {:.1} MB",
        out.display(),
        gif.frames,
        gif.width_px,
        gif.bytes.len() as f64 / 1e6
    );
    if gif.width_px < look.size {
        report.push_str(&format!(
            " (drawn smaller than {} px to fit 8 MB)",
            look.size
        ));
    }
    if gif.every > 1 {
        report.push_str(&format!(" (every {}th position, to fit 8 MB)", gif.every));
    }
    Ok(report)
}

/// Renders one piece's moves on an empty board.
pub fn piece(
    lang: Lang,
    variant: Variant,
    name: &str,
    style: PieceStyle,
    size: u32,
    out: &Path,
) -> Result<()> {
    let game = variant.game();
    let (kind, promoted) = game.find_piece(name).ok_or_else(|| {
        let names = game.piece_names_in(lang.code());
        anyhow!(crate::t!(
            lang,
            "cli-no-piece",
            name = name,
            game = game.name_in(lang.code()),
            pieces = crate::i18n::join_list(lang, &names)
        ))
    })?;
    write_png(
        &piece_diagram_in(lang, game, kind, promoted, style),
        size,
        out,
    )
}

fn write_png(diagram: &crate::render::Diagram, size: u32, out: &Path) -> Result<()> {
    let png = to_png(diagram, size)?;
    std::fs::write(out, png).with_context(|| format!("cannot write {}", out.display()))
}
