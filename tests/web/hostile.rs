//! What the fuzz test (fuzz.rs) sends: requests generated from the real game's id and links
//! and hostile values, and hostile requests written out.

use crate::raw_http::request;
use seireigi_test_support::seeded::Lcg;

/// Picks one of `items`.
fn pick<'a>(rng: &mut Lcg, items: &'a [String]) -> &'a str {
    &items[rng.below(items.len())]
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// What the generator draws from: the real game's id and links, and hostile values.
pub struct Material {
    ids: Vec<String>,
    /// Black's and White's real links among forged ones.
    tokens: Vec<String>,
    values: Vec<String>,
    moves: Vec<String>,
    plies: Vec<String>,
    formats: Vec<String>,
}

pub fn material(public_id: &str, black: &str, white: &str) -> Material {
    let mut forged = black.to_string();
    forged.replace_range(10..11, if &black[10..11] == "A" { "B" } else { "A" });
    let other: String = public_id.chars().rev().collect();
    Material {
        ids: vec![
            public_id.to_string(),
            public_id.to_string(),
            public_id.to_uppercase(),
            other,
            public_id[..31].to_string(),
            format!("{public_id}0"),
            "1".into(),
            "".into(),
            "%00".into(),
            "%ff%fe".into(),
            "..%2f..%2fetc%2fpasswd".into(),
            "'%20OR%201=1--".into(),
            "%E3%82%B2%E3%83%BC%E3%83%A0".into(),
            "a".repeat(5000),
            "%".into(),
        ],
        tokens: vec![
            black.to_string(),
            white.to_string(),
            forged,
            black[..40].to_string(),
            format!("{black}A"),
            "".into(),
            "x".repeat(4000),
            "%E2%80%AE%00".into(),
            "....".into(),
        ],
        values: strings(&[
            "0",
            "1",
            "2",
            "-1",
            "18446744073709551616",
            "99999999999999999999999999",
            "1e9",
            "+1",
            "%201",
            "abc",
            "",
            "%00",
            "%ff",
            "kanji",
            "western",
            "KANJI",
            "%E3%82%B2",
            "1&ply=2",
            "1&flip=0&flip=1",
        ]),
        // Text that is never a legal move of White's after 7g7f (White's real link at the
        // game's ply must still play nothing).
        moves: strings(&[
            "",
            " ",
            "7g7f",
            "P*5e",
            "1a1a+++",
            "ゲーム",
            "\u{202e}7g7f",
            "\u{0}",
            "8b2b+",
            "resign",
            &"x".repeat(3000),
            "<script>alert(1)</script>",
        ]),
        plies: strings(&[
            "0",
            "1",
            "2",
            "-1",
            "4294967296",
            "18446744073709551616",
            "1e300",
            "1.5",
            "\"1\"",
            "null",
            "[]",
            "{}",
        ]),
        formats: strings(&[
            "kif",
            "usi",
            "sfen",
            "record",
            "gif",
            "KIF",
            "kif.exe",
            "%00",
            "..%2f..",
            "%E3%82%B2",
            "pdf",
        ]),
    }
}

