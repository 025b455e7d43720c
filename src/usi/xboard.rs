//! An external engine speaking XBoard's protocol, as a player in `seireigi match`: GNU
//! Shogi's dialect for standard shogi (`--a "xboard:/usr/games/gnushogi"`), and the Chess
//! Engine Communication Protocol (CECP, version 2) for Chu Shogi and Dai Shogi, as HaChu speaks
//! it (`--a xboard:/usr/games/hachu`): the game decides which (docs/usi.md).
//!
//! GNU Shogi: one game is kept going in the engine, as xshogi does: `new`, its time per move
//! (`level 0 M:SS`), `random`, and then only the opponent's moves, each answered by the
//! line `N. ... MOVE TIME` (the move it was sent is echoed first as `N. MOVE TIME`). When
//! the engine is Black, `go` makes it play the first move. Moves are written as in USI
//! (`7g7f`, `8h2b+`, `B*5e`). Should the game the client is asked about not continue the
//! engine's by one move, it is set up again (`new`, `force`, every move, `go`); a match
//! never needs that, and it costs only a few milliseconds.
//!
//! Why not always set it up again: `new` does not reset GNU Shogi's clock, and in timed
//! games a client that replayed the game every turn saw it stall after some 30 plies.
//!
//! CECP: the same one game, after the handshake (`xboard`, `protover 2`, the engine's
//! features), with `usermove` for the opponent's moves and `move` for the engine's, each
//! move preceded by the engine's clock (`time`, `otim`). Squares are a file letter and a
//! rank number from Black's lower left (`a1`); a Lion's two steps are two legs (`f5g6,g6g7`),
//! a pass `@@@@`.

use super::client::{excerpt, Answer, EngineSpec};
use super::process::EngineProcess;
use crate::rules::notation::{parse_canonical, to_canonical};
use crate::rules::{Game, History, Move, Position, Square};
use anyhow::{bail, Result};
use std::time::{Duration, Instant};

/// A running engine; told `quit` (and killed if it lingers) when dropped.
pub struct XboardClient {
    process: EngineProcess,
    /// The moves of the game in the engine; `None` when it must be set up again (after an
    /// answer that was not read).
    known: Option<Vec<Move>>,
    /// Its time per move, whole seconds (GNU Shogi's `level` has no finer unit).
    seconds: u64,
    /// Its time per move, centiseconds (CECP's clock unit).
    centis: u64,
    /// A search depth limit (`;depth=N`), for quick test games; `None`: time only.
    depth: Option<u32>,
    /// CECP's name of the game (`chu`, `dai`); `None`: GNU Shogi's dialect.
    cecp: Option<String>,
}

/// The games played over CECP, by their name there (HaChu's `feature variants`).
pub fn cecp_variant(game: &Game) -> Option<&'static str> {
    match game.id {
        "chu-shogi" => Some("chu"),
        "dai-shogi" => Some("dai"),
        _ => None,
    }
}

/// A CECP game name as `;variant=NAME` may give it: one short word, since it is sent on a
/// line of the protocol.
fn valid_cecp_name(name: &str) -> bool {
    (1..=40).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_+-~".contains(&b))
}

