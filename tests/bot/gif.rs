//! Whole games as GIFs, end to end against the fake Discord: `/export format:gif`, and the GIF
//! posted in the game's thread when a game ends, by a move (checkmate) or by resignation. Each
//! GIF is decoded: a real GIF, one frame per position (plies + 1), under Discord's limit.
//! One GIF per user at a time, others served meanwhile.

use seireigi_test_support::bot_harness;
use seireigi_test_support::fake_discord;

use bot_harness::{check_png, wait_until, Harness, Variant, T};
use fake_discord::{RecordedFile, ALICE_ID, BOB_ID};
use serde_json::json;
use std::time::Duration;

/// Discord refuses uploads over 10 MiB on servers without boosts.
const DISCORD_LIMIT: usize = 10 << 20;

/// Decodes an uploaded GIF frame by frame; returns its frame count and size.
fn check_gif(file: &RecordedFile) -> (usize, (u16, u16)) {
    assert!(file.filename.ends_with(".gif"), "{}", file.filename);
    assert!(
        file.data.starts_with(b"GIF89a"),
        "{} is not a GIF",
        file.filename
    );
    assert!(file.data.len() < DISCORD_LIMIT, "{} bytes", file.data.len());
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut dec = opts
        .read_info(file.data.as_slice())
        .unwrap_or_else(|e| panic!("{}: {e}", file.filename));
    let size = (dec.width(), dec.height());
    assert!(size.0 >= 300 && size.1 >= 300, "{size:?}");
    let mut frames = 0;
    while let Some(f) = dec
        .read_next_frame()
        .unwrap_or_else(|e| panic!("{} frame {frames}: {e}", file.filename))
    {
        assert!(
            u32::from(f.left) + u32::from(f.width) <= u32::from(size.0)
                && u32::from(f.top) + u32::from(f.height) <= u32::from(size.1),
            "frame {frames} inside the picture"
        );
        frames += 1;
    }
    (frames, size)
}

