//! Game files in three languages (docs/games.md, "Texts in other languages"): the shipped
//! games say everything in French and Japanese, French names come from the French source or
//! are marked as this project's translation, a file may leave texts out (they are said in
//! English), and bad texts are refused naming the field.

use seireigi::rules::game_file::load;
use seireigi::rules::{Variant, TEXT_LANGUAGES};

/// The piece names of the French page on Chu Seireigi (the issue's seed page): the only
/// French source, so every other French name is a translation and must say so.
const FRENCH_SOURCE_NAMES: [&str; 32] = [
    "Roi",
    "Dame",
    "Faucon-lion",
    "Tour",
    "Dragon roi",
    "Fou",
    "Dragon cheval",
    "Phénix",
    "Kirin",
    "Grand éléphant",
    "Roi enseignant",
    "Loup courant",
    "Sanglier libre",
    "Grand léopard",
    "Bœuf volant",
    "Ours puissant",
    "Baleine",
    "Général d'or",
    "Général d'argent",
    "Général de cuivre",
    "Hirondelle volante",
    "Oiseau doré",
    "Cavalier",
    "Cheval céleste",
    "Lièvre courant",
    "Cerf bondissant",
    "Soldat à tête de bélier",
    "Renard perfide",
    "Lancier",
    "Tigre libre",
    "Pion",
    "Tokin",
];

#[test]
fn the_texts_each_language_lacks_are_listed_and_none_for_shipped_games() {
    let mut report = Vec::new();
    let mut shipped_missing = Vec::new();
    for v in Variant::all() {
        let g = v.game();
        for lang in TEXT_LANGUAGES {
            let missing = g.missing_texts(lang);
            if !missing.is_empty() {
                report.push(format!("{} [{lang}]: {}", g.id, missing.join(", ")));
                // This binary loads the embedded games only: the shipped ones.
                shipped_missing.push(format!("{} [{lang}]", g.id));
            }
        }
    }
    // The list, for whoever adds a game or a language (`cargo test -- --nocapture`).
    println!("texts said in English for want of a translation:");
    for line in &report {
        println!("  {line}");
    }
    assert!(
        shipped_missing.is_empty(),
        "shipped games lack texts: {shipped_missing:?}\n{}",
        report.join("\n")
    );
    // The list is real: a file without texts lacks every one.
    let bare = load("bare.toml", &bare_game("")).expect("loads");
    let missing = bare.missing_texts("fr");
    assert!(missing.contains(&"name".to_string()), "{missing:?}");
    assert!(
        missing.contains(&"piece K: name".to_string()),
        "{missing:?}"
    );
    // The Pawn's French texts are given: not listed.
    assert!(
        !missing.iter().any(|m| m.starts_with("piece P")),
        "{missing:?}"
    );
    assert!(bare.missing_texts("en").is_empty());
}

#[test]
fn french_names_come_from_the_source_or_are_marked_as_translations() {
    for v in Variant::all() {
        let g = v.game();
        for (k, p) in g.kinds().map(|k| (k, g.piece(k))) {
            let Some(fr) = p.texts.iter().find(|t| t.lang == "fr") else {
                continue;
            };
            let names = [("name", fr.name), ("promoted", fr.promoted)];
            for (field, name) in names {
                let Some(name) = name else { continue };
                let marked = fr.translated.contains(&field);
                let sourced = FRENCH_SOURCE_NAMES.contains(&name);
                assert!(
                    marked != sourced,
                    "{} {} {field} {name:?}: {}",
                    g.id,
                    p.id,
                    match sourced {
                        true => "is the source's name but marked translated",
                        false => "is not in the French source: mark it `translated`",
                    }
                );
            }
            let _ = k;
        }
    }
    // Chu Seireigi's French names are all the source's.
    let chu = Variant::builtin("chu-seireigi").game();
    for k in chu.kinds() {
        let fr = chu.piece(k).texts.iter().find(|t| t.lang == "fr");
        assert!(fr.is_some_and(|t| t.translated.is_empty()), "{k:?}");
    }
    let hawk = chu.find_piece("H").expect("the Lion Hawk").0;
    assert_eq!(chu.piece_name_in("fr", hawk, false), "Faucon-lion");
    assert_eq!(chu.piece_name_in("ja", hawk, false), "獅鷹");
    assert_eq!(chu.piece_reading_in("ja", hawk, false), Some("しおう"));
}

