//! Every piece form of every game, alone on an empty board, must reach exactly the squares of
//! its diagram in tests/piece_moves/*.txt. The diagrams were drawn from the sources' XBetza as
//! rules.md section 3 reads it, not from the engine's tables, so they catch transcription
//! errors in src/rules/games/*.rs as well as misreadings in src/rules/betza.rs.

use seireigi::rules::{Color, Game, Move, Piece, PieceKind, Position, Square, Variant};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// A board point as Black sees the board: column from the left, row from the top.
type Point = (i32, i32);

/// The eight lines a slide can follow.
const LINES: [Point; 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

/// The diagrams of a game, by id: every loaded game must have a file.
fn diagrams(id: &str) -> &'static str {
    match id {
        "shogi" => include_str!("../piece_moves/shogi.txt"),
        "chu-seireigi" => include_str!("../piece_moves/chu-seireigi.txt"),
        "uchi-chu-shogi" => include_str!("../piece_moves/uchi-chu-shogi.txt"),
        "dai-seireigi" => include_str!("../piece_moves/dai-seireigi.txt"),
        "minishogi" => include_str!("../piece_moves/minishogi.txt"),
        "judkins-shogi" => include_str!("../piece_moves/judkins-shogi.txt"),
        "goro-goro-shogi" => include_str!("../piece_moves/goro-goro-shogi.txt"),
        "yari-shogi" => include_str!("../piece_moves/yari-shogi.txt"),
        "tori-shogi" => include_str!("../piece_moves/tori-shogi.txt"),
        "euroshogi" => include_str!("../piece_moves/euroshogi.txt"),
        "check-shogi" => include_str!("../piece_moves/shogi.txt"),
        "chu-shogi" => include_str!("../piece_moves/chu-shogi.txt"),
        "dai-shogi" => include_str!("../piece_moves/dai-shogi.txt"),
        "dobutsu-shogi" => include_str!("../piece_moves/dobutsu-shogi.txt"),
        "cannon-shogi" => include_str!("../piece_moves/cannon-shogi.txt"),
        other => panic!("no tests/piece_moves file for {other}: draw its pieces' diagrams"),
    }
}

fn data() -> Vec<(Variant, &'static str)> {
    Variant::all().map(|v| (v, diagrams(v.id()))).collect()
}

/// One diagram of the data files.
struct Entry {
    name: String,
    /// The promoted form's name, for a promoted entry.
    promoted: Option<String>,
    betza: String,
    rows: Vec<Vec<char>>,
}

impl Entry {
    fn label(&self) -> String {
        match &self.promoted {
            Some(p) => format!("{} promoted to {p} ({})", self.name, self.betza),
            None => format!("{} ({})", self.name, self.betza),
        }
    }

    fn origin(&self) -> Point {
        for (r, row) in self.rows.iter().enumerate() {
            if let Some(c) = row.iter().position(|&ch| ch == 'O') {
                return (c as i32, r as i32);
            }
        }
        panic!("{}: diagram without O", self.label());
    }

    fn marked(&self, (c, r): Point) -> bool {
        self.rows
            .get(r as usize)
            .and_then(|row| row.get(c as usize))
            == Some(&'x')
    }
}

fn parse(text: &str) -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    for line in text.lines() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with(['.', 'x', 'O']) {
            let row: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
            assert!(
                row.iter().all(|c| ".xO".contains(*c)),
                "bad diagram row {line:?}"
            );
            entries
                .last_mut()
                .expect("diagram row before any header")
                .rows
                .push(row);
            continue;
        }
        let (head, betza) = line.split_once("  (").expect("header is `Name  (XBetza)`");
        let (name, promoted) = match head.split_once(" + ") {
            Some((n, p)) => (n.to_string(), Some(p.to_string())),
            None => (head.to_string(), None),
        };
        let betza = betza.trim_end_matches(')').to_string();
        entries.push(Entry {
            name,
            promoted,
            betza,
            rows: Vec::new(),
        });
    }
    for e in &entries {
        let n = e.rows[0].len();
        assert!(
            e.rows.iter().all(|r| r.len() == n),
            "{}: diagram rows of different lengths",
            e.label()
        );
    }
    entries
}

fn kind_named(game: &Game, name: &str) -> PieceKind {
    game.kinds()
        .find(|&k| game.piece(k).name == name)
        .unwrap_or_else(|| panic!("{}: no piece named {name}", game.id()))
}

fn square(game: &Game, (c, r): Point) -> Square {
    Square::new(game.width - c as u8, r as u8).expect("point on the board")
}

fn point(game: &Game, sq: Square) -> Point {
    (sq.column(game.width) as i32, sq.rank() as i32)
}

