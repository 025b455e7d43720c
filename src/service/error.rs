//! Why the service refused a command. Every message is one line and says what to do.

use super::types::{GameId, OfferKind};
use crate::rules::notation::MoveError;
use crate::store::StoreError;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ServiceError {
    #[error("there is no game {0}")]
    NoGame(GameId),
    #[error("there is no such challenge")]
    NoChallenge,
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    #[error("this challenge is for someone else")]
    NotForYou,
    #[error("you cannot decline your own challenge: press Cancel to withdraw it")]
    DeclineOwn,
    #[error("only the challenger can cancel a challenge")]
    NotChallenger,
    #[error("this challenge is no longer open")]
    ChallengeClosed,
    #[error("this challenge has expired: send a new one with /challenge")]
    ChallengeExpired,
    #[error("unknown game {0:?}: choose shogi, chu-seireigi, uchi-chu-shogi or dai-seireigi")]
    UnknownVariant(String),
    #[error("bad start position: {0}")]
    BadPosition(String),
    #[error("time per move must be 1, 2, 3, 5, 7, 10 or 14 days, or unlimited")]
    BadTime,
    #[error("you are not playing in game {0}")]
    NotAPlayer(GameId),
    #[error("it is not your turn in game {0}")]
    NotYourTurn(GameId),
    #[error("game {0} is over")]
    GameOver(GameId),
    #[error("the position changed before your move arrived: look at the board again")]
    PositionChanged,
    #[error("{0}")]
    Move(#[from] MoveError),
    #[error("you already offered a {} in this game", .0.as_str())]
    AlreadyOffered(OfferKind),
    #[error("your opponent already offered a {}: answer that offer instead", .0.as_str())]
    OfferWaiting(OfferKind),
    #[error("there is no {} offer to answer", .0.as_str())]
    NoOffer(OfferKind),
    #[error("you cannot answer your own offer")]
    OwnOffer,
    #[error("there is no move of yours to take back")]
    NothingToTakeBack,
    #[error("impasse needs both Kings inside their promotion zones")]
    ImpasseNotAllowed,
    #[error("vacation must be between 0 and 60 days")]
    BadVacation,
    /// A per-user limit (see `Limits`): the message says which and when it frees up.
    #[error("{0}")]
    Limit(String),
    #[error("{0} is not a Discord id")]
    BadDiscordId(u64),
    #[error("the game record in the database is damaged: {0}")]
    Corrupt(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> ServiceError {
        ServiceError::Store(StoreError::Sql(e))
    }
}

pub type Result<T> = std::result::Result<T, ServiceError>;
