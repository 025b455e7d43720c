//! The personal link's token (docs/web.md): who may move in which game, until when, under
//! which of the user's key versions, signed with HMAC-SHA256. Pure: no clock, no database;
//! the service supplies the secret, the time and the user's current key version.
//!
//! A token is url-safe base64 (no padding) of 33 bytes of claims and their 32-byte MAC:
//! a format byte (1), the game id, the user id, the expiry (unix seconds) and the key
//! version, each 8 bytes big-endian. The MAC covers a fixed label and the claims, so a
//! token can be neither altered nor read as a signature of anything else.

use super::types::{GameId, UserId};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, Mac};
use sha2::Sha256;

const FORMAT: u8 = 1;
#[doc(hidden)]
pub const CLAIMS: usize = 1 + 4 * 8;
#[doc(hidden)]
pub const MAC: usize = 32;
/// The length of a token's text (base64 of 65 bytes, no padding).
pub const TOKEN_CHARS: usize = (CLAIMS + MAC) * 4 / 3 + 1;
const LABEL: &[u8] = b"seireigi personal web link\0";

/// What a token says, once its signature is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claims {
    pub game: GameId,
    pub user: UserId,
    /// Unix seconds after which the token is refused.
    pub expires: i64,
    /// The user's key version when the token was made.
    pub key_version: i64,
}

/// Why a token's text is refused, before any database is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenFault {
    /// Not a token at all (wrong length, not base64, unknown format).
    Malformed,
    /// The signature does not match: altered, forged, or made with another secret.
    Forged,
    /// Signed, but past its expiry.
    Expired,
}

fn mac(secret: &[u8]) -> Hmac<Sha256> {
    // HMAC takes a key of any length: this never fails.
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(secret)
        .unwrap_or_else(|_| unreachable!("HMAC accepts keys of every length"));
    m.update(LABEL);
    m
}

/// The claims as the token carries them before their MAC (public for
/// tests/service/units/service/web_token.rs, which forges tokens).
#[doc(hidden)]
pub fn claims_bytes(c: &Claims) -> [u8; CLAIMS] {
    let mut out = [0u8; CLAIMS];
    out[0] = FORMAT;
    out[1..9].copy_from_slice(&c.game.0.to_be_bytes());
    out[9..17].copy_from_slice(&c.user.0.to_be_bytes());
    out[17..25].copy_from_slice(&c.expires.to_be_bytes());
    out[25..33].copy_from_slice(&c.key_version.to_be_bytes());
    out
}

/// The token of `claims`, signed with `secret`.
pub fn sign(secret: &[u8], claims: &Claims) -> String {
    let body = claims_bytes(claims);
    let mut m = mac(secret);
    m.update(&body);
    let tag = m.finalize().into_bytes();
    let mut all = Vec::with_capacity(CLAIMS + MAC);
    all.extend_from_slice(&body);
    all.extend_from_slice(&tag);
    URL_SAFE_NO_PAD.encode(all)
}

/// The claims of `text` if it is a token signed with `secret` that has not expired at
/// `now` (unix seconds). The signature is compared in constant time.
pub fn verify(secret: &[u8], text: &str, now: i64) -> Result<Claims, TokenFault> {
    // Checked before decoding, so that no length of input costs more than a token's.
    if text.len() != TOKEN_CHARS {
        return Err(TokenFault::Malformed);
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| TokenFault::Malformed)?;
    if bytes.len() != CLAIMS + MAC || bytes[0] != FORMAT {
        return Err(TokenFault::Malformed);
    }
    let (body, tag) = bytes.split_at(CLAIMS);
    let mut m = mac(secret);
    m.update(body);
    m.verify_slice(tag).map_err(|_| TokenFault::Forged)?;
    let word = |i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&body[i..i + 8]);
        b
    };
    let claims = Claims {
        game: GameId(i64::from_be_bytes(word(1))),
        user: UserId(u64::from_be_bytes(word(9))),
        expires: i64::from_be_bytes(word(17)),
        key_version: i64::from_be_bytes(word(25)),
    };
    if now > claims.expires {
        return Err(TokenFault::Expired);
    }
    Ok(claims)
}
