//! Why a conditional move was refused, in words (`locales/*/forecast.ftl`).

use super::refusals::move_error;
use super::{tr, Lang};
use crate::service::ForecastRefusal;

pub fn refusal(lang: Lang, r: &ForecastRefusal) -> String {
    use ForecastRefusal as R;
    match r {
        R::YourTurn(game) => tr(
            lang,
            "forecast-your-turn",
            &[("game", game.to_string().into())],
        ),
        R::AgainstComputer => tr(lang, "forecast-computer", &[]),
        R::NoAnswer => tr(lang, "forecast-no-answer", &[]),
        R::TooManyLines { max } => tr(lang, "forecast-too-many-lines", &[("max", (*max).into())]),
        R::TooManyPlies { max, given } => tr(
            lang,
            "forecast-too-many-plies",
            &[("max", (*max).into()), ("given", (*given).into())],
        ),
        R::BadMove { ply, input, error } => tr(
            lang,
            "forecast-bad-move",
            &[
                ("ply", (*ply).into()),
                ("input", input.into()),
                ("why", move_error(lang, error).into()),
            ],
        ),
        R::GameEnds { ply } => tr(lang, "forecast-game-ends", &[("ply", (*ply).into())]),
        R::TimeoutNotYourTurn(game) => tr(
            lang,
            "forecast-timeout-not-your-turn",
            &[("game", game.to_string().into())],
        ),
        R::TimeoutBadMove { input, error } => tr(
            lang,
            "forecast-timeout-bad-move",
            &[
                ("input", input.into()),
                ("why", move_error(lang, error).into()),
            ],
        ),
    }
}
