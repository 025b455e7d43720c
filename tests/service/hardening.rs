//! One damaged game or notification never stops the others; reads never wait for writers;
//! ids Discord never gives are refused where they enter and harmless when read back.

use crate::service_common;

use seireigi::ai::Level;
use seireigi::service::{
    ColorChoice, Event, GameId, NewChallenge, ServiceError, UserSettings, DELIVERY_ATTEMPTS,
    RETRY_FIRST_MS, RETRY_MAX_MS,
};
use service_common::*;
use sqlx::Connection;

async fn sql(fx: &Fixture, statement: &str, game: GameId) {
    exec(&fx.service, statement, &[game.0]).await;
}

fn reminded(events: &[seireigi::service::Notification]) -> Vec<GameId> {
    events
        .iter()
        .filter_map(|n| match n.event {
            Event::Reminder { game, .. } => Some(game),
            _ => None,
        })
        .collect()
}

fn timed_out(events: &[seireigi::service::Notification]) -> Vec<GameId> {
    events
        .iter()
        .filter_map(|n| match n.event {
            Event::GameEnded { game, .. } => Some(game),
            _ => None,
        })
        .collect()
}

/// Damaged rows come first (lowest ids), so that a loop that stops at the first bad row
/// would never reach the healthy games.
#[tokio::test]
async fn a_damaged_game_never_stops_the_others() {
    let fx = Fixture::new("damaged-games").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    // An active game whose row lost whose turn it is (a row migration 0008 could not fill).
    let bad_hand = fx.start("shogi", Some(1), None).await.id;
    sql(
        &fx,
        "UPDATE games SET side_to_move = NULL WHERE id = $1",
        bad_hand,
    )
    .await;
    // A value of the wrong type in a column: the row itself does not decode.
    let bad_row = fx.start("shogi", Some(1), None).await.id;
    sql(&fx, "UPDATE games SET ply = 'many' WHERE id = $1", bad_row).await;
    // A damaged game against the computer, with the computer to move.
    let bad_computer = computer_game(&fx, ColorChoice::White, Level::Easy).await.id;
    sql(
        &fx,
        "UPDATE games SET variant = 'no-such-game' WHERE id = $1",
        bad_computer,
    )
    .await;
    let healthy_a = fx.start("shogi", Some(1), None).await.id;
    let healthy_b = fx.start("shogi", Some(1), None).await.id;
    let computer = computer_game(&fx, ColorChoice::White, Level::Easy).await.id;

    // The computer still finds its move.
    let turns = fx.service.computer_turns().await.expect("computer turns");
    let ids: Vec<GameId> = turns.iter().map(|(g, _)| g.id).collect();
    assert_eq!(ids, vec![computer]);

    // 85 % of the day: both healthy games are reminded.
    fx.clock.advance_ms(DAY * 85 / 100);
    let first = fx.service.tick().await.expect("the tick runs");
    assert_eq!(reminded(&first), vec![healthy_a, healthy_b]);
    // Past the deadline: both healthy games are lost on time.
    fx.clock.advance_ms(DAY * 16 / 100);
    let second = fx.service.tick().await.expect("the tick runs again");
    assert_eq!(timed_out(&second), vec![healthy_a, healthy_b]);

    // The damaged ones are marked, with why, for the operator.
    let damaged = fx.service.damaged_games().await.expect("damaged list");
    let marked: Vec<GameId> = damaged.iter().map(|d| d.id).collect();
    assert_eq!(marked, vec![bad_hand, bad_row, bad_computer], "{damaged:?}");
    assert!(
        damaged[0].why.contains("no side to move"),
        "{}",
        damaged[0].why
    );
    assert!(
        damaged[2].why.contains("no-such-game"),
        "{}",
        damaged[2].why
    );

    // A user's list and a vacation skip the damaged games.
    let games = fx
        .service
        .games_of(ALICE, false)
        .await
        .expect("games of Alice");
    let listed: Vec<GameId> = games.iter().map(|g| g.id).collect();
    assert!(
        listed.contains(&healthy_a) && listed.contains(&computer),
        "{listed:?}"
    );
    assert!(!listed.contains(&bad_hand) && !listed.contains(&bad_row));
    fx.service.set_vacation(BOB, 3).await.expect("vacation");
    // The damaged game itself says so in one line.
    let e = fx.service.game_info(bad_hand).await.expect_err("damaged");
    assert!(matches!(e, ServiceError::Corrupt(_)), "{e}");
}

