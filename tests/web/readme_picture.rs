//! The README's first picture: a Chu Seireigi game's web page on a phone (375 x 667), in the
//! position of `docs/chu-seireigi.png` (the bot's own board image, drawn by
//! `seireigi render --variant chu-seireigi --position "startpos moves 7i7h 6d6e"`), shown
//! side by side. Written to target/test-output/web/ on every run; with
//! `UPDATE_DOCS_PICTURES=1`, also to `docs/web-board-phone.png` (look at it, then commit).

use crate::play::{browser, open_as, wait_my_turn};
use crate::server::Web;
use crate::service_common::{Backend, ALICE};
use seireigi_test_support::cdp::chromium_present;
use std::path::Path;

/// The moves of the position both pictures show.
pub const MOVES: [&str; 2] = ["7i7h", "6d6e"];

/// The committed picture stays small enough for the README's first screen.
const MAX_BYTES: u64 = 200 * 1024;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_readme_picture_of_the_web_board_on_a_phone() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let committed = docs.join("web-board-phone.png");
    if chromium_present() {
        web_board_picture(&committed).await;
    }
    let size = std::fs::metadata(&committed)
        .map(|m| m.len())
        .expect("docs/web-board-phone.png is committed");
    assert!(
        size <= MAX_BYTES,
        "docs/web-board-phone.png is {size} bytes"
    );
    let readme = std::fs::read_to_string(docs.join("../README.md")).expect("README.md");
    let first_screen: String = readme.lines().take(30).collect::<Vec<_>>().join("\n");
    assert!(
        first_screen.contains("docs/web-board-phone.png")
            && first_screen.contains("docs/chu-seireigi.png"),
        "the README's first screen shows both pictures"
    );
}

/// The screenshot, in the test output; copied to `committed` when asked.
async fn web_board_picture(committed: &Path) {
    let web = Web::named(Backend::Sqlite, "web-readme-picture", "Alice", |_| {}).await;
    let info = web.game("chu-seireigi", Some(3), &MOVES).await;
    let mut b = browser(true).await;
    // 1.5 device pixels a CSS pixel (the phone's own 2 make a picture over the budget).
    b.call(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({ "width": 375, "height": 667, "deviceScaleFactor": 1.5, "mobile": true }),
    )
    .await
    .expect("phone screen");
    open_as(&mut b, &web, &info, ALICE).await;
    wait_my_turn(&mut b).await;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("output folder");
    let shot = dir.join("readme-web-board-phone.png");
    b.screenshot(&shot).await.expect("screenshot");
    let made = std::fs::metadata(&shot).expect("screenshot written").len();
    assert!(made <= MAX_BYTES, "the picture is {made} bytes");
    if std::env::var_os("UPDATE_DOCS_PICTURES").is_some() {
        std::fs::copy(&shot, committed).expect("write docs/web-board-phone.png");
    }
}
