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
const CLAIMS: usize = 1 + 4 * 8;
const MAC: usize = 32;
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

fn claims_bytes(c: &Claims) -> [u8; CLAIMS] {
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

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"0123456789abcdef0123456789abcdef";

    fn claims() -> Claims {
        Claims {
            game: GameId(42),
            user: UserId(1_234_567_890_123_456_789),
            expires: 1_700_000_000,
            key_version: 3,
        }
    }

    #[test]
    fn a_token_round_trips_and_is_url_safe() {
        let t = sign(SECRET, &claims());
        assert_eq!(t.len(), TOKEN_CHARS);
        assert!(t
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        assert_eq!(verify(SECRET, &t, 1_699_999_999), Ok(claims()));
        assert_eq!(verify(SECRET, &t, 1_700_000_000), Ok(claims()));
    }

    #[test]
    fn an_expired_token_is_refused() {
        let t = sign(SECRET, &claims());
        assert_eq!(verify(SECRET, &t, 1_700_000_001), Err(TokenFault::Expired));
    }

    #[test]
    fn another_secret_or_any_changed_character_is_forged() {
        let t = sign(SECRET, &claims());
        assert_eq!(
            verify(b"another secret of enough length!", &t, 0),
            Err(TokenFault::Forged)
        );
        // Every character changed, one at a time, breaks the token (the last one carries
        // only 4 bits, two of them unused by base64 without padding: either refused as
        // malformed or as forged, never accepted as other claims).
        for i in 0..t.len() {
            let mut b = t.clone().into_bytes();
            b[i] = if b[i] == b'A' { b'B' } else { b'A' };
            let changed = String::from_utf8(b).expect("ascii");
            match verify(SECRET, &changed, 0) {
                Ok(c) => assert_eq!(c, claims(), "character {i} changed the claims"),
                Err(e) => assert!(matches!(e, TokenFault::Forged | TokenFault::Malformed)),
            }
        }
    }

    #[test]
    fn claims_changed_and_signed_with_a_guess_are_forged() {
        // Another user's claims with this token's MAC.
        let t = sign(SECRET, &claims());
        let mut other = claims();
        other.user = UserId(7);
        let forged_body = URL_SAFE_NO_PAD.encode(claims_bytes(&other));
        let tag_of_t = &URL_SAFE_NO_PAD.decode(&t).expect("base64")[CLAIMS..];
        let mut all = claims_bytes(&other).to_vec();
        all.extend_from_slice(tag_of_t);
        let forged = URL_SAFE_NO_PAD.encode(all);
        assert!(forged.starts_with(&forged_body[..40]));
        assert_eq!(verify(SECRET, &forged, 0), Err(TokenFault::Forged));
    }

    #[test]
    fn anything_else_is_malformed() {
        for bad in [
            "",
            "x",
            &"A".repeat(TOKEN_CHARS - 1),
            &"A".repeat(TOKEN_CHARS + 1),
            &"!".repeat(TOKEN_CHARS),
            &"é".repeat(TOKEN_CHARS / 2),
        ] {
            assert_eq!(verify(SECRET, bad, 0), Err(TokenFault::Malformed), "{bad}");
        }
        // The right length and alphabet, but not format 1.
        let zeros = URL_SAFE_NO_PAD.encode([0u8; CLAIMS + MAC]);
        assert_eq!(verify(SECRET, &zeros, 0), Err(TokenFault::Malformed));
    }
}
