//! The unit tests of src/cli/matches.rs.

use seireigi::ai::{Level, Weights};
use seireigi::cli::matches::*;
use seireigi::rules::{History, Position, Variant};

#[test]
fn elo_of_even_and_lopsided_scores() {
    let even = Tally {
        wins: 10,
        losses: 10,
        ..Tally::default()
    };
    let (elo, margin) = even.elo().expect("bounded");
    assert!(elo.abs() < 1e-9 && margin > 100.0, "{elo} ± {margin}");
    let strong = Tally {
        wins: 75,
        losses: 25,
        ..Tally::default()
    };
    let (elo, _) = strong.elo().expect("bounded");
    assert!(
        (elo - 190.8).abs() < 0.5,
        "75 % is about +191 Elo, got {elo}"
    );
    assert_eq!(
        Tally {
            wins: 5,
            ..Tally::default()
        }
        .elo(),
        None
    );
}

#[test]
fn players_parse() {
    assert_eq!(
        "Normal".parse::<Player>().ok(),
        Some(Player::Engine(Engine::new(Level::Normal)))
    );
    assert_eq!("greedy".parse::<Player>().ok(), Some(Player::Greedy));
    assert!("grandmaster".parse::<Player>().is_err());
    let Ok(Player::Engine(e)) = "strong:danger=4, hand=120,threads=2".parse::<Player>() else {
        panic!("strong with options does not parse");
    };
    assert_eq!((e.level, e.threads, e.nodes), (Level::Strong, 2, None));
    assert_eq!(e.weights.danger, 4);
    assert_eq!(e.weights.hand_percent, 120);
    assert_eq!(e.weights.defence, Weights::FULL.defence);
    let Ok(Player::Engine(e)) = "strong:nodes=20000".parse::<Player>() else {
        panic!("strong with a node budget does not parse");
    };
    assert_eq!(e.nodes, Some(20_000));
    for bad in [
        "random:danger=1",
        "strong:danger",
        "strong:danger=x",
        "strong:speed=2",
        "strong:threads=0",
        "strong:nodes=0",
        "strong:nodes=-5",
        "easy:nodes=lots",
    ] {
        assert!(bad.parse::<Player>().is_err(), "{bad} parses");
    }
}

#[test]
fn random_openings_are_legal_repeatable_and_varied() {
    let shogi = Variant::builtin("shogi");
    let a = random_opening(shogi, 6, 42);
    assert_eq!(a.moves().len(), 6);
    // Legal: replayed from the start, every move is accepted.
    let mut replay = History::new(Position::start(shogi));
    for &mv in a.moves() {
        assert!(replay.play(mv).is_ok(), "{mv:?}");
    }
    assert_eq!(random_opening(shogi, 6, 42).moves(), a.moves());
    let distinct: std::collections::BTreeSet<String> = (0..20)
        .map(|seed| format!("{:?}", random_opening(shogi, 6, seed).moves()))
        .collect();
    assert!(distinct.len() > 15, "{} openings of 20", distinct.len());
    assert!(random_opening(shogi, 0, 42).moves().is_empty());
}

#[test]
fn a_match_between_random_movers_counts_every_game() {
    let o = MatchOptions {
        variant: Variant::builtin("shogi"),
        a: Player::Random,
        b: Player::Greedy,
        games: 4,
        time: None,
        max_plies: 60,
        seed: 1,
        opening_plies: 0,
        threads: 2,
    };
    let t = run(&o, |_, _| {}).expect("no external engine");
    assert_eq!(t.games(), 4);
    assert!(t.unfinished <= t.draws);
}

/// The summary is the catalogue's, in the reader's language: endings named as the bot names
/// them, not by the rules' Rust names.
#[test]
fn the_summary_is_in_the_readers_language() {
    use seireigi::i18n::Lang;
    use seireigi::rules::Reason;
    let mut tally = Tally {
        wins: 3,
        losses: 1,
        draws: 1,
        unfinished: 1,
        ..Tally::default()
    };
    tally
        .endings
        .insert((Verdict::Won, Some(Reason::Checkmate)), 3);
    tally.endings.insert((Verdict::Lost, Some(Reason::Time)), 1);
    tally.endings.insert((Verdict::Drew, None), 1);
    let shogi = Variant::builtin("shogi");
    let en = summary(Lang::En, "strong", "easy", shogi, 300, &tally);
    assert_eq!(
        en[1],
        "strong: won by checkmate 3, lost on time 1 and drew (stopped at 300 plies) 1"
    );
    let fr = summary(Lang::Fr, "strong", "easy", shogi, 300, &tally).join("\n");
    assert!(fr.contains("gagnées par échec et mat : 3"), "{fr}");
    assert!(fr.contains("5 parties") && fr.contains("Écart Elo"), "{fr}");
    let ja = summary(Lang::Ja, "strong", "easy", shogi, 300, &tally).join("\n");
    assert!(ja.contains("詰みで勝ち 3") && ja.contains("5 局"), "{ja}");
    for text in [&fr, &ja] {
        for english in ["Checkmate", "won", "games", "stopped", "difference"] {
            assert!(!text.contains(english), "{english} in {text}");
        }
    }
    assert_eq!(progress(Lang::Ja, &tally), "5 局：+3 -1 =1");
}
