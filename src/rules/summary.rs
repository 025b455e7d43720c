//! The word for which occurrence of a position ends a game ("fourth"). The rules in
//! sentences, in each language, are `i18n::games::rules_summary`.

use super::game::Game;

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
}
