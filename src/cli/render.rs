//! `seireigi render` and `seireigi render-piece`: board and piece images as PNG files.

use crate::i18n::Lang;
use crate::render::{
    board_diagram, game_diagrams, game_gif, piece_diagram_in, to_png, BoardOptions, GifOptions,
    PieceStyle, RenderError, MAX_WIDTH_PX, MIN_WIDTH_PX,
};
use crate::rules::{History, Square, Variant};
use crate::t;
use anyhow::{anyhow, bail, Result};
use std::path::Path;

/// The piece style named on the command line (`kanji`, `western`); refused in `lang`.
pub fn style(lang: Lang, text: &str) -> Result<PieceStyle> {
    match text.to_ascii_lowercase().as_str() {
        "kanji" => Ok(PieceStyle::Kanji),
        "western" => Ok(PieceStyle::Western),
        _ => bail!(t!(lang, "cli-unknown-style", style = text)),
    }
}

/// How a board image looks.
#[derive(Copy, Clone, Debug)]
pub struct Look {
    pub style: PieceStyle,
    pub flip: bool,
    pub checkered: bool,
    pub size: u32,
    /// The language of the words drawn, and of the refusals.
    pub lang: Lang,
}

impl Look {
    /// The look the command line asks for, its piece style by name (`kanji`, `western`), its
    /// words (and refusals) in `lang`.
    pub fn new(lang: Lang, style: &str, flip: bool, checkered: bool, size: u32) -> Result<Look> {
        Ok(Look {
            style: self::style(lang, style)?,
            flip,
            checkered,
            size,
            lang,
        })
    }
}

/// Refuses a width the images cannot be drawn at, in `lang`.
fn check_size(lang: Lang, size: u32) -> Result<()> {
    if !(MIN_WIDTH_PX..=MAX_WIDTH_PX).contains(&size) {
        bail!(t!(
            lang,
            "cli-size-range",
            size = size.to_string(),
            min = MIN_WIDTH_PX.to_string(),
            max = MAX_WIDTH_PX.to_string()
        ));
    }
    Ok(())
}

/// Renders the current position of a history, with its last move highlighted.
pub fn board(history: &History, look: Look, moves_of: Option<&str>, out: &Path) -> Result<()> {
    let lang = look.lang;
    check_size(lang, look.size)?;
    let pos = history.position();
    let game = pos.game();
    let mut opts = options(history, look);
    opts.last_move = history.moves().last().copied();
    if let Some(text) = moves_of {
        match text.trim().strip_suffix(['*', '\'']) {
            Some(id) => {
                let kind = piece_of(lang, pos.variant(), id)?.0;
                let side = pos.side_to_move();
                if pos.hand_count(side, kind) == 0 {
                    let piece = game.piece_name_in(lang.code(), kind, false);
                    bail!(t!(
                        lang,
                        "cli-none-in-hand",
                        side = side.name(),
                        piece = piece
                    ));
                }
                opts.drops_of = Some(kind);
            }
            None => {
                let sq = Square::parse(text.trim())
                    .filter(|s| game.contains(*s))
                    .ok_or_else(|| {
                        anyhow!(t!(
                            lang,
                            "cli-not-a-square",
                            text = text.trim(),
                            board = game.board_text()
                        ))
                    })?;
                if pos.piece_at(sq).is_none() {
                    bail!(t!(lang, "cli-empty-square", square = sq.to_string()));
                }
                opts.moves_of = Some(sq);
            }
        }
    }
    write_png(lang, &board_diagram(pos, &opts), look.size, out)
}

fn options(history: &History, look: Look) -> BoardOptions {
    let game = history.position().game();
    BoardOptions {
        style: look.style,
        flipped: look.flip,
        checkered: look.checkered,
        header: crate::i18n::games::game_title(look.lang, game),
        lang: look.lang,
        ..BoardOptions::default()
    }
}

/// Writes the whole game as an animated GIF; says what was written (and how it was reduced),
/// in the look's language.
pub fn game(history: &History, look: Look, delay_ms: u32, out: &Path) -> Result<String> {
    let lang = look.lang;
    check_size(lang, look.size)?;
    if !(20..=60_000).contains(&delay_ms) {
        bail!(t!(lang, "cli-delay-range", delay = delay_ms.to_string()));
    }
    let frames = game_diagrams(history, &options(history, look));
    let opts = GifOptions {
        width_px: look.size,
        delay_ms,
        final_ms: (delay_ms * 5).max(4000),
        ..GifOptions::default()
    };
    let gif = game_gif(&frames, &opts).map_err(|e| drawing_failed(lang, e))?;
    write_file(lang, out, &gif.bytes)?;
    let megabytes = format!("{:.1}", gif.bytes.len() as f64 / 1e6);
    let megabytes = match lang {
        // French writes a decimal comma.
        Lang::Fr => megabytes.replace('.', ","),
        _ => megabytes,
    };
    let mut report = t!(
        lang,
        "cli-gif-written",
        path = out.display().to_string(),
        frames = gif.frames,
        width = gif.width_px,
        megabytes = megabytes
    );
    let mut notes = Vec::new();
    if gif.width_px < look.size {
        notes.push(t!(lang, "cli-gif-smaller", size = look.size));
    }
    if gif.every > 1 {
        notes.push(t!(lang, "cli-gif-every", every = gif.every));
    }
    for note in notes {
        report = t!(lang, "cli-gif-note", report = report, note = note);
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
    check_size(lang, size)?;
    let (kind, promoted) = piece_of(lang, variant, name)?;
    write_png(
        lang,
        &piece_diagram_in(lang, variant.game(), kind, promoted, style),
        size,
        out,
    )
}

/// The piece `name` of the game (an id, abbreviation or name in any language), with the
/// game's pieces listed in `lang` when there is none.
fn piece_of(lang: Lang, variant: Variant, name: &str) -> Result<(crate::rules::PieceKind, bool)> {
    let game = variant.game();
    game.find_piece(name).ok_or_else(|| {
        let names = game.piece_names_in(lang.code());
        anyhow!(t!(
            lang,
            "cli-no-piece",
            name = name,
            game = game.name_in(lang.code()),
            pieces = crate::i18n::join_list(lang, &names)
        ))
    })
}

fn write_png(lang: Lang, diagram: &crate::render::Diagram, size: u32, out: &Path) -> Result<()> {
    let png = to_png(diagram, size).map_err(|e| drawing_failed(lang, e))?;
    write_file(lang, out, &png)
}

/// Writes `bytes` to `out`; a failure said in `lang`, with why (the system's own words only
/// for a cause the catalogues do not name).
fn write_file(lang: Lang, out: &Path, bytes: &[u8]) -> Result<()> {
    std::fs::write(out, bytes).map_err(|e| {
        anyhow!(t!(
            lang,
            "cli-cannot-write",
            path = out.display().to_string(),
            why = super::io_why(lang, &e)
        ))
    })
}

/// An image that could not be drawn: the width is checked before (`check_size`), so what is
/// left are faults of the drawing itself, named by their (developer's) text.
fn drawing_failed(lang: Lang, e: RenderError) -> anyhow::Error {
    anyhow!(t!(lang, "cli-drawing-failed", why = e.to_string()))
}
