//! /rating and /leaderboard (docs/ratings.md): a player's rating in one game, with its graph,
//! and a server's leaderboard of one game, a page at a time (`bot::leaderboard`).

use super::common::{acknowledge, autocomplete_game, before_answer, lang_of, user_of, GameChoice};
use crate::bot::context::{send, Context, Error};
use crate::bot::leaderboard::page_message;
use crate::bot::limits;
use crate::bot::present::{mention, pings, rating_points};
use crate::i18n::Lang;
use crate::rating::PROVISIONAL_DEVIATION;
use crate::render::rating_graph::rating_graph_png;
use crate::rules::Variant;
use crate::service::{PlayerRating, UserId};
use crate::t;
use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

/// The game a rating is asked about: the one named, else this thread's game, else the game
/// of the player's latest rated game, else the server's default game.
async fn pool_of(ctx: Context<'_>, chosen: Option<Variant>, who: UserId) -> Result<Variant, Error> {
    if let Some(v) = chosen {
        return Ok(v);
    }
    let service = &ctx.data().service;
    let thread = service.game_in_thread(ctx.channel_id().get());
    if let Some(game) = before_answer(ctx, thread).await? {
        return Ok(game.variant);
    }
    if let Some(v) = before_answer(ctx, service.latest_rated_game(who)).await? {
        return Ok(v);
    }
    Ok(match ctx.guild_id() {
        Some(g) => before_answer(ctx, service.guild_settings(g.get()))
            .await?
            .game_for(None),
        None => Variant::default_game(),
    })
}

/// The text of a player's rating: rating and deviation, provisional marked, the counts.
fn rating_text(lang: Lang, r: &PlayerRating) -> String {
    let game = r.variant.game().name_in(lang.code()).to_string();
    let provisional = format!("{PROVISIONAL_DEVIATION}");
    if r.games == 0 {
        return t!(
            lang,
            "rating-none",
            player = mention(r.user),
            game = game,
            provisional = provisional
        );
    }
    let shown = rating_points(r.rating.points(), r.is_provisional());
    let mut text = t!(
        lang,
        "rating-head",
        game = game,
        player = mention(r.user),
        rating = shown,
        deviation = format!("{:.0}", r.rating.deviation)
    );
    if r.is_provisional() {
        text += " ";
        text += &t!(lang, "rating-provisional", provisional = provisional);
    }
    text.push('\n');
    text += &t!(
        lang,
        "rating-counts",
        games = r.games,
        wins = r.wins,
        losses = r.losses,
        draws = r.draws
    );
    if let Some(best) = r.best {
        text += " · ";
        text += &t!(lang, "rating-best", best = best);
    }
    text
}

/// A player's rating in a game: rating and deviation, games, results, best, and a graph.
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose rating (default: yours)"] user: Option<serenity::User>,
    #[description = "Which game (default: this thread's, else your latest rated game)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let who = user.map_or(user_of(ctx), |u| UserId(u.id.get()));
    let chosen = GameChoice::chosen(game)?;
    let variant = pool_of(ctx, chosen, who).await?;
    let lang = lang_of(ctx).await;
    // The graph is drawn: acknowledged first.
    acknowledge(ctx, false).await?;
    let service = &ctx.data().service;
    let standing = service.rating(who, variant).await?;
    let mut text = rating_text(lang, &standing);
    let mut attachment = None;
    if standing.games > 0 {
        let history = service.rating_history(who, variant).await?;
        let mut points: Vec<i32> = history.first().map(|h| h.before).into_iter().collect();
        points.extend(history.iter().map(|h| h.after));
        let graph = ctx.data().render(move || rating_graph_png(&points)).await?;
        text.push('\n');
        text += &t!(
            lang,
            "rating-graph",
            low = graph.low,
            high = graph.high,
            step = graph.step
        );
        attachment = Some(CreateAttachment::bytes(
            graph.png,
            format!("rating-{}-{}.png", who.0, variant.id()),
        ));
    }
    let mut reply = limits::reply(lang, text).allowed_mentions(pings(&[]));
    if let Some(a) = attachment {
        reply = reply.attachment(a);
    }
    send(ctx, reply).await?;
    Ok(())
}

/// This server's best players of a game, 25 a page, with Previous and Next buttons.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: the server's)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<GameChoice>,
    #[description = "Page (25 players a page; default: the first)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id().map(|g| g.get()) else {
        return Ok(());
    };
    let chosen = GameChoice::chosen(game)?;
    let service = &ctx.data().service;
    let variant = before_answer(ctx, service.guild_settings(guild))
        .await?
        .game_for(chosen);
    let asked = page.unwrap_or(1).max(1);
    let board = before_answer(ctx, service.leaderboard(guild, variant, asked)).await?;
    let lang = lang_of(ctx).await;
    let (text, buttons) = page_message(lang, &board, asked, user_of(ctx));
    let reply = limits::reply(lang, text)
        .components(buttons)
        .allowed_mentions(pings(&[]));
    send(ctx, reply).await?;
    Ok(())
}
