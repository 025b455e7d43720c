//! The engine's tactics in constructed positions of every game: mate in 1, mate in 2 (each
//! checked by brute force with the rules engine), taking a hanging major piece; and its
//! behaviour: the time limit, no move without legal moves, levels.

use std::time::{Duration, Instant};

use seireigi::ai::eval::evaluate;
use seireigi::ai::{choose_move, search, Level, Limits, Weights, MATE, MATE_BOUND};
use seireigi::rules::{History, Move, NoLegalMove, Position, Square, Variant};

fn pos(v: Variant, sfen: &str) -> Position {
    Position::from_sfen(v, sfen).unwrap_or_else(|e| panic!("{v} {sfen}: {e}"))
}

/// The side to move has no legal move (it loses, rules.md 2.6) and is in check.
fn checkmated(p: &Position) -> bool {
    p.in_check() && p.legal_moves().is_empty()
}

/// A move after which the opponent has no legal move at all.
fn win_in_1(p: &Position) -> Option<Move> {
    p.legal_moves()
        .into_iter()
        .find(|&m| p.after(m).legal_moves().is_empty())
}

/// After `m`, every reply allows a mate in 1 (and there is at least one reply). Where a side
/// without a legal move loses (most games here), leaving it none is a mate too.
fn mates_in_2_with(p: &Position, m: Move) -> bool {
    let stalemate_loses = p.game().rules.no_legal_move == NoLegalMove::Loses;
    let c = p.after(m);
    let replies = c.legal_moves();
    !replies.is_empty()
        && replies.iter().all(|&r| {
            let d = c.after(r);
            d.legal_moves().into_iter().any(|m2| {
                let e = d.after(m2);
                checkmated(&e) || (stalemate_loses && e.legal_moves().is_empty())
            })
        })
}

fn depth(d: u32) -> Limits {
    Limits {
        time: Duration::from_secs(20),
        max_depth: Some(d),
        nodes: None,
        threads: 1,
    }
}

/// A fixed depth searched by several threads.
fn depth_threads(d: u32, threads: usize) -> Limits {
    Limits {
        threads,
        ..depth(d)
    }
}

/// The row of a table written per game for `v`: every loaded game must have one, so a game
/// added without its positions fails here.
/// The games won by checkmate. Where royal pieces may be captured (Chu Shogi) a game is won
/// by taking the last one, which these mate tables do not speak of.
fn mating_games() -> impl Iterator<Item = Variant> {
    Variant::all().filter(|v| !v.game().rules.royal_capture)
}

fn row<T: Copy>(table: &[(&str, T)], v: Variant) -> T {
    table
        .iter()
        .find(|(id, _)| *id == v.id())
        .map(|&(_, x)| x)
        .unwrap_or_else(|| panic!("{v}: no position of the game in this table: add one"))
}

/// The White King on the top rank in the middle, a Black Pawn two ranks below it, a Gold
/// in Black's hand: Gold drop in front of the King mates.
const MATE_IN_1: [(&str, &str); 12] = [
    ("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"),
    ("cannon-shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"),
    (
        "chu-seireigi",
        "6k5/12/6P5/12/12/12/12/12/12/12/12/6K5 b G 1",
    ),
    (
        "uchi-chu-shogi",
        "6k5/12/6P5/12/12/12/12/12/12/12/12/6K5 b G 1",
    ),
    (
        "dai-seireigi",
        "7k7/15/7P7/15/15/15/15/15/15/15/15/15/15/15/7K7 b G 1",
    ),
    ("minishogi", "2k2/5/2P2/5/2K2 b G 1"),
    ("judkins-shogi", "3k2/6/3P2/6/6/3K2 b G 1"),
    ("goro-goro-shogi", "2k2/5/2P2/5/5/2K2 b G 1"),
    ("euroshogi", "4k3/8/4P3/8/8/8/8/4K3 b G 1"),
    ("check-shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"),
    // No Gold in these two: a Falcon in front of the King; a Yari Rook on its file.
    ("tori-shogi", "3k3/7/3S3/7/7/7/3K3 b F 1"),
    ("yari-shogi", "6k/4B2/6P/7/7/7/7/7/K6 b R 1"),
];

