//! Helpers shared by the rules tests: positions from piece lists, move sets as canonical
//! text, and the 180-degree rotation that turns a test for Black into the same test for White.

use seireigi::rules::notation::{parse_canonical, split_squares, to_canonical};
use seireigi::rules::{Color, Move, Piece, Position, Square, Variant};
use std::collections::BTreeSet;

pub fn sq(text: &str) -> Square {
    Square::parse(text).unwrap_or_else(|| panic!("bad square {text}"))
}

/// A piece written as in SFEN: `R'`, `+b'`, `p` (lowercase is White).
pub fn piece(v: Variant, text: &str) -> Piece {
    let promoted = text.starts_with('+');
    let id = text.trim_start_matches('+');
    let color = if id.starts_with(|c: char| c.is_ascii_uppercase()) {
        Color::Black
    } else {
        Color::White
    };
    let kind = v
        .game()
        .kind_by_id(id)
        .unwrap_or_else(|| panic!("no piece {id} in {v}"));
    Piece {
        color,
        kind,
        promoted,
    }
}

/// A position from `(square, piece)` pairs and SFEN hands (`"-"`, `"2Pl"`). It goes through
/// SFEN once, so a test cannot start from a position the parser would refuse (a dead piece,
/// the side not to move in check).
pub fn position(v: Variant, side: Color, pieces: &[(&str, &str)], hands: &str) -> Position {
    let mut pos = Position::empty(v);
    for &(at, p) in pieces {
        assert!(pos.piece_at(sq(at)).is_none(), "two pieces on {at}");
        assert!(pos.put(sq(at), Some(piece(v, p))), "{at} is off the board");
    }
    pos.set_side_to_move(side);
    let sfen = pos.to_sfen();
    let fields: Vec<&str> = sfen.split(' ').collect();
    let text = format!("{} {} {} 1", fields[0], fields[1], hands);
    Position::from_sfen(v, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Canonical text of every legal move, failing if any move is produced twice.
pub fn legal(pos: &Position) -> BTreeSet<String> {
    let game = pos.game();
    let list: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| to_canonical(game, m))
        .collect();
    let set: BTreeSet<String> = list.iter().cloned().collect();
    assert_eq!(set.len(), list.len(), "duplicate moves in {pos:?}");
    set
}

/// Legal moves of the piece on `from`, as canonical text.
pub fn moves_from(pos: &Position, from: &str) -> BTreeSet<String> {
    let game = pos.game();
    let start = sq(from);
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(start))
        .map(|m| to_canonical(game, m))
        .collect()
}

/// Legal drops, as canonical text.
pub fn drops(pos: &Position) -> BTreeSet<String> {
    let game = pos.game();
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.is_drop())
        .map(|m| to_canonical(game, m))
        .collect()
}

pub fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

pub fn is_legal(pos: &Position, text: &str) -> bool {
    legal(pos).contains(text)
}

/// Plays a move given as canonical text, which must be legal.
pub fn play(pos: &Position, text: &str) -> Position {
    let mv: Move =
        parse_canonical(pos.game(), text).unwrap_or_else(|| panic!("unreadable move {text}"));
    assert!(pos.is_legal(mv), "{text} is not legal in {pos:?}");
    pos.after(mv)
}

/// The square seen from the other side of the board.
/// `board` is (files, ranks).
pub fn rotate_square(board: (u8, u8), s: Square) -> Square {
    let (width, height) = board;
    Square::new(width + 1 - s.file(), height - 1 - s.rank()).expect("rotation stays on the board")
}

/// The same position with the board turned 180 degrees and the colours (pieces, hands, side
/// to move) swapped: every rule must treat it exactly as the original.
pub fn rotate(pos: &Position) -> Position {
    let game = pos.game();
    let mut out = Position::empty(pos.variant());
    for (s, p) in pos.pieces() {
        let turned = Piece {
            color: p.color.opponent(),
            ..p
        };
        out.put(rotate_square((game.width, game.height), s), Some(turned));
    }
    for color in Color::BOTH {
        for kind in game.kinds() {
            out.set_hand_count(color.opponent(), kind, pos.hand_count(color, kind));
        }
    }
    out.set_side_to_move(pos.side_to_move().opponent());
    out
}

/// Rotates the squares of a canonical move text (`8m8l7k+`, `P*5e`).
pub fn rotate_text(size: (u8, u8), text: &str) -> String {
    if let Some((id, at)) = text.split_once('*') {
        return format!("{id}*{}", rotate_square(size, sq(at)));
    }
    let (body, plus) = match text.strip_suffix('+') {
        Some(b) => (b, "+"),
        None => (text, ""),
    };
    let squares = split_squares(body).unwrap_or_else(|| panic!("bad move {text}"));
    let mut out: String = squares
        .into_iter()
        .map(|s| rotate_square(size, s).to_string())
        .collect();
    out += plus;
    out
}

pub fn rotate_set(size: (u8, u8), moves: &BTreeSet<String>) -> BTreeSet<String> {
    moves.iter().map(|m| rotate_text(size, m)).collect()
}

/// Runs a test written for Black on the position and on its rotation. `check` gets the
/// position and a function that turns a move or square written from Black's side into the
/// one on that board. The whole legal move sets must also correspond.
pub fn for_both_sides(pos: &Position, check: impl Fn(&Position, &dyn Fn(&str) -> String)) {
    let size = (pos.game().width, pos.game().height);
    check(pos, &|t: &str| t.to_string());
    let turned = rotate(pos);
    assert_eq!(
        legal(&turned),
        rotate_set(size, &legal(pos)),
        "rotated move sets differ"
    );
    assert_eq!(turned.in_check(), pos.in_check());
    check(&turned, &|t: &str| match Square::parse(t) {
        Some(s) if !t.contains('*') => rotate_square(size, s).to_string(),
        _ => rotate_text(size, t),
    });
}

/// Squares the rotation maps a set of Black-view moves onto.
pub fn map_set(items: &[&str], f: &dyn Fn(&str) -> String) -> BTreeSet<String> {
    items.iter().map(|s| f(s)).collect()
}
