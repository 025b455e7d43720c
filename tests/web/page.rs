//! The game page: the position read back through its data attributes, replay, exports.

use crate::server::{hands, page_of, pieces, squares, version, Web};
use seireigi::rules::sfen::piece_id;
use seireigi::rules::Color;
use seireigi::service::ExportFormat;
use std::collections::BTreeMap;

/// Shogi after 1. 7g7f 2. 3c3d 3. 8h2b+ (Black's Bishop takes White's and promotes).
const MOVES: [&str; 3] = ["7g7f", "3c3d", "8h2b+"];

#[tokio::test]
async fn the_page_names_every_square_piece_and_piece_in_hand() {
    let web = Web::new("web-page").await;
    let info = web.game("shogi", Some(3), &MOVES).await;
    let (status, html) = web.get(&page_of(&info)).await;
    assert_eq!(status, 200, "{html}");

    // 81 squares, each once, named as the project writes them.
    let names = squares(&html);
    assert_eq!(names.len(), 81);
    assert_eq!(names.first().map(String::as_str), Some("9a"));
    assert_eq!(names.last().map(String::as_str), Some("1i"));
    assert!(names.contains(&"5e".to_string()));

    // The pieces as the rules have them after the moves.
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    let pos = history.position();
    let game = pos.game();
    let expected: BTreeMap<String, String> = pos
        .pieces()
        .map(|(sq, p)| {
            let plus = if p.promoted { "+" } else { "" };
            (
                sq.to_string(),
                format!("{plus}{}", piece_id(game, p.color, p.kind)),
            )
        })
        .collect();
    let shown = pieces(&html);
    assert_eq!(shown, expected);
    assert_eq!(shown.get("2b").map(String::as_str), Some("+B"));
    assert_eq!(shown.get("7f").map(String::as_str), Some("P"));
    assert_eq!(shown.get("3d").map(String::as_str), Some("p"));
    assert!(!shown.contains_key("8h") && !shown.contains_key("7g"));

    // Black holds the captured Bishop; White holds nothing.
    let held = hands(&html);
    assert_eq!(
        held.get(&("black".to_string(), "B".to_string())),
        Some(&1),
        "{held:?}"
    );
    assert!(!held.keys().any(|(c, _)| c == "white"), "{held:?}");

    // The last move's squares are marked; the names are escaped; whose turn and the clock.
    assert!(
        html.contains(r#"class="sq z lm" data-square="8h""#),
        "8h not marked"
    );
    assert!(
        html.contains(r#"class="sq z lm" data-square="2b""#),
        "2b not marked"
    );
    assert!(
        html.contains("Alice &lt;b&gt;&amp;amp;"),
        "name not escaped"
    );
    assert!(!html.contains("Alice <b>"));
    assert!(html.contains("White to move"));
    assert!(html.contains("<time datetime=\""));
    assert_eq!(version(&html), Some(info.version));
}

#[tokio::test]
async fn check_and_the_provisional_setup_note_are_shown() {
    let web = Web::new("web-check").await;
    // 1. 7g7f 2. 3c3d 3. 8h3c+: the promoted Bishop checks the King on 5a through 4b.
    let info = web.game("shogi", None, &["7g7f", "3c3d", "8h3c+"]).await;
    let (_, history) = web.service.game_history(info.id).await.expect("history");
    assert!(
        history.position().in_check(),
        "the test position must be check"
    );
    let (_, html) = web.get(&page_of(&info)).await;
    let king = history
        .position()
        .king_square(Color::White)
        .expect("White's King")
        .to_string();
    assert!(
        html.contains(&format!(r#"ck" data-square="{king}""#)),
        "the King's square {king} is not marked in check"
    );
    assert!(html.contains("· check"));

    let dai = web.game("dai-seireigi", None, &[]).await;
    let (status, html) = web.get(&page_of(&dai)).await;
    assert_eq!(status, 200);
    assert_eq!(squares(&html).len(), 225);
    assert!(squares(&html).contains(&"15o".to_string()));
    let note = dai
        .variant
        .game()
        .setup_note
        .expect("Dai Seireigi's setup is provisional");
    let first_words: String = note.chars().take(30).collect();
    assert!(html.contains(&first_words), "no setup note on the page");
}

#[tokio::test]
async fn stands_only_for_games_with_hands() {
    // Chu Shogi's captured pieces leave the game: after a capture its page shows no stand,
    // while Chu Seireigi's page (the same board, with drops) shows both.
    let web = Web::new("web-stands").await;
    let chu = web
        .game("chu-shogi", None, &["7i7h", "7d7e", "7h7g", "7e7f", "7g7f"])
        .await;
    let (status, html) = web.get(&page_of(&chu)).await;
    assert_eq!(status, 200, "{html}");
    assert!(pieces(&html).contains_key("7f"), "the capture was played");
    assert!(!html.contains("class=\"stand\""), "a stand in Chu Shogi");
    let seireigi = web.game("chu-seireigi", None, &[]).await;
    let (_, html) = web.get(&page_of(&seireigi)).await;
    assert_eq!(html.matches("class=\"stand\"").count(), 2);
}

#[tokio::test]
async fn replay_shows_each_ply_and_flips() {
    let web = Web::new("web-replay").await;
    let info = web.game("shogi", None, &MOVES).await;
    let page = page_of(&info);
    let (status, html) = web.get(&format!("{page}?ply=1")).await;
    assert_eq!(status, 200);
    let shown = pieces(&html);
    assert_eq!(shown.get("7f").map(String::as_str), Some("P"));
    assert_eq!(shown.get("8h").map(String::as_str), Some("B"));
    assert_eq!(shown.get("3c").map(String::as_str), Some("p"));
    assert!(html.contains("After move 1 of 3"));
    // The replay links step to the neighbours.
    assert!(html.contains(&format!(r#"href="{page}?ply=0" data-nav="prev""#)));
    assert!(html.contains(&format!(r#"href="{page}?ply=2" data-nav="next""#)));
    assert!(html.contains(&format!(r#"href="{page}" data-nav="last""#)));

    let (_, start) = web.get(&format!("{page}?ply=0")).await;
    assert_eq!(pieces(&start).get("7g").map(String::as_str), Some("P"));

    // Flipped: the same pieces, the squares in the other order.
    let (_, flipped) = web.get(&format!("{page}?flip=1")).await;
    assert_eq!(pieces(&flipped), pieces(&web.get(&page).await.1));
    assert_eq!(squares(&flipped).first().map(String::as_str), Some("1i"));

    // Western letters instead of kanji.
    let (_, western) = web.get(&format!("{page}?style=western")).await;
    assert!(western.contains(r#"class="western n9 w9 h9""#));

    for (query, want) in [
        ("ply=4", 404),
        ("ply=-1", 400),
        ("ply=x", 400),
        ("style=x", 400),
        ("flip=2", 400),
    ] {
        let (status, body) = web.get(&format!("{page}?{query}")).await;
        assert_eq!(status, want, "{query}: {body}");
        assert_eq!(body.lines().count(), 1, "{query}: {body}");
    }
}

#[tokio::test]
async fn the_exports_download_from_the_page() {
    let web = Web::new("web-exports").await;
    let info = web.game("shogi", None, &MOVES).await;
    let page = page_of(&info);
    let (_, html) = web.get(&page).await;
    for (format, kind) in [
        ("kif", ExportFormat::Kif),
        ("usi", ExportFormat::Usi),
        ("sfen", ExportFormat::Sfen),
        ("record", ExportFormat::Record),
    ] {
        let path = format!("{page}/export/{format}");
        assert!(
            html.contains(&format!("href=\"{path}\"")),
            "no {format} link"
        );
        let r = web.http.get(web.url(&path)).send().await.expect("export");
        assert_eq!(r.status().as_u16(), 200);
        let disposition = r
            .headers()
            .get("content-disposition")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        assert!(
            disposition.starts_with("attachment; filename=\"seireigi-shogi."),
            "{disposition}"
        );
        let body = r.text().await.expect("body");
        let names = ["Alice <b>&amp;", "Bob"];
        let want = web
            .service
            .export(info.id, kind, names)
            .await
            .expect("export");
        assert_eq!(body, want, "{format}");
    }
    let r = web
        .http
        .get(web.url(&format!("{page}/export/gif")))
        .send()
        .await
        .expect("gif");
    assert_eq!(r.status().as_u16(), 200);
    let bytes = r.bytes().await.expect("gif bytes");
    assert!(bytes.starts_with(b"GIF89a"));
}
