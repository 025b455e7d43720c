//! Posting to games' threads and to players: moves, offers, results, reminders. Each
//! function takes what happened (service results and events) and turns it into messages.

use super::cards::{close_card, expired_text};
use super::comfort::extensions_line;
use super::context::{Data, Error};
use super::ids::ButtonAction;
use super::limits::{self, channel_message};
use super::posts::{
    board_attachment, board_post_buttons, personal_link, post_to_game, rematch_button,
    spectators_style,
};
use super::present::{
    clock_text, mention, move_text, outcome_text, pings, player_label, rating_changes_text,
};
use super::replay::end_of_game_gif;
use crate::i18n::Lang;
use crate::rules::History;
use crate::service::{
    Event, GameId, GameInfo, MoveResult, Notation, Notification, Notify, OfferKind, UserId,
};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateMessage, Http};
use tracing::{info, warn};

/// The Accept and Decline buttons under an offer, in `lang` (the thread's language).
pub fn answer_buttons(lang: Lang, game: GameId, kind: OfferKind, ply: u32) -> CreateActionRow {
    let button = |accept: bool| {
        let id = ButtonAction::Answer {
            game,
            kind,
            ply,
            accept,
        };
        let label = if accept {
            t!(lang, "button-accept")
        } else {
            t!(lang, "button-decline")
        };
        limits::button(id.to_custom_id(), &label).style(if accept {
            ButtonStyle::Success
        } else {
            ButtonStyle::Danger
        })
    };
    CreateActionRow::Buttons(vec![button(true), button(false)])
}

