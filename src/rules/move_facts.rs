//! A legal move told as plain facts (its text, squares, piece, what it takes and becomes),
//! for what shows moves without rules of its own: `seireigi moves --json` and the web
//! board's list of legal moves (docs/web.md).

use super::notation::to_canonical;
use super::position::Position;
use super::types::Move;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveFacts {
    /// Canonical text, as `/move` and the USI-style positions take it.
    #[serde(rename = "move")]
    pub text: String,
    /// Where the piece starts (none for a drop).
    pub from: Option<String>,
    /// A two-step move's middle square.
    pub via: Option<String>,
    pub to: String,
    pub drop: bool,
    /// The dropped piece's id, as the game file names it (the web page's `data-hand`).
    pub hand: Option<&'static str>,
    pub promote: bool,
    /// Whether it takes a piece (on its end square or its middle one).
    pub capture: bool,
    /// The piece's name before the move.
    pub piece: &'static str,
    /// The piece's name after a promotion; none otherwise.
    pub becomes: Option<&'static str>,
}

impl Position {
    /// The facts of `mv`, a legal move of this position.
    pub fn move_facts(&self, mv: Move) -> MoveFacts {
        let game = self.game();
        let (piece, becomes, hand) = match mv {
            Move::Drop { kind, .. } => (
                game.piece_name(kind, false),
                None,
                Some(game.piece(kind).id),
            ),
            Move::Board { from, promote, .. } => match self.piece_at(from) {
                Some(p) => (
                    game.piece_name(p.kind, p.promoted),
                    promote.then(|| game.piece_name(p.kind, true)),
                    None,
                ),
                None => ("", None, None),
            },
        };
        MoveFacts {
            text: to_canonical(game, mv),
            from: mv.from().map(|s| s.to_string()),
            via: mv.via().map(|s| s.to_string()),
            to: mv.to().to_string(),
            drop: mv.is_drop(),
            hand,
            promote: mv.promotes(),
            capture: self.is_capture(mv),
            piece,
            becomes,
        }
    }

    /// The facts of every legal move, in the generator's order.
    pub fn legal_move_facts(&self) -> Vec<MoveFacts> {
        self.legal_moves()
            .into_iter()
            .map(|mv| self.move_facts(mv))
            .collect()
    }
}