#[test]
fn each_text_is_in_its_language_with_english_for_what_is_missing() {
    let g = load(
        "t.toml",
        &bare_game(
            "[texts.fr]\nname = \"Le Jeu\"\n\n[texts.ja]\nname = \"遊戯\"\nsources = \"出典。\"\n",
        ),
    )
    .expect("loads");
    assert_eq!(g.name_in("en"), "Bare");
    assert_eq!(g.name_in("fr"), "Le Jeu");
    assert_eq!(g.name_in("ja"), "遊戯");
    assert_eq!(g.sources_in("fr"), "A source.");
    assert_eq!(g.sources_in("ja"), "出典。");
    let king = g.find_piece("K").expect("king").0;
    let pawn = g.find_piece("P").expect("pawn").0;
    assert_eq!(g.piece_name_in("fr", king, false), "King");
    assert_eq!(g.piece_name_in("fr", pawn, false), "Pion");
    assert_eq!(g.piece_name_in("fr", pawn, true), "Tokin");
    assert_eq!(g.piece_name_in("ja", pawn, true), "と金");
    assert_eq!(g.piece_reading_in("ja", pawn, true), Some("ときん"));
    assert_eq!(g.piece_about_in("fr", pawn, false), vec!["Avance."]);
    assert_eq!(g.piece_about_in("ja", pawn, false), vec!["Steps forward."]);
    // Typed in any language, a name finds its piece.
    for typed in ["pion", "PION", "歩兵", "ふひょう", "Pawn", "P"] {
        assert_eq!(g.find_piece(typed), Some((pawn, false)), "{typed}");
    }
    for typed in ["tokin", "と金", "ときん"] {
        assert_eq!(g.find_piece(typed), Some((pawn, true)), "{typed}");
    }
}

#[test]
fn bad_texts_are_refused_naming_the_field() {
    let cases: [(&str, &str, &str); 5] = [
        (
            "[texts.de]\nname = \"Spiel\"\n",
            "texts.de",
            "unknown language",
        ),
        ("[texts.fr]\nname = \"\"\n", "texts.fr.name", "empty"),
        ("[texts.fr]\ntitle = \"X\"\n", "", "unknown field"),
        (
            "[texts.fr]\nname = \"Un\\u202Enom\"\n",
            "texts.fr.name",
            "U+202E",
        ),
        ("[texts.ja]\nnote = \"注\"\nname = \"x\"\n", "", ""),
    ];
    for (extra, field, says) in cases {
        let result = load("t.toml", &bare_game(extra));
        if says.is_empty() {
            assert!(result.is_ok(), "{extra}: {result:?}");
            continue;
        }
        let err = result.expect_err(extra);
        assert_eq!(err.field, field, "{err}");
        assert!(err.problem.contains(says), "{err}");
    }
    let piece_cases: [(&str, &str, &str); 2] = [
        (
            "translated = [\"about\"]\n",
            "piece 2 (P).texts.fr.translated",
            "\"name\" and/or \"promoted\"",
        ),
        ("colour = \"x\"\n", "", "unknown field"),
    ];
    for (extra, field, says) in piece_cases {
        let text = bare_game("").replace(
            "[piece.texts.fr]\nname = \"Pion\"\n",
            &format!("[piece.texts.fr]\nname = \"Pion\"\n{extra}"),
        );
        let err = load("t.toml", &text).expect_err(extra);
        assert_eq!(err.field, field, "{err}");
        assert!(err.problem.contains(says), "{err}");
    }
    // A name marked translated must be given.
    let text = bare_game("").replace(
        "id = \"K\"\n",
        "id = \"K\"\ntexts.fr.translated = [\"name\"]\n",
    );
    let err = load("t.toml", &text).expect_err("not given");
    assert_eq!(err.field, "piece 1 (K).texts.fr.translated", "{err}");
    assert!(err.problem.contains("not given"), "{err}");
    // Two pieces of one name in a language: a typed name would name either.
    let text = bare_game("").replace("id = \"K\"\n", "id = \"K\"\ntexts.fr.name = \"pion\"\n");
    let err = load("t.toml", &text).expect_err("two Pions");
    assert_eq!(err.field, "piece 2 (P).texts.fr.name", "{err}");
    assert!(err.problem.contains("another piece"), "{err}");
    // A piece that does not promote has no promoted form to name.
    let text = bare_game("").replace(
        "id = \"K\"\n",
        "id = \"K\"\ntexts.fr.promoted = \"Roi promu\"\n",
    );
    let err = load("t.toml", &text).expect_err("no promotion");
    assert_eq!(err.field, "piece 1 (K).texts.fr.promoted");
}