/// Runs `statement` (bound to `id`) with the schema's CHECK constraints off, as a damaged
/// file or a hand edit could have left a row.
async fn sql_unchecked(fx: &Fixture, statement: &str, id: i64) {
    let mut c = fx
        .service
        .store()
        .sqlite_pool()
        .expect("PRAGMA is SQLite's")
        .acquire()
        .await
        .expect("connection");
    for s in [
        "PRAGMA ignore_check_constraints = ON",
        statement,
        "PRAGMA ignore_check_constraints = OFF",
    ] {
        sqlx::query(s).bind(id).execute(&mut *c).await.expect(s);
    }
}

/// Words the program does not know, stored where it reads typed values (an end reason, a
/// setting, a challenge's colour): each record is reported damaged, in one line naming the
/// word, and the healthy records around it read and play on.
#[tokio::test]
async fn an_unknown_stored_word_is_reported_damaged() {
    let fx = Fixture::new("unknown-words").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let odd = fx.start("shogi", Some(1), None).await.id;
    fx.service.resign(odd, BOB).await.expect("resign");
    sql(
        &fx,
        "UPDATE games SET reason = 'fell asleep' WHERE id = $1",
        odd,
    )
    .await;
    let healthy = fx.start("shogi", Some(1), None).await.id;

    let e = fx.service.game_info(odd).await.expect_err("damaged");
    assert!(matches!(e, ServiceError::Corrupt(_)), "{e}");
    let text = e.to_string();
    assert!(
        text.contains("fell asleep") && !text.contains('\n'),
        "{text}"
    );
    let listed: Vec<GameId> = fx
        .service
        .games_of(ALICE, false)
        .await
        .expect("games of Alice")
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(listed, vec![healthy]);
    fx.service.tick().await.expect("the tick runs");
    let damaged = fx.service.damaged_games().await.expect("damaged list");
    assert_eq!(damaged.len(), 1, "{damaged:?}");
    assert_eq!(damaged[0].id, odd);
    assert!(damaged[0].why.contains("fell asleep"), "{}", damaged[0].why);

    // Bob's settings hold a notation no version knows: reading them says so, and Alice's
    // move still starts Bob's clock (the clock reads nothing else of his row).
    fx.service
        .set_vacation(BOB, 0)
        .await
        .expect("creates Bob's row");
    sql_unchecked(
        &fx,
        "UPDATE users SET notation = 'klingon' WHERE id = $1",
        BOB.db(),
    )
    .await;
    let e = fx
        .service
        .settings(BOB)
        .await
        .expect_err("damaged settings");
    assert!(matches!(e, ServiceError::Corrupt(_)), "{e}");
    assert!(e.to_string().contains("klingon"), "{e}");
    let played = fx
        .service
        .play(healthy, ALICE, "7g7f", None)
        .await
        .expect("Alice's move");
    assert_eq!(played.info.to_move, Some(BOB));
    assert_eq!(
        played.info.deadline.map(|d| d.0),
        Some(fx.clock_now() + DAY)
    );

    // A challenge whose colour is no colour; the open challenge after it still expires.
    let make = |opponent| NewChallenge {
        challenger: ALICE,
        opponent: Some(opponent),
        variant: "shogi".into(),
        days_per_move: None,
        color: ColorChoice::Black,
        position: None,
    };
    let (bad, _) = fx.service.challenge(make(BOB)).await.expect("challenge");
    let (good, _) = fx.service.challenge(make(CAROL)).await.expect("challenge");
    sql_unchecked(
        &fx,
        "UPDATE challenges SET color = 'purple' WHERE id = $1",
        bad.id.0,
    )
    .await;
    let e = fx
        .service
        .challenge_info(bad.id)
        .await
        .expect_err("damaged");
    assert!(e.to_string().contains("purple"), "{e}");
    fx.clock.advance_days(8.0);
    let expired: Vec<_> = fx
        .service
        .tick()
        .await
        .expect("the tick runs")
        .into_iter()
        .filter_map(|n| match n.event {
            Event::ChallengeExpired { challenge, .. } => Some(challenge),
            _ => None,
        })
        .collect();
    assert_eq!(expired, vec![bad.id, good.id]);
}

