//! A server's leaderboard of one game as a message (docs/ratings.md): a page of
//! `LEADERBOARD_PAGE` players with Previous and Next buttons, which only the member who
//! asked may press. A press edits the message in place; a press of someone else's buttons,
//! or of a page that no longer exists, is refused in one line and changes nothing.

use super::context::{refuse, Data, Error};
use super::ids::ButtonAction;
use super::limits;
use super::present::{mention, pings};
use crate::i18n::Lang;
use crate::rating::{LEADERBOARD_MAX_DAYS_IDLE, LEADERBOARD_MAX_DEVIATION, LEADERBOARD_MIN_GAMES};
use crate::rules::Variant;
use crate::service::{Leaderboard, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ComponentInteraction, CreateActionRow, Http};

/// The text of a page of `board` (`asked`: the page asked for, said when there is none) and
/// its buttons (none when everyone fits on one page).
pub fn page_message(
    lang: Lang,
    board: &Leaderboard,
    asked: u32,
    owner: UserId,
) -> (String, Vec<CreateActionRow>) {
    let game = board.variant.game().name_in(lang.code()).to_string();
    if board.total == 0 {
        let text = t!(
            lang,
            "leaderboard-empty",
            game = game,
            games = LEADERBOARD_MIN_GAMES,
            deviation = format!("{LEADERBOARD_MAX_DEVIATION}"),
            days = format!("{LEADERBOARD_MAX_DAYS_IDLE}")
        );
        return (text, Vec::new());
    }
    let mut text = t!(
        lang,
        "leaderboard-head",
        game = game,
        page = board.page,
        pages = board.pages,
        total = board.total
    );
    if asked > board.pages {
        text += " ";
        text += &t!(lang, "leaderboard-no-page", asked = asked);
    }
    for e in &board.entries {
        text.push('\n');
        text += &t!(
            lang,
            "leaderboard-line",
            rank = e.rank,
            player = mention(e.user),
            rating = e.rating.points(),
            deviation = format!("{:.0}", e.rating.deviation),
            games = e.games
        );
    }
    if board.pages <= 1 {
        return (text, Vec::new());
    }
    // Each button names the page it shows; at either end it is disabled (its page is out of
    // range, which a forged press is refused for).
    let button = |page: u32, label: &str, enabled: bool| {
        let id = ButtonAction::LeaderboardPage {
            game: board.variant.id().to_string(),
            page,
            owner,
        };
        limits::button(id.to_custom_id(), label)
            .style(ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    let row = CreateActionRow::Buttons(vec![
        button(
            board.page - 1,
            &t!(lang, "leaderboard-previous"),
            board.page > 1,
        ),
        button(
            board.page + 1,
            &t!(lang, "leaderboard-next"),
            board.page < board.pages,
        ),
    ]);
    (text, vec![row])
}

/// A press of Previous or Next (already acknowledged): the pressed message shows page
/// `page`. Refused, the message left as it was, when `user` is not the one who asked, or
/// when the page is gone (the board shrank) or never was (a forged id).
pub async fn turn_page(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    (user, lang): (UserId, Lang),
    (game, page, owner): (&str, u32, UserId),
) -> Result<(), Error> {
    if user != owner {
        return refuse(t!(lang, "leaderboard-not-yours", player = mention(owner)));
    }
    let (Some(guild), Some(variant)) = (c.guild_id, Variant::from_id(game)) else {
        return refuse(t!(lang, "leaderboard-stale"));
    };
    if page == 0 {
        return refuse(t!(lang, "leaderboard-stale"));
    }
    let board = data.service.leaderboard(guild.get(), variant, page).await?;
    if page > board.pages {
        return refuse(t!(lang, "leaderboard-stale"));
    }
    let (text, rows) = page_message(lang, &board, page, owner);
    let edit = limits::edit_response(lang, text)
        .components(rows)
        .allowed_mentions(pings(&[]));
    c.edit_response(http, edit).await?;
    Ok(())
}
