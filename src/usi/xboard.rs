//! An external engine speaking GNU Shogi's XBoard-style protocol (the one xshogi drives),
//! as a player in `seireigi match --a "xboard:/usr/games/gnushogi"`.
//!
//! One game is kept going in the engine, as xshogi does: `new`, its time per move
//! (`level 0 M:SS`), `random`, and then only the opponent's moves, each answered by the
//! line `N. ... MOVE TIME` (the move it was sent is echoed first as `N. MOVE TIME`). When
//! the engine is Black, `go` makes it play the first move. Moves are written as in USI
//! (`7g7f`, `8h2b+`, `B*5e`). Should the game the client is asked about not continue the
//! engine's by one move, it is set up again (`new`, `force`, every move, `go`); a match
//! never needs that, and it costs only a few milliseconds.
//!
//! Why not always set it up again: `new` does not reset GNU Shogi's clock, and in timed
//! games a client that replayed the game every turn saw it stall after some 30 plies.

use super::client::{excerpt, Answer, EngineSpec};
use super::process::EngineProcess;
use crate::rules::notation::{parse_canonical, to_canonical};
use crate::rules::{History, Move, Position};
use anyhow::{anyhow, bail, Result};
use std::time::{Duration, Instant};

/// A running engine; told `quit` (and killed if it lingers) when dropped.
pub struct XboardClient {
    process: EngineProcess,
    /// The moves of the game in the engine; `None` when it must be set up again (after an
    /// answer that was not read).
    known: Option<Vec<Move>>,
    /// Its time per move, whole seconds (the protocol's `level` has no finer unit).
    seconds: u64,
    /// A search depth limit (`;depth=N`), for quick test games; `None`: time only.
    depth: Option<u32>,
}

impl XboardClient {
    /// Starts the program and a game in it with `time` per move (rounded to whole seconds,
    /// at least one); the first line it prints (`GNU Shogi 1.4.2`) is its name.
    pub fn start(spec: &EngineSpec, time: Duration) -> Result<XboardClient> {
        let mut depth = None;
        for (name, value) in &spec.options {
            match (name.as_str(), value.parse::<u32>()) {
                ("depth", Ok(n)) if (1..=29).contains(&n) => depth = Some(n),
                _ => bail!(
                    "xboard:{}: the one option is depth=1..29; the time per move is the match's --time-ms",
                    spec.program
                ),
            }
        }
        if spec.go.is_some() {
            bail!(
                "xboard:{}: no go=; the time per move is the match's --time-ms",
                spec.program
            );
        }
        let mut process = EngineProcess::start(&spec.program, &spec.args)?;
        let first = process.line_by(Instant::now() + Duration::from_secs(20), "first line")?;
        if !first.is_empty() {
            process.name = excerpt(&first);
        }
        let mut client = XboardClient {
            process,
            known: None,
            seconds: ((time.as_millis() + 500) / 1000).max(1) as u64,
            depth,
        };
        client.new_game()?;
        Ok(client)
    }

    /// The engine's name (its first line).
    pub fn name(&self) -> &str {
        &self.process.name
    }

    /// A fresh game in the engine, its clock and search limits set.
    fn new_game(&mut self) -> Result<()> {
        self.process.send("new")?;
        // `new` resets these, so they follow it. `random`: varied games, else two
        // deterministic programs play one game over and over.
        let (m, s) = (self.seconds / 60, self.seconds % 60);
        self.process.send(&format!("level 0 {m}:{s:02}"))?;
        self.process.send("random")?;
        if let Some(depth) = self.depth {
            // Asked for on its own line, as at the prompt.
            self.process.send("depth")?;
            self.process.send(&depth.to_string())?;
        }
        self.known = Some(Vec::new());
        Ok(())
    }

    /// The engine's move in the game's current position, within `patience`.
    pub fn best_move(&mut self, history: &History, patience: Duration) -> Result<Answer> {
        let start = history.start();
        if *start != Position::start(start.variant()) || !start.game().standard_shogi {
            bail!(
                "{} plays standard shogi from the start position only",
                self.process.name
            );
        }
        let game = history.position().game();
        let moves = history.moves();
        let new_moves = match &self.known {
            Some(known) if moves.starts_with(known) => moves.len() - known.len(),
            _ => usize::MAX,
        };
        // Until its answer is read, the engine's game is not known.
        self.known = None;
        match (new_moves, moves.last()) {
            (0, None) => self.process.send("go")?,
            (1, Some(&last)) => self.process.send(&to_canonical(game, last))?,
            _ => {
                self.new_game()?;
                self.known = None;
                self.process.send("force")?;
                for &mv in moves {
                    self.process.send(&to_canonical(game, mv))?;
                }
                self.process.send("go")?;
            }
        }
        let deadline = Instant::now() + patience;
        loop {
            let line = self.process.line_by(deadline, "move")?;
            if line.starts_with("Illegal move") {
                bail!(
                    "{} refused a move of the game: {}",
                    self.process.name,
                    excerpt(&line)
                );
            }
            if line.to_ascii_lowercase().contains("resign") {
                return Ok(Answer::Resign);
            }
            let Some(text) = answer_move(&line) else {
                continue;
            };
            let Some(mv) = parse_canonical(game, text) else {
                // A mated engine answers with no move (`N. ... TIME`), then `X mates!`.
                let next = self
                    .process
                    .line_by(Instant::now() + Duration::from_secs(1), "");
                if next.is_ok_and(|l| l.contains("mates!")) {
                    return Ok(Answer::Resign);
                }
                return Err(anyhow!(
                    "{} answered {:?}, not a move of this game",
                    self.process.name,
                    excerpt(&line)
                ));
            };
            let mut known = moves.to_vec();
            known.push(mv);
            self.known = Some(known);
            return Ok(Answer::Move(mv));
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
