//! Unit tests of src/bot/commands/forecast.rs.

use poise::serenity_prelude::AutocompleteChoice;
use seireigi::bot::units::{limits, line_choices};
use seireigi::rules::notation::parse_canonical;
use seireigi::rules::History;
use seireigi::rules::{Position, Variant};
use seireigi::service::Notation;

/// Each choice as Discord receives it: (name, value).
fn values(choices: Vec<AutocompleteChoice>) -> Vec<(String, String)> {
    choices
        .into_iter()
        .map(|c| {
            let v = serde_json::to_value(c).expect("serializes");
            let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
            (s("name"), s("value"))
        })
        .collect()
}

#[test]
fn the_last_move_of_a_line_is_completed_from_where_the_line_leads() {
    let variant = Variant::builtin("shogi");
    let mut history = History::new(Position::start(variant));
    let first = parse_canonical(variant.game(), "7g7f").expect("a move");
    history.play(first).expect("legal");
    // White's move typed in western notation, Black's answer being typed.
    let got = values(line_choices(&history, Notation::Canonical, "P-3d 2g"));
    assert!(!got.is_empty());
    assert!(got.iter().all(|(_, v)| v.starts_with("3c3d 2g")), "{got:?}");
    assert!(got
        .iter()
        .any(|(n, v)| v == "3c3d 2g2f" && n.starts_with("2. ")));
    // After a space, the next ply is White's again.
    let next = values(line_choices(&history, Notation::Canonical, "3c3d 2g2f "));
    assert!(!next.is_empty());
    assert!(
        next.iter()
            .all(|(n, v)| v.starts_with("3c3d 2g2f ") && n.starts_with("3. ")),
        "{next:?}"
    );
    let white = values(line_choices(&history, Notation::Canonical, "3c3d 2g2f 8c"));
    assert!(
        white.iter().any(|(_, v)| v == "3c3d 2g2f 8c8d"),
        "{white:?}"
    );
    // A line with a move that cannot be played offers nothing.
    assert!(line_choices(&history, Notation::Canonical, "2g2f 3c").is_empty());
    // A choice is the whole line: offered only within Discord's 100 characters.
    // Rooks walking and Pawns pushed: no position comes twice.
    let walk = "8b7b 2h3h 7b6b 3h4h 6b5b 4h5h 5b4b 5h6h 4b3b 6h7h \
                9c9d 9g9f 1c1d 1g1f 9d9e 1f1e 3b4b 7h6h 4b5b 6h5h";
    let shuffle = |n: usize| {
        walk.split_whitespace()
            .take(n)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let fits = values(line_choices(
        &history,
        Notation::Canonical,
        &(shuffle(12) + " "),
    ));
    assert!(!fits.is_empty());
    assert!(fits
        .iter()
        .all(|(_, v)| v.chars().count() <= limits::CHOICE));
    let long = shuffle(20) + " ";
    assert!(line_choices(&history, Notation::Canonical, &long).is_empty());
}
