//! What one user may cost the others (issue 11, point 3): open challenges, repeated offers,
//! the vacation budget, games against the computer and hints per minute are limited; each
//! refusal says what the limit is and when it frees up, and changes nothing.

use crate::service_common;

use seireigi::ai::Level;
use seireigi::i18n::{refusals, Lang};
use seireigi::service::{
    ColorChoice, GameService, LimitHit, Limits, NewChallenge, OfferKind, ServiceError, UserId,
};
use seireigi::store::Store;
use service_common::*;

const COMPUTER: UserId = UserId(9000);

/// The fixture's database with `limits` instead of the defaults.
async fn limited(fx: &Fixture, limits: Limits) -> GameService {
    let store = Store::open(&fx.path).await.expect("open");
    GameService::new(store, fx.clock.clone()).with_limits(limits)
}

fn challenge_to(from: UserId, to: UserId) -> NewChallenge {
    NewChallenge {
        challenger: from,
        opponent: Some(to),
        variant: "shogi".into(),
        days_per_move: Some(3),
        color: ColorChoice::Black,
        position: None,
    }
}

/// The limit that refused `r`, as an English-speaking player reads it.
fn limit_text(r: Result<impl std::fmt::Debug, ServiceError>) -> String {
    match r {
        Err(ServiceError::Limit(hit)) => refusals::limit(Lang::En, &hit),
        other => panic!("expected a limit refusal, got {other:?}"),
    }
}

async fn open_challenges_are_limited_until_one_is_answered_or_expires() {
    let fx = Fixture::new("limit-challenges").await;
    let service = limited(
        &fx,
        Limits {
            open_challenges: 3,
            ..Limits::default()
        },
    )
    .await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(
            service
                .challenge(challenge_to(ALICE, BOB))
                .await
                .unwrap()
                .0
                .id,
        );
    }
    let text = limit_text(service.challenge(challenge_to(ALICE, BOB)).await);
    assert!(
        text.contains("3 open challenges") && text.contains("(3)"),
        "{text}"
    );
    assert!(text.contains("the oldest expires in 7 days"), "{text}");
    assert!(!text.contains('\n'), "one line: {text}");
    // The read-only check says the same, before anything is posted.
    let pre = limit_text(service.check_challenge_limits(ALICE, false).await);
    assert_eq!(pre, text);
    // The service says it in values; the words are the front end's.
    assert!(matches!(
        service.check_challenge_limits(ALICE, false).await,
        Err(ServiceError::Limit(LimitHit::OpenChallenges {
            open: 3,
            max: 3,
            oldest_expires_in_ms: Some(_)
        }))
    ));
    // Nothing was written by the refusal, and others are not limited by Alice's challenges.
    assert_eq!(
        count(
            &service,
            "SELECT COUNT(*) FROM challenges WHERE $1 = $1",
            seireigi::service::GameId(0)
        )
        .await,
        3
    );
    service
        .challenge(challenge_to(BOB, ALICE))
        .await
        .expect("Bob may challenge");
    // One answered: room for one more.
    service.decline(ids[0], BOB).await.unwrap();
    service
        .challenge(challenge_to(ALICE, BOB))
        .await
        .expect("room again");
    limit_text(service.challenge(challenge_to(ALICE, BOB)).await);
    // All expired (7 days): room again, even before the scheduler marks them.
    fx.clock.advance_days(7.1);
    service
        .challenge(challenge_to(ALICE, BOB))
        .await
        .expect("expired ones do not count");
}

async fn the_default_allows_ten_open_challenges() {
    let fx = Fixture::new("limit-challenges-default").await;
    for _ in 0..10 {
        fx.service
            .challenge(challenge_to(ALICE, BOB))
            .await
            .unwrap();
    }
    let text = limit_text(fx.service.challenge(challenge_to(ALICE, BOB)).await);
    assert!(text.contains("(10)"), "{text}");
}

async fn the_same_offer_waits_for_the_offerers_moves() {
    let fx = Fixture::new("limit-offers").await;
    let service = limited(
        &fx,
        Limits {
            offer_every_moves: 3,
            ..Limits::default()
        },
    )
    .await;
    let game = start_game(&service, ALICE, BOB, "shogi", Some(3), None).await;
    service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .unwrap();
    service
        .answer(game.id, BOB, OfferKind::Draw, false)
        .await
        .unwrap();
    // Declined: offering again at once is refused, saying when it may be made.
    let text = limit_text(service.offer(game.id, ALICE, OfferKind::Draw).await);
    assert!(
        text.contains("once per 3 moves of yours") && text.contains("after 3 more moves of yours"),
        "{text}"
    );
    // The opponent may still offer, and other kinds are separate.
    service
        .offer(game.id, BOB, OfferKind::Draw)
        .await
        .expect("Bob's own offer");
    service
        .answer(game.id, ALICE, OfferKind::Draw, false)
        .await
        .unwrap();
    // Two moves of Alice's later: still one to go.
    let moves = ["2g2f", "8c8d", "2f2e", "8d8e"];
    play_moves(&service, game.id, &moves).await;
    let text = limit_text(service.offer(game.id, ALICE, OfferKind::Draw).await);
    assert!(text.contains("after 1 more move of yours"), "{text}");
    play_moves(&service, game.id, &["7g7f", "3c3d"]).await;
    service
        .offer(game.id, ALICE, OfferKind::Draw)
        .await
        .expect("three moves later");
}

