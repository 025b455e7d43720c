//! The operator's game files: read from `--games-dir` or `SEIREIGI_GAMES_DIR` at start and
//! loaded next to the embedded games (docs/games.md); `seireigi games` lists them
//! (`seireigi games --damaged`, in games.rs, is about the database).

use crate::render::missing_glyphs;
use crate::rules::registry::{self, Registry};
use crate::rules::Variant;
use anyhow::{anyhow, Context, Result};
use std::path::{Path, PathBuf};

/// The environment variable naming the operator's folder of game files.
pub const GAMES_DIR_VAR: &str = "SEIREIGI_GAMES_DIR";

/// The `*.toml` files of a folder, by name, as (path shown in errors, text).
pub fn read_dir(dir: &Path) -> Result<Vec<(String, String)>> {
    let entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the games folder {}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml") && p.is_file())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p)
                .with_context(|| format!("cannot read {}", p.display()))?;
            Ok((p.display().to_string(), text))
        })
        .collect()
}

/// Loads the embedded games and those of `dir` (else of `SEIREIGI_GAMES_DIR`, if set), once,
/// before anything uses a game. Returns warnings for the operator (glyphs the images lack).
pub fn install(dir: Option<&Path>) -> Result<Vec<String>> {
    let from_env = std::env::var_os(GAMES_DIR_VAR)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from);
    let extra = match dir.map(Path::to_path_buf).or(from_env) {
        Some(d) => read_dir(&d)?,
        None => Vec::new(),
    };
    let loaded = registry::install(&extra).map_err(|e| anyhow!("{e}"))?;
    Ok(warnings(loaded))
}

fn warnings(loaded: &Registry) -> Vec<String> {
    loaded
        .games()
        .iter()
        .filter_map(|v| {
            let missing = missing_glyphs(v.game());
            (!missing.is_empty()).then(|| {
                format!(
                    "{}: the embedded font lacks {missing}; those pieces show a blank in images (see docs/rendering.md to add glyphs)",
                    v.game().file
                )
            })
        })
        .collect()
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
                "{}{aliases}: {}, {}x{}, {} kinds of piece{default}{standard} · {} · rules {}",
                g.id,
                g.title(),
                g.size,
                g.size,
                g.pieces.len(),
                g.file,
                g.rules_hash
            )
        })
        .collect()
}
