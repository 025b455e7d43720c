//! Perft suites as data: every `tests/perft/<game id>.perft` file, one runner. Each line is
//! `<position> | <depth> <nodes>` (see tests/perft/minishogi.perft); the files say where
//! their figures come from.

use seireigi::rules::perft::perft;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{History, Position, Variant};
use std::path::Path;

/// A suite line's position. A bare `sfen` without a King (Judkins shogi's lone Pawn and empty
/// board, from vshogi's suite) is no position a game may start from, but move generation
/// still counts it: it is read as a stored position is.
pub(crate) fn suite_position(variant: Variant, text: &str) -> Result<History, String> {
    match text.strip_prefix("sfen ") {
        Some(sfen) if !sfen.contains(" moves") => Position::from_stored_sfen(variant, sfen)
            .map(History::new)
            .map_err(|e| e.to_string()),
        _ => parse_position(variant, text).map_err(|e| e.to_string()),
    }
}

fn suites() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/perft exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let id = p
                .file_stem()
                .and_then(|s| s.to_str())
                .expect("file name")
                .to_string();
            (id, std::fs::read_to_string(&p).expect("readable suite"))
        })
        .collect()
}

#[test]
fn every_perft_suite_matches() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (id, text) in suites() {
        let variant = Variant::from_id(&id).unwrap_or_else(|| panic!("{id}.perft: no such game"));
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (position, counts) = line.split_once('|').unwrap_or_else(|| {
                panic!(
                    "{id}.perft:{}: expected `<position> | <depth> <nodes>`",
                    n + 1
                )
            });
            let nums: Vec<u64> = counts
                .split_whitespace()
                .map(|t| t.parse().expect("a number"))
                .collect();
            let [depth, nodes] = nums[..] else {
                panic!("{id}.perft:{}: expected a depth and a node count", n + 1)
            };
            let history = suite_position(variant, position.trim())
                .unwrap_or_else(|e| panic!("{id}.perft:{}: {e}", n + 1));
            let found = perft(history.position(), depth as u32);
            if found != nodes {
                failures.push(format!(
                    "{id}.perft:{}: depth {depth}: {found}, expected {nodes}",
                    n + 1
                ));
            }
            checked += 1;
        }
    }
    assert!(checked >= 12, "the suites went missing ({checked} lines)");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
