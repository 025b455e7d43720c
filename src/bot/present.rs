//! What players read and see: move texts in their notation, times left, results, and the
//! board image of a game for a given viewer.

use crate::i18n::Lang;
use crate::render::{board_diagram, outcome_words, to_png, BoardOptions, PieceStyle};
use crate::rules::notation::to_canonical;
use crate::rules::{Color, History, Move, Outcome, PieceKind, Position, Reason, Square};
use crate::service::{
    Forecast, GameId, GameInfo, Notation, Orientation, RatingChange, RatingChanges, Timestamp,
    UserId, UserSettings,
};
use crate::t;
use poise::serenity_prelude as serenity;

/// A rating as shown: rounded, `?` after it while provisional (`1662?`).
pub fn rating_points(points: i32, provisional: bool) -> String {
    if provisional {
        format!("{points}?")
    } else {
        points.to_string()
    }
}

/// One player's change in a rated game: `1500 → 1662 (+162)`.
pub fn rating_change_text(c: &RatingChange) -> String {
    format!("{} → {} ({:+})", c.before, c.after, c.delta())
}

/// The line of a result post that shows both players' changes.
pub fn rating_changes_text(lang: Lang, c: &RatingChanges) -> String {
    t!(
        lang,
        "post-ratings",
        black = mention(c.black.user),
        black_change = rating_change_text(&c.black),
        white = mention(c.white.user),
        white_change = rating_change_text(&c.white)
    )
}

/// Width of board images: readable on a phone for 12x12 (docs/bot.md).
pub const IMAGE_WIDTH: u32 = 1000;

pub fn mention(user: UserId) -> String {
    format!("<@{}>", user.0)
}

/// Who a message may ping: exactly these users, no roles, no @everyone. Every message the
/// bot sends says so explicitly; only a move post and a notification name anyone.
pub fn pings(users: &[UserId]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_roles()
        .everyone(false)
        .users(users.iter().map(|u| serenity::UserId::new(u.0.max(1))))
}

/// When a player's time runs out, as Discord timestamps each reader sees in their own time
/// zone and that stay right ("in 2 days", then "in 5 hours"): never frozen text.
pub fn clock_text(lang: Lang, deadline: Option<Timestamp>) -> String {
    match deadline {
        Some(t) => t!(lang, "clock-runs-out", unix = t.0.div_euclid(1000)),
        None => t!(lang, "clock-unlimited"),
    }
}

/// Channels as Discord links them: "<#1>, <#2> or <#3>".
pub fn channel_list(lang: Lang, channels: &[u64]) -> String {
    let links: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
    match links.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!(
            lang,
            "list-or",
            first = rest.join(&t!(lang, "list-separator")),
            last = last.as_str()
        ),
    }
}

/// A player of a game as posts name them: a mention, with the level for the computer.
pub fn player_label(lang: Lang, info: &GameInfo, user: UserId) -> String {
    match info.computer {
        Some(c) if c.user == user => t!(
            lang,
            "post-computer-label",
            player = mention(user),
            level = level_name(lang, c.level)
        ),
        _ => mention(user),
    }
}

pub use crate::i18n::games::level_name;

pub use crate::i18n::moves::move_text;

/// A move in the reader's notation with its squares, for "Played ..." lines: "P-7f (7g7f)",
/// or the canonical text alone when that is the reader's notation.
pub fn played_text(before: &Position, mv: Move, prev: Option<Move>, notation: Notation) -> String {
    let shown = move_text(before, mv, prev, notation);
    let canonical = to_canonical(before.game(), mv);
    if shown == canonical {
        shown
    } else {
        format!("{shown} ({canonical})")
    }
}

/// Every move of a game, numbered, in the reader's notation.
pub fn move_list(history: &History, notation: Notation) -> Vec<String> {
    crate::i18n::moves::move_texts(history, notation)
        .into_iter()
        .enumerate()
        .map(|(i, text)| format!("{}. {text}", i + 1))
        .collect()
}

pub fn outcome_text(lang: Lang, outcome: Outcome, info: &GameInfo) -> String {
    let player = |c: Color| match c {
        Color::Black => mention(info.black),
        Color::White => mention(info.white),
    };
    let how = reason_words(
        lang,
        outcome.reason,
        u32::from(info.variant.game().rules.repetition),
    );
    match outcome.winner {
        Some(c) => t!(
            lang,
            "post-wins",
            player = player(c),
            side = side_name(lang, c),
            how = how
        ),
        None => t!(lang, "post-draw", how = how),
    }
}

/// How a game ended, "by checkmate", in `lang`; `repetition` is how many times a position
/// comes back for a repetition in its game.
pub fn reason_words(lang: Lang, reason: Reason, repetition: u32) -> String {
    match reason {
        Reason::Checkmate => t!(lang, "how-checkmate"),
        Reason::NoLegalMoves => t!(lang, "how-no-legal-move"),
        Reason::Repetition => t!(lang, "how-repetition", count = repetition),
        Reason::PerpetualCheck => t!(lang, "how-perpetual-check"),
        Reason::Impasse => t!(lang, "how-impasse"),
        Reason::Resignation => t!(lang, "how-resignation"),
        Reason::Time => t!(lang, "how-time"),
        Reason::Agreement => t!(lang, "how-agreement"),
        Reason::Check => t!(lang, "how-check"),
        Reason::FarRank => t!(lang, "how-far-rank"),
        Reason::RoyalCapture => t!(lang, "how-royal-capture"),
        Reason::BareKing => t!(lang, "how-bare-king"),
        Reason::LoneKings => t!(lang, "how-lone-kings"),
        Reason::PerpetualAttack => t!(lang, "how-perpetual-attack"),
        Reason::IllegalMove => t!(lang, "how-illegal-move"),
    }
}

