//! The catalogues agree: every language has the same messages with the same arguments, each
//! file parses, plural forms follow each language's rules, and every message is used.

mod games;
mod refusals;

use fluent_syntax::ast;
use seireigi::i18n::*;
use std::collections::{BTreeMap, BTreeSet};

/// Per message id: its attributes and the variables its value and attributes use.
type Shape = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn shape(lang: Lang) -> Shape {
    let mut out = Shape::new();
    for (file, text) in catalogue_files(lang) {
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("{}/{file}: {errors:?}", lang.code()));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let mut attributes = BTreeSet::new();
                for a in &m.attributes {
                    attributes.insert(a.id.name.to_string());
                    pattern_vars(&a.value, &mut vars);
                }
                let again = out.insert(m.id.name.to_string(), (attributes, vars));
                assert!(again.is_none(), "{}: {} twice", lang.code(), m.id.name);
            }
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_vars(i, vars),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_the_same_messages_with_the_same_arguments() {
    let english = shape(Lang::En);
    assert!(english.len() > 50, "the English catalogue is loaded");
    for lang in [Lang::Fr, Lang::Ja] {
        let other = shape(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{} has ids English lacks: {extra:?}",
            lang.code()
        );
        for (id, (_, vars)) in &english {
            let (_, theirs) = &other[id];
            assert_eq!(vars, theirs, "{}: {id} takes other arguments", lang.code());
        }
    }
    // Names are given in every other language or in none.
    let (fr, ja) = (shape(Lang::Fr), shape(Lang::Ja));
    for (id, (attributes, _)) in &fr {
        assert_eq!(
            attributes, &ja[id].0,
            "{id}: attributes differ between fr and ja"
        );
    }
}

