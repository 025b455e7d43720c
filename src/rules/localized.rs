//! A game's texts in one language, by language code (`"en"`, `"fr"`, `"ja"`): the file's
//! `[texts.<code>]` and `[piece.texts.<code>]`, with English (the file's own fields) for
//! what a language lacks. The front ends pass `i18n::Lang::code()`; the rules know no more of
//! languages than these codes.

use super::game::Game;
use super::spec::{GameTexts, PieceTexts, SpecialMove, TEXT_LANGUAGES};
use super::types::PieceKind;

impl Game {
    fn texts_in(&self, lang: &str) -> Option<&GameTexts> {
        self.texts.iter().find(|t| t.lang == lang)
    }

    fn piece_texts_in(&self, lang: &str, kind: PieceKind) -> Option<&PieceTexts> {
        self.piece(kind).texts.iter().find(|t| t.lang == lang)
    }

    /// The game's name in `lang`.
    pub fn name_in(&self, lang: &str) -> &'static str {
        self.texts_in(lang)
            .and_then(|t| t.name)
            .unwrap_or(self.name)
    }

    /// The game's short note in `lang` (`None` when the game has none).
    pub fn short_note_in(&self, lang: &str) -> Option<&'static str> {
        self.short_note?;
        self.texts_in(lang)
            .and_then(|t| t.short_note)
            .or(self.short_note)
    }

    /// The game's note in `lang` (`None` when the game has none).
    pub fn note_in(&self, lang: &str) -> Option<&'static str> {
        self.setup_note?;
        self.texts_in(lang).and_then(|t| t.note).or(self.setup_note)
    }

    /// Where the rules come from, in `lang`.
    pub fn sources_in(&self, lang: &str) -> &'static str {
        self.texts_in(lang)
            .and_then(|t| t.sources)
            .unwrap_or(self.sources)
    }

    /// The name with the short note, in `lang`: "Uchi Chu Shogi (provisional setup)".
    pub fn title_in(&self, lang: &str) -> String {
        match self.short_note_in(lang) {
            Some(note) => format!("{} ({note})", self.name_in(lang)),
            None => self.name_in(lang).to_string(),
        }
    }

    /// A piece's name as it stands (promoted or not), in `lang`.
    pub fn piece_name_in(&self, lang: &str, kind: PieceKind, promoted: bool) -> &'static str {
        let promoted = promoted && self.piece(kind).promotion.is_some();
        let t = self.piece_texts_in(lang, kind);
        let local = match promoted {
            true => t.and_then(|t| t.promoted),
            false => t.and_then(|t| t.name),
        };
        local.unwrap_or_else(|| self.piece_name(kind, promoted))
    }

    /// How a piece's name in `lang` is read, where the file gives it (Japanese kana).
    pub fn piece_reading_in(
        &self,
        lang: &str,
        kind: PieceKind,
        promoted: bool,
    ) -> Option<&'static str> {
        let t = self.piece_texts_in(lang, kind)?;
        match promoted && self.piece(kind).promotion.is_some() {
            true => t.promoted_reading,
            false => t.reading,
        }
    }

    /// What the game file says of a piece (or its promoted form) in `lang`: its `about`,
    /// then the text of each special move it has; each in English where `lang` lacks it.
    pub fn piece_about_in(&self, lang: &str, kind: PieceKind, promoted: bool) -> Vec<&'static str> {
        let p = self.piece(kind);
        let t = self.piece_texts_in(lang, kind);
        let (about, local, moves) = match (&p.promotion, promoted) {
            (Some(pr), true) => (pr.about, t.and_then(|t| t.promoted_about), &pr.moves),
            _ => (p.about, t.and_then(|t| t.about), &p.moves),
        };
        let game_texts = self.texts_in(lang);
        let special = SpecialMove::ALL
            .into_iter()
            .filter(|k| k.in_moves(moves))
            .filter_map(|k| {
                game_texts
                    .and_then(|t| t.special_moves[k as usize])
                    .or(self.special_moves[k as usize])
            });
        about
            .map(|a| local.unwrap_or(a))
            .into_iter()
            .chain(special)
            .collect()
    }

    /// Every name of every piece and promoted form in `lang` (English for what it lacks),
    /// in the game's order, each once: what autocomplete offers.
    pub fn piece_names_in(&self, lang: &str) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = self
            .kinds()
            .map(|k| self.piece_name_in(lang, k, false))
            .collect();
        for k in self.kinds() {
            if self.piece(k).promotion.is_some() {
                let name = self.piece_name_in(lang, k, true);
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        names
    }

    /// Every name a piece (or promoted form, `true`) goes by in any language, with its
    /// readings and kanji: what a player may type for it.
    pub fn piece_aliases(&self, kind: PieceKind, promoted: bool) -> Vec<&'static str> {
        let p = self.piece(kind);
        let mut out = Vec::new();
        match (&p.promotion, promoted) {
            (Some(pr), true) => {
                out.extend([pr.name, pr.kanji]);
                out.extend(pr.short_kanji);
                for t in &p.texts {
                    out.extend(t.promoted.into_iter().chain(t.promoted_reading));
                }
            }
            _ => {
                out.extend([p.name, p.kanji]);
                out.extend(p.short_kanji);
                for t in &p.texts {
                    out.extend(t.name.into_iter().chain(t.reading));
                }
            }
        }
        out.dedup();
        out
    }

    /// The texts the file lacks in `lang`, one line each ("piece R: promoted",
    /// "special_moves.hook"): what is shown in English there.
    pub fn missing_texts(&self, lang: &str) -> Vec<String> {
        if !TEXT_LANGUAGES.contains(&lang) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let g = self.texts_in(lang);
        let mut need = |what: &str, english: bool, local: bool| {
            if english && !local {
                out.push(what.to_string());
            }
        };
        need("name", true, g.and_then(|t| t.name).is_some());
        need(
            "short_note",
            self.short_note.is_some(),
            g.and_then(|t| t.short_note).is_some(),
        );
        need(
            "note",
            self.setup_note.is_some(),
            g.and_then(|t| t.note).is_some(),
        );
        need(
            "sources",
            !self.sources.is_empty(),
            g.and_then(|t| t.sources).is_some(),
        );
        for kind in SpecialMove::ALL {
            need(
                &format!("special_moves.{}", kind.key()),
                self.special_moves[kind as usize].is_some(),
                g.and_then(|t| t.special_moves[kind as usize]).is_some(),
            );
        }
        for k in self.kinds() {
            let p = self.piece(k);
            let t = self.piece_texts_in(lang, k);
            let at = |f: &str| format!("piece {}: {f}", p.id);
            need(&at("name"), true, t.and_then(|t| t.name).is_some());
            need(
                &at("about"),
                p.about.is_some(),
                t.and_then(|t| t.about).is_some(),
            );
            if let Some(pr) = &p.promotion {
                need(&at("promoted"), true, t.and_then(|t| t.promoted).is_some());
                need(
                    &at("promoted_about"),
                    pr.about.is_some(),
                    t.and_then(|t| t.promoted_about).is_some(),
                );
            }
        }
        out
    }
}
