//! The move picker's planning (src/bot/picker/plan.rs, state.rs), without Discord: in
//! positions of every game (starts, random games with pieces in hand and promoted pieces, a
//! Dai Seireigi Lion among enemies, a full hand), every legal move is reached by following
//! the picker's steps, by exactly one path, within Discord's limits (25 options a menu, four
//! menus and a button row a message, 100 characters a label, value and custom id), and each
//! step's custom ids read back to the same state.

use seireigi_test_support::positions as common;

use common::position;
use proptest::prelude::*;
use seireigi::bot::picker::plan::{plan, Step, MENUS, MENU_OPTIONS, TEXT_MAX};
use seireigi::bot::picker::state::{position_tag, Choice, Origin, PickerId, Verb};
use seireigi::rules::notation::to_canonical;
use seireigi::rules::{Color, History, Move, Position, Variant};
use seireigi::service::{GameId, Notation};

const NOTATIONS: [Notation; 3] = [Notation::Canonical, Notation::Western, Notation::Japanese];

/// Whether choosing `c` keeps `mv` among the moves still possible (a part is checked by the
/// caller, which looks inside it).
fn fits(pos: &Position, c: Choice, mv: Move) -> bool {
    match c {
        Choice::Part(_) => false,
        Choice::Kind(kind, promoted) => mv
            .from()
            .and_then(|f| pos.piece_at(f))
            .is_some_and(|p| p.kind == kind && p.promoted == promoted),
        Choice::Piece(Origin::Board(sq)) => mv.from() == Some(sq),
        Choice::Piece(Origin::Hand(kind)) => matches!(mv, Move::Drop { kind: k, .. } if k == kind),
        Choice::First(sq) => mv.via().unwrap_or(mv.to()) == sq,
        Choice::Second(s) => mv.via().map(|_| mv.to()) == s,
        Choice::Promote(p) => mv.promotes() == p,
    }
}

/// Checks one step against Discord's limits and the custom ids against their reading.
fn check_limits(pos: &Position, step: &Step, choices: &[Choice]) {
    assert!(step.menus.len() <= MENUS, "{} menus", step.menus.len());
    assert!(!step.question.is_empty() && step.question.chars().count() < 1800);
    let mut values = std::collections::HashSet::new();
    for m in &step.menus {
        assert!(
            !m.options.is_empty() && m.options.len() <= MENU_OPTIONS,
            "a menu of {} options",
            m.options.len()
        );
        assert!(m.placeholder.chars().count() <= 150 && !m.placeholder.is_empty());
        for o in &m.options {
            assert!(
                !o.label.is_empty() && o.label.chars().count() <= TEXT_MAX,
                "{}",
                o.label
            );
            assert!(o
                .description
                .as_ref()
                .is_none_or(|d| !d.is_empty() && d.chars().count() <= TEXT_MAX));
            let token = o.choice.token();
            assert!(token.len() <= TEXT_MAX);
            assert_eq!(Choice::parse(&token), Some(o.choice));
            assert!(values.insert(token), "an option offered twice");
        }
    }
    for verb in [
        Verb::Open,
        Verb::Choose(3),
        Verb::Back,
        Verb::Cancel,
        Verb::Confirm,
    ] {
        let id = PickerId::new(GameId(i64::MAX), u32::MAX, position_tag(pos), verb, choices);
        let text = id.to_custom_id();
        assert!(text.len() <= 100, "{text}");
        assert_eq!(PickerId::parse(&text), Some(id));
    }
}

/// Follows the picker to `mv`; returns the number of choices it took.
fn reach(pos: &Position, notation: Notation, mv: Move) -> usize {
    let mut choices: Vec<Choice> = Vec::new();
    loop {
        let step = plan(pos, notation, &choices)
            .unwrap_or_else(|_| panic!("{choices:?} refused on the way to {mv:?} in {pos:?}"));
        check_limits(pos, &step, &choices);
        if let Some(chosen) = step.chosen {
            assert_eq!(chosen, mv, "the picker chose another move in {pos:?}");
            assert!(step.menus.is_empty());
            // Back from the last step gives the step before it.
            if let Some((_, before)) = choices.split_last() {
                assert!(plan(pos, notation, before).is_ok_and(|s| s.chosen.is_none()));
            }
            return choices.len();
        }
        assert!(!step.menus.is_empty(), "a step with nothing to choose");
        let options: Vec<Choice> = step
            .menus
            .iter()
            .flat_map(|m| m.options.iter().map(|o| o.choice))
            .collect();
        let next: Vec<Choice> = if options.iter().all(|c| matches!(c, Choice::Part(_))) {
            // The part holding a fitting option.
            options
                .into_iter()
                .filter(|&part| {
                    let mut inside = choices.clone();
                    inside.push(part);
                    let s = plan(pos, notation, &inside).expect("a part opens");
                    s.menus
                        .iter()
                        .flat_map(|m| &m.options)
                        .any(|o| fits(pos, o.choice, mv))
                })
                .collect()
        } else {
            options.into_iter().filter(|&c| fits(pos, c, mv)).collect()
        };
        assert_eq!(
            next.len(),
            1,
            "{} options lead to {mv:?} after {choices:?} in {pos:?}",
            next.len()
        );
        choices.push(next[0]);
        assert!(choices.len() <= 8, "too many steps to {mv:?}");
    }
}

