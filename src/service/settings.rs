//! Per-user settings (docs/bot.md, "Settings") and per-server ones (/server): where challenges
//! may be made, and the game and time a challenge gets when its player names none.

use super::damaged::unreadable;
use super::types::{Timestamp, UserId, DAYS_PER_MOVE};
use super::{GameService, Result, ServiceError};
use crate::render::PieceStyle;
use crate::rules::Variant;
use crate::store::queries;
use crate::store::rows::{GuildRow, UserRow};
pub use crate::store::values::{Notation, Notify, Orientation};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserSettings {
    pub user: UserId,
    pub notation: Notation,
    /// Kanji pieces or western letters, on the boards this user is shown.
    pub piece_style: PieceStyle,
    pub orientation: Orientation,
    pub notify: Notify,
    pub reminders: bool,
    pub vacation_until: Option<Timestamp>,
    /// DMs to this user failed: mention in the thread instead.
    pub dm_failed: bool,
}

/// A server's settings. Nothing set means: challenges anywhere, the default game, 3 days.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GuildSettings {
    pub guild: u64,
    /// The game (id) of a challenge that names none. A game the server no longer loads is
    /// ignored, not refused: the operator removed it, the server's players should not pay.
    pub default_variant: Option<String>,
    /// The time per move of a challenge that gives none.
    pub default_time: Option<TimePerMove>,
    /// Channels where challenges may be made (their games are played in threads under
    /// them); empty means any channel.
    pub allowed_channels: Vec<u64>,
}

/// Time per move, as a default: days (one of `DAYS_PER_MOVE`) or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimePerMove {
    Days(u32),
    Unlimited,
}

impl TimePerMove {
    /// What a game stores: days, `None` for no limit.
    pub fn days(self) -> Option<u32> {
        match self {
            TimePerMove::Days(d) => Some(d),
            TimePerMove::Unlimited => None,
        }
    }
}

/// The time per move of a challenge when neither its player nor the server chose one.
pub const DEFAULT_TIME: TimePerMove = TimePerMove::Days(3);

/// Most channels a server may keep challenges to (the list is shown in one line).
pub const MAX_CHALLENGE_CHANNELS: usize = 20;

impl GuildSettings {
    /// Whether a challenge may be made in `channel`.
    pub fn allows_challenges_in(&self, channel: u64) -> bool {
        self.allowed_channels.is_empty() || self.allowed_channels.contains(&channel)
    }

    /// The server's default game, if it names a loaded game.
    pub fn default_game(&self) -> Option<Variant> {
        self.default_variant.as_deref().and_then(Variant::from_id)
    }

    /// The game of a new challenge: the player's choice, else the server's default, else
    /// the default game.
    pub fn game_for(&self, chosen: Option<Variant>) -> Variant {
        chosen
            .or_else(|| self.default_game())
            .unwrap_or_else(Variant::default_game)
    }

    /// The time per move of a new challenge: the player's, else the server's, else 3 days.
    pub fn time_for(&self, chosen: Option<TimePerMove>) -> TimePerMove {
        chosen.or(self.default_time).unwrap_or(DEFAULT_TIME)
    }
}

/// The stored `default_days`: days, 0 for no limit. Any other value (written by hand) is
/// no default, so that one bad row never stops a server's challenges.
fn time_from_db(days: Option<i64>) -> Option<TimePerMove> {
    match days? {
        0 => Some(TimePerMove::Unlimited),
        d => u32::try_from(d)
            .ok()
            .filter(|d| DAYS_PER_MOVE.contains(d))
            .map(TimePerMove::Days),
    }
}

fn time_to_db(time: Option<TimePerMove>) -> Option<i64> {
    time.map(|t| i64::from(t.days().unwrap_or(0)))
}

impl UserSettings {
    /// What a user who never changed anything has (the columns' defaults in the schema).
    pub fn defaults(user: UserId) -> UserSettings {
        UserSettings {
            user,
            notation: Notation::Western,
            piece_style: PieceStyle::Kanji,
            orientation: Orientation::Mine,
            notify: Notify::Mention,
            reminders: true,
            vacation_until: None,
            dm_failed: false,
        }
    }

