//! Tests of the fake Discord itself (crates/test-support/src/fake_discord/): its payloads deserialize with
//! serenity 0.12's own types, serenity's Http parses its REST answers, and a real serenity
//! Client connects, answers interactions, survives a dropped gateway and sees REST failures.

use seireigi_test_support::fake_discord;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::{Failure, FakeDiscord, ALICE_ID, BOB_ID, BOT_USER_ID, CHANNEL_ID};
use serde_json::{json, Value};
use serenity::all as s;

const T: Duration = Duration::from_secs(10);

fn http_for(fake: &FakeDiscord) -> s::Http {
    s::HttpBuilder::new("Bot fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .application_id(s::ApplicationId::new(FakeDiscord::APPLICATION_ID))
        .build()
}

fn png(w: u32, h: u32) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    let mut writer = enc.write_header().unwrap();
    writer
        .write_image_data(&vec![200u8; (w * h * 3) as usize])
        .unwrap();
    drop(writer);
    out
}

fn interaction(v: &Value) -> s::Interaction {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("serenity rejects {v:#}: {e}"))
}

/// Every frame the fake sent must be a GatewayEvent serenity can read (else serenity would drop
/// it silently); dispatches must not fall back to Event::Unknown.
fn check_gateway_frames(fake: &FakeDiscord) -> Vec<String> {
    let mut names = Vec::new();
    for frame in fake.gateway_sent() {
        let ev: s::GatewayEvent = serde_json::from_value(frame.clone())
            .unwrap_or_else(|e| panic!("serenity cannot read gateway frame {frame:#}: {e}"));
        if let s::GatewayEvent::Dispatch(_, event) = ev {
            assert!(
                !matches!(event, s::Event::Unknown(_)),
                "unknown event {frame}"
            );
            names.push(frame["t"].as_str().unwrap().to_string());
        }
    }
    names
}

#[tokio::test]
async fn interaction_payloads_deserialize_with_serenity() {
    let fake = FakeDiscord::start().await;
    let slash = fake.slash_command(
        ALICE_ID,
        CHANNEL_ID,
        "challenge",
        json!({"opponent": {"type": 6, "value": BOB_ID}, "game": "chu-seireigi", "time": 3, "rated": true}),
    );
    match interaction(&slash) {
        s::Interaction::Command(c) => {
            assert_eq!(c.data.name, "challenge");
            assert_eq!(c.user.id.get(), ALICE_ID);
            assert_eq!(c.guild_id.map(|g| g.get()), Some(FakeDiscord::GUILD_ID));
            assert_eq!(c.member.as_ref().unwrap().user.name, "alice");
            let opts = c.data.options();
            assert!(
                matches!(opts.iter().find(|o| o.name == "opponent").unwrap().value,
                s::ResolvedValue::User(u, Some(_)) if u.id.get() == BOB_ID)
            );
            assert!(matches!(
                opts.iter().find(|o| o.name == "time").unwrap().value,
                s::ResolvedValue::Integer(3)
            ));
            assert!(c.app_permissions.is_some());
        }
        other => panic!("not a command: {other:?}"),
    }

    let auto = fake.autocomplete(ALICE_ID, CHANNEL_ID, "move", json!({"move": "7i"}), "move");
    match interaction(&auto) {
        s::Interaction::Autocomplete(a) => {
            let focused = a.data.autocomplete().unwrap();
            assert_eq!((focused.name, focused.value), ("move", "7i"));
        }
        other => panic!("not autocomplete: {other:?}"),
    }

    // In a DM: no guild, no member, the user given directly.
    let dm = fake.dm_channel(BOB_ID);
    match interaction(&fake.slash_command(BOB_ID, dm, "games", json!({}))) {
        s::Interaction::Command(c) => {
            assert!(c.guild_id.is_none() && c.member.is_none());
            assert_eq!(c.user.id.get(), BOB_ID);
        }
        other => panic!("not a command: {other:?}"),
    }

    // A component press carries a full message; build one as the bot would have posted it.
    let msg = json!({
        "id": "1180000000000009999", "channel_id": CHANNEL_ID.to_string(),
        "author": fake.user(BOT_USER_ID), "content": "Challenge!", "timestamp": fake_discord::payloads::now(),
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [{"title": "Chu Seireigi", "type": "rich", "color": 3447003}], "pinned": false, "type": 0,
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 3, "label": "Accept", "custom_id": "accept:1"},
            {"type": 2, "style": 4, "label": "Decline", "custom_id": "decline:1"}]}],
    });
    let _: s::Message = serde_json::from_value(msg.clone()).unwrap();
    match interaction(&fake.button_press(BOB_ID, &msg, "accept:1")) {
        s::Interaction::Component(c) => {
            assert_eq!(c.data.custom_id, "accept:1");
            assert!(matches!(
                c.data.kind,
                s::ComponentInteractionDataKind::Button
            ));
            assert_eq!(c.message.id.get(), 1180000000000009999);
            assert_eq!(c.user.id.get(), BOB_ID);
        }
        other => panic!("not a component: {other:?}"),
    }
    let pressed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        fake.button_press(BOB_ID, &msg, "nope")
    }));
    assert!(
        pressed.is_err(),
        "pressing a button that is not there must panic"
    );

    let modal = fake.modal_submit(
        ALICE_ID,
        CHANNEL_ID,
        "position",
        &[("sfen", "startpos")],
        None,
    );
    match interaction(&modal) {
        s::Interaction::Modal(m) => assert_eq!(m.data.custom_id, "position"),
        other => panic!("not a modal: {other:?}"),
    }
}

