//! The engine only ever plays legal moves: short games of every variant at tiny limits (some
//! on two threads), every chosen move (and its principal variation) checked against the rules engine.

use std::time::Duration;

use seireigi::ai::{choose_move, Level, Limits};
use seireigi::rules::{History, Position, Variant};

const GAMES: u64 = 20;
const PLIES: usize = 30;

fn short_games(v: Variant) {
    {
        let mut finished = 0;
        for game in 0..GAMES {
            let mut h = History::new(Position::start(v));
            for ply in 0..PLIES {
                if h.outcome().is_some() {
                    finished += 1;
                    break;
                }
                // Mostly one ply with lots of randomness, so games wander; every tenth game
                // searches two plies at the normal level, and another one at the strong
                // level on two threads.
                let (level, d, threads) = match game % 10 {
                    9 => (Level::Normal, 2, 1),
                    4 => (Level::Strong, 2, 2),
                    _ => (Level::Easy, 1, 1),
                };
                let limits = Limits {
                    time: Duration::from_millis(500),
                    max_depth: Some(d),
                    nodes: None,
                    threads,
                };
                let seed = game * 1000 + ply as u64;
                let r = choose_move(&h, level, &limits, seed)
                    .unwrap_or_else(|| panic!("{v} game {game} ply {ply}: no move"));
                let pos = h.position().clone();
                assert!(
                    pos.legal_moves().contains(&r.best),
                    "{v} game {game} ply {ply}: illegal {:?} in {}",
                    r.best,
                    pos.to_sfen()
                );
                assert_eq!(r.pv.first(), Some(&r.best));
                let mut q = pos.clone();
                for &m in &r.pv {
                    assert!(q.is_legal(m), "{v}: pv {:?} has illegal {m:?}", r.pv);
                    q.play(m);
                }
                h.play(r.best).expect("legal move");
            }
        }
        // Dobutsu shogi's 12 squares end most games within 30 plies (a Lion taken or safe
        // on the far rank): only the larger boards must have a game that lasts.
        let tiny = u32::from(v.game().width) * u32::from(v.game().height) < 16;
        assert!(finished < GAMES || tiny, "{v}: every game ended early");
    }
}

/// Every loaded game, not a list kept by hand.
#[test]
fn legal_moves_in_every_game() {
    for v in Variant::all() {
        short_games(v);
    }
}
