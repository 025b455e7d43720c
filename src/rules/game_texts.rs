//! A game file's texts in other languages (docs/games.md, "Texts in other languages"):
//! `[texts.<code>]` for the game (name, notes, sources, special moves) and
//! `[piece.texts.<code>]` for each piece (names, readings, `about`, and which names are this
//! project's translation). Read and checked here, each text within the bound of the English
//! field it translates; what a language lacks is said in English.

use super::spec::{GameTexts, PieceTexts, SpecialMove, TEXT_LANGUAGES};
use serde::Deserialize;
use std::collections::BTreeMap;

/// `[texts.<code>]`: the game's words in one language.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct GameTextsFile {
    name: Option<String>,
    short_note: Option<String>,
    note: Option<String>,
    sources: Option<String>,
    #[serde(default)]
    special_moves: SpecialTextsFile,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct SpecialTextsFile {
    hook: Option<String>,
    range_jump: Option<String>,
    lion: Option<String>,
    linear_lion: Option<String>,
}

/// `[piece.texts.<code>]`: a piece's words in one language.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct PieceTextsFile {
    name: Option<String>,
    reading: Option<String>,
    about: Option<String>,
    promoted: Option<String>,
    promoted_reading: Option<String>,
    promoted_about: Option<String>,
    #[serde(default)]
    translated: Vec<String>,
}

/// The bounds of the English fields, in characters (game_file.rs has the reasons).
pub(super) struct Bounds {
    pub name: usize,
    pub short_note: usize,
    pub note: usize,
    pub sources: usize,
    pub special_move: usize,
    pub piece_name: usize,
    pub about: usize,
}

/// Characters no text of a game file may hold: control characters (NUL, newline, tab...)
/// and the invisible marks that reorder text (bidi overrides such as U+202E), which would
/// pass into menus, thread names and messages.
fn forbidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// One text of a file: not blank, no [`forbidden`] character, at most `max` characters.
pub(super) fn check_text(text: &str, max: usize) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err("must not be empty".into());
    }
    if let Some(c) = text.chars().find(|&c| forbidden(c)) {
        return Err(format!(
            "holds the character U+{:04X} (control characters and text-direction marks are \
             not allowed)",
            u32::from(c)
        ));
    }
    let n = text.chars().count();
    if n > max {
        return Err(format!(
            "is {n} characters long, more than {max} (it is shown in Discord)"
        ));
    }
    Ok(())
}

type Problem = (String, String);

fn leak(s: &str) -> &'static str {
    Box::leak(s.trim().to_string().into_boxed_str())
}

/// An optional text, checked against `max`, named `field` in errors.
fn text(
    field: String,
    value: &Option<String>,
    max: usize,
) -> Result<Option<&'static str>, Problem> {
    match value {
        None => Ok(None),
        Some(t) => {
            check_text(t, max).map_err(|p| (field, p))?;
            Ok(Some(leak(t)))
        }
    }
}

/// The language code of a `texts` table, one of [`TEXT_LANGUAGES`].
fn language(field: &str, code: &str) -> Result<&'static str, Problem> {
    TEXT_LANGUAGES
        .iter()
        .find(|&&l| l == code)
        .copied()
        .ok_or_else(|| {
            (
                format!("{field}.{code}"),
                format!(
                    "unknown language {code:?} (one of {}; English is the file's own fields)",
                    TEXT_LANGUAGES.join(", ")
                ),
            )
        })
}

/// The game's `[texts]`, checked.
pub(super) fn game_texts(
    file: &BTreeMap<String, GameTextsFile>,
    b: &Bounds,
) -> Result<Vec<GameTexts>, Problem> {
    let mut out = Vec::new();
    for (code, t) in file {
        let lang = language("texts", code)?;
        let at = |f: &str| format!("texts.{code}.{f}");
        let s = &t.special_moves;
        let specials = [&s.hook, &s.range_jump, &s.lion, &s.linear_lion];
        let mut special_moves = [None; 4];
        for kind in SpecialMove::ALL {
            let field = at(&format!("special_moves.{}", kind.key()));
            special_moves[kind as usize] = text(field, specials[kind as usize], b.special_move)?;
        }
        out.push(GameTexts {
            lang,
            name: text(at("name"), &t.name, b.name)?,
            short_note: text(at("short_note"), &t.short_note, b.short_note)?,
            note: text(at("note"), &t.note, b.note)?,
            sources: text(at("sources"), &t.sources, b.sources)?,
            special_moves,
        });
    }
    Ok(out)
}

/// A piece's `texts`, checked; `piece` names it in errors ("piece 3 (R)"), `promotes` says
/// whether it has a promoted form to name.
pub(super) fn piece_texts(
    piece: &str,
    file: &BTreeMap<String, PieceTextsFile>,
    promotes: bool,
    b: &Bounds,
) -> Result<Vec<PieceTexts>, Problem> {
    let mut out = Vec::new();
    for (code, t) in file {
        let lang = language(&format!("{piece}.texts"), code)?;
        let at = |f: &str| format!("{piece}.texts.{code}.{f}");
        let promoted_given =
            t.promoted.is_some() || t.promoted_reading.is_some() || t.promoted_about.is_some();
        if promoted_given && !promotes {
            return Err((
                at("promoted"),
                "the piece does not promote: leave out the promoted form's texts".into(),
            ));
        }
        let mut translated = Vec::new();
        for word in &t.translated {
            let given = match word.as_str() {
                "name" => t.name.is_some(),
                "promoted" => t.promoted.is_some(),
                _ => {
                    return Err((
                        at("translated"),
                        format!("{word:?}: list \"name\" and/or \"promoted\""),
                    ))
                }
            };
            if !given {
                return Err((at("translated"), format!("{word:?} is not given here")));
            }
            translated.push(leak(word));
        }
        out.push(PieceTexts {
            lang,
            name: text(at("name"), &t.name, b.piece_name)?,
            reading: text(at("reading"), &t.reading, b.piece_name)?,
            about: text(at("about"), &t.about, b.about)?,
            promoted: text(at("promoted"), &t.promoted, b.piece_name)?,
            promoted_reading: text(at("promoted_reading"), &t.promoted_reading, b.piece_name)?,
            promoted_about: text(at("promoted_about"), &t.promoted_about, b.about)?,
            translated,
        });
    }
    Ok(out)
}
