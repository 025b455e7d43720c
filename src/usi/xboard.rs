//! An external engine speaking GNU Shogi's XBoard-style protocol (the one xshogi drives),
//! as a player in `seireigi match --a "xboard:/usr/games/gnushogi 1"`.
//!
//! The engine keeps a game of its own, so every turn starts over: `new`, `force`, the
//! game's moves one by one, then `go`, which makes it play the side to move. That costs a
//! few milliseconds a turn and means the two programs can never disagree about the
//! position. But `new` does not reset GNU Shogi's clock, and after some 30 plies it stops
//! answering in time: fine for the shallow `depth=N` games of the tests, wrong for timed
//! matches (README, "Against GNU Shogi"), which need one game kept going in the engine
//! instead. Moves are written as in USI (`7g7f`, `8h2b+`, `B*5e`); its answer is the line
//! `N. ... MOVE TIME`, and the forced moves are echoed as `N. MOVE TIME`.

use super::client::{Answer, EngineSpec};
use crate::rules::notation::{parse_canonical, to_canonical};
use crate::rules::{History, Position};
use anyhow::{anyhow, bail, Context, Result};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// A running engine; told `quit` (and killed if it lingers) when dropped.
pub struct XboardClient {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    pub name: String,
    /// A search depth limit (`;depth=N`), for quick test games; `None`: time only.
    depth: Option<u32>,
}

impl XboardClient {
    /// Starts the program; the first line it prints (`GNU Shogi 1.4.2`) is its name.
    pub fn start(spec: &EngineSpec) -> Result<XboardClient> {
        let mut depth = None;
        for (name, value) in &spec.options {
            match (name.as_str(), value.parse::<u32>()) {
                ("depth", Ok(n)) if (1..=29).contains(&n) => depth = Some(n),
                _ => bail!(
                    "xboard:{}: the one option is depth=1..29; give the time per move as the program's argument",
                    spec.program
                ),
            }
        }
        if spec.go.is_some() {
            bail!(
                "xboard:{}: no go=; give the time per move as the program's argument",
                spec.program
            );
        }
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start engine {:?}", spec.program))?;
        let stdin = child.stdin.take().context("engine stdin")?;
        let stdout = child.stdout.take().context("engine stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).split(b'\n') {
                let Ok(line) = line else { break };
                let text = String::from_utf8_lossy(&line).trim().to_string();
                if tx.send(text).is_err() {
                    break;
                }
            }
        });
        let mut client = XboardClient {
            child,
            stdin,
            lines,
            name: spec.program.clone(),
            depth,
        };
        let first = client
            .lines
            .recv_timeout(Duration::from_secs(20))
            .map_err(|_| anyhow!("{} printed nothing in 20 s", spec.program))?;
        if !first.is_empty() {
            client.name = first;
        }
        // Varied games: without it two deterministic programs play one game over and over.
        client.send("random")?;
        Ok(client)
    }

    fn send(&mut self, text: &str) -> Result<()> {
        writeln!(self.stdin, "{text}")
            .and_then(|_| self.stdin.flush())
            .with_context(|| format!("{} stopped listening", self.name))
    }

    /// The engine's move in the game's current position, within `patience`.
    pub fn best_move(&mut self, history: &History, patience: Duration) -> Result<Answer> {
        let start = history.start();
        if *start != Position::start(start.variant()) || start.variant().id() != "shogi" {
            bail!(
                "{} plays standard shogi from the start position only",
                self.name
            );
        }
        let game = history.position().game();
        self.send("new")?;
        if let Some(depth) = self.depth {
            // Asked for on its own line, as at the prompt.
            self.send("depth")?;
            self.send(&depth.to_string())?;
        }
        self.send("force")?;
        for &mv in history.moves() {
            self.send(&to_canonical(game, mv))?;
        }
        self.send("go")?;
        let deadline = Instant::now() + patience;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .map_err(|_| anyhow!("{} gave no move in {patience:?}", self.name))?;
            if line.starts_with("Illegal move") {
                bail!("{} refused a move of the game: {line}", self.name);
            }
            if line.to_ascii_lowercase().contains("resign") {
                return Ok(Answer::Resign);
            }
            if let Some(text) = answer_move(&line) {
                return parse_canonical(game, text)
                    .map(Answer::Move)
                    .ok_or_else(|| anyhow!("{} answered {line:?}", self.name));
            }
        }
    }
}

/// The move of an answer line `N. ... MOVE TIME` (echoed moves have no `...`). A prompt
/// the engine printed without a newline (`depth = `) may come first on the line.
fn answer_move(line: &str) -> Option<&str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.windows(3).find_map(|w| {
        let number = w[0].strip_suffix('.')?;
        (number.parse::<u32>().is_ok() && w[1] == "...").then_some(w[2])
    })
}

impl Drop for XboardClient {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::answer_move;

    #[test]
    fn answer_lines_read() {
        assert_eq!(answer_move("1. ... 8b4b 298800"), Some("8b4b"));
        assert_eq!(answer_move("12. ... B*3c 300000"), Some("B*3c"));
        assert_eq!(answer_move("1. 7g7f 300000"), None, "an echoed move");
        assert_eq!(answer_move("GNU Shogi 1.4.2"), None);
        assert_eq!(answer_move("x. ... 7g7f"), None);
        assert_eq!(answer_move("depth = 1. ... 7g7f 300000"), Some("7g7f"));
        assert_eq!(answer_move("depth = 1. 7g7f 300000"), None);
        assert_eq!(answer_move(""), None);
    }
}
