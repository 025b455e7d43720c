//! `seireigi usi` as a GUI sees it: scripted conversations with the real binary through
//! pipes. Every line the engine writes is checked against the USI grammar, every move it
//! names against the rules.

use seireigi::rules::notation::parse_canonical;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{History, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Generous: answers normally come in milliseconds; this only bounds a broken engine.
const PATIENCE: Duration = Duration::from_secs(30);

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<(Instant, String)>,
    /// Everything the engine wrote, for the grammar check at the end.
    seen: Vec<String>,
    variant: Variant,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_seireigi"))
            .arg("usi")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start seireigi usi");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send((Instant::now(), line)).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
            seen: Vec::new(),
            variant: Variant::builtin("shogi"),
        }
    }

    fn send(&mut self, text: &str) -> Instant {
        writeln!(self.stdin, "{text}").expect("write to engine");
        self.stdin.flush().expect("flush");
        Instant::now()
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).expect("write to engine");
        self.stdin.flush().expect("flush");
    }

    /// Lines up to and including the first that starts with `word`.
    fn until(&mut self, word: &str) -> (Vec<String>, Instant) {
        let mut got = Vec::new();
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok((at, line)) => {
                    self.seen.push(line.clone());
                    let done = line.split_whitespace().next() == Some(word);
                    got.push(line);
                    if done {
                        return (got, at);
                    }
                }
                Err(e) => panic!("no {word:?} from the engine ({e:?}); got {got:?}"),
            }
        }
    }

    /// Lines that arrive within `wait` (none expected in most uses).
    fn quiet_for(&mut self, wait: Duration) -> Vec<String> {
        let mut got = Vec::new();
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok((_, line)) => {
                    self.seen.push(line.clone());
                    got.push(line);
                }
                Err(RecvTimeoutError::Timeout) => return got,
                Err(RecvTimeoutError::Disconnected) => return got,
            }
        }
    }

    fn handshake(&mut self) -> Vec<String> {
        self.send("usi");
        let (lines, _) = self.until("usiok");
        self.send("isready");
        self.until("readyok");
        lines
    }

    /// `bestmove`'s move, after checking the search's info lines against `history`.
    fn best_move(&mut self, history: &History) -> String {
        let (lines, _) = self.until("bestmove");
        for info in lines.iter().filter(|l| l.starts_with("info depth")) {
            check_pv(history, info);
        }
        let last = lines.last().expect("bestmove line");
        let mv = last["bestmove ".len()..].to_string();
        if mv != "resign" && mv != "win" {
            let game = self.variant.game();
            let parsed = parse_canonical(game, &mv).unwrap_or_else(|| panic!("unreadable {mv}"));
            assert!(
                history.position().is_legal(parsed),
                "bestmove {mv} is not legal"
            );
        }
        mv
    }

    /// Ends the session with `quit`; the process must exit at once, successfully, and
    /// every line it wrote must be USI.
    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                assert!(status.success(), "exit status {status}");
                break;
            }
            assert!(Instant::now() < deadline, "the engine did not quit");
            std::thread::sleep(Duration::from_millis(5));
        }
        self.quiet_for(Duration::from_millis(50));
        for line in &self.seen {
            assert!(is_usi(line), "not a USI line: {line:?}");
        }
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = std::io::Read::read_to_string(&mut e, &mut err);
        }
        assert!(err.is_empty(), "stderr: {err}");
    }
}

/// The lines an engine may write (USI: id, option, usiok, readyok, info, bestmove,
/// checkmate), each in its form.
fn is_usi(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    if line != line.trim() || words.is_empty() {
        return false;
    }
    match words[0] {
        "id" => matches!(words.get(1), Some(&"name") | Some(&"author")) && words.len() > 2,
        "option" => {
            words.get(1) == Some(&"name")
                && words.iter().position(|w| *w == "type").is_some_and(|i| {
                    matches!(
                        words.get(i + 1),
                        Some(&"check" | &"spin" | &"combo" | &"button" | &"string" | &"filename")
                    )
                })
        }
        "usiok" | "readyok" => words.len() == 1,
        "bestmove" => words.len() == 2 || (words.len() == 4 && words[2] == "ponder"),
        "checkmate" => words.len() >= 2,
        "info" => info_is_well_formed(&words[1..]),
        _ => false,
    }
}

fn info_is_well_formed(words: &[&str]) -> bool {
    let mut i = 0;
    while i < words.len() {
        let number = |k: usize| words.get(k).is_some_and(|w| w.parse::<i64>().is_ok());
        match words[i] {
            "string" => return i + 1 < words.len(),
            "pv" => return i + 1 < words.len(),
            "depth" | "seldepth" | "nodes" | "nps" | "time" | "hashfull" | "multipv" => {
                if !number(i + 1) {
                    return false;
                }
                i += 2;
            }
            "score" => {
                if !matches!(words.get(i + 1), Some(&"cp" | &"mate")) || !number(i + 2) {
                    return false;
                }
                i += 3;
            }
            _ => return false,
        }
    }
    true
}

