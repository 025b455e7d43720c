//! What a typed move can mean, before looking at the position.
//!
//! Text is read case-insensitively, so `ln` may be the Lion or a Lance followed by junk, and
//! in Dai Seireigi `B'5e` may be a Bishop drop or the Bishop General (ID `B'`) moving. Rather
//! than guess, the reader returns every reading of the whole text; the caller keeps those
//! that match a legal move. Squares always start with a digit and piece names never do,
//! which keeps the readings few.

use crate::rules::game::Game;
use crate::rules::position::Position;
use crate::rules::types::{Move, Piece, PieceKind, Square};

/// One way to read the text (the promotion suffix is kept apart, in `Typed`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Reading {
    /// `7i7h`, `7i-7h`, `8m8l7k`: squares only.
    Squares {
        from: Square,
        via: Option<Square>,
        to: Square,
    },
    /// `P-7h`, `G6i-5h`, `Lnx8l-7k`, `+P-5c`: a named piece, with its origin when given.
    Piece {
        kind: PieceKind,
        promoted: bool,
        from: Option<Square>,
        via: Option<Square>,
        to: Square,
    },
    /// `P*7e`, `P'7e`, `B'*5e`.
    Drop { kind: PieceKind, to: Square },
}

impl Reading {
    fn squares(&self) -> Vec<Square> {
        match *self {
            Reading::Squares { from, via, to } => {
                [Some(from), via, Some(to)].into_iter().flatten().collect()
            }
            Reading::Piece { from, via, to, .. } => {
                [from, via, Some(to)].into_iter().flatten().collect()
            }
            Reading::Drop { to, .. } => vec![to],
        }
    }

    /// Whether the text named a piece (answers then list moves in western notation).
    pub(crate) fn names_piece(&self) -> bool {
        !matches!(self, Reading::Squares { .. })
    }
}

/// Every reading of a text, and its promotion suffix: `Some(true)` for `+`, `Some(false)`
/// for `=`.
pub(crate) struct Typed {
    pub readings: Vec<Reading>,
    pub promote: Option<bool>,
    /// A square that made an otherwise readable text impossible on this board.
    pub off_board: Option<Square>,
}

pub(crate) fn read(game: &Game, text: &str) -> Typed {
    let chars = normalize(text);
    let (body, promote) = match chars.split_last() {
        Some((&'+', rest)) => (rest, Some(true)),
        Some((&'=', rest)) => (rest, Some(false)),
        _ => (&chars[..], None),
    };
    let mut all = Vec::new();
    if let Some((false, squares)) = square_run(body, 0, false) {
        match squares[..] {
            [from, to] => all.push(Reading::Squares {
                from,
                via: None,
                to,
            }),
            [from, via, to] => all.push(Reading::Squares {
                from,
                via: Some(via),
                to,
            }),
            _ => {}
        }
    }
    let (marked, start) = match body.first() {
        Some('+') => (true, 1),
        _ => (false, 0),
    };
    for (name, kind, promoted_name) in names(game) {
        if !body[start..].starts_with(&name) {
            continue;
        }
        let promoted = match (marked, promoted_name) {
            (false, p) => p,
            (true, false) if game.piece(kind).promotion.is_some() => true,
            _ => continue,
        };
        read_after_piece(body, start + name.len(), kind, promoted, &mut all);
    }
    let mut typed = Typed {
        readings: Vec::new(),
        promote,
        off_board: None,
    };
    for r in all {
        if let Some(&sq) = r.squares().iter().find(|&&sq| !game.contains(sq)) {
            typed.off_board = Some(sq);
        } else if !typed.readings.contains(&r) {
            typed.readings.push(r);
        }
    }
    typed
}

/// Readings of what follows a piece name at `i`.
fn read_after_piece(
    body: &[char],
    i: usize,
    kind: PieceKind,
    promoted: bool,
    out: &mut Vec<Reading>,
) {
    if !promoted && matches!(body.get(i), Some('*' | '\'')) {
        if let Some((to, end)) = square_at(body, i + 1) {
            if end == body.len() {
                out.push(Reading::Drop { kind, to });
            }
        }
    }
    let Some((leading_sep, squares)) = square_run(body, i, true) else {
        return;
    };
    let piece = |from, via, to| Reading::Piece {
        kind,
        promoted,
        from,
        via,
        to,
    };
    match (leading_sep, &squares[..]) {
        // `P-7h`, `Lnx8l-7k`: no origin.
        (true, &[to]) | (false, &[to]) => out.push(piece(None, None, to)),
        (true, &[via, to]) => out.push(piece(None, Some(via), to)),
        // `P7i-7h`, `Ln8m-8l-7k`: the first square is the origin.
        (false, &[from, to]) => out.push(piece(Some(from), None, to)),
        (false, &[from, via, to]) => out.push(piece(Some(from), Some(via), to)),
        _ => {}
    }
}

