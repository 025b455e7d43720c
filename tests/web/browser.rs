//! The pages in a real browser: Debian's Chromium, headless, run as a command (its
//! `--dump-dom` gives the page as its script left it) or driven over the DevTools protocol.
//! Without /usr/bin/chromium the tests say so ("Chromium tests NOT run: ...") and pass, as
//! the PostgreSQL tests do without a server. Screenshots of every game at phone and desktop
//! sizes go to target/test-output/web/. The replay is driven over the DevTools protocol
//! (crates/test-support/src/cdp.rs), as the tests of moving are (play.rs, touch.rs).

use crate::reading::output_dir;
use crate::server::{page_of, pieces, Web};
use crate::service_common::TempDir;
use seireigi::rules::Variant;
use seireigi_test_support::cdp::{chromium_present, Browser, CHROMIUM};
use std::process::Command;

/// Runs headless Chromium on `url` at `width` x `height` with `extra` arguments, in a fresh
/// profile; its standard output.
async fn chromium(url: String, width: u32, height: u32, extra: Vec<String>) -> String {
    tokio::task::spawn_blocking(move || {
        let profile = TempDir::new("chromium");
        // At most a minute, whatever the browser does.
        let out = Command::new("timeout")
            .args(["60", CHROMIUM])
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
            .arg(format!("--user-data-dir={}", profile.0.display()))
            .arg(format!("--window-size={width},{height}"))
            .args(extra)
            .arg(url)
            .output()
            .expect("run Chromium");
        assert!(
            out.status.success(),
            "Chromium failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    })
    .await
    .expect("Chromium thread")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_sees_the_board_in_chromium() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-chromium").await;
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d", "8h2b+"]).await;
    let dom = chromium(
        web.url(&page_of(&info)),
        375,
        667,
        vec!["--dump-dom".into()],
    )
    .await;
    let shown = pieces(&dom);
    let (_, html) = web.get(&page_of(&info)).await;
    assert_eq!(shown, pieces(&html));
    assert_eq!(shown.get("2b").map(String::as_str), Some("+B"));
    // The script ran: the deadline is in the reader's zone, no longer the server's "UTC" text.
    let time = dom.split("<time").nth(1).unwrap_or("");
    let text = time.split('>').nth(1).unwrap_or("");
    assert!(!text.contains("UTC"), "{time:.120}");
}

/// Every loaded game at phone and desktop sizes: screenshots to look at, and the page's own
/// weight (HTML, style sheet and script under 100 KB before compression).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_at_phone_and_desktop_sizes() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-chromium-shots").await;
    let dir = output_dir();
    let mut pages = Vec::new();
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
        let mut weight = 0;
        for path in [
            page_of(&info),
            "/static/web.css".into(),
            "/static/web.js".into(),
            "/static/play.js".into(),
        ] {
            weight += web.get(&path).await.1.len();
        }
        eprintln!("browser: {id}: page, style sheet and scripts weigh {weight} bytes");
        assert!(weight < 100_000, "{id}: {weight} bytes");
        pages.push((id, web.url(&page_of(&info))));
    }
    // One browser for every screenshot: a Chromium started per picture took most of this
    // test's 20 s.
    let mut b = Browser::launch().await.expect("start Chromium");
    for (w, h, phone) in [(375, 667, true), (1280, 800, false)] {
        b.screen(w, h, phone).await.expect("screen size");
        for (id, url) in &pages {
            let file = dir.join(format!("{id}-{w}x{h}.png"));
            let _ = std::fs::remove_file(&file);
            b.goto(url).await.expect("load the page");
            b.screenshot(&file).await.expect("screenshot");
            let size = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
            assert!(
                size > 5_000,
                "{id} at {w}x{h}: no screenshot ({size} bytes)"
            );
        }
    }
}

/// A finished game stepped through in the browser with the keys and the replay buttons; the
/// address keeps the ply.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_steps_through_a_finished_game() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-replay").await;
    let info = web
        .game("shogi", Some(3), &["7g7f", "3c3d", "8h2b+", "3a2b"])
        .await;
    web.service
        .resign(info.id, crate::service_common::ALICE)
        .await
        .expect("resign");
    let mut b = crate::play::browser(false).await;
    b.goto(&web.url(&page_of(&info))).await.expect("load");
    let at = |ply: usize| {
        format!(
            "document.querySelector('#game').dataset.ply === '{ply}' && document.querySelector('#game .replay .at').textContent.startsWith('{ply} ')"
        )
    };
    b.wait_for(&at(4), "the last position").await.expect("at 4");
    b.key("Home").await.expect("Home");
    b.wait_for(&at(0), "the start").await.expect("at 0");
    assert!(b
        .eval("location.search")
        .await
        .expect("url")
        .as_str()
        .unwrap_or("")
        .contains("ply=0"));
    let start = b
        .eval("document.querySelector('#game .sq[data-square=\"8h\"] [data-piece]').dataset.piece")
        .await
        .expect("the Bishop");
    assert_eq!(start, serde_json::json!("B"));
    b.key("ArrowRight").await.expect("right");
    b.wait_for(&at(1), "move 1").await.expect("at 1");
    b.tap("#game a[data-nav=\"next\"]").await.expect("forward");
    b.wait_for(&at(2), "move 2").await.expect("at 2");
    b.tap("#game a[data-nav=\"next\"]").await.expect("forward");
    b.wait_for(&at(3), "move 3").await.expect("at 3");
    let horse = b
        .eval("document.querySelector('#game .sq[data-square=\"2b\"] [data-piece]').dataset.piece")
        .await
        .expect("the Horse");
    assert_eq!(horse, serde_json::json!("+B"));
    b.key("ArrowLeft").await.expect("left");
    b.wait_for(&at(2), "back to move 2").await.expect("at 2");
    b.key("End").await.expect("End");
    b.wait_for(&at(4), "the end").await.expect("at 4");
    let status = b
        .eval("document.querySelector('#game .status').textContent")
        .await
        .expect("status");
    assert!(
        status.as_str().unwrap_or("").contains("Game over"),
        "{status}"
    );
}
