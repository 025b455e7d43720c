//! Claims on due work by several processes on one database (issue 16), as two services on
//! one SQLite file or one PostgreSQL schema: each due reminder and loss on time decided once
//! whatever the two ticks do, each outbox row claimed by one worker only, a lease that runs
//! out lets the other worker take the row, and the computer's work in a game goes to one.

use crate::service_common;

use seireigi::service::{Event, GameId, GameService, Notification, RETRY_FIRST_MS};
use service_common::*;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

/// Longer than the first wait after a failed delivery ([`RETRY_FIRST_MS`]).
const LEASE: Duration = Duration::from_secs(300);
const LEASE_MS: i64 = 300_000;

async fn workers(fx: &Fixture) -> (Arc<GameService>, Arc<GameService>) {
    let a = fx.second_service().await.with_worker("a", LEASE);
    let b = fx.second_service().await.with_worker("b", LEASE);
    (Arc::new(a), Arc::new(b))
}

fn ids(notes: &[Notification]) -> Vec<i64> {
    notes.iter().map(|n| n.id).collect()
}

/// `n` one-day games, and the clock moved on to their reminders (80 % of a day).
async fn reminders_due(fx: &Fixture, n: usize) -> Vec<GameId> {
    let mut games = Vec::new();
    for _ in 0..n {
        games.push(fx.start("shogi", Some(1), None).await.id);
    }
    fx.clock.advance_ms(DAY * 85 / 100);
    games
}

/// Both workers tick at once, over and over: each game gets one reminder; later, one loss
/// on time each. Then both claim the outbox at once until it is empty: each row is claimed
/// by one of them, and all are.
async fn two_workers_decide_and_claim_each_item_once() {
    let fx = Fixture::new("claims-two").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let games = reminders_due(&fx, 12).await;
    let (a, b) = workers(&fx).await;
    let tick_both = || async {
        let ticks: Vec<_> = (0..6)
            .map(|i| {
                let s = if i % 2 == 0 { a.clone() } else { b.clone() };
                tokio::spawn(async move { s.tick().await.expect("tick") })
            })
            .collect();
        let mut events = Vec::new();
        for t in ticks {
            events.extend(t.await.unwrap().into_iter().map(|n| n.event));
        }
        events
    };
    let reminders = tick_both().await;
    let reminded: BTreeSet<GameId> = reminders
        .iter()
        .map(|e| match e {
            Event::Reminder { game, .. } => *game,
            other => panic!("only reminders are due: {other:?}"),
        })
        .collect();
    assert_eq!(reminders.len(), games.len(), "one reminder per game");
    assert_eq!(reminded, games.iter().copied().collect());
    fx.clock.advance_ms(DAY);
    let ended = tick_both().await;
    assert_eq!(ended.len(), games.len(), "one loss on time per game");

    let all = a.pending_notifications().await.unwrap();
    assert_eq!(all.len(), 2 * games.len());
    let claimers: Vec<_> = [a.clone(), b.clone(), a.clone(), b.clone()]
        .into_iter()
        .map(|s| {
            tokio::spawn(async move {
                let mut mine = Vec::new();
                loop {
                    let batch = s.claim_notifications().await.expect("claim");
                    if batch.is_empty() {
                        return mine;
                    }
                    for n in batch {
                        assert!(
                            s.delivered(n.id).await.unwrap(),
                            "claimed, then delivered once"
                        );
                        mine.push(n.id);
                    }
                }
            })
        })
        .collect();
    let mut claimed = Vec::new();
    for c in claimers {
        claimed.extend(c.await.unwrap());
    }
    claimed.sort_unstable();
    assert_eq!(claimed, ids(&all), "every row claimed, each once");
    assert!(a.pending_notifications().await.unwrap().is_empty());
}

