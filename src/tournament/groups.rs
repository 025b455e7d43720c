//! Larger fields: groups of at most 12 whose top players advance to a final (chess.com
//! Daily's model). The field is split evenly by seed in snake order (seeds 1, 2, 3 to groups
//! A, B, C, then 4, 5, 6 to C, B, A, ...), so that each group gets the same mix of strong and
//! weak players; each group is a round-robin section numbered by seed. The final seats the
//! group winners first, then the runners-up, and so on, each in group order.

use super::berger::{MAX_PLAYERS, MIN_PLAYERS};
use super::standings::Standing;
use super::TournamentError;

/// Most players in a group.
pub const MAX_GROUP: usize = 12;

/// The groups of a field of `players` seeds (1 = strongest) when `advance` players of each
/// group go to the final: each group's seeds, best first. The final must fit one round-robin
/// section (3..=16 players) and each group must keep at least one player who does not advance.
pub fn split_into_groups(
    players: usize,
    advance: usize,
) -> Result<Vec<Vec<usize>>, TournamentError> {
    if players <= MAX_GROUP {
        return Err(TournamentError::FieldTooSmallForGroups(players));
    }
    let groups = players.div_ceil(MAX_GROUP);
    let smallest = players / groups;
    if advance == 0 || advance >= smallest {
        return Err(TournamentError::BadAdvance {
            advance,
            smallest_group: smallest,
        });
    }
    let final_size = groups * advance;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&final_size) {
        return Err(TournamentError::FinalSize(final_size));
    }
    let mut split = vec![Vec::new(); groups];
    for seed in 1..=players {
        let (row, column) = ((seed - 1) / groups, (seed - 1) % groups);
        let group = if row % 2 == 0 {
            column
        } else {
            groups - 1 - column
        };
        split[group].push(seed);
    }
    Ok(split)
}

/// The players of one group who go to the final: the first `advance` lines of its standings,
/// passing over withdrawn players. A place shared after every tie-break goes to the better
/// seed (the lower draw number), as the standings list them.
pub fn advancing(standings: &[Standing], advance: usize) -> Vec<usize> {
    standings
        .iter()
        .filter(|s| !s.withdrawn)
        .take(advance)
        .map(|s| s.player)
        .collect()
}

/// The final's seeds from each group's advancing players (as [`advancing`] gives them, in
/// group order): all group winners first, then all runners-up, and so on.
pub fn final_seeds<P: Copy>(advancing: &[Vec<P>]) -> Vec<P> {
    let depth = advancing.iter().map(Vec::len).max().unwrap_or(0);
    (0..depth)
        .flat_map(|place| advancing.iter().filter_map(move |g| g.get(place).copied()))
        .collect()
}