/// Mates in 2 whose first move does not check (found by a brute-force search over random
/// sparse positions; proved again below).
const MATE_IN_2: [(&str, &str); 12] = [
    ("shogi", "6kS1/5R3/5s3/9/9/9/9/9/K8 b BN 1"),
    ("cannon-shogi", "6kS1/5R3/5s3/9/9/9/9/9/K8 b BN 1"),
    (
        "chu-seireigi",
        "8ss1k/12/12/12/10R1/12/12/12/12/12/12/K11 b GN 1",
    ),
    (
        "uchi-chu-shogi",
        "9k2/12/12/12/9G2/12/12/12/12/12/12/K11 b 2G 1",
    ),
    (
        "dai-seireigi",
        "13k1/10B4/15/15/15/15/15/15/15/15/15/15/15/15/K14 b 2R 1",
    ),
    ("minishogi", "k4/3G1/5/5/K4 b 2G 1"),
    ("judkins-shogi", "3k2/6/6/2R3/6/5K b S 1"),
    // Found by a random search with Fairy-Stockfish (pyffish), proved again below.
    ("goro-goro-shogi", "1k2G/5/5/4K/4P/5 b GS 1"),
    ("tori-shogi", "1k2C2/7/7/4K2/7/5F1/7 b FC 1"),
    ("yari-shogi", "1R5/3k2P/7/K6/7/7/7/7/7 b RN 1"),
    // Found by a random search over this program's move lists (`seireigi moves --json`).
    ("euroshogi", "k7/8/8/4R2N/8/8/8/K7 b G 1"),
    // Where the first check wins: no check now, and the Gold's step forward leaves the King
    // only 4a and 6a, from where the Gold checks.
    ("check-shogi", "4k4/9/9/4G4/9/9/9/9/8K b - 1"),
];

/// The tables say what they claim, by the rules alone (every move tried, no search): each
/// mate in 1 has a move after which the opponent is checkmated; each mate in 2 has no win in
/// 1, and a first move that does not check after which every reply allows a mate.
#[test]
fn the_mate_tables_are_proved_by_brute_force() {
    for v in mating_games() {
        let p = pos(v, row(&MATE_IN_1, v));
        assert!(
            p.legal_moves().into_iter().any(|m| checkmated(&p.after(m))),
            "{v}: no mate in 1"
        );
        let p = pos(v, row(&MATE_IN_2, v));
        assert!(win_in_1(&p).is_none(), "{v}: a win in 1");
        assert!(
            p.legal_moves()
                .into_iter()
                .any(|m| !p.after(m).in_check() && mates_in_2_with(&p, m)),
            "{v}: no quiet first move mates in 2"
        );
    }
}

#[test]
fn finds_mate_in_1_in_every_game() {
    for v in mating_games() {
        let p = pos(v, row(&MATE_IN_1, v));
        let r = search(&p, &depth(3)).expect("legal moves");
        assert!(
            checkmated(&p.after(r.best)),
            "{v}: {:?} does not mate",
            r.best
        );
        assert_eq!(r.score, MATE - 1, "{v}");
        assert_eq!(r.mate_in_plies(), Some(1));
        // Also through choose_move at every level.
        for level in Level::ALL {
            let h = History::new(p.clone());
            let r = choose_move(&h, level, &depth(2), 7).expect("legal moves");
            assert!(checkmated(&p.after(r.best)), "{v} {level}: no mate");
        }
    }
}

#[test]
fn finds_mate_in_2_in_every_game() {
    for v in mating_games() {
        mate_in_2(v, row(&MATE_IN_2, v), 1);
    }
}

#[test]
fn finds_mate_in_1_and_2_with_several_threads() {
    for v in mating_games() {
        let p = pos(v, row(&MATE_IN_1, v));
        let r = search(&p, &depth_threads(3, 3)).expect("legal moves");
        assert!(
            checkmated(&p.after(r.best)),
            "{v}: {:?} does not mate",
            r.best
        );
        assert_eq!(r.score, MATE - 1, "{v}");
        let h = History::new(p.clone());
        let r = choose_move(&h, Level::Strong, &depth_threads(2, 2), 7).expect("legal moves");
        assert!(
            checkmated(&p.after(r.best)),
            "{v}: strong with 2 threads does not mate"
        );
    }
    for v in mating_games() {
        mate_in_2(v, row(&MATE_IN_2, v), 2);
    }
}

