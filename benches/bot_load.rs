//! Load test of the bot against the fake Discord (issue 6): many concurrent games making moves
//! as fast as the fake sends interactions. Not a criterion benchmark: a plain `main` that runs
//! the load and prints the figures. `cargo bench --bench bot_load`.
//!
//! Each phase starts from scratch: a fake Discord (tests/fake_discord/), a SQLite file with N
//! Shogi games created through the service (untimed), one public thread per game created on
//! the fake through its REST API and recorded with `set_game_thread`, then the real bot
//! (`seireigi::bot::run`, serenity + poise) in-process on that file with a manual clock. The
//! timed part: one player task per game sends `/move` for its game (Black and White in turn: a
//! rook shuffle `2h3h 8b7b 3h2h 7b8b` twice, 8 plies, the start position then on the board for
//! the third time only) as soon as the bot posted the previous move in the game's thread. For
//! each move it measures, from just before the fake dispatches INTERACTION_CREATE, until the
//! fake received: the defer callback, the thread post with the board PNG (the main figure),
//! and the private "Played" follow-up. After the bot is stopped the database is read back:
//! every game must hold exactly the moves sent, in order; the fake's records must hold exactly
//! one callback, one thread post and one follow-up per move.
//!
//! Phases (`BOT_LOAD_PHASES`, comma-separated, default `serial,saturation,paced`):
//! - `serial`: one move in flight at a time (the latency floor), on `BOT_LOAD_SERIAL_GAMES`
//!   games (default 20);
//! - `saturation`: every player as fast as possible (closed loop, N moves in flight);
//! - `paced`: open loop, moves offered at a fixed mean rate (Poisson arrivals; `uniform` with
//!   `BOT_LOAD_ARRIVALS=uniform`), by default half the rate the saturation phase reached
//!   (`BOT_LOAD_RATE_FRACTIONS`, e.g. `0.25,0.5,0.75`), or at `BOT_LOAD_RATE` moves/s.
//!
//! - `log-default`, `log-info`: the bot's logs through the filter `seireigi serve` builds, with
//!   `RUST_LOG` unset and with `RUST_LOG=info`, formatted by tracing's fmt layer as `serve`
//!   does (written to a sink, so that the terminal does not set the pace), every player as fast
//!   as possible on `BOT_LOAD_LOG_GAMES` games (default 50). Default phases add
//!   `log-default,log-info`; `log-info-raw` (opt-in, slow) is `RUST_LOG=info` as a plain
//!   filter, as `serve` used it before serenity's HTTP spans were kept off.
//!
//! - `picker`, `picker-think` (opt-in): players going through the move picker at once, each
//!   step timed until its answer with the preview image (benches/bot_load/picker.rs);
//!   `BOT_LOAD_PICKER_PLAYERS` (default 20), `BOT_LOAD_PICKER_ROUNDS` (default 5).
//!
//! - `processes-1`, `processes-2` (opt-in): the bot as one `seireigi serve` process running two
//!   gateway shards, or as two processes with one shard each, on one database
//!   (benches/bot_load/processes.rs): saturation, then paced at the fractions of that rate.
//!
//! `BOT_LOAD_DATABASE=postgres` runs every phase on PostgreSQL instead of a SQLite file
//! (`SEIREIGI_BENCH_POSTGRES`, default the test server at 127.0.0.1:5432, database `test`;
//! a schema of its own per phase, dropped after).
//!
//! `BOT_LOAD_GAMES` sets N (default 200). `BOT_LOAD_LOG` is a tracing filter for the bot's logs
//! (default `warn`).

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "bot_load/picker.rs"]
mod picker;
#[path = "shared/postgres.rs"]
mod postgres;
#[path = "bot_load/processes.rs"]
mod processes;

use fake_discord::{FakeDiscord, Recorded, CHANNEL_ID, GUILD_ID};
use postgres::PgSchema;
use seireigi::bot::BotOptions;
use seireigi::rules::notation::{parse_move, to_canonical};
use seireigi::rules::{History, Position, Variant};
use seireigi::service::{
    ColorChoice, GameId, GameService, ManualClock, NewChallenge, Timestamp, UserId,
};
use seireigi::store::Store;
use serde_json::json;
use serenity::all::{ChannelId, ChannelType, CreateThread, HttpBuilder};
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, Semaphore};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{reload, EnvFilter, Registry};

/// The moves of every game, as typed: both rooks out and back, twice.
const SEQUENCE: [&str; 8] = [
    "2h3h", "8b7b", "3h2h", "7b8b", "2h3h", "8b7b", "3h2h", "7b8b",
];
const VARIANT: &str = "shogi";
const T0: Timestamp = Timestamp(1_700_000_000_000);
/// Players' ids: game g is played by FIRST_USER + 2g (Black) and FIRST_USER + 2g + 1 (White).
const FIRST_USER: u64 = 1_190_000_000_000_000_000;
/// How long a player waits for the bot to post its move before counting it lost.
const MOVE_TIMEOUT: Duration = Duration::from_secs(60);
/// Discord drops an interaction that is not acknowledged within this time.
const ACK_DEADLINE: Duration = Duration::from_secs(3);