#[tokio::test]
async fn rest_answers_parse_with_serenity_http() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);

    let gw = http.get_gateway().await.unwrap();
    assert_eq!(gw.url, fake.gateway_url());
    let bot_gw = http.get_bot_gateway().await.unwrap();
    assert_eq!(bot_gw.shards, 1);
    let app = http.get_current_application_info().await.unwrap();
    assert_eq!(app.id.get(), FakeDiscord::APPLICATION_ID);
    assert_eq!(app.owner.unwrap().id.get(), FakeDiscord::OWNER_ID);
    let me = http.get_current_user().await.unwrap();
    assert_eq!(me.id.get(), BOT_USER_ID);
    assert!(me.bot);

    // Command registration, global and per guild.
    let cmds = vec![
        s::CreateCommand::new("move")
            .description("Make a move")
            .add_option(
                s::CreateCommandOption::new(s::CommandOptionType::String, "move", "The move")
                    .required(true)
                    .set_autocomplete(true),
            ),
        s::CreateCommand::new("board").description("Show the board"),
    ];
    let registered = s::Command::set_global_commands(&http, cmds.clone())
        .await
        .unwrap();
    assert_eq!(registered.len(), 2);
    let guild_cmds = s::GuildId::new(FakeDiscord::GUILD_ID)
        .set_commands(&http, cmds)
        .await
        .unwrap();
    assert_eq!(
        guild_cmds[0].guild_id.map(|g| g.get()),
        Some(FakeDiscord::GUILD_ID)
    );
    // A slash command now carries the registered id.
    let slash = fake.slash_command(ALICE_ID, CHANNEL_ID, "board", json!({}));
    assert_eq!(slash["data"]["id"], json!(registered[1].id.to_string()));

    // A message with a file, an embed showing it, and buttons (multipart).
    let channel = s::ChannelId::new(CHANNEL_ID);
    let sent = channel
        .send_message(
            &http,
            s::CreateMessage::new()
                .content(format!("<@{ALICE_ID}> to move"))
                .embed(
                    s::CreateEmbed::new()
                        .title("Game 1")
                        .image("attachment://board.png"),
                )
                .add_file(s::CreateAttachment::bytes(png(40, 30), "board.png"))
                .button(
                    s::CreateButton::new("resign:1:5")
                        .label("Resign")
                        .style(s::ButtonStyle::Danger),
                ),
        )
        .await
        .unwrap();
    assert_eq!(sent.attachments[0].filename, "board.png");
    assert_eq!(sent.attachments[0].dimensions(), Some((40, 30)));
    assert_eq!(sent.mentions[0].id.get(), ALICE_ID);
    assert!(sent.embeds[0]
        .image
        .as_ref()
        .unwrap()
        .url
        .starts_with("https://cdn.discordapp.com/"));
    let rec = fake
        .wait_for(|r| r.is("POST", "/channels/*/messages"), T)
        .await
        .unwrap();
    assert_eq!(rec.files.len(), 1);
    assert_eq!(rec.files[0].field, "files[0]");
    assert_eq!(rec.files[0].filename, "board.png");
    assert_eq!(fake_discord::payloads::now().len(), 24);
    assert_eq!(
        rec.content(),
        Some(format!("<@{ALICE_ID}> to move").as_str())
    );
    assert_eq!(rec.custom_ids(), vec!["resign:1:5"]);

    // Edit keeps the attachment unless told otherwise.
    let mut edited = sent.clone();
    edited
        .edit(
            &http,
            s::EditMessage::new().content("edited").components(vec![]),
        )
        .await
        .unwrap();
    assert_eq!(edited.content, "edited");
    assert_eq!(edited.attachments.len(), 1);
    assert!(edited.components.is_empty());

    // A thread from the message (same id), archived, then unarchived with PATCH.
    let thread = channel
        .create_thread_from_message(
            &http,
            sent.id,
            s::CreateThread::new("alice vs bob")
                .auto_archive_duration(s::AutoArchiveDuration::OneWeek),
        )
        .await
        .unwrap();
    assert_eq!(thread.id.get(), sent.id.get());
    assert_eq!(thread.kind, s::ChannelType::PublicThread);
    let thread_id = thread.id;
    fake.archive_thread(thread_id.get(), false);
    let edit = thread_id
        .edit_thread(&http, s::EditThread::new().archived(false))
        .await
        .unwrap();
    assert!(!edit.thread_metadata.unwrap().archived);
    thread_id
        .add_thread_member(&http, s::UserId::new(ALICE_ID))
        .await
        .unwrap();
    assert_eq!(
        fake.thread_members(thread_id.get()),
        vec![BOT_USER_ID, ALICE_ID]
    );
    // Posting in an archived (unlocked) thread unarchives it; a locked one refuses.
    fake.archive_thread(thread_id.get(), false);
    thread_id.say(&http, "Bob moved").await.unwrap();
    assert_eq!(
        fake.channel(thread_id.get()).unwrap()["thread_metadata"]["archived"],
        json!(false)
    );
    fake.archive_thread(thread_id.get(), true);
    let err = thread_id.say(&http, "x").await.unwrap_err();
    assert!(format!("{err:?}").contains("50083"), "{err:?}");
    let other = channel
        .create_thread(
            &http,
            s::CreateThread::new("open game").kind(s::ChannelType::PublicThread),
        )
        .await
        .unwrap();
    match other.id.to_channel(&http).await.unwrap() {
        s::Channel::Guild(g) => assert_eq!(g.parent_id.map(|p| p.get()), Some(CHANNEL_ID)),
        c => panic!("{c:?}"),
    }

    // DMs: open, send, and a user whose DMs are closed.
    let dm = s::UserId::new(BOB_ID)
        .create_dm_channel(&http)
        .await
        .unwrap();
    assert_eq!(dm.recipient.id.get(), BOB_ID);
    dm.say(&http, "Your move").await.unwrap();
    fake.block_dms(ALICE_ID);
    let dm_a = s::UserId::new(ALICE_ID)
        .create_dm_channel(&http)
        .await
        .unwrap();
    match dm_a.say(&http, "Your move").await.unwrap_err() {
        s::Error::Http(s::HttpError::UnsuccessfulRequest(e)) => {
            assert_eq!(e.status_code.as_u16(), 403);
            assert_eq!(e.error.code, 50007);
        }
        e => panic!("{e:?}"),
    }

    // Failures: 500, then 429 with Discord's body and headers, then success.
    fake.fail_next("POST", "/channels/", Failure::ServerError)
        .await;
    fake.fail_next("POST", "/channels/", Failure::rate_limited(0.25))
        .await;
    match channel.say(&http, "a").await.unwrap_err() {
        s::Error::Http(s::HttpError::UnsuccessfulRequest(e)) => {
            assert_eq!(e.status_code.as_u16(), 500)
        }
        e => panic!("{e:?}"),
    }
    match channel.say(&http, "a").await.unwrap_err() {
        s::Error::Http(s::HttpError::UnsuccessfulRequest(e)) => {
            assert_eq!(e.status_code.as_u16(), 429);
            assert_eq!(e.error.message, "You are being rate limited.");
        }
        e => panic!("{e:?}"),
    }
    channel.say(&http, "a").await.unwrap();
    let reqs = fake.requests().await;
    let limited = reqs.iter().find(|r| r.status == 429).unwrap();
    assert_eq!(
        limited.response.as_ref().unwrap()["retry_after"],
        json!(0.25)
    );

    // Limits Discord enforces: empty message, too long content.
    assert!(channel
        .send_message(&http, s::CreateMessage::new())
        .await
        .is_err());
    assert!(channel.say(&http, "x".repeat(2001)).await.is_err());
    // Unknown routes are recorded and answered 404.
    assert!(http.get_guild_webhooks(s::GuildId::new(1)).await.is_err());
    let unknown = fake
        .wait_for(|r| r.path == "/guilds/1/webhooks", T)
        .await
        .unwrap();
    assert_eq!(unknown.status, 404);

    // An interaction answered twice: Discord refuses the second (40060); unknown ones are 10062.
    let slash = fake.slash_command(ALICE_ID, CHANNEL_ID, "board", json!({}));
    fake.register_interaction(&slash);
    let s::Interaction::Command(cmd) = interaction(&slash) else {
        unreachable!()
    };
    let answer = || {
        s::CreateInteractionResponse::Message(
            s::CreateInteractionResponseMessage::new()
                .content("hi")
                .ephemeral(true),
        )
    };
    cmd.create_response(&http, answer()).await.unwrap();
    let original = cmd.get_response(&http).await.unwrap();
    assert_eq!(original.content, "hi");
    assert!(original.flags.unwrap().contains(s::MessageFlags::EPHEMERAL));
    match cmd.create_response(&http, answer()).await.unwrap_err() {
        s::Error::Http(s::HttpError::UnsuccessfulRequest(e)) => assert_eq!(e.error.code, 40060),
        e => panic!("{e:?}"),
    }
    cmd.edit_response(&http, s::EditInteractionResponse::new().content("edited"))
        .await
        .unwrap();
    let follow = cmd
        .create_followup(
            &http,
            s::CreateInteractionResponseFollowup::new().content("more"),
        )
        .await
        .unwrap();
    assert_eq!(fake.responses_to(&slash).len(), 2);
    cmd.delete_followup(&http, follow.id).await.unwrap();
    let s::Interaction::Command(unknown) =
        interaction(&fake.slash_command(ALICE_ID, CHANNEL_ID, "board", json!({})))
    else {
        unreachable!()
    };
    match unknown.create_response(&http, answer()).await.unwrap_err() {
        s::Error::Http(s::HttpError::UnsuccessfulRequest(e)) => assert_eq!(e.error.code, 10062),
        e => panic!("{e:?}"),
    }

    // Every message the fake stored deserializes as a serenity Message.
    for m in fake
        .messages_in(CHANNEL_ID)
        .into_iter()
        .chain(fake.messages_in(thread_id.get()))
    {
        let _: s::Message =
            serde_json::from_value(m.clone()).unwrap_or_else(|e| panic!("{m:#}: {e}"));
    }
    for c in fake.threads() {
        let _: s::GuildChannel =
            serde_json::from_value(c.clone()).unwrap_or_else(|e| panic!("{c:#}: {e}"));
    }
}

