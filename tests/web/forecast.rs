//! Conditional moves on the page (issue 33): the link's holder stores, lists and clears
//! lines through the same service calls as `/forecast`; the opponent, a spectator and a
//! request without a link are refused and see nothing of them, the live stream included;
//! an illegal line is refused in one line with nothing stored; in Chromium a reply is
//! planned by tapping and listed (screenshot at 375 px).

use crate::server::{page_of, Web};
use crate::service_common::{backend, ALICE, BOB, COMPUTER};
use seireigi::ai::Level;
use seireigi::rules::notation::to_canonical;
use seireigi::service::{ColorChoice, GameInfo, NewChallenge};
use seireigi_test_support::cdp::chromium_present;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;

impl Web {
    async fn post_plan(&self, info: &GameInfo, what: &str, body: Value) -> (u16, Value) {
        let r = self
            .http
            .post(self.url(&format!("{}/{what}", page_of(info))))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("post");
        let status = r.status().as_u16();
        let text = r.text().await.expect("body");
        let value = serde_json::from_str(&text).unwrap_or_else(|_| json!({ "raw": text }));
        (status, value)
    }

    async fn get_json(&self, path: &str) -> (u16, Value) {
        let (status, text) = self.get(path).await;
        let value = serde_json::from_str(&text).unwrap_or_else(|_| json!({ "raw": text }));
        (status, value)
    }

