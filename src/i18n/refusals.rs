//! The service's and the rules' refusals put into words (`locales/*/errors.ftl`): the service
//! returns a typed [`ServiceError`] with its values, and every front end (the bot, the web
//! pages, the command line) says it here, in the reader's language.

use super::{tr, Arg, Lang};
use crate::rules::notation::{MoveError, Place};
use crate::rules::sfen::{GamePiece, SfenError};
use crate::rules::usi::UsiError;
use crate::rules::Color;
use crate::rules::Variant;
use crate::service::{LimitHit, OfferKind, PositionFault, ServiceError, TournamentRefusal};

/// The loaded games' ids in `lang`, for refusals that list them: "shogi, chu-seireigi or
/// dai-seireigi".
pub fn game_ids(lang: Lang) -> String {
    super::join_or(lang, &Variant::ids())
}

/// The one line a person reads for `error`, or `None` for a fault that is logged instead
/// (a damaged record, a database error that is not an outage).
pub fn service_error(lang: Lang, error: &ServiceError) -> Option<String> {
    use ServiceError as E;
    let game = |id: &crate::service::GameId| Arg::from(id.to_string());
    let text = match error {
        E::NoGame(id) => tr(lang, "error-no-game", &[("game", game(id))]),
        E::NoChallenge => tr(lang, "error-no-challenge", &[]),
        E::SelfChallenge => tr(lang, "error-self-challenge", &[]),
        E::NotForYou => tr(lang, "error-not-for-you", &[]),
        E::DeclineOwn => tr(lang, "error-decline-own", &[]),
        E::NotChallenger => tr(lang, "error-not-challenger", &[]),
        E::ChallengeClosed => tr(lang, "error-challenge-closed", &[]),
        E::ChallengeExpired => tr(lang, "error-challenge-expired", &[]),
        E::UnknownVariant(name) => tr(
            lang,
            "error-unknown-variant",
            &[("name", name.into()), ("list", game_ids(lang).into())],
        ),
        E::RulesChanged {
            game: id,
            variant,
            file,
        } => tr(
            lang,
            "error-rules-changed",
            &[
                ("game", game(id)),
                ("name", variant.game().name_in(lang.code()).into()),
                ("file", file.into()),
            ],
        ),
        E::BadPosition(fault) => tr(
            lang,
            "error-bad-position",
            &[("reason", position_fault(lang, fault).into())],
        ),
        E::BadTime => tr(lang, "error-bad-time", &[]),
        E::NotAPlayer(id) => tr(lang, "error-not-a-player", &[("game", game(id))]),
        E::NotYourTurn(id) => tr(lang, "error-not-your-turn", &[("game", game(id))]),
        E::GameOver(id) => tr(lang, "error-game-over", &[("game", game(id))]),
        E::PositionChanged => tr(lang, "error-position-changed", &[]),
        E::Move(e) => move_error(lang, e),
        E::AlreadyOffered(kind) => tr(lang, "error-already-offered", &[offer(lang, *kind)]),
        E::OfferWaiting(kind) => tr(lang, "error-offer-waiting", &[offer(lang, *kind)]),
        E::NoOffer(kind) => tr(lang, "error-no-offer", &[offer(lang, *kind)]),
        E::OwnOffer => tr(lang, "error-own-offer", &[]),
        E::NothingToTakeBack => tr(lang, "error-nothing-to-take-back", &[]),
        E::ImpasseNotAllowed => tr(lang, "error-impasse-not-allowed", &[]),
        E::BadVacation => tr(lang, "error-bad-vacation", &[]),
        E::Forecast(r) => super::forecast::refusal(lang, r),
        E::NoteTooLong { max, given } => tr(
            lang,
            "note-too-long",
            &[("max", (*max).into()), ("given", (*given).into())],
        ),
        E::GameNotOver(id) => tr(lang, "rematch-game-not-over", &[("game", game(id))]),
        E::BadExtensions => tr(
            lang,
            "comfort-bad-extensions",
            &[(
                "max",
                Arg::Number(i64::from(crate::service::MAX_EXTENSIONS)),
            )],
        ),
        E::BadDigest => tr(lang, "comfort-bad-digest", &[]),
        E::Limit(hit) => limit(lang, hit),
        E::BadDiscordId(id) => tr(
            lang,
            "error-bad-discord-id",
            &[("id", id.to_string().into())],
        ),
        E::Tournament(r) => tournament(lang, r),
        E::Unreachable(_) => tr(lang, "error-unreachable", &[]),
        E::DiskFull(_) => tr(lang, "error-disk-full", &[]),
        E::Corrupt(_) | E::Store(_) => return None,
    };
    Some(text)
}

