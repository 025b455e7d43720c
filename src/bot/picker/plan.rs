//! What the picker shows at each step, from a position and the choices made so far (no
//! Discord types). A move is found in up to four levels, each narrowing the legal moves:
//! the piece (grouped by kind when there are many), its destination (a lion's first step),
//! a lion's second step, the promotion. A level with a single option is skipped. A level's
//! options fill up to four select menus of 25; beyond that (a piece in hand on a big board)
//! the options are first split into parts.

use crate::bot::picker_state::{Choice, Origin};
use crate::bot::present::move_text;
use crate::i18n::games::piece_name;
use crate::i18n::Lang;
use crate::rules::notation::japanese_square;
use crate::rules::{Move, Position, Square};
use crate::service::Notation;
use crate::t;

/// Discord: options in one select menu.
pub const MENU_OPTIONS: usize = 25;
/// Select menus in one message: five rows, one kept for the buttons.
pub const MENUS: usize = 4;
pub const MESSAGE_OPTIONS: usize = MENU_OPTIONS * MENUS;
/// Discord: characters of an option's label, value and description.
pub const TEXT_MAX: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub description: Option<String>,
    pub choice: Choice,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

/// What the preview image marks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub selected: Vec<Square>,
    /// Squares offered, and whether going there captures.
    pub targets: Vec<(Square, bool)>,
    /// The whole move chosen: drawn played, before Confirm.
    pub chosen: Option<Move>,
}

/// One step of the picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What the player is asked, one line.
    pub question: String,
    /// Empty once the move is chosen (the step of Confirm).
    pub menus: Vec<Menu>,
    /// The move, when the choices name exactly one.
    pub chosen: Option<Move>,
    pub marks: Marks,
}

/// Choices that do not fit the position (made for another one, or forged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unfit;

/// The step after `choices` in `pos` for its side to move, in the player's notation, in
/// English.
pub fn plan(pos: &Position, notation: Notation, choices: &[Choice]) -> Result<Step, Unfit> {
    plan_in(pos, notation, Lang::En, choices)
}

