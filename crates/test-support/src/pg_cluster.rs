//! A throwaway PostgreSQL cluster of a test's own (`initdb` and `pg_ctl` on a free port, in
//! a folder removed at the end), for tests that stop and start the server: the shared server
//! of [`crate::backend`] must never be stopped.
//!
//! The programs are those of `SEIREIGI_PG_BIN`, else the newest
//! `/usr/lib/postgresql/*/bin` (Debian's layout). PostgreSQL refuses to run as root, so as
//! root they run as the `postgres` user (`su postgres -c ...`). Without them the test says so
//! on the terminal ("PostgreSQL outage tests NOT run: ...") and passes, unless
//! `SEIREIGI_REQUIRE_POSTGRES=1` (CI), which makes it fail.

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

pub struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    pub port: u16,
    as_postgres: bool,
    /// Whether [`Cluster::freeze`] stopped it (and dropping it must let it go on first).
    frozen: std::sync::atomic::AtomicBool,
}

impl Cluster {
    /// A new cluster, started; `None` (said on the terminal) when PostgreSQL's programs are
    /// missing or the cluster cannot be made.
    pub fn start(tag: &str) -> Option<Cluster> {
        match Cluster::make(tag) {
            Ok(c) => Some(c),
            Err(why) => {
                let required = std::env::var("SEIREIGI_REQUIRE_POSTGRES").is_ok_and(|v| v == "1");
                assert!(!required, "SEIREIGI_REQUIRE_POSTGRES=1 but {why}");
                let _ = writeln!(
                    std::io::stderr(),
                    "PostgreSQL outage tests NOT run: {why} (install PostgreSQL's server \
                     programs, or set SEIREIGI_PG_BIN to the folder of initdb and pg_ctl)"
                );
                None
            }
        }
    }

    fn make(tag: &str) -> Result<Cluster, String> {
        let bin = programs().ok_or("no initdb and pg_ctl in /usr/lib/postgresql/*/bin")?;
        let as_postgres = is_root();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        // Under /tmp, not the target folder: the postgres user must reach it.
        let dir = PathBuf::from(format!(
            "/tmp/seireigi-pg-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        let port = free_port().ok_or("no free port")?;
        let cluster = Cluster {
            bin,
            dir,
            port,
            as_postgres,
            frozen: Default::default(),
        };
        if as_postgres {
            let chown = Command::new("chown")
                .args(["postgres:postgres", &cluster.dir.to_string_lossy()])
                .status();
            if !chown.is_ok_and(|s| s.success()) {
                return Err("cannot give the cluster's folder to the postgres user".into());
            }
        }
        let data = cluster.data();
        cluster.run(&format!(
            "{}/initdb -D {data} -U postgres -A trust --no-sync -E UTF8",
            cluster.bin.display()
        ))?;
        cluster.start_again()?;
        Ok(cluster)
    }

    /// The URL of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    fn data(&self) -> String {
        self.dir.join("data").to_string_lossy().into_owned()
    }

    /// Starts the server (again) and waits until it accepts connections.
    pub fn start_again(&self) -> Result<(), String> {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
            self.port,
            self.dir.display()
        );
        self.run(&format!(
            "{}/pg_ctl -D {} -o '{options}' -l {}/server.log -w -t 30 start",
            self.bin.display(),
            self.data(),
            self.dir.display()
        ))
    }

    /// Stops the server as an operator would (`pg_ctl stop -m fast`: sessions are ended,
    /// their transactions rolled back) and waits until it is down.
    pub fn stop(&self) -> Result<(), String> {
        self.run(&format!(
            "{}/pg_ctl -D {} -m fast -w -t 30 stop",
            self.bin.display(),
            self.data()
        ))
    }

    /// Freezes the server as a hung machine would: SIGSTOP to it and to every process it
    /// started, so that connections are still accepted by the kernel but nothing is
    /// answered. [`Cluster::thaw`] lets it go on.
    pub fn freeze(&self) -> Result<(), String> {
        self.frozen.store(true, std::sync::atomic::Ordering::SeqCst);
        self.signal("-STOP")
    }

    /// Lets a frozen server go on (SIGCONT).
    pub fn thaw(&self) -> Result<(), String> {
        self.frozen
            .store(false, std::sync::atomic::Ordering::SeqCst);
        self.signal("-CONT")
    }

    /// Sends `signal` to the server's main process (the first line of `postmaster.pid`) and
    /// its children (read from /proc).
    fn signal(&self, signal: &str) -> Result<(), String> {
        let pid_file = self.dir.join("data/postmaster.pid");
        let main = std::fs::read_to_string(&pid_file)
            .map_err(|e| format!("cannot read {}: {e}", pid_file.display()))?
            .lines()
            .next()
            .and_then(|l| l.trim().parse::<u32>().ok())
            .ok_or("no process id in postmaster.pid")?;
        let mut pids = vec![main.to_string()];
        for entry in std::fs::read_dir("/proc")
            .map_err(|e| e.to_string())?
            .flatten()
        {
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            // "pid (name) state ppid ...": the name may hold spaces, not a closing parenthesis
            // followed by one.
            let ppid = stat
                .rsplit_once(") ")
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|p| p.parse::<u32>().ok());
            if ppid == Some(main) {
                pids.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
        let status = Command::new("kill")
            .arg(signal)
            .args(&pids)
            .status()
            .map_err(|e| format!("cannot run kill: {e}"))?;
        if status.success() {
            Ok(())
        } else {
            Err(format!("kill {signal} {pids:?} failed"))
        }
    }

    fn run(&self, command: &str) -> Result<(), String> {
        let out = if self.as_postgres {
            Command::new("su")
                .args(["postgres", "-c", command])
                .output()
        } else {
            Command::new("sh").args(["-c", command]).output()
        }
        .map_err(|e| format!("cannot run {command}: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{command} failed: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if self.frozen.load(std::sync::atomic::Ordering::SeqCst) {
            let _ = self.thaw();
        }
        let _ = self.run(&format!(
            "{}/pg_ctl -D {} -m immediate -w stop",
            self.bin.display(),
            self.data()
        ));
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The folder of `initdb` and `pg_ctl`.
fn programs() -> Option<PathBuf> {
    if let Ok(dir) = std::env::var("SEIREIGI_PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let version = e.file_name().to_string_lossy().parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            let usable = bin.join("initdb").exists() && bin.join("pg_ctl").exists();
            usable.then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, bin)| bin)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A port nothing listens on now (the kernel's choice, let go at once).
fn free_port() -> Option<u16> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").ok()?;
    listener.local_addr().ok().map(|a| a.port())
}
