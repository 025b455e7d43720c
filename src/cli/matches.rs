//! `seireigi match`: the engine against itself (or against a random mover, a one-ply
//! greedy capturer or an external USI engine), colours alternating, with the score and the
//! Elo difference.
//!
//! An external engine is `usi:PROGRAM [ARGS];Name=Value;...;go=...` (docs/usi.md), or
//! `xboard:PROGRAM [ARGS][;depth=N][;variant=NAME]` for XBoard's protocol
//! (`xboard:/usr/games/gnushogi` in standard shogi, `xboard:/usr/games/hachu` in Chu Shogi
//! and Dai Shogi, given the match's time per move): one process per game. An illegal or unreadable move loses that game
//! (reason `IllegalMove`; the move and the position are logged and listed in the report)
//! and the match goes on; a crash, a timeout or a flood of output stops the match with an
//! error, since the engine can no longer be trusted to play the games that follow.
//!
//! An engine player is a level, optionally with changed evaluation weights or threads, for
//! self-play tuning: `strong:danger=4,hand=120,threads=2` (keys: `hand`, `promotion`,
//! `danger`, `defence`, `exposed`, `tempo`, `threads`), or with a node budget per move instead
//! of a time (`strong:nodes=20000`), which makes a match's result independent of the
//! machine's load.

use crate::ai::order::victim_value;
use crate::ai::values::values;
use crate::ai::{choose_move_weighted, Level, Limits, Weights};
use crate::i18n::Lang;
use crate::rules::notation::to_canonical;
use crate::rules::{Color, History, Move, Outcome, Position, Reason, Variant};
use crate::t;
use crate::usi::client::{Answer, EngineSpec, UsiClient};
use crate::usi::engine::declaration_wins;
use crate::usi::xboard::XboardClient;
use anyhow::{bail, Result};
use std::collections::BTreeMap;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Who plays a side in a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Engine(Engine),
    /// A uniformly random legal move.
    Random,
    /// The capture of the most valuable piece, else a random move.
    Greedy,
    /// An external USI engine.
    Usi(EngineSpec),
    /// An external engine speaking GNU Shogi's XBoard-style protocol.
    Xboard(EngineSpec),
}

/// The engine at a level, with its evaluation weights and search threads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Engine {
    pub level: Level,
    pub weights: Weights,
    pub threads: usize,
    /// Nodes per move (per thread): the search stops there rather than on the clock.
    pub nodes: Option<u64>,
}

impl Engine {
    pub fn new(level: Level) -> Engine {
        Engine {
            level,
            weights: level.weights(),
            threads: 1,
            nodes: None,
        }
    }
}

impl FromStr for Player {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> Result<Player> {
        if let Some(spec) = s.trim().strip_prefix("usi:") {
            return Ok(Player::Usi(EngineSpec::parse(spec)?));
        }
        if let Some(spec) = s.trim().strip_prefix("xboard:") {
            return Ok(Player::Xboard(EngineSpec::parse(spec)?));
        }
        let text = s.trim().to_ascii_lowercase();
        let (name, options) = match text.split_once(':') {
            Some((name, options)) => (name, Some(options)),
            None => (text.as_str(), None),
        };
        let player = match name {
            "random" => Player::Random,
            "greedy" => Player::Greedy,
            other => match Level::from_str(other) {
                Ok(l) => Player::Engine(Engine::new(l)),
                Err(_) => bail!(
                    "unknown player {s:?}: use easy, normal, strong, random, greedy, usi:PROGRAM or xboard:PROGRAM"
                ),
            },
        };
        let Some(options) = options else {
            return Ok(player);
        };
        let Player::Engine(mut engine) = player else {
            bail!("{s:?}: only an engine level takes options");
        };
        for option in options.split(',') {
            let Some((key, value)) = option.split_once('=') else {
                bail!("{s:?}: options are key=value, separated by commas");
            };
            if key.trim() == "nodes" {
                match value.trim().parse::<u64>() {
                    Ok(n) if (1..=1_000_000_000).contains(&n) => engine.nodes = Some(n),
                    _ => bail!("{s:?}: nodes must be a whole number from 1 to 1000000000"),
                }
                continue;
            }
            let Ok(n) = value.trim().parse::<i32>() else {
                bail!("{s:?}: {key} needs a whole number, not {value:?}");
            };
            let w = &mut engine.weights;
            match key.trim() {
                "hand" => w.hand_percent = n,
                "promotion" => w.promotion_percent = n,
                "danger" => w.danger = n,
                "defence" => w.defence = n,
                "exposed" => w.exposed = n,
                "tempo" => w.tempo = n,
                "threads" if (1..=64).contains(&n) => engine.threads = n as usize,
                "threads" => bail!("{s:?}: threads must be 1 to 64"),
                other => bail!(
                    "{s:?}: unknown option {other:?} (hand, promotion, danger, defence, exposed, tempo, threads, nodes)"
                ),
            }
        }
        Ok(Player::Engine(engine))
    }
}