/// [`plan`] in the player's language `lang`.
pub fn plan_in(
    pos: &Position,
    notation: Notation,
    lang: Lang,
    choices: &[Choice],
) -> Result<Step, Unfit> {
    let words = Words {
        pos,
        notation,
        lang,
    };
    let mut moves = pos.legal_moves();
    if moves.is_empty() {
        return Err(Unfit);
    }
    let mut rest = choices.iter().copied().peekable();
    // Level 1: the piece, by kind first when the pieces do not fit in one menu.
    let origins = distinct(&moves, origin_of);
    let origin = if origins.len() == 1 {
        origins[0]
    } else {
        let (groups, grouped) = piece_options(&words, &moves, &origins);
        let question = t!(lang, "picker-choose-piece");
        let what = t!(lang, "picker-pieces");
        let picked = match take(lang, &mut rest, groups, &what, &question, Marks::default())? {
            Ok(c) => c,
            Err(step) => return Ok(step),
        };
        match picked {
            Choice::Piece(o) => o,
            Choice::Kind(kind, promoted) if grouped => {
                let squares: Vec<MenuOption> = origins
                    .iter()
                    .filter(|o| matches!(o, Origin::Board(sq) if pos.piece_at(*sq).is_some_and(|p| p.kind == kind && p.promoted == promoted)))
                    .map(|&o| words.piece_option(&moves, o))
                    .collect();
                let name = piece_name(lang, pos.game(), kind, promoted);
                let question = t!(lang, "picker-which-piece", piece = name);
                let marks = Marks {
                    selected: squares
                        .iter()
                        .filter_map(|o| match o.choice {
                            Choice::Piece(Origin::Board(sq)) => Some(sq),
                            _ => None,
                        })
                        .collect(),
                    ..Marks::default()
                };
                match take(lang, &mut rest, squares, name, &question, marks)? {
                    Ok(Choice::Piece(o)) => o,
                    Ok(_) => return Err(Unfit),
                    Err(step) => return Ok(step),
                }
            }
            _ => return Err(Unfit),
        }
    };
    moves.retain(|m| origin_of(m) == origin);
    let name = words.piece_name(origin);
    let selected: Vec<Square> = match origin {
        Origin::Board(sq) => vec![sq],
        Origin::Hand(_) => Vec::new(),
    };
    // Level 2: the destination (a lion's first step).
    let firsts = distinct(&moves, first_of);
    let first = if firsts.len() == 1 {
        firsts[0]
    } else {
        let options: Vec<MenuOption> = firsts
            .iter()
            .map(|&sq| words.first_option(&moves, sq))
            .collect();
        let marks = Marks {
            selected: selected.clone(),
            targets: firsts
                .iter()
                .map(|&sq| (sq, words.takes_on(&moves, sq)))
                .collect(),
            chosen: None,
        };
        let question = match origin {
            Origin::Board(sq) => t!(
                lang,
                "picker-where-to",
                piece = name,
                square = words.square(sq)
            ),
            Origin::Hand(_) => t!(lang, "picker-where-drop", piece = name),
        };
        let what = t!(lang, "picker-squares");
        match take(lang, &mut rest, options, &what, &question, marks)? {
            Ok(Choice::First(sq)) => sq,
            Ok(_) => return Err(Unfit),
            Err(step) => return Ok(step),
        }
    };
    moves.retain(|m| first_of(m) == first);
    // Level 3: a lion's second step.
    let seconds = distinct(&moves, second_of);
    let second = if seconds.len() == 1 {
        seconds[0]
    } else {
        let options: Vec<MenuOption> = seconds
            .iter()
            .map(|&s| words.second_option(&moves, first, s))
            .collect();
        let mut marked = selected.clone();
        marked.push(first);
        let marks = Marks {
            selected: marked,
            targets: seconds
                .iter()
                .flatten()
                .map(|&sq| (sq, words.taken_on(sq).is_some()))
                .collect(),
            chosen: None,
        };
        let question = t!(
            lang,
            "picker-second-step-question",
            piece = name,
            square = words.square(first)
        );
        let what = t!(lang, "picker-second-step");
        match take(lang, &mut rest, options, &what, &question, marks)? {
            Ok(Choice::Second(s)) => s,
            Ok(_) => return Err(Unfit),
            Err(step) => return Ok(step),
        }
    };
    moves.retain(|m| second_of(m) == second);
    // Level 4: the promotion.
    if moves.len() > 1 {
        let options: Vec<MenuOption> = [true, false]
            .into_iter()
            .filter(|p| moves.iter().any(|m| m.promotes() == *p))
            .map(|p| words.promotion_option(origin, p))
            .collect();
        let marks = Marks {
            selected: selected.clone(),
            targets: moves
                .first()
                .map(|m| vec![(m.to(), pos.is_capture(*m))])
                .unwrap_or_default(),
            chosen: None,
        };
        let question = words.promotion_question(origin, moves[0]);
        let what = t!(lang, "picker-promotion");
        let promote = match take(lang, &mut rest, options, &what, &question, marks)? {
            Ok(Choice::Promote(p)) => p,
            Ok(_) => return Err(Unfit),
            Err(step) => return Ok(step),
        };
        moves.retain(|m| m.promotes() == promote);
    }
    let [mv] = moves[..] else {
        return Err(Unfit);
    };
    if rest.next().is_some() {
        return Err(Unfit);
    }
    let text = move_text(pos, mv, None, notation);
    let canonical = crate::rules::notation::to_canonical(pos.game(), mv);
    let question = if text == canonical {
        t!(lang, "picker-your-move", mv = text)
    } else {
        t!(
            lang,
            "picker-your-move-canonical",
            mv = text,
            canonical = canonical
        )
    };
    Ok(Step {
        question,
        menus: Vec::new(),
        chosen: Some(mv),
        marks: Marks {
            chosen: Some(mv),
            ..Marks::default()
        },
    })
}

