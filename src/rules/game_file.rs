//! Reading a game from its TOML file (the format is docs/games.md): the file's fields, the
//! checks that name the field at fault, and the hash of the rules stored with every game.

use super::betza::{self, DirSet, MoveSet};
use super::builtin::BUILTIN_GAMES;
use super::cell::MAX_KINDS;
use super::compile::Tables;
use super::game::{kind_by_id, Game};
use super::game_texts::{self, check_text, Bounds, GameTextsFile, PieceTextsFile};
use super::inherit;
use super::position::Position;
use super::sfen::take_id;
use super::spec::{
    GameRules, NoLegalMove, PerpetualCheck, PieceDef, PromotedDef, PromotionSquare, SpecialMove,
};
use super::types::{PieceKind, MAX_SIZE};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

/// What is wrong with a game file: the file, the field and the problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameFileError {
    pub file: String,
    pub field: String,
    pub problem: String,
}

impl GameFileError {
    pub fn new(file: &str, field: &str, problem: String) -> GameFileError {
        GameFileError {
            file: file.to_string(),
            field: field.to_string(),
            problem,
        }
    }
}

impl fmt::Display for GameFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.file.is_empty(), self.field.is_empty()) {
            (false, false) => write!(f, "{}: {}: {}", self.file, self.field, self.problem),
            (false, true) => write!(f, "{}: {}", self.file, self.problem),
            _ => f.write_str(&self.problem),
        }
    }
}