/// One generated request (well-formed HTTP, so a refusal must come with a one-line body of
/// our own): what it is, and its bytes.
pub fn generate(rng: &mut Lcg, m: &Material) -> (String, Vec<u8>) {
    // The real id half of the time, so that requests reach the checks behind it.
    let id = if rng.below(2) == 0 {
        m.ids[0].clone()
    } else {
        pick(rng, &m.ids).to_string()
    };
    // The address's own method mostly (GET here; POST for /move and /new below).
    let method = if rng.below(5) > 0 {
        "GET"
    } else {
        ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "HEAD", "TRACE"][rng.below(7)]
    };
    let query = |rng: &mut Lcg| {
        let mut q = Vec::new();
        for _ in 0..rng.below(4) {
            let key = ["ply", "style", "flip", "part", "t", "x", "ply"][rng.below(7)];
            let value = if key == "t" {
                pick(rng, &m.tokens)
            } else {
                pick(rng, &m.values)
            };
            q.push(format!("{key}={value}"));
        }
        if q.is_empty() {
            String::new()
        } else {
            format!("?{}", q.join("&"))
        }
    };
    match rng.below(8) {
        0 | 1 => {
            let target = format!("/g/{id}{}", query(rng));
            (target.clone(), request(method, &target, &[], b""))
        }
        2 => {
            let target = format!("/g/{id}/events{}", query(rng));
            (target.clone(), request(method, &target, &[], b""))
        }
        3 => {
            // The legal moves, and the conditional moves' two readers.
            let token = pick(rng, &m.tokens);
            let target = match rng.below(3) {
                0 => format!("/g/{id}/legal?t={token}"),
                1 => format!("/g/{id}/forecast?t={token}"),
                _ => format!(
                    "/g/{id}/forecast/next?t={token}&line={}",
                    pick(rng, &m.values)
                ),
            };
            (target.clone(), request(method, &target, &[], b""))
        }
        4 | 5 => {
            let token = pick(rng, &m.tokens);
            let ply = pick(rng, &m.plies);
            let mv = pick(rng, &m.moves);
            // A move, or a line of conditional moves to store, or to clear them.
            let (path, key) = [
                ("move", "move"),
                ("forecast", "line"),
                ("forecast/clear", "line"),
            ][rng.below(3)];
            let body = match rng.below(6) {
                0 => format!("{{\"t\":{token:?},\"ply\":{ply},\"{key}\":{mv:?}}}"),
                1 => format!("{{\"t\":{token:?},\"ply\":{ply},\"{key}\":{mv:?},\"t\":\"x\"}}"),
                2 => format!("{{\"t\":[{token:?}],\"ply\":{{\"n\":{ply}}},\"{key}\":null}}"),
                3 => "[".repeat(1 + rng.below(4000)),
                4 => format!("t={token}&ply={ply}&{key}={mv}"),
                _ => String::from_utf8_lossy(&[0xff, 0xfe, b'{', 0x80]).into_owned(),
            };
            let kind = [
                "application/json",
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "application/json; charset=utf-16",
            ][rng.below(5)];
            let target = format!("/g/{id}/{path}");
            let method = if rng.below(4) == 0 { method } else { "POST" };
            (
                format!("{target} {body:.80}"),
                request(
                    method,
                    &target,
                    &[("Content-Type", kind.to_string())],
                    body.as_bytes(),
                ),
            )
        }
        6 => {
            let target = format!("/g/{id}/export/{}", pick(rng, &m.formats));
            (target.clone(), request(method, &target, &[], b""))
        }
        _ => {
            let target = [
                "/",
                "/healthz",
                "/metrics",
                "/static/web.css",
                "/static/..%2fCargo.toml",
                "/static/%2e%2e%2fCargo.toml",
                "/static/%2e%2e/%2e%2e/etc/passwd",
                "/static/web.js%00.png",
                "/static/",
                "/static/WEB.JS",
                "/static/%c0%ae%c0%ae%2fCargo.toml",
                "/new",
            ][rng.below(12)];
            let target = format!("{target}{}", query(rng));
            let body = format!("variant={}", pick(rng, &m.values));
            let method = if target.starts_with("/new") && rng.below(5) > 0 {
                "POST"
            } else {
                method
            };
            (
                target.clone(),
                request(
                    method,
                    &target,
                    &[("Content-Type", "application/x-www-form-urlencoded".into())],
                    body.as_bytes(),
                ),
            )
        }
    }
}

/// Hostile requests written out: oversized, chunked, HTTP that does not parse.
pub fn fixed(public_id: &str, black: &str) -> Vec<(String, Vec<u8>, bool)> {
    let mv = format!("/g/{public_id}/move");
    let json = format!("{{\"t\":\"{black}\",\"ply\":0,\"move\":\"7g7f\"}}");
    let mut chunked = Vec::new();
    for _ in 0..6 {
        chunked.extend_from_slice(format!("3e8\r\n{}\r\n", "x".repeat(1000)).as_bytes());
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let chunked_req = {
        let mut r = request(
            "POST",
            &mv,
            &[
                ("Transfer-Encoding", "chunked".into()),
                ("Content-Type", "application/json".into()),
            ],
            b"",
        );
        r.extend_from_slice(&chunked);
        r
    };
    // Declares a gigabyte and sends nothing: refused on the header alone.
    let declared = format!(
        "POST {mv} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n"
    )
    .into_bytes();
    let padded = format!(
        "{{\"t\":\"{black}\",\"ply\":0,\"move\":\"7g7f\",\"pad\":\"{}\"}}",
        "x".repeat(5000)
    );
    vec![
        (
            "a move at the wrong ply".into(),
            request("POST", &mv, &[], json.as_bytes()),
            true,
        ),
        (
            "a body of 5 KB".into(),
            request("POST", &mv, &[], padded.as_bytes()),
            true,
        ),
        ("a chunked body of 6 KB".into(), chunked_req, true),
        ("a declared gigabyte".into(), declared, true),
        (
            "a header of 64 KB".into(),
            request("GET", "/healthz", &[("X-Big", "y".repeat(65_536))], b""),
            false,
        ),
        (
            "two lengths".into(),
            format!("POST {mv} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{{}}").into_bytes(),
            false,
        ),
        (
            "a length and chunks".into(),
            format!("POST {mv} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n").into_bytes(),
            false,
        ),
        (
            "raw bytes in the path".into(),
            b"GET /g/\xff\xfe\x00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".to_vec(),
            false,
        ),
        (
            "not HTTP".into(),
            b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03garbage\r\n\r\n".to_vec(),
            false,
        ),
        (
            "an unknown method".into(),
            request("BREW", &format!("/g/{public_id}"), &[], b""),
            true,
        ),
    ]
}
