//! Why the service refused a command. Every message is one line and says what to do.

use super::types::{GameId, OfferKind};
use crate::rules::notation::MoveError;
use crate::rules::usi::UsiError;
use crate::store::{Fault, StoreError};
use thiserror::Error;

/// Why a challenge's start position was refused, as values (the front ends say it).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionFault {
    /// The SFEN or position command does not read, or its moves do not play.
    #[error("{0}")]
    Usi(UsiError),
    /// The game is already over in that position.
    #[error("the game is already over in that position")]
    Over,
}

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
    #[error("unknown game {0:?}: one of {list}", list = crate::rules::Variant::ids().join(", "))]
    UnknownVariant(String),
    /// The stored game `game` of `variant` started under other rules than its game file
    /// (`file`) has today; the front ends name the variant in the reader's language.
    #[error("game {game} was started under other rules of {variant}: its game file ({file}) has changed since, so the game cannot go on until the server loads the old file again")]
    RulesChanged {
        game: GameId,
        variant: crate::rules::Variant,
        file: String,
    },
    #[error("bad start position: {0}")]
    BadPosition(PositionFault),
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
    /// A conditional move refused (`/forecast`): nothing stored.
    #[error("forecast refused: {0:?}")]
    Forecast(super::forecast::ForecastRefusal),
    /// A rematch asked while the game is still being played.
    #[error("game {0} is still being played")]
    GameNotOver(GameId),
    /// A note over the limit of characters.
    #[error("a note may have at most {max} characters ({given} given)")]
    NoteTooLong { max: u32, given: u32 },
    #[error("vacation must be between 0 and 60 days")]
    BadVacation,
    #[error("extensions must be between 0 and 10 per player")]
    BadExtensions,
    #[error(
        "the digest's hour must be 0 to 23, and the time zone between UTC-12:00 and UTC+14:00"
    )]
    BadDigest,
    /// A per-user limit (see `Limits`): which one, and when it frees up.
    #[error("limit reached: {0:?}")]
    Limit(LimitHit),
    /// A tournament command refused (see `tournaments`).
    #[error("tournament: {0:?}")]
    Tournament(super::tournaments::TournamentRefusal),
    #[error("{0} is not a Discord id")]
    BadDiscordId(u64),
    #[error("the game record in the database is damaged: {0}")]
    Corrupt(String),
    /// The database is away (stopped, unreachable, or no connection free in time): nothing
    /// was done, and the same command may simply be sent again later.
    #[error("the database cannot be reached: {0}")]
    Unreachable(#[source] StoreError),
    /// The database's disk is full: the command's transaction was not kept.
    #[error("the database's disk is full: {0}")]
    DiskFull(#[source] StoreError),
    #[error(transparent)]
    Store(StoreError),
}

/// Every store error becomes a [`ServiceError`] here, sorted: the faults the front ends name
/// to the user (an unreachable database, a full disk) apart from the others.
impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> ServiceError {
        match e.fault() {
            Some(Fault::Unreachable) => ServiceError::Unreachable(e),
            Some(Fault::DiskFull) => ServiceError::DiskFull(e),
            None => ServiceError::Store(e),
        }
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> ServiceError {
        StoreError::Sql(e).into()
    }
}

/// Which per-user limit refused a command, with the figures a front end needs to say so.
/// Waits are in milliseconds from the refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LimitHit {
    /// As many challenges open as allowed; the oldest expires in `oldest_expires_in_ms`.
    OpenChallenges {
        open: u32,
        max: u32,
        oldest_expires_in_ms: Option<u64>,
    },
    /// As many games against the computer as allowed.
    ComputerGames { playing: u32, max: u32 },
    /// The same offer again too soon: it was made at move `last_move` (counted from 1), may
    /// be made once every `every` moves of the player's, so again after `moves_left` more.
    OfferInterval {
        kind: OfferKind,
        last_move: u32,
        every: u32,
        moves_left: u32,
    },
    /// As many hints in the last minute as allowed; the next one in `next_in_ms`.
    Hints { per_minute: u32, next_in_ms: u64 },
    /// A vacation longer than the days left of the yearly allowance; more days come back in
    /// `more_in_ms`.
    Vacation {
        days_per_year: u32,
        days_left: u32,
        more_in_ms: Option<u64>,
    },
    /// A server keeping challenges to more channels than allowed.
    ChallengeChannels { max: u32 },
}

pub type Result<T> = std::result::Result<T, ServiceError>;
