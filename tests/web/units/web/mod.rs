//! Unit tests of src/web/mod.rs.

mod assets;
mod lang;
mod limiter;
mod play;
mod time;
use seireigi::web::{public_url, well_formed_id};

#[test]
fn public_ids_are_32_lower_hex_digits() {
    assert!(well_formed_id("0123456789abcdef0123456789abcdef"));
    for bad in [
        "",
        "1",
        "0123456789ABCDEF0123456789ABCDEF",
        "0123456789abcdef0123456789abcde",
        "0123456789abcdef0123456789abcdefa",
        "0123456789abcdef0123456789abcdeg",
        "../../../../etc/passwd0123456789",
    ] {
        assert!(!well_formed_id(bad), "{bad}");
    }
}

#[test]
fn public_urls_lose_their_trailing_slash_and_need_a_scheme() {
    assert_eq!(
        public_url("https://seireigi.example.org/").as_deref(),
        Some("https://seireigi.example.org")
    );
    assert_eq!(public_url("seireigi.example.org"), None);
    assert_eq!(public_url("https://"), None);
    assert_eq!(public_url("https://a b"), None);
}
