use seireigi::tournament::groups::MAX_GROUP;
use seireigi::tournament::*;

#[test]
fn a_field_of_30_is_split_into_three_groups_of_10_in_snake_order() {
    let groups = split_into_groups(30, 2).expect("valid");
    assert_eq!(
        groups,
        [
            vec![1, 6, 7, 12, 13, 18, 19, 24, 25, 30],
            vec![2, 5, 8, 11, 14, 17, 20, 23, 26, 29],
            vec![3, 4, 9, 10, 15, 16, 21, 22, 27, 28],
        ]
    );
}

#[test]
fn every_field_splits_evenly_into_groups_of_at_most_12() {
    for players in 13..=192 {
        // Two groups need two each through for a final of at least 3.
        let advance = if players <= 2 * MAX_GROUP { 2 } else { 1 };
        let groups = split_into_groups(players, advance).expect("valid");
        assert_eq!(groups.len(), players.div_ceil(MAX_GROUP), "{players}");
        let sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
        let (min, max) = (sizes.iter().min(), sizes.iter().max());
        assert!(max <= Some(&MAX_GROUP), "{players}: {sizes:?}");
        assert!(
            max.zip(min).is_some_and(|(a, b)| a - b <= 1),
            "{players}: {sizes:?}"
        );
        let mut seeds: Vec<usize> = groups.concat();
        seeds.sort_unstable();
        assert_eq!(seeds, (1..=players).collect::<Vec<_>>());
        // Each group lists its seeds best first, and every group has a round-robin table.
        for g in &groups {
            assert!(g.windows(2).all(|w| w[0] < w[1]));
            assert!(round_robin(g.len(), Cycles::Double).is_ok());
        }
    }
    assert_eq!(
        split_into_groups(25, 2)
            .expect("valid")
            .iter()
            .map(Vec::len)
            .collect::<Vec<_>>(),
        [9, 8, 8]
    );
}

#[test]
fn impossible_group_plans_are_refused() {
    assert_eq!(
        split_into_groups(12, 2),
        Err(TournamentError::FieldTooSmallForGroups(12))
    );
    assert_eq!(
        split_into_groups(30, 0),
        Err(TournamentError::BadAdvance {
            advance: 0,
            smallest_group: 10
        })
    );
    assert_eq!(
        split_into_groups(13, 6),
        Err(TournamentError::BadAdvance {
            advance: 6,
            smallest_group: 6
        })
    );
    // 13 players, 2 groups, 1 each: a final of 2 is no round-robin.
    assert_eq!(split_into_groups(13, 1), Err(TournamentError::FinalSize(2)));
    // 100 players, 9 groups, 2 each: 18 is past the largest table.
    assert_eq!(
        split_into_groups(100, 2),
        Err(TournamentError::FinalSize(18))
    );
    assert_eq!(
        split_into_groups(193, 1),
        Err(TournamentError::FinalSize(17))
    );
}

#[test]
fn the_top_of_each_group_advances_and_the_final_seats_winners_first() {
    // Fixture 2's standings (4, 1, 3, 2, 5), with 4 withdrawn late: 1 and 3 go through.
    let games: Vec<GameRecord> = round_robin(5, Cycles::Single)
        .expect("valid")
        .iter()
        .flat_map(|r| r.games.clone())
        .zip(["½", "0-1", "0-1", "1-0", "½", "½", "½", "1-0", "1-0", "0-1"])
        .map(|(pairing, mark)| GameRecord {
            pairing,
            result: Some(match mark {
                "1-0" => GameResult::SenteWins,
                "0-1" => GameResult::GoteWins,
                _ => GameResult::Draw,
            }),
        })
        .collect();
    let lines = standings(5, &games, &[]).expect("valid");
    assert_eq!(advancing(&lines, 2), [4, 1]);
    let lines = standings(5, &games, &[4]).expect("valid");
    assert_eq!(
        lines[0].player, 4,
        "all 4's games were finished: they stand"
    );
    assert_eq!(advancing(&lines, 2), [1, 3]);
    let final_field = final_seeds(&[vec!["A1", "A2"], vec!["B1", "B2"], vec!["C1", "C2"]]);
    assert_eq!(final_field, ["A1", "B1", "C1", "A2", "B2", "C2"]);
}
