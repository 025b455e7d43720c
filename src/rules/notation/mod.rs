//! Moves as text: the canonical form, and (in the other files) what people write and read.

mod canonical;
mod diagnose;
mod examples;
mod input;
mod japanese;
mod kif;
mod kif_board;
mod move_error;
mod typed;
mod western;

pub use canonical::{parse_canonical, split_squares, to_canonical};
pub use examples::{example_move, Example};
pub use input::{candidate_moves, exact_text, parse_move, piece_forms};
pub use japanese::{full_width, japanese_piece, japanese_square, kanji_number, to_japanese};
pub use kif::{to_kif, KifMeta, KifResult};
pub use move_error::{MoveError, Place};
pub use western::{to_western, western_piece};
