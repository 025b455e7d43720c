//! Many tasks pressing the same button at once: on one game exactly one move per ply is
//! committed and the others are told the position changed; on different games all succeed;
//! and the same holds with two separate database handles on one file.

use crate::service_common;

use seireigi::rules::{Color, History};
use seireigi::service::{GameId, GameInfo, GameService, ManualClock, ServiceError, UserId};
use seireigi::store::Store;
use service_common::*;
use std::sync::Arc;

async fn open(path: &str) -> Arc<GameService> {
    let store = Store::open(path).await.unwrap();
    Arc::new(GameService::new(store, Arc::new(ManualClock::new(T0))))
}

fn mover(game: &GameInfo, history: &History) -> UserId {
    match history.position().side_to_move() {
        Color::Black => game.black,
        Color::White => game.white,
    }
}

/// The move tasks race on at this ply: a different legal move each ply, picked by the ply
/// number, with `shift` choosing among neighbours.
fn nth_move(history: &History, shift: usize) -> String {
    let pos = history.position();
    let legal = pos.legal_moves();
    let ply = history.moves().len();
    typed(pos, legal[(ply * 7 + shift) % legal.len()])
}

/// `tasks` tasks spread over `services` all try a move at the current ply; returns how many
/// succeeded, after checking every failure is PositionChanged.
async fn race(
    services: &[Arc<GameService>],
    game: &GameInfo,
    tasks: usize,
    same_move: bool,
) -> usize {
    let (_, history) = services[0].game_history(game.id).await.unwrap();
    let ply = history.moves().len() as u32;
    let user = mover(game, &history);
    let handles: Vec<_> = (0..tasks)
        .map(|t| {
            let service = services[t % services.len()].clone();
            let text = nth_move(&history, if same_move { 0 } else { t % 3 });
            let id = game.id;
            tokio::spawn(async move { service.play(id, user, &text, Some(ply)).await })
        })
        .collect();
    let mut won = 0;
    for h in handles {
        match h.await.unwrap() {
            Ok(r) => {
                won += 1;
                assert_eq!(r.history.moves().len() as u32, ply + 1);
            }
            Err(ServiceError::PositionChanged) => {}
            Err(e) => panic!("ply {ply}: {e:?}"),
        }
    }
    won
}

async fn assert_plies(service: &GameService, game: GameId, plies: usize) {
    let (info, history) = service.game_history(game).await.unwrap();
    assert_eq!((info.ply as usize, history.moves().len()), (plies, plies));
    assert_eq!(moves_stored(service, game).await, plies as i64);
    let numbers: Vec<i64> = on_store!(service.store(), |p| sqlx::query_scalar(
        "SELECT ply FROM moves WHERE game_id = $1 ORDER BY ply"
    )
    .bind(game.0)
    .fetch_all(p))
    .unwrap();
    assert_eq!(numbers, (1..=plies as i64).collect::<Vec<_>>());
    let version: i64 = on_store!(service.store(), |p| sqlx::query_scalar(
        "SELECT version FROM games WHERE id = $1"
    )
    .bind(game.0)
    .fetch_one(p))
    .unwrap();
    assert_eq!(version, plies as i64, "one version step per committed move");
}

async fn sixteen_tasks_one_move_exactly_one_success_per_ply() {
    let db = TestDb::new("conc-one").await;
    let service = open(&db.url).await;
    let game = start_game(&service, ALICE, BOB, "shogi", Some(3), None).await;
    let services = [service.clone()];
    for ply in 0..40 {
        let won = race(&services, &game, 16, true).await;
        assert_eq!(won, 1, "ply {ply}");
    }
    assert_plies(&service, game.id, 40).await;
    // A reopened store sees the same 40 moves.
    service.store().close().await;
    let service = open(&db.url).await;
    assert_plies(&service, game.id, 40).await;
}

async fn different_moves_at_one_ply_still_one_success() {
    let db = TestDb::new("conc-diff").await;
    let service = open(&db.url).await;
    let game = start_game(&service, ALICE, BOB, "chu-seireigi", None, None).await;
    for ply in 0..10 {
        assert_eq!(
            race(std::slice::from_ref(&service), &game, 12, false).await,
            1,
            "ply {ply}"
        );
    }
    assert_plies(&service, game.id, 10).await;
}

async fn moves_on_many_games_at_once_all_succeed() {
    let db = TestDb::new("conc-many").await;
    let service = open(&db.url).await;
    let mut games = Vec::new();
    for i in 0..8u64 {
        let (a, b) = (UserId(2000 + 2 * i), UserId(2001 + 2 * i));
        games.push(start_game(&service, a, b, "shogi", Some(1), None).await);
    }
    let handles: Vec<_> = games
        .iter()
        .cloned()
        .map(|game| {
            let service = service.clone();
            tokio::spawn(async move {
                for _ in 0..20 {
                    let (_, history) = service.game_history(game.id).await.unwrap();
                    let text = nth_move(&history, game.id.0 as usize);
                    let ply = history.moves().len() as u32;
                    let user = mover(&game, &history);
                    service.play(game.id, user, &text, Some(ply)).await.unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.await.unwrap();
    }
    for game in &games {
        assert_plies(&service, game.id, 20).await;
    }
}

async fn two_store_handles_on_one_file_race_like_two_processes() {
    let db = TestDb::new("conc-two").await;
    let path = db.url.clone();
    let first = open(&path).await;
    let second = open(&path).await;
    let game = start_game(&first, ALICE, BOB, "uchi-chu-shogi", Some(2), None).await;
    let services = [first.clone(), second.clone()];
    // Fewer tasks than with one pool: across pools a waiting writer backs off in SQLite's
    // busy handler (sleeping), so every extra contender makes a ply much slower.
    for ply in 0..12 {
        assert_eq!(race(&services, &game, 8, true).await, 1, "ply {ply}");
    }
    // Each handle sees every move, whichever handle committed it.
    assert_plies(&first, game.id, 12).await;
    assert_plies(&second, game.id, 12).await;
    let (_, a) = first.game_history(game.id).await.unwrap();
    let (_, b) = second.game_history(game.id).await.unwrap();
    assert_eq!(a.position(), b.position());
}

backend_tests!(
    multi_thread:
    sixteen_tasks_one_move_exactly_one_success_per_ply,
    different_moves_at_one_ply_still_one_success,
    moves_on_many_games_at_once_all_succeed,
    two_store_handles_on_one_file_race_like_two_processes,
);