fn on_board(game: &Game, (c, r): Point) -> bool {
    (0..game.width as i32).contains(&c) && (0..game.height as i32).contains(&r)
}

/// Where Black's piece stands and the squares the diagram says it reaches. A diagram as large
/// as the board is the board; a smaller one is a window centred on the board's middle, where
/// a mark four squares out along a line means the slide continues to the edge.
fn expected(game: &Game, e: &Entry) -> (Point, BTreeSet<Point>) {
    let size = e.rows.len() as i32;
    let o = e.origin();
    let whole_board = size == game.height as i32 && e.rows[0].len() == game.width as usize;
    let (start, shift) = if whole_board {
        (o, (0, 0))
    } else {
        assert!(
            size % 2 == 1,
            "{}: a window smaller than the board has a centre",
            e.label()
        );
        assert_eq!(
            o,
            (size / 2, size / 2),
            "{}: O off the window's centre",
            e.label()
        );
        let mid = (game.width as i32 / 2, game.height as i32 / 2);
        (mid, (mid.0 - o.0, mid.1 - o.1))
    };
    let mut set = BTreeSet::new();
    for r in 0..size {
        for c in 0..e.rows[0].len() as i32 {
            if e.marked((c, r)) {
                let p = (c + shift.0, r + shift.1);
                assert!(
                    on_board(game, p),
                    "{}: window larger than the board",
                    e.label()
                );
                set.insert(p);
            }
        }
    }
    if !whole_board {
        let edge = size / 2;
        for (dc, dr) in LINES {
            if e.marked((o.0 + edge * dc, o.1 + edge * dr)) {
                let mut p = (start.0 + (edge + 1) * dc, start.1 + (edge + 1) * dr);
                while on_board(game, p) {
                    set.insert(p);
                    p = (p.0 + dc, p.1 + dr);
                }
            }
        }
    }
    (start, set)
}

/// The destinations of the piece alone on the board, in Black's view: White's piece stands
/// on the rotated square and its destinations are rotated back.
fn engine(
    game: &Game,
    piece: Piece,
    start: Point,
    problems: &mut String,
    label: &str,
) -> BTreeSet<Point> {
    let (w, h) = (game.width as i32 - 1, game.height as i32 - 1);
    let rotate = |(c, r): Point| match piece.color {
        Color::Black => (c, r),
        Color::White => (w - c, h - r),
    };
    let from = square(game, rotate(start));
    let mut pos = Position::empty(Variant::from_id(game.id).expect("a loaded game"));
    assert!(
        pos.put(from, Some(piece)),
        "{label}: cannot place the piece"
    );
    pos.set_side_to_move(piece.color);
    let mut set = BTreeSet::new();
    for mv in pos.legal_moves() {
        let Move::Board {
            from: f,
            via,
            to,
            promote,
        } = mv
        else {
            panic!("{label}: a drop with empty hands: {mv:?}");
        };
        assert_eq!(f, from, "{label}: a move from an empty square");
        if via.is_some() && to == from && game.rules.lion_pass {
            // A pass (over an empty square and back): no square reached.
            continue;
        }
        if via.is_some() {
            let _ = writeln!(
                problems,
                "{label} ({}): two-step move {mv:?} on an empty board",
                piece.color
            );
        }
        if promote && piece.promoted {
            let _ = writeln!(
                problems,
                "{label} ({}): promoted piece promotes again: {mv:?}",
                piece.color
            );
        }
        set.insert(rotate(point(game, to)));
    }
    set
}

/// Both sets drawn side by side over the diagram's area, plus any differing squares outside it.
fn side_by_side(
    game: &Game,
    e: &Entry,
    start: Point,
    want: &BTreeSet<Point>,
    got: &BTreeSet<Point>,
) -> String {
    let size = e.rows.len() as i32;
    let o = e.origin();
    let shift = (start.0 - o.0, start.1 - o.1);
    let draw = |set: &BTreeSet<Point>, r: i32| -> String {
        (0..size)
            .map(|c| {
                let p = (c + shift.0, r + shift.1);
                if p == start {
                    'O'
                } else if set.contains(&p) {
                    'x'
                } else {
                    '.'
                }
            })
            .flat_map(|ch| [ch, ' '])
            .collect()
    };
    let mut out = format!("{:width$}  engine\n", "diagram", width = 2 * size as usize);
    for r in 0..size {
        let _ = writeln!(out, "{}  {}", draw(want, r), draw(got, r));
    }
    let inside =
        |&(c, r): &Point| (0..size).contains(&(c - shift.0)) && (0..size).contains(&(r - shift.1));
    let names = |a: &BTreeSet<Point>, b: &BTreeSet<Point>| -> Vec<String> {
        a.difference(b)
            .filter(|p| !inside(p))
            .map(|&p| square(game, p).to_string())
            .collect()
    };
    let (missing, extra) = (names(want, got), names(got, want));
    if !missing.is_empty() || !extra.is_empty() {
        let _ = writeln!(
            out,
            "outside the window (Black's view): engine misses {missing:?}, engine adds {extra:?}"
        );
    }
    out
}

