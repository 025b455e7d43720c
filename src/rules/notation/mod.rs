//! Moves as text: the canonical form, and (in the other files) what people write and read.

mod canonical;

pub use canonical::{parse_canonical, split_squares, to_canonical};
