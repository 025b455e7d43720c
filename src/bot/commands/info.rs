//! Commands that explain and configure: /piece, /games, /rules, /settings, /help.

use super::{autocomplete_game, user_of, Context, Error, GameChoice};
use crate::bot::context::refuse;
use crate::bot::present::{
    clock_text, count, excerpt, fit_message, mention, pings, style_words, IMAGE_WIDTH,
};
use crate::render::{board_diagram, piece_diagram, to_png, BoardOptions, PieceStyle};
use crate::rules::{Position, Variant};
use crate::service::{Notation, Notify, Orientation, UserId, UserSettings};
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

/// Active games of a user: opponent, game, whose turn, time left.
#[poise::command(slash_command)]
pub async fn games(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let me = user_of(ctx);
    let who = user.map_or(me, |u| UserId(u.id.get()));
    let list = ctx.data().service.games_of(who, true).await?;
    let lines: Vec<String> = list
        .iter()
        .map(|g| {
            let opponent = g.opponent_of(who);
            let turn = match (g.to_move, who == me) {
                (Some(u), true) if u == me => "**your move**".to_string(),
                (Some(u), false) if u == who => format!("**{} to move**", mention(who)),
                (Some(_), _) => format!("{} to move", mention(opponent)),
                (None, _) => "over".to_string(),
            };
            let link = g.thread_id.map(|t| format!(" <#{t}>")).unwrap_or_default();
            format!(
                "Game {}: {} against {} · {turn} · {}{link}",
                g.id,
                g.variant.game().name,
                mention(opponent),
                clock_text(g.deadline)
            )
        })
        .collect();
    let text = if lines.is_empty() {
        if who == me {
            "You have no game in progress: start one with /challenge.".to_string()
        } else {
            format!("{} has no game in progress.", mention(who))
        }
    } else {
        fit_message(&lines.join("\n"))
    };
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(text)
            .allowed_mentions(pings(&[])),
    )
    .await?;
    Ok(())
}

/// A game's rules in brief, with its start position.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[autocomplete = "autocomplete_game"]
    game: GameChoice,
) -> Result<(), Error> {
    let variant = GameChoice::variant(Some(game))?;
    let g = variant.game();
    super::acknowledge(ctx, false).await?;
    let mut text = format!(
        "**{} ({})**: a {}x{} board and {} kinds of piece.\n{}\nSources: {}",
        g.name,
        g.kanji_name,
        g.size,
        g.size,
        g.pieces.len(),
        g.rules_summary(),
        g.sources
    );
    if let Some(note) = g.setup_note {
        text += &format!("\n⚠ **{note}**");
    }
    let start = Position::start(variant);
    let png = ctx
        .data()
        .render(move || {
            to_png(
                &board_diagram(
                    &start,
                    &BoardOptions {
                        header: g.name.to_string(),
                        ..BoardOptions::default()
                    },
                ),
                IMAGE_WIDTH,
            )
        })
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(CreateAttachment::bytes(png, "start.png")),
    )
    .await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotationChoice {
    #[name = "canonical (7i7h)"]
    Canonical,
    #[name = "western (P-7h)"]
    Western,
    #[name = "Japanese (７八歩)"]
    Japanese,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum StyleChoice {
    #[name = "kanji"]
    Kanji,
    #[name = "western letters"]
    Western,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OrientationChoice {
    #[name = "my side at the bottom"]
    Mine,
    #[name = "side to move at the bottom"]
    ToMove,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "mention in the thread"]
    Mention,
    #[name = "direct message"]
    Dm,
    #[name = "none"]
    None,
}

/// Your settings: notation, piece style, board orientation, notifications, vacation.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "How moves are written for you"] notation: Option<NotationChoice>,
    #[description = "Pieces in images"] style: Option<StyleChoice>,
    #[description = "Board orientation"] orientation: Option<OrientationChoice>,
    #[description = "How you are told it is your move"] notify: Option<NotifyChoice>,
    #[description = "Reminders before your time runs out"] reminders: Option<bool>,
    #[description = "Vacation days (your clocks stop); 0 ends a vacation"] vacation: Option<u32>,
) -> Result<(), Error> {
    // It writes (and may post a vacation notice): acknowledge first; the answer is private.
    super::acknowledge(ctx, true).await?;
    let me = user_of(ctx);
    let service = &ctx.data().service;
    let mut s = service.settings(me).await?;
    if let Some(n) = notation {
        s.notation = match n {
            NotationChoice::Canonical => Notation::Canonical,
            NotationChoice::Western => Notation::Western,
            NotationChoice::Japanese => Notation::Japanese,
        };
    }
    if let Some(st) = style {
        s.piece_style = match st {
            StyleChoice::Kanji => PieceStyle::Kanji,
            StyleChoice::Western => PieceStyle::Western,
        };
    }
    if let Some(o) = orientation {
        s.orientation = match o {
            OrientationChoice::Mine => Orientation::Mine,
            OrientationChoice::ToMove => Orientation::ToMove,
        };
    }
    if let Some(n) = notify {
        s.notify = match n {
            NotifyChoice::Mention => Notify::Mention,
            NotifyChoice::Dm => Notify::Dm,
            NotifyChoice::None => Notify::None,
        };
        s.dm_failed = false;
    }
    if let Some(r) = reminders {
        s.reminders = r;
    }
    service.save_settings(&s).await?;
    if let Some(days) = vacation {
        let events = service.set_vacation(me, days).await?;
        crate::bot::announce::deliver_all(ctx.http(), ctx.data(), &events).await;
    }
    let s = service.settings(me).await?;
    let budget = service.vacation_budget(me).await?;
    let vacation = s
        .vacation_until
        .filter(|v| v.0 > service.now().0)
        .map_or("none".to_string(), |v| {
            format!("until <t:{}:f>", v.0 / 1000)
        });
    let vacation = format!(
        "{vacation} ({} of {} left in 365 days)",
        budget.days_left,
        count(budget.days_per_year, "vacation day")
    );
    let text = settings_text(&s, &vacation);
    ctx.send(poise::CreateReply::default().ephemeral(true).content(text))
        .await?;
    Ok(())
}

