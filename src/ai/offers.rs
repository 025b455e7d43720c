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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    fn game(sfen: &str) -> History {
        History::new(Position::from_sfen(Variant::builtin("shogi"), sfen).expect("valid sfen"))
    }

    #[test]
    fn a_draw_is_taken_only_when_losing() {
        // Black has a Rook and a Bishop more than White.
        let h = game("4k4/9/9/9/9/9/9/1B5R1/4K4 b - 1");
        assert!(!accepts_draw(&h, Color::Black), "winning side declines");
        assert!(accepts_draw(&h, Color::White), "losing side accepts");
        let even = History::new(Position::start(Variant::builtin("shogi")));
        assert!(!accepts_draw(&even, Color::Black));
        assert!(!accepts_draw(&even, Color::White));
    }

    #[test]
    fn an_impasse_is_taken_only_when_it_does_not_lose() {
        // Both Kings in their zones; Black has all the material, White almost none.
        let h = game("1K7/9/9/9/9/9/9/9/RBGGSSNNk b GGSSNNLLLLPPPPPPPPPPPPPPPPPPbr 1");
        assert!(accepts_impasse(&h, Color::Black));
        assert!(!accepts_impasse(&h, Color::White));
        // Kings at home: no impasse to accept.
        let start = History::new(Position::start(Variant::builtin("shogi")));
        assert!(!accepts_impasse(&start, Color::Black));
    }
}
