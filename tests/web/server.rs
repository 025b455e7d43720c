//! A web server on a fresh database, and readers of what its pages say.
#![allow(dead_code)]

use crate::service_common::{start_game, Backend, TestDb, ALICE, BOB, T0};
use seireigi::service::{GameInfo, GameService, ManualClock, UserId};
use seireigi::store::Store;
use seireigi::web::{self, LocalNames, WebOptions, WebServer};
use std::collections::BTreeMap;
use std::sync::Arc;

pub struct Web {
    pub service: Arc<GameService>,
    pub clock: Arc<ManualClock>,
    pub server: WebServer,
    pub http: reqwest::Client,
    // Last, so the database goes after the pool that uses it.
    pub db: TestDb,
}

impl Web {
    pub async fn new(tag: &str) -> Web {
        Web::on(Backend::Sqlite, tag).await
    }

    pub async fn on(backend: Backend, tag: &str) -> Web {
        Web::with(backend, tag, |_| {}).await
    }

    /// A server whose options `change` sets (limits, where moves are posted).
    pub async fn with(backend: Backend, tag: &str, change: impl FnOnce(&mut WebOptions)) -> Web {
        // A name that must be escaped.
        Web::named(backend, tag, "Alice <b>&amp;", change).await
    }

    /// The same, Alice named `alice`.
    pub async fn named(
        backend: Backend,
        tag: &str,
        alice: &str,
        change: impl FnOnce(&mut WebOptions),
    ) -> Web {
        let db = TestDb::on(backend, tag).await;
        let clock = Arc::new(ManualClock::new(T0));
        let store = Store::open(&db.url).await.expect("open store");
        let service = Arc::new(GameService::new(store, clock.clone()));
        let names = LocalNames::new([(ALICE, alice.to_string()), (BOB, "Bob".to_string())]);
        let mut options = WebOptions::local("127.0.0.1:0".parse().expect("address"));
        change(&mut options);
        let server = web::start(service.clone(), options, Arc::new(names))
            .await
            .expect("start the web server");
        Web {
            service,
            clock,
            server,
            http: reqwest::Client::new(),
            db,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.server.url())
    }

    /// A game between Alice (Black) and Bob (White) with these moves played.
    pub async fn game(&self, variant: &str, days: Option<u32>, moves: &[&str]) -> GameInfo {
        let info = start_game(&self.service, ALICE, BOB, variant, days, None).await;
        for (i, m) in moves.iter().enumerate() {
            let user = if i % 2 == 0 { ALICE } else { BOB };
            self.service
                .play(info.id, user, m, None)
                .await
                .unwrap_or_else(|e| panic!("move {m}: {e}"));
        }
        self.service.game_info(info.id).await.expect("game info")
    }

    /// The path of `user`'s personal page of a game (with its token).
    pub async fn personal_link(&self, info: &GameInfo, user: UserId) -> String {
        web_path(
            &self
                .service
                .web_link(info.id, user)
                .await
                .expect("a personal link")
                .expect("a game with a public id"),
        )
    }

    pub async fn get(&self, path: &str) -> (u16, String) {
        let r = self.http.get(self.url(path)).send().await.expect("request");
        let status = r.status().as_u16();
        (status, r.text().await.expect("body"))
    }
}

/// A link's path and query (links are relative when no public URL is set).
fn web_path(link: &str) -> String {
    match link.find("/g/") {
        Some(at) => link[at..].to_string(),
        None => link.to_string(),
    }
}

pub fn page_of(info: &GameInfo) -> String {
    format!("/g/{}", info.public_id.as_deref().expect("a public id"))
}

/// The value of `name="..."` inside one tag's text.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let end = tag[start..].find('"')? + start;
    Some(&tag[start..end])
}

/// Every start tag of the page that has attribute `name`.
fn tags_with<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let key = format!(" {name}=\"");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = html[from..].find(&key) {
        let at = from + i;
        let start = html[..at].rfind('<').unwrap_or(0);
        let end = html[at..].find('>').map_or(html.len(), |e| at + e);
        out.push(&html[start..end]);
        from = end;
    }
    out
}

/// The squares the page names, in page order.
pub fn squares(html: &str) -> Vec<String> {
    tags_with(html, "data-square")
        .into_iter()
        .filter(|t| t.contains("class=\"sq"))
        .filter_map(|t| attr(t, "data-square").map(str::to_string))
        .collect()
}

/// Square -> SFEN letters of every piece on the board, as the page says.
pub fn pieces(html: &str) -> BTreeMap<String, String> {
    tags_with(html, "data-piece")
        .into_iter()
        .filter_map(|t| {
            Some((
                attr(t, "data-square")?.to_string(),
                attr(t, "data-piece")?.to_string(),
            ))
        })
        .collect()
}

/// (colour, piece id) -> count of the pieces in hand, as the page says.
pub fn hands(html: &str) -> BTreeMap<(String, String), u32> {
    let mut out = BTreeMap::new();
    for part in html.split("data-color=\"").skip(1) {
        let color = part.split('"').next().unwrap_or("").to_string();
        // A stand's pieces come before the next element with a colour (players' lines have
        // none).
        for t in tags_with(part, "data-hand") {
            let id = attr(t, "data-hand").unwrap_or("").to_string();
            let n = attr(t, "data-count")
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            out.insert((color.clone(), id), n);
        }
    }
    out
}

/// The game's version the page shows.
pub fn version(html: &str) -> Option<i64> {
    tags_with(html, "data-version")
        .first()
        .and_then(|t| attr(t, "data-version"))
        .and_then(|v| v.parse().ok())
}