    /// The canonical moves of `user`'s stored lines, as the service has them.
    async fn stored_lines(&self, info: &GameInfo, user: seireigi::service::UserId) -> Vec<String> {
        let f = self
            .service
            .forecast(info.id, user)
            .await
            .expect("forecast");
        let variant = f.position.game();
        f.lines
            .iter()
            .map(|l| {
                l.iter()
                    .map(|&m| to_canonical(variant, m))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }
}

fn error_of(v: &Value) -> String {
    let e = v["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no error in {v}"));
    assert!(!e.contains('\n') && !e.is_empty(), "{e:?}");
    e.to_string()
}

/// The moves of a listing's lines.
fn listed(v: &Value) -> Vec<String> {
    v["lines"]
        .as_array()
        .unwrap_or_else(|| panic!("no lines in {v}"))
        .iter()
        .map(|l| {
            l["moves"]
                .as_array()
                .map(|m| {
                    m.iter()
                        .filter_map(Value::as_str)
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .unwrap_or_default()
        })
        .collect()
}

backend_tests!(
    a_line_posted_by_its_owner_is_stored_and_listed_to_them_only,
    lines_of_others_and_bad_lines_are_refused_with_nothing_stored,
);

async fn a_line_posted_by_its_owner_is_stored_and_listed_to_them_only() {
    let web = Web::on(backend::current(), "web-plan").await;
    // Alice played: Bob to move, Alice plans her reply.
    let info = web.game("shogi", Some(3), &["7g7f"]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": "3c3d 2g2f 8c8d 6i7h" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(listed(&v), ["3c3d 2g2f 8c8d 6i7h"]);
    assert!(
        v["message"].as_str().is_some_and(|m| m.contains('1')),
        "{v}"
    );
    // A second line, in the page's notation as typed: listed after the first.
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": "P-8d P-2f" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        web.stored_lines(&info, ALICE).await,
        ["3c3d 2g2f 8c8d 6i7h", "8c8d 2g2f"]
    );
    let (status, v) = web
        .get_json(&format!("{}/forecast?t={alice}", page_of(&info)))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(listed(&v), ["3c3d 2g2f 8c8d 6i7h", "8c8d 2g2f"]);
    assert_eq!(v["lines"][1]["text"], json!("P-8d → P-2f"));
    // Bob's own listing has none of them; his page and a spectator's do not show them.
    let (status, v) = web
        .get_json(&format!("{}/forecast?t={bob}", page_of(&info)))
        .await;
    assert_eq!((status, listed(&v).len()), (200, 0), "{v}");
    let (_, own) = web.get(&format!("{}?t={alice}", page_of(&info))).await;
    assert!(own.contains("class=\"plan\"") && own.contains("P-8d → P-2f"));
    for page in [
        format!("{}?t={bob}", page_of(&info)),
        page_of(&info),
        format!("{}?part=1", page_of(&info)),
    ] {
        let (_, html) = web.get(&page).await;
        assert!(
            !html.contains("class=\"plan\"") && !html.contains("P-8d →"),
            "{page} shows the lines"
        );
    }
    // The line is played as /forecast's: Bob's 8c8d is answered by 2g2f at once.
    web.service
        .play(info.id, BOB, "8c8d", None)
        .await
        .expect("Bob moves");
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    assert_eq!(history.moves().len(), 3, "the prepared answer was played");
    // Bob to move again: a new line, then cleared from the page, nothing left.
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 3, "line": "3c3d 2f2e" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    let (status, v) = web
        .post_plan(&info, "forecast/clear", json!({ "t": alice }))
        .await;
    assert_eq!((status, &v["cleared"]), (200, &json!(true)), "{v}");
    assert!(web.stored_lines(&info, ALICE).await.is_empty());
}

async fn lines_of_others_and_bad_lines_are_refused_with_nothing_stored() {
    let web = Web::on(backend::current(), "web-plan-refused").await;
    let info = web.game("shogi", Some(3), &["7g7f"]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    let version = web.service.game_info(info.id).await.expect("info").version;
    // The opponent (on his own turn) cannot store one, nor can anyone without a link or
    // with a forged one.
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": bob, "ply": 1, "line": "2g2f 8c8d" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(error_of(&v).contains("your turn"), "{v}");
    let (status, v) = web
        .post_plan(&info, "forecast", json!({ "ply": 1, "line": "3c3d 2g2f" }))
        .await;
    assert_eq!(status, 400, "{v}");
    let last = if alice.ends_with('x') { 'y' } else { 'x' };
    let forged = format!("{}{last}", &alice[..alice.len() - 1]);
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": forged, "ply": 1, "line": "3c3d 2g2f" }),
        )
        .await;
    assert_eq!(status, 403, "{v}");
    error_of(&v);
    let (status, v) = web.get_json(&format!("{}/forecast", page_of(&info))).await;
    assert_eq!(status, 403, "{v}");
    // Alice's link is for Alice only: Bob's clear does not touch her lines.
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": "3c3d 2g2f" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    let (status, v) = web
        .post_plan(&info, "forecast/clear", json!({ "t": bob }))
        .await;
    assert_eq!((status, &v["cleared"]), (200, &json!(false)), "{v}");
    assert_eq!(web.stored_lines(&info, ALICE).await, ["3c3d 2g2f"]);
    // An illegal move in a line: refused in one line naming it, nothing stored.
    for (line, says) in [
        ("3c3d 2g2e", "2g2e"),
        ("3c3d 2g2f 3d3e 5e5d", "5e5d"),
        ("3c3d", "answer"),
    ] {
        let (status, v) = web
            .post_plan(
                &info,
                "forecast",
                json!({ "t": alice, "ply": 1, "line": line }),
            )
            .await;
        assert_eq!(status, 400, "{line}: {v}");
        assert!(error_of(&v).contains(says), "{line}: {v}");
    }
    let long = ["3c3d 2g2f"; 16].join(" ");
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": long }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(error_of(&v).contains("30"), "{v}");
    // The most lines there can be: the refusal points at the page's own button, not at
    // the bot's command.
    let after_first =
        seireigi::rules::usi::parse_position(info.variant, "startpos moves 7g7f").expect("legal");
    for mv in after_first.position().legal_moves() {
        let line = format!("{} 2g2f", to_canonical(after_first.position().game(), mv));
        let _ = web.service.add_forecast(info.id, ALICE, &line).await;
    }
    assert_eq!(web.stored_lines(&info, ALICE).await.len(), 30);
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": "3c3d 6g6f" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(error_of(&v).contains("Clear them all"), "{v}");
    assert!(!error_of(&v).contains("/forecast"), "{v}");
    assert_eq!(web.stored_lines(&info, ALICE).await.len(), 30);
    web.service
        .clear_forecast(info.id, ALICE)
        .await
        .expect("cleared");
    web.service
        .add_forecast(info.id, ALICE, "3c3d 2g2f")
        .await
        .expect("stored again");
    // Planned on a position the game has left: 409.
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 0, "line": "3c3d 2g2f" }),
        )
        .await;
    assert_eq!(status, 409, "{v}");
    assert_eq!(web.stored_lines(&info, ALICE).await, ["3c3d 2g2f"]);
    // The next position of a line begun: refused for an illegal move, as /forecast does.
    let (status, v) = web
        .get_json(&format!(
            "{}/forecast/next?t={alice}&line=3c3d+2g2e",
            page_of(&info)
        ))
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(error_of(&v).contains("2g2e"), "{v}");
    let (status, v) = web
        .get_json(&format!(
            "{}/forecast/next?t={alice}&line=3c3d",
            page_of(&info)
        ))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["side"], json!("black"));
    assert!(v["moves"]
        .as_array()
        .is_some_and(|m| m.iter().any(|x| x["move"] == json!("2g2f"))));
    // Bob, on his own turn, is told to play instead.
    let (status, v) = web
        .get_json(&format!("{}/forecast/next?t={bob}", page_of(&info)))
        .await;
    assert_eq!(status, 400, "{v}");
    // Nothing of this changed the game or its version (the live stream's number).
    let after = web.service.game_info(info.id).await.expect("info");
    assert_eq!((after.ply, after.version), (1, version));
    assert!(web.stored_lines(&info, BOB).await.is_empty());
}

