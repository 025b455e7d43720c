//! /challenge: posts a challenge card with Accept / Decline buttons for the challenged
//! player, and gives the challenger a private Cancel button.

use super::common::{acknowledge, autocomplete_game, before_answer, lang_of, user_of, GameChoice};
use crate::ai::Level;
use crate::bot::cards::{
    cancelled_text, card, card_buttons, close_card, expired_text, open_thread, style_line,
    GamePlace,
};
use crate::bot::context::{refuse, send, Context, Error};
use crate::bot::ids::ButtonAction;
use crate::bot::limits;
use crate::bot::present::{channel_list, level_name, mention, pings};
use crate::service::{ChallengeStatus, ColorChoice, NewChallenge, TimePerMove, UserId};
use crate::t;
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
    // The bound is `service::MAX_EXTENSIONS` (poise takes a literal here).
    #[description = "One-day extensions per player, used when time runs out (0-10, default 0)"]
    #[min = 0]
    #[max = 10]
    extensions: Option<u32>,
) -> Result<(), Error> {
    let me = user_of(ctx);
    let lang = lang_of(ctx).await;
    let computer = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id);
    if let Some(o) = &opponent {
        if o.bot && !computer {
            return refuse(t!(lang, "refuse-challenge-bot"));
        }
    }
    if level.is_some() && !computer {
        return refuse(t!(lang, "refuse-challenge-level"));
    }
    let set_up = position.as_deref().is_some_and(|p| !p.trim().is_empty());
    if rated == Some(true) && (computer || set_up) {
        return refuse(t!(
            lang,
            if computer {
                "refuse-challenge-rated-computer"
            } else {
                "refuse-challenge-rated-position"
            }
        ));
    }
    let level = computer.then(|| level.map_or(Level::Normal, LevelParam::level));
    // The server may keep challenges to some channels, and choose the game and time of a
    // challenge that names none.
    let server = match ctx.guild_id() {
        Some(g) => before_answer(ctx, ctx.data().service.guild_settings(g.get())).await?,
        None => Default::default(),
    };
    if !server.allows_challenges_in(ctx.channel_id().get()) {
        return refuse(t!(
            lang,
            "refuse-challenge-channel",
            channels = channel_list(lang, &server.allowed_channels)
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
    let extensions = extensions.unwrap_or(0);
    if extensions > crate::service::MAX_EXTENSIONS {
        return Err(crate::service::ServiceError::BadExtensions.into());
    }
    before_answer(ctx, ctx.data().service.check_challenge_limits(me, computer)).await?;
    acknowledge(ctx, false).await?;
    let rated = rated.unwrap_or(true) && !computer;
    let (ch, _) = ctx
        .data()
        .service
        .challenge_with(request, rated, extensions)
        .await?;
    let waits = level.is_none();
    let shown = ch.clone();
    // The card is public: in the server's language.
    let public = ctx
        .data()
        .thread_lang(ctx.guild_id().map(|g| g.get()))
        .await;
    let style = style_line(public, ctx.data(), &ch).await?;
    let (embed, file) = ctx
        .data()
        .render(move || card(public, &shown, waits, &style))
        .await?;
    let content = match (ch.challenged, level) {
        (Some(u), Some(level)) => t!(
            public,
            "card-plays-computer",
            player = mention(me),
            computer = mention(u),
            level = level_name(public, level)
        ),
        (Some(u), None) => t!(
            public,
            "card-challenges",
            player = mention(me),
            opponent = mention(u)
        ),
        (None, _) => t!(public, "card-open", player = mention(me)),
    };
    let pinged: Vec<UserId> = ch
        .challenged
        .filter(|_| level.is_none())
        .into_iter()
        .collect();
    let mut reply = limits::reply(lang, content)
        .embed(embed)
        .attachment(file)
        .allowed_mentions(pings(&pinged));
    if level.is_none() {
        reply = reply.components(vec![card_buttons(public, &ch)]);
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
        match service.challenge_info(ch.id).await?.status {
            ChallengeStatus::Expired => {
                let text = |l| expired_text(l, ch.id, me);
                close_card(ctx.http(), ctx.data(), ch.id, text).await;
            }
            ChallengeStatus::Cancelled => {
                close_card(ctx.http(), ctx.data(), ch.id, cancelled_text).await;
            }
            _ => {}
        }
        // Cancel goes to the challenger alone, so that the challenged player's only buttons
        // are Accept and Decline.
        let cancel = limits::button(
            ButtonAction::CancelChallenge(ch.id).to_custom_id(),
            &t!(lang, "button-cancel-challenge"),
        )
        .style(ButtonStyle::Secondary);
        send(
            ctx,
            limits::reply(
                lang,
                t!(
                    lang,
                    "reply-challenge-posted",
                    challenge = ch.id.to_string()
                ),
            )
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
