//! A game in progress: the start position, the moves, and what ends it. Keeps the hash of
//! every position and whether each move gave check, for the repetition rule.

use super::outcome::{Outcome, Reason};
use super::position::Position;
use super::spec::{NoLegalMove, PerpetualCheck};
use super::types::{Color, Move};

#[derive(Clone, Debug)]
pub struct History {
    start: Position,
    current: Position,
    moves: Vec<Move>,
    /// Hash of the position after each ply; `hashes[0]` is the start.
    hashes: Vec<u64>,
    /// Whether the move of each ply left the opponent in check; `gave_check[0]` unused.
    gave_check: Vec<bool>,
    /// Whether the move of each ply checked or attacked a piece with the piece moved, in
    /// games with `perpetual_attack` (else false); `attacked[0]` unused.
    attacked: Vec<bool>,
    outcome: Option<Outcome>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("that move is not legal here")]
    Illegal,
}

impl History {
    pub fn new(start: Position) -> History {
        let mut h = History {
            hashes: vec![start.hash()],
            gave_check: vec![false],
            attacked: vec![false],
            current: start.clone(),
            start,
            moves: Vec::new(),
            outcome: None,
        };
        h.outcome = h.end_by_position().or_else(|| h.end_by_lone_kings());
        h
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Plays a legal move and returns the outcome if it ended the game.
    pub fn play(&mut self, mv: Move) -> Result<Option<Outcome>, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.current.is_legal(mv) {
            return Err(PlayError::Illegal);
        }
        self.current.play(mv);
        self.moves.push(mv);
        self.hashes.push(self.current.hash());
        let check = self.current.in_check();
        self.gave_check.push(check);
        let attack = self.current.game().rules.perpetual_attack
            && (check || attacks_with_moved_piece(&self.current, mv));
        self.attacked.push(attack);
        self.outcome = self
            .end_by_position()
            .or_else(|| self.end_by_repetition())
            .or_else(|| self.end_by_lone_kings());
        Ok(self.outcome)
    }

    /// Ends the game for a reason the board does not decide (resignation, time, agreement,
    /// an accepted impasse).
    pub fn finish(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
    }

    /// Takes back the last `n` plies (and any result). Returns false if there are fewer.
    pub fn take_back(&mut self, n: usize) -> bool {
        if n > self.moves.len() {
            return false;
        }
        let keep = self.moves.len() - n;
        let moves: Vec<Move> = self.moves[..keep].to_vec();
        let mut replay = History::new(self.start.clone());
        for mv in moves {
            // These moves were legal when first played from the same start.
            if replay.play(mv).is_err() {
                return false;
            }
        }
        *self = replay;
        true
    }

    /// Checkmate or no legal move for the side to move, or a bare King (`bare_king`).
    fn end_by_position(&self) -> Option<Outcome> {
        let pos = &self.current;
        let rules = &pos.game().rules;
        let royals_lost = rules.royal_capture && pos.royals_lost(pos.side_to_move());
        // Lishogi's order: the last royal piece taken, then a bare King, then no move.
        if rules.bare_king && !royals_lost {
            if let Some(bare) = pos.bare_king_side() {
                return Some(Outcome {
                    winner: Some(bare.opponent()),
                    reason: Reason::BareKing,
                });
            }
        }
        if !pos.legal_moves().is_empty() {
            return None;
        }
        let winner = Some(pos.side_to_move().opponent());
        if pos.game_won() {
            let (winner, reason) = if royals_lost {
                (winner, Reason::RoyalCapture)
            } else if let Some(try_winner) = pos.safe_campmate() {
                // The side to move may be the one that won (or drew) by the try.
                (try_winner, Reason::FarRank)
            } else if rules.first_check_wins && pos.in_check() {
                (winner, Reason::Check)
            } else {
                (winner, Reason::FarRank)
            };
            return Some(Outcome { winner, reason });
        }
        Some(if pos.in_check() {
            Outcome {
                winner,
                reason: Reason::Checkmate,
            }
        } else {
            Outcome {
                winner: match pos.game().rules.no_legal_move {
                    NoLegalMove::Loses => winner,
                    NoLegalMove::Draw => None,
                },
                reason: Reason::NoLegalMoves,
            }
        })
    }

    /// The game's n-th occurrence of a position (fourth in these games, docs/rules.md).
    fn end_by_repetition(&self) -> Option<Outcome> {
        let last = self.hashes.len() - 1;
        let now = self.hashes[last];
        let seen: Vec<usize> = (0..=last).filter(|&i| self.hashes[i] == now).collect();
        let rules = &self.current.game().rules;
        if seen.len() < rules.repetition as usize {
            return None;
        }
        let first = seen[0];
        // Ply k is played by the side to move in position k - 1.
        let mover = |k: usize| {
            let start_side = self.start.side_to_move();
            if k % 2 == 1 {
                start_side
            } else {
                start_side.opponent()
            }
        };
        let perpetual_loses = rules.perpetual_check == PerpetualCheck::Loses;
        let every = |side: Color, flags: &[bool]| {
            let mut plies = (first + 1..=last).filter(|&k| mover(k) == side).peekable();
            plies.peek().is_some() && plies.all(|k| flags[k])
        };
        if rules.perpetual_attack {
            // Lishogi: one side checked or attacked with every move and the other did not.
            let attackers: Vec<Color> = Color::BOTH
                .into_iter()
                .filter(|&side| every(side, &self.attacked))
                .collect();
            if let [side] = attackers[..] {
                let reason = match every(side, &self.gave_check) {
                    true => Reason::PerpetualCheck,
                    false => Reason::PerpetualAttack,
                };
                return Some(Outcome {
                    winner: Some(side.opponent()),
                    reason,
                });
            }
        } else {
            for side in Color::BOTH.into_iter().filter(|_| perpetual_loses) {
                if every(side, &self.gave_check) {
                    return Some(Outcome {
                        winner: Some(side.opponent()),
                        reason: Reason::PerpetualCheck,
                    });
                }
            }
        }
        Some(Outcome {
            winner: None,
            reason: Reason::Repetition,
        })
    }

    /// Only the two Kings left, neither in check (`bare_king`): a draw.
    fn end_by_lone_kings(&self) -> Option<Outcome> {
        let pos = &self.current;
        (pos.game().rules.bare_king && pos.lone_kings()).then_some(Outcome {
            winner: None,
            reason: Reason::LoneKings,
        })
    }
}

/// Whether the piece `mv` moved (now on its destination in `after`) could take an enemy piece
/// with its next move, were it its side's turn again: lishogi's "attack" for the repetition
/// rule of Chu Shogi (`perpetual_attack`). A drop attacks nothing here (lishogi counts only
/// its checks).
fn attacks_with_moved_piece(after: &Position, mv: Move) -> bool {
    let Move::Board { to: at, .. } = mv else {
        return false;
    };
    let mover = after.side_to_move().opponent();
    let mut again = after.clone();
    again.set_side_to_move(mover);
    again.legal_moves().into_iter().any(|m| match m {
        Move::Board { from, to, .. } => {
            from == at && after.piece_at(to).is_some_and(|p| p.color != mover)
        }
        Move::Drop { .. } => false,
    })
}
