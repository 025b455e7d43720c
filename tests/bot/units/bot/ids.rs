//! Unit tests of src/bot/ids.rs.

use seireigi::bot::ButtonAction;
use seireigi::service::{ChallengeId, GameId, OfferKind, UserId};

#[test]
fn custom_ids_round_trip() {
    let all = [
        ButtonAction::AcceptChallenge(ChallengeId(7)),
        ButtonAction::DeclineChallenge(ChallengeId(7)),
        ButtonAction::CancelChallenge(ChallengeId(8)),
        ButtonAction::Play {
            game: GameId(3),
            ply: 41,
            canonical: "B'*5e".to_string(),
        },
        ButtonAction::Play {
            game: GameId(3),
            ply: 41,
            canonical: "12l11k+".to_string(),
        },
        ButtonAction::ConfirmResign {
            game: GameId(3),
            ply: 2,
        },
        ButtonAction::MyView(GameId(12)),
        ButtonAction::OpenBoard(GameId(12)),
        ButtonAction::RevokeLinks,
        ButtonAction::Rematch(GameId(12)),
        ButtonAction::Answer {
            game: GameId(9),
            kind: OfferKind::Takeback,
            ply: 5,
            accept: true,
        },
        ButtonAction::LeaderboardPage {
            game: "chu-seireigi".to_string(),
            page: 2,
            owner: UserId(u64::MAX),
        },
    ];
    for a in all {
        let id = a.to_custom_id();
        assert!(id.len() <= 100);
        assert_eq!(ButtonAction::parse(&id), Some(a));
    }
    assert_eq!(ButtonAction::parse("other:acc:1"), None);
    assert_eq!(ButtonAction::parse("sg:mv:1:x:7g7f"), None);
    assert_eq!(ButtonAction::parse("sg:web:x"), None);
    assert_eq!(ButtonAction::parse("sg:web"), None);
    assert_eq!(ButtonAction::parse("sg:lb:shogi:x:7"), None);
    assert_eq!(ButtonAction::parse("sg:lb:shogi:2:-7"), None);
    assert_eq!(ButtonAction::parse("sg:lb:shogi:2:7:8"), None);
}
