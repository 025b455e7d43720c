//! The correspondence clock with a manual clock: deadlines, the 80 % reminder, the loss on
//! time, exactly once even across restarts, the outbox, and vacations.

use crate::service_common;

use seireigi::rules::{Color, Outcome, Reason};
use seireigi::service::{Event, GameId, Notification, ServiceError, Timestamp};
use service_common::*;

async fn deadline(fx: &Fixture, game: GameId) -> Option<i64> {
    fx.service
        .game_info(game)
        .await
        .unwrap()
        .deadline
        .map(|t| t.0)
}

fn reminder(game: GameId, user: seireigi::service::UserId, deadline: i64) -> Event {
    Event::Reminder {
        game,
        user,
        deadline: Timestamp(deadline),
    }
}

fn time_loss(game: GameId, winner: Color) -> Event {
    Event::GameEnded {
        game,
        black: ALICE,
        white: BOB,
        outcome: Outcome {
            winner: Some(winner),
            reason: Reason::Time,
        },
    }
}

fn events(notes: &[Notification]) -> Vec<Event> {
    notes.iter().map(|n| n.event.clone()).collect()
}

async fn the_deadline_is_now_plus_the_days_and_a_move_resets_it() {
    let fx = Fixture::new("clock-deadline").await;
    let game = fx.start("shogi", Some(5), None).await;
    assert_eq!(game.deadline, Some(T0.plus_days(5)));
    fx.clock.advance_days(1.5);
    let (_, events) = play_moves(&fx.service, game.id, &["7g7f"]).await;
    let bob_deadline = T0.0 + DAY * 3 / 2 + 5 * DAY;
    assert!(
        matches!(events[0], Event::MovePlayed { deadline: Some(d), to_move: Some(u), .. }
        if d.0 == bob_deadline && u == BOB)
    );
    assert_eq!(deadline(&fx, game.id).await, Some(bob_deadline));
    // Alice's old deadline passes: nothing happens, it is Bob's clock that runs.
    fx.clock.set(T0.plus_days(5));
    let notes = fx.service.tick().await.unwrap();
    assert!(
        notes
            .iter()
            .all(|n| !matches!(n.event, Event::GameEnded { .. })),
        "{notes:?}"
    );
    let infos = fx.service.games_of(BOB, true).await.unwrap();
    assert_eq!(infos[0].deadline.map(|t| t.0), Some(bob_deadline));
    assert_eq!(infos[0].to_move, Some(BOB));
}

async fn reminder_once_at_80_percent_then_loss_once_at_the_deadline() {
    let fx = Fixture::new("clock-once").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let game = fx.start("shogi", Some(5), None).await;
    let end = T0.0 + 5 * DAY;
    fx.clock.set(Timestamp(T0.0 + 4 * DAY - 1));
    assert!(fx.service.tick().await.unwrap().is_empty(), "before 80 %");
    fx.clock.advance_ms(1);
    let notes = fx.service.tick().await.unwrap();
    assert_eq!(events(&notes), vec![reminder(game.id, ALICE, end)]);
    assert!(fx.service.tick().await.unwrap().is_empty(), "reminded once");
    fx.clock.set(Timestamp(end - 1));
    assert!(fx.service.tick().await.unwrap().is_empty());
    fx.clock.set(Timestamp(end));
    let notes = fx.service.tick().await.unwrap();
    assert_eq!(events(&notes), vec![time_loss(game.id, Color::White)]);
    assert!(fx.service.tick().await.unwrap().is_empty(), "ended once");
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!(
        info.outcome.map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), Reason::Time))
    );
    let r = fx.service.play(game.id, ALICE, "7g7f", None).await;
    assert!(
        matches!(r, Err(ServiceError::GameOver(_))),
        "{}",
        describe(&r)
    );
    // Both decisions wait in the outbox until delivered, and are marked once.
    let pending = fx.service.pending_notifications().await.unwrap();
    assert_eq!(
        events(&pending),
        vec![
            reminder(game.id, ALICE, end),
            time_loss(game.id, Color::White)
        ]
    );
    assert!(fx.service.delivered(pending[0].id).await.unwrap());
    assert!(!fx.service.delivered(pending[0].id).await.unwrap());
    let left = fx.service.pending_notifications().await.unwrap();
    assert_eq!(left, pending[1..].to_vec());
}

