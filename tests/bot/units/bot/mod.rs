//! The tests of src/bot's files.

mod analysis;
mod cards;
mod commands;
mod computer;
mod context;
mod fair;
mod ids;
mod invite;
mod lang;
mod limits;
mod picker_state;
mod refused;
mod shards;
mod tournament_posts;
