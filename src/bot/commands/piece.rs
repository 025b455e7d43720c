//! /piece: how a piece moves, as a diagram and the game file's words.

use super::common::{acknowledge, autocomplete_game, before_answer, lang_of, user_of, GameChoice};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::excerpt;
use crate::i18n::{games, Lang};
use crate::render::{piece_diagram_in, to_png};
use crate::rules::game::normalize_name;
use crate::rules::Variant;
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

/// The game a /piece is about when the user named none: the one of this thread, if any.
async fn game_in_context(ctx: Context<'_>) -> Option<Variant> {
    let thread = ctx.channel_id().get();
    match before_answer(ctx, ctx.data().service.game_in_thread(thread)).await {
        Ok(Some(g)) => Some(g.variant),
        _ => None,
    }
}

/// Piece names, promoted forms included, in the user's language, of the game in context
/// (the `game` option, else this thread's game); elsewhere of every game, each naming its
/// game ("Lion (Chu Shogi)"). What was typed matches a piece's name in any language, its
/// reading or its kanji.
async fn autocomplete_piece(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let lang = Lang::or_english(ctx.locale());
    let want = normalize_name(partial);
    let context = match GameChoice::in_progress(ctx) {
        Some(v) => Some(v),
        None => game_in_context(ctx).await,
    };
    let games: Vec<Variant> = match context {
        Some(v) => vec![v],
        None => Variant::all().collect(),
    };
    // (shown, starts with what was typed)
    let mut hits: Vec<(String, bool)> = Vec::new();
    for v in &games {
        let g = v.game();
        for kind in g.kinds() {
            let forms = match g.piece(kind).promotion {
                Some(_) => &[false, true][..],
                None => &[false][..],
            };
            for &promoted in forms {
                let aliases = g.piece_aliases(kind, promoted);
                let normalized: Vec<String> = aliases.iter().map(|a| normalize_name(a)).collect();
                if !normalized.iter().any(|a| a.contains(&want)) {
                    continue;
                }
                let starts = normalized.iter().any(|a| a.starts_with(&want));
                let name = games::piece_name(lang, g, kind, promoted);
                hits.push((
                    match context {
                        Some(_) => name.to_string(),
                        None => format!("{name} ({})", games::game_name(lang, g)),
                    },
                    starts,
                ));
            }
        }
    }
    hits.sort();
    hits.dedup_by(|a, b| {
        a.0 == b.0 && {
            b.1 |= a.1;
            true
        }
    });
    // Names starting with what was typed first.
    hits.sort_by_key(|(_, starts)| !starts);
    limits::choices(hits.iter().map(|(h, _)| limits::choice(h)).collect())
}

/// Splits "Lion (Chu Seireigi)", as autocomplete offers it outside a game (in any language),
/// into the name and the game.
fn name_and_game(text: &str) -> (&str, Option<Variant>) {
    if let Some(open) = text.rfind(" (") {
        if let Some(game) = text[open + 2..].strip_suffix(')') {
            let named = |v: &Variant| {
                Lang::ALL
                    .iter()
                    .any(|l| games::game_name(*l, v.game()) == game)
            };
            if let Some(v) = Variant::all().find(named) {
                return (&text[..open], Some(v));
            }
        }
    }
    (text, None)
}

/// How a piece moves: a diagram, its promotion, its XBetza.
#[poise::command(slash_command)]
pub async fn piece(
    ctx: Context<'_>,
    #[description = "Piece name, e.g. Lion or Dragon King (promoted names too)"]
    #[autocomplete = "autocomplete_piece"]
    name: String,
    #[description = "Which game (default: this thread's game, else the first game that has it)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
    let (name, named_game) = name_and_game(name.trim());
    let chosen = match (game, named_game) {
        (Some(g), _) => Some(GameChoice::variant(Some(g))?),
        (None, Some(v)) => Some(v),
        (None, None) => game_in_context(ctx).await,
    };
    let found = match chosen {
        Some(v) => v.game().find_piece(name).map(|p| (v, p)),
        None => std::iter::once(Variant::default_game())
            .chain(Variant::all())
            .find_map(|v| v.game().find_piece(name).map(|p| (v, p))),
    };
    let Some((variant, (kind, promoted))) = found else {
        let typed = excerpt(name, 40);
        return refuse(match chosen {
            Some(v) => t!(
                lang,
                "piece-unknown-in-game",
                game = games::game_name(lang, v.game()),
                name = typed
            ),
            None => t!(lang, "piece-unknown", name = typed),
        });
    };
    let g = variant.game();
    acknowledge(ctx, false).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let style = settings.piece_style;
    let png = ctx
        .data()
        .render(move || to_png(&piece_diagram_in(lang, g, kind, promoted, style), 800))
        .await?;
    send(
        ctx,
        limits::reply(lang, games::piece_text(lang, g, kind, promoted))
            .attachment(CreateAttachment::bytes(png, "piece.png")),
    )
    .await?;
    Ok(())
}
