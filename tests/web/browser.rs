//! The pages in a real browser: Debian's Chromium, headless, driven over the DevTools
//! protocol (chromiumoxide, the system browser, nothing downloaded). Without
//! /usr/bin/chromium the tests say so ("Chromium tests NOT run: ...") and pass, as the
//! PostgreSQL tests do without a server. Screenshots of every game at phone and desktop sizes
//! go to target/test-output/web/.

use crate::server::{page_of, Web};
use crate::service_common::{TempDir, BOB};
use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
use chromiumoxide::page::ScreenshotParams;
use chromiumoxide::{Browser, BrowserConfig, Page};
use futures_util::StreamExt;
use seireigi::rules::Variant;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

/// A headless Chromium with a fresh profile, or `None` (said on the terminal) without one.
struct Chromium {
    browser: Browser,
    handler: tokio::task::JoinHandle<()>,
    _profile: TempDir,
}

impl Chromium {
    async fn launch() -> Option<Chromium> {
        if !Path::new(CHROMIUM).exists() {
            eprintln!(
                "Chromium tests NOT run: {CHROMIUM} is missing (apt-get install chromium; .ci/run installs it)"
            );
            return None;
        }
        let profile = TempDir::new("chromium");
        let config = BrowserConfig::builder()
            .chrome_executable(CHROMIUM)
            .disable_default_args()
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--hide-scrollbars",
                "--disable-dev-shm-usage",
            ])
            .user_data_dir(&profile.0)
            .no_sandbox()
            .viewport(None)
            .launch_timeout(Duration::from_secs(60))
            .request_timeout(Duration::from_secs(30))
            .build()
            .expect("browser config");
        let (browser, mut events) = Browser::launch(config).await.expect("launch Chromium");
        let handler = tokio::spawn(async move { while events.next().await.is_some() {} });
        Some(Chromium {
            browser,
            handler,
            _profile: profile,
        })
    }

    /// A new tab showing `url` at `width` x `height` CSS pixels, once its fonts are loaded.
    async fn open(&self, url: &str, width: i64, height: i64) -> Page {
        let page = self.browser.new_page("about:blank").await.expect("new tab");
        size(&page, width, height).await;
        page.goto(url).await.expect("load the page");
        wait_for(
            &page,
            "document.fonts.status === 'loaded' && !!document.getElementById('game')",
        )
        .await;
        page
    }

    async fn close(mut self) {
        let _ = self.browser.close().await;
        let _ = self.browser.wait().await;
        self.handler.abort();
    }
}

async fn size(page: &Page, width: i64, height: i64) {
    page.execute(SetDeviceMetricsOverrideParams::new(
        width,
        height,
        1.0,
        width < 600,
    ))
    .await
    .expect("set the viewport");
}

async fn eval<T: serde::de::DeserializeOwned>(page: &Page, js: &str) -> T {
    page.evaluate(js)
        .await
        .unwrap_or_else(|e| panic!("{js}: {e}"))
        .into_value()
        .unwrap_or_else(|e| panic!("{js}: {e}"))
}