async fn vacation_is_a_yearly_budget_shown_with_what_is_left() {
    let fx = Fixture::new("limit-vacation").await;
    let service = limited(
        &fx,
        Limits {
            vacation_days: 10,
            ..Limits::default()
        },
    )
    .await;
    let full = service.vacation_budget(ALICE).await.unwrap();
    assert_eq!(
        (full.days_left, full.days_per_year, full.frees_at),
        (10, 10, None)
    );
    service.set_vacation(ALICE, 6).await.unwrap();
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 4);
    // Renewing replaces the running vacation: its days used so far count, not more.
    fx.clock.advance_days(2.0);
    let text = limit_text(service.set_vacation(ALICE, 9).await);
    assert!(
        text.contains("10 days per 365 days") && text.contains("you have 8 days left"),
        "{text}"
    );
    assert!(text.contains("more days come back in 363 days"), "{text}");
    // The refusal left the running vacation as it was.
    let until = service.settings(ALICE).await.unwrap().vacation_until;
    assert_eq!(until.map(|t| t.0), Some(T0.0 + 6 * DAY));
    service
        .set_vacation(ALICE, 8)
        .await
        .expect("within what is left");
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 0);
    // Ended early: only the days taken count.
    fx.clock.advance_days(3.0);
    service.set_vacation(ALICE, 0).await.unwrap();
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 5);
    limit_text(service.set_vacation(ALICE, 6).await);
    // A year after the first vacation, its days are back.
    fx.clock.advance_days(366.0);
    assert_eq!(service.vacation_budget(ALICE).await.unwrap().days_left, 10);
    service
        .set_vacation(ALICE, 10)
        .await
        .expect("a new year's budget");
}

async fn games_against_the_computer_are_limited_at_once() {
    let fx = Fixture::new("limit-computer").await;
    let service = limited(
        &fx,
        Limits {
            computer_games: 2,
            ..Limits::default()
        },
    )
    .await;
    let mut games = Vec::new();
    for _ in 0..2 {
        let (ch, _) = service
            .challenge(challenge_to(ALICE, COMPUTER))
            .await
            .unwrap();
        let (info, _) = service
            .accept_for_computer(ch.id, COMPUTER, Level::Easy)
            .await
            .unwrap();
        games.push(info.id);
    }
    let pre = limit_text(service.check_challenge_limits(ALICE, true).await);
    assert!(
        pre.contains("2 games against the computer") && pre.contains("finish or resign one"),
        "{pre}"
    );
    // Games between people do not count.
    service
        .check_challenge_limits(ALICE, false)
        .await
        .expect("people");
    let (ch, _) = service
        .challenge(challenge_to(ALICE, COMPUTER))
        .await
        .unwrap();
    let text = limit_text(
        service
            .accept_for_computer(ch.id, COMPUTER, Level::Easy)
            .await,
    );
    assert_eq!(text, pre);
    // Another player is not limited by Alice's games.
    let (ch_bob, _) = service
        .challenge(challenge_to(BOB, COMPUTER))
        .await
        .unwrap();
    service
        .accept_for_computer(ch_bob.id, COMPUTER, Level::Easy)
        .await
        .expect("Bob's first");
    // One finished: room for another.
    service.resign(games[0], ALICE).await.unwrap();
    service
        .accept_for_computer(ch.id, COMPUTER, Level::Easy)
        .await
        .expect("room again");
}

async fn hints_are_limited_per_minute() {
    let fx = Fixture::new("limit-hints").await;
    let service = limited(
        &fx,
        Limits {
            hints_per_minute: 3,
            ..Limits::default()
        },
    )
    .await;
    for _ in 0..3 {
        service.take_hint(ALICE).unwrap();
        fx.clock.advance_ms(10_000);
    }
    let text = limit_text(service.take_hint(ALICE));
    assert!(
        text.contains("3 per minute") && text.contains("available in 30 s"),
        "{text}"
    );
    service.take_hint(BOB).expect("Bob has his own");
    fx.clock.advance_ms(30_000);
    service
        .take_hint(ALICE)
        .expect("the first hint is a minute old");
    limit_text(service.take_hint(ALICE));
}

/// Twelve challenges of one user sent at once through two services (two pools, as two
/// processes) on one database: exactly the limit's number are made, the others refused.
async fn challenges_at_once_do_not_pass_the_limit() {
    let fx = Fixture::new("limit-race").await;
    let limits = Limits {
        open_challenges: 3,
        ..Limits::default()
    };
    let services = [
        std::sync::Arc::new(limited(&fx, limits.clone()).await),
        std::sync::Arc::new(limited(&fx, limits).await),
    ];
    let mut tasks = Vec::new();
    for i in 0..12 {
        let service = services[i % 2].clone();
        tasks.push(tokio::spawn(async move {
            service.challenge(challenge_to(ALICE, BOB)).await
        }));
    }
    let (mut made, mut refused) = (0, 0);
    for t in tasks {
        match t.await.expect("task") {
            Ok(_) => made += 1,
            Err(ServiceError::Limit(_)) => refused += 1,
            Err(e) => panic!("neither made nor refused for the limit: {e:?}"),
        }
    }
    assert_eq!((made, refused), (3, 9));
    assert_eq!(
        count(
            &services[0],
            "SELECT COUNT(*) FROM challenges WHERE $1 = $1",
            seireigi::service::GameId(0)
        )
        .await,
        3
    );
}

backend_tests!(
    challenges_at_once_do_not_pass_the_limit,
    open_challenges_are_limited_until_one_is_answered_or_expires,
    the_default_allows_ten_open_challenges,
    the_same_offer_waits_for_the_offerers_moves,
    vacation_is_a_yearly_budget_shown_with_what_is_left,
    games_against_the_computer_are_limited_at_once,
    hints_are_limited_per_minute,
);