/// A minimal bot: answers /ping with a button, the button with an update, /board with a
/// deferred follow-up carrying a file, /move autocomplete with choices; REST errors go to `errors`.
struct Bot {
    errors: tokio::sync::mpsc::UnboundedSender<String>,
}

#[s::async_trait]
impl s::EventHandler for Bot {
    async fn ready(&self, ctx: s::Context, _ready: s::Ready) {
        let cmds = vec![
            s::CreateCommand::new("ping").description("Ping"),
            s::CreateCommand::new("board").description("Board"),
        ];
        if let Err(e) = s::Command::set_global_commands(&ctx.http, cmds).await {
            let _ = self.errors.send(format!("register: {e}"));
        }
    }

    async fn interaction_create(&self, ctx: s::Context, interaction: s::Interaction) {
        let result = match interaction {
            s::Interaction::Command(c) if c.data.name == "ping" => {
                let reply = || {
                    s::CreateInteractionResponse::Message(
                        s::CreateInteractionResponseMessage::new()
                            .content("pong")
                            .button(s::CreateButton::new("again").label("Again")),
                    )
                };
                match c.create_response(&ctx.http, reply()).await {
                    // With serenity's rate limiter off (needed for the proxy), a 429 comes back
                    // as an error: wait retry_after and try once more.
                    Err(s::Error::Http(s::HttpError::UnsuccessfulRequest(e)))
                        if e.status_code.as_u16() == 429 =>
                    {
                        let _ = self.errors.send("429".into());
                        tokio::time::sleep(Duration::from_millis(250)).await;
                        c.create_response(&ctx.http, reply()).await
                    }
                    r => r,
                }
            }
            s::Interaction::Command(c) if c.data.name == "board" => {
                async {
                    c.defer(&ctx.http).await?;
                    c.create_followup(
                        &ctx.http,
                        s::CreateInteractionResponseFollowup::new()
                            .embed(
                                s::CreateEmbed::new()
                                    .title("Board")
                                    .image("attachment://board.png"),
                            )
                            .add_file(s::CreateAttachment::bytes(png(12, 10), "board.png")),
                    )
                    .await?;
                    Ok(())
                }
                .await
            }
            s::Interaction::Component(c) => {
                c.create_response(
                    &ctx.http,
                    s::CreateInteractionResponse::UpdateMessage(
                        s::CreateInteractionResponseMessage::new()
                            .content(format!("pressed by {}", c.user.name))
                            .components(vec![]),
                    ),
                )
                .await
            }
            s::Interaction::Autocomplete(a) => {
                a.create_response(
                    &ctx.http,
                    s::CreateInteractionResponse::Autocomplete(
                        s::CreateAutocompleteResponse::new()
                            .add_string_choice("7i7h", "7i7h")
                            .add_string_choice("7i6h", "7i6h"),
                    ),
                )
                .await
            }
            _ => Ok(()),
        };
        if let Err(e) = result {
            let status = match &e {
                s::Error::Http(s::HttpError::UnsuccessfulRequest(r)) => {
                    r.status_code.as_u16().to_string()
                }
                _ => "other".into(),
            };
            let _ = self.errors.send(format!("{status}: {e}"));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_client_against_the_fake() {
    let fake = Arc::new(
        FakeDiscord::start_with(fake_discord::Config {
            heartbeat_interval: Duration::from_millis(700),
            ..Default::default()
        })
        .await,
    );
    let (tx, mut errors) = tokio::sync::mpsc::unbounded_channel();
    let http = http_for(&fake);
    let mut client = s::ClientBuilder::new_with_http(http, s::GatewayIntents::non_privileged())
        .event_handler(Bot { errors: tx })
        .await
        .unwrap();
    let shard_manager = client.shard_manager.clone();
    let running = tokio::spawn(async move { client.start().await });

    assert!(fake.wait_ready(T).await, "no READY");
    assert_eq!(fake.gateway_queries()[0], "v=10");
    let put = fake
        .wait_for(|r| r.is("PUT", "/applications/*/commands"), T)
        .await
        .expect("commands registered");
    assert_eq!(put.status, 200);

    // /ping -> type 4 with a button; the stored original carries it.
    let ping = fake.slash_command(ALICE_ID, CHANNEL_ID, "ping", json!({}));
    assert_eq!(ping["data"]["id"], fake.registered_commands()[0]["id"]);
    fake.dispatch_interaction(ping.clone()).await;
    let cb = fake
        .wait_for(|r| r.is_for(&ping), T)
        .await
        .expect("no callback for /ping");
    assert_eq!(
        (cb.callback_type(), cb.status, cb.content()),
        (Some(4), 204, Some("pong"))
    );
    let original = fake.original_response(&ping).unwrap();
    assert_eq!(fake_discord::buttons(&original)[0].custom_id, "again");

    // The button -> type 7 edits that message.
    let press = fake.button_press(BOB_ID, &original, "again");
    fake.dispatch_interaction(press.clone()).await;
    let cb = fake
        .wait_for(|r| r.is_for(&press), T)
        .await
        .expect("no callback for the button");
    assert_eq!(cb.callback_type(), Some(7));
    let updated = fake
        .message(original["id"].as_str().unwrap().parse().unwrap())
        .unwrap();
    assert_eq!(updated["content"], json!("pressed by bob"));
    assert!(fake_discord::buttons(&updated).is_empty());

    // Autocomplete -> type 8 with choices.
    let auto = fake.autocomplete(ALICE_ID, CHANNEL_ID, "move", json!({"move": "7i"}), "move");
    fake.dispatch_interaction(auto.clone()).await;
    let cb = fake.wait_for(|r| r.is_for(&auto), T).await.unwrap();
    assert_eq!(cb.callback_type(), Some(8));
    assert_eq!(
        cb.body.as_ref().unwrap()["data"]["choices"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    // /board -> defer (type 5), then a multipart follow-up that fills the loading message.
    let board = fake.slash_command(BOB_ID, CHANNEL_ID, "board", json!({}));
    fake.dispatch_interaction(board.clone()).await;
    let follow = fake
        .wait_for(|r| r.is_for(&board) && r.is("POST", "/webhooks/*/*"), T)
        .await
        .expect("no follow-up");
    assert_eq!(follow.files[0].filename, "board.png");
    assert_eq!(follow.status, 200);
    let shown: s::Message = serde_json::from_value(follow.response.clone().unwrap()).unwrap();
    assert_eq!(
        shown.id,
        serde_json::from_value::<s::Message>(fake.original_response(&board).unwrap())
            .unwrap()
            .id
    );
    assert_eq!(shown.attachments[0].dimensions(), Some((12, 10)));
    assert_eq!(
        shown.flags.map(|f| f.bits() & 128),
        Some(0),
        "loading flag cleared"
    );

    // Threads made by the bot reach the gateway as THREAD_CREATE / THREAD_UPDATE.
    let rest = http_for(&fake);
    let msg_id = s::MessageId::new(original["id"].as_str().unwrap().parse().unwrap());
    let thread = s::ChannelId::new(CHANNEL_ID)
        .create_thread_from_message(&rest, msg_id, s::CreateThread::new("game 1"))
        .await
        .unwrap();
    fake.archive_thread(thread.id.get(), false);
    thread
        .id
        .edit_thread(&rest, s::EditThread::new().archived(false))
        .await
        .unwrap();

    // Heartbeats are sent and acknowledged.
    assert!(
        fake.wait_gateway(T, |g| g.heartbeats >= 1).await,
        "no heartbeat"
    );

    // Drop the gateway mid-game; an interaction sent while it is down is replayed on RESUME.
    let during = fake.slash_command(ALICE_ID, CHANNEL_ID, "ping", json!({}));
    fake.drop_gateway_with(during.clone()).await;
    assert!(
        fake.wait_gateway(T, |g| g.resumes >= 1 && g.session_live)
            .await,
        "no RESUME"
    );
    let cb = fake
        .wait_for(|r| r.is_for(&during), T)
        .await
        .expect("replayed interaction not answered");
    assert_eq!(cb.callback_type(), Some(4));
    assert!(
        fake.gateway_stats().replayed >= 1,
        "the interaction was not replayed"
    );

    // A close frame (4000) also leads to a resume; an invalid session to a new IDENTIFY.
    fake.close_gateway(4000).await;
    assert!(
        fake.wait_gateway(T, |g| g.resumes >= 2 && g.session_live)
            .await,
        "no RESUME after close 4000"
    );
    fake.invalidate_session(false);
    assert!(
        fake.wait_gateway(Duration::from_secs(20), |g| g.identifies >= 2
            && g.session_live)
            .await,
        "no re-IDENTIFY"
    );
    let after = fake.slash_command(ALICE_ID, CHANNEL_ID, "ping", json!({}));
    fake.dispatch_interaction(after.clone()).await;
    assert!(
        fake.wait_for(|r| r.is_for(&after), T).await.is_some(),
        "not answered after re-IDENTIFY"
    );

    // A 500 on the callback reaches the bot as an error.
    fake.fail_next("POST", "/interactions/", Failure::ServerError)
        .await;
    let failing = fake.slash_command(ALICE_ID, CHANNEL_ID, "ping", json!({}));
    fake.dispatch_interaction(failing.clone()).await;
    let e = tokio::time::timeout(T, errors.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(e.starts_with("500"), "{e}");
    let cb = fake.wait_for(|r| r.is_for(&failing), T).await.unwrap();
    assert_eq!(cb.status, 500);

    // A 429: the fake answers it, the bot waits and retries, the retry is recorded.
    fake.fail_next("POST", "/interactions/", Failure::rate_limited(0.2))
        .await;
    let limited = fake.slash_command(ALICE_ID, CHANNEL_ID, "ping", json!({}));
    fake.dispatch_interaction(limited.clone()).await;
    assert_eq!(
        tokio::time::timeout(T, errors.recv())
            .await
            .unwrap()
            .unwrap(),
        "429"
    );
    let first = fake.wait_for(|r| r.is_for(&limited), T).await.unwrap();
    let retry = fake
        .wait_for_after(first.seq + 1, |r| r.is_for(&limited), T)
        .await
        .expect("no retry");
    assert_eq!((first.status, retry.status), (429, 204));
    assert!(retry.at.duration_since(first.at) >= Duration::from_millis(200));
    assert!(errors.try_recv().is_err(), "unexpected error");

    let events = check_gateway_frames(&fake);
    for name in [
        "READY",
        "GUILD_CREATE",
        "INTERACTION_CREATE",
        "RESUMED",
        "THREAD_CREATE",
        "THREAD_UPDATE",
    ] {
        assert!(
            events.iter().any(|e| e == name),
            "{name} never sent: {events:?}"
        );
    }
    shard_manager.shutdown_all().await;
    let _ = tokio::time::timeout(T, running).await;
}

/// The picker's Discord parts (issue 14): a private message with string select menus and a
/// file; a choice in a menu (component type 3 with `values`) as serenity reads it; the
/// message replaced in place by `UPDATE_MESSAGE` (type 7) with a new file, staying private;
/// then edited again as the interaction's original response; and the limits Discord puts on
/// select menus refused.
#[tokio::test]
async fn select_menus_update_message_and_private_edits() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let slash = fake.slash_command(ALICE_ID, CHANNEL_ID, "move", json!({}));
    fake.register_interaction(&slash);
    let s::Interaction::Command(cmd) = interaction(&slash) else {
        unreachable!()
    };
    let menu = |id: &str, n: usize| {
        s::CreateSelectMenu::new(
            id,
            s::CreateSelectMenuKind::String {
                options: (0..n)
                    .map(|i| {
                        s::CreateSelectMenuOption::new(format!("7{i} ×Gold"), format!("f{i}"))
                            .description("G-7f")
                    })
                    .collect(),
            },
        )
        .placeholder("Squares")
    };
    let first = s::CreateInteractionResponseMessage::new()
        .ephemeral(true)
        .content("Choose a piece")
        .select_menu(menu("pick:a", 3))
        .button(s::CreateButton::new("pick:x").label("Cancel"))
        .add_file(s::CreateAttachment::bytes(png(40, 30), "step-1.png"));
    cmd.create_response(&http, s::CreateInteractionResponse::Message(first))
        .await
        .unwrap();
    let original = cmd.get_response(&http).await.unwrap();
    assert!(original.flags.unwrap().contains(s::MessageFlags::EPHEMERAL));
    assert_eq!(original.attachments[0].filename, "step-1.png");
    let stored = fake.message(original.id.get()).unwrap();
    let as_serenity: s::Message = serde_json::from_value(stored.clone()).unwrap();
    match &as_serenity.components[0].components[0] {
        s::ActionRowComponent::SelectMenu(m) => {
            assert_eq!(m.custom_id.as_deref(), Some("pick:a"));
            assert_eq!(m.options.len(), 3);
            assert_eq!(m.options[1].value, "f1");
        }
        other => panic!("not a select menu: {other:?}"),
    }
    assert_eq!(
        fake_discord::select_values(&stored, "pick:a"),
        ["f0", "f1", "f2"]
    );

    // A choice, as serenity reads it.
    let choice = fake.select_menu(ALICE_ID, &stored, "pick:a", &["f1"]);
    fake.register_interaction(&choice);
    let s::Interaction::Component(pick) = interaction(&choice) else {
        panic!("not a component")
    };
    match &pick.data.kind {
        s::ComponentInteractionDataKind::StringSelect { values } => assert_eq!(values, &["f1"]),
        other => panic!("{other:?}"),
    }
    assert_eq!(pick.message.id, original.id);
    // Only what the menu offers, and a menu is not a button.
    for bad in [
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            fake.select_menu(ALICE_ID, &stored, "pick:a", &["f9"])
        })),
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            fake.select_menu(ALICE_ID, &stored, "pick:a", &["f0", "f1"])
        })),
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            fake.button_press(ALICE_ID, &stored, "pick:a")
        })),
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            fake.select_menu(ALICE_ID, &stored, "pick:x", &["f0"])
        })),
    ] {
        assert!(bad.is_err(), "Discord could not send that");
    }

    // UPDATE_MESSAGE: the same message, a new text, menus and file; still private.
    let update = s::CreateInteractionResponseMessage::new()
        .content("Where does it go?")
        .select_menu(menu("pick:b", 25))
        .files([s::CreateAttachment::bytes(png(50, 40), "step-2.png")]);
    pick.create_response(&http, s::CreateInteractionResponse::UpdateMessage(update))
        .await
        .unwrap();
    let cb = fake
        .wait_for(|r| r.is_for(&choice) && r.callback_type() == Some(7), T)
        .await
        .unwrap();
    assert_eq!(cb.files.len(), 1, "the new preview is uploaded");
    let now = fake.message(original.id.get()).unwrap();
    let now: s::Message = serde_json::from_value(now).unwrap();
    assert_eq!(now.content, "Where does it go?");
    assert!(now.flags.unwrap().contains(s::MessageFlags::EPHEMERAL));
    assert_eq!(now.attachments.len(), 1, "the old file is replaced");
    assert_eq!(now.attachments[0].filename, "step-2.png");
    assert_eq!(now.attachments[0].dimensions(), Some((50, 40)));
    assert_eq!(now.components.len(), 1);
    // Answered once only; then the message is the interaction's original response.
    assert!(pick
        .create_response(&http, s::CreateInteractionResponse::Acknowledge)
        .await
        .is_err());
    pick.edit_response(
        &http,
        s::EditInteractionResponse::new()
            .content("Played")
            .components(vec![]),
    )
    .await
    .unwrap();
    let done: s::Message =
        serde_json::from_value(fake.message(original.id.get()).unwrap()).unwrap();
    assert_eq!(done.content, "Played");
    assert!(done.components.is_empty());
    assert!(done.flags.unwrap().contains(s::MessageFlags::EPHEMERAL));

    // Discord's limits on select menus.
    let slash = fake.slash_command(ALICE_ID, CHANNEL_ID, "move", json!({}));
    fake.register_interaction(&slash);
    let s::Interaction::Command(cmd) = interaction(&slash) else {
        unreachable!()
    };
    let too_many = s::CreateInteractionResponseMessage::new().select_menu(menu("pick:c", 26));
    let err = cmd
        .create_response(&http, s::CreateInteractionResponse::Message(too_many))
        .await
        .unwrap_err();
    assert!(
        format!("{err:?}").contains("BASE_TYPE_BAD_LENGTH"),
        "{err:?}"
    );
    let long_label =
        s::CreateInteractionResponseMessage::new().select_menu(s::CreateSelectMenu::new(
            "pick:d",
            s::CreateSelectMenuKind::String {
                options: vec![s::CreateSelectMenuOption::new("x".repeat(101), "v")],
            },
        ));
    assert!(cmd
        .create_response(&http, s::CreateInteractionResponse::Message(long_label))
        .await
        .is_err());
    let twice = s::CreateInteractionResponseMessage::new().select_menu(s::CreateSelectMenu::new(
        "pick:e",
        s::CreateSelectMenuKind::String {
            options: vec![
                s::CreateSelectMenuOption::new("a", "v"),
                s::CreateSelectMenuOption::new("b", "v"),
            ],
        },
    ));
    assert!(cmd
        .create_response(&http, s::CreateInteractionResponse::Message(twice))
        .await
        .is_err());
}

