//! Every sentence a person reads is a message of the catalogues (`locales/*/*.ftl`,
//! docs/i18n.md): a string literal with words in it, put into a text in `src/bot`,
//! `src/service`, `src/web` or `src/cli` (by `format!`, a `limits::` builder, a refusal,
//! `push_str`, `to_string`; on the command line also what it prints and its errors), is
//! English that a French or Japanese reader would get. Read from the sources, comments and
//! test modules left out. A heuristic, with a short reviewed list of what it may not flag:
//! log lines, error contexts for the operator, custom ids and URLs, SQL, and the files
//! whose words are not for readers (each named with why).

use super::layers::{read_tree, strip_with};
use std::collections::BTreeMap;
use std::path::Path;

/// Where a literal with words is not for a reader: logs, the operator's errors, panics that
/// cannot happen, SQL, poise's attributes (replaced from the catalogues by `localize`).
const NOT_FOR_READERS: [&str; 28] = [
    "warn!(",
    "info!(",
    "error!(",
    "debug!(",
    "trace!(",
    "tracing::",
    ".context(",
    "with_context(",
    "anyhow!(",
    "bail!(",
    "#[error(",
    "expect(",
    "panic!(",
    "unreachable!(",
    "#[description",
    "#[name",
    "#[doc",
    "failed(\"",
    "SELECT ",
    "INSERT ",
    "UPDATE ",
    "DELETE ",
    "CREATE ",
    "Corrupt",
    "corrupt(",
    "unreadable",
    "new_command_structure_mismatch",
    // HTTP header values (a cookie's attributes).
    "SameSite=",
];

/// What puts a literal into a text someone reads.
const INTO_TEXT: [&str; 9] = [
    "format!(",
    "limits::",
    "refuse(",
    "Refusal(",
    "push_str(",
    ".to_string()",
    "String::from(",
    "=>\"",
    "Some(\"",
];

/// On the command line, what it prints and its errors are what its user reads (in the bot
/// `anyhow!` and `bail!` are the operator's, in `NOT_FOR_READERS`).
const INTO_CLI_TEXT: [&str; 7] = [
    "println!(",
    "eprintln!(",
    "writeln!(",
    "write!(",
    "eprint!(",
    "anyhow!(",
    "bail!(",
];

/// Files whose words are not in the catalogues, each with why (reviewed): none is left of
/// issue 32's readers' words (`--help`, `games` and `invite` were the last to move to the
/// catalogues); what is left is the operator's and developers'.
const NOT_YET: [(&str, &str); 8] = [
    (
        "bot/mod.rs",
        "the process's worker name in the claims, never shown",
    ),
    (
        "bot/shards.rs",
        "the operator's SEIREIGI_SHARDS errors, at start-up",
    ),
    ("web/assets.rs", "HTTP header values"),
    ("web/exports.rs", "HTTP header values"),
    (
        "cli/serve.rs",
        "the operator's start-up of the bot: the RUST_LOG warning (its settings' refusals are cli-serve-*)",
    ),
    (
        "cli/web.rs",
        "`seireigi web`'s worker and the computer's name (--addr and --names refusals are cli-web-*)",
    ),
    (
        "cli/matches.rs",
        "engine matches: the engines' go commands and faults (the summary is cli-match-*)",
    ),
    (
        "web/time.rs",
        "dates in ISO form and UTC, the same in every language",
    ),
];

/// Single literals of a file that speaks to readers elsewhere, each with why (reviewed).
const ALLOWED: [(&str, &str, &str); 1] = [(
    "cli/play/mod.rs",
    "the service returned no move",
    "a fault that cannot happen: the service returns the move it played",
)];

