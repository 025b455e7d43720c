//! Unit tests of src/service/web_token.rs.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use seireigi::service::web_token::{
    claims_bytes, sign, verify, Claims, TokenFault, CLAIMS, MAC, TOKEN_CHARS,
};
use seireigi::service::{GameId, UserId};

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
