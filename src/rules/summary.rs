//! A game's rules in a few sentences, written from its file's fields, for `/rules` and
//! `seireigi games` (the prose stays next to the data it describes).

use super::game::Game;
use super::spec::{NoLegalMove, PerpetualCheck};

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
            let forced = if self.pieces.iter().any(|p| p.forced_depth > 0) {
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
            out.push(format!(
                "No two unpromoted {}s of a side on a file.",
                self.piece(k).name
            ));
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
        out.push(format!(
            "Impasse by points: {} needed.",
            self.impasse_threshold
        ));
        out.join(" ")
    }
}

fn join_or(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
