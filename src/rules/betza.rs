//! Piece moves as data: the simple part of XBetza (rules.md section 3) and the special moves
//! of section 6, which are declared, not parsed.

use std::fmt;

/// The eight lines from a square, in Black's view: forward is towards rank `a`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];

    /// (dx, dy): dy > 0 is forward, dx > 0 is towards Black's right (file 1).
    pub fn vector(self) -> (i8, i8) {
        match self {
            Dir::N => (0, 1),
            Dir::NE => (1, 1),
            Dir::E => (1, 0),
            Dir::SE => (1, -1),
            Dir::S => (0, -1),
            Dir::SW => (-1, -1),
            Dir::W => (-1, 0),
            Dir::NW => (-1, 1),
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_vector(v: (i8, i8)) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.vector() == v)
    }

    pub fn is_diagonal(self) -> bool {
        self.index() % 2 == 1
    }

    pub fn reverse(self) -> Dir {
        Dir::ALL[(self.index() + 4) % 8]
    }

    /// The two directions at 90 degrees.
    pub fn perpendicular(self) -> [Dir; 2] {
        [
            Dir::ALL[(self.index() + 2) % 8],
            Dir::ALL[(self.index() + 6) % 8],
        ]
    }

    pub fn bit(self) -> DirSet {
        DirSet(1 << self.index())
    }
}

/// A set of directions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DirSet(pub u8);

impl DirSet {
    pub const NONE: DirSet = DirSet(0);
    pub const ALL: DirSet = DirSet(0xff);
    pub const ORTH: DirSet = DirSet(0b0101_0101);
    pub const DIAG: DirSet = DirSet(0b1010_1010);
    pub const FORWARD: DirSet = DirSet(0b0000_0001);
    pub const FORWARD_DIAG: DirSet = DirSet(0b1000_0010);
    pub const VERTICAL: DirSet = DirSet(0b0001_0001);

    pub fn contains(self, d: Dir) -> bool {
        self.0 & (1 << d.index()) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Dir> {
        Dir::ALL.into_iter().filter(move |d| self.contains(*d))
    }
}

/// Slide range meaning "as far as the board allows".
pub const UNLIMITED: u8 = u8::MAX;

/// Everything a piece can do, seen from Black's side.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct MoveSet {
    /// How far the piece moves along each line (0: not at all, 1: a step, n: up to n squares
    /// over empty squares, `UNLIMITED`: a slide).
    pub rays: [u8; 8],
    /// Leaps that ignore what stands between (dx, dy), no duplicates.
    pub jumps: Vec<(i8, i8)>,
    /// Lines along which a capture may jump over up to three pieces (section 6).
    pub range_jump: DirSet,
    /// First legs of hook moves; the turn is 90 degrees either way (section 6).
    pub hook: DirSet,
    /// Full lion move: a capturing step then a second King step.
    pub lion: bool,
    /// Linear lion move along these lines: a capturing step then one more or back.
    pub linear_lion: DirSet,
    /// Move-only lines (XBetza `m`): how far along each line the piece moves without
    /// capturing, where that is further than `rays`.
    pub move_rays: [u8; 8],
    /// Capture-only lines (XBetza `c`): how far along each line the piece captures without
    /// moving there, where that is further than `rays`.
    pub capture_rays: [u8; 8],
    /// Move-only leaps (`m`), none of them in `jumps`.
    pub move_jumps: Vec<(i8, i8)>,
    /// Capture-only leaps (`c`), none of them in `jumps`.
    pub capture_jumps: Vec<(i8, i8)>,
    /// Hops (XBetza `p`) that move: along each line over empty squares to a piece of either
    /// side (the screen), over it, then on over empty squares; how far from the start square
    /// the landing square may lie (0: none, `UNLIMITED`).
    pub hop_moves: [u8; 8],
    /// Hops that capture: the first piece beyond the screen, if an enemy within this range.
    pub hop_captures: [u8; 8],
}

impl MoveSet {
    /// Whether the piece has move-only, capture-only or hopping moves (the modal generator).
    pub fn has_modal(&self) -> bool {
        [
            self.move_rays,
            self.capture_rays,
            self.hop_moves,
            self.hop_captures,
        ]
        .iter()
        .any(|r| r.iter().any(|&n| n > 0))
            || !self.move_jumps.is_empty()
            || !self.capture_jumps.is_empty()
    }

    pub fn has_special(&self) -> bool {
        self.lion
            || !self.range_jump.is_empty()
            || !self.hook.is_empty()
            || !self.linear_lion.is_empty()
    }

    pub fn with_range_jump(mut self, dirs: DirSet) -> MoveSet {
        self.range_jump = dirs;
        self
    }

    pub fn with_hook(mut self, dirs: DirSet) -> MoveSet {
        self.hook = dirs;
        self
    }

    pub fn with_lion(mut self) -> MoveSet {
        self.lion = true;
        self
    }