impl std::error::Error for GameFileError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameFile {
    id: String,
    #[serde(default)]
    aliases: Vec<String>,
    name: String,
    kanji_name: String,
    /// A square board: `size` x `size` (the shorthand for `width` = `height`).
    size: Option<u8>,
    /// Files and ranks of a board of any shape; both, or `size`.
    width: Option<u8>,
    height: Option<u8>,
    zone_depth: u8,
    impasse_threshold: u32,
    setup: String,
    hand_order: Vec<String>,
    note: Option<String>,
    short_note: Option<String>,
    #[serde(default)]
    sources: String,
    #[serde(default)]
    default: bool,
    #[serde(default)]
    shogi_kif: bool,
    #[serde(default)]
    special_moves: SpecialMovesFile,
    #[serde(default)]
    standard_shogi: bool,
    rules: RulesFile,
    piece: Vec<PieceFile>,
    /// The game's texts in other languages, by language code.
    #[serde(default)]
    texts: BTreeMap<String, GameTextsFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesFile {
    captures_to_hand: bool,
    two_on_a_file: Option<String>,
    most_on_a_file: Option<u8>,
    no_drop_mate: Option<String>,
    promotion: Vec<PromotionSquare>,
    #[serde(default)]
    promotion_compulsory: bool,
    #[serde(default)]
    no_facing_kings: bool,
    #[serde(default)]
    first_check_wins: bool,
    #[serde(default)]
    campmate: bool,
    #[serde(default)]
    campmate_safe: bool,
    #[serde(default)]
    royal_capture: bool,
    #[serde(default)]
    lion_trading: bool,
    #[serde(default)]
    lion_trade_minor: Vec<String>,
    #[serde(default)]
    lion_pass: bool,
    #[serde(default)]
    bare_king: bool,
    #[serde(default)]
    bare_king_minor: Vec<String>,
    #[serde(default)]
    perpetual_attack: bool,
    repetition: u8,
    perpetual_check: PerpetualCheck,
    no_legal_move: NoLegalMove,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PieceFile {
    id: String,
    name: String,
    kanji: String,
    short_kanji: Option<String>,
    board_kanji: Option<String>,
    abbrev: String,
    betza: String,
    #[serde(default)]
    special: SpecialFile,
    #[serde(default)]
    royal: bool,
    impasse_points: Option<u8>,
    #[serde(default)]
    forced_promotion_ranks: u8,
    #[serde(default)]
    last_rank_promotion: bool,
    no_drop_ranks: Option<u8>,
    promotes: Option<PromotedFile>,
    about: Option<String>,
    /// The piece's texts in other languages, by language code.
    #[serde(default)]
    texts: BTreeMap<String, PieceTextsFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PromotedFile {
    name: String,
    kanji: String,
    short_kanji: Option<String>,
    board_kanji: Option<String>,
    abbrev: String,
    betza: String,
    #[serde(default)]
    special: SpecialFile,
    #[serde(default)]
    royal: bool,
    about: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct SpecialFile {
    range_jump: Option<Dirs>,
    hook: Option<Dirs>,
    #[serde(default)]
    lion: bool,
    linear_lion: Option<Dirs>,
}

/// What /piece says of each kind of special move the game's pieces have.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct SpecialMovesFile {
    hook: Option<String>,
    range_jump: Option<String>,
    lion: Option<String>,
    linear_lion: Option<String>,
}

impl SpecialMovesFile {
    fn text(&self, kind: SpecialMove) -> &Option<String> {
        match kind {
            SpecialMove::Hook => &self.hook,
            SpecialMove::RangeJump => &self.range_jump,
            SpecialMove::Lion => &self.lion,
            SpecialMove::LinearLion => &self.linear_lion,
        }
    }
}

/// Longest texts, in characters, so that what the bot shows fits Discord's limits: a menu
/// choice is at most 100 characters ("Name (15x15, short note)"), and a /piece answer (its
/// heading, promotion, `about` and up to four special moves) stays under a message's 2 000.
const MAX_NAME: usize = 40;
const MAX_SHORT_NOTE: usize = 40;
const MAX_ABOUT: usize = 400;
const MAX_SPECIAL_MOVE: usize = 300;
const MAX_NOTE: usize = 600;
const MAX_SOURCES: usize = 400;

/// The bounds of the texts in other languages: those of the English fields.
const BOUNDS: Bounds = Bounds {
    name: MAX_NAME,
    short_note: MAX_SHORT_NOTE,
    note: MAX_NOTE,
    sources: MAX_SOURCES,
    special_move: MAX_SPECIAL_MOVE,
    piece_name: MAX_PIECE_NAME,
    about: MAX_ABOUT,
};

/// A prose field: `None` stays `None`; text must not be blank nor longer than `max`.
fn prose(value: &Option<String>, max: usize) -> Result<Option<&'static str>, String> {
    let Some(text) = value else {
        return Ok(None);
    };
    let text = text.trim();
    if text.is_empty() {
        return Err("is empty: leave the field out instead".into());
    }
    let n = text.chars().count();
    if n > max {
        return Err(format!(
            "is {n} characters long, more than {max} (it is shown in Discord messages)"
        ));
    }
    Ok(Some(leak(text.to_string())))
}

/// A set of directions: a name (`"orthogonal"`) or a list (`["forward", "back"]`).
#[derive(Deserialize)]
#[serde(untagged)]
enum Dirs {
    Named(String),
    List(Vec<String>),
}

/// Direction words, from Black's side of the board (forward is up).
const DIRECTIONS: [&str; 8] = [
    "forward",
    "forward-right",
    "right",
    "back-right",
    "back",
    "back-left",
    "left",
    "forward-left",
];

const DIRECTION_SETS: [(&str, DirSet); 6] = [
    ("all", DirSet::ALL),
    ("orthogonal", DirSet::ORTH),
    ("diagonal", DirSet::DIAG),
    ("vertical", DirSet::VERTICAL),
    ("forward-diagonal", DirSet::FORWARD_DIAG),
    ("forward", DirSet::FORWARD),
];

/// The most characters of a piece's `short_kanji` (成銀 has two).
const MAX_SHORT_KANJI: usize = 4;

/// An optional short kanji name: 1 to `max` characters, none of them a space or a control.
fn kanji_field(value: &Option<String>, max: usize) -> Result<Option<&'static str>, String> {
    let Some(text) = value else {
        return Ok(None);
    };
    let count = text.chars().count();
    if count == 0 || count > max || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(match max {
            1 => "must be one character".to_string(),
            _ => format!("must be 1 to {max} characters, without spaces"),
        });
    }
    Ok(Some(leak(text.clone())))
}

