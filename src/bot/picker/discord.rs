//! The picker on Discord: the Move button of board posts opens it as a private message; each
//! choice in its select menus, and Back, answer by editing that message in place
//! (`UPDATE_MESSAGE` with the new preview); Confirm plays the move through the service as
//! /move does and posts it the same way. All state is in the custom ids (see `state`).
//!
//! On the opponent's turn the Move button answers that it is not the player's turn, with a
//! **Plan a reply** button: the same picker then finds the opponent's expected move, then
//! the player's answer, and stores that line through the service call of `/forecast add`
//! (privately; refused in a game against the computer, which answers at once).

use super::plan::plan_in;
use super::preview::preview_png;
use crate::bot::context::{close_picker, in_time, refuse, tell, with_retry, Data, Error};
use crate::bot::limits;
use crate::bot::picker_state::{position_tag, Choice, PickerId, PlanStage, Verb};
use crate::bot::play::{play_and_post, Answer, MoveInput};
use crate::bot::present::{forecast_lines, mention, move_text, side_word, view_for};
use crate::i18n::Lang;
use crate::rules::notation::exact_text;
use crate::rules::{Color, History};
use crate::service::{ForecastRefusal, GameId, GameInfo, ServiceError, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow,
    CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage, Http,
};
use std::time::Instant;
use tracing::warn;

/// The answer to a step of a picker made for another position.
fn stale(lang: Lang) -> String {
    t!(lang, "picker-stale")
}

/// A step as a message: its text, its preview and its components.
pub struct Shown {
    pub content: String,
    pub png: Vec<u8>,
    pub rows: Vec<CreateActionRow>,
}

/// Draws the step after `choices` for `user`, the player to move; when planning a reply
/// (`plan`), for the move of the stage: the opponent's expected move, or the answer to it.
pub async fn show_step(
    http: &Http,
    data: &Data,
    info: &GameInfo,
    history: &History,
    (user, lang): (UserId, Lang),
    choices: &[Choice],
    plan: Option<PlanStage>,
) -> Result<Option<Shown>, Error> {
    let base = history.position();
    let settings = data.service.settings(user).await?;
    // The position the step's move is played in, and the move before it.
    let (pos, last) = match plan {
        Some(PlanStage::Answer(expected)) if base.legal_moves().contains(&expected) => {
            (base.after(expected), Some(expected))
        }
        Some(PlanStage::Answer(_)) => return Ok(None),
        _ => (base.clone(), history.moves().last().copied()),
    };
    let pos = &pos;
    let Ok(step) = plan_in(pos, settings.notation, lang, choices) else {
        return Ok(None);
    };
    let ply = history.moves().len() as u32;
    let tag = position_tag(base);
    let id = |verb: Verb, choices: &[Choice]| {
        PickerId::new(info.id, ply, tag, verb, choices)
            .planning(plan)
            .to_custom_id()
    };
    let mut rows: Vec<CreateActionRow> = step
        .menus
        .iter()
        .enumerate()
        .map(|(i, menu)| {
            let options = menu
                .options
                .iter()
                .map(|o| {
                    limits::select_option(&o.label, &o.choice.token(), o.description.as_deref())
                })
                .collect();
            CreateActionRow::SelectMenu(limits::select_menu(
                id(Verb::Choose(i as u8), choices),
                options,
                &menu.placeholder,
            ))
        })
        .collect();
    let mut buttons = Vec::new();
    if step.chosen.is_some() {
        let label = match plan {
            None => t!(lang, "button-confirm"),
            Some(PlanStage::Expected) => t!(lang, "button-plan-next"),
            Some(PlanStage::Answer(_)) => t!(lang, "button-plan-store"),
        };
        buttons
            .push(limits::button(id(Verb::Confirm, choices), &label).style(ButtonStyle::Success));
    }
    // Back from the answer's first choice goes back to the expected move.
    let first = choices.is_empty() && !matches!(plan, Some(PlanStage::Answer(_)));
    buttons.push(
        limits::button(id(Verb::Back, choices), &t!(lang, "button-back"))
            .style(ButtonStyle::Secondary)
            .disabled(first),
    );
    buttons.push(
        limits::button(id(Verb::Cancel, choices), &t!(lang, "button-cancel"))
            .style(ButtonStyle::Danger),
    );
    rows.push(CreateActionRow::Buttons(buttons));
    // Planning, the player's own side (not the side to move) is theirs.
    let own = match plan {
        Some(_) if user == info.white => Color::White,
        Some(_) => Color::Black,
        None => pos.side_to_move(),
    };
    let view = view_for(Some(&settings), info, own, lang);
    let names = [
        data.names.name_of(http, info.black).await,
        data.names.name_of(http, info.white).await,
    ];
    let shown_pos = pos.clone();
    let marks = step.marks.clone();
    let png = data
        .render(move || preview_png(&shown_pos, last, &view, [&names[0], &names[1]], &marks))
        .await?;
    let game = info.id.to_string();
    let content = match plan {
        None => t!(
            lang,
            "picker-title",
            game = game,
            ply = ply + 1,
            side = side_word(lang, pos.side_to_move()),
            question = step.question
        ),
        Some(PlanStage::Expected) => t!(
            lang,
            "picker-plan-expected",
            game = game,
            question = step.question
        ),
        Some(PlanStage::Answer(expected)) => t!(
            lang,
            "picker-plan-answer",
            game = game,
            expected = move_text(
                base,
                expected,
                history.moves().last().copied(),
                settings.notation
            ),
            question = step.question
        ),
    };
    Ok(Some(Shown { content, png, rows }))
}