#[derive(Clone, Copy, Debug)]
enum Mode {
    /// At most this many moves in flight (closed loop); `usize::MAX`: every game at once.
    Closed(usize),
    /// Moves offered at this mean rate (moves/s), open loop.
    Open { rate: f64, poisson: bool },
}

#[derive(Clone, Debug)]
struct Phase {
    name: String,
    games: usize,
    mode: Mode,
    /// The bot's log filter during the phase, its output formatted into a sink (`None`:
    /// `BOT_LOAD_LOG`, to stderr).
    log: Option<fn() -> EnvFilter>,
    /// 0: the bot runs in this process; 1 or 2: as that many `seireigi serve` processes
    /// (benches/bot_load/processes.rs).
    processes: usize,
}

/// The bot under load: a task of this process, or child processes.
enum Bot {
    Task(tokio::task::JoinHandle<anyhow::Result<()>>),
    Processes(processes::Bots),
}

/// The subscriber's filter, swapped per phase.
static FILTER: OnceLock<reload::Handle<EnvFilter, Registry>> = OnceLock::new();
/// Whether formatted log lines go to a sink (the log phases) or to stderr.
static SINK: AtomicBool = AtomicBool::new(false);

fn base_filter() -> EnvFilter {
    EnvFilter::try_from_env("BOT_LOAD_LOG").unwrap_or_else(|_| "warn".into())
}

fn set_log(filter: Option<fn() -> EnvFilter>) {
    if let Some(handle) = FILTER.get() {
        let _ = handle.reload(filter.map_or_else(base_filter, |f| f()));
    }
    SINK.store(filter.is_some(), Ordering::SeqCst);
}

/// What is known of one move sent.
#[derive(Clone, Debug, Default)]
struct MoveRec {
    interaction: u64,
    sent: Option<Instant>,
    ack: Option<Instant>,
    ack_ok: bool,
    post: Option<Instant>,
    follow: Option<Instant>,
}

#[derive(Default)]
struct Tracking {
    /// [game][ply index]
    moves: Vec<Vec<MoveRec>>,
    /// interaction id -> (game, ply index)
    by_id: HashMap<u64, (usize, usize)>,
    /// Problems seen in the fake's records.
    problems: Vec<String>,
    doubled_posts: usize,
    doubled_acks: usize,
    doubled_follows: usize,
    /// REST requests by route (ids replaced by `*`).
    routes: BTreeMap<String, usize>,
}

struct Run {
    fake: Arc<FakeDiscord>,
    /// thread id -> game index
    thread_game: HashMap<u64, usize>,
    threads: Vec<u64>,
    track: Mutex<Tracking>,
    /// Per game: the ply the bot announced last.
    announce: Vec<mpsc::UnboundedSender<usize>>,
    lost: AtomicUsize,
}

struct PhaseResult {
    name: String,
    games: usize,
    sent: usize,
    posted: usize,
    lost: usize,
    wall: Duration,
    cpu: f64,
    post_lat: Vec<Duration>,
    ack_lat: Vec<Duration>,
    follow_lat: Vec<Duration>,
    offered_rate: Option<f64>,
    backlog_max: usize,
    /// Moves acknowledged after Discord's 3 s: on Discord the user sees "The application did
    /// not respond" although the move is stored (not counted as a failure: no move is lost).
    late_acks: usize,
    thread_cpu: Vec<(String, f64)>,
    routes: BTreeMap<String, usize>,
    problems: Vec<String>,
    db_ok: bool,
}