    pub fn with_linear_lion(mut self, dirs: DirSet) -> MoveSet {
        self.linear_lion = dirs;
        self
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetzaError {
    pub text: String,
    pub reason: &'static str,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad XBetza {:?}: {}", self.text, self.reason)
    }
}

impl std::error::Error for BetzaError {}

/// Parses the simple XBetza of rules.md section 3: atoms W F K D A N H G C Z R B Q, the
/// direction prefixes f b s v l r h, and a range after W, F, R, B, K, Q.
pub fn parse(text: &str) -> Result<MoveSet, BetzaError> {
    let err = |reason| BetzaError {
        text: text.to_string(),
        reason,
    };
    let mut set = MoveSet::default();
    let mut chars = text.chars().peekable();
    while chars.peek().is_some() {
        let mut prefix = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_ascii_lowercase() {
                prefix.push(c);
                chars.next();
            } else {
                break;
            }
        }
        let atom = chars.next().ok_or_else(|| err("prefix without an atom"))?;
        let mut digits = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_ascii_digit() {
                digits.push(c);
                chars.next();
            } else {
                break;
            }
        }
        let count: Option<u8> = if digits.is_empty() {
            None
        } else {
            Some(digits.parse().map_err(|_| err("bad range"))?)
        };
        add_atom(&mut set, &prefix, atom, count).map_err(err)?;
    }
    normalize(&mut set);
    Ok(set)
}

/// What a piece both moves and captures with goes into `rays` and `jumps`; the move-only and
/// capture-only parts keep only what goes further.
fn normalize(set: &mut MoveSet) {
    for d in 0..8 {
        let both = set.rays[d].max(set.move_rays[d].min(set.capture_rays[d]));
        set.rays[d] = both;
        for modal in [&mut set.move_rays[d], &mut set.capture_rays[d]] {
            if *modal <= both {
                *modal = 0;
            }
        }
    }
    let common: Vec<(i8, i8)> = set
        .move_jumps
        .iter()
        .filter(|v| set.capture_jumps.contains(v))
        .copied()
        .collect();
    for v in common {
        if !set.jumps.contains(&v) {
            set.jumps.push(v);
        }
    }
    let jumps = set.jumps.clone();
    set.move_jumps.retain(|v| !jumps.contains(v));
    set.capture_jumps.retain(|v| !jumps.contains(v));
}

fn add_atom(
    set: &mut MoveSet,
    prefix: &str,
    atom: char,
    count: Option<u8>,
) -> Result<(), &'static str> {
    if let Some(c) = prefix.chars().find(|c| !"fbsvlrhmcp".contains(*c)) {
        // XBetza's other modifiers (lame leaps, initial moves, multi-leg moves, ...): real
        // XBetza the engine does not play (special moves are declared apart).
        return Err(if "njiagoduexyzqtwk".contains(c) {
            NOT_SUPPORTED
        } else {
            "unknown direction prefix"
        });
    }
    // The modality letters may stand anywhere in the prefix; the rest names directions.
    let (move_only, capture_only, hop) = (
        prefix.contains('m') && !prefix.contains('c'),
        prefix.contains('c') && !prefix.contains('m'),
        prefix.contains('p'),
    );
    let directions: String = prefix.chars().filter(|c| !"mcp".contains(*c)).collect();
    let prefix = directions.as_str();
    if hop && !matches!(atom, 'R' | 'B' | 'Q') {
        return Err(HOP_ONLY_ON_LINES);
    }
    if hop && count.is_some_and(|n| n < 2) {
        return Err(HOP_RANGE);
    }
    let (base, range): ((i8, i8), u8) = match atom {
        'W' | 'F' => ((1, if atom == 'F' { 1 } else { 0 }), count.unwrap_or(1)),
        'R' | 'B' => (
            (1, if atom == 'B' { 1 } else { 0 }),
            count.unwrap_or(UNLIMITED),
        ),
        'K' | 'Q' => {
            let (orth, diag) = if atom == 'K' { ('W', 'F') } else { ('R', 'B') };
            let whole: String = modality(move_only, capture_only, hop) + prefix;
            add_atom(set, &whole, orth, count)?;
            return add_atom(set, &whole, diag, count);
        }
        'D' => ((2, 0), 0),
        'A' => ((2, 2), 0),
        'H' => ((3, 0), 0),
        'G' => ((3, 3), 0),
        'N' => ((2, 1), 0),
        'C' => ((3, 1), 0),
        'Z' => ((3, 2), 0),
        _ => return Err("unknown atom"),
    };
    if range == 0 && count.is_some() {
        return Err("a range on a leaper");
    }
    let vectors = symmetric(base);
    let chosen: Vec<(i8, i8)> = vectors
        .into_iter()
        .filter(|&v| allowed(prefix, base, v))
        .collect();
    if chosen.is_empty() {
        return Err("prefix leaves no move");
    }
    for v in chosen {
        if range > 0 {
            let dir = Dir::from_vector(v).ok_or("not a line")?;
            let lines = if hop {
                if capture_only {
                    vec![&mut set.hop_captures]
                } else if move_only {
                    vec![&mut set.hop_moves]
                } else {
                    vec![&mut set.hop_moves, &mut set.hop_captures]
                }
            } else if move_only {
                vec![&mut set.move_rays]
            } else if capture_only {
                vec![&mut set.capture_rays]
            } else {
                vec![&mut set.rays]
            };
            for line in lines {
                let slot = &mut line[dir.index()];
                *slot = (*slot).max(range);
            }
        } else {
            let list = if move_only {
                &mut set.move_jumps
            } else if capture_only {
                &mut set.capture_jumps
            } else {
                &mut set.jumps
            };
            if !list.contains(&v) {
                list.push(v);
            }
        }
    }
    Ok(())
}

