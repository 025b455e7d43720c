//! A move's result carries what its post needs (issue 11, point 6): the game's summary after
//! the move, the position it was played in and the move before it, all equal to what reading
//! the game back and replaying it would give, so that the bot posts a move without either.

use crate::service_common;

use seireigi::rules::notation::parse_canonical;
use service_common::*;

async fn the_move_result_is_what_reading_and_replaying_would_give() {
    let fx = Fixture::new("move-result").await;
    let game = fx.start("shogi", Some(3), None).await;
    let mut previous = None;
    let moves = ["7g7f", "3c3d", "2g2f", "8c8d"];
    for text in moves {
        let (_, before) = fx.service.game_history(game.id).await.unwrap();
        let user = fx
            .service
            .game_info(game.id)
            .await
            .unwrap()
            .to_move
            .unwrap();
        let result = fx.service.play(game.id, user, text, None).await.unwrap();
        let (info_after, history_after) = fx.service.game_history(game.id).await.unwrap();
        assert_eq!(
            result.info, info_after,
            "{text}: the summary after the move"
        );
        assert_eq!(
            &result.before,
            before.position(),
            "{text}: the position before"
        );
        assert_eq!(
            Some(result.played),
            parse_canonical(before.position().game(), text),
            "{text}"
        );
        assert_eq!(result.previous, previous, "{text}: the move before");
        assert_eq!(result.history.moves(), history_after.moves());
        assert!(result.info.deadline.is_some() && result.info.to_move != Some(user));
        previous = Some(result.played);
    }
}

backend_tests!(the_move_result_is_what_reading_and_replaying_would_give,);
