//! Commands about one game: /move, /board, /moves, /history, /export.

use super::common::{acknowledge, before_answer, lang_of, resolve_game, user_of};
use super::move_input::{candidates_question, promotion_question};
use crate::bot::context::{send, Context, Error};
use crate::bot::fair::Holder;
use crate::bot::limits;
use crate::bot::play::{play_and_post, Answer, MoveInput};
use crate::bot::present::{
    board_png, clock_text, mention, move_list, outcome_text, pings, view_for, Marked,
};
use crate::bot::refused::{Refused, Work};
use crate::bot::replay::gif_attachment;
use crate::i18n::games::game_name;
use crate::rules::notation::MoveError;
use crate::rules::Position;
use crate::service::{ExportFormat, GameId, Notation, ServiceError};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateAttachment};

/// Make a move: type it (a square or piece letter, then pick), or leave it out to point at it
///
/// A move as typed, with autocomplete; with no move, the move picker opens.
#[poise::command(slash_command, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[description = "Type a square or piece letter and pick from the list; leave out to pick by pointing"]
    #[autocomplete = "super::move_input::autocomplete_move"]
    #[rename = "move"]
    text: Option<String>,
    #[description = "Game number (default: this thread's game, or your game waiting for you)"] game: Option<String>,
) -> Result<(), Error> {
    // Every answer to /move is private: the defer is, so its follow-ups are too.
    acknowledge(ctx, true).await?;
    ctx.data().names.remember_user(ctx.author());
    let info = resolve_game(ctx, game.as_deref()).await?;
    let me = user_of(ctx);
    let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
        let lang = lang_of(ctx).await;
        let (content, preview, rows) =
            crate::bot::picker::first_step(ctx.http(), ctx.data(), (me, lang), info.id).await?;
        send(
            ctx,
            limits::reply(lang, content)
                .ephemeral(true)
                .attachment(preview)
                .components(rows),
        )
        .await?;
        return Ok(());
    };
    let (http, data) = (ctx.http(), ctx.data());
    let input = MoveInput::Text(&text);
    match play_and_post(http, data, Answer::Command(ctx), info.id, me, input, None).await {
        Ok(_) => Ok(()),
        Err(ServiceError::Move(MoveError::PromotionChoice { options })) => {
            let lang = lang_of(ctx).await;
            ask_choice(ctx, info.id, |pos, ply, notation| {
                promotion_question(lang, pos, info.id, ply, options, notation)
            })
            .await
        }
        Err(ServiceError::Move(MoveError::Ambiguous { candidates })) => {
            let lang = lang_of(ctx).await;
            ask_choice(ctx, info.id, |pos, ply, notation| {
                candidates_question(lang, pos, info.id, ply, &candidates, notation)
            })
            .await
        }
        Err(e) => Err(e.into()),
    }
}

/// Asks the player privately to pick the move they meant, with buttons that carry the
/// move and the ply (`question` builds the text and the buttons).
async fn ask_choice(
    ctx: Context<'_>,
    game: GameId,
    question: impl FnOnce(&Position, u32, Notation) -> (String, Vec<CreateActionRow>),
) -> Result<(), Error> {
    let (info, history) = ctx.data().service.game_history(game).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let (text, rows) = question(history.position(), info.ply, settings.notation);
    let lang = lang_of(ctx).await;
    send(
        ctx,
        limits::reply(lang, text).ephemeral(true).components(rows),
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
    acknowledge(ctx, false).await?;
    let (info, history) = ctx.data().service.game_history(info.id).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let lang = lang_of(ctx).await;
    let mut view = view_for(
        Some(&settings),
        &info,
        history.position().side_to_move(),
        lang,
    );
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
    // Names the player to move without pinging them: anyone may run /board at any time.
    let status = match (info.to_move, history.outcome()) {
        (Some(u), _) => t!(
            lang,
            "post-to-move",
            player = mention(u),
            clock = clock_text(lang, info.deadline)
        ),
        (None, Some(o)) => outcome_text(lang, o, &info),
        (None, None) => String::new(),
    };
    send(
        ctx,
        limits::reply(
            lang,
            t!(
                lang,
                "reply-board",
                game = info.id.to_string(),
                ply = history.moves().len() + 1,
                status = status
            ),
        )
        .allowed_mentions(pings(&[]))
        .attachment(CreateAttachment::bytes(
            png,
            format!("game-{}.png", info.id.0),
        ))
        .components(crate::bot::posts::board_post_buttons(
            lang,
            ctx.data(),
            &info,
            &history,
        )),
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
    let service = &ctx.data().service;
    let (info, history) = before_answer(ctx, service.game_history(info.id)).await?;
    let settings = before_answer(ctx, service.settings(user_of(ctx))).await?;
    let lang = lang_of(ctx).await;
    let list = move_list(&history, settings.notation);
    let body = if list.is_empty() {
        t!(lang, "history-no-moves")
    } else {
        list.join("  ")
    };
    let mut text = t!(
        lang,
        "history-answer",
        game = info.id.to_string(),
        variant = game_name(lang, info.variant.game()),
        moves = body
    );
    let result = history.outcome().map(|o| outcome_text(lang, o, &info));
    if let Some(result) = result {
        text.push_str(&format!("\n**{result}**"));
    }
    send(
        ctx,
        limits::reply(lang, truncate(&text, 1990))
            .allowed_mentions(pings(&[]))
            .ephemeral(true),
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
    #[name = "GIF of the whole game, move by move"]
    Gif,
}

/// The game as a file: KIF, USI moves, SFEN, the game record, or an animated GIF.
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
        FormatChoice::Gif => return export_gif(ctx, info.id).await,
    };
    let pass = ctx
        .data()
        .exports
        .enter(info.id, &[Holder::User(user_of(ctx))])
        .map_err(|turned| Refused::Turned(turned, Work::Export))?;
    acknowledge(ctx, true).await?;
    let names = [
        ctx.data().names.name_of(ctx.http(), info.black).await,
        ctx.data().names.name_of(ctx.http(), info.white).await,
    ];
    let text = ctx
        .data()
        .service
        .export(info.id, format, [&names[0], &names[1]])
        .await?;
    // The work is done: the next export may start while this one is being sent.
    drop(pass);
    let file = CreateAttachment::bytes(
        text.into_bytes(),
        format!("game-{}.{}", info.id.0, format.file_extension()),
    );
    let lang = lang_of(ctx).await;
    send(
        ctx,
        limits::reply(lang, t!(lang, "export-answer", game = info.id.to_string()))
            .ephemeral(true)
            .attachment(file),
    )
    .await?;
    Ok(())
}

/// The whole game as an animated GIF, in the asker's piece style.
async fn export_gif(ctx: Context<'_>, game: GameId) -> Result<(), Error> {
    let _pass = ctx
        .data()
        .gifs
        .enter(game, &[Holder::User(user_of(ctx))])
        .map_err(|turned| Refused::Turned(turned, Work::Gif))?;
    acknowledge(ctx, true).await?;
    let (info, history) = ctx.data().service.game_history(game).await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let lang = lang_of(ctx).await;
    let style = view_for(
        Some(&settings),
        &info,
        history.position().side_to_move(),
        lang,
    )
    .style;
    let file = gif_attachment(ctx.http(), ctx.data(), &info, &history, style, lang).await?;
    send(
        ctx,
        limits::reply(
            lang,
            t!(
                lang,
                "export-gif",
                game = info.id.to_string(),
                moves = history.moves().len()
            ),
        )
        .ephemeral(true)
        .attachment(file),
    )
    .await?;
    Ok(())
}

pub(super) fn truncate(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}
