//! The web board (docs/web.md): game pages at random public ids, live by server-sent events,
//! replayable, with the exports; `/healthz` and `/metrics` for operators. The only module
//! that knows axum and tower-http. It reads and plays through the same [`GameService`] as the
//! bot; every sentence it shows is made here.

mod assets;
mod board;
mod exports;
mod forecast;
mod game_page;
mod health;
mod lang;
mod limiter;
mod live;
mod lobby;
mod metrics;
mod names;
mod page;
mod play;
mod said;
mod time;

pub use limiter::{PER_ADDRESS_MINUTE, PER_TOKEN_MINUTE};
pub use lobby::{LocalComputer, LOCAL_BLACK, LOCAL_COMPUTER, LOCAL_WHITE};

/// The web board's internals that its unit tests (tests/web/units/) reach: not an API.
#[doc(hidden)]
pub mod units {
    pub use super::assets::{blend, css};
    pub use super::lang::page_lang;
    pub use super::limiter::{Buckets, KEEP};
    pub use super::play::{client_address, sentence};
    pub use super::time::{iso, left_parts, readable};
}
pub use names::{LocalNames, PlayerNames};
pub use play::MAX_BODY;

use crate::service::{GameId, GameService, MoveResult, UserId};
use anyhow::Context as _;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::task::JoinHandle;
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;

/// Where the web server listens when `SEIREIGI_WEB_ADDR` is not set.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";

/// Live connections (server-sent event streams) one process keeps open at most; more are
/// answered 503 (`SEIREIGI_WEB_MAX_LIVE`).
pub const DEFAULT_MAX_LIVE: usize = 5_000;

/// How the web server is run.
#[derive(Clone, Debug)]
pub struct WebOptions {
    pub addr: SocketAddr,
    /// The public base of links (`SEIREIGI_PUBLIC_URL`, e.g. `https://seireigi.example.org`),
    /// without a trailing slash.
    pub public_url: Option<String>,
    /// `seireigi web`: the lobby lists this database's local games and starts new ones.
    pub local: bool,
    pub max_live: usize,
    /// Where moves played on pages are handed for posting (the bot's thread posts); none
    /// without Discord.
    pub posts: Option<MovePosts>,
    /// Moves and lists of legal moves per minute, per personal link and per address.
    pub per_token_minute: u32,
    pub per_address_minute: u32,
    /// `seireigi web`: the computer opponent the lobby offers, when its worker runs.
    pub computer: Option<LocalComputer>,
}

/// A move played on a page, for whoever posts moves (the bot): the service's result, with
/// its outbox row claimed by this process, to mark delivered once posted.
#[derive(Debug)]
pub struct PlayedOnWeb {
    pub by: UserId,
    pub result: MoveResult,
}

/// The sending end of the moves played on pages.
pub type MovePosts = tokio::sync::mpsc::UnboundedSender<PlayedOnWeb>;

impl WebOptions {
    /// From `SEIREIGI_WEB_ADDR` (`off` turns the server off: `None`), `SEIREIGI_PUBLIC_URL`,
    /// `SEIREIGI_WEB_MAX_LIVE` and the players' request limits (`SEIREIGI_WEB_LINK_PER_MINUTE`,
    /// `SEIREIGI_WEB_ADDRESS_PER_MINUTE`).
    pub fn from_env() -> anyhow::Result<Option<WebOptions>> {
        let addr = std::env::var("SEIREIGI_WEB_ADDR").ok();
        if addr.as_deref().map(str::trim) == Some("off") {
            return Ok(None);
        }
        let addr = parse_addr(addr.as_deref().unwrap_or(DEFAULT_ADDR)).context(
            "SEIREIGI_WEB_ADDR must be an address and port such as 127.0.0.1:8080, or off",
        )?;
        let public_url = match std::env::var("SEIREIGI_PUBLIC_URL") {
            Ok(v) if !v.trim().is_empty() => Some(
                public_url(&v)
                    .context("SEIREIGI_PUBLIC_URL must start with https:// or http://")?,
            ),
            _ => None,
        };
        let max_live = match std::env::var("SEIREIGI_WEB_MAX_LIVE") {
            Ok(v) => v
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .context("SEIREIGI_WEB_MAX_LIVE must be a number above 0")?,
            Err(_) => DEFAULT_MAX_LIVE,
        };
        let per_minute = |name: &str, default: u32| match std::env::var(name) {
            Ok(v) => v
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=100_000).contains(n))
                .with_context(|| format!("{name} must be a number from 1 to 100000")),
            Err(_) => Ok(default),
        };
        Ok(Some(WebOptions {
            addr,
            public_url,
            local: false,
            max_live,
            posts: None,
            per_token_minute: per_minute("SEIREIGI_WEB_LINK_PER_MINUTE", PER_TOKEN_MINUTE)?,
            per_address_minute: per_minute("SEIREIGI_WEB_ADDRESS_PER_MINUTE", PER_ADDRESS_MINUTE)?,
            computer: None,
        }))
    }

    /// Local defaults: this address, no public URL.
    pub fn local(addr: SocketAddr) -> WebOptions {
        WebOptions {
            addr,
            public_url: None,
            local: true,
            max_live: DEFAULT_MAX_LIVE,
            posts: None,
            per_token_minute: PER_TOKEN_MINUTE,
            per_address_minute: PER_ADDRESS_MINUTE,
            computer: None,
        }
    }
}

pub fn parse_addr(text: &str) -> Option<SocketAddr> {
    text.trim().parse().ok()
}

