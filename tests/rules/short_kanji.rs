//! A game file's short kanji (`short_kanji`, `board_kanji`, docs/games.md): what Japanese
//! move text writes for a piece, and a malformed one refused naming its field.

use seireigi::rules::notation::japanese_piece;
use seireigi::rules::registry::Registry;
use seireigi::rules::Game;

const SHOGI: &str = include_str!("../../assets/games/shogi.toml");

/// shogi.toml under another id, changed by `edit` (which must change it).
fn loaded(edit: impl Fn(&str) -> String) -> Result<&'static Game, String> {
    // Another id and another name: two loaded games may share neither.
    let renamed = SHOGI
        .replacen("id = \"shogi\"", "id = \"my-shogi\"", 1)
        .replacen("name = \"Shogi\"", "name = \"My Shogi\"", 1);
    let copy = edit(&renamed);
    assert!(copy.contains("my-shogi"), "shogi.toml has an id line");
    assert!(copy.contains("My Shogi"), "shogi.toml has a name line");
    match Registry::load(&[("my-shogi.toml".into(), copy)]) {
        Ok(r) => Ok(r.find("my-shogi").expect("loaded").game()),
        Err(e) => Err(e.to_string()),
    }
}

#[test]
fn move_text_writes_the_file_s_short_kanji_else_the_kanji() {
    let with = loaded(str::to_string).expect("shogi.toml loads");
    let kind = |g: &Game, id: &str| g.kind_by_id(id).expect("a shogi piece");
    assert_eq!(japanese_piece(with, kind(with, "P"), false), "歩");
    assert_eq!(japanese_piece(with, kind(with, "P"), true), "と");
    assert_eq!(japanese_piece(with, kind(with, "K"), false), "玉");
    // Promoted Silver has no short name: its kanji, 成銀, is short already.
    assert_eq!(japanese_piece(with, kind(with, "S"), true), "成銀");
    let without = loaded(|t| {
        t.lines()
            .filter(|l| !l.starts_with("short_kanji"))
            .collect::<Vec<_>>()
            .join("\n")
    })
    .expect("a file without short kanji loads");
    assert_eq!(japanese_piece(without, kind(without, "P"), false), "歩兵");
    assert_eq!(japanese_piece(without, kind(without, "K"), false), "王将");
}

#[test]
fn a_malformed_short_kanji_is_refused_naming_the_field() {
    for (from, to, field) in [
        (
            "short_kanji = \"歩\"",
            "short_kanji = \"\"",
            "(P).short_kanji",
        ),
        (
            "short_kanji = \"玉\"",
            "short_kanji = \"玉 \"",
            "(K).short_kanji",
        ),
        (
            "short_kanji = \"飛\"",
            "short_kanji = \"飛飛飛飛飛\"",
            "(R).short_kanji",
        ),
        (
            "board_kanji = \"全\"",
            "board_kanji = \"全全\"",
            "(S).promotes.board_kanji",
        ),
    ] {
        let err = loaded(|t| {
            let changed = t.replacen(from, to, 1);
            assert_ne!(changed, t, "{from} is in shogi.toml");
            changed
        })
        .expect_err("refused");
        assert!(err.contains(field), "{field}: {err}");
    }
}