#[tokio::test]
async fn an_unreadable_notification_hides_no_other() {
    let fx = Fixture::new("bad-outbox").await;
    // Rows no version of the program can read, written before the good ones.
    for event in [
        "'{\"type\":\"no_such_event\"}'",
        "X'FF00FF'",
        "'not json at all'",
    ] {
        sqlx::query(&format!(
            "INSERT INTO notifications (event, created_at) VALUES ({event}, 0)"
        ))
        .execute(fx.service.store().sqlite_pool().expect("X'..' is SQLite's"))
        .await
        .expect("insert");
    }
    let game = fx.start("shogi", Some(1), None).await.id;
    fx.clock.advance_ms(DAY * 85 / 100);
    fx.service.tick().await.expect("tick");
    let pending = fx.service.pending_notifications().await.expect("pending");
    assert_eq!(reminded(&pending), vec![game]);
    assert_eq!(pending.len(), 1);
    // The unreadable rows are given up (kept, marked), not read again each tick.
    let failed = fx.service.failed_notifications().await.expect("failed");
    assert_eq!(failed.len(), 3, "{failed:?}");
    assert!(failed.iter().all(|(_, _, why)| why.contains("unreadable")));
    assert_eq!(fx.service.pending_notifications().await.unwrap().len(), 1);
}

/// A delivery Discord refuses waits longer after each failure, and is given up after a bound.
async fn failed_deliveries_back_off_and_give_up() {
    let fx = Fixture::new("backoff").await;
    fx.start("shogi", Some(1), None).await;
    fx.clock.advance_ms(DAY * 85 / 100);
    let n = fx.service.tick().await.expect("tick")[0].id;
    let mut waits = Vec::new();
    let mut attempts = 0;
    loop {
        let pending = fx.service.pending_notifications().await.unwrap();
        assert_eq!(pending.iter().map(|p| p.id).collect::<Vec<_>>(), vec![n]);
        attempts += 1;
        let gave_up = fx
            .service
            .delivery_failed(n, "403 Missing Permissions")
            .await
            .expect("recorded");
        if gave_up {
            break;
        }
        // Not due again until its wait is over: find the wait, a minute at a time.
        let mut waited = 0;
        while fx.service.pending_notifications().await.unwrap().is_empty() {
            fx.clock.advance_ms(60_000);
            waited += 60_000;
            assert!(waited <= RETRY_MAX_MS, "waits are capped");
        }
        waits.push(waited);
    }
    assert_eq!(attempts, DELIVERY_ATTEMPTS);
    assert_eq!(waits[0], RETRY_FIRST_MS);
    assert!(
        waits
            .windows(2)
            .all(|w| w[1] == (w[0] * 2).min(RETRY_MAX_MS)),
        "{waits:?}"
    );
    assert_eq!(*waits.last().unwrap(), RETRY_MAX_MS);
    // Given up: never due again, and listed for the operator with the last error.
    fx.clock.advance_ms(30 * DAY);
    assert!(fx.service.pending_notifications().await.unwrap().is_empty());
    let failed = fx.service.failed_notifications().await.unwrap();
    assert_eq!(
        failed,
        vec![(n, DELIVERY_ATTEMPTS, "403 Missing Permissions".to_string())]
    );
}

