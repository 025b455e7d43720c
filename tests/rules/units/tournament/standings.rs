use seireigi::tournament::*;

/// A section played on its Berger table: `results` gives, round by round, each game's result
/// in board order ("1-0" sente wins, "0-1" gote wins, "½" a draw, "*" unfinished).
fn section(players: usize, cycles: Cycles, results: &[&str]) -> Vec<GameRecord> {
    let rounds = round_robin(players, cycles).expect("valid size");
    assert_eq!(rounds.len(), results.len(), "one line of results per round");
    rounds
        .iter()
        .zip(results)
        .flat_map(|(round, line)| {
            let marks: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(marks.len(), round.games.len(), "round {}", round.number);
            round
                .games
                .iter()
                .zip(marks)
                .map(|(&pairing, mark)| GameRecord {
                    pairing,
                    result: match mark {
                        "1-0" => Some(GameResult::SenteWins),
                        "0-1" => Some(GameResult::GoteWins),
                        "½" => Some(GameResult::Draw),
                        "*" => None,
                        other => panic!("bad mark {other}"),
                    },
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// (player, half points, wins, quarter Sonneborn-Berger, place) per line, best first.
fn summary(lines: &[Standing]) -> Vec<(usize, u32, u32, u32, usize)> {
    lines
        .iter()
        .map(|l| {
            (
                l.player,
                l.half_points,
                l.wins,
                l.quarter_sonneborn_berger,
                l.place,
            )
        })
        .collect()
}

fn by(lines: &[Standing]) -> Vec<Option<TieBreak>> {
    lines.iter().map(|l| l.tie_broken_by).collect()
}

/// Fixture 1, four players (table: 1-4 2-3 / 4-3 1-2 / 2-4 3-1):
/// 1-4 0-1, 2-3 ½ / 4-3 0-1, 1-2 1-0 / 2-4 0-1, 3-1 ½.
/// Points: 1 = 1 (v 2) + ½ (v 3) + 0 (v 4) = 1½; 2 = ½ (v 3) = ½; 3 = ½ + 1 (v 4) + ½ = 2;
/// 4 = 1 (v 1) + 0 (v 3) + 1 (v 2) = 2.
/// Sonneborn-Berger (full score of each beaten opponent, half of each drawn one):
/// 1: beat 2 (½) + drew 3 (2/2 = 1) = 1½; 2: drew 3 (1) = 1; 3: drew 2 (¼) + beat 4 (2) +
/// drew 1 (¾) = 3; 4: beat 1 (1½) + beat 2 (½) = 2.
/// 3 and 4 tie on 2 points; 4 has 2 wins to 3's one, so 4 is first although 3 has the
/// better Sonneborn-Berger and beat 4: the number of wins comes first.
#[test]
fn fixture_1_a_tie_decided_by_the_number_of_wins() {
    let games = section(4, Cycles::Single, &["0-1 ½", "0-1 1-0", "0-1 ½"]);
    let lines = standings(4, &games, &[]).expect("valid");
    assert_eq!(
        summary(&lines),
        [
            (4, 4, 2, 8, 1),
            (3, 4, 1, 12, 2),
            (1, 3, 1, 6, 3),
            (2, 1, 0, 4, 4)
        ]
    );
    assert_eq!(lines[1].sonneborn_berger(), 3.0);
    assert_eq!(lines[0].points(), 2.0);
    assert_eq!(by(&lines), [None, Some(TieBreak::Wins), None, None]);
    assert_eq!(
        lines[0].head_to_head, None,
        "no one level on points, wins and SB"
    );
}

/// Fixture 2, five players and a bye (the 6-table, seat 6 the bye):
/// 2-5 ½, 3-4 0-1 / 5-3 0-1, 1-2 1-0 / 3-1 ½, 4-5 ½ / 1-4 ½, 2-3 1-0 / 4-2 1-0, 5-1 0-1.
/// Points: 1 = 1 (v 2) + ½ (v 3) + ½ (v 4) + 1 (v 5) = 3; 2 = ½ (v 5) + 1 (v 3) = 1½;
/// 3 = 1 (v 5) + ½ (v 1) = 1½; 4 = 1 (v 3) + ½ (v 5) + ½ (v 1) + 1 (v 2) = 3; 5 = ½ + ½ = 1.
/// Wins: 1 and 4 two each, 2 and 3 one each.
/// Sonneborn-Berger: 1 = 1½ (2) + ¾ (½ × 3's 1½) + 1½ (½ × 4's 3) + 1 (5) = 4¾;
/// 4 = 1½ (3) + ½ (½ × 5's 1) + 1½ (½ × 1's 3) + 1½ (2) = 5; 2 = ½ (½ × 5's 1) + 1½ (3) = 2;
/// 3 = 1 (5) + 1½ (½ × 1's 3) = 2½; 5 = ¾ (½ × 2's 1½) + 1½ (½ × 4's 3) = 2¼.
/// So 4 is above 1 and 3 above 2 by Sonneborn-Berger (2 beat 3, but that step comes later).
#[test]
fn fixture_2_ties_decided_by_sonneborn_berger() {
    let games = section(
        5,
        Cycles::Single,
        &["½ 0-1", "0-1 1-0", "½ ½", "½ 1-0", "1-0 0-1"],
    );
    let lines = standings(5, &games, &[]).expect("valid");
    assert_eq!(
        summary(&lines),
        [
            (4, 6, 2, 20, 1),
            (1, 6, 2, 19, 2),
            (3, 3, 1, 10, 3),
            (2, 3, 1, 8, 4),
            (5, 2, 0, 9, 5)
        ]
    );
    assert_eq!(lines[1].sonneborn_berger(), 4.75);
    assert_eq!(
        by(&lines),
        [
            None,
            Some(TieBreak::SonnebornBerger),
            None,
            Some(TieBreak::SonnebornBerger),
            None
        ]
    );
}

/// Fixture 3, four players double round-robin (second cycle colours reversed):
/// 1-4 ½, 2-3 0-1 / 4-3 1-0, 1-2 0-1 / 2-4 ½, 3-1 1-0 /
/// 4-1 ½, 3-2 ½ / 3-4 0-1, 2-1 ½ / 4-2 0-1, 1-3 ½.
/// Points: 1 = ½ + 0 + 0 + ½ + ½ + ½ = 2; 2 = 0 + 1 + ½ + ½ + ½ + 1 = 3½;
/// 3 = 1 + 0 + 1 + ½ + 0 + ½ = 3; 4 = ½ + 1 + ½ + ½ + 1 + 0 = 3½. Wins: 2 and 4 two each.
/// Sonneborn-Berger, game by game: 2 = 0 (lost to 3) + 2 (beat 1) + 1¾ (drew 4) +
/// 1½ (drew 3) + 1 (drew 1) + 3½ (beat 4) = 9¾; 4 = 1 (drew 1) + 3 (beat 3) + 1¾ (drew 2) +
/// 1 (drew 1) + 3 (beat 3) + 0 (lost to 2) = 9¾; 3 = 3½ (beat 2) + 2 (beat 1) + 1¾ (drew 2) +
/// 1 (drew 1) = 8¼; 1 = 1¾ (drew 4) + 1¾ (drew 4) + 1¾ (drew 2) + 1½ (drew 3) = 6¾.
/// 2 and 4 are level on points, wins and Sonneborn-Berger; between them 2 scored 1½ (a
/// draw and a win) to 4's ½: 2 is first by the games between the tied players.
#[test]
fn fixture_3_a_tie_decided_by_the_games_between_the_tied_players() {
    let games = section(
        4,
        Cycles::Double,
        &["½ 0-1", "1-0 0-1", "½ 1-0", "½ ½", "0-1 ½", "0-1 ½"],
    );
    let lines = standings(4, &games, &[]).expect("valid");
    assert_eq!(
        summary(&lines),
        [
            (2, 7, 2, 39, 1),
            (4, 7, 2, 39, 2),
            (3, 6, 2, 33, 3),
            (1, 4, 0, 27, 4)
        ]
    );
    assert_eq!(lines[0].sonneborn_berger(), 9.75);
    assert_eq!(
        (lines[0].head_to_head, lines[1].head_to_head),
        (Some(3), Some(1))
    );
    assert_eq!(lines[2].head_to_head, None);
    assert_eq!(by(&lines), [None, Some(TieBreak::HeadToHead), None, None]);
}

/// Three players in a circle (1 beats 2, 2 beats 3, 3 beats 1): one point, one win and one
/// point of Sonneborn-Berger each, one point each between them: all share first place,
/// listed by draw number.
#[test]
fn players_level_on_everything_share_their_place() {
    // The 3-player table (4-table, seat 4 the bye): 2-3 / 1-2 / 3-1.
    let games = section(3, Cycles::Single, &["1-0", "1-0", "1-0"]);
    let lines = standings(3, &games, &[]).expect("valid");
    assert_eq!(
        summary(&lines),
        [(1, 2, 1, 4, 1), (2, 2, 1, 4, 1), (3, 2, 1, 4, 1)]
    );
    assert_eq!(by(&lines), [None, None, None]);
    assert!(lines.iter().all(|l| l.head_to_head == Some(2)));
    // Nothing played yet: all level, all first.
    let none = section(4, Cycles::Single, &["* *", "* *", "* *"]);
    let lines = standings(4, &none, &[]).expect("valid");
    assert!(lines.iter().all(|l| l.place == 1 && l.counted == 0));
}

/// ICCF: the games a withdrawn player finished stand, the unfinished ones are lost by them.
/// Four players; 4 withdraws after round 1; 3-1 finishes afterwards, 1-2 is still going:
/// 1-4 1-0, 2-3 ½ / 4-3 * (3 wins by forfeit), 1-2 * / 2-4 * (2 by forfeit), 3-1 1-0.
/// Points: 3 = ½ + 1 + 1 = 2½; 2 = ½ + 1 = 1½; 1 = 1 (its win over 4 stands) = 1; 4 = 0.
/// Sonneborn-Berger: 3 = ¾ (½ × 2's 1½) + 0 (4) + 1 (1) = 1¾; 2 = 1¼ (½ × 3's 2½) + 0 = 1¼;
/// 1 = 0 (beat 4, who has 0); 4 = 0.
#[test]
fn a_withdrawal_loses_the_unfinished_games_and_keeps_the_finished_ones() {
    let games = section(4, Cycles::Single, &["1-0 ½", "* *", "* 1-0"]);
    let lines = standings(4, &games, &[4]).expect("valid");
    assert_eq!(
        summary(&lines),
        [
            (3, 5, 2, 7, 1),
            (2, 3, 1, 5, 2),
            (1, 2, 1, 0, 3),
            (4, 0, 0, 0, 4)
        ]
    );
    let four = &lines[3];
    assert!(four.withdrawn);
    assert_eq!((four.counted, four.forfeited), (3, 2));
    let one = &lines[2];
    assert_eq!((one.counted, one.forfeited), (2, 0), "1-2 is still going");
    // Two withdrawn players' unfinished game is lost by both.
    let lines = standings(4, &games, &[3, 4]).expect("valid");
    let three = lines.iter().find(|l| l.player == 3).expect("3");
    let four = lines.iter().find(|l| l.player == 4).expect("4");
    assert_eq!((three.half_points, three.forfeited), (3, 1));
    assert_eq!((four.half_points, four.forfeited), (0, 2));
    assert_eq!(three.counted, 3);
}

#[test]
fn results_naming_strangers_are_refused() {
    let stranger = [GameRecord {
        pairing: Pairing { sente: 1, gote: 5 },
        result: Some(GameResult::Draw),
    }];
    assert_eq!(
        standings(4, &stranger, &[]),
        Err(TournamentError::UnknownPlayer(5))
    );
    let alone = [GameRecord {
        pairing: Pairing { sente: 2, gote: 2 },
        result: None,
    }];
    assert_eq!(
        standings(4, &alone, &[]),
        Err(TournamentError::SelfPairing(2))
    );
    assert_eq!(
        standings(4, &[], &[0]),
        Err(TournamentError::UnknownPlayer(0))
    );
}
