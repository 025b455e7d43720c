//! `seireigi web` against the computer (`cli::web::start_local`: the pages and the bot's own
//! computer worker): the lobby starts a game at the level the player picks, the player moves
//! on the page, and the computer's answer is stored and shown on the page, live.

use crate::play::{browser, wait_page_ply};
use crate::service_common::{Backend, TestDb};
use seireigi::ai::Level;
use seireigi::bot::EngineConfig;
use seireigi::cli::web::{local_names, start_local, LocalWeb};
use seireigi::rules::notation::to_western;
use seireigi::service::{GameInfo, GameService, SystemClock};
use seireigi::store::Store;
use seireigi::web::{WebOptions, LOCAL_BLACK, LOCAL_COMPUTER, LOCAL_WHITE};
use seireigi_test_support::cdp::chromium_present;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

struct Local {
    service: Arc<GameService>,
    web: LocalWeb,
    // Last, so the database goes after the pool that uses it.
    _db: TestDb,
}

impl Local {
    /// `seireigi web` on a fresh database, the computer thinking 50 ms a move at every level.
    async fn start(tag: &str) -> Local {
        let db = TestDb::on(Backend::Sqlite, tag).await;
        let store = Store::open(&db.url).await.expect("open store");
        let service = Arc::new(GameService::new(store, Arc::new(SystemClock)));
        let mut engine = EngineConfig::default();
        for limits in &mut engine.limits {
            limits.time = Duration::from_millis(50);
        }
        let names = local_names("Black,White").expect("names");
        let options = WebOptions::local("127.0.0.1:0".parse().expect("address"));
        let web = start_local(service.clone(), options, names, engine)
            .await
            .expect("start seireigi web");
        Local {
            service,
            web,
            _db: db,
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.web.server.url())
    }

    /// The one game of the database.
    async fn game(&self) -> GameInfo {
        let mut games = self
            .service
            .games_of(LOCAL_COMPUTER, false)
            .await
            .expect("games");
        assert_eq!(games.len(), 1, "one game against the computer");
        games.remove(0)
    }

    /// Waits until the game has `ply` moves, and returns it.
    async fn wait_ply(&self, ply: u32) -> GameInfo {
        for _ in 0..600 {
            let info = self.game().await;
            if info.ply >= ply {
                assert_eq!(info.ply, ply, "one answer, not more");
                return info;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the game did not reach move {ply} within 30 s");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_starts_a_game_against_the_computer_which_answers_on_the_page() {
    if !chromium_present() {
        return;
    }
    let local = Local::start("web-local-computer").await;
    let mut b = browser(true).await;
    b.goto(&local.url("/")).await.expect("the lobby");
    b.eval(
        "(() => { const f = document.querySelector('form[action=\"/new\"]'); \
         f.variant.value = 'chu-seireigi'; f.opponent.value = 'easy'; f.color.value = 'black'; \
         return true; })()",
    )
    .await
    .expect("choose the game, the level and the side");
    b.tap("form[action=\"/new\"] button[type=submit]")
        .await
        .expect("Start");
    b.wait_for(
        "document.querySelectorAll('#game.myturn .can').length",
        "the player's page, their move",
    )
    .await
    .expect("the lobby opens the player's page");
    let info = local.game().await;
    assert_eq!(info.black, LOCAL_BLACK);
    assert_eq!(info.white, LOCAL_COMPUTER);
    assert_eq!(info.computer.map(|c| c.level), Some(Level::Easy));

    // A move typed on the page, in the western notation /move takes.
    let (_, history) = local.service.game_history(info.id).await.expect("history");
    let pos = history.position().clone();
    let mv = *pos.legal_moves().first().expect("a legal move");
    b.tap("#game .typed input").await.expect("focus the box");
    b.type_text(&to_western(&pos, mv)).await.expect("type");
    b.tap("#game .typed button").await.expect("Play");

    // The computer's answer: stored, by the computer, and on the page without a reload.
    let info = local.wait_ply(2).await;
    let (_, history) = local.service.game_history(info.id).await.expect("history");
    assert_eq!(history.moves()[0], mv);
    assert_eq!(info.to_move, Some(LOCAL_BLACK), "Black's turn again");
    wait_page_ply(&mut b, 2).await;
    b.wait_for(
        "document.querySelectorAll('#game.myturn .can').length",
        "the player's pieces marked again",
    )
    .await
    .expect("the player's turn on the page");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/web");
    std::fs::create_dir_all(&dir).expect("output folder");
    b.screenshot(&dir.join("local-computer-answered-375x667.png"))
        .await
        .expect("screenshot");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_moves_first_when_the_player_takes_white() {
    let local = Local::start("web-local-computer-white").await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let (status, lobby) = {
        let r = http.get(local.url("/")).send().await.expect("lobby");
        (r.status().as_u16(), r.text().await.expect("body"))
    };
    assert_eq!(status, 200);
    assert!(lobby.contains("against the computer (strong)"), "{lobby}");
    // A level the bot does not offer, and a side that is none: refused, no game.
    for form in [
        [
            ("variant", "shogi"),
            ("opponent", "grandmaster"),
            ("color", "black"),
        ],
        [
            ("variant", "shogi"),
            ("opponent", "easy"),
            ("color", "purple"),
        ],
    ] {
        let r = http
            .post(local.url("/new"))
            .form(&form)
            .send()
            .await
            .expect("post");
        assert_eq!(r.status().as_u16(), 400, "{form:?}");
    }
    assert!(local
        .service
        .games_of(LOCAL_COMPUTER, false)
        .await
        .expect("games")
        .is_empty());
    let r = http
        .post(local.url("/new"))
        .form(&[
            ("variant", "shogi"),
            ("opponent", "normal"),
            ("color", "white"),
        ])
        .send()
        .await
        .expect("post");
    assert_eq!(r.status().as_u16(), 303);
    let to = r
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .expect("to the player's page")
        .to_string();
    // Woken at once, the computer opens as Black.
    let info = local.wait_ply(1).await;
    assert_eq!(info.black, LOCAL_COMPUTER);
    assert_eq!(
        info.white, LOCAL_WHITE,
        "the player plays as White, named so"
    );
    assert_eq!(info.computer.map(|c| c.level), Some(Level::Normal));
    let page = http
        .get(local.url(&to))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("body");
    assert!(page.contains("data-side=\"white\""), "{page:.600}");
    assert!(page.contains("data-ply=\"1\""), "{page:.600}");
    let lobby = http
        .get(local.url("/"))
        .send()
        .await
        .expect("lobby")
        .text()
        .await
        .expect("body");
    assert!(
        lobby.contains("against the computer, normal level")
            && lobby.contains("data-color=\"white\""),
        "{lobby}"
    );
    assert!(
        !lobby.contains("data-color=\"black\""),
        "no page for the computer's seat: {lobby}"
    );
}