async fn exactly_once_across_restarts() {
    let mut fx = Fixture::new("clock-restart").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let game = fx.start("uchi-chu-shogi", Some(1), None).await;
    let quiet = fx.start("shogi", Some(14), None).await;
    let end = T0.0 + DAY;
    fx.clock.set(Timestamp(T0.0 + DAY * 8 / 10));
    let first = fx.service.tick().await.unwrap();
    assert_eq!(events(&first), vec![reminder(game.id, ALICE, end)]);
    fx.reopen().await;
    assert!(
        fx.service.tick().await.unwrap().is_empty(),
        "no second reminder after a restart"
    );
    let pending = fx.service.pending_notifications().await.unwrap();
    assert_eq!(
        pending, first,
        "the undelivered reminder is still there after the restart"
    );
    assert!(fx.service.delivered(first[0].id).await.unwrap());

    // The deadline passes while the process is down.
    fx.service.store().close().await;
    fx.clock.set(Timestamp(end + 3 * DAY));
    fx.reopen().await;
    let ended = fx.service.tick().await.unwrap();
    assert_eq!(events(&ended), vec![time_loss(game.id, Color::White)]);
    fx.reopen().await;
    assert!(
        fx.service.tick().await.unwrap().is_empty(),
        "no second loss after a restart"
    );
    let pending = fx.service.pending_notifications().await.unwrap();
    assert_eq!(pending, ended);
    fx.reopen().await;
    assert!(fx.service.delivered(ended[0].id).await.unwrap());
    assert!(!fx.service.delivered(ended[0].id).await.unwrap());
    assert!(fx.service.pending_notifications().await.unwrap().is_empty());
    let rows: i64 = on_store!(fx.service.store(), |p| sqlx::query_scalar(
        "SELECT COUNT(*) FROM notifications"
    )
    .fetch_one(p))
    .unwrap();
    assert_eq!(rows, 2);
    // The other game's clock (14 days) is untouched by all this.
    let info = fx.service.game_info(quiet.id).await.unwrap();
    assert_eq!(
        (info.outcome, info.deadline),
        (None, Some(T0.plus_days(14)))
    );
}

async fn a_move_after_the_reminder_gives_the_next_player_a_fresh_clock() {
    let fx = Fixture::new("clock-reset").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let game = fx.start("shogi", Some(2), None).await;
    fx.clock.set(Timestamp(T0.0 + 2 * DAY * 9 / 10));
    assert_eq!(fx.service.tick().await.unwrap().len(), 1);
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    let now = fx.clock_now();
    let bob_end = now + 2 * DAY;
    fx.clock.set(Timestamp(now + 2 * DAY * 8 / 10 - 1));
    assert!(fx.service.tick().await.unwrap().is_empty());
    fx.clock.advance_ms(1);
    let notes = fx.service.tick().await.unwrap();
    assert_eq!(events(&notes), vec![reminder(game.id, BOB, bob_end)]);
    play_moves(&fx.service, game.id, &["3c3d"]).await;
    fx.clock.set(Timestamp(bob_end));
    assert!(
        fx.service.tick().await.unwrap().is_empty(),
        "Bob moved in time"
    );
}

async fn unlimited_games_never_time_out() {
    let fx = Fixture::new("clock-unlimited").await;
    let game = fx.start("dai-seireigi", None, None).await;
    assert_eq!(game.deadline, None);
    fx.clock.advance_days(10_000.0);
    assert!(fx.service.tick().await.unwrap().is_empty());
    let (_, events) = play_moves(&fx.service, game.id, &["8k8j"]).await;
    assert!(matches!(
        events[0],
        Event::MovePlayed { deadline: None, .. }
    ));
    fx.clock.advance_days(10_000.0);
    assert!(fx.service.tick().await.unwrap().is_empty());
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!(
        (info.outcome, info.deadline, info.to_move),
        (None, None, Some(BOB))
    );
}