/// A worker that claimed rows and died: the other leaves them while the lease holds, and
/// takes them once it has run out; the same for a move post the dead worker was making.
async fn an_expired_lease_is_taken_over() {
    let fx = Fixture::new("claims-lease").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let games = reminders_due(&fx, 3).await;
    let b = fx.second_service().await.with_worker("b", LEASE);
    let a = Arc::new(
        fx.second_service()
            .await
            .with_worker("a", LEASE)
            .keep_move_posts(),
    );
    assert_eq!(a.tick().await.unwrap().len(), games.len());
    let held = a.claim_notifications().await.unwrap();
    assert_eq!(held.len(), games.len());
    // A move played by `a`, whose post it is making (and dies doing).
    let other = fx.start("shogi", Some(3), None).await;
    let post = a
        .play(other.id, ALICE, "7g7f", None)
        .await
        .unwrap()
        .post
        .expect("a move post in the outbox");
    drop(a);
    assert!(
        b.claim_notifications().await.unwrap().is_empty(),
        "held by a live lease"
    );
    fx.clock.advance_ms(LEASE_MS - 1);
    assert!(b.claim_notifications().await.unwrap().is_empty());
    fx.clock.advance_ms(1);
    let taken = b.claim_notifications().await.unwrap();
    let mut expected = ids(&held);
    expected.push(post);
    assert_eq!(
        ids(&taken),
        expected,
        "all taken over once the lease ran out"
    );
    // Now `b` holds them.
    let c = fx.second_service().await.with_worker("c", LEASE);
    assert!(c.claim_notifications().await.unwrap().is_empty());
    for n in &taken {
        assert!(b.delivered(n.id).await.unwrap());
    }
    fx.clock.advance_ms(10 * LEASE_MS);
    assert!(
        c.claim_notifications().await.unwrap().is_empty(),
        "delivered: gone"
    );
}

/// A failed delivery gives its claim back: after its back-off, any worker may try again.
/// A worker's new run takes back at once what its last run held.
async fn failures_and_restarts_give_claims_back() {
    let fx = Fixture::new("claims-back").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    reminders_due(&fx, 2).await;
    let (a, b) = workers(&fx).await;
    a.tick().await.unwrap();
    let held = a.claim_notifications().await.unwrap();
    assert_eq!(held.len(), 2);
    a.delivery_failed(held[0].id, "503").await.unwrap();
    fx.clock.advance_ms(RETRY_FIRST_MS);
    assert_eq!(
        ids(&b.claim_notifications().await.unwrap()),
        vec![held[0].id],
        "the failed one, after its wait; the other is still a's"
    );
    let again = fx.second_service().await.with_worker("a", LEASE);
    assert_eq!(again.release_own_claims().await.unwrap(), 1);
    assert_eq!(
        ids(&again.claim_notifications().await.unwrap()),
        vec![held[1].id]
    );
}

/// The computer's work in a game: claimed by one worker of many racing, released when done,
/// taken over when its lease ran out; never in a finished game.
async fn the_computers_work_goes_to_one_worker() {
    let fx = Fixture::new("claims-computer").await;
    let game = fx.start("shogi", Some(3), None).await.id;
    let (a, b) = workers(&fx).await;
    let racers: Vec<_> = (0..8)
        .map(|i| {
            let s = if i % 2 == 0 { a.clone() } else { b.clone() };
            tokio::spawn(async move { s.claim_computer(game, 5_000).await.unwrap() })
        })
        .collect();
    let mut won = 0;
    for r in racers {
        won += usize::from(r.await.unwrap());
    }
    assert_eq!(won, 1, "one claim of eight");
    assert!(
        !a.claim_computer(game, 5_000).await.unwrap(),
        "held: not claimed again"
    );
    assert!(
        !b.claim_computer(game, 5_000).await.unwrap(),
        "held: not claimed again"
    );
    // Whoever holds it gives it back (the other's release changes nothing): then it is free.
    a.release_computer(game).await.unwrap();
    b.release_computer(game).await.unwrap();
    let holder = a.clone();
    assert!(holder.claim_computer(game, 5_000).await.unwrap());
    assert!(!b.claim_computer(game, 5_000).await.unwrap());
    fx.clock.advance_ms(5_000);
    assert!(
        b.claim_computer(game, 5_000).await.unwrap(),
        "lease ran out"
    );
    b.release_computer(game).await.unwrap();
    fx.service.resign(game, ALICE).await.unwrap();
    assert!(
        !a.claim_computer(game, 5_000).await.unwrap(),
        "over: nothing to do"
    );
}

backend_tests!(multi_thread:
    two_workers_decide_and_claim_each_item_once,
    an_expired_lease_is_taken_over,
    failures_and_restarts_give_claims_back,
    the_computers_work_goes_to_one_worker,
);
