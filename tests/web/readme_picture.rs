//! The README's pictures: a Chu Seireigi game's web page on a phone (375 x 667), in the
//! position of `docs/chu-seireigi.png` (the bot's own board image, drawn by
//! `seireigi render --variant chu-seireigi --position "startpos moves 7i7h 6d6e"`), shown
//! side by side at the top; and the same page in French and in Japanese under "Languages".
//! Written to target/test-output/web/ on every run; with `UPDATE_DOCS_PICTURES=1`, also to
//! `docs/` (look at them, then commit).

use crate::play::{browser, wait_my_turn};
use crate::server::Web;
use crate::service_common::{Backend, ALICE};
use seireigi_test_support::cdp::chromium_present;
use std::path::Path;

/// The moves of the position the pictures show.
pub const MOVES: [&str; 2] = ["7i7h", "6d6e"];

/// The committed pictures stay small enough for the README.
const MAX_BYTES: u64 = 200 * 1024;

/// Each picture: the page's language (`None`: the browser's, English) and its file in `docs/`.
const PICTURES: [(Option<&str>, &str); 3] = [
    (None, "web-board-phone.png"),
    (Some("fr"), "web-board-phone-fr.png"),
    (Some("ja"), "web-board-phone-ja.png"),
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_readme_pictures_of_the_web_board_on_a_phone() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let readme = std::fs::read_to_string(docs.join("../README.md")).expect("README.md");
    for (lang, file) in PICTURES {
        let committed = docs.join(file);
        if chromium_present() {
            web_board_picture(lang, &committed).await;
        }
        let size = std::fs::metadata(&committed)
            .map(|m| m.len())
            .unwrap_or_else(|e| panic!("docs/{file} is committed: {e}"));
        assert!(size <= MAX_BYTES, "docs/{file} is {size} bytes");
        assert!(
            readme.contains(&format!("docs/{file}")),
            "the README shows docs/{file}"
        );
    }
    let first_screen: String = readme.lines().take(30).collect::<Vec<_>>().join("\n");
    assert!(
        first_screen.contains("docs/web-board-phone.png")
            && first_screen.contains("docs/chu-seireigi.png"),
        "the README's first screen shows both pictures"
    );
}

/// The screenshot of the page in `lang`, in the test output; copied to `committed` when asked.
async fn web_board_picture(lang: Option<&str>, committed: &Path) {
    let name = format!("web-readme-picture-{}", lang.unwrap_or("en"));
    let web = Web::named(Backend::Sqlite, &name, "Alice", |_| {}).await;
    let info = web.game("chu-seireigi", Some(3), &MOVES).await;
    let mut b = browser(true).await;
    // 1.5 device pixels a CSS pixel (the phone's own 2 make a picture over the budget).
    b.call(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({ "width": 375, "height": 667, "deviceScaleFactor": 1.5, "mobile": true }),
    )
    .await
    .expect("phone screen");
    let link = web.personal_link(&info, ALICE).await;
    let link = match lang {
        Some(code) => format!("{link}&lang={code}"),
        None => link,
    };
    b.goto(&web.url(&link))
        .await
        .expect("load the personal page");
    wait_my_turn(&mut b).await;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("output folder");
    let file_name = committed
        .file_name()
        .and_then(|n| n.to_str())
        .expect("a file name");
    let shot = dir.join(format!("readme-{file_name}"));
    b.screenshot(&shot).await.expect("screenshot");
    let made = std::fs::metadata(&shot).expect("screenshot written").len();
    assert!(made <= MAX_BYTES, "the picture is {made} bytes");
    if std::env::var_os("UPDATE_DOCS_PICTURES").is_some() {
        std::fs::copy(&shot, committed).expect("write the picture in docs/");
    }
}
