//! The `paint` phase: a Dai Seireigi game's page (15x15, the largest) loaded in headless
//! Chromium over loopback, through the project's DevTools driver
//! (crates/test-support/src/cdp.rs), the browser's cache off so that every load fetches the
//! page, its style sheet, script and fonts again: the page's own `first-paint` and
//! `first-contentful-paint` (`performance.getEntriesByType('paint')`, from the start of the
//! navigation), at 375 x 667 with touch and at 1280 x 800.

use crate::stats::Stats;
use crate::{next_move, start_game, BLACK, WHITE};
use seireigi::service::{GameService, SystemClock};
use seireigi::store::Store;
use seireigi::web::{self, LocalNames, WebOptions};
use seireigi_test_support::backend::{Backend, TestDb};
use seireigi_test_support::cdp::{chromium_present, Browser};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

/// Moves played before the page is loaded (a game under way: a move list, pieces moved).
const PLIES: usize = 40;

const TIMINGS: &str = "JSON.stringify({
  paint: Object.fromEntries(performance.getEntriesByType('paint').map(e => [e.name, e.startTime])),
  nav: performance.getEntriesByType('navigation').map(e => ({
    response: e.responseEnd, dom: e.domContentLoadedEventEnd, load: e.loadEventEnd,
    bytes: e.transferSize }))[0] })";

pub async fn run(loads: usize) -> bool {
    if !chromium_present() {
        println!("paint: NOT measured (no Chromium)");
        return true;
    }
    let db = TestDb::on(Backend::Sqlite, "web-live-paint").await;
    let store = Store::open(&db.url).await.expect("open the database");
    let service = Arc::new(GameService::new(store, Arc::new(SystemClock)));
    let names = LocalNames::new([(BLACK, "Black".into()), (WHITE, "White".into())]);
    let options = WebOptions::local("127.0.0.1:0".parse().expect("address"));
    let server = web::start(service.clone(), options, Arc::new(names))
        .await
        .expect("start the web server");
    let info = start_game(&service, "dai-seireigi").await;
    for _ in 0..PLIES {
        let (user, text) = next_move(&service, info.id).await;
        service
            .play(info.id, user, &text, None)
            .await
            .expect("a legal move");
    }
    let url = format!(
        "{}/g/{}",
        server.url(),
        info.public_id.as_deref().unwrap_or("")
    );
    let mut ok = true;
    for (label, width, height, phone) in [
        ("375 x 667, touch", 375, 667, true),
        ("1280 x 800", 1280, 800, false),
    ] {
        match measure(&url, width, height, phone, loads).await {
            Ok((fp, fcp, load)) => println!(
                "paint: Dai Seireigi page at {label}, {loads} cold loads: first paint {}; first contentful paint {}; load event {}",
                fp.summary(),
                fcp.summary(),
                load.summary()
            ),
            Err(e) => {
                eprintln!("paint: {label}: {e:#}");
                ok = false;
            }
        }
    }
    drop(server);
    service.store().close().await;
    ok
}

/// First paint, first contentful paint and the load event of `loads` loads of `url`.
async fn measure(
    url: &str,
    width: u32,
    height: u32,
    phone: bool,
    loads: usize,
) -> anyhow::Result<(Stats, Stats, Stats)> {
    let mut b = Browser::launch().await?;
    b.screen(width, height, phone).await?;
    b.call("Network.enable", json!({})).await?;
    b.call("Network.setCacheDisabled", json!({ "cacheDisabled": true }))
        .await?;
    let (mut fp, mut fcp, mut load) = (Stats::default(), Stats::default(), Stats::default());
    // One load first, not counted: the browser's own start-up (its first page, its fonts
    // machinery) is not the page's.
    b.goto(url).await?;
    for _ in 0..loads {
        b.goto(url).await?;
        // The load event can come before the first paint.
        b.wait_for(
            "performance.getEntriesByType('paint').length >= 2",
            "the page's paint entries",
        )
        .await?;
        let text = b.eval(TIMINGS).await?;
        let v: serde_json::Value = serde_json::from_str(text.as_str().unwrap_or("{}"))?;
        let ms = |x: &serde_json::Value| x.as_f64().map(|m| Duration::from_secs_f64(m / 1e3));
        fp.add(
            ms(&v["paint"]["first-paint"]).ok_or_else(|| anyhow::anyhow!("no first-paint: {v}"))?,
        );
        fcp.add(
            ms(&v["paint"]["first-contentful-paint"])
                .ok_or_else(|| anyhow::anyhow!("no first-contentful-paint: {v}"))?,
        );
        if let Some(l) = ms(&v["nav"]["load"]) {
            load.add(l);
        }
    }
    Ok((fp, fcp, load))
}
