//! Every endpoint fuzzed over real HTTP: a seeded generator (the same requests every run, so
//! that a failure can be replayed) sends malformed, oversized and hostile requests to the
//! real server on a real database. Each must be answered (no panic, no dropped connection)
//! with a status below 500 and, when refused, one short line; afterwards the server still
//! answers, the game is as it was and no game was made.

use crate::server::{page_of, Web};
use crate::service_common::{backend, Backend, ALICE, BOB};
use seireigi_test_support::seeded::Lcg;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Generated requests (on top of the fixed hostile ones).
const GENERATED: usize = 1500;

/// An answer as read off the wire.
struct Answer {
    status: u16,
    head: String,
    body: Vec<u8>,
}

/// Sends `raw` on a fresh connection and reads the answer (its head only for an event
/// stream, which never ends). `None`: no answer within 10 s, or the connection dropped.
async fn send(addr: SocketAddr, raw: Vec<u8>) -> Option<Answer> {
    let mut s = TcpStream::connect(addr).await.ok()?;
    let (mut rd, mut wr) = s.split();
    let write = async {
        let _ = wr.write_all(&raw).await;
    };
    let read = async {
        let mut buf = Vec::new();
        let mut chunk = [0u8; 8192];
        loop {
            let head_end = find(&buf, b"\r\n\r\n");
            if let Some(end) = head_end {
                let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
                if head.contains("content-type: text/event-stream") {
                    return Some(buf);
                }
            }
            match rd.read(&mut chunk).await {
                Ok(0) => return head_end.map(|_| buf),
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
                // A reset after the whole answer was read still counts as that answer.
                Err(_) => return head_end.map(|_| buf),
            }
        }
    };
    let (_, buf) =
        tokio::time::timeout(Duration::from_secs(10), async { tokio::join!(write, read) })
            .await
            .ok()?;
    let buf = buf?;
    let end = find(&buf, b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&buf[..end]).into_owned();
    let status = head.split(' ').nth(1)?.parse().ok()?;
    let mut body = buf[end + 4..].to_vec();
    if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        body = dechunk(&body);
    }
    Some(Answer { status, head, body })
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The data of a chunked body.
fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(line_end) = find(raw, b"\r\n") {
        let size = std::str::from_utf8(&raw[..line_end])
            .ok()
            .and_then(|s| usize::from_str_radix(s.trim(), 16).ok())
            .unwrap_or(0);
        let start = line_end + 2;
        if size == 0 || start + size > raw.len() {
            break;
        }
        out.extend_from_slice(&raw[start..start + size]);
        raw = &raw[(start + size + 2).min(raw.len())..];
    }
    out
}

