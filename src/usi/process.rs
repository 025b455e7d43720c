//! An external engine as a child process, for both protocols' clients ([`super::client`],
//! [`super::xboard`]): its output read line by line on a thread of its own (so that a
//! silent engine is a timeout, not a hang), its input written a line at a time, and on
//! drop `quit`, then a kill if it lingers.

use anyhow::{anyhow, Context, Result};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// How long an engine may take to exit after `quit` before it is killed.
const QUIT_GRACE: Duration = Duration::from_secs(2);

pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The engine's name in messages: the program until the engine says its own.
    pub name: String,
}

impl EngineProcess {
    pub fn start(program: &str, args: &[String]) -> Result<EngineProcess> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start engine {program:?}"))?;
        let stdin = child.stdin.take().context("engine stdin")?;
        let stdout = child.stdout.take().context("engine stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            // Lossy: one stray byte must not end the conversation.
            for line in BufReader::new(stdout).split(b'\n') {
                let Ok(line) = line else { break };
                let text = String::from_utf8_lossy(&line).trim().to_string();
                if tx.send(text).is_err() {
                    break;
                }
            }
        });
        Ok(EngineProcess {
            child,
            stdin,
            lines,
            name: program.to_string(),
        })
    }

    pub fn send(&mut self, text: &str) -> Result<()> {
        writeln!(self.stdin, "{text}")
            .and_then(|_| self.stdin.flush())
            .with_context(|| format!("{} stopped listening", self.name))
    }

    /// The next line the engine prints before `deadline`; `waiting_for` names what was
    /// expected, for the error.
    pub fn line_by(&mut self, deadline: Instant, waiting_for: &str) -> Result<String> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.lines
            .recv_timeout(left)
            .map_err(|_| anyhow!("{} gave no {waiting_for} in time", self.name))
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + QUIT_GRACE;
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
