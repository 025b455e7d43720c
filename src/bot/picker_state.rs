//! The picker's state, carried whole in the custom ids of its components (no Discord types):
//! the game, the ply and a short hash of the position it was made for, what the component
//! does, and the choices made so far. A step therefore works after a restart, and a step
//! made for another position is recognised as out of date.
//!
//! Form: `sp:<game>:<ply>:<hash>:<verb>:<choices>`, the choices as short tokens joined by
//! `.` (`o7g`, `f7f`, ...), the value of a select option being one more token. A picker that
//! plans a reply on the opponent's turn (a conditional move, as `/forecast add`) has one more
//! part, `:<plan>`: `e` while the opponent's expected move is chosen, then that move
//! (`7c-7d`, `h3-5e`: see [`move_token`]) while the answer is. The longest id (largest game
//! id and ply, every kind of choice, the longest move) stays under Discord's 100 characters.

use crate::rules::{Move, PieceKind, Position, Square};
use crate::service::GameId;

pub const PREFIX: &str = "sp";

/// Where the moved piece comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Origin {
    Board(Square),
    Hand(PieceKind),
}

/// One choice made in the picker.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// One part of a step's options too many for one message (see `plan::MESSAGE_OPTIONS`).
    Part(u8),
    /// A kind of piece as it stands (promoted or not), when several of it can move.
    Kind(PieceKind, bool),
    Piece(Origin),
    /// The destination, or a lion's first step.
    First(Square),
    /// A lion's second step; `None` stops on the first square.
    Second(Option<Square>),
    Promote(bool),
}

impl Choice {
    pub fn token(self) -> String {
        match self {
            Choice::Part(i) => format!("r{i}"),
            Choice::Kind(k, false) => format!("k{}", k.index()),
            Choice::Kind(k, true) => format!("K{}", k.index()),
            Choice::Piece(Origin::Board(sq)) => format!("o{sq}"),
            Choice::Piece(Origin::Hand(k)) => format!("h{}", k.index()),
            Choice::First(sq) => format!("f{sq}"),
            Choice::Second(None) => "s".to_string(),
            Choice::Second(Some(sq)) => format!("s{sq}"),
            Choice::Promote(p) => format!("p{}", u8::from(p)),
        }
    }

    /// Reads a token back. Whether a kind or square belongs to the game is the plan's question
    /// (it only accepts choices among the options it offers).
    pub fn parse(token: &str) -> Option<Choice> {
        let mut chars = token.chars();
        let tag = chars.next()?;
        let rest = chars.as_str();
        let kind = || -> Option<PieceKind> {
            if rest.is_empty() || rest.len() > 3 || !rest.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            rest.parse::<u8>().ok().map(PieceKind)
        };
        Some(match tag {
            'r' => Choice::Part(rest.parse().ok().filter(|_| rest.len() <= 2)?),
            'k' => Choice::Kind(kind()?, false),
            'K' => Choice::Kind(kind()?, true),
            'o' => Choice::Piece(Origin::Board(Square::parse(rest)?)),
            'h' => Choice::Piece(Origin::Hand(kind()?)),
            'f' => Choice::First(Square::parse(rest)?),
            's' if rest.is_empty() => Choice::Second(None),
            's' => Choice::Second(Some(Square::parse(rest)?)),
            'p' if rest == "0" => Choice::Promote(false),
            'p' if rest == "1" => Choice::Promote(true),
            _ => return None,
        })
    }
}

/// What a picker component does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verb {
    /// Open the picker (the Move button of a board post) or show it again at these choices.
    Open,
    /// The `n`th select menu of a step: its value is the next choice.
    Choose(u8),
    /// Back to the previous choice.
    Back,
    Cancel,
    /// Play the move the choices name (when planning: take the expected move, or store the
    /// line).
    Confirm,
    /// Start planning a reply (a conditional move) on the opponent's turn.
    Plan,
}

/// Where a picker that plans a reply stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlanStage {
    /// Choosing the opponent's expected move.
    Expected,
    /// Choosing the answer to this expected move.
    Answer(Move),
}

/// A move as a short token: `7g-7f`, `7g-6f-5e` (a lion's two steps), `+` at the end to
/// promote, `h<kind>-<square>` for a drop.
pub fn move_token(mv: Move) -> String {
    match mv {
        Move::Board {
            from,
            via,
            to,
            promote,
        } => {
            let via = via.map(|v| format!("-{v}")).unwrap_or_default();
            let plus = if promote { "+" } else { "" };
            format!("{from}{via}-{to}{plus}")
        }
        Move::Drop { kind, to } => format!("h{}-{to}", kind.index()),
    }
}

