//! Helping a player enter a move: autocomplete that shows what was typed, the promotion
//! question naming both outcomes, and the candidates of an ambiguous move as buttons.

use super::common::{before_answer, game_option, resolve_game, user_of};
use crate::bot::context::Context;
use crate::bot::ids::ButtonAction;
use crate::bot::limits;
use crate::bot::present::move_text;
use crate::i18n::games::{move_forms as forms_in, vowel};
use crate::i18n::Lang;
use crate::rules::notation::{candidate_moves, exact_text, to_canonical, to_japanese};
use crate::rules::{Move, Position};
use crate::service::{GameId, Notation};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, ButtonStyle, CreateActionRow, CreateButton};

/// What a player types, made comparable: lowercase, without spaces, dashes and `x`.
fn squeeze(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | 'x' | '\u{3000}'))
        .collect()
}

/// The game id typed in the `game` option of the command being completed, if any.
fn game_id_option(ctx: Context<'_>) -> Option<String> {
    match game_option(ctx)? {
        serenity::CommandDataOptionValue::String(s) if !s.trim().is_empty() => Some(s.clone()),
        serenity::CommandDataOptionValue::Integer(i) => Some(i.to_string()),
        _ => None,
    }
}

/// Legal moves matching what was typed in any accepted notation (origin, destination,
/// piece letters, kanji), each shown in the player's notation with its squares
/// (`P-7h  (7i7h)`): those starting with what was typed first, then checks, captures.
pub async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> Vec<AutocompleteChoice> {
    let named = game_id_option(ctx);
    let Ok(info) = resolve_game(ctx, named.as_deref()).await else {
        return Vec::new();
    };
    let service = &ctx.data().service;
    let Ok((_, history)) = before_answer(ctx, service.game_history(info.id)).await else {
        return Vec::new();
    };
    let notation = match before_answer(ctx, service.settings(user_of(ctx))).await {
        Ok(s) => s.notation,
        Err(_) => Notation::Western,
    };
    let pos = history.position();
    let prev = history.moves().last().copied();
    limits::choices(
        move_choices(pos, prev, notation, partial)
            .into_iter()
            .map(|(name, value)| limits::autocomplete(&name, &value))
            .collect(),
    )
}

/// The legal moves of `pos` that fit `partial`, best first, each as (what the player reads,
/// the exact text that plays it): what `/move` and `/forecast` suggest.
pub fn move_choices(
    pos: &Position,
    prev: Option<Move>,
    notation: Notation,
    partial: &str,
) -> Vec<(String, String)> {
    let want = squeeze(partial);
    let mut found: Vec<(u8, String, String)> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let canonical = to_canonical(pos.game(), mv);
            let western = move_text(pos, mv, prev, Notation::Western);
            let forms = [
                squeeze(&canonical),
                squeeze(&western),
                squeeze(&to_japanese(pos, mv, prev)),
            ];
            // The piece by its name in any language, its kanji or reading, then the squares:
            // `Tour 7h`, `飛車7i7h`, `ひしゃ7h`.
            let (kind, promoted) = match mv {
                Move::Board { from, .. } => match pos.piece_at(from) {
                    Some(p) => (p.kind, p.promoted),
                    None => return None,
                },
                Move::Drop { kind, .. } => (kind, false),
            };
            // Names are matched from their start only: "p" is the start of "Pawn" or "Pion",
            // not a piece whose name merely holds the letter ("Copper").
            let mut named = Vec::new();
            for alias in pos.game().piece_aliases(kind, promoted) {
                let alias = squeeze(alias);
                named.push(format!("{alias}{}", squeeze(&mv.to().to_string())));
                named.push(format!("{alias}{}", squeeze(&canonical)));
            }
            let starts = forms.iter().chain(&named).any(|f| f.starts_with(&want));
            if !starts && !forms.iter().any(|f| f.contains(&want)) {
                return None;
            }
            let useful = if pos.after(mv).in_check() {
                0
            } else if pos.is_capture(mv) {
                1
            } else {
                2
            };
            let rank = if starts { useful } else { 3 + useful };
            let shown = move_text(pos, mv, prev, notation);
            let name = if shown == canonical {
                shown
            } else {
                format!("{shown}  ({canonical})")
            };
            Some((rank, name, exact_text(pos, mv)))
        })
        .collect();
    found.sort();
    found.dedup();
    found.into_iter().map(|(_, n, v)| (n, v)).collect()
}

/// One button that plays `mv` at `ply`.
fn play_button(game: GameId, ply: u32, pos: &Position, mv: Move, label: String) -> CreateButton {
    let id = ButtonAction::Play {
        game,
        ply,
        canonical: exact_text(pos, mv),
    };
    limits::button(id.to_custom_id(), &label)
}

/// The promotion question: what the piece becomes either way, as two buttons, in `lang`.
pub fn promotion_question(
    lang: Lang,
    pos: &Position,
    game: GameId,
    ply: u32,
    options: [Move; 2],
    notation: Notation,
) -> (String, Vec<CreateActionRow>) {
    let (now, promoted) = forms_in(lang, pos, options[0]);
    let prev = None;
    let text = t!(
        lang,
        "move-promotion-question",
        mv = move_text(pos, options[1], prev, notation).trim_end_matches('='),
        promoted = promoted,
        piece = now,
        vowel = vowel(now)
    );
    let promote = t!(lang, "picker-promote-to", piece = promoted);
    let stay = t!(lang, "picker-stay", piece = now, vowel = vowel(now));
    let row = CreateActionRow::Buttons(vec![
        play_button(game, ply, pos, options[0], promote).style(ButtonStyle::Primary),
        play_button(game, ply, pos, options[1], stay).style(ButtonStyle::Secondary),
    ]);
    (text, vec![row])
}

/// An ambiguous move: its candidates as buttons (a promotable one as two), at most 20,
/// asked in `lang`.
pub fn candidates_question(
    lang: Lang,
    pos: &Position,
    game: GameId,
    ply: u32,
    candidates: &[String],
    notation: Notation,
) -> (String, Vec<CreateActionRow>) {
    // A candidate that may promote or not is two moves, each labelled with what it becomes.
    let mut buttons: Vec<CreateButton> = candidate_moves(pos, candidates)
        .into_iter()
        .map(|(mv, paired)| {
            let text = move_text(pos, mv, None, notation);
            let label = if paired {
                format!("{text} ({})", forms_in(lang, pos, mv).1)
            } else {
                text
            };
            play_button(game, ply, pos, mv, label).style(ButtonStyle::Secondary)
        })
        .collect();
    buttons.truncate(20);
    let rows = buttons
        .chunks(5)
        .map(|c| CreateActionRow::Buttons(c.to_vec()))
        .collect();
    (
        t!(lang, "move-candidates", list = candidates.join(", ")),
        rows,
    )
}
