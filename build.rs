//! Embeds the game files of assets/games/ (docs/games.md): every `*.toml` there becomes one
//! entry of `BUILTIN_GAMES`, so adding a game to the binary is adding a file; and the message
//! catalogues of locales/ (docs/i18n.md): every `locales/<language>/*.ftl` becomes one entry
//! of `LOCALE_FILES`, so adding a language is adding a folder.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    // Read at run time, not with env!(): a build script compiled in one checkout and run for
    // another (a copied target/) must embed the files of the checkout being built.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest);

    let games = files_ending(&root.join("assets/games"), "toml");
    let entries = games.iter().map(|p| (None, p.as_path()));
    let list = include_list(entries);
    write_out(
        "builtin_games.rs",
        &format!(
            "/// The embedded game files: (file name, text), by file name.\n\
             pub(crate) const BUILTIN_GAMES: &[(&str, &str)] = &[\n{list}];\n"
        ),
    );

    let locales = root.join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut languages: Vec<PathBuf> = std::fs::read_dir(&locales)
        .expect("locales is part of the source tree")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    let mut catalogues = Vec::new();
    for dir in &languages {
        let code = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        for path in files_ending(dir, "ftl") {
            catalogues.push((code.to_string(), path));
        }
    }
    let entries = catalogues
        .iter()
        .map(|(c, p)| (Some(c.as_str()), p.as_path()));
    let list = include_list(entries);
    write_out(
        "locale_files.rs",
        &format!(
            "/// The embedded catalogues: (language, file name, text).\n\
             const LOCALE_FILES: &[(&str, &str, &str)] = &[\n{list}];\n"
        ),
    );
}

/// The files of `dir` whose names end in `.extension`, sorted, each watched for changes
/// (and the folder itself, for files added).
fn files_ending(dir: &Path, extension: &str) -> Vec<PathBuf> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{} is part of the source tree: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == extension))
        .collect();
    files.sort();
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    files
}

/// One line per file: `(["language",] "file name", include_str!("path")),`.
fn include_list<'a>(entries: impl Iterator<Item = (Option<&'a str>, &'a Path)>) -> String {
    let mut out = String::new();
    for (language, path) in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let language = language.map(|l| format!("{l:?}, ")).unwrap_or_default();
        let _ = writeln!(
            out,
            "    ({language}{name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out
}

fn write_out(file: &str, text: &str) {
    let target = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join(file);
    std::fs::write(target, text).expect("OUT_DIR is writable");
}
