//! The checks of a phase: every move sent was acknowledged, posted once with its board and
//! followed up (from the fake's records), and the database holds exactly the moves sent.

use crate::players::Tracking;
use crate::{ACK_DEADLINE, SEQUENCE, VARIANT};
use seireigi::rules::notation::{parse_move, to_canonical};
use seireigi::rules::{History, Position, Variant};
use seireigi::service::{GameId, GameService, ManualClock};
use seireigi::store::Store;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// What the fake's records say of each move sent: the latencies, and what is missing.
pub struct Tally {
    pub sent: usize,
    pub posted: usize,
    pub late_acks: usize,
    pub post_lat: Vec<Duration>,
    pub ack_lat: Vec<Duration>,
    pub follow_lat: Vec<Duration>,
    pub problems: Vec<String>,
}

/// Every move sent must have been acknowledged, posted and followed up.
pub fn tally(t: &Tracking) -> Tally {
    let mut problems = t.problems.clone();
    let mut post_lat = Vec::new();
    let mut ack_lat = Vec::new();
    let mut follow_lat = Vec::new();
    let mut sent = 0;
    let mut posted = 0;
    let mut late_acks = 0;
    for (g, moves) in t.moves.iter().enumerate() {
        for (p, m) in moves.iter().enumerate() {
            let Some(s) = m.sent else { continue };
            sent += 1;
            match m.post {
                Some(at) => {
                    posted += 1;
                    post_lat.push(at.duration_since(s));
                }
                None => problems.push(format!("game {g} ply {}: never posted", p + 1)),
            }
            match m.ack {
                Some(at) => {
                    let d = at.duration_since(s);
                    if d > ACK_DEADLINE {
                        late_acks += 1;
                    }
                    ack_lat.push(d);
                }
                None => problems.push(format!("game {g} ply {}: never acknowledged", p + 1)),
            }
            match m.follow {
                Some(at) => follow_lat.push(at.duration_since(s)),
                None => problems.push(format!("game {g} ply {}: no follow-up", p + 1)),
            }
        }
    }
    Tally {
        sent,
        posted,
        late_acks,
        post_lat,
        ack_lat,
        follow_lat,
        problems,
    }
}

/// The canonical texts of [`SEQUENCE`] as the service stores them.
fn expected_canonical() -> Vec<String> {
    let variant = Variant::from_id(VARIANT).expect("variant");
    let mut h = History::new(Position::start(variant));
    let mut out = Vec::new();
    for text in SEQUENCE {
        let mv = parse_move(h.position(), text).expect("legal move");
        out.push(to_canonical(h.position().game(), mv));
        assert!(
            h.play(mv).expect("playable").is_none(),
            "the game ends at {text}"
        );
    }
    out
}

/// Reads the database back: each game holds exactly the moves sent, in order, and nothing else.
pub async fn verify_db(
    db: &str,
    games: &[GameId],
    clock: &Arc<ManualClock>,
    problems: &mut Vec<String>,
) -> bool {
    let before = problems.len();
    let expected = expected_canonical();
    let store = Store::open(db).await.expect("reopen the database");
    let select = "SELECT game_id, ply, move FROM moves ORDER BY game_id, ply";
    let rows: Vec<(i64, i64, String)> = match (store.sqlite_pool(), store.postgres_pool()) {
        (Some(pool), _) => sqlx::query_as(select).fetch_all(pool).await,
        (None, Some(pool)) => sqlx::query_as(select).fetch_all(pool).await,
        (None, None) => unreachable!("a store is SQLite or PostgreSQL"),
    }
    .expect("read moves");
    let mut by_game: HashMap<i64, Vec<(i64, String)>> = HashMap::new();
    for (g, ply, mv) in rows {
        by_game.entry(g).or_default().push((ply, mv));
    }
    let want: Vec<(i64, String)> = expected
        .iter()
        .enumerate()
        .map(|(i, m)| (i as i64 + 1, m.clone()))
        .collect();
    let service = GameService::new(store.clone(), clock.clone());
    for game in games {
        let got = by_game.remove(&game.0).unwrap_or_default();
        if got != want {
            problems.push(format!(
                "game {}: stored moves {got:?}, sent {want:?}",
                game.0
            ));
            continue;
        }
        match service.game_history(*game).await {
            Ok((info, h)) => {
                if info.ply as usize != SEQUENCE.len()
                    || h.moves().len() != SEQUENCE.len()
                    || info.outcome.is_some()
                {
                    problems.push(format!(
                        "game {}: ply {} / {} moves replayed / outcome {:?}",
                        game.0,
                        info.ply,
                        h.moves().len(),
                        info.outcome
                    ));
                }
            }
            Err(e) => problems.push(format!("game {}: {e}", game.0)),
        }
    }
    for (g, moves) in by_game {
        problems.push(format!(
            "moves stored for a game not played: {g}: {moves:?}"
        ));
    }
    store.close().await;
    problems.len() == before
}
