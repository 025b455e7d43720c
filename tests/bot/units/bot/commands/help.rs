//! Unit tests of src/bot/commands/help.rs.

use seireigi::bot::units::{game_list, help_text, NAMES_ROOM};
use seireigi::i18n::Lang;
use seireigi::rules::{Position, Variant};

#[test]
fn many_long_game_names_are_shortened_to_a_few_and_a_count() {
    let long: Vec<String> = (0..200)
        .map(|i| format!("{i:03} {}", "Long Name ".repeat(10)))
        .collect();
    let names: Vec<&str> = long.iter().map(String::as_str).collect();
    let list = game_list(Lang::En, &names);
    assert!(list.chars().count() <= NAMES_ROOM + 150, "{list}");
    assert!(list.contains("000 Long"), "{list}");
    assert!(
        list.contains(" more games (`/rules` lists them all)"),
        "{list}"
    );
    let shown = names.iter().filter(|n| list.contains(&n[..8])).count();
    assert!(
        list.contains(&format!("and {} more games", 200 - shown)),
        "{list}"
    );
    assert_eq!(game_list(Lang::En, &["Shogi", "Chu"]), "Shogi and Chu");
    assert_eq!(game_list(Lang::Fr, &["Shogi", "Chu"]), "Shogi et Chu");
    assert_eq!(game_list(Lang::En, &["Shogi"]), "Shogi");
}

#[test]
fn help_is_whole_in_each_language() {
    let pos = Position::start(Variant::builtin("shogi"));
    for lang in Lang::ALL {
        let text = help_text(lang, &pos, "here");
        assert!(text.chars().count() <= 2000, "{lang:?}: {text}");
        // Every line of the catalogue is there, with its values filled in.
        assert_eq!(text.lines().count(), 8, "{lang:?}: {text}");
        assert!(
            !text.contains('{'),
            "{lang:?}: an argument left unfilled: {text}"
        );
        assert!(text.contains("here"), "{lang:?}");
    }
    let french = help_text(Lang::Fr, &pos, "ici");
    assert!(french.contains("/défi"), "{french}");
    let japanese = help_text(Lang::Ja, &pos, "ここで");
    assert!(japanese.contains("/対局申込"), "{japanese}");
}
