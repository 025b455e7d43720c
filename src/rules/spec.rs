//! The vocabulary of a game file (docs/games.md): its pieces ([`PieceDef`], their promoted
//! forms, the kinds of special move) and the game-wide rules its `[rules]` table sets (which
//! piece the drop rules speak of, where promotion is allowed, repetition and what a
//! stalemate means).

use super::betza::MoveSet;
use super::types::PieceKind;
use serde::Deserialize;

/// Which squares of a move, standing in the promotion zone, let the piece promote.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PromotionSquare {
    Start,
    /// The square a lion move passes (its first step).
    Middle,
    End,
    /// A move from outside the zone into it (Chu Shogi).
    Enter,
    /// A capturing move that starts or ends in the zone (Chu Shogi).
    Capture,
}

/// What a repetition in which one side gave check with every move means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PerpetualCheck {
    /// The checking side loses.
    Loses,
    /// Like any repetition, a draw.
    Draw,
}

/// What it means for the side to move to have no legal move while not in check.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NoLegalMove {
    /// The side to move loses, as in shogi.
    Loses,
    /// The game is drawn (stalemate, as in chess).
    Draw,
}

/// The game-wide rules of a game file's `[rules]` table.
#[derive(Clone, Debug)]
pub struct GameRules {
    /// Captured pieces go to the capturer's hand and may be dropped.
    pub captures_to_hand: bool,
    /// The piece of which a side may not have more than `most_on_a_file` unpromoted on one
    /// file (by drop).
    pub two_on_a_file: Option<PieceKind>,
    /// How many of the `two_on_a_file` piece a side may have on a file (1 in shogi, 2 in Tori
    /// shogi).
    pub most_on_a_file: u8,
    /// A piece that may promote on a move must (EuroShogi, Tori shogi).
    pub promotion_compulsory: bool,
    /// The royal pieces may not face each other on a file with nothing between ("flying
    /// general").
    pub no_facing_kings: bool,
    /// The first check wins the game (check shogi).
    pub first_check_wins: bool,
    /// A royal piece that reaches its far rank wins the game ("campmate").
    pub campmate: bool,
    /// With `campmate`: the royal piece on its far rank wins only while no enemy piece
    /// attacks it, judged before each move, the side to move's first, and both so is a draw
    /// (dobutsu shogi's "try", as Fairy-Stockfish's `flagPieceSafe`).
    pub campmate_safe: bool,
    /// The piece that may not be dropped to give checkmate.
    pub no_drop_mate: Option<PieceKind>,
    pub promote_from_start: bool,
    pub promote_from_middle: bool,
    pub promote_from_end: bool,
    /// A move entering the zone may promote (`promotion = ["enter"]`).
    pub promote_entering: bool,
    /// A capture starting or ending in the zone may promote (`promotion = ["capture"]`).
    pub promote_capturing: bool,
    /// Royal pieces may be captured: moves are not tested for their safety, and a side whose
    /// last royal piece is taken has lost (Chu Shogi). Several kinds may then be royal.
    pub royal_capture: bool,
    /// Chu Shogi's Lion-trading rules (`lion_trade`): the pieces with lion moves are the
    /// Lions they speak of.
    pub lion_trading: bool,
    /// The pieces whose capture on a Lion's first step does not let it take a protected Lion
    /// on its second (Chu Shogi: the Pawn and the Go-Between, unpromoted).
    pub lion_trade_minor: Vec<PieceKind>,
    /// A piece with lion moves may also step to an empty square and back: a pass.
    pub lion_pass: bool,
    /// A side left with its King alone against more loses, and two lone Kings draw (Chu
    /// Shogi as lishogi plays it: `bare_king`, docs/rules.md 8.5).
    pub bare_king: bool,
    /// The pieces (unpromoted) that do not count for the side against a bare King.
    pub bare_king_minor: Vec<PieceKind>,
    /// With `perpetual_check = "loses"`: a move whose moved piece attacks an enemy piece
    /// counts as a check for that rule (Chu Shogi as lishogi plays it).
    pub perpetual_attack: bool,
    /// The occurrence of a position that ends the game.
    pub repetition: u8,
    pub perpetual_check: PerpetualCheck,
    pub no_legal_move: NoLegalMove,
}

/// A piece's promoted form.
#[derive(Clone, Debug)]
pub struct PromotedDef {
    pub name: &'static str,
    pub kanji: &'static str,
    /// Its name in Japanese move text when shorter than `kanji` (the file's `short_kanji`).
    pub short_kanji: Option<&'static str>,
    /// Its one-kanji name in KIF board diagrams (the file's `board_kanji`).
    pub board_kanji: Option<&'static str>,
    pub abbrev: &'static str,
    pub betza: &'static str,
    pub moves: MoveSet,
    /// What /piece says of this form beyond its diagram (the file's `about`).
    pub about: Option<&'static str>,
    /// The promoted form is royal (Chu Shogi's Crown Prince); needs `royal_capture`.
    pub royal: bool,
}