/// The level's choice taken from `rest` (after the part of the options it is in, when they
/// do not fit in one message), or the step that asks for it.
fn take(
    lang: Lang,
    rest: &mut std::iter::Peekable<impl Iterator<Item = Choice>>,
    options: Vec<MenuOption>,
    what: &str,
    question: &str,
    marks: Marks,
) -> Result<Result<Choice, Step>, Unfit> {
    let ask = |menus: Vec<Menu>, marks: Marks| {
        Ok(Err(Step {
            question: question.to_string(),
            menus,
            chosen: None,
            marks,
        }))
    };
    let mut options = options;
    if options.len() > MESSAGE_OPTIONS {
        let parts: Vec<Vec<MenuOption>> = split_even(options, MESSAGE_OPTIONS);
        match rest.peek() {
            Some(Choice::Part(i)) if (*i as usize) < parts.len() => {
                let i = *i as usize;
                rest.next();
                options = parts.into_iter().nth(i).ok_or(Unfit)?;
            }
            Some(_) => return Err(Unfit),
            None => {
                let part_options: Vec<MenuOption> = parts
                    .iter()
                    .enumerate()
                    .map(|(i, p)| MenuOption {
                        label: fit(&format!("{} ({})", span(p), p.len())),
                        description: None,
                        choice: Choice::Part(i as u8),
                    })
                    .collect();
                let menus = menus_of(part_options, &t!(lang, "picker-which-part", what = what));
                return ask(menus, marks);
            }
        }
    }
    match rest.peek().copied() {
        Some(c) if options.iter().any(|o| o.choice == c) => {
            rest.next();
            Ok(Ok(c))
        }
        Some(_) => Err(Unfit),
        None => ask(menus_of(options, what), marks),
    }
}

/// Options in menus of at most 25, as even as possible, each named by its first and last.
fn menus_of(options: Vec<MenuOption>, what: &str) -> Vec<Menu> {
    let count = options.len().div_ceil(MENU_OPTIONS).max(1);
    let several = count > 1;
    split_even(options, MENU_OPTIONS)
        .into_iter()
        .map(|options| Menu {
            placeholder: if several {
                fit(&format!("{what}: {}", span(&options)))
            } else {
                fit(what)
            },
            options,
        })
        .collect()
}

/// "7a – 1c": the first and last labels of some options (without their notes).
fn span(options: &[MenuOption]) -> String {
    let short = |o: Option<&MenuOption>| {
        o.map(|o| o.label.split(" ×").next().unwrap_or(&o.label).to_string())
            .unwrap_or_default()
    };
    let (a, b) = (short(options.first()), short(options.last()));
    if a == b {
        a
    } else {
        format!("{a} – {b}")
    }
}

/// `items` cut into the fewest chunks of at most `max`, of sizes differing by one at most.
fn split_even<T>(items: Vec<T>, max: usize) -> Vec<Vec<T>> {
    let n = items.len();
    let chunks = n.div_ceil(max).max(1);
    let mut out = Vec::with_capacity(chunks);
    let mut it = items.into_iter();
    for i in 0..chunks {
        let size = n / chunks + usize::from(i < n % chunks);
        out.push(it.by_ref().take(size).collect());
    }
    out
}

/// At most 100 characters, as Discord allows for labels and descriptions.
fn fit(text: &str) -> String {
    if text.chars().count() <= TEXT_MAX {
        text.to_string()
    } else {
        let mut cut: String = text.chars().take(TEXT_MAX - 1).collect();
        cut.push('…');
        cut
    }
}

fn origin_of(m: &Move) -> Origin {
    match *m {
        Move::Board { from, .. } => Origin::Board(from),
        Move::Drop { kind, .. } => Origin::Hand(kind),
    }
}