/// Reads [`move_token`] back (whether the move is legal is the caller's question).
pub fn parse_move_token(text: &str) -> Option<Move> {
    if text.len() > 16 {
        return None;
    }
    let (body, promote) = match text.strip_suffix('+') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let parts: Vec<&str> = body.split('-').collect();
    if let [drop, to] = parts.as_slice() {
        if let Some(k) = drop.strip_prefix('h') {
            if promote || k.is_empty() || k.len() > 3 || !k.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            return Some(Move::Drop {
                kind: PieceKind(k.parse().ok()?),
                to: Square::parse(to)?,
            });
        }
    }
    let squares: Vec<Square> = parts
        .iter()
        .map(|p| Square::parse(p))
        .collect::<Option<_>>()?;
    match squares.as_slice() {
        [from, to] => Some(Move::Board {
            from: *from,
            via: None,
            to: *to,
            promote,
        }),
        [from, via, to] => Some(Move::Board {
            from: *from,
            via: Some(*via),
            to: *to,
            promote,
        }),
        _ => None,
    }
}

impl PlanStage {
    fn token(self) -> String {
        match self {
            PlanStage::Expected => "e".to_string(),
            PlanStage::Answer(mv) => move_token(mv),
        }
    }

    fn parse(text: &str) -> Option<PlanStage> {
        match text {
            "e" => Some(PlanStage::Expected),
            _ => parse_move_token(text).map(PlanStage::Answer),
        }
    }
}

impl Verb {
    fn token(self) -> String {
        match self {
            Verb::Open => "o".to_string(),
            Verb::Choose(n) => format!("c{n}"),
            Verb::Back => "b".to_string(),
            Verb::Cancel => "x".to_string(),
            Verb::Confirm => "y".to_string(),
            Verb::Plan => "p".to_string(),
        }
    }

    fn parse(text: &str) -> Option<Verb> {
        Some(match text {
            "o" => Verb::Open,
            "b" => Verb::Back,
            "x" => Verb::Cancel,
            "y" => Verb::Confirm,
            "p" => Verb::Plan,
            _ => Verb::Choose(text.strip_prefix('c')?.parse().ok().filter(|n| *n < 5)?),
        })
    }
}

/// A picker component's custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickerId {
    pub game: GameId,
    pub ply: u32,
    /// `position_tag` of the position the step was made for.
    pub tag: u32,
    pub verb: Verb,
    pub choices: Vec<Choice>,
    /// Planning a reply on the opponent's turn, at this stage; `None`: moving.
    pub plan: Option<PlanStage>,
}

/// 24 bits of the position's hash: with the ply, tells a step's position from any other the
/// game could be in at that ply (after a takeback).
pub fn position_tag(pos: &Position) -> u32 {
    (pos.hash() & 0xFF_FFFF) as u32
}

/// The most choices one move can need: part, kind, part, piece, part, first, second, promote.
pub const MAX_CHOICES: usize = 8;

impl PickerId {
    pub fn new(game: GameId, ply: u32, tag: u32, verb: Verb, choices: &[Choice]) -> PickerId {
        PickerId {
            game,
            ply,
            tag,
            verb,
            choices: choices.to_vec(),
            plan: None,
        }
    }

    /// The same id in a picker that plans a reply.
    pub fn planning(mut self, plan: Option<PlanStage>) -> PickerId {
        self.plan = plan;
        self
    }

    pub fn to_custom_id(&self) -> String {
        let choices: Vec<String> = self.choices.iter().map(|c| c.token()).collect();
        let plan = self
            .plan
            .map(|p| format!(":{}", p.token()))
            .unwrap_or_default();
        format!(
            "{PREFIX}:{}:{}:{:06x}:{}:{}{plan}",
            self.game.0,
            self.ply,
            self.tag & 0xFF_FFFF,
            self.verb.token(),
            choices.join(".")
        )
    }

    /// Whether a custom id is the picker's (to route it here rather than to the buttons).
    pub fn is_picker(id: &str) -> bool {
        id.starts_with("sp:")
    }

    pub fn parse(id: &str) -> Option<PickerId> {
        if id.len() > 100 {
            return None;
        }
        let parts: Vec<&str> = id.split(':').collect();
        let (prefix, game, ply, tag, verb, choices, plan) = match parts.as_slice() {
            [p, g, n, t, v, c] => (p, g, n, t, v, c, None),
            [p, g, n, t, v, c, plan] => (p, g, n, t, v, c, Some(PlanStage::parse(plan)?)),
            _ => return None,
        };
        if *prefix != PREFIX || tag.len() != 6 {
            return None;
        }
        let choices: Vec<Choice> = if choices.is_empty() {
            Vec::new()
        } else {
            choices
                .split('.')
                .map(Choice::parse)
                .collect::<Option<_>>()?
        };
        if choices.len() > MAX_CHOICES {
            return None;
        }
        Some(PickerId {
            game: GameId(game.parse().ok()?),
            ply: ply.parse().ok()?,
            tag: u32::from_str_radix(tag, 16).ok()?,
            verb: Verb::parse(verb)?,
            choices,
            plan,
        })
    }
}
