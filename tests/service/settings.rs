//! Settings and the Discord bookkeeping the bot stores through the service: every query
//! not exercised by the game tests runs here against a real database of each backend.

use seireigi::render::PieceStyle;
use seireigi::service::{
    ColorChoice, GameService, GuildSettings, ManualClock, NewChallenge, Notation, Notify,
    Orientation, TimePerMove, Timestamp, UserId,
};
use seireigi::store::Store;
use service_common::TestDb;
use std::sync::Arc;

use crate::service_common;

/// A service on a fresh database of the test's backend, and the database (dropped last).
async fn service(name: &str) -> (GameService, TestDb) {
    let db = TestDb::new(name).await;
    let store = Store::open(&db.url).await.expect("open");
    let clock = Arc::new(ManualClock::new(Timestamp(1_700_000_000_000)));
    (GameService::new(store, clock), db)
}

async fn user_settings_have_defaults_and_are_kept() {
    let (svc, dir) = service("settings").await;
    let user = UserId(42);
    let s = svc.settings(user).await.expect("defaults");
    assert_eq!(s.notation, Notation::Western);
    assert_eq!(s.piece_style, PieceStyle::Kanji);
    assert_eq!(s.orientation, Orientation::Mine);
    assert_eq!(s.notify, Notify::Mention);
    assert!(s.reminders && !s.dm_failed);
    let mut changed = s.clone();
    changed.notation = Notation::Japanese;
    changed.piece_style = PieceStyle::Western;
    changed.orientation = Orientation::ToMove;
    changed.notify = Notify::Dm;
    changed.reminders = false;
    changed.dm_failed = true;
    // The vacation is only changed by set_vacation, which also moves clocks.
    changed.vacation_until = Some(Timestamp(1));
    svc.save_settings(&changed).await.expect("save");
    let back = svc.settings(user).await.expect("load");
    assert_eq!(back.vacation_until, None);
    changed.vacation_until = None;
    assert_eq!(back, changed);
    svc.set_vacation(user, 3).await.expect("vacation");
    assert!(svc
        .settings(user)
        .await
        .expect("load")
        .vacation_until
        .is_some());
    drop((svc, dir));
}

async fn guild_settings_round_trip() {
    let (svc, dir) = service("guild").await;
    let empty = svc.guild_settings(7).await.expect("defaults");
    assert_eq!(
        empty,
        GuildSettings {
            guild: 7,
            ..GuildSettings::default()
        }
    );
    let g = GuildSettings {
        guild: 7,
        default_variant: Some("dai-seireigi".into()),
        default_time: Some(TimePerMove::Days(5)),
        allowed_channels: vec![11, 12],
    };
    svc.save_guild_settings(&g).await.expect("save");
    assert_eq!(svc.guild_settings(7).await.expect("load"), g);
    assert!(g.allows_challenges_in(11) && !g.allows_challenges_in(13));
    assert_eq!(g.game_for(None).id(), "dai-seireigi");
    assert_eq!(g.time_for(None), TimePerMove::Days(5));
    let shogi = seireigi::rules::Variant::from_id("shogi").expect("shogi");
    assert_eq!(g.game_for(Some(shogi)), shogi);
    assert_eq!(
        g.time_for(Some(TimePerMove::Unlimited)),
        TimePerMove::Unlimited
    );
    // No limit is a default of its own.
    let unlimited = GuildSettings {
        default_time: Some(TimePerMove::Unlimited),
        ..g.clone()
    };
    svc.save_guild_settings(&unlimited).await.expect("save");
    assert_eq!(svc.guild_settings(7).await.expect("load"), unlimited);
    // Bad values are refused and change nothing.
    for bad in [
        GuildSettings {
            default_variant: Some("no-such-game".into()),
            ..g.clone()
        },
        GuildSettings {
            default_time: Some(TimePerMove::Days(4)),
            ..g.clone()
        },
        GuildSettings {
            allowed_channels: (1..=21).collect(),
            ..g.clone()
        },
        GuildSettings {
            allowed_channels: vec![u64::MAX],
            ..g.clone()
        },
    ] {
        assert!(svc.save_guild_settings(&bad).await.is_err(), "{bad:?}");
        assert_eq!(svc.guild_settings(7).await.expect("load"), unlimited);
    }
    drop((svc, dir));
}

async fn challenge_messages_and_game_threads_are_remembered() {
    let (svc, dir) = service("threads").await;
    let (ch, _) = svc
        .challenge(NewChallenge {
            challenger: UserId(1),
            opponent: Some(UserId(2)),
            variant: "chu-seireigi".into(),
            days_per_move: Some(3),
            color: ColorChoice::Black,
            position: None,
        })
        .await
        .expect("challenge");
    svc.set_challenge_message(ch.id, Some(5), 6, 7)
        .await
        .expect("message");
    let (game, _) = svc.accept(ch.id, UserId(2)).await.expect("accept");
    assert_eq!(svc.game_in_thread(99).await.expect("lookup"), None);
    svc.set_game_thread(game.id, Some(5), 6, Some(99), Some(7))
        .await
        .expect("thread");
    let found = svc
        .game_in_thread(99)
        .await
        .expect("lookup")
        .expect("game of the thread");
    assert_eq!(found.id, game.id);
    assert_eq!(
        (found.guild_id, found.channel_id, found.thread_id),
        (Some(5), Some(6), Some(99))
    );
    drop((svc, dir));
}

backend_tests!(
    user_settings_have_defaults_and_are_kept,
    guild_settings_round_trip,
    challenge_messages_and_game_threads_are_remembered,
);
