//! The refusals the bot itself makes (not the service's): the `game` option that names no
//! game, a game of another server, a per-user gate that is full. Typed values where they
//! are found, put into words in the reader's language (`locales/*/answers.ftl`) when the
//! answer is made (`context::user_message`), so that a helper with no language at hand
//! still refuses in the player's language.

use crate::bot::fair::{Holder, Turned};
use crate::i18n::games::game_name;
use crate::i18n::{join_list, Lang};
use crate::rules::Variant;
use crate::service::GameId;
use crate::t;

/// The kind of expensive work a gate holds (`bot::fair`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    Review,
    Hint,
    Export,
    Gif,
}

impl Work {
    /// The selector the catalogues choose their words with.
    fn key(self) -> &'static str {
        match self {
            Work::Review => "review",
            Work::Hint => "hint",
            Work::Export => "export",
            Work::Gif => "gif",
        }
    }
}

/// Why the bot refused, with the values the sentence needs.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// The `game` option is not a number (an excerpt of what was typed).
    #[error("not a game number: {0:?}")]
    NotAGameNumber(String),
    /// The `game` option of a kind of game names none (an excerpt of what was typed).
    #[error("no such kind of game: {0:?}")]
    UnknownGame(String),
    /// No game given, none in this thread, none of the user's.
    #[error("no game here")]
    NoGameHere,
    /// No game given, none in this thread, several of the user's.
    #[error("several games")]
    SeveralGames(Vec<(GameId, Variant)>),
    /// A game of another server, asked by someone who does not play it.
    #[error("game {0} is of another server")]
    OtherServer(GameId),
    /// A gate of `Work` turned the request away.
    #[error("turned away: {0:?} {1:?}")]
    Turned(Turned, Work),
}

/// What a person reads for `refused`, in `lang`.
pub fn refused_text(lang: Lang, refused: &Refused) -> String {
    match refused {
        Refused::NotAGameNumber(text) => t!(lang, "refuse-not-a-game-number", text = text),
        Refused::UnknownGame(text) => t!(
            lang,
            "refuse-unknown-game",
            text = text,
            list = crate::i18n::refusals::game_ids(lang)
        ),
        Refused::NoGameHere => t!(lang, "refuse-no-game-here"),
        Refused::SeveralGames(games) => {
            let list: Vec<String> = games
                .iter()
                .map(|(id, v)| {
                    t!(
                        lang,
                        "refuse-several-games-item",
                        game = id.to_string(),
                        variant = game_name(lang, v.game())
                    )
                })
                .collect();
            t!(lang, "refuse-several-games", list = join_list(lang, &list))
        }
        Refused::OtherServer(game) => {
            t!(lang, "refuse-other-server", game = game.to_string())
        }
        Refused::Turned(turned, work) => turned_text(lang, *turned, *work),
    }
}

/// The one line a user reads when turned away from a gate of `work`: their first request
/// is on its way, or one about the same game is, or everyone's fill the gate.
fn turned_text(lang: Lang, turned: Turned, work: Work) -> String {
    let work_key = work.key();
    match turned {
        Turned::OnItsWay {
            holder: Holder::User(_),
            game,
        } => t!(
            lang,
            "refuse-busy-yours",
            work = work_key,
            game = game.to_string()
        ),
        Turned::OnItsWay {
            holder: Holder::Game(_),
            game,
        } => t!(
            lang,
            "refuse-busy-game",
            work = work_key,
            game = game.to_string()
        ),
        Turned::Full { capacity } => t!(
            lang,
            "refuse-busy-full",
            work = work_key,
            capacity = capacity
        ),
    }
}
