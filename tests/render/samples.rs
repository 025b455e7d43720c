//! Hand-made diagrams for the render tests and the render bench (`benches/render.rs`
//! includes this file). They are laid out by hand, not by the rules engine, and only need
//! to look like real positions.

// The bench draws a few of them only.
#![allow(dead_code)]

use seireigi::render::{Diagram, DrawnPiece, HandEntry, Mark, PieceStyle, Side};

const B: Side = Side::Black;
const W: Side = Side::White;

fn pc(side: Side, kanji: &str, abbrev: &str) -> DrawnPiece {
    DrawnPiece::new(side, kanji, abbrev, false)
}

fn promoted(side: Side, kanji: &str, abbrev: &str) -> DrawnPiece {
    DrawnPiece::new(side, kanji, abbrev, true)
}

/// Column of file `file` on a board `files` wide (file N is column 0).
fn col(files: u8, file: u8) -> u8 {
    files - file
}

/// Row of rank letter `rank` ('a' is row 0).
fn row(rank: char) -> u8 {
    (rank as u8).saturating_sub(b'a')
}

/// Puts `p` for Black on (file, rank) and its mirror image for White.
fn both(d: &mut Diagram, file: u8, rank: char, kanji: &str, abbrev: &str) {
    let (c, r) = (col(d.files, file), row(rank));
    d.set(c, r, pc(B, kanji, abbrev));
    d.set(d.files - 1 - c, d.ranks - 1 - r, pc(W, kanji, abbrev));
}

fn names(d: &mut Diagram, footer: &str) {
    d.header = "☗ alice  vs  ☖ bob".to_owned();
    d.footer = footer.to_owned();
}

pub fn shogi_start(style: PieceStyle) -> Diagram {
    let mut d = Diagram::empty(9, 3);
    d.style = style;
    let back = [("香", "L"), ("桂", "N"), ("銀", "S"), ("金", "G")];
    for (i, (k, a)) in back.iter().enumerate() {
        let file = 9 - i as u8;
        both(&mut d, file, 'i', k, a);
        both(&mut d, 10 - file, 'i', k, a);
    }
    d.set(col(9, 5), row('i'), pc(B, "玉", "K"));
    d.set(col(9, 5), row('a'), pc(W, "王", "K"));
    both(&mut d, 8, 'h', "角", "B");
    both(&mut d, 2, 'h', "飛", "R");
    for file in 1..=9 {
        both(&mut d, file, 'g', "歩", "P");
    }
    names(&mut d, "Black to move · move 1");
    d
}

/// A 9x9 game in progress: promoted pieces, hands, last move and check.
pub fn shogi_game(style: PieceStyle) -> Diagram {
    let mut d = shogi_start(style);
    let clear = [
        (7, 'g'),
        (3, 'c'),
        (2, 'h'),
        (8, 'b'),
        (5, 'a'),
        (2, 'c'),
        (4, 'a'),
        (8, 'h'),
    ];
    for (f, r) in clear {
        d.cells[usize::from(row(r)) * 9 + usize::from(col(9, f))] = None;
    }
    d.set(col(9, 5), row('b'), pc(W, "王", "K"));
    d.set(col(9, 2), row('c'), promoted(B, "龍", "R"));
    d.set(col(9, 3), row('c'), promoted(B, "と", "P"));
    d.set(col(9, 5), row('e'), pc(W, "角", "B"));
    d.set(col(9, 7), row('f'), pc(B, "歩", "P"));
    d.marks = vec![
        (col(9, 2), row('h'), Mark::LastMove),
        (col(9, 2), row('c'), Mark::LastMove),
        (col(9, 5), row('b'), Mark::Check),
    ];
    d.hands[0] = vec![HandEntry::new("金", "G", 1), HandEntry::new("歩", "P", 3)];
    d.hands[1] = vec![
        HandEntry::new("飛", "R", 1),
        HandEntry::new("銀", "S", 1),
        HandEntry::new("歩", "P", 2),
    ];
    names(&mut d, "White to move · move 42 · check");
    d
}

