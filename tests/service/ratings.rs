//! Ratings through the service (docs/ratings.md), on both databases: a rated game's end
//! updates both players once, whatever ends it and however many processes race to end it;
//! friendly games, games against the computer, from a set-up position or with a takeback
//! change nothing; `/rating`'s and `/leaderboard`'s queries.

use crate::service_common;

use seireigi::ai::Level;
use seireigi::rating::{self, Rating, Score};
use seireigi::rules::Variant;
use seireigi::service::{
    ColorChoice, GameId, GameInfo, GameService, NewChallenge, OfferKind, RatingChange,
    RatingChanges, ServiceError, UserId,
};
use service_common::*;

const GUILD: u64 = 700_000_000_000_000_001;
const OTHER_GUILD: u64 = 700_000_000_000_000_002;

fn shogi() -> Variant {
    Variant::builtin("shogi")
}

/// `challenger` (Black) challenges `opponent` to a game of shogi, rated when `rated`; the
/// opponent accepts. The game is shown in `guild`.
async fn rated_game(
    service: &GameService,
    challenger: UserId,
    opponent: UserId,
    rated: bool,
    guild: u64,
) -> GameInfo {
    let (challenge, _) = service
        .challenge_rated(
            NewChallenge {
                challenger,
                opponent: Some(opponent),
                variant: "shogi".into(),
                days_per_move: Some(3),
                color: ColorChoice::Black,
                position: None,
            },
            rated,
        )
        .await
        .expect("challenge");
    assert_eq!(challenge.rated, rated);
    let (game, _) = service
        .accept(challenge.id, opponent)
        .await
        .expect("accept");
    assert_eq!(game.rated, rated);
    let channel = 800_000_000_000_000_000 + game.id.0 as u64;
    service
        .set_game_thread(game.id, Some(guild), channel, Some(channel + 1), None)
        .await
        .expect("thread");
    game
}

/// Black plays one move, then `loser` resigns.
async fn resign_after_a_move(service: &GameService, game: GameId, loser: UserId) {
    play_moves(service, game, &["7g7f"]).await;
    service.resign(game, loser).await.expect("resign");
}

/// The rating changes of a game that must have been rated.
async fn rated_changes(fx: &Fixture, game: GameId) -> RatingChanges {
    fx.service
        .game_rating_changes(game)
        .await
        .expect("read")
        .expect("rated")
}

async fn history_rows(fx: &Fixture, game: GameId) -> i64 {
    fx.count(
        "SELECT COUNT(*) FROM rating_history WHERE game_id = $1",
        game,
    )
    .await
}

async fn a_rated_game_updates_both_players_once() {
    let mut fx = Fixture::new("rating-once").await;
    let game = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    let (black, white) = (
        fx.service.rating(ALICE, shogi()).await.unwrap(),
        fx.service.rating(BOB, shogi()).await.unwrap(),
    );
    assert_eq!((black.games, white.games), (0, 0));
    assert_eq!(black.rating, Rating::NEW);
    resign_after_a_move(&fx.service, game.id, BOB).await;
    // Exactly the pure core's numbers: 1662.31 / 290.32 against 1337.69 (docs/ratings.md).
    let (want_a, want_b) = rating::update(Rating::NEW, Rating::NEW, Score::Win, 0.0, 0.0);
    for restart in [false, true] {
        if restart {
            fx.reopen().await;
        }
        let alice = fx.service.rating(ALICE, shogi()).await.unwrap();
        let bob = fx.service.rating(BOB, shogi()).await.unwrap();
        assert!(
            (alice.rating.rating - want_a.rating).abs() < 1e-9,
            "{alice:?}"
        );
        assert!((alice.rating.deviation - want_a.deviation).abs() < 1e-9);
        assert!((bob.rating.rating - want_b.rating).abs() < 1e-9, "{bob:?}");
        assert_eq!(
            (alice.games, alice.wins, alice.losses, alice.draws),
            (1, 1, 0, 0)
        );
        assert_eq!((bob.games, bob.wins, bob.losses, bob.draws), (1, 0, 1, 0));
        assert_eq!((alice.best, bob.best), (Some(1662), Some(1338)));
        assert!(alice.is_provisional() && bob.is_provisional());
        let changes = rated_changes(&fx, game.id).await;
        assert_eq!(
            changes.black,
            RatingChange {
                user: ALICE,
                before: 1500,
                after: 1662,
                provisional: true
            }
        );
        assert_eq!(
            (
                changes.white.user,
                changes.white.before,
                changes.white.after
            ),
            (BOB, 1500, 1338)
        );
        assert_eq!((changes.black.delta(), changes.white.delta()), (162, -162));
        let points = fx.service.rating_history(ALICE, shogi()).await.unwrap();
        assert_eq!(points.len(), 1);
        assert_eq!(
            (points[0].game, points[0].before, points[0].after),
            (game.id, 1500, 1662)
        );
        assert_eq!(
            fx.service.latest_rated_game(ALICE).await.unwrap(),
            Some(shogi())
        );
    }
    // Over is over: nothing ends it, or rates it, again.
    assert!(matches!(
        fx.service.resign(game.id, ALICE).await,
        Err(ServiceError::GameOver(_))
    ));
    assert_eq!(history_rows(&fx, game.id).await, 2);
    assert_eq!(fx.service.rating(BOB, shogi()).await.unwrap().games, 1);
}

