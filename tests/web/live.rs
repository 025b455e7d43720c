//! Live pages: the event stream sends the game's version on opening and after each change,
//! from this process's service and, on PostgreSQL, from another process's.

use crate::server::{page_of, Web};
use crate::service_common::{backend, Backend, ALICE, BOB};
use seireigi::service::GameService;
use seireigi::store::Store;
use std::time::{Duration, Instant};

/// An open event stream and what it has sent so far.
pub(crate) struct Events {
    response: reqwest::Response,
    pub(crate) text: String,
}

impl Events {
    pub(crate) async fn open(web: &Web, page: &str) -> Events {
        let response = web
            .http
            .get(web.url(&format!("{page}/events")))
            .send()
            .await
            .expect("open the event stream");
        assert_eq!(response.status().as_u16(), 200);
        let kind = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        Events {
            response,
            text: String::new(),
        }
    }

    /// The next `version` event's version, waiting at most `limit`.
    pub(crate) async fn next_version(&mut self, limit: Duration) -> Option<i64> {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(end) = self.text.find("\n\n") {
                let event: String = self.text.drain(..end + 2).collect();
                if event.lines().any(|l| l == "event: version") {
                    return event
                        .lines()
                        .find_map(|l| l.strip_prefix("data: "))
                        .and_then(|v| v.trim().parse().ok());
                }
                continue;
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            match tokio::time::timeout(left, self.response.chunk()).await {
                Ok(Ok(Some(bytes))) => self.text.push_str(&String::from_utf8_lossy(&bytes)),
                _ => return None,
            }
        }
    }
}

#[tokio::test]
async fn a_move_reaches_an_open_stream_within_a_second() {
    let web = Web::new("web-live").await;
    let info = web.game("shogi", None, &["7g7f"]).await;
    let mut events = Events::open(&web, &page_of(&info)).await;
    // On opening: the version the game has now.
    assert_eq!(
        events.next_version(Duration::from_secs(5)).await,
        Some(info.version)
    );
    // A move made through the service.
    let played = Instant::now();
    web.service
        .play(info.id, BOB, "3c3d", None)
        .await
        .expect("move");
    let v = events.next_version(Duration::from_secs(1)).await;
    eprintln!("web live: event {:?} after {:?}", v, played.elapsed());
    assert_eq!(v, Some(info.version + 1));
    // A resignation is a change too.
    web.service.resign(info.id, ALICE).await.expect("resign");
    assert_eq!(
        events.next_version(Duration::from_secs(1)).await,
        Some(info.version + 2)
    );
    // The page then shows the new version (what the page's script fetches on the event).
    let (_, part) = web.get(&format!("{}?part=1", page_of(&info))).await;
    assert!(part.starts_with("<main"), "{part:.60}");
    assert_eq!(crate::server::version(&part), Some(info.version + 2));
    assert!(part.contains("wins by resignation"));
}

#[tokio::test]
async fn a_reconnected_stream_starts_from_the_current_version() {
    let web = Web::new("web-reconnect").await;
    let info = web.game("shogi", None, &[]).await;
    let page = page_of(&info);
    let mut first = Events::open(&web, &page).await;
    assert_eq!(
        first.next_version(Duration::from_secs(5)).await,
        Some(info.version)
    );
    drop(first);
    // Moves made while the page was away.
    web.service
        .play(info.id, ALICE, "7g7f", None)
        .await
        .expect("move");
    web.service
        .play(info.id, BOB, "3c3d", None)
        .await
        .expect("move");
    let mut again = Events::open(&web, &page).await;
    assert_eq!(
        again.next_version(Duration::from_secs(5)).await,
        Some(info.version + 2)
    );
}

/// A move made by another process (a second service on the same PostgreSQL database)
/// reaches a stream of this process's server through its poll of versions.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_of_another_process_reaches_the_stream_on_postgres() {
    backend::run(Backend::Postgres, async {
        let web = Web::on(Backend::Postgres, "web-pg").await;
        let info = web.game("shogi", None, &["7g7f"]).await;
        let other = GameService::new(
            Store::open(&web.db.url).await.expect("second store"),
            web.clock.clone(),
        );
        let mut events = Events::open(&web, &page_of(&info)).await;
        assert_eq!(
            events.next_version(Duration::from_secs(5)).await,
            Some(info.version)
        );
        let played = Instant::now();
        other
            .play(info.id, BOB, "3c3d", None)
            .await
            .expect("move by the other process");
        let v = events.next_version(Duration::from_secs(2)).await;
        eprintln!(
            "web live across processes: event {:?} after {:?}",
            v,
            played.elapsed()
        );
        assert_eq!(v, Some(info.version + 1));
        other.store().close().await;
    })
    .await;
}