impl XboardClient {
    /// Starts the program and a game of `game` in it with `time` per move. For standard
    /// shogi, GNU Shogi's dialect: the first line it prints (`GNU Shogi 1.4.2`) is its name
    /// (and `time` is rounded to whole seconds, at least one). For the others, CECP: its
    /// `feature myname` is its name, and its `feature variants` must list the game.
    pub fn start(spec: &EngineSpec, time: Duration, game: &Game) -> Result<XboardClient> {
        let mut depth = None;
        let mut named = None;
        for (name, value) in &spec.options {
            match (name.as_str(), value.parse::<u32>()) {
                ("depth", Ok(n)) if (1..=29).contains(&n) => depth = Some(n),
                ("variant", _) if valid_cecp_name(value) => named = Some(value.clone()),
                _ => bail!(
                    "xboard:{}: the options are depth=1..29 and variant=NAME (the engine's name of the game); the time per move is the match's --time-ms",
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
        // A game named by the player (a game file built on Dai Shogi, say) is played under
        // that name; the moves are still checked by this game's rules.
        let cecp = named.or_else(|| cecp_variant(game).map(str::to_string));
        // xboard engines play standard shogi (GNU Shogi's dialect) or a game with a CECP name.
        if cecp.is_none() && !game.standard_shogi {
            bail!(
                "xboard:{}: xboard engines play standard shogi, Chu Shogi and Dai Shogi only, not {}{}; for a game built on one of them, add ;variant=NAME, the engine's name for it",
                spec.program,
                game.name,
                crate::rules::Variant::standard_shogi()
                    .map(|v| format!(" (--variant {v})"))
                    .unwrap_or_default()
            );
        }
        let mut process = EngineProcess::start(&spec.program, &spec.args)?;
        if let Some(variant) = &cecp {
            handshake(&mut process, variant)?;
        } else {
            let first = process.line_by(Instant::now() + Duration::from_secs(20), "first line")?;
            if !first.is_empty() {
                process.name = excerpt(&first);
            }
        }
        let mut client = XboardClient {
            process,
            known: None,
            seconds: ((time.as_millis() + 500) / 1000).max(1) as u64,
            centis: (time.as_millis() / 10).max(1) as u64,
            depth,
            cecp,
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
        if let Some(variant) = self.cecp.clone() {
            return self.new_cecp_game(&variant);
        }
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

    /// CECP: `new` (which in HaChu also sets chess), the game, and what `new` resets. The
    /// time per move is `st` with the move's time on the engine's clock (`time`, sent before
    /// each move): HaChu then stops within 98 % of it.
    fn new_cecp_game(&mut self, variant: &str) -> Result<()> {
        self.process.send("new")?;
        self.process.send(&format!("variant {variant}"))?;
        // HaChu keeps no list of legal moves, so reads none of ours, without a hash table.
        self.process.send("memory 64")?;
        // Else it refuses a move of ours that repeats a position (its default forbids
        // repeating); the game's own repetition rule is ours to apply.
        self.process.send("option Allow repeats=1")?;
        self.process.send("random")?;
        self.process.send("easy")?;
        self.process.send(&format!("st {}", self.seconds))?;
        if let Some(depth) = self.depth {
            self.process.send(&format!("sd {depth}"))?;
        }
        self.known = Some(Vec::new());
        Ok(())
    }

    /// CECP: the engine's clock before it moves (its own and its opponent's).
    fn send_clock(&mut self) -> Result<()> {
        let c = self.centis;
        self.process.send(&format!("time {c}"))?;
        self.process.send(&format!("otim {c}"))
    }

    /// The engine's move in the game's current position, within `patience`.
    pub fn best_move(&mut self, history: &History, patience: Duration) -> Result<Answer> {
        if self.cecp.is_some() {
            return self.best_cecp_move(history, patience);
        }
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
                return Ok(Answer::Unreadable(excerpt(&line)));
            };
            let mut known = moves.to_vec();
            known.push(mv);
            self.known = Some(known);
            return Ok(Answer::Move(mv));
        }
    }

    /// [`best_move`](Self::best_move) over CECP: the opponent's move as `usermove`, and
    /// the engine's answer `move ...` (a Lion's two steps come as two lines, the first
    /// ending in a comma); a result line instead of a move is a resignation.
    fn best_cecp_move(&mut self, history: &History, patience: Duration) -> Result<Answer> {
        let start = history.start();
        if *start != Position::start(start.variant()) {
            bail!("{} plays from the start position only", self.process.name);
        }
        let moves = history.moves();
        let new_moves = match &self.known {
            Some(known) if moves.starts_with(known) => moves.len() - known.len(),
            _ => usize::MAX,
        };
        // The moves as CECP text, each read in the position before it.
        let mut pos = start.clone();
        let mut texts = Vec::with_capacity(moves.len());
        for &mv in moves {
            texts.push(to_cecp(&pos, mv));
            pos.play(mv);
        }
        self.known = None;
        match (new_moves, texts.last()) {
            (0, None) => {
                self.send_clock()?;
                self.process.send("go")?;
            }
            (1, Some(last)) => {
                self.send_clock()?;
                self.process.send(&format!("usermove {last}"))?;
            }
            _ => {
                self.new_game()?;
                self.known = None;
                self.process.send("force")?;
                for text in &texts {
                    self.process.send(&format!("usermove {text}"))?;
                }
                self.send_clock()?;
                self.process.send("go")?;
            }
        }
        let deadline = Instant::now() + patience;
        let mut first_leg = String::new();
        loop {
            let line = self.process.line_by(deadline, "move")?;
            let line = line.trim();
            if line.starts_with("Illegal move") || line.starts_with("Error") {
                bail!(
                    "{} refused a move of the game: {}",
                    self.process.name,
                    excerpt(line)
                );
            }
            if line.starts_with("resign")
                || ["1-0", "0-1", "1/2-1/2"]
                    .iter()
                    .any(|r| line.starts_with(r))
            {
                return Ok(Answer::Resign);
            }
            let Some(text) = line.strip_prefix("move ") else {
                // Comments (`#`), `pong`, `highlight`, ...
                continue;
            };
            let text = text.trim();
            if text.ends_with(',') {
                first_leg.push_str(text);
                continue;
            }
            let whole = format!("{first_leg}{text}");
            let Some(mv) = parse_cecp(history.position(), &whole) else {
                return Ok(Answer::Unreadable(excerpt(&whole)));
            };
            let mut known = moves.to_vec();
            known.push(mv);
            self.known = Some(known);
            return Ok(Answer::Move(mv));
        }
    }
}

/// CECP's handshake: `xboard`, `protover 2`, then the engine's features up to `done=1`.
fn handshake(process: &mut EngineProcess, variant: &str) -> Result<()> {
    process.send("xboard")?;
    process.send("protover 2")?;
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut plays = false;
    loop {
        let line = process.line_by(deadline, "features (feature done=1)")?;
        if let Some(name) = feature(&line, "myname") {
            process.name = excerpt(name);
        }
        if let Some(list) = feature(&line, "variants") {
            plays = list.split(',').any(|v| v.trim() == variant);
        }
        if feature(&line, "done") == Some("1") {
            break;
        }
    }
    if !plays {
        bail!(
            "{} does not list variant {variant} among its features",
            process.name
        );
    }
    Ok(())
}

/// The value of `key` on a `feature` line: `key="a b"` or `key=value`.
/// Public (hidden) only for its unit test in tests/engine/units.
#[doc(hidden)]
pub fn feature<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let rest = line.strip_prefix("feature ")?;
    let mut at = 0;
    while let Some(found) = rest[at..].find(key) {
        let start = at + found;
        let after = &rest[start + key.len()..];
        let word_start = start == 0 || rest[..start].ends_with(' ');
        if let (true, Some(value)) = (word_start, after.strip_prefix('=')) {
            return Some(match value.strip_prefix('"') {
                Some(quoted) => quoted.split('"').next().unwrap_or(""),
                None => value.split_whitespace().next().unwrap_or(""),
            });
        }
        at = start + key.len();
    }
    None
}

/// A square in CECP: the file letter from `a` on Black's left, the rank number from 1 on
/// Black's side (`a1` is our `12l` on a 12x12 board).
fn cecp_square(game: &Game, sq: Square) -> String {
    let column = char::from(b'a' + (game.width - sq.file()));
    format!("{column}{}", game.height - sq.rank())
}

/// Reads a CECP square at the start of `text`: the square and the bytes it took.
fn read_cecp_square(game: &Game, text: &str) -> Option<(Square, usize)> {
    let column = text.bytes().next().filter(u8::is_ascii_lowercase)? - b'a';
    let digits = text[1..].bytes().take_while(u8::is_ascii_digit).count();
    let number: u8 = text.get(1..1 + digits)?.parse().ok()?;
    if column >= game.width || !(1..=game.height).contains(&number) {
        return None;
    }
    let sq = Square::new(game.width - column, game.height - number)?;
    Some((sq, 1 + digits))
}

/// A move as CECP text in `pos` (the position before it): `f4f5`, `f4f5+`, a Lion's two
/// steps `f3f4,f4f5` (its capture without moving `f3f4,f4f3`), and a pass `@@@@`.
/// Public (hidden) only for its unit test in tests/engine/units.
#[doc(hidden)]
pub fn to_cecp(pos: &Position, mv: Move) -> String {
    let game = pos.game();
    match mv {
        Move::Board {
            from,
            via,
            to,
            promote,
        } => {
            let plus = if promote { "+" } else { "" };
            let (f, t) = (cecp_square(game, from), cecp_square(game, to));
            match via {
                // A step to an empty square and back.
                Some(v) if to == from && pos.piece_at(v).is_none() => "@@@@".to_string(),
                Some(v) => {
                    let v = cecp_square(game, v);
                    format!("{f}{v},{v}{t}{plus}")
                }
                None => format!("{f}{t}{plus}"),
            }
        }
        // No drops in the games played over CECP; written as USI would.
        Move::Drop { .. } => to_canonical(game, mv),
    }
}

/// Reads a CECP move in `pos`; whether it is legal is the caller's question. A pass
/// (`@@@@`) is any of the position's legal passes, all alike.
/// Public (hidden) only for its unit test in tests/engine/units.
#[doc(hidden)]
pub fn parse_cecp(pos: &Position, text: &str) -> Option<Move> {
    let game = pos.game();
    if text == "@@@@" {
        return pos.legal_moves().into_iter().find(|&m| {
            matches!(m, Move::Board { from, via: Some(v), to, .. }
                if from == to && pos.piece_at(v).is_none())
        });
    }
    let (body, promote) = match text.strip_suffix('+') {
        Some(b) => (b, true),
        None => (text.strip_suffix('=').unwrap_or(text), false),
    };
    let mut squares = Vec::new();
    for leg in body.split(',') {
        let (from, n) = read_cecp_square(game, leg)?;
        let (to, m) = read_cecp_square(game, &leg[n..])?;
        if n + m != leg.len() {
            return None;
        }
        squares.push((from, to));
    }
    match *squares.as_slice() {
        [(from, to)] => Some(Move::Board {
            from,
            via: None,
            to,
            promote,
        }),
        // Two steps through an empty square are a plain move to the second one: our moves
        // have a middle square only for a capture on it (or a pass).
        [(from, v), (v2, to)] if v == v2 => Some(Move::Board {
            from,
            via: (pos.piece_at(v).is_some() || to == from).then_some(v),
            to,
            promote,
        }),
        _ => None,
    }
}

/// The move of an answer line `N. ... MOVE TIME` (echoed moves have no `...`). A prompt
/// the engine printed without a newline (`depth = `) may come first on the line.
/// Public (hidden) only for its unit test in tests/engine/units.
#[doc(hidden)]
pub fn answer_move(line: &str) -> Option<&str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.windows(3).find_map(|w| {
        let number = w[0].strip_suffix('.')?;
        (number.parse::<u32>().is_ok() && w[1] == "...").then_some(w[2])
    })
}
