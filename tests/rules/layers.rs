//! Imports run one way: inside each folder of `src/bot`, `src/rules` and `src/render`, the
//! files (a subfolder counting as one) never import each other in a loop. Read from the
//! sources' `use` lines and their `super::`, `self::`, `crate::` and child-module paths.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The folders whose files must import one way.
const CHECKED: [&str; 3] = ["bot", "rules", "render"];

#[test]
fn no_folder_of_bot_rules_or_render_imports_itself_in_a_loop() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    for root in CHECKED {
        read_tree(&src, &src.join(root), &mut files);
    }
    assert!(files.len() > 50, "the sources were not found under {src:?}");
    let loops = import_loops(&files);
    assert!(
        loops.is_empty(),
        "files of one folder import each other in a loop (an import must run one way):\n{}",
        loops.join("\n")
    );
}

#[test]
fn a_loop_through_super_crate_a_child_module_or_a_subfolder_is_found() {
    let files: BTreeMap<String, String> = [
        (
            "bot/mod.rs",
            "mod a;\nmod b;\nmod sub;\npub use a::Thing;\n",
        ),
        (
            "bot/a.rs",
            "use super::b::{self, Other};\n// use super::c;\n",
        ),
        (
            "bot/b.rs",
            "pub fn f() { let s = \"super::a, in prose\"; crate::bot::sub::g(); }",
        ),
        ("bot/sub/mod.rs", "mod inner;\npub fn g() { inner::h(); }\n"),
        (
            "bot/sub/inner.rs",
            "#[cfg(test)]\nmod tests { use super::*; }\npub fn h() { super::super::a::k(); }",
        ),
        ("bot/c.rs", "use super::a;\n"),
    ]
    .into_iter()
    .map(|(p, t)| (p.to_string(), t.to_string()))
    .collect();
    let loops = import_loops(&files);
    assert_eq!(
        loops,
        ["src/bot: a.rs -> b.rs -> sub/ -> a.rs"],
        "{loops:?}"
    );
    // Cut the loop in the subfolder: nothing is left (c.rs only imports, a comment is not a
    // path, a string is not a path, a test module's `super::*` is its own file).
    let mut cut = files.clone();
    cut.insert("bot/sub/inner.rs".into(), "pub fn h() {}".into());
    assert_eq!(import_loops(&cut), Vec::<String>::new());
    // A child importing its folder's mod.rs that imports it back is a loop too.
    let mut back = cut.clone();
    back.insert("bot/c.rs".into(), "use super::Thing;\n".into());
    back.insert(
        "bot/mod.rs".into(),
        "mod a;\nmod c;\npub fn x() { c::y(); }\n".into(),
    );
    assert_eq!(import_loops(&back), ["src/bot: c.rs -> mod.rs -> c.rs"]);
}

/// Every `.rs` file under `dir`, by its path relative to `src` ("bot/play.rs").
pub(super) fn read_tree(src: &Path, dir: &Path, files: &mut BTreeMap<String, String>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {dir:?}: {e}"));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            read_tree(src, &path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            let name = path.strip_prefix(src).expect("under src");
            files.insert(name.to_string_lossy().replace('\\', "/"), text);
        }
    }
}

/// A module's path from the crate root ("bot/picker/mod.rs" is `bot::picker`).
fn module_of(file: &str) -> Vec<String> {
    let file = file.strip_suffix(".rs").unwrap_or(file);
    let mut path: Vec<String> = file.split('/').map(str::to_string).collect();
    if path.last().is_some_and(|l| l == "mod") {
        path.pop();
    }
    path
}