pub struct MatchOptions {
    pub variant: Variant,
    pub a: Player,
    pub b: Player,
    pub games: usize,
    /// Time per move for engines (their level's default when `None`).
    pub time: Option<Duration>,
    /// Longer games are stopped and counted as draws.
    pub max_plies: usize,
    pub seed: u64,
    pub threads: usize,
    /// Random legal moves that open each pair of games (the same for both games of a
    /// pair, colours swapped), so that engines that play the same move in the same
    /// position do not play the same two games over and over.
    pub opening_plies: usize,
}

/// Results from A's point of view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    /// Draws because the game reached `max_plies`.
    pub unfinished: usize,
    /// How the games ended, from A's side: won by checkmate, lost on time (`None`: stopped
    /// at `max_plies`), ... and how often (an external engine's fault, such as an illegal
    /// move or a hang, ends the match with an error instead). Put into words by [`summary`].
    pub endings: BTreeMap<(Verdict, Option<Reason>), usize>,
    /// The games lost by an external engine's illegal or unreadable move, in the order the
    /// games ended.
    pub forfeits: Vec<Forfeit>,
}

/// A game an external engine lost by what it played: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The game of the match, from 1.
    pub game: usize,
    /// The move it was asked for, from 1.
    pub ply: usize,
    pub engine: String,
    pub side: Color,
    pub answer: Misplay,
    /// The position it was asked to move in.
    pub sfen: String,
}

/// What a forfeiting engine answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misplay {
    /// A move of the game's notation that is not legal there (canonical text).
    Illegal(String),
    /// Something that is not a move of this game, as it was written.
    Unreadable(String),
}

impl Forfeit {
    /// The summary's line for it, in `lang`.
    pub fn line(&self, lang: Lang) -> String {
        let side = crate::bot::side_word(lang, self.side);
        match &self.answer {
            Misplay::Illegal(mv) => t!(
                lang,
                "cli-match-forfeit-illegal",
                game = self.game,
                ply = self.ply,
                engine = self.engine.as_str(),
                side = side,
                mv = mv.as_str(),
                sfen = self.sfen.as_str()
            ),
            Misplay::Unreadable(text) => t!(
                lang,
                "cli-match-forfeit-unreadable",
                game = self.game,
                ply = self.ply,
                engine = self.engine.as_str(),
                side = side,
                text = format!("{text:?}"),
                sfen = self.sfen.as_str()
            ),
        }
    }
}

/// A game's result from A's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Won,
    Lost,
    Drew,
}

impl Verdict {
    /// The catalogue's selector value (`cli-match-ending`).
    fn id(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Lost => "lost",
            Verdict::Drew => "drew",
        }
    }
}

impl Tally {
    pub fn games(&self) -> usize {
        self.wins + self.losses + self.draws
    }

    /// A's score share, draws counting half.
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// The Elo difference of A over B and its 95 % margin (from the score's standard
    /// error), or `None` when the score is 0 or 1 and the difference is unbounded.
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = self.games() as f64;
        let s = self.score();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let per_game = |x: f64| (x - s).powi(2);
        let variance = (self.wins as f64 * per_game(1.0)
            + self.draws as f64 * per_game(0.5)
            + self.losses as f64 * per_game(0.0))
            / n;
        let se = (variance / n).sqrt();
        let elo = |x: f64| -400.0 * (1.0 / x - 1.0).log10();
        let slope = 400.0 / (std::f64::consts::LN_10 * s * (1.0 - s));
        Some((elo(s), 1.96 * se * slope))
    }
}

/// A player during one game: external engines run as their own process.
enum Seat {
    Internal(Player),
    External(Box<UsiClient>, String),
    Xboard(Box<XboardClient>),
}

