//! `GET /g/{id}/export/{kif|usi|sfen|record|gif}`: the game's files, from the service's own
//! exports (the GIF from the renderer, one drawn at a time).

use super::{game_record, internal, said, Said, Shared};
use crate::render::{game_diagrams, game_gif, BoardOptions, GifOptions};
use crate::service::ExportFormat;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

pub async fn download(
    State(app): State<Shared>,
    Path((id, format)): Path<(String, String)>,
) -> Response {
    let wanted = match format.as_str() {
        "gif" => None,
        f => match ExportFormat::parse(f) {
            Some(x) => Some(x),
            None => return said(StatusCode::NOT_FOUND, Said::NoSuchExport),
        },
    };
    let (info, history) = match game_record(&app, &id).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let variant: String = history
        .start()
        .game()
        .id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    let Some(format) = wanted else {
        let Ok(_turn) = app.gif_turn.acquire().await else {
            return said(StatusCode::SERVICE_UNAVAILABLE, Said::Busy);
        };
        let opts = BoardOptions {
            style: info.board_style,
            ..BoardOptions::default()
        };
        let drawn = tokio::task::spawn_blocking(move || {
            game_gif(&game_diagrams(&history, &opts), &GifOptions::default())
        })
        .await;
        return match drawn {
            Ok(Ok(gif)) => file(gif.bytes, "image/gif", &format!("seireigi-{variant}.gif")),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "web: the game's GIF could not be drawn");
                said(StatusCode::INTERNAL_SERVER_ERROR, Said::GifFailed)
            }
            Err(e) => {
                tracing::error!(error = %e, "web: the GIF task failed");
                said(StatusCode::INTERNAL_SERVER_ERROR, Said::GifFailed)
            }
        };
    };
    let names = [
        super::game_page::player_name(&app, &info, info.black).await,
        super::game_page::player_name(&app, &info, info.white).await,
    ];
    match app
        .service
        .export(info.id, format, [&names[0], &names[1]])
        .await
    {
        Ok(text) => {
            let kind = match format {
                ExportFormat::Record => "application/json",
                _ => "text/plain; charset=utf-8",
            };
            let name = format!("seireigi-{variant}.{}", format.file_extension());
            file(text.into_bytes(), kind, &name)
        }
        Err(e) => internal(&e),
    }
}

fn file(bytes: Vec<u8>, kind: &'static str, name: &str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        bytes,
    )
        .into_response()
}