/// The picker's first step for `/move` without a move: its text, preview and components,
/// or a refusal saying why `user` may not pick now.
pub async fn first_step(
    http: &Http,
    data: &Data,
    (user, lang): (UserId, Lang),
    game: GameId,
) -> Result<(String, CreateAttachment, Vec<CreateActionRow>), Error> {
    let (info, history) = data.service.game_history(game).await?;
    if let Some(why) = not_now(lang, &info, user) {
        return refuse(why);
    }
    let ply = history.moves().len() as u32;
    match show_step(http, data, &info, &history, (user, lang), &[], None).await? {
        Some(shown) => Ok((
            shown.content,
            CreateAttachment::bytes(shown.png, file_name(&info, ply)),
            shown.rows,
        )),
        None => refuse(stale(lang)),
    }
}

/// Why `user` may not pick a move in this game now, if they may not.
fn not_now(lang: Lang, info: &GameInfo, user: UserId) -> Option<String> {
    let game = info.id.to_string();
    if user != info.black && user != info.white {
        return Some(t!(lang, "picker-not-a-player", game = game));
    }
    match info.to_move {
        None => Some(t!(lang, "picker-game-over", game = game)),
        Some(u) if u != user => Some(t!(
            lang,
            "picker-not-your-turn",
            game = game,
            player = mention(u)
        )),
        Some(_) => None,
    }
}

fn file_name(info: &GameInfo, ply: u32) -> String {
    format!("pick-{}-{ply}.png", info.id.0)
}

/// A new private message (the picker opened, or a one-line answer).
async fn reply_private(
    http: &Http,
    c: &ComponentInteraction,
    msg: CreateInteractionResponseMessage,
) -> Result<(), Error> {
    with_retry(2, || {
        c.create_response(
            http,
            CreateInteractionResponse::Message(msg.clone().ephemeral(true)),
        )
    })
    .await?;
    Ok(())
}

/// The picker message replaced by `msg` (type 7).
async fn update(
    http: &Http,
    c: &ComponentInteraction,
    msg: CreateInteractionResponseMessage,
) -> Result<(), Error> {
    with_retry(2, || {
        c.create_response(http, CreateInteractionResponse::UpdateMessage(msg.clone()))
    })
    .await?;
    Ok(())
}

fn as_message(
    lang: Lang,
    shown: Shown,
    info: &GameInfo,
    ply: u32,
) -> CreateInteractionResponseMessage {
    limits::response(lang, shown.content)
        .components(shown.rows)
        .files([CreateAttachment::bytes(shown.png, file_name(info, ply))])
}

/// Handles a press or a choice on a picker component (custom id `sp:...`).
pub async fn handle(http: &Http, data: &Data, c: &ComponentInteraction) -> Result<(), Error> {
    let Some(id) = PickerId::parse(&c.data.custom_id) else {
        let lang = Lang::or_english(Some(&c.locale));
        let msg = limits::response(lang, t!(lang, "picker-unknown"));
        return reply_private(http, c, msg).await;
    };
    // Only the Move button belongs on a public post; every other step of a picker is on
    // the player's private message. A step's id on a public post is forged (a tampered
    // client): answered privately, so that the post stays as everyone sees it.
    let private = c
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if id.verb != Verb::Open && !private {
        warn!(custom_id = %c.data.custom_id, "a picker step pressed on a public message");
        let lang = Lang::or_english(Some(&c.locale));
        let msg = limits::response(lang, t!(lang, "picker-forged"));
        return reply_private(http, c, msg).await;
    }
    // A step answers by updating its message, not acknowledged first: the reads before
    // that answer are bounded (see `in_time`).
    let started = Instant::now();
    data.names.remember_user(&c.user);
    let user = UserId(c.user.id.get());
    let lang = data.reply_lang(user, &c.locale).await;
    match run(http, data, c, (user, started, lang), id).await {
        Ok(()) => Ok(()),
        Err(e) => {
            let text = tell(&e, lang, &data.outage, "picker step");
            // The interaction may already be answered (a failure after Confirm's update):
            // then the refusal comes as a private follow-up.
            if reply_private(http, c, limits::response(lang, text.as_str()))
                .await
                .is_err()
            {
                let follow = limits::private_follow_up(lang, text);
                with_retry(2, || c.create_followup(http, follow.clone())).await?;
            }
            Ok(())
        }
    }
}