/// Each loop found, one line per folder and loop: "src/bot: a.rs -> b.rs -> a.rs".
fn import_loops(files: &BTreeMap<String, String>) -> Vec<String> {
    let modules: BTreeMap<Vec<String>, &str> =
        files.keys().map(|f| (module_of(f), f.as_str())).collect();
    // File -> the files it imports.
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (file, text) in files {
        let targets = edges.entry(file.as_str()).or_default();
        for path in paths_of(&module_of(file), text) {
            // The longest prefix that is a module of these files.
            let target = (1..=path.len())
                .rev()
                .find_map(|n| modules.get(&path[..n]).copied());
            if let Some(t) = target.filter(|t| *t != file.as_str()) {
                targets.insert(t);
            }
        }
    }
    let folders: BTreeSet<String> = files
        .keys()
        .filter_map(|f| f.rsplit_once('/').map(|(d, _)| d.to_string()))
        .collect();
    let mut loops = Vec::new();
    for folder in &folders {
        // The node of `file` in `folder`: its name there, a subfolder ending in '/'.
        let node = |file: &str| -> Option<String> {
            let rest = file.strip_prefix(folder.as_str())?.strip_prefix('/')?;
            Some(match rest.split_once('/') {
                Some((sub, _)) => format!("{sub}/"),
                None => rest.to_string(),
            })
        };
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, targets) in &edges {
            let Some(a) = node(from) else { continue };
            for to in targets {
                if let Some(b) = node(to).filter(|b| *b != a) {
                    graph.entry(a.clone()).or_default().insert(b);
                }
            }
        }
        for cycle in cycles(&graph) {
            loops.push(format!("src/{folder}: {}", cycle.join(" -> ")));
        }
    }
    loops
}

/// One loop through each group of nodes that reach each other, as a path back to its start.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for m in graph.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let mut done = BTreeSet::new();
    let mut found = Vec::new();
    for start in graph.keys() {
        if done.contains(start) || !reach(start).contains(start) {
            continue;
        }
        // The shortest way back to `start` (breadth first), and its group marked done.
        let mut back: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        'search: while let Some(n) = queue.pop_front() {
            for m in graph.get(&n).into_iter().flatten() {
                if m == start {
                    back.insert(start.clone(), n.clone());
                    break 'search;
                }
                if !back.contains_key(m) {
                    back.insert(m.clone(), n.clone());
                    queue.push_back(m.clone());
                }
            }
        }
        let mut cycle = vec![start.clone()];
        let mut at = back[start].clone();
        while at != *start {
            cycle.push(at.clone());
            at = back[&at].clone();
        }
        cycle[1..].reverse();
        cycle.push(start.clone());
        let group: BTreeSet<String> = reach(start)
            .into_iter()
            .filter(|n| reach(n).contains(start))
            .collect();
        done.extend(group);
        found.push(cycle);
    }
    found
}

