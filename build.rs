//! Embeds the game files of assets/games/ (docs/games.md): every `*.toml` there becomes one
//! entry of `BUILTIN_GAMES`, so adding a game to the binary is adding a file.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read at run time, not with env!(): a build script compiled in one checkout and run for
    // another (a copied target/) must embed the files of the checkout being built.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
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