fn mate_in_2(v: Variant, sfen: &str, threads: usize) {
    {
        let p = pos(v, sfen);
        assert!(win_in_1(&p).is_none(), "{v}: no win in 1");
        let r = search(&p, &depth_threads(5, threads)).expect("legal moves");
        assert!(
            mates_in_2_with(&p, r.best),
            "{v}: {:?} is not a mate in 2",
            r.best
        );
        assert_eq!(r.score, MATE - 3, "{v}");
        assert!(r.pv.len() >= 3, "{v}: pv {:?}", r.pv);
        // The principal variation is playable and ends in mate.
        let mut q = p.clone();
        for &m in &r.pv[..3] {
            assert!(q.is_legal(m), "{v}: pv move {m:?} illegal");
            q.play(m);
        }
        let stalemate_loses = q.game().rules.no_legal_move == NoLegalMove::Loses;
        assert!(
            checkmated(&q) || (stalemate_loses && q.legal_moves().is_empty()),
            "{v}: pv does not end in mate"
        );
    }
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

#[test]
fn takes_a_hanging_major_piece() {
    // A Black Bishop attacks an undefended White Rook or Queen; Black takes it, in every game
    // that has them (the others: a mate by a board move).
    let cases: [(&str, (&str, &str, &str)); 12] = [
        ("shogi", ("4k4/9/9/9/4r4/9/9/7B1/K8 b - 1", "2h", "5e")),
        (
            "cannon-shogi",
            ("4k4/9/9/9/4r4/9/9/7B1/K8 b - 1", "2h", "5e"),
        ),
        (
            "chu-seireigi",
            ("6k5/12/12/12/12/6q5/12/12/9B2/12/12/K11 b - 1", "3i", "6f"),
        ),
        (
            "uchi-chu-shogi",
            (
                "6k5/pppppppppppp/12/12/12/6r5/12/12/9B2/PPPPPPPPPPPP/12/K11 b - 1",
                "3i",
                "6f",
            ),
        ),
        (
            "dai-seireigi",
            (
                "7k7/15/15/15/15/15/8q6/15/15/15/4B10/15/15/15/K14 b - 1",
                "11k",
                "7g",
            ),
        ),
        ("minishogi", ("k4/5/2r2/5/K3B b - 1", "1e", "3c")),
        ("judkins-shogi", ("k5/6/2r3/6/6/K4B b - 1", "1f", "4c")),
        ("euroshogi", ("4k3/8/8/3r4/8/8/6B1/K7 b - 1", "2g", "5d")),
        (
            "check-shogi",
            ("4k4/9/9/9/4r4/9/9/7B1/K8 b - 1", "2h", "5e"),
        ),
        ("yari-shogi", ("6k/7/7/7/3r3/7/7/7/K2R3 b - 1", "4i", "4e")),
        // No piece of these is worth a Rook: the win is the one mate by a board move.
        ("goro-goro-shogi", ("2k2/5/1GK2/5/5/5 b - 1", "4c", "3b")),
        ("tori-shogi", ("3k3/7/3SF2/7/7/7/K6 b - 1", "3c", "4b")),
    ];
    for v in mating_games() {
        let (sfen, from, to) = row(&cases, v);
        let p = pos(v, sfen);
        let r = search(&p, &depth(3)).expect("legal moves");
        assert_eq!(r.best.from(), Some(sq(from)), "{v}: {:?}", r.best);
        assert_eq!(r.best.to(), sq(to), "{v}: {:?}", r.best);
        assert!(r.score > 500, "{v}: score {}", r.score);
    }
}

#[test]
fn respects_the_time_limit() {
    let chu = "lmcsgekgs1m1/1nhaofio2n1/y1w1rqhbc3/p1ppppp+Rpp1l/1p7a2/10D1/2i9/\
               3P1P3P1P/PPP1P1P1P1P1/Y1D5W2Y/1NC1QKFOASN1/LM4EG1CML b SYA3Pbogp 37";
    let cases = [
        pos(Variant::builtin("chu-seireigi"), chu),
        Position::start(Variant::builtin("dai-seireigi")),
    ];
    for (p, threads) in cases.iter().flat_map(|p| [(p, 1), (p, 2)]) {
        let limit = Duration::from_millis(200);
        let t = Instant::now();
        let limits = Limits {
            threads,
            ..Limits::time(limit)
        };
        let r = search(p, &limits).expect("legal moves");
        let spent = t.elapsed();
        // Generous margin: the machine running the tests may be loaded.
        assert!(
            spent < limit + Duration::from_millis(300),
            "{:?}, {threads} thread(s): {spent:?}",
            p.variant()
        );
        assert!(p.is_legal(r.best));
        assert!(r.depth >= 1, "{:?}: depth {}", p.variant(), r.depth);
    }
}

#[test]
fn node_limit_and_determinism() {
    let p = Position::start(Variant::builtin("chu-seireigi"));
    let limits = Limits {
        time: Duration::from_secs(30),
        max_depth: None,
        nodes: Some(3000),
        threads: 1,
    };
    let a = search(&p, &limits).unwrap();
    let b = search(&p, &limits).unwrap();
    assert_eq!(a, b);
    assert!(a.nodes <= 3000);
    assert!(p.is_legal(a.best));
}

#[test]
fn no_move_without_legal_moves() {
    // Checkmated: G*5b has been played.
    let p = pos(Variant::builtin("shogi"), "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2");
    assert!(checkmated(&p));
    assert!(search(&p, &depth(2)).is_none());
    let h = History::new(p);
    assert!(choose_move(&h, Level::Strong, &depth(2), 0).is_none());
}

#[test]
fn levels_parse_and_print() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
    assert_eq!(" Strong ".parse::<Level>(), Ok(Level::Strong));
    assert!("hard".parse::<Level>().is_err());
    assert_eq!(
        Level::Easy.default_limits().max_depth,
        Some(seireigi::ai::EASY_MAX_DEPTH)
    );
    assert_eq!(
        Level::Normal.default_limits().max_depth,
        Some(seireigi::ai::NORMAL_MAX_DEPTH)
    );
    const { assert!(seireigi::ai::EASY_MAX_DEPTH < seireigi::ai::NORMAL_MAX_DEPTH) };
    assert_eq!(Level::Strong.default_limits().max_depth, None);
    assert!(Level::Strong.default_limits().time >= Level::Normal.default_limits().time);
}