/// A public base URL as links use it (no trailing slash), or `None` if it is not http(s).
pub fn public_url(text: &str) -> Option<String> {
    let t = text.trim().trim_end_matches('/');
    let rest = t
        .strip_prefix("https://")
        .or_else(|| t.strip_prefix("http://"))?;
    let ok = !rest.is_empty()
        && rest
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-._:/[]".contains(c));
    ok.then(|| t.to_string())
}

/// What every handler reads.
pub(crate) struct App {
    service: Arc<GameService>,
    names: Arc<dyn PlayerNames>,
    public_url: Option<String>,
    local: bool,
    metrics: metrics::Metrics,
    hub: live::Hub,
    /// One end-of-game GIF drawn at a time (they take a core for a second or more).
    gif_turn: tokio::sync::Semaphore,
    posts: Option<MovePosts>,
    per_token: limiter::Buckets<(GameId, UserId)>,
    per_address: limiter::Buckets<std::net::IpAddr>,
    computer: Option<LocalComputer>,
}

impl App {
    /// The page of a game, absolute when the public URL is known.
    fn game_url(&self, public_id: &str) -> String {
        let base = self.public_url.as_deref().unwrap_or("");
        format!("{base}/g/{public_id}")
    }
}

type Shared = Arc<App>;

/// The running server; dropping it stops it.
pub struct WebServer {
    addr: SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl WebServer {
    /// Where it listens (the real port when 0 was asked for).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

/// Binds the address and serves in the background until the returned server is dropped.
pub async fn start(
    service: Arc<GameService>,
    options: WebOptions,
    names: Arc<dyn PlayerNames>,
) -> anyhow::Result<WebServer> {
    let listener = tokio::net::TcpListener::bind(options.addr)
        .await
        .with_context(|| format!("the web server cannot listen on {}", options.addr))?;
    let addr = listener.local_addr()?;
    let app = Arc::new(App {
        hub: live::Hub::new(options.max_live),
        service,
        names,
        public_url: options.public_url,
        local: options.local,
        metrics: metrics::Metrics::default(),
        gif_turn: tokio::sync::Semaphore::new(1),
        posts: options.posts,
        per_token: limiter::Buckets::new(options.per_token_minute),
        per_address: limiter::Buckets::new(options.per_address_minute),
        computer: options.computer,
    });
    let mut tasks = live::start(&app);
    let router = router(app);
    tasks.push(tokio::spawn(async move {
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        if let Err(e) = axum::serve(listener, service).await {
            tracing::error!(error = %e, "the web server stopped");
        }
    }));
    Ok(WebServer { addr, tasks })
}

fn router(app: Shared) -> Router {
    Router::new()
        .route("/", get(lobby::page))
        .route("/new", post(lobby::new_game))
        .route("/g/{id}", get(game_page::page))
        .route("/g/{id}/events", get(live::events))
        .route("/g/{id}/legal", get(play::legal))
        .route("/g/{id}/move", post(play::play))
        .route("/g/{id}/forecast", get(forecast::list).post(forecast::save))
        .route("/g/{id}/forecast/next", get(forecast::next))
        .route("/g/{id}/forecast/clear", post(forecast::clear))
        .route("/g/{id}/export/{format}", get(exports::download))
        .route("/healthz", get(health::healthz))
        .route("/metrics", get(metrics::metrics))
        .route("/static/{file}", get(assets::file))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::middleware::from_fn(said::in_reader_language))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            metrics::count,
        ))
        .layer(CompressionLayer::new())
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; \
                 img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; \
                 frame-ancestors 'self' https://discord.com",
            ),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .with_state(app)
}

use said::{plain, said, Said};

async fn not_found() -> Response {
    said(StatusCode::NOT_FOUND, Said::NotFound)
}

/// A known address asked with another method (axum's own 405 has no body).
async fn method_not_allowed() -> Response {
    said(StatusCode::METHOD_NOT_ALLOWED, Said::WrongMethod)
}

/// Whether `text` can be a public id at all (32 lower-case hexadecimal digits): anything else
/// is answered 404 without asking the database. Public for tests/web/units/web/mod.rs.
#[doc(hidden)]
pub fn well_formed_id(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The game of a public id in a URL, or the 404 (or 500) to answer.
async fn game_of(app: &App, public_id: &str) -> Result<crate::service::GameId, Response> {
    if !well_formed_id(public_id) {
        return Err(not_found().await);
    }
    match app.service.game_by_public_id(public_id).await {
        Ok(Some(game)) => Ok(game),
        Ok(None) => Err(not_found().await),
        Err(e) => Err(internal(&e)),
    }
}

/// The game at `public_id` and its replayed record, or the page to answer instead (404 for
/// an unknown or malformed id, 500/503 for a failure of ours).
async fn game_record(
    app: &App,
    public_id: &str,
) -> Result<(crate::service::GameInfo, crate::rules::History), Response> {
    let game = game_of(app, public_id).await?;
    match app.service.game_history(game).await {
        Ok(x) => Ok(x),
        Err(crate::service::ServiceError::NoGame(_)) => Err(not_found().await),
        Err(e) => Err(internal(&e)),
    }
}

/// A failure of ours: logged, and a one-line 500 (or 503 when the database is away).
fn internal(e: &crate::service::ServiceError) -> Response {
    tracing::error!(error = %e, "web request failed");
    match e {
        crate::service::ServiceError::Store(_) | crate::service::ServiceError::Unreachable(_) => {
            said(StatusCode::SERVICE_UNAVAILABLE, Said::DatabaseAway)
        }
        crate::service::ServiceError::DiskFull(_) => {
            said(StatusCode::SERVICE_UNAVAILABLE, Said::DiskFull)
        }
        _ => said(StatusCode::INTERNAL_SERVER_ERROR, Said::OurFault),
    }
}