pub fn chu_seireigi_start(style: PieceStyle) -> Diagram {
    let mut d = Diagram::empty(12, 4);
    d.style = style;
    let first = [
        (12, "香車", "L"),
        (11, "羊兵", "RS"),
        (10, "銅将", "C"),
        (9, "銀将", "S"),
        (8, "金将", "G"),
        (6, "大象", "GE"),
        (5, "金将", "G"),
        (4, "銀将", "S"),
        (3, "銅将", "C"),
        (2, "羊兵", "RS"),
        (1, "香車", "L"),
    ];
    for (f, k, a) in first {
        both(&mut d, f, 'l', k, a);
    }
    d.set(col(12, 7), row('l'), pc(B, "玉将", "K"));
    d.set(col(12, 6), row('a'), pc(W, "王将", "K"));
    let second = [
        (11, "桂馬", "N"),
        (2, "桂馬", "N"),
        (9, "走兎", "RR"),
        (4, "走兎", "RR"),
        (8, "強熊", "SB"),
        (5, "強熊", "SB"),
        (7, "麒麟", "Kr"),
        (6, "鳳凰", "Ph"),
    ];
    for (f, k, a) in second {
        both(&mut d, f, 'k', k, a);
    }
    let third = [
        (12, "飛燕", "FS"),
        (1, "飛燕", "FS"),
        (10, "大豹", "GL"),
        (8, "角行", "B"),
        (7, "獅鷹", "LH"),
        (6, "奔王", "Q"),
        (5, "飛車", "R"),
        (3, "走狼", "RW"),
    ];
    for (f, k, a) in third {
        both(&mut d, f, 'j', k, a);
    }
    for f in 1..=12 {
        both(&mut d, f, 'i', "歩兵", "P");
    }
    names(&mut d, "Black to move · move 1");
    d
}

/// Chu Seireigi some thirty moves in: promotions, captures in hand, a
/// two-step Lion Hawk move highlighted and the White King in check.
pub fn chu_seireigi_middlegame(style: PieceStyle) -> Diagram {
    let mut d = chu_seireigi_start(style);
    let clear = [
        (9, 'i'),
        (4, 'c'),
        (7, 'j'),
        (6, 'c'),
        (8, 'j'),
        (5, 'd'),
        (3, 'd'),
        (10, 'i'),
        (5, 'k'),
        (6, 'a'),
        (11, 'k'),
        (2, 'd'),
        (8, 'b'),
        (7, 'i'),
    ];
    for (f, r) in clear {
        let i = usize::from(row(r)) * 12 + usize::from(col(12, f));
        if let Some(cell) = d.cells.get_mut(i) {
            *cell = None;
        }
    }
    d.set(col(12, 7), row('b'), pc(W, "王将", "K"));
    d.set(col(12, 6), row('d'), pc(B, "獅鷹", "LH"));
    d.set(col(12, 9), row('g'), pc(B, "歩兵", "P"));
    d.set(col(12, 4), row('e'), promoted(B, "龍馬", "B"));
    d.set(col(12, 2), row('d'), promoted(B, "と金", "P"));
    d.set(col(12, 8), row('f'), pc(W, "角行", "B"));
    d.set(col(12, 10), row('h'), promoted(W, "鯨鯢", "SB"));
    d.set(col(12, 11), row('g'), pc(W, "桂馬", "N"));
    d.set(col(12, 7), row('h'), promoted(B, "踊鹿", "RR"));
    d.marks = vec![
        (col(12, 7), row('f'), Mark::LastMove),
        (col(12, 6), row('e'), Mark::LastMove),
        (col(12, 6), row('d'), Mark::LastMove),
        (col(12, 7), row('b'), Mark::Check),
    ];
    d.hands[0] = vec![
        HandEntry::new("歩兵", "P", 3),
        HandEntry::new("銅将", "C", 1),
        HandEntry::new("金将", "G", 1),
        HandEntry::new("鳳凰", "Ph", 1),
        HandEntry::new("角行", "B", 1),
    ];
    d.hands[1] = vec![
        HandEntry::new("歩兵", "P", 2),
        HandEntry::new("桂馬", "N", 1),
        HandEntry::new("強熊", "SB", 1),
        HandEntry::new("獅鷹", "LH", 1),
    ];
    d.header = "☗ alice  vs  ☖ bob  ·  Chu Seireigi".to_owned();
    d.footer = "White to move · move 61 · check".to_owned();
    d
}

/// Every kind a Dai Seireigi hand can hold, in a plausible hand order.
pub const DAI_HAND: [(&str, &str); 30] = [
    ("獅子", "Ln"),
    ("獅鷹", "LH"),
    ("奔王", "Q"),
    ("鉤行", "HM"),
    ("飛車", "R"),
    ("角行", "B"),
    ("鴟行", "SO"),
    ("烏行", "SC"),
    ("鳳凰", "Ph"),
    ("麒麟", "Kr"),
    ("方行", "SM"),
    ("吼犬", "RD"),
    ("毒蛇", "PS"),
    ("雷走", "TR"),
    ("飛猫", "FC"),
    ("大象", "GE"),
    ("走狼", "RW"),
    ("大豹", "GL"),
    ("強熊", "SB"),
    ("金将", "G"),
    ("銀将", "S"),
    ("銅将", "C"),
    ("鉄将", "I"),
    ("石将", "St"),
    ("飛燕", "FS"),
    ("桂馬", "N"),
    ("走兎", "RR"),
    ("羊兵", "RS"),
    ("香車", "L"),
    ("歩兵", "P"),
];