fn dir_set(d: &Dirs) -> Result<DirSet, String> {
    let word = |w: &str| -> Result<DirSet, String> {
        if let Some((_, set)) = DIRECTION_SETS.iter().find(|(n, _)| *n == w) {
            return Ok(*set);
        }
        match DIRECTIONS.iter().position(|n| *n == w) {
            Some(i) => Ok(DirSet(1 << i)),
            None => Err(format!(
                "unknown direction {w:?} (one of {}, or a list of {})",
                DIRECTION_SETS.map(|(n, _)| n).join(", "),
                DIRECTIONS.join(", ")
            )),
        }
    };
    match d {
        Dirs::Named(w) => word(w),
        Dirs::List(ws) => ws
            .iter()
            .try_fold(DirSet::NONE, |acc, w| Ok(DirSet(acc.0 | word(w)?.0))),
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Reads, checks and compiles one game file. `file` names it in errors. A `base` is looked
/// up among the embedded games.
pub fn load(file: &str, text: &str) -> Result<&'static Game, GameFileError> {
    let embedded: Vec<(String, String)> = BUILTIN_GAMES
        .iter()
        .map(|&(name, text)| (name.to_string(), text.to_string()))
        .collect();
    load_among(file, text, &embedded)
}

/// [`load`], with a `base` looked up among `others` ((file name, text) of the other loaded
/// files, the embedded ones included).
pub fn load_among(
    file: &str,
    text: &str,
    others: &[(String, String)],
) -> Result<&'static Game, GameFileError> {
    let err = |field: &str, problem: String| GameFileError::new(file, field, problem);
    // toml's message names the line, shows it and says what is wrong with which key.
    let toml_error = |e: toml::de::Error| err("", e.to_string().trim_end().to_string());
    // Most files have no base: read them once, straight into their fields (start-up reads
    // every file).
    let may_inherit = text.contains("base") || text.contains("remove_pieces");
    let table: Option<toml::Table> = match may_inherit {
        true => Some(toml::from_str(text).map_err(toml_error)?),
        false => None,
    };
    let parsed: GameFile = if let Some(table) =
        table.filter(|t| t.contains_key("base") || t.contains_key("remove_pieces"))
    {
        let merged = inherit::resolve(table, others).map_err(|(field, p)| err(&field, p))?;
        // Read from the merged table, the errors lose their line numbers but keep the key.
        GameFile::deserialize(toml::Value::Table(merged)).map_err(toml_error)?
    } else {
        toml::from_str(text).map_err(toml_error)?
    };
    let game: &'static Game = Box::leak(Box::new(build(file, parsed)?));
    Position::from_sfen(game.variant(), game.start_sfen)
        .map_err(|e| err("setup", e.to_string()))?;
    if game.standard_shogi && game.rules_hash != STANDARD_SHOGI_RULES_HASH {
        return Err(err(
            "standard_shogi",
            format!(
                "the rules are not standard shogi's (rules hash {}, standard shogi's is \
                 {STANDARD_SHOGI_RULES_HASH}): external engines play only standard shogi; \
                 board, setup, pieces and [rules] must be those of assets/games/shogi.toml, \
                 or leave the field out",
                game.rules_hash
            ),
        ));
    }
    Ok(game)
}

/// The rules hash of standard shogi, the one game USI GUIs, GNU Shogi and Fairy-Stockfish
/// play: a file may say `standard_shogi = true` only if its rules hash is this one, so that a
/// game with other rules is never handed to those engines (docs/games.md).
pub const STANDARD_SHOGI_RULES_HASH: &str = "f581f370637f83b7";

fn check_id(text: &str) -> Result<(), String> {
    let ok = !text.is_empty()
        && text.len() <= 40
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{text:?}: use 1 to 40 lower-case letters, digits and '-'"
        ))
    }
}

/// Longest piece texts, in characters: a piece's or promoted form's name is an autocomplete
/// choice with its game's name ("Lion Hawk (Chu Seireigi)", at most 100 characters), its
/// kanji and abbreviation are drawn on the piece.
const MAX_PIECE_NAME: usize = 40;
const MAX_KANJI: usize = 4;
const MAX_ABBREV: usize = 4;
const MAX_KANJI_NAME: usize = 10;
const MAX_ALIASES: usize = 10;