fn check_game(variant: Variant, text: &str, color: Color) -> String {
    let game = variant.game();
    let mut problems = String::new();
    for e in parse(text) {
        let kind = kind_named(game, &e.name);
        let piece = Piece {
            color,
            kind,
            promoted: e.promoted.is_some(),
        };
        let label = format!("{} {}", game.id(), e.label());
        let (start, want) = expected(game, &e);
        let got = engine(game, piece, start, &mut problems, &label);
        if got != want {
            let _ = writeln!(problems, "\n{label}, {color} (drawn from Black's side):");
            problems.push_str(&side_by_side(game, &e, start, &want, &got));
        }
    }
    problems
}

fn check_all(color: Color) {
    let report: String = data()
        .iter()
        .map(|&(v, text)| check_game(v, text, color))
        .collect();
    assert!(
        report.is_empty(),
        "destinations differ from the diagrams:\n{report}"
    );
}

#[test]
fn black_pieces_reach_their_diagrams() {
    check_all(Color::Black);
}

#[test]
fn white_pieces_reach_their_diagrams_rotated() {
    check_all(Color::White);
}

/// The diagrams cover every piece form of each game, under the sources' names, and nothing else.
#[test]
fn diagrams_name_every_piece_and_promotion() {
    for (variant, text) in data() {
        let game = variant.game();
        let entries = parse(text);
        let plain: Vec<&str> = entries
            .iter()
            .filter(|e| e.promoted.is_none())
            .map(|e| e.name.as_str())
            .collect();
        let mut table: Vec<&str> = game.kinds().map(|k| game.piece(k).name).collect();
        let mut sorted = plain.clone();
        sorted.sort_unstable();
        table.sort_unstable();
        assert_eq!(sorted, table, "{variant}: piece names");
        for k in game.kinds() {
            let def = game.piece(k);
            let drawn = entries
                .iter()
                .find(|e| e.name == def.name && e.promoted.is_some());
            let drawn_name = drawn.and_then(|e| e.promoted.as_deref());
            let table_name = def.promotion.as_ref().map(|p| p.name);
            assert_eq!(
                table_name, drawn_name,
                "{variant}: promotion of {}",
                def.name
            );
        }
        assert_eq!(
            entries.len(),
            plain.len() + game.pieces.iter().filter(|p| p.promotion.is_some()).count()
        );
    }
}

/// Written from each game's rules, for every loaded game (one without an entry here fails).
#[test]
fn piece_counts_and_pieces_that_never_promote() {
    let expected: [(&str, usize, &[&str]); 15] = [
        ("shogi", 8, &["King", "Gold General"]),
        ("chu-seireigi", 20, &["King", "Queen", "Lion Hawk"]),
        ("uchi-chu-shogi", 16, &["King", "Lion"]),
        (
            "dai-seireigi",
            31,
            &["King", "Lion", "Queen", "Hook Mover", "Capricorn"],
        ),
        ("minishogi", 6, &["King", "Gold General"]),
        ("judkins-shogi", 7, &["King", "Gold General"]),
        ("check-shogi", 8, &["King", "Gold General"]),
        ("goro-goro-shogi", 4, &["King", "Gold General"]),
        ("yari-shogi", 5, &["King"]),
        (
            "tori-shogi",
            7,
            &["Phoenix", "Crane", "Pheasant", "Left Quail", "Right Quail"],
        ),
        ("euroshogi", 6, &["King", "Gold General"]),
        ("chu-shogi", 21, &["King", "Queen", "Lion"]),
        ("dai-shogi", 29, &["King", "Queen", "Lion"]),
        ("dobutsu-shogi", 4, &["Lion", "Giraffe", "Elephant"]),
        ("cannon-shogi", 12, &["King", "Gold General"]),
    ];
    for variant in Variant::all() {
        let game = variant.game();
        let &(_, count, fixed) = expected
            .iter()
            .find(|(id, _, _)| *id == variant.id())
            .unwrap_or_else(|| panic!("{variant}: no expected pieces written here"));
        assert_eq!(
            game.pieces.len(),
            count,
            "{variant}: number of unpromoted kinds"
        );
        for k in game.kinds() {
            let def = game.piece(k);
            assert_eq!(
                def.promotion.is_none(),
                fixed.contains(&def.name),
                "{variant}: does {} promote?",
                def.name
            );
        }
    }
}
