//! Commands about one game: /move, /board, /moves, /history, /export.

use super::{resolve_game, user_of, Context, Error};
use crate::bot::announce::post_move;
use crate::bot::context::refuse;
use crate::bot::ids::ButtonAction;
use crate::bot::present::{board_png, excerpt, move_list, move_text, view_for, Marked};
use crate::rules::notation::{to_canonical, MoveError};
use crate::rules::{Move, Square};
use crate::service::{ExportFormat, GameId, Notation, ServiceError};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateAttachment, CreateButton};

/// Legal moves matching what was typed, for autocomplete: checks and captures first.
async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> Vec<String> {
    let Ok(info) = resolve_game(ctx, None).await else {
        return Vec::new();
    };
    let Ok((_, history)) = ctx.data().service.game_history(info.id).await else {
        return Vec::new();
    };
    let pos = history.position();
    let want = partial.trim().to_ascii_lowercase().replace(' ', "");
    let mut found: Vec<(u8, String)> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let western = move_text(pos, mv, None, Notation::Western);
            let canonical = to_canonical(pos.game(), mv);
            let hit = western.to_ascii_lowercase().starts_with(&want)
                || canonical.to_ascii_lowercase().starts_with(&want);
            let rank = if pos.after(mv).in_check() {
                0
            } else if pos.is_capture(mv) {
                1
            } else {
                2
            };
            hit.then_some((rank, western))
        })
        .collect();
    found.sort();
    found.dedup();
    found.into_iter().take(25).map(|(_, m)| m).collect()
}

/// Make a move (P-7f, 7g7f, P*5e, + or = to promote or not), or leave it out to point at it
///
/// A move as typed, with autocomplete; with no move, the move picker opens.
#[poise::command(slash_command, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[description = "Your move, e.g. P-7f or 7g7f (leave out to pick it by pointing)"]
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    text: Option<String>,
    #[description = "Game number (default: this thread's game, or your game waiting for you)"] game: Option<String>,
) -> Result<(), Error> {
    // Every answer to /move is private: the defer is, so its follow-ups are too.
    super::acknowledge(ctx, true).await?;
    ctx.data().names.remember_user(ctx.author());
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
        let (content, preview, rows) =
            crate::bot::picker::first_step(ctx.http(), ctx.data(), me, info.id).await?;
        ctx.send(
            poise::CreateReply::default()
                .ephemeral(true)
                .content(content)
                .attachment(preview)
                .components(rows),
        )
        .await?;
        return Ok(());
    };
    match ctx.data().service.play(info.id, me, &text, None).await {
        Ok(result) => {
            // What the player typed is echoed as the move it was read as (never the raw
            // text, which may be any length).
            let played = excerpt(&text, 40);
            if let Err(e) = post_move(ctx.http(), ctx.data(), me, &result).await {
                tracing::warn!(error = %e, game = info.id.0, "move stored but not posted");
                ctx.say(format!(
                    "Your move {played} was played in game {}, but I could not post it in the game's thread: {}",
                    info.id,
                    crate::bot::context::user_message(&e).unwrap_or_else(|| "Discord refused the post".to_string())
                ))
                .await?;
                return Ok(());
            }
            ctx.say(format!("Played {played} in game {}.", info.id))
                .await?;
            Ok(())
        }
        Err(ServiceError::Move(MoveError::PromotionChoice { options })) => {
            ask_promotion(ctx, info.id, info.ply, options).await
        }
        Err(e) => Err(e.into()),
    }
}

/// The promotion question as two buttons that carry the move and the ply.
async fn ask_promotion(
    ctx: Context<'_>,
    game: GameId,
    ply: u32,
    options: [Move; 2],
) -> Result<(), Error> {
    let (_, history) = ctx.data().service.game_history(game).await?;
    let pos = history.position();
    let button = |mv: Move, label: String, style| {
        // '=' says "do not promote", so the answer is not asked about again.
        let suffix = if mv.promotes() { "" } else { "=" };
        CreateButton::new(
            ButtonAction::Play {
                game,
                ply,
                canonical: format!("{}{suffix}", to_canonical(pos.game(), mv)),
            }
            .to_custom_id(),
        )
        .label(label)
        .style(style)
    };
    let row = CreateActionRow::Buttons(vec![
        button(
            options[0],
            format!(
                "Promote ({})",
                move_text(pos, options[0], None, Notation::Western)
            ),
            ButtonStyle::Primary,
        ),
        button(
            options[1],
            format!(
                "Don't promote ({})",
                move_text(pos, options[1], None, Notation::Western)
            ),
            ButtonStyle::Secondary,
        ),
    ]);
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content("This move may promote. Promote?")
            .components(vec![row]),
    )
    .await?;
    Ok(())
}

