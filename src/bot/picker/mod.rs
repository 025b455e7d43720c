//! Moving by pointing: a private picker that finds a move in a few select menus, with a
//! preview of the board at every step. `plan` and `state` (the bot's `picker_state`, below
//! the posts that carry the picker's Move button) know no Discord (unit-tested on every
//! game); `discord` and `preview` put them on Discord.

mod discord;
pub mod plan;
mod preview;

pub use super::picker_state as state;
pub use super::posts::move_button;
pub use discord::{first_step, handle};