// ---- shards ----

/// What a serenity client saw, shard by shard, through serenity's own types.
#[derive(Debug)]
enum Seen {
    Ready {
        on: u32,
        shard: Option<s::ShardInfo>,
        guilds: Vec<u64>,
    },
    Guild {
        on: u32,
        guild: u64,
    },
    Interaction {
        on: u32,
        guild: Option<u64>,
    },
    Message {
        on: u32,
        guild: Option<u64>,
    },
}

struct Recorder(tokio::sync::mpsc::UnboundedSender<Seen>);

#[s::async_trait]
impl s::EventHandler for Recorder {
    async fn ready(&self, ctx: s::Context, ready: s::Ready) {
        let _ = self.0.send(Seen::Ready {
            on: ctx.shard_id.0,
            shard: ready.shard,
            guilds: ready.guilds.iter().map(|g| g.id.get()).collect(),
        });
    }

    async fn guild_create(&self, ctx: s::Context, guild: s::Guild, _new: Option<bool>) {
        let _ = self.0.send(Seen::Guild {
            on: ctx.shard_id.0,
            guild: guild.id.get(),
        });
    }

    async fn interaction_create(&self, ctx: s::Context, i: s::Interaction) {
        let guild = match &i {
            s::Interaction::Command(c) => c.guild_id.map(|g| g.get()),
            _ => None,
        };
        let _ = self.0.send(Seen::Interaction {
            on: ctx.shard_id.0,
            guild,
        });
    }

