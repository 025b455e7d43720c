//! The rules core: games as data, positions, move generation, notation. No I/O.

mod attack;
mod bare_king;
pub mod betza;
mod builtin;
// Public (hidden) only for its test in tests/rules/units, which decodes every code.
#[doc(hidden)]
pub mod cell;
mod compile;
pub mod game;
pub mod game_file;
mod game_texts;
mod geometry;
pub mod history;
mod inherit;
mod lion_trade;
mod localized;
pub mod move_facts;
mod movegen;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod piece_map;
pub mod position;
pub mod record;
pub mod registry;
pub mod sfen;
pub mod spec;
mod summary;
pub mod types;
pub mod usi;
pub(crate) mod zobrist;

pub use betza::{Dir, DirSet, MoveSet};
pub use game::{Game, Variant};
pub use game_file::GameFileError;
pub use history::History;
pub use outcome::{Outcome, Reason};
pub use position::Position;
pub use spec::{
    GameRules, GameTexts, NoLegalMove, PerpetualCheck, PieceDef, PieceTexts, PromotedDef,
    PromotionSquare, SpecialMove, TEXT_LANGUAGES,
};
pub use types::{Color, Move, Piece, PieceKind, Square};