async fn run(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    (user, started, lang): (UserId, Instant, Lang),
    id: PickerId,
) -> Result<(), Error> {
    let stale = stale(lang);
    if id.verb == Verb::Cancel {
        return close_picker(http, c, lang, &t!(lang, "picker-closed")).await;
    }
    let (info, history) = in_time(started, data.service.game_history(id.game)).await?;
    if id.plan.is_some() || id.verb == Verb::Plan {
        return run_plan(http, data, c, (user, started, lang), id, (&info, &history)).await;
    }
    if let Some(why) = not_now(lang, &info, user) {
        let msg = limits::response(lang, why);
        return match id.verb {
            Verb::Open => {
                let rows = plan_button(lang, &info, &history, user);
                reply_private(http, c, msg.components(rows)).await
            }
            _ => update(http, c, msg.components(vec![]).files(Vec::new())).await,
        };
    }
    let ply = history.moves().len() as u32;
    let current = id.ply == ply && id.tag == position_tag(history.position());
    let mut choices = id.choices.clone();
    match id.verb {
        // A Move button of an older board post opens the picker on the position as it is.
        Verb::Open => {
            let Some(shown) =
                show_step(http, data, &info, &history, (user, lang), &[], None).await?
            else {
                let msg = limits::response(lang, stale);
                return reply_private(http, c, msg).await;
            };
            return reply_private(http, c, as_message(lang, shown, &info, ply)).await;
        }
        _ if !current => return close_picker(http, c, lang, &stale).await,
        Verb::Choose(_) => {
            let Some(choice) = selected(c) else {
                return close_picker(http, c, lang, &stale).await;
            };
            choices.push(choice);
        }
        Verb::Back => {
            choices.pop();
        }
        Verb::Confirm => {
            let user = (user, started, lang);
            return confirm(http, data, c, user, &info, &history, &choices).await;
        }
        Verb::Cancel | Verb::Plan => unreachable!("handled above"),
    }
    match show_step(http, data, &info, &history, (user, lang), &choices, None).await? {
        Some(shown) => update(http, c, as_message(lang, shown, &info, ply)).await,
        None => close_picker(http, c, lang, &stale).await,
    }
}

/// Plays the chosen move as /move does (the same service call, the same post), at the ply
/// the picker was made for.
async fn confirm(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    (user, started, lang): (UserId, Instant, Lang),
    info: &GameInfo,
    history: &History,
    choices: &[Choice],
) -> Result<(), Error> {
    let pos = history.position();
    let stale = stale(lang);
    let settings = in_time(started, data.service.settings(user)).await?;
    let Some(mv) = plan_in(pos, settings.notation, lang, choices)
        .ok()
        .and_then(|s| s.chosen)
    else {
        return close_picker(http, c, lang, &stale).await;
    };
    let ply = history.moves().len() as u32;
    let input = MoveInput::Move(mv);
    match play_and_post(
        http,
        data,
        Answer::Picker(c),
        info.id,
        user,
        input,
        Some(ply),
    )
    .await
    {
        // Played exactly as chosen, or not at all: a move no longer legal is out of date.
        Err(ServiceError::PositionChanged) => close_picker(http, c, lang, &stale).await,
        other => other.map(|_| ()).map_err(Error::from),
    }
}

/// Under "not your turn": the **Plan a reply** button, for a player of a game against a
/// person that is not over.
fn plan_button(
    lang: Lang,
    info: &GameInfo,
    history: &History,
    user: UserId,
) -> Vec<CreateActionRow> {
    let player = user == info.black || user == info.white;
    if !player || info.to_move.is_none() || info.computer.is_some() {
        return Vec::new();
    }
    let pos = history.position();
    let id = PickerId::new(
        info.id,
        history.moves().len() as u32,
        position_tag(pos),
        Verb::Plan,
        &[],
    );
    let button = limits::button(id.to_custom_id(), &t!(lang, "button-plan-reply"))
        .style(ButtonStyle::Primary);
    vec![CreateActionRow::Buttons(vec![button])]
}