    async fn message(&self, ctx: s::Context, m: s::Message) {
        let _ = self.0.send(Seen::Message {
            on: ctx.shard_id.0,
            guild: m.guild_id.map(|g| g.get()),
        });
    }
}

async fn next_seen(rx: &mut tokio::sync::mpsc::UnboundedReceiver<Seen>) -> Seen {
    tokio::time::timeout(T, rx.recv())
        .await
        .expect("an event in time")
        .expect("the client runs")
}

/// Discord's rule, written out here independently of the fake.
fn shard_of(guild: u64, total: u64) -> u32 {
    ((guild >> 22) % total) as u32
}

#[tokio::test]
async fn gateway_bot_recommends_the_configured_shard_count() {
    let fake = FakeDiscord::start_with(fake_discord::Config {
        shards: 3,
        ..Default::default()
    })
    .await;
    let gateway: s::BotGateway = http_for(&fake).get_bot_gateway().await.unwrap();
    assert_eq!((gateway.shards, gateway.url), (3, fake.gateway_url()));
    assert_eq!(gateway.session_start_limit.max_concurrency, 1);
    fake.set_recommended_shards(5);
    assert_eq!(http_for(&fake).get_bot_gateway().await.unwrap().shards, 5);
    // The guild ids the tests use land where Discord would send them.
    for total in [1, 2, 5] {
        for shard in 0..total {
            for n in 0..3 {
                let g = FakeDiscord::guild_on_shard(shard, total, n);
                assert_eq!(shard_of(g, u64::from(total)), shard, "{g} {total}");
                assert!(g > FakeDiscord::GUILD_ID);
            }
        }
    }
}

