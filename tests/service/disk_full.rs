//! A real write fault: a child process of this test plays moves on a database file, then its
//! file size limit (RLIMIT_FSIZE) is lowered so that COMMIT fails (as on a full disk), then
//! raised again. As soon as there is room, the next write succeeds (no pooled connection is
//! left inside the failed transaction), every acknowledged move is stored, nothing is
//! half-written, and the database passes `PRAGMA integrity_check`.

use crate::service_common;

use seireigi::rules::History;
use seireigi::service::{GameId, GameService, ManualClock};
use seireigi::store::Store;
use service_common::*;
use std::process::Command;
use std::sync::Arc;

const CHILD_DB: &str = "SEIREIGI_DISK_FULL_DB";

/// The next move of the game as typed, chosen so that the game goes on.
async fn next_move(service: &GameService, game: GameId) -> (seireigi::service::UserId, String) {
    try_next_move(service, game).await.expect("history")
}

/// As [`next_move`], or the service's error: while the disk is full even a read may fail
/// (SQLite cannot grow its shared-memory file), and must fail cleanly.
async fn try_next_move(
    service: &GameService,
    game: GameId,
) -> Result<(seireigi::service::UserId, String), seireigi::service::ServiceError> {
    let (info, history) = service.game_history(game).await?;
    let pos = history.position();
    let moves = pos.legal_moves();
    let mv = moves
        .iter()
        .copied()
        .find(|&m| pos.after(m).legal_moves().len() > 1)
        .unwrap_or(moves[0]);
    Ok((info.to_move.expect("game on"), typed(pos, mv)))
}

fn set_file_size_limit(bytes: Option<u64>) {
    // SAFETY: plain libc calls with valid arguments; the struct is fully initialised.
    unsafe {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        assert_eq!(libc::getrlimit(libc::RLIMIT_FSIZE, &mut limit), 0);
        limit.rlim_cur = bytes.map_or(limit.rlim_max, |b| b as libc::rlim_t);
        assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &limit), 0);
    }
}

/// The child: runs only when the parent test starts it with the database path.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "run by full_disk_on_commit_then_room_again, in a child process"]
async fn disk_full_child() {
    let Ok(path) = std::env::var(CHILD_DB) else {
        return;
    };
    // Writes past the limit fail with EFBIG instead of killing the process.
    // SAFETY: ignoring a signal is always sound.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    let clock = Arc::new(ManualClock::new(T0));
    let service = GameService::new(Store::open(&path).await.expect("open"), clock.clone());
    let game = start_game(&service, ALICE, BOB, "chu-seireigi", Some(3), None)
        .await
        .id;
    let mut acknowledged = Vec::new();
    for _ in 0..6 {
        let (user, text) = next_move(&service, game).await;
        service.play(game, user, &text, None).await.expect("room");
        acknowledged.push(text);
    }

    // No room: a write of one byte past the start of any file fails.
    set_file_size_limit(Some(1));
    let mut refused = 0;
    for _ in 0..4 {
        let (user, text) = match try_next_move(&service, game).await {
            Ok(next) => next,
            Err(e) => {
                eprintln!("read refused while full: {e}");
                refused += 1;
                continue;
            }
        };
        match service.play(game, user, &text, None).await {
            Ok(_) => acknowledged.push(text),
            Err(e) => {
                eprintln!("refused while full: {e}");
                refused += 1;
            }
        }
    }
    assert!(refused > 0, "the fault never hit a write");

    // Room again: every write succeeds at once.
    set_file_size_limit(None);
    for i in 0..8 {
        let (user, text) = next_move(&service, game).await;
        service
            .play(game, user, &text, None)
            .await
            .unwrap_or_else(|e| panic!("write {i} after the fault: {e}"));
        acknowledged.push(text);
    }
    service.store().close().await;
    std::fs::write(format!("{path}.acknowledged"), acknowledged.join("\n")).expect("report");
}

#[tokio::test]
async fn full_disk_on_commit_then_room_again() {
    let dir = TempDir::new("disk-full");
    let path = dir.file("games.db");
    let exe = std::env::current_exe().expect("test binary");
    // The child test's name within this binary: its module path without the crate's name.
    let child = match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::disk_full_child"),
        None => "disk_full_child".to_string(),
    };
    let out = Command::new(exe)
        .args(["--exact", &child, "--ignored", "--nocapture"])
        .env(CHILD_DB, &path)
        .output()
        .expect("run the child");
    let log = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "child failed:\n{log}");
    assert!(log.contains("1 passed"), "the child ran:\n{log}");
    let acknowledged: Vec<String> = std::fs::read_to_string(format!("{path}.acknowledged"))
        .expect("the child's report")
        .lines()
        .map(str::to_string)
        .collect();

    let store = Store::open(&path).await.expect("reopen");
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(store.sqlite_pool().expect("a SQLite store"))
        .await
        .unwrap();
    assert_eq!(check, "ok");
    let service = GameService::new(store, Arc::new(ManualClock::new(T0)));
    let (info, history) = service
        .game_history(GameId(1))
        .await
        .expect("the game reads");
    // Every acknowledged move is stored, in order, and nothing else.
    let replayed: Vec<String> = {
        let mut h = History::new(history.start().clone());
        let mut texts = Vec::new();
        for &mv in history.moves() {
            texts.push(typed(h.position(), mv));
            h.play(mv).unwrap();
        }
        texts
    };
    assert_eq!(replayed, acknowledged);
    // Nothing half-written: the row's ply and position are those of its moves.
    assert_eq!(info.ply as usize, acknowledged.len());
    let stored: String = sqlx::query_scalar("SELECT position_sfen FROM games WHERE id = 1")
        .fetch_one(service.store().sqlite_pool().expect("a SQLite store"))
        .await
        .unwrap();
    assert_eq!(stored, history.position().to_sfen());
}
