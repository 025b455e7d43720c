//! Clock comfort (issue 33) with a manual clock, deadlines moved into the past: one-day
//! extensions spent first and counted down, then vacation days spent by the clock instead
//! of a loss on time (once, across two processes), a player without vacation or who turned
//! it off losing; the daily digest once a day at the chosen hour; the lists of games.

use crate::service_common;

use seireigi::rules::{Outcome, Reason};
use seireigi::service::{
    ColorChoice, ComfortSettings, Event, Extensions, GameId, GameInfo, GameService, Limits,
    NewChallenge, Notification, ServiceError, Timestamp, UserId,
};
use seireigi::store::Store;
use service_common::*;

/// The fixture's database with `days` of vacation a year (the clock spends them by
/// default: `SEIREIGI_AUTO_VACATION` is on unless the operator turns it off).
async fn comfortable(fx: &Fixture, days: u32) -> GameService {
    let store = Store::open(&fx.path).await.expect("open");
    GameService::new(store, fx.clock.clone()).with_limits(Limits {
        vacation_days: days,
        ..Limits::default()
    })
}

/// Alice (Black, to move) against `opponent`, `days` per move, `extensions` each.
async fn game_with(
    service: &GameService,
    opponent: UserId,
    days: u32,
    extensions: u32,
) -> GameInfo {
    let (challenge, _) = service
        .challenge_with(
            NewChallenge {
                challenger: ALICE,
                opponent: Some(opponent),
                variant: "shogi".into(),
                days_per_move: Some(days),
                color: ColorChoice::Black,
                position: None,
            },
            false,
            extensions,
        )
        .await
        .expect("challenge");
    let (game, _) = service
        .accept(challenge.id, opponent)
        .await
        .expect("accept");
    game
}

fn events(notes: &[Notification]) -> Vec<Event> {
    notes.iter().map(|n| n.event.clone()).collect()
}

fn lost_on_time(notes: &[Notification], game: GameId) -> bool {
    notes.iter().any(|n| {
        matches!(n.event, Event::GameEnded { game: g, outcome: Outcome { reason: Reason::Time, .. }, .. } if g == game)
    })
}

async fn deadline(service: &GameService, game: GameId) -> i64 {
    let info = service.game_info(game).await.expect("info");
    info.deadline.expect("a deadline").0
}

async fn a_player_with_vacation_left_does_not_lose_and_one_without_does() {
    let fx = Fixture::new("comfort-vacation").await;
    let service = comfortable(&fx, 1).await;
    let game = game_with(&service, BOB, 1, 0).await;
    let first = T0.0 + DAY;
    fx.clock.set(Timestamp(first));
    let notes = service.tick().await.expect("tick");
    // Both are told (the thread post names both); the game goes on a day later.
    assert_eq!(
        events(&notes),
        vec![Event::VacationSpent {
            game: game.id,
            user: ALICE,
            opponent: BOB,
            until: Timestamp(first + DAY),
            days_left: 0,
        }]
    );
    let info = service.game_info(game.id).await.unwrap();
    assert!(info.outcome.is_none(), "still played");
    assert_eq!(deadline(&service, game.id).await, first + DAY);
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 0);
    assert!(service.tick().await.unwrap().is_empty(), "spent once");
    // A day later her time is out again, with no vacation left: she loses.
    fx.clock.set(Timestamp(first + DAY));
    let notes = service.tick().await.expect("tick");
    assert!(lost_on_time(&notes, game.id), "{notes:?}");
    let info = service.game_info(game.id).await.unwrap();
    assert!(info.outcome.is_some_and(|o| o.reason == Reason::Time));
}

async fn a_player_who_turned_it_off_loses() {
    let fx = Fixture::new("comfort-off").await;
    let service = comfortable(&fx, 30).await;
    let game = game_with(&service, BOB, 1, 0).await;
    let mut off = ComfortSettings::defaults(ALICE);
    off.auto_vacation = Some(false);
    service.save_comfort(&off).await.expect("saved");
    assert_eq!(service.comfort(ALICE).await.unwrap(), off);
    fx.clock.set(Timestamp(T0.0 + DAY));
    let notes = service.tick().await.expect("tick");
    assert!(lost_on_time(&notes, game.id), "{notes:?}");
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 30);
    // By default (no choice, the server's default untouched) a day is spent for her.
    assert!(Limits::default().auto_vacation, "on by default");
    let fx = Fixture::new("comfort-default").await;
    let game = game_with(&fx.service, BOB, 1, 0).await;
    fx.clock.set(Timestamp(T0.0 + DAY));
    let notes = fx.service.tick().await.expect("tick");
    assert!(
        matches!(events(&notes).as_slice(), [Event::VacationSpent { user, game: g, .. }] if *user == ALICE && *g == game.id),
        "{notes:?}"
    );
    // An operator who turned it off (`SEIREIGI_AUTO_VACATION=off`): a player who chose
    // nothing loses; one who turned it on keeps it.
    let fx = Fixture::new("comfort-operator-off").await;
    let store = Store::open(&fx.path).await.expect("open");
    let service = GameService::new(store, fx.clock.clone()).with_limits(Limits {
        auto_vacation: false,
        ..Limits::default()
    });
    let game = game_with(&service, BOB, 1, 0).await;
    let kept = game_with(&service, CAROL, 1, 0).await;
    let mut on = ComfortSettings::defaults(CAROL);
    on.auto_vacation = Some(true);
    service.save_comfort(&on).await.expect("saved");
    // Carol is White in her game: Alice moves there so that Carol's clock runs.
    play_moves(&service, kept.id, &["7g7f"]).await;
    fx.clock.set(Timestamp(T0.0 + DAY));
    let notes = service.tick().await.expect("tick");
    assert!(lost_on_time(&notes, game.id), "{notes:?}");
    assert!(!lost_on_time(&notes, kept.id), "{notes:?}");
}

