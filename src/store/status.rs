//! The statuses of stored games and challenges, as the database holds them (the `CHECK`
//! constraints of migration 0001 list the same words). Read and written as these types, so
//! that no code compares status strings.

/// Whether a game is still being played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum GameStatus {
    Active,
    Finished,
}

/// Where a challenge stands: open until accepted, declined, cancelled or expired.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text")]
#[sqlx(rename_all = "lowercase")]
pub enum ChallengeStatus {
    Open,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

impl ChallengeStatus {
    /// The word stored and shown.
    pub fn as_str(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }
}

impl std::fmt::Display for ChallengeStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
