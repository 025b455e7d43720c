//! Correspondence tournaments, the pure part: round-robin pairings and colours (Berger
//! tables), groups for larger fields, standings with ICCF's tie-breaks. No I/O: players are
//! draw numbers (1..=n) within a section; the service maps them to people, creates the games
//! and feeds the results back in.

pub mod berger;
pub mod groups;
pub mod standings;

pub use berger::{round_robin, Cycles, Pairing, Round};
pub use groups::{advancing, final_seeds, split_into_groups};
pub use standings::{standings, GameRecord, GameResult, Standing, TieBreak};

use thiserror::Error;

/// Why a section or a field cannot be made, or its results not read. One line each.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum TournamentError {
    #[error("a round-robin needs at least {min} players, not {0}", min = berger::MIN_PLAYERS)]
    TooFewPlayers(usize),
    #[error("a round-robin takes at most {max} players, not {0}: use groups", max = berger::MAX_PLAYERS)]
    TooManyPlayers(usize),
    #[error("{0} players fit one round-robin: groups are for more than {max}", max = groups::MAX_GROUP)]
    FieldTooSmallForGroups(usize),
    #[error("{advance} players cannot advance from groups of {smallest_group}: choose 1 to {most}", most = smallest_group.saturating_sub(1))]
    BadAdvance {
        advance: usize,
        smallest_group: usize,
    },
    #[error("the final would have {0} players: it needs {min} to {max}", min = berger::MIN_PLAYERS, max = berger::MAX_PLAYERS)]
    FinalSize(usize),
    #[error("there is no player {0} in this section")]
    UnknownPlayer(usize),
    #[error("player {0} cannot play themself")]
    SelfPairing(usize),
}