/// A real serenity client runs shards 0 and 1 of 2 against the fake with one guild on each:
/// each shard is READY with its own shard and guilds, and each guild's GUILD_CREATE,
/// interactions and messages arrive on its shard only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_guild_is_sent_on_its_shard() {
    let fake = FakeDiscord::start_with(fake_discord::Config {
        shards: 2,
        ..Default::default()
    })
    .await;
    let a = FakeDiscord::GUILD_ID;
    let b = FakeDiscord::guild_on_shard(1 - shard_of(a, 2), 2, 0);
    let b_channel = b + 200;
    fake.add_guild(b, "second server", b_channel);
    let (tx, mut seen) = tokio::sync::mpsc::unbounded_channel();
    let mut client =
        s::ClientBuilder::new_with_http(http_for(&fake), s::GatewayIntents::non_privileged())
            .event_handler(Recorder(tx))
            .await
            .unwrap();
    let manager = client.shard_manager.clone();
    // serenity's range is inclusive: 0..1 starts shards 0 and 1.
    let running = tokio::spawn(async move { client.start_shard_range(0..1, 2).await });
    assert!(
        fake.wait_shards(Duration::from_secs(20), &[[0, 2], [1, 2]])
            .await,
        "both shards connect: {:?}",
        fake.gateway_stats()
    );
    assert_eq!(fake.identified_shards(), [Some([0, 2]), Some([1, 2])]);
    // The IDENTIFYs as serenity sent them read back as serenity's ShardInfo.
    let identifies: Vec<s::ShardInfo> = fake
        .gateway_received()
        .iter()
        .filter(|f| f["op"] == json!(2))
        .map(|f| serde_json::from_value(f["d"]["shard"].clone()).unwrap())
        .collect();
    assert_eq!(
        identifies
            .iter()
            .map(|i| (i.id.0, i.total))
            .collect::<Vec<_>>(),
        [(0, 2), (1, 2)]
    );
    check_gateway_frames(&fake);

    let mut events = Vec::new();
    // Two READYs and two GUILD_CREATEs, in some order.
    for _ in 0..4 {
        events.push(next_seen(&mut seen).await);
    }
    for shard in 0..2u32 {
        let guild = if shard_of(a, 2) == shard { a } else { b };
        let ready = events
            .iter()
            .find_map(|e| match e {
                Seen::Ready {
                    on,
                    shard: info,
                    guilds,
                } if *on == shard => Some((*info, guilds.clone())),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no READY on shard {shard}: {events:?}"));
        let info = ready.0.expect("READY carries the shard");
        assert_eq!((info.id.0, info.total), (shard, 2));
        assert_eq!(
            ready.1,
            [guild],
            "shard {shard}'s READY lists its guild only"
        );
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Seen::Guild { on, guild: g } if *on == shard && *g == guild)),
            "GUILD_CREATE of {guild} on shard {shard}: {events:?}"
        );
    }
    // The READY frame's shard is what serenity's ShardInfo serializes to.
    let readies: Vec<Value> = fake
        .gateway_sent()
        .into_iter()
        .filter(|f| f["t"] == json!("READY"))
        .collect();
    for frame in &readies {
        let ready: s::Ready = serde_json::from_value(frame["d"].clone()).unwrap();
        assert_eq!(
            serde_json::to_value(ready.shard).unwrap(),
            frame["d"]["shard"]
        );
    }

    // One interaction and one message in each guild: each arrives once, on its guild's shard.
    for (guild, channel) in [(a, CHANNEL_ID), (b, b_channel)] {
        let i = fake.slash_command(ALICE_ID, channel, "ping", json!({}));
        assert_eq!(i["guild_id"], json!(guild.to_string()));
        fake.dispatch_interaction(i).await;
        let mut m = fake_discord::payloads::message(guild + 7, channel, &fake.user(BOB_ID), 0);
        m["guild_id"] = json!(guild.to_string());
        fake.dispatch("MESSAGE_CREATE", m);
    }
    let mut later = Vec::new();
    for _ in 0..4 {
        later.push(next_seen(&mut seen).await);
    }
    for (guild, shard) in [(a, shard_of(a, 2)), (b, shard_of(b, 2))] {
        let interactions: Vec<u32> = later
            .iter()
            .filter_map(|e| match e {
                Seen::Interaction { on, guild: Some(g) } if *g == guild => Some(*on),
                _ => None,
            })
            .collect();
        let messages: Vec<u32> = later
            .iter()
            .filter_map(|e| match e {
                Seen::Message { on, guild: Some(g) } if *g == guild => Some(*on),
                _ => None,
            })
            .collect();
        assert_eq!(
            (interactions, messages),
            (vec![shard], vec![shard]),
            "{later:?}"
        );
    }
    // The fake's own record agrees: every guild event went out on its guild's shard.
    for (shard, event, guild) in fake.dispatched() {
        if let Some(g) = guild {
            assert_eq!(shard, [shard_of(g, 2), 2], "{event} of {g}");
        }
    }
    manager.shutdown_all().await;
    let _ = running.await;
}

