//! Game file inheritance (`base = "shogi"`, docs/games.md "A game built on another"): an
//! inheriting file compiles to the very game its full file did, and the merge rules hold.

use seireigi::rules::game_file;
use seireigi::rules::registry::Registry;
use seireigi::rules::{Game, Variant};

/// Everything a compiled game holds but the file it came from and the texts in other
/// languages (the full files predate them; game_texts.rs tests how texts are inherited). The
/// generator's tables are built from the board, zone, pieces and rules alone, which are here.
fn describe(g: &Game) -> String {
    let mut pieces = g.pieces.clone();
    for p in &mut pieces {
        p.texts.clear();
    }
    format!(
        "{} {:?} {} {} size {}x{} zone {} {:#?} hand {:?} impasse {} setup {} {:?} {:?} {:?} {:?} \
         {:#?} kif {} standard {} default {} hash {}",
        g.id,
        g.aliases,
        g.name,
        g.kanji_name,
        g.width,
        g.height,
        g.zone_depth,
        pieces,
        g.hand_order,
        g.impasse_threshold,
        g.start_sfen,
        g.setup_note,
        g.short_note,
        g.sources,
        g.special_moves,
        g.rules,
        g.shogi_kif,
        g.standard_shogi,
        g.is_default,
        g.rules_hash
    )
}

#[test]
fn inherited_games_compile_as_their_full_files() {
    for (id, full) in [
        ("minishogi", include_str!("full_games/minishogi.toml")),
        (
            "judkins-shogi",
            include_str!("full_games/judkins-shogi.toml"),
        ),
    ] {
        let inherited = Variant::builtin(id).game();
        assert!(inherited.file.ends_with(".toml"));
        let full = game_file::load("full.toml", full).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(describe(inherited), describe(full), "{id}");
    }
    // The rules hash the games were stored with before the files were shortened.
    assert_eq!(Variant::builtin("minishogi").game().rules_hash.len(), 16);
}

const MY_GAME: &str = r#"
base = "shogi"
remove_pieces = ["L"]
id = "my-game"
name = "My Game"
kanji_name = "将棋"
hand_order = ["P", "N", "S", "G", "B", "R", "Q"]
setup = "1nsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/QNSGKGSN1 b - 1"

[rules]
repetition = 3

[[piece]]
id = "P"
betza = "fWfF"
forced_promotion_ranks = 0

[[piece]]
id = "Q"
name = "Queen"
kanji = "女王"
abbrev = "Q"
betza = "Q"
"#;

#[test]
fn pieces_merge_by_id_rules_by_key_and_the_game_s_own_fields_are_not_inherited() {
    let g = game_file::load("my-game.toml", MY_GAME).unwrap_or_else(|e| panic!("{e}"));
    let ids: Vec<&str> = g.pieces.iter().map(|p| p.id).collect();
    assert_eq!(
        ids,
        ["K", "R", "B", "G", "S", "N", "P", "Q"],
        "base order, new last"
    );
    let pawn = &g.pieces[6];
    assert_eq!(
        (pawn.name, pawn.kanji, pawn.betza, pawn.forced_depth),
        ("Pawn", "歩兵", "fWfF", 0),
        "the fields given replace the base's, the others stay"
    );
    assert_eq!(
        pawn.promotion.as_ref().map(|p| p.name),
        Some("Tokin"),
        "promotes is inherited"
    );
    assert_eq!(g.rules.repetition, 3);
    assert!(g.rules.captures_to_hand && g.rules.two_on_a_file.is_some());
    assert_eq!(
        (g.width, g.height, g.zone_depth, g.impasse_threshold),
        (9, 9, 3, 24)
    );
    // Identity is the file's own: not shogi's KIF, not standard shogi, no note or sources.
    assert!(!g.shogi_kif && !g.standard_shogi && !g.is_default);
    assert_eq!((g.sources, g.setup_note), ("", None));
}

#[test]
fn a_base_is_found_among_all_loaded_files_and_may_have_a_base() {
    let on_mini = r#"
base = "minishogi"
id = "mini-plus"
name = "Mini Plus"
kanji_name = "五五"
[rules]
repetition = 3
"#;
    let loaded = Registry::load(&[("mini-plus.toml".into(), on_mini.into())])
        .unwrap_or_else(|e| panic!("{e}"));
    let g = loaded.find("mini-plus").expect("loaded").game();
    assert_eq!((g.width, g.height), (5, 5));
    assert_eq!(g.pieces.len(), 6, "minishogi's pieces");
    assert_eq!(g.rules.repetition, 3);
}

#[test]
fn a_bad_base_is_refused_naming_the_field() {
    let refused = |file: &str, text: &str, field: &str, says: &str| {
        let err = Registry::load(&[(file.into(), text.into())])
            .err()
            .unwrap_or_else(|| panic!("{file} was accepted"));
        assert_eq!(
            (err.file.as_str(), err.field.as_str()),
            (file, field),
            "{err}"
        );
        assert!(err.problem.contains(says), "{err}");
    };
    let game = "id = \"x\"\nname = \"X\"\nkanji_name = \"X\"\n";
    refused(
        "nobase.toml",
        &format!("base = \"tori\"\n{game}"),
        "base",
        "no game has the id \"tori\"",
    );
    refused(
        "remove.toml",
        &format!("base = \"shogi\"\nremove_pieces = [\"Q\"]\n{game}"),
        "remove_pieces",
        "no piece \"Q\"",
    );
    refused(
        "alone.toml",
        &MY_GAME.replacen("base = \"shogi\"\n", "", 1),
        "remove_pieces",
        "only a file with a `base`",
    );
    let a = "base = \"b\"\nid = \"a\"\nname = \"A\"\nkanji_name = \"A\"\n";
    let b = "base = \"a\"\nid = \"b\"\nname = \"B\"\nkanji_name = \"B\"\n";
    let err = Registry::load(&[("a.toml".into(), a.into()), ("b.toml".into(), b.into())])
        .err()
        .expect("a loop is refused");
    assert_eq!(err.field, "base");
    assert!(err.problem.contains("loop"), "{err}");
}