/// Lower case, no white space, and the look-alike characters phones and keyboards insert
/// mapped to the ones the grammar knows.
fn normalize(text: &str) -> Vec<char> {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            '’' | '‘' | '′' | '`' | '´' => '\'',
            '×' => 'x',
            '–' | '—' | '−' | '‐' => '-',
            '＋' => '+',
            '＝' => '=',
            '＊' => '*',
            '＇' => '\'',
            '－' | 'ー' => '-',
            // Full-width digits, as Japanese keyboards type them.
            c @ '０'..='９' => {
                char::from_u32(u32::from(c) - 0xFF10 + u32::from('0')).unwrap_or(c)
            }
            c => c,
        })
        .collect()
}

/// Piece names the game knows, lower case, with the kind and whether the name is that of a
/// promoted piece: IDs and abbreviations, and the names a piece goes by in every language
/// (with its kanji and reading; `Tour-5e`, `飛車5e`, `ひしゃ5e`). A promoted form's own
/// abbreviation or name counts only when no unpromoted piece is called so (Chu Seireigi's
/// promoted Phoenix is an `R`, a Rook, but `R` and `Rook` mean the Rook).
fn names(game: &Game) -> Vec<(Vec<char>, PieceKind, bool)> {
    let lower = |s: &str| -> Vec<char> {
        s.chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let mut out = Vec::new();
    for k in game.kinds() {
        let p = game.piece(k);
        out.push((lower(p.id), k, false));
        out.push((lower(p.abbrev), k, false));
        for name in game.piece_aliases(k, false) {
            out.extend(spellings(lower(name)).map(|n| (n, k, false)));
        }
    }
    for k in game.kinds() {
        let Some(pr) = &game.piece(k).promotion else {
            continue;
        };
        let abbrev = lower(pr.abbrev);
        let names = std::iter::once(abbrev.clone())
            .filter(|a| a.first() != Some(&'+'))
            .chain(
                game.piece_aliases(k, true)
                    .into_iter()
                    .flat_map(|a| spellings(lower(a))),
            );
        for name in names {
            let taken = out.iter().any(|(n, _, promoted)| !promoted && *n == name);
            if !taken {
                out.push((name, k, true));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A name as written, and without its hyphens and apostrophes when it has any
/// (`faucon-lion`, `fauconlion`): spaces are gone already.
fn spellings(name: Vec<char>) -> impl Iterator<Item = Vec<char>> {
    let bare: Vec<char> = name
        .iter()
        .copied()
        .filter(|c| !matches!(c, '-' | '\''))
        .collect();
    let other = (bare != name).then_some(bare);
    std::iter::once(name).chain(other)
}

/// A square at `i`: one or two digits, then the rank letter.
fn square_at(s: &[char], i: usize) -> Option<(Square, usize)> {
    let (sq, len) = Square::read(s.get(i..)?.iter().copied())?;
    Some((sq, i + len))
}

/// One to three squares to the end of the text, joined by `-`, `x` or nothing, maybe after a
/// leading `-` or `x`. Returns whether there was a leading separator.
fn square_run(s: &[char], mut i: usize, allow_leading: bool) -> Option<(bool, Vec<Square>)> {
    let is_sep = |j: usize| matches!(s.get(j), Some('-' | 'x'));
    let leading = allow_leading && is_sep(i);
    if leading {
        i += 1;
    }
    let mut squares = Vec::new();
    loop {
        let (sq, next) = square_at(s, i)?;
        squares.push(sq);
        i = next;
        if i == s.len() {
            return Some((leading, squares));
        }
        if squares.len() == 3 {
            return None;
        }
        if is_sep(i) {
            i += 1;
        }
    }
}

/// Whether a move (legal or not) is what a reading describes, promotion aside.
pub(super) fn fits(pos: &Position, r: &Reading, m: Move) -> bool {
    match (*r, m) {
        (Reading::Drop { kind, to }, Move::Drop { kind: k, to: t }) => kind == k && to == t,
        (
            Reading::Squares { from, via, to },
            Move::Board {
                from: f,
                via: v,
                to: t,
                ..
            },
        ) => from == f && via == v && to == t,
        (
            Reading::Piece {
                kind,
                promoted,
                from,
                via,
                to,
            },
            Move::Board {
                from: f,
                via: v,
                to: t,
                ..
            },
        ) => {
            let wanted = Piece {
                color: pos.side_to_move(),
                kind,
                promoted,
            };
            pos.piece_at(f) == Some(wanted) && from.is_none_or(|x| x == f) && via == v && to == t
        }
        _ => false,
    }
}
