//! Uchi Chu Shogi, 12x12 (rules.md section 5; seed 003). The setup is provisional.

use super::piece;
use crate::rules::game::{GameSpec, Variant};

pub(super) fn spec() -> GameSpec {
    GameSpec {
        variant: Variant::UchiChuShogi,
        name: "Uchi Chu Shogi",
        kanji_name: "打中将棋",
        size: 12,
        zone_depth: 4,
        pieces: vec![
            piece("K", "King", "王将", "K", "K").royal(),
            // rules.md: three diagonal squares as a slider (the seed's FafafF) plus NAD.
            piece("X", "Lion", "獅子", "Ln", "F3NAD").value(5),
            piece("R", "Rook", "飛車", "R", "R").promotes("Dragon King", "龍王", "DK", "RF").value(5),
            piece("B", "Bishop", "角行", "B", "B").promotes("Dragon Horse", "龍馬", "DH", "BW").value(5),
            piece("V", "Venomous Wolf", "毒狼", "VW", "vW3sWfF").promotes("Rushing Boar", "行猪", "RB", "F3sW3vW").value(5),
            piece("D", "Great Leopard", "大豹", "GL", "sW3bWfF").promotes("Plodding Ox", "歬牛", "PO", "F3vW3sW").value(5),
            piece("G", "Gold General", "金将", "G", "WfF").promotes("Fragrant Elephant", "香象", "FE", "fF3fsWbF"),
            piece("S", "Silver General", "銀将", "S", "FfW").promotes("Venomous Wolf", "毒狼", "VW", "vW3sWfF"),
            piece("C", "Copper General", "銅将", "C", "vWfF").promotes("Great Leopard", "大豹", "GL", "sW3bWfF"),
            piece("I", "Iron General", "鉄将", "I", "fWfF").promotes("Golden Bird", "金翅", "GB", "FvWfD").forced(1),
            piece("Y", "Flying Swallow", "飛燕", "FS", "fA").promotes("Rook", "飛車", "R", "R").forced(2),
            piece("N", "Knight", "桂馬", "N", "fN").promotes("White Horse", "白駒", "WH", "vRfB").forced(2),
            piece("T", "Enchanted Badger", "変狸", "EB", "fWfD").promotes("Bishop", "角行", "B", "B").forced(1),
            piece("M", "Ram's-Head Soldier", "羊兵", "RS", "fB").promotes("Prancing Stag", "踊鹿", "PS", "sfWbFfN").forced(1),
            piece("L", "Lance", "香車", "L", "fR").promotes("Treacherous Fox", "隠狐", "TF", "sbWfFfA").forced(1),
            piece("P", "Pawn", "歩兵", "P", "fW").promotes("Tokin", "と金", "+P", "WfF").forced(1).pawn(),
        ],
        hand_order: vec!["P", "L", "M", "N", "Y", "T", "I", "C", "S", "G", "D", "V", "B", "R", "X"],
        impasse_threshold: 49,
        start_sfen: "lmcsg1kgscml/1n1ti2it1n1/y1v1r1xb1d1y/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/Y1D1BX1R1V1Y/1N1TI2IT1N1/LMCSGK1GSCML b - 1",
        setup_note: Some(
            "The setup is provisional: the published setup could not be obtained, so the pieces stand on the squares of their Chu Seireigi counterparts. Games may start from any position.",
        ),
        sources: "A. M. DeWitt's Uchi Chu Shogi page (chessvariants.com); setup reconstructed (rules.md section 5).",
    }
}
