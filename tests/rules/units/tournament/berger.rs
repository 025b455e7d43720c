use seireigi::tournament::*;
use std::collections::HashSet;

// The Berger tables of FIDE Handbook C.05 Annex 1, transcribed: one line per round, the
// first-named player has White (here: sente). For an odd number, the highest number is the
// bye. Checked against the copies at c.w.fox.tripod.com/chess/berger.html (4 to 14) and
// against caissify-pairings 0.5.0's `berger_schedule` (4 to 16, all even sizes); the 12- and
// 14-player tables are that program's output, the same as FIDE's. Every size from 3 to 16
// is compared below (an odd size against the next even table, its last seat the bye).
const BERGER_4: &str = "
1-4 2-3
4-3 1-2
2-4 3-1";
const BERGER_6: &str = "
1-6 2-5 3-4
6-4 5-3 1-2
2-6 3-1 4-5
6-5 1-4 2-3
3-6 4-2 5-1";
const BERGER_8: &str = "
1-8 2-7 3-6 4-5
8-5 6-4 7-3 1-2
2-8 3-1 4-7 5-6
8-6 7-5 1-4 2-3
3-8 4-2 5-1 6-7
8-7 1-6 2-5 3-4
4-8 5-3 6-2 7-1";
const BERGER_10: &str = "
1-10 2-9 3-8 4-7 5-6
10-6 7-5 8-4 9-3 1-2
2-10 3-1 4-9 5-8 6-7
10-7 8-6 9-5 1-4 2-3
3-10 4-2 5-1 6-9 7-8
10-8 9-7 1-6 2-5 3-4
4-10 5-3 6-2 7-1 8-9
10-9 1-8 2-7 3-6 4-5
5-10 6-4 7-3 8-2 9-1";
const BERGER_12: &str = "
1-12 2-11 3-10 4-9 5-8 6-7
12-7 8-6 9-5 10-4 11-3 1-2
2-12 3-1 4-11 5-10 6-9 7-8
12-8 9-7 10-6 11-5 1-4 2-3
3-12 4-2 5-1 6-11 7-10 8-9
12-9 10-8 11-7 1-6 2-5 3-4
4-12 5-3 6-2 7-1 8-11 9-10
12-10 11-9 1-8 2-7 3-6 4-5
5-12 6-4 7-3 8-2 9-1 10-11
12-11 1-10 2-9 3-8 4-7 5-6
6-12 7-5 8-4 9-3 10-2 11-1";
const BERGER_14: &str = "
1-14 2-13 3-12 4-11 5-10 6-9 7-8
14-8 9-7 10-6 11-5 12-4 13-3 1-2
2-14 3-1 4-13 5-12 6-11 7-10 8-9
14-9 10-8 11-7 12-6 13-5 1-4 2-3
3-14 4-2 5-1 6-13 7-12 8-11 9-10
14-10 11-9 12-8 13-7 1-6 2-5 3-4
4-14 5-3 6-2 7-1 8-13 9-12 10-11
14-11 12-10 13-9 1-8 2-7 3-6 4-5
5-14 6-4 7-3 8-2 9-1 10-13 11-12
14-12 13-11 1-10 2-9 3-8 4-7 5-6
6-14 7-5 8-4 9-3 10-2 11-1 12-13
14-13 1-12 2-11 3-10 4-9 5-8 6-7
7-14 8-6 9-5 10-4 11-3 12-2 13-1";
const BERGER_16: &str = "
1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9
16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2
2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10
16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3
3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11
16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4
4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12
16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5
5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13
16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6
6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14
16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7
7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15
16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8
8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1";

/// A transcribed table as rounds of (sente, gote) for `players` players: the pairs against
/// the bye seat (the table's highest number, when `players` is odd) left out.
fn table(text: &str, players: usize) -> Vec<(Vec<Pairing>, Option<usize>)> {
    let seats = players + players % 2;
    text.trim()
        .lines()
        .map(|line| {
            let pairs: Vec<Pairing> = line
                .split_whitespace()
                .map(|pair| {
                    let (s, g) = pair.split_once('-').expect("a-b");
                    Pairing {
                        sente: s.parse().expect("number"),
                        gote: g.parse().expect("number"),
                    }
                })
                .collect();
            let against_bye =
                |p: &Pairing| seats > players && (p.sente == seats || p.gote == seats);
            let bye = pairs.iter().find(|p| against_bye(p)).map(|p| {
                if p.sente == seats {
                    p.gote
                } else {
                    p.sente
                }
            });
            let games = pairs.into_iter().filter(|p| !against_bye(p)).collect();
            (games, bye)
        })
        .collect()
}

