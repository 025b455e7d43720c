//! The `fanout` phase: the real web server (`seireigi::web::start`, what `seireigi serve` and
//! `seireigi web` run) in this process on a database, N spectators' live connections on one
//! game, and moves played through the service (`GameService::play`, the call `POST /move` and
//! `/move` make). For each move and each connection: the time from just before the call to
//! `play` (so the commit is inside it) to the instant the connection read the move's event,
//! and the time from the commit (the earlier of: a listener of the service's changes heard
//! it, `play` returned) to that instant.

use crate::sse::Seen;
use crate::stats::Stats;
use crate::{next_move, open_all, start_game, BLACK, WHITE};
use seireigi::service::{GameService, SystemClock};
use seireigi::store::Store;
use seireigi::web::{self, LocalNames, WebOptions};
use seireigi_test_support::backend::{Backend, TestDb};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// How long to wait for every connection to see one move before calling it lost.
const EVENT_TIMEOUT: Duration = Duration::from_secs(10);

pub struct Fanout {
    pub backend: Backend,
    pub pages: usize,
    pub moves: usize,
    /// Pause between moves (a fan-out is timed alone, as one move after another in a game).
    pub pause: Duration,
}

pub async fn run(f: &Fanout) -> bool {
    let db = TestDb::on(f.backend, "web-live-fanout").await;
    let store = Store::open(&db.url).await.expect("open the database");
    let service = Arc::new(GameService::new(store, Arc::new(SystemClock)));
    let mut options = WebOptions::local("127.0.0.1:0".parse().expect("address"));
    options.max_live = f.pages + 100;
    let names = LocalNames::new([(BLACK, "Black".into()), (WHITE, "White".into())]);
    let server = web::start(service.clone(), options, Arc::new(names))
        .await
        .expect("start the web server");
    let info = start_game(&service, "dai-seireigi").await;
    let path = format!("/g/{}/events", info.public_id.as_deref().unwrap_or(""));

    let (tx, mut rx) = mpsc::unbounded_channel::<Seen>();
    let opened = Instant::now();
    let readers = open_all(server.addr(), &path, f.pages, &tx).await;
    drop(tx);
    // Every connection's first event (the version on opening).
    let mut first = 0;
    while first < f.pages {
        match tokio::time::timeout(EVENT_TIMEOUT, rx.recv()).await {
            Ok(Some(s)) if s.version == info.version => first += 1,
            Ok(Some(_)) => {}
            _ => break,
        }
    }
    println!(
        "fanout ({:?}): {} connections open and told the version in {:.2} s",
        f.backend,
        first,
        opened.elapsed().as_secs_f64()
    );
    let mut ok = first == f.pages;

    // The service's publication of each commit, as a listener of its own hears it (the web
    // server's hub hears it the same way).
    let mut published = service.subscribe();
    let (tx_pub, mut rx_pub) = mpsc::unbounded_channel::<(i64, Instant)>();
    let recorder = tokio::spawn(async move {
        while let Ok(c) = published.recv().await {
            let _ = tx_pub.send((c.version, Instant::now()));
        }
    });
    let mut latency = Stats::default();
    let mut from_commit = Stats::default();
    let mut play_time = Stats::default();
    let mut version = info.version;
    for m in 0..f.moves {
        let (user, text) = next_move(&service, info.id).await;
        let start = Instant::now();
        let result = service.play(info.id, user, &text, None).await;
        let returned = Instant::now();
        play_time.add(returned - start);
        if let Err(e) = result {
            eprintln!("fanout: move {m} ({text}) refused: {e}");
            ok = false;
            break;
        }
        version += 1;
        // The commit came before both its publication was heard and `play` returned.
        let mut commit = returned;
        if let Ok(Some((v, at))) = tokio::time::timeout(EVENT_TIMEOUT, rx_pub.recv()).await {
            if v == version {
                commit = commit.min(at);
            }
        }
        let mut seen = vec![false; f.pages];
        let mut count = 0;
        while count < f.pages {
            match tokio::time::timeout(EVENT_TIMEOUT, rx.recv()).await {
                Ok(Some(s)) if s.version == version && !seen[s.connection] => {
                    seen[s.connection] = true;
                    count += 1;
                    latency.add(s.at.saturating_duration_since(start));
                    from_commit.add(s.at.saturating_duration_since(commit));
                }
                Ok(Some(_)) => {}
                _ => break,
            }
        }
        if count < f.pages {
            eprintln!(
                "fanout: move {m}: only {count} of {} connections saw it",
                f.pages
            );
            ok = false;
            break;
        }
        tokio::time::sleep(f.pause).await;
    }
    println!(
        "fanout ({:?}): {} pages, {} moves: from the call to play to each page's event: {}",
        f.backend,
        f.pages,
        f.moves,
        latency.summary()
    );
    println!(
        "fanout ({:?}): from the commit (its publication heard, or play's return) to each page's event: {}",
        f.backend,
        from_commit.summary()
    );
    println!(
        "fanout ({:?}): the call to play itself (parse, check, commit, publish): {}",
        f.backend,
        play_time.summary()
    );
    recorder.abort();
    for r in readers {
        r.abort();
    }
    drop(server);
    service.store().close().await;
    ok
}
