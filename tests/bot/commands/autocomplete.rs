//! /move autocomplete: the legal moves as typed, and every game choice within Discord's limits.

use seireigi::rules::notation::{parse_move, to_canonical, to_western, MoveError};
use seireigi::rules::Move;
use seireigi_test_support::bot_harness::{Game, Harness, Variant};
use seireigi_test_support::fake_discord::{ALICE_ID, BOB_ID};
use serde_json::{json, Value};

use super::history;

/// Move text as autocomplete compares it: lowercase, without spaces, dashes and `x`.
fn squeeze(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | 'x'))
        .collect()
}

/// Sends an autocomplete request for /move while `typed` is typed; returns the choices.
async fn move_choices(h: &Harness, user: u64, game: Game, typed: &str) -> Vec<String> {
    let i = h
        .fake
        .autocomplete(user, game.thread, "move", json!({ "move": typed }), "move");
    let since = h.fake.request_count();
    h.fake.dispatch_interaction(i.clone()).await;
    let cb = h.callback(since, &i).await;
    assert_eq!(cb.callback_type(), Some(8), "{}", h.dump(since).await);
    assert!(cb.ok());
    let choices = cb.body.as_ref().unwrap()["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    choices
        .iter()
        .map(|c| {
            // The name shows the player's notation and the squares the value plays.
            let value = c["value"].as_str().unwrap();
            assert!(
                c["name"]
                    .as_str()
                    .unwrap()
                    .contains(value.trim_end_matches('=')),
                "{c}"
            );
            value.to_string()
        })
        .collect()
}

/// The `game` options of a registered command and of its subcommands.
fn game_options(command: &Value) -> Vec<&Value> {
    let mut found = Vec::new();
    for option in command["options"].as_array().into_iter().flatten() {
        if option["name"] == json!("game") {
            found.push(option);
        }
        found.extend(game_options(option));
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_choice_fits_discord_limits() {
    let h = Harness::start("game-choices").await;
    let games: Vec<Variant> = Variant::all().collect();
    assert!(games.len() <= 25, "the games are offered as a menu");
    let cmds = h.fake.registered_commands();
    // The game menus; other commands' `game` options are game numbers (/move, /board),
    // without choices.
    let menus: Vec<(&Value, &Vec<Value>)> = cmds
        .iter()
        .flat_map(|c| game_options(c).into_iter().map(move |o| (c, o)))
        .filter_map(|(c, o)| Some((c, o["choices"].as_array().filter(|m| !m.is_empty())?)))
        .collect();
    for command in ["challenge", "rules", "piece", "server"] {
        assert!(
            menus.iter().any(|(c, _)| c["name"] == json!(command)),
            "/{command} offers the games: {cmds:#?}"
        );
    }
    for (command, choices) in menus {
        let name = &command["name"];
        // One choice per loaded game, in their order, each within Discord's 100 characters.
        assert_eq!(choices.len(), games.len(), "/{name}: {choices:?}");
        for (choice, variant) in choices.iter().zip(&games) {
            let label = choice["name"].as_str().unwrap_or_default();
            let g = variant.game();
            assert!(
                label.starts_with(&format!("{} ({}", g.name, g.board_text())),
                "/{name}: {label:?} is {variant:?}"
            );
            let length = label.chars().count();
            assert!(
                (1..=100).contains(&length),
                "/{name}: {label:?} is {length} characters"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_legal_moves() {
    let h = Harness::start("autocomplete").await;
    // Silvers on 6d and 4d, a Gold in hand: more than 25 moves, some of them checks.
    let game = h
        .new_game(
            Variant::builtin("shogi"),
            Some("4k4/9/9/3S1S2p/9/9/9/9/4K4 b G 1"),
            None,
        )
        .await;
    let pos = history(&h, game).await.position().clone();
    let legal = pos.legal_moves();
    assert!(legal.len() > 25);
    let resolve = |text: &str| -> Vec<Move> {
        match parse_move(&pos, text) {
            Ok(m) => vec![m],
            Err(MoveError::PromotionChoice { options }) => options.to_vec(),
            Err(e) => panic!("choice {text:?} is not a legal move: {e}"),
        }
    };
    for typed in ["", "G", "g*", "6d", "S6d", "5i", "K"] {
        let choices = move_choices(&h, ALICE_ID, game, typed).await;
        assert!(choices.len() <= 25, "{typed:?}: {}", choices.len());
        let want = squeeze(typed);
        let matching: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| {
                squeeze(&to_western(&pos, m)).contains(&want)
                    || squeeze(&to_canonical(pos.game(), m)).contains(&want)
            })
            .collect();
        assert!(!matching.is_empty(), "{typed:?} matches something");
        assert_eq!(
            choices.len(),
            matching.len().min(25),
            "{typed:?}: {choices:?}"
        );
        for c in &choices {
            for m in resolve(c) {
                assert!(legal.contains(&m), "{typed:?}: {c} is legal");
                assert!(
                    squeeze(&to_western(&pos, m)).contains(&want)
                        || squeeze(&to_canonical(pos.game(), m)).contains(&want),
                    "{typed:?}: {c} matches what was typed"
                );
            }
        }
        let mut unique = choices.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), choices.len(), "no duplicates: {choices:?}");
        if typed.is_empty() {
            // Most useful first: a checking move (G*5b mates) heads the list.
            let first = resolve(&choices[0])[0];
            assert!(pos.after(first).in_check(), "checks first: {choices:?}");
        }
    }
    // Nothing legal matches: no choice.
    assert!(move_choices(&h, ALICE_ID, game, "zz").await.is_empty());
    // A choice, played as chosen, is accepted.
    let pick = move_choices(&h, ALICE_ID, game, "5i").await[0].clone();
    h.play(ALICE_ID, game, &pick).await;
    // The game is implied by the thread for Bob too; his choices are his moves.
    let bob = move_choices(&h, BOB_ID, game, "").await;
    let pos = history(&h, game).await.position().clone();
    assert!(!bob.is_empty());
    for c in bob {
        assert!(parse_move(&pos, &c).is_ok(), "Bob's choice {c}");
    }
}

/// Discord is told the real bound of `/settings vacation:` (what the service accepts), not
/// the type's 4 294 967 295.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_vacation_option_has_the_service_s_bound() {
    let h = Harness::start("vacation-bound").await;
    let cmds = h.fake.registered_commands();
    let settings = cmds
        .iter()
        .find(|c| c["name"] == json!("settings"))
        .expect("/settings registered");
    let vacation = settings["options"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|o| o["name"] == json!("vacation"))
        .expect("the vacation option");
    // serenity writes the bound as a JSON number with a fraction (60.0).
    assert_eq!(
        vacation["max_value"].as_f64(),
        Some(f64::from(seireigi::service::MAX_VACATION_DAYS)),
        "{vacation}"
    );
}
