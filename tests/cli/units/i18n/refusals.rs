//! The unit tests of src/i18n/refusals.rs.

use seireigi::i18n::refusals::*;
use seireigi::i18n::Lang;
use seireigi::rules::notation::{MoveError, Place};
use seireigi::rules::usi::UsiError;
use seireigi::rules::Variant;
use seireigi::service::{GameId, LimitHit, ServiceError};

#[test]
fn each_language_says_a_refusal_with_its_values() {
    let e = ServiceError::NotYourTurn(GameId(42));
    for lang in Lang::ALL {
        let text = service_error(lang, &e).expect("a refusal is told");
        assert!(text.contains("42"), "{lang:?}: {text}");
    }
    assert_eq!(
        service_error(Lang::En, &e).as_deref(),
        Some("It is not your turn in game #42.")
    );
    assert!(service_error(Lang::Fr, &e).is_some_and(|t| t.contains("votre tour")));
    assert!(service_error(Lang::Ja, &e).is_some_and(|t| t.contains("手番")));
}

#[test]
fn faults_are_not_told() {
    let e = ServiceError::Corrupt("bad row".into());
    assert_eq!(service_error(Lang::En, &e), None);
}

#[test]
fn limits_say_their_figures_and_the_wait() {
    let hit = LimitHit::OpenChallenges {
        open: 10,
        max: 10,
        oldest_expires_in_ms: Some(7 * 86_400_000),
    };
    assert_eq!(
        limit(Lang::En, &hit),
        "You have 10 open challenges, the most allowed at once (10): cancel one or wait \
         until one is answered; the oldest expires in 7 days 0 h."
    );
    let fr = limit(Lang::Fr, &hit);
    assert!(
        fr.contains("10 défis ouverts") && fr.contains("dans 7 jours"),
        "{fr}"
    );
    let one = LimitHit::ComputerGames { playing: 1, max: 1 };
    assert!(limit(Lang::En, &one).starts_with("You are playing 1 game against"));
    // French counts 0 and 1 as singular.
    let zero = LimitHit::Vacation {
        days_per_year: 30,
        days_left: 0,
        more_in_ms: None,
    };
    assert!(limit(Lang::En, &zero).contains("0 days left"));
}

/// The games a refusal lists are joined with the reader's "or".
#[test]
fn an_unknown_game_lists_the_ids_with_the_readers_or() {
    let e = ServiceError::UnknownVariant("go".into());
    let ids = Variant::ids();
    let last = ids.last().copied().unwrap_or_default();
    let say = |lang| service_error(lang, &e).unwrap_or_default();
    assert!(
        say(Lang::En).contains(&format!(" or {last}")),
        "{}",
        say(Lang::En)
    );
    assert!(
        say(Lang::Fr).contains(&format!(" ou {last}")),
        "{}",
        say(Lang::Fr)
    );
    assert!(
        say(Lang::Ja).contains(&format!("または {last}")),
        "{}",
        say(Lang::Ja)
    );
    for lang in [Lang::Fr, Lang::Ja] {
        assert!(!say(lang).contains(" or "), "{}", say(lang));
    }
}

#[test]
fn waits_read_in_days_hours_minutes_or_seconds() {
    assert_eq!(wait(Lang::En, 42_000), "in 42 s");
    assert_eq!(wait(Lang::En, 0), "in 1 s");
    assert_eq!(wait(Lang::En, 25 * 60_000), "in 25 min");
    assert_eq!(
        wait(Lang::En, 3 * 86_400_000 + 4 * 3_600_000),
        "in 3 days 4 h"
    );
    assert_eq!(wait(Lang::En, 86_400_000 + 3_600_000), "in 1 day 1 h");
    assert_eq!(wait(Lang::Fr, 25 * 60_000), "dans 25 min");
    assert_eq!(wait(Lang::Ja, 25 * 60_000), "25 分後");
}

#[test]
fn move_refusals_name_the_piece_and_squares() {
    let e = MoveError::NoPiece {
        piece: None,
        place: Place::Hand,
    };
    assert_eq!(
        move_error(Lang::En, &e),
        "You have no piece in hand: drop only a piece you hold."
    );
    assert!(move_error(Lang::Fr, &e).contains("pièce"));
    assert!(move_error(Lang::Ja, &e).contains("駒"));
}

#[test]
fn a_start_position_s_faults_in_every_language() {
    use seireigi::rules::{Position, Variant};
    use seireigi::service::PositionFault;
    let fault = Position::from_sfen(Variant::builtin("shogi"), "4k4/9/9/9/9/9/9/9/9 b - 1")
        .map(|_| ())
        .expect_err("no Black King");
    let fault = PositionFault::Usi(UsiError::Sfen(fault));
    let say =
        |lang| service_error(lang, &ServiceError::BadPosition(fault.clone())).unwrap_or_default();
    assert!(say(Lang::En).contains("has no King"), "{}", say(Lang::En));
    assert!(say(Lang::Fr).contains("n'ont pas de"), "{}", say(Lang::Fr));
    assert!(say(Lang::Ja).contains("がありません"), "{}", say(Lang::Ja));
    // The piece by its name in the reader's language, not the game file's English.
    assert!(say(Lang::Fr).contains("pas de Roi"), "{}", say(Lang::Fr));
    assert!(
        say(Lang::Ja).contains("王将") && !say(Lang::Ja).contains("King"),
        "{}",
        say(Lang::Ja)
    );
    // The game too: Chu Shogi has no hands.
    let chu = Variant::builtin("chu-shogi");
    let start = Position::start(chu).to_sfen();
    let fields: Vec<&str> = start.split_whitespace().collect();
    let with_hand = format!("{} {} P 1", fields[0], fields[1]);
    let fault = Position::from_sfen(chu, &with_hand)
        .map(|_| ())
        .expect_err("no hands in Chu Shogi");
    // What sfen_error says, through the public path of a position's fault.
    let ja = position_fault(Lang::Ja, &PositionFault::Usi(UsiError::Sfen(fault)));
    assert!(ja.starts_with("中将棋 には持ち駒がありません"), "{ja}");
    let over = |lang| position_fault(lang, &PositionFault::Over);
    assert_eq!(over(Lang::En), "the game is already over in that position");
    assert_ne!(over(Lang::Fr), over(Lang::En));
    assert_ne!(over(Lang::Ja), over(Lang::En));
}
