//! Which gateway shards this process runs, and where its REST requests go: the two settings
//! that let several processes share one bot (docs/operations.md, "Several processes: shards
//! and the REST proxy").

use anyhow::{anyhow, bail, Result};
use std::fmt;

/// A range of gateway shards `first..=last` out of `total` (`SEIREIGI_SHARDS=FIRST-LAST/TOTAL`,
/// `seireigi serve --shards FIRST-LAST/TOTAL`). Discord sends each guild's events on shard
/// `(guild_id >> 22) % total`, so the processes of one bot must agree on `total` and together
/// cover `0..total` once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Reads `FIRST-LAST/TOTAL` (decimal digits only; surrounding blanks ignored). The error
    /// says what is wrong, without the setting's name (see [`ShardRange::parse_setting`]).
    pub fn parse(text: &str) -> std::result::Result<ShardRange, String> {
        let form = || "expected FIRST-LAST/TOTAL, for example 0-3/8".to_string();
        let (range, total) = text.trim().split_once('/').ok_or_else(form)?;
        let (first, last) = range.split_once('-').ok_or_else(form)?;
        let number = |what: &str, digits: &str| -> std::result::Result<u32, String> {
            // u32::from_str also takes "+1"; a shard number is digits only.
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("{what} must be a number, not {digits:?}"));
            }
            digits
                .parse()
                .map_err(|_| format!("{what} is too large ({digits})"))
        };
        let range = ShardRange {
            first: number("FIRST", first)?,
            last: number("LAST", last)?,
            total: number("TOTAL", total)?,
        };
        if range.total == 0 {
            return Err("TOTAL must be at least 1".into());
        }
        if range.first > range.last {
            return Err("FIRST must not exceed LAST".into());
        }
        if range.last >= range.total {
            return Err(format!(
                "LAST must be below TOTAL (the shards are 0 to {})",
                range.total - 1
            ));
        }
        Ok(range)
    }

    /// [`ShardRange::parse`] with the setting named in the error:
    /// `SEIREIGI_SHARDS=3-1/2: FIRST must not exceed LAST`.
    pub fn parse_setting(setting: &str, text: &str) -> Result<ShardRange> {
        ShardRange::parse(text).map_err(|e| anyhow!("{setting}{text}: {e}"))
    }

    /// How many shards the range holds.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }

    /// The shard that carries `guild`'s events (Discord's rule).
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        ((guild >> 22) % u64::from(total.max(1))) as u32
    }

    /// Whether this process runs the shard `(guild >> 22) % total`.
    pub fn holds(&self, guild: u64) -> bool {
        (self.first..=self.last).contains(&ShardRange::shard_of(guild, self.total))
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// Where REST requests go instead of `https://discord.com`: `DISCORD_PROXY_URL` (a shared
/// rate-limiting proxy such as twilight-http-proxy, for several processes of one bot) or
/// `DISCORD_BASE_URL` (the same setting under the name the tests use for the fake Discord).
/// Either way serenity's own rate limiter is turned off: it would send past the proxy (its
/// requests ignore `HttpBuilder::proxy`), and the proxy does the limiting for every process.
pub fn rest_base_url(proxy: Option<&str>, base: Option<&str>) -> Result<Option<String>> {
    fn given(v: Option<&str>) -> Option<&str> {
        v.map(str::trim).filter(|v| !v.is_empty())
    }
    let (name, url) = match (given(proxy), given(base)) {
        (None, None) => return Ok(None),
        (Some(p), Some(b)) if p != b => bail!(
            "DISCORD_PROXY_URL ({p}) and DISCORD_BASE_URL ({b}) are both set and differ: set one \
             (both say where REST requests go)"
        ),
        (Some(p), _) => ("DISCORD_PROXY_URL", p),
        (None, Some(b)) => ("DISCORD_BASE_URL", b),
    };
    // serenity puts this in place of "https://discord.com" in each request's URL, so it must be
    // a scheme and a host (and maybe a port or a path prefix), checked here once rather than
    // failing every request later.
    let parsed = reqwest::Url::parse(url).map_err(|e| {
        anyhow!("{name}={url}: not a URL ({e}); expected e.g. http://127.0.0.1:3000")
    })?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
        bail!("{name}={url}: expected an http:// or https:// URL with a host, e.g. http://127.0.0.1:3000");
    }
    if parsed.query().is_some() || parsed.fragment().is_some() {
        bail!("{name}={url}: a base URL takes no ?query or #fragment");
    }
    Ok(Some(url.trim_end_matches('/').to_string()))
}
