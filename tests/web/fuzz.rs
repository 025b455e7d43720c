//! Every endpoint fuzzed over real HTTP: a seeded generator (the same requests every run, so
//! that a failure can be replayed) sends malformed, oversized and hostile requests to the
//! real server on a real database. Each must be answered (no panic, no dropped connection)
//! with a status below 500 and, when refused, one short line; afterwards the server still
//! answers, the game is as it was and no game was made.

use crate::hostile::{fixed, generate, material};
use crate::raw_http::{send, Answer};
use crate::server::{page_of, Web};
use crate::service_common::{backend, Backend, ALICE, BOB};
use seireigi_test_support::seeded::Lcg;

/// Generated requests (on top of the fixed hostile ones).
const GENERATED: usize = 1500;

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
