//! /settings: a player's notation, piece style, orientation, notifications and vacation;
//! and revoking their personal web board links (as the "Revoke my links" button does).

use super::common::{acknowledge, lang_of, user_of};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::limits;
use crate::bot::present::excerpt;
use crate::i18n::Lang;
use crate::render::PieceStyle;
use crate::service::{
    offset_text, parse_utc_offset, ComfortSettings, GameService, Languages, Notation, Notify,
    Orientation, UserSettings,
};
use crate::t;

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

/// The language of replies and private messages (docs/i18n.md, "Which language").
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English (en)"]
    En,
    #[name = "French (fr)"]
    Fr,
    #[name = "Japanese (ja)"]
    Ja,
    #[name = "automatic: your Discord language"]
    Auto,
}

impl LanguageChoice {
    /// The language chosen; `None`: follow the Discord client's.
    pub fn lang(self) -> Option<Lang> {
        match self {
            LanguageChoice::En => Some(Lang::En),
            LanguageChoice::Fr => Some(Lang::Fr),
            LanguageChoice::Ja => Some(Lang::Ja),
            LanguageChoice::Auto => None,
        }
    }
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
    #[description = "The language of my answers and messages to you"] language: Option<
        LanguageChoice,
    >,
) -> Result<(), Error> {
    let lang = lang_of(ctx).await;
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
    if let Some(l) = language {
        service.choose_user_language(me, l.lang()).await?;
        ctx.data().langs.forget_user(me);
    }
    if let Some(days) = vacation {
        let events = service.set_vacation(me, days).await?;
        crate::bot::announce::deliver_all(ctx.http(), ctx.data(), &events).await;
    }
    let s = service.settings(me).await?;
    let budget = service.vacation_budget(me).await?;
    let languages = service.user_languages(me).await?;
    let lang = ctx
        .data()
        .reply_lang(me, ctx.locale().unwrap_or_default())
        .await;
    let vacation = match s.vacation_until.filter(|v| v.0 > service.now().0) {
        Some(v) => t!(lang, "settings-vacation-until", until = v.0 / 1000),
        None => t!(lang, "settings-vacation-none"),
    };
    let vacation = t!(
        lang,
        "settings-vacation-budget",
        vacation = vacation,
        left = budget.days_left,
        days = budget.days_per_year
    );
    let mut text = settings_text(lang, &s, &vacation);
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
        text.push('\n');
        text.push_str(&t!(lang, "reply-links-revoked"));
    }
    text.push('\n');
    text.push_str(&language_text(lang, languages));
    send(ctx, limits::reply(lang, text).ephemeral(true)).await?;
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

/// A language's name, in `lang`.
pub fn language_name(lang: Lang, of: Lang) -> String {
    t!(
        lang,
        match of {
            Lang::En => "language-en",
            Lang::Fr => "language-fr",
            Lang::Ja => "language-ja",
        }
    )
}

/// "Language: French (chosen)." in `lang`.
fn language_text(lang: Lang, l: Languages) -> String {
    let name = language_name(lang, l.lang());
    match l.chosen {
        Some(_) => t!(lang, "settings-language-chosen", language = name),
        None => t!(lang, "settings-language-auto", language = name),
    }
}

/// The user's settings as sentences, in the words of the /settings choices.
fn settings_text(lang: Lang, s: &UserSettings, vacation: &str) -> String {
    let notation = match s.notation {
        Notation::Canonical => "settings-notation-canonical",
        Notation::Western => "settings-notation-western",
        Notation::Japanese => "settings-notation-japanese",
    };
    let style = match s.piece_style {
        PieceStyle::Kanji => "settings-style-kanji",
        PieceStyle::Western => "settings-style-western",
    };
    let orientation = match s.orientation {
        Orientation::Mine => "settings-orientation-mine",
        Orientation::ToMove => "settings-orientation-to-move",
    };
    let notify = match s.notify {
        Notify::Mention => "settings-notify-mention",
        Notify::Dm if s.dm_failed => "settings-notify-dm-failed",
        Notify::Dm => "settings-notify-dm",
        Notify::None => "settings-notify-none",
    };
    let reminders = if s.reminders {
        "settings-reminders-on"
    } else {
        "settings-reminders-off"
    };
    t!(
        lang,
        "settings-summary",
        notation = t!(lang, notation),
        style = t!(lang, style),
        orientation = t!(lang, orientation),
        notify = t!(lang, notify),
        reminders = t!(lang, reminders),
        vacation = vacation
    )
}