/// A crowded 15x15 board with all 30 kinds in Black's hand.
pub fn dai_seireigi_middlegame(style: PieceStyle) -> Diagram {
    let mut d = Diagram::empty(15, 5);
    d.style = style;
    for f in 1..=15u8 {
        let (k, a) = DAI_HAND[usize::from(f) % DAI_HAND.len()];
        both(&mut d, f, 'o', k, a);
        let (k, a) = DAI_HAND[(usize::from(f) * 7) % DAI_HAND.len()];
        if f % 3 != 0 {
            both(&mut d, f, 'n', k, a);
        }
        if f % 4 != 1 {
            both(&mut d, f, 'l', "歩兵", "P");
        }
    }
    d.set(col(15, 8), row('o'), pc(B, "玉将", "K"));
    d.set(col(15, 8), row('a'), pc(W, "王将", "K"));
    d.set(col(15, 6), row('g'), promoted(B, "龍王", "R"));
    d.set(col(15, 10), row('h'), promoted(W, "教王", "GE"));
    d.set(col(15, 9), row('i'), pc(W, "獅子", "Ln"));
    d.set(col(15, 3), row('f'), promoted(B, "金翅", "FS"));
    d.marks = vec![
        (col(15, 10), row('e'), Mark::LastMove),
        (col(15, 10), row('h'), Mark::LastMove),
    ];
    d.hands[0] = DAI_HAND
        .iter()
        .enumerate()
        .map(|(i, (k, a))| HandEntry::new(k, a, 1 + (i as u32 % 4) * (i as u32 % 5)))
        .collect();
    d.hands[1] = DAI_HAND[..12]
        .iter()
        .map(|(k, a)| HandEntry::new(k, a, 1))
        .collect();
    d.header = "☗ a_rather_long_player_name  vs  ☖ another.long.name".to_owned();
    d.footer = "Black to move · move 123".to_owned();
    d
}

/// A /piece diagram: one piece in the middle and every kind of move mark.
pub fn piece_diagram(size: u8, style: PieceStyle) -> Diagram {
    let zone = match size {
        0..=9 => 3,
        10..=12 => 4,
        _ => 5,
    };
    let mut d = Diagram::empty(size, zone);
    d.style = style;
    d.show_hands = false;
    let m = size / 2;
    d.set(m, m, pc(B, "獅鷹", "LH"));
    let mut marks = Vec::new();
    // Lion steps around, jumps two away, slides on the diagonals beyond.
    for dc in -2i16..=2 {
        for dr in -2i16..=2 {
            let (c, r) = (i16::from(m) + dc, i16::from(m) + dr);
            let (Ok(c), Ok(r)) = (u8::try_from(c), u8::try_from(r)) else {
                continue;
            };
            match dc.abs().max(dr.abs()) {
                1 => marks.push((c, r, Mark::LionStep)),
                2 => marks.push((c, r, Mark::Jump)),
                _ => {}
            }
        }
    }
    for k in 3..size {
        for (sc, sr) in [(-1i16, -1i16), (1, -1), (-1, 1), (1, 1)] {
            let (c, r) = (
                i16::from(m) + sc * i16::from(k),
                i16::from(m) + sr * i16::from(k),
            );
            if let (Ok(c), Ok(r)) = (u8::try_from(c), u8::try_from(r)) {
                if c < size && r < size {
                    marks.push((c, r, Mark::Slide));
                }
            }
        }
    }
    if m >= 3 {
        marks.push((m, 0, Mark::Step));
        marks.push((m - 3, m, Mark::HookTurn));
        marks.push((m + 3, m, Mark::RangeJump));
    }
    d.marks = marks;
    d.header = "Lion Hawk 獅鷹".to_owned();
    d.footer = "steps · slides · jumps · hook turns · lion steps · range jumps".to_owned();
    d
}

/// /moves: the destinations of one piece, captures marked differently.
pub fn moves_diagram(style: PieceStyle) -> Diagram {
    let mut d = chu_seireigi_middlegame(style);
    d.marks.clear();
    let (c, r) = (col(12, 6), row('d'));
    for (dc, dr) in [
        (-1i16, -1i16),
        (1, -1),
        (-1, 1),
        (1, 1),
        (-2, 0),
        (2, 0),
        (0, -2),
        (0, 2),
        (-2, -2),
        (2, -2),
    ] {
        let (Ok(x), Ok(y)) = (
            u8::try_from(i16::from(c) + dc),
            u8::try_from(i16::from(r) + dr),
        ) else {
            continue;
        };
        let mark = if d.piece_at(x, y).is_some_and(|p| p.side == W) {
            Mark::CaptureDestination
        } else if d.piece_at(x, y).is_some() {
            continue;
        } else {
            Mark::Destination
        };
        d.marks.push((x, y, mark));
    }
    d.footer = "Lion Hawk on 6d: destinations".to_owned();
    d
}
