//! Bad input and faults: refused commands change nothing; a restart in the middle of a game
//! loses nothing; a database from a newer program, or a file that is not a database, is
//! refused with a clear message and left as it was; `:memory:` holds a whole game.

use crate::service_common;

use seireigi::rules::{Color, Outcome, Reason};
use seireigi::service::{ExportFormat, GameId, GameService, ManualClock, OfferKind, ServiceError};
use seireigi::store::{Store, StoreError};
use service_common::*;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqlitePool};
use sqlx::Connection;
use std::str::FromStr;
use std::sync::Arc;

/// The shogi mate of `SHOGI_MATE_IN_ONE` with a White Pawn that gives White moves to wait with.
const WAITING_MATE: &str = "4k3p/9/4P4/9/9/9/9/9/4K4 b G 1";

async fn refused_moves_and_commands_change_nothing() {
    let fx = Fixture::new("fault-input").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f", "3c3d"]).await;
    fx.service
        .offer(game.id, BOB, OfferKind::Draw)
        .await
        .unwrap();
    let before = snapshot(&fx.service, game.id).await;
    let (info_before, history_before) = fx.service.game_history(game.id).await.unwrap();

    let cases: Vec<(seireigi::service::UserId, &str, Option<u32>)> = vec![
        (ALICE, "hello", None),
        (ALICE, "", None),
        (ALICE, "10a1a", None),
        (ALICE, "7f7d", None),
        (ALICE, "P*5e", None),
        (ALICE, "5i5a", None),
        (BOB, "8c8d", None),
        (CAROL, "2g2f", None),
        (ALICE, "2g2f", Some(1)),
    ];
    for (user, text, ply) in cases {
        let r = fx.service.play(game.id, user, text, ply).await;
        let right = match (user, text) {
            (BOB, _) => matches!(r, Err(ServiceError::NotYourTurn(_))),
            (CAROL, _) => matches!(r, Err(ServiceError::NotAPlayer(_))),
            _ if ply.is_some() => matches!(r, Err(ServiceError::PositionChanged)),
            _ => matches!(r, Err(ServiceError::Move(_))),
        };
        assert!(right, "{user:?} {text:?}: {}", describe(&r));
        if let Err(e) = &r {
            assert!(!e.to_string().contains('\n'), "one-line message: {e}");
        }
    }
    let r = fx.service.play(GameId(777), ALICE, "2g2f", None).await;
    assert!(
        matches!(r, Err(ServiceError::NoGame(GameId(777)))),
        "{}",
        describe(&r)
    );
    let r = fx.service.resign(game.id, CAROL).await;
    assert!(
        matches!(r, Err(ServiceError::NotAPlayer(_))),
        "{}",
        describe(&r)
    );
    let r = fx
        .service
        .answer(game.id, ALICE, OfferKind::Takeback, true)
        .await;
    assert!(
        matches!(r, Err(ServiceError::NoOffer(_))),
        "{}",
        describe(&r)
    );
    let r = fx.service.set_vacation(ALICE, 1000).await;
    assert!(
        matches!(r, Err(ServiceError::BadVacation)),
        "{}",
        describe(&r)
    );

    assert_eq!(snapshot(&fx.service, game.id).await, before);
    let (info, history) = fx.service.game_history(game.id).await.unwrap();
    assert_eq!(info, info_before);
    assert_eq!(history.moves(), history_before.moves());
    // And the game goes on normally.
    play_moves(&fx.service, game.id, &["2g2f"]).await;
}

async fn a_restart_in_the_middle_of_a_game_loses_nothing() {
    let mut fx = Fixture::new("fault-restart").await;
    let game = fx.start("shogi", Some(2), Some(WAITING_MATE)).await;
    play_moves(&fx.service, game.id, &["5i5h", "1a1b"]).await;
    let before = snapshot(&fx.service, game.id).await;
    fx.reopen().await;
    assert_eq!(snapshot(&fx.service, game.id).await, before);
    play_moves(&fx.service, game.id, &["5h5i", "1b1c"]).await;
    // Without closing the pool this time: the handle is just dropped.
    let placeholder = GameService::new(Store::memory().await.unwrap(), fx.clock.clone());
    drop(std::mem::replace(&mut fx.service, placeholder));
    fx.service = GameService::new(Store::open(&fx.path).await.unwrap(), fx.clock.clone());
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!((info.ply, info.to_move), (4, Some(ALICE)));
    let (_, events) = play_moves(&fx.service, game.id, &["G*5b"]).await;
    assert_eq!(
        ended(&events),
        Some(Outcome {
            winner: Some(Color::Black),
            reason: Reason::Checkmate
        })
    );
    fx.reopen().await;
    assert_eq!(fx.service.game_info(game.id).await.unwrap().ply, 5);
}

