//! Unit tests of src/bot/fair.rs.

use seireigi::bot::units::{Gate, Holder, Pass, Turned};
use seireigi::service::{GameId, UserId};

const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);

#[test]
fn one_request_per_user_and_per_game() {
    let gate = Gate::new(5);
    let a = gate
        .enter(GameId(7), &[Holder::User(ALICE), Holder::Game(GameId(7))])
        .expect("the first is admitted");
    // Alice again, the same game or another: her first is on its way.
    for game in [GameId(7), GameId(8)] {
        assert_eq!(
            gate.enter(game, &[Holder::User(ALICE), Holder::Game(game)])
                .err(),
            Some(Turned::OnItsWay {
                holder: Holder::User(ALICE),
                game: GameId(7)
            })
        );
    }
    // Bob, the same game: it is on its way already; another game: served.
    assert_eq!(
        gate.enter(GameId(7), &[Holder::User(BOB), Holder::Game(GameId(7))])
            .err(),
        Some(Turned::OnItsWay {
            holder: Holder::Game(GameId(7)),
            game: GameId(7)
        })
    );
    let b = gate.enter(GameId(9), &[Holder::User(BOB), Holder::Game(GameId(9))]);
    assert!(b.is_ok(), "another user is served");
    // Done: Alice may ask again.
    drop(a);
    assert!(gate
        .enter(GameId(8), &[Holder::User(ALICE), Holder::Game(GameId(8))])
        .is_ok());
}

#[test]
fn a_full_gate_turns_away_and_frees_its_places() {
    let gate = Gate::new(2);
    let held: Vec<Pass> = (1..=2)
        .map(|u| gate.enter(GameId(u), &[Holder::User(UserId(u as u64))]))
        .collect::<Result<_, _>>()
        .expect("room for two");
    assert_eq!(
        gate.enter(GameId(3), &[Holder::User(UserId(3))]).err(),
        Some(Turned::Full { capacity: 2 })
    );
    drop(held);
    assert!(gate.enter(GameId(3), &[Holder::User(UserId(3))]).is_ok());
    // A refused request leaves nothing held.
    assert!(gate.enter(GameId(4), &[Holder::User(UserId(3))]).is_ok());
}