/// A draw by agreement and a loss on time (decided by the scheduler's tick) are rated too,
/// the loss on time once however often the scheduler runs.
async fn every_ending_is_rated() {
    let fx = Fixture::new("rating-endings").await;
    // The loss on time itself: no vacation day is spent for anyone (issue 33's default).
    fx.lose_on_time(&[ALICE, BOB, CAROL]).await;
    let draw = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    play_moves(&fx.service, draw.id, &["7g7f"]).await;
    fx.offer_accepted(draw.id, BOB, ALICE, OfferKind::Draw)
        .await;
    let alice = fx.service.rating(ALICE, shogi()).await.unwrap();
    assert_eq!((alice.games, alice.draws), (1, 1));
    let after_draw = rated_changes(&fx, draw.id).await;
    assert_eq!(after_draw.black.before, 1500);

    // Ten days later Bob lets his clock run out.
    fx.clock.advance_days(10.0);
    let timed = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    play_moves(&fx.service, timed.id, &["7g7f"]).await;
    fx.clock.advance_days(3.5);
    fx.service.tick().await.expect("tick");
    let info = fx.service.game_info(timed.id).await.unwrap();
    assert!(info.outcome.is_some(), "lost on time");
    let changes = rated_changes(&fx, timed.id).await;
    assert!(
        changes.black.delta() > 0 && changes.white.delta() < 0,
        "{changes:?}"
    );
    let bob = fx.service.rating(BOB, shogi()).await.unwrap();
    assert_eq!((bob.games, bob.losses, bob.draws), (2, 1, 1));
    // A second tick decides nothing more.
    fx.service.tick().await.expect("tick");
    assert_eq!(history_rows(&fx, timed.id).await, 2);
    assert_eq!(fx.service.rating(ALICE, shogi()).await.unwrap().games, 2);
}

/// The deviation used for a game has grown with the days since the player's last one: the
/// stored row and the pure core agree.
async fn days_away_grow_the_deviation_before_the_game() {
    let fx = Fixture::new("rating-days").await;
    let first = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    resign_after_a_move(&fx.service, first.id, BOB).await;
    let (a1, b1) = rating::update(Rating::NEW, Rating::NEW, Score::Win, 0.0, 0.0);
    fx.clock.advance_days(100.0);
    // Shown now: the deviation grown by 100 days.
    let shown = fx.service.rating(ALICE, shogi()).await.unwrap();
    assert!((shown.rating.deviation - a1.after_inactivity(100.0).deviation).abs() < 1e-6);
    let second = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    resign_after_a_move(&fx.service, second.id, ALICE).await;
    let (a2, _) = rating::update(a1, b1, Score::Loss, 100.0, 100.0);
    let alice = fx.service.rating(ALICE, shogi()).await.unwrap();
    assert!(
        (alice.rating.rating - a2.rating).abs() < 1e-6,
        "{alice:?} {a2:?}"
    );
    assert!((alice.rating.deviation - a2.deviation).abs() < 1e-6);
    assert_eq!(
        alice.best,
        Some(a1.points()),
        "the best stays the first game's"
    );
}