async fn extensions_are_spent_first_and_counted_down() {
    let fx = Fixture::new("comfort-extensions").await;
    let service = comfortable(&fx, 30).await;
    let game = game_with(&service, BOB, 2, 2).await;
    let full = Extensions {
        per_player: 2,
        black_left: 2,
        white_left: 2,
    };
    assert_eq!(service.extensions(game.id).await.unwrap(), Some(full));
    let mut due = T0.0 + 2 * DAY;
    for left in [1, 0] {
        fx.clock.set(Timestamp(due));
        let notes = service.tick().await.expect("tick");
        assert_eq!(
            events(&notes),
            vec![Event::ExtensionUsed {
                game: game.id,
                user: ALICE,
                opponent: BOB,
                left,
                deadline: Timestamp(due + DAY),
            }]
        );
        due += DAY;
        assert_eq!(deadline(&service, game.id).await, due);
        let e = service.extensions(game.id).await.unwrap().unwrap();
        assert_eq!((e.black_left, e.white_left), (left, 2));
    }
    // No vacation spent meanwhile; with the extensions gone, a day of vacation.
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 30);
    fx.clock.set(Timestamp(due));
    let notes = service.tick().await.expect("tick");
    assert!(
        matches!(
            events(&notes)[..],
            [Event::VacationSpent { days_left: 29, .. }]
        ),
        "{notes:?}"
    );
    // Bob's extensions are his own: he moves, and has his 2 still.
    play_moves(&service, game.id, &["7g7f"]).await;
    let e = service.extensions(game.id).await.unwrap().unwrap();
    assert_eq!((e.black_left, e.white_left), (0, 2));
}

async fn too_many_extensions_are_refused_and_nothing_is_stored() {
    let fx = Fixture::new("comfort-bad").await;
    let before = fx
        .count("SELECT COUNT(*) FROM challenges WHERE id > $1", GameId(0))
        .await;
    let refused = fx
        .service
        .challenge_with(
            NewChallenge {
                challenger: ALICE,
                opponent: Some(BOB),
                variant: "shogi".into(),
                days_per_move: Some(1),
                color: ColorChoice::Black,
                position: None,
            },
            false,
            11,
        )
        .await;
    assert!(
        matches!(refused, Err(ServiceError::BadExtensions)),
        "{refused:?}"
    );
    let after = fx
        .count("SELECT COUNT(*) FROM challenges WHERE id > $1", GameId(0))
        .await;
    assert_eq!(before, after);
    let mut bad = ComfortSettings::defaults(ALICE);
    bad.digest_hour = Some(24);
    assert!(matches!(
        fx.service.save_comfort(&bad).await,
        Err(ServiceError::BadDigest)
    ));
    bad.digest_hour = Some(9);
    bad.utc_offset_minutes = 15 * 60;
    assert!(matches!(
        fx.service.save_comfort(&bad).await,
        Err(ServiceError::BadDigest)
    ));
    assert_eq!(
        fx.service.comfort(ALICE).await.unwrap(),
        ComfortSettings::defaults(ALICE)
    );
}

async fn one_vacation_day_moves_every_clock_once_even_with_two_processes() {
    let fx = Fixture::new("comfort-two").await;
    let one = comfortable(&fx, 30).await;
    let two = comfortable(&fx, 30).await;
    let a = game_with(&one, BOB, 1, 0).await;
    let b = game_with(&one, CAROL, 1, 0).await;
    fx.clock.set(Timestamp(T0.0 + DAY));
    let (x, y) = tokio::join!(one.tick(), two.tick());
    let all: Vec<Event> = events(&x.expect("tick"))
        .into_iter()
        .chain(events(&y.expect("tick")))
        .collect();
    let spent = all
        .iter()
        .filter(|e| matches!(e, Event::VacationSpent { .. }))
        .count();
    let told = all
        .iter()
        .filter(|e| matches!(e, Event::OnVacation { .. }))
        .count();
    assert_eq!((spent, told), (1, 1), "{all:?}");
    assert_eq!(one.vacation_budget(ALICE).await.unwrap().days_left, 29);
    for g in [a.id, b.id] {
        assert_eq!(deadline(&one, g).await, T0.0 + 2 * DAY);
    }
}

