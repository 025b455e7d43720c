//! /challenge: posts a challenge card with Accept / Decline / Cancel buttons.

use super::{user_of, Context, Error, GameChoice};
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

/// Challenge someone (or anyone) to a game.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play; leave empty for an open challenge anyone may take"]
    opponent: Option<serenity::User>,
    #[description = "Which game (default: Chu Seireigi)"] game: Option<GameChoice>,
    #[description = "Time per move (default: 3 days)"] time: Option<TimeChoice>,
    #[description = "Your colour (default: random)"] color: Option<ColorParam>,
    #[description = "Start from this position (SFEN)"] position: Option<String>,
) -> Result<(), Error> {
    let me = user_of(ctx);
    if let Some(o) = &opponent {
        if o.id == ctx.framework().bot_id {
            return refuse("the computer opponent is not available yet: challenge a person, or post an open challenge");
        }
        if o.bot {
            return refuse("bots cannot play: challenge a person");
        }
    }
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
    super::acknowledge(ctx, false).await?;
    let (ch, _) = ctx.data().service.challenge(request).await?;
    let (embed, file) = card(&ch)?;
    let reply = poise::CreateReply::default()
        .content(match ch.challenged {
            Some(u) => format!("{} challenges {}!", mention(me), mention(u)),
            None => format!(
                "{} posts an open challenge: anyone may accept.",
                mention(me)
            ),
        })
        .embed(embed)
        .attachment(file)
        .components(vec![buttons(&ch)]);
    let sent = ctx.send(reply).await?;
    let message = sent.message().await?;
    let guild = ctx.guild_id().map(|g| g.get());
    ctx.data()
        .service
        .set_challenge_message(ch.id, guild, message.channel_id.get(), message.id.get())
        .await?;
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
fn card(ch: &Challenge) -> Result<(CreateEmbed, CreateAttachment), Error> {
    let game = ch.variant.game();
    let start = Position::from_sfen(ch.variant, &ch.start_sfen)?;
    let mut description = format!(
        "{}x{} board, promotion zone of {} ranks, captured pieces can be dropped.\nTime: {}. Challenger plays {}.\nExpires <t:{}:R>.",
        game.size,
        game.size,
        game.zone_depth,
        ch.days_per_move.map_or("unlimited".to_string(), |d| format!("{d} day(s) per move")),
        ch.color.as_str(),
        ch.expires_at.0 / 1000
    );
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