/// A game against the computer: no section on the page, and a line is refused.
#[tokio::test]
async fn planning_is_refused_against_the_computer() {
    let web = Web::new("web-plan-computer").await;
    let (challenge, _) = web
        .service
        .challenge(NewChallenge {
            challenger: ALICE,
            opponent: Some(COMPUTER),
            variant: "shogi".into(),
            days_per_move: Some(3),
            color: ColorChoice::Black,
            position: None,
        })
        .await
        .expect("challenge");
    let (info, _) = web
        .service
        .accept_for_computer(challenge.id, COMPUTER, Level::Easy)
        .await
        .expect("the computer takes it");
    web.service
        .play(info.id, ALICE, "7g7f", None)
        .await
        .expect("Alice moves");
    let info = web.service.game_info(info.id).await.expect("info");
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let (_, html) = web.get(&format!("{}?t={alice}", page_of(&info))).await;
    assert!(!html.contains("class=\"plan\""));
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": "3c3d 2g2f" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(error_of(&v).contains("computer"), "{v}");
    assert!(web.stored_lines(&info, ALICE).await.is_empty());
}

/// The opponent's live stream says nothing when a line is stored or cleared: no new version.
#[tokio::test]
async fn storing_a_line_sends_nothing_on_the_live_stream() {
    let web = Web::new("web-plan-live").await;
    let info = web.game("shogi", Some(3), &["7g7f"]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let mut events = crate::live::Events::open(&web, &page_of(&info)).await;
    assert_eq!(
        events.next_version(Duration::from_secs(5)).await,
        Some(info.version)
    );
    let (status, v) = web
        .post_plan(
            &info,
            "forecast",
            json!({ "t": alice, "ply": 1, "line": "3c3d 2g2f" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    let (status, _) = web
        .post_plan(&info, "forecast/clear", json!({ "t": alice }))
        .await;
    assert_eq!(status, 200);
    assert_eq!(events.next_version(Duration::from_millis(1500)).await, None);
    assert!(!events.text.contains("3c3d") && !events.text.contains("P-3d"));
}

/// In Chromium on a phone: Alice, on Bob's turn, plans a reply by tapping Bob's expected
/// move and her answer, saves it, and sees it listed; the screenshot is written to
/// target/test-output/web/plan-a-reply-375x667.png to look at.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_is_planned_by_tapping_and_listed() {
    if !chromium_present() {
        return;
    }
    let web = Web::new("web-plan-browser").await;
    let info = web.game("shogi", Some(3), &["7g7f"]).await;
    let mut b = crate::play::browser(true).await;
    crate::play::open_as(&mut b, &web, &info, ALICE).await;
    b.wait_for(
        "(() => { const x = document.querySelector('#game .plan [data-plan=\"start\"]'); return x && !x.hidden; })()",
        "the Plan a reply button",
    )
    .await
    .expect("the section is shown with its button");
    b.tap("#game .plan [data-plan=\"start\"]")
        .await
        .expect("tap Plan a reply");
    // Bob's pieces are marked: his 3c Pawn, then 3d.
    b.wait_for(
        &format!(
            "document.querySelector({:?}).classList.contains('can')",
            crate::play::square("3c")
        ),
        "Bob's pieces marked",
    )
    .await
    .expect("the opponent's pieces can be tapped");
    b.tap(&crate::play::square("3c")).await.expect("tap 3c");
    b.tap(&crate::play::square("3d")).await.expect("tap 3d");
    // The board now shows Bob's move, and Alice's pieces are marked for her answer.
    b.wait_for(
        &format!(
            "document.querySelector({:?} + ' [data-piece]') && document.querySelector({:?}).classList.contains('can')",
            crate::play::square("3d"),
            crate::play::square("2g")
        ),
        "the expected move drawn, Alice to answer",
    )
    .await
    .expect("the board follows the line");
    b.tap(&crate::play::square("2g")).await.expect("tap 2g");
    b.tap(&crate::play::square("2f")).await.expect("tap 2f");
    b.wait_for(
        "(() => { const x = document.querySelector('#game .plan [data-plan=\"save\"]'); return x && !x.hidden; })()",
        "the Save button",
    )
    .await
    .expect("a line of two moves can be saved");
    let shown = b
        .eval("document.querySelector('#game .plan .plan-line').textContent")
        .await
        .expect("the line");
    assert_eq!(shown, json!("P-3d → P-2f"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("create target/test-output/web");
    // The section in view: the line so far and its buttons, under the board.
    b.eval("document.querySelector('#game .plan').scrollIntoView({block: 'end'})")
        .await
        .expect("scroll");
    b.screenshot(&dir.join("plan-a-reply-planning-375x667.png"))
        .await
        .expect("screenshot");
    b.tap("#game .plan [data-plan=\"save\"]")
        .await
        .expect("tap Save");
    b.wait_for(
        "document.querySelector('#game .plan .plan-lines li') !== null",
        "the line listed",
    )
    .await
    .expect("the saved line is listed");
    let listed = b
        .eval(
            "[...document.querySelectorAll('#game .plan .plan-lines li')].map(l => l.textContent)",
        )
        .await
        .expect("lines");
    assert_eq!(listed, json!(["P-3d → P-2f"]));
    // The board is the game's again (Bob to move, no 3d Pawn yet).
    let back = b
        .eval(&format!(
            "document.querySelector({:?} + ' [data-piece]') === null",
            crate::play::square("3d")
        ))
        .await
        .expect("the board");
    assert_eq!(back, json!(true));
    b.screenshot(&dir.join("plan-a-reply-375x667.png"))
        .await
        .expect("screenshot");
    assert_eq!(web.stored_lines(&info, ALICE).await, ["3c3d 2g2f"]);
    // Bob plays the expected move: the answer is played for Alice.
    web.service
        .play(info.id, BOB, "3c3d", None)
        .await
        .expect("Bob moves");
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    assert_eq!(history.moves().len(), 3);
}
