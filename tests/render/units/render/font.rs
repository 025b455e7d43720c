//! The unit tests of src/render/font.rs.

use seireigi::render::font::*;

#[test]
fn both_faces_load_and_cover_the_pieces() {
    let db = database();
    assert_eq!(db.len(), 3);
    let families: Vec<String> = db
        .faces()
        .flat_map(|f| f.families.iter().map(|(name, _)| name.clone()))
        .collect();
    for family in [SERIF_FAMILY, SANS_FAMILY, NAMES_FAMILY] {
        assert!(
            families.iter().any(|f| f == family),
            "{family}: {families:?}"
        );
    }
    for c in "さくらゆうきハヤシ佐藤山田太郎ÉéçœŒ".chars() {
        assert!(Face::Names.has_glyph(c), "names: missing {c}");
    }
    assert_eq!(drawable_name("佐藤 さくら 😀"), "佐藤 さくら ?");
    for c in "獅鷹歩と龍王玉飛角金銀桂香成".chars() {
        assert!(Face::Serif.has_glyph(c), "missing {c}");
    }
    for c in "☗☖·+×ABCxyz0123456789".chars() {
        assert!(Face::Sans.has_glyph(c), "missing {c}");
    }
    assert!(Face::Sans.width_em("LH") > 0.8);
}

/// Every glyph a loaded game's images need is in the embedded faces, and every kanji is
/// in charset.txt, which scripts/make_font_subset.py writes from the game files and builds
/// the faces from (`--check` says whether it is up to date).
#[test]
fn every_game_s_glyphs_are_embedded() {
    let charset = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/fonts/charset.txt"
    ));
    for v in seireigi::rules::Variant::all() {
        let g = v.game();
        assert!(
            missing_glyphs(g).is_empty(),
            "{}: {:?}",
            g.id,
            missing_glyphs(g)
        );
        for p in &g.pieces {
            let promoted = p.promotion.as_ref().map_or("", |pr| pr.kanji);
            let kanji = p.kanji.chars().chain(promoted.chars());
            for c in kanji.chain(g.kanji_name.chars()) {
                assert!(charset.contains(c), "{}: {c} is not in charset.txt", g.id);
            }
        }
    }
    assert_ne!(
        missing_glyphs_of_text("𠀋"),
        "",
        "the check must see a missing glyph"
    );
}

/// Every word images draw, in every language (`locales/*/images.ftl`, each game's
/// names and short notes), has its glyphs in the header face: a Japanese footer or
/// legend must not come out blank.
#[test]
fn the_words_of_images_have_glyphs_in_every_language() {
    use seireigi::i18n::{catalogue_files, Lang};
    for lang in Lang::ALL {
        let mut text = String::new();
        for (file, body) in catalogue_files(lang).filter(|(f, _)| *f == "images.ftl") {
            assert!(!body.is_empty(), "{file}");
            for line in body.lines().filter(|l| !l.trim_start().starts_with('#')) {
                // The message's words, not its `id = ` or selectors' syntax.
                text += line.split_once(" = ").map_or(line, |(_, words)| words);
            }
        }
        for v in seireigi::rules::Variant::all() {
            let g = v.game();
            text += &g.title_in(lang.code());
            for k in g.kinds() {
                text += g.piece_name_in(lang.code(), k, false);
                text += g.piece_name_in(lang.code(), k, true);
            }
        }
        assert!(
            text.chars().count() > 100,
            "{}: the words were read",
            lang.code()
        );
        let missing: String = text
            .chars()
            .filter(|&c| !c.is_control() && !Face::Sans.has_glyph(c))
            .collect();
        assert_eq!(missing, "", "{}: no glyph for these", lang.code());
    }
}

fn missing_glyphs_of_text(text: &str) -> String {
    text.chars()
        .filter(|&c| !Face::Serif.has_glyph(c))
        .collect()
}
