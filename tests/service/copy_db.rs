//! `seireigi copy-db`: a SQLite database with games in progress (threads, messages, offers,
//! settings, the outbox) copied into a new database, to PostgreSQL and to SQLite, row for
//! row; there the games go on through the service, found by their old thread ids, and new
//! rows get ids past the copied ones. A target that holds rows is refused untouched.

use crate::service_common;

use seireigi::service::{
    ColorChoice, GameId, GameService, GuildSettings, NewChallenge, Notation, OfferKind, TimePerMove,
};
use seireigi::store::{copy, Store, StoreError};
use service_common::*;
use std::process::Command;

/// A SQLite database as a running bot leaves it: two games in play in threads (one with a
/// draw offer waiting), a finished game, an open challenge shown in a message, settings, a
/// vacation, and a reminder in the outbox.
async fn installation(fx: &Fixture) -> (GameId, GameId) {
    let s = &fx.service;
    let a = fx.start("shogi", Some(3), None).await.id;
    play_moves(s, a, &["7g7f", "3c3d"]).await;
    s.set_game_thread(a, Some(77), 500, Some(501), Some(502))
        .await
        .unwrap();
    let b = start_game(s, CAROL, BOB, "chu-seireigi", Some(1), None)
        .await
        .id;
    s.set_game_thread(b, Some(77), 500, Some(601), Some(602))
        .await
        .unwrap();
    s.offer(b, CAROL, OfferKind::Draw).await.unwrap();
    let done = fx.start("shogi", None, None).await.id;
    s.resign(done, BOB).await.unwrap();
    let (open, _) = s
        .challenge(NewChallenge {
            challenger: ALICE,
            opponent: None,
            variant: "shogi".to_string(),
            days_per_move: Some(2),
            color: ColorChoice::Random,
            position: None,
        })
        .await
        .unwrap();
    s.set_challenge_message(open.id, Some(77), 500, 700)
        .await
        .unwrap();
    let mut settings = s.settings(BOB).await.unwrap();
    settings.notation = Notation::Japanese;
    s.save_settings(&settings).await.unwrap();
    s.save_guild_settings(&GuildSettings {
        guild: 77,
        default_variant: Some("chu-seireigi".to_string()),
        default_time: Some(TimePerMove::Days(5)),
        allowed_channels: vec![500],
    })
    .await
    .unwrap();
    s.set_vacation(ALICE, 0).await.unwrap();
    fx.clock.advance_ms(DAY * 85 / 100);
    assert!(!s.tick().await.unwrap().is_empty(), "a reminder is due");
    (a, b)
}

async fn copied_games_go_on(target: Backend) {
    let fx = Fixture::on(Backend::Sqlite, "copy-from").await;
    let (a, b) = installation(&fx).await;
    let before_a = snapshot(&fx.service, a).await;
    let before_b = snapshot(&fx.service, b).await;
    let pending = fx.service.pending_notifications().await.unwrap();
    let settings = fx.service.settings(BOB).await.unwrap();
    fx.service.store().close().await;

    let to = TestDb::on(target, "copy-to").await;
    // Through the command, as an operator runs it.
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args(["copy-db", "--from", &fx.path, "--to", &to.url])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("games: 3 rows"), "{stdout}");
    assert!(stdout.contains("moves: 2 rows"), "{stdout}");

    let store = Store::open(&to.url).await.unwrap();
    assert_eq!(
        store.kind() == seireigi::store::Kind::Postgres,
        target == Backend::Postgres
    );
    let service = GameService::new(store, fx.clock.clone());
    assert_eq!(snapshot(&service, a).await, before_a);
    assert_eq!(snapshot(&service, b).await, before_b);
    assert_eq!(service.settings(BOB).await.unwrap(), settings);
    assert_eq!(
        service.guild_settings(77).await.unwrap().allowed_channels,
        vec![500]
    );
    let again = service.pending_notifications().await.unwrap();
    assert_eq!(
        again.iter().map(|n| n.id).collect::<Vec<_>>(),
        pending.iter().map(|n| n.id).collect::<Vec<_>>(),
        "the outbox keeps its rows and ids"
    );
    // The buttons of the old posts still work: the games are found by their threads, and
    // the next move is played and stored.
    let in_thread = service.game_in_thread(501).await.unwrap().expect("game a");
    assert_eq!((in_thread.id, in_thread.ply), (a, 2));
    assert_eq!(service.game_in_thread(601).await.unwrap().unwrap().id, b);
    service.play(a, ALICE, "2g2f", Some(2)).await.unwrap();
    service.answer(b, BOB, OfferKind::Draw, true).await.unwrap();
    assert!(service.game_info(b).await.unwrap().outcome.is_some());
    // New rows get ids after the copied ones.
    let next = start_game(&service, ALICE, CAROL, "shogi", None, None).await;
    assert!(next.id.0 > b.0, "{next:?}");
    assert_eq!(moves_stored(&service, a).await, 3);

    // Copying again into the same (now full) database is refused, and changes nothing.
    let from = Store::open(&fx.path).await.unwrap();
    let err = copy::copy_all(&from, service.store()).await.unwrap_err();
    assert!(matches!(err, StoreError::Copy(_)), "{err:?}");
    assert!(err.to_string().contains("not empty"), "{err}");
    assert_eq!(moves_stored(&service, a).await, 3);
    from.close().await;
    service.store().close().await;
}

#[tokio::test]
async fn sqlite_to_postgres() {
    backend::run(Backend::Postgres, copied_games_go_on(Backend::Postgres)).await;
}

#[tokio::test]
async fn sqlite_to_sqlite() {
    copied_games_go_on(Backend::Sqlite).await;
}

/// The same SQLite database on both sides is refused before anything is opened.
#[test]
fn copy_onto_itself_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args(["copy-db", "--from", "x.db", "--to", "x.db"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("same database") && err.lines().count() == 1,
        "{err}"
    );
}

/// A source that does not exist fails at once, in one line naming the file, and nothing is
/// created on either side (a typo must not turn into an empty database that looks copied).
#[test]
fn copy_from_a_missing_file_fails_and_creates_nothing() {
    let dir = TempDir::new("copy-missing");
    let (from, to) = (dir.file("typo.db"), dir.file("new.db"));
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args(["copy-db", "--from", &from, "--to", &to])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("no such file") && err.contains("typo.db") && err.lines().count() == 1,
        "{err}"
    );
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let left: Vec<_> = std::fs::read_dir(&dir.0).unwrap().collect();
    assert!(left.is_empty(), "nothing created: {left:?}");
}
