//! Chu Seireigi, 12x12 (rules.md section 4; seed 000, hand order from seed 001).

use super::piece;
use crate::rules::game::{GameSpec, Variant};

pub(super) fn spec() -> GameSpec {
    GameSpec {
        variant: Variant::ChuSeireigi,
        name: "Chu Seireigi",
        kanji_name: "中精霊棋",
        size: 12,
        zone_depth: 4,
        pieces: vec![
            piece("K", "King", "王将", "K", "K").royal(),
            piece("Q", "Queen", "奔王", "Q", "Q").value(5),
            // The seed writes the diagonal slide as a multi-leg move (FafyafF): it is B.
            piece("H", "Lion Hawk", "獅鷹", "LH", "BNAD").value(5),
            piece("R", "Rook", "飛車", "R", "R").promotes("Dragon King", "龍王", "DK", "RF").value(5),
            piece("B", "Bishop", "角行", "B", "B").promotes("Dragon Horse", "龍馬", "DH", "BW").value(5),
            piece("F", "Phoenix", "鳳凰", "Ph", "WA").promotes("Rook", "飛車", "R", "R").value(5),
            piece("I", "Kirin", "麒麟", "Kr", "FD").promotes("Bishop", "角行", "B", "B").value(5),
            piece("E", "Great Elephant", "大象", "GE", "fBbFsfW").promotes("Teaching King", "教王", "TK", "fBvRbFsW"),
            piece("W", "Running Wolf", "走狼", "RW", "vRfFsW").promotes("Free Boar", "奔猪", "FB", "BsR"),
            piece("D", "Great Leopard", "大豹", "GL", "sRfFbW").promotes("Flying Ox", "飛牛", "FO", "BvR"),
            piece("O", "Strong Bear", "強熊", "SB", "FsfW").promotes("Whale", "鯨鯢", "Wh", "fBbRbFfWbsN"),
            piece("G", "Gold General", "金将", "G", "WfF").promotes("Great Elephant", "大象", "GE", "fBbFsfW"),
            piece("S", "Silver General", "銀将", "S", "FfW").promotes("Running Wolf", "走狼", "RW", "vRfFsW"),
            piece("C", "Copper General", "銅将", "C", "fFvW").promotes("Great Leopard", "大豹", "GL", "sRfFbW"),
            piece("Y", "Flying Swallow", "飛燕", "FS", "fAfD").promotes("Golden Bird", "金翅", "GB", "fFvWfhNbAsbD").forced(2),
            piece("N", "Knight", "桂馬", "N", "fN").promotes("Heavenly Horse", "天馬", "HH", "FfWbNfAfD").forced(2),
            piece("A", "Running Rabbit", "走兎", "RR", "fBfR").promotes("Prancing Stag", "踊鹿", "PS", "fBsRvW").forced(1),
            piece("M", "Ram's-Head Soldier", "羊兵", "RS", "fB").promotes("Treacherous Fox", "隠狐", "TF", "vRsWvN").forced(1),
            piece("L", "Lance", "香車", "L", "fR").promotes("Free Tiger", "奔虎", "FT", "sRvWsN").forced(1),
            piece("P", "Pawn", "歩兵", "P", "fW").promotes("Tokin", "と金", "+P", "WfF").forced(1).pawn(),
        ],
        hand_order: vec![
            "P", "L", "M", "A", "N", "Y", "C", "S", "G", "O", "D", "W", "E", "I", "F", "B", "R", "H", "Q",
        ],
        impasse_threshold: 56,
        start_sfen: "lmcsgekgscml/1n1aofioa1n1/y1w1rqhb1d1y/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/Y1D1BHQR1W1Y/1N1AOIFOA1N1/LMCSGKEGSCML b - 1",
        setup_note: None,
        sources: "A. M. DeWitt's Chu Seireigi page (chessvariants.com), Ludii's Chu Seireigi, Jocly.",
    }
}
