//! An external engine as a child process, for both protocols' clients ([`super::client`],
//! [`super::xboard`]): its output read line by line on a thread of its own (so that a
//! silent engine is a timeout, not a hang), its input written a line at a time, and on
//! drop `quit`, then a kill if it lingers. A hostile or broken engine cannot take the
//! match's memory or time: a line is at most [`MAX_LINE`] bytes, an answer at most
//! [`MAX_LINES`] lines, and the reader waits for the client (a bounded channel) instead of
//! piling up what a flooding engine prints.

use anyhow::{anyhow, bail, Context, Result};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long an engine may take to exit after `quit` before it is killed.
const QUIT_GRACE: Duration = Duration::from_secs(2);

/// The longest line an engine may print, in bytes: USI's longest (an `info` line with a
/// principal variation, an `option` with its choices) are a few hundred.
pub const MAX_LINE: usize = 64 * 1024;

/// The most lines an engine may print after one command before its answer (`info` lines
/// of a long search, options of the handshake).
pub const MAX_LINES: usize = 100_000;

/// Lines read ahead of the client: beyond them the reader waits, and so does the engine.
const READ_AHEAD: usize = 1024;

/// What the reader thread passes on.
enum Output {
    Line(String),
    /// A line longer than [`MAX_LINE`]: the reader stops there.
    TooLong,
}

pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Output>,
    /// Lines read since the last command sent.
    since_send: usize,
    /// The engine's name in messages: the program until the engine says its own.
    pub name: String,
}

/// Reads `stdout` a line at a time, each at most [`MAX_LINE`] bytes, and passes the lines
/// on until the engine's output ends, a line is too long, or nobody listens any more.
fn read_lines(stdout: impl Read, tx: std::sync::mpsc::SyncSender<Output>) {
    let mut reader = BufReader::new(stdout);
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = (&mut reader)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line);
        match read {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        if line.last() != Some(&b'\n') && line.len() > MAX_LINE {
            let _ = tx.send(Output::TooLong);
            return;
        }
        // Lossy: one stray byte must not end the conversation.
        let text = String::from_utf8_lossy(&line).trim().to_string();
        if tx.send(Output::Line(text)).is_err() {
            return;
        }
    }
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
        let (tx, lines) = sync_channel(READ_AHEAD);
        std::thread::spawn(move || read_lines(stdout, tx));
        Ok(EngineProcess {
            child,
            stdin,
            lines,
            since_send: 0,
            name: program.to_string(),
        })
    }

    pub fn send(&mut self, text: &str) -> Result<()> {
        self.since_send = 0;
        writeln!(self.stdin, "{text}")
            .and_then(|_| self.stdin.flush())
            .with_context(|| format!("{} stopped listening", self.name))
    }

    /// The next line the engine prints before `deadline`; `waiting_for` names what was
    /// expected, for the error. An engine that printed [`MAX_LINES`] lines since the last
    /// command, or a line longer than [`MAX_LINE`], or that stopped, is an error too.
    pub fn line_by(&mut self, deadline: Instant, waiting_for: &str) -> Result<String> {
        if self.since_send >= MAX_LINES {
            bail!(
                "{} printed {MAX_LINES} lines without giving its {waiting_for}",
                self.name
            );
        }
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(Output::Line(line)) => {
                self.since_send += 1;
                Ok(line)
            }
            Ok(Output::TooLong) => Err(anyhow!(
                "{} printed a line longer than {MAX_LINE} bytes while its {waiting_for} was awaited",
                self.name
            )),
            Err(RecvTimeoutError::Timeout) => {
                Err(anyhow!("{} gave no {waiting_for} in time", self.name))
            }
            Err(RecvTimeoutError::Disconnected) => Err(anyhow!(
                "{} stopped (its output ended) before giving its {waiting_for}",
                self.name
            )),
        }
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