/// The destination, or the first step of a two-step move.
fn first_of(m: &Move) -> Square {
    m.via().unwrap_or(m.to())
}

fn second_of(m: &Move) -> Option<Square> {
    m.via().map(|_| m.to())
}

/// The distinct values of `key` over `moves`, in order of first appearance after sorting.
fn distinct<T: Ord + Copy>(moves: &[Move], key: impl Fn(&Move) -> T) -> Vec<T> {
    let mut v: Vec<T> = moves.iter().map(key).collect();
    v.sort();
    v.dedup();
    v
}

/// The first level's options: every piece that can move when they fit in one menu, else one
/// option per kind (as it stands) with its squares asked next, a kind with one piece that
/// can move standing for that piece. Returns whether kinds were grouped.
fn piece_options(words: &Words, moves: &[Move], origins: &[Origin]) -> (Vec<MenuOption>, bool) {
    let pos = words.pos;
    let kind_of = |o: &Origin| match *o {
        Origin::Board(sq) => pos.piece_at(sq).map(|p| (0u8, p.kind, p.promoted)),
        Origin::Hand(k) => Some((1, k, false)),
    };
    // Pieces in the order of the game's table (promoted forms after), then by square; the
    // pieces in hand last.
    let mut sorted: Vec<Origin> = origins.to_vec();
    sorted.sort_by_key(|o| (kind_of(o), *o));
    if sorted.len() <= MENU_OPTIONS {
        let options = sorted
            .iter()
            .map(|&o| words.piece_option(moves, o))
            .collect();
        return (options, false);
    }
    let mut options: Vec<MenuOption> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let key = kind_of(&sorted[i]);
        let same = sorted[i..].iter().take_while(|o| kind_of(o) == key).count();
        match (same, key) {
            (1, _) | (_, None) | (_, Some((1, _, _))) => {
                options.push(words.piece_option(moves, sorted[i]));
            }
            (n, Some((_, kind, promoted))) => {
                let name = piece_name(words.lang, pos.game(), kind, promoted);
                options.push(MenuOption {
                    label: fit(&t!(
                        words.lang,
                        "picker-kind-can-move",
                        piece = name,
                        count = n
                    )),
                    description: None,
                    choice: Choice::Kind(kind, promoted),
                });
            }
        }
        i += same.max(1);
    }
    (options, true)
}

/// Names and labels in the player's notation.
struct Words<'a> {
    pos: &'a Position,
    notation: Notation,
    lang: Lang,
}

