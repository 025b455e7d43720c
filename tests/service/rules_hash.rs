//! Each game keeps the rules it started under (docs/games.md, "Rules hash"): the hash is
//! stored when the game starts, and a game whose game file changed its rules since is
//! refused, changing nothing.

use crate::service_common;

use seireigi::rules::Variant;
use seireigi::service::ServiceError;
use service_common::*;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
use std::str::FromStr;

async fn raw_pool(path: &str) -> SqlitePool {
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{path}")).expect("path");
    SqlitePool::connect_with(options)
        .await
        .expect("open raw pool")
}

#[tokio::test]
async fn a_game_whose_rules_changed_is_refused_and_left_as_it_was() {
    let mut fx = Fixture::new("rules-hash").await;
    let game = fx.start("shogi", None, None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    let pool = raw_pool(&fx.path).await;
    let stored: Option<String> = sqlx::query_scalar("SELECT rules_hash FROM games WHERE id = ?")
        .bind(game.id.0)
        .fetch_one(&pool)
        .await
        .expect("row");
    assert_eq!(
        stored.as_deref(),
        Some(Variant::builtin("shogi").game().rules_hash.as_str())
    );

    // As if the game were started under a file whose rules differ from today's.
    sqlx::query("UPDATE games SET rules_hash = '0123456789abcdef' WHERE id = ?")
        .bind(game.id.0)
        .execute(&pool)
        .await
        .expect("update");
    pool.close().await;
    fx.reopen().await;
    let before = snapshot(&fx.service, game.id).await;
    let refused = fx.service.play(game.id, BOB, "3c3d", None).await;
    match refused {
        Err(ServiceError::RulesChanged { game: g, .. }) => assert_eq!(g, game.id),
        other => panic!(
            "expected a refusal for changed rules, got {}",
            describe(&other)
        ),
    }
    let text = ServiceError::RulesChanged {
        game: game.id,
        variant: Variant::builtin("shogi"),
        file: "shogi.toml".into(),
    }
    .to_string();
    assert!(
        text.contains("shogi.toml") && !text.contains('\n'),
        "{text}"
    );
    assert_eq!(snapshot(&fx.service, game.id).await, before);
}

/// The refusal carries the game as a value (its variant), and each front end names it in
/// the reader's language: the game file's own name for French and Japanese, no English left.
#[tokio::test]
async fn a_changed_rules_refusal_names_the_game_in_the_reader_s_language() {
    use seireigi::i18n::refusals::service_error;
    use seireigi::i18n::Lang;
    let mut fx = Fixture::new("rules-hash-languages").await;
    let game = fx.start("check-shogi", None, None).await;
    play_moves(&fx.service, game.id, &["7g7f"]).await;
    let pool = raw_pool(&fx.path).await;
    sqlx::query("UPDATE games SET rules_hash = '0123456789abcdef' WHERE id = ?")
        .bind(game.id.0)
        .execute(&pool)
        .await
        .expect("update");
    pool.close().await;
    fx.reopen().await;
    let refused = match fx.service.play(game.id, BOB, "3c3d", None).await {
        Err(e @ ServiceError::RulesChanged { .. }) => e,
        other => panic!(
            "expected a refusal for changed rules, got {}",
            describe(&other)
        ),
    };
    let ServiceError::RulesChanged { variant, .. } = &refused else {
        unreachable!("matched above")
    };
    assert_eq!(variant.id(), "check-shogi");
    let said = |lang| service_error(lang, &refused).expect("said to the player");
    let (en, fr, ja) = (said(Lang::En), said(Lang::Fr), said(Lang::Ja));
    assert!(
        en.contains("Check Shogi") && en.contains("check-shogi.toml"),
        "{en}"
    );
    assert!(
        fr.starts_with(&format!(
            "La partie {} a commencé sous d'autres règles de Shogi à l'échec :",
            game.id
        )),
        "{fr}"
    );
    assert!(ja.contains("王手将棋 の別のルール"), "{ja}");
    for (lang, text) in [("fr", &fr), ("ja", &ja)] {
        for english in ["Check Shogi", "Game", "rules", "changed", "server"] {
            assert!(!text.contains(english), "{lang}: {english:?} in {text}");
        }
        assert!(
            text.contains("check-shogi.toml"),
            "{lang}: the file named: {text}"
        );
    }
}

/// The migration gives games stored before it the hashes of the embedded games; those must
/// be today's hashes, or every old game would be refused (a rules change to an embedded game
/// shows up here first).
#[test]
fn the_migration_s_hashes_are_the_embedded_games_hashes() {
    let sql = include_str!("../../migrations/sqlite/0006_rules_hash.sql");
    let mut seen = 0;
    for line in sql
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("WHEN '"))
    {
        let parts: Vec<&str> = line.split('\'').collect();
        let (id, hash) = (parts[1], parts[3]);
        assert_eq!(Variant::builtin(id).game().rules_hash, hash, "{id}");
        seen += 1;
    }
    assert_eq!(seen, 4, "the four games that existed before the hash");
}
