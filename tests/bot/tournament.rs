//! Tournaments end to end (docs/tournaments.md): the real bot against the fake Discord. An
//! admin's one `/tournament create` makes a 6-player double round-robin that six players
//! join; at its start time the scheduler starts all 30 games, each in its own thread; the
//! games are played (resigned, quickly, through the service and through `/resign`), the bot
//! restarted in the middle; the tournament thread gets the standings after each result and
//! the winner at the end, with no operator action; `/tournament standings` shows the table
//! and the image. Bad input is refused in one line, changing nothing.
//! Run with `cargo test --release --test bot -- tournament`.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{decode_png, flags, Game, Harness};
use fake_discord::{Recorded, CHANNEL_ID};
use seireigi::service::{GameId, TournamentId, TournamentStatus, UserId};
use serde_json::{json, Value};
use std::time::Duration;

const ADMIN_ID: u64 = 1_180_000_000_000_001_050;
const FIRST_PLAYER: u64 = 1_180_000_000_000_001_100;

fn players() -> Vec<u64> {
    (0..6).map(|i| FIRST_PLAYER + i).collect()
}

/// `/tournament <sub> options` by `user` in `channel`, as Discord sends a subcommand.
async fn tournament(
    h: &Harness,
    user: u64,
    channel: u64,
    sub: &str,
    options: Value,
) -> (Value, usize) {
    let options = json!([{"name": sub, "type": 1, "options": options}]);
    h.command(user, channel, "tournament", options).await
}

/// The value Discord sends for `/tournament create`'s `option` choice starting with `name`.
fn create_choice(h: &Harness, option: &str, name: &str) -> Value {
    let mut v = h.choice("tournament create", option, name);
    v["name"] = json!(option);
    v
}

fn text_option(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

fn int_option(name: &str, value: i64) -> Value {
    json!({"name": name, "type": 4, "value": value})
}

/// A refusal answered at once, privately, in one line: its text.
async fn refused_at_once(h: &Harness, i: &Value, since: usize, what: &str) -> String {
    let cb = h.callback(since, i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(4), true),
        "{what} is refused at once and privately: {}",
        h.dump(since).await
    );
    let text = cb.content().unwrap_or_default().to_string();
    assert!(
        !text.contains('\n') && !text.is_empty(),
        "{what}: one line: {text}"
    );
    text
}

/// A private answer after a private defer: its text.
async fn private_answer(h: &Harness, i: &Value, since: usize, what: &str) -> String {
    let cb = h.callback(since, i).await;
    assert_eq!(
        (cb.callback_type(), cb.ephemeral()),
        (Some(5), true),
        "{what} is acknowledged privately: {}",
        h.dump(since).await
    );
    let follow: Recorded = h.followup(since, i).await;
    assert!(flags(&h.stored(&follow)) & 64 != 0, "{what}: private");
    follow.content().unwrap_or_default().to_string()
}

async fn tournament_row(h: &Harness, id: TournamentId) -> seireigi::service::Tournament {
    h.service().await.tournament(id).await.expect("tournament")
}

