//! `GET /metrics` in Prometheus' text format, and the middleware that counts requests.

use super::Shared;
use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Upper bounds of the request latency buckets, in seconds.
const BUCKETS: [f64; 9] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5];

#[derive(Default)]
pub struct Metrics {
    /// Requests answered, by status class (1xx..5xx).
    by_class: [AtomicU64; 5],
    /// Request latencies (time to the response head): cumulative-free bucket counts, the
    /// last one for above every bound.
    buckets: [AtomicU64; BUCKETS.len() + 1],
    micros: AtomicU64,
}

impl Metrics {
    fn record(&self, status: u16, seconds: f64) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        self.by_class[class].fetch_add(1, Ordering::Relaxed);
        let i = BUCKETS
            .iter()
            .position(|&b| seconds <= b)
            .unwrap_or(BUCKETS.len());
        self.buckets[i].fetch_add(1, Ordering::Relaxed);
        self.micros
            .fetch_add((seconds * 1e6) as u64, Ordering::Relaxed);
    }
}

pub async fn count(State(app): State<Shared>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let response = next.run(request).await;
    app.metrics
        .record(response.status().as_u16(), started.elapsed().as_secs_f64());
    response
}

pub async fn metrics(State(app): State<Shared>) -> Response {
    let m = &app.metrics;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# HELP seireigi_moves_played_total Moves played through this process since it started.\n\
         # TYPE seireigi_moves_played_total counter\n\
         seireigi_moves_played_total {}",
        app.service.moves_played()
    );
    let _ = writeln!(
        out,
        "# HELP seireigi_web_requests_total Web requests answered, by status class.\n\
         # TYPE seireigi_web_requests_total counter"
    );
    for (i, n) in m.by_class.iter().enumerate() {
        let _ = writeln!(
            out,
            "seireigi_web_requests_total{{class=\"{}xx\"}} {}",
            i + 1,
            n.load(Ordering::Relaxed)
        );
    }
    let _ = writeln!(
        out,
        "# HELP seireigi_web_request_seconds Time to answer a web request (to the response head).\n\
         # TYPE seireigi_web_request_seconds histogram"
    );
    let mut total = 0;
    for (i, bound) in BUCKETS.iter().enumerate() {
        total += m.buckets[i].load(Ordering::Relaxed);
        let _ = writeln!(
            out,
            "seireigi_web_request_seconds_bucket{{le=\"{bound}\"}} {total}"
        );
    }
    total += m.buckets[BUCKETS.len()].load(Ordering::Relaxed);
    let _ = writeln!(
        out,
        "seireigi_web_request_seconds_bucket{{le=\"+Inf\"}} {total}\n\
         seireigi_web_request_seconds_sum {}\n\
         seireigi_web_request_seconds_count {total}",
        m.micros.load(Ordering::Relaxed) as f64 / 1e6
    );
    let _ = writeln!(
        out,
        "# HELP seireigi_web_live_connections Open live connections (server-sent event streams).\n\
         # TYPE seireigi_web_live_connections gauge\n\
         seireigi_web_live_connections {}",
        app.hub.open()
    );
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        out,
    )
        .into_response()
}