impl PhaseResult {
    fn rate(&self) -> f64 {
        self.posted as f64 / self.wall.as_secs_f64()
    }
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// Whether the phases run on PostgreSQL (`BOT_LOAD_DATABASE=postgres`).
fn on_postgres() -> bool {
    std::env::var("BOT_LOAD_DATABASE").is_ok_and(|v| v == "postgres")
}

/// A directory of its own under the system temp dir, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let tag: String = tag
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let dir = std::env::temp_dir().join(format!(
            "seireigi-bot-load-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The name (digits removed, so that `sqlx-sqlite-worker-3` counts with its siblings) and the
/// CPU seconds (user + system) in a line of `/proc/.../stat`.
fn stat_line(text: &str) -> Option<(String, f64)> {
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let name: String = text[open + 1..close]
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .collect();
    let fields: Vec<&str> = text[close + 2..].split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    // Clock ticks are 100 per second on Linux.
    Some((name, (utime + stime) / 100.0))
}

/// CPU seconds of this process, and of each of its live threads by name.
fn cpu_seconds() -> (f64, BTreeMap<String, f64>) {
    let total = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|t| stat_line(&t))
        .map_or(0.0, |(_, s)| s);
    let mut threads = BTreeMap::new();
    if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
        for e in dir.flatten() {
            if let Some((name, s)) = std::fs::read_to_string(e.path().join("stat"))
                .ok()
                .and_then(|t| stat_line(&t))
            {
                *threads
                    .entry(name.trim_end_matches('-').to_string())
                    .or_insert(0.0) += s;
            }
        }
    }
    (total, threads)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

fn latency_line(what: &str, lat: &[Duration]) -> String {
    let mut s = lat.to_vec();
    s.sort();
    let mean = if s.is_empty() {
        Duration::ZERO
    } else {
        s.iter().sum::<Duration>() / s.len() as u32
    };
    format!(
        "  {what:<28} n={:<5} p50 {:>7} ms  p90 {:>7} ms  p99 {:>7} ms  max {:>7} ms  mean {:>7} ms",
        s.len(),
        ms(percentile(&s, 0.50)),
        ms(percentile(&s, 0.90)),
        ms(percentile(&s, 0.99)),
        ms(s.last().copied().unwrap_or_default()),
        ms(mean),
    )
}

/// The route of a request with ids and tokens replaced by `*`.
fn route_of(r: &Recorded) -> String {
    let path: Vec<&str> = r
        .path
        .split('/')
        .map(|s| {
            if (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                || s.starts_with("fakeToken_")
            {
                "*"
            } else {
                s
            }
        })
        .collect();
    format!("{} {}", r.method, path.join("/"))
}

/// The interaction id in a token made by the fake (`fakeToken_{id}_...`).
fn id_in_token(token: &str) -> Option<u64> {
    token
        .strip_prefix("fakeToken_")?
        .split('_')
        .next()?
        .parse()
        .ok()
}

/// The ply a thread post announces (`**{ply}.** <@user> played ...`).
fn announced_ply(content: &str) -> Option<usize> {
    content.strip_prefix("**")?.split('.').next()?.parse().ok()
}

impl Run {
    /// Reads the fake's records as they come, from `since`, until `stop` is set and nothing new
    /// arrives: fills in the times of each move and wakes the player whose move was posted.
    async fn collect(self: Arc<Self>, since: usize, stop: Arc<AtomicBool>) {
        let mut cursor = since;
        loop {
            let Some(r) = self
                .fake
                .wait_for_after(cursor, |_| true, Duration::from_millis(100))
                .await
            else {
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                continue;
            };
            cursor = r.seq + 1;
            self.record(&r);
        }
    }

    fn record(&self, r: &Recorded) {
        let mut t = self.track.lock().unwrap();
        *t.routes.entry(route_of(r)).or_insert(0) += 1;
        if !r.ok() {
            t.problems.push(format!(
                "{} {} answered {}: {:?}",
                r.method, r.path, r.status, r.response
            ));
            return;
        }
        let segs: Vec<&str> = r.path.split('/').filter(|s| !s.is_empty()).collect();
        if r.is("POST", "/channels/*/messages") {
            let channel: u64 = segs[1].parse().unwrap_or(0);
            let Some(&g) = self.thread_game.get(&channel) else {
                t.problems.push(format!(
                    "post outside the games' threads: {} {:?}",
                    r.path,
                    r.content()
                ));
                return;
            };
            let content = r.content().unwrap_or_default();
            let Some(ply) = announced_ply(content).filter(|p| (1..=SEQUENCE.len()).contains(p))
            else {
                t.problems
                    .push(format!("game {g}: unexpected post {content:?}"));
                return;
            };
            let png_ok = r.files.len() == 1
                && r.files[0].filename.ends_with(".png")
                && r.files[0].data.starts_with(b"\x89PNG\r\n\x1a\n");
            if !png_ok {
                t.problems
                    .push(format!("game {g} ply {ply}: the post has no PNG board"));
            }
            let m = &mut t.moves[g][ply - 1];
            if m.post.is_some() {
                t.doubled_posts += 1;
                t.problems.push(format!("game {g}: ply {ply} posted twice"));
                return;
            }
            if m.sent.is_none() {
                t.problems
                    .push(format!("game {g}: ply {ply} posted but never sent"));
                return;
            }
            m.post = Some(r.at);
            let _ = self.announce[g].send(ply);
        } else if r.is("POST", "/interactions/*/*/callback") {
            let Some(&(g, p)) = segs[1].parse().ok().and_then(|id: u64| t.by_id.get(&id)) else {
                t.problems
                    .push(format!("callback to an unknown interaction: {}", r.path));
                return;
            };
            let ok = r.callback_type() == Some(5) && r.ephemeral();
            if !ok {
                t.problems.push(format!(
                    "game {g} ply {}: answered with type {:?}: {:?}",
                    p + 1,
                    r.callback_type(),
                    r.content()
                ));
            }
            let m = &mut t.moves[g][p];
            if m.ack.is_some() {
                t.doubled_acks += 1;
                return;
            }
            m.ack = Some(r.at);
            m.ack_ok = ok;
        } else if r.is("POST", "/webhooks/*/*") {
            let Some(&(g, p)) = id_in_token(segs[2]).and_then(|id| t.by_id.get(&id)) else {
                t.problems
                    .push(format!("follow-up to an unknown interaction: {}", r.path));
                return;
            };
            let content = r.content().unwrap_or_default().to_string();
            // "Played R-3h (2h3h) in game #1.": the reader's notation, the canonical move.
            if !(content.starts_with("Played ") && content.contains(&format!("({})", SEQUENCE[p])))
            {
                t.problems
                    .push(format!("game {g} ply {}: follow-up {content:?}", p + 1));
            }
            let m = &mut t.moves[g][p];
            if m.follow.is_some() {
                t.doubled_follows += 1;
                return;
            }
            m.follow = Some(r.at);
        }
    }

    /// One game's two players: each move waits for a permit (if any), is sent, and waits for
    /// the bot's post of it in the thread.
    async fn play(
        self: Arc<Self>,
        g: usize,
        mut announced: mpsc::UnboundedReceiver<usize>,
        permits: Option<Arc<Semaphore>>,
        give_back: bool,
    ) {
        let black = FIRST_USER + 2 * g as u64;
        for (p, text) in SEQUENCE.iter().enumerate() {
            let permit = match &permits {
                Some(s) => Some(s.clone().acquire_owned().await.expect("semaphore open")),
                None => None,
            };
            let user = black + (p % 2) as u64;
            let i = self
                .fake
                .slash_command(user, self.threads[g], "move", json!({ "move": text }));
            let id: u64 = i["id"].as_str().unwrap().parse().unwrap();
            {
                let mut t = self.track.lock().unwrap();
                t.by_id.insert(id, (g, p));
                let m = &mut t.moves[g][p];
                m.interaction = id;
                m.sent = Some(Instant::now());
            }
            self.fake.dispatch_interaction(i).await;
            let seen = tokio::time::timeout(MOVE_TIMEOUT, async {
                while let Some(ply) = announced.recv().await {
                    if ply == p + 1 {
                        return true;
                    }
                }
                false
            })
            .await;
            match permit {
                Some(permit) if !give_back => permit.forget(),
                _ => {}
            }
            if seen != Ok(true) {
                eprintln!("game {g}: move {} ({text}) was not posted", p + 1);
                self.lost.fetch_add(SEQUENCE.len() - p, Ordering::SeqCst);
                return;
            }
        }
    }
}

/// The canonical texts of [`SEQUENCE`] as the service stores them.
fn expected_canonical() -> Vec<String> {
    let variant = Variant::from_id(VARIANT).expect("variant");
    let mut h = History::new(Position::start(variant));
    let mut out = Vec::new();
    for text in SEQUENCE {
        let mv = parse_move(h.position(), text).expect("legal move");
        out.push(to_canonical(h.position().game(), mv));
        assert!(
            h.play(mv).expect("playable").is_none(),
            "the game ends at {text}"
        );
    }
    out
}

/// The bot in this process on `db`, connected and its commands registered.
async fn start_task(
    fake: &FakeDiscord,
    db: &str,
    clock: &Arc<ManualClock>,
) -> tokio::task::JoinHandle<anyhow::Result<()>> {
    let before_identify = fake.gateway_stats().identifies;
    let since = fake.request_count();
    let bot = tokio::spawn(seireigi::bot::run(BotOptions {
        token: "bench-token".into(),
        database_url: db.to_string(),
        guild_id: Some(GUILD_ID),
        base_url: Some(fake.base_url()),
        shards: None,
        test_ca: None,
        clock: clock.clone(),
        tick_every: Duration::from_secs(60),
        lease: seireigi::service::DEFAULT_LEASE,
        engine: seireigi::bot::EngineConfig::default(),
        warm_images: true,
        web: None,
    }));
    assert!(
        fake.wait_gateway(Duration::from_secs(30), |s| s.identifies > before_identify
            && s.session_live)
            .await,
        "the bot did not connect"
    );
    fake.wait_for_after(
        since,
        |r| r.is("PUT", "/applications/*/guilds/*/commands"),
        Duration::from_secs(30),
    )
    .await
    .expect("the bot registered its commands");
    bot
}

async fn run_phase(phase: &Phase) -> PhaseResult {
    let n = phase.games;
    println!(
        "\n== {} : {} games x {} plies, {:?}, on {}, {}",
        phase.name,
        n,
        SEQUENCE.len(),
        phase.mode,
        if on_postgres() {
            "PostgreSQL"
        } else {
            "a SQLite file"
        },
        match phase.processes {
            0 => "the bot in this process".to_string(),
            p => format!("{p} bot process(es), {} shards", processes::SHARDS),
        }
    );

    // ---- setup (untimed) ----
    let setup_start = Instant::now();
    let fake = Arc::new(match phase.processes {
        0 => FakeDiscord::start().await,
        _ => processes::fake().await,
    });
    for u in 0..2 * n as u64 {
        fake.add_user(FIRST_USER + u, &format!("player{u}"));
    }
    let http = HttpBuilder::new("setup-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let dir = TempDir::new(&phase.name);
    let pg = if on_postgres() {
        let schema = PgSchema::create(&phase.name).await;
        Some(schema.unwrap_or_else(|e| panic!("BOT_LOAD_DATABASE=postgres: {e}")))
    } else {
        None
    };
    let db = match &pg {
        Some(schema) => schema.url(),
        None => dir.0.join("bot.db").to_string_lossy().into_owned(),
    };
    // The child processes play by the system clock, so their games start now.
    let clock = Arc::new(ManualClock::new(match phase.processes {
        0 => T0,
        _ => processes::now(),
    }));
    let store = Store::open(&db).await.expect("open the database");
    let service = GameService::new(store.clone(), clock.clone());
    let mut threads = Vec::with_capacity(n);
    let mut game_ids = Vec::with_capacity(n);
    for g in 0..n as u64 {
        let (black, white) = (UserId(FIRST_USER + 2 * g), UserId(FIRST_USER + 2 * g + 1));
        let (challenge, _) = service
            .challenge(NewChallenge {
                challenger: black,
                opponent: Some(white),
                variant: VARIANT.into(),
                days_per_move: Some(3),
                color: ColorChoice::Black,
                position: None,
            })
            .await
            .expect("challenge");
        let game = service
            .accept(challenge.id, white)
            .await
            .expect("accept")
            .0
            .id;
        let (guild, channel) = match phase.processes {
            0 => (GUILD_ID, CHANNEL_ID),
            _ => processes::guilds()[g as usize % 2],
        };
        let thread = ChannelId::new(channel)
            .create_thread(
                &http,
                CreateThread::new(format!("game {} (load)", game.0))
                    .kind(ChannelType::PublicThread),
            )
            .await
            .expect("thread on the fake")
            .id
            .get();
        service
            .set_game_thread(game, Some(guild), channel, Some(thread), None)
            .await
            .expect("set_game_thread");
        threads.push(thread);
        game_ids.push(game);
    }
    drop(service);
    store.close().await;

    set_log(phase.log);
    let bot = match phase.processes {
        0 => Bot::Task(start_task(&fake, &db, &clock).await),
        p => Bot::Processes(processes::Bots::start(&fake, &db, p, &dir.0).await),
    };
    // Let the scheduler's first round (pending notifications) pass.
    tokio::time::sleep(Duration::from_millis(300)).await;
    println!("  setup {:.1} s", setup_start.elapsed().as_secs_f64());

    // ---- timed phase ----
    let mut senders = Vec::with_capacity(n);
    let mut receivers = Vec::with_capacity(n);
    for _ in 0..n {
        let (tx, rx) = mpsc::unbounded_channel();
        senders.push(tx);
        receivers.push(rx);
    }
    let run = Arc::new(Run {
        fake: fake.clone(),
        thread_game: threads.iter().enumerate().map(|(g, &t)| (t, g)).collect(),
        threads: threads.clone(),
        track: Mutex::new(Tracking {
            moves: vec![vec![MoveRec::default(); SEQUENCE.len()]; n],
            ..Default::default()
        }),
        announce: senders,
        lost: AtomicUsize::new(0),
    });
    let stop = Arc::new(AtomicBool::new(false));
    let collector = tokio::spawn(run.clone().collect(fake.request_count(), stop.clone()));

    let (permits, give_back) = match phase.mode {
        Mode::Closed(c) if c >= n => (None, false),
        Mode::Closed(c) => (Some(Arc::new(Semaphore::new(c))), true),
        Mode::Open { .. } => (Some(Arc::new(Semaphore::new(0))), false),
    };
    let total = n * SEQUENCE.len();
    let bot_cpu = || match &bot {
        Bot::Task(_) => cpu_seconds().0,
        Bot::Processes(p) => p.cpu_seconds(),
    };
    let (cpu0, threads0) = cpu_seconds();
    let bot_cpu0 = bot_cpu();
    let start = Instant::now();
    let players: Vec<_> = receivers
        .into_iter()
        .enumerate()
        .map(|(g, rx)| tokio::spawn(run.clone().play(g, rx, permits.clone(), give_back)))
        .collect();
    // The pacer of an open loop: one permit per arrival; permits left over mean no game was
    // ready to move when one was due (the players are the bottleneck, not the bot).
    let backlog = Arc::new(AtomicUsize::new(0));
    let pacer = if let (Mode::Open { rate, poisson }, Some(sem)) = (phase.mode, permits.clone()) {
        let backlog = backlog.clone();
        Some(tokio::spawn(async move {
            let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
            let mut at = tokio::time::Instant::now();
            for _ in 0..total {
                let gap = if poisson {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    let u = ((rng >> 11) as f64 + 1.0) / (1u64 << 53) as f64;
                    -u.ln() / rate
                } else {
                    1.0 / rate
                };
                at += Duration::from_secs_f64(gap);
                tokio::time::sleep_until(at).await;
                let waiting = sem.available_permits();
                backlog.fetch_max(waiting + 1, Ordering::SeqCst);
                sem.add_permits(1);
            }
        }))
    } else {
        None
    };
    for p in players {
        p.await.expect("player task");
    }
    let posted_at = {
        let t = run.track.lock().unwrap();
        t.moves.iter().flatten().filter_map(|m| m.post).max()
    };
    let wall = posted_at.map_or(start.elapsed(), |p| p.duration_since(start));
    let (cpu1, mut threads1) = cpu_seconds();
    let bot_cpu1 = bot_cpu();
    if let Bot::Processes(_) = &bot {
        // The bench's own threads are the fake and the players; the bot is elsewhere.
        threads1 = BTreeMap::from([(
            "this process (the fake, the players)".to_string(),
            cpu1 - cpu0,
        )]);
        threads1.insert("the bot processes".to_string(), bot_cpu1 - bot_cpu0);
    }
    if let Some(p) = pacer {
        p.abort();
    }
    // The last follow-ups come after the last posts.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let missing = {
            let t = run.track.lock().unwrap();
            t.moves
                .iter()
                .flatten()
                .filter(|m| m.sent.is_some() && (m.follow.is_none() || m.ack.is_none()))
                .count()
        };
        if missing == 0 || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, Ordering::SeqCst);
    collector.await.expect("collector");
    match bot {
        Bot::Task(task) => {
            task.abort();
            let _ = task.await;
        }
        Bot::Processes(children) => drop(children),
    }
    // The bot's shard runner stops shortly after (its manager is shut down on drop): keep the
    // fake up meanwhile, so that it does not try to reconnect to a closed port.
    tokio::time::sleep(Duration::from_millis(500)).await;
    set_log(None);

    // ---- checks ----
    let t = std::mem::take(&mut *run.track.lock().unwrap());
    let mut problems = t.problems.clone();
    let mut post_lat = Vec::new();
    let mut ack_lat = Vec::new();
    let mut follow_lat = Vec::new();
    let mut sent = 0;
    let mut posted = 0;
    let mut late_acks = 0;
    for (g, moves) in t.moves.iter().enumerate() {
        for (p, m) in moves.iter().enumerate() {
            let Some(s) = m.sent else { continue };
            sent += 1;
            match m.post {
                Some(at) => {
                    posted += 1;
                    post_lat.push(at.duration_since(s));
                }
                None => problems.push(format!("game {g} ply {}: never posted", p + 1)),
            }
            match m.ack {
                Some(at) => {
                    let d = at.duration_since(s);
                    if d > ACK_DEADLINE {
                        late_acks += 1;
                    }
                    ack_lat.push(d);
                }
                None => problems.push(format!("game {g} ply {}: never acknowledged", p + 1)),
            }
            match m.follow {
                Some(at) => follow_lat.push(at.duration_since(s)),
                None => problems.push(format!("game {g} ply {}: no follow-up", p + 1)),
            }
        }
    }
    let lost = run.lost.load(Ordering::SeqCst);
    if sent != total {
        problems.push(format!("{} of {total} moves were never sent", total - sent));
    }
    let routes = t.routes.clone();
    let doubled = (t.doubled_posts, t.doubled_acks, t.doubled_follows);

    let db_ok = verify_db(&db, &game_ids, &clock, &mut problems).await;
    if let Some(schema) = pg {
        schema.drop_schema().await;
    }
    let mut thread_cpu: Vec<(String, f64)> = threads1
        .iter()
        .map(|(k, v)| (k.clone(), v - threads0.get(k).copied().unwrap_or(0.0)))
        .filter(|(_, v)| *v > 0.05)
        .collect();
    thread_cpu.sort_by(|a, b| b.1.total_cmp(&a.1));
    println!(
        "  doubled on the fake: posts {} acks {} follow-ups {}",
        doubled.0, doubled.1, doubled.2
    );
    PhaseResult {
        name: phase.name.clone(),
        games: n,
        sent,
        posted,
        lost,
        wall,
        cpu: bot_cpu1 - bot_cpu0,
        post_lat,
        ack_lat,
        follow_lat,
        offered_rate: match phase.mode {
            Mode::Open { rate, .. } => Some(rate),
            Mode::Closed(_) => None,
        },
        backlog_max: backlog.load(Ordering::SeqCst),
        late_acks,
        thread_cpu,
        routes,
        problems,
        db_ok,
    }
}

/// Reads the database back: each game holds exactly the moves sent, in order, and nothing else.
async fn verify_db(
    db: &str,
    games: &[GameId],
    clock: &Arc<ManualClock>,
    problems: &mut Vec<String>,
) -> bool {
    let before = problems.len();
    let expected = expected_canonical();
    let store = Store::open(db).await.expect("reopen the database");
    let select = "SELECT game_id, ply, move FROM moves ORDER BY game_id, ply";
    let rows: Vec<(i64, i64, String)> = match (store.sqlite_pool(), store.postgres_pool()) {
        (Some(pool), _) => sqlx::query_as(select).fetch_all(pool).await,
        (None, Some(pool)) => sqlx::query_as(select).fetch_all(pool).await,
        (None, None) => unreachable!("a store is SQLite or PostgreSQL"),
    }
    .expect("read moves");
    let mut by_game: HashMap<i64, Vec<(i64, String)>> = HashMap::new();
    for (g, ply, mv) in rows {
        by_game.entry(g).or_default().push((ply, mv));
    }
    let want: Vec<(i64, String)> = expected
        .iter()
        .enumerate()
        .map(|(i, m)| (i as i64 + 1, m.clone()))
        .collect();
    let service = GameService::new(store.clone(), clock.clone());
    for game in games {
        let got = by_game.remove(&game.0).unwrap_or_default();
        if got != want {
            problems.push(format!(
                "game {}: stored moves {got:?}, sent {want:?}",
                game.0
            ));
            continue;
        }
        match service.game_history(*game).await {
            Ok((info, h)) => {
                if info.ply as usize != SEQUENCE.len()
                    || h.moves().len() != SEQUENCE.len()
                    || info.outcome.is_some()
                {
                    problems.push(format!(
                        "game {}: ply {} / {} moves replayed / outcome {:?}",
                        game.0,
                        info.ply,
                        h.moves().len(),
                        info.outcome
                    ));
                }
            }
            Err(e) => problems.push(format!("game {}: {e}", game.0)),
        }
    }
    for (g, moves) in by_game {
        problems.push(format!(
            "moves stored for a game not played: {g}: {moves:?}"
        ));
    }
    store.close().await;
    problems.len() == before
}

fn report(r: &PhaseResult) {
    println!(
        "  moves sent {}  posted {}  lost {}  in {:.2} s  =>  {:.1} moves/s",
        r.sent,
        r.posted,
        r.lost,
        r.wall.as_secs_f64(),
        r.rate()
    );
    if let Some(rate) = r.offered_rate {
        println!(
            "  offered {rate:.1} moves/s; most arrivals due at once with no game ready: {}",
            r.backlog_max
        );
    }
    println!(
        "  CPU {:.1} s over {:.1} s = {:.2} cores ({:.1} ms CPU per move)",
        r.cpu,
        r.wall.as_secs_f64(),
        r.cpu / r.wall.as_secs_f64(),
        r.cpu * 1000.0 / r.posted.max(1) as f64
    );
    let threads: Vec<String> = r
        .thread_cpu
        .iter()
        .map(|(k, v)| format!("{k} {v:.1} s"))
        .collect();
    println!("  CPU by live thread: {}", threads.join(", "));
    println!(
        "{}",
        latency_line("interaction -> thread post", &r.post_lat)
    );
    println!("{}", latency_line("interaction -> defer ack", &r.ack_lat));
    if r.late_acks > 0 {
        println!(
            "  WARNING: {} moves acknowledged after Discord's 3 s (the user would see \"The application did not respond\"; the move is stored)",
            r.late_acks
        );
    }
    println!(
        "{}",
        latency_line("interaction -> follow-up", &r.follow_lat)
    );
    let per_move: Vec<String> = r
        .routes
        .iter()
        .map(|(k, v)| format!("{k}: {:.2}", *v as f64 / r.sent.max(1) as f64))
        .collect();
    println!("  REST requests per move: {}", per_move.join("; "));
    println!(
        "  database: {}",
        if r.db_ok {
            "every game holds exactly the moves sent, in order"
        } else {
            "MISMATCH"
        }
    );
    if r.problems.is_empty() {
        println!("  problems: none");
    } else {
        println!("  problems ({}):", r.problems.len());
        for p in r.problems.iter().take(20) {
            println!("    {p}");
        }
    }
}

#[tokio::main]
async fn main() {
    let (filter, handle) = reload::Layer::new(base_filter());
    let _ = FILTER.set(handle);
    let writer = || -> Box<dyn std::io::Write> {
        if SINK.load(Ordering::SeqCst) {
            Box::new(std::io::sink())
        } else {
            Box::new(std::io::stderr())
        }
    };
    let _ = tracing_subscriber::registry()
        .with(filter)
        .with(tracing_subscriber::fmt::layer().with_writer(writer))
        .try_init();
    let log_games = env_usize("BOT_LOAD_LOG_GAMES", 50).max(1);
    let games = env_usize("BOT_LOAD_GAMES", 200).max(1);
    let serial_games = env_usize("BOT_LOAD_SERIAL_GAMES", 20).max(1);
    let phases = std::env::var("BOT_LOAD_PHASES")
        .unwrap_or("serial,saturation,paced,log-default,log-info".into());
    let poisson = std::env::var("BOT_LOAD_ARRIVALS").map_or(true, |v| v != "uniform");
    let fixed_rate: Option<f64> = std::env::var("BOT_LOAD_RATE")
        .ok()
        .and_then(|v| v.parse().ok());
    let fractions: Vec<f64> = std::env::var("BOT_LOAD_RATE_FRACTIONS")
        .unwrap_or("0.5".into())
        .split(',')
        .filter_map(|f| f.trim().parse().ok())
        .collect();
    println!(
        "bot_load: {} cores, {games} games, sequence {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        SEQUENCE.join(" ")
    );
    let mut results = Vec::new();
    let mut pickers = Vec::new();
    let mut picker_ok = true;
    let mut saturation_rate = None;
    for name in phases.split(',').map(str::trim) {
        match name {
            "serial" => {
                let r = run_phase(&Phase {
                    name: "serial".into(),
                    games: serial_games,
                    mode: Mode::Closed(1),
                    log: None,
                    processes: 0,
                })
                .await;
                report(&r);
                results.push(r);
            }
            "saturation" => {
                let r = run_phase(&Phase {
                    name: "saturation".into(),
                    games,
                    mode: Mode::Closed(usize::MAX),
                    log: None,
                    processes: 0,
                })
                .await;
                report(&r);
                saturation_rate = Some(r.rate());
                results.push(r);
            }
            "paced" => {
                let rates: Vec<(String, f64)> = match (fixed_rate, saturation_rate) {
                    (Some(rate), _) => vec![(format!("paced {rate:.0}/s"), rate)],
                    (None, Some(sat)) => fractions
                        .iter()
                        .map(|f| (format!("paced {:.0}%", f * 100.0), f * sat))
                        .collect(),
                    (None, None) => vec![("paced 30/s".into(), 30.0)],
                };
                for (label, rate) in rates {
                    let r = run_phase(&Phase {
                        name: label,
                        games,
                        mode: Mode::Open { rate, poisson },
                        log: None,
                        processes: 0,
                    })
                    .await;
                    report(&r);
                    results.push(r);
                }
            }
            "log-default" | "log-info" | "log-info-raw" => {
                let log: fn() -> EnvFilter = match name {
                    "log-default" => || seireigi::cli::serve::log_filter(None),
                    "log-info" => || seireigi::cli::serve::log_filter(Some("info")),
                    _ => || EnvFilter::new("info"),
                };
                let r = run_phase(&Phase {
                    name: name.into(),
                    games: log_games,
                    mode: Mode::Closed(usize::MAX),
                    log: Some(log),
                    processes: 0,
                })
                .await;
                report(&r);
                results.push(r);
            }
            "processes-1" | "processes-2" => {
                // Saturation, then paced at the fractions of that rate (or BOT_LOAD_RATE).
                let processes = if name == "processes-1" { 1 } else { 2 };
                let r = run_phase(&Phase {
                    name: name.into(),
                    games,
                    mode: Mode::Closed(usize::MAX),
                    log: None,
                    processes,
                })
                .await;
                report(&r);
                let rates: Vec<f64> = match fixed_rate {
                    Some(rate) => vec![rate],
                    None => fractions.iter().map(|f| f * r.rate()).collect(),
                };
                results.push(r);
                for rate in rates {
                    let r = run_phase(&Phase {
                        name: format!("{name} {rate:.0}/s"),
                        games,
                        mode: Mode::Open { rate, poisson },
                        log: None,
                        processes,
                    })
                    .await;
                    report(&r);
                    results.push(r);
                }
            }
            "picker" | "picker-think" => {
                let r = picker::run(
                    name,
                    env_usize("BOT_LOAD_PICKER_PLAYERS", 20).max(1),
                    env_usize("BOT_LOAD_PICKER_ROUNDS", 5).max(1),
                    name == "picker-think",
                )
                .await;
                r.report();
                picker_ok &= r.problems.is_empty();
                pickers.push(r);
            }
            "" => {}
            other => eprintln!(
                "unknown phase {other:?} (serial, saturation, paced, log-default, log-info, log-info-raw, processes-1, processes-2, picker, picker-think)"
            ),
        }
    }
    println!("\n== summary (latency: interaction dispatched -> thread post with the PNG received)");
    println!(
        "  {:<20} {:>6} {:>7} {:>9} {:>8} {:>8} {:>8} {:>8} {:>6} {:>6} {:>5}",
        "phase",
        "games",
        "moves",
        "moves/s",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "max ms",
        "cores",
        "ack>3s",
        "ok"
    );
    let mut all_ok = picker_ok;
    if !pickers.is_empty() {
        println!("  picker steps (interaction dispatched -> answer with the preview received):");
        for r in &pickers {
            r.report();
        }
    }
    for r in &results {
        let mut s = r.post_lat.clone();
        s.sort();
        let ok = r.problems.is_empty() && r.db_ok && r.lost == 0;
        all_ok &= ok;
        println!(
            "  {:<20} {:>6} {:>7} {:>9.1} {:>8} {:>8} {:>8} {:>8} {:>6.2} {:>6} {:>5}",
            r.name,
            r.games,
            r.posted,
            r.rate(),
            ms(percentile(&s, 0.5)),
            ms(percentile(&s, 0.9)),
            ms(percentile(&s, 0.99)),
            ms(s.last().copied().unwrap_or_default()),
            r.cpu / r.wall.as_secs_f64(),
            r.late_acks,
            if ok { "yes" } else { "NO" }
        );
    }
    if !all_ok {
        std::process::exit(1);
    }
}