/// A request as bytes, closed after its answer.
fn request(method: &str, target: &str, headers: &[(&str, String)], body: &[u8]) -> Vec<u8> {
    let mut r = format!("{method} {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
    for (k, v) in headers {
        r.push_str(&format!("{k}: {v}\r\n"));
    }
    if !headers
        .iter()
        .any(|(k, _)| k.eq_ignore_ascii_case("transfer-encoding"))
    {
        r.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    r.push_str("\r\n");
    let mut bytes = r.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// Picks one of `items`.
fn pick<'a>(rng: &mut Lcg, items: &'a [String]) -> &'a str {
    &items[rng.below(items.len())]
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// What the generator draws from: the real game's id and links, and hostile values.
struct Material {
    ids: Vec<String>,
    /// Black's and White's real links among forged ones.
    tokens: Vec<String>,
    values: Vec<String>,
    moves: Vec<String>,
    plies: Vec<String>,
    formats: Vec<String>,
}

fn material(public_id: &str, black: &str, white: &str) -> Material {
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
fn generate(rng: &mut Lcg, m: &Material) -> (String, Vec<u8>) {
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
            let target = format!("/g/{id}/legal?t={}", pick(rng, &m.tokens));
            (target.clone(), request(method, &target, &[], b""))
        }
        4 | 5 => {
            let token = pick(rng, &m.tokens);
            let ply = pick(rng, &m.plies);
            let mv = pick(rng, &m.moves);
            let body = match rng.below(6) {
                0 => format!("{{\"t\":{token:?},\"ply\":{ply},\"move\":{mv:?}}}"),
                1 => format!("{{\"t\":{token:?},\"ply\":{ply},\"move\":{mv:?},\"t\":\"x\"}}"),
                2 => format!("{{\"t\":[{token:?}],\"ply\":{{\"n\":{ply}}},\"move\":null}}"),
                3 => "[".repeat(1 + rng.below(4000)),
                4 => format!("t={token}&ply={ply}&move={mv}"),
                _ => String::from_utf8_lossy(&[0xff, 0xfe, b'{', 0x80]).into_owned(),
            };
            let kind = [
                "application/json",
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "application/json; charset=utf-16",
            ][rng.below(5)];
            let target = format!("/g/{id}/move");
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
fn fixed(public_id: &str, black: &str) -> Vec<(String, Vec<u8>, bool)> {
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

/// What is wrong with an answer, if anything.
fn problem(answer: Option<&Answer>, ours: bool, head_only: bool) -> Option<String> {
    let Some(a) = answer else {
        return Some("no answer (panic or dropped connection?)".into());
    };
    if a.status >= 500 {
        return Some(format!("status {}", a.status));
    }
    if !ours || a.status < 400 || head_only {
        return None;
    }
    let body = String::from_utf8_lossy(&a.body);
    let line = body.strip_suffix('\n').unwrap_or(&body);
    if line.is_empty() || line.contains('\n') || line.len() > 400 {
        return Some(format!("status {} with body {body:?}", a.status));
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_endpoint_answers_hostile_requests_clearly_and_changes_nothing() {
    fuzz(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_endpoint_answers_hostile_requests_on_postgres() {
    backend::run(Backend::Postgres, fuzz(Backend::Postgres)).await;
}

async fn fuzz(on: Backend) {
    // Limits high enough that requests reach the checks behind them.
    let web = Web::with(on, "web-fuzz", |o| {
        o.per_token_minute = 100_000;
        o.per_address_minute = 100_000;
    })
    .await;
    let info = web.game("shogi", Some(2), &["7g7f"]).await;
    let public_id = info.public_id.clone().expect("a public id");
    let token = |link: String| link.split("?t=").nth(1).unwrap_or("").to_string();
    let black = token(web.personal_link(&info, ALICE).await);
    let white = token(web.personal_link(&info, BOB).await);
    let m = material(&public_id, &black, &white);
    let addr = web.server.addr();
    let mut failures = Vec::new();
    for (what, raw, ours) in fixed(&public_id, &black) {
        let a = send(addr, raw).await;
        if let Some(p) = problem(a.as_ref(), ours, false) {
            failures.push(format!("{what}: {p}"));
        }
    }
    let mut rng = Lcg(0x5eed_0031);
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for _ in 0..GENERATED {
        let (what, raw) = generate(&mut rng, &m);
        // A HEAD's answer has no body, nor does what we read of an event stream.
        let head_only = raw.starts_with(b"HEAD ");
        let a = send(addr, raw).await;
        let head_only = head_only
            || a.as_ref()
                .is_some_and(|a| a.head.to_ascii_lowercase().contains("text/event-stream"));
        if let Some(a) = &a {
            *statuses.entry(a.status).or_default() += 1;
        }
        if let Some(p) = problem(a.as_ref(), true, head_only) {
            failures.push(format!("{what:.200}: {p}"));
        }
    }
    eprintln!("web fuzz: statuses of {GENERATED} generated requests: {statuses:?}");
    assert!(
        failures.is_empty(),
        "{} bad answers:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The server still answers, and nothing changed.
    assert_eq!(web.get("/healthz").await.0, 200);
    assert_eq!(web.get(&page_of(&info)).await.0, 200);
    let after = web.service.game_info(info.id).await.expect("the game");
    assert_eq!((after.ply, after.version), (info.ply, info.version));
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    assert_eq!(history.moves().len(), 1);
    assert_eq!(
        web.service
            .games_of(ALICE, false)
            .await
            .expect("games")
            .len(),
        1
    );
    assert!(web
        .service
        .games_of(seireigi::web::LOCAL_BLACK, false)
        .await
        .expect("games")
        .is_empty());
}
