//! The REST side: every request under /api/v10 is recorded, checked against the failures the
//! test queued, then answered by a small model of Discord (messages, threads, DMs, interactions,
//! commands). Unknown routes get Discord's 404 body. The routes are listed in [`routes`]; each
//! file next to it answers one subject.

mod channels;
mod commands;
mod guilds;
mod interactions;
mod limits;
mod messages;
mod routes;
mod users;

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State as AxState};
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::Response;
use serde_json::{json, Value};

use super::multipart;
use super::payloads as p;
use super::state::Shared;
use super::{Failure, Recorded, RecordedFile};

/// Largest upload accepted (Discord's default for unboosted guilds).
pub const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

pub struct Reply {
    pub status: u16,
    pub body: Option<Value>,
    pub headers: Vec<(String, String)>,
}

impl Reply {
    fn ok(body: Value) -> Reply {
        Reply {
            status: 200,
            body: Some(body),
            headers: Vec::new(),
        }
    }
    fn created(body: Value) -> Reply {
        Reply {
            status: 201,
            body: Some(body),
            headers: Vec::new(),
        }
    }
    fn no_content() -> Reply {
        Reply {
            status: 204,
            body: None,
            headers: Vec::new(),
        }
    }
    pub fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply {
            status,
            body: Some(p::error(code, message)),
            headers: Vec::new(),
        }
    }
    fn form_error(path: &[&str], code: &str, message: &str) -> Reply {
        let mut errors = json!({"_errors": [{"code": code, "message": message}]});
        for seg in path.iter().rev() {
            errors = json!({ *seg: errors });
        }
        let body = json!({"message": "Invalid Form Body", "code": 50035, "errors": errors});
        Reply {
            status: 400,
            body: Some(body),
            headers: Vec::new(),
        }
    }
}

/// What a route may read of a request besides its method and path.
struct Req<'a> {
    query: &'a [(String, String)],
    /// The JSON body (or multipart `payload_json`); `null` when there is none.
    body: &'a Value,
    files: &'a [RecordedFile],
}

fn unknown_message() -> Reply {
    Reply::error(404, 10008, "Unknown Message")
}
fn unknown_channel() -> Reply {
    Reply::error(404, 10003, "Unknown Channel")
}
/// Discord's answer to a route it does not have.
fn not_found() -> Reply {
    Reply::error(404, 0, "404: Not Found")
}

pub fn failure_reply(failure: &Failure) -> Reply {
    match failure {
        Failure::RateLimited {
            retry_after_secs,
            global,
        } => {
            let secs = format!("{retry_after_secs}");
            let reset = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs_f64())
                .unwrap_or(0.0)
                + retry_after_secs;
            let mut headers = vec![
                ("retry-after".to_string(), secs.clone()),
                ("x-ratelimit-limit".to_string(), "5".to_string()),
                ("x-ratelimit-remaining".to_string(), "0".to_string()),
                ("x-ratelimit-reset".to_string(), format!("{reset:.3}")),
                ("x-ratelimit-reset-after".to_string(), secs),
                ("x-ratelimit-bucket".to_string(), "fakebucket".to_string()),
                (
                    "x-ratelimit-scope".to_string(),
                    if *global { "global" } else { "user" }.to_string(),
                ),
            ];
            if *global {
                headers.push(("x-ratelimit-global".to_string(), "true".to_string()));
            }
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": retry_after_secs,
                "global": global,
                "code": if *global { 0 } else { 20028 },
            });
            Reply {
                status: 429,
                body: Some(body),
                headers,
            }
        }
        Failure::ServerError => Reply::error(500, 0, "500: Internal Server Error"),
        Failure::Status {
            status,
            code,
            message,
        } => Reply::error(*status, *code, message),
    }
}

/// Splits a query string (serenity writes `?&a=b`) into pairs.
fn parse_query(q: Option<&str>) -> Vec<(String, String)> {
    q.unwrap_or_default()
        .split('&')
        .filter(|s| !s.is_empty())
        .map(|kv| match kv.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (kv.to_string(), String::new()),
        })
        .collect()
}

