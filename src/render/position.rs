//! Diagrams of the rules core's positions and pieces: the one place where the renderer meets
//! the rules, and only to read names, kanji and squares.

use super::diagram::{Diagram, DrawnPiece, HandEntry, Mark, PieceStyle, Side};
use crate::i18n::Lang;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::piece_map::{move_map, MoveClass};
use crate::rules::{Color, Game, History, Move, PieceKind, Position, Square};

/// What a board image shows besides the position.
#[derive(Clone, Debug, Default)]
pub struct BoardOptions {
    pub style: PieceStyle,
    /// White at the bottom.
    pub flipped: bool,
    pub checkered: bool,
    pub last_move: Option<Move>,
    /// Mark where the piece on this square can go (captures distinguished).
    pub moves_of: Option<Square>,
    /// Mark where this piece in hand can be dropped.
    pub drops_of: Option<PieceKind>,
    pub header: String,
    /// Replaces the default footer (whose turn, move number, check).
    pub footer: Option<String>,
    /// The language of the words drawn (footers, legends): `locales/*/images.ftl`.
    pub lang: Lang,
}

fn cell(game: &Game, sq: Square) -> (u8, u8) {
    (sq.column(game.width), sq.rank())
}

/// The image of a position.
pub fn board_diagram(pos: &Position, opts: &BoardOptions) -> Diagram {
    let game = pos.game();
    let mut d = Diagram::rect(game.width, game.height, game.zone_depth);
    d.style = opts.style;
    d.flipped = opts.flipped;
    d.checkered = opts.checkered;
    // Captured pieces leave a game without hands (Chu Shogi): an always empty stand above
    // and below the board would only take room from it on a phone.
    d.show_hands = game.rules.captures_to_hand;
    for (sq, p) in pos.pieces() {
        let (col, row) = cell(game, sq);
        let def = game.piece(p.kind);
        let kanji = game.piece_kanji(p.kind, p.promoted);
        d.set(
            col,
            row,
            DrawnPiece::new(p.color, kanji, def.abbrev, p.promoted),
        );
    }
    for color in Color::BOTH {
        d.hands[color.index()] = pos
            .hand(color)
            .into_iter()
            .map(|(k, n)| HandEntry::new(game.piece(k).kanji, game.piece(k).abbrev, n as u32))
            .collect();
    }
    if let Some(mv) = opts.last_move {
        for sq in mv.squares() {
            let (c, r) = cell(game, sq);
            d.marks.push((c, r, Mark::LastMove));
        }
    }
    let in_check = pos.in_check();
    if let (true, Some(k)) = (in_check, pos.king_square(pos.side_to_move())) {
        let (c, r) = cell(game, k);
        d.marks.push((c, r, Mark::Check));
        for sq in checkers(pos, k) {
            let (c, r) = cell(game, sq);
            d.marks.push((c, r, Mark::Checker));
        }
    }
    if let Some(sq) = opts.moves_of.filter(|sq| pos.piece_at(*sq).is_some()) {
        let (c, r) = cell(game, sq);
        d.marks.push((c, r, Mark::Selected));
    }
    let wanted = opts.moves_of.is_some() || opts.drops_of.is_some();
    let legal = if wanted {
        pos.legal_moves()
    } else {
        Vec::new()
    };
    let shown: Vec<Move> = legal
        .into_iter()
        .filter(|m| match *m {
            Move::Board { from, .. } => opts.moves_of == Some(from),
            Move::Drop { kind, .. } => opts.drops_of == Some(kind),
        })
        .collect();
    for mv in shown {
        let (c, r) = cell(game, mv.to());
        let mark = if pos.is_capture(mv) {
            Mark::CaptureDestination
        } else {
            Mark::Destination
        };
        if !d.marks.contains(&(c, r, mark)) {
            d.marks.push((c, r, mark));
        }
    }
    d.header = opts.header.clone();
    d.lang = opts.lang;
    d.footer = opts.footer.clone().unwrap_or_else(|| {
        let lang = opts.lang;
        let turn = match pos.side_to_move() {
            Color::Black => crate::t!(lang, "image-turn-black"),
            Color::White => crate::t!(lang, "image-turn-white"),
        };
        let id = match in_check {
            true => "image-footer-check",
            false => "image-footer",
        };
        crate::t!(lang, id, turn = turn, move = pos.move_number())
    });
    d
}

/// Why a game ended, in `lang`: "checkmate", "repetition".
pub fn reason_words(lang: Lang, reason: Reason) -> String {
    crate::t!(
        lang,
        match reason {
            Reason::Checkmate => "image-reason-checkmate",
            Reason::NoLegalMoves => "image-reason-no-legal-move",
            Reason::Repetition => "image-reason-repetition",
            Reason::PerpetualCheck => "image-reason-perpetual-check",
            Reason::Impasse => "image-reason-impasse",
            Reason::Resignation => "image-reason-resignation",
            Reason::Time => "image-reason-time",
            Reason::Agreement => "image-reason-agreement",
            Reason::Check => "image-reason-check",
            Reason::FarRank => "image-reason-far-rank",
            Reason::RoyalCapture => "image-reason-royal-capture",
            Reason::BareKing => "image-reason-bare-king",
            Reason::LoneKings => "image-reason-lone-kings",
            Reason::PerpetualAttack => "image-reason-perpetual-attack",
            Reason::IllegalMove => "image-reason-illegal-move",
        }
    )
}

