//! Personal links to the web board (docs/web.md): the secret they are signed with, each
//! user's key version (raised to revoke every link of theirs), and making and checking
//! tokens ([`web_token`](super::web_token)). Shared by the bot, which hands links out, and
//! the web server, which checks them; the sentences are theirs.

use super::types::{GameId, UserId};
use super::web_token::{self, Claims, TokenFault};
use super::{color_of, GameService, Result, ServiceError};
use crate::rules::Color;
use crate::store::queries;
use std::time::Duration;

/// How long a personal link works unless the operator says otherwise
/// (`SEIREIGI_WEB_LINK_DAYS`).
pub const DEFAULT_LINK_DAYS: u32 = 7;
/// The shortest secret `SEIREIGI_WEB_SECRET` may give.
pub const MIN_SECRET_BYTES: usize = 32;

/// How links are made: where the pages are, the secret (when the operator gives one) and
/// how long a link works.
#[derive(Clone, Debug, Default)]
pub struct WebLinks {
    /// The public base of the pages (`SEIREIGI_PUBLIC_URL`), no trailing slash. Without
    /// it, links are relative (`seireigi web`) and the bot hands none out.
    pub public_url: Option<String>,
    /// `SEIREIGI_WEB_SECRET`; otherwise one made once and kept in the database.
    pub secret: Option<Vec<u8>>,
    /// 0 means the default.
    pub days: u32,
}

impl WebLinks {
    /// `SEIREIGI_WEB_SECRET` and `SEIREIGI_WEB_LINK_DAYS` from the environment, with the
    /// public URL already checked by the web options.
    pub fn from_env(public_url: Option<String>) -> anyhow::Result<WebLinks> {
        WebLinks::from_vars(public_url, |n| std::env::var(n).ok())
    }

    pub fn from_vars(
        public_url: Option<String>,
        var: impl Fn(&str) -> Option<String>,
    ) -> anyhow::Result<WebLinks> {
        let secret = match var("SEIREIGI_WEB_SECRET") {
            Some(s) if s.trim().len() >= MIN_SECRET_BYTES => Some(s.trim().as_bytes().to_vec()),
            Some(_) => anyhow::bail!(
                "SEIREIGI_WEB_SECRET must be at least {MIN_SECRET_BYTES} characters (or unset: \
                 one is then made and kept in the database)"
            ),
            None => None,
        };
        let days = match var("SEIREIGI_WEB_LINK_DAYS") {
            Some(d) => d
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|d| (1..=365).contains(d))
                .ok_or_else(|| anyhow::anyhow!("SEIREIGI_WEB_LINK_DAYS must be 1 to 365"))?,
            None => DEFAULT_LINK_DAYS,
        };
        Ok(WebLinks {
            public_url,
            secret,
            days,
        })
    }

    pub fn lifetime(&self) -> Duration {
        let days = if self.days == 0 {
            DEFAULT_LINK_DAYS
        } else {
            self.days
        };
        Duration::from_secs(u64::from(days) * 86_400)
    }
}

/// Why a token is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkRefusal {
    /// Not a token, or not signed by this server.
    Forged,
    /// Signed for another game.
    OtherGame,
    Expired,
    /// The player revoked their links since it was made.
    Revoked,
    /// Made for someone who does not play in the game (never made so: a stale secret).
    NotAPlayer,
}

/// The holder of a valid token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkHolder {
    pub user: UserId,
    pub color: Color,
    /// Unix seconds after which the link stops working.
    pub expires: i64,
}

impl GameService {
    /// How this service makes personal links.
    pub fn with_web_links(mut self, links: WebLinks) -> GameService {
        self.web_links = links;
        self
    }

    pub fn web_links(&self) -> &WebLinks {
        &self.web_links
    }