/// The module paths (from the crate root) that the source of module `me` names.
fn paths_of(me: &[String], text: &str) -> Vec<Vec<String>> {
    let tokens = tokens(&strip(text));
    // Inline modules (`mod tests { ... }`): their names and the depth of their brace.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth: usize = 0;
    // The child modules declared in each module of this file.
    let mut children: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
    let mut out = Vec::new();
    let current = |inline: &[(String, usize)]| -> Vec<String> {
        let mut m = me.to_vec();
        m.extend(inline.iter().map(|(n, _)| n.clone()));
        m
    };
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        match t {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            "mod" if i + 2 < tokens.len() && is_ident(&tokens[i + 1]) => {
                let name = tokens[i + 1].clone();
                if tokens[i + 2] == "{" {
                    inline.push((name, depth));
                    depth += 1;
                    i += 3;
                    continue;
                }
                children.entry(current(&inline)).or_default().insert(name);
                i += 2;
                continue;
            }
            "use" => {
                let end = tokens[i..]
                    .iter()
                    .position(|t| t == ";")
                    .map_or(tokens.len(), |e| i + e);
                let here = current(&inline);
                let kids = children.get(&here).cloned().unwrap_or_default();
                for path in use_tree(&tokens[i + 1..end], Vec::new()) {
                    out.extend(resolve(&here, &kids, &path));
                }
                i = end + 1;
                continue;
            }
            _ if is_ident(t) && (i == 0 || tokens[i - 1] != "::") => {
                let mut path = vec![t.to_string()];
                let mut j = i + 1;
                while j + 1 < tokens.len() && tokens[j] == "::" && is_ident(&tokens[j + 1]) {
                    path.push(tokens[j + 1].clone());
                    j += 2;
                }
                if path.len() > 1 {
                    let here = current(&inline);
                    let kids = children.get(&here).cloned().unwrap_or_default();
                    out.extend(resolve(&here, &kids, &path));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The absolute path of `path` named in module `here`, if it starts from this crate.
fn resolve(here: &[String], kids: &BTreeSet<String>, path: &[String]) -> Option<Vec<String>> {
    let first = path.first()?;
    let (mut base, rest) = match first.as_str() {
        "crate" => (Vec::new(), &path[1..]),
        "self" => (here.to_vec(), &path[1..]),
        "super" => (here.to_vec(), path),
        name if kids.contains(name) => (here.to_vec(), path),
        _ => return None,
    };
    let mut rest = rest;
    while rest.first().is_some_and(|s| s == "super") {
        base.pop()?;
        rest = &rest[1..];
    }
    base.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(base)
}

/// The paths a `use` tree names (`a::{b, c::{self, d}}` is a::b, a::c, a::c::d).
fn use_tree(tokens: &[String], prefix: Vec<String>) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut path = prefix.clone();
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].as_str() {
            "::" => {}
            "{" => {
                // The matching brace, and each comma-separated tree inside.
                let mut level = 0;
                let mut start = i + 1;
                let mut j = i;
                while j < tokens.len() {
                    match tokens[j].as_str() {
                        "{" => level += 1,
                        "}" => {
                            level -= 1;
                            if level == 0 {
                                out.extend(use_tree(&tokens[start..j], path.clone()));
                                break;
                            }
                        }
                        "," if level == 1 => {
                            out.extend(use_tree(&tokens[start..j], path.clone()));
                            start = j + 1;
                        }
                        _ => {}
                    }
                    j += 1;
                }
                return out;
            }
            "as" => break,
            "*" => break,
            t if is_ident(t) => path.push(t.to_string()),
            _ => {}
        }
        i += 1;
    }
    if path.len() > prefix.len() || !prefix.is_empty() {
        out.push(path);
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && t.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Identifiers, `::` and single punctuation characters.
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
            continue;
        }
        if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push("::".to_string());
            i += 2;
            continue;
        }
        if !c.is_whitespace() {
            out.push(c.to_string());
        }
        i += 1;
    }
    out
}

/// `text` without comments, and with string literals blanked, except a string that is
/// itself a path (as `#[autocomplete = "super::x::f"]` names a function).
pub(super) fn strip(text: &str) -> String {
    strip_with(text, false)
}

/// [`strip`], or with `keep_strings` only the comments taken out (the literal scan of
/// i18n_literals.rs reads the strings).
pub(super) fn strip_with(text: &str, keep_strings: bool) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut level = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    level += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    level -= 1;
                    i += 2;
                    if level == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == '\'' {
            // A character literal ('x', '\n', '"'), or a lifetime (kept as it is).
            if next == Some('\\') {
                i += 3;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(' ');
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push(' ');
            } else {
                out.push(c);
                i += 1;
            }
        } else if c == '"'
            || (c == 'r' && matches!(next, Some('"' | '#')) && !word_before(&chars, i))
        {
            // A string, raw (r"..", r#".."#) or not.
            let raw = c == 'r';
            let mut hashes = 0;
            if raw {
                i += 1;
                while chars.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                if chars.get(i) != Some(&'"') {
                    // `r#ident`, not a string.
                    out.push('r');
                    continue;
                }
            }
            i += 1;
            let start = i;
            loop {
                match chars.get(i) {
                    None => break,
                    Some('\\') if !raw => i += 2,
                    Some('"') if (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) => break,
                    Some(_) => i += 1,
                }
            }
            let body: String = chars[start..i.min(chars.len())].iter().collect();
            let opening = start - 1 - hashes - usize::from(raw);
            i += 1 + hashes;
            if keep_strings {
                out.extend(&chars[opening..i.min(chars.len())]);
                continue;
            }
            let is_path = body.contains("::")
                && body
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == ':');
            out.push(' ');
            if is_path {
                out.push_str(&body);
                out.push(' ');
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn word_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}
