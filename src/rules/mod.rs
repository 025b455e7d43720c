//! The rules core: games as data, positions, move generation, notation. No I/O.

mod attack;
pub mod betza;
pub mod game;
mod games;
mod movegen;
pub mod notation;
pub mod perft;
pub mod position;
pub mod sfen;
pub mod types;
mod zobrist;

pub use betza::{Dir, DirSet, MoveSet};
pub use game::{Game, PieceDef, PromotedDef, Variant};
pub use position::Position;
pub use types::{Color, Move, Piece, PieceKind, Square};
