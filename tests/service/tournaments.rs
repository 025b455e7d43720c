//! Tournaments through the service (docs/tournaments.md), on both databases: created, joined
//! and left before the start; started once by the scheduler's tick (two processes ticking at
//! once, a restart in the middle) with every game of the stage on its Berger pairing; a
//! withdrawal and a loss on time scored as ICCF says; groups whose best go to a final; the
//! end and its winner, announced once; bad input refused with nothing changed.

use crate::service_common;

use seireigi::rules::Reason;
use seireigi::service::{
    Event, GameId, GameService, NewTournament, ServiceError, Timestamp, TournamentFormat,
    TournamentGame, TournamentId, TournamentRefusal, TournamentStatus, UserId,
};
use seireigi::tournament::{round_robin, Cycles, Pairing};
use service_common::*;

const GUILD: u64 = 700_000_000_000_000_001;
const ADMIN: UserId = UserId(5000);

fn players(n: u64) -> Vec<UserId> {
    (1..=n).map(|i| UserId(2000 + i)).collect()
}

fn new_tournament(format: TournamentFormat, max: u32, start_in_days: f64) -> NewTournament {
    NewTournament {
        guild: GUILD,
        creator: ADMIN,
        name: "Autumn cup".into(),
        variant: "shogi".into(),
        days_per_move: Some(3),
        format,
        rated: true,
        max_players: max,
        advance: 2,
        starts_at: Timestamp(T0.0 + (start_in_days * DAY as f64) as i64),
    }
}

/// A tournament of `format` with `field` joined in order, started by a tick a day later.
async fn started(fx: &Fixture, format: TournamentFormat, field: &[UserId]) -> TournamentId {
    let t = fx
        .service
        .create_tournament(new_tournament(format, 16.max(field.len() as u32), 1.0))
        .await
        .expect("create");
    for &p in field {
        fx.service.join_tournament(t.id, p).await.expect("join");
    }
    fx.clock.advance_days(1.0);
    fx.service.tick().await.expect("tick");
    t.id
}

fn refusal(e: ServiceError) -> TournamentRefusal {
    match e {
        ServiceError::Tournament(r) => r,
        other => panic!("not a tournament refusal: {other:?}"),
    }
}

/// The outbox's tournament events, in order.
async fn tournament_events(service: &GameService) -> Vec<Event> {
    service
        .pending_notifications()
        .await
        .expect("outbox")
        .into_iter()
        .map(|n| n.event)
        .filter(|e| {
            matches!(
                e,
                Event::TournamentStageStarted { .. }
                    | Event::TournamentFinished { .. }
                    | Event::TournamentCancelled { .. }
                    | Event::TournamentWithdrawn { .. }
            )
        })
        .collect()
}

/// Ends `g` with the loser chosen by `sente_loses`, by resignation.
async fn decide(service: &GameService, g: &TournamentGame, sente_loses: bool) {
    let info = service.game_info(g.game).await.expect("game");
    let loser = if sente_loses { info.black } else { info.white };
    service.resign(g.game, loser).await.expect("resign");
}