/// A tournament command's refusal (`locales/*/tournaments.ftl`).
fn tournament(lang: Lang, r: &TournamentRefusal) -> String {
    use TournamentRefusal as R;
    match r {
        R::NoTournament => tr(lang, "tournament-error-none", &[]),
        R::Started => tr(lang, "tournament-error-started", &[]),
        R::Over => tr(lang, "tournament-error-over", &[]),
        R::AlreadyJoined => tr(lang, "tournament-error-already-joined", &[]),
        R::NotJoined => tr(lang, "tournament-error-not-joined", &[]),
        R::AlreadyWithdrawn => tr(lang, "tournament-error-withdrawn", &[]),
        R::Full { max } => tr(lang, "tournament-error-full", &[("max", (*max).into())]),
        R::BadName => tr(
            lang,
            "tournament-error-name",
            &[("max", (crate::service::MAX_NAME as u32).into())],
        ),
        R::BadTime => tr(lang, "tournament-error-time", &[]),
        R::BadMaxPlayers { min, max } => tr(
            lang,
            "tournament-error-size",
            &[("min", (*min).into()), ("max", (*max).into())],
        ),
        R::BadAdvance { max } => tr(lang, "tournament-error-advance", &[("max", (*max).into())]),
        R::BadStart => tr(
            lang,
            "tournament-error-start",
            &[("days", (crate::service::MAX_START_DAYS as u32).into())],
        ),
    }
}

/// What an offer offers ("a draw"), as the refusals name it.
fn offer(lang: Lang, kind: OfferKind) -> (&'static str, Arg<'static>) {
    let id = match kind {
        OfferKind::Draw => "offer-draw",
        OfferKind::Takeback => "offer-takeback",
        OfferKind::Impasse => "offer-impasse",
    };
    ("offer", Arg::from(tr(lang, id, &[])))
}

/// A per-user limit: which one, and when it frees up.
pub fn limit(lang: Lang, hit: &LimitHit) -> String {
    match *hit {
        LimitHit::OpenChallenges {
            open,
            max,
            oldest_expires_in_ms,
        } => match oldest_expires_in_ms {
            Some(ms) => tr(
                lang,
                "limit-open-challenges-oldest",
                &[
                    ("open", open.into()),
                    ("max", max.into()),
                    ("when", wait(lang, ms).into()),
                ],
            ),
            None => tr(
                lang,
                "limit-open-challenges",
                &[("open", open.into()), ("max", max.into())],
            ),
        },
        LimitHit::ComputerGames { playing, max } => tr(
            lang,
            "limit-computer-games",
            &[("playing", playing.into()), ("max", max.into())],
        ),
        LimitHit::OfferInterval {
            kind,
            last_move,
            every,
            moves_left,
        } => tr(
            lang,
            "limit-offer-interval",
            &[
                offer(lang, kind),
                ("move", last_move.into()),
                ("every", every.into()),
                ("left", moves_left.into()),
            ],
        ),
        LimitHit::Hints {
            per_minute,
            next_in_ms,
        } => tr(
            lang,
            "limit-hints",
            &[
                ("max", per_minute.into()),
                ("when", wait(lang, next_in_ms).into()),
            ],
        ),
        LimitHit::Vacation {
            days_per_year,
            days_left,
            more_in_ms,
        } => {
            let mut args = vec![
                ("per_year", Arg::from(days_per_year)),
                ("left", Arg::from(days_left)),
            ];
            match more_in_ms {
                Some(ms) => {
                    args.push(("when", wait(lang, ms).into()));
                    tr(lang, "limit-vacation-more", &args)
                }
                None => tr(lang, "limit-vacation", &args),
            }
        }
        LimitHit::ChallengeChannels { max } => {
            tr(lang, "limit-challenge-channels", &[("max", max.into())])
        }
    }
}

