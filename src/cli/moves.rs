//! `seireigi moves`: the legal moves of a position, as text or JSON, one result per position.

use crate::rules::move_facts::MoveFacts;
use crate::rules::notation::to_canonical;
use crate::rules::{History, Variant};
use serde::Serialize;
use std::io::{BufRead, Write};

#[derive(Serialize)]
struct MovesJson {
    side_to_move: &'static str,
    in_check: bool,
    moves: Vec<MoveFacts>,
}

/// One line describing the legal moves of the history's current position.
pub fn describe(history: &History, json: bool) -> String {
    let pos = history.position();
    let game = pos.game();
    if !json {
        let texts: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|&m| to_canonical(game, m))
            .collect();
        return texts.join(" ");
    }
    let out = MovesJson {
        side_to_move: pos.side_to_move().name(),
        in_check: pos.in_check(),
        moves: pos.legal_move_facts(),
    };
    serde_json::to_string(&out).unwrap_or_default()
}

/// Batch mode: one position per input line, one result per output line. A bad line (not a
/// position, or not UTF-8) gives an error line (`{"error": ...}` in JSON) and the others
/// still run; returns how many failed.
pub fn batch(
    lang: crate::i18n::Lang,
    variant: Variant,
    json: bool,
    mut input: impl BufRead,
    mut output: impl Write,
) -> std::io::Result<usize> {
    let mut failures = 0;
    let mut bytes = Vec::new();
    for number in 1.. {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let error = match std::str::from_utf8(&bytes) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => match super::position(lang, variant, line.trim_end_matches(['\n', '\r'])) {
                Ok(history) => {
                    writeln!(output, "{}", describe(&history, json))?;
                    continue;
                }
                Err(e) => e.to_string(),
            },
            Err(_) => crate::t!(lang, "cli-not-utf8", number = number),
        };
        failures += 1;
        if json {
            writeln!(output, "{}", serde_json::json!({ "error": error }))?;
        } else {
            writeln!(output, "{}", crate::t!(lang, "cli-error", text = error))?;
        }
    }
    Ok(failures)
}