impl Seat {
    fn new(player: &Player, o: &MatchOptions) -> Result<Seat> {
        Ok(match player {
            Player::Usi(spec) => {
                // Standard shogi is plain USI: an engine is told a game only if it is another.
                let variant = (!o.variant.game().standard_shogi).then(|| o.variant.id());
                let mut client = UsiClient::start(spec, variant)?;
                client.new_game()?;
                let ms = o.time.unwrap_or(Duration::from_secs(1)).as_millis();
                let go = spec.go.clone().unwrap_or_else(|| format!("movetime {ms}"));
                Seat::External(Box::new(client), go)
            }
            Player::Xboard(spec) => {
                let game = o.variant.game();
                let time = o.time.unwrap_or(Duration::from_secs(1));
                Seat::Xboard(Box::new(XboardClient::start(spec, time, game)?))
            }
            other => Seat::Internal(other.clone()),
        })
    }

    /// The seat's move, or what ends the game: an outcome by the rules (a resignation, no
    /// legal move), an external engine's illegal move, or its protocol fault.
    fn play(&mut self, history: &History, o: &MatchOptions, rng: u64) -> Result<Move, End> {
        let side = history.position().side_to_move();
        match self {
            Seat::Internal(player) => {
                pick(history, player, o.time, rng).ok_or(End::Game(Outcome {
                    winner: Some(side.opponent()),
                    reason: Reason::NoLegalMoves,
                }))
            }
            Seat::External(client, go) => {
                let answer = client.best_move(history, go, patience(o));
                judge(answer, history, client.name())
            }
            Seat::Xboard(client) => {
                let answer = client.best_move(history, patience(o));
                judge(answer, history, client.name())
            }
        }
    }

    fn game_over(&mut self, result: &str) {
        if let Seat::External(client, _) = self {
            client.game_over(result);
        }
    }
}

/// What ends a game before its last move.
enum End {
    /// The rules' outcome: a resignation, a declaration, no legal move.
    Game(Outcome),
    /// An external engine played an illegal move, or answered something that is not a
    /// move of the game: it loses this game (`Reason::IllegalMove`), and what it played,
    /// where, is kept for the report (its name, what it answered).
    Forfeit(Outcome, String, Misplay),
    /// An external engine broke the protocol (no answer in time, a flood of output, a
    /// crash): the match stops with this error, since its results would no longer measure
    /// strength.
    Fault(anyhow::Error),
}

/// Generous: engines overrun a little; only a hung engine runs out of it.
fn patience(o: &MatchOptions) -> Duration {
    o.time.unwrap_or(Duration::from_secs(1)) * 10 + Duration::from_secs(5)
}

/// An external engine's answer as the game goes on: a legal move, a declaration that
/// holds (a false one loses, as the rules say), a resignation, or a fault.
fn judge(answer: Result<Answer>, history: &History, engine: &str) -> Result<Move, End> {
    let side = history.position().side_to_move();
    let loss = |reason| {
        End::Game(Outcome {
            winner: Some(side.opponent()),
            reason,
        })
    };
    let forfeit = |answer: Misplay| {
        tracing::warn!(
            engine,
            side = side.title(),
            answer = ?answer,
            sfen = %history.position().to_sfen(),
            "an engine forfeits the game"
        );
        End::Forfeit(
            Outcome {
                winner: Some(side.opponent()),
                reason: Reason::IllegalMove,
            },
            engine.to_string(),
            answer,
        )
    };
    match answer {
        Ok(Answer::Move(mv)) if history.position().is_legal(mv) => Ok(mv),
        Ok(Answer::Move(mv)) => Err(forfeit(Misplay::Illegal(to_canonical(
            history.position().game(),
            mv,
        )))),
        Ok(Answer::Unreadable(text)) => Err(forfeit(Misplay::Unreadable(text))),
        Ok(Answer::Win) if declaration_wins(history.position()) => Err(End::Game(Outcome {
            winner: Some(side),
            reason: Reason::Impasse,
        })),
        Ok(Answer::Win) => Err(loss(Reason::Time)),
        Ok(Answer::Resign) => Err(loss(Reason::Resignation)),
        Err(e) => Err(End::Fault(e)),
    }
}

