//! Whole games of every variant through the service on a database file: a long game of
//! random legal moves and a short checkmate from a set-up position each; then, after a
//! restart, every game replays to the same position and result and exports in every format.

use crate::service_common;

use seireigi::rules::notation::to_canonical;
use seireigi::rules::record::GameRecord;
use seireigi::rules::usi::parse_position;
use seireigi::rules::{Color, History, Move, Outcome, Reason, Variant};
use seireigi::service::{Event, ExportFormat, GameId, GameInfo, GameService};
use seireigi_test_support::seeded::Lcg;
use service_common::*;

const MAX_PLIES: usize = 300;

/// Random legal moves, captures first, each by the player to move with the expected ply, until
/// the game ends or MAX_PLIES. Returns the service's final history.
async fn random_game(service: &GameService, game: &GameInfo, seed: u64) -> History {
    let mut rng = Lcg(seed);
    let (_, mut history) = service.game_history(game.id).await.unwrap();
    while history.outcome().is_none() && history.moves().len() < MAX_PLIES {
        let pos = history.position();
        let legal = pos.legal_moves();
        let captures: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| pos.is_capture(m))
            .collect();
        let pool = if captures.is_empty() {
            &legal
        } else {
            &captures
        };
        let mv = pool[rng.below(pool.len())];
        let user = match pos.side_to_move() {
            Color::Black => game.black,
            Color::White => game.white,
        };
        let ply = history.moves().len() as u32;
        let text = typed(pos, mv);
        let result = service
            .play(game.id, user, &text, Some(ply))
            .await
            .unwrap_or_else(|e| panic!("{} ply {}: {text}: {e}", game.variant, ply + 1));
        assert_eq!(result.history.moves().last(), Some(&mv), "{text}");
        match &result.events[0] {
            Event::MovePlayed {
                ply: p, canonical, ..
            } => {
                assert_eq!(
                    (*p, canonical.as_str()),
                    (ply + 1, to_canonical(pos.game(), mv).as_str())
                );
            }
            other => panic!("{other:?}"),
        }
        history = result.history;
    }
    history
}

/// A mate in three plies from a set-up position of any size: Black's King steps up, White's
/// Pawn steps down, then a Gold dropped in front of White's King, guarded by a Pawn, mates.
fn mating_start(variant: Variant) -> (String, [String; 3]) {
    let (n, h) = (
        variant.game().width as usize,
        variant.game().height as usize,
    );
    let f = n.div_ceil(2);
    let left = n - f;
    let last = char::from(b'a' + h as u8 - 1);
    let before_last = char::from(b'a' + h as u8 - 2);
    let mut ranks = vec![n.to_string(); h];
    ranks[0] = format!("{left}k{}p", f - 2);
    ranks[2] = format!("{left}P{}", f - 1);
    ranks[h - 1] = format!("{left}K{}", f - 1);
    let sfen = format!("{} b G 1", ranks.join("/"));
    let moves = [
        format!("{f}{last}{f}{before_last}"),
        "1a1b".to_string(),
        format!("G*{f}b"),
    ];
    (sfen, moves)
}

struct Played {
    game: GameId,
    variant: Variant,
    sfen: String,
    plies: usize,
    outcome: Option<Outcome>,
}

async fn check_replay_and_exports(service: &GameService, p: &Played) {
    let (info, history) = service.game_history(p.game).await.unwrap();
    assert_eq!(history.position().to_sfen(), p.sfen, "{}", p.variant);
    assert_eq!(
        (history.moves().len(), info.ply as usize),
        (p.plies, p.plies)
    );
    assert_eq!((history.outcome(), info.outcome), (p.outcome, p.outcome));
    assert_eq!(info.variant, p.variant);
    let names = ["Alice", "Bob"];

    let kif = service
        .export(p.game, ExportFormat::Kif, names)
        .await
        .unwrap();
    assert!(
        kif.contains("先手：Alice") && kif.contains("後手：Bob"),
        "{kif}"
    );
    let move_lines = kif
        .lines()
        .skip_while(|l| !l.starts_with("手数"))
        .skip(1)
        .filter_map(|l| l.split_whitespace().next()?.parse::<usize>().ok())
        .filter(|&k| k <= p.plies)
        .count();
    assert_eq!(move_lines, p.plies, "{kif}");
    assert_eq!(
        kif.contains(&format!("まで{}手で", p.plies)),
        p.outcome.is_some(),
        "{kif}"
    );

    let usi = service
        .export(p.game, ExportFormat::Usi, names)
        .await
        .unwrap();
    let replayed = parse_position(p.variant, &usi).unwrap();
    assert_eq!(replayed.position().to_sfen(), p.sfen);
    assert_eq!(replayed.moves(), history.moves());

    let sfen = service
        .export(p.game, ExportFormat::Sfen, names)
        .await
        .unwrap();
    assert_eq!(sfen, p.sfen);

    let json = service
        .export(p.game, ExportFormat::Record, names)
        .await
        .unwrap();
    let record = GameRecord::from_json(&json).unwrap();
    assert_eq!(record.meta.get("black").map(String::as_str), Some("Alice"));
    let from_record = record.to_history().unwrap();
    assert_eq!(from_record.position().to_sfen(), p.sfen);
    assert_eq!(from_record.moves(), history.moves());
    assert_eq!(from_record.outcome(), p.outcome);
}