async fn vacation_stops_the_clocks_of_the_player_to_move() {
    let fx = Fixture::new("clock-vacation").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    // Alice is to move in `mine`; Bob is to move in `theirs`.
    let mine = fx.start("shogi", Some(3), None).await;
    let theirs = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, theirs.id, &["7g7f"]).await;
    let away = fx.service.set_vacation(ALICE, 5).await.unwrap();
    assert_eq!(
        away,
        vec![Event::OnVacation {
            game: mine.id,
            user: ALICE,
            opponent: BOB,
            until: T0.plus_days(5)
        }]
    );
    assert_eq!(deadline(&fx, mine.id).await, Some(T0.0 + 8 * DAY));
    assert_eq!(
        deadline(&fx, theirs.id).await,
        Some(T0.0 + 3 * DAY),
        "Bob's clock runs"
    );
    // Bob moves while Alice is away: her clock there starts when she is back.
    fx.clock.set(Timestamp(T0.0 + DAY));
    play_moves(&fx.service, theirs.id, &["3c3d"]).await;
    assert_eq!(deadline(&fx, theirs.id).await, Some(T0.0 + 8 * DAY));
    // Nothing at Alice's old 80 % nor at her old deadline.
    fx.clock.set(Timestamp(T0.0 + 3 * DAY * 8 / 10));
    assert!(fx.service.tick().await.unwrap().is_empty());
    fx.clock.set(Timestamp(T0.0 + 3 * DAY - 1));
    assert!(fx.service.tick().await.unwrap().is_empty());
    // Back early after three days: each game has the three days it had left.
    fx.clock.set(Timestamp(T0.0 + 3 * DAY));
    let back = fx.service.set_vacation(ALICE, 0).await.unwrap();
    assert!(
        back.iter().all(|e| !matches!(e, Event::OnVacation { .. })),
        "{back:?}"
    );
    let end = T0.0 + 6 * DAY;
    assert_eq!(deadline(&fx, mine.id).await, Some(end));
    assert_eq!(deadline(&fx, theirs.id).await, Some(end));
    // Well past 80 % of the three days (the exact instant is the next test's job).
    fx.clock.set(Timestamp(end - DAY / 2));
    let notes = fx.service.tick().await.unwrap();
    assert_eq!(
        events(&notes),
        vec![
            reminder(mine.id, ALICE, end),
            reminder(theirs.id, ALICE, end)
        ]
    );
    fx.clock.set(Timestamp(end));
    let notes = fx.service.tick().await.unwrap();
    assert_eq!(
        events(&notes),
        vec![
            time_loss(mine.id, Color::White),
            time_loss(theirs.id, Color::White)
        ]
    );
}

async fn after_a_vacation_the_reminder_comes_at_80_percent() {
    let fx = Fixture::new("clock-vacation-reminder").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let game = fx.start("shogi", Some(3), None).await;
    fx.service.set_vacation(ALICE, 5).await.unwrap();
    fx.service.set_vacation(ALICE, 0).await.unwrap();
    // The vacation ended as it began: the clock is as it was, reminder included.
    assert_eq!(deadline(&fx, game.id).await, Some(T0.0 + 3 * DAY));
    let reminder_at: i64 = on_store!(fx.service.store(), |p| sqlx::query_scalar(
        "SELECT reminder_at FROM games WHERE id = $1"
    )
    .bind(game.id.0)
    .fetch_one(p))
    .unwrap();
    assert_eq!(reminder_at, T0.0 + 3 * DAY * 8 / 10);
    fx.clock.set(Timestamp(T0.0 + 3 * DAY * 8 / 10));
    let notes = fx.service.tick().await.unwrap();
    assert_eq!(
        events(&notes),
        vec![reminder(game.id, ALICE, T0.0 + 3 * DAY)]
    );
}

async fn vacation_of_a_player_not_to_move_changes_nothing() {
    let fx = Fixture::new("clock-vacation-idle").await;
    let game = fx.start("shogi", Some(7), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    let before = snapshot(&fx.service, game.id).await;
    let events = fx.service.set_vacation(ALICE, 10).await.unwrap();
    assert!(events.is_empty(), "{events:?}");
    assert_eq!(snapshot(&fx.service, game.id).await, before);
    assert_eq!(deadline(&fx, game.id).await, Some(T0.0 + 7 * DAY));
    let r = fx.service.set_vacation(ALICE, 61).await;
    assert!(
        matches!(r, Err(ServiceError::BadVacation)),
        "{}",
        describe(&r)
    );
}

backend_tests!(
    the_deadline_is_now_plus_the_days_and_a_move_resets_it,
    reminder_once_at_80_percent_then_loss_once_at_the_deadline,
    exactly_once_across_restarts,
    a_move_after_the_reminder_gives_the_next_player_a_fresh_clock,
    unlimited_games_never_time_out,
    vacation_stops_the_clocks_of_the_player_to_move,
    after_a_vacation_the_reminder_comes_at_80_percent,
    vacation_of_a_player_not_to_move_changes_nothing,
);
