//! An external USI engine driven as a player (`seireigi match --a "usi:..."`): started as a
//! child process, told the game's moves with `position`, asked with `go`, and its
//! `bestmove` checked against the rules by the caller.

use super::process::EngineProcess;
use crate::rules::notation::parse_canonical;
use crate::rules::usi::position_command;
use crate::rules::{History, Move};
use anyhow::{bail, Result};
use std::time::{Duration, Instant};

/// How long an engine may take to answer `usi` or `isready`.
const HANDSHAKE: Duration = Duration::from_secs(20);

/// An engine as the command line names it: `usi:PROGRAM [ARGS];Name=Value;...;go=nodes 1000`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    pub program: String,
    pub args: Vec<String>,
    /// `setoption` pairs, sent in order after the handshake.
    pub options: Vec<(String, String)>,
    /// What follows `go` (e.g. `nodes 20000`, `movetime 1000`); `None`: the match's time.
    pub go: Option<String>,
}

impl EngineSpec {
    /// Reads the text after `usi:`.
    pub fn parse(text: &str) -> Result<EngineSpec> {
        let mut parts = text.split(';');
        let mut words = parts.next().unwrap_or("").split_whitespace();
        let Some(program) = words.next() else {
            bail!("usi:{text:?}: name the engine's program after usi:");
        };
        let mut spec = EngineSpec {
            program: program.to_string(),
            args: words.map(str::to_string).collect(),
            options: Vec::new(),
            go: None,
        };
        for part in parts.map(str::trim).filter(|p| !p.is_empty()) {
            let Some((name, value)) = part.split_once('=') else {
                bail!("usi:{text:?}: {part:?} is not Name=Value");
            };
            let (name, value) = (name.trim(), value.trim());
            if name == "go" {
                spec.go = Some(value.to_string());
            } else {
                spec.options.push((name.to_string(), value.to_string()));
            }
        }
        Ok(spec)
    }
}

/// What an engine answered to `go`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Move(Move),
    Resign,
    /// `bestmove win`: a declaration the caller must judge.
    Win,
    /// A `bestmove` whose move is not written as a move of this game (the text, at most
    /// 80 characters): it loses the game, as an illegal move does.
    Unreadable(String),
}

/// A running engine; it is told `quit` (and killed if it lingers) when dropped.
pub struct UsiClient {
    process: EngineProcess,
    /// The options the engine announced.
    pub option_names: Vec<String>,
}

impl UsiClient {
    /// Starts the engine, does the handshake and sets the spec's options (and
    /// `USI_Variant`, when the engine offers it and `variant` is given).
    pub fn start(spec: &EngineSpec, variant: Option<&str>) -> Result<UsiClient> {
        let mut c = UsiClient {
            process: EngineProcess::start(&spec.program, &spec.args)?,
            option_names: Vec::new(),
        };
        c.send("usi")?;
        let (mut name, mut options) = (None, Vec::new());
        c.until("usiok", HANDSHAKE, |line| {
            if let Some(n) = line.strip_prefix("id name ") {
                name = Some(n.trim().to_string());
            }
            if let Some(rest) = line.strip_prefix("option name ") {
                let name = rest.split(" type ").next().unwrap_or(rest);
                options.push(name.trim().to_string());
            }
        })?;
        if let Some(name) = name {
            c.process.name = excerpt(&name);
        }
        c.option_names = options;
        if let Some(v) = variant {
            if c.option_names.iter().any(|o| o == "USI_Variant") {
                c.send(&format!("setoption name USI_Variant value {v}"))?;
            }
        }
        for (name, value) in &spec.options {
            c.send(&format!("setoption name {name} value {value}"))?;
        }
        c.ready()?;
        Ok(c)
    }

    /// The engine's name (`id name`).
    pub fn name(&self) -> &str {
        &self.process.name
    }

    fn send(&mut self, text: &str) -> Result<()> {
        self.process.send(text)
    }

    /// The first line starting with `word`, each line before it shown to `seen` (and not
    /// kept: an engine may print many).
    fn until(
        &mut self,
        word: &str,
        patience: Duration,
        mut seen: impl FnMut(&str),
    ) -> Result<String> {
        let deadline = Instant::now() + patience;
        loop {
            let line = self.process.line_by(deadline, word)?;
            if line.split_whitespace().next() == Some(word) {
                return Ok(line);
            }
            seen(&line);
        }
    }

    fn ready(&mut self) -> Result<()> {
        self.send("isready")?;
        self.until("readyok", HANDSHAKE, |_| {}).map(|_| ())
    }

    /// `usinewgame`, then waits until the engine is ready.
    pub fn new_game(&mut self) -> Result<()> {
        self.send("usinewgame")?;
        self.ready()
    }

    /// The engine's answer in the game's current position to `go <go>`, within `patience`.
    pub fn best_move(&mut self, history: &History, go: &str, patience: Duration) -> Result<Answer> {
        self.send(&format!("position {}", position_command(history)))?;
        self.send(&format!("go {go}"))?;
        let last = self.until("bestmove", patience, |_| {})?;
        let last = last.as_str();
        let text = last.split_whitespace().nth(1).unwrap_or("");
        match text {
            "resign" => Ok(Answer::Resign),
            "win" => Ok(Answer::Win),
            _ => Ok(parse_canonical(history.position().game(), text)
                .map_or_else(|| Answer::Unreadable(excerpt(last)), Answer::Move)),
        }
    }

    /// Tells the engine the game is over.
    pub fn game_over(&mut self, result: &str) {
        let _ = self.send(&format!("gameover {result}"));
    }
}

/// At most 80 characters of what an engine said, for an error message.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(80) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}
