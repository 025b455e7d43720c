//! HTTP/1.1 written and read by hand over TCP, for requests no client library would send
//! (broken framing, raw bytes, oversized heads) and to see exactly what the server answered.

use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// An answer as read off the wire.
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: Vec<u8>,
}

/// Sends `raw` on a fresh connection and reads the answer (its head only for an event
/// stream, which never ends). `None`: no answer within 10 s, or the connection dropped.
pub async fn send(addr: SocketAddr, raw: Vec<u8>) -> Option<Answer> {
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
pub fn request(method: &str, target: &str, headers: &[(&str, String)], body: &[u8]) -> Vec<u8> {
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