/// "in 3 days 4 h", "in 25 min", "in 40 s": a time `ms` milliseconds from now.
pub fn wait(lang: Lang, ms: u64) -> String {
    const DAY: u64 = 86_400_000;
    let (days, hours, minutes) = (ms / DAY, ms % DAY / 3_600_000, ms % 3_600_000 / 60_000);
    match (days, hours, minutes) {
        (0, 0, 0) => tr(
            lang,
            "when-seconds",
            &[("seconds", (ms / 1000).max(1).into())],
        ),
        (0, 0, m) => tr(lang, "when-minutes", &[("minutes", m.into())]),
        (0, h, m) => tr(
            lang,
            "when-hours",
            &[("hours", h.into()), ("minutes", m.into())],
        ),
        (d, h, _) => tr(
            lang,
            "when-days",
            &[("days", d.into()), ("hours", h.into())],
        ),
    }
}

/// Why a typed move was refused, saying what to do instead.
pub fn move_error(lang: Lang, error: &MoveError) -> String {
    use MoveError as M;
    let square = |s: &crate::rules::types::Square| Arg::from(s.to_string());
    match error {
        M::Unreadable { input, hint } => tr(
            lang,
            "move-unreadable",
            &[("input", input.into()), ("hint", hint.into())],
        ),
        M::NoPiece { piece, place } => {
            let piece = match piece {
                Some(p) => Arg::from(*p),
                None => Arg::from(tr(lang, "move-any-piece", &[])),
            };
            match place {
                Place::Square(s) => tr(
                    lang,
                    "move-no-piece-on",
                    &[("piece", piece), ("square", square(s))],
                ),
                Place::Hand => tr(lang, "move-no-piece-in-hand", &[("piece", piece)]),
                Place::Board => tr(lang, "move-no-piece-on-board", &[("piece", piece)]),
            }
        }
        M::NotYourPiece { piece, square: s } => tr(
            lang,
            "move-not-your-piece",
            &[("piece", (*piece).into()), ("square", square(s))],
        ),
        M::CannotGoThere { piece, from, to } => match from {
            Some(from) => tr(
                lang,
                "move-cannot-go-from",
                &[
                    ("piece", (*piece).into()),
                    ("from", square(from)),
                    ("to", square(to)),
                ],
            ),
            None => tr(
                lang,
                "move-cannot-go",
                &[("piece", (*piece).into()), ("to", square(to))],
            ),
        },
        M::Occupied { square: s } => tr(lang, "move-occupied", &[("square", square(s))]),
        M::KingInCheck { already_in_check } => {
            let id = if *already_in_check {
                "move-still-in-check"
            } else {
                "move-into-check"
            };
            tr(lang, id, &[])
        }
        M::PawnDropMate => tr(lang, "move-pawn-drop-mate", &[]),
        M::TwoPawns { file } => tr(lang, "move-two-pawns", &[("file", u32::from(*file).into())]),
        M::DeadDrop { piece, square: s } => tr(
            lang,
            "move-dead-drop",
            &[("piece", (*piece).into()), ("square", square(s))],
        ),
        M::Ambiguous { candidates } => tr(
            lang,
            "move-ambiguous",
            &[("candidates", candidates.join(", ").into())],
        ),
        M::PromotionChoice { .. } => tr(lang, "move-promotion-choice", &[]),
        M::CannotPromote { piece } => {
            tr(lang, "move-cannot-promote", &[("piece", (*piece).into())])
        }
        M::MustPromote { piece } => tr(lang, "move-must-promote", &[("piece", (*piece).into())]),
    }
}

/// Why a start position was refused, as a clause in `lang` (what `error-bad-position`
/// puts after its colon).
pub fn position_fault(lang: Lang, fault: &PositionFault) -> String {
    match fault {
        PositionFault::Over => tr(lang, "position-over", &[]),
        PositionFault::Usi(e) => usi_error(lang, e),
    }
}

