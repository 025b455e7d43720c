//! The picker phases of bot_load (issue 14): `picker` and `picker-think`. Players each in a
//! Shogi game of their own (Black to move) go through the move picker at the same time: the
//! Move button (a new private message with the preview), the Rook, a square, Back (each an
//! UPDATE_MESSAGE with a new preview), then Cancel, and again, `BOT_LOAD_PICKER_ROUNDS` times.
//! Measured per step: from just before the fake dispatches INTERACTION_CREATE until it
//! received the interaction's answer carrying the preview PNG. `picker` sends each step as
//! soon as the previous one is answered (every player at once, the worst case);
//! `picker-think` waits 0.5 to 1.5 s between steps, as a person reading the board would.
//! Nothing is played: the database must hold no move afterwards.

use crate::report::{ms, percentile};
use crate::{FIRST_USER, T0};
use seireigi::rules::{Position, Variant};
use seireigi::service::{ColorChoice, GameId, GameService, ManualClock, NewChallenge, UserId};
use seireigi::store::Store;
use seireigi_test_support::fake_discord::{
    buttons, select_options, FakeDiscord, CHANNEL_ID, GUILD_ID,
};
use seireigi_test_support::TempDir;
use serde_json::Value;
use serenity::all::{ChannelId, ChannelType, CreateMessage, CreateThread, HttpBuilder};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const STEP_TIMEOUT: Duration = Duration::from_secs(30);

pub struct PickerResult {
    pub name: String,
    pub players: usize,
    pub steps: Vec<Duration>,
    pub wall: Duration,
    pub problems: Vec<String>,
}

impl PickerResult {
    pub fn report(&self) {
        let mut s = self.steps.clone();
        s.sort();
        println!(
            "  {:<14} {:>7} players {:>6} steps {:>7.1} steps/s  p50 {} ms  p90 {} ms  p99 {} ms  max {} ms  {}",
            self.name,
            self.players,
            s.len(),
            s.len() as f64 / self.wall.as_secs_f64(),
            ms(percentile(&s, 0.5)),
            ms(percentile(&s, 0.9)),
            ms(percentile(&s, 0.99)),
            ms(s.last().copied().unwrap_or_default()),
            if self.problems.is_empty() { "ok" } else { "PROBLEMS" }
        );
        for p in self.problems.iter().take(10) {
            println!("    {p}");
        }
    }
}

/// Sends `i` and waits for its answer (a callback); the time it took and the answer's files.
async fn step(fake: &FakeDiscord, i: Value) -> Result<(Duration, usize), String> {
    let since = fake.request_count();
    let sent = Instant::now();
    fake.dispatch_interaction(i.clone()).await;
    let r = fake
        .wait_for_after(
            since,
            |r| r.is_for(&i) && r.callback_type().is_some(),
            STEP_TIMEOUT,
        )
        .await
        .ok_or("no answer")?;
    if !r.ok() {
        return Err(format!("answered {}: {:?}", r.status, r.response));
    }
    Ok((r.at.duration_since(sent), r.files.len()))
}

fn choice(message: &Value, label: &str) -> Result<(String, String), String> {
    buttons(message)
        .into_iter()
        .filter(|b| b.component_type == 3)
        .find_map(|b| {
            select_options(message, &b.custom_id)
                .into_iter()
                .find(|(l, _)| l == label)
                .map(|(_, v)| (b.custom_id.clone(), v))
        })
        .ok_or_else(|| format!("no option {label:?}"))
}

fn button(message: &Value, label: &str) -> Result<String, String> {
    buttons(message)
        .into_iter()
        .find(|b| b.component_type == 2 && b.label == label)
        .map(|b| b.custom_id)
        .ok_or_else(|| format!("no {label} button"))
}

/// A small xorshift for think times (no dependency, the same each run).
fn think(seed: &mut u64) -> Duration {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    Duration::from_millis(500 + *seed % 1000)
}

/// One player's rounds; each measured step is pushed to `steps`.
#[allow(clippy::too_many_arguments)]
async fn player(
    fake: Arc<FakeDiscord>,
    user: u64,
    board: Value,
    rounds: usize,
    thinking: bool,
    steps: Arc<Mutex<Vec<Duration>>>,
) -> Result<(), String> {
    let mut seed = user | 1;
    let open = button(&board, "Move")?;
    for _ in 0..rounds {
        let pause = |seed: &mut u64| {
            let d = if thinking {
                think(seed)
            } else {
                Duration::ZERO
            };
            tokio::time::sleep(d)
        };
        let i = fake.button_press(user, &board, &open);
        let (took, files) = step(&fake, i.clone()).await?;
        if files != 1 {
            return Err("the picker opened without a preview".into());
        }
        steps.lock().unwrap().push(took);
        let mut picker = fake.original_response(&i).ok_or("no picker message")?;
        let id: u64 = picker["id"].as_str().unwrap_or("0").parse().unwrap_or(0);
        for label in ["Rook 2h", "5h"] {
            pause(&mut seed).await;
            let (menu, value) = choice(&picker, label)?;
            let i = fake.select_menu(user, &picker, &menu, &[value.as_str()]);
            let (took, files) = step(&fake, i).await?;
            if files != 1 {
                return Err(format!("{label}: no preview"));
            }
            steps.lock().unwrap().push(took);
            picker = fake.message(id).ok_or("picker gone")?;
        }
        pause(&mut seed).await;
        let back = button(&picker, "Back")?;
        let (took, _) = step(&fake, fake.button_press(user, &picker, &back)).await?;
        steps.lock().unwrap().push(took);
        picker = fake.message(id).ok_or("picker gone")?;
        let cancel = button(&picker, "Cancel")?;
        step(&fake, fake.button_press(user, &picker, &cancel)).await?;
        pause(&mut seed).await;
    }
    Ok(())
}

