//! Commands that explain and configure: /piece, /games, /rules, /settings, /help.

use super::{user_of, Context, Error, GameChoice};
use crate::bot::context::refuse;
use crate::bot::present::{excerpt, fit_message, mention, time_left, IMAGE_WIDTH};
use crate::render::{board_diagram, piece_diagram, to_png, BoardOptions, PieceStyle};
use crate::rules::{Position, Variant};
use crate::service::{Notation, Notify, Orientation, UserId};
use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

fn variant_of(choice: Option<GameChoice>) -> Variant {
    Variant::from_id(choice.unwrap_or(GameChoice::ChuSeireigi).id()).unwrap_or(Variant::ChuSeireigi)
}

async fn autocomplete_piece(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let want = partial.to_ascii_lowercase();
    let mut names: Vec<String> = Vec::new();
    for v in Variant::ALL {
        for p in &v.game().pieces {
            names.push(p.name.to_string());
            if let Some(pr) = &p.promotion {
                names.push(pr.name.to_string());
            }
        }
    }
    names.sort();
    names.dedup();
    names
        .into_iter()
        .filter(|n| n.to_ascii_lowercase().contains(&want))
        .take(25)
        .collect()
}

/// How a piece moves: a diagram, its promotion, its XBetza.
#[poise::command(slash_command)]
pub async fn piece(
    ctx: Context<'_>,
    #[description = "Piece name, e.g. Lion Hawk"]
    #[autocomplete = "autocomplete_piece"]
    name: String,
    #[description = "Which game (default: Chu Seireigi)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    let variant = variant_of(game);
    let g = variant.game();
    let Some((kind, promoted)) = g.find_piece(&name) else {
        return refuse(format!(
            "{} has no piece called \"{}\"",
            g.name,
            excerpt(&name, 40)
        ));
    };
    ctx.defer().await?;
    let settings = ctx.data().service.settings(user_of(ctx)).await?;
    let style = if settings.kanji {
        PieceStyle::Kanji
    } else {
        PieceStyle::Western
    };
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
    let who = user.map_or(user_of(ctx), |u| UserId(u.id.get()));
    let list = ctx.data().service.games_of(who, true).await?;
    let now = ctx.data().service.now();
    let lines: Vec<String> = list
        .iter()
        .map(|g| {
            let turn = if g.to_move == Some(who) {
                "**your move**".to_string()
            } else {
                "waiting".to_string()
            };
            let link = g.thread_id.map(|t| format!(" <#{t}>")).unwrap_or_default();
            format!(
                "{} {} vs {} · {turn} · {}{link}",
                g.id,
                g.variant.game().name,
                mention(g.opponent_of(who)),
                time_left(g.deadline, now)
            )
        })
        .collect();
    let text = if lines.is_empty() {
        format!("{} has no active game.", mention(who))
    } else {
        fit_message(&lines.join("\n"))
    };
    ctx.send(poise::CreateReply::default().ephemeral(true).content(text))
        .await?;
    Ok(())
}

/// A game's rules in brief, with its start position.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
) -> Result<(), Error> {
    let variant = variant_of(Some(game));
    let g = variant.game();
    ctx.defer().await?;
    let mut text = format!(
        "**{} ({})** · {}x{} board, {} kinds of piece.\nAs in shogi: captured pieces change sides and may be dropped; promotion in the far {} ranks (forced where a piece could not move again); no two unpromoted Pawns on a file; a Pawn drop may not mate. Fourfold repetition draws, unless one side checked throughout (that side loses). Impasse by points: {} needed.\nSources: {}",
        g.name, g.kanji_name, g.size, g.size, g.pieces.len(), g.zone_depth, g.impasse_threshold, g.sources
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
    #[name = "canonical (7g7f)"]
    Canonical,
    #[name = "western (P-7f)"]
    Western,
    #[name = "Japanese (７六歩)"]
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
        s.kanji = matches!(st, StyleChoice::Kanji);
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
        "{vacation} ({} of {} vacation days left in 365 days)",
        budget.days_left, budget.days_per_year
    );
    ctx.send(poise::CreateReply::default().ephemeral(true).content(format!(
        "Notation: {:?} · pieces: {} · orientation: {:?} · notifications: {:?} · reminders: {} · vacation: {vacation}",
        s.notation,
        if s.kanji { "kanji" } else { "western" },
        s.orientation,
        s.notify,
        if s.reminders { "on" } else { "off" }
    )))
    .await?;
    Ok(())
}

/// What this bot does, with examples.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = "**Seireigi** plays large shogi variants by correspondence: Chu Seireigi, Uchi Chu Shogi, Dai Seireigi and shogi.\n\
        • `/challenge @friend game:Chu Seireigi time:3 days` — your friend presses Accept and a thread opens for the game.\n\
        • `/challenge @Seireigi level:normal` — play the computer (easy, normal or strong) at once; it answers each move within seconds.\n\
        • `/move P-7f` (or `7g7f`, `Px7d`, `G6i-5h`, `P*5e`, `Ln-8l-7k`; add `+` or `=` for promotion) — in the game's thread.\n\
        • `/board`, `/moves 7i`, `/history`, `/export format:KIF` — look at a game.\n\
        • `/piece Lion Hawk` — how a piece moves. `/rules game:Dai Seireigi` — the rules in brief.\n\
        • `/draw`, `/takeback`, `/impasse`, `/resign` — your opponent answers with buttons.\n\
        • `/games` — your games, those waiting for you first. `/settings` — notation, pieces, notifications, vacation.";
    ctx.send(poise::CreateReply::default().ephemeral(true).content(text))
        .await?;
    Ok(())
}
