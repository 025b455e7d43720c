//! A section's standings from its results, in ICCF's order: points (1 / ½ / 0), then
//! (a) the number of wins (Baumbach), (b) Sonneborn-Berger, (c) the games between the players
//! still tied (ICCF's tie-breaking procedure as its events state it, e.g.
//! iccf.com/event?id=107322). Players level on all of it share their place.
//!
//! Withdrawals as ICCF scores them: the games a withdrawn player finished stand; the games
//! they left unfinished are lost by them (a forfeit, counted as a win of the opponent); a game
//! between two withdrawn players is lost by both. Other unfinished games do not count yet.
//!
//! Points are kept in halves and Sonneborn-Berger in quarters, so that every comparison is
//! exact: a game adds (own halves × opponent's total halves) quarters to Sonneborn-Berger,
//! that is the opponent's score for a win and half of it for a draw.

use super::berger::Pairing;
use super::TournamentError;
use std::cmp::Reverse;

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    SenteWins,
    GoteWins,
    Draw,
}

/// One game of the section by draw numbers, with its result once it has one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub pairing: Pairing,
    pub result: Option<GameResult>,
}

/// What separated a player from the one listed just above, both on the same points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TieBreak {
    Wins,
    SonnebornBerger,
    HeadToHead,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub player: usize,
    /// 1-based; players level on every criterion share a place (1, 2, 2, 4).
    pub place: usize,
    pub half_points: u32,
    pub wins: u32,
    /// Sonneborn-Berger in quarter points.
    pub quarter_sonneborn_berger: u32,
    /// Half points in the games between the players level with this one on points, wins and
    /// Sonneborn-Berger; `None` when no one is.
    pub head_to_head: Option<u32>,
    /// Games that count: finished, or forfeited by a withdrawal.
    pub counted: u32,
    /// Of those, games lost by this player's withdrawal.
    pub forfeited: u32,
    pub withdrawn: bool,
    /// Why this player is below the one above when both have the same points; `None` when
    /// the points differ, for the first line, and for a shared place.
    pub tie_broken_by: Option<TieBreak>,
}

impl Standing {
    pub fn points(&self) -> f64 {
        f64::from(self.half_points) / 2.0
    }

    pub fn sonneborn_berger(&self) -> f64 {
        f64::from(self.quarter_sonneborn_berger) / 4.0
    }
}

/// The standings of a section of `players` players (draw numbers 1..=players), best first.
/// Refuses a game naming a player outside the section or a player against themself.
pub fn standings(
    players: usize,
    games: &[GameRecord],
    withdrawn: &[usize],
) -> Result<Vec<Standing>, TournamentError> {
    let known = |p: usize| (1..=players).contains(&p);
    for g in games {
        let Pairing { sente, gote } = g.pairing;
        if let Some(&p) = [sente, gote].iter().find(|&&p| !known(p)) {
            return Err(TournamentError::UnknownPlayer(p));
        }
        if sente == gote {
            return Err(TournamentError::SelfPairing(sente));
        }
    }
    if let Some(&p) = withdrawn.iter().find(|&&p| !known(p)) {
        return Err(TournamentError::UnknownPlayer(p));
    }
    let is_withdrawn = |p: usize| withdrawn.contains(&p);
    // (sente, gote, sente's halves, gote's halves, forfeit) for each game that counts.
    let counted: Vec<(usize, usize, u32, u32, bool)> = games
        .iter()
        .filter_map(|g| {
            let Pairing { sente, gote } = g.pairing;
            let (s, t, forfeit) = match g.result {
                Some(GameResult::SenteWins) => (2, 0, false),
                Some(GameResult::GoteWins) => (0, 2, false),
                Some(GameResult::Draw) => (1, 1, false),
                None => match (is_withdrawn(sente), is_withdrawn(gote)) {
                    (false, false) => return None,
                    (true, false) => (0, 2, true),
                    (false, true) => (2, 0, true),
                    (true, true) => (0, 0, true),
                },
            };
            Some((sente, gote, s, t, forfeit))
        })
        .collect();

    let mut lines: Vec<Standing> = (1..=players)
        .map(|player| Standing {
            player,
            place: 0,
            half_points: 0,
            wins: 0,
            quarter_sonneborn_berger: 0,
            head_to_head: None,
            counted: 0,
            forfeited: 0,
            withdrawn: is_withdrawn(player),
            tie_broken_by: None,
        })
        .collect();
    for &(sente, gote, s, t, forfeit) in &counted {
        for (p, own) in [(sente, s), (gote, t)] {
            let line = &mut lines[p - 1];
            line.half_points += own;
            line.wins += u32::from(own == 2);
            line.counted += 1;
            line.forfeited += u32::from(forfeit && own == 0 && line.withdrawn);
        }
    }
    let totals: Vec<u32> = lines.iter().map(|l| l.half_points).collect();
    for &(sente, gote, s, t, _) in &counted {
        lines[sente - 1].quarter_sonneborn_berger += s * totals[gote - 1];
        lines[gote - 1].quarter_sonneborn_berger += t * totals[sente - 1];
    }

    let main_key = |l: &Standing| (l.half_points, l.wins, l.quarter_sonneborn_berger);
    lines.sort_by_key(|l| (Reverse(main_key(l)), l.player));
    // Head to head within each run of players level on the main key.
    let mut start = 0;
    while start < lines.len() {
        let key = main_key(&lines[start]);
        let end = start
            + lines[start..]
                .iter()
                .take_while(|l| main_key(l) == key)
                .count();
        if end - start > 1 {
            let tied: Vec<usize> = lines[start..end].iter().map(|l| l.player).collect();
            for line in &mut lines[start..end] {
                line.head_to_head = Some(head_to_head(line.player, &tied, &counted));
            }
            lines[start..end].sort_by_key(|l| (Reverse(l.head_to_head), l.player));
        }
        start = end;
    }
    for i in 0..lines.len() {
        if i == 0 {
            lines[i].place = 1;
            continue;
        }
        let (above, this) = (&lines[i - 1], &lines[i]);
        let by = if above.half_points != this.half_points {
            None
        } else if above.wins != this.wins {
            Some(TieBreak::Wins)
        } else if above.quarter_sonneborn_berger != this.quarter_sonneborn_berger {
            Some(TieBreak::SonnebornBerger)
        } else if above.head_to_head != this.head_to_head {
            Some(TieBreak::HeadToHead)
        } else {
            None
        };
        let shared = above.half_points == this.half_points && by.is_none();
        let place = if shared { above.place } else { i + 1 };
        lines[i].tie_broken_by = by;
        lines[i].place = place;
    }
    Ok(lines)
}

/// `player`'s half points in the counted games between players of `tied`.
fn head_to_head(player: usize, tied: &[usize], counted: &[(usize, usize, u32, u32, bool)]) -> u32 {
    counted
        .iter()
        .filter(|(s, g, ..)| tied.contains(s) && tied.contains(g))
        .map(|&(s, g, hs, hg, _)| {
            if s == player {
                hs
            } else if g == player {
                hg
            } else {
                0
            }
        })
        .sum()
}
