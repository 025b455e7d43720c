//! The operator's endpoints: /healthz and /metrics.

use crate::server::{page_of, Web};

/// The value of a metric line `name value` (labels included in `name`).
fn metric(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
}

#[tokio::test]
async fn metrics_count_moves_requests_and_live_connections() {
    let web = Web::new("web-metrics").await;
    let info = web.game("shogi", None, &["7g7f", "3c3d"]).await;
    for _ in 0..3 {
        assert_eq!(web.get(&page_of(&info)).await.0, 200);
    }
    let (status, text) = web.get("/metrics").await;
    assert_eq!(status, 200);
    assert_eq!(
        metric(&text, "seireigi_moves_played_total"),
        Some(2.0),
        "{text}"
    );
    let ok = metric(&text, "seireigi_web_requests_total{class=\"2xx\"}").expect("2xx");
    assert!(ok >= 3.0, "{text}");
    assert_eq!(metric(&text, "seireigi_web_live_connections"), Some(0.0));
    let count = metric(&text, "seireigi_web_request_seconds_count").expect("count");
    assert!(count >= 3.0);

    // A live connection is counted while it is open.
    let live = web
        .http
        .get(web.url(&format!("{}/events", page_of(&info))))
        .send()
        .await
        .expect("events");
    assert_eq!(live.status().as_u16(), 200);
    let (_, text) = web.get("/metrics").await;
    assert_eq!(
        metric(&text, "seireigi_web_live_connections"),
        Some(1.0),
        "{text}"
    );
    drop(live);
    let _ = web.get("/nothing").await;
    let (_, text) = web.get("/metrics").await;
    assert!(metric(&text, "seireigi_web_requests_total{class=\"4xx\"}").unwrap_or(0.0) >= 1.0);
}

#[tokio::test]
async fn healthz_says_whether_the_database_answers() {
    let web = Web::new("web-health").await;
    let (status, body) = web.get("/healthz").await;
    assert_eq!((status, body.trim()), (200, "ok"));
    web.service.store().close().await;
    let (status, body) = web.get("/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body.lines().count(), 1);
}
