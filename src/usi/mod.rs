//! The Universal Shogi Interface (USI), both ways (docs/usi.md):
//!
//! - [`engine`]: `seireigi usi`, the computer opponent of [`crate::ai`] as a USI engine a
//!   shogi GUI or a match runner can drive through standard input and output;
//! - [`client`]: drives an external USI engine as a player in `seireigi match`;
//! - [`xboard`]: drives GNU Shogi (its XBoard-style protocol) the same way;
//! - [`process`]: the external engine's process, for both.
//!
//! The protocol is read in [`command`] and answered here; the search knows nothing of it.
//! Standard shogi is plain USI. The larger games are an extension: the option `USI_Variant`
//! selects one, and positions and moves then use this project's SFEN and move notation
//! (docs/sfen.md), which for shogi is exactly USI's.

pub mod client;
pub mod command;
pub mod engine;
mod process;
// Public (hidden) only for its unit tests in tests/engine/units.
#[doc(hidden)]
pub mod timing;
pub mod xboard;

pub use engine::run;

use crate::rules::Variant;

/// The games `USI_Variant` offers, by their IDs. The one place the USI side lists games.
pub fn variant_ids() -> Vec<&'static str> {
    Variant::all().map(|v| v.id()).collect()
}

/// The game of a `USI_Variant` value.
pub fn variant_by_id(id: &str) -> Option<Variant> {
    Variant::from_id(id)
}
