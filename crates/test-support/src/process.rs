//! Programs the tests run: one run to its end with arguments and a standard input, as the
//! command-line tests run the `seireigi` binary; and `seireigi serve` as a child process
//! against the fake Discord, as an operator runs it.

use crate::fake_discord::FakeDiscord;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// Runs `program` with `args`, feeds it `input` and waits for it to end; its output. A
/// program that exits before reading its input (a refusal at start) is no failure: the
/// broken pipe is ignored.
pub fn run_to_end(program: &str, args: &[&str], input: &[u8]) -> Output {
    run_to_end_with(program, args, input, &[])
}

/// The locale variables the command line reads its language from (docs/i18n.md).
const LANGUAGE_ENV: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// [`run_to_end`] with these environment variables; the language ones are never inherited
/// from the shell that runs the tests (English unless `env` sets one).
pub fn run_to_end_with(program: &str, args: &[&str], input: &[u8], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(program);
    for name in LANGUAGE_ENV {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("start {program}: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("wait for {program}: {e}"))
}

/// Bytes a program wrote, as text (invalid UTF-8 replaced).
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The environment variables of `seireigi serve` a test sets itself or leaves unset, never
/// inherited from the shell that runs the tests.
const SERVE_ENV: [&str; 10] = [
    "DISCORD_GUILD_ID",
    "DISCORD_BASE_URL",
    "DISCORD_PROXY_URL",
    "SEIREIGI_SHARDS",
    "SEIREIGI_TICK_MS",
    "SEIREIGI_GAMES_DIR",
    "SEIREIGI_PUBLIC_URL",
    "SEIREIGI_WEB_ADDR",
    "HTTPS_PROXY",
    "RUST_LOG",
];

/// `seireigi serve` as a child process, its output appended to a log file; killed with
/// SIGKILL when dropped.
pub struct Serve {
    child: Child,
    log: PathBuf,
}

impl Serve {
    /// Starts `binary serve` (the test's `env!("CARGO_BIN_EXE_seireigi")`) on the database
    /// `db`, with `env` as its only settings besides a token and no web board (processes
    /// running side by side would want the same port), its output appended to `log`. Does
    /// not wait for it.
    pub fn spawn(binary: &str, db: &str, log: &Path, env: &[(&str, String)]) -> Serve {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .unwrap_or_else(|e| panic!("log file {}: {e}", log.display()));
        let mut cmd = Command::new(binary);
        cmd.arg("serve")
            .env("DISCORD_TOKEN", "serve-test-token")
            .env("DATABASE_URL", db)
            .stdin(Stdio::null())
            .stdout(file.try_clone().expect("log file"))
            .stderr(file);
        for name in SERVE_ENV {
            cmd.env_remove(name);
        }
        cmd.env("SEIREIGI_WEB_ADDR", "off");
        cmd.envs(env.iter().map(|(k, v)| (k, v)));
        Serve {
            child: cmd.spawn().expect("start seireigi serve"),
            log: log.to_path_buf(),
        }
    }

    /// [`Serve::spawn`] against `fake` in its guild (scheduler ticks of 100 ms, log at
    /// `rust_log`, then `env`), once it is connected and registered its commands.
    pub async fn start(
        binary: &str,
        fake: &FakeDiscord,
        db: &str,
        log: &Path,
        rust_log: &str,
        env: &[(&str, String)],
    ) -> Serve {
        let before = fake.gateway_stats().identifies;
        let since = fake.request_count();
        let mut all = vec![
            (
                "DISCORD_GUILD_ID",
                crate::fake_discord::GUILD_ID.to_string(),
            ),
            ("DISCORD_BASE_URL", fake.base_url()),
            ("SEIREIGI_TICK_MS", "100".to_string()),
            ("RUST_LOG", rust_log.to_string()),
        ];
        all.extend(env.iter().cloned());
        let serve = Serve::spawn(binary, db, log, &all);
        fake.wait_bot_up(before, since, || serve.log_text()).await;
        serve
    }

    /// What it logged so far.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Its process id (for /proc).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Kills it with SIGKILL (no destructor, no flush, no goodbye to Discord) and waits.
    pub fn kill(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        self.stop();
    }
}
