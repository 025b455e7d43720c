//! `seireigi web`: the web board on this computer, without Discord (docs/web.md), with the
//! computer opponent: the bot's own worker (`bot::Engine`) at the levels the bot offers,
//! its moves played through the service and followed by the pages as any move is.

use crate::bot::{Computer, Engine, EngineConfig, Table};
use crate::i18n::Lang;
use crate::rules::Move;
use crate::service::{
    Event, GameId, GameService, MoveResult, ServiceError, SystemClock, UserId, WebLinks,
};
use crate::store::Store;
use crate::t;
use crate::web::{self, LocalComputer, LocalNames, PlayedOnWeb, WebOptions, WebServer};
use anyhow::{anyhow, Result};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tracing::warn;

pub struct Options {
    pub db: String,
    pub addr: String,
    /// "Black,White": the local players' names.
    pub names: String,
}

/// The two local players' names from `BLACK,WHITE`, and the computer's.
pub fn local_names(text: &str) -> Result<LocalNames> {
    local_names_in(Lang::En, text)
}

/// [`local_names`], refused in `lang`.
pub fn local_names_in(lang: Lang, text: &str) -> Result<LocalNames> {
    let (black, white) = text
        .split_once(',')
        .map(|(b, w)| (b.trim(), w.trim()))
        .filter(|(b, w)| !b.is_empty() && !w.is_empty() && b.len() <= 64 && w.len() <= 64)
        .ok_or_else(|| anyhow!(t!(lang, "cli-web-bad-names")))?;
    Ok(LocalNames::new([
        (web::LOCAL_BLACK, black.to_string()),
        (web::LOCAL_WHITE, white.to_string()),
        (web::LOCAL_COMPUTER, "Computer".to_string()),
    ]))
}

/// How often the computer's worker looks for work it was not woken for.
const WORKER_EVERY: Duration = Duration::from_secs(2);

/// The pages and the computer's worker, running until dropped.
pub struct LocalWeb {
    pub server: WebServer,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for LocalWeb {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

/// `seireigi web` without the command line: serves the pages of `service` on `options`'
/// address with the lobby, and runs the computer's worker with `engine`'s limits.
pub async fn start_local(
    service: Arc<GameService>,
    mut options: WebOptions,
    names: LocalNames,
    engine: EngineConfig,
) -> Result<LocalWeb> {
    let computer = Arc::new(Computer::new(web::LOCAL_COMPUTER, engine));
    let (moves, played) = mpsc::unbounded_channel();
    let nudged = computer.clone();
    options.local = true;
    options.posts = Some(moves);
    options.computer = Some(LocalComputer {
        user: web::LOCAL_COMPUTER,
        nudge: Arc::new(move |game| nudged.nudge(game)),
    });
    let server = web::start(service.clone(), options, Arc::new(names)).await?;
    let table = Arc::new(Local {
        service: service.clone(),
    });
    let worker = Arc::new(Engine::new(computer.clone())).run(table, WORKER_EVERY);
    Ok(LocalWeb {
        server,
        tasks: vec![
            tokio::spawn(worker),
            tokio::spawn(follow_web_moves(service, computer, played)),
        ],
    })
}

/// The moves played on the pages: there is no thread to post them in, so their outbox rows
/// are marked delivered at once (the computer answers only a move that is out, as in the
/// bot), and the computer is woken when it is to move.
async fn follow_web_moves(
    service: Arc<GameService>,
    computer: Arc<Computer>,
    mut played: mpsc::UnboundedReceiver<PlayedOnWeb>,
) {
    while let Some(m) = played.recv().await {
        delivered(&service, &m.result).await;
        let info = &m.result.info;
        if info.to_move.is_some_and(|u| info.is_computer(u)) {
            computer.nudge(info.id);
        }
    }
}

async fn delivered(service: &GameService, result: &MoveResult) {
    let reply = result.reply.as_ref().and_then(|r| r.post);
    for id in result.post.into_iter().chain(reply) {
        if let Err(e) = service.delivered(id).await {
            warn!(error = %e, notification = id, "could not mark a local move delivered");
        }
    }
}

/// The computer's table in `seireigi web`: its moves are played through the service and
/// shown by the pages (the service tells them); nothing is posted anywhere.
struct Local {
    service: Arc<GameService>,
}

impl Table for Local {
    fn service(&self) -> &GameService {
        &self.service
    }

    async fn play(
        &self,
        game: GameId,
        computer: UserId,
        mv: Move,
        ply: u32,
    ) -> Result<MoveResult, ServiceError> {
        let result = self
            .service
            .play_move(game, computer, mv, Some(ply))
            .await?;
        delivered(&self.service, &result).await;
        Ok(result)
    }

    async fn deliver(&self, _events: Vec<Event>) {}

    fn failed(&self, what: &str, e: &ServiceError) {
        warn!(error = %e, "{what} failed");
    }
}

/// Its refusals at start-up (`--addr`, `--names`) are in `lang`.
pub fn run(lang: Lang, opts: &Options) -> Result<()> {
    let addr: SocketAddr =
        web::parse_addr(&opts.addr).ok_or_else(|| anyhow!(t!(lang, "cli-web-bad-addr")))?;
    let names = local_names_in(lang, &opts.names)?;
    // The computer's time per move of each level, as the bot reads it.
    let engine = EngineConfig::from_env()?;
    tracing_subscriber::fmt()
        .with_env_filter(super::serve::log_filter(
            std::env::var("RUST_LOG").ok().as_deref(),
        ))
        .init();
    tokio::runtime::Runtime::new()?.block_on(async {
        let store = Store::open(&opts.db).await?;
        // Personal pages of the two local players are signed as the bot's are.
        let links = WebLinks::from_env(None)?;
        let service =
            Arc::new(GameService::new(store, Arc::new(SystemClock)).with_web_links(links));
        let local = start_local(service, WebOptions::local(addr), names, engine).await?;
        println!(
            "The game pages are on {} (Ctrl-C stops).",
            local.server.url()
        );
        std::future::pending::<()>().await;
        Ok(())
    })
}