/// Every legal move reached; every option of the first step opens a step.
fn check_position(pos: &Position, notation: Notation) -> usize {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return 0;
    }
    let first = plan(pos, notation, &[]).expect("the first step");
    for o in first.menus.iter().flat_map(|m| &m.options) {
        assert!(plan(pos, notation, &[o.choice]).is_ok(), "{:?}", o.choice);
    }
    moves
        .iter()
        .map(|&mv| reach(pos, notation, mv))
        .max()
        .unwrap_or(0)
}

fn random_game(variant: Variant, picks: &[u16]) -> Position {
    let mut h = History::new(Position::start(variant));
    for &p in picks {
        if h.outcome().is_some() {
            break;
        }
        let moves = h.position().legal_moves();
        let mv = moves[p as usize % moves.len()];
        if h.play(mv).is_err() {
            break;
        }
    }
    h.position().clone()
}

#[test]
fn every_move_of_every_start_position_is_reachable() {
    for v in Variant::all() {
        let pos = Position::start(v);
        for n in NOTATIONS {
            let depth = check_position(&pos, n);
            assert!(depth >= 1, "{}: no step at all", v.id());
        }
    }
}

#[test]
fn a_lion_among_enemies_takes_and_goes_on_or_returns() {
    let dai = Variant::builtin("dai-seireigi");
    let pos = position(
        dai,
        Color::Black,
        &[
            ("8h", "X"),
            ("8g", "g"),
            ("7f", "s"),
            ("9i", "G"),
            ("15o", "K"),
            ("14a", "k"),
        ],
        "-",
    );
    for n in NOTATIONS {
        check_position(&pos, n);
    }
    let from = Origin::Board(common::sq("8h"));
    let step = plan(&pos, Notation::Western, &[Choice::Piece(from)]).unwrap();
    let labels: Vec<&str> = step
        .menus
        .iter()
        .flat_map(|m| &m.options)
        .map(|o| o.label.as_str())
        .collect();
    assert!(labels.contains(&"8g ×Gold General"), "{labels:?}");
    assert!(labels.contains(&"7f ×Silver General"), "{labels:?}");
    // After taking on 8g: stop, go on (the 8 second steps), or come back.
    let step = plan(
        &pos,
        Notation::Western,
        &[Choice::Piece(from), Choice::First(common::sq("8g"))],
    )
    .unwrap();
    let labels: Vec<&str> = step
        .menus
        .iter()
        .flat_map(|m| &m.options)
        .map(|o| o.label.as_str())
        .collect();
    assert_eq!(labels.len(), 9, "{labels:?}");
    assert!(labels.contains(&"Stop on 8g"), "{labels:?}");
    assert!(
        labels.contains(&"Back to 8h (take and return)"),
        "{labels:?}"
    );
    assert!(
        labels.contains(&"Go on to 7f ×Silver General"),
        "{labels:?}"
    );
}

#[test]
fn a_full_hand_on_the_big_board_is_split_into_parts() {
    // Dai Seireigi with two Kings only and every kind in hand: hundreds of drops per kind.
    let dai = Variant::builtin("dai-seireigi");
    let hand: String = dai
        .game()
        .hand_order
        .iter()
        .map(|&k| dai.game().piece(k).id)
        .filter(|id| *id != "K")
        .collect();
    let pos = position(dai, Color::Black, &[("8o", "K"), ("8a", "k")], &hand);
    let first = plan(&pos, Notation::Western, &[]).unwrap();
    let kinds: usize = first.menus.iter().map(|m| m.options.len()).sum();
    assert!(kinds > MENU_OPTIONS, "{kinds} pieces: more than one menu");
    let depth = check_position(&pos, Notation::Western);
    assert!(depth >= 3, "a drop among 220 squares takes a part: {depth}");
}

#[test]
fn a_promotion_names_both_forms() {
    let shogi = Variant::builtin("shogi");
    let pos = position(
        shogi,
        Color::Black,
        &[("5d", "B"), ("5i", "K"), ("1a", "k")],
        "-",
    );
    let mv = pos
        .legal_moves()
        .into_iter()
        .find(|m| to_canonical(shogi.game(), *m) == "5d3b+")
        .expect("5d3b+");
    let sq = common::sq;
    let bishop = Choice::Piece(Origin::Board(sq("5d")));
    let step = plan(&pos, Notation::Western, &[bishop, Choice::First(sq("3b"))]).unwrap();
    let labels: Vec<&str> = step
        .menus
        .iter()
        .flat_map(|m| &m.options)
        .map(|o| o.label.as_str())
        .collect();
    assert_eq!(
        labels,
        ["Promote to Dragon Horse", "Stay a Bishop"],
        "{}",
        step.question
    );
    assert_eq!(reach(&pos, Notation::Western, mv), 3);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_move_of_random_positions_is_reachable(
        game in prop::sample::select(Variant::all().collect::<Vec<_>>()),
        picks in prop::collection::vec(any::<u16>(), 10..160),
        n in prop::sample::select(NOTATIONS.to_vec()),
    ) {
        let pos = random_game(game, &picks);
        check_position(&pos, n);
    }
}