/// The 6-player double round-robin: every game created at the start, on the Berger table,
/// sente Black, one game with each colour per pair; played to its end (player 1 wins all,
/// otherwise sente wins), with a restart half-way and a second process ticking too; the
/// tournament finishes by itself with player 1 the winner, announced once.
async fn a_double_round_robin_runs_to_its_winner() {
    let mut fx = Fixture::new("tournament-drr").await;
    let field = players(6);
    // A loss on time scored: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&field).await;
    let t = fx
        .service
        .create_tournament(new_tournament(TournamentFormat::DoubleRoundRobin, 6, 2.0))
        .await
        .expect("create");
    for &p in &field {
        fx.service.join_tournament(t.id, p).await.expect("join");
    }
    fx.service.tick().await.expect("tick");
    assert!(
        fx.service.tournament_games(t.id).await.unwrap().is_empty(),
        "not yet"
    );
    fx.clock.advance_days(2.0);
    // Two processes tick at once: it starts once.
    let other = fx.second_service().await;
    let (a, b) = tokio::join!(fx.service.tick(), other.tick());
    a.expect("tick");
    b.expect("tick");
    let games = fx.service.tournament_games(t.id).await.unwrap();
    assert_eq!(games.len(), 30);
    let table: Vec<(usize, Pairing)> = round_robin(6, Cycles::Double)
        .unwrap()
        .into_iter()
        .flat_map(|r| r.games.into_iter().map(move |p| (r.number, p)))
        .collect();
    let mut stored: Vec<(usize, Pairing)> = games
        .iter()
        .map(|g| {
            (
                g.round as usize,
                Pairing {
                    sente: g.sente as usize,
                    gote: g.gote as usize,
                },
            )
        })
        .collect();
    stored.sort_by_key(|(r, p)| (*r, p.sente));
    let mut want = table.clone();
    want.sort_by_key(|(r, p)| (*r, p.sente));
    assert_eq!(stored, want);
    // Draw numbers follow the order of joining (all unrated): sente is Black.
    for g in &games {
        let info = fx.service.game_info(g.game).await.unwrap();
        assert_eq!(info.black, field[g.sente as usize - 1]);
        assert_eq!(info.white, field[g.gote as usize - 1]);
        assert!(info.rated);
        assert_eq!(info.days_per_move, Some(3));
    }
    let view = fx.service.tournament(t.id).await.unwrap();
    assert_eq!((view.status, view.stage), (TournamentStatus::Running, 1));
    assert_eq!(
        refusal(fx.service.join_tournament(t.id, CAROL).await.unwrap_err()),
        TournamentRefusal::Started
    );
    // Player 1 wins all their games, otherwise sente wins; one game without player 1 is
    // kept for last and lost on time (a loss on time is a loss like any other).
    let last = games
        .iter()
        .position(|g| g.sente != 1 && g.gote != 1)
        .expect("a game without player 1");
    let mut order: Vec<&TournamentGame> = games.iter().collect();
    let on_time = order.remove(last);
    for (i, g) in order.iter().enumerate() {
        if i == 15 {
            fx.reopen().await;
            fx.service.tick().await.expect("tick after the restart");
            assert_eq!(fx.service.tournament_games(t.id).await.unwrap().len(), 30);
            let t = fx.service.tournament(t.id).await.unwrap();
            assert_eq!(t.status, TournamentStatus::Running);
        }
        decide(&fx.service, g, g.gote == 1).await;
    }
    assert_eq!(
        fx.service.tournament(t.id).await.unwrap().status,
        TournamentStatus::Running,
        "one game to go"
    );
    play_moves(&fx.service, on_time.game, &["7g7f"]).await;
    fx.clock.advance_days(3.1);
    fx.service.tick().await.expect("tick");
    let info = fx.service.game_info(on_time.game).await.unwrap();
    assert_eq!(info.outcome.map(|o| o.reason), Some(Reason::Time));
    let view = fx.service.tournament_standings(t.id).await.unwrap();
    assert_eq!(view.tournament.status, TournamentStatus::Finished);
    assert_eq!(view.tournament.winner, Some(field[0]));
    assert_eq!(view.sections.len(), 1);
    let lines = &view.sections[0].lines;
    assert_eq!(
        (view.sections[0].games, view.sections[0].finished),
        (30, 30)
    );
    assert_eq!(lines[0].user, field[0]);
    assert_eq!(lines[0].standing.half_points, 20, "10 wins of 10");
    assert_eq!(
        lines.iter().map(|l| l.standing.half_points).sum::<u32>(),
        60
    );
    let events = tournament_events(&fx.service).await;
    let finished: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::TournamentFinished { .. }))
        .collect();
    assert_eq!(
        finished,
        [&Event::TournamentFinished {
            tournament: t.id,
            winner: Some(field[0])
        }]
    );
    let started = events
        .iter()
        .filter(|e| matches!(e, Event::TournamentStageStarted { .. }))
        .count();
    assert_eq!(started, 1);
    // Over: nothing more to join or leave.
    assert_eq!(
        refusal(
            fx.service
                .leave_tournament(t.id, field[1])
                .await
                .unwrap_err()
        ),
        TournamentRefusal::Over
    );
}