/// How a game ended, in `lang`: "Black wins by checkmate", "Draw by repetition".
pub fn outcome_words(lang: Lang, o: &Outcome) -> String {
    let reason = reason_words(lang, o.reason);
    let id = match o.winner {
        Some(Color::Black) => "image-result-black-wins",
        Some(Color::White) => "image-result-white-wins",
        None => "image-result-draw",
    };
    crate::t!(lang, id, reason = reason)
}

/// One diagram per position of a game, from the start, each with the move that led to it
/// highlighted (the frames of a GIF); the last one names the result if the game is over.
/// `opts.last_move` is ignored.
pub fn game_diagrams(history: &History, opts: &BoardOptions) -> Vec<Diagram> {
    let mut pos = history.start().clone();
    let mut opts = BoardOptions {
        last_move: None,
        ..opts.clone()
    };
    let mut out = Vec::with_capacity(history.moves().len() + 1);
    out.push(board_diagram(&pos, &opts));
    for &mv in history.moves() {
        pos.play(mv);
        opts.last_move = Some(mv);
        out.push(board_diagram(&pos, &opts));
    }
    // The held last frame says how the game ended (a resignation shows on no board).
    if let (Some(o), None, Some(last)) = (history.outcome(), &opts.footer, out.last_mut()) {
        last.footer = crate::t!(
            opts.lang,
            "image-final",
            result = outcome_words(opts.lang, &o),
            moves = history.moves().len()
        );
    }
    out
}

/// The opponent's pieces that attack the King on `king`: each is tried alone, the others
/// turned into the King's own pieces so that they still block lines but attack nothing.
fn checkers(pos: &Position, king: Square) -> Vec<Square> {
    let us = pos.side_to_move();
    let them = us.opponent();
    let theirs: Vec<(Square, crate::rules::Piece)> =
        pos.pieces().filter(|(_, p)| p.color == them).collect();
    theirs
        .iter()
        .filter(|(sq, _)| {
            let mut alone = pos.clone();
            for (other, p) in &theirs {
                if other != sq {
                    alone.put(*other, Some(crate::rules::Piece { color: us, ..*p }));
                }
            }
            alone.is_attacked(king, them)
        })
        .map(|(sq, _)| *sq)
        .collect()
}

/// One piece alone on the board with every square it can reach, marked by kind of move,
/// with English words.
pub fn piece_diagram(game: &Game, kind: PieceKind, promoted: bool, style: PieceStyle) -> Diagram {
    piece_diagram_in(Lang::En, game, kind, promoted, style)
}

/// [`piece_diagram`] with the words (header, footer, legend) in `lang`.
pub fn piece_diagram_in(
    lang: Lang,
    game: &Game,
    kind: PieceKind,
    promoted: bool,
    style: PieceStyle,
) -> Diagram {
    let mut d = Diagram::rect(game.width, game.height, game.zone_depth);
    d.lang = lang;
    d.style = style;
    d.show_hands = false;
    let Some(at) = Square::new(game.width.div_ceil(2), game.height / 2) else {
        return d;
    };
    let def = game.piece(kind);
    let (col, row) = cell(game, at);
    d.set(
        col,
        row,
        DrawnPiece::new(
            Side::Black,
            game.piece_kanji(kind, promoted),
            def.abbrev,
            promoted,
        ),
    );
    for (sq, class) in move_map(game, kind, promoted, at) {
        let (c, r) = cell(game, sq);
        let mark = match class {
            MoveClass::LionStep => Mark::LionStep,
            MoveClass::Step => Mark::Step,
            MoveClass::RangeJump => Mark::RangeJump,
            MoveClass::Slide => Mark::Slide,
            MoveClass::Jump => Mark::Jump,
            MoveClass::HookTurn => Mark::HookTurn,
        };
        d.marks.push((c, r, mark));
    }
    let code = lang.code();
    let name = game.piece_name_in(code, kind, promoted);
    let kanji = game.piece_kanji(kind, promoted);
    let game_name = game.name_in(code);
    // A Japanese name is the kanji: not twice.
    d.header = match name == kanji {
        true => crate::t!(
            lang,
            "image-piece-header-kanji",
            name = name,
            game = game_name
        ),
        false => crate::t!(
            lang,
            "image-piece-header",
            name = name,
            kanji = kanji,
            game = game_name
        ),
    };
    let base = game.piece_name_in(code, kind, false);
    d.footer = match (&def.promotion, promoted) {
        (Some(_), false) => crate::t!(
            lang,
            "image-piece-promotes",
            piece = game.piece_name_in(code, kind, true)
        ),
        (Some(_), true) if game.rules.captures_to_hand => {
            crate::t!(lang, "image-piece-promoted", base = base)
        }
        (Some(_), true) => crate::t!(lang, "image-piece-promoted-gone", base = base),
        (None, _) => crate::t!(lang, "image-piece-no-promotion"),
    };
    d
}
