//! A whole game as an animated GIF: the file of `/export format:gif`, and the one posted in
//! the game's thread when the game ends (the thing players share from a finished game).

use super::context::{Data, Error};
use crate::i18n::Lang;
use crate::render::{game_diagrams, game_gif, BoardOptions, GifOptions, PieceStyle};
use crate::rules::History;
use crate::service::GameInfo;
use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, Http};
use tracing::warn;

/// The GIF of `history` as spectators see it (Black at the bottom), in `style`, its words
/// in `lang`, within Discord's upload limit (a long game is drawn smaller, then thinned:
/// `GifOptions`).
pub fn gif_of(
    history: &History,
    info: &GameInfo,
    style: PieceStyle,
    names: [&str; 2],
    lang: Lang,
) -> anyhow::Result<Vec<u8>> {
    let opts = BoardOptions {
        style,
        header: super::present::header(lang, names, history.position().game()),
        lang,
        ..BoardOptions::default()
    };
    let frames = game_diagrams(history, &opts);
    let gif = game_gif(&frames, &GifOptions::default())?;
    if gif.every > 1 {
        tracing::info!(
            game = info.id.0,
            every = gif.every,
            width = gif.width_px,
            "game GIF thinned to fit Discord's limit"
        );
    }
    Ok(gif.bytes)
}

/// The game's GIF as an attachment, drawn off the async threads, its words in `lang`.
pub async fn gif_attachment(
    http: &Http,
    data: &Data,
    info: &GameInfo,
    history: &History,
    style: PieceStyle,
    lang: Lang,
) -> Result<CreateAttachment, Error> {
    let names = [
        data.names.name_of(http, info.black).await,
        data.names.name_of(http, info.white).await,
    ];
    let file_name = format!("game-{}.gif", info.id.0);
    let (history, info) = (history.clone(), info.clone());
    let gif = data
        .render(move || gif_of(&history, &info, style, [&names[0], &names[1]], lang))
        .await?;
    Ok(CreateAttachment::bytes(gif, file_name))
}

/// The GIF for a post that announces the end of a game, or nothing (logged) if it cannot be
/// drawn: the result is posted either way. Its words are in `lang`, the thread's.
pub async fn end_of_game_gif(
    http: &Http,
    data: &Data,
    info: &GameInfo,
    history: &History,
    style: PieceStyle,
    lang: Lang,
) -> Option<CreateAttachment> {
    match gif_attachment(http, data, info, history, style, lang).await {
        Ok(file) => Some(file),
        Err(e) => {
            warn!(game = info.id.0, error = %e, "no GIF of the finished game");
            None
        }
    }
}
