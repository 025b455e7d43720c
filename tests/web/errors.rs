//! Unknown, malformed and hostile addresses: a clear status, and nothing changes.

use crate::server::{page_of, Web};

#[tokio::test]
async fn unknown_and_malformed_ids_are_404_and_change_nothing() {
    let web = Web::new("web-errors").await;
    let info = web.game("shogi", Some(2), &["7g7f"]).await;
    let real = info.public_id.clone().expect("public id");
    // A well-formed id that is not this game's (its digits reversed), and others.
    let other: String = real.chars().rev().collect();
    assert_ne!(other, real);
    let long = "a".repeat(5000);
    let bad = [
        format!("/g/{other}"),
        format!("/g/{}", real.to_uppercase()),
        format!("/g/{}", &real[..31]),
        format!("/g/{real}0"),
        "/g/1".to_string(),
        format!("/g/{}", info.id.0),
        "/g/%2e%2e%2f%2e%2e%2fetc%2fpasswd".to_string(),
        "/g/'%20OR%201=1--".to_string(),
        format!("/g/{long}"),
        format!("/g/{other}/events"),
        format!("/g/{other}/export/kif"),
        format!("/g/{real}/export/exe"),
        format!("/g/{real}/nothing"),
        "/static/../Cargo.toml".to_string(),
        "/static/secret.txt".to_string(),
        "/nothing".to_string(),
    ];
    for path in &bad {
        let (status, body) = web.get(path).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert!(
            body.len() < 200 && body.lines().count() == 1,
            "{path}: {body}"
        );
    }
    // Nothing moved: same version, same moves, and no game was made.
    let after = web.service.game_info(info.id).await.expect("game");
    assert_eq!(after.version, info.version);
    assert_eq!(after.ply, 1);
    let games = web
        .service
        .games_of(crate::service_common::ALICE, false)
        .await
        .expect("games");
    assert_eq!(games.len(), 1);
    // The real page still answers.
    assert_eq!(web.get(&page_of(&info)).await.0, 200);
}

#[tokio::test]
async fn posts_need_the_local_lobby_and_a_known_game() {
    let web = Web::new("web-post").await;
    for body in [
        "variant=nothing",
        "variant=",
        "x=1",
        &format!("variant={}", "a".repeat(10_000)),
    ] {
        let r = web
            .http
            .post(web.url("/new"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body.to_string())
            .send()
            .await
            .expect("post");
        let status = r.status().as_u16();
        assert!(status == 400 || status == 422, "{body:.40}: {status}");
    }
    let games = web
        .service
        .games_of(seireigi::web::LOCAL_BLACK, false)
        .await
        .expect("games");
    assert!(games.is_empty());
    // A real one starts a game and sends the browser to its page.
    let r = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .post(web.url("/new"))
        .form(&[("variant", "minishogi")])
        .send()
        .await
        .expect("post");
    assert_eq!(r.status().as_u16(), 303);
    let games = web
        .service
        .games_of(seireigi::web::LOCAL_BLACK, false)
        .await
        .expect("games");
    assert_eq!(games.len(), 1);
    let location = r
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    // Black's personal page: Black moves first, at this screen.
    let page = format!("/g/{}?t=", games[0].public_id.as_deref().unwrap_or("?"));
    assert!(location.starts_with(&page), "{location}");
    let (status, html) = web.get(location).await;
    assert_eq!(status, 200);
    assert!(html.contains("data-side=\"black\""), "{html:.400}");
}

/// The fixed answers (not found, wrong method, unknown export) in the reader's language,
/// chosen as pages choose theirs: `?lang=`, else the browser's languages, else English.
#[tokio::test]
async fn fixed_answers_speak_the_readers_language() {
    use seireigi::i18n::Lang;
    let web = Web::new("web-errors-lang").await;
    let info = web.game("shogi", Some(2), &["7g7f"]).await;
    let real = info.public_id.clone().expect("public id");
    let other: String = real.chars().rev().collect();
    let cases = [
        (format!("/g/{other}"), 404, "web-said-not-found"),
        ("/nothing".to_string(), 404, "web-said-not-found"),
        (
            format!("/g/{real}/export/exe"),
            404,
            "web-said-no-such-export",
        ),
        (format!("/g/{real}/move"), 405, "web-said-wrong-method"),
    ];
    for (path, status, id) in &cases {
        for (lang, accept) in [
            (Lang::En, None),
            (Lang::Fr, Some("fr-FR,fr;q=0.9")),
            (Lang::Ja, Some("ja")),
        ] {
            let want = seireigi::t!(lang, id);
            let mut asked = web.http.get(web.url(path));
            if let Some(accept) = accept {
                asked = asked.header("accept-language", accept);
            }
            let r = asked.send().await.expect("get");
            assert_eq!(r.status().as_u16(), *status, "{path}");
            let body = r.text().await.expect("body");
            assert_eq!(body.trim_end(), want, "{path} in {lang:?}");
        }
        // `?lang=` wins over the browser's languages.
        let sep = if path.contains('?') { '&' } else { '?' };
        let r = web
            .http
            .get(web.url(&format!("{path}{sep}lang=ja")))
            .header("accept-language", "fr")
            .send()
            .await
            .expect("get");
        let body = r.text().await.expect("body");
        assert_eq!(
            body.trim_end(),
            seireigi::t!(Lang::Ja, id),
            "{path}?lang=ja"
        );
    }
    // The words differ between languages (a catalogue that fell back to English would not).
    assert_ne!(
        seireigi::t!(Lang::En, "web-said-not-found"),
        seireigi::t!(Lang::Fr, "web-said-not-found")
    );
}
