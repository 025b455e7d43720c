//! The operator's game files: read from `--games-dir` or `SEIREIGI_GAMES_DIR` at start and
//! loaded next to the embedded games (docs/games.md); `seireigi games` lists them
//! (`seireigi games --damaged`, in games.rs, is about the database).

use crate::i18n::Lang;
use crate::render::{missing_glyphs, MissingGlyphs};
use crate::rules::registry::{self, Registry};
use crate::rules::Variant;
use crate::t;
use anyhow::{anyhow, Result};
use std::path::{Path, PathBuf};

/// The environment variable naming the operator's folder of game files.
pub const GAMES_DIR_VAR: &str = "SEIREIGI_GAMES_DIR";

/// Game files as (path shown in errors, text).
pub type GameTexts = Vec<(String, String)>;

/// The largest game file read: the largest embedded one is about 30 KiB. A bigger file is
/// refused from its size, never read whole.
pub const MAX_GAME_FILE: u64 = 1024 * 1024;

/// The `*.toml` files of a folder, by name, as (path shown in errors, text), and a warning
/// (in `lang`) for each other entry skipped (a wrong-case `.TOML`, a link to nothing, a
/// folder, a file of another kind), so that no file is left out unseen. A file that cannot be
/// read, or larger than [`MAX_GAME_FILE`], is an error.
pub fn read_dir(lang: Lang, dir: &Path) -> Result<(GameTexts, Vec<String>)> {
    let cannot = |e: std::io::Error| {
        let path = dir.display().to_string();
        let why = super::io_why(lang, &e);
        anyhow!(t!(
            lang,
            "cli-games-folder-unreadable",
            path = path,
            why = why
        ))
    };
    let mut paths = Vec::new();
    let mut skipped = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        match skip_reason(&path) {
            None => paths.push(path),
            Some(why) => {
                let path = path.display().to_string();
                skipped.push(t!(lang, "cli-games-skipped", path = path, why = why));
            }
        }
    }
    paths.sort();
    skipped.sort();
    let files = paths
        .into_iter()
        .map(|p| Ok((p.display().to_string(), read_bounded(lang, &p)?)))
        .collect::<Result<_>>()?;
    Ok((files, skipped))
}

/// Why a folder entry is not read as a game file, if it is not: the `$why` of
/// `cli-games-skipped`.
fn skip_reason(path: &Path) -> Option<&'static str> {
    let extension = path.extension().map(|x| x.to_string_lossy().into_owned());
    match extension.as_deref() {
        Some("toml") => {}
        Some(x) if x.eq_ignore_ascii_case("toml") => return Some("case"),
        _ => return Some("extension"),
    }
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => None,
        Ok(_) => Some("not-file"),
        Err(_) if path.symlink_metadata().is_ok() => Some("dangling"),
        Err(_) => Some("unreadable"),
    }
}

/// The text of a game file, refusing one larger than [`MAX_GAME_FILE`] without reading more.
fn read_bounded(lang: Lang, path: &Path) -> Result<String> {
    use std::io::Read;
    let shown = path.display().to_string();
    let cannot = |e: std::io::Error| {
        let why = super::io_why(lang, &e);
        anyhow!(t!(
            lang,
            "cli-games-file-unreadable",
            path = &shown,
            why = why
        ))
    };
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_GAME_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_GAME_FILE {
        let kib = MAX_GAME_FILE / 1024;
        anyhow::bail!(t!(
            lang,
            "cli-games-file-too-large",
            path = &shown,
            kib = kib
        ));
    }
    String::from_utf8(bytes)
        .map_err(|_| anyhow!(t!(lang, "cli-games-file-not-utf8", path = &shown)))
}

/// Loads the embedded games and those of `dir` (else of `SEIREIGI_GAMES_DIR`, if set), once,
/// before anything uses a game. Returns warnings for the operator, in `lang` (files skipped,
/// glyphs the images lack).
pub fn install(lang: Lang, dir: Option<&Path>) -> Result<Vec<String>> {
    let from_env = std::env::var_os(GAMES_DIR_VAR)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from);
    let (extra, mut skipped) = match dir.map(Path::to_path_buf).or(from_env) {
        Some(d) => read_dir(lang, &d)?,
        None => (Vec::new(), Vec::new()),
    };
    let loaded = registry::install(&extra).map_err(|e| anyhow!("{e}"))?;
    skipped.extend(warnings(lang, loaded));
    Ok(skipped)
}

fn warnings(lang: Lang, loaded: &Registry) -> Vec<String> {
    loaded
        .games()
        .iter()
        .flat_map(|v| glyph_warnings(lang, v.game().file, &missing_glyphs(v.game())))
        .collect()
}

/// One line for the pieces' characters the embedded fonts lack, one for the game's Japanese
/// name's: only the first concerns pieces.
fn glyph_warnings(lang: Lang, file: &str, missing: &MissingGlyphs) -> Vec<String> {
    let mut lines = Vec::new();
    if !missing.pieces.is_empty() {
        let chars = missing.pieces.as_str();
        lines.push(t!(
            lang,
            "cli-games-glyphs-pieces",
            file = file,
            chars = chars
        ));
    }
    if !missing.kanji_name.is_empty() {
        let chars = missing.kanji_name.as_str();
        lines.push(t!(
            lang,
            "cli-games-glyphs-name",
            file = file,
            chars = chars
        ));
    }
    lines
}

/// One line per loaded game, in `lang`: id, aliases, name (the game file's own in that
/// language), board, where it comes from, rules hash.
pub fn list(lang: Lang) -> Vec<String> {
    Variant::all()
        .map(|v| {
            let g = v.game();
            let aliases = if g.aliases.is_empty() {
                String::new()
            } else {
                let separator = t!(lang, "list-separator");
                t!(lang, "cli-games-aliases", list = g.aliases.join(&separator))
            };
            let yes_no = |b: bool| if b { "yes" } else { "no" };
            t!(
                lang,
                "cli-games-line",
                id = g.id,
                aliases = aliases,
                title = crate::i18n::games::game_title(lang, g),
                board = g.board_text(),
                kinds = g.pieces.len(),
                default = yes_no(g.is_default),
                standard = yes_no(g.standard_shogi),
                file = g.file,
                hash = g.rules_hash.as_str()
            )
        })
        .collect()
}