/// The database file's bytes, once every connection to it is closed: the last one to close
/// checkpoints the WAL into the file and deletes it, so a WAL still there means a
/// connection was left open (and anything a refused open wrote would be in the file).
fn closed_file_bytes(path: &str) -> Vec<u8> {
    let wal = format!("{path}-wal");
    assert!(
        !std::path::Path::new(&wal).exists(),
        "{wal} is still there: a connection was left open after close"
    );
    std::fs::read(path).unwrap()
}

/// One plain connection, as a tool outside the program would open: closing it closes the
/// file at once (a pool's close may leave a connection to shut down later).
async fn raw_connection(path: &str) -> SqliteConnection {
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{path}")).unwrap();
    SqliteConnection::connect_with(&options).await.unwrap()
}

async fn table_counts(conn: &mut SqliteConnection) -> Vec<(String, i64)> {
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .fetch_all(&mut *conn)
            .await
            .unwrap();
    let mut counts = Vec::new();
    for t in tables {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM \"{t}\""))
            .fetch_one(&mut *conn)
            .await
            .unwrap();
        counts.push((t, n));
    }
    counts
}

#[tokio::test]
async fn a_database_from_a_newer_version_is_refused_untouched() {
    let fx = Fixture::new("fault-newer").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    fx.service.store().close().await;

    let mut raw = raw_connection(&fx.path).await;
    let columns: Vec<String> =
        sqlx::query_scalar("SELECT name FROM pragma_table_info('_sqlx_migrations')")
            .fetch_all(&mut raw)
            .await
            .unwrap();
    for needed in [
        "version",
        "description",
        "success",
        "checksum",
        "execution_time",
    ] {
        assert!(columns.iter().any(|c| c == needed), "{columns:?}");
    }
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (9999, 'from a future release', 1, x'00', 0)",
    )
    .execute(&mut raw)
    .await
    .unwrap();
    let counts = table_counts(&mut raw).await;
    raw.close().await.unwrap();
    let bytes = closed_file_bytes(&fx.path);

    let err = Store::open(&fx.path).await.unwrap_err();
    assert!(matches!(err, StoreError::NewerSchema(9999)), "{err:?}");
    let msg = err.to_string();
    assert!(msg.contains("newer") && !msg.contains('\n'), "{msg}");

    assert!(
        closed_file_bytes(&fx.path) == bytes,
        "the file is left as it was"
    );
    let mut raw = raw_connection(&fx.path).await;
    assert_eq!(table_counts(&mut raw).await, counts);
    raw.close().await.unwrap();
}

#[tokio::test]
async fn a_database_without_the_schema_is_migrated() {
    let dir = TempDir::new("fault-older");
    let path = dir.file("old.db");
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{path}"))
        .unwrap()
        .create_if_missing(true);
    let pool = SqlitePool::connect_with(options).await.unwrap();
    sqlx::query("CREATE TABLE keep_me (x INTEGER)")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO keep_me VALUES (42)")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    let store = Store::open(&path).await.unwrap();
    let service = GameService::new(store, Arc::new(ManualClock::new(T0)));
    let game = start_game(&service, ALICE, BOB, "shogi", None, None).await;
    play_moves(&service, game.id, &["7g7f"]).await;
    let kept: i64 = sqlx::query_scalar("SELECT x FROM keep_me")
        .fetch_one(service.store().sqlite_pool().expect("SQLite"))
        .await
        .unwrap();
    assert_eq!(kept, 42);
}

