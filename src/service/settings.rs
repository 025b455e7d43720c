//! Per-user and per-guild settings (bot.md, /settings).

use super::damaged::unreadable;
use super::types::{Timestamp, UserId};
use super::{GameService, Result, ServiceError};
use crate::render::PieceStyle;
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

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GuildSettings {
    pub guild: u64,
    pub default_variant: Option<String>,
    pub default_days: Option<u32>,
    /// Channels the bot may be used in; empty means all.
    pub allowed_channels: Vec<u64>,
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
            piece_style: r.piece_style,
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
            piece_style: self.piece_style,
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

    pub async fn guild_settings(&self, guild: u64) -> Result<GuildSettings> {
        let mut c = self.store.read().await?;
        let Some(row) = queries::guild(&mut c, guild as i64).await? else {
            return Ok(GuildSettings {
                guild,
                ..GuildSettings::default()
            });
        };
        Ok(GuildSettings {
            guild,
            default_variant: row.default_variant,
            default_days: row.default_days.map(|d| d as u32),
            allowed_channels: row
                .allowed_channels
                .unwrap_or_default()
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .filter(|&id: &u64| id > 0)
                .collect(),
        })
    }

    pub async fn save_guild_settings(&self, g: &GuildSettings) -> Result<()> {
        for &id in g.allowed_channels.iter().chain([&g.guild]) {
            super::query::discord_id_to_db(id)?;
        }
        let mut tx = self.store.write().await?;
        let channels: Vec<String> = g.allowed_channels.iter().map(u64::to_string).collect();
        let row = GuildRow {
            id: g.guild as i64,
            default_variant: g.default_variant.clone(),
            default_days: g.default_days.map(i64::from),
            allowed_channels: (!channels.is_empty()).then(|| channels.join(",")),
        };
        queries::save_guild(&mut tx, &row).await?;
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }
}
