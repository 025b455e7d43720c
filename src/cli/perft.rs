//! `seireigi perft`: counts move paths, optionally per first move.

use crate::i18n::Lang;
use crate::rules::notation::to_canonical;
use crate::rules::perft::{divide, perft};
use crate::rules::Position;
use crate::t;

/// The lines to print: with `divide`, one `move: count` line per legal move then the total
/// (its word in `lang`).
pub fn run(lang: Lang, pos: &Position, depth: u32, by_move: bool) -> Vec<String> {
    if !by_move {
        return vec![perft(pos, depth).to_string()];
    }
    let game = pos.game();
    let mut lines: Vec<(String, u64)> = divide(pos, depth)
        .into_iter()
        .map(|(mv, n)| (to_canonical(game, mv), n))
        .collect();
    lines.sort();
    let total: u64 = lines.iter().map(|(_, n)| n).sum();
    let mut out: Vec<String> = lines
        .into_iter()
        .map(|(m, n)| format!("{m}: {n}"))
        .collect();
    out.push(t!(lang, "cli-perft-total", total = total));
    out
}
