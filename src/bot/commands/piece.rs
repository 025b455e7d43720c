//! /piece: how a piece moves, as a diagram and the game file's words.

use super::common::{acknowledge, autocomplete_game, before_answer, user_of, GameChoice};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::excerpt;
use crate::render::{piece_diagram, to_png};
use crate::rules::{Game, PieceKind, Variant};
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

/// Piece names, promoted forms included, of the game in context (the `game` option, else
/// this thread's game); elsewhere of every game, each naming its game ("Lion (Chu Shogi)").
async fn autocomplete_piece(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let want = partial.to_ascii_lowercase();
    let context = match GameChoice::in_progress(ctx) {
        Some(v) => Some(v),
        None => game_in_context(ctx).await,
    };
    let games: Vec<Variant> = match context {
        Some(v) => vec![v],
        None => Variant::all().collect(),
    };
    let mut names: Vec<String> = Vec::new();
    for v in &games {
        let g = v.game();
        for name in g.piece_names() {
            names.push(match context {
                Some(_) => name.to_string(),
                None => format!("{name} ({})", g.name),
            });
        }
    }
    names.sort();
    names.dedup();
    let mut hits: Vec<String> = names
        .into_iter()
        .filter(|n| n.to_ascii_lowercase().contains(&want))
        .collect();
    // Names starting with what was typed first.
    hits.sort_by_key(|n| !n.to_ascii_lowercase().starts_with(&want));
    limits::choices(hits.iter().map(|h| limits::choice(h)).collect())
}

/// Splits "Lion (Chu Seireigi)", as autocomplete offers it outside a game, into the name
/// and the game.
fn name_and_game(text: &str) -> (&str, Option<Variant>) {
    if let Some(open) = text.rfind(" (") {
        if let Some(game) = text[open + 2..].strip_suffix(')') {
            if let Some(v) = Variant::all().find(|v| v.game().name == game) {
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
        return refuse(match chosen {
            Some(v) => format!(
                "{} has no piece called \"{}\": start typing and pick a name from the list",
                v.game().name,
                excerpt(name, 40)
            ),
            None => format!(
                "no game has a piece called \"{}\": start typing and pick a name from the list",
                excerpt(name, 40)
            ),
        });
    };
    let g = variant.game();
    acknowledge(ctx, false).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let style = settings.piece_style;
    let png = ctx
        .data()
        .render(move || to_png(&piece_diagram(g, kind, promoted, style), 800))
        .await?;
    send(
        ctx,
        limits::reply(piece_text(g, kind, promoted))
            .attachment(CreateAttachment::bytes(png, "piece.png")),
    )
    .await?;
    Ok(())
}

/// What /piece says under the diagram: the piece's names, its promotion, then what the game
/// file says of it and of its special moves, word for word.
pub fn piece_text(g: &Game, kind: PieceKind, promoted: bool) -> String {
    let def = g.piece(kind);
    let mut lines = vec![format!(
        "**{}** ({}) in {}",
        g.piece_name(kind, promoted),
        g.piece_kanji(kind, promoted),
        g.name
    )];
    lines.push(match (&def.promotion, promoted) {
        (Some(p), false) => format!("Promotes to {} ({}).", p.name, p.kanji),
        (Some(_), true) if g.rules.captures_to_hand => format!(
            "The promoted {}; captured, it returns to hand as a {}.",
            def.name, def.name
        ),
        (Some(_), true) => format!("The promoted {}.", def.name),
        (None, _) => "Does not promote.".to_string(),
    });
    lines.extend(g.piece_texts(kind, promoted).into_iter().map(String::from));
    lines.join("\n")
}
