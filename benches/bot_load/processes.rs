//! The `processes-1` and `processes-2` phases (issue 16): the bot as `seireigi serve` child
//! processes, as an operator runs it (environment variables, its default log filter, the
//! system clock), against a fake Discord that recommends two gateway shards and has a guild
//! on each. `processes-1` is one process running both shards (serenity's autosharding);
//! `processes-2` is two processes, `SEIREIGI_SHARDS=0-0/2` and `1-1/2`, on one database (so
//! meant for `BOT_LOAD_DATABASE=postgres`; on a SQLite file both processes share the file).
//! The games alternate between the two guilds, so each process of two gets half the moves.
//! CPU is the children's (user + system, from /proc): the bot's own cost, without the fake
//! and the players that run in the bench's process.

use seireigi::service::Timestamp;
use seireigi_test_support::fake_discord::{self, FakeDiscord, CHANNEL_ID, GUILD_ID};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Gateway shards the fake recommends in these phases.
pub const SHARDS: u32 = 2;

/// The guild and channel on each shard: the fake's own on its shard, and one more on the
/// other.
pub fn guilds() -> [(u64, u64); 2] {
    let own = ((GUILD_ID >> 22) % u64::from(SHARDS)) as u32;
    let other = FakeDiscord::guild_on_shard(1 - own, SHARDS, 0);
    [(GUILD_ID, CHANNEL_ID), (other, other + 200)]
}

/// A fake Discord with two shards and a guild on each.
pub async fn fake() -> FakeDiscord {
    let fake = FakeDiscord::start_with(fake_discord::Config {
        shards: SHARDS,
        ..Default::default()
    })
    .await;
    let (guild, channel) = guilds()[1];
    fake.add_guild(guild, "second server", channel);
    fake
}

/// Now by the system clock, which the child processes use: the games' clocks start then.
pub fn now() -> Timestamp {
    Timestamp(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0),
    )
}

/// The bot processes of a phase; killed when dropped.
pub struct Bots(Vec<Child>);

impl Bots {
    /// Starts `count` processes of `seireigi serve` on `db` (one with every shard, or one per
    /// shard), one after the other, each waited for until its shards identified and it
    /// registered its commands. Their logs go to `dir`.
    pub async fn start(fake: &FakeDiscord, db: &str, count: usize, dir: &Path) -> Bots {
        let mut children = Vec::new();
        for p in 0..count {
            let before = fake.gateway_stats().identifies;
            let since = fake.request_count();
            let log = std::fs::File::create(dir.join(format!("bot-{p}.log"))).expect("log file");
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_seireigi"));
            cmd.arg("serve")
                .env("DISCORD_TOKEN", "bench-token")
                .env("DATABASE_URL", db)
                .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
                .env("DISCORD_BASE_URL", fake.base_url())
                .env_remove("RUST_LOG")
                .env_remove("SEIREIGI_SHARDS")
                .env_remove("HTTPS_PROXY")
                .stdin(Stdio::null())
                .stdout(log.try_clone().expect("log file"))
                .stderr(log);
            let identifies = if count == 1 {
                SHARDS as usize
            } else {
                cmd.env("SEIREIGI_SHARDS", format!("{p}-{p}/{count}"));
                1
            };
            children.push(cmd.spawn().expect("start seireigi serve"));
            assert!(
                fake.wait_gateway(Duration::from_secs(30), |s| s.identifies
                    >= before + identifies)
                    .await,
                "bot process {p} did not identify its shards (log in {})",
                dir.display()
            );
            fake.wait_for_after(
                since,
                |r| r.is("PUT", "/applications/*/guilds/*/commands"),
                Duration::from_secs(30),
            )
            .await
            .expect("the bot process registered its commands");
        }
        Bots(children)
    }

    /// CPU seconds (user + system) the processes have used so far.
    pub fn cpu_seconds(&self) -> f64 {
        self.0
            .iter()
            .filter_map(|c| std::fs::read_to_string(format!("/proc/{}/stat", c.id())).ok())
            .filter_map(|text| crate::cpu::stat_line(&text).map(|(_, cpu)| cpu))
            .sum()
    }
}

impl Drop for Bots {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}
