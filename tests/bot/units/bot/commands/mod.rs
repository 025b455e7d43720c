//! The tests of src/bot/commands's files.

mod analyse;
mod forecast;
mod help;
mod hint;
mod localize;
mod tournament;