/// Bad input is refused in one typed refusal and changes nothing.
async fn bad_input_is_refused_and_changes_nothing() {
    let fx = Fixture::new("tournament-bad").await;
    let s = &fx.service;
    let bad = |f: fn(&mut NewTournament)| {
        let mut n = new_tournament(TournamentFormat::RoundRobin, 8, 1.0);
        f(&mut n);
        n
    };
    for (n, want) in [
        (
            bad(|n| n.max_players = 2),
            TournamentRefusal::BadMaxPlayers { min: 3, max: 16 },
        ),
        (
            bad(|n| n.max_players = 17),
            TournamentRefusal::BadMaxPlayers { min: 3, max: 16 },
        ),
        (
            bad(|n| n.max_players = u32::MAX),
            TournamentRefusal::BadMaxPlayers { min: 3, max: 16 },
        ),
        (
            bad(|n| {
                n.format = TournamentFormat::Groups;
                n.max_players = 1000
            }),
            TournamentRefusal::BadMaxPlayers { min: 3, max: 192 },
        ),
        (
            bad(|n| {
                n.format = TournamentFormat::Groups;
                n.advance = 12
            }),
            TournamentRefusal::BadAdvance { max: 11 },
        ),
        (bad(|n| n.name = "  ".into()), TournamentRefusal::BadName),
        (bad(|n| n.name = "x".repeat(61)), TournamentRefusal::BadName),
        (bad(|n| n.days_per_move = None), TournamentRefusal::BadTime),
        (
            bad(|n| n.days_per_move = Some(4)),
            TournamentRefusal::BadTime,
        ),
        (bad(|n| n.starts_at = T0), TournamentRefusal::BadStart),
        (
            bad(|n| n.starts_at = Timestamp(T0.0 + 91 * DAY)),
            TournamentRefusal::BadStart,
        ),
    ] {
        assert_eq!(refusal(s.create_tournament(n).await.unwrap_err()), want);
    }
    assert!(matches!(
        s.create_tournament(bad(|n| n.variant = "chess".into()))
            .await,
        Err(ServiceError::UnknownVariant(_))
    ));
    assert!(s.guild_tournaments(GUILD).await.unwrap().is_empty());
    let t = s
        .create_tournament(new_tournament(TournamentFormat::RoundRobin, 3, 1.0))
        .await
        .unwrap();
    let field = players(4);
    s.join_tournament(t.id, field[0]).await.unwrap();
    assert_eq!(
        refusal(s.join_tournament(t.id, field[0]).await.unwrap_err()),
        TournamentRefusal::AlreadyJoined
    );
    assert_eq!(
        refusal(s.leave_tournament(t.id, field[1]).await.unwrap_err()),
        TournamentRefusal::NotJoined
    );
    s.join_tournament(t.id, field[1]).await.unwrap();
    s.join_tournament(t.id, field[2]).await.unwrap();
    assert_eq!(
        refusal(s.join_tournament(t.id, field[3]).await.unwrap_err()),
        TournamentRefusal::Full { max: 3 }
    );
    assert_eq!(
        refusal(
            s.join_tournament(TournamentId(999), field[3])
                .await
                .unwrap_err()
        ),
        TournamentRefusal::NoTournament
    );
    // Leaving before the start frees the place.
    s.leave_tournament(t.id, field[2]).await.unwrap();
    s.join_tournament(t.id, field[3]).await.unwrap();
    let players: Vec<UserId> = s
        .tournament(t.id)
        .await
        .unwrap()
        .players
        .iter()
        .map(|e| e.user)
        .collect();
    assert_eq!(players, [field[0], field[1], field[3]]);
    // The start time has come but no tick yet: joining is over all the same.
    fx.clock.advance_days(1.0);
    s.leave_tournament(t.id, field[3]).await.unwrap_err();
    assert_eq!(s.tournament(t.id).await.unwrap().players.len(), 3);
}

/// Fewer than 3 players at the start: called off, no game made.
async fn too_few_players_call_it_off() {
    let fx = Fixture::new("tournament-few").await;
    let id = started(&fx, TournamentFormat::RoundRobin, &players(2)).await;
    let t = fx.service.tournament(id).await.unwrap();
    assert_eq!(t.status, TournamentStatus::Cancelled);
    assert!(fx.service.tournament_games(id).await.unwrap().is_empty());
    assert_eq!(
        tournament_events(&fx.service).await,
        [Event::TournamentCancelled {
            tournament: id,
            players: 2
        }]
    );
}