async fn games_created(h: &Harness) -> i64 {
    let service = h.service().await;
    let pool = service
        .store()
        .sqlite_pool()
        .expect("the bot runs on SQLite")
        .clone();
    sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&pool)
        .await
        .expect("count")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_round_robin_runs_from_one_command_to_its_winner() {
    let mut h = Harness::start("tournament-drr").await;
    h.fake.grant_manage_server(ADMIN_ID);
    h.fake.add_user(ADMIN_ID, "Admin");
    for (i, &p) in players().iter().enumerate() {
        h.fake.add_user(p, &format!("Player{}", i + 1));
    }
    let create_opts = |h: &Harness, max: i64| {
        json!([
            text_option("name", "Winter cup"),
            create_choice(h, "format", "double"),
            text_option("start", "in 1h"),
            int_option("max_players", max),
            create_choice(h, "game", "Shogi (9x9"),
        ])
    };

    // A member without Manage Server: refused in one line, nothing made.
    let (i, since) = tournament(&h, players()[0], CHANNEL_ID, "create", create_opts(&h, 6)).await;
    let why = refused_at_once(&h, &i, since, "create by a member").await;
    assert!(why.contains("manage"), "{why}");
    // Absurd sizes and times: refused in one line.
    let (i, since) = tournament(&h, ADMIN_ID, CHANNEL_ID, "create", create_opts(&h, 17)).await;
    let why = refused_at_once(&h, &i, since, "17 players in a round-robin").await;
    assert!(why.contains("between 3 and 16"), "{why}");
    let mut bad_start = create_opts(&h, 6);
    bad_start[2] = text_option("start", "whenever");
    let (i, since) = tournament(&h, ADMIN_ID, CHANNEL_ID, "create", bad_start).await;
    refused_at_once(&h, &i, since, "a start that is no time").await;
    let service = h.service().await;
    assert!(service
        .guild_tournaments(fake_discord::GUILD_ID)
        .await
        .unwrap()
        .is_empty());

    // The admin's command: a public announcement with a thread of its own.
    let (i, since) = tournament(&h, ADMIN_ID, CHANNEL_ID, "create", create_opts(&h, 6)).await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(5), false));
    let announcement = h.followup(since, &i).await;
    assert!(
        announcement.text().contains("Winter cup"),
        "{}",
        announcement.text()
    );
    let list = service
        .guild_tournaments(fake_discord::GUILD_ID)
        .await
        .unwrap();
    assert_eq!(list.len(), 1);
    let id = list[0].id;
    // The thread is opened from the announcement after it is posted: wait for it.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let t = loop {
        let t = tournament_row(&h, id).await;
        if t.thread.is_some() || std::time::Instant::now() > deadline {
            break t;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let thread = t.thread.expect("the tournament's thread");
    assert_eq!(t.channel, Some(CHANNEL_ID));

    // Six players join; a second join and a seventh player are refused.
    for &p in &players() {
        let (i, since) = tournament(&h, p, CHANNEL_ID, "join", json!([])).await;
        let text = private_answer(&h, &i, since, "join").await;
        assert!(text.contains("You joined tournament"), "{text}");
    }
    let (i, since) = tournament(&h, players()[0], CHANNEL_ID, "join", json!([])).await;
    let text = private_answer(&h, &i, since, "join twice").await;
    assert!(text.contains("already in this tournament"), "{text}");
    assert!(!text.contains('\n'));
    h.fake.add_user(ADMIN_ID + 1, "Late");
    let (i, since) = tournament(
        &h,
        ADMIN_ID + 1,
        CHANNEL_ID,
        "join",
        json!([int_option("id", id.0)]),
    )
    .await;
    let text = private_answer(&h, &i, since, "a seventh").await;
    assert!(text.contains("full"), "{text}");
    assert_eq!(tournament_row(&h, id).await.players.len(), 6);
    assert_eq!(games_created(&h).await, 0);

    // The start: nothing but the clock. Every game at once, each in its own thread.
    let since = h.fake.request_count();
    h.clock.advance_ms(3_600_000 + 1_000);
    let begun = h
        .wait_req(since, "the start's post", |r| {
            r.method == "POST"
                && r.path == format!("/channels/{thread}/messages")
                && r.ok()
                && r.text().contains("has begun")
        })
        .await;
    assert!(begun.text().contains("30 games"), "{}", begun.text());
    let games = service.tournament_games(id).await.unwrap();
    assert_eq!(games.len(), 30);
    let mut threads: Vec<u64> = Vec::new();
    for g in &games {
        let info = service.game_info(g.game).await.unwrap();
        threads.push(info.thread_id.expect("each game has its own thread"));
    }
    threads.sort_unstable();
    threads.dedup();
    assert_eq!(threads.len(), 30);
    // Joining now is refused.
    h.fake.add_user(ADMIN_ID + 2, "Later");
    let (i, since) = tournament(
        &h,
        ADMIN_ID + 2,
        CHANNEL_ID,
        "join",
        json!([int_option("id", id.0)]),
    )
    .await;
    let text = private_answer(&h, &i, since, "joining after the start").await;
    assert!(text.contains("has started"), "{text}");

    // Play: player 1 wins every game, otherwise sente wins. The first game through /resign
    // in its thread; the others through the service; a restart half-way.
    let field = players();
    for (n, g) in games.iter().enumerate() {
        let info = service.game_info(g.game).await.unwrap();
        let loser = if g.gote == 1 { info.black } else { info.white };
        if n == 15 {
            h.stop_bot().await;
            h.start_bot().await;
        }
        let since = h.fake.request_count();
        if n == 0 {
            let game = Game {
                id: g.game.0,
                thread: info.thread_id.unwrap(),
            };
            h.resign(loser.0, game).await;
        } else {
            service.resign(g.game, loser).await.expect("resign");
        }
        if n + 1 < games.len() {
            let post = h
                .wait_req(since, "the standings after a result", |r| {
                    r.method == "POST"
                        && r.path == format!("/channels/{thread}/messages")
                        && r.ok()
                        && r.text().contains(&format!("Game {} is over", g.game))
                })
                .await;
            assert!(post.text().contains("Pts"), "{}", post.text());
        }
    }
    let _ = GameId(0);
    let end = h
        .wait_req(0, "the winner's announcement", |r| {
            r.method == "POST"
                && r.path == format!("/channels/{thread}/messages")
                && r.ok()
                && r.text().contains("The winner is")
        })
        .await;
    assert!(
        end.text()
            .contains(&format!("The winner is <@{}>", field[0])),
        "{}",
        end.text()
    );
    assert_eq!(end.files.len(), 1, "the cross table");
    let t = tournament_row(&h, id).await;
    assert_eq!(t.status, TournamentStatus::Finished);
    assert_eq!(t.winner, Some(UserId(field[0])));
    let view = service.tournament_standings(id).await.unwrap();
    assert_eq!(view.sections[0].lines[0].standing.half_points, 20);
    // Announced once, even with the scheduler ticking on.
    let seq = end.seq;
    h.assert_no_req(
        seq + 1,
        Duration::from_millis(500),
        "a second winner's post",
        |r| r.method == "POST" && r.text().contains("The winner is"),
    )
    .await;

    // /tournament standings in the tournament's thread: public, the table and the image.
    let (i, since) = tournament(&h, players()[3], thread, "standings", json!([])).await;
    let answer = h.followup(since, &i).await;
    assert!(!answer.ephemeral());
    let text = answer.text();
    assert!(text.contains("Winter cup"), "{text}");
    assert!(text.contains("Player1"), "{text}");
    assert_eq!(answer.files.len(), 1);
    let (w, hh, colours) = decode_png(&answer.files[0]);
    assert!(w > 100 && hh > 100, "{w}x{hh}");
    assert_eq!(
        colours,
        png::ColorType::Indexed,
        "drawn in the renderer's palette"
    );
    assert_eq!(games_created(&h).await, 30);
}