/// One kind of piece in a game.
#[derive(Clone, Debug)]
pub struct PieceDef {
    /// ID in SFEN and in drop moves: one letter, or a letter and `'` (docs/sfen.md).
    pub id: &'static str,
    pub name: &'static str,
    pub kanji: &'static str,
    /// Its name in Japanese move text when shorter than `kanji` (the file's `short_kanji`).
    pub short_kanji: Option<&'static str>,
    /// Its one-kanji name in KIF board diagrams (the file's `board_kanji`).
    pub board_kanji: Option<&'static str>,
    /// Latin abbreviation for western notation and images.
    pub abbrev: &'static str,
    /// The simple XBetza the engine reads (special moves are declared apart, in `moves`).
    pub betza: &'static str,
    pub moves: MoveSet,
    pub promotion: Option<PromotedDef>,
    /// On the last `forced_depth` ranks the piece must promote.
    pub forced_depth: u8,
    /// On the last `no_drop_depth` ranks the piece may not be dropped.
    pub no_drop_depth: u8,
    pub impasse_value: u8,
    pub royal: bool,
    /// The piece may promote on any move that reaches its last rank (Chu Shogi's Pawn and
    /// Lance), whatever the game's `promotion` squares say.
    pub last_rank_promotion: bool,
    /// What /piece says of this piece beyond its diagram (the file's `about`).
    pub about: Option<&'static str>,
    /// Its names and `about` (and its promoted form's) in other languages.
    pub texts: Vec<PieceTexts>,
}

/// The kinds of special move (docs/rules.md section 6), in the order /piece explains them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialMove {
    Hook,
    RangeJump,
    Lion,
    LinearLion,
}

impl SpecialMove {
    pub const ALL: [SpecialMove; 4] = [
        SpecialMove::Hook,
        SpecialMove::RangeJump,
        SpecialMove::Lion,
        SpecialMove::LinearLion,
    ];

    /// Its key in a game file's `special` and `[special_moves]` tables.
    pub fn key(self) -> &'static str {
        match self {
            SpecialMove::Hook => "hook",
            SpecialMove::RangeJump => "range_jump",
            SpecialMove::Lion => "lion",
            SpecialMove::LinearLion => "linear_lion",
        }
    }

    /// Whether a piece with these moves has this special move.
    pub fn in_moves(self, m: &MoveSet) -> bool {
        match self {
            SpecialMove::Hook => !m.hook.is_empty(),
            SpecialMove::RangeJump => !m.range_jump.is_empty(),
            SpecialMove::Lion => m.lion,
            SpecialMove::LinearLion => !m.linear_lion.is_empty(),
        }
    }
}

/// The languages other than English a game file may give texts in (`[texts.<code>]`,
/// `[piece.texts.<code>]`): the codes of the languages the program speaks
/// (`i18n::Lang`, whose tests check the two lists agree). English is the file's own fields.
pub const TEXT_LANGUAGES: [&str; 2] = ["fr", "ja"];

/// A game's words in one language other than English (the file's `[texts.<code>]`); what
/// is missing is said in English.
#[derive(Clone, Debug, Default)]
pub struct GameTexts {
    /// One of [`TEXT_LANGUAGES`].
    pub lang: &'static str,
    pub name: Option<&'static str>,
    pub short_note: Option<&'static str>,
    pub note: Option<&'static str>,
    pub sources: Option<&'static str>,
    /// The `[special_moves]` texts in this language, by `SpecialMove as usize`.
    pub special_moves: [Option<&'static str>; 4],
}

/// A piece's words in one language other than English (the file's `[piece.texts.<code>]`):
/// its name and its promoted form's, their readings (Japanese), and their `about`.
#[derive(Clone, Debug, Default)]
pub struct PieceTexts {
    /// One of [`TEXT_LANGUAGES`].
    pub lang: &'static str,
    pub name: Option<&'static str>,
    pub reading: Option<&'static str>,
    pub about: Option<&'static str>,
    pub promoted: Option<&'static str>,
    pub promoted_reading: Option<&'static str>,
    pub promoted_about: Option<&'static str>,
    /// Which names (`"name"`, `"promoted"`) are this project's own translation: no source
    /// names the piece so in this language.
    pub translated: Vec<&'static str>,
}
