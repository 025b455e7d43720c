//! One phase: a fake Discord, N games in a fresh database with a thread each (untimed), the
//! bot started on it, then the timed part as the phase's mode says, and the checks.

use crate::checks::{self, Tally};
use crate::cpu::cpu_seconds;
use crate::players::{MoveRec, Run, Tracking};
use crate::{on_postgres, processes, set_log, Mode, Phase, FIRST_USER, SEQUENCE, T0, VARIANT};
use seireigi::bot::BotOptions;
use seireigi::service::{ColorChoice, GameId, GameService, ManualClock, NewChallenge, UserId};
use seireigi::store::Store;
use seireigi_test_support::fake_discord::{FakeDiscord, CHANNEL_ID, GUILD_ID};
use seireigi_test_support::pg_schema::PgSchema;
use seireigi_test_support::TempDir;
use serenity::all::{ChannelId, ChannelType, CreateThread, HttpBuilder};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, Semaphore};

/// The bot under load: a task of this process, or child processes.
pub enum Bot {
    Task(tokio::task::JoinHandle<anyhow::Result<()>>),
    Processes(processes::Bots),
}

pub struct PhaseResult {
    pub name: String,
    pub games: usize,
    pub sent: usize,
    pub posted: usize,
    pub lost: usize,
    pub wall: Duration,
    pub cpu: f64,
    pub post_lat: Vec<Duration>,
    pub ack_lat: Vec<Duration>,
    pub follow_lat: Vec<Duration>,
    pub offered_rate: Option<f64>,
    pub backlog_max: usize,
    /// Moves acknowledged after Discord's 3 s: on Discord the user sees "The application did
    /// not respond" although the move is stored (not counted as a failure: no move is lost).
    pub late_acks: usize,
    pub thread_cpu: Vec<(String, f64)>,
    pub routes: BTreeMap<String, usize>,
    pub problems: Vec<String>,
    pub db_ok: bool,
}

impl PhaseResult {
    pub fn rate(&self) -> f64 {
        self.posted as f64 / self.wall.as_secs_f64()
    }
}

/// The bot in this process on `db`, connected and its commands registered.
pub async fn start_task(
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
    fake.wait_bot_up(before_identify, since, String::new).await;
    bot
}

pub async fn run_phase(phase: &Phase) -> PhaseResult {
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
    let dir = TempDir::new(&format!("bot-load-{}", phase.name));
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
    let (threads, game_ids) = create_games(phase, &fake, &db, &clock).await;

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
    let Tally {
        sent,
        posted,
        late_acks,
        post_lat,
        ack_lat,
        follow_lat,
        mut problems,
    } = checks::tally(&t);
    let lost = run.lost.load(Ordering::SeqCst);
    if sent != total {
        problems.push(format!("{} of {total} moves were never sent", total - sent));
    }
    let routes = t.routes.clone();
    let doubled = (t.doubled_posts, t.doubled_acks, t.doubled_follows);

    let db_ok = checks::verify_db(&db, &game_ids, &clock, &mut problems).await;
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

/// N games between pairs of players, Black to move, each with a public thread on the fake
/// recorded as the game's thread (through the service, untimed).
async fn create_games(
    phase: &Phase,
    fake: &FakeDiscord,
    db: &str,
    clock: &Arc<ManualClock>,
) -> (Vec<u64>, Vec<GameId>) {
    let n = phase.games;
    let http = HttpBuilder::new("setup-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let store = Store::open(db).await.expect("open the database");
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
    (threads, game_ids)
}
