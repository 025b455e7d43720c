//! /settings: a player's notation, piece style, orientation, notifications and vacation;
//! and revoking their personal web board links (as the "Revoke my links" button does).

use super::common::{acknowledge, user_of};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::{count, excerpt, style_words};
use crate::i18n::Lang;
use crate::render::PieceStyle;
use crate::service::{
    offset_text, parse_utc_offset, ComfortSettings, GameService, Notation, Notify, Orientation,
    UserSettings,
};

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
    #[name = "daily digest (one DM a day)"]
    Daily,
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
    #[description = "True: when your time runs out, a day of your vacation is spent instead of a loss"]
    auto_vacation: Option<bool>,
    #[description = "Hour of the daily digest (0-23, in your time zone)"]
    #[min = 0]
    #[max = 23]
    hour: Option<u8>,
    #[description = "Your time zone as an offset from UTC, e.g. +9, -05:30, UTC+1 (once)"]
    timezone: Option<String>,
) -> Result<(), Error> {
    let lang = Lang::or_english(ctx.locale());
    // Checked before anything is written: a bad time zone or a digest without an hour
    // changes nothing.
    let offset = match timezone.as_deref().map(parse_utc_offset) {
        Some(None) => {
            let text = timezone.as_deref().unwrap_or_default();
            return refuse(crate::t!(
                lang,
                "comfort-bad-timezone",
                text = excerpt(text, 40)
            ));
        }
        Some(Some(m)) => Some(m),
        None => None,
    };
    // It writes (and may post a vacation notice): acknowledge first; the answer is private.
    acknowledge(ctx, true).await?;
    let me = user_of(ctx);
    let service = &ctx.data().service;
    let mut comfort = service.comfort(me).await?;
    if let Some(h) = hour {
        comfort.digest_hour = Some(h);
    }
    match notify {
        Some(NotifyChoice::Daily) if comfort.digest_hour.is_none() => {
            return refuse(crate::t!(lang, "comfort-digest-needs-hour"));
        }
        Some(NotifyChoice::Daily) | None => {}
        Some(_) => comfort.digest_hour = None,
    }
    if let Some(m) = offset {
        comfort.utc_offset_minutes = m;
    }
    if let Some(a) = auto_vacation {
        comfort.auto_vacation = Some(a);
    }
    service.save_comfort(&comfort).await?;
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
            // The digest replaces the notices of moves; reminders still come as before.
            NotifyChoice::Daily => s.notify,
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
    text.push('\n');
    text += &comfort_text(
        service,
        lang,
        &comfort,
        budget.days_left,
        budget.days_per_year,
    );
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

/// The vacation days left, what happens when time runs out, and the digest.
fn comfort_text(
    service: &GameService,
    lang: Lang,
    c: &ComfortSettings,
    left: u32,
    total: u32,
) -> String {
    let mut lines = vec![crate::t!(
        lang,
        "comfort-settings-vacation-left",
        left = left,
        total = total
    )];
    lines.push(if service.auto_vacation_on(c) {
        crate::t!(lang, "comfort-settings-auto-on")
    } else {
        crate::t!(lang, "comfort-settings-auto-off")
    });
    let offset = offset_text(c.utc_offset_minutes);
    lines.push(match c.digest_hour {
        Some(hour) => crate::t!(
            lang,
            "comfort-settings-digest",
            hour = u32::from(hour),
            offset = offset
        ),
        None => crate::t!(lang, "comfort-settings-timezone", offset = offset),
    });
    lines.join("\n")
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