/// The principal variation of an info line is a legal line from the position.
fn check_pv(history: &History, info: &str) {
    let Some((_, pv)) = info.split_once(" pv ") else {
        panic!("info without pv: {info}");
    };
    for key in ["depth", "score", "nodes", "nps", "time"] {
        assert!(info.contains(&format!(" {key} ")), "no {key}: {info}");
    }
    let mut h = history.clone();
    let game = h.position().game();
    for mv in pv.split_whitespace() {
        let parsed = parse_canonical(game, mv).unwrap_or_else(|| panic!("pv move {mv}: {info}"));
        assert!(h.play(parsed).is_ok(), "pv move {mv} illegal: {info}");
    }
}

fn shogi(position: &str) -> History {
    parse_position(Variant::builtin("shogi"), position).expect("position")
}

#[test]
fn handshake_names_the_engine_and_its_options() {
    let mut e = Engine::start();
    let lines = e.handshake();
    assert!(lines[0].starts_with("id name Seireigi"), "{lines:?}");
    assert!(lines[1].starts_with("id author "), "{lines:?}");
    for option in [
        "USI_Hash type spin",
        "Threads type spin",
        "Level type combo",
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {option}"))),
            "{option} missing: {lines:?}"
        );
    }
    let variant = lines
        .iter()
        .find(|l| l.starts_with("option name USI_Variant type combo default shogi"))
        .expect("USI_Variant");
    for v in Variant::all() {
        assert!(variant.contains(&format!(" var {}", v.id())), "{variant}");
    }
    assert_eq!(lines.last().map(String::as_str), Some("usiok"));
    e.send("usinewgame");
    e.send("isready");
    assert_eq!(e.until("readyok").0, ["readyok"]);
    e.quit();
}

