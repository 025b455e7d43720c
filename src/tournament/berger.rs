//! Round-robin pairings and colours by the Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! Players are draw numbers 1..=n. With an even number n' of seats (n, or n + 1 when n is odd,
//! the highest number then being the bye, as FIDE says), round r of the n' - 1 rounds is:
//! - p = ((r - 1) × n'/2 mod (n' - 1)) + 1 meets seat n': p has the first move in odd rounds,
//!   n' in even rounds; this game is listed first;
//! - then for k = 1 .. n'/2 - 1, p + k (first move) meets p - k, both counted round the
//!   circle 1 ..= n' - 1.
//!
//! FIDE's tables name White first; White moves first in chess as Black (sente) does in shogi,
//! so the first-named player gets sente. A double round-robin repeats the first cycle with the
//! colours reversed. (FIDE recommends swapping the last two rounds of the first cycle so that
//! nobody gets the same colour three rounds running; rounds are labels here, since a
//! correspondence section starts all its games at once, so the tables are kept as published.)

use super::TournamentError;

/// Fewest players in a round-robin section.
pub const MIN_PLAYERS: usize = 3;
/// Most players in a round-robin section (the largest Berger table used).
pub const MAX_PLAYERS: usize = 16;

/// One game of a round, by draw numbers: `sente` moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub sente: usize,
    pub gote: usize,
}

/// One round: its games in board order, and who sits out when the number is odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// 1-based; the second cycle of a double round-robin goes on counting.
    pub number: usize,
    pub games: Vec<Pairing>,
    pub bye: Option<usize>,
}

/// One or two games between each pair of players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cycles {
    Single,
    Double,
}

/// All rounds of a round-robin section of `players` players (3..=16).
pub fn round_robin(players: usize, cycles: Cycles) -> Result<Vec<Round>, TournamentError> {
    if players < MIN_PLAYERS {
        return Err(TournamentError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(TournamentError::TooManyPlayers(players));
    }
    let first: Vec<Round> = (1..seats(players)).map(|r| round(players, r)).collect();
    let second: Vec<Round> = match cycles {
        Cycles::Single => Vec::new(),
        Cycles::Double => first
            .iter()
            .map(|round| Round {
                number: round.number + first.len(),
                games: round
                    .games
                    .iter()
                    .map(|g| Pairing {
                        sente: g.gote,
                        gote: g.sente,
                    })
                    .collect(),
                bye: round.bye,
            })
            .collect(),
    };
    Ok(first.into_iter().chain(second).collect())
}

/// The number of seats in the table: the players, plus one for the bye when odd.
fn seats(players: usize) -> usize {
    players + players % 2
}

/// Round `r` (1-based) of the first cycle.
fn round(players: usize, r: usize) -> Round {
    let n = seats(players);
    let circle = n - 1;
    // Seat x counted round the circle 1..=circle.
    let wrap = |x: isize| (x - 1).rem_euclid(circle as isize) as usize + 1;
    let p = (r - 1) * (n / 2) % circle + 1;
    let mut games = Vec::with_capacity(n / 2);
    let mut bye = None;
    if n > players {
        bye = Some(p);
    } else if r % 2 == 1 {
        games.push(Pairing { sente: p, gote: n });
    } else {
        games.push(Pairing { sente: n, gote: p });
    }
    for k in 1..n / 2 {
        games.push(Pairing {
            sente: wrap(p as isize + k as isize),
            gote: wrap(p as isize - k as isize),
        });
    }
    Round {
        number: r,
        games,
        bye,
    }
}
