//! /piece: how a piece moves: a diagram, its promotion and its special moves.

use super::{autocomplete_game, user_of, Context, Error, GameChoice};
use crate::bot::context::refuse;
use crate::bot::present::excerpt;
use crate::render::{piece_diagram, to_png};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

/// The game a /piece is about when the user named none: the one of this thread, if any.
async fn game_in_context(ctx: Context<'_>) -> Option<Variant> {
    let thread = ctx.channel_id().get();
    match ctx.data().service.game_in_thread(thread).await {
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
    hits.truncate(25);
    hits
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
    super::acknowledge(ctx, false).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let style = settings.piece_style;
    let png = ctx
        .data()
        .render(move || to_png(&piece_diagram(g, kind, promoted, style), 800))
        .await?;
    let def = g.piece(kind);
    let mut text = format!(
        "**{}** ({}) in {}",
        g.piece_name(kind, promoted),
        g.piece_kanji(kind, promoted),
        g.name
    );
    match (&def.promotion, promoted) {
        (Some(p), false) => text += &format!("\nPromotes to {} ({}).", p.name, p.kanji),
        (Some(_), true) => {
            text += &format!(
                "\nThe promoted {}; captured, it returns to hand as a {}.",
                def.name, def.name
            )
        }
        (None, _) => text += "\nDoes not promote.",
    }
    let special = if promoted {
        def.promotion.as_ref().map(|p| &p.moves)
    } else {
        Some(&def.moves)
    };
    if let Some(m) = special {
        if !m.hook.is_empty() {
            text += "\nHook move: may turn 90° once at an empty square (purple triangles).";
        }
        if !m.range_jump.is_empty() {
            text += "\nRange-jumping capture: may jump up to three pieces to capture, never a King (teal crosses).";
        }
        if m.lion {
            text += "\nLion move: after capturing on an adjacent square, may step once more (red rings).";
        }
        if !m.linear_lion.is_empty() {
            text += "\nLinear lion move: after capturing one step away, may step once more on the line or back.";
        }
    }
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(CreateAttachment::bytes(png, "piece.png")),
    )
    .await?;
    Ok(())
}