impl Words<'_> {
    fn square(&self, sq: Square) -> String {
        match self.notation {
            Notation::Japanese => japanese_square(sq),
            _ => sq.to_string(),
        }
    }

    /// A piece's name in the player's language.
    fn piece_name(&self, o: Origin) -> &'static str {
        let g = self.pos.game();
        match o {
            Origin::Board(sq) => match self.pos.piece_at(sq) {
                Some(p) => piece_name(self.lang, g, p.kind, p.promoted),
                None => "?",
            },
            Origin::Hand(k) => piece_name(self.lang, g, k, false),
        }
    }

    /// The only move of a set, in the player's notation, to describe an option.
    fn only_move(&self, moves: impl Iterator<Item = Move>) -> Option<String> {
        let mut it = moves;
        let first = it.next()?;
        if it.next().is_some() {
            return None;
        }
        Some(fit(&move_text(self.pos, first, None, self.notation)))
    }

    fn piece_option(&self, moves: &[Move], o: Origin) -> MenuOption {
        let name = self.piece_name(o);
        let label = match o {
            Origin::Board(sq) => format!("{name} {}", self.square(sq)),
            Origin::Hand(k) => {
                let n = self.pos.hand_count(self.pos.side_to_move(), k);
                if n > 1 {
                    t!(
                        self.lang,
                        "picker-in-hand-held",
                        piece = name,
                        count = u32::from(n)
                    )
                } else {
                    t!(self.lang, "picker-in-hand", piece = name)
                }
            }
        };
        let mine: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| origin_of(m) == o)
            .collect();
        let description = self.only_move(mine.iter().copied()).or_else(|| {
            let targets = distinct(&mine, first_of).len();
            Some(t!(self.lang, "picker-squares-count", count = targets))
        });
        MenuOption {
            label: fit(&label),
            description,
            choice: Choice::Piece(o),
        }
    }

    /// What a piece of the side to move would take by going to `sq`.
    fn taken_on(&self, sq: Square) -> Option<&'static str> {
        let p = self.pos.piece_at(sq)?;
        (p.color != self.pos.side_to_move())
            .then(|| piece_name(self.lang, self.pos.game(), p.kind, p.promoted))
    }

    fn takes_on(&self, moves: &[Move], sq: Square) -> bool {
        moves.iter().any(|m| first_of(m) == sq) && self.taken_on(sq).is_some()
    }

    fn first_option(&self, moves: &[Move], sq: Square) -> MenuOption {
        let label = match self.taken_on(sq) {
            Some(victim) => format!("{} ×{victim}", self.square(sq)),
            None => self.square(sq),
        };
        let these: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| first_of(m) == sq)
            .collect();
        let description = self.only_move(these.iter().copied()).or_else(|| {
            if these.iter().any(|m| m.via().is_some()) {
                Some(t!(self.lang, "picker-then-second-step"))
            } else {
                Some(t!(self.lang, "picker-then-promote"))
            }
        });
        MenuOption {
            label: fit(&label),
            description,
            choice: Choice::First(sq),
        }
    }

    fn second_option(&self, moves: &[Move], first: Square, second: Option<Square>) -> MenuOption {
        let label = match second {
            None => t!(self.lang, "picker-stop-on", square = self.square(first)),
            Some(to) if Some(to) == moves.first().and_then(|m| m.from()) => {
                t!(self.lang, "picker-back-to", square = self.square(to))
            }
            Some(to) => match self.taken_on(to) {
                Some(victim) => t!(
                    self.lang,
                    "picker-go-on-taking",
                    square = self.square(to),
                    piece = victim
                ),
                None => t!(self.lang, "picker-go-on", square = self.square(to)),
            },
        };
        let these = moves.iter().copied().filter(|m| second_of(m) == second);
        MenuOption {
            label: fit(&label),
            description: self.only_move(these),
            choice: Choice::Second(second),
        }
    }

    /// What the piece is now and would become.
    fn forms(&self, origin: Origin) -> (&'static str, &'static str) {
        let g = self.pos.game();
        match origin {
            Origin::Board(sq) => match self.pos.piece_at(sq) {
                Some(p) => (
                    piece_name(self.lang, g, p.kind, p.promoted),
                    piece_name(self.lang, g, p.kind, true),
                ),
                None => ("?", "?"),
            },
            Origin::Hand(k) => (
                piece_name(self.lang, g, k, false),
                piece_name(self.lang, g, k, false),
            ),
        }
    }

    fn promotion_option(&self, origin: Origin, promote: bool) -> MenuOption {
        let (now, promoted) = self.forms(origin);
        let answer = if promote {
            t!(self.lang, "picker-promote-to", piece = promoted)
        } else {
            t!(self.lang, "picker-stay", piece = now, vowel = vowel(now))
        };
        MenuOption {
            label: fit(&answer),
            description: None,
            choice: Choice::Promote(promote),
        }
    }

    fn promotion_question(&self, origin: Origin, mv: Move) -> String {
        let (now, promoted) = self.forms(origin);
        t!(
            self.lang,
            "picker-promotion-question",
            square = self.square(mv.to()),
            piece = now,
            promoted = promoted,
            vowel = vowel(now)
        )
    }
}

/// Whether an English name begins with a vowel ("an Ox", "a Bishop"): the catalogues
/// choose their article with it.
fn vowel(name: &str) -> &'static str {
    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
        "yes"
    } else {
        "no"
    }
}
