//! Unit tests of src/bot/context.rs.

use seireigi::bot::units::{sentence, shorten_quotes, user_message, Error, Outage, Refusal};
use seireigi::i18n::Lang;

#[test]
fn quoted_input_is_cut_to_an_excerpt() {
    let long = "x".repeat(6000);
    let text = shorten_quotes(&format!("bad hand \"{long}\" in \"ab\""), 40);
    assert!(text.chars().count() < 100, "{text}");
    assert!(text.ends_with("in \"ab\""), "{text}");
    let err: Error = Refusal(format!("no \"{long}")).into();
    let outage = Outage::default();
    assert!(
        user_message(&err, Lang::En, &outage)
            .unwrap()
            .chars()
            .count()
            < 100
    );
}

#[test]
fn refusals_read_as_sentences() {
    let e: Error =
        seireigi::service::ServiceError::NotYourTurn(seireigi::service::GameId(12)).into();
    assert_eq!(
        user_message(&e, Lang::En, &Outage::default()).as_deref(),
        Some("It is not your turn in game #12.")
    );
    assert_eq!(
        user_message(&e, Lang::Fr, &Outage::default()).as_deref(),
        Some("Ce n'est pas votre tour dans la partie #12.")
    );
    assert_eq!(sentence("Already one."), "Already one.");
    assert_eq!(sentence("über"), "Über.");
    assert_eq!(sentence(""), "");
}
