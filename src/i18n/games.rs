//! A game in the reader's language (`locales/*/games.ftl`): its name, its pieces' names
//! and what its file says (`[texts.<code>]`, docs/games.md), and its rules in a few
//! sentences written from the file's fields, for `/rules`, `/piece`, the web pages and the
//! command line.

use super::{tr, Arg, Lang};
use crate::ai::Level;
use crate::rules::{Game, Move, NoLegalMove, PerpetualCheck, PieceKind, Position};

/// The game's name in `lang`.
pub fn game_name(lang: Lang, g: &Game) -> &'static str {
    g.name_in(lang.code())
}

/// The game's name with its short note in `lang`: "Uchi Chu Shogi (provisional setup)",
/// "打中将棋（暫定配置）" (Japanese brackets).
pub fn game_title(lang: Lang, g: &Game) -> String {
    let name = g.name_in(lang.code());
    match g.short_note_in(lang.code()) {
        Some(note) => tr(
            lang,
            "game-title-note",
            &[("name", name.into()), ("note", note.into())],
        ),
        None => name.to_string(),
    }
}

/// A piece's name (promoted or not) in `lang`.
pub fn piece_name(lang: Lang, g: &Game, kind: PieceKind, promoted: bool) -> &'static str {
    g.piece_name_in(lang.code(), kind, promoted)
}

/// What the piece of `mv` is now and would become, in `lang` (the same name twice when it
/// does not promote).
pub fn move_forms(lang: Lang, pos: &Position, mv: Move) -> (&'static str, &'static str) {
    let g = pos.game();
    match mv {
        Move::Board { from, promote, .. } => match pos.piece_at(from) {
            Some(p) => (
                piece_name(lang, g, p.kind, p.promoted),
                piece_name(lang, g, p.kind, p.promoted || promote),
            ),
            None => ("?", "?"),
        },
        Move::Drop { kind, .. } => {
            let name = piece_name(lang, g, kind, false);
            (name, name)
        }
    }
}

/// Whether an English name begins with a vowel ("an Ox"): the catalogues choose their
/// article with it (`$vowel`: "yes" or "no").
pub fn vowel(name: &str) -> &'static str {
    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
        "yes"
    } else {
        "no"
    }
}

/// A computer level's name, as the `level` choices name it.
pub fn level_name(lang: Lang, level: Level) -> String {
    tr(
        lang,
        match level {
            Level::Easy => "choice-easy",
            Level::Normal => "choice-normal",
            Level::Strong => "choice-strong",
        },
        &[],
    )
}

/// A piece's name with its kanji, or with its reading where the name is the kanji:
/// "Dragon King (龍王)", "Dragon roi (龍王)", "龍王（りゅうおう）".
pub fn piece_label(lang: Lang, g: &Game, kind: PieceKind, promoted: bool) -> String {
    let name = piece_name(lang, g, kind, promoted);
    let kanji = g.piece_kanji(kind, promoted);
    if name != kanji {
        return tr(
            lang,
            "piece-label-kanji",
            &[("name", name.into()), ("kanji", kanji.into())],
        );
    }
    match g.piece_reading_in(lang.code(), kind, promoted) {
        Some(reading) => tr(
            lang,
            "piece-label-reading",
            &[("name", name.into()), ("reading", reading.into())],
        ),
        None => name.to_string(),
    }
}

/// What `/piece` says under the diagram: the piece's names, its promotion, then what the
/// game file says of it and of its special moves.
pub fn piece_text(lang: Lang, g: &Game, kind: PieceKind, promoted: bool) -> String {
    let def = g.piece(kind);
    let mut lines = vec![tr(
        lang,
        "piece-heading",
        &[
            ("piece", piece_label(lang, g, kind, promoted).into()),
            ("game", game_name(lang, g).into()),
        ],
    )];
    let base = Arg::from(piece_name(lang, g, kind, false));
    lines.push(match (&def.promotion, promoted) {
        (Some(_), false) => tr(
            lang,
            "piece-promotes",
            &[("piece", piece_label(lang, g, kind, true).into())],
        ),
        (Some(_), true) if g.rules.captures_to_hand => {
            tr(lang, "piece-promoted-returns", &[("base", base)])
        }
        (Some(_), true) => tr(lang, "piece-promoted", &[("base", base)]),
        (None, _) => tr(lang, "piece-no-promotion", &[]),
    });
    lines.extend(
        g.piece_about_in(lang.code(), kind, promoted)
            .into_iter()
            .map(String::from),
    );
    lines.join("\n")
}