fn usi_error(lang: Lang, error: &UsiError) -> String {
    let moved = |id: &str, number: usize, text: &str| {
        tr(
            lang,
            id,
            &[("number", number.into()), ("text", text.into())],
        )
    };
    match error {
        UsiError::Form => tr(lang, "position-form", &[]),
        UsiError::Sfen(e) => sfen_error(lang, e),
        UsiError::Unreadable { number, text } => moved("position-move-unreadable", *number, text),
        UsiError::Illegal { number, text } => moved("position-move-illegal", *number, text),
        UsiError::AfterEnd { number, text } => moved("position-move-after-end", *number, text),
    }
}

fn side_word(lang: Lang, side: Color) -> String {
    match side {
        Color::Black => tr(lang, "side-word-black", &[]),
        Color::White => tr(lang, "side-word-white", &[]),
    }
}

/// An error's piece by its name in the reader's language (the game file's `[piece.texts]`).
fn piece_name(lang: Lang, piece: &GamePiece) -> &'static str {
    super::games::piece_name(lang, piece.variant.game(), piece.kind, false)
}

fn sfen_error(lang: Lang, error: &SfenError) -> String {
    use crate::rules::sfen::{MAX_MOVE_NUMBER, MAX_OF_A_KIND};
    match error {
        SfenError::Fields(n) => tr(lang, "sfen-fields", &[("count", (*n).into())]),
        SfenError::Ranks {
            game,
            board,
            expected,
            found,
        } => tr(
            lang,
            "sfen-ranks",
            &[
                ("game", super::games::game_name(lang, game.game()).into()),
                ("board", board.into()),
                ("expected", u32::from(*expected).into()),
                ("found", (*found).into()),
            ],
        ),
        SfenError::RankWidth {
            rank,
            expected,
            found,
        } => tr(
            lang,
            "sfen-rank-width",
            &[
                ("rank", rank.to_string().into()),
                ("expected", u32::from(*expected).into()),
                ("found", (*found).into()),
            ],
        ),
        SfenError::UnknownPiece(p) => tr(lang, "sfen-unknown-piece", &[("piece", p.into())]),
        SfenError::CannotPromote(piece, id) => tr(
            lang,
            "sfen-cannot-promote",
            &[("piece", piece_name(lang, piece).into()), ("id", id.into())],
        ),
        SfenError::Side(side) => tr(lang, "sfen-side", &[("side", side.into())]),
        SfenError::Hand(hand) => tr(lang, "sfen-hand", &[("hand", hand.into())]),
        SfenError::KingInHand => tr(lang, "sfen-king-in-hand", &[]),
        SfenError::NoHands(game) => tr(
            lang,
            "sfen-no-hands",
            &[("game", super::games::game_name(lang, game.game()).into())],
        ),
        SfenError::TooMany { piece, count } => tr(
            lang,
            "sfen-too-many",
            &[
                ("piece", piece_name(lang, piece).into()),
                ("count", (*count).into()),
                ("max", u32::from(MAX_OF_A_KIND).into()),
            ],
        ),
        SfenError::MoveNumber(text) => tr(
            lang,
            "sfen-move-number",
            &[("text", text.into()), ("max", MAX_MOVE_NUMBER.into())],
        ),
        SfenError::TwoKings(side) => tr(
            lang,
            "sfen-two-kings",
            &[("side", side_word(lang, *side).into())],
        ),
        SfenError::NoKing { side, piece } => tr(
            lang,
            "sfen-no-king",
            &[
                ("side", side_word(lang, *side).into()),
                ("piece", piece_name(lang, piece).into()),
            ],
        ),
        SfenError::DeadPiece { piece, square } => tr(
            lang,
            "sfen-dead-piece",
            &[
                ("piece", piece_name(lang, piece).into()),
                ("square", square.to_string().into()),
            ],
        ),
        SfenError::OpponentInCheck(side) => tr(
            lang,
            "sfen-opponent-in-check",
            &[("side", side_word(lang, *side).into())],
        ),
    }
}
