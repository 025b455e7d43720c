//! Moving by pointing: a private picker that finds a move in a few select menus, with a
//! preview of the board at every step. `plan` and `state` know no Discord (unit-tested on
//! every game); `discord` and `preview` put them on Discord.

mod discord;
pub mod plan;
mod preview;
pub mod state;

pub use discord::{close, first_step, handle, move_button};