/// `/rules`' text: the heading, the rules, the sources and the note.
pub fn rules_text(lang: Lang, g: &Game) -> String {
    let mut text = tr(
        lang,
        "rules-heading",
        &[
            ("name", game_name(lang, g).into()),
            ("kanji", g.kanji_name.into()),
            ("width", u32::from(g.width).into()),
            ("height", u32::from(g.height).into()),
            ("kinds", g.pieces.len().into()),
        ],
    );
    text += "\n";
    text += &rules_summary(lang, g);
    text += "\n";
    text += &tr(
        lang,
        "rules-sources",
        &[("sources", g.sources_in(lang.code()).into())],
    );
    if let Some(note) = g.note_in(lang.code()) {
        text += "\n";
        text += &tr(lang, "rules-note", &[("note", note.into())]);
    }
    text
}

/// The game-wide rules in a few sentences: drops, promotion, the drop rules, repetition,
/// no legal move, impasse.
pub fn rules_summary(lang: Lang, g: &Game) -> String {
    let r = &g.rules;
    let mut out = Vec::new();
    out.push(match r.captures_to_hand {
        true => tr(lang, "rules-captures-drop", &[]),
        false => tr(lang, "rules-captures-leave", &[]),
    });
    if g.pieces.iter().any(|p| p.promotion.is_some()) {
        let squares: Vec<String> = [
            (r.promote_from_start, "rules-promote-start"),
            (r.promote_from_middle, "rules-promote-middle"),
            (r.promote_from_end, "rules-promote-end"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, id)| tr(lang, id, &[]))
        .collect();
        let id = if r.promotion_compulsory {
            "rules-promotion-compulsory"
        } else if g.pieces.iter().any(|p| p.forced_depth > 0) {
            "rules-promotion-forced"
        } else {
            "rules-promotion"
        };
        out.push(tr(
            lang,
            id,
            &[
                ("squares", join_or(lang, &squares).into()),
                ("depth", u32::from(g.zone_depth).into()),
            ],
        ));
    }
    if let Some(k) = r.two_on_a_file {
        let piece = piece_name(lang, g, k, false).into();
        out.push(match r.most_on_a_file {
            1 => tr(lang, "rules-two-on-a-file", &[("piece", piece)]),
            n => tr(
                lang,
                "rules-most-on-a-file",
                &[("piece", piece), ("count", u32::from(n).into())],
            ),
        });
    }
    for (on, id) in [
        (r.no_facing_kings, "rules-no-facing-kings"),
        (r.first_check_wins, "rules-first-check-wins"),
        (r.campmate && !r.campmate_safe, "rules-campmate"),
        (r.campmate_safe, "rules-campmate-safe"),
    ] {
        if on {
            out.push(tr(lang, id, &[]));
        }
    }
    if let Some(k) = r.no_drop_mate {
        out.push(tr(
            lang,
            "rules-no-drop-mate",
            &[("piece", piece_name(lang, g, k, false).into())],
        ));
    }
    let count = Arg::from(u32::from(r.repetition));
    out.push(match r.perpetual_check {
        PerpetualCheck::Loses => tr(lang, "rules-repetition-check-loses", &[("count", count)]),
        PerpetualCheck::Draw => tr(lang, "rules-repetition", &[("count", count)]),
    });
    out.push(match r.no_legal_move {
        NoLegalMove::Loses => tr(lang, "rules-no-legal-move-loses", &[]),
        NoLegalMove::Draw => tr(lang, "rules-no-legal-move-draws", &[]),
    });
    out.push(impasse_rule(lang, g));
    out.join(&tr(lang, "rules-sentence-gap", &[]))
}

/// How impasse points are counted, from the pieces' values.
fn impasse_rule(lang: Lang, g: &Game) -> String {
    let mut values: Vec<u8> = g.pieces.iter().map(|p| p.impasse_value).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    let groups: Vec<String> = values
        .iter()
        .filter(|&&v| v > 0)
        .map(|&v| {
            let names: Vec<&str> = g
                .kinds()
                .filter(|&k| g.piece(k).impasse_value == v && !g.piece(k).royal)
                .map(|k| piece_name(lang, g, k, false))
                .collect();
            let points = Arg::from(u32::from(v));
            match names.len() > 8 {
                true => tr(lang, "rules-impasse-others", &[("points", points)]),
                false => tr(
                    lang,
                    "rules-impasse-each",
                    &[
                        ("points", points),
                        (
                            "pieces",
                            names.join(&tr(lang, "list-separator", &[])).into(),
                        ),
                    ],
                ),
            }
        })
        .collect();
    tr(
        lang,
        "rules-impasse",
        &[
            (
                "groups",
                groups.join(&tr(lang, "rules-group-separator", &[])).into(),
            ),
            ("threshold", g.impasse_threshold.into()),
        ],
    )
}

/// "a, b or c" in `lang`.
fn join_or(lang: Lang, items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => tr(
            lang,
            "rules-or",
            &[
                ("first", rest.join(&tr(lang, "list-separator", &[])).into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}
