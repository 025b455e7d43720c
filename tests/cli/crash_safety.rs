//! Killing `seireigi play --db FILE` with SIGKILL at many moments while moves stream in:
//! reopened, the file holds the game with every confirmed move, only moves that were fed,
//! a stored position that matches its moves, and the game goes on.

use seireigi::rules::notation::{parse_canonical, parse_move, to_canonical, MoveError};
use seireigi::rules::{History, Position, Variant};
use seireigi::service::{GameId, GameService, SystemClock};
use seireigi::store::{queries, GameStatus, Store};
use seireigi_test_support::TempDir;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;

const PLIES: usize = 240;

/// A long game of legal moves, the same on every run: each ply takes a pseudo-random
/// legal move among those that do not end the game. Returns the moves as typed (a declined
/// promotion needs its `=`, or the program would ask) and as stored.
fn fixed_game() -> (Vec<String>, Vec<String>) {
    let mut history = History::new(Position::start(Variant::builtin("shogi")));
    let mut seed: u64 = 0x5EED_2024;
    let mut typed = Vec::new();
    let mut moves = Vec::new();
    // One more than is fed, so that the game can be continued even if all were stored.
    while moves.len() <= PLIES {
        let legal = history.position().legal_moves();
        let going_on: Vec<_> = legal
            .into_iter()
            .filter(|&m| {
                let mut next = history.clone();
                matches!(next.play(m), Ok(None))
            })
            .collect();
        assert!(!going_on.is_empty(), "the fixed game got stuck");
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mv = going_on[(seed % going_on.len() as u64) as usize];
        let canonical = to_canonical(history.position().game(), mv);
        typed.push(match parse_move(history.position(), &canonical) {
            Ok(m) if m == mv => canonical.clone(),
            Err(MoveError::PromotionChoice { .. }) => format!("{canonical}="),
            other => panic!("{canonical} reads as {other:?}"),
        });
        moves.push(canonical);
        history.play(mv).expect("a legal move");
    }
    (typed, moves)
}

/// What the killed process had shown: the plies whose move line it printed.
struct Killed {
    confirmed: Vec<String>,
}

/// When to kill the program.
#[derive(Copy, Clone, Debug)]
enum KillAt {
    /// After this many lines of output.
    Lines(usize),
    /// Once it has echoed this many typed moves: it is then parsing or committing the last.
    Typed(usize),
    /// After the last fed move is confirmed, while it waits for more input.
    Idle,
}

/// Starts a game in `db`, feeds it all `typed` moves at once and kills it at `at`.
fn play_and_kill(db: &str, typed: &[String], at: KillAt) -> Killed {
    let mut child = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args(["play", "--variant", "shogi", "--db", db])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start seireigi");
    // Stdin stays open: at the end of the moves the program waits rather than exits.
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all((typed.join("\n") + "\n").as_bytes())
        .expect("feed the moves");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut confirmed = Vec::new();
    let (mut lines, mut echoed) = (0, 0);
    let mut line = String::new();
    loop {
        let done = match at {
            KillAt::Lines(k) => lines >= k,
            KillAt::Typed(m) => echoed >= m,
            KillAt::Idle => confirmed.len() == typed.len(),
        };
        if done {
            break;
        }
        line.clear();
        let n = out.read_line(&mut line).expect("read output");
        assert!(n > 0, "the program ended before it was killed");
        lines += 1;
        if line.starts_with("Black> ") || line.starts_with("White> ") {
            echoed += 1;
        }
        if let Some(canonical) = confirmation(&line) {
            confirmed.push(canonical);
        }
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("reap");
    Killed { confirmed }
}

/// The canonical move of a line such as `12. White Sx7f+ (8g7f+)`.
fn confirmation(line: &str) -> Option<String> {
    let (number, rest) = line.split_once(". ")?;
    number.parse::<u32>().ok()?;
    if !(rest.starts_with("Black ") || rest.starts_with("White ")) {
        return None;
    }
    let open = rest.find('(')?;
    let close = rest[open..].find(')')? + open;
    Some(rest[open + 1..close].to_string())
}

/// Checks the reopened file against the moves fed (as stored), then plays the next move
/// of the fixed game (`typed` has one more than was fed).
async fn check_reopened(db: &str, fed: &[String], typed: &[String], killed: &Killed) -> usize {
    let store = Store::open(db).await.expect("reopen the file");
    let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(store.sqlite_pool().expect("a SQLite store"))
        .await
        .unwrap();
    assert_eq!(integrity, "ok");
    let mut c = store.read().await.unwrap();
    let row = queries::game(&mut c, 1)
        .await
        .unwrap()
        .expect("the game was committed before its first line was printed");
    let stored: Vec<String> = queries::moves(&mut c, 1)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect();
    drop(c);
    let n = stored.len();
    assert!(n <= fed.len());
    assert_eq!(stored, fed[..n], "the stored moves are the first moves fed");
    assert_eq!(
        killed.confirmed,
        fed[..killed.confirmed.len()],
        "the program confirmed the moves fed, in order"
    );
    assert!(
        n >= killed.confirmed.len(),
        "a confirmed move was lost: {} confirmed, {n} stored",
        killed.confirmed.len()
    );
    // No half-written game: the stored position is the replay of the stored moves.
    let mut replay = History::new(Position::start(Variant::builtin("shogi")));
    for text in &stored {
        let mv = parse_canonical(replay.position().game(), text).unwrap();
        replay.play(mv).unwrap();
    }
    assert_eq!(row.ply, n as i64);
    assert_eq!(row.position_sfen, replay.position().to_sfen());
    assert_eq!(row.status, GameStatus::Active);
    let service = GameService::new(store, Arc::new(SystemClock));
    let (info, history) = service.game_history(GameId(1)).await.unwrap();
    assert_eq!(history.position().to_sfen(), row.position_sfen);
    let to_move = info.to_move.expect("the game goes on");
    let played = service
        .play(info.id, to_move, &typed[n], Some(n as u32))
        .await
        .expect("the game continues after the crash");
    assert_eq!(played.history.moves().len(), n + 1);
    service.store().close().await;
    n
}

#[tokio::test]
async fn kill_9_never_loses_a_confirmed_move_nor_half_writes_a_game() {
    let (typed, canonical) = fixed_game();
    let fed = &canonical[..PLIES];
    let dir = TempDir::new("crash");
    // Right after the start, anywhere in the output (amid a board, after a confirmation),
    // just as a move is being committed, and when idle.
    let mut kill_points: Vec<KillAt> = [1, 5, 19, 40, 123, 500, 1111, 2500]
        .into_iter()
        .map(KillAt::Lines)
        .collect();
    kill_points.extend((1..PLIES).step_by(17).map(KillAt::Typed));
    kill_points.push(KillAt::Idle);
    let mut mid_stream = 0;
    for (i, &point) in kill_points.iter().enumerate() {
        let db: PathBuf = dir.0.join(format!("kill-{i}.db"));
        let db = db.to_str().unwrap();
        let killed = play_and_kill(db, &typed[..PLIES], point);
        let stored = check_reopened(db, fed, &typed, &killed).await;
        eprintln!(
            "killed at {point:?}: {} moves confirmed, {stored} stored",
            killed.confirmed.len()
        );
        if stored < fed.len() {
            mid_stream += 1;
        }
        if matches!(point, KillAt::Idle) {
            assert_eq!(stored, fed.len(), "all confirmed moves are there");
        }
    }
    // The kills must have cut games short, or this test proved nothing about streaming.
    assert!(
        mid_stream >= kill_points.len() / 2,
        "only {mid_stream} kills came while moves streamed in"
    );
}