/// A database of the release before migration 0008 (side to move stored, move hashes
/// dropped), with games in play, comes up to date: each game's turn read from its stored
/// position, its moves kept, and play goes on.
#[tokio::test]
async fn games_stored_before_the_side_to_move_column_keep_their_turn() {
    let dir = TempDir::new("before-0008");
    let old = TempDir::new("migrations-0001-0007");
    for entry in std::fs::read_dir("migrations/sqlite").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.as_str() < "0008" {
            std::fs::copy(&path, old.0.join(&name)).unwrap();
        }
    }
    let path = dir.file("old.db");
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{path}"))
        .unwrap()
        .create_if_missing(true);
    let pool = SqlitePool::connect_with(options).await.unwrap();
    sqlx::migrate::Migrator::new(old.0.as_path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    // Two games as the old release stored them: one with Black to move after two moves,
    // one with White to move after one.
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let after_one = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    let after_two = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
    for (id, position, moves) in [
        (1, after_two, &["7g7f", "3c3d"][..]),
        (2, after_one, &["7g7f"]),
    ] {
        sqlx::query(
            "INSERT INTO games (id, variant, black, white, start_sfen, position_sfen, ply, status, \
             created_at, updated_at, rules_hash) VALUES (?, 'shogi', ?, ?, ?, ?, ?, 'active', 0, 0, ?)",
        )
        .bind(id)
        .bind(ALICE.db())
        .bind(BOB.db())
        .bind(start)
        .bind(position)
        .bind(moves.len() as i64)
        .bind(&seireigi::rules::Variant::builtin("shogi").game().rules_hash)
        .execute(&pool)
        .await
        .unwrap();
        for (i, mv) in moves.iter().enumerate() {
            sqlx::query("INSERT INTO moves (game_id, ply, move, position_hash, played_at) VALUES (?, ?, ?, 77, 0)")
                .bind(id)
                .bind(i as i64 + 1)
                .bind(mv)
                .execute(&pool)
                .await
                .unwrap();
        }
    }
    pool.close().await;

    let store = Store::open(&path).await.expect("migrates");
    let service = GameService::new(store, Arc::new(ManualClock::new(T0)));
    let black_to_move = service.game_info(GameId(1)).await.unwrap();
    let white_to_move = service.game_info(GameId(2)).await.unwrap();
    assert_eq!(black_to_move.to_move, Some(ALICE));
    assert_eq!(white_to_move.to_move, Some(BOB));
    let (_, history) = service.game_history(GameId(1)).await.unwrap();
    assert_eq!(history.position().to_sfen(), after_two);
    let played = service.play(GameId(2), BOB, "3c3d", None).await.unwrap();
    assert_eq!(played.info.to_move, Some(ALICE));
    // The column the migration dropped is gone; the moves are all there.
    let columns: Vec<String> = sqlx::query_scalar("SELECT name FROM pragma_table_info('moves')")
        .fetch_all(service.store().sqlite_pool().expect("SQLite"))
        .await
        .unwrap();
    assert!(!columns.iter().any(|c| c == "position_hash"), "{columns:?}");
    assert_eq!(
        service
            .game_history(GameId(2))
            .await
            .unwrap()
            .1
            .moves()
            .len(),
        2
    );
}

#[tokio::test]
async fn a_file_that_is_not_a_database_gives_a_clear_error() {
    let dir = TempDir::new("fault-garbage");
    let path = dir.file("garbage.db");
    let garbage: Vec<u8> = (0..8192u32).map(|i| (i * 7 + 13) as u8).collect();
    std::fs::write(&path, &garbage).unwrap();
    let err = Store::open(&path).await.unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("database") && !msg.contains('\n'), "{msg}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        garbage,
        "the file is not touched"
    );

    // A directory where the file should be.
    let err = Store::open(&dir.0.to_string_lossy()).await.unwrap_err();
    assert!(!err.to_string().is_empty());
}

/// A database URL that names no file (`DATABASE_URL=` set but empty) is refused: SQLite
/// would open a private temporary database, and the bot would run keeping nothing.
#[tokio::test]
async fn a_url_that_names_no_file_is_refused() {
    for url in ["", "  ", "sqlite:", "sqlite://", "sqlite://?mode=rwc"] {
        let err = Store::open(url).await.expect_err(url);
        assert!(matches!(err, StoreError::NoFile), "{url:?}: {err:?}");
        assert!(err.to_string().contains("names no file"), "{err}");
    }
}

/// A PostgreSQL URL with nothing on its port fails in seconds with the real cause, not the
/// pool's "pool timed out" after its 30 s acquire timeout.
#[tokio::test]
async fn postgres_with_nothing_on_its_port_says_connection_refused() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let url = format!("postgres://postgres@127.0.0.1:{port}/test");
    let err = Store::open(&url).await.expect_err("nothing listens there");
    let msg = err.to_string();
    assert!(
        msg.to_lowercase().contains("connection refused") && !msg.contains("timed out"),
        "{msg}"
    );
    assert_eq!(msg.lines().count(), 1, "{msg}");
}

