//! Moving from the page with a personal link: `POST /g/{id}/move` plays through the service
//! as `/move` does, `GET /g/{id}/legal` lists the holder's legal moves, and every refusal
//! (stale page, forged, expired, revoked, other game's or other player's link, bad body)
//! answers its status and changes nothing.

use crate::server::{page_of, Web};
use crate::service_common::{backend, Backend, ALICE, BOB, CAROL};
use seireigi::rules::notation::to_canonical;
use seireigi::service::{GameInfo, DAY_MS};
use serde_json::{json, Value};
use std::collections::BTreeSet;

impl Web {
    async fn post_move(&self, info: &GameInfo, body: Value) -> (u16, Value) {
        self.post_raw(info, body.to_string().into_bytes()).await
    }

    async fn post_raw(&self, info: &GameInfo, body: Vec<u8>) -> (u16, Value) {
        let r = self
            .http
            .post(self.url(&format!("{}/move", page_of(info))))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .expect("post");
        let status = r.status().as_u16();
        let text = r.text().await.expect("body");
        let value = serde_json::from_str(&text).unwrap_or_else(|_| json!({ "raw": text }));
        (status, value)
    }

    async fn legal(&self, info: &GameInfo, token: &str) -> (u16, Value) {
        let (status, text) = self
            .get(&format!("{}/legal?t={token}", page_of(info)))
            .await;
        let value = serde_json::from_str(&text).unwrap_or_else(|_| json!({ "raw": text }));
        (status, value)
    }

    /// The game's moves and version as stored.
    async fn stored(&self, info: &GameInfo) -> (Vec<String>, i64) {
        let (now, history) = self.service.game_history(info.id).await.expect("history");
        let mut pos = history.start().clone();
        let mut texts = Vec::new();
        for &mv in history.moves() {
            texts.push(to_canonical(pos.game(), mv));
            pos.play(mv);
        }
        (texts, now.version)
    }
}

fn error_of(v: &Value) -> String {
    let e = v["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no error in {v}"));
    assert!(!e.contains('\n') && !e.is_empty(), "{e:?}");
    e.to_string()
}

backend_tests!(
    a_move_with_a_valid_link_is_played_and_stored,
    refused_moves_change_nothing,
    legal_lists_exactly_the_moves_of_the_player_to_move,
);

async fn a_move_with_a_valid_link_is_played_and_stored() {
    let web = Web::on(backend::current(), "web-move").await;
    let info = web.game("shogi", Some(3), &[]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    // Any notation /move takes.
    let (status, v) = web
        .post_move(&info, json!({ "t": alice, "ply": 0, "move": "P-7f" }))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["ok"], json!(true));
    assert_eq!(v["ply"], json!(1));
    assert_eq!(v["played"], json!("P-7f"));
    let (status, v) = web
        .post_move(&info, json!({ "t": bob, "ply": 1, "move": "3c3d" }))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["ply"], json!(2));
    assert_eq!(web.stored(&info).await.0, ["7g7f", "3c3d"]);
}

async fn refused_moves_change_nothing() {
    let web = Web::on(backend::current(), "web-refused").await;
    // No clock: the expired link below is checked days later.
    let info = web.game("shogi", None, &["7g7f"]).await;
    let other = web.game("shogi", None, &[]).await;
    let before = web.stored(&info).await;
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let bob_elsewhere = web.service.web_token(other.id, BOB).await.expect("token");
    assert!(
        web.service.web_token(info.id, CAROL).await.is_err(),
        "no link for someone who does not play"
    );
    let play = |t: &str, ply: u32| json!({ "t": t, "ply": ply, "move": "3c3d" });

    // The page showed an older position.
    let (status, v) = web.post_move(&info, play(&bob, 0)).await;
    assert_eq!(status, 409, "{v}");
    error_of(&v);
    // A link changed by one character.
    let mut forged = bob.clone().into_bytes();
    forged[10] = if forged[10] == b'A' { b'B' } else { b'A' };
    let forged = String::from_utf8(forged).expect("ascii");
    let (status, v) = web.post_move(&info, play(&forged, 1)).await;
    assert_eq!(status, 403, "{v}");
    assert!(error_of(&v).contains("not valid"), "{v}");
    // Bob's link to another game.
    let (status, v) = web.post_move(&info, play(&bob_elsewhere, 1)).await;
    assert_eq!(status, 403, "{v}");
    assert!(error_of(&v).contains("another game"), "{v}");
    // The other player's link: not their turn.
    let (status, v) = web.post_move(&info, play(&alice, 1)).await;
    assert_eq!(status, 400, "{v}");
    assert!(error_of(&v).contains("not your turn"), "{v}");
    // An illegal move, said why.
    let (status, v) = web
        .post_move(&info, json!({ "t": bob, "ply": 1, "move": "5a5c" }))
        .await;
    assert_eq!(status, 400, "{v}");
    error_of(&v);
    // A revoked link; a new one works.
    web.service.revoke_web_links(BOB).await.expect("revoke");
    let (status, v) = web.post_move(&info, play(&bob, 1)).await;
    assert_eq!(status, 403, "{v}");
    assert!(error_of(&v).contains("revoked"), "{v}");
    let (status, v) = web.legal(&info, &bob).await;
    assert_eq!(status, 403, "{v}");
    let fresh = web.service.web_token(info.id, BOB).await.expect("token");
    let (status, v) = web.legal(&info, &fresh).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(web.stored(&info).await, before, "nothing changed");
    // Past its lifetime (7 days).
    web.clock.advance_ms(7 * DAY_MS + 1_000);
    let (status, v) = web.post_move(&info, play(&fresh, 1)).await;
    assert_eq!(status, 403, "{v}");
    assert!(error_of(&v).contains("expired"), "{v}");
    assert_eq!(web.stored(&info).await, before, "nothing changed");
    // ... while a link made now works.
    let now = web.service.web_token(info.id, BOB).await.expect("token");
    let (status, v) = web.post_move(&info, play(&now, 1)).await;
    assert_eq!(status, 200, "{v}");
}