pub async fn run(name: &str, players: usize, rounds: usize, thinking: bool) -> PickerResult {
    println!("\n== {name} : {players} players x {rounds} rounds of 4 picker steps");
    let fake = Arc::new(FakeDiscord::start().await);
    for u in 0..2 * players as u64 {
        fake.add_user(FIRST_USER + u, &format!("player{u}"));
    }
    let http = HttpBuilder::new("setup-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let dir = TempDir::new(&format!("bot-load-{name}"));
    let db = dir.0.join("bot.db").to_string_lossy().into_owned();
    let clock = Arc::new(ManualClock::new(T0));
    let store = Store::open(&db).await.expect("open the database");
    let service = GameService::new(store.clone(), clock.clone());
    let start = Position::start(Variant::from_id("shogi").expect("shogi"));
    let mut boards = Vec::new();
    let mut games = Vec::new();
    for g in 0..players as u64 {
        let (black, white) = (UserId(FIRST_USER + 2 * g), UserId(FIRST_USER + 2 * g + 1));
        let (challenge, _) = service
            .challenge(NewChallenge {
                challenger: black,
                opponent: Some(white),
                variant: "shogi".into(),
                days_per_move: Some(3),
                color: ColorChoice::Black,
                position: None,
            })
            .await
            .expect("challenge");
        let game: GameId = service
            .accept(challenge.id, white)
            .await
            .expect("accept")
            .0
            .id;
        let thread = ChannelId::new(CHANNEL_ID)
            .create_thread(
                &http,
                CreateThread::new(format!("game {} (picker load)", game.0))
                    .kind(ChannelType::PublicThread),
            )
            .await
            .expect("thread on the fake");
        service
            .set_game_thread(
                game,
                Some(GUILD_ID),
                CHANNEL_ID,
                Some(thread.id.get()),
                None,
            )
            .await
            .expect("set_game_thread");
        // The start board's post, with its Move button, as the bot makes it.
        let post = thread
            .id
            .send_message(
                &http,
                CreateMessage::new().content("start").components(vec![
                    serenity::all::CreateActionRow::Buttons(vec![
                        seireigi::bot::picker::move_button(
                            seireigi::i18n::Lang::En,
                            game,
                            0,
                            &start,
                        ),
                    ]),
                ]),
            )
            .await
            .expect("board post");
        boards.push(fake.message(post.id.get()).expect("stored"));
        games.push(game);
    }
    drop(service);
    store.close().await;
    let bot = crate::phases::start_task(&fake, &db, &clock).await;
    tokio::time::sleep(Duration::from_millis(300)).await;

    let steps = Arc::new(Mutex::new(Vec::new()));
    let t0 = Instant::now();
    let tasks: Vec<_> = boards
        .into_iter()
        .enumerate()
        .map(|(g, board)| {
            tokio::spawn(player(
                fake.clone(),
                FIRST_USER + 2 * g as u64,
                board,
                rounds,
                thinking,
                steps.clone(),
            ))
        })
        .collect();
    let mut problems = Vec::new();
    for (g, t) in tasks.into_iter().enumerate() {
        match t.await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => problems.push(format!("player {g}: {e}")),
            Err(e) => problems.push(format!("player {g}: {e}")),
        }
    }
    let wall = t0.elapsed();
    bot.abort();
    let _ = bot.await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    // Nothing was played.
    let store = Store::open(&db).await.expect("reopen");
    let service = GameService::new(store, clock);
    for game in games {
        match service.game_info(game).await {
            Ok(info) if info.ply == 0 => {}
            Ok(info) => problems.push(format!("game {}: {} moves stored", game.0, info.ply)),
            Err(e) => problems.push(format!("game {}: {e}", game.0)),
        }
    }
    let steps = std::mem::take(&mut *steps.lock().unwrap());
    PickerResult {
        name: name.to_string(),
        players,
        steps,
        wall,
        problems,
    }
}