/// Every text of the file within its bounds (docs/games.md): names, kanji, abbreviations,
/// aliases, notes, sources and the texts of pieces and special moves.
fn check_texts(f: &GameFile) -> Result<(), (String, String)> {
    fn at(field: &str) -> impl Fn(String) -> (String, String) + '_ {
        move |p| (field.to_string(), p)
    }
    if f.aliases.len() > MAX_ALIASES {
        return Err(at("aliases")(format!("at most {MAX_ALIASES} aliases")));
    }
    for a in &f.aliases {
        check_text(a, 40).map_err(at("aliases"))?;
    }
    check_text(&f.name, MAX_NAME).map_err(at("name"))?;
    check_text(&f.kanji_name, MAX_KANJI_NAME).map_err(at("kanji_name"))?;
    let optional = [
        ("note", &f.note, MAX_NOTE),
        ("short_note", &f.short_note, MAX_SHORT_NOTE),
        (
            "special_moves.hook",
            &f.special_moves.hook,
            MAX_SPECIAL_MOVE,
        ),
        (
            "special_moves.range_jump",
            &f.special_moves.range_jump,
            MAX_SPECIAL_MOVE,
        ),
        (
            "special_moves.lion",
            &f.special_moves.lion,
            MAX_SPECIAL_MOVE,
        ),
        (
            "special_moves.linear_lion",
            &f.special_moves.linear_lion,
            MAX_SPECIAL_MOVE,
        ),
    ];
    for (field, value, max) in optional {
        if let Some(text) = value {
            check_text(text, max).map_err(at(field))?;
        }
    }
    if !f.sources.trim().is_empty() {
        check_text(&f.sources, MAX_SOURCES).map_err(at("sources"))?;
    }
    for (i, p) in f.piece.iter().enumerate() {
        let field = |name: &str| format!("piece {} ({}).{name}", i + 1, p.id);
        let mut texts = vec![
            (field("name"), &p.name, MAX_PIECE_NAME),
            (field("kanji"), &p.kanji, MAX_KANJI),
            (field("abbrev"), &p.abbrev, MAX_ABBREV),
        ];
        if let Some(about) = &p.about {
            texts.push((field("about"), about, MAX_ABOUT));
        }
        if let Some(pr) = &p.promotes {
            texts.push((field("promotes.name"), &pr.name, MAX_PIECE_NAME));
            texts.push((field("promotes.kanji"), &pr.kanji, MAX_KANJI));
            texts.push((field("promotes.abbrev"), &pr.abbrev, MAX_ABBREV));
            if let Some(about) = &pr.about {
                texts.push((field("promotes.about"), about, MAX_ABOUT));
            }
        }
        for (name, text, max) in texts {
            check_text(text, max).map_err(|p| (name, p))?;
        }
    }
    Ok(())
}

fn moves(text: &str, special: &SpecialFile) -> Result<MoveSet, String> {
    let mut m = betza::parse(text).map_err(|e| e.to_string())?;
    let dirs = |d: &Option<Dirs>| d.as_ref().map_or(Ok(DirSet::NONE), dir_set);
    m = m
        .with_range_jump(dirs(&special.range_jump)?)
        .with_hook(dirs(&special.hook)?)
        .with_linear_lion(dirs(&special.linear_lion)?);
    if special.lion {
        m = m.with_lion();
    }
    Ok(m)
}

/// The board's files and ranks: `size` for a square board, or `width` and `height` together.
fn board_shape(f: &GameFile) -> Result<(u8, u8), (&'static str, String)> {
    let (width, height) = match (f.size, f.width, f.height) {
        (Some(n), None, None) => (n, n),
        (None, Some(w), Some(h)) => (w, h),
        (Some(_), _, _) => {
            return Err((
                "size",
                "give either `size` (a square board) or `width` and `height`, not both".into(),
            ))
        }
        (None, Some(_), None) => return Err(("height", "missing: `width` needs `height`".into())),
        (None, None, Some(_)) => return Err(("width", "missing: `height` needs `width`".into())),
        (None, None, None) => {
            return Err((
                "size",
                "missing: give `size` (a square board) or `width` and `height`".into(),
            ))
        }
    };
    for (field, n) in [("size", f.size), ("width", f.width), ("height", f.height)] {
        if n.is_some_and(|n| !(1..=MAX_SIZE).contains(&n)) {
            return Err((field, format!("must be 1 to {MAX_SIZE}")));
        }
    }
    Ok((width, height))
}