    fn from_row(r: &UserRow) -> UserSettings {
        UserSettings {
            user: UserId::from_db(r.id),
            notation: r.notation,
            piece_style: r.piece_style.into(),
            orientation: r.orientation,
            notify: r.notify,
            reminders: r.reminders != 0,
            vacation_until: r.vacation_until.map(Timestamp),
            dm_failed: r.dm_failed != 0,
        }
    }

    fn to_row(&self) -> UserRow {
        UserRow {
            id: self.user.db(),
            notation: self.notation,
            piece_style: self.piece_style.into(),
            orientation: self.orientation,
            notify: self.notify,
            reminders: i64::from(self.reminders),
            vacation_until: self.vacation_until.map(|t| t.0),
            dm_failed: i64::from(self.dm_failed),
        }
    }
}

impl GameService {
    /// A user's settings (the defaults for a user never seen before). A plain read: it
    /// never waits for writers, and works on a read-only database.
    pub async fn settings(&self, user: UserId) -> Result<UserSettings> {
        let mut c = self.store.read().await?;
        let row = queries::user(&mut c, user.db())
            .await
            .map_err(|e| unreadable(e, || format!("settings of user {}", user.0)))?;
        Ok(row.map_or_else(
            || UserSettings::defaults(user),
            |r| UserSettings::from_row(&r),
        ))
    }

    /// Saves a user's settings. The vacation is set with `set_vacation`, which also moves
    /// clocks, so it is kept as stored here.
    pub async fn save_settings(&self, settings: &UserSettings) -> Result<()> {
        let mut tx = self.store.write().await?;
        queries::ensure_user(&mut tx, settings.user.db()).await?;
        let current = queries::user(&mut tx, settings.user.db()).await?;
        let mut row = settings.to_row();
        row.vacation_until = current.and_then(|c| c.vacation_until);
        queries::save_user(&mut tx, &row).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    /// A server's settings (nothing set for a server never configured). A plain read.
    pub async fn guild_settings(&self, guild: u64) -> Result<GuildSettings> {
        let id = super::query::discord_id_to_db(guild)?;
        let mut c = self.store.read().await?;
        let Some(row) = queries::guild(&mut c, id).await? else {
            return Ok(GuildSettings {
                guild,
                ..GuildSettings::default()
            });
        };
        Ok(GuildSettings {
            guild,
            default_variant: row.default_variant,
            default_time: time_from_db(row.default_days),
            allowed_channels: row
                .allowed_channels
                .unwrap_or_default()
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .filter(|&id: &u64| id > 0)
                .collect(),
        })
    }

    /// Saves a server's settings, all or nothing: a default game that is not loaded, a time
    /// that is not offered, a channel that is not a Discord id or too many channels are
    /// refused and nothing changes. Who may change them is the front end's to check (on
    /// Discord: members with Manage Server).
    pub async fn save_guild_settings(&self, g: &GuildSettings) -> Result<()> {
        for &id in g.allowed_channels.iter().chain([&g.guild]) {
            super::query::discord_id_to_db(id)?;
        }
        if let Some(v) = &g.default_variant {
            if Variant::from_id(v).is_none() {
                return Err(ServiceError::UnknownVariant(v.clone()));
            }
        }
        if let Some(TimePerMove::Days(d)) = g.default_time {
            if !DAYS_PER_MOVE.contains(&d) {
                return Err(ServiceError::BadTime);
            }
        }
        if g.allowed_channels.len() > MAX_CHALLENGE_CHANNELS {
            return Err(ServiceError::Limit(super::LimitHit::ChallengeChannels {
                max: MAX_CHALLENGE_CHANNELS as u32,
            }));
        }
        let mut tx = self.store.write().await?;
        let channels: Vec<String> = g.allowed_channels.iter().map(u64::to_string).collect();
        let row = GuildRow {
            id: g.guild as i64,
            default_variant: g.default_variant.clone(),
            default_days: time_to_db(g.default_time),
            allowed_channels: (!channels.is_empty()).then(|| channels.join(",")),
        };
        queries::save_guild(&mut tx, &row).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }
}
