//! Example moves taken from a position's own legal moves, so that every example a player is
//! shown (help texts, the answer to an unreadable move) can be typed as is in their game.

use super::canonical::to_canonical;
use super::western::to_western;
use crate::rules::position::Position;
use crate::rules::types::Move;

/// One legal move of a position written in the forms players type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// `7i7h`
    pub canonical: String,
    /// `P-7h`
    pub western: String,
    /// `7i-7h`
    pub with_dash: String,
    /// `7i`: the square of the piece moved (none for a drop), for "/moves" examples.
    pub square: Option<String>,
    /// A legal drop in the same forms (`P*5e`), when the side to move holds a piece.
    pub drop: Option<String>,
}

/// A quiet, readable move of the side to move: a Pawn step (on the 7th file if it can,
/// the classic first move), else any step that does not promote; `None` only when there is
/// no legal move at all.
pub fn example_move(pos: &Position) -> Option<Example> {
    let legal = pos.legal_moves();
    let pawn = pos.game().pawn_kind();
    let is_pawn = |m: &Move| {
        m.from()
            .and_then(|f| pos.piece_at(f))
            .is_some_and(|p| Some(p.kind) == pawn && !p.promoted)
    };
    let plain = |m: &&Move| !m.is_drop() && !m.promotes() && m.via().is_none();
    let chosen = legal
        .iter()
        .filter(plain)
        .filter(|m| is_pawn(m))
        .min_by_key(|m| m.from().map_or(99, |f| f.file().abs_diff(7)))
        .or_else(|| legal.iter().find(plain))
        .or_else(|| legal.first())
        .copied()?;
    let canonical = to_canonical(pos.game(), chosen);
    let with_dash = match (chosen.from(), chosen.via()) {
        (Some(from), None) => format!("{from}-{}", chosen.to()),
        _ => canonical.clone(),
    };
    let drop = legal
        .iter()
        .find(|m| m.is_drop())
        .map(|&m| to_western(pos, m));
    Some(Example {
        western: to_western(pos, chosen),
        canonical,
        with_dash,
        square: chosen.from().map(|f| f.to_string()),
        drop,
    })
}
