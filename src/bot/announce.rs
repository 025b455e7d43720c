//! Posting to games' threads and to players: moves, offers, results, reminders. Each
//! function takes what happened (service results and events) and turns it into messages.

use super::cards::{close_card, expired_text};
use super::context::{Data, Error};
use super::ids::ButtonAction;
use super::limits::{self, channel_message};
use super::posts::{
    board_attachment, board_post_buttons, personal_link, post_to_game, spectators_style,
};
use super::present::{
    clock_text, count, mention, move_text, outcome_text, pings, player_label, rating_changes_text,
};
use super::replay::end_of_game_gif;
use crate::rules::History;
use crate::service::{
    Event, GameId, GameInfo, MoveResult, Notation, Notification, Notify, OfferKind, UserId,
};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateMessage, Http};
use tracing::{info, warn};

pub fn answer_buttons(game: GameId, kind: OfferKind, ply: u32) -> CreateActionRow {
    let button = |accept: bool| {
        let id = ButtonAction::Answer {
            game,
            kind,
            ply,
            accept,
        };
        limits::button(id.to_custom_id(), if accept { "Accept" } else { "Decline" }).style(
            if accept {
                ButtonStyle::Success
            } else {
                ButtonStyle::Danger
            },
        )
    };
    CreateActionRow::Buttons(vec![button(true), button(false)])
}

/// Tells a player it is their move, as they asked: a mention (returned, to put in the
/// thread post), a DM (falling back to a mention when DMs are closed), or nothing.
/// A DM carries the board as the player sees it (`board`: the game, drawn in their settings).
async fn call_player(
    http: &Http,
    data: &Data,
    user: UserId,
    text: &str,
    board: Option<(&GameInfo, &History)>,
) -> Option<String> {
    let settings = data.service.settings(user).await.ok()?;
    match settings.notify {
        Notify::None => None,
        Notify::Mention => Some(mention(user)),
        Notify::Dm if settings.dm_failed => Some(mention(user)),
        Notify::Dm => {
            let sent = async {
                let dm = serenity::UserId::new(user.0.max(1))
                    .create_dm_channel(http)
                    .await?;
                let mut message = channel_message(text).allowed_mentions(pings(&[]));
                if let Some((info, history)) = board {
                    match board_attachment(http, data, info, history, Some(&settings)).await {
                        Ok(file) => message = message.add_file(file),
                        Err(e) => warn!(error = %e, "no board for the DM"),
                    }
                }
                dm.send_message(http, message).await
            }
            .await;
            match sent {
                Ok(_) => None,
                Err(e) => {
                    info!(user = user.0, error = %e, "DM failed; mentioning in the thread from now on");
                    let mut s = settings;
                    s.dm_failed = true;
                    let _ = data.service.save_settings(&s).await;
                    Some(mention(user))
                }
            }
        }
    }
}

/// Posts a move just played (by a command, a button or the computer): who played what,
/// whose turn it is with the time left, the board; then whatever else the move caused. All
/// from the service's result: no second read of the game, no replay. The outbox row that
/// stands for the post is marked delivered once posted, or left to the scheduler to retry.
pub async fn post_move(
    http: &Http,
    data: &Data,
    by: UserId,
    result: &MoveResult,
) -> Result<(), Error> {
    let posted = post_played(http, data, by, result, result.post).await;
    match (result.post, &posted) {
        (Some(id), Ok(())) => {
            if let Err(e) = data.service.delivered(id).await {
                warn!(error = %e, notification = id, "could not mark a move post delivered");
            }
        }
        (Some(id), Err(_)) => {
            if let Err(e) = data.service.release(id).await {
                // Its lease runs out instead: a scheduler posts it then.
                warn!(error = %e, notification = id, "could not give a move post back");
            }
        }
        (None, _) => {}
    }
    if posted.is_ok()
        && result
            .info
            .to_move
            .is_some_and(|u| result.info.is_computer(u))
    {
        // Only now, so that its answer comes below this post. A post that failed wakes
        // the computer once a scheduler has made it (the service keeps the computer off a
        // game whose move is not posted: `GameService::computer_turns`).
        data.computer.nudge(result.info.id);
    }
    posted?;
    let rest: Vec<Event> = result
        .events
        .iter()
        .filter(|e| !matches!(e, Event::MovePlayed { .. } | Event::GameEnded { .. }))
        .cloned()
        .collect();
    deliver_all(http, data, &rest).await;
    Ok(())
}

/// The line of a rated game's result post with both players' changes (stored when the game
/// ended, so a post repeated after a restart shows the same numbers); nothing for a friendly
/// game, nor when they cannot be read (the result is posted all the same).
async fn rating_lines(data: &Data, info: &GameInfo) -> String {
    if !info.rated {
        return String::new();
    }
    match data.service.game_rating_changes(info.id).await {
        Ok(Some(changes)) => format!("\n{}", rating_changes_text(&changes)),
        Ok(None) => String::new(),
        Err(e) => {
            warn!(error = %e, game = info.id.0, "could not read a game's rating changes");
            String::new()
        }
    }
}

