//! Moves as players type them, resolved against the legal moves of a position: canonical
//! `7i7h+`, `8m8l7k`, `P*7e`, and the forms people use (`7i-7h`, `P7i-7h`, `P-7h`, `Px7h`,
//! `Ln-8l-7k`, `+P-5c`, `P'7e`, `=` to decline promotion). When nothing fits, the error
//! says why in the player's terms.

use super::canonical::to_canonical;
use super::diagnose::diagnose;
use super::move_error::MoveError;
use super::typed::{fits, read, Reading, Typed};
use super::western::to_western;
use crate::rules::position::Position;
use crate::rules::types::Move;

/// The text that plays exactly `mv` from `pos` (what a button of the promotion question or
/// of an ambiguous move sends back): canonical, with `=` when the move could promote and
/// does not, so that [`parse_move`] does not ask about it again.
pub fn exact_text(pos: &Position, mv: Move) -> String {
    let canonical = to_canonical(pos.game(), mv);
    let could_promote = match mv {
        Move::Board {
            from,
            via,
            to,
            promote: false,
        } => pos.legal_moves().contains(&Move::Board {
            from,
            via,
            to,
            promote: true,
        }),
        _ => false,
    };
    if could_promote {
        canonical + "="
    } else {
        canonical
    }
}

/// The moves a question about an ambiguous text offers: each candidate read back through
/// [`parse_move`], as one move, or as two when it may promote or not (marked `true`: such a
/// pair is told apart by what the piece becomes).
pub fn candidate_moves(pos: &Position, candidates: &[String]) -> Vec<(Move, bool)> {
    let mut moves = Vec::new();
    for c in candidates {
        match parse_move(pos, c) {
            Ok(mv) => moves.push((mv, false)),
            Err(MoveError::PromotionChoice { options }) => {
                moves.extend(options.into_iter().map(|mv| (mv, true)))
            }
            Err(_) => {}
        }
    }
    moves
}

/// The name of the piece `mv` moves as it stands, and as it is after the move (what a
/// promotion question names: "Promote to Dragon Horse" / "Stay a Bishop").
pub fn piece_forms(pos: &Position, mv: Move) -> (&'static str, &'static str) {
    let g = pos.game();
    match mv {
        Move::Board { from, promote, .. } => match pos.piece_at(from) {
            Some(p) => (
                g.piece_name(p.kind, p.promoted),
                g.piece_name(p.kind, p.promoted || promote),
            ),
            None => ("piece", "piece"),
        },
        Move::Drop { kind, .. } => (g.piece(kind).name, g.piece(kind).name),
    }
}

/// The legal move a player meant by `text`, or why there is none.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let typed = read(pos.game(), text);
    if typed.readings.is_empty() {
        return Err(unreadable(pos, text, &typed));
    }
    let legal = pos.legal_moves();
    let mut found: Vec<Move> = Vec::new();
    for r in &typed.readings {
        for &m in legal.iter().filter(|&&m| fits(pos, r, m)) {
            if !found.contains(&m) {
                found.push(m);
            }
        }
    }
    if found.is_empty() {
        return Err(diagnose(pos, &typed.readings));
    }
    let western = typed.readings.iter().any(Reading::names_piece);
    choose(pos, found, typed.promote, western)
}

fn unreadable(pos: &Position, text: &str, typed: &Typed) -> MoveError {
    let game = pos.game();
    let input: String = text
        .trim()
        .chars()
        .take(24)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let hint = match typed.off_board {
        Some(sq) => format!("{sq} is not on the {} board", game.board_text()),
        None => match super::examples::example_move(pos) {
            Some(e) => {
                let drop = e
                    .drop
                    .map(|d| format!(", a drop like {d}"))
                    .unwrap_or_default();
                format!(
                    "write it like {}, {} or {}{drop}; add + to promote or = to decline",
                    e.canonical, e.with_dash, e.western
                )
            }
            None => "there is no legal move in this position".to_string(),
        },
    };
    MoveError::Unreadable { input, hint }
}

/// The same move without its promotion choice.
fn base(m: Move) -> Move {
    match m {
        Move::Board { from, via, to, .. } => Move::Board {
            from,
            via,
            to,
            promote: false,
        },
        drop => drop,
    }
}

/// Picks the one move among legal matches, applying the promotion suffix.
fn choose(
    pos: &Position,
    found: Vec<Move>,
    promote: Option<bool>,
    western: bool,
) -> Result<Move, MoveError> {
    let mut groups: Vec<Vec<Move>> = Vec::new();
    for m in found {
        match groups.iter_mut().find(|g| base(g[0]) == base(m)) {
            Some(g) => g.push(m),
            None => groups.push(vec![m]),
        }
    }
    if groups.len() > 1 {
        let fitting: Vec<Vec<Move>> = groups
            .iter()
            .filter(|g| promote.is_none_or(|p| g.iter().any(|m| m.promotes() == p)))
            .cloned()
            .collect();
        if fitting.len() == 1 {
            groups = fitting;
        } else {
            let shown = if fitting.is_empty() {
                &groups
            } else {
                &fitting
            };
            let candidates = shown
                .iter()
                .map(|g| {
                    let m = g
                        .iter()
                        .find(|m| Some(m.promotes()) == promote)
                        .unwrap_or(&g[0]);
                    if western {
                        to_western(pos, *m)
                    } else {
                        to_canonical(pos.game(), *m)
                    }
                })
                .collect();
            return Err(MoveError::Ambiguous { candidates });
        }
    }
    let group = &groups[0];
    let with = |p: bool| group.iter().copied().find(|m| m.promotes() == p);
    let piece = mover_name(pos, group[0]);
    match promote {
        None => match (with(true), with(false)) {
            (Some(yes), Some(no)) => Err(MoveError::PromotionChoice { options: [yes, no] }),
            _ => Ok(group[0]),
        },
        Some(true) => with(true).ok_or(MoveError::CannotPromote { piece }),
        Some(false) => with(false).ok_or(MoveError::MustPromote { piece }),
    }
}

/// Name of the piece a move moves or drops, as it stands before the move.
fn mover_name(pos: &Position, m: Move) -> &'static str {
    let game = pos.game();
    match m {
        Move::Drop { kind, .. } => game.piece(kind).name,
        Move::Board { from, .. } => pos
            .piece_at(from)
            .map_or("piece", |p| game.piece_name(p.kind, p.promoted)),
    }
}