/// Friendly games, games against the computer, from a set-up position or with a takeback
/// change no rating.
async fn unrated_games_change_nothing() {
    let fx = Fixture::new("rating-unrated").await;
    // Friendly by choice.
    let friendly = rated_game(&fx.service, ALICE, BOB, false, GUILD).await;
    resign_after_a_move(&fx.service, friendly.id, BOB).await;
    assert_eq!(
        fx.service.game_rating_changes(friendly.id).await.unwrap(),
        None
    );
    // A set-up position: asked rated, made friendly.
    let (setup, _) = fx
        .service
        .challenge_rated(
            NewChallenge {
                challenger: ALICE,
                opponent: Some(BOB),
                variant: "shogi".into(),
                days_per_move: Some(3),
                color: ColorChoice::Black,
                position: Some(SHOGI_MATE_IN_ONE.into()),
            },
            true,
        )
        .await
        .unwrap();
    assert!(!setup.rated);
    let (setup, _) = fx.service.accept(setup.id, BOB).await.unwrap();
    assert!(!setup.rated);
    play_moves(&fx.service, setup.id, &["G*5b"]).await;
    // The computer: asked rated, never rated.
    let (vs_computer, _) = fx
        .service
        .challenge_rated(
            NewChallenge {
                challenger: ALICE,
                opponent: Some(COMPUTER),
                variant: "shogi".into(),
                days_per_move: Some(3),
                color: ColorChoice::Black,
                position: None,
            },
            true,
        )
        .await
        .unwrap();
    let (vs_computer, _) = fx
        .service
        .accept_for_computer(vs_computer.id, COMPUTER, Level::Easy)
        .await
        .unwrap();
    assert!(!vs_computer.rated);
    fx.service.resign(vs_computer.id, ALICE).await.unwrap();
    // A takeback makes a rated game friendly for good.
    let taken = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    play_moves(&fx.service, taken.id, &["7g7f"]).await;
    fx.offer_accepted(taken.id, ALICE, BOB, OfferKind::Takeback)
        .await;
    assert!(!fx.service.game_info(taken.id).await.unwrap().rated);
    resign_after_a_move(&fx.service, taken.id, BOB).await;
    for user in [ALICE, BOB, COMPUTER] {
        let r = fx.service.rating(user, shogi()).await.unwrap();
        assert_eq!((r.games, r.rating), (0, Rating::NEW), "{user:?}");
    }
    let rows: i64 = on_store!(fx.service.store(), |p| sqlx::query_scalar(
        "SELECT COUNT(*) FROM rating_history"
    )
    .fetch_one(p))
    .unwrap();
    assert_eq!(rows, 0);
}

/// Two processes end two games of Alice's at the same moment (and race to end one of them
/// twice): every game is rated exactly once, and no update of Alice's row is lost.
async fn two_processes_rate_each_game_once() {
    let fx = Fixture::new("rating-race").await;
    let other = fx.second_service().await;
    let g1 = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    let g2 = rated_game(&fx.service, ALICE, CAROL, true, GUILD).await;
    play_moves(&fx.service, g1.id, &["7g7f"]).await;
    play_moves(&fx.service, g2.id, &["7g7f"]).await;
    let (a, b, c) = tokio::join!(
        fx.service.resign(g1.id, BOB),
        other.resign(g2.id, CAROL),
        other.resign(g1.id, ALICE),
    );
    // g1: exactly one of the two resignations ended it; g2 ended.
    assert!(a.is_ok() != c.is_ok(), "{a:?} {c:?}");
    b.expect("g2 resigned");
    assert_eq!(history_rows(&fx, g1.id).await, 2);
    assert_eq!(history_rows(&fx, g2.id).await, 2);
    let alice = fx.service.rating(ALICE, shogi()).await.unwrap();
    assert_eq!(alice.games, 2, "{alice:?}");
    assert_eq!(alice.wins + alice.losses, 2);
    let bob = other.rating(BOB, shogi()).await.unwrap();
    let carol = other.rating(CAROL, shogi()).await.unwrap();
    assert_eq!((bob.games, carol.games), (1, 1));
    // Alice's second game was rated from her first one's result, whichever came first (both
    // ended at the same clock time, so the history's order does not tell).
    let points = fx.service.rating_history(ALICE, shogi()).await.unwrap();
    assert_eq!(points.len(), 2);
    let first = points
        .iter()
        .find(|p| p.before == 1500)
        .expect("a first game");
    let second = points
        .iter()
        .find(|p| p.game != first.game)
        .expect("a second game");
    assert_eq!(second.before, first.after, "{points:?}");
}

/// Inserts a settled rated player of shogi who played game `game` (in some guild).
async fn settled_player(fx: &Fixture, user: i64, rating: i64, game: GameId, now: i64) {
    exec(
        &fx.service,
        "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, games, wins, losses, \
         draws, best, last_game_at) VALUES ($1, 'shogi', $2, 60, 0.06, 20, 10, 10, 0, $2, $3)",
        &[user, rating, now],
    )
    .await;
    exec(
        &fx.service,
        "INSERT INTO rating_history (game_id, user_id, variant, played_at, rating_before, \
         deviation_before, rating_after, deviation_after) VALUES ($1, $2, 'shogi', $3, $4, 60, $4, 60)",
        &[game.0, user, now, rating],
    )
    .await;
}

