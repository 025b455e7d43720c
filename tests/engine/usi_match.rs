//! `seireigi match` with external USI engines: our own engine through its USI interface,
//! a missing one, and Fairy-Stockfish when it is installed.

use seireigi::ai::{choose_move, Level, Limits};
use seireigi::cli::matches::{play_game, MatchOptions, Player};
use seireigi::rules::registry::Registry;
use seireigi::rules::{History, Position, Reason, Variant};
use std::path::Path;
use std::time::Duration;

const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

fn options(variant: Variant, a: Player, b: Player, max_plies: usize) -> MatchOptions {
    MatchOptions {
        variant,
        a,
        b,
        games: 1,
        time: Some(Duration::from_millis(100)),
        max_plies,
        seed: 1,
        threads: 1,
        opening_plies: 0,
    }
}

fn ours(extra: &str) -> Player {
    let spec = format!("usi:{} usi;{extra}", env!("CARGO_BIN_EXE_seireigi"));
    spec.parse().expect("player")
}

/// Through USI the engine plays exactly the moves it plays in-process: every move of a
/// self-match at fixed depth equals `choose_move` on the same game so far (which also
/// checks that `position ... moves` reaches the search with the game's history).
#[test]
fn a_self_match_through_usi_plays_the_engines_own_moves() {
    for variant in Variant::all() {
        // Fewer plies on the large boards, whose searches take longer.
        let plies = if variant.game().width > 9 { 12 } else { 40 };
        let player = ours("Level=strong;go=depth 2");
        let o = options(variant, player.clone(), player.clone(), plies);
        let (_, _, game) = play_game(&player, &player, &o, 1).expect("engines start");
        // Played to the ply limit, or ended by the rules: an engine's fault counts as time.
        match game.outcome() {
            None => assert_eq!(game.moves().len(), plies, "{variant}: {:?}", game.moves()),
            Some(end) => assert_ne!(end.reason, Reason::Time, "{variant}: {end}"),
        }
        let mut replay = History::new(Position::start(variant));
        for &mv in game.moves() {
            let own = choose_move(&replay, Level::Strong, &Limits::depth(2), 0).expect("a move");
            assert_eq!(own.best, mv, "{variant}, ply {}", replay.moves().len() + 1);
            replay.play(mv).expect("legal");
        }
    }
}

/// A program that is not there is an error, not a lost game. (Engines that misbehave once
/// started: `hostile_engines.rs`.)
#[test]
fn a_missing_engine_is_an_error() {
    let missing: Player = "usi:/nonexistent/engine".parse().expect("player");
    let o = options(
        Variant::builtin("shogi"),
        missing.clone(),
        Player::Random,
        50,
    );
    assert!(play_game(&missing, &Player::Random, &o, 3).is_err());
}

/// Against Fairy-Stockfish (Debian package `fairy-stockfish`): whole games at a few
/// hundred nodes a move, every move of both sides legal and no engine faulting.
#[test]
fn games_against_fairy_stockfish() {
    if !Path::new(FAIRY_STOCKFISH).exists() {
        eprintln!("SKIPPED: {FAIRY_STOCKFISH} is not installed (apt-get install fairy-stockfish)");
        return;
    }
    let fairy: Player = format!("usi:{FAIRY_STOCKFISH};go=nodes 300")
        .parse()
        .expect("player");
    let normal = Player::Engine(seireigi::cli::matches::Engine::new(Level::Normal));
    for (black, white) in [(&fairy, &normal), (&normal, &fairy)] {
        let o = options(Variant::builtin("shogi"), black.clone(), white.clone(), 120);
        let (_, _, game) = play_game(black, white, &o, 5).expect("engines start");
        assert!(game.moves().len() >= 10, "{:?}", game.moves());
        if let Some(end) = game.outcome() {
            assert_ne!(end.reason, Reason::Time, "an engine faulted: {end}");
        }
    }
}

const GNU_SHOGI: &str = "/usr/games/gnushogi";

/// Against GNU Shogi (Debian package `gnushogi`, its XBoard-style protocol) at a shallow
/// depth: whole games, every move of both sides legal, no engine faulting, and GNU Shogi
/// answering as both Black and White.
#[test]
fn games_against_gnu_shogi() {
    if !Path::new(GNU_SHOGI).exists() {
        eprintln!("SKIPPED: {GNU_SHOGI} is not installed (apt-get install gnushogi)");
        return;
    }
    let gnu: Player = format!("xboard:{GNU_SHOGI};depth=2")
        .parse()
        .expect("player");
    let easy = Player::Engine(seireigi::cli::matches::Engine::new(Level::Easy));
    for (black, white) in [(&gnu, &easy), (&easy, &gnu)] {
        let o = options(Variant::builtin("shogi"), black.clone(), white.clone(), 80);
        let (_, _, game) = play_game(black, white, &o, 7).expect("engines start");
        assert!(
            game.moves().len() >= 20,
            "{:?} {:?}",
            game.moves(),
            game.outcome()
        );
        if let Some(end) = game.outcome() {
            assert_ne!(end.reason, Reason::Time, "an engine faulted: {end}");
        }
    }
    let refused = play_game(
        &gnu,
        &easy,
        &options(Variant::builtin("chu"), gnu.clone(), easy.clone(), 10),
        1,
    );
    assert!(refused.is_err(), "GNU Shogi cannot play Chu Seireigi");
}