/// Plays one game. Returns the winner's side (`None` for a draw), whether it stopped at
/// `max_plies`, and the game; an external engine that cannot start, or that breaks the
/// protocol during the game, is an error.
pub fn play_game(
    black: &Player,
    white: &Player,
    o: &MatchOptions,
    seed: u64,
) -> Result<(Option<Color>, bool, History)> {
    play_game_from(
        black,
        white,
        o,
        seed,
        History::new(Position::start(o.variant)),
    )
}

/// `plies` random legal moves from the start (fewer if the game ends first), from `seed`.
pub fn random_opening(variant: Variant, plies: usize, seed: u64) -> History {
    let mut history = History::new(Position::start(variant));
    let mut rng = seed;
    while history.moves().len() < plies && history.outcome().is_none() {
        let moves = history.position().legal_moves();
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let Some(&mv) = moves.get((rng >> 33) as usize % moves.len().max(1)) else {
            break;
        };
        if history.play(mv).is_err() {
            break;
        }
    }
    history
}

/// [`play_game`] from a game already begun (an opening).
pub fn play_game_from(
    black: &Player,
    white: &Player,
    o: &MatchOptions,
    seed: u64,
    history: History,
) -> Result<(Option<Color>, bool, History)> {
    play_game_noted(black, white, o, seed, history).map(|(w, u, h, _)| (w, u, h))
}

/// [`play_game_from`], with what an external engine that lost by an illegal or unreadable
/// move played and where (see [`Tally::forfeits`]).
pub fn play_game_noted(
    black: &Player,
    white: &Player,
    o: &MatchOptions,
    seed: u64,
    mut history: History,
) -> Result<(Option<Color>, bool, History, Option<Forfeit>)> {
    let mut forfeit = None;
    let mut seats = [Seat::new(black, o)?, Seat::new(white, o)?];
    let mut rng = seed;
    let mut unfinished = false;
    while history.outcome().is_none() {
        if history.moves().len() >= o.max_plies {
            unfinished = true;
            break;
        }
        let side = history.position().side_to_move();
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        match seats[side.index()].play(&history, o, rng) {
            Ok(mv) => {
                if history.play(mv).is_err() {
                    break;
                }
            }
            Err(End::Game(end)) => history.finish(end),
            Err(End::Forfeit(end, engine, answer)) => {
                forfeit = Some(Forfeit {
                    game: 0,
                    ply: history.moves().len() + 1,
                    engine,
                    side,
                    answer,
                    sfen: history.position().to_sfen(),
                });
                history.finish(end);
            }
            // The seats are dropped on the way out: each engine is told `quit`, and killed
            // if it does not go.
            Err(End::Fault(e)) => {
                return Err(e.context(format!(
                    "at move {} ({})",
                    history.moves().len() + 1,
                    o.variant.game().name
                )))
            }
        }
    }
    let winner = history.outcome().and_then(|o| o.winner);
    for c in Color::BOTH {
        let result = match winner {
            None => "draw",
            Some(w) if w == c => "win",
            Some(_) => "lose",
        };
        seats[c.index()].game_over(result);
    }
    Ok((winner, unfinished, history, forfeit))
}

fn pick(history: &History, player: &Player, time: Option<Duration>, rng: u64) -> Option<Move> {
    let pos = history.position();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let random = moves[(rng >> 33) as usize % moves.len()];
    match player {
        Player::Random | Player::Usi(_) | Player::Xboard(_) => Some(random),
        Player::Greedy => {
            let vals = values(pos.variant());
            let best = moves
                .iter()
                .copied()
                .max_by_key(|&m| victim_value(pos, vals, m))?;
            Some(if victim_value(pos, vals, best) > 0 {
                best
            } else {
                random
            })
        }
        Player::Engine(e) => {
            let defaults = e.level.default_limits();
            let limits = match e.nodes {
                // The clock only as a safety net: the node budget decides.
                Some(n) => Limits {
                    time: time.unwrap_or(Duration::from_secs(60)),
                    nodes: Some(n),
                    threads: e.threads,
                    ..defaults
                },
                None => Limits {
                    time: time.unwrap_or(defaults.time),
                    threads: e.threads,
                    ..defaults
                },
            };
            choose_move_weighted(history, e.level, &limits, rng, &e.weights).map(|r| r.best)
        }
    }
}

