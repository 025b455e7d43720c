//! Which language a user or a server is spoken to in (docs/i18n.md, "Which language"): the
//! language Discord last showed for them and the one they chose. Values only: the front ends
//! pick the words.

use super::query::discord_id_to_db;
use super::types::UserId;
use super::{GameService, Result, ServiceError};
use crate::i18n::Lang;
use crate::store::language_queries::{self as q, LanguageOf};

/// A user's or a server's languages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Languages {
    /// A user's: their Discord client's, as last seen on an interaction. A server's: its
    /// preferred locale on Discord. `None` when never seen (or not one the bot speaks).
    pub seen: Option<Lang>,
    /// Chosen with `/settings language:` or `/server language:`; `None`: automatic.
    pub chosen: Option<Lang>,
}

impl Languages {
    /// The language to use: the one chosen, else the one seen, else English.
    pub fn lang(self) -> Lang {
        self.chosen.or(self.seen).unwrap_or(Lang::En)
    }
}

/// A stored code as a language; a code the program does not know (written by a newer one,
/// or by hand) is no language rather than a refusal.
fn stored(code: Option<String>) -> Option<Lang> {
    code.as_deref().and_then(Lang::from_tag)
}

impl GameService {
    async fn languages_of(&self, of: LanguageOf) -> Result<Languages> {
        let mut c = self.store.read().await?;
        let row = q::language(&mut c, of).await?;
        Ok(
            row.map_or_else(Languages::default, |(seen, chosen)| Languages {
                seen: stored(seen),
                chosen: stored(chosen),
            }),
        )
    }

    async fn write_language(
        &self,
        of: LanguageOf,
        seen: Option<Lang>,
        chosen: Option<Option<Lang>>,
    ) -> Result<()> {
        let mut tx = self.store.write().await?;
        if let Some(seen) = seen {
            q::set_seen_language(&mut tx, of, seen.code()).await?;
        }
        if let Some(chosen) = chosen {
            q::set_chosen_language(&mut tx, of, chosen.map(Lang::code)).await?;
        }
        tx.commit().await.map_err(ServiceError::from)?;
        Ok(())
    }

    /// A user's languages (none for a user never seen). A plain read.
    pub async fn user_languages(&self, user: UserId) -> Result<Languages> {
        self.languages_of(LanguageOf::User(discord_id_to_db(user.0)?))
            .await
    }

    /// Notes the language of the user's Discord client. It writes every time: the caller
    /// calls it only when the language changed.
    pub async fn note_user_language(&self, user: UserId, seen: Lang) -> Result<()> {
        let of = LanguageOf::User(discord_id_to_db(user.0)?);
        self.write_language(of, Some(seen), None).await
    }

    /// Sets the user's chosen language; `None`: follow their Discord client.
    pub async fn choose_user_language(&self, user: UserId, chosen: Option<Lang>) -> Result<()> {
        let of = LanguageOf::User(discord_id_to_db(user.0)?);
        self.write_language(of, None, Some(chosen)).await
    }

    /// A server's languages (none for a server never seen). A plain read.
    pub async fn guild_languages(&self, guild: u64) -> Result<Languages> {
        self.languages_of(LanguageOf::Guild(discord_id_to_db(guild)?))
            .await
    }

    /// Notes the server's preferred locale on Discord (called only when it changed).
    pub async fn note_guild_language(&self, guild: u64, seen: Lang) -> Result<()> {
        let of = LanguageOf::Guild(discord_id_to_db(guild)?);
        self.write_language(of, Some(seen), None).await
    }

    /// Sets the server's language for public posts; `None`: its preferred locale.
    pub async fn choose_guild_language(&self, guild: u64, chosen: Option<Lang>) -> Result<()> {
        let of = LanguageOf::Guild(discord_id_to_db(guild)?);
        self.write_language(of, None, Some(chosen)).await
    }
}
