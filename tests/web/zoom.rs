//! The zoomed board on a phone (375 x 667, touch) keeps its coordinates: wherever the frame is
//! scrolled, the files along its top and the ranks along its right side are in view and
//! each names the squares beside it. Screenshots in target/test-output/web/.

use crate::play::{browser, open_as, square, wait_my_turn};
use crate::server::Web;
use crate::service_common::ALICE;
use seireigi_test_support::cdp::{chromium_present, Browser};
use std::path::Path;

/// What the coordinates in view say, checked in the page: the files and ranks inside the
/// frame, and every one that is not at the frame's edge or names another square than the
/// one beside it.
const CHECK: &str = r#"(() => {
  const bw = document.querySelector('#game .bw');
  const f = bw.getBoundingClientRect();
  const inside = r => r.left >= f.left - 1 && r.right <= f.right + 1 && r.top >= f.top - 1 && r.bottom <= f.bottom + 1;
  const sqs = [...document.querySelectorAll('#game .board .sq')].map(e => [e.dataset.square, e.getBoundingClientRect()]);
  const out = { files: [], ranks: [], bad: [] };
  for (const s of document.querySelectorAll('#game .files span')) {
    const r = s.getBoundingClientRect();
    if (!inside(r)) continue;
    const x = (r.left + r.right) / 2;
    const under = sqs.find(([, q]) => q.left <= x && x <= q.right);
    const file = under && under[0].match(/^[0-9]+/)[0];
    out.files.push(s.textContent);
    if (file !== s.textContent) out.bad.push('file ' + s.textContent + ' over ' + (under && under[0]));
    if (r.top > f.top + 6) out.bad.push('file ' + s.textContent + ' ' + (r.top - f.top) + ' px below the top');
  }
  for (const s of document.querySelectorAll('#game .ranks span')) {
    const r = s.getBoundingClientRect();
    if (!inside(r)) continue;
    const y = (r.top + r.bottom) / 2;
    const beside = sqs.find(([, q]) => q.top <= y && y <= q.bottom);
    const rank = beside && beside[0].match(/[a-z]+$/)[0];
    out.ranks.push(s.textContent);
    if (rank !== s.textContent) out.bad.push('rank ' + s.textContent + ' beside ' + (beside && beside[0]));
    if (r.right < f.right - 6) out.bad.push('rank ' + s.textContent + ' ' + (f.right - r.right) + ' px left of the edge');
  }
  out.ok = out.bad.length === 0 && out.files.length >= 5 && out.ranks.length >= 5;
  return out;
})()"#;

/// Scrolls the zoomed frame to (`x`, `y`) as fractions of its scroll range, waits until the
/// coordinates follow, and writes a screenshot.
async fn scrolled_to(b: &mut Browser, x: f64, y: f64, shot: &Path) {
    b.eval(&format!(
        "(() => {{ const bw = document.querySelector('#game .bw'); \
         bw.scrollLeft = (bw.scrollWidth - bw.clientWidth) * {x}; \
         bw.scrollTop = (bw.scrollHeight - bw.clientHeight) * {y}; return true; }})()"
    ))
    .await
    .expect("scroll the frame");
    let seen = b
        .wait_for(&format!("{CHECK}.ok"), "the coordinates in view")
        .await;
    b.screenshot(shot).await.expect("screenshot");
    if seen.is_err() {
        let v = b.eval(CHECK).await.expect("check");
        panic!("scrolled to ({x}, {y}): {v:#} (see {})", shot.display());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_zoomed_board_keeps_its_coordinates_in_view() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-zoom-coords").await;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("output folder");
    let mut b = browser(true).await;
    for variant in ["chu-seireigi", "dai-seireigi"] {
        let info = web.game(variant, Some(3), &[]).await;
        let (_, history) = web.service.game_history(info.id).await.expect("history");
        let piece = history
            .position()
            .legal_moves()
            .into_iter()
            .find_map(|m| m.from())
            .expect("a piece that can move")
            .to_string();
        open_as(&mut b, &web, &info, ALICE).await;
        wait_my_turn(&mut b).await;
        b.tap(&square(&piece)).await.expect("tap the piece");
        b.wait_for(
            "document.querySelector('#game .bw.zoomed') && document.querySelectorAll('#game .sq.tg').length",
            "the board zoomed",
        )
        .await
        .expect("zoomed");
        // Where the zoom put the frame, then its four corners.
        let v = b.eval(CHECK).await.expect("check");
        assert_eq!(
            v["ok"],
            serde_json::json!(true),
            "{variant} as zoomed: {v:#}"
        );
        b.screenshot(&dir.join(format!("{variant}-zoomed-coordinates-375x667.png")))
            .await
            .expect("screenshot");
        for (i, (x, y)) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)]
            .into_iter()
            .enumerate()
        {
            let shot = dir.join(format!("{variant}-zoomed-coordinates-375x667-{i}.png"));
            scrolled_to(&mut b, x, y, &shot).await;
        }
    }
}