/// Plays the match on `threads` threads; A takes Black in even-numbered games. An
/// external engine that cannot be started ends the match with that error.
pub fn run(o: &MatchOptions, mut progress: impl FnMut(usize, &Tally) + Send) -> Result<Tally> {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let failure = Mutex::new(None);
    let report = Mutex::new(&mut progress);
    std::thread::scope(|scope| {
        for _ in 0..o.threads.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::SeqCst);
                if g >= o.games {
                    break;
                }
                let a_black = g.is_multiple_of(2);
                let (black, white) = if a_black { (&o.a, &o.b) } else { (&o.b, &o.a) };
                let seed = o.seed ^ (g as u64).wrapping_mul(0x9E37_79B9);
                // Both games of a pair open alike.
                let pair_seed = o.seed ^ ((g / 2) as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03);
                let opening = random_opening(o.variant, o.opening_plies, pair_seed);
                let played = play_game_noted(black, white, o, seed, opening);
                let (winner, unfinished, reason, forfeit) = match played {
                    Ok((winner, unfinished, game, forfeit)) => (
                        winner,
                        unfinished,
                        game.outcome().map(|end| end.reason),
                        forfeit,
                    ),
                    Err(e) => {
                        if let Ok(mut f) = failure.lock() {
                            f.get_or_insert(e.context(format!("game {} of the match", g + 1)));
                        }
                        next.store(o.games, Ordering::SeqCst);
                        break;
                    }
                };
                let a_side = if a_black { Color::Black } else { Color::White };
                if let Ok(mut t) = tally.lock() {
                    let verb = match winner {
                        Some(c) if c == a_side => {
                            t.wins += 1;
                            Verdict::Won
                        }
                        Some(_) => {
                            t.losses += 1;
                            Verdict::Lost
                        }
                        None => {
                            t.draws += 1;
                            t.unfinished += usize::from(unfinished);
                            Verdict::Drew
                        }
                    };
                    *t.endings.entry((verb, reason)).or_default() += 1;
                    if let Some(f) = forfeit {
                        t.forfeits.push(Forfeit { game: g + 1, ..f });
                    }
                    if let Ok(mut r) = report.lock() {
                        (*r)(g, &t);
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    Ok(tally.into_inner().unwrap_or_default())
}

/// What `seireigi match` prints at the end, in `lang`: the score, how `a`'s games ended,
/// and the Elo difference with its 95 % margin.
pub fn summary(
    lang: Lang,
    a: &str,
    b: &str,
    variant: Variant,
    max_plies: usize,
    tally: &Tally,
) -> Vec<String> {
    let repetition = u32::from(variant.game().rules.repetition);
    let endings: Vec<String> = tally
        .endings
        .iter()
        .map(|(&(verdict, reason), &n)| {
            let how = match reason {
                Some(r) => crate::bot::reason_words(lang, r, repetition),
                None => t!(lang, "cli-match-stopped", plies = max_plies),
            };
            t!(
                lang,
                "cli-match-ending",
                verdict = verdict.id(),
                how = how,
                count = n
            )
        })
        .collect();
    let elo = match tally.elo() {
        Some((elo, margin)) => t!(
            lang,
            "cli-match-elo",
            a = a,
            b = b,
            elo = format!("{elo:+.0}"),
            margin = format!("{margin:.0}")
        ),
        None => t!(lang, "cli-match-elo-unbounded", a = a, b = b),
    };
    let mut lines = vec![
        t!(
            lang,
            "cli-match-score",
            a = a,
            b = b,
            variant = variant.id(),
            games = tally.games(),
            wins = tally.wins,
            losses = tally.losses,
            draws = tally.draws,
            unfinished = tally.unfinished,
            plies = max_plies,
            score = format!("{:.1}", 100.0 * tally.score())
        ),
        t!(
            lang,
            "cli-match-endings",
            a = a,
            list = crate::i18n::join_list(lang, &endings)
        ),
        elo,
    ];
    lines.extend(tally.forfeits.iter().map(|f| f.line(lang)));
    lines
}

/// The line `match` rewrites after each game, in `lang`: games played, A's wins, losses
/// and draws.
pub fn progress(lang: Lang, tally: &Tally) -> String {
    t!(
        lang,
        "cli-match-progress",
        games = tally.games(),
        wins = tally.wins,
        losses = tally.losses,
        draws = tally.draws
    )
}