/// A timed game against GNU Shogi at one second a move, past the 30 plies after which a
/// client that replayed the game every turn saw it stall: no fault, and the engine is kept
/// in one game (one `new`, one `go`, each of the opponent's moves sent once), as its input, logged
/// by a wrapper script, shows.
#[test]
fn a_timed_game_against_gnu_shogi_keeps_one_game_going() {
    if !Path::new(GNU_SHOGI).exists() {
        eprintln!("SKIPPED: {GNU_SHOGI} is not installed (apt-get install gnushogi)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("seireigi-gnu-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (script, log) = (dir.join("logged.sh"), dir.join("input.log"));
    std::fs::write(&script, format!("tee \"$1\" | exec {GNU_SHOGI}\n")).expect("script");
    let gnu: Player = format!("xboard:sh {} {}", script.display(), log.display())
        .parse()
        .expect("player");
    let easy = Player::Engine(seireigi::cli::matches::Engine::new(Level::Easy));
    let mut o = options(Variant::builtin("shogi"), gnu.clone(), easy.clone(), 44);
    o.time = Some(Duration::from_secs(1));
    let (_, _, game) = play_game(&gnu, &easy, &o, 11).expect("engines start");
    let plies = game.moves().len();
    match game.outcome() {
        None => assert_eq!(plies, 44, "stopped early"),
        Some(end) => assert_ne!(end.reason, Reason::Time, "an engine faulted: {end}"),
    }
    assert!(plies > 30, "{plies} plies: {:?}", game.outcome());
    let input = std::fs::read_to_string(&log).expect("log");
    let lines: Vec<&str> = input.lines().collect();
    assert_eq!(lines.iter().filter(|l| **l == "new").count(), 1, "{input}");
    assert_eq!(lines.iter().filter(|l| **l == "go").count(), 1, "{input}");
    let g = Variant::builtin("shogi").game();
    let sent: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| seireigi::rules::notation::parse_canonical(g, l).is_some())
        .collect();
    // White's moves that GNU Shogi was asked to answer: all but a last one.
    let whites: Vec<String> = (1..plies.saturating_sub(1))
        .step_by(2)
        .map(|i| seireigi::rules::notation::to_canonical(g, game.moves()[i]))
        .collect();
    assert_eq!(sent, whites, "each of its opponent's moves once, in order");
    let _ = std::fs::remove_dir_all(&dir);
}

const HACHU: &str = "/usr/games/hachu";

/// Against HaChu (Debian package `hachu`, XBoard's protocol CECP) in Chu Shogi and Dai
/// Shogi at a shallow depth: whole games of some length with HaChu as Black and as White,
/// every move of both sides legal by our rules (the match checks each of HaChu's, and HaChu
/// refuses any of ours it finds illegal, which would be an error here), no engine faulting.
#[test]
fn games_against_hachu_in_chu_and_dai_shogi() {
    if !Path::new(HACHU).exists() {
        eprintln!("SKIPPED: {HACHU} is not installed (apt-get install hachu)");
        return;
    }
    let hachu: Player = format!("xboard:{HACHU};depth=2").parse().expect("player");
    // Dai Shogi as HaChu plays it (no Lion-trading rules), a game file HaChu is told is its
    // `dai`.
    let file = include_str!("../games/dai-shogi-hachu.toml");
    let loaded = Registry::load(&[("dai-shogi-hachu.toml".into(), file.into())]).expect("loads");
    let dai_as_hachu = loaded.find("dai-shogi-hachu").expect("the file's game");
    let hachu_dai: Player = format!("xboard:{HACHU};depth=2;variant=dai")
        .parse()
        .expect("player");
    let easy = Player::Engine(seireigi::cli::matches::Engine::new(Level::Easy));
    let games = [
        (Variant::builtin("chu-shogi"), &hachu, 60),
        (Variant::builtin("dai-shogi"), &hachu, 40),
        (dai_as_hachu, &hachu_dai, 40),
    ];
    for (variant, hachu, plies) in games {
        let id = variant.id();
        for (black, white) in [(hachu, &easy), (&easy, hachu)] {
            let o = options(variant, black.clone(), white.clone(), plies);
            let (_, _, game) =
                play_game(black, white, &o, 13).unwrap_or_else(|e| panic!("{id}: {e:#}"));
            assert!(
                game.moves().len() >= 20,
                "{id}: {:?} {:?}",
                game.moves(),
                game.outcome()
            );
            if let Some(end) = game.outcome() {
                assert_ne!(end.reason, Reason::Time, "{id}: an engine faulted: {end}");
            }
        }
    }
    // The game must be one HaChu is told by name: Chu Seireigi is not.
    let refused = play_game(
        &hachu,
        &easy,
        &options(Variant::builtin("chu"), hachu.clone(), easy.clone(), 10),
        1,
    );
    assert!(refused.is_err(), "HaChu cannot play Chu Seireigi");
    // Without ;variant=, the file's game has no name HaChu knows; a name HaChu does not list,
    // or one that is not a word, is refused before any game.
    let dai_options = |p: &Player| options(dai_as_hachu, p.clone(), easy.clone(), 10);
    for spec in [
        format!("xboard:{HACHU};depth=2"),
        format!("xboard:{HACHU};variant=nonesuch"),
        format!("xboard:{HACHU};variant=dai dai"),
        format!("xboard:{HACHU};variant="),
    ] {
        let player: Player = spec.parse().expect("player");
        let err = play_game(&player, &easy, &dai_options(&player), 1).expect_err(&spec);
        let text = format!("{err:#}");
        assert!(text.contains("variant"), "{spec}: {text}");
    }
}