/// The nonce of a post made for an outbox row: Discord creates one message per nonce (with
/// `enforce_nonce`), so a post repeated after a crash between posting and marking is not
/// shown twice.
fn outbox_nonce(id: i64) -> serenity::Nonce {
    serenity::Nonce::String(format!("sg-n{id}"))
}

/// The post of one move, from the position it was played in; `outbox`: the outbox row it
/// stands for, whose nonce it carries.
async fn post_played(
    http: &Http,
    data: &Data,
    by: UserId,
    result: &MoveResult,
    outbox: Option<i64>,
) -> Result<(), Error> {
    let (info, history) = (&result.info, &result.history);
    let (before, mv, prev) = (&result.before, result.played, result.previous);
    let western = move_text(before, mv, prev, Notation::Western);
    let canonical = move_text(before, mv, prev, Notation::Canonical);
    let ply = history.moves().len();
    let mut content = format!(
        "**{ply}.** {} played **{western}** (`{canonical}`)",
        mention(by)
    );
    if history.position().in_check() && history.outcome().is_none() {
        content += " · check";
    }
    let mut pinged = vec![];
    match (history.outcome(), info.to_move) {
        (Some(outcome), _) => {
            content += &format!(
                "\n{}{}",
                outcome_text(outcome, info),
                rating_lines(data, info).await
            );
        }
        (None, Some(next)) if info.is_computer(next) => {
            content += &format!("\n{} is thinking…", player_label(info, next));
        }
        (None, Some(next)) => {
            let left = clock_text(info.deadline);
            let link = info
                .thread_id
                .map(|t| format!(" in <#{t}>"))
                .unwrap_or_default();
            // The DM carries the player's own board on the web, when it is public.
            let board = personal_link(data, info.id, next)
                .await
                .map(|l| format!("\nYour board: {l}"))
                .unwrap_or_default();
            let call = call_player(
                http,
                data,
                next,
                &format!(
                    "Your move in game {} ({}){link}: your opponent played {western}; {left}.{board}",
                    info.id,
                    info.variant.game().name
                ),
                Some((info, history)),
            )
            .await;
            let who = call.clone().unwrap_or_else(|| format!("<@{}>", next.0));
            if call.is_some() {
                pinged.push(next);
            }
            content += &format!("\n{who} to move, {left}.");
        }
        (None, None) => {}
    }
    let file = board_attachment(http, data, info, history, None).await?;
    let mut message = channel_message(content)
        .allowed_mentions(pings(&pinged))
        .add_file(file)
        .components(board_post_buttons(data, info, history));
    if history.outcome().is_some() {
        // The move that ended the game: its post carries the whole game too.
        if let Some(gif) = end_of_game_gif(http, data, info, history, spectators_style(info)).await
        {
            message = message.add_file(gif);
        }
    }
    if let Some(id) = outbox {
        message = message.nonce(outbox_nonce(id)).enforce_nonce(true);
    }
    post_to_game(http, info, message).await?;
    Ok(())
}

/// Posts a move from the outbox (a crash came between the move and its post), as the
/// service rebuilds it; nothing once the move was taken back.
async fn repost_move(
    http: &Http,
    data: &Data,
    id: i64,
    game: GameId,
    ply: u32,
    by: UserId,
) -> Result<(), Error> {
    match data.service.stored_move(game, ply).await? {
        Some(result) => post_played(http, data, by, &result, Some(id)).await,
        None => Ok(()),
    }
}

/// Posts a notification of the outbox, with a nonce so that Discord shows it once even if
/// it is posted again after a crash.
pub async fn deliver_notification(http: &Http, data: &Data, n: &Notification) -> Result<(), Error> {
    match &n.event {
        Event::MovePlayed { game, ply, by, .. } => {
            repost_move(http, data, n.id, *game, *ply, *by).await
        }
        event => deliver_with(http, data, event, Some(outbox_nonce(n.id))).await,
    }
}

/// Posts what an offer or an answer produced.
pub async fn deliver(http: &Http, data: &Data, event: &Event) -> Result<(), Error> {
    deliver_with(http, data, event, None).await
}

