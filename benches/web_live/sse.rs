//! Spectators' live connections as a browser opens them (`GET /g/{id}/events`), each a bare
//! TCP connection read by a task of its own, so that thousands cost the bench little: every
//! `version` event is reported with the instant its bytes were read.

use std::net::SocketAddr;
use std::time::Instant;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc::UnboundedSender;
use tokio::task::JoinHandle;

/// One event as a connection saw it.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    pub connection: usize,
    pub version: i64,
    pub at: Instant,
}

/// Opens connection number `connection` on `path` and reports its events to `seen` until
/// the server closes it or the task is aborted. An error of the opening (refused, not 200)
/// comes back at once.
pub async fn open(
    addr: SocketAddr,
    path: &str,
    connection: usize,
    seen: UnboundedSender<Seen>,
) -> std::io::Result<JoinHandle<()>> {
    let mut stream = TcpStream::connect(addr).await?;
    stream.set_nodelay(true)?;
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\nCache-Control: no-cache\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await?;
    let mut buf = Vec::with_capacity(1024);
    // The head, then whatever of the body came with it.
    let head_end = loop {
        let mut chunk = [0u8; 1024];
        let n = stream.read(&mut chunk).await?;
        if n == 0 {
            return Err(std::io::Error::other("closed before the answer's head"));
        }
        buf.extend_from_slice(&chunk[..n]);
        if let Some(i) = find(&buf, b"\r\n\r\n") {
            break i + 4;
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    if !head.starts_with("HTTP/1.1 200") {
        let line = head.lines().next().unwrap_or("").to_string();
        return Err(std::io::Error::other(format!("answered {line}")));
    }
    buf.drain(..head_end);
    Ok(tokio::spawn(async move {
        let mut chunk = [0u8; 512];
        loop {
            report(&mut buf, connection, &seen);
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
    }))
}

/// Reports every complete `data: N` line in `buf` and drops what was read. (The body is
/// chunked; the server writes each event as one chunk, so its lines are never split by a
/// chunk's size line.)
fn report(buf: &mut Vec<u8>, connection: usize, seen: &UnboundedSender<Seen>) {
    let at = Instant::now();
    let mut used = 0;
    while let Some(start) = find(&buf[used..], b"data: ") {
        let from = used + start + 6;
        let Some(len) = buf[from..].iter().position(|&b| b == b'\n') else {
            break;
        };
        let version = std::str::from_utf8(&buf[from..from + len])
            .ok()
            .and_then(|t| t.trim().parse().ok());
        if let Some(version) = version {
            let _ = seen.send(Seen {
                connection,
                version,
                at,
            });
        }
        used = from + len;
    }
    // Keep an unfinished line; drop everything before it.
    let keep_from = if used == 0 {
        buf.len().saturating_sub(16)
    } else {
        used
    };
    buf.drain(..keep_from);
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Raises this process's limit of open files to its hard limit (two per connection when
/// the server runs in this process); the limit it then has.
pub fn raise_open_files() -> u64 {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain system calls on a local struct.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return 0;
        }
        let want = libc::rlimit {
            rlim_cur: lim.rlim_max,
            rlim_max: lim.rlim_max,
        };
        if libc::setrlimit(libc::RLIMIT_NOFILE, &want) == 0 {
            lim = want;
        }
    }
    lim.rlim_cur
}