pub async fn handle(AxState(shared): AxState<Arc<Shared>>, req: Request) -> Response {
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, 256 << 20)
        .await
        .unwrap_or_default();
    let method = parts.method.as_str().to_string();
    let full_path = parts.uri.path().to_string();
    let query = parse_query(parts.uri.query());
    let headers: Vec<(String, String)> = parts
        .headers
        .iter()
        .filter(|(k, _)| k.as_str() != "authorization")
        .map(|(k, v)| (k.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
        .collect();
    let content_type = parts
        .headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let auth = parts
        .headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let authorized = auth.starts_with("Bot ") && auth.len() > 4;

    // Body: JSON, or multipart with payload_json and files.
    let mut body_json = None;
    let mut files = Vec::new();
    let mut bad_body = None;
    if let Some(boundary) = multipart::boundary(&content_type) {
        match multipart::parse(&bytes, &boundary) {
            Ok(parts) => {
                for part in parts {
                    if part.name == "payload_json" {
                        match serde_json::from_slice(&part.data) {
                            Ok(v) => body_json = Some(v),
                            Err(e) => bad_body = Some(format!("payload_json: {e}")),
                        }
                    } else if part.filename.is_some() || part.name.starts_with("file") {
                        files.push(RecordedFile {
                            field: part.name,
                            filename: part.filename.unwrap_or_default(),
                            content_type: part.content_type,
                            data: part.data,
                        });
                    } else {
                        // Plain form fields (serenity uses them for stickers etc.).
                        let v = String::from_utf8_lossy(&part.data).to_string();
                        let obj = body_json.get_or_insert_with(|| json!({}));
                        obj[part.name] = Value::String(v);
                    }
                }
            }
            Err(e) => bad_body = Some(e),
        }
    } else if !bytes.is_empty() {
        match serde_json::from_slice(&bytes) {
            Ok(v) => body_json = Some(v),
            Err(e) => bad_body = Some(format!("body is not JSON ({content_type}): {e}")),
        }
    }

    let path = ["/api/v10", "/api/v9", "/api"]
        .iter()
        .find_map(|pre| full_path.strip_prefix(pre).filter(|r| r.starts_with('/')))
        .unwrap_or(&full_path)
        .to_string();

    let hold = shared.lock().take_hold(&method, &path);
    if let Some(wait) = hold {
        tokio::time::sleep(wait).await;
    }
    let reply = {
        let mut st = shared.lock();
        let reply = if let Some(f) = st.take_failure(&method, &path) {
            failure_reply(&f)
        } else if !authorized {
            Reply::error(401, 0, "401: Unauthorized")
        } else if let Some(e) = &bad_body {
            let mut r = Reply::error(400, 50109, "The request body contains invalid JSON.");
            r.body.as_mut().unwrap()["fake_discord"] = json!(e);
            r
        } else {
            let req = Req {
                query: &query,
                body: body_json.as_ref().unwrap_or(&Value::Null),
                files: &files,
            };
            routes::route(&mut st, &method, &path, &req)
        };
        let seq = st.requests.len();
        st.requests.push(Recorded {
            seq,
            at: std::time::Instant::now(),
            method: method.clone(),
            path: path.clone(),
            query,
            headers,
            body: body_json,
            files,
            status: reply.status,
            response: reply.body.clone(),
        });
        reply
    };
    shared.changed.notify_waiters();

    let mut resp = Response::builder().status(StatusCode::from_u16(reply.status).unwrap());
    for (k, v) in &reply.headers {
        resp = resp.header(
            HeaderName::from_bytes(k.as_bytes()).unwrap(),
            HeaderValue::from_str(v).unwrap(),
        );
    }
    match reply.body {
        Some(b) => resp
            .header("content-type", "application/json")
            .body(Body::from(b.to_string()))
            .unwrap(),
        None => resp.body(Body::empty()).unwrap(),
    }
}

/// A snowflake in a path or a body; `None` for anything else (`@me`, a name).
fn id_of(s: &str) -> Option<u64> {
    s.parse().ok()
}

/// A snowflake in a path, or 0 (which names nothing, so the route answers "unknown").
fn id_or_0(s: &str) -> u64 {
    id_of(s).unwrap_or(0)
}
