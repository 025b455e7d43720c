//! `GET /healthz`: 200 when the database answers within two seconds, 503 otherwise.

use super::{plain, Shared};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use std::time::Duration;

pub async fn healthz(State(app): State<Shared>) -> Response {
    match tokio::time::timeout(Duration::from_secs(2), app.service.ping()).await {
        Ok(Ok(())) => plain(StatusCode::OK, "ok"),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "health check: the database did not answer");
            plain(
                StatusCode::SERVICE_UNAVAILABLE,
                "the database does not answer",
            )
        }
        Err(_) => plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "the database did not answer within 2 s",
        ),
    }
}
