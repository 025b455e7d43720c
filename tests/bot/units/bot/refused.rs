//! Unit tests of src/bot/refused.rs.

use seireigi::bot::units::{refused_text, Holder, Refused, Turned, Work};
use seireigi::i18n::Lang;
use seireigi::rules::Variant;
use seireigi::service::GameId;
use seireigi::service::UserId;

#[test]
fn every_refusal_in_every_language() {
    let game = GameId(7);
    let all = [
        Refused::NotAGameNumber("abc".into()),
        Refused::UnknownGame("chess".into()),
        Refused::NoGameHere,
        Refused::SeveralGames(vec![
            (GameId(3), Variant::builtin("shogi")),
            (GameId(4), Variant::builtin("minishogi")),
        ]),
        Refused::OtherServer(game),
        Refused::Turned(
            Turned::OnItsWay {
                holder: Holder::User(UserId(1)),
                game,
            },
            Work::Review,
        ),
        Refused::Turned(
            Turned::OnItsWay {
                holder: Holder::Game(game),
                game,
            },
            Work::Hint,
        ),
        Refused::Turned(Turned::Full { capacity: 1 }, Work::Export),
        Refused::Turned(Turned::Full { capacity: 5 }, Work::Gif),
    ];
    for r in &all {
        let en = refused_text(Lang::En, r);
        let fr = refused_text(Lang::Fr, r);
        let ja = refused_text(Lang::Ja, r);
        assert!(!en.contains("refuse-"), "{en}");
        assert_ne!(en, fr, "French is its own: {r:?}");
        assert_ne!(en, ja, "Japanese is its own: {r:?}");
        assert!(
            ja.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
            "{ja}"
        );
    }
    let several = &all[3];
    assert_eq!(
        refused_text(Lang::En, several),
        "You have several games (#3 (Shogi) and #4 (Minishogi)): give the game number."
    );
    assert!(refused_text(Lang::Ja, several).contains("将棋"));
    // Plurals of the gate's capacity.
    let full = |lang, n| {
        refused_text(
            lang,
            &Refused::Turned(Turned::Full { capacity: n }, Work::Review),
        )
    };
    assert!(
        full(Lang::En, 1).contains("1 review:"),
        "{}",
        full(Lang::En, 1)
    );
    assert!(
        full(Lang::En, 5).contains("5 reviews:"),
        "{}",
        full(Lang::En, 5)
    );
    assert!(
        full(Lang::Fr, 1).contains("1 analyse "),
        "{}",
        full(Lang::Fr, 1)
    );
    assert!(
        full(Lang::Fr, 5).contains("5 analyses "),
        "{}",
        full(Lang::Fr, 5)
    );
    assert!(full(Lang::Ja, 5).contains("5 件"), "{}", full(Lang::Ja, 5));
}
