//! USI commands as a GUI sends them, read into values. Reading never fails: a line the
//! protocol does not know is [`Command::Unknown`] (USI says to ignore it), and a `go`
//! parameter with a bad number is left out.

use std::time::Duration;

/// One line from the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Usi,
    IsReady,
    UsiNewGame,
    /// `setoption name <id> [value <x>]`; the name as written (compare case-insensitively).
    SetOption {
        name: String,
        value: Option<String>,
    },
    /// `position ...`: the text after `position` (`startpos [moves ...]` or `sfen ...`).
    Position(String),
    Go(Go),
    Stop,
    PonderHit,
    /// `gameover win|lose|draw`.
    GameOver,
    Quit,
    /// Anything else, including an empty line.
    Unknown,
}

/// The parameters of `go`. Times are as the GUI gave them (milliseconds in the protocol).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub btime: Option<Duration>,
    pub wtime: Option<Duration>,
    pub binc: Option<Duration>,
    pub winc: Option<Duration>,
    pub byoyomi: Option<Duration>,
    pub movetime: Option<Duration>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub infinite: bool,
    pub ponder: bool,
    /// `go mate ...` (a mate search, which this engine does not offer).
    pub mate: bool,
}

impl Go {
    /// Whether nothing but `stop` (or `ponderhit`) ends the search: `go infinite`,
    /// `go ponder`, or a bare `go` with no limit at all.
    pub fn waits_for_stop(&self) -> bool {
        self.infinite
            || self.ponder
            || (self.btime.is_none()
                && self.wtime.is_none()
                && self.byoyomi.is_none()
                && self.binc.is_none()
                && self.winc.is_none()
                && self.movetime.is_none()
                && self.depth.is_none()
                && self.nodes.is_none())
    }
}

/// Reads one line.
pub fn parse(line: &str) -> Command {
    let line = line.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    match word {
        "usi" => Command::Usi,
        "isready" => Command::IsReady,
        "usinewgame" => Command::UsiNewGame,
        "setoption" => parse_setoption(rest),
        "position" => Command::Position(rest.to_string()),
        "go" => Command::Go(parse_go(rest)),
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "gameover" => Command::GameOver,
        "quit" => Command::Quit,
        _ => Command::Unknown,
    }
}

fn parse_setoption(rest: &str) -> Command {
    let words: Vec<&str> = rest.split_whitespace().collect();
    if words.first() != Some(&"name") {
        return Command::Unknown;
    }
    let value_at = words.iter().position(|w| *w == "value");
    let name_end = value_at.unwrap_or(words.len());
    if name_end < 2 {
        return Command::Unknown;
    }
    Command::SetOption {
        name: words[1..name_end].join(" "),
        value: value_at.map(|i| words[i + 1..].join(" ")),
    }
}

fn parse_go(rest: &str) -> Go {
    let mut go = Go::default();
    let mut words = rest.split_whitespace().peekable();
    let ms = |w: Option<&str>| {
        w.and_then(|w| w.parse::<i64>().ok())
            .map(|n| Duration::from_millis(n.max(0) as u64))
    };
    while let Some(word) = words.next() {
        match word {
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "btime" => go.btime = ms(words.next()),
            "wtime" => go.wtime = ms(words.next()),
            "binc" => go.binc = ms(words.next()),
            "winc" => go.winc = ms(words.next()),
            "byoyomi" => go.byoyomi = ms(words.next()),
            "movetime" => go.movetime = ms(words.next()),
            "depth" => go.depth = words.next().and_then(|w| w.parse().ok()),
            "nodes" => go.nodes = words.next().and_then(|w| w.parse().ok()),
            "mate" => {
                go.mate = true;
                // `go mate <ms>` or `go mate infinite`.
                words.next_if(|w| *w == "infinite" || w.parse::<u64>().is_ok());
            }
            _ => {}
        }
    }
    go
}