/// An IDENTIFY with a shard that does not exist is refused as Discord does: close code 4010,
/// which serenity's shard reads as `InvalidShardData`; no session, no READY.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invalid_shard_is_refused_with_4010() {
    use s::futures::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let fake = FakeDiscord::start_with(fake_discord::Config {
        shards: 2,
        ..Default::default()
    })
    .await;
    let url = format!("{}?v=10&encoding=json", fake.gateway_url());
    for shard in [
        json!([2, 2]),
        json!([0, 0]),
        json!([3]),
        json!(["0", 2]),
        json!([-1, 2]),
    ] {
        let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .unwrap();
        let hello = ws.next().await.unwrap().unwrap();
        let hello: s::GatewayEvent = serde_json::from_str(hello.to_text().unwrap()).unwrap();
        assert!(matches!(hello, s::GatewayEvent::Hello(_)), "{hello:?}");
        let identify = json!({"op": 2, "d": {
            "token": "Bot fake-token", "intents": 0, "shard": shard,
            "properties": {"os": "linux", "browser": "test", "device": "test"},
        }});
        ws.send(Message::Text(identify.to_string())).await.unwrap();
        let frame = match ws.next().await {
            Some(Ok(Message::Close(frame))) => frame,
            other => panic!("{shard}: expected a close frame, got {other:?}"),
        };
        let frame = frame.expect("a close frame with a code");
        assert_eq!(
            u16::from(frame.code),
            s::INVALID_SHARD,
            "{shard}: {frame:?}"
        );
        // What serenity's shard makes of that frame.
        let mut serenity_shard = s::Shard::new(
            Arc::new(tokio::sync::Mutex::new(url.clone())),
            "Bot fake-token",
            serde_json::from_value(json!([0, 2])).unwrap(),
            s::GatewayIntents::non_privileged(),
            None,
        )
        .await
        .unwrap();
        let closed = Err(s::Error::Gateway(s::GatewayError::Closed(Some(frame))));
        assert!(
            matches!(
                serenity_shard.handle_event(&closed),
                Err(s::Error::Gateway(s::GatewayError::InvalidShardData))
            ),
            "{shard}"
        );
    }
    assert!(fake.identified_shards().is_empty());
    assert!(
        fake.gateway_sent().iter().all(|f| f["t"] != json!("READY")),
        "no READY for an invalid shard"
    );
    // A valid shard on the same gateway is accepted.
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .unwrap();
    let _hello = ws.next().await.unwrap().unwrap();
    let identify = json!({"op": 2, "d": {"token": "Bot t", "intents": 0, "shard": [1, 2],
        "properties": {"os": "linux", "browser": "test", "device": "test"}}});
    ws.send(Message::Text(identify.to_string())).await.unwrap();
    let ready = ws.next().await.unwrap().unwrap();
    let ready: s::GatewayEvent = serde_json::from_str(ready.to_text().unwrap()).unwrap();
    match ready {
        s::GatewayEvent::Dispatch(_, s::Event::Ready(r)) => {
            let info = r.ready.shard.expect("READY carries the shard");
            assert_eq!((info.id.0, info.total), (1, 2));
        }
        other => panic!("expected READY, got {other:?}"),
    }
    assert_eq!(fake.identified_shards(), [Some([1, 2])]);
}
