//! The slash commands of bot.md. A command that writes or renders acknowledges first (a
//! defer, private when its answer is private), because Discord gives three seconds; it then
//! does the work and answers with follow-ups. Read-only checks may refuse before that.

mod challenge;
mod game;
mod hint;
mod info;
mod offers;

use super::context::{refuse, with_retry, Context, Data, Error};
use super::present::excerpt;
use crate::service::{GameId, GameInfo, UserId};

pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge::challenge(),
        game::play_move(),
        game::board(),
        game::moves(),
        game::history(),
        game::export(),
        hint::hint(),
        offers::resign(),
        offers::draw(),
        offers::takeback(),
        offers::impasse(),
        info::piece(),
        info::games(),
        info::rules(),
        info::settings(),
        info::help(),
    ]
}

/// The games as players pick them.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "Chu Seireigi (12x12)"]
    ChuSeireigi,
    #[name = "Uchi Chu Shogi (12x12, provisional setup)"]
    UchiChuShogi,
    #[name = "Dai Seireigi (15x15, reconstructed setup)"]
    DaiSeireigi,
    #[name = "Shogi (9x9)"]
    Shogi,
}

impl GameChoice {
    pub fn id(self) -> &'static str {
        match self {
            GameChoice::ChuSeireigi => "chu-seireigi",
            GameChoice::UchiChuShogi => "uchi-chu-shogi",
            GameChoice::DaiSeireigi => "dai-seireigi",
            GameChoice::Shogi => "shogi",
        }
    }
}

pub fn user_of(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}

/// The game a command is about: the one named, else the game of this thread, else the
/// user's only game waiting for them.
pub async fn resolve_game(ctx: Context<'_>, named: Option<&str>) -> Result<GameInfo, Error> {
    let service = &ctx.data().service;
    if let Some(text) = named {
        let id: i64 = match text.trim().trim_start_matches('#').parse() {
            Ok(id) => id,
            Err(_) => {
                return refuse(format!(
                    "\"{}\" is not a game number (e.g. 12)",
                    excerpt(text, 40)
                ))
            }
        };
        let info = service.game_info(GameId(id)).await?;
        let guild = ctx.guild_id().map(|g| g.get());
        if !may_see(&info, user_of(ctx), guild) {
            return refuse(format!(
                "game {} is not played in this server: only its players can look at it from elsewhere",
                info.id
            ));
        }
        return Ok(info);
    }
    if let Some(g) = service.game_in_thread(ctx.channel_id().get()).await? {
        return Ok(g);
    }
    let user = user_of(ctx);
    let games = service.games_of(user, true).await?;
    let waiting: Vec<&GameInfo> = games.iter().filter(|g| g.to_move == Some(user)).collect();
    match (waiting.as_slice(), games.as_slice()) {
        ([one], _) => Ok((*one).clone()),
        ([], [one]) => Ok(one.clone()),
        ([], []) => {
            refuse("you have no game here: use this in a game's thread, or give the game number")
        }
        _ => {
            let list: Vec<String> = games
                .iter()
                .map(|g| format!("{} ({})", g.id, g.variant.game().name))
                .collect();
            refuse(format!(
                "you have several games ({}): give the game number",
                list.join(", ")
            ))
        }
    }
}

/// Whether `user`, writing in `guild` (none in DMs), may look at a game by its number: its
/// players anywhere, members of the guild where it is played there (an interaction from a
/// guild comes from one of its members), nobody from other guilds (game numbers are
/// sequential: anyone could try them all).
pub fn may_see(info: &GameInfo, user: UserId, guild: Option<u64>) -> bool {
    user == info.black || user == info.white || (guild.is_some() && guild == info.guild_id)
}

/// Acknowledges the interaction (privately or not) before the command does anything slow,
/// retrying when Discord answers 429 or a server error, within its three seconds. When it
/// cannot be acknowledged the command stops: the user was shown a failure, so nothing must
/// happen behind their back.
pub async fn acknowledge(ctx: Context<'_>, ephemeral: bool) -> Result<(), Error> {
    with_retry(2, || async move {
        if ephemeral {
            ctx.defer_ephemeral().await
        } else {
            ctx.defer().await
        }
    })
    .await?;
    Ok(())
}
