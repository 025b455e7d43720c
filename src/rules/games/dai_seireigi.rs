//! Dai Seireigi, 15x15 (rules.md section 6; seed 002). The setup is reconstructed.

use super::piece;
use crate::rules::betza::DirSet;
use crate::rules::game::{GameSpec, Variant};

pub(super) fn spec() -> GameSpec {
    GameSpec {
        variant: Variant::DaiSeireigi,
        name: "Dai Seireigi",
        kanji_name: "大精霊棋",
        size: 15,
        zone_depth: 5,
        pieces: vec![
            piece("K", "King", "王将", "K", "K").royal(),
            piece("H", "Hook Mover", "鉤行", "HM", "R").special(|m| m.with_hook(DirSet::ORTH)).value(10),
            piece("H'", "Capricorn", "摩羯", "Ca", "B").special(|m| m.with_hook(DirSet::DIAG)).value(10),
            piece("X", "Lion", "獅子", "Ln", "KNAD").special(|m| m.with_lion()).value(5),
            piece("Q", "Queen", "奔王", "Q", "Q").value(5),
            piece("R'", "Rook General", "飛将", "RG", "R")
                .special(|m| m.with_range_jump(DirSet::ORTH))
                .promotes("Great General", "大将", "GG", "Q")
                .promoted_special(|m| m.with_range_jump(DirSet::ALL))
                .value(10),
            // rules.md: the Bishop General and Vice General are diagonal (their XBetza).
            piece("B'", "Bishop General", "角将", "BG", "B")
                .special(|m| m.with_range_jump(DirSet::DIAG))
                .promotes("Vice General", "副将", "VG", "BWNAD")
                .promoted_special(|m| m.with_range_jump(DirSet::DIAG).with_lion())
                .value(10),
            piece("R", "Rook", "飛車", "R", "R").promotes("Dragon King", "龍王", "DK", "RF").value(5),
            piece("B", "Bishop", "角行", "B", "B").promotes("Dragon Horse", "龍馬", "DH", "BW").value(5),
            piece("J", "Swooping Owl", "鴟行", "SO", "WN")
                .promotes("Cloud Eagle", "雲鷲", "CE", "RFA")
                .promoted_special(|m| m.with_linear_lion(DirSet::DIAG))
                .value(5),
            piece("J'", "Strutting Crow", "烏行", "SC", "FAD")
                .promotes("Flying Falcon", "飛鷹", "FF", "BWD")
                .promoted_special(|m| m.with_linear_lion(DirSet::ORTH))
                .value(5),
            piece("E", "Great Elephant", "大象", "GE", "fBbFsfW").promotes("Teaching King", "教王", "TK", "fBvRbFsW"),
            piece("W", "Running Wolf", "走狼", "RW", "vRfFsW").promotes("Free Boar", "奔猪", "FB", "BsR"),
            piece("D", "Great Leopard", "大豹", "GL", "sRfFbW").promotes("Flying Ox", "飛牛", "FO", "BvR"),
            piece("D'", "Roaring Dog", "吼犬", "RD", "FsWfsCfsZ")
                .promotes("Wizard Stork", "仙鶴", "WS", "KAD")
                .promoted_special(|m| m.with_linear_lion(DirSet::ALL)),
            piece("O", "Strong Bear", "強熊", "SB", "FsbWfsN").promotes("Whale", "鯨鯢", "Wh", "fBbRbFfWbsN"),
            piece("V", "Poisonous Snake", "毒蛇", "PS", "WfFvD")
                .promotes("Square Mover", "方行", "SM", "fRsbWsbH")
                .promoted_special(|m| m.with_hook(DirSet::FORWARD)),
            piece("U", "Wooden Dove", "鳩槃", "WD", "FvWfA")
                .promotes("Ancient Dragon", "元龍", "AD", "fBbFbG")
                .promoted_special(|m| m.with_hook(DirSet::FORWARD_DIAG)),
            piece("G", "Gold General", "金将", "G", "WfF").promotes("Great Elephant", "大象", "GE", "fBbFsfW"),
            piece("S", "Silver General", "銀将", "S", "FfW").promotes("Running Wolf", "走狼", "RW", "vRfFsW"),
            piece("C", "Copper General", "銅将", "C", "fFvW").promotes("Great Leopard", "大豹", "GL", "sRfFbW"),
            piece("T", "Thunder Runner", "雷走", "TR", "fCfZ")
                .promotes("Free Demon", "奔鬼", "FD", "fBsRbsCbsZ")
                .promoted_special(|m| m.with_range_jump(DirSet::FORWARD_DIAG))
                .forced(3),
            piece("F", "Flying Cat", "飛猫", "FC", "fGfH")
                .promotes("Great Dream-Eater", "大獏", "GD", "vRfBbCbZ")
                .promoted_special(|m| m.with_range_jump(DirSet::VERTICAL))
                .forced(3),
            piece("Y", "Flying Swallow", "飛燕", "FS", "fAfD").promotes("Golden Bird", "金翅", "GB", "fFvWfhNbAsbD").forced(2),
            piece("N", "Knight", "桂馬", "N", "fN").promotes("Heavenly Horse", "天馬", "HH", "FfWbNfAfD").forced(2),
            piece("I", "Iron General", "鉄将", "I", "fFfW").promotes("Poisonous Snake", "毒蛇", "PS", "WfFvD").forced(1),
            piece("Z", "Stone General", "石将", "St", "fF").promotes("Wooden Dove", "鳩槃", "WD", "FvWfA").forced(1),
            piece("A", "Running Rabbit", "走兎", "RR", "fBfR").promotes("Treacherous Fox", "隠狐", "TF", "fBbRbFfW").forced(1),
            piece("M", "Ram's-Head Soldier", "羊兵", "RS", "fB").promotes("Great Stag", "大鹿", "GS", "vRsWvN").forced(1),
            piece("L", "Lance", "香車", "L", "fR").promotes("Free Tiger", "奔虎", "FT", "sRvWsN").forced(1),
            piece("P", "Pawn", "歩兵", "P", "fW").promotes("Tokin", "と金", "+P", "WfF").forced(1).pawn(),
        ],
        hand_order: vec![
            "P", "L", "M", "A", "Z", "I", "N", "Y", "F", "T", "C", "S", "G", "O", "D'", "V", "U", "J", "J'", "D", "W", "E",
            "B", "R", "B'", "R'", "X", "Q", "H'", "H",
        ],
        impasse_threshold: 105,
        start_sfen: "lmfd'r'ogkgob'd'fml/1n1a1tsest1a1n1/y1z1ijcxcj'i1z1y/1u1w1rhqh'b1d1v1/ppppppppppppppp/15/15/15/15/15/PPPPPPPPPPPPPPP/1V1D1BH'QHR1W1U1/Y1Z1IJ'CXCJI1Z1Y/1N1A1TSEST1A1N1/LMFD'B'OGKGOR'D'FML b - 1",
        setup_note: Some(
            "The setup is reconstructed: the seed's diagram was lost, so this is the inventor's later setup with the seed's pieces on the squares of their counterparts.",
        ),
        sources: "A. M. DeWitt's Dai Seireigi page (chessvariants.com); setup from Ludii 1.3.14 (rules.md section 6).",
    }
}