/// A small game with a King and a Pawn whose Pawn has French and Japanese texts; `extra`
/// goes at the end of the file.
fn bare_game(extra: &str) -> String {
    format!(
        r#"id = "bare"
name = "Bare"
kanji_name = "裸"
size = 5
zone_depth = 1
impasse_threshold = 1
setup = "4k/5/5/5/K3P b - 1"
hand_order = ["P"]
sources = "A source."

[rules]
captures_to_hand = true
promotion = ["end"]
repetition = 4
perpetual_check = "loses"
no_legal_move = "loses"

[[piece]]
id = "K"
name = "King"
kanji = "王将"
abbrev = "K"
betza = "K"
royal = true

[[piece]]
id = "P"
name = "Pawn"
kanji = "歩兵"
abbrev = "P"
betza = "fW"
about = "Steps forward."
forced_promotion_ranks = 1
promotes = {{ name = "Tokin", kanji = "と金", abbrev = "+P", betza = "WfF" }}

[piece.texts.fr]
name = "Pion"
about = "Avance."
promoted = "Tokin"

[piece.texts.ja]
name = "歩兵"
reading = "ふひょう"
promoted = "と金"
promoted_reading = "ときん"

{extra}"#
    )
}

#[test]
fn moves_may_name_the_piece_in_any_language() {
    use seireigi::rules::notation::{parse_move, to_canonical};
    use seireigi::rules::Position;
    let shogi = Variant::builtin("shogi");
    let pos = Position::start(shogi);
    let canonical = |text: &str| {
        parse_move(&pos, text)
            .map(|mv| to_canonical(shogi.game(), mv))
            .map_err(|e| format!("{e:?}"))
    };
    for typed in [
        "P-7f",
        "Pion-7f",
        "pion 7f",
        "歩-7f",
        "歩兵7g7f",
        "ふひょう-7f",
        "歩７f",
        "Pawn-7f",
    ] {
        assert_eq!(canonical(typed), Ok("7g7f".to_string()), "{typed}");
    }
    for typed in ["Tour-4h", "飛車4h", "飛-4h", "ひしゃ-4h", "Rook-4h"] {
        assert_eq!(canonical(typed), Ok("2h4h".to_string()), "{typed}");
    }
    // A name that is no piece's is still refused.
    assert!(canonical("Dame-4h").is_err());
    // Chu Seireigi: French and kanji names of the large game's pieces.
    let chu = Variant::builtin("chu-seireigi");
    let pos = Position::start(chu);
    let hawk = chu.game().find_piece("H").map(|h| h.0);
    let first = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.from().and_then(|f| pos.piece_at(f)).map(|p| p.kind) == hawk)
        .expect("the Lion Hawk moves");
    for name in ["Faucon-lion", "faucon lion", "獅鷹", "しおう", "Lion Hawk"] {
        let typed = format!("{name}-{}", first.to());
        assert_eq!(parse_move(&pos, &typed), Ok(first), "{typed}");
    }
}

#[test]
fn a_game_on_a_base_keeps_its_pieces_texts_but_names_itself() {
    let mini = Variant::builtin("minishogi").game();
    let (rook, _) = mini.find_piece("R").expect("rook");
    assert_eq!(mini.piece_name_in("fr", rook, false), "Tour");
    assert_eq!(mini.piece_name_in("ja", rook, true), "龍王");
    assert_eq!(mini.name_in("ja"), "五五将棋");
    // Without texts of its own, the game's name and sources are its own, in English.
    let own = "base = \"shogi\"\nid = \"mine\"\nname = \"Mine\"\nkanji_name = \"私\"\n";
    let g = load("mine.toml", own).expect("loads");
    assert_eq!((g.name_in("fr"), g.sources_in("ja")), ("Mine", ""));
    let (pawn, _) = g.find_piece("P").expect("pawn");
    assert_eq!(g.piece_name_in("fr", pawn, false), "Pion");
    // A piece's French texts of the file replace the base's; its Japanese ones stay.
    let text = format!("{own}\n[[piece]]\nid = \"P\"\ntexts.fr.name = \"Soldat\"\n");
    let g = load("mine.toml", &text.replace("mine", "mine2")).expect("loads");
    assert_eq!(g.piece_name_in("fr", pawn, false), "Soldat");
    assert_eq!(g.piece_name_in("fr", pawn, true), "Tokin");
    assert_eq!(g.piece_name_in("ja", pawn, false), "歩兵");
    // The game's special-move texts come from the base; its name does not.
    let dai = "base = \"dai-seireigi\"\nid = \"d2\"\nname = \"D2\"\nkanji_name = \"大\"\n";
    let g = load("d2.toml", dai).expect("loads");
    let (hook, _) = g.find_piece("H").expect("hook mover");
    assert!(g.piece_about_in("ja", hook, false)[0].contains("鉤"));
    assert_eq!(g.name_in("ja"), "D2");
    assert!(g.missing_texts("ja").contains(&"name".to_string()));
}