fn generated(players: usize) -> Vec<(Vec<Pairing>, Option<usize>)> {
    round_robin(players, Cycles::Single)
        .expect("valid size")
        .into_iter()
        .map(|r| (r.games, r.bye))
        .collect()
}

#[test]
fn pairings_and_colours_equal_fides_berger_tables() {
    for (text, sizes) in [
        (BERGER_4, [3, 4]),
        (BERGER_6, [5, 6]),
        (BERGER_8, [7, 8]),
        (BERGER_10, [9, 10]),
        (BERGER_12, [11, 12]),
        (BERGER_14, [13, 14]),
        (BERGER_16, [15, 16]),
    ] {
        for players in sizes {
            let want = table(text, players);
            assert_eq!(want.len(), players + players % 2 - 1);
            assert_eq!(generated(players), want, "{players} players");
        }
    }
}

#[test]
fn every_size_from_3_to_16_meets_everyone_once_with_balanced_colours() {
    for players in 3..=16 {
        let rounds = round_robin(players, Cycles::Single).expect("valid size");
        let mut met = HashSet::new();
        let mut sente = vec![0usize; players + 1];
        for (i, round) in rounds.iter().enumerate() {
            assert_eq!(round.number, i + 1);
            let mut seated: Vec<usize> = round.bye.into_iter().collect();
            for g in &round.games {
                assert!(met.insert((g.sente.min(g.gote), g.sente.max(g.gote))));
                seated.extend([g.sente, g.gote]);
                sente[g.sente] += 1;
            }
            seated.sort_unstable();
            assert_eq!(seated, (1..=players).collect::<Vec<_>>(), "round {}", i + 1);
            assert_eq!(round.bye.is_some(), players % 2 == 1);
        }
        assert_eq!(met.len(), players * (players - 1) / 2);
        // Each player has sente in half their games, give or take one.
        let games = players - 1;
        for (p, &n) in sente.iter().enumerate().skip(1) {
            assert!(
                n.abs_diff(games - n) <= 1,
                "{players} players: {p} has sente {n} of {games}"
            );
        }
    }
}

#[test]
fn a_double_round_robin_repeats_the_table_with_colours_reversed() {
    let single = round_robin(6, Cycles::Single).expect("valid");
    let double = round_robin(6, Cycles::Double).expect("valid");
    assert_eq!(double.len(), 10);
    assert_eq!(&double[..5], &single[..]);
    for (first, second) in single.iter().zip(&double[5..]) {
        assert_eq!(second.number, first.number + 5);
        let reversed: Vec<Pairing> = first
            .games
            .iter()
            .map(|g| Pairing {
                sente: g.gote,
                gote: g.sente,
            })
            .collect();
        assert_eq!(second.games, reversed);
    }
    // 6 players, 30 games: each pair twice, once with each colour.
    let games: Vec<Pairing> = double.iter().flat_map(|r| r.games.clone()).collect();
    assert_eq!(games.len(), 30);
    let distinct: HashSet<(usize, usize)> = games.iter().map(|g| (g.sente, g.gote)).collect();
    assert_eq!(distinct.len(), 30);
    // Odd: the bye repeats too.
    let five = round_robin(5, Cycles::Double).expect("valid");
    assert_eq!(five[0].bye, five[5].bye);
}

#[test]
fn absurd_section_sizes_are_refused() {
    for n in [0, 1, 2] {
        assert_eq!(
            round_robin(n, Cycles::Single),
            Err(TournamentError::TooFewPlayers(n))
        );
    }
    assert_eq!(
        round_robin(17, Cycles::Double),
        Err(TournamentError::TooManyPlayers(17))
    );
    assert_eq!(
        round_robin(usize::MAX, Cycles::Single),
        Err(TournamentError::TooManyPlayers(usize::MAX))
    );
}
