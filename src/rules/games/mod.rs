//! The games' tables. Each file is data only: pieces with their moves (the seeds' XBetza),
//! promotions, restrictions, hand order, impasse rule and setup.

mod chu_seireigi;
mod dai_seireigi;
mod shogi;
mod uchi_chu_shogi;

use super::betza::{self, MoveSet};
use super::game::{GameSpec, PieceDef, PromotedDef, Variant};

pub(crate) fn spec(variant: Variant) -> GameSpec {
    match variant {
        Variant::Shogi => shogi::spec(),
        Variant::ChuSeireigi => chu_seireigi::spec(),
        Variant::UchiChuShogi => uchi_chu_shogi::spec(),
        Variant::DaiSeireigi => dai_seireigi::spec(),
    }
}

fn moves(text: &'static str) -> MoveSet {
    // The tables are compiled into the program; a typo is caught by every test.
    betza::parse(text).unwrap_or_else(|e| panic!("{e}"))
}

/// A piece with its ID, English name, kanji, western abbreviation and XBetza.
fn piece(
    id: &'static str,
    name: &'static str,
    kanji: &'static str,
    abbrev: &'static str,
    betza: &'static str,
) -> PieceDef {
    PieceDef {
        id,
        name,
        kanji,
        abbrev,
        betza,
        moves: moves(betza),
        promotion: None,
        forced_depth: 0,
        impasse_value: 1,
        royal: false,
        pawn: false,
    }
}

impl PieceDef {
    fn promotes(
        mut self,
        name: &'static str,
        kanji: &'static str,
        abbrev: &'static str,
        betza: &'static str,
    ) -> PieceDef {
        self.promotion = Some(PromotedDef {
            name,
            kanji,
            abbrev,
            betza,
            moves: moves(betza),
        });
        self
    }

    /// Adds special moves (section 6) to the unpromoted piece.
    fn special(mut self, f: impl FnOnce(MoveSet) -> MoveSet) -> PieceDef {
        self.moves = f(self.moves);
        self
    }

    /// Adds special moves to the promoted form.
    fn promoted_special(mut self, f: impl FnOnce(MoveSet) -> MoveSet) -> PieceDef {
        if let Some(p) = self.promotion.as_mut() {
            p.moves = f(std::mem::take(&mut p.moves));
        }
        self
    }

    /// Must promote on, and may not be dropped on, the last `ranks` ranks.
    fn forced(mut self, ranks: u8) -> PieceDef {
        self.forced_depth = ranks;
        self
    }

    fn value(mut self, points: u8) -> PieceDef {
        self.impasse_value = points;
        self
    }

    fn royal(mut self) -> PieceDef {
        self.royal = true;
        self.impasse_value = 0;
        self
    }

    fn pawn(mut self) -> PieceDef {
        self.pawn = true;
        self
    }
}
