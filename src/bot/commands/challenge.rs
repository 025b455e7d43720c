//! /challenge: posts a challenge card with Accept / Decline / Cancel buttons.

use super::{user_of, Context, Error, GameChoice};
use crate::ai::Level;
use crate::bot::buttons::{open_thread, GamePlace};
use crate::bot::context::refuse;
use crate::bot::ids::ButtonAction;
use crate::bot::present::{mention, IMAGE_WIDTH};
use crate::render::{board_diagram, to_png, BoardOptions};
use crate::rules::Position;
use crate::service::{Challenge, ColorChoice, NewChallenge, UserId};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed};

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
    fn days(self) -> Option<u32> {
        Some(match self {
            TimeChoice::D1 => 1,
            TimeChoice::D2 => 2,
            TimeChoice::D3 => 3,
            TimeChoice::D5 => 5,
            TimeChoice::D7 => 7,
            TimeChoice::D10 => 10,
            TimeChoice::D14 => 14,
            TimeChoice::Unlimited => return None,
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
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play; leave empty for an open challenge anyone may take"]
    opponent: Option<serenity::User>,
    #[description = "Which game (default: Chu Seireigi)"] game: Option<GameChoice>,
    #[description = "Time per move (default: 3 days)"] time: Option<TimeChoice>,
    #[description = "Your colour (default: random)"] color: Option<ColorParam>,
    #[description = "Start from this position (SFEN)"] position: Option<String>,
    #[description = "Against the computer (choose me as opponent): how well it plays (default: normal)"]
    level: Option<LevelParam>,
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
    let level = computer.then(|| level.map_or(Level::Normal, LevelParam::level));
    let request = NewChallenge {
        challenger: me,
        opponent: opponent.as_ref().map(|u| UserId(u.id.get())),
        variant: game.unwrap_or(GameChoice::ChuSeireigi).id().to_string(),
        days_per_move: time.unwrap_or(TimeChoice::D3).days(),
        color: match color {
            Some(ColorParam::Black) => ColorChoice::Black,
            Some(ColorParam::White) => ColorChoice::White,
            _ => ColorChoice::Random,
        },
        position,
    };
    // Refusals are private, the card is public: check first, then defer publicly.
    ctx.data().service.check_challenge(&request)?;
    ctx.data()
        .service
        .check_challenge_limits(me, computer)
        .await?;
    super::acknowledge(ctx, false).await?;
    let (ch, _) = ctx.data().service.challenge(request).await?;
    let waits = level.is_none();
    let shown = ch.clone();
    let (embed, file) = ctx.data().render(move || card(&shown, waits)).await?;
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
    let mut reply = poise::CreateReply::default()
        .content(content)
        .embed(embed)
        .attachment(file);
    if level.is_none() {
        reply = reply.components(vec![buttons(&ch)]);
    }
    let sent = ctx.send(reply).await?;
    let message = sent.message().await?;
    let guild = ctx.guild_id().map(|g| g.get());
    let service = &ctx.data().service;
    service
        .set_challenge_message(ch.id, guild, message.channel_id.get(), message.id.get())
        .await?;
    if let (Some(level), Some(bot)) = (level, ch.challenged) {
        let (info, _) = service.accept_for_computer(ch.id, bot, level).await?;
        let place = GamePlace {
            guild,
            channel: message.channel_id,
            message: message.id,
        };
        open_thread(ctx.http(), ctx.data(), place, &info).await?;
    }
    Ok(())
}

fn buttons(ch: &Challenge) -> CreateActionRow {
    let accept = CreateButton::new(ButtonAction::AcceptChallenge(ch.id).to_custom_id())
        .label("Accept")
        .style(ButtonStyle::Success);
    let decline = CreateButton::new(ButtonAction::DeclineChallenge(ch.id).to_custom_id())
        .label("Decline")
        .style(ButtonStyle::Danger);
    let cancel = CreateButton::new(ButtonAction::CancelChallenge(ch.id).to_custom_id())
        .label("Cancel")
        .style(ButtonStyle::Secondary);
    let mut row = vec![accept];
    if ch.challenged.is_some() {
        row.push(decline);
    }
    row.push(cancel);
    CreateActionRow::Buttons(row)
}

/// The challenge's embed (rules summary) and start-position image.
/// `expires`: whether the card waits for an answer (a game against the computer does not).
fn card(ch: &Challenge, expires: bool) -> Result<(CreateEmbed, CreateAttachment), Error> {
    let game = ch.variant.game();
    let start = Position::from_sfen(ch.variant, &ch.start_sfen)?;
    let mut description = format!(
        "{}x{} board, promotion zone of {} ranks, captured pieces can be dropped.\nTime: {}. Challenger plays {}.",
        game.size,
        game.size,
        game.zone_depth,
        ch.days_per_move.map_or("unlimited".to_string(), |d| format!("{d} day(s) per move")),
        ch.color.as_str(),
    );
    if expires {
        description += &format!("\nExpires <t:{}:R>.", ch.expires_at.0 / 1000);
    }
    if let Some(note) = game.setup_note {
        description += &format!("\n⚠ {note}");
    }
    let png = to_png(
        &board_diagram(
            &start,
            &BoardOptions {
                header: format!("{} {}", game.name, game.kanji_name),
                ..BoardOptions::default()
            },
        ),
        IMAGE_WIDTH,
    )?;
    let file = CreateAttachment::bytes(png, format!("challenge-{}.png", ch.id.0));
    let embed = CreateEmbed::new()
        .title(format!("{} challenge {}", game.name, ch.id))
        .description(description)
        .image(format!("attachment://challenge-{}.png", ch.id.0));
    Ok((embed, file))
}
