//! Unit tests of src/bot/shards.rs.

use seireigi::bot::{rest_base_url, ShardRange};

#[test]
fn ranges_parse_strictly() {
    let r = ShardRange::parse("2-5/8").unwrap();
    assert_eq!((r.first, r.last, r.total, r.count()), (2, 5, 8, 4), "{r:?}");
    assert_eq!(r.to_string(), "2-5/8");
    assert_eq!(
        ShardRange::parse(" 0-0/1\n"),
        Ok(ShardRange {
            first: 0,
            last: 0,
            total: 1
        })
    );
    for (text, error) in [
        ("3-1/2", "FIRST must not exceed LAST"),
        ("0-2/2", "LAST must be below TOTAL (the shards are 0 to 1)"),
        ("0-0/0", "TOTAL must be at least 1"),
        ("1/2", "expected FIRST-LAST/TOTAL, for example 0-3/8"),
        ("0-1", "expected FIRST-LAST/TOTAL, for example 0-3/8"),
        ("", "expected FIRST-LAST/TOTAL, for example 0-3/8"),
        ("+0-1/2", "FIRST must be a number, not \"+0\""),
        ("0--1/2", "LAST must be a number, not \"-1\""),
        ("0-1/ 2", "TOTAL must be a number, not \" 2\""),
        ("0-1/2/3", "TOTAL must be a number, not \"2/3\""),
        ("0-x/2", "LAST must be a number, not \"x\""),
        ("0-1/99999999999", "TOTAL is too large (99999999999)"),
    ] {
        assert_eq!(ShardRange::parse(text), Err(error.to_string()), "{text:?}");
    }
    let e = ShardRange::parse_setting("SEIREIGI_SHARDS=", "3-1/2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "SEIREIGI_SHARDS=3-1/2: FIRST must not exceed LAST"
    );
}

#[test]
fn guilds_map_to_shards_as_discord_says() {
    // The shard is the snowflake's timestamp part (bits 22 and up) modulo the total.
    let on = |shard: u64| (24_000_000u64 + shard) << 22 | 0x3f_ffff;
    for total in [1u32, 2, 3, 8] {
        for shard in 0..u64::from(total) {
            assert_eq!(ShardRange::shard_of(on(shard), total), shard as u32 % total);
        }
    }
    assert_eq!(ShardRange::shard_of(on(5), 1), 0);
    let r = ShardRange::parse("1-2/4").unwrap();
    let held: Vec<bool> = (0..4).map(|s| r.holds(on(s))).collect();
    assert_eq!(held, [false, true, true, false]);
}

#[test]
fn base_urls_are_checked_once() {
    assert_eq!(rest_base_url(None, None).unwrap(), None);
    assert_eq!(
        rest_base_url(Some("http://127.0.0.1:3000/"), None).unwrap(),
        Some("http://127.0.0.1:3000".to_string())
    );
    assert_eq!(
        rest_base_url(None, Some("http://fake:1")).unwrap(),
        Some("http://fake:1".to_string())
    );
    assert_eq!(
        rest_base_url(Some("http://a:1"), Some("http://a:1")).unwrap(),
        Some("http://a:1".to_string())
    );
    assert_eq!(rest_base_url(Some(" "), None).unwrap(), None);
    for (proxy, base, starts) in [
        (
            Some("http://a:1"),
            Some("http://b:1"),
            "DISCORD_PROXY_URL (http://a:1) and DISCORD_BASE_URL (http://b:1) are both set",
        ),
        (
            Some("localhost:3000"),
            None,
            "DISCORD_PROXY_URL=localhost:3000: expected an http:// or https:// URL",
        ),
        (
            Some("127.0.0.1:3000"),
            None,
            "DISCORD_PROXY_URL=127.0.0.1:3000: not a URL",
        ),
        (
            None,
            Some("ftp://x"),
            "DISCORD_BASE_URL=ftp://x: expected an http://",
        ),
        (
            Some("http://x/?a=1"),
            None,
            "DISCORD_PROXY_URL=http://x/?a=1: a base URL takes no",
        ),
    ] {
        let e = rest_base_url(proxy, base).unwrap_err().to_string();
        assert!(e.starts_with(starts), "{proxy:?} {base:?}: {e}");
        assert!(!e.contains('\n'), "{e}");
    }
}