/// The leaderboard lists the server's players with 2 rated games, a deviation under 90 and a
/// game within 30 days, best first, 25 a page; players of other servers are not on it.
async fn the_leaderboard_is_per_server_settled_and_paged() {
    let fx = Fixture::new("rating-board").await;
    let empty = fx.service.leaderboard(GUILD, shogi(), 1).await.unwrap();
    assert_eq!((empty.total, empty.pages, empty.page), (0, 1, 1));
    // Two new players after two games: far too uncertain to be listed.
    for loser in [BOB, ALICE] {
        let g = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
        resign_after_a_move(&fx.service, g.id, loser).await;
    }
    assert_eq!(
        fx.service
            .leaderboard(GUILD, shogi(), 1)
            .await
            .unwrap()
            .total,
        0
    );
    // Thirty settled players in this server (ratings 1000..1290, users 1..30), one more in
    // another server only.
    let here = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    let there = rated_game(&fx.service, ALICE, CAROL, true, OTHER_GUILD).await;
    let now = fx.clock_now();
    for i in 1..=30 {
        settled_player(&fx, i, 1000 + 10 * i, here.id, now).await;
    }
    settled_player(&fx, 99, 2500, there.id, now).await;
    let first = fx.service.leaderboard(GUILD, shogi(), 1).await.unwrap();
    assert_eq!((first.total, first.pages, first.page), (30, 2, 1));
    assert_eq!(first.entries.len(), 25);
    assert_eq!(first.entries[0].user, UserId::from_db(30));
    assert_eq!(
        (first.entries[0].rank, first.entries[0].rating.points()),
        (1, 1300)
    );
    let second = fx.service.leaderboard(GUILD, shogi(), 2).await.unwrap();
    assert_eq!(second.entries.len(), 5);
    assert_eq!(
        (second.entries[4].rank, second.entries[4].user),
        (30, UserId::from_db(1))
    );
    // A page past the last gives the last.
    assert_eq!(
        fx.service
            .leaderboard(GUILD, shogi(), 9)
            .await
            .unwrap()
            .page,
        2
    );
    let other = fx
        .service
        .leaderboard(OTHER_GUILD, shogi(), 1)
        .await
        .unwrap();
    assert_eq!(
        other
            .entries
            .iter()
            .map(|e| e.user.db())
            .collect::<Vec<_>>(),
        vec![99]
    );
    // Another game's board is its own.
    let chu = fx
        .service
        .leaderboard(GUILD, Variant::builtin("chu-seireigi"), 1)
        .await
        .unwrap();
    assert_eq!(chu.total, 0);
    // A month without a rated game: off the board.
    fx.clock.advance_days(31.0);
    assert_eq!(
        fx.service
            .leaderboard(GUILD, shogi(), 1)
            .await
            .unwrap()
            .total,
        0
    );
}

/// `copy-db` carries the ratings, their history and the rated flags over.
async fn copy_db_copies_the_ratings() {
    let fx = Fixture::new("rating-copy").await;
    let g = rated_game(&fx.service, ALICE, BOB, true, GUILD).await;
    resign_after_a_move(&fx.service, g.id, BOB).await;
    let open = rated_game(&fx.service, ALICE, CAROL, true, GUILD).await;
    let target = Fixture::on(Backend::Sqlite, "rating-copy-target").await;
    seireigi::store::copy::copy_all(fx.service.store(), target.service.store())
        .await
        .expect("copied");
    let copied = target.service.rating(ALICE, shogi()).await.unwrap();
    let original = fx.service.rating(ALICE, shogi()).await.unwrap();
    assert_eq!(copied, original);
    assert_eq!(
        target.service.game_rating_changes(g.id).await.unwrap(),
        fx.service.game_rating_changes(g.id).await.unwrap()
    );
    assert!(target.service.game_info(open.id).await.unwrap().rated);
    // The copied rated game goes on and is rated there.
    resign_after_a_move(&target.service, open.id, CAROL).await;
    assert_eq!(
        target.service.rating(ALICE, shogi()).await.unwrap().games,
        2
    );
}

backend_tests!(
    a_rated_game_updates_both_players_once,
    every_ending_is_rated,
    days_away_grow_the_deviation_before_the_game,
    unrated_games_change_nothing,
    the_leaderboard_is_per_server_settled_and_paged,
    copy_db_copies_the_ratings,
);
backend_tests!(multi_thread: two_processes_rate_each_game_once);