/// ICCF: a withdrawn player's finished games stand; the unfinished ones are lost by them
/// (ended now, not rated); the others' games go on, and the tournament ends when they do.
async fn a_withdrawal_loses_the_unfinished_games_only() {
    let fx = Fixture::new("tournament-withdraw").await;
    let field = players(4);
    let id = started(&fx, TournamentFormat::RoundRobin, &field).await;
    let games = fx.service.tournament_games(id).await.unwrap();
    assert_eq!(games.len(), 6);
    let of4: Vec<&TournamentGame> = games
        .iter()
        .filter(|g| g.sente == 4 || g.gote == 4)
        .collect();
    // 4 beats their first opponent, then withdraws.
    decide(&fx.service, of4[0], of4[0].gote == 4).await;
    let events = fx.service.leave_tournament(id, field[3]).await.unwrap();
    assert_eq!(events.len(), 2, "two unfinished games ended");
    for g in &of4[1..] {
        let info = fx.service.game_info(g.game).await.unwrap();
        let outcome = info.outcome.expect("over");
        assert_eq!(outcome.reason, Reason::Resignation);
        let loser = if outcome.winner == Some(seireigi::rules::Color::Black) {
            info.white
        } else {
            info.black
        };
        assert_eq!(loser, field[3]);
        assert!(!info.rated, "a forfeit is not rated");
        assert_eq!(fx.service.game_rating_changes(g.game).await.unwrap(), None);
    }
    assert!(fx
        .service
        .game_rating_changes(of4[0].game)
        .await
        .unwrap()
        .is_some());
    assert_eq!(
        refusal(fx.service.leave_tournament(id, field[3]).await.unwrap_err()),
        TournamentRefusal::AlreadyWithdrawn
    );
    let view = fx.service.tournament_standings(id).await.unwrap();
    let four = view.sections[0]
        .lines
        .iter()
        .find(|l| l.user == field[3])
        .unwrap();
    assert!(four.standing.withdrawn);
    assert_eq!((four.standing.half_points, four.standing.wins), (2, 1));
    assert_eq!(view.tournament.status, TournamentStatus::Running);
    // The other three games: 1 beats 2 and 3, 2 beats 3.
    for g in games.iter().filter(|g| g.sente != 4 && g.gote != 4) {
        let (lo, hi) = (g.sente.min(g.gote), g.sente.max(g.gote));
        let _ = hi;
        decide(&fx.service, g, g.sente != lo).await;
    }
    let view = fx.service.tournament_standings(id).await.unwrap();
    assert_eq!(view.tournament.status, TournamentStatus::Finished);
    let order: Vec<UserId> = view.sections[0].lines.iter().map(|l| l.user).collect();
    assert_eq!(view.tournament.winner, Some(order[0]));
    assert_ne!(order[0], field[3]);
}

/// 13 players in groups (2 groups of 7 and 6, the top 2 of each through): the final of 4
/// starts by itself when the last group game ends, seated winners first, and its end ends
/// the tournament.
async fn groups_send_their_best_to_a_final() {
    let fx = Fixture::new("tournament-groups").await;
    let field = players(13);
    let id = started(&fx, TournamentFormat::Groups, &field).await;
    let games = fx.service.tournament_games(id).await.unwrap();
    // 7 players: 21 games; 6 players: 15.
    assert_eq!(games.len(), 36);
    assert!(games.iter().all(|g| g.stage == 1));
    // Lower draw number wins: each group's 1 and 2 go through.
    for g in &games {
        decide(&fx.service, g, g.sente > g.gote).await;
    }
    let view = fx.service.tournament_standings(id).await.unwrap();
    assert_eq!(view.tournament.stage, 2);
    assert_eq!(view.sections.len(), 3);
    let fin = &view.sections[0];
    assert_eq!((fin.stage, fin.is_group), (2, false));
    let groups: Vec<Vec<UserId>> = view.sections[1..]
        .iter()
        .map(|s| s.lines.iter().map(|l| l.user).collect())
        .collect();
    assert!(view.sections[1].is_group);
    let mut seated: Vec<UserId> = fin.lines.iter().map(|l| l.user).collect();
    seated.sort();
    let mut want = vec![groups[0][0], groups[0][1], groups[1][0], groups[1][1]];
    want.sort();
    assert_eq!(seated, want);
    let finals: Vec<TournamentGame> = fx
        .service
        .tournament_games(id)
        .await
        .unwrap()
        .into_iter()
        .filter(|g| g.stage == 2)
        .collect();
    assert_eq!(finals.len(), 6);
    for g in &finals {
        decide(&fx.service, g, g.sente > g.gote).await;
    }
    let view = fx.service.tournament_standings(id).await.unwrap();
    assert_eq!(view.tournament.status, TournamentStatus::Finished);
    // The final's number 1 is group A's winner (winners seated first).
    assert_eq!(view.tournament.winner, Some(groups[0][0]));
    let _ = GameId(0);
}

backend_tests!(
    a_double_round_robin_runs_to_its_winner,
    bad_input_is_refused_and_changes_nothing,
    too_few_players_call_it_off,
    a_withdrawal_loses_the_unfinished_games_only,
    groups_send_their_best_to_a_final,
);
