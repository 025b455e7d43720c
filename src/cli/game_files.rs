//! The operator's game files: read from `--games-dir` or `SEIREIGI_GAMES_DIR` at start and
//! loaded next to the embedded games (docs/games.md); `seireigi games` lists them
//! (`seireigi games --damaged`, in games.rs, is about the database).

use crate::render::{missing_glyphs, MissingGlyphs};
use crate::rules::registry::{self, Registry};
use crate::rules::Variant;
use anyhow::{anyhow, Context, Result};
use std::path::{Path, PathBuf};

/// The environment variable naming the operator's folder of game files.
pub const GAMES_DIR_VAR: &str = "SEIREIGI_GAMES_DIR";

/// Game files as (path shown in errors, text).
pub type GameTexts = Vec<(String, String)>;

/// The largest game file read: the largest embedded one is about 30 KiB. A bigger file is
/// refused from its size, never read whole.
pub const MAX_GAME_FILE: u64 = 1024 * 1024;

/// The `*.toml` files of a folder, by name, as (path shown in errors, text), and a warning
/// for each other entry skipped (a wrong-case `.TOML`, a link to nothing, a folder, a file of
/// another kind), so that no file is left out unseen. A file that cannot be read, or larger
/// than [`MAX_GAME_FILE`], is an error.
pub fn read_dir(dir: &Path) -> Result<(GameTexts, Vec<String>)> {
    let entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the games folder {}", dir.display()))?;
    let mut paths = Vec::new();
    let mut skipped = Vec::new();
    for entry in entries {
        let entry =
            entry.with_context(|| format!("cannot read the games folder {}", dir.display()))?;
        let path = entry.path();
        match skip_reason(&path) {
            None => paths.push(path),
            Some(why) => skipped.push(format!("skipped {}: {why}", path.display())),
        }
    }
    paths.sort();
    skipped.sort();
    let files = paths
        .into_iter()
        .map(|p| Ok((p.display().to_string(), read_bounded(&p)?)))
        .collect::<Result<_>>()?;
    Ok((files, skipped))
}

/// Why a folder entry is not read as a game file, if it is not.
fn skip_reason(path: &Path) -> Option<&'static str> {
    let extension = path.extension().map(|x| x.to_string_lossy().into_owned());
    match extension.as_deref() {
        Some("toml") => {}
        Some(x) if x.eq_ignore_ascii_case("toml") => {
            return Some("game files end in .toml, in lower case")
        }
        _ => return Some("not a game file (game files end in .toml)"),
    }
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => None,
        Ok(_) => Some("not a file"),
        Err(_) if path.symlink_metadata().is_ok() => Some("a link to nothing"),
        Err(_) => Some("cannot be read"),
    }
}

/// The text of a game file, refusing one larger than [`MAX_GAME_FILE`] without reading more.
fn read_bounded(path: &Path) -> Result<String> {
    use std::io::Read;
    let cannot = || format!("cannot read {}", path.display());
    let file = std::fs::File::open(path).with_context(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_GAME_FILE + 1)
        .read_to_end(&mut bytes)
        .with_context(cannot)?;
    if bytes.len() as u64 > MAX_GAME_FILE {
        anyhow::bail!(
            "{}: larger than {} KiB: not a game file",
            path.display(),
            MAX_GAME_FILE / 1024
        );
    }
    String::from_utf8(bytes).map_err(|_| anyhow!("{}: not UTF-8 text", path.display()))
}

/// Loads the embedded games and those of `dir` (else of `SEIREIGI_GAMES_DIR`, if set), once,
/// before anything uses a game. Returns warnings for the operator (files skipped, glyphs the
/// images lack).
pub fn install(dir: Option<&Path>) -> Result<Vec<String>> {
    let from_env = std::env::var_os(GAMES_DIR_VAR)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from);
    let (extra, mut skipped) = match dir.map(Path::to_path_buf).or(from_env) {
        Some(d) => read_dir(&d)?,
        None => (Vec::new(), Vec::new()),
    };
    let loaded = registry::install(&extra).map_err(|e| anyhow!("{e}"))?;
    skipped.extend(warnings(loaded));
    Ok(skipped)
}

fn warnings(loaded: &Registry) -> Vec<String> {
    loaded
        .games()
        .iter()
        .flat_map(|v| glyph_warnings(v.game().file, &missing_glyphs(v.game())))
        .collect()
}

/// One line for the pieces' characters the embedded fonts lack, one for the game's Japanese
/// name's: only the first concerns pieces.
fn glyph_warnings(file: &str, missing: &MissingGlyphs) -> Vec<String> {
    let mut lines = Vec::new();
    if !missing.pieces.is_empty() {
        lines.push(format!(
            "{file}: the embedded fonts lack {} of its pieces' names; those pieces show a blank in images (see docs/rendering.md to add glyphs)",
            missing.pieces
        ));
    }
    if !missing.kanji_name.is_empty() {
        lines.push(format!(
            "{file}: the embedded fonts lack {} of its kanji_name; image headers show '?' for it (see docs/rendering.md to add glyphs)",
            missing.kanji_name
        ));
    }
    lines
}

/// One line per loaded game: id, aliases, name, board, where it comes from, rules hash.
pub fn list() -> Vec<String> {
    Variant::all()
        .map(|v| {
            let g = v.game();
            let aliases = if g.aliases.is_empty() {
                String::new()
            } else {
                format!(" (also {})", g.aliases.join(", "))
            };
            let default = if g.is_default { ", default" } else { "" };
            let standard = if g.standard_shogi {
                ", standard shogi (external engines)"
            } else {
                ""
            };
            format!(
                "{}{aliases}: {}, {}, {} kinds of piece{default}{standard} · {} · rules {}",
                g.id,
                g.title(),
                g.board_text(),
                g.pieces.len(),
                g.file,
                g.rules_hash
            )
        })
        .collect()
}