/// "Black", "White" in `lang`.
pub fn side_word(lang: Lang, c: Color) -> String {
    match c {
        Color::Black => t!(lang, "side-word-black"),
        Color::White => t!(lang, "side-word-white"),
    }
}

/// "☗ Black", "☖ White" in `lang`.
pub fn side_name(lang: Lang, c: Color) -> String {
    match c {
        Color::Black => t!(lang, "side-black"),
        Color::White => t!(lang, "side-white"),
    }
}

/// How a viewer wants boards drawn, with the game's defaults for spectators, and the
/// language of the words drawn (the thread's for a public post, the viewer's for a private
/// image).
pub struct View {
    pub style: PieceStyle,
    pub flipped: bool,
    pub lang: Lang,
}

pub fn view_for(
    settings: Option<&UserSettings>,
    info: &GameInfo,
    side_to_move: Color,
    lang: Lang,
) -> View {
    // Spectators (public posts) see the style the players agreed on at the start.
    let style = settings.map_or(info.board_style, |s| s.piece_style);
    let white_below = match settings {
        Some(s) if s.orientation == Orientation::ToMove => side_to_move == Color::White,
        Some(s) => s.user == info.white,
        None => false,
    };
    View {
        style,
        flipped: white_below,
        lang,
    }
}

/// What to mark on a board: where one piece, or one kind of piece in hand, can go.
#[derive(Copy, Clone, Debug, Default)]
pub struct Marked {
    pub square: Option<Square>,
    pub drops: Option<PieceKind>,
}

/// The game's current board as a PNG.
pub fn board_png(
    history: &History,
    info: &GameInfo,
    view: &View,
    names: [&str; 2],
    marked: Marked,
) -> anyhow::Result<Vec<u8>> {
    let footer = history.outcome().map(|o| {
        t!(
            view.lang,
            "image-result-game",
            result = outcome_words(view.lang, &o),
            game = info.id.to_string()
        )
    });
    let last = history.moves().last().copied();
    board_png_of(history.position(), last, view, names, marked, footer)
}

/// A position of a game as a PNG (e.g. the board as if the other side were to move, for
/// planning); `footer` replaces the default "Black to move" line when given.
pub fn board_png_of(
    pos: &Position,
    last_move: Option<Move>,
    view: &View,
    names: [&str; 2],
    marked: Marked,
    footer: Option<String>,
) -> anyhow::Result<Vec<u8>> {
    let game = pos.game();
    let opts = BoardOptions {
        style: view.style,
        flipped: view.flipped,
        last_move,
        moves_of: marked.square,
        drops_of: marked.drops,
        header: header(view.lang, names, game),
        footer,
        lang: view.lang,
        ..BoardOptions::default()
    };
    Ok(to_png(&board_diagram(pos, &opts), IMAGE_WIDTH)?)
}

/// Draws every loaded game's start position once in each piece style, so that the tiles of
/// their pieces are cached before the first player asks: after a restart, the first images
/// of many games at once would otherwise all wait for the same tiles to be drawn (about a
/// tenth of a second of CPU per game and style). Runs on the blocking pool at start-up.
pub fn warm_images() -> usize {
    let mut drawn = 0;
    for variant in crate::rules::Variant::all() {
        let pos = Position::start(variant);
        for style in [PieceStyle::Kanji, PieceStyle::Western] {
            let opts = BoardOptions {
                style,
                header: header(Lang::En, ["☗", "☖"], pos.game()),
                ..BoardOptions::default()
            };
            match to_png(&board_diagram(&pos, &opts), IMAGE_WIDTH) {
                Ok(_) => drawn += 1,
                Err(e) => {
                    tracing::warn!(game = pos.game().id(), error = %e, "could not draw a start board")
                }
            }
        }
    }
    drawn
}

/// The line above a game's images: who plays which side, and the game (its name in
/// `lang`).
pub fn header(lang: Lang, names: [&str; 2], game: &crate::rules::Game) -> String {
    t!(
        lang,
        "image-header",
        black = names[0],
        white = names[1],
        game = crate::i18n::games::game_title(lang, game)
    )
}

/// At most `max` characters of what a user typed, for echoing it back: longer text is cut
/// with an ellipsis, so that no reply grows with the input.
pub fn excerpt(text: &str, max: usize) -> String {
    let text = text.trim();
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// A heading (`id`, which counts the lines) over the player's lines.
pub fn forecast_lines(
    lang: Lang,
    id: &str,
    game: GameId,
    stored: &Forecast,
    notation: Notation,
) -> String {
    let head = t!(
        lang,
        id,
        game = game.to_string(),
        lines = stored.lines.len()
    );
    format!("{head}\n{}", lines_text(stored, notation))
}

/// Each line as its player reads it: `1. 7g7f → 3c3d · 2g2f → 8c8d`.
fn lines_text(f: &Forecast, notation: Notation) -> String {
    f.lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let mut pos = f.position.clone();
            let mut prev = f.previous;
            let mut plies = Vec::new();
            for &mv in line {
                plies.push(move_text(&pos, mv, prev, notation));
                pos = pos.after(mv);
                prev = Some(mv);
            }
            let pairs: Vec<String> = plies.chunks(2).map(|p| p.join(" → ")).collect();
            format!("{}. {}", i + 1, pairs.join(" · "))
        })
        .collect::<Vec<_>>()
        .join("\n")
}