    /// The signing secret: the operator's, or the one kept in the database (made by the
    /// first process that needs it, from the OS's random source).
    async fn web_secret(&self) -> Result<Vec<u8>> {
        if let Some(s) = &self.web_links.secret {
            return Ok(s.clone());
        }
        let kept = self
            .web_secret_cache
            .get_or_try_init(|| async {
                let mut c = self.store.read().await?;
                if let Some(s) = queries::web_secret(&mut c).await? {
                    return Ok::<_, ServiceError>(s);
                }
                drop(c);
                let mut bytes = [0u8; 32];
                getrandom::getrandom(&mut bytes).map_err(|e| {
                    ServiceError::Corrupt(format!("no random source for the web secret: {e}"))
                })?;
                let made: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
                let mut tx = self.store.write().await?;
                queries::offer_web_secret(&mut tx, &made).await?;
                tx.commit().await.map_err(ServiceError::from)?;
                // Another process may have been first: the stored one is the one.
                let mut c = self.store.read().await?;
                Ok(queries::web_secret(&mut c).await?.unwrap_or(made))
            })
            .await?;
        Ok(kept.as_bytes().to_vec())
    }

    /// A personal token for `user` in `game`, valid for the configured lifetime from now.
    /// Refused if they do not play in it.
    pub async fn web_token(&self, game: GameId, user: UserId) -> Result<String> {
        let row = {
            let mut c = self.store.read().await?;
            self.game_row(&mut c, game).await?
        };
        color_of(&row, user).ok_or(ServiceError::NotAPlayer(game))?;
        let key_version = {
            let mut c = self.store.read().await?;
            queries::web_key_version(&mut c, user.db()).await?
        };
        let now_s = self.now().0.div_euclid(1000);
        let expires = now_s.saturating_add(self.web_links.lifetime().as_secs() as i64);
        let claims = Claims {
            game,
            user,
            expires,
            key_version,
        };
        Ok(web_token::sign(&self.web_secret().await?, &claims))
    }

    /// The personal link of `user` in `game` (`/g/{public id}?t=...`), absolute when the
    /// public URL is known; `None` for a game without a public id.
    pub async fn web_link(&self, game: GameId, user: UserId) -> Result<Option<String>> {
        let info = self.game_info(game).await?;
        let Some(pid) = info.public_id else {
            return Ok(None);
        };
        let token = self.web_token(game, user).await?;
        let base = self.web_links.public_url.as_deref().unwrap_or("");
        Ok(Some(format!("{base}/g/{pid}?t={token}")))
    }

    /// Checks `token` for `game`: whose it is and which side they play, or why it is refused.
    /// The outer error is a failure of ours (the database).
    pub async fn check_web_token(
        &self,
        game: GameId,
        token: &str,
    ) -> Result<std::result::Result<LinkHolder, LinkRefusal>> {
        let secret = self.web_secret().await?;
        let now_s = self.now().0.div_euclid(1000);
        let claims = match web_token::verify(&secret, token, now_s) {
            Ok(c) => c,
            Err(TokenFault::Malformed | TokenFault::Forged) => return Ok(Err(LinkRefusal::Forged)),
            Err(TokenFault::Expired) => return Ok(Err(LinkRefusal::Expired)),
        };
        if claims.game != game {
            return Ok(Err(LinkRefusal::OtherGame));
        }
        let mut c = self.store.read().await?;
        if queries::web_key_version(&mut c, claims.user.db()).await? != claims.key_version {
            return Ok(Err(LinkRefusal::Revoked));
        }
        let row = self.game_row(&mut c, game).await?;
        Ok(match color_of(&row, claims.user) {
            Some(color) => Ok(LinkHolder {
                user: claims.user,
                color,
                expires: claims.expires,
            }),
            None => Err(LinkRefusal::NotAPlayer),
        })
    }

    /// Revokes every personal link `user` holds, in every game: links made from now on
    /// work, older ones are refused.
    pub async fn revoke_web_links(&self, user: UserId) -> Result<()> {
        self.retried(|| async {
            let mut tx = self.store.write().await?;
            queries::ensure_user(&mut tx, user.db()).await?;
            queries::bump_web_key_version(&mut tx, user.db()).await?;
            tx.commit().await.map_err(ServiceError::from)?;
            Ok(())
        })
        .await
    }
}
