//! Unit tests of src/bot/commands/analyse.rs.

use seireigi::ai::review::MoveReview;
use seireigi::bot::units::{fit_review, limits, side_summary, Review};
use seireigi::i18n::Lang;
use seireigi::rules::Color;

fn review(lines: usize) -> Review {
    Review {
        title: "Review of game #4 (Shogi, 3000 moves, 400 judged):".into(),
        details: (1..=lines)
            .map(|i| format!("{i}. ☗ P-7f: a blunder; **P-2f** was better"))
            .collect(),
        summary: "☗ Black: 3 mistakes, 2 blunders · ☖ White: 1 mistake".into(),
    }
}

#[test]
fn a_short_review_is_the_reply() {
    let (text, file) = fit_review(Lang::En, &review(3));
    assert!(file.is_none());
    assert_eq!(text.lines().count(), 5);
    assert!(text.ends_with("☖ White: 1 mistake"), "{text}");
}

#[test]
fn a_long_review_keeps_its_summary_and_goes_in_a_file() {
    let long = review(200);
    let (text, file) = fit_review(Lang::En, &long);
    assert!(text.chars().count() <= limits::MESSAGE, "{}", text.len());
    assert!(text.starts_with(&long.title), "{text}");
    assert!(text.ends_with(&long.summary), "the summary is kept: {text}");
    assert!(text.contains("200 mistakes and blunders"), "{text}");
    let file = file.expect("the details as a file");
    assert_eq!(file, long.text(), "the file holds the whole review");
    let (text, _) = fit_review(Lang::Fr, &long);
    assert!(text.contains("200 fautes et gaffes : la liste"), "{text}");
    let (text, _) = fit_review(Lang::Ja, &long);
    assert!(text.contains("悪手・大悪手 200 件"), "{text}");
}

#[test]
fn summaries_and_titles_in_each_language() {
    use seireigi::ai::review::Verdict;
    use seireigi::rules::{Position, Variant};
    let pos = Position::start(Variant::builtin("shogi"));
    let mv = pos.legal_moves()[0];
    let one = |mover, verdict| MoveReview {
        mover,
        played: mv,
        best: mv,
        eval_after: 0,
        loss: 300,
        verdict,
        judged: true,
    };
    let reviews = [
        one(Color::Black, Verdict::Mistake),
        one(Color::Black, Verdict::Blunder),
        one(Color::Black, Verdict::Blunder),
    ];
    assert_eq!(
        side_summary(Lang::En, &reviews, Color::Black),
        "☗ Black: 1 mistake, 2 blunders"
    );
    assert_eq!(
        side_summary(Lang::En, &reviews, Color::White),
        "☖ White: 0 mistakes, 0 blunders"
    );
    // French counts 0 as singular.
    assert_eq!(
        side_summary(Lang::Fr, &reviews, Color::White),
        "☖ Blancs : 0 faute, 0 gaffe"
    );
    assert_eq!(
        side_summary(Lang::Fr, &reviews, Color::Black),
        "☗ Noirs : 1 faute, 2 gaffes"
    );
    assert_eq!(
        side_summary(Lang::Ja, &reviews, Color::Black),
        "☗先手：悪手 1、大悪手 2"
    );
}