/// The GIF among a message's files.
fn gif_of(files: &[RecordedFile]) -> &RecordedFile {
    files
        .iter()
        .find(|f| f.filename.ends_with(".gif"))
        .unwrap_or_else(|| {
            panic!(
                "no GIF among {:?}",
                files.iter().map(|f| &f.filename).collect::<Vec<_>>()
            )
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_as_gif_is_the_whole_game() {
    let h = Harness::start("gif-export").await;
    let game = h
        .new_game(Variant::builtin("chu-seireigi"), None, None)
        .await;
    for (user, mv) in [
        (ALICE_ID, "7j8h"),
        (BOB_ID, "6d6e"),
        (ALICE_ID, "8h6f"),
        (BOB_ID, "6e6f"),
    ] {
        let played = h.play(user, game, mv).await;
        assert!(
            played
                .post
                .files
                .iter()
                .all(|f| !f.filename.ends_with(".gif")),
            "no GIF while the game goes on"
        );
    }
    let gif = h.choice("export", "format", "GIF");
    let (i, since) = h
        .command(BOB_ID, game.thread, "export", json!({ "format": gif }))
        .await;
    let cb = h.callback(since, &i).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(5), true));
    let follow = h.followup(since, &i).await;
    assert_eq!(follow.files.len(), 1, "{}", h.dump(since).await);
    let (frames, _) = check_gif(&follow.files[0]);
    assert_eq!(frames, 5, "4 plies and the start");
    assert!(
        follow.files[0].filename.contains(&game.id.to_string()),
        "{}",
        follow.files[0].filename
    );
}

/// The Shogi mate of tests/bot/e2e.rs: 6d5c+, 1d1e, G*5b.
const SHOGI_MATE: &str = "4k4/9/9/3S1S2p/9/9/9/9/4K4 b G 1";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mating_move_s_post_carries_the_game_s_gif() {
    let h = Harness::start("gif-mate").await;
    let game = h
        .new_game(Variant::builtin("shogi"), Some(SHOGI_MATE), None)
        .await;
    h.play(ALICE_ID, game, "6d5c+").await;
    h.play(BOB_ID, game, "1d1e").await;
    let mate = h.play(ALICE_ID, game, "G*5b").await;
    let text = mate.post.content().unwrap_or_default();
    assert!(text.contains("wins by checkmate"), "{text}");
    assert_eq!(mate.post.files.len(), 2, "the board and the GIF: {text}");
    check_png(&mate.post.files[0]);
    let (frames, _) = check_gif(gif_of(&mate.post.files));
    assert_eq!(frames, 4, "3 plies and the start");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_posts_the_game_s_gif() {
    let h = Harness::start("gif-resign").await;
    let game = h
        .new_game(Variant::builtin("dai-seireigi"), None, None)
        .await;
    let start = h.game_info(game).await;
    assert_eq!(start.ply, 0);
    // Three plies, each the first legal move (none reaches a promotion zone from the start).
    let mut position = seireigi::rules::Position::start(Variant::builtin("dai-seireigi"));
    for user in [ALICE_ID, BOB_ID, ALICE_ID] {
        let mv = position.legal_moves()[0];
        let text = seireigi::rules::notation::to_canonical(position.game(), mv);
        h.play(user, game, &text).await;
        position.play(mv);
    }
    let (_, since) = h.resign(BOB_ID, game).await;
    let end = h.post_in(since, game.thread, "the result").await;
    let text = end.content().unwrap_or_default();
    assert!(text.contains("wins by resignation"), "{text}");
    let (frames, (w, _)) = check_gif(gif_of(&end.files));
    assert_eq!(frames, 4, "3 plies and the start");
    assert!(w >= 360, "readable on a phone: {w} px");
}

/// Issue 30, fair queues: one GIF per user waiting or running, and the others served. While
/// Alice's GIF is on its way (Discord holds its upload for a few seconds), her second is
/// refused at once in one line that says so; Bob's GIF of the same game and Alice's KIF
/// export are served meanwhile; once hers is posted she may ask again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_gif_per_user_while_others_are_served() {
    let h = Harness::start("gif-fair").await;
    let game = h.new_game(Variant::builtin("shogi"), None, None).await;
    h.play(ALICE_ID, game, "7g7f").await;
    let gif = json!({ "format": h.choice("export", "format", "GIF") });

    h.fake
        .hold_next("POST", "/webhooks/", Duration::from_secs(4))
        .await;
    let (alice, since_alice) = h
        .command(ALICE_ID, game.thread, "export", gif.clone())
        .await;
    let cb = h.callback(since_alice, &alice).await;
    assert_eq!(cb.callback_type(), Some(5), "Alice's GIF is acknowledged");
    wait_until(T, "Alice's GIF sent to Discord", || {
        h.fake.holds_left() == 0
    })
    .await;

    let (again, since) = h
        .command(ALICE_ID, game.thread, "export", gif.clone())
        .await;
    let cb = h.callback(since, &again).await;
    assert_eq!((cb.callback_type(), cb.ephemeral()), (Some(4), true));
    let why = cb.content().unwrap_or_default();
    assert!(
        why.starts_with(&format!("Your GIF of game #{} is on its way", game.id))
            && !why.contains('\n'),
        "{why}"
    );

    let (bob, since_bob) = h.command(BOB_ID, game.thread, "export", gif.clone()).await;
    let follow = h.followup(since_bob, &bob).await;
    assert_eq!(
        check_gif(gif_of(&follow.files)).0,
        2,
        "Bob's GIF: 1 ply and the start"
    );
    let (kif, since_kif) = h.command(ALICE_ID, game.thread, "export", json!({})).await;
    let follow = h.followup(since_kif, &kif).await;
    assert!(
        follow.files.iter().any(|f| f.filename.ends_with(".kif")),
        "{}",
        h.dump(since_kif).await
    );
    let early = h.fake.requests().await;
    assert!(
        !early
            .iter()
            .skip(since_alice)
            .any(|r| r.is_for(&alice) && r.is("POST", "/webhooks/*/*")),
        "the others were served while Alice's GIF was still held"
    );

    let follow = h.followup(since_alice, &alice).await;
    assert_eq!(check_gif(gif_of(&follow.files)).0, 2, "Alice's GIF");
    let (third, since) = h.command(ALICE_ID, game.thread, "export", gif).await;
    let follow = h.followup(since, &third).await;
    check_gif(gif_of(&follow.files));
}
