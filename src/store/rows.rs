//! Rows as the database holds them. The service turns them into its own types.

use super::status::{ChallengeStatus, GameStatus};
use super::values::{
    ColorChoice, Notation, Notify, OfferKind, Orientation, StoredLevel, StoredStyle,
};
use crate::rules::{Color, Reason};
use sqlx::FromRow;

#[derive(Debug, Clone, FromRow)]
pub struct GameRow {
    pub id: i64,
    pub variant: String,
    pub black: i64,
    pub white: i64,
    pub start_sfen: String,
    pub position_sfen: String,
    pub ply: i64,
    pub status: GameStatus,
    /// Whose turn it is in `position_sfen` (migration 0008); NULL only in a damaged row.
    pub side_to_move: Option<Color>,
    pub winner: Option<Color>,
    pub reason: Option<Reason>,
    pub days_per_move: Option<i64>,
    pub deadline: Option<i64>,
    pub reminder_at: Option<i64>,
    pub reminder_sent: i64,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub guild_id: Option<i64>,
    pub channel_id: Option<i64>,
    pub thread_id: Option<i64>,
    pub message_id: Option<i64>,
    pub computer: Option<i64>,
    pub computer_level: Option<StoredLevel>,
    /// The hash of the game's rules when it started (docs/games.md); NULL only for a game
    /// the rules-hash migration did not know.
    pub rules_hash: Option<String>,
    /// Why the record cannot be read, once found out (NULL for a healthy game).
    pub damaged: Option<String>,
    /// The agreed piece style of public posts (migration 0007); NULL is kanji.
    pub board_style: Option<StoredStyle>,
    /// The id of the game's public web page (migration 0010).
    pub public_id: Option<String>,
    /// 1 for a rated game (migration 0012): its end updates both players' ratings.
    pub rated: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct MoveRow {
    pub ply: i64,
    #[sqlx(rename = "move")]
    pub text: String,
    pub played_at: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct ChallengeRow {
    pub id: i64,
    pub challenger: i64,
    pub challenged: Option<i64>,
    pub variant: String,
    pub start_sfen: String,
    pub color: ColorChoice,
    pub days_per_move: Option<i64>,
    pub status: ChallengeStatus,
    pub created_at: i64,
    pub expires_at: i64,
    pub game_id: Option<i64>,
    pub guild_id: Option<i64>,
    pub channel_id: Option<i64>,
    pub message_id: Option<i64>,
    /// 1 for a rated challenge (migration 0012).
    pub rated: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct OfferRow {
    pub kind: OfferKind,
    pub offered_by: i64,
    pub ply: i64,
    pub created_at: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct UserRow {
    pub id: i64,
    pub notation: Notation,
    pub piece_style: StoredStyle,
    pub orientation: Orientation,
    pub notify: Notify,
    pub reminders: i64,
    pub vacation_until: Option<i64>,
    pub dm_failed: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct NotificationRow {
    pub id: i64,
    pub game_id: Option<i64>,
    pub challenge_id: Option<i64>,
    /// The event's JSON as stored (bytes: a row that is not even text is still read).
    pub event: Vec<u8>,
    pub created_at: i64,
    /// Failed deliveries so far.
    pub attempts: i64,
}

#[derive(Debug, Clone, FromRow)]
pub struct GuildRow {
    pub id: i64,
    pub default_variant: Option<String>,
    pub default_days: Option<i64>,
    pub allowed_channels: Option<String>,
}
