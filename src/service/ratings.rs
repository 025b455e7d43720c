//! Ratings (docs/ratings.md): a rated game's end updates both players' Glicko-2 ratings in
//! the transaction that ends it ([`GameService::rate_end`]), and the queries of `/rating` and
//! `/leaderboard`. The numbers come from `crate::rating`; sentences are the front ends'.

use super::query::discord_id_to_db;
use super::types::{stored_count, GameId, Timestamp, UserId, DAY_MS};
use super::{GameService, Result, ServiceError};
use crate::rating::{self, on_leaderboard, Rating, Score};
use crate::rules::{Color, Outcome, Variant};
use crate::store::rating_queries::{self, RatingHistoryRow, RatingRow};
use crate::store::rows::GameRow;
use crate::store::{queries, Db};

/// Players on one page of a leaderboard (Discord shows up to 25 fields or lines comfortably).
pub const LEADERBOARD_PAGE: usize = 25;

/// A player's standing in one pool.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRating {
    pub user: UserId,
    pub variant: Variant,
    /// As of now: the deviation has grown since the last rated game.
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The highest rating after a rated game (none before the first).
    pub best: Option<i32>,
    pub last_game: Option<Timestamp>,
}

impl PlayerRating {
    pub fn is_provisional(&self) -> bool {
        self.rating.is_provisional()
    }
}

/// One rated game on a player's graph.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    pub game: GameId,
    pub at: Timestamp,
    pub before: i32,
    pub after: i32,
}

/// One player's change in one rated game, in shown points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RatingChange {
    pub user: UserId,
    pub before: i32,
    pub after: i32,
    /// Still provisional after the game.
    pub provisional: bool,
}

impl RatingChange {
    pub fn delta(&self) -> i32 {
        self.after - self.before
    }
}

/// Both players' changes in a rated game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RatingChanges {
    pub black: RatingChange,
    pub white: RatingChange,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardEntry {
    /// 1 for the best.
    pub rank: u32,
    pub user: UserId,
    /// As of now (the deviation grown since the last rated game).
    pub rating: Rating,
    pub games: u32,
}

/// One page of a server's leaderboard of a pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    pub variant: Variant,
    pub entries: Vec<LeaderboardEntry>,
    /// The page shown (1-based; the last one when a later one was asked for).
    pub page: u32,
    /// How many pages there are (1 for an empty board).
    pub pages: u32,
    /// Everyone listed, on every page.
    pub total: u32,
}

/// Days from `last` to `now` (0 for none, or for a clock set back).
fn days_since(last: Option<i64>, now: Timestamp) -> f64 {
    last.map_or(0.0, |t| ((now.0 - t) as f64 / DAY_MS as f64).max(0.0))
}

fn stored(r: &RatingRow) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
    .sanitized()
}

fn start() -> (f64, f64, f64) {
    let r = Rating::NEW;
    (r.rating, r.deviation, r.volatility)
}

/// `r` after one more rated game ending at `now` with `score` and rating `after`.
fn counted(mut r: RatingRow, after: Rating, score: Score, now: Timestamp) -> RatingRow {
    r.best = if r.games > 0 {
        r.best.max(after.rating)
    } else {
        after.rating
    };
    r.games += 1;
    match score {
        Score::Win => r.wins += 1,
        Score::Loss => r.losses += 1,
        Score::Draw => r.draws += 1,
    }
    r.rating = after.rating;
    r.deviation = after.deviation;
    r.volatility = after.volatility;
    r.last_game_at = Some(now.0);
    r
}

fn history_row(game: &GameRow, r: &RatingRow, before: Rating, after: Rating) -> RatingHistoryRow {
    RatingHistoryRow {
        game_id: game.id,
        user_id: r.user_id,
        variant: game.variant.clone(),
        played_at: r.last_game_at.unwrap_or_default(),
        rating_before: before.rating,
        deviation_before: before.deviation,
        rating_after: after.rating,
        deviation_after: after.deviation,
    }
}

fn change(h: &RatingHistoryRow) -> RatingChange {
    let after = Rating {
        rating: h.rating_after,
        deviation: h.deviation_after,
        volatility: rating::START_VOLATILITY,
    }
    .sanitized();
    RatingChange {
        user: UserId::from_db(h.user_id),
        before: h.rating_before.round() as i32,
        after: after.points(),
        provisional: after.is_provisional(),
    }
}

impl GameService {
    /// Rates a game that `outcome` has just ended, inside the transaction that ends it
    /// (after its row was updated, before the commit): nothing for a friendly game or one
    /// against the computer. Both players' rows are locked in user order (PostgreSQL), so
    /// two games ending at once for one player are rated one after the other; a second
    /// rating of the same game is refused by the history's key, and the whole transaction
    /// with it.
    pub(super) async fn rate_end(
        &self,
        tx: &mut dyn Db,
        game: &GameRow,
        outcome: Outcome,
        now: Timestamp,
    ) -> Result<()> {
        if game.rated == 0 || game.computer.is_some() || game.black == game.white {
            return Ok(());
        }
        let (first, second) = (game.black.min(game.white), game.black.max(game.white));
        let a = rating_queries::lock_rating(tx, first, &game.variant, start()).await?;
        let b = rating_queries::lock_rating(tx, second, &game.variant, start()).await?;
        let (black, white) = if first == game.black { (a, b) } else { (b, a) };
        let score = match outcome.winner {
            Some(Color::Black) => Score::Win,
            Some(Color::White) => Score::Loss,
            None => Score::Draw,
        };
        let (days_b, days_w) = (
            days_since(black.last_game_at, now),
            days_since(white.last_game_at, now),
        );
        let (before_b, before_w) = (
            stored(&black).after_inactivity(days_b),
            stored(&white).after_inactivity(days_w),
        );
        let (after_b, after_w) =
            rating::update(stored(&black), stored(&white), score, days_b, days_w);
        for (row, before, after, score) in [
            (black, before_b, after_b, score),
            (white, before_w, after_w, score.reversed()),
        ] {
            let row = counted(row, after, score, now);
            rating_queries::save_rating(tx, &row).await?;
            rating_queries::insert_history(tx, &history_row(game, &row, before, after)).await?;
        }
        Ok(())
    }