fn build(file: &str, f: GameFile) -> Result<Game, GameFileError> {
    let err = |field: &str, problem: String| GameFileError::new(file, field, problem);
    check_texts(&f).map_err(|(field, p)| err(&field, p))?;
    check_id(&f.id).map_err(|p| err("id", p))?;
    for a in &f.aliases {
        check_id(a).map_err(|p| err("aliases", p))?;
    }
    for (field, value) in [("name", &f.name), ("kanji_name", &f.kanji_name)] {
        if value.trim().is_empty() {
            return Err(err(field, "must not be empty".into()));
        }
    }
    prose(&Some(f.name.clone()), MAX_NAME).map_err(|p| err("name", p))?;
    let setup_note = prose(&f.note, MAX_NOTE).map_err(|p| err("note", p))?;
    let short_note = prose(&f.short_note, MAX_SHORT_NOTE).map_err(|p| err("short_note", p))?;
    let sources = Some(f.sources.clone()).filter(|s| !s.trim().is_empty());
    let sources = prose(&sources, MAX_SOURCES)
        .map_err(|p| err("sources", p))?
        .unwrap_or("");
    let (width, height) = board_shape(&f).map_err(|(field, p)| err(field, p))?;
    if f.piece.is_empty() || f.piece.len() > MAX_KINDS {
        return Err(err(
            "piece",
            format!("a game has 1 to {MAX_KINDS} kinds of piece"),
        ));
    }
    if f.zone_depth > height {
        return Err(err(
            "zone_depth",
            format!("is deeper than the board ({height} ranks)"),
        ));
    }
    let mut pieces = Vec::new();
    for (i, p) in f.piece.iter().enumerate() {
        let at = |field: &str| format!("piece {} ({}).{field}", i + 1, p.id);
        let id_ok = p.id.starts_with(|c: char| c.is_ascii_uppercase())
            && matches!(take_id(&p.id), Some((_, "")));
        if !id_ok {
            return Err(err(
                &at("id"),
                "one upper-case letter, optionally followed by '".into(),
            ));
        }
        if f.piece[..i].iter().any(|q| q.id == p.id) {
            return Err(err(&at("id"), "two pieces have this ID".into()));
        }
        if p.name.trim().is_empty() || f.piece[..i].iter().any(|q| q.name == p.name) {
            return Err(err(
                &at("name"),
                "empty, or the name of another piece".into(),
            ));
        }
        for (field, ranks) in [
            ("forced_promotion_ranks", p.forced_promotion_ranks),
            ("no_drop_ranks", p.no_drop_ranks.unwrap_or(0)),
        ] {
            if ranks >= height {
                return Err(err(
                    &at(field),
                    format!("must be below the board's {height} ranks"),
                ));
            }
        }
        if p.last_rank_promotion && p.promotes.is_none() {
            return Err(err(
                &at("last_rank_promotion"),
                "the piece does not promote".into(),
            ));
        }
        if p.forced_promotion_ranks > 0 && p.promotes.is_none() {
            return Err(err(
                &at("forced_promotion_ranks"),
                "the piece does not promote".into(),
            ));
        }
        let promotion = match &p.promotes {
            None => None,
            Some(pr) => Some(PromotedDef {
                name: leak(pr.name.clone()),
                kanji: leak(pr.kanji.clone()),
                short_kanji: kanji_field(&pr.short_kanji, MAX_SHORT_KANJI)
                    .map_err(|e| err(&at("promotes.short_kanji"), e))?,
                board_kanji: kanji_field(&pr.board_kanji, 1)
                    .map_err(|e| err(&at("promotes.board_kanji"), e))?,
                abbrev: leak(pr.abbrev.clone()),
                betza: leak(pr.betza.clone()),
                moves: moves(&pr.betza, &pr.special).map_err(|e| err(&at("promotes"), e))?,
                about: prose(&pr.about, MAX_ABOUT).map_err(|e| err(&at("promotes.about"), e))?,
                royal: pr.royal,
            }),
        };
        pieces.push(PieceDef {
            id: leak(p.id.clone()),
            name: leak(p.name.clone()),
            kanji: leak(p.kanji.clone()),
            short_kanji: kanji_field(&p.short_kanji, MAX_SHORT_KANJI)
                .map_err(|e| err(&at("short_kanji"), e))?,
            board_kanji: kanji_field(&p.board_kanji, 1).map_err(|e| err(&at("board_kanji"), e))?,
            abbrev: leak(p.abbrev.clone()),
            betza: leak(p.betza.clone()),
            moves: moves(&p.betza, &p.special).map_err(|e| err(&at("betza"), e))?,
            promotion,
            forced_depth: p.forced_promotion_ranks,
            no_drop_depth: p.no_drop_ranks.unwrap_or(p.forced_promotion_ranks),
            impasse_value: p.impasse_points.unwrap_or(if p.royal { 0 } else { 1 }),
            royal: p.royal,
            last_rank_promotion: p.last_rank_promotion,
            about: prose(&p.about, MAX_ABOUT).map_err(|e| err(&at("about"), e))?,
            texts: game_texts::piece_texts(
                &format!("piece {} ({})", i + 1, p.id),
                &p.texts,
                p.promotes.is_some(),
                &BOUNDS,
            )
            .map_err(|(field, e)| err(&field, e))?,
        });
    }
    let texts = game_texts::game_texts(&f.texts, &BOUNDS).map_err(|(field, e)| err(&field, e))?;
    check_translated_names(&pieces).map_err(|(field, e)| err(&field, e))?;
    let royal_forms = pieces.iter().filter(|p| p.royal).count()
        + pieces
            .iter()
            .filter(|p| p.promotion.as_ref().is_some_and(|pr| pr.royal))
            .count();
    if let Some(p) = pieces
        .iter()
        .find(|p| p.promotion.as_ref().is_some_and(|pr| pr.royal))
        .filter(|_| !f.rules.royal_capture)
    {
        return Err(err(
            "piece",
            format!(
                "{} promotes to a royal piece: that needs rules.royal_capture",
                p.id
            ),
        ));
    }
    if royal_forms > 1 && !f.rules.royal_capture {
        return Err(err(
            "piece",
            "at most one kind of piece may be royal, unless royal pieces may be captured \
             (rules.royal_capture)"
                .into(),
        ));
    }
    let special_moves =
        special_move_texts(&f.special_moves, &pieces).map_err(|(field, p)| err(&field, p))?;
    let kind_of = |field: &str, id: &str| {
        kind_by_id(&pieces, id).ok_or_else(|| err(field, format!("no piece {id:?}")))
    };
    let maybe_kind_of = |field: &str, id: &Option<String>| match id {
        None => Ok(None),
        Some(id) => kind_of(field, id).map(Some),
    };
    let r = &f.rules;
    let rules = GameRules {
        captures_to_hand: r.captures_to_hand,
        two_on_a_file: maybe_kind_of("rules.two_on_a_file", &r.two_on_a_file)?,
        most_on_a_file: r.most_on_a_file.unwrap_or(1),
        promotion_compulsory: r.promotion_compulsory,
        no_facing_kings: r.no_facing_kings,
        first_check_wins: r.first_check_wins,
        campmate: r.campmate,
        campmate_safe: r.campmate_safe,
        no_drop_mate: maybe_kind_of("rules.no_drop_mate", &r.no_drop_mate)?,
        promote_from_start: r.promotion.contains(&PromotionSquare::Start),
        promote_from_middle: r.promotion.contains(&PromotionSquare::Middle),
        promote_from_end: r.promotion.contains(&PromotionSquare::End),
        promote_entering: r.promotion.contains(&PromotionSquare::Enter),
        promote_capturing: r.promotion.contains(&PromotionSquare::Capture),
        royal_capture: r.royal_capture,
        lion_trading: r.lion_trading,
        lion_trade_minor: r
            .lion_trade_minor
            .iter()
            .map(|id| kind_of("rules.lion_trade_minor", id))
            .collect::<Result<_, _>>()?,
        lion_pass: r.lion_pass,
        bare_king: r.bare_king,
        bare_king_minor: r
            .bare_king_minor
            .iter()
            .map(|id| kind_of("rules.bare_king_minor", id))
            .collect::<Result<_, _>>()?,
        perpetual_attack: r.perpetual_attack,
        repetition: r.repetition,
        perpetual_check: r.perpetual_check,
        no_legal_move: r.no_legal_move,
    };
    if r.most_on_a_file.is_some() && r.two_on_a_file.is_none() {
        return Err(err(
            "rules.most_on_a_file",
            "needs `two_on_a_file`, the piece it counts".into(),
        ));
    }
    if !(1..=MAX_SIZE).contains(&rules.most_on_a_file) {
        return Err(err(
            "rules.most_on_a_file",
            format!("must be 1 to {MAX_SIZE}"),
        ));
    }
    if !r.lion_trade_minor.is_empty() && !r.lion_trading {
        return Err(err(
            "rules.lion_trade_minor",
            "needs `lion_trading`, the rules it belongs to".into(),
        ));
    }
    if !r.bare_king_minor.is_empty() && !r.bare_king {
        return Err(err(
            "rules.bare_king_minor",
            "needs `bare_king`, the rule it belongs to".into(),
        ));
    }
    if rules.campmate_safe && !rules.campmate {
        return Err(err(
            "rules.campmate_safe",
            "needs `campmate`, the rule it narrows".into(),
        ));
    }
    if rules.perpetual_attack && rules.perpetual_check != PerpetualCheck::Loses {
        return Err(err(
            "rules.perpetual_attack",
            "needs `perpetual_check = \"loses\"`, the rule it widens".into(),
        ));
    }
    let has_lion = pieces
        .iter()
        .any(|p| p.moves.lion || p.promotion.as_ref().is_some_and(|pr| pr.moves.lion));
    for (field, on) in [
        ("rules.lion_trading", rules.lion_trading),
        ("rules.lion_pass", rules.lion_pass),
    ] {
        if on && !has_lion {
            return Err(err(field, "no piece of the game has lion moves".into()));
        }
    }
    // With hands, a captured royal piece leaves the game (it never goes to a hand), and the
    // capture of the last one ends it: nothing to refuse. But there is no checkmate where royal
    // pieces may be taken, so a drop that "mates" means nothing.
    if rules.royal_capture && rules.no_drop_mate.is_some() {
        return Err(err(
            "rules.no_drop_mate",
            "means nothing with `royal_capture`: where royal pieces may be taken there is no \
             checkmate"
                .into(),
        ));
    }
    let royal = pieces.iter().any(|p| p.royal);
    for (field, on) in [
        ("rules.royal_capture", rules.royal_capture),
        ("rules.bare_king", rules.bare_king),
        ("rules.no_facing_kings", rules.no_facing_kings),
        ("rules.first_check_wins", rules.first_check_wins),
        ("rules.campmate", rules.campmate),
    ] {
        if on && !royal {
            return Err(err(field, "the game has no royal piece".into()));
        }
    }
    if rules.promotion_compulsory && !pieces.iter().any(|p| p.promotion.is_some()) {
        return Err(err(
            "rules.promotion_compulsory",
            "no piece of the game promotes".into(),
        ));
    }
    if rules.repetition < 2 {
        return Err(err("rules.repetition", "must be 2 or more".into()));
    }
    if pieces.iter().any(|p| p.promotion.is_some()) && r.promotion.is_empty() {
        return Err(err(
            "rules.promotion",
            "pieces promote, but on no square".into(),
        ));
    }
    let mut hand_order = Vec::new();
    for id in &f.hand_order {
        let kind = kind_of("hand_order", id)?;
        if hand_order.contains(&kind) {
            return Err(err("hand_order", format!("{id:?} is listed twice")));
        }
        hand_order.push(kind);
    }
    if r.captures_to_hand {
        if let Some(p) = pieces
            .iter()
            .enumerate()
            .find(|&(k, p)| !p.royal && !hand_order.contains(&PieceKind(k as u8)))
            .map(|(_, p)| p)
        {
            return Err(err(
                "hand_order",
                format!(
                    "{} ({}) is missing: every piece but the royal one can be in hand",
                    p.id, p.name
                ),
            ));
        }
    }
    let tables = Tables::build(width, height, f.zone_depth, &pieces, &rules)
        .map_err(|e| err(&e.field, e.problem))?;
    let mut game = Game {
        id: leak(f.id),
        aliases: f.aliases.into_iter().map(leak).collect(),
        name: leak(f.name),
        kanji_name: leak(f.kanji_name),
        width,
        height,
        zone_depth: f.zone_depth,
        pieces,
        hand_order,
        impasse_threshold: f.impasse_threshold,
        start_sfen: leak(f.setup),
        setup_note,
        short_note,
        sources,
        special_moves,
        texts,
        rules,
        shogi_kif: f.shogi_kif,
        standard_shogi: f.standard_shogi,
        is_default: f.default,
        file: leak(file.to_string()),
        rules_hash: String::new(),
        tables,
    };
    game.rules_hash = rules_hash(&game);
    Ok(game)
}