/// Settings are read for every post and board: a plain read, while another process holds
/// the write lock (the old write transaction waited the busy timeout, then failed).
#[tokio::test]
async fn settings_are_read_while_another_process_writes() {
    let fx = Fixture::new("read-under-lock").await;
    let mut mine = fx.service.settings(ALICE).await.expect("defaults");
    mine.reminders = false;
    fx.service.save_settings(&mine).await.expect("save");

    let mut other = sqlx::SqliteConnection::connect(&format!("sqlite://{}", fx.path))
        .await
        .expect("second connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .expect("take the write lock");
    sqlx::query("UPDATE users SET notation = 'japanese' WHERE id = $1")
        .bind(ALICE.db())
        .execute(&mut other)
        .await
        .expect("write under the lock");
    let read = fx.service.settings(ALICE).await.expect("read under a lock");
    assert_eq!(read, mine, "the committed settings, not the writer's");
    let fresh = fx
        .service
        .settings(CAROL)
        .await
        .expect("a user with no row");
    assert_eq!(fresh, UserSettings::defaults(CAROL));
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
}

/// The defaults of a user with no row are those the schema gives a new row.
async fn the_defaults_are_the_schemas() {
    let fx = Fixture::new("defaults").await;
    assert_eq!(
        fx.service.settings(BOB).await.unwrap(),
        UserSettings::defaults(BOB)
    );
    fx.service
        .set_vacation(BOB, 0)
        .await
        .expect("creates the row");
    // (`count` binds the id it is given, here a user's.)
    let count = count(
        &fx.service,
        "SELECT COUNT(*) FROM users WHERE id = $1",
        GameId(BOB.db()),
    )
    .await;
    assert_eq!(count, 1);
    assert_eq!(
        fx.service.settings(BOB).await.unwrap(),
        UserSettings::defaults(BOB)
    );
}

/// Boards, move lists and settings can be read from a database opened read-only.
#[tokio::test]
async fn reads_work_on_a_read_only_database() {
    let fx = Fixture::new("read-only").await;
    let game = fx.start("shogi", Some(3), None).await.id;
    play_moves(&fx.service, game, &["7g7f", "3c3d"]).await;
    let settings = fx.service.settings(ALICE).await.unwrap();
    fx.service.store().close().await;

    let url = format!("sqlite://{}?mode=ro", fx.path);
    let store = seireigi::store::Store::open(&url)
        .await
        .expect("open read-only");
    let service = seireigi::service::GameService::new(store, fx.clock.clone());
    assert_eq!(service.settings(ALICE).await.expect("settings"), settings);
    assert_eq!(
        service.settings(CAROL).await.expect("no row"),
        UserSettings::defaults(CAROL)
    );
    let (_, history) = service.game_history(game).await.expect("history");
    assert_eq!(history.moves().len(), 2);
    // A write is refused with an error, not a hang or a panic.
    assert!(service.play(game, ALICE, "2g2f", None).await.is_err());
}

async fn discord_ids_of_zero_are_refused_and_never_read_back() {
    let fx = Fixture::new("zero-ids").await;
    let game = fx.start("shogi", Some(1), None).await.id;
    for (guild, channel, thread) in [
        (Some(1), 0, Some(5)),
        (Some(1), 4, Some(0)),
        (Some(0), 4, Some(5)),
        (None, u64::MAX, None),
    ] {
        let e = fx
            .service
            .set_game_thread(game, guild, channel, thread, None)
            .await
            .expect_err("refused");
        assert!(matches!(e, ServiceError::BadDiscordId(_)), "{e}");
    }
    // A zero or negative id already stored (by an older version, or by hand) reads as none.
    sql(
        &fx,
        "UPDATE games SET thread_id = 0, channel_id = -4, guild_id = 0 WHERE id = $1",
        game,
    )
    .await;
    let info = fx.service.game_info(game).await.expect("reads");
    assert_eq!(
        (info.thread_id, info.channel_id, info.guild_id),
        (None, None, None)
    );
    fx.service
        .set_game_thread(game, Some(1), 4, Some(5), Some(6))
        .await
        .expect("real ids");
    let info = fx.service.game_info(game).await.unwrap();
    assert_eq!((info.thread_id, info.channel_id), (Some(5), Some(4)));
}

backend_tests!(
    failed_deliveries_back_off_and_give_up,
    the_defaults_are_the_schemas,
    discord_ids_of_zero_are_refused_and_never_read_back,
);
