//! Button custom ids: the action, the game or challenge, and the ply the button was made
//! for, so that a global handler can serve them after a restart and spot stale presses.

use crate::service::{ChallengeId, GameId, OfferKind, UserId};

/// What a button does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    AcceptChallenge(ChallengeId),
    DeclineChallenge(ChallengeId),
    CancelChallenge(ChallengeId),
    /// Play `canonical` in `game` at `ply` (the answer to a promotion question).
    Play {
        game: GameId,
        ply: u32,
        canonical: String,
    },
    /// A private board of `game` in the presser's own settings.
    MyView(GameId),
    /// The presser's personal link to `game`'s web board, privately.
    OpenBoard(GameId),
    /// Revokes every personal link of the presser.
    RevokeLinks,
    ConfirmResign {
        game: GameId,
        ply: u32,
    },
    /// The same game again, colours swapped, offered to the opponent (a finished game).
    Rematch(GameId),
    Answer {
        game: GameId,
        kind: OfferKind,
        ply: u32,
        accept: bool,
    },
    /// Page `page` of the server's leaderboard of the game whose id is `game`, shown to
    /// `owner`, the member who asked for it (the only one who may turn its pages).
    LeaderboardPage {
        game: String,
        page: u32,
        owner: UserId,
    },
}

const PREFIX: &str = "sg";

impl ButtonAction {
    /// At most 100 characters, as Discord allows.
    pub fn to_custom_id(&self) -> String {
        match self {
            ButtonAction::AcceptChallenge(c) => format!("{PREFIX}:acc:{}", c.0),
            ButtonAction::DeclineChallenge(c) => format!("{PREFIX}:dec:{}", c.0),
            ButtonAction::CancelChallenge(c) => format!("{PREFIX}:can:{}", c.0),
            ButtonAction::Play {
                game,
                ply,
                canonical,
            } => format!("{PREFIX}:mv:{}:{ply}:{canonical}", game.0),
            ButtonAction::MyView(game) => format!("{PREFIX}:view:{}", game.0),
            ButtonAction::OpenBoard(game) => format!("{PREFIX}:web:{}", game.0),
            ButtonAction::RevokeLinks => format!("{PREFIX}:rvk"),
            ButtonAction::Rematch(game) => format!("{PREFIX}:rem:{}", game.0),
            ButtonAction::ConfirmResign { game, ply } => format!("{PREFIX}:res:{}:{ply}", game.0),
            ButtonAction::LeaderboardPage { game, page, owner } => {
                format!("{PREFIX}:lb:{game}:{page}:{}", owner.0)
            }
            ButtonAction::Answer {
                game,
                kind,
                ply,
                accept,
            } => {
                format!(
                    "{PREFIX}:ans:{}:{ply}:{}:{}",
                    game.0,
                    kind.as_str(),
                    if *accept { "y" } else { "n" }
                )
            }
        }
    }

    pub fn parse(id: &str) -> Option<ButtonAction> {
        let parts: Vec<&str> = id.split(':').collect();
        let num = |i: usize| parts.get(i).and_then(|s| s.parse::<i64>().ok());
        let ply = |i: usize| parts.get(i).and_then(|s| s.parse::<u32>().ok());
        if parts.first() != Some(&PREFIX) {
            return None;
        }
        Some(match *parts.get(1)? {
            "acc" => ButtonAction::AcceptChallenge(ChallengeId(num(2)?)),
            "dec" => ButtonAction::DeclineChallenge(ChallengeId(num(2)?)),
            "can" => ButtonAction::CancelChallenge(ChallengeId(num(2)?)),
            "mv" => ButtonAction::Play {
                game: GameId(num(2)?),
                ply: ply(3)?,
                canonical: parts.get(4)?.to_string(),
            },
            "view" => ButtonAction::MyView(GameId(num(2)?)),
            "web" => ButtonAction::OpenBoard(GameId(num(2)?)),
            "rvk" => ButtonAction::RevokeLinks,
            "rem" => ButtonAction::Rematch(GameId(num(2)?)),
            "res" => ButtonAction::ConfirmResign {
                game: GameId(num(2)?),
                ply: ply(3)?,
            },
            "ans" => ButtonAction::Answer {
                game: GameId(num(2)?),
                ply: ply(3)?,
                kind: OfferKind::parse(parts.get(4)?)?,
                accept: *parts.get(5)? == "y",
            },
            "lb" if parts.len() == 5 => ButtonAction::LeaderboardPage {
                game: parts.get(2)?.to_string(),
                page: ply(3)?,
                owner: UserId(parts.get(4)?.parse().ok()?),
            },
            _ => return None,
        })
    }
}
