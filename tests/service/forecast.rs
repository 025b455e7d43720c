//! Conditional moves (`/forecast`), private notes and rematches (issue 33), on both
//! databases: a prepared answer played in the transaction of the move it expected (the rest
//! of its line kept), lines that no longer match dropped, takebacks forgetting them, two
//! processes firing one exactly once, a restart keeping them, and bad input refused with
//! nothing stored.

use crate::service_common;

use seireigi::ai::Level;
use seireigi::rules::notation::to_canonical;
use seireigi::service::{
    ColorChoice, Event, ForecastRefusal, GameId, GameService, OfferKind, ServiceError,
    MAX_FORECAST_LINES, MAX_FORECAST_PLIES, MAX_NOTE_CHARS,
};
use service_common::*;
use std::sync::Arc;

/// The lines `user` has stored in `game`, in canonical text.
async fn lines(
    service: &GameService,
    game: GameId,
    user: seireigi::service::UserId,
) -> Vec<String> {
    let f = service.forecast(game, user).await.expect("forecast");
    let variant = f.position.game();
    f.lines
        .iter()
        .map(|l| {
            l.iter()
                .map(|&m| to_canonical(variant, m))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

async fn forecast_rows(fx: &Fixture, game: GameId) -> i64 {
    fx.count("SELECT COUNT(*) FROM forecasts WHERE game_id = $1", game)
        .await
}

async fn moves_of(service: &GameService, game: GameId) -> Vec<String> {
    snapshot(service, game).await.moves
}

/// Alice (Black) has played 7g7f: Bob is to move, and Alice may prepare her answers.
async fn opened(fx: &Fixture) -> GameId {
    let game = fx.start("shogi", Some(3), None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    game.id
}

async fn the_matching_line_answers_and_keeps_its_rest() {
    let fx = Fixture::new("fc-answer").await;
    let game = opened(&fx).await;
    let s = &fx.service;
    // Typed as a player would, in western notation for one move.
    s.add_forecast(game, ALICE, "3c3d P-2f 8c8d 2f2e")
        .await
        .unwrap();
    s.add_forecast(game, ALICE, "8c8d 6g6f").await.unwrap();
    s.add_forecast(game, ALICE, "3c3d 2g2f 4a3b 6g6f")
        .await
        .unwrap();
    assert_eq!(
        lines(s, game, ALICE).await,
        ["3c3d 2g2f 8c8d 2f2e", "8c8d 6g6f", "3c3d 2g2f 4a3b 6g6f"]
    );
    // Only their owner sees them.
    assert!(lines(s, game, BOB).await.is_empty());

    let result = s.play(game, BOB, "3c3d", Some(1)).await.unwrap();
    assert!(result.answered && !result.prepared);
    assert_eq!(result.info.to_move, Some(ALICE), "{:?}", result.info);
    let reply = result.reply.as_ref().expect("Alice's prepared answer");
    assert!(reply.prepared);
    assert_eq!(to_canonical(reply.before.game(), reply.played), "2g2f");
    assert_eq!((result.info.ply, reply.info.ply), (2, 3));
    assert_eq!(reply.info.to_move, Some(BOB));
    assert!(reply.info.deadline.is_some(), "Bob's clock runs");
    assert!(matches!(
        reply.events[0],
        Event::MovePlayed {
            ply: 3,
            by: ALICE,
            prepared: true,
            to_move: Some(BOB),
            ..
        }
    ));
    assert!(matches!(
        result.events[0],
        Event::MovePlayed {
            ply: 2,
            by: BOB,
            answered: true,
            prepared: false,
            ..
        }
    ));
    assert_eq!(moves_of(s, game).await, ["7g7f", "3c3d", "2g2f"]);
    // Both lines that went 3c3d 2g2f are kept, without those two moves; 8c8d's is gone.
    assert_eq!(lines(s, game, ALICE).await, ["8c8d 2f2e", "4a3b 6g6f"]);

    // The rest plays on the next move, and the list is then empty.
    let result = s.play(game, BOB, "4a3b", None).await.unwrap();
    let reply = result.reply.expect("the kept line answers");
    assert_eq!(to_canonical(reply.before.game(), reply.played), "6g6f");
    assert!(lines(s, game, ALICE).await.is_empty());
    assert_eq!(forecast_rows(&fx, game).await, 0);
    let info = s.game_info(game).await.unwrap();
    assert_eq!((info.ply, info.to_move), (5, Some(BOB)));
}

async fn a_move_no_line_expected_drops_them_all() {
    let fx = Fixture::new("fc-drop").await;
    let game = opened(&fx).await;
    let s = &fx.service;
    s.add_forecast(game, ALICE, "3c3d 2g2f").await.unwrap();
    s.add_forecast(game, ALICE, "8c8d 2g2f").await.unwrap();
    let result = s.play(game, BOB, "4a3b", None).await.unwrap();
    assert!(result.reply.is_none() && !result.answered);
    assert!(matches!(
        result.events[0],
        Event::MovePlayed {
            to_move: Some(ALICE),
            answered: false,
            ..
        }
    ));
    assert_eq!(forecast_rows(&fx, game).await, 0);
    assert_eq!(moves_of(s, game).await, ["7g7f", "4a3b"]);
}

async fn a_takeback_loses_them() {
    let fx = Fixture::new("fc-takeback").await;
    let game = fx.start("shogi", Some(3), None).await.id;
    let s = &fx.service;
    play_moves(s, game, &["7g7f", "3c3d", "2g2f"]).await;
    // Alice just moved: Bob is to move, and Alice prepares her answer.
    s.add_forecast(game, ALICE, "8c8d 2f2e").await.unwrap();
    assert_eq!(forecast_rows(&fx, game).await, 1);
    fx.offer_accepted(game, ALICE, BOB, OfferKind::Takeback)
        .await;
    assert_eq!(forecast_rows(&fx, game).await, 0);
    assert!(lines(s, game, ALICE).await.is_empty());
    // Alice plays again, Bob plays the move the lost line expected: nothing answers it.
    play_moves(s, game, &["2g2f"]).await;
    let result = s.play(game, BOB, "8c8d", None).await.unwrap();
    assert!(result.reply.is_none());
    assert_eq!(moves_of(s, game).await, ["7g7f", "3c3d", "2g2f", "8c8d"]);
}

/// Two services on one database (two processes), each sending Bob's expected move at once,
/// many times over in fresh games: one move succeeds in each game, and Alice's prepared
/// answer is stored once, right after it.
async fn two_processes_play_a_prepared_move_once() {
    let fx = Fixture::new("fc-two").await;
    let a = Arc::new(fx.second_service().await.keep_move_posts());
    let b = Arc::new(fx.second_service().await.keep_move_posts());
    for _ in 0..6 {
        let game = opened(&fx).await;
        fx.service
            .add_forecast(game, ALICE, "3c3d 2g2f 8c8d 2f2e")
            .await
            .unwrap();
        let tries: Vec<_> = (0..4)
            .map(|i| {
                let s = if i % 2 == 0 { a.clone() } else { b.clone() };
                tokio::spawn(async move { s.play(game, BOB, "3c3d", Some(1)).await })
            })
            .collect();
        let mut won = 0;
        for t in tries {
            match t.await.unwrap() {
                Ok(r) => {
                    assert!(r.reply.is_some(), "the winner carries the answer");
                    won += 1;
                }
                Err(ServiceError::PositionChanged | ServiceError::NotYourTurn(_)) => {}
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(won, 1);
        assert_eq!(moves_of(&fx.service, game).await, ["7g7f", "3c3d", "2g2f"]);
        // One post per move, the answer's marked prepared.
        let posts = fx
            .count(
                "SELECT COUNT(*) FROM notifications WHERE game_id = $1",
                game,
            )
            .await;
        assert_eq!(posts, 2);
        assert_eq!(lines(&fx.service, game, ALICE).await, ["8c8d 2f2e"]);
    }
}

async fn a_restart_keeps_them() {
    let mut fx = Fixture::new("fc-restart").await;
    let game = opened(&fx).await;
    fx.service
        .add_forecast(game, ALICE, "3c3d 2g2f")
        .await
        .unwrap();
    fx.reopen().await;
    assert_eq!(lines(&fx.service, game, ALICE).await, ["3c3d 2g2f"]);
    let result = fx.service.play(game, BOB, "3c3d", None).await.unwrap();
    assert!(result.reply.is_some());
    fx.reopen().await;
    assert_eq!(moves_of(&fx.service, game).await, ["7g7f", "3c3d", "2g2f"]);
    assert_eq!(forecast_rows(&fx, game).await, 0);
}

async fn refused_lines_store_nothing() {
    let fx = Fixture::new("fc-refused").await;
    let game = opened(&fx).await;
    let s = &fx.service;
    s.add_forecast(game, ALICE, "3c3d 2g2f").await.unwrap();
    let before = lines(s, game, ALICE).await;
    let refused = |r: Result<_, ServiceError>| match r {
        Err(ServiceError::Forecast(why)) => why,
        Err(e) => panic!("another refusal: {e}"),
        Ok(_) => panic!("stored"),
    };
    // An illegal second move (a Pawn two squares), named with its place in the line.
    let why = refused(s.add_forecast(game, ALICE, "3c3d 2g2e").await);
    assert!(
        matches!(&why, ForecastRefusal::BadMove { ply: 2, input, .. } if input == "2g2e"),
        "{why:?}"
    );
    // The refusal is one line in every language.
    for lang in seireigi::i18n::Lang::ALL {
        let text =
            seireigi::i18n::refusals::service_error(lang, &ServiceError::Forecast(why.clone()))
                .expect("said");
        assert!(!text.contains('\n') && text.contains("2g2e"), "{text}");
    }
    // Alice's own move first: not legal for White.
    let why = refused(s.add_forecast(game, ALICE, "2g2f 3c3d").await);
    assert!(
        matches!(why, ForecastRefusal::BadMove { ply: 1, .. }),
        "{why:?}"
    );
    // Too many plies.
    let long: Vec<&str> = ["3c3d", "2g2f", "4a3b", "6i7h"]
        .iter()
        .cycle()
        .take(MAX_FORECAST_PLIES + 1)
        .copied()
        .collect();
    let why = refused(s.add_forecast(game, ALICE, &long.join(" ")).await);
    assert!(
        matches!(why, ForecastRefusal::TooManyPlies { max: 30, given: 31 }),
        "{why:?}"
    );
    // One move only: no answer to play.
    let why = refused(s.add_forecast(game, ALICE, "3c3d").await);
    assert_eq!(why, ForecastRefusal::NoAnswer);
    // Bob is to move: his forecasts would answer his own move.
    let why = refused(s.add_forecast(game, BOB, "3c3d 2g2f").await);
    assert_eq!(why, ForecastRefusal::YourTurn(game));
    assert!(matches!(
        s.add_forecast(game, CAROL, "3c3d 2g2f").await,
        Err(ServiceError::NotAPlayer(_))
    ));
    assert_eq!(lines(s, game, ALICE).await, before);

    // Too many lines: one per answer of Bob's, then one more.
    s.clear_forecast(game, ALICE).await.unwrap();
    let (_, history) = s.game_history(game).await.unwrap();
    let pos = history.position();
    let bobs: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|m| to_canonical(pos.game(), m))
        .take(MAX_FORECAST_LINES)
        .collect();
    assert_eq!(bobs.len(), MAX_FORECAST_LINES);
    for m in &bobs {
        s.add_forecast(game, ALICE, &format!("{m} 1g1f"))
            .await
            .unwrap();
    }
    let full = lines(s, game, ALICE).await;
    assert_eq!(full.len(), MAX_FORECAST_LINES);
    let why = refused(
        s.add_forecast(game, ALICE, &format!("{} 9g9f", bobs[0]))
            .await,
    );
    assert_eq!(why, ForecastRefusal::TooManyLines { max: 30 });
    // A line already stored, or one extending a stored one, takes no new place.
    s.add_forecast(game, ALICE, &format!("{} 1g1f", bobs[0]))
        .await
        .unwrap();
    assert_eq!(lines(s, game, ALICE).await, full);
    let snapshot_before = snapshot(s, game).await;
    assert!(s.clear_forecast(game, ALICE).await.unwrap());
    assert!(!s.clear_forecast(game, ALICE).await.unwrap());
    assert_eq!(
        snapshot(s, game).await,
        snapshot_before,
        "the game untouched"
    );
}

async fn refused_against_the_computer() {
    let fx = Fixture::new("fc-computer").await;
    let game = computer_game(&fx, ColorChoice::White, Level::Easy).await;
    let r = fx.service.add_forecast(game.id, ALICE, "7g7f 3c3d").await;
    assert!(
        matches!(
            r,
            Err(ServiceError::Forecast(ForecastRefusal::AgainstComputer))
        ),
        "{}",
        describe(&r)
    );
    assert_eq!(forecast_rows(&fx, game.id).await, 0);
}

async fn notes_are_private_and_limited() {
    let mut fx = Fixture::new("fc-notes").await;
    let game = opened(&fx).await;
    let s = &fx.service;
    s.set_note(game, ALICE, "Bob likes the Static Rook.\nTry 2f2e early.")
        .await
        .unwrap();
    assert_eq!(
        s.game_note(game, BOB).await.unwrap(),
        None,
        "not Bob's to read"
    );
    assert!(matches!(
        s.game_note(game, CAROL).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    assert!(matches!(
        s.set_note(game, CAROL, "hello").await,
        Err(ServiceError::NotAPlayer(_))
    ));
    let long = "x".repeat(MAX_NOTE_CHARS + 1);
    assert!(matches!(
        s.set_note(game, ALICE, &long).await,
        Err(ServiceError::NoteTooLong { max, given }) if max as usize == MAX_NOTE_CHARS && given as usize == MAX_NOTE_CHARS + 1
    ));
    s.set_note(game, BOB, &"y".repeat(MAX_NOTE_CHARS))
        .await
        .unwrap();
    fx.reopen().await;
    let s = &fx.service;
    assert_eq!(
        s.game_note(game, ALICE).await.unwrap().as_deref(),
        Some("Bob likes the Static Rook.\nTry 2f2e early.")
    );
    let mine = s.notes_of(ALICE).await.unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(
        seireigi::service::note_excerpt(&mine[&game], 20),
        "Bob likes the Stati…"
    );
    s.set_note(game, ALICE, "  ").await.unwrap();
    assert_eq!(s.game_note(game, ALICE).await.unwrap(), None);
    assert_eq!(
        s.game_note(game, BOB)
            .await
            .unwrap()
            .map(|n| n.chars().count()),
        Some(MAX_NOTE_CHARS)
    );
}

async fn a_rematch_swaps_colours_and_survives_a_restart() {
    let mut fx = Fixture::new("fc-rematch").await;
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    let game = fx.start("shogi", Some(5), Some(start)).await.id;
    assert!(matches!(
        fx.service.rematch(game, BOB).await,
        Err(ServiceError::GameNotOver(g)) if g == game
    ));
    fx.service.resign(game, ALICE).await.unwrap();
    assert!(matches!(
        fx.service.rematch(game, CAROL).await,
        Err(ServiceError::NotAPlayer(_))
    ));
    // Bob (White) asks: he plays Black now.
    let (ch, _) = fx.service.rematch(game, BOB).await.unwrap();
    assert_eq!((ch.challenger, ch.challenged), (BOB, Some(ALICE)));
    assert_eq!(ch.color, ColorChoice::Black);
    assert_eq!(ch.days_per_move, Some(5));
    let old = fx.service.game_info(game).await.unwrap();
    let (_, old_history) = fx.service.game_history(game).await.unwrap();
    assert_eq!(ch.variant, old.variant);
    assert_eq!(ch.start_sfen, old_history.start().to_sfen());
    fx.reopen().await;
    let (new, _) = fx.service.accept(ch.id, ALICE).await.unwrap();
    assert_eq!((new.black, new.white), (BOB, ALICE));
    assert_eq!(new.days_per_move, Some(5));
    let (_, h) = fx.service.game_history(new.id).await.unwrap();
    assert_eq!(h.start().to_sfen(), old_history.start().to_sfen());
    assert_eq!(h.position().side_to_move(), seireigi::rules::Color::White);
}

/// "Play this if my time runs out": kept on one's turn for that position; when the deadline
/// passes, the tick plays it like a prepared move (before any vacation day or loss), once
/// even with two processes ticking; the opponent's prepared answer follows it.
async fn a_timeout_move_is_played_once_when_time_runs_out() {
    let fx = Fixture::new("fc-timeout").await;
    let second = fx.second_service().await;
    let game = fx.start("shogi", Some(1), None).await.id;
    let s = &fx.service;
    let kept = s.set_timeout_move(game, ALICE, "P-7f").await.expect("kept");
    assert_eq!(to_canonical(kept.position.game(), kept.mv), "7g7f");
    assert!(
        s.timeout_move(game, BOB).await.unwrap().is_none(),
        "Alice's only"
    );
    fx.clock.set(T0.plus_days(1));
    let (x, y) = tokio::join!(s.tick(), second.tick());
    let mut notes = x.expect("tick");
    notes.extend(y.expect("tick"));
    let moves: Vec<&Event> = notes
        .iter()
        .map(|n| &n.event)
        .filter(|e| matches!(e, Event::MovePlayed { .. }))
        .collect();
    assert!(
        matches!(moves.as_slice(), [Event::MovePlayed { by, prepared: true, to_move: Some(next), deadline: Some(_), .. }] if *by == ALICE && *next == BOB),
        "{notes:?}"
    );
    assert!(
        notes.iter().all(|n| !matches!(
            n.event,
            Event::GameEnded { .. } | Event::VacationSpent { .. }
        )),
        "no loss, no vacation: {notes:?}"
    );
    assert_eq!(moves_of(s, game).await, ["7g7f"]);
    let info = s.game_info(game).await.unwrap();
    assert_eq!(info.to_move, Some(BOB));
    assert!(s.timeout_move(game, ALICE).await.unwrap().is_none(), "used");
    assert!(s.tick().await.unwrap().is_empty(), "played once");
}

/// A timeout move is forgotten by a move of its player, and the opponent's prepared answer
/// follows a timeout move as it follows a typed one.
async fn a_timeout_move_is_forgotten_by_a_move_and_answered_by_a_forecast() {
    let fx = Fixture::new("fc-timeout-answer").await;
    let s = &fx.service;
    let game = fx.start("shogi", Some(1), None).await.id;
    s.set_timeout_move(game, ALICE, "7g7f").await.expect("kept");
    play_moves(s, game, &["2g2f"]).await;
    assert!(
        s.timeout_move(game, ALICE).await.unwrap().is_none(),
        "forgotten"
    );
    // Bob keeps one for his turn; Alice prepares her answer to it.
    s.set_timeout_move(game, BOB, "3c3d").await.expect("kept");
    s.add_forecast(game, ALICE, "3c3d 7g7f")
        .await
        .expect("line");
    fx.clock.set(T0.plus_days(1));
    let notes = s.tick().await.expect("tick");
    let played: Vec<(seireigi::service::UserId, bool)> = notes
        .iter()
        .filter_map(|n| match &n.event {
            Event::MovePlayed { by, prepared, .. } => Some((*by, *prepared)),
            _ => None,
        })
        .collect();
    assert_eq!(played, [(BOB, true), (ALICE, true)], "{notes:?}");
    assert_eq!(moves_of(s, game).await, ["2g2f", "3c3d", "7g7f"]);
}

/// Refused with its reason, nothing stored: on the opponent's turn, an illegal move,
/// against the computer.
async fn refused_timeout_moves_store_nothing() {
    let fx = Fixture::new("fc-timeout-bad").await;
    let s = &fx.service;
    let game = fx.start("shogi", Some(1), None).await.id;
    let r = s.set_timeout_move(game, BOB, "3c3d").await;
    assert!(
        matches!(
            r,
            Err(ServiceError::Forecast(ForecastRefusal::TimeoutNotYourTurn(
                _
            )))
        ),
        "{}",
        describe(&r)
    );
    let r = s.set_timeout_move(game, ALICE, "7g7e").await;
    assert!(
        matches!(
            r,
            Err(ServiceError::Forecast(
                ForecastRefusal::TimeoutBadMove { .. }
            ))
        ),
        "{}",
        describe(&r)
    );
    let rows = fx
        .count(
            "SELECT COUNT(*) FROM timeout_moves WHERE game_id = $1",
            game,
        )
        .await;
    assert_eq!(rows, 0);
    let computer = computer_game(&fx, ColorChoice::Black, Level::Easy).await;
    let r = s.set_timeout_move(computer.id, ALICE, "7g7f").await;
    assert!(
        matches!(
            r,
            Err(ServiceError::Forecast(ForecastRefusal::AgainstComputer))
        ),
        "{}",
        describe(&r)
    );
}

backend_tests!(
    the_matching_line_answers_and_keeps_its_rest,
    a_move_no_line_expected_drops_them_all,
    a_takeback_loses_them,
    a_restart_keeps_them,
    refused_lines_store_nothing,
    refused_against_the_computer,
    notes_are_private_and_limited,
    a_rematch_swaps_colours_and_survives_a_restart,
    a_timeout_move_is_forgotten_by_a_move_and_answered_by_a_forecast,
    refused_timeout_moves_store_nothing,
);
backend_tests!(
    multi_thread: two_processes_play_a_prepared_move_once,
    a_timeout_move_is_played_once_when_time_runs_out
);
