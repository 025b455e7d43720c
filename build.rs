//! Embeds the game files of assets/games/ (docs/games.md): every `*.toml` there becomes one
//! entry of `BUILTIN_GAMES`, so adding a game to the binary is adding a file; and the message
//! catalogues of locales/ (docs/i18n.md).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read at run time, not with env!(): a build script compiled in one checkout and run for
    // another (a copied target/) must embed the files of the checkout being built.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    embed_locales(&manifest);
    let dir = Path::new(&manifest).join("assets/games");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("assets/games is part of the source tree")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let mut out = String::from("/// The embedded game files: (file name, text), by file name.\n");
    out += "pub(crate) const BUILTIN_GAMES: &[(&str, &str)] = &[\n";
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out += "];\n";
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("builtin_games.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}

/// Embeds the message catalogues of locales/ (docs/i18n.md): every `locales/<language>/*.ftl`
/// becomes one entry of `LOCALE_FILES`, so adding a language is adding a folder.
fn embed_locales(manifest: &str) {
    let root = Path::new(manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    let mut languages: Vec<_> = std::fs::read_dir(&root)
        .expect("locales is part of the source tree")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    for dir in languages {
        println!("cargo:rerun-if-changed={}", dir.display());
        let code = dir
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let mut ftl: Vec<_> = std::fs::read_dir(&dir)
            .expect("a language folder is readable")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        ftl.sort();
        for path in ftl {
            println!("cargo:rerun-if-changed={}", path.display());
            files.push((code.clone(), path));
        }
    }
    let mut out = String::from("/// The embedded catalogues: (language, file name, text).\n");
    out += "const LOCALE_FILES: &[(&str, &str, &str)] = &[\n";
    for (code, path) in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out += "];\n";
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locale_files.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
