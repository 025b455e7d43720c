//! Standard shogi (rules.md section 7): the reference game.

use super::piece;
use crate::rules::game::{GameSpec, Variant};

pub(super) fn spec() -> GameSpec {
    GameSpec {
        variant: Variant::Shogi,
        name: "Shogi",
        kanji_name: "将棋",
        size: 9,
        zone_depth: 3,
        pieces: vec![
            piece("K", "King", "王将", "K", "K").royal(),
            piece("R", "Rook", "飛車", "R", "R")
                .promotes("Dragon King", "龍王", "+R", "RF")
                .value(5),
            piece("B", "Bishop", "角行", "B", "B")
                .promotes("Dragon Horse", "龍馬", "+B", "BW")
                .value(5),
            piece("G", "Gold General", "金将", "G", "WfF"),
            piece("S", "Silver General", "銀将", "S", "FfW").promotes(
                "Promoted Silver",
                "成銀",
                "+S",
                "WfF",
            ),
            piece("N", "Knight", "桂馬", "N", "fN")
                .promotes("Promoted Knight", "成桂", "+N", "WfF")
                .forced(2),
            piece("L", "Lance", "香車", "L", "fR")
                .promotes("Promoted Lance", "成香", "+L", "WfF")
                .forced(1),
            piece("P", "Pawn", "歩兵", "P", "fW")
                .promotes("Tokin", "と金", "+P", "WfF")
                .forced(1)
                .pawn(),
        ],
        hand_order: vec!["P", "L", "N", "S", "G", "B", "R"],
        impasse_threshold: 24,
        start_sfen: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        setup_note: None,
        sources: "Standard shogi.",
    }
}