async fn full_games_of_every_variant_survive_a_restart() {
    let mut fx = Fixture::new("games").await;
    let mut played = Vec::new();
    for (i, variant) in Variant::all().enumerate() {
        let game = fx.start(variant.id(), Some(3), None).await;
        let history = random_game(&fx.service, &game, 17 + i as u64).await;
        played.push(Played {
            game: game.id,
            variant,
            sfen: history.position().to_sfen(),
            plies: history.moves().len(),
            outcome: history.outcome(),
        });

        // The mate is a Gold's drop on a King: games without a Gold (Tori and Yari shogi),
        // without hands (Chu Shogi), without a King or where the royal piece is taken rather
        // than mated (dobutsu shogi, whose G is a Giraffe) end by resignation.
        let game_def = variant.game();
        let rules = &game_def.rules;
        if game_def.kind_by_id("G").is_none()
            || game_def.kind_by_id("K").is_none()
            || !rules.captures_to_hand
            || rules.royal_capture
        {
            continue;
        }
        let (start, moves) = mating_start(variant);
        let game = fx.start(variant.id(), Some(1), Some(&start)).await;
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        let (history, events) = play_moves(&fx.service, game.id, &moves).await;
        let mate = Outcome {
            winner: Some(Color::Black),
            // Where the first check wins, the mating drop wins as a check.
            reason: match variant.game().rules.first_check_wins {
                true => Reason::Check,
                false => Reason::Checkmate,
            },
        };
        assert_eq!(ended(&events), Some(mate), "{variant}");
        played.push(Played {
            game: game.id,
            variant,
            sfen: history.position().to_sfen(),
            plies: 3,
            outcome: Some(mate),
        });
    }
    // An unfinished random game is resigned, so that every game here ends.
    for p in played.iter_mut().filter(|p| p.outcome.is_none()) {
        let info = fx.service.game_info(p.game).await.unwrap();
        let loser = info.to_move.unwrap();
        let events = fx.service.resign(p.game, loser).await.unwrap();
        p.outcome = ended(&events);
        assert_eq!(p.outcome.map(|o| o.reason), Some(Reason::Resignation));
    }
    fx.reopen().await;
    for p in &played {
        check_replay_and_exports(&fx.service, p).await;
    }
    assert!(fx.service.games_of(ALICE, true).await.unwrap().is_empty());
    assert_eq!(
        fx.service.games_of(BOB, false).await.unwrap().len(),
        played.len()
    );
}

async fn an_unfinished_game_exports_and_continues_after_a_restart() {
    let mut fx = Fixture::new("games-open").await;
    let game = fx.start("chu-seireigi", None, None).await;
    let (history, _) = play_moves(&fx.service, game.id, &["7i7h", "6d6e", "5i5h"]).await;
    fx.reopen().await;
    let p = Played {
        game: game.id,
        variant: Variant::builtin("chu-seireigi"),
        sfen: history.position().to_sfen(),
        plies: 3,
        outcome: None,
    };
    check_replay_and_exports(&fx.service, &p).await;
    play_moves(&fx.service, game.id, &["5d5e"]).await;
    assert_eq!(fx.service.game_info(game.id).await.unwrap().ply, 4);
}

backend_tests!(
    full_games_of_every_variant_survive_a_restart,
    an_unfinished_game_exports_and_continues_after_a_restart,
);