/// 2023-11-15 07:13:20 in Tokyo (UTC+9) is T0.
const TOKYO: i32 = 9 * 60;
const HOUR: i64 = 60 * 60 * 1000;

fn digests(notes: &[Notification]) -> Vec<Event> {
    events(notes)
        .into_iter()
        .filter(|e| matches!(e, Event::Digest { .. }))
        .collect()
}

async fn the_digest_comes_once_a_day_at_the_chosen_hour() {
    let fx = Fixture::new("comfort-digest").await;
    let second = fx.second_service().await;
    let game = fx.start("shogi", Some(14), None).await;
    let mut s = ComfortSettings::defaults(ALICE);
    s.digest_hour = Some(9);
    s.utc_offset_minutes = TOKYO;
    fx.service.save_comfort(&s).await.expect("saved");
    assert!(
        digests(&fx.service.tick().await.unwrap()).is_empty(),
        "07:13 in Tokyo"
    );
    // 09:00 in Tokyo: one digest, whichever of two processes ticks, however often.
    let nine = T0.0 + HOUR + 46 * 60_000 + 40_000;
    fx.clock.set(Timestamp(nine - 1));
    assert!(
        digests(&fx.service.tick().await.unwrap()).is_empty(),
        "08:59:59"
    );
    fx.clock.set(Timestamp(nine));
    let (x, y) = tokio::join!(fx.service.tick(), second.tick());
    let mut sent = digests(&x.unwrap());
    sent.extend(digests(&y.unwrap()));
    let info = fx.service.game_info(game.id).await.unwrap();
    assert_eq!(
        sent,
        vec![Event::Digest {
            user: ALICE,
            games: vec![seireigi::service::DigestGame {
                game: game.id,
                deadline: info.deadline,
                thread: None,
            }],
        }]
    );
    fx.clock.set(Timestamp(nine + 14 * HOUR));
    assert!(
        digests(&fx.service.tick().await.unwrap()).is_empty(),
        "once that day"
    );
    // Bob, to move in no game, asked for none: nothing for him; Alice the next day at 9.
    fx.clock.set(Timestamp(nine + DAY - 1));
    assert!(digests(&second.tick().await.unwrap()).is_empty());
    fx.clock.set(Timestamp(nine + DAY));
    assert_eq!(digests(&second.tick().await.unwrap()).len(), 1);
    assert!(digests(&fx.service.tick().await.unwrap()).is_empty());
    // With no game waiting for her, no digest (the day is still counted).
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    fx.clock.set(Timestamp(nine + 2 * DAY));
    assert!(digests(&fx.service.tick().await.unwrap()).is_empty());
}

async fn finished_games_come_latest_first_a_page_at_a_time() {
    let fx = Fixture::new("comfort-lists").await;
    let mut ended = Vec::new();
    for _ in 0..12 {
        let g = fx.start("shogi", Some(3), None).await;
        fx.clock.advance_ms(1000);
        fx.service.resign(g.id, BOB).await.expect("resign");
        ended.push(g.id);
    }
    let waiting_bob = game_with(&fx.service, BOB, 3, 0).await;
    play_moves(&fx.service, waiting_bob.id, &["7g7f"]).await;
    let waiting_alice = fx.start("shogi", Some(1), None).await;
    let first = fx.service.finished_games(ALICE, 0).await.unwrap();
    assert_eq!((first.page, first.pages, first.games.len()), (0, 2, 10));
    let ids: Vec<GameId> = first.games.iter().map(|(g, _)| g.id).collect();
    let expected: Vec<GameId> = ended.iter().rev().take(10).copied().collect();
    assert_eq!(ids, expected);
    assert!(first.games.windows(2).all(|w| w[0].1 >= w[1].1));
    assert!(first
        .games
        .iter()
        .all(|(g, _)| g.outcome.is_some_and(|o| o.reason == Reason::Resignation)));
    let last = fx.service.finished_games(ALICE, 7).await.unwrap();
    assert_eq!((last.page, last.games.len()), (1, 2));
    // Waiting for Alice: only the game where it is her move.
    let waiting: Vec<GameId> = fx
        .service
        .games_waiting_for(ALICE)
        .await
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(waiting, vec![waiting_alice.id]);
    // /games: the game waiting for her first, then the others.
    let active = fx.service.games_of(ALICE, true).await.unwrap();
    assert_eq!(active[0].id, waiting_alice.id);
    assert_eq!(active.len(), 2);
}

backend_tests!(
    a_player_with_vacation_left_does_not_lose_and_one_without_does,
    a_player_who_turned_it_off_loses,
    extensions_are_spent_first_and_counted_down,
    too_many_extensions_are_refused_and_nothing_is_stored,
    the_digest_comes_once_a_day_at_the_chosen_hour,
    finished_games_come_latest_first_a_page_at_a_time,
);
backend_tests!(multi_thread: one_vacation_day_moves_every_clock_once_even_with_two_processes);