/// The user's settings as sentences, in the words of the /settings choices.
fn settings_text(s: &UserSettings, vacation: &str) -> String {
    let notation = match s.notation {
        Notation::Canonical => "canonical notation (7i7h)",
        Notation::Western => "western notation (P-7h)",
        Notation::Japanese => "Japanese notation (７八歩)",
    };
    let orientation = match s.orientation {
        Orientation::Mine => "your side at the bottom",
        Orientation::ToMove => "the side to move at the bottom",
    };
    let notify = match s.notify {
        Notify::Mention => "a mention in the game's thread",
        Notify::Dm if s.dm_failed => {
            "a mention in the game's thread (your direct messages are closed to me)"
        }
        Notify::Dm => "a direct message",
        Notify::None => "nothing (you look yourself)",
    };
    format!(
        "Your settings: moves are written in {notation}; boards show {} pieces with {orientation}; you are told it is your move by {notify}; reminders are {}; vacation: {vacation}.",
        style_words(s.piece_style),
        if s.reminders { "on" } else { "off" }
    )
}

/// What this bot does, with examples.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    // Examples from the game of this thread, else from the start of the default game, so
    // that each one can be typed as is where it is read.
    let here = ctx
        .data()
        .service
        .game_in_thread(ctx.channel_id().get())
        .await
        .ok()
        .flatten();
    let (pos, place) = match &here {
        Some(g) => match ctx.data().service.game_history(g.id).await {
            Ok((_, h)) => (h.position().clone(), format!("in game {} now", g.id)),
            Err(_) => (
                Position::start(g.variant),
                format!("at the start of {}", g.variant.game().name),
            ),
        },
        None => (
            Position::start(Variant::default_game()),
            format!("at the start of {}", Variant::default_game().game().name),
        ),
    };
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(help_text(&pos, &place)),
    )
    .await?;
    Ok(())
}

/// The /help text, its move examples legal in `pos` (`place` says where that is).
pub fn help_text(pos: &Position, place: &str) -> String {
    let example = crate::rules::notation::example_move(pos);
    let square = example
        .as_ref()
        .and_then(|e| e.square.clone())
        .unwrap_or_else(|| "7i".to_string());
    let moves = match example {
        Some(e) => {
            let drop = e
                .drop
                .map(|d| format!(", a drop like `{d}`"))
                .unwrap_or_else(|| {
                    ", a drop as the piece letter, `*` and the square (e.g. P*5e, once you hold a Pawn)"
                        .to_string()
                });
            format!(
                "• `/move {}` (or `{}`, `{}`{drop}; add `+` to promote or `=` not to) in the game's thread: these work {place}. Start typing a square or a piece letter and pick from the list.",
                e.western, e.canonical, e.with_dash
            )
        }
        None => "• `/move` in the game's thread: start typing a square or a piece letter and pick from the list.".to_string(),
    };
    let names: Vec<&str> = Variant::all().map(|v| v.game().name).collect();
    let games = match names.as_slice() {
        [rest @ .., last] if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!(
        "**Seireigi** plays large shogi variants by correspondence: {games}.\n\
        • `/challenge opponent:@friend game:Chu Seireigi time:3 days per move`: your friend presses Accept and a thread opens for the game.\n\
        • `/challenge opponent:@Seireigi level:normal`: play the computer (easy, normal or strong) at once; `/hint` then suggests a move.\n\
        {moves}\n\
        • `/board`, `/moves square:{square}`, `/history`, `/export format:KIF`: look at a game; `/analyse` once it is over: its mistakes and a graph.\n\
        • `/piece name:Lion`: how a piece moves. `/rules game:Dai Seireigi`: the rules in brief.\n\
        • `/draw`, `/takeback`, `/impasse`, `/resign`: your opponent answers with buttons.\n\
        • `/games`: your games, those waiting for you first. `/settings`: notation, pieces, board orientation, notifications, reminders, vacation."
    )
}