    /// A player's rating in a pool (the start values and no games if they have none yet).
    pub async fn rating(&self, user: UserId, variant: Variant) -> Result<PlayerRating> {
        let now = self.now();
        let mut c = self.store.read().await?;
        let row = rating_queries::rating(&mut c, user.db(), variant.id()).await?;
        Ok(match row.filter(|r| r.games > 0) {
            None => PlayerRating {
                user,
                variant,
                rating: Rating::NEW,
                games: 0,
                wins: 0,
                losses: 0,
                draws: 0,
                best: None,
                last_game: None,
            },
            Some(r) => PlayerRating {
                user,
                variant,
                rating: stored(&r).after_inactivity(days_since(r.last_game_at, now)),
                games: stored_count(r.games),
                wins: stored_count(r.wins),
                losses: stored_count(r.losses),
                draws: stored_count(r.draws),
                best: Some(r.best.round() as i32),
                last_game: r.last_game_at.map(Timestamp),
            },
        })
    }

    /// The pool of the user's latest rated game, if they have played one.
    pub async fn latest_rated_game(&self, user: UserId) -> Result<Option<Variant>> {
        let mut c = self.store.read().await?;
        let id = rating_queries::latest_rated_variant(&mut c, user.db()).await?;
        Ok(id.as_deref().and_then(Variant::from_id))
    }

    /// A player's rated games in a pool, oldest first (the graph's points).
    pub async fn rating_history(&self, user: UserId, variant: Variant) -> Result<Vec<RatingPoint>> {
        let mut c = self.store.read().await?;
        let rows = rating_queries::history(&mut c, user.db(), variant.id()).await?;
        Ok(rows
            .iter()
            .map(|h| {
                let ch = change(h);
                RatingPoint {
                    game: GameId(h.game_id),
                    at: Timestamp(h.played_at),
                    before: ch.before,
                    after: ch.after,
                }
            })
            .collect())
    }

    /// Both players' changes in a finished rated game, as stored when it ended (none for a
    /// friendly game, or one still going on).
    pub async fn game_rating_changes(&self, game: GameId) -> Result<Option<RatingChanges>> {
        let mut c = self.store.read().await?;
        let Some(row) = queries::game(&mut c, game.0).await? else {
            return Err(ServiceError::NoGame(game));
        };
        let changes = rating_queries::game_changes(&mut c, game.0).await?;
        let of = |user: i64| changes.iter().find(|h| h.user_id == user).map(change);
        Ok(of(row.black)
            .zip(of(row.white))
            .map(|(black, white)| RatingChanges { black, white }))
    }

    /// One page (1-based) of the leaderboard of `variant` in the server `guild`: members who
    /// finished a rated game of it there and meet [`on_leaderboard`], best first. A page past
    /// the last gives the last.
    pub async fn leaderboard(
        &self,
        guild: u64,
        variant: Variant,
        page: u32,
    ) -> Result<Leaderboard> {
        let now = self.now();
        let guild = discord_id_to_db(guild)?;
        let since = now.0 - (rating::LEADERBOARD_MAX_DAYS_IDLE * DAY_MS as f64) as i64;
        let mut c = self.store.read().await?;
        let rows = rating_queries::guild_ratings(
            &mut c,
            guild,
            variant.id(),
            i64::from(rating::LEADERBOARD_MIN_GAMES),
            since,
        )
        .await?;
        let listed: Vec<(UserId, Rating, u32)> = rows
            .iter()
            .filter_map(|r| {
                let days = days_since(r.last_game_at, now);
                let games = stored_count(r.games);
                on_leaderboard(stored(r), games, days).then(|| {
                    (
                        UserId::from_db(r.user_id),
                        stored(r).after_inactivity(days),
                        games,
                    )
                })
            })
            .collect();
        let total = listed.len();
        let pages = total.div_ceil(LEADERBOARD_PAGE).max(1);
        let page = (page.max(1) as usize).min(pages);
        let entries = listed
            .into_iter()
            .enumerate()
            .skip((page - 1) * LEADERBOARD_PAGE)
            .take(LEADERBOARD_PAGE)
            .map(|(i, (user, rating, games))| LeaderboardEntry {
                rank: i as u32 + 1,
                user,
                rating,
                games,
            })
            .collect();
        Ok(Leaderboard {
            variant,
            entries,
            page: page as u32,
            pages: pages as u32,
            total: total as u32,
        })
    }
}