#[test]
fn every_message_formats_without_error_in_every_language() {
    for lang in Lang::ALL {
        let bundle = bundle_of(lang);
        for (id, (attributes, vars)) in shape(lang) {
            let args: Vec<(&str, Arg)> =
                vars.iter().map(|v| (v.as_str(), Arg::Number(2))).collect();
            let message = bundle
                .get_message(&id)
                .expect("parsed message is in the bundle");
            let mut patterns: Vec<_> = message.value().into_iter().collect();
            for a in &attributes {
                patterns.push(message.get_attribute(a).expect("attribute").value());
            }
            for p in patterns {
                let mut errors = Vec::new();
                let _ = bundle.format_pattern(p, Some(&fluent_args(&args)), &mut errors);
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", lang.code());
            }
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let more = |lang, n: i64| {
        let args = [("named", Arg::from("Shogi")), ("more", Arg::Number(n))];
        tr(lang, "list-games-more", &args)
    };
    let counts = [0, 1, 2, 5];
    let english: Vec<String> = counts.iter().map(|&n| more(Lang::En, n)).collect();
    assert!(
        english[0].starts_with("Shogi and 0 more games ("),
        "{english:?}"
    );
    assert!(
        english[1].starts_with("Shogi and 1 more game ("),
        "{english:?}"
    );
    assert!(
        english[2].starts_with("Shogi and 2 more games ("),
        "{english:?}"
    );
    assert!(
        english[3].starts_with("Shogi and 5 more games ("),
        "{english:?}"
    );
    // French counts 0 and 1 as singular.
    let french: Vec<String> = counts.iter().map(|&n| more(Lang::Fr, n)).collect();
    assert!(
        french[0].starts_with("Shogi et 0 autre jeu ("),
        "{french:?}"
    );
    assert!(
        french[1].starts_with("Shogi et 1 autre jeu ("),
        "{french:?}"
    );
    assert!(
        french[2].starts_with("Shogi et 2 autres jeux ("),
        "{french:?}"
    );
    assert!(
        french[3].starts_with("Shogi et 5 autres jeux ("),
        "{french:?}"
    );
    // Japanese has one form.
    let japanese: Vec<String> = counts.iter().map(|&n| more(Lang::Ja, n)).collect();
    for (n, text) in counts.iter().zip(&japanese) {
        assert!(
            text.starts_with(&format!("Shogi ほか {n} 種目")),
            "{japanese:?}"
        );
    }
}

#[test]
fn lists_and_tags() {
    assert_eq!(join_list(Lang::En, &["a", "b", "c"]), "a, b and c");
    assert_eq!(join_list(Lang::Fr, &["a", "b"]), "a et b");
    assert_eq!(join_list(Lang::Ja, &["a", "b", "c"]), "a、b、c");
    assert_eq!(join_list::<&str>(Lang::En, &[]), "");
    assert_eq!(Lang::from_tag("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("en-US"), Some(Lang::En));
    assert_eq!(Lang::from_tag("ja_JP.UTF-8"), Some(Lang::Ja));
    assert_eq!(Lang::from_tag("pt-BR"), None);
    assert_eq!(Lang::or_english(Some("de")), Lang::En);
    // A message a language lacks comes in English; an unknown id as itself.
    assert_eq!(tr(Lang::Fr, "no-such-message", &[]), "no-such-message");
}

/// Messages the code names as a literal `"id"`; those built from a prefix (`cmd-`,
/// `choice-`) are checked against the commands in `bot::commands::localize`, those of the
/// command line's help (`cli-about`, `cli-arg-`, `cli-opt-`) in tests/cli/units/cli/help.rs.
#[test]
fn every_message_is_used() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut code = String::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src is readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                code += &std::fs::read_to_string(&path).unwrap_or_default();
            }
        }
    }
    // The command line's help texts are named from the commands and options they describe:
    // tests/cli/units/cli/help.rs checks them against clap's command.
    let built = ["cmd-", "choice-", "cli-about", "cli-arg-", "cli-opt-"];
    let unused: Vec<String> = shape(Lang::En)
        .into_keys()
        .filter(|id| !built.iter().any(|p| id.starts_with(p)))
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

/// The bot's messages with counts, for 0, 1, 2 and 5 in each language: English and French
/// differ on 0 (French counts it singular), Japanese has one form.
#[test]
fn counts_in_the_bot_messages_follow_each_language() {
    use seireigi::service::types::TimeLeft;
    let counts = [0u32, 1, 2, 5];
    let days = |lang| -> Vec<String> {
        counts
            .iter()
            .map(|&d| match d {
                // Zero days is said in hours: ask the message itself for 0.
                0 => tr(
                    lang,
                    "time-left-days",
                    &[("days", Arg::Number(0)), ("hours", Arg::Number(3))],
                ),
                _ => seireigi::i18n::time::time_left_text(
                    lang,
                    TimeLeft::Left {
                        days: d,
                        hours: 3,
                        minutes: 0,
                    },
                ),
            })
            .collect()
    };
    assert_eq!(
        days(Lang::En),
        [
            "0 days 3 h left",
            "1 day 3 h left",
            "2 days 3 h left",
            "5 days 3 h left"
        ]
    );
    assert_eq!(
        days(Lang::Fr),
        [
            "il reste 0 jour 3 h",
            "il reste 1 jour 3 h",
            "il reste 2 jours 3 h",
            "il reste 5 jours 3 h"
        ]
    );
    assert_eq!(
        days(Lang::Ja),
        [
            "残り 0 日 3 時間",
            "残り 1 日 3 時間",
            "残り 2 日 3 時間",
            "残り 5 日 3 時間"
        ]
    );
    let squares = |lang| -> Vec<String> {
        counts
            .iter()
            .map(|&n| tr(lang, "picker-squares-count", &[("count", Arg::from(n))]))
            .collect()
    };
    assert_eq!(
        squares(Lang::En),
        ["0 squares", "1 square", "2 squares", "5 squares"]
    );
    assert_eq!(
        squares(Lang::Fr),
        ["0 case", "1 case", "2 cases", "5 cases"]
    );
    assert_eq!(squares(Lang::Ja), ["0 マス", "1 マス", "2 マス", "5 マス"]);
    let back = |lang, n: u32| {
        tr(
            lang,
            "post-took-back",
            &[
                ("plies", Arg::from(n)),
                ("player", Arg::from("<@1>")),
                ("clock", Arg::from("…")),
            ],
        )
    };
    assert!(back(Lang::En, 1).starts_with("↩ 1 move taken back."));
    assert!(back(Lang::En, 0).starts_with("↩ 0 moves taken back."));
    assert!(back(Lang::En, 5).starts_with("↩ 5 moves taken back."));
    assert!(back(Lang::Fr, 0).starts_with("↩ 0 coup repris."));
    assert!(back(Lang::Fr, 1).starts_with("↩ 1 coup repris."));
    assert!(back(Lang::Fr, 2).starts_with("↩ 2 coups repris."));
    assert!(back(Lang::Ja, 5).starts_with("↩ 5 手戻しました。"));
    // The other forms of the hours and minutes, in English as the command line shows them.
    let left = |d, h, m| {
        seireigi::i18n::time::time_left_text(
            Lang::En,
            TimeLeft::Left {
                days: d,
                hours: h,
                minutes: m,
            },
        )
    };
    assert_eq!(left(0, 5, 12), "5 h 12 min left");
    assert_eq!(left(0, 0, 40), "40 min left");
    assert_eq!(
        seireigi::i18n::time::time_left_text(Lang::Fr, TimeLeft::Over),
        "plus de temps"
    );
}
