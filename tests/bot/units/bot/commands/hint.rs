//! Unit tests of src/bot/commands/hint.rs.

use seireigi::ai::SearchResult;
use seireigi::ai::MATE;
use seireigi::bot::units::judgement;
use seireigi::i18n::Lang;
use seireigi::rules::{Position, Variant};

fn result(score: i32) -> SearchResult {
    let pos = Position::start(Variant::builtin("shogi"));
    let best = pos.legal_moves()[0];
    SearchResult {
        best,
        score,
        depth: 1,
        nodes: 1,
        pv: vec![best],
    }
}

#[test]
fn verdicts_read_from_the_players_side() {
    let en = |score| judgement(Lang::En, &result(score));
    assert_eq!(en(5), "about even");
    assert_eq!(en(250), "+2.5 Pawns for you");
    assert_eq!(en(-120), "-1.2 Pawns for you");
    assert_eq!(en(MATE - 3), "mate in 2");
    assert_eq!(en(MATE - 1), "mate in 1");
    assert_eq!(en(-(MATE - 2)), "but you are mated in 1 at best");
}

#[test]
fn verdicts_in_french_and_japanese() {
    let fr = |score| judgement(Lang::Fr, &result(score));
    assert_eq!(fr(5), "position à peu près égale");
    assert_eq!(fr(250), "+2,5 pions en votre faveur");
    assert_eq!(fr(MATE - 1), "mat en 1 coup");
    assert_eq!(fr(MATE - 3), "mat en 2 coups");
    assert_eq!(fr(-(MATE - 2)), "mais au mieux vous êtes mat en 1 coup");
    let ja = |score| judgement(Lang::Ja, &result(score));
    assert_eq!(ja(5), "ほぼ互角です");
    assert_eq!(ja(-120), "あなたから見て歩 -1.2 枚分の評価です");
    assert_eq!(ja(MATE - 3), "自分の 2 手目で詰みます");
}
