//! /settings: a player's notation, piece style, orientation, notifications and vacation;
//! and revoking their personal web board links (as the "Revoke my links" button does).

use super::common::{acknowledge, user_of};
use crate::bot::context::{send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{count, style_words};
use crate::render::PieceStyle;
use crate::service::{Notation, Notify, Orientation, UserSettings};

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
// poise makes each option of the slash command an argument: eight is what /settings offers.
#[allow(clippy::too_many_arguments)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "How moves are written for you"] notation: Option<NotationChoice>,
    #[description = "Pieces in images"] style: Option<StyleChoice>,
    #[description = "Board orientation"] orientation: Option<OrientationChoice>,
    #[description = "How you are told it is your move"] notify: Option<NotifyChoice>,
    #[description = "Reminders before your time runs out"] reminders: Option<bool>,
    // The bound is `service::MAX_VACATION_DAYS` (poise takes a literal here).
    #[description = "Vacation days (your clocks stop); 0 ends a vacation"]
    #[max = 60]
    vacation: Option<u32>,
    #[description = "True: every personal web board link you were given stops working"]
    revoke_links: Option<bool>,
) -> Result<(), Error> {
    // It writes (and may post a vacation notice): acknowledge first; the answer is private.
    acknowledge(ctx, true).await?;
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
    let mut text = settings_text(&s, &vacation);
    if revoke_links == Some(true) {
        // The same call as the button under "Open my board".
        service.revoke_web_links(me).await?;
        text.push_str(
            "\nYour personal web board links are revoked, in every game: press Open my board under a game's board for a new one.",
        );
    }
    send(ctx, limits::reply(text).ephemeral(true)).await?;
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