/// No two pieces have one name in a language (as in English): a typed name must name one
/// piece.
fn check_translated_names(pieces: &[PieceDef]) -> Result<(), (String, String)> {
    for (i, p) in pieces.iter().enumerate() {
        for t in &p.texts {
            let Some(name) = t.name else { continue };
            let clash = pieces[..i].iter().any(|q| {
                q.texts.iter().any(|u| {
                    u.lang == t.lang && u.name.is_some_and(|n| n.eq_ignore_ascii_case(name))
                })
            });
            if clash {
                return Err((
                    format!("piece {} ({}).texts.{}.name", i + 1, p.id, t.lang),
                    format!("{name:?} is the name of another piece"),
                ));
            }
        }
    }
    Ok(())
}

/// The `[special_moves]` texts: one for every kind of special move a piece (or promoted form)
/// of the game has, none for a kind no piece has (a text nobody would see is a mistake).
fn special_move_texts(
    file: &SpecialMovesFile,
    pieces: &[PieceDef],
) -> Result<[Option<&'static str>; 4], (String, String)> {
    let mut texts = [None; 4];
    for kind in SpecialMove::ALL {
        let field = format!("special_moves.{}", kind.key());
        let having: Vec<&str> = pieces
            .iter()
            .flat_map(|p| {
                let promoted = p.promotion.as_ref().map(|pr| (pr.name, &pr.moves));
                std::iter::once((p.name, &p.moves)).chain(promoted)
            })
            .filter(|(_, m)| kind.in_moves(m))
            .map(|(name, _)| name)
            .collect();
        let text = prose(file.text(kind), MAX_SPECIAL_MOVE).map_err(|p| (field.clone(), p))?;
        match (text, having.as_slice()) {
            (None, [first, ..]) => {
                return Err((
                    field,
                    format!(
                    "missing: {first} has this special move, and /piece explains it with this text"
                ),
                ))
            }
            (Some(_), []) => {
                return Err((field, "no piece of the game has this special move".into()))
            }
            _ => {}
        }
        texts[kind as usize] = text;
    }
    Ok(texts)
}