/// The reason given for XBetza modifiers the engine does not play.
const NOT_SUPPORTED: &str =
    "modifier not supported (only the direction prefixes f b s v l r h and m c p are)";
/// The reason given for a hop on a leap or a step.
const HOP_ONLY_ON_LINES: &str = "modifier not supported: p (hop) only on R, B and Q";
/// The reason given for a hop whose range leaves no square beyond a screen.
const HOP_RANGE: &str = "a hop's range counts from the start square and must be 2 or more";

/// The modality letters back, for an atom made of two (K, Q).
fn modality(move_only: bool, capture_only: bool, hop: bool) -> String {
    let mut out = String::new();
    if move_only {
        out.push('m');
    }
    if capture_only {
        out.push('c');
    }
    if hop {
        out.push('p');
    }
    out
}

/// The distinct vectors obtained from (a, b) by reflections and swapping.
fn symmetric((a, b): (i8, i8)) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let v = (x * sx, y * sy);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

fn allowed(prefix: &str, base: (i8, i8), (dx, dy): (i8, i8)) -> bool {
    if prefix.is_empty() {
        return true;
    }
    let has = |c| prefix.contains(c);
    if base.1 == 0 {
        // Orthogonal atoms: the prefixes add up.
        (has('f') && dx == 0 && dy > 0)
            || (has('b') && dx == 0 && dy < 0)
            || (has('v') && dx == 0)
            || (has('s') && dy == 0)
            || (has('l') && dy == 0 && dx < 0)
            || (has('r') && dy == 0 && dx > 0)
    } else if base.0 == base.1 {
        // Diagonal atoms: a vertical and a horizontal prefix together name one diagonal.
        let vertical_ok = match (has('f'), has('b')) {
            (true, false) => dy > 0,
            (false, true) => dy < 0,
            _ => true,
        };
        let horizontal_ok = match (has('l'), has('r')) {
            (true, false) => dx < 0,
            (false, true) => dx > 0,
            _ => true,
        };
        vertical_ok && horizontal_ok
    } else {
        oblique_tokens(prefix)
            .is_some_and(|tokens| tokens.iter().any(|t| oblique_allowed(t, (dx, dy))))
    }
}

/// The direction names of oblique atoms (N, C, Z), as rules.md section 3 reads them: a
/// prefix is one or more of these, longest first, and names the union of their moves.
const OBLIQUE_TOKENS: [&str; 30] = [
    "lf", "rf", "fl", "fr", "bl", "br", "lb", "rb", "ff", "bb", "ll", "rr", "fs", "sf", "bs", "sb",
    "lv", "rv", "fh", "hf", "bh", "hb", "lh", "rh", "f", "b", "l", "r", "s", "v",
];

/// A prefix cut into [`OBLIQUE_TOKENS`], or `None` if it is not made of them.
fn oblique_tokens(prefix: &str) -> Option<Vec<&'static str>> {
    let mut rest = prefix;
    let mut out = Vec::new();
    while !rest.is_empty() {
        let t = OBLIQUE_TOKENS.iter().find(|t| rest.starts_with(**t))?;
        out.push(*t);
        rest = &rest[t.len()..];
    }
    Some(out)
}

/// Whether one direction name covers the oblique leap (dx, dy): a single letter or a doubled
/// one is a pair (`f` and `ff` the two narrow forward leaps, `l` and `ll` the two wide left
/// ones, `fs` the two wide forward ones), a vertical and a horizontal letter one leap (`fr`
/// the wide forward-right leap, `rf` the narrow one), `v`/`s` and `h` sets of four.
fn oblique_allowed(token: &str, (dx, dy): (i8, i8)) -> bool {
    let narrow = dy.abs() > dx.abs();
    let (fwd, back, left, right) = (dy > 0, dy < 0, dx < 0, dx > 0);
    match token {
        "f" | "ff" => narrow && fwd,
        "b" | "bb" => narrow && back,
        "l" | "ll" => !narrow && left,
        "r" | "rr" => !narrow && right,
        "fs" | "sf" => !narrow && fwd,
        "bs" | "sb" => !narrow && back,
        "s" => !narrow,
        "v" => narrow,
        "lf" => narrow && fwd && left,
        "rf" => narrow && fwd && right,
        "lb" => narrow && back && left,
        "rb" => narrow && back && right,
        "fl" => !narrow && fwd && left,
        "fr" => !narrow && fwd && right,
        "bl" => !narrow && back && left,
        "br" => !narrow && back && right,
        "lv" => narrow && left,
        "rv" => narrow && right,
        "fh" | "hf" => fwd,
        "bh" | "hb" => back,
        "lh" => left,
        "rh" => right,
        _ => false,
    }
}
