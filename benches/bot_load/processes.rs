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
use seireigi_test_support::process::Serve;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

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
pub struct Bots(Vec<Serve>);

impl Bots {
    /// Starts `count` processes of `seireigi serve` on `db` (one with every shard, or one per
    /// shard), one after the other, each waited for until its shards identified and it
    /// registered its commands. Their logs go to `dir`; their log filter is the default one.
    pub async fn start(fake: &FakeDiscord, db: &str, count: usize, dir: &Path) -> Bots {
        let mut children = Vec::new();
        for p in 0..count {
            let before = fake.gateway_stats().identifies;
            let since = fake.request_count();
            let mut env = vec![
                ("DISCORD_GUILD_ID", GUILD_ID.to_string()),
                ("DISCORD_BASE_URL", fake.base_url()),
            ];
            let identifies = if count == 1 {
                SHARDS as usize
            } else {
                env.push(("SEIREIGI_SHARDS", format!("{p}-{p}/{count}")));
                1
            };
            let log = dir.join(format!("bot-{p}.log"));
            let _ = std::fs::remove_file(&log);
            children.push(Serve::spawn(env!("CARGO_BIN_EXE_seireigi"), db, &log, &env));
            // Its shards identified, then its commands registered.
            fake.wait_bot_up(before + identifies - 1, since, || {
                format!("bot process {p} (log in {})", dir.display())
            })
            .await;
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
