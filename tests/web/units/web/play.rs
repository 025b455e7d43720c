//! Unit tests of src/web/play.rs.

use axum::http::HeaderMap;
use seireigi::web::units::{client_address, sentence};
use std::net::{IpAddr, SocketAddr};

#[test]
fn the_proxy_s_address_is_trusted_only_from_this_machine() {
    let mut h = HeaderMap::new();
    h.insert(
        "x-forwarded-for",
        "203.0.113.9, 198.51.100.7".parse().unwrap(),
    );
    let local: SocketAddr = "127.0.0.1:5000".parse().unwrap();
    let far: SocketAddr = "192.0.2.1:5000".parse().unwrap();
    assert_eq!(
        client_address(local, &h),
        "198.51.100.7".parse::<IpAddr>().unwrap()
    );
    assert_eq!(client_address(far, &h), far.ip());
    assert_eq!(client_address(local, &HeaderMap::new()), local.ip());
}

#[test]
fn refusals_read_as_short_sentences() {
    assert_eq!(sentence("it is not your turn"), "It is not your turn.");
    assert!(sentence(&"x".repeat(5000)).chars().count() <= 301);
}
