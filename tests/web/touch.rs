//! The player's page of every loaded game on a phone (375 x 667, touch) and a desktop
//! (1280 x 800): the squares a player must tap measured in the browser (at least 44 CSS px
//! once the board zoomed), and screenshots to look at in target/test-output/web/ (the board,
//! and a selection zoomed). The figures go to docs/performance.md.

use crate::play::{browser, open_as};
use crate::reading::output_dir;
use crate::server::Web;
use crate::service_common::ALICE;
use seireigi::rules::{Move, Variant};
use seireigi_test_support::cdp::{chromium_present, Browser};
use std::collections::BTreeMap;

/// The smallest width or height of the elements matching `selector`, and how many there are.
async fn smallest(b: &mut Browser, selector: &str) -> (f64, usize) {
    let sel = serde_json::to_string(selector).expect("json");
    let v = b
        .eval(&format!(
            "(() => {{ const r = [...document.querySelectorAll({sel})].map(e => e.getBoundingClientRect()); \
             return [Math.min(...r.map(x => Math.min(x.width, x.height))), r.length]; }})()"
        ))
        .await
        .expect("measure");
    (
        v[0].as_f64().unwrap_or(0.0),
        v[1].as_u64().unwrap_or(0) as usize,
    )
}

/// The square of the piece with the most destinations (the widest selection to zoom).
fn busiest(moves: &[Move]) -> String {
    let mut targets: BTreeMap<String, std::collections::BTreeSet<String>> = BTreeMap::new();
    for m in moves {
        if let Some(from) = m.from() {
            let first = m.via().unwrap_or(m.to());
            targets
                .entry(from.to_string())
                .or_default()
                .insert(first.to_string());
        }
    }
    targets
        .into_iter()
        .max_by_key(|(_, t)| t.len())
        .map(|(sq, _)| sq)
        .expect("a piece that can move")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_has_tap_targets_of_44_px_on_a_phone() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-touch").await;
    let dir = output_dir();
    let mut phone = browser(true).await;
    let mut desk = browser(false).await;
    for variant in Variant::all() {
        let id = variant.id();
        let info = web.game(id, Some(3), &[]).await;
        let (_, history) = web.service.game_history(info.id).await.expect("history");
        let from = busiest(&history.position().legal_moves());

        open_as(&mut phone, &web, &info, ALICE).await;
        phone
            .wait_for(
                "document.querySelectorAll('#game.myturn .can').length",
                "the pieces marked",
            )
            .await
            .expect("marked");
        let (board, _) = smallest(&mut phone, "#game .board .sq").await;
        phone
            .screenshot(&dir.join(format!("{id}-player-375x667.png")))
            .await
            .expect("screenshot");
        phone
            .tap(&format!("#game .board .sq[data-square=\"{from}\"]"))
            .await
            .expect("tap the piece");
        phone
            .wait_for(
                "document.querySelectorAll('#game .sq.tg').length",
                "targets",
            )
            .await
            .expect("targets");
        let (target, count) = smallest(&mut phone, "#game .sq.tg").await;
        phone
            .screenshot(&dir.join(format!("{id}-player-375x667-selected.png")))
            .await
            .expect("screenshot");
        eprintln!(
            "tap targets: {id}: squares {board:.1} px at 375x667; piece on {from}: {count} targets, the smallest {target:.1} px"
        );
        assert!(
            target >= 44.0,
            "{id}: a target of {target:.1} px after the first tap on {from}"
        );

        open_as(&mut desk, &web, &info, ALICE).await;
        let (desk_board, _) = smallest(&mut desk, "#game .board .sq").await;
        let bottom = desk
            .eval("document.querySelector('#game .play').getBoundingClientRect().bottom")
            .await
            .expect("height");
        desk.screenshot(&dir.join(format!("{id}-player-1280x800.png")))
            .await
            .expect("screenshot");
        eprintln!("tap targets: {id}: squares {desk_board:.1} px at 1280x800, board and stands end at {bottom} px");
        // The board, both stands and the players' lines fit the window, without scrolling.
        assert!(
            bottom.as_f64().unwrap_or(f64::MAX) <= 800.0,
            "{id}: {bottom}"
        );
    }
}