/// Why `user` may not plan a reply in this game now, if they may not.
fn not_planning(lang: Lang, info: &GameInfo, user: UserId) -> Option<String> {
    let game = info.id.to_string();
    if user != info.black && user != info.white {
        return Some(t!(lang, "picker-not-a-player", game = game));
    }
    match info.to_move {
        None => Some(t!(lang, "picker-game-over", game = game)),
        Some(u) if u == user => Some(t!(lang, "picker-plan-your-turn", game = game)),
        Some(_) => None,
    }
}

/// A step of a picker that plans a reply: the opponent's expected move, then the answer;
/// the last Confirm stores the line as `/forecast add` does.
async fn run_plan(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    (user, started, lang): (UserId, Instant, Lang),
    id: PickerId,
    (info, history): (&GameInfo, &History),
) -> Result<(), Error> {
    let stale = stale(lang);
    // The service refuses too; said before any step is shown.
    if info.computer.is_some() {
        return Err(ServiceError::Forecast(ForecastRefusal::AgainstComputer).into());
    }
    if let Some(why) = not_planning(lang, info, user) {
        let msg = limits::response(lang, why)
            .components(vec![])
            .files(Vec::new());
        return update(http, c, msg).await;
    }
    let base = history.position();
    let ply = history.moves().len() as u32;
    if id.ply != ply || id.tag != position_tag(base) {
        return close_picker(http, c, lang, &stale).await;
    }
    let mut choices = id.choices.clone();
    let mut plan = id.plan.unwrap_or(PlanStage::Expected);
    match id.verb {
        Verb::Plan | Verb::Open => {
            choices.clear();
            plan = PlanStage::Expected;
        }
        Verb::Choose(_) => {
            let Some(choice) = selected(c) else {
                return close_picker(http, c, lang, &stale).await;
            };
            choices.push(choice);
        }
        Verb::Back => {
            if choices.pop().is_none() {
                plan = PlanStage::Expected;
            }
        }
        Verb::Confirm => {
            let settings = in_time(started, data.service.settings(user)).await?;
            let pos = match plan {
                PlanStage::Expected => base.clone(),
                PlanStage::Answer(expected) if base.legal_moves().contains(&expected) => {
                    base.after(expected)
                }
                PlanStage::Answer(_) => return close_picker(http, c, lang, &stale).await,
            };
            let Some(mv) = plan_in(&pos, settings.notation, lang, &choices)
                .ok()
                .and_then(|s| s.chosen)
            else {
                return close_picker(http, c, lang, &stale).await;
            };
            let PlanStage::Answer(expected) = plan else {
                plan = PlanStage::Answer(mv);
                choices.clear();
                return match show_step(http, data, info, history, (user, lang), &[], Some(plan))
                    .await?
                {
                    Some(shown) => update(http, c, as_message(lang, shown, info, ply)).await,
                    None => close_picker(http, c, lang, &stale).await,
                };
            };
            // The same text /forecast add reads, through the same service call.
            let line = format!("{} {}", exact_text(base, expected), exact_text(&pos, mv));
            let stored =
                match in_time(started, data.service.add_forecast(info.id, user, &line)).await {
                    Ok(stored) => stored,
                    // The opponent moved meanwhile: out of date, as any step.
                    Err(e)
                        if matches!(
                            e.downcast_ref::<ServiceError>(),
                            Some(ServiceError::Forecast(ForecastRefusal::YourTurn(_)))
                        ) =>
                    {
                        return close_picker(http, c, lang, &stale).await
                    }
                    Err(e) => return Err(e),
                };
            let text = forecast_lines(lang, "forecast-added", info.id, &stored, settings.notation);
            return close_picker(http, c, lang, &text).await;
        }
        Verb::Cancel => unreachable!("handled in run"),
    }
    match show_step(
        http,
        data,
        info,
        history,
        (user, lang),
        &choices,
        Some(plan),
    )
    .await?
    {
        Some(shown) => update(http, c, as_message(lang, shown, info, ply)).await,
        None => close_picker(http, c, lang, &stale).await,
    }
}

/// The choice picked in a step's menu; none when the press is not a menu's or its value is
/// not a choice (a forged or outdated step).
fn selected(c: &ComponentInteraction) -> Option<Choice> {
    let ComponentInteractionDataKind::StringSelect { values } = &c.data.kind else {
        return None;
    };
    values.first().and_then(|v| Choice::parse(v))
}
