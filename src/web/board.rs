//! The board and the piece stands as markup, drawn with the images' pieces, fonts and colours
//! (the CSS in `assets`). Every square carries `data-square` (its name: `7i`, `12l`), every
//! piece on the board `data-piece` (its SFEN letters, upper case Black) and `data-square`,
//! every piece in hand `data-hand` (its piece id) and `data-count`, so that tests and other
//! tools can read the position back from the page.

use crate::i18n::Lang;
use crate::render::{board_diagram, BoardOptions, Mark, PieceStyle};
use crate::rules::sfen::piece_id;
use crate::rules::{Color, Move, Piece, PieceKind, Position, Square};
use crate::t;
use maud::{html, Markup};

/// How a board is shown.
#[derive(Copy, Clone, Debug)]
pub struct Look {
    pub style: PieceStyle,
    /// White at the bottom.
    pub flipped: bool,
    /// The reader's language (the pieces' names, the labels).
    pub lang: Lang,
}

impl Look {
    /// Whether a side's pieces point down the screen.
    fn down(self, color: Color) -> bool {
        (color == Color::White) != self.flipped
    }
}

/// The classes that give the page the board's shape (web.css: `--n` its longer side, which
/// sizes the squares, `--w` its files and `--h` its ranks).
pub fn board_classes(game: &crate::rules::Game) -> String {
    let (w, h) = (game.width, game.height);
    format!("n{} w{w} h{h}", w.max(h))
}

/// The board with its coordinates: files along the top, ranks down the right side.
pub fn board(pos: &Position, last: Option<Move>, look: Look) -> Markup {
    let game = pos.game();
    let (w, h) = (game.width, game.height);
    // The renderer's own marks (last move, check, the pieces giving check).
    let d = board_diagram(
        pos,
        &BoardOptions {
            style: look.style,
            last_move: last,
            ..BoardOptions::default()
        },
    );
    let mut marks = vec![0u16; usize::from(w) * usize::from(h)];
    for &(c, r, m) in &d.marks {
        if c >= w {
            continue;
        }
        if let Some(set) = marks.get_mut(usize::from(r) * usize::from(w) + usize::from(c)) {
            *set |= m.bit();
        }
    }
    let in_order = |n: u8| -> Vec<u8> {
        if look.flipped {
            (0..n).rev().collect()
        } else {
            (0..n).collect()
        }
    };
    let (columns, rows) = (in_order(w), in_order(h));
    let zone = game.zone_depth.min(h / 2);
    html! {
        div.bw {
            div.files aria-hidden="true" {
                @for &col in &columns { span { (w - col) } }
            }
            div.board role="grid" aria-label=(t!(look.lang, "web-board-label", width = u32::from(w), height = u32::from(h))) {
                @for &row in &rows {
                    @for &col in &columns {
                        @if let Some(sq) = Square::new(w - col, row) {
                            @let set = marks[usize::from(row) * usize::from(w) + usize::from(col)];
                            @let name = sq.to_string();
                            div.sq.z[row < zone || row >= h - zone]
                                .lm[set & Mark::LastMove.bit() != 0]
                                .ck[set & Mark::Check.bit() != 0]
                                .cf[set & Mark::Checker.bit() != 0]
                                data-square=(name) {
                                @if let Some(p) = pos.piece_at(sq) {
                                    (board_piece(pos, p, &name, look))
                                }
                            }
                        }
                    }
                }
            }
            div.ranks aria-hidden="true" {
                @for &row in &rows { span { (char::from(b'a' + row)) } }
            }
        }
    }
}

fn board_piece(pos: &Position, p: Piece, square: &str, look: Look) -> Markup {
    let game = pos.game();
    let mut sfen = String::new();
    if p.promoted {
        sfen.push('+');
    }
    sfen.push_str(&piece_id(game, p.color, p.kind));
    let name = game.piece_name_in(look.lang.code(), p.kind, p.promoted);
    let title = t!(
        look.lang,
        "web-piece-title",
        side = p.color.name(),
        name = name
    );
    html! {
        div class=(piece_class(p.color, p.promoted, label(pos, p.kind, p.promoted, look.style).1, look))
            data-piece=(sfen) data-square=(square) data-name=(name) title=(title) {
            i { (label(pos, p.kind, p.promoted, look.style).0) }
        }
    }
}

/// What a piece shows, and how many characters are stacked (two-kanji pieces).
fn label(pos: &Position, kind: PieceKind, promoted: bool, style: PieceStyle) -> (String, usize) {
    let game = pos.game();
    let kanji = game.piece_kanji(kind, promoted).trim();
    let abbrev = game.piece(kind).abbrev.trim();
    let western = match style {
        PieceStyle::Western => !abbrev.is_empty() || kanji.is_empty(),
        PieceStyle::Kanji => kanji.is_empty(),
    };
    if western {
        let mut t = String::new();
        if promoted {
            t.push('+');
        }
        t.push_str(abbrev);
        (t, 0)
    } else {
        (kanji.to_string(), kanji.chars().count())
    }
}

fn piece_class(color: Color, promoted: bool, stacked: usize, look: Look) -> String {
    let mut c = String::from("pc");
    if look.down(color) {
        c.push_str(" dn");
    }
    if look.style == PieceStyle::Western && color == Color::Black {
        c.push_str(" dk");
    }
    if promoted {
        c.push_str(" pr");
    }
    if stacked == 0 {
        c.push_str(" lt");
    } else if stacked > 1 {
        c.push_str(" k2");
    }
    c
}

/// A side's pieces in hand, in the game's hand order.
pub fn stand(pos: &Position, color: Color, look: Look) -> Markup {
    let game = pos.game();
    if !game.rules.captures_to_hand {
        // Captured pieces leave the game (Chu Shogi): no stand, rather than an always
        // empty one taking a phone's height from the board.
        return html! {};
    }
    let hand = pos.hand(color);
    html! {
        div.stand data-color=(color.name()) aria-label=(t!(look.lang, "web-stand-label", side = color.name())) {
            @if hand.is_empty() {
                span.none { (t!(look.lang, "web-no-hand")) }
            }
            @for (kind, count) in hand {
                @let (text, stacked) = label(pos, kind, false, look.style);
                span.h data-hand=(game.piece(kind).id) data-count=(count)
                    title=(t!(look.lang, "web-hand-title", count = u32::from(count), name = game.piece_name_in(look.lang.code(), kind, false))) {
                    span class=(piece_class(color, false, stacked, look)) { i { (text) } }
                    @if count > 1 { b { (count) } }
                }
            }
        }
    }
}
