//! Which language the bot speaks to whom (docs/i18n.md, "Which language"): a user's language
//! for replies and private messages (their `/settings language:`, else their Discord client's
//! as last seen), a server's for public posts in its game threads (`/server language:`, else
//! its preferred locale on Discord, else English).
//!
//! Every interaction shows the user's and the server's locale; they are written to the
//! database only when they differ from what is stored, so a cache of what is stored (per
//! process, for [`FRESH_FOR`]) saves both the read and the write on almost every interaction.
//! A language chosen in another process is seen here within [`FRESH_FOR`].

use crate::i18n::Lang;
use crate::service::{GameService, Languages, UserId};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tracing::warn;

/// How long a stored language is trusted without reading it again.
pub const FRESH_FOR: Duration = Duration::from_secs(60);

/// Most entries per map: past it the map is emptied (it refills from the database).
const MAX_ENTRIES: usize = 100_000;

/// Whose languages an entry holds (public for tests/bot/units/bot/lang.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Whose {
    User(u64),
    Guild(u64),
}

/// What this process knows of the stored languages.
#[derive(Default)]
pub struct LangCache {
    known: Mutex<HashMap<Whose, (Languages, Instant)>>,
    /// Bumped by every `forget_*`: a read that began before a choice was written (a
    /// background note racing `/server language:`, say) must not cache the old value after it.
    /// Public for tests/bot/units/bot/lang.rs, which races a read against a forget.
    pub forgotten: AtomicU64,
}

impl LangCache {
    /// The fresh entry of `whose`, if any (public for tests/bot/units/bot/lang.rs).
    pub fn cached(&self, whose: Whose) -> Option<Languages> {
        let known = self.known.lock().ok()?;
        let (l, at) = known.get(&whose)?;
        (at.elapsed() < FRESH_FOR).then_some(*l)
    }

    /// Keeps `l` for `whose` unless a `forget_*` came after `read_at` (public for
    /// tests/bot/units/bot/lang.rs).
    pub fn remember(&self, whose: Whose, l: Languages, read_at: u64) {
        if let Ok(mut known) = self.known.lock() {
            // Checked under the lock that `forget_*` takes too.
            if self.forgotten.load(Ordering::SeqCst) != read_at {
                return;
            }
            if known.len() >= MAX_ENTRIES {
                known.clear();
            }
            known.insert(whose, (l, Instant::now()));
        }
    }

    async fn stored(&self, service: &GameService, whose: Whose) -> Option<Languages> {
        if let Some(l) = self.cached(whose) {
            return Some(l);
        }
        let read_at = self.forgotten.load(Ordering::SeqCst);
        let read = match whose {
            Whose::User(u) => service.user_languages(UserId(u)).await,
            Whose::Guild(g) => service.guild_languages(g).await,
        };
        match read {
            Ok(l) => {
                self.remember(whose, l, read_at);
                Some(l)
            }
            Err(e) => {
                warn!(error = %e, "could not read a language: English or the interaction's is used");
                None
            }
        }
    }

    /// The language of a user's private messages (reminders, DMs).
    pub async fn user(&self, service: &GameService, user: UserId) -> Lang {
        self.stored(service, Whose::User(user.0))
            .await
            .unwrap_or_default()
            .lang()
    }

    /// The language of a reply to an interaction whose client speaks `locale`: the user's
    /// choice if they made one, else `locale`'s.
    pub async fn for_reply(&self, service: &GameService, user: UserId, locale: &str) -> Lang {
        let chosen = self
            .stored(service, Whose::User(user.0))
            .await
            .and_then(|l| l.chosen);
        chosen.unwrap_or_else(|| Lang::or_english(Some(locale)))
    }

    /// The language of public posts in `guild`'s game threads (English outside a server).
    pub async fn guild(&self, service: &GameService, guild: Option<u64>) -> Lang {
        let Some(g) = guild else {
            return Lang::En;
        };
        self.stored(service, Whose::Guild(g))
            .await
            .unwrap_or_default()
            .lang()
    }

    /// Notes the locales an interaction shows: the user's client's and the server's preferred
    /// one. Writes only what differs from what is stored.
    pub async fn note(
        &self,
        service: &GameService,
        user: UserId,
        locale: &str,
        guild: Option<(u64, Option<&str>)>,
    ) {
        let seen = Lang::or_english(Some(locale));
        self.note_one(service, Whose::User(user.0), seen).await;
        if let Some((g, Some(locale))) = guild {
            self.note_one(service, Whose::Guild(g), Lang::or_english(Some(locale)))
                .await;
        }
    }

    /// Notes a server's preferred locale (seen when Discord sends the server).
    pub async fn note_guild(&self, service: &GameService, guild: u64, seen: Lang) {
        self.note_one(service, Whose::Guild(guild), seen).await;
    }

    async fn note_one(&self, service: &GameService, whose: Whose, seen: Lang) {
        let read_at = self.forgotten.load(Ordering::SeqCst);
        let Some(mut stored) = self.stored(service, whose).await else {
            return;
        };
        if stored.seen == Some(seen) {
            return;
        }
        let written = match whose {
            Whose::User(u) => service.note_user_language(UserId(u), seen).await,
            Whose::Guild(g) => service.note_guild_language(g, seen).await,
        };
        match written {
            Ok(()) => {
                stored.seen = Some(seen);
                self.remember(whose, stored, read_at);
            }
            Err(e) => warn!(error = %e, "could not note a language"),
        }
    }

    /// Forgets what is cached of a user or a server (after their choice changed here).
    pub fn forget_user(&self, user: UserId) {
        if let Ok(mut known) = self.known.lock() {
            self.forgotten.fetch_add(1, Ordering::SeqCst);
            known.remove(&Whose::User(user.0));
        }
    }

    pub fn forget_guild(&self, guild: u64) {
        if let Ok(mut known) = self.known.lock() {
            self.forgotten.fetch_add(1, Ordering::SeqCst);
            known.remove(&Whose::Guild(guild));
        }
    }
}