/// Waits (10 s at most) until `js` is true in the page.
async fn wait_for(page: &Page, js: &str) -> Duration {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        if page
            .evaluate(js)
            .await
            .ok()
            .and_then(|r| r.into_value::<bool>().ok())
            == Some(true)
        {
            return started.elapsed();
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("never true in the page: {js}");
}

/// Square -> SFEN letters of the pieces the page shows, read through the data attributes.
async fn pieces(page: &Page) -> BTreeMap<String, String> {
    eval(
        page,
        "Object.fromEntries(Array.from(document.querySelectorAll('#game [data-piece]'))\
         .map(e => [e.dataset.square, e.dataset.piece]))",
    )
    .await
}

fn output_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("create target/test-output/web");
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_sees_the_board_and_it_follows_the_game_live() {
    let Some(chromium) = Chromium::launch().await else {
        return;
    };
    let web = Web::new("web-browser-live").await;
    let info = web.game("shogi", Some(3), &["7g7f"]).await;
    let page = chromium.open(&web.url(&page_of(&info)), 375, 667).await;
    let shown = pieces(&page).await;
    assert_eq!(shown.len(), 40);
    assert_eq!(shown.get("7f").map(String::as_str), Some("P"));
    assert_eq!(shown.get("3c").map(String::as_str), Some("p"));
    // The deadline is written in the reader's zone by the script (not the server's "UTC").
    let when: String = eval(&page, "document.querySelector('time').textContent").await;
    assert!(!when.contains("UTC"), "{when}");

    // A move through the service: the open page shows it without reloading.
    eval::<bool>(&page, "window.__same = true").await;
    let played = Instant::now();
    web.service
        .play(info.id, BOB, "3c3d", None)
        .await
        .expect("move");
    wait_for(
        &page,
        "document.querySelector('[data-square=\"3d\"] [data-piece=\"p\"]') !== null",
    )
    .await;
    eprintln!(
        "browser: the move reached the page after {:?}",
        played.elapsed()
    );
    assert!(
        played.elapsed() < Duration::from_secs(1),
        "{:?}",
        played.elapsed()
    );
    assert!(
        eval::<bool>(&page, "window.__same === true").await,
        "the page reloaded"
    );
    let shown = pieces(&page).await;
    assert!(!shown.contains_key("3c"));
    assert_eq!(shown.get("3d").map(String::as_str), Some("p"));
    let marked: Vec<String> = eval(
        &page,
        "Array.from(document.querySelectorAll('.sq.lm')).map(e => e.dataset.square).sort()",
    )
    .await;
    assert_eq!(marked, ["3c", "3d"]);
    chromium.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_steps_back_and_forward() {
    let Some(chromium) = Chromium::launch().await else {
        return;
    };
    let web = Web::new("web-browser-replay").await;
    let info = web.game("shogi", None, &["7g7f", "3c3d", "8h2b+"]).await;
    let page = chromium.open(&web.url(&page_of(&info)), 1280, 800).await;
    let ply = |p: &'static str| format!("document.getElementById('game').dataset.ply === '{p}'");
    assert_eq!(
        pieces(&page).await.get("2b").map(String::as_str),
        Some("+B")
    );
    // Back with the link, back with the arrow key, forward with the key.
    eval::<bool>(
        &page,
        "document.querySelector('a[data-nav=prev]').click() || true",
    )
    .await;
    wait_for(&page, &ply("2")).await;
    assert_eq!(pieces(&page).await.get("8h").map(String::as_str), Some("B"));
    eval::<bool>(
        &page,
        "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'})) || true",
    )
    .await;
    wait_for(&page, &ply("1")).await;
    let shown = pieces(&page).await;
    assert_eq!(shown.get("3c").map(String::as_str), Some("p"));
    let url: String = eval(&page, "location.search").await;
    assert_eq!(url, "?ply=1");
    eval::<bool>(
        &page,
        "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'End'})) || true",
    )
    .await;
    wait_for(&page, &ply("3")).await;
    assert_eq!(
        pieces(&page).await.get("2b").map(String::as_str),
        Some("+B")
    );
    chromium.close().await;
}

/// Every loaded game at phone and desktop sizes: screenshots to look at, the size of a
/// square, the page's own weight (under 100 KB before compression) and its first paint.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_at_phone_and_desktop_sizes() {
    let Some(chromium) = Chromium::launch().await else {
        return;
    };
    let web = Web::new("web-browser-shots").await;
    let dir = output_dir();
    for variant in Variant::all() {
        let id = variant.id();
        let info = web.game(id, Some(3), &[]).await;
        // A move for each side, so that the last move and the move list show.
        let (_, history) = web.service.game_history(info.id).await.expect("history");
        let mut pos = history.position().clone();
        for user in [info.black, info.white] {
            let Some(&mv) = pos.legal_moves().first() else {
                break;
            };
            web.service
                .play_move(info.id, user, mv, None)
                .await
                .expect("a legal move");
            pos.play(mv);
        }
        let url = web.url(&page_of(&info));
        // The page's own weight: its HTML, style sheet and script, uncompressed.
        let mut weight = 0;
        for path in [
            page_of(&info),
            "/static/web.css".into(),
            "/static/web.js".into(),
        ] {
            weight += web.get(&path).await.1.len();
        }
        assert!(weight < 100_000, "{id}: the page weighs {weight} bytes");
        for (w, h) in [(375, 667), (1280, 800)] {
            let page = chromium.open(&url, w, h).await;
            let square: f64 = eval(
                &page,
                "document.querySelector('.sq').getBoundingClientRect().width",
            )
            .await;
            let board: f64 = eval(
                &page,
                "document.querySelector('.board').getBoundingClientRect().right",
            )
            .await;
            let paint: f64 = eval(
                &page,
                "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: -1}).startTime",
            )
            .await;
            eprintln!(
                "browser: {id} at {w}x{h}: square {square:.1} CSS px, page {weight} bytes, first paint {paint:.0} ms"
            );
            assert!(
                board <= f64::from(w as u32),
                "{id} at {w}: the board overflows ({board})"
            );
            assert!(square >= 20.0, "{id} at {w}: squares of {square} px");
            let shown = pieces(&page).await;
            assert_eq!(shown.len(), pos.pieces().count(), "{id}");
            page.save_screenshot(
                ScreenshotParams::builder().full_page(true).build(),
                dir.join(format!("{id}-{w}x{h}.png")),
            )
            .await
            .expect("screenshot");
            let _ = page.close().await;
        }
    }
    chromium.close().await;
}
