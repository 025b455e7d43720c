//! The `memory` phase: the real binary, `seireigi web --db FILE`, as a process of its own,
//! with N live connections on one game; its resident memory (VmRSS from /proc) before and
//! after, and per connection. Then one move played over HTTP (`POST /g/{id}/move` with the
//! player's personal link, the page's own way to move) and the time from sending it to each
//! connection reading its event.

use crate::sse::{self, Seen};
use crate::stats::Stats;
use crate::{next_move, open_all, start_game, BLACK};
use seireigi::service::{GameService, SystemClock};
use seireigi::store::Store;
use seireigi_test_support::TempDir;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// The server process, killed when dropped.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Resident memory of a process in KiB.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// CPU seconds (user + system) a process has used, from /proc (100 clock ticks a second).
fn cpu_seconds(pid: u32) -> f64 {
    let Ok(text) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0.0;
    };
    let after_name = text.rfind(')').map_or("", |i| &text[i + 1..]);
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let tick = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
    (tick(11) + tick(12)) / 100.0
}

/// Starts `seireigi web` on `db` on a free port; its address, read from its first line.
fn start_server(db: &str, max_live: usize) -> (Server, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args(["web", "--db", db, "--addr", "127.0.0.1:0"])
        .env("SEIREIGI_WEB_MAX_LIVE", max_live.to_string())
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start seireigi web");
    let stdout = child.stdout.take().expect("its standard output");
    let server = Server(child);
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("its first line");
    // "The game pages are on http://127.0.0.1:PORT (Ctrl-C stops)."
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (server, addr)
}

pub async fn run(connections: usize) -> bool {
    let dir = TempDir::new("web-live-memory");
    let db = dir.file("games.db");
    // The game and the player's link are made by a service of this process on the same file
    // (the link's secret is kept in the database, so the server accepts it).
    let store = Store::open(&db).await.expect("open the database");
    let service = GameService::new(store, Arc::new(SystemClock));
    let info = start_game(&service, "dai-seireigi").await;
    let link = service
        .web_link(info.id, BLACK)
        .await
        .expect("a personal link")
        .expect("a public id");
    let token = link.split("?t=").nth(1).unwrap_or("").to_string();
    let public = info.public_id.clone().unwrap_or_default();

    let (server, addr) = start_server(&db, connections + 100);
    let pid = server.0.id();
    let http = reqwest::Client::new();
    let base = format!("http://{addr}");
    // Warm: a page, and one live connection opened and closed, so that what is measured
    // after is the connections and not the first request's one-time allocations.
    let page = http.get(format!("{base}/g/{public}")).send().await;
    assert!(page.is_ok_and(|r| r.status().is_success()), "the game page");
    let path = format!("/g/{public}/events");
    {
        let (tx, mut rx) = mpsc::unbounded_channel::<Seen>();
        let r = sse::open(addr, &path, 0, tx).await.expect("one stream");
        let _ = tokio::time::timeout(Duration::from_secs(10), rx.recv()).await;
        r.abort();
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = rss_kib(pid).unwrap_or(0);

    let (tx, mut rx) = mpsc::unbounded_channel::<Seen>();
    let opened = Instant::now();
    let readers = open_all(addr, &path, connections, &tx).await;
    drop(tx);
    let mut first = 0;
    while first < connections {
        match tokio::time::timeout(Duration::from_secs(20), rx.recv()).await {
            Ok(Some(_)) => first += 1,
            _ => break,
        }
    }
    let open_secs = opened.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss_kib(pid).unwrap_or(0);
    let metrics = http
        .get(format!("{base}/metrics"))
        .send()
        .await
        .ok()
        .map(|r| r.text());
    let live = match metrics {
        Some(text) => text
            .await
            .unwrap_or_default()
            .lines()
            .find(|l| l.starts_with("seireigi_web_live_connections "))
            .unwrap_or("")
            .to_string(),
        None => String::new(),
    };
    println!(
        "memory: seireigi web (pid {pid}): {first} of {connections} connections open and told the version in {open_secs:.2} s; {live}"
    );
    println!(
        "memory: resident {:.1} MiB before, {:.1} MiB with them open: {:.1} KiB per connection",
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        after.saturating_sub(before) as f64 / connections.max(1) as f64
    );
    let mut ok = first == connections && before > 0 && after > 0;

    // One move over HTTP, as the player's page sends it.
    let (_, text) = next_move(&service, info.id).await;
    let cpu_before = cpu_seconds(pid);
    let sent = Instant::now();
    let answer = http
        .post(format!("{base}/g/{public}/move"))
        .header("content-type", "application/json")
        .body(serde_json::json!({ "t": token, "ply": info.ply, "move": text }).to_string())
        .send()
        .await;
    let answered = sent.elapsed();
    let status = answer.map(|r| r.status().as_u16()).unwrap_or(0);
    ok &= status == 200;
    let mut latency = Stats::default();
    let mut seen = vec![false; connections];
    while latency.len() < connections {
        match tokio::time::timeout(Duration::from_secs(20), rx.recv()).await {
            Ok(Some(s)) if s.version == info.version + 1 && !seen[s.connection] => {
                seen[s.connection] = true;
                latency.add(s.at.saturating_duration_since(sent));
            }
            Ok(Some(_)) => {}
            _ => break,
        }
    }
    ok &= latency.len() == connections;
    let cpu = cpu_seconds(pid) - cpu_before;
    println!(
        "memory: POST /move answered {status} in {:.1} ms; from sending it to each of the {} pages' event: {}; server CPU for the move and its events {:.0} ms (clock ticks of 10 ms)",
        answered.as_secs_f64() * 1e3,
        latency.len(),
        latency.summary(),
        cpu * 1e3
    );
    for r in readers {
        r.abort();
    }
    drop(server);
    service.store().close().await;
    ok
}
