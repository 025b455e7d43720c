//! /challenge: posts a challenge card with Accept / Decline buttons for the challenged
//! player, and gives the challenger a private Cancel button.

use super::common::{acknowledge, autocomplete_game, before_answer, user_of, GameChoice};
use crate::ai::Level;
use crate::bot::cards::{
    card, card_buttons, close_card, expired_text, open_thread, style_line, GamePlace,
    CANCELLED_TEXT,
};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::ids::ButtonAction;
use crate::bot::limits;
use crate::bot::present::{channel_list, mention, pings};
use crate::service::{ChallengeStatus, ColorChoice, NewChallenge, TimePerMove, UserId};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeChoice {
    #[name = "1 day per move"]
    D1,
    #[name = "2 days per move"]
    D2,
    #[name = "3 days per move"]
    D3,
    #[name = "5 days per move"]
    D5,
    #[name = "7 days per move"]
    D7,
    #[name = "10 days per move"]
    D10,
    #[name = "14 days per move"]
    D14,
    #[name = "unlimited"]
    Unlimited,
}

impl TimeChoice {
    pub fn time(self) -> TimePerMove {
        TimePerMove::Days(match self {
            TimeChoice::D1 => 1,
            TimeChoice::D2 => 2,
            TimeChoice::D3 => 3,
            TimeChoice::D5 => 5,
            TimeChoice::D7 => 7,
            TimeChoice::D10 => 10,
            TimeChoice::D14 => 14,
            TimeChoice::Unlimited => return TimePerMove::Unlimited,
        })
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorParam {
    #[name = "black (sente, moves first)"]
    Black,
    #[name = "white (gote)"]
    White,
    #[name = "random"]
    Random,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelParam {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "strong"]
    Strong,
}

impl LevelParam {
    fn level(self) -> Level {
        match self {
            LevelParam::Easy => Level::Easy,
            LevelParam::Normal => Level::Normal,
            LevelParam::Strong => Level::Strong,
        }
    }
}

/// Challenge someone (or anyone, or the computer: choose the bot) to a game.
// Poise declares each slash option as an argument of its command.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play; leave empty for an open challenge anyone may take"]
    opponent: Option<serenity::User>,
    #[description = "Which game (default: the server's, else the first of the list)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<GameChoice>,
    #[description = "Time per move (default: the server's, else 3 days)"] time: Option<TimeChoice>,
    #[description = "Your colour (default: random)"] color: Option<ColorParam>,
    #[description = "Start from this position (SFEN)"] position: Option<String>,
    #[description = "Against the computer (choose me as opponent): how well it plays (default: normal)"]
    level: Option<LevelParam>,
    #[description = "Rated (default: yes between two people; False for a friendly game)"]
    rated: Option<bool>,
) -> Result<(), Error> {
    let me = user_of(ctx);
    let computer = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id);
    if let Some(o) = &opponent {
        if o.bot && !computer {
            return refuse(
                "bots cannot play: challenge a person, or me for a game against the computer",
            );
        }
    }
    if level.is_some() && !computer {
        return refuse(
            "a level is for games against the computer: choose me as the opponent, or leave the level out",
        );
    }
    let set_up = position.as_deref().is_some_and(|p| !p.trim().is_empty());
    if rated == Some(true) && (computer || set_up) {
        return refuse(if computer {
            "games against the computer are never rated: leave rated out"
        } else {
            "games from a set-up position are never rated: leave rated or the position out"
        });
    }
    let level = computer.then(|| level.map_or(Level::Normal, LevelParam::level));
    // The server may keep challenges to some channels, and choose the game and time of a
    // challenge that names none.
    let server = match ctx.guild_id() {
        Some(g) => before_answer(ctx, ctx.data().service.guild_settings(g.get())).await?,
        None => Default::default(),
    };
    if !server.allows_challenges_in(ctx.channel_id().get()) {
        return refuse(format!(
            "challenges on this server are made in {}: use /challenge there",
            channel_list(&server.allowed_channels)
        ));
    }
    let chosen = GameChoice::chosen(game)?;
    let request = NewChallenge {
        challenger: me,
        opponent: opponent.as_ref().map(|u| UserId(u.id.get())),
        variant: server.game_for(chosen).id().to_string(),
        days_per_move: server.time_for(time.map(TimeChoice::time)).days(),
        color: match color {
            Some(ColorParam::Black) => ColorChoice::Black,
            Some(ColorParam::White) => ColorChoice::White,
            _ => ColorChoice::Random,
        },
        position,
    };
    // Refusals are private, the card is public: check first, then defer publicly.
    ctx.data().service.check_challenge(&request)?;
    before_answer(ctx, ctx.data().service.check_challenge_limits(me, computer)).await?;
    acknowledge(ctx, false).await?;
    let rated = rated.unwrap_or(true) && !computer;
    let (ch, _) = ctx.data().service.challenge_rated(request, rated).await?;
    let waits = level.is_none();
    let shown = ch.clone();
    let style = style_line(ctx.data(), &ch).await?;
    let (embed, file) = ctx
        .data()
        .render(move || card(&shown, waits, &style))
        .await?;
    let content = match (ch.challenged, level) {
        (Some(u), Some(level)) => format!(
            "{} plays {} (computer, {level}): the game starts at once.",
            mention(me),
            mention(u)
        ),
        (Some(u), None) => format!("{} challenges {}!", mention(me), mention(u)),
        (None, _) => format!(
            "{} posts an open challenge: anyone may accept.",
            mention(me)
        ),
    };
    let pinged: Vec<UserId> = ch
        .challenged
        .filter(|_| level.is_none())
        .into_iter()
        .collect();
    let mut reply = limits::reply(content)
        .embed(embed)
        .attachment(file)
        .allowed_mentions(pings(&pinged));
    if level.is_none() {
        reply = reply.components(vec![card_buttons(&ch)]);
    }
    let sent = send(ctx, reply).await?;
    let message = sent.message().await?;
    let guild = ctx.guild_id().map(|g| g.get());
    let service = &ctx.data().service;
    // Recorded at once: closing the card (on expiry, say) needs to know where it is.
    service
        .set_challenge_message(ch.id, guild, message.channel_id.get(), message.id.get())
        .await?;
    if level.is_none() {
        // Closed before it was recorded (expired or cancelled in between): nobody else
        // could find the card to close it, so close it here.
        let closed = match service.challenge_info(ch.id).await?.status {
            ChallengeStatus::Expired => Some(expired_text(ch.id, me)),
            ChallengeStatus::Cancelled => Some(CANCELLED_TEXT.to_string()),
            _ => None,
        };
        if let Some(text) = closed {
            close_card(ctx.http(), ctx.data(), ch.id, &text).await;
        }
        // Cancel goes to the challenger alone, so that the challenged player's only buttons
        // are Accept and Decline.
        let cancel = limits::button(
            ButtonAction::CancelChallenge(ch.id).to_custom_id(),
            "Cancel my challenge",
        )
        .style(ButtonStyle::Secondary);
        send(
            ctx,
            limits::reply(format!(
                "Challenge {} is posted. Until it is answered you can withdraw it here.",
                ch.id
            ))
            .ephemeral(true)
            .components(vec![CreateActionRow::Buttons(vec![cancel])]),
        )
        .await?;
    }
    if let (Some(level), Some(bot)) = (level, ch.challenged) {
        let (info, _) = service.accept_for_computer(ch.id, bot, level).await?;
        let place = GamePlace {
            guild,
            channel: message.channel_id,
            message: Some(message.id),
        };
        open_thread(ctx.http(), ctx.data(), place, &info).await?;
    }
    Ok(())
}
