//! Game file inheritance (docs/games.md, "A game built on another"): `base = "shogi"` starts a
//! file from the game whose id is `shogi`, and the file then says only what differs. This
//! works on the parsed TOML tables, before any field is read, so that an inheriting file is
//! checked and compiled exactly as the full file it stands for.

use toml::{Table, Value};

/// The fields a file never takes from its base: they say which game it is, not how it is
/// played (a base's `standard_shogi`, `shogi_kif` or `default` would be wrong of the new game).
const OWN_FIELDS: [&str; 10] = [
    "id",
    "aliases",
    "name",
    "kanji_name",
    "note",
    "short_note",
    "sources",
    "default",
    "shogi_kif",
    "standard_shogi",
];

/// The tables merged key by key; every other inherited field is replaced whole by the file's.
const MERGED_TABLES: [&str; 2] = ["rules", "special_moves"];

/// The fields of a `[texts.<code>]` table that, like their English fields, are the game's
/// own: the rest (`special_moves`) is inherited with the base's `[special_moves]`.
const OWN_TEXTS: [&str; 4] = ["name", "short_note", "note", "sources"];

/// How deep bases may chain (a file on a file on shogi...): a loop is found long before.
const MAX_CHAIN: usize = 8;

/// What is wrong, as (field, problem).
pub(crate) type Problem = (String, String);

fn problem(field: &str, text: String) -> Problem {
    (field.to_string(), text)
}

/// The file's table with its base's fields under it, without `base` and `remove_pieces`.
/// `others` are the other loaded files' (name, text); a base is the one whose `id` matches.
pub(crate) fn resolve(table: Table, others: &[(String, String)]) -> Result<Table, Problem> {
    resolve_chain(table, others, &mut Vec::new())
}

fn resolve_chain(
    mut table: Table,
    others: &[(String, String)],
    chain: &mut Vec<String>,
) -> Result<Table, Problem> {
    let removed = match table.remove("remove_pieces") {
        None => Vec::new(),
        Some(v) => string_list(&v)
            .ok_or_else(|| problem("remove_pieces", "must be a list of piece IDs".into()))?,
    };
    let Some(base) = table.remove("base") else {
        if !removed.is_empty() {
            return Err(problem(
                "remove_pieces",
                "only a file with a `base` removes pieces (from its base's)".into(),
            ));
        }
        return Ok(table);
    };
    let Value::String(base) = base else {
        return Err(problem(
            "base",
            "must be the id of a game, as a string".into(),
        ));
    };
    if let Some(id) = table.get("id").and_then(Value::as_str) {
        chain.push(id.to_string());
    }
    if chain.contains(&base) || chain.len() > MAX_CHAIN {
        return Err(problem(
            "base",
            format!("{base:?} leads back to this game (bases may not loop)"),
        ));
    }
    let base_table = others
        .iter()
        // Only files that name the id are read (start-up reads every file).
        .filter(|(_, text)| text.contains(base.as_str()))
        .filter_map(|(_, text)| toml::from_str::<Table>(text).ok())
        .find(|t| t.get("id").and_then(Value::as_str) == Some(base.as_str()))
        .ok_or_else(|| {
            problem(
                "base",
                format!(
                    "no game has the id {base:?} (a base is an embedded game or a file of the \
                     games folder)"
                ),
            )
        })?;
    let base_table = resolve_chain(base_table, others, chain)
        .map_err(|(field, p)| problem("base", format!("{base:?}: {field}: {p}")))?;
    merge(base_table, table, &removed)
}

fn string_list(v: &Value) -> Option<Vec<String>> {
    v.as_array()?
        .iter()
        .map(|x| x.as_str().map(str::to_string))
        .collect()
}

/// `file` over `base`: see the module's rules.
fn merge(mut base: Table, file: Table, removed: &[String]) -> Result<Table, Problem> {
    for own in OWN_FIELDS {
        base.remove(own);
    }
    let mut texts = match base.remove("texts") {
        Some(Value::Table(t)) => t,
        _ => Table::new(),
    };
    for (_, lang) in texts.iter_mut() {
        if let Value::Table(t) = lang {
            for own in OWN_TEXTS {
                t.remove(own);
            }
        }
    }
    let mut pieces = match base.remove("piece") {
        Some(Value::Array(list)) => list,
        _ => Vec::new(),
    };
    for id in removed {
        let before = pieces.len();
        pieces.retain(|p| piece_id(p) != Some(id.as_str()));
        if pieces.len() == before {
            return Err(problem(
                "remove_pieces",
                format!("the base has no piece {id:?}"),
            ));
        }
    }
    // The board's shape is one thing said two ways: a file that gives `size` replaces the
    // base's `width` and `height`, and one that gives either of those replaces its `size`.
    if file.contains_key("size") {
        base.remove("width");
        base.remove("height");
    }
    if file.contains_key("width") || file.contains_key("height") {
        base.remove("size");
    }
    for (key, value) in file {
        match (key.as_str(), value) {
            ("piece", Value::Array(list)) => {
                for p in list {
                    add_piece(&mut pieces, p)?;
                }
            }
            ("texts", Value::Table(t)) => merge_texts(&mut texts, t),
            (k, Value::Table(t)) if MERGED_TABLES.contains(&k) => {
                let mut merged = match base.remove(k) {
                    Some(Value::Table(b)) => b,
                    _ => Table::new(),
                };
                merged.extend(t);
                base.insert(key, Value::Table(merged));
            }
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
    base.insert("piece".into(), Value::Array(pieces));
    texts.retain(|_, t| t.as_table().is_none_or(|t| !t.is_empty()));
    if !texts.is_empty() {
        base.insert("texts".into(), Value::Table(texts));
    }
    Ok(base)
}

/// The file's `[texts.<code>]` over the base's, language by language and key by key.
fn merge_texts(texts: &mut Table, file: Table) {
    for (lang, value) in file {
        match (texts.get_mut(&lang), value) {
            (Some(Value::Table(old)), Value::Table(new)) => old.extend(new),
            (_, value) => {
                texts.insert(lang, value);
            }
        }
    }
}

fn piece_id(p: &Value) -> Option<&str> {
    p.get("id")?.as_str()
}

/// A `[[piece]]` of the file: over the base's piece of its ID, field by field (`promotes` and
/// `special` whole, `texts` language by language), or added after the others.
fn add_piece(pieces: &mut Vec<Value>, piece: Value) -> Result<(), Problem> {
    let Value::Table(fields) = piece else {
        return Err(problem("piece", "each [[piece]] is a table".into()));
    };
    let id = fields.get("id").and_then(Value::as_str);
    match pieces
        .iter_mut()
        .find(|p| id.is_some() && piece_id(p) == id)
    {
        Some(Value::Table(old)) => {
            let mut fields = fields;
            if let (Some(Value::Table(base)), Some(Value::Table(_))) =
                (old.get("texts"), fields.get("texts"))
            {
                let mut texts = base.clone();
                if let Some(Value::Table(file)) = fields.remove("texts") {
                    texts.extend(file);
                }
                fields.insert("texts".into(), Value::Table(texts));
            }
            old.extend(fields)
        }
        _ => pieces.push(Value::Table(fields)),
    }
    Ok(())
}