/// A file is skipped from its tests on: `#[cfg(test)]` and what follows.
fn without_tests(text: &str) -> &str {
    match text.find("#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    }
}

/// The string literals of `text` (comments already stripped) with their line numbers
/// (1-based); raw strings and escapes handled, character literals skipped.
fn literals(text: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '\'' {
            // A char literal ('"', '\'', 'x') or a lifetime ('a): skip the char literal.
            match (chars.get(i + 1), chars.get(i + 2), chars.get(i + 3)) {
                (Some('\\'), _, _) => {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                }
                (Some(_), Some('\''), _) => i += 3,
                _ => i += 1,
            }
        } else if c == 'r'
            && matches!(chars.get(i + 1), Some('"' | '#'))
            && !ident_before(&chars, i)
        {
            let mut hashes = 0;
            let mut j = i + 1;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            let start = line;
            let mut s = String::new();
            j += 1;
            while j < chars.len() {
                if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                s.push(chars[j]);
                j += 1;
            }
            out.push((start, s));
            i = j;
        } else if c == '"' {
            let start = line;
            let mut s = String::new();
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    j += 1;
                }
                if chars.get(j) == Some(&'\n') {
                    line += 1;
                }
                if let Some(&ch) = chars.get(j) {
                    s.push(ch);
                }
                j += 1;
            }
            out.push((start, s));
            i = j + 1;
        } else {
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Words a reader would read: two words of letters outside `{placeholders}`.
fn has_words(s: &str) -> bool {
    let mut plain = String::new();
    let mut depth: i32 = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = (depth - 1).max(0),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let s = plain.as_str();
    let words = s
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .count();
    s.contains(' ') && words >= 2 && !s.starts_with("http") && !s.contains("://")
}

/// Each literal with words put into a text outside the catalogues: "bot/x.rs:12: \"...\"".
fn sentences_outside_catalogues(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut found = Vec::new();
    for (name, text) in files {
        if NOT_YET.iter().any(|(f, _)| f == name) || name.ends_with("_tests.rs") {
            continue;
        }
        let code = strip_with(without_tests(text), true);
        let cli = name.starts_with("cli/");
        let lines: Vec<&str> = code.lines().collect();
        for (line, s) in literals(&code) {
            if !has_words(&s) || ALLOWED.iter().any(|(f, l, _)| f == name && *l == s) {
                continue;
            }
            // The statement around it: its line, and those before it that the statement
            // began on (up to three).
            let last = line.min(lines.len());
            let mut from = last.saturating_sub(1);
            while from > 0 && last - from < 4 {
                let before = lines[from - 1].trim_end();
                if before.ends_with([';', '{', '}']) || before.is_empty() {
                    break;
                }
                from -= 1;
            }
            let context: String = lines[from..last]
                .join(" ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let compact: String = context.split_whitespace().collect();
            if NOT_FOR_READERS
                .iter()
                .filter(|m| !(cli && matches!(**m, "anyhow!(" | "bail!(")))
                .any(|m| context.contains(m) || compact.contains(m))
            {
                continue;
            }
            let cli_text = cli && INTO_CLI_TEXT.iter().any(|m| compact.contains(m));
            if cli_text || INTO_TEXT.iter().any(|m| compact.contains(m)) {
                found.push(format!("{name}:{line}: {s:?}"));
            }
        }
    }
    found
}

#[test]
fn no_sentence_is_written_outside_the_catalogues() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    for dir in ["bot", "service", "web", "cli"] {
        read_tree(&src, &src.join(dir), &mut files);
    }
    assert!(files.len() > 60, "the sources were not found under {src:?}");
    for (file, _) in NOT_YET {
        assert!(files.contains_key(file), "{file} is listed but not found");
    }
    let found = sentences_outside_catalogues(&files);
    assert!(
        found.is_empty(),
        "sentences written in the code instead of the catalogues (locales/*/*.ftl, looked \
         up with t!):\n{}",
        found.join("\n")
    );
}

/// On the command line, what is printed and its errors are the user's; logs stay the
/// operator's.
#[test]
fn a_sentence_printed_by_the_command_line_is_found() {
    let text = "fn f(out: &mut W) {\n    writeln!(out, \"Game over: {x}.\");\n}\n\
                fn g() -> R { bail!(\"unknown game {id}\") }\n\
                fn h() { tracing::warn!(\"a log line is fine\"); }\n";
    let files = BTreeMap::from([
        ("cli/x.rs".to_string(), text.to_string()),
        ("bot/x.rs".to_string(), text.to_string()),
    ]);
    let found = sentences_outside_catalogues(&files);
    assert_eq!(
        found,
        [
            "cli/x.rs:2: \"Game over: {x}.\"",
            "cli/x.rs:4: \"unknown game {id}\""
        ]
    );
}

#[test]
fn a_sentence_in_the_code_is_found() {
    let files = BTreeMap::from([(
        "bot/x.rs".to_string(),
        "fn f(n: u32) -> String {\n    format!(\"You have {n} games.\")\n}\n\
         fn g() { warn!(\"a log line is fine\"); let _ = t!(lang, \"an-id\"); }\n\
         fn h() -> String { \"It is your move.\".to_string() }\n\
         #[cfg(test)]\nmod tests { fn t() { format!(\"tests may say anything\"); } }\n"
            .to_string(),
    )]);
    let found = sentences_outside_catalogues(&files);
    assert_eq!(
        found,
        [
            "bot/x.rs:2: \"You have {n} games.\"",
            "bot/x.rs:5: \"It is your move.\""
        ]
    );
}
