//! `seireigi games --damaged`: the operator's view of damaged games and given-up deliveries.

use crate::service_common;

use service_common::*;
use std::process::Command;

fn games(db: &str, extra: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_seireigi"))
        .args(["games", "--damaged", "--db", db])
        .args(extra)
        .output()
        .expect("run seireigi");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[tokio::test]
async fn the_operator_lists_damaged_games() {
    let fx = Fixture::new("cli-damaged").await;
    let healthy = fx.start("shogi", Some(1), None).await.id;
    let damaged = fx.start("shogi", Some(1), None).await.id;
    play_moves(&fx.service, damaged, &["7g7f", "3c3d"]).await;
    // A stored move the rules refuse: only a replay finds it.
    sqlx::query("UPDATE moves SET move = '5a5e' WHERE game_id = ? AND ply = 2")
        .bind(damaged.0)
        .execute(fx.service.store().sqlite_pool().expect("a SQLite store"))
        .await
        .unwrap();
    fx.service.store().close().await;

    let (code, text) = games(&fx.path, &[]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("no damaged games"), "{text}");

    let (code, text) = games(&fx.path, &["--check"]);
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains("read 2 games: 1 newly found damaged"),
        "{text}"
    );
    assert!(
        text.contains(&format!("game {damaged} damaged since")),
        "{text}"
    );
    assert!(text.contains("5a5e"), "says why: {text}");
    assert!(!text.contains(&format!("game {healthy} ")), "{text}");
    // The mark is stored: listed without --check too.
    let (code, again) = games(&fx.path, &[]);
    assert_eq!(code, 1, "{again}");
    assert!(
        again.contains(&format!("game {damaged} damaged since")),
        "{again}"
    );
}
