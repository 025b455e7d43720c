//! How the computer answers its opponent's offers. It plays for a result, not to please:
//! a draw or an impasse count is accepted only when it is no worse than playing on.

use super::{search, Limits};
use crate::rules::outcome::score_impasse;
use crate::rules::{Color, History};
use std::time::Duration;

/// Below this (centipawns, from the computer's side) the computer takes a draw.
pub const DRAW_ACCEPT_BELOW: i32 = -300;

/// A draw is accepted when a short search finds the computer (playing `me`) clearly worse.
pub fn accepts_draw(history: &History, me: Color) -> bool {
    if history.outcome().is_some() {
        return false;
    }
    let pos = history.position();
    let limits = Limits::time(Duration::from_millis(300));
    let Some(found) = search(pos, &limits) else {
        return false;
    };
    let mine = if pos.side_to_move() == me {
        found.score
    } else {
        -found.score
    };
    mine < DRAW_ACCEPT_BELOW
}

/// An impasse is accepted when counting the points now does not lose for the computer.
pub fn accepts_impasse(history: &History, me: Color) -> bool {
    score_impasse(history.position()).is_ok_and(|o| o.winner != Some(me.opponent()))
}
