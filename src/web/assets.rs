//! The page's style sheet, script and fonts, embedded in the binary. The style sheet's
//! colours are the renderer's (`render::theme`), filled in once.

use crate::render::{embedded_fonts, theme};
use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use std::sync::OnceLock;

pub const CSS_PATH: &str = "/static/web.css";
pub const JS_PATH: &str = "/static/web.js";
/// The player's script, on pages opened with a personal link.
pub const PLAY_JS_PATH: &str = "/static/play.js";

const CSS_TEMPLATE: &str = include_str!("static/web.css");
const JS: &str = include_str!("static/web.js");
const PLAY_JS: &str = include_str!("static/play.js");

/// `base` with `over` laid on it at `opacity`, both `#rrggbb`: what a tint looks like on
/// the wood, as one colour.
pub fn blend(base: &str, over: &str, opacity: f32) -> String {
    let rgb = |c: &str| -> [f32; 3] {
        let v = u32::from_str_radix(c.trim_start_matches('#'), 16).unwrap_or(0);
        [
            (v >> 16) as f32,
            ((v >> 8) & 0xff) as f32,
            (v & 0xff) as f32,
        ]
    };
    let (b, o) = (rgb(base), rgb(over));
    let mix = |i: usize| (b[i] + (o[i] - b[i]) * opacity).round().clamp(0.0, 255.0) as u8;
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

pub fn css() -> &'static str {
    static CSS: OnceLock<String> = OnceLock::new();
    CSS.get_or_init(|| {
        let colours = [
            ("$PAGE_TEXT", theme::PAGE_TEXT.to_string()),
            ("$PAGE", theme::PAGE.to_string()),
            ("$COORD_TEXT", theme::COORD_TEXT.to_string()),
            (
                "$ZONE_WOOD",
                blend(theme::WOOD, theme::ZONE, theme::ZONE_OPACITY),
            ),
            (
                "$LAST_WOOD",
                blend(theme::WOOD, theme::LAST_MOVE, theme::LAST_MOVE_OPACITY),
            ),
            (
                "$CHECK_WOOD",
                blend(theme::WOOD, theme::CHECK, theme::CHECK_OPACITY),
            ),
            ("$LAST_MOVE_FRAME", theme::LAST_MOVE_FRAME.to_string()),
            ("$LAST_MOVE", theme::LAST_MOVE.to_string()),
            ("$CHECK_FRAME", theme::CHECK_FRAME.to_string()),
            ("$WOOD", theme::WOOD.to_string()),
            ("$GRID", theme::GRID.to_string()),
            ("$STAND_EDGE", theme::STAND_EDGE.to_string()),
            ("$STAND", theme::STAND.to_string()),
            ("$DARK_PIECE_FILL", theme::DARK_PIECE_FILL.to_string()),
            ("$DARK_PIECE_EDGE", theme::DARK_PIECE_EDGE.to_string()),
            ("$DARK_PIECE_TEXT", theme::DARK_PIECE_TEXT.to_string()),
            ("$DARK_PROMOTED_TEXT", theme::DARK_PROMOTED_TEXT.to_string()),
            ("$PIECE_FILL", theme::PIECE_FILL.to_string()),
            ("$PIECE_EDGE", theme::PIECE_EDGE.to_string()),
            ("$PIECE_TEXT", theme::PIECE_TEXT.to_string()),
            ("$PROMOTED_TEXT", theme::PROMOTED_TEXT.to_string()),
            ("$BADGE_TEXT", theme::BADGE_TEXT.to_string()),
            ("$BADGE", theme::BADGE.to_string()),
        ];
        let mut css = CSS_TEMPLATE.to_string();
        // Longest names first, so that `$PAGE` does not eat `$PAGE_TEXT`.
        for (name, value) in colours {
            css = css.replace(name, &value);
        }
        // The board's shape: `n` its longer side (what the squares' size fits), `w` and `h`
        // its files and ranks (crate::web::board::board_classes).
        for n in 1..=crate::rules::types::MAX_SIZE {
            css.push_str(&format!(".n{n}{{--n:{n}}}.w{n}{{--w:{n}}}.h{n}{{--h:{n}}}"));
        }
        css.push('\n');
        css
    })
}

pub async fn file(Path(name): Path<String>) -> Response {
    let [(_, serif), (_, sans)] = embedded_fonts();
    let (kind, body, max_age): (&str, &'static [u8], u32) = match name.as_str() {
        "web.css" => ("text/css; charset=utf-8", css().as_bytes(), 300),
        "web.js" => ("text/javascript; charset=utf-8", JS.as_bytes(), 300),
        "play.js" => ("text/javascript; charset=utf-8", PLAY_JS.as_bytes(), 300),
        "serif.otf" => ("font/otf", serif, 86_400),
        "sans.otf" => ("font/otf", sans, 86_400),
        _ => return super::not_found().await,
    };
    (
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (header::CACHE_CONTROL, format!("public, max-age={max_age}")),
        ],
        body,
    )
        .into_response()
}