/// Post the current board again at the bottom of the channel.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
    #[description = "Show White at the bottom"] flip: Option<bool>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    ctx.defer().await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let mut view = view_for(Some(&settings), &info, history.position().side_to_move());
    if let Some(f) = flip {
        view.flipped = f;
    }
    let names = [
        ctx.data().names.name_of(ctx.http(), info.black).await,
        ctx.data().names.name_of(ctx.http(), info.white).await,
    ];
    let h = history.clone();
    let i = info.clone();
    let png = ctx
        .data()
        .render(move || board_png(&h, &i, &view, [&names[0], &names[1]], Marked::default()))
        .await?;
    let status = match info.to_move {
        Some(u) => format!("<@{}> to move.", u.0),
        None => history.outcome().map(|o| o.to_string()).unwrap_or_default(),
    };
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "Game {} · move {} · {status}",
                info.id,
                history.moves().len() + 1
            ))
            .attachment(CreateAttachment::bytes(
                png,
                format!("game-{}.png", info.id.0),
            ))
            .components(crate::bot::announce::move_buttons(&info, &history)),
    )
    .await?;
    Ok(())
}

/// Where the piece on a square (or a piece in hand, e.g. P*) can go.
#[poise::command(slash_command)]
pub async fn moves(
    ctx: Context<'_>,
    #[description = "A square like 7i, or a piece in hand like P*"] square: String,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let pos = history.position();
    let g = pos.game();
    let text = square.trim();
    let (list, marked): (Vec<Move>, Marked) = if let Some(id) = text.strip_suffix(['*', '\'']) {
        let Some((kind, _)) = g.find_piece(id) else {
            return refuse(format!(
                "there is no piece \"{}\" in {}",
                excerpt(id, 20),
                g.name
            ));
        };
        let list = pos
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Drop { kind: k, .. } if *k == kind))
            .collect();
        let marked = Marked {
            drops: Some(kind),
            ..Marked::default()
        };
        (list, marked)
    } else {
        let Some(sq) = Square::parse(text).filter(|s| g.contains(*s)) else {
            return refuse(format!(
                "\"{}\" is not a square of this board (e.g. 7i) or a piece in hand (e.g. P*)",
                excerpt(text, 20)
            ));
        };
        if pos.piece_at(sq).is_none() {
            return refuse(format!("there is no piece on {sq}"));
        }
        (
            pos.legal_moves()
                .into_iter()
                .filter(|m| m.from() == Some(sq))
                .collect(),
            Marked {
                square: Some(sq),
                ..Marked::default()
            },
        )
    };
    ctx.defer_ephemeral().await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let texts: Vec<String> = list
        .iter()
        .map(|&m| move_text(pos, m, None, settings.notation))
        .collect();
    let summary = if texts.is_empty() {
        "No legal move.".to_string()
    } else {
        format!("{} legal move(s): {}", texts.len(), texts.join(", "))
    };
    let view = view_for(Some(&settings), &info, pos.side_to_move());
    let names = [
        ctx.data().names.name_of(ctx.http(), info.black).await,
        ctx.data().names.name_of(ctx.http(), info.white).await,
    ];
    let h = history.clone();
    let i = info.clone();
    let png = ctx
        .data()
        .render(move || board_png(&h, &i, &view, [&names[0], &names[1]], marked))
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(truncate(&summary, 1900))
            .attachment(CreateAttachment::bytes(png, "moves.png")),
    )
    .await?;
    Ok(())
}

/// The moves of a game so far, in your notation.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let list = move_list(&history, settings.notation);
    let body = if list.is_empty() {
        "No moves yet.".to_string()
    } else {
        list.join("  ")
    };
    let result = history
        .outcome()
        .map(|o| format!("\n**{o}**"))
        .unwrap_or_default();
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(truncate(
                &format!(
                    "Game {} ({}): {body}{result}",
                    info.id,
                    info.variant.game().name
                ),
                1990,
            )),
    )
    .await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "KIF"]
    Kif,
    #[name = "USI move list"]
    Usi,
    #[name = "SFEN of the current position"]
    Sfen,
    #[name = "Seireigi game record (JSON)"]
    Record,
}

/// The game as a file: KIF, USI moves, SFEN, or the game record.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<String>,
    #[description = "File format (default: KIF)"] format: Option<FormatChoice>,
) -> Result<(), Error> {
    let info = resolve_game(ctx, game.as_deref()).await?;
    let format = match format.unwrap_or(FormatChoice::Kif) {
        FormatChoice::Kif => ExportFormat::Kif,
        FormatChoice::Usi => ExportFormat::Usi,
        FormatChoice::Sfen => ExportFormat::Sfen,
        FormatChoice::Record => ExportFormat::Record,
    };
    ctx.defer_ephemeral().await?;
    let names = [
        ctx.data().names.name_of(ctx.http(), info.black).await,
        ctx.data().names.name_of(ctx.http(), info.white).await,
    ];
    let text = ctx
        .data()
        .service
        .export(info.id, format, [&names[0], &names[1]])
        .await?;
    let file = CreateAttachment::bytes(
        text.into_bytes(),
        format!("game-{}.{}", info.id.0, format.file_extension()),
    );
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(format!("Game {}", info.id))
            .attachment(file),
    )
    .await?;
    Ok(())
}

fn truncate(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}
