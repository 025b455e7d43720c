//! The game files embedded from assets/games/ by build.rs.

include!(concat!(env!("OUT_DIR"), "/builtin_games.rs"));
