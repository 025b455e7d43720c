//! Players' display names for image headers, kept in memory: every move post shows both
//! names, and asking Discord (`GET /users/{id}`) twice per move costs two REST calls and
//! their rate-limit budget. Names rarely change, so a name is reused for an hour, and
//! refreshed for free whenever its user interacts with the bot.

use crate::service::UserId;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a name is trusted before Discord is asked again.
const TTL: Duration = Duration::from_secs(60 * 60);
/// Most names kept; a bot in many servers must not grow without bound.
const CAPACITY: usize = 10_000;

#[derive(Default)]
pub struct NameCache {
    names: Mutex<HashMap<u64, (String, Instant)>>,
}

impl NameCache {
    /// The user's name, from memory when fresh, else from Discord (not kept on failure,
    /// so a passing error does not stick).
    pub async fn name_of(&self, http: &serenity::Http, user: UserId) -> String {
        if let Some(name) = self.fresh(user) {
            return name;
        }
        match serenity::UserId::new(user.0.max(1)).to_user(http).await {
            Ok(u) => {
                let name = display_name(&u);
                self.remember(user, name.clone());
                name
            }
            Err(_) => format!("player {}", user.0),
        }
    }

    /// Notes the name of a user Discord just told us about (e.g. the author of an
    /// interaction).
    pub fn remember_user(&self, u: &serenity::User) {
        self.remember(UserId(u.id.get()), display_name(u));
    }

    fn fresh(&self, user: UserId) -> Option<String> {
        let names = self.names.lock().ok()?;
        names
            .get(&user.0)
            .filter(|(_, at)| at.elapsed() < TTL)
            .map(|(n, _)| n.clone())
    }

    fn remember(&self, user: UserId, name: String) {
        let Ok(mut names) = self.names.lock() else {
            return;
        };
        if names.len() >= CAPACITY && !names.contains_key(&user.0) {
            names.retain(|_, (_, at)| at.elapsed() < TTL);
            if names.len() >= CAPACITY {
                names.clear();
            }
        }
        names.insert(user.0, (name, Instant::now()));
    }
}

fn display_name(u: &serenity::User) -> String {
    u.global_name.clone().unwrap_or_else(|| u.name.clone())
}