#[test]
fn easy_level_varies_with_the_seed() {
    let h = History::new(Position::start(Variant::builtin("chu-seireigi")));
    let limits = Limits {
        time: Duration::from_secs(5),
        max_depth: Some(1),
        nodes: None,
        threads: 1,
    };
    let moves: std::collections::HashSet<Move> = (0..8)
        .map(|seed| choose_move(&h, Level::Easy, &limits, seed).unwrap().best)
        .collect();
    assert!(moves.len() > 1, "easy always plays {moves:?}");
    // The same seed gives the same move.
    let a = choose_move(&h, Level::Easy, &limits, 3).unwrap();
    let b = choose_move(&h, Level::Easy, &limits, 3).unwrap();
    assert_eq!(a.best, b.best);
}

#[test]
fn a_huge_material_lead_is_not_a_mate_score() {
    // From a Dai Seireigi game against a random mover: White leads by some 90 000
    // centipawns. Such a lead once read as a mate score and cut the search to one ply.
    let p = pos(
        Variant::builtin("dai-seireigi"),
        "l1f3k1g1b'1d'2/2gaotses1oa1n1/3d'i1cxc1i1z2/1z3r7v1/2y2p3j'dpypp/pn1p2P1pp4+m/\
         10+m4/15/10+b'4/8m1+s1+c2/2p1+w1nn1+pp1p2/+c+z+z+fmlth+t+j'+p1+p2/\
         3l+u+j+w+r'+y+j1P3/1+p1+b+urbl+r'+s+p1+p2/+v+p1+t+fh'K+d+f+y+p4 \
         w hh'2qxe2d'2o2g2i2a9p 400",
    );
    let e = evaluate(&p, &Weights::FULL);
    assert!(e > 50_000 && e < MATE_BOUND, "evaluation {e}");
    // The search goes on deepening (it stops early only for a mate it has proved).
    let r = search(&p, &depth(2)).expect("legal moves");
    assert_eq!(r.depth, 2);
    assert!(r.score > 50_000, "score {}", r.score);
}