/// A hash of everything that decides play: board, zone, setup, pieces' IDs and moves,
/// promotions, ranks, impasse points, hand order and the `[rules]` table (not names, notes or
/// sources). Stored with each game; a game whose rules hash changed is refused. The text is
/// written field by field so that a field added later enters it only when it is not at its
/// default, and existing games keep their hash.
pub fn rules_hash(game: &Game) -> String {
    let hand: Vec<&str> = game.hand_order.iter().map(|&k| game.piece(k).id).collect();
    // A square board keeps the text it had before boards had two sides, and so its hash.
    let size = match game.width == game.height {
        true => game.width.to_string(),
        false => game.board_text(),
    };
    let mut text = format!(
        "size {}\nzone {}\nimpasse {}\nsetup {}\nhand {}\n",
        size,
        game.zone_depth,
        game.impasse_threshold,
        game.start_sfen,
        hand.join(",")
    );
    for p in &game.pieces {
        text += &format!(
            "piece {} {} {} forced {} nodrop {} points {} royal {}\n",
            p.id,
            p.betza,
            special_text(&p.moves),
            p.forced_depth,
            p.no_drop_depth,
            p.impasse_value,
            p.royal
        );
        if let Some(pr) = &p.promotion {
            text += &format!("promotes {} {}\n", pr.betza, special_text(&pr.moves));
        }
    }
    let r = &game.rules;
    let id = |k: Option<PieceKind>| k.map_or("-", |k| game.pieces[k.index()].id);
    text += &format!(
        "hand {} file {} mate {} promote {}{}{} repetition {} perpetual {:?} stuck {:?}\n",
        r.captures_to_hand,
        id(r.two_on_a_file),
        id(r.no_drop_mate),
        r.promote_from_start,
        r.promote_from_middle,
        r.promote_from_end,
        r.repetition,
        r.perpetual_check,
        r.no_legal_move
    );
    // Rules added later enter the text only when set, so that older games keep their hash.
    if r.most_on_a_file != 1 {
        text += &format!("most on a file {}\n", r.most_on_a_file);
    }
    for (name, on) in [
        ("promotion compulsory", r.promotion_compulsory),
        ("no facing kings", r.no_facing_kings),
        ("first check wins", r.first_check_wins),
        ("campmate", r.campmate),
        ("promote entering", r.promote_entering),
        ("promote capturing", r.promote_capturing),
        ("royal capture", r.royal_capture),
        ("lion trading", r.lion_trading),
        ("lion pass", r.lion_pass),
        ("bare king", r.bare_king),
        ("perpetual attack", r.perpetual_attack),
        ("campmate safe", r.campmate_safe),
    ] {
        if on {
            text += &format!("{name}\n");
        }
    }
    if !r.lion_trade_minor.is_empty() {
        let ids: Vec<&str> = r.lion_trade_minor.iter().map(|&k| id(Some(k))).collect();
        text += &format!("lion trade minor {}\n", ids.join(","));
    }
    if !r.bare_king_minor.is_empty() {
        let ids: Vec<&str> = r.bare_king_minor.iter().map(|&k| id(Some(k))).collect();
        text += &format!("bare king minor {}\n", ids.join(","));
    }
    for p in &game.pieces {
        if p.last_rank_promotion {
            text += &format!("last rank promotion {}\n", p.id);
        }
        if p.promotion.as_ref().is_some_and(|pr| pr.royal) {
            text += &format!("promoted royal {}\n", p.id);
        }
    }
    format!("{:016x}", fnv1a(text.as_bytes()))
}

/// The special moves, which the XBetza text does not carry.
fn special_text(m: &MoveSet) -> String {
    format!(
        "jump {} hook {} lion {} linear {}",
        m.range_jump.0, m.hook.0, m.lion, m.linear_lion.0
    )
}

/// FNV-1a, 64 bits: stable across builds and platforms, unlike std's hasher.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}