/// Tells a player it is their move, as they asked: a mention (returned, to put in the
/// thread post), a DM (falling back to a mention when DMs are closed), or nothing.
/// A DM carries the board as the player sees it (`board`: the game, drawn in their settings);
/// `text` writes it in the player's language. `per_move`: a notice of a move, which a player
/// who chose the daily digest does not get (unless their DMs are closed, so that the digest
/// cannot come either).
async fn call_player(
    http: &Http,
    data: &Data,
    user: UserId,
    text: impl FnOnce(Lang) -> String,
    board: Option<(&GameInfo, &History)>,
    per_move: bool,
) -> Option<String> {
    let settings = data.service.settings(user).await.ok()?;
    if per_move && !settings.dm_failed {
        let comfort = data.service.comfort(user).await.ok()?;
        if comfort.digest_hour.is_some() {
            return None;
        }
    }
    match settings.notify {
        Notify::None => None,
        Notify::Mention => Some(mention(user)),
        Notify::Dm if settings.dm_failed => Some(mention(user)),
        Notify::Dm => {
            let sent = async {
                let dm = serenity::UserId::new(user.0.max(1))
                    .create_dm_channel(http)
                    .await?;
                let lang = data.user_lang(user).await;
                let text = text(lang);
                let mut message = channel_message(lang, text).allowed_mentions(pings(&[]));
                if let Some((info, history)) = board {
                    match board_attachment(http, data, info, history, Some(&settings), lang).await {
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
    let posted = post_one_move(http, data, by, result).await;
    // The opponent's prepared answer, played with it: posted below it, exactly like a
    // typed move. If this post failed, both are left to the scheduler, in their order.
    if let Some(reply) = &result.reply {
        let owner = result.info.to_move.unwrap_or(by);
        match &posted {
            Ok(()) => Box::pin(post_move(http, data, owner, reply)).await?,
            Err(_) => {
                if let Some(id) = reply.post {
                    if let Err(e) = data.service.release(id).await {
                        warn!(error = %e, notification = id, "could not give a move post back");
                    }
                }
            }
        }
    }
    posted
}

async fn post_one_move(
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
async fn rating_lines(lang: Lang, data: &Data, info: &GameInfo) -> String {
    if !info.rated {
        return String::new();
    }
    match data.service.game_rating_changes(info.id).await {
        Ok(Some(changes)) => format!("\n{}", rating_changes_text(lang, &changes)),
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
    let lang = data.thread_lang(info.guild_id).await;
    let check = history.position().in_check() && history.outcome().is_none();
    let mut content = t!(
        lang,
        if check {
            "post-played-check"
        } else {
            "post-played"
        },
        ply = ply,
        player = mention(by),
        mv = western.as_str(),
        canonical = canonical.as_str()
    );
    if result.prepared {
        content += &format!(" · {}", t!(lang, "forecast-prepared-mark"));
    }
    let mut pinged = vec![];
    match (history.outcome(), info.to_move) {
        (Some(outcome), _) => {
            content += &format!(
                "\n{}{}",
                outcome_text(lang, outcome, info),
                rating_lines(lang, data, info).await
            );
        }
        (None, Some(_)) if result.answered => {
            // Its prepared answer is posted next: nobody is called to move.
            let answering = if by == info.black {
                info.white
            } else {
                info.black
            };
            let who = mention(answering);
            content += &format!("\n{}", t!(lang, "forecast-answers-next", player = who));
        }
        (None, Some(next)) if info.is_computer(next) => {
            let player = player_label(lang, info, next);
            content += &format!("\n{}", t!(lang, "post-thinking", player = player));
        }
        (None, Some(next)) => {
            // The DM carries the player's own board on the web, when it is public.
            let board = personal_link(data, info.id, next).await;
            let dm = |l: Lang| {
                let mut text = your_move_text(l, info, Some(western.as_str()), info.deadline);
                if let Some(link) = &board {
                    text += &format!("\n{}", t!(l, "dm-your-board", link = link.as_str()));
                }
                text
            };
            let call = call_player(http, data, next, dm, Some((info, history)), true).await;
            let who = call.clone().unwrap_or_else(|| format!("<@{}>", next.0));
            if call.is_some() {
                pinged.push(next);
            }
            let clock = clock_text(lang, info.deadline);
            content += &format!(
                "\n{}",
                t!(lang, "post-to-move", player = who, clock = clock)
            );
            let extensions = data.service.extensions(info.id).await.ok().flatten();
            if extensions.is_some() {
                content += &format!("\n{}", extensions_line(lang, extensions));
            }
        }
        (None, None) => {}
    }
    let file = board_attachment(http, data, info, history, None, lang).await?;
    let mut message = channel_message(lang, content)
        .allowed_mentions(pings(&pinged))
        .add_file(file)
        .components(board_post_buttons(lang, data, info, history));
    if history.outcome().is_some() {
        // The move that ended the game: its post carries the whole game too.
        if let Some(gif) =
            end_of_game_gif(http, data, info, history, spectators_style(info), lang).await
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
    (game, ply): (GameId, u32),
    by: UserId,
    (prepared, answered): (bool, bool),
) -> Result<(), Error> {
    match data.service.stored_move(game, ply).await? {
        Some(mut result) => {
            result.prepared = prepared;
            result.answered = answered;
            post_played(http, data, by, &result, Some(id)).await
        }
        None => Ok(()),
    }
}

/// Posts a notification of the outbox, with a nonce so that Discord shows it once even if
/// it is posted again after a crash.
pub async fn deliver_notification(http: &Http, data: &Data, n: &Notification) -> Result<(), Error> {
    match &n.event {
        Event::MovePlayed {
            game,
            ply,
            by,
            prepared,
            answered,
            ..
        } => {
            let marks = (*prepared, *answered);
            repost_move(http, data, n.id, (*game, *ply), *by, marks).await
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
            let text = |l: Lang| format!("⏰ {}", your_move_text(l, &info, None, Some(*deadline)));
            let history = data.service.game_history(*game).await.ok().map(|(_, h)| h);
            let board = history.as_ref().map(|h| (&info, h));
            if let Some(m) = call_player(http, data, *user, text, board, false).await {
                let lang = data.thread_lang(info.guild_id).await;
                let clock = clock_text(lang, Some(*deadline));
                let msg =
                    channel_message(lang, t!(lang, "post-reminder", player = m, clock = clock))
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
            let lang = data.thread_lang(info.guild_id).await;
            let text = outcome_text(lang, *outcome, &info);
            let ratings = rating_lines(lang, data, &info).await;
            let over = t!(
                lang,
                "post-game-over",
                game = game.to_string(),
                black = mention(*black),
                white = mention(*white),
                result = text
            );
            let mut msg = channel_message(lang, format!("{over}{ratings}"))
                .allowed_mentions(pings(&[*black, *white]))
                .components(vec![CreateActionRow::Buttons(vec![rematch_button(
                    lang, *game,
                )])]);
            if let Some(gif) =
                end_of_game_gif(http, data, &info, &history, spectators_style(&info), lang).await
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
            let lang = data.thread_lang(info.guild_id).await;
            let what = offer_words(lang, *kind, plies_back(&info, *kind, *by));
            if info.is_computer(*to) {
                // The computer answers by itself, with no buttons to press.
                let msg = channel_message(
                    lang,
                    t!(
                        lang,
                        "post-offer-to-computer",
                        player = mention(*by),
                        offer = what,
                        computer = player_label(lang, &info, *to)
                    ),
                )
                .allowed_mentions(pings(&[]));
                let posted = post_to_game(http, &info, stamp(msg)).await;
                data.computer.nudge(*game);
                posted?;
                return Ok(());
            }
            let msg = channel_message(
                lang,
                t!(
                    lang,
                    "post-offer",
                    player = mention(*by),
                    offer = what,
                    opponent = mention(*to)
                ),
            )
            .allowed_mentions(pings(&[*to]))
            .components(vec![answer_buttons(lang, *game, *kind, *ply)]);
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::OfferDeclined { game, kind, by } => {
            let info = data.service.game_info(*game).await?;
            let lang = data.thread_lang(info.guild_id).await;
            let id = match kind {
                OfferKind::Draw => "post-declined-draw",
                OfferKind::Takeback => "post-declined-takeback",
                OfferKind::Impasse => "post-declined-impasse",
            };
            let msg = channel_message(lang, t!(lang, id, player = mention(*by)))
                .allowed_mentions(pings(&[]));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::TookBack {
            game,
            plies,
            to_move,
        } => {
            let (info, history) = data.service.game_history(*game).await?;
            let lang = data.thread_lang(info.guild_id).await;
            let file = board_attachment(http, data, &info, &history, None, lang).await?;
            let msg = channel_message(
                lang,
                t!(
                    lang,
                    "post-took-back",
                    plies = *plies,
                    player = mention(*to_move),
                    clock = clock_text(lang, info.deadline)
                ),
            )
            .allowed_mentions(pings(&[]))
            .add_file(file)
            .components(board_post_buttons(lang, data, &info, &history));
            post_to_game(http, &info, stamp(msg)).await?;
        }
        Event::OnVacation {
            game,
            user,
            opponent,
            until,
        } => {
            let info = data.service.game_info(*game).await?;
            let lang = data.thread_lang(info.guild_id).await;
            let msg = channel_message(
                lang,
                t!(
                    lang,
                    "post-on-vacation",
                    opponent = mention(*opponent),
                    player = mention(*user),
                    until = until.0 / 1000
                ),
            )
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
            let text = |lang| expired_text(lang, *challenge, *challenger);
            close_card(http, data, *challenge, text).await;
        }
        Event::ExtensionUsed { .. } | Event::VacationSpent { .. } | Event::Digest { .. } => {
            super::comfort::deliver(http, data, event, &stamp).await?;
        }
        Event::TournamentStageStarted { .. }
        | Event::TournamentResult { .. }
        | Event::TournamentWithdrawn { .. }
        | Event::TournamentFinished { .. }
        | Event::TournamentCancelled { .. } => {
            // A table too long for one message is posted in parts, each with a nonce of its
            // own (Discord would take a second message with the same nonce for the first).
            let stamp_part = |message: CreateMessage, part: u32| match (&nonce, part) {
                (Some(serenity::Nonce::String(n)), 1..) => message
                    .nonce(serenity::Nonce::String(format!("{n}-{part}")))
                    .enforce_nonce(true),
                _ => stamp(message),
            };
            super::tournament_posts::deliver(http, data, event, &stamp_part).await?;
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

fn offer_words(lang: Lang, kind: OfferKind, plies: u32) -> String {
    t!(
        lang,
        match (kind, plies) {
            (OfferKind::Draw, _) => "post-offer-draw",
            (OfferKind::Takeback, 2) => "post-offer-takeback-two",
            (OfferKind::Takeback, _) => "post-offer-takeback",
            (OfferKind::Impasse, _) => "post-offer-impasse",
        }
    )
}

/// "Your move in game 3 (Shogi) in #thread: your opponent played P-7f; time runs out ...",
/// in the player's language `lang`; without the opponent's move for a reminder.
fn your_move_text(
    lang: Lang,
    info: &GameInfo,
    played: Option<&str>,
    deadline: Option<crate::service::Timestamp>,
) -> String {
    let clock = clock_text(lang, deadline);
    let game = info.id.to_string();
    let variant = info.variant.game().name;
    // As text: a snowflake is beyond what a Fluent number (a float) holds exactly.
    let thread = info.thread_id.unwrap_or_default().to_string();
    match (played, info.thread_id.is_some()) {
        (Some(mv), true) => t!(
            lang,
            "dm-your-move-thread",
            game = game,
            variant = variant,
            thread = &thread,
            mv = mv,
            clock = clock
        ),
        (Some(mv), false) => t!(
            lang,
            "dm-your-move",
            game = game,
            variant = variant,
            mv = mv,
            clock = clock
        ),
        (None, true) => t!(
            lang,
            "dm-reminder-thread",
            game = game,
            variant = variant,
            thread = &thread,
            clock = clock
        ),
        (None, false) => t!(
            lang,
            "dm-reminder",
            game = game,
            variant = variant,
            clock = clock
        ),
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
