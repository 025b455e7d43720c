//! The bot under test, run in-process against the fake Discord ([`crate::fake_discord`]):
//! start, stop and restart it on one database file, send slash commands and button presses as
//! Discord would, and wait for what the bot sends back. Used by tests/bot/.

use crate::fake_discord::{
    self, message_text, FakeDiscord, Recorded, RecordedFile, ALICE_ID, BOB_ID, CHANNEL_ID,
};
use seireigi::bot::BotOptions;
use seireigi::service::{GameId, GameInfo, GameService, ManualClock, Timestamp};
use seireigi::store::Store;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

/// How long to wait for any one answer of the bot.
pub const T: Duration = Duration::from_secs(15);

/// 2023-11-14, the start of every test's manual clock.
pub const T0: Timestamp = Timestamp(1_700_000_000_000);

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Waits until `ready` (checked every 50 ms), panicking with `what` after `within`.
pub async fn wait_until(within: Duration, what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + within;
    while !ready() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "timed out waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The loaded games, as the rules name them (tests name one with `Variant::builtin`).
pub use seireigi::rules::Variant;

pub use crate::TempDir;

/// A game as the tests follow it: its number and its thread.
#[derive(Clone, Copy, Debug)]
pub struct Game {
    pub id: i64,
    pub thread: u64,
}

/// What a successful /move produced.
#[derive(Debug)]
pub struct Played {
    /// The interaction callback (a private defer).
    pub ack: Recorded,
    /// The post in the game's thread, with the board.
    pub post: Recorded,
    /// The private "Played ..." follow-up.
    pub follow: Recorded,
}

pub struct Harness {
    pub fake: Arc<FakeDiscord>,
    pub clock: Arc<ManualClock>,
    pub db: String,
    /// Set when the bot talks to the fake as to discord.com, over HTTPS through a proxy.
    pub tls: Option<fake_discord::tls::TlsProxy>,
    bot: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
    _dir: TempDir,
}

impl Drop for Harness {
    fn drop(&mut self) {
        if let Some(b) = self.bot.take() {
            b.abort();
        }
    }
}

impl Harness {
    /// A fake Discord, a fresh database file, and the bot connected and its commands registered.
    pub async fn start(tag: &str) -> Harness {
        Harness::start_with(tag, false).await
    }

    /// As [`Harness::start`], but the bot is configured as in production (no base URL,
    /// serenity's rate limiter on) and reaches the fake as `https://discord.com` through
    /// `HTTPS_PROXY`, trusting the fake's test CA (`DISCORD_TEST_CA`). `HTTPS_PROXY` is
    /// process-wide: it covers only `https://` addresses, so the other bots of the binary
    /// (at the fake's `http://` base URL) and its `seireigi serve` children are not sent
    /// through it.
    pub async fn start_tls(tag: &str) -> Harness {
        Harness::start_with(tag, true).await
    }

    async fn start_with(tag: &str, tls: bool) -> Harness {
        let mut h = Harness::prepare(tag, fake_discord::Config::default(), tls).await;
        h.start_bot().await;
        h
    }

    /// A fake Discord made with `config` and a fresh database file, and no bot yet: for tests
    /// that start bots their own way ([`Harness::bot_options`], [`Harness::spawn_bot`]).
    pub async fn without_bot(tag: &str, config: fake_discord::Config) -> Harness {
        Harness::prepare(tag, config, false).await
    }

    async fn prepare(tag: &str, config: fake_discord::Config, tls: bool) -> Harness {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(
                tracing_subscriber::EnvFilter::try_from_env("E2E_LOG")
                    .unwrap_or_else(|_| "off".into()),
            )
            .with_test_writer()
            .try_init();
        let fake = Arc::new(FakeDiscord::start_with(config).await);
        let dir = TempDir::new(tag);
        let db = dir.0.join("bot.db").to_string_lossy().into_owned();
        let tls = if tls {
            let proxy = fake_discord::tls::start(fake.port(), &dir.0).await;
            // reqwest reads it when the bot builds its client.
            std::env::set_var("HTTPS_PROXY", &proxy.proxy_url);
            Some(proxy)
        } else {
            None
        };
        Harness {
            fake,
            clock: Arc::new(ManualClock::new(T0)),
            db,
            tls,
            bot: None,
            _dir: dir,
        }
    }

    /// The options [`Harness::start_bot`] runs the bot with: this harness's fake, database and
    /// clock, commands registered in [`fake_discord::GUILD_ID`].
    pub fn bot_options(&self) -> BotOptions {
        BotOptions {
            token: "test-token".into(),
            database_url: self.db.clone(),
            guild_id: Some(fake_discord::GUILD_ID),
            base_url: match self.tls {
                Some(_) => None,
                None => Some(self.fake.base_url()),
            },
            shards: None,
            test_ca: self
                .tls
                .as_ref()
                .map(|t| t.ca_file.to_string_lossy().into_owned()),
            clock: self.clock.clone(),
            tick_every: Duration::from_millis(50),
            lease: seireigi::service::DEFAULT_LEASE,
            engine: seireigi::bot::EngineConfig::default(),
            warm_images: false,
            web: None,
        }
    }

    /// Runs the bot with `options` (in this process), without waiting for anything.
    pub fn spawn_bot(&mut self, options: BotOptions) {
        assert!(self.bot.is_none(), "the bot is already running");
        self.bot = Some(tokio::spawn(seireigi::bot::run(options)));
    }

    /// The folder of this harness's database, for other files of the test (logs).
    pub fn dir(&self) -> &std::path::Path {
        &self._dir.0
    }

    /// Starts the bot (again) on the same database file and waits until it identified and
    /// registered its commands.
    pub async fn start_bot(&mut self) {
        let options = self.bot_options();
        self.start_bot_with(options).await;
    }

    /// [`Harness::start_bot`] with these options (the web board on, a computer with other
    /// limits).
    pub async fn start_bot_with(&mut self, options: BotOptions) {
        assert!(self.bot.is_none(), "the bot is already running");
        let before = self.fake.gateway_stats().identifies;
        let since = self.fake.request_count();
        self.spawn_bot(options);
        self.fake.wait_bot_up(before, since, String::new).await;
    }

    /// Stops the bot as a crash or a deploy would: the task is aborted.
    pub async fn stop_bot(&mut self) {
        let bot = self.bot.take().expect("the bot is not running");
        bot.abort();
        let _ = bot.await;
    }

    /// Whether the bot's task ended by itself, and how.
    pub fn bot_finished(&self) -> Option<bool> {
        self.bot.as_ref().map(|b| b.is_finished())
    }

    /// A second service on the bot's database file, to read what the bot stored.
    pub async fn service(&self) -> GameService {
        let store = Store::open(&self.db)
            .await
            .expect("open the bot's database");
        GameService::new(store, self.clock.clone())
    }

    /// `users` turn off the vacation days the clock spends instead of a loss on time
    /// (`/settings auto_vacation:False`; on by default): for tests of the loss on time.
    pub async fn lose_on_time(&self, users: &[u64]) {
        let service = self.service().await;
        for &user in users {
            let mut s = service
                .comfort(seireigi::service::UserId(user))
                .await
                .expect("comfort read");
            s.auto_vacation = Some(false);
            service.save_comfort(&s).await.expect("comfort saved");
        }
    }

    pub async fn game_info(&self, game: Game) -> GameInfo {
        self.service()
            .await
            .game_info(GameId(game.id))
            .await
            .expect("game stored")
    }

    // ---- waiting for the bot ----

    /// The first request from `since` on matching `pred`; panics with the requests seen so far.
    pub async fn wait_req(
        &self,
        since: usize,
        what: &str,
        pred: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        match self.fake.wait_for_after(since, &pred, T).await {
            Some(r) => r,
            None => panic!(
                "timed out waiting for {what}; requests since:\n{}",
                self.dump(since).await
            ),
        }
    }

    /// Asserts that no request matching `pred` arrives from `since` on within `within`.
    pub async fn assert_no_req(
        &self,
        since: usize,
        within: Duration,
        what: &str,
        pred: impl Fn(&Recorded) -> bool,
    ) {
        if let Some(r) = self.fake.wait_for_after(since, &pred, within).await {
            panic!(
                "unexpected {what}: {} {} {:?}\n{}",
                r.method,
                r.path,
                r.text(),
                self.dump(since).await
            );
        }
    }

    /// The requests from `since` on, one line each, for failure messages.
    pub async fn dump(&self, since: usize) -> String {
        self.fake
            .requests()
            .await
            .iter()
            .skip(since)
            .map(|r| {
                format!(
                    "  #{} {} {} -> {} type={:?} eph={} files={} text={:?}",
                    r.seq,
                    r.method,
                    r.path,
                    r.status,
                    r.callback_type(),
                    r.ephemeral(),
                    r.files.len(),
                    r.text().chars().take(160).collect::<String>()
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The interaction callback for `i`.
    pub async fn callback(&self, since: usize, i: &Value) -> Recorded {
        self.wait_req(
            since,
            &format!("the answer to interaction {}", i["id"]),
            |r| r.is_for(i) && r.callback_type().is_some() && r.ok(),
        )
        .await
    }

    /// The first follow-up (webhook message) for `i`.
    pub async fn followup(&self, since: usize, i: &Value) -> Recorded {
        self.wait_req(
            since,
            &format!("a follow-up to interaction {}", i["id"]),
            |r| r.is_for(i) && r.is("POST", "/webhooks/*/*") && r.ok(),
        )
        .await
    }

    /// The next message the bot posts in `channel` successfully.
    pub async fn post_in(&self, since: usize, channel: u64, what: &str) -> Recorded {
        let path = format!("/channels/{channel}/messages");
        self.wait_req(since, what, |r| {
            r.method == "POST" && r.path == path && r.ok()
        })
        .await
    }

    // ---- what users do ----

    /// Sends `/name options` from `user` in `channel`; returns the interaction and the request
    /// count before it.
    pub async fn command(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
    ) -> (Value, usize) {
        let i = self.fake.slash_command(user, channel, name, options);
        let since = self.fake.request_count();
        self.fake.dispatch_interaction(i.clone()).await;
        (i, since)
    }

    /// Presses `custom_id` on `message` as `user`; returns the interaction and the request count.
    pub async fn press(&self, user: u64, message: &Value, custom_id: &str) -> (Value, usize) {
        let i = self.fake.button_press(user, message, custom_id);
        let since = self.fake.request_count();
        self.fake.dispatch_interaction(i.clone()).await;
        (i, since)
    }

    /// The value Discord sends for the choice of `command`'s `option` whose name starts with
    /// `name`, read from the registered commands.
    pub fn choice(&self, command: &str, option: &str, name: &str) -> Value {
        let cmds = self.fake.registered_commands();
        // `command` may name a subcommand after it: "tournament create".
        let mut path = command.split_whitespace();
        let top = path.next().unwrap_or_default();
        let mut cmd = cmds
            .iter()
            .find(|c| c["name"] == json!(top))
            .unwrap_or_else(|| panic!("/{top} not registered"));
        for sub in path {
            cmd = cmd["options"]
                .as_array()
                .and_then(|o| o.iter().find(|o| o["name"] == json!(sub)))
                .unwrap_or_else(|| panic!("/{command}: no subcommand {sub}"));
        }
        let opt = cmd["options"]
            .as_array()
            .and_then(|o| o.iter().find(|o| o["name"] == json!(option)))
            .unwrap_or_else(|| panic!("/{command} has no option {option}: {cmd:#}"));
        let choice = opt["choices"]
            .as_array()
            .and_then(|c| {
                c.iter()
                    .find(|c| c["name"].as_str().is_some_and(|n| n.starts_with(name)))
            })
            .unwrap_or_else(|| panic!("/{command} {option}: no choice {name:?}: {opt:#}"));
        json!({"type": opt["type"], "value": choice["value"]})
    }

    /// The value Discord sends for `variant` in `command`'s `game` option: the menu entry
    /// labelled with the game's name and its board ("Shogi (9x9)").
    pub fn game_choice(&self, command: &str, variant: Variant) -> Value {
        let g = variant.game();
        self.choice(command, "game", &format!("{} ({}", g.name, g.board_text()))
    }

    /// `/challenge` from `challenger` to `opponent`, the challenger Black; returns the card
    /// message (with its Accept / Decline / Cancel buttons) as Discord holds it.
    pub async fn challenge(
        &self,
        challenger: u64,
        opponent: u64,
        variant: Variant,
        position: Option<&str>,
        time: Option<&str>,
    ) -> Value {
        self.challenge_in(CHANNEL_ID, challenger, opponent, variant, position, time)
            .await
    }

    /// [`Harness::challenge`] in `channel` (of another guild, say).
    pub async fn challenge_in(
        &self,
        channel: u64,
        challenger: u64,
        opponent: u64,
        variant: Variant,
        position: Option<&str>,
        time: Option<&str>,
    ) -> Value {
        let mut opts = json!({
            "opponent": {"type": 6, "value": opponent},
            "game": self.game_choice("challenge", variant),
            "color": self.choice("challenge", "color", "black"),
        });
        if let Some(p) = position {
            opts["position"] = json!(p);
        }
        if let Some(t) = time {
            opts["time"] = self.choice("challenge", "time", t);
        }
        let (i, since) = self.command(challenger, channel, "challenge", opts).await;
        let cb = self.callback(since, &i).await;
        assert_eq!(
            cb.callback_type(),
            Some(5),
            "/challenge is deferred publicly: {}",
            self.dump(since).await
        );
        assert!(!cb.ephemeral(), "the challenge card is public");
        let card = self.followup(since, &i).await;
        let text = card.text();
        assert!(
            text.contains(&format!("<@{challenger}> challenges <@{opponent}>")),
            "card text: {text}"
        );
        assert_eq!(card.files.len(), 1, "the card carries the start board");
        check_png(&card.files[0]);
        let ids = card.custom_ids();
        assert!(
            ids.iter().any(|c| c.starts_with("sg:acc:")),
            "Accept button: {ids:?}"
        );
        assert!(
            ids.iter().any(|c| c.starts_with("sg:dec:")),
            "Decline button: {ids:?}"
        );
        assert!(
            !ids.iter().any(|c| c.starts_with("sg:can:")),
            "no Cancel on the public card, where the challenged player could press it: {ids:?}"
        );
        // Cancel comes to the challenger alone, in a private message after the card.
        let cancel = self
            .wait_req(since, "the challenger's private Cancel", |r| {
                r.is_for(&i)
                    && r.is("POST", "/webhooks/*/*")
                    && r.ok()
                    && r.custom_ids().iter().any(|c| c.starts_with("sg:can:"))
            })
            .await;
        assert!(
            flags(&self.stored(&cancel)) & 64 != 0,
            "the Cancel message is private"
        );
        let id: u64 = card.response.as_ref().unwrap()["id"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        self.fake.message(id).expect("the card is stored")
    }

    /// `opponent` presses Accept on `card`: the card is updated, a thread opens from it and the
    /// start board is posted there, mentioning both players.
    pub async fn accept(&self, card: &Value, opponent: u64) -> Game {
        let accept = button_id(card, "sg:acc:");
        let (i, since) = self.press(opponent, card, &accept).await;
        let cb = self.pressed(since, &i, "Accept").await;
        let content = cb.content().unwrap_or_default().to_string();
        assert!(
            content.starts_with(&format!("Challenge accepted by <@{opponent}>: game #")),
            "{content}"
        );
        assert!(cb.custom_ids().is_empty(), "the card's buttons are removed");
        let card_now = self
            .fake
            .message(card["id"].as_str().unwrap().parse().unwrap())
            .unwrap();
        assert!(
            fake_discord::buttons(&card_now).is_empty()
                && message_text(&card_now).contains("accepted"),
            "the card as Discord shows it: {card_now:#}"
        );
        let id: i64 = content
            .rsplit('#')
            .next()
            .unwrap()
            .trim_end_matches('.')
            .parse()
            .unwrap();
        let channel = card["channel_id"].as_str().expect("card channel");
        let thread = self
            .thread_of_card(since, channel, card["id"].as_str().expect("card id"))
            .await;
        let ch = self.fake.channel(thread).expect("thread exists");
        assert_eq!(ch["type"], json!(11), "a public thread");
        assert!(
            ch["name"].as_str().unwrap().contains(&format!("game {id}")),
            "{}",
            ch["name"]
        );
        assert!(self
            .fake
            .threads()
            .iter()
            .any(|t| t["id"] == json!(thread.to_string())));
        let start = self
            .post_in(since, thread, "the start board in the thread")
            .await;
        let text = start.content().unwrap_or_default();
        assert!(text.starts_with(&format!("Game #{id} begins")), "{text}");
        assert!(
            text.contains(&format!("<@{ALICE_ID}>")) && text.contains(&format!("<@{BOB_ID}>")),
            "{text}"
        );
        assert_eq!(start.files.len(), 1, "the start board");
        check_png(&start.files[0]);
        let allowed = allowed_users(&start);
        assert!(
            allowed.contains(&ALICE_ID) && allowed.contains(&BOB_ID),
            "both players pinged: {allowed:?}"
        );
        Game { id, thread }
    }

    /// The thread the bot opened on the challenge card `card_id` (since request `since`).
    pub async fn thread_of_card(&self, since: usize, channel: &str, card_id: &str) -> u64 {
        let thread_req = self
            .wait_req(since, "the game's thread", |r| {
                r.is(
                    "POST",
                    &format!("/channels/{channel}/messages/{card_id}/threads"),
                ) && r.ok()
            })
            .await;
        thread_req.response.as_ref().expect("thread")["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("thread id")
    }

    /// A challenge accepted: Alice (Black) against Bob.
    pub async fn new_game(
        &self,
        variant: Variant,
        position: Option<&str>,
        time: Option<&str>,
    ) -> Game {
        let card = self
            .challenge(ALICE_ID, BOB_ID, variant, position, time)
            .await;
        self.accept(&card, BOB_ID).await
    }

    /// `user` resigns `game` through /resign and its confirm button; returns the answer to
    /// the press and the request count before it (to find the result's post).
    pub async fn resign(&self, user: u64, game: Game) -> (Recorded, usize) {
        let (i, since) = self.command(user, game.thread, "resign", json!({})).await;
        let cb = self.callback(since, &i).await;
        assert_eq!(
            (cb.callback_type(), cb.ephemeral()),
            (Some(4), true),
            "/resign asks privately"
        );
        let answer = self.confirm_resignation(user, &i).await;
        assert!(
            self.game_info(game).await.outcome.is_some(),
            "the game is over"
        );
        answer
    }

    /// Presses "Yes, resign" on the question /resign (interaction `i`) asked `user`; returns
    /// the answer to the press and the request count before it.
    pub async fn confirm_resignation(&self, user: u64, i: &Value) -> (Recorded, usize) {
        let question = self.fake.original_response(i).expect("the question");
        let confirm = button_id(&question, "sg:res:");
        let (i, since) = self.press(user, &question, &confirm).await;
        (self.pressed(since, &i, "Yes, resign").await, since)
    }

    /// `/move text` by `user` in the game's thread, which must be played: a private defer, the
    /// board posted in the thread, a private "Played" follow-up.
    pub async fn play(&self, user: u64, game: Game, text: &str) -> Played {
        let (i, since) = self
            .command(user, game.thread, "move", json!({ "move": text }))
            .await;
        self.played(since, &i, game, user, text).await
    }

    /// Checks what a played move leaves: the ack of interaction `i`, the thread post, the follow-up.
    pub async fn played(
        &self,
        since: usize,
        i: &Value,
        game: Game,
        user: u64,
        text: &str,
    ) -> Played {
        let ack = self.callback(since, i).await;
        assert_eq!(
            (ack.callback_type(), ack.ephemeral()),
            (Some(5), true),
            "/move {text} is acknowledged privately: {}",
            self.dump(since).await
        );
        // This move's post: a post of an earlier move held up by a fault may come in between.
        let path = format!("/channels/{}/messages", game.thread);
        let mover = format!("<@{user}> played");
        let post = self
            .wait_req(since, &format!("the board after {text}"), |r| {
                r.method == "POST"
                    && r.path == path
                    && r.ok()
                    && r.content().is_some_and(|c| c.contains(&mover))
            })
            .await;
        assert!(
            post.seq > ack.seq,
            "/move {text} is acknowledged before the work: {}",
            self.dump(since).await
        );
        let content = post.content().unwrap_or_default();
        assert!(content.contains(&format!("<@{user}> played")), "{content}");
        assert!(!post.ephemeral(), "the move is public");
        // The board; the move that ends the game also carries the whole game as a GIF.
        assert!(
            !post.files.is_empty() && post.files[1..].iter().all(|f| f.filename.ends_with(".gif")),
            "one board image (and a GIF at the end): {content}"
        );
        check_png(&post.files[0]);
        let follow = self.followup(since, i).await;
        // The move is echoed as read, in the player's notation with its squares
        // ("Played P-7f (7g7f) in game #1."): what was typed is one of the two, written
        // canonically ("G'7b" as "G*7b", "6d5c=" as "6d5c").
        let text = &text.trim_end_matches('=').replace('\'', "*");
        let echo = follow.content().unwrap_or_default();
        let (shown, rest) = echo
            .strip_prefix("Played ")
            .and_then(|e| e.split_once(" in game #"))
            .unwrap_or_else(|| panic!("not a move's echo: {echo:?}"));
        // "=" (not promoting) is shown when the move could have promoted.
        let shown = shown.replace('=', "");
        assert!(
            rest.starts_with(&format!("{}.", game.id))
                && (shown == *text
                    || shown.ends_with(&format!(" ({text})"))
                    || shown.starts_with(&format!("{text} ("))),
            "{echo:?} for /move {text}"
        );
        let stored = self.stored(&follow);
        assert!(
            flags(&stored) & 64 != 0,
            "the 'Played' follow-up is private: {stored:#}"
        );
        Played { ack, post, follow }
    }

    /// `/move text` that the bot must refuse privately; returns the refusal.
    pub async fn refused_move(&self, user: u64, game: Game, text: &str) -> String {
        let (i, since) = self
            .command(user, game.thread, "move", json!({ "move": text }))
            .await;
        let cb = self.callback(since, &i).await;
        assert_eq!(
            (cb.callback_type(), cb.ephemeral()),
            (Some(5), true),
            "/move {text} is acknowledged privately first: {}",
            self.dump(since).await
        );
        let why = self.private_followup(since, &i).await;
        self.assert_no_req(
            since,
            Duration::from_millis(300),
            "thread post after a refused move",
            |r| r.method == "POST" && r.path == format!("/channels/{}/messages", game.thread),
        )
        .await;
        why
    }

    /// The first follow-up to `i`, which must be private (as Discord shows it); its text.
    pub async fn private_followup(&self, since: usize, i: &Value) -> String {
        let follow = self.followup(since, i).await;
        let stored = self.stored(&follow);
        assert!(
            flags(&stored) & 64 != 0,
            "the answer is private: {stored:#}\n{}",
            self.dump(since).await
        );
        assert!(
            flags(&stored) & 128 == 0,
            "the answer replaced the 'thinking' placeholder: {stored:#}"
        );
        message_text(&stored)
    }

    /// A press that the bot must refuse privately: acknowledged silently (type 6) at once, then
    /// a private follow-up, the pressed message left as it was. Returns the refusal.
    pub async fn refused_press(&self, user: u64, message: &Value, custom_id: &str) -> String {
        let before = message["id"]
            .as_str()
            .and_then(|m| m.parse().ok())
            .and_then(|m| self.fake.message(m));
        let (i, since) = self.press(user, message, custom_id).await;
        let cb = self.callback(since, &i).await;
        assert_eq!(
            cb.callback_type(),
            Some(6),
            "press of {custom_id} by {user} is acknowledged silently first: {}",
            self.dump(since).await
        );
        let why = self.private_followup(since, &i).await;
        let after = message["id"]
            .as_str()
            .and_then(|m| m.parse().ok())
            .and_then(|m| self.fake.message(m));
        assert_eq!(
            before, after,
            "a refused press leaves the pressed message alone"
        );
        why
    }

    /// A press that the bot carries out: acknowledged silently (type 6), then the pressed
    /// message edited in place (PATCH of the original response). Returns the edit.
    pub async fn pressed(&self, since: usize, i: &Value, what: &str) -> Recorded {
        let cb = self.callback(since, i).await;
        assert_eq!(
            cb.callback_type(),
            Some(6),
            "{what}: the press is acknowledged silently first: {}",
            self.dump(since).await
        );
        self.wait_req(since, &format!("{what}: the pressed message edited"), |r| {
            r.is_for(i) && r.is("PATCH", "/webhooks/*/*/messages/@original") && r.ok()
        })
        .await
    }

    /// The message a request created, as Discord holds it now.
    pub fn stored(&self, r: &Recorded) -> Value {
        let id: u64 = r.response.as_ref().expect("a response")["id"]
            .as_str()
            .expect("message id")
            .parse()
            .unwrap();
        self.fake.message(id).expect("message stored")
    }
}

/// The custom id of the button of `message` starting with `prefix`.
pub fn button_id(message: &Value, prefix: &str) -> String {
    fake_discord::buttons(message)
        .into_iter()
        .find(|b| b.custom_id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no button {prefix}* on {message:#}"))
        .custom_id
}

pub fn flags(message: &Value) -> u64 {
    message["flags"].as_u64().unwrap_or(0)
}

/// The users a message may ping (allowed_mentions.users).
pub fn allowed_users(r: &Recorded) -> Vec<u64> {
    r.message_body()
        .and_then(|b| b["allowed_mentions"]["users"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()).or(u.as_u64()))
        .collect()
}

/// Decodes an uploaded PNG (failing the test if it does not decode): its size and colour type.
pub fn decode_png(file: &RecordedFile) -> (u32, u32, png::ColorType) {
    assert!(file.filename.ends_with(".png"), "{}", file.filename);
    assert!(
        file.data.starts_with(b"\x89PNG\r\n\x1a\n"),
        "{} is not a PNG",
        file.filename
    );
    let decoder = png::Decoder::new(std::io::Cursor::new(&file.data));
    let mut reader = decoder
        .read_info()
        .unwrap_or_else(|e| panic!("{}: {e}", file.filename));
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader
        .next_frame(&mut buf)
        .unwrap_or_else(|e| panic!("{}: {e}", file.filename));
    (info.width, info.height, reader.info().color_type)
}

/// Checks an uploaded file is a board-sized PNG that decodes; returns its size.
pub fn check_png(file: &RecordedFile) -> (u32, u32) {
    let (width, height, _) = decode_png(file);
    assert!(
        width >= 300 && height >= 300,
        "{}: {width}x{height}",
        file.filename
    );
    (width, height)
}