async fn deliver_with(
    http: &Http,
    data: &Data,
    event: &Event,
    nonce: Option<serenity::Nonce>,
) -> Result<(), Error> {
    // Each post of an outbox row carries its nonce.
    let stamp = |message: CreateMessage| match &nonce {
        Some(n) => message.nonce(n.clone()).enforce_nonce(true),
        None => message,
    };
    match event {
        Event::Reminder {
            game,
            user,
            deadline,
        } => {
            let info = data.service.game_info(*game).await?;
            if !data.service.settings(*user).await?.reminders {
                return Ok(());
            }
            let link = info
                .thread_id
                .map(|t| format!(" in <#{t}>"))
                .unwrap_or_default();
            let text = format!(
                "⏰ Your move in game {} ({}){link}: {}.",
                game,
                info.variant.game().name,
                clock_text(Some(*deadline))
            );
            let history = data.service.game_history(*game).await.ok().map(|(_, h)| h);
            let board = history.as_ref().map(|h| (&info, h));
            if let Some(m) = call_player(http, data, *user, &text, board).await {
                let msg = channel_message(format!(
                    "⏰ {m}, your move: {}.",
                    clock_text(Some(*deadline))
                ))
                .allowed_mentions(pings(&[*user]));
                post_to_game(http, &info, stamp(msg)).await?;
            }
        }
        Event::GameEnded {
            game,
            outcome,
            black,
            white,
        } => {
            let (info, history) = data.service.game_history(*game).await?;
            let text = outcome_text(*outcome, &info);
            let ratings = rating_lines(data, &info).await;
            let mut msg = channel_message(format!(
                "🏁 Game {game} ({} against {}) is over. {text}{ratings}",
                mention(*black),
                mention(*white)
            ))
            .allowed_mentions(pings(&[*black, *white]));
            if let Some(gif) =
                end_of_game_gif(http, data, &info, &history, spectators_style(&info)).await
            {
                msg = msg.add_file(gif);
            }
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::OfferMade {
            game,
            kind,
            by,
            to,
            ply,
        } => {
            let info = data.service.game_info(*game).await?;
            if info.is_computer(*to) {
                // The computer answers by itself, with no buttons to press.
                let msg = channel_message(format!(
                    "{} {} to {}.",
                    mention(*by),
                    offer_words(*kind, plies_back(&info, *kind, *by)),
                    player_label(&info, *to)
                ))
                .allowed_mentions(pings(&[]));
                let posted = post_to_game(http, &info, stamp(msg)).await;
                data.computer.nudge(*game);
                posted?;
                return Ok(());
            }
            let what = offer_words(*kind, plies_back(&info, *kind, *by));
            let msg = channel_message(format!(
                "{} {what}. {}, do you accept?",
                mention(*by),
                mention(*to)
            ))
            .allowed_mentions(pings(&[*to]))
            .components(vec![answer_buttons(*game, *kind, *ply)]);
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::OfferDeclined { game, kind, by } => {
            let info = data.service.game_info(*game).await?;
            let msg = channel_message(format!(
                "{} declined the {} offer.",
                mention(*by),
                kind.as_str()
            ))
            .allowed_mentions(pings(&[]));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::TookBack {
            game,
            plies,
            to_move,
        } => {
            let (info, history) = data.service.game_history(*game).await?;
            let file = board_attachment(http, data, &info, &history, None).await?;
            let msg = channel_message(format!(
                "↩ {} taken back. {} to move, {}.",
                count(*plies, "move"),
                mention(*to_move),
                clock_text(info.deadline)
            ))
            .allowed_mentions(pings(&[]))
            .add_file(file)
            .components(board_post_buttons(data, &info, &history));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::OnVacation {
            game,
            user,
            opponent,
            until,
        } => {
            let info = data.service.game_info(*game).await?;
            let msg = channel_message(format!(
                    "🏖 {}, your opponent {} is on vacation: their clock in this game is stopped until <t:{}:f>.",
                    mention(*opponent),
                    mention(*user),
                    until.0 / 1000
                ))
                .allowed_mentions(pings(&[*opponent]));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::ChallengeExpired {
            challenge,
            challenger,
        } => {
            info!(
                challenge = challenge.0,
                challenger = challenger.0,
                "challenge expired"
            );
            let text = expired_text(*challenge, *challenger);
            close_card(http, data, *challenge, &text).await;
        }
        Event::TournamentStageStarted { .. }
        | Event::TournamentResult { .. }
        | Event::TournamentWithdrawn { .. }
        | Event::TournamentFinished { .. }
        | Event::TournamentCancelled { .. } => {
            super::tournament_posts::deliver(http, data, event, &stamp).await?;
        }
        Event::ChallengeCreated { .. }
        | Event::ChallengeDeclined { .. }
        | Event::ChallengeCancelled { .. }
        | Event::GameStarted { .. }
        | Event::MovePlayed { .. } => {}
    }
    Ok(())
}

/// How many moves a takeback by `by` would undo now: their last move, and the opponent's
/// reply when it is `by`'s turn again.
pub fn plies_back(info: &GameInfo, kind: OfferKind, by: UserId) -> u32 {
    match kind {
        OfferKind::Takeback if info.to_move == Some(by) => 2,
        OfferKind::Takeback => 1,
        _ => 0,
    }
}

fn offer_words(kind: OfferKind, plies: u32) -> &'static str {
    match (kind, plies) {
        (OfferKind::Draw, _) => "offers a draw",
        (OfferKind::Takeback, 2) => {
            "asks to take back their last move and the reply to it (2 moves)"
        }
        (OfferKind::Takeback, _) => "asks to take back their last move",
        (OfferKind::Impasse, _) => "proposes to end the game by impasse points",
    }
}

/// Delivers a batch of events, logging (not failing on) those Discord refuses.
pub async fn deliver_all(http: &Http, data: &Data, events: &[Event]) {
    for e in events {
        if let Err(err) = deliver(http, data, e).await {
            warn!(error = %err, "could not deliver {e:?}");
        }
    }
}
