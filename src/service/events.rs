//! What the service tells front ends happened. Events are plain data (no Discord types), and
//! serialize to JSON for the notification outbox.

use super::tournaments::TournamentId;
use super::types::{ChallengeId, GameId, OfferKind, Timestamp, UserId};
use crate::rules::Outcome;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    ChallengeCreated {
        challenge: ChallengeId,
        challenger: UserId,
        challenged: Option<UserId>,
        variant: String,
    },
    ChallengeDeclined {
        challenge: ChallengeId,
        challenger: UserId,
        by: UserId,
    },
    ChallengeCancelled {
        challenge: ChallengeId,
    },
    ChallengeExpired {
        challenge: ChallengeId,
        challenger: UserId,
    },
    GameStarted {
        game: GameId,
        challenge: ChallengeId,
        black: UserId,
        white: UserId,
        variant: String,
        to_move: UserId,
    },
    /// A move was played; `to_move` is who plays next (none when the game ended).
    MovePlayed {
        game: GameId,
        ply: u32,
        by: UserId,
        canonical: String,
        check: bool,
        to_move: Option<UserId>,
        deadline: Option<Timestamp>,
        /// Played from the player's conditional moves (`/forecast`), not typed.
        #[serde(default)]
        prepared: bool,
        /// Answered at once by the opponent's prepared move (the next ply).
        #[serde(default)]
        answered: bool,
    },
    GameEnded {
        game: GameId,
        black: UserId,
        white: UserId,
        outcome: Outcome,
    },
    OfferMade {
        game: GameId,
        kind: OfferKind,
        by: UserId,
        to: UserId,
        ply: u32,
    },
    OfferDeclined {
        game: GameId,
        kind: OfferKind,
        by: UserId,
    },
    TookBack {
        game: GameId,
        plies: u32,
        to_move: UserId,
    },
    /// A tournament's stage began: all its games were created (they need their threads).
    TournamentStageStarted {
        tournament: TournamentId,
        stage: u32,
    },
    /// A tournament game ended: the standings changed.
    TournamentResult {
        tournament: TournamentId,
        game: GameId,
    },
    /// A player withdrew from a running tournament: their unfinished games were lost.
    TournamentWithdrawn {
        tournament: TournamentId,
        user: UserId,
    },
    /// The tournament is over (`winner`: first in the final standings).
    TournamentFinished {
        tournament: TournamentId,
        winner: Option<UserId>,
    },
    /// Its start came with too few players: it was called off.
    TournamentCancelled {
        tournament: TournamentId,
        players: u32,
    },
    /// 80 % of the player's time is used.
    Reminder {
        game: GameId,
        user: UserId,
        deadline: Timestamp,
    },
    /// The player to move went on vacation: their clock stops until `until`.
    OnVacation {
        game: GameId,
        user: UserId,
        opponent: UserId,
        until: Timestamp,
    },
    /// The player to move ran out of time and the clock gave them one of the game's
    /// one-day extensions instead: `left` remain, the new deadline is `deadline`.
    ExtensionUsed {
        game: GameId,
        user: UserId,
        opponent: UserId,
        left: u32,
        deadline: Timestamp,
    },
    /// The player to move ran out of time and the clock spent a day of their vacation
    /// instead (their clocks stop until `until`); `days_left` of their yearly budget remain.
    VacationSpent {
        game: GameId,
        user: UserId,
        opponent: UserId,
        until: Timestamp,
        days_left: u32,
    },
    /// The daily digest of a player who chose one: the games waiting for them.
    Digest {
        user: UserId,
        games: Vec<DigestGame>,
    },
}

/// A game in a daily digest: its deadline and its thread.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DigestGame {
    pub game: GameId,
    pub deadline: Option<Timestamp>,
    pub thread: Option<u64>,
}

/// An event written to the outbox, to be delivered and then marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notification {
    pub id: i64,
    pub event: Event,
}
