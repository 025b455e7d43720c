//! The commands of the `seireigi` binary, each a function from parsed arguments to output.
//! `main.rs` only parses the command line and calls these.

pub mod analyse;
pub mod copy_db;
pub mod game_files;
pub mod games;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod play;
pub mod render;
pub mod serve;
pub mod text_board;
pub mod web;

use crate::rules::usi::parse_position;
use crate::rules::{History, Variant};
use anyhow::{anyhow, Result};

/// The game named on the command line, with the list of games when it is unknown.
pub fn variant(id: &str) -> Result<Variant> {
    Variant::from_id(id).ok_or_else(|| {
        let known: Vec<&str> = Variant::all().map(|v| v.id()).collect();
        anyhow!("unknown game {id:?}; the games are {}", known.join(", "))
    })
}

/// A position given as `startpos [moves ...]` or `sfen <SFEN> [moves ...]`.
pub fn position(variant: Variant, text: &str) -> Result<History> {
    parse_position(variant, text).map_err(|e| anyhow!("{e}"))
}
