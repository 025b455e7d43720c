//! A game's rules in a few sentences, written from its file's fields, for `/rules` and
//! `seireigi games` (the prose stays next to the data it describes).

use super::game::Game;
use super::spec::{NoLegalMove, PerpetualCheck, SpecialMove};
use super::types::PieceKind;
use crate::wording::count;

fn ordinal(n: u8) -> String {
    match n {
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        n => format!("{n}th"),
    }
}

impl Game {
    /// Which occurrence of a position ends the game, as a word: "fourth" (docs/rules.md 2.6).
    pub fn repetition_ordinal(&self) -> String {
        ordinal(self.rules.repetition)
    }

    /// The game-wide rules: drops, promotion, the drop rules, repetition, no legal move,
    /// impasse.
    pub fn rules_summary(&self) -> String {
        let r = &self.rules;
        let mut out = Vec::new();
        out.push(if r.captures_to_hand {
            "Captured pieces change sides and may be dropped.".to_string()
        } else {
            "Captured pieces leave the game.".to_string()
        });
        if self.pieces.iter().any(|p| p.promotion.is_some()) {
            let mut on = Vec::new();
            if r.promote_from_start {
                on.push("starts");
            }
            if r.promote_from_middle {
                on.push("passes");
            }
            if r.promote_from_end {
                on.push("ends");
            }
            let forced = if r.promotion_compulsory {
                " (compulsory)"
            } else if self.pieces.iter().any(|p| p.forced_depth > 0) {
                " (forced where a piece could not move again)"
            } else {
                ""
            };
            out.push(format!(
                "A piece may promote on a move that {} in the far {} ranks{forced}.",
                join_or(&on),
                self.zone_depth
            ));
        }
        if let Some(k) = r.two_on_a_file {
            out.push(match r.most_on_a_file {
                1 => format!(
                    "No two unpromoted {}s of a side on a file.",
                    self.piece(k).name
                ),
                n => format!(
                    "At most {n} unpromoted {}s of a side on a file.",
                    self.piece(k).name
                ),
            });
        }
        if r.no_facing_kings {
            out.push("The Kings may not face each other on a file with nothing between.".into());
        }
        if r.first_check_wins {
            out.push("The first check wins.".into());
        }
        if r.campmate {
            out.push("A King that reaches the far rank wins.".into());
        }
        if let Some(k) = r.no_drop_mate {
            out.push(format!("A {} drop may not mate.", self.piece(k).name));
        }
        let nth = self.repetition_ordinal();
        out.push(match r.perpetual_check {
            PerpetualCheck::Loses => format!(
                "A position occurring for the {nth} time (same board, hands, side to move) draws, unless one side gave check with every move since its first occurrence: that side loses."
            ),
            PerpetualCheck::Draw => format!(
                "A position occurring for the {nth} time (same board, hands, side to move) draws."
            ),
        });
        out.push(match r.no_legal_move {
            NoLegalMove::Loses => "A side with no legal move loses.".to_string(),
            NoLegalMove::Draw => "A side with no legal move, not in check, draws.".to_string(),
        });
        out.push(self.impasse_rule());
        out.join(" ")
    }

    /// What the game file says of a piece, or of its promoted form when `promoted`: its own
    /// `about`, then the text of each special move it has, for /piece to show as they are.
    pub fn piece_texts(&self, kind: PieceKind, promoted: bool) -> Vec<&'static str> {
        let p = self.piece(kind);
        let (about, moves) = match (&p.promotion, promoted) {
            (Some(pr), true) => (pr.about, &pr.moves),
            _ => (p.about, &p.moves),
        };
        let special = SpecialMove::ALL
            .into_iter()
            .filter(|k| k.in_moves(moves))
            .filter_map(|k| self.special_moves[k as usize]);
        about.into_iter().chain(special).collect()
    }

    /// How impasse points are counted, from the pieces' values.
    fn impasse_rule(&self) -> String {
        let mut values: Vec<u8> = self.pieces.iter().map(|p| p.impasse_value).collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        let groups: Vec<String> = values
            .iter()
            .filter(|&&v| v > 0)
            .map(|&v| {
                let names: Vec<&str> = self
                    .pieces
                    .iter()
                    .filter(|p| p.impasse_value == v && !p.royal)
                    .map(|p| p.name)
                    .collect();
                if names.len() > 8 {
                    format!("{} for every other piece", count(v, "point"))
                } else {
                    format!("{} for each {}", count(v, "point"), names.join(", "))
                }
            })
            .collect();
        format!(
            "Impasse: when both Kings stand in their promotion zones, either player may propose to end the game by points (/impasse). Each piece on the board or in hand counts as its unpromoted form: {}; Kings count nothing. A player with fewer than {} loses; if both have {} or more, the game is drawn.",
            groups.join("; "),
            count(self.impasse_threshold, "point"),
            self.impasse_threshold
        )
    }
}

fn join_or(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