#[test]
fn every_search_limit_gives_a_legal_bestmove() {
    let mut e = Engine::start();
    e.handshake();
    let position = "startpos moves 7g7f 3c3d 2g2f 4c4d";
    let h = shogi(position);
    e.send(&format!("position {position}"));
    // Depth: the last info line is that depth.
    e.send("go depth 3");
    let (lines, _) = e.until("bestmove");
    let depths: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(
        depths.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    assert!(
        !depths.iter().any(|l| l.starts_with("info depth 4 ")),
        "{lines:?}"
    );
    for info in &depths {
        check_pv(&h, info);
    }
    for go in [
        "go nodes 3000",
        "go movetime 200",
        "go btime 0 wtime 0 byoyomi 300",
        "go btime 20000 wtime 20000 binc 100 winc 100",
    ] {
        e.send(&format!("position {position}"));
        let sent = e.send(go);
        e.best_move(&h);
        assert!(
            sent.elapsed() < Duration::from_secs(10),
            "{go} took too long"
        );
    }
    // Nodes: the reported count stays near the budget (checked every few dozen nodes).
    e.send("go nodes 3000");
    let (lines, _) = e.until("bestmove");
    let last_info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info"))
        .expect("info");
    let nodes: u64 = last_info
        .split_whitespace()
        .skip_while(|w| *w != "nodes")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("nodes");
    assert!(nodes <= 3000 + 64, "{nodes} nodes for a budget of 3000");
    e.quit();
}

#[test]
fn sfen_positions_and_drops_use_usi_notation() {
    let mut e = Engine::start();
    e.handshake();
    // Black to move with a Gold in hand: G*5b mates (White King 5a, Black Pawn on 5c).
    let position = "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let h = shogi(position);
    e.send(&format!("position {position}"));
    e.send("go depth 3");
    let (lines, _) = e.until("bestmove");
    assert_eq!(
        lines.last().map(String::as_str),
        Some("bestmove G*5b"),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "mate in one not reported: {lines:?}"
    );
    for info in lines.iter().filter(|l| l.starts_with("info depth")) {
        check_pv(&h, info);
    }
    // The mated side resigns.
    e.send(&format!("position {position} moves G*5b"));
    e.send("go depth 2");
    assert_eq!(
        e.until("bestmove").0.last().map(String::as_str),
        Some("bestmove resign")
    );
    // A promotion is written with '+': a Pawn on 2d takes on 2c and must be allowed to
    // promote (the engine prefers the promotion).
    let position = "sfen 4k4/9/7r1/7P1/9/9/9/9/4K4 b - 1";
    e.send(&format!("position {position}"));
    e.send("go depth 2");
    let mv = e.best_move(&shogi(position));
    assert_eq!(mv, "2d2c+");
    e.quit();
}

#[test]
fn stop_ends_an_infinite_search_at_once() {
    let mut e = Engine::start();
    e.handshake();
    let mut delays = Vec::new();
    for (variant, position) in [
        ("shogi", "startpos moves 7g7f"),
        ("chu-seireigi", "startpos"),
        ("shogi", "startpos"),
        ("chu-seireigi", "startpos"),
        ("shogi", "startpos moves 2g2f"),
    ] {
        e.send(&format!("setoption name USI_Variant value {variant}"));
        e.variant = Variant::from_id(variant).expect("variant");
        e.send(&format!("position {position}"));
        e.send("go infinite");
        // No bestmove before stop, but isready is still answered.
        let early = e.quiet_for(Duration::from_millis(300));
        assert!(
            !early.iter().any(|l| l.starts_with("bestmove")),
            "{early:?}"
        );
        e.send("isready");
        e.until("readyok");
        let sent = e.send("stop");
        let (_, at) = e.until("bestmove");
        delays.push(at.saturating_duration_since(sent));
    }
    delays.sort();
    // An infinite search that does not watch for `stop` never answers, and one that looks
    // only between iterations answers seconds later in Chu Seireigi: bounds loose enough for
    // a machine busy with other builds (a median of 52 ms was seen under a load of 9 on two
    // cores) still tell those apart. How fast it stops is a figure, not a test.
    assert!(
        delays[2] <= Duration::from_millis(250),
        "stop took {delays:?}"
    );
    assert!(
        delays[4] <= Duration::from_millis(2000),
        "stop took {delays:?}"
    );
    // A stop with no search running is ignored.
    e.send("stop");
    assert!(e.quiet_for(Duration::from_millis(100)).is_empty());
    e.quit();
}

#[test]
fn bad_input_changes_nothing_and_is_never_fatal() {
    let mut e = Engine::start();
    e.handshake();
    for line in [
        "",
        "hello",
        "position",
        "position startpos moves 7g7f 7g7f",
        "position startpos moves 9z9y",
        "position sfen nonsense b - 1",
        "position sfen",
        "setoption name USI_Hash value lots",
        "setoption name Threads value 0",
        "setoption name Level value grandmaster",
        "setoption name USI_Variant value chess",
        "setoption name SomethingElse value 3",
        "go mate 1000",
    ] {
        e.send(line);
    }
    e.send_bytes(b"\xff\xfe\x00garbage\n");
    e.send("isready");
    let (lines, _) = e.until("readyok");
    assert!(
        lines.iter().any(|l| l == "checkmate notimplemented"),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string position: move 2 (7g7f)")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string option Threads unchanged")),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    // A go after a refused position says so and resigns rather than guess.
    e.send("position startpos moves 1a1b");
    e.send("go depth 1");
    let (lines, _) = e.until("bestmove");
    assert_eq!(lines.last().map(String::as_str), Some("bestmove resign"));
    // A garbled go keeps no limit: it searches until stop.
    e.send("position startpos");
    e.send("go btime x wtime y byoyomi");
    assert!(e
        .quiet_for(Duration::from_millis(200))
        .iter()
        .all(|l| !l.starts_with("bestmove")));
    e.send("stop");
    e.best_move(&shogi("startpos"));
    // A good position after that is searched normally; the options kept their values.
    e.send("position startpos");
    e.send("go depth 2");
    e.best_move(&shogi("startpos"));
    e.quit();
}

#[test]
fn the_large_games_through_usi_variant() {
    let mut e = Engine::start();
    e.handshake();
    e.send("setoption name USI_Variant value chu-seireigi");
    e.send("setoption name Level value normal");
    e.send("setoption name Threads value 2");
    e.send("setoption name USI_Hash value 8");
    e.variant = Variant::builtin("chu-seireigi");
    e.send("isready");
    e.until("readyok");
    e.send("position startpos");
    e.send("go depth 2");
    let first = e.best_move(&History::new(seireigi::rules::Position::start(
        Variant::builtin("chu-seireigi"),
    )));
    let position = format!("startpos moves {first}");
    let h = parse_position(Variant::builtin("chu-seireigi"), &position).expect("position");
    e.send(&format!("position {position}"));
    e.send("go byoyomi 200");
    e.best_move(&h);
    e.quit();
}

#[test]
fn end_of_input_ends_the_session() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos");
    e.send("go infinite");
    drop(e.stdin);
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = e.child.try_wait().expect("wait") {
            assert!(status.success());
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the engine did not end with its input"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}