async fn a_damaged_move_record_is_reported_not_panicked_on() {
    let fx = Fixture::new("fault-damaged").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    exec(
        &fx.service,
        "UPDATE moves SET move = '5a5i' WHERE game_id = $1",
        &[game.id.0],
    )
    .await;
    // A fresh service has no replayed copy in memory and must read the damaged row.
    let service = GameService::new(fx.service.store().clone(), fx.clock.clone());
    let r = service.game_history(game.id).await;
    assert!(
        matches!(r, Err(ServiceError::Corrupt(_))),
        "{}",
        describe(&r.map(|_| ()))
    );
    let r = service.play(game.id, BOB, "3c3d", None).await;
    assert!(
        matches!(r, Err(ServiceError::Corrupt(_))),
        "{}",
        describe(&r.map(|_| ()))
    );
}

/// Either backend refuses a database that has a migration this program does not know
/// (the SQLite file's bytes are checked above).
async fn a_newer_schema_is_refused_on_either_backend() {
    let fx = Fixture::new("fault-newer-any").await;
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    let checksum = match fx.backend() {
        Backend::Sqlite => "x'00'",
        Backend::Postgres => "'\\x00'::bytea",
    };
    exec(
        &fx.service,
        &format!(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (9999, 'from a future release', TRUE, {checksum}, 0)"
        ),
        &[],
    )
    .await;
    let err = Store::open(&fx.path).await.unwrap_err();
    assert!(matches!(err, StoreError::NewerSchema(9999)), "{err:?}");
    // Nothing was changed: the old handle still reads the game.
    assert_eq!(moves_stored(&fx.service, game.id).await, 1);
}

/// A write transaction dropped half-way (an error returned early, a task cancelled) must
/// not leave its row locks behind: on PostgreSQL its connection would sit "idle in
/// transaction" holding the game's row, and the next writer of that game would wait for
/// ever. The rollback is sent before the connection is used again.
async fn a_dropped_write_transaction_leaves_no_lock() {
    let fx = Fixture::new("fault-dropped-tx").await;
    let game = fx.start("shogi", Some(3), None).await;
    for round in 0..3 {
        let mut tx = fx.service.store().write().await.unwrap();
        let row = seireigi::store::queries::game(&mut tx, game.id.0)
            .await
            .unwrap()
            .expect("the game");
        seireigi::store::queries::set_clock(&mut tx, row.id, Some(1), Some(1))
            .await
            .unwrap();
        drop(tx);
        // A refused command ends with its transaction dropped in the same way.
        let r = fx.service.play(game.id, CAROL, "7g7f", None).await;
        assert!(
            matches!(r, Err(ServiceError::NotAPlayer(_))),
            "{}",
            describe(&r)
        );
        // The same row is written again, by the service and its retries, and the dropped
        // change is not there.
        let mover = if round % 2 == 0 { ALICE } else { BOB };
        let text = ["7g7f", "3c3d", "2g2f"][round];
        fx.service.play(game.id, mover, text, None).await.unwrap();
        let info = fx.service.game_info(game.id).await.unwrap();
        assert!(info.deadline.is_some_and(|d| d.0 > 1), "{info:?}");
    }
    assert_eq!(moves_stored(&fx.service, game.id).await, 3);
}

#[tokio::test]
async fn a_whole_game_in_memory() {
    for service in [
        GameService::new(
            Store::memory().await.unwrap(),
            Arc::new(ManualClock::new(T0)),
        ),
        GameService::new(
            Store::open("sqlite::memory:").await.unwrap(),
            Arc::new(ManualClock::new(T0)),
        ),
    ] {
        let game = start_game(&service, ALICE, BOB, "shogi", Some(1), Some(WAITING_MATE)).await;
        let (_, events) =
            play_moves(&service, game.id, &["5i5h", "1a1b", "5h5i", "1b1c", "G*5b"]).await;
        assert_eq!(ended(&events).map(|o| o.reason), Some(Reason::Checkmate));
        let usi = service
            .export(game.id, ExportFormat::Usi, ["a", "b"])
            .await
            .unwrap();
        assert!(usi.ends_with("moves 5i5h 1a1b 5h5i 1b1c G*5b"), "{usi}");
        assert_eq!(moves_stored(&service, game.id).await, 5);
        assert!(service.tick().await.unwrap().is_empty());
    }
}

backend_tests!(
    refused_moves_and_commands_change_nothing,
    a_restart_in_the_middle_of_a_game_loses_nothing,
    a_damaged_move_record_is_reported_not_panicked_on,
    a_newer_schema_is_refused_on_either_backend,
    a_dropped_write_transaction_leaves_no_lock,
);