async fn legal_lists_exactly_the_moves_of_the_player_to_move() {
    let web = Web::on(backend::current(), "web-legal").await;
    // Black's Bishop may take on 2b and promote.
    let info = web.game("shogi", Some(3), &["7g7f", "3c3d"]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    let (status, v) = web.legal(&info, &alice).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        (v["ply"].clone(), v["your_turn"].clone()),
        (json!(2), json!(true))
    );
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    let pos = history.position();
    let expected: BTreeSet<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| to_canonical(pos.game(), m))
        .collect();
    let listed = v["moves"].as_array().expect("moves");
    let texts: BTreeSet<String> = listed
        .iter()
        .map(|m| m["move"].as_str().expect("text").to_string())
        .collect();
    assert_eq!(texts.len(), listed.len(), "each move once");
    assert_eq!(texts, expected);
    let take = listed
        .iter()
        .find(|m| m["move"] == json!("8h2b+"))
        .expect("8h2b+");
    assert_eq!(take["from"], json!("8h"));
    assert_eq!(take["to"], json!("2b"));
    assert_eq!(take["capture"], json!(true));
    assert_eq!(take["promote"], json!(true));
    assert_eq!(take["piece"], json!("Bishop"));
    assert_eq!(take["becomes"], json!("Dragon Horse"));
    let push = listed
        .iter()
        .find(|m| m["move"] == json!("2g2f"))
        .expect("2g2f");
    assert_eq!(push["capture"], json!(false));
    assert_eq!(push["becomes"], json!(null));
    // The player not to move gets none.
    let (status, v) = web.legal(&info, &bob).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["your_turn"], json!(false));
    assert_eq!(v["moves"], json!([]));
    // Without a link, or with a bad one: refused.
    let (status, _) = web.get(&format!("{}/legal", page_of(&info))).await;
    assert_eq!(status, 403);
    let (status, _) = web.legal(&info, "nonsense").await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn a_drop_is_listed_with_the_piece_id_the_page_uses() {
    let web = Web::new("web-legal-drop").await;
    let info = web
        .game("shogi", None, &["7g7f", "3c3d", "8h2b+", "3a2b"])
        .await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let (_, v) = web.legal(&info, &alice).await;
    let drops: Vec<&Value> = v["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter(|m| m["drop"] == json!(true))
        .collect();
    assert!(!drops.is_empty(), "{v}");
    for d in &drops {
        assert_eq!(d["hand"], json!("B"), "{d}");
        assert_eq!(d["from"], json!(null));
    }
    // The page names the piece in hand the same way.
    let (_, html) = web.get(&page_of(&info)).await;
    assert!(html.contains("data-hand=\"B\""), "{html:.300}");
    // And the drop is played from the text the page sends.
    let to = drops[0]["move"].as_str().expect("text").to_string();
    let (status, v) = web
        .post_move(&info, json!({ "t": alice, "ply": 4, "move": to }))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(web.stored(&info).await.0.last(), Some(&to));
}

#[tokio::test]
async fn bad_bodies_get_a_clear_status_and_change_nothing() {
    let web = Web::new("web-bodies").await;
    let info = web.game("shogi", None, &[]).await;
    let before = web.stored(&info).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let big = json!({ "t": alice, "ply": 0, "move": "x".repeat(10_000) });
    let (status, v) = web.post_move(&info, big).await;
    assert_eq!(status, 413, "{v}");
    error_of(&v);
    // The same, sent in chunks without a length.
    assert_eq!(
        chunked_post(&web, &format!("{}/move", page_of(&info)), 20_000).await,
        413
    );
    for bad in [
        b"".to_vec(),
        b"{".to_vec(),
        b"null".to_vec(),
        b"[1,2]".to_vec(),
        b"{\"t\": 1, \"ply\": 0, \"move\": \"7g7f\"}".to_vec(),
        format!("{{\"t\": \"{alice}\", \"ply\": -1, \"move\": \"7g7f\"}}").into_bytes(),
        format!("{{\"t\": \"{alice}\", \"ply\": 0}}").into_bytes(),
        format!("{{\"t\": \"{alice}\", \"ply\": 0, \"move\": \"   \"}}").into_bytes(),
        format!("{{\"t\": \"{alice}\", \"ply\": 0, \"move\": \"\u{202e}7g7f\"}}").into_bytes(),
        vec![0xff, 0xfe, 0x00, 0x7b],
    ] {
        let (status, v) = web.post_raw(&info, bad.clone()).await;
        assert_eq!(status, 400, "{:?}: {v}", String::from_utf8_lossy(&bad));
        error_of(&v);
    }
    // No such game, or not an id.
    let (status, _) = web
        .http
        .post(web.url("/g/0123456789abcdef0123456789abcdef/move"))
        .body(json!({ "t": alice, "ply": 0, "move": "7g7f" }).to_string())
        .send()
        .await
        .map(|r| (r.status().as_u16(), ()))
        .expect("post");
    assert_eq!(status, 404);
    assert_eq!(web.stored(&info).await, before);
    let (status, _) = web.get("/healthz").await;
    assert_eq!(status, 200, "the server still answers");
}

#[tokio::test]
async fn the_page_of_a_personal_link_carries_what_the_script_needs() {
    let web = Web::with(Backend::Sqlite, "web-link-page", |o| o.local = false).await;
    let info = web.game("shogi", None, &["7g7f"]).await;
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    let (status, html) = web.get(&format!("{}?t={bob}", page_of(&info))).await;
    assert_eq!(status, 200);
    let root = html
        .split("<main id=\"game\"")
        .nth(1)
        .and_then(|r| r.split('>').next())
        .expect("the root element");
    assert!(root.contains(&format!("data-token=\"{bob}\"")), "{root}");
    assert!(root.contains("data-side=\"white\""), "{root}");
    assert!(root.contains("data-ply=\"1\""), "{root}");
    assert!(root.contains("data-plies=\"1\""), "{root}");
    assert!(
        html.contains("<script src=\"/static/play.js\" defer>"),
        "{html:.600}"
    );
    // White's side at the bottom: the first square drawn is 1i.
    let first = crate::server::squares(&html);
    assert_eq!(first.first().map(String::as_str), Some("1i"));
    // The game's part, as the page's script fetches it, keeps them.
    let (_, part) = web.get(&format!("{}?t={bob}&part=1", page_of(&info))).await;
    assert!(part.contains("data-token=\""), "{part:.300}");
    // The script is served, from the binary.
    let (status, _) = web.get("/static/play.js").await;
    assert_eq!(status, 200);

    // Without a link, or with a refused one: read-only, saying why.
    let (_, plain) = web.get(&page_of(&info)).await;
    assert!(!plain.contains("data-token") && !plain.contains("play.js"));
    let (status, forged) = web
        .get(&format!("{}?t={}", page_of(&info), &bob[1..]))
        .await;
    assert_eq!(status, 200);
    assert!(!forged.contains("data-token") && !forged.contains("play.js"));
    assert!(forged.contains("class=\"notice\""), "{forged:.600}");
    web.clock.advance_ms(8 * DAY_MS);
    let (_, expired) = web.get(&format!("{}?t={bob}", page_of(&info))).await;
    assert!(!expired.contains("data-token"));
    assert!(
        expired.contains("expired") && expired.contains("Open my board"),
        "{expired:.800}"
    );
}

#[tokio::test]
async fn requests_are_limited_per_link_and_per_address() {
    let web = Web::with(Backend::Sqlite, "web-limits", |o| {
        o.per_token_minute = 3;
        o.per_address_minute = 6;
    })
    .await;
    let info = web.game("shogi", None, &[]).await;
    let alice = web.service.web_token(info.id, ALICE).await.expect("token");
    let bob = web.service.web_token(info.id, BOB).await.expect("token");
    for _ in 0..3 {
        assert_eq!(web.legal(&info, &alice).await.0, 200);
    }
    let (status, v) = web.legal(&info, &alice).await;
    assert_eq!(status, 429, "{v}");
    error_of(&v);
    // A move counts too, and is refused without being played.
    let (status, _) = web
        .post_move(&info, json!({ "t": alice, "ply": 0, "move": "7g7f" }))
        .await;
    assert_eq!(status, 429);
    assert!(web.stored(&info).await.0.is_empty());
    // Bob's own bucket is full, but the address has used 5 of its 6.
    assert_eq!(web.legal(&info, &bob).await.0, 200);
    assert_eq!(web.legal(&info, &bob).await.0, 429);
}

/// Posts `size` bytes of spaces to `path` in chunks (no Content-Length), by hand; the status.
async fn chunked_post(web: &Web, path: &str, size: usize) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(web.server.addr())
        .await
        .expect("connect");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    );
    s.write_all(head.as_bytes()).await.expect("write");
    let chunk = format!("3e8\r\n{}\r\n", " ".repeat(1000));
    let mut sent = 0;
    while sent < size {
        // The server may answer and close before all is sent.
        if s.write_all(chunk.as_bytes()).await.is_err() {
            break;
        }
        sent += 1000;
    }
    let _ = s.write_all(b"0\r\n\r\n").await;
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer).await;
    let text = String::from_utf8_lossy(&answer);
    text.split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in {text:.200}"))
}
