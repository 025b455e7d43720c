//! /rules and /piece in each language: English as before, French and Japanese with no
//! English left, names from the game files.

use seireigi::i18n::games::*;
use seireigi::i18n::Lang;
use seireigi::rules::{Variant, TEXT_LANGUAGES};

/// Words of the English texts that must not survive in a translation.
const ENGLISH: [&str; 12] = [
    "Captured", "promote", "Sources:", "draws", "loses", "Impasse:", "for each", "piece", "Pawn",
    "King", "Promotes", "board",
];

#[test]
fn the_game_files_languages_are_the_programs() {
    let ours: Vec<&str> = Lang::ALL
        .iter()
        .filter(|&&l| l != Lang::En)
        .map(|l| l.code())
        .collect();
    assert_eq!(ours, TEXT_LANGUAGES);
}

#[test]
fn rules_in_english_read_as_before() {
    let shogi = Variant::builtin("shogi").game();
    let text = rules_text(Lang::En, shogi);
    for part in [
        "**Shogi (将棋)**: a 9x9 board and 8 kinds of piece.\n",
        "Captured pieces change sides and may be dropped. A piece may promote on a move that \
         starts or ends in the far 3 ranks (forced where a piece could not move again). No two \
         unpromoted Pawns of a side on a file. A Pawn drop may not mate. A position occurring \
         for the fourth time",
        "that side loses. A side with no legal move loses. Impasse:",
        "5 points for each Rook, Bishop; 1 point for each Gold General, Silver General, Knight, \
         Lance, Pawn; Kings count nothing. A player with fewer than 24 points loses",
        "\nSources: Standard shogi.",
    ] {
        assert!(text.contains(part), "{part}\n---\n{text}");
    }
    let uchi = Variant::builtin("uchi-chu-shogi").game();
    assert!(rules_text(Lang::En, uchi).contains("\n⚠ **The setup is provisional"));
}

#[test]
fn rules_and_pieces_in_french_and_japanese_leave_no_english() {
    for v in Variant::all() {
        let g = v.game();
        for lang in [Lang::Fr, Lang::Ja] {
            let mut texts = vec![rules_text(lang, g)];
            for k in g.kinds() {
                texts.push(piece_text(lang, g, k, false));
                if g.piece(k).promotion.is_some() {
                    texts.push(piece_text(lang, g, k, true));
                }
            }
            for text in texts {
                // Sources name English pages ("A. M. DeWitt's ... page"): leave them out.
                let text = text.replace(g.sources_in(lang.code()), "");
                for word in ENGLISH {
                    assert!(
                        !text.contains(word),
                        "{} [{}]: {word:?} in\n{text}",
                        g.id,
                        lang.code()
                    );
                }
            }
        }
    }
}

#[test]
fn piece_answers_name_the_piece_in_the_readers_language() {
    let chu = Variant::builtin("chu-seireigi").game();
    let (rook, _) = chu.find_piece("R").expect("rook");
    assert_eq!(
        piece_text(Lang::En, chu, rook, false),
        "**Rook (飛車)** in Chu Seireigi\nPromotes to Dragon King (龍王)."
    );
    assert_eq!(
        piece_text(Lang::Fr, chu, rook, false),
        "**Tour (飛車)** au Chu Seireigi\nPromotion : Dragon roi (龍王)."
    );
    assert_eq!(
        piece_text(Lang::Ja, chu, rook, false),
        "**飛車（ひしゃ）**（中精霊棋）\n龍王（りゅうおう）に成ります。"
    );
    assert_eq!(
        piece_text(Lang::Fr, chu, rook, true),
        "**Dragon roi (龍王)** au Chu Seireigi\nForme promue de la pièce « Tour » ; capturée, la \
         pièce revient en réserve comme « Tour »."
    );
    let dai = Variant::builtin("dai-seireigi").game();
    let (hook, _) = dai.find_piece("H").expect("hook mover");
    let ja = piece_text(Lang::Ja, dai, hook, false);
    assert!(ja.contains("鉤行の動き"), "{ja}");
}
