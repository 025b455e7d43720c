//! `seireigi play`: a local game for two players at one keyboard, through the same game
//! service as the bot, so a game kept with `--db` is an ordinary stored game. One line of
//! input per command; piped input works the same (the tests drive it that way).

mod offers;
mod show;

use crate::cli::render::{self as images, Look};
use crate::cli::text_board;
use crate::i18n::time::time_left_text;
use crate::i18n::Lang;
use crate::rules::notation::{example_move, to_canonical, to_western, MoveError};
use crate::rules::{Color, History, Move, Reason};
use crate::service::time_left;
use crate::service::{
    ColorChoice, Event, GameId, GameInfo, GameService, Limits, MoveResult, NewChallenge, OfferKind,
    ServiceError, SystemClock, UserId,
};
use crate::store::Store;
use crate::t;
use anyhow::{anyhow, bail, Result};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use tokio::runtime::Runtime;

/// The local players of a new game: the challenger takes Black.
pub const BLACK_PLAYER: UserId = UserId(1);
pub const WHITE_PLAYER: UserId = UserId(2);

/// Image width in pixels.
const IMAGE_SIZE: u32 = 1000;

/// The commands after the move line (see [`help`]): what is typed (English, as the
/// parser reads it) and the message that says what it does.
const COMMANDS: [(&str, &str); 8] = [
    ("moves", "cli-help-moves"),
    ("board", "cli-help-board"),
    ("draw", "cli-help-draw"),
    ("takeback", "cli-help-takeback"),
    ("impasse", "cli-help-impasse"),
    ("resign", "cli-help-resign"),
    ("help", "cli-help-help"),
    ("quit", "cli-help-quit"),
];

/// The command list in `lang`, its move examples legal in the current position.
fn help(lang: Lang, pos: &crate::rules::Position) -> String {
    let moves = match example_move(pos) {
        Some(e) => {
            let drop = e
                .drop
                .map(|d| t!(lang, "cli-help-move-drop", drop = d))
                .unwrap_or_default();
            t!(
                lang,
                "cli-help-move",
                canonical = e.canonical,
                dashed = e.with_dash,
                western = e.western,
                drop = drop
            )
        }
        None => t!(lang, "cli-help-no-move"),
    };
    let mut lines = vec![
        t!(lang, "cli-help-title"),
        format!("  {:<10} {moves}", "<move>"),
    ];
    for (command, id) in COMMANDS {
        lines.push(format!("  {command:<10} {}", t!(lang, id)));
    }
    lines.join("\n")
}

/// A side as the prompt and the messages name it.
fn side_name(lang: Lang, side: Color) -> String {
    t!(lang, "cli-side", side = side.name())
}

/// What the command line asked for.
pub struct Options {
    /// The language of what is said (`--lang`, `LANG`).
    pub lang: Lang,
    pub variant: Option<String>,
    pub db: Option<String>,
    pub resume: Option<i64>,
    pub position: Option<String>,
    pub images: Option<PathBuf>,
    pub style: String,
    pub days: Option<u32>,
    /// The computer plays White at this level (`--against computer --level L`).
    pub computer: Option<crate::ai::Level>,
}

/// The computer opponent `--against` and `--level` ask for: none without `--against`, the
/// normal level when `--level` is left out.
pub fn computer_option(
    lang: Lang,
    against: Option<&str>,
    level: Option<&str>,
) -> Result<Option<crate::ai::Level>> {
    match (against, level) {
        (None, Some(level)) => bail!(t!(lang, "cli-level-alone", level = level)),
        (None, None) => Ok(None),
        (Some("computer"), level) => {
            let level = level.unwrap_or("normal");
            let parsed = level
                .parse()
                .map_err(|_| anyhow!(t!(lang, "cli-unknown-level", level = level)))?;
            Ok(Some(parsed))
        }
        (Some(other), _) => bail!(t!(lang, "cli-against", text = other)),
    }
}

/// Plays on standard input and output until the game ends, `quit` or end of input.
pub fn run(opts: Options) -> Result<()> {
    // A runtime of its own, so that the other commands need none.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut session = Session::start(&rt, &opts)?;
    let result = session.play(stdin.lock(), &mut std::io::stdout().lock(), echo);
    rt.block_on(session.service.store().close());
    match result {
        // The reader went away (`| head`): nobody is left to tell.
        Err(e) if is_broken_pipe(&e) => Ok(()),
        other => other,
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>()
        .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}

/// An offer waiting for the other player's answer.
#[derive(Copy, Clone)]
struct Offer {
    kind: OfferKind,
    by: Color,
}

/// A yes-or-no question the next line answers.
#[derive(Copy, Clone)]
enum Question {
    Offer(Offer),
    /// The move typed may promote and did not say: `[promotes, declines]`.
    Promotion([Move; 2]),
}

enum Flow {
    Continue,
    Quit,
}

struct Session<'r> {
    rt: &'r Runtime,
    lang: Lang,
    service: GameService,
    info: GameInfo,
    history: History,
    images: Option<PathBuf>,
    look: Look,
    db: Option<String>,
    question: Option<Question>,
    resumed: bool,
    computer: Option<crate::ai::Level>,
}

impl<'r> Session<'r> {
    fn start(rt: &'r Runtime, opts: &Options) -> Result<Session<'r>> {
        let look = Look {
            style: images::style(opts.lang, &opts.style)?,
            flip: false,
            checkered: false,
            size: IMAGE_SIZE,
            lang: opts.lang,
        };
        let lang = opts.lang;
        if let Some(dir) = &opts.images {
            std::fs::create_dir_all(dir).map_err(|e| {
                anyhow!(t!(
                    lang,
                    "cli-image-folder",
                    dir = dir.display().to_string(),
                    why = crate::cli::io_why(lang, &e)
                ))
            })?;
        }
        let url = opts.db.as_deref().unwrap_or("sqlite::memory:");
        let store = rt.block_on(Store::open(url))?;
        // Both players sit at this terminal: no vacation days stand in for a loss on time.
        let limits = Limits {
            auto_vacation: false,
            ..Limits::default()
        };
        let service = GameService::new(store, Arc::new(SystemClock)).with_limits(limits);
        let game = match opts.resume {
            Some(id) => {
                if opts.db.is_none() {
                    bail!(t!(lang, "cli-resume-needs-db"));
                }
                GameId(id)
            }
            None => {
                let variant = opts
                    .variant
                    .as_deref()
                    .ok_or_else(|| anyhow!(t!(lang, "cli-variant-needed")))?;
                rt.block_on(new_game(&service, variant, opts))
                    .map_err(|e| refused(lang, e))?
            }
        };
        let (info, history) = rt
            .block_on(service.game_history(game))
            .map_err(|e| refused(lang, e))?;
        if let Some(wanted) = &opts.variant {
            if super::variant(lang, wanted)? != info.variant {
                bail!(t!(
                    lang,
                    "cli-other-game",
                    game = game.to_string(),
                    id = info.variant.id(),
                    wanted = wanted
                ));
            }
        }
        Ok(Session {
            rt,
            lang,
            service,
            info,
            history,
            images: opts.images.clone(),
            look,
            db: opts.db.clone(),
            question: None,
            resumed: opts.resume.is_some(),
            computer: opts.computer,
        })
    }

    fn play(&mut self, mut input: impl BufRead, out: &mut impl Write, echo: bool) -> Result<()> {
        self.header(out)?;
        self.show_board(out)?;
        loop {
            self.run_clock(out)?;
            if let Some(outcome) = self.history.outcome() {
                let lang = self.lang;
                let reason = crate::render::reason_words(lang, outcome.reason);
                let result = match outcome.winner {
                    Some(side) => t!(lang, "cli-result-win", side = side.name(), reason = reason),
                    None => t!(lang, "cli-result-draw", reason = reason),
                };
                writeln!(out, "{}", t!(lang, "cli-game-over", result = result))?;
                return Ok(());
            }
            if self.question.is_none()
                && self.computer.is_some()
                && self.history.position().side_to_move() == Color::White
            {
                self.computer_move(out)?;
                continue;
            }
            let asked = self.ask(out)?;
            write!(out, "{}> ", side_name(self.lang, asked))?;
            out.flush()?;
            let Some(line) = read_line(&mut input)? else {
                writeln!(out)?;
                return self.farewell(out);
            };
            if echo {
                writeln!(out, "{line}")?;
            }
            if line.is_empty() {
                continue;
            }
            let step = match self.question {
                Some(Question::Offer(offer)) => self.answer(offer, &line, out),
                Some(Question::Promotion(options)) => self.promote(options, &line, out),
                None => self.command(&line, out),
            };
            match step {
                Ok(Flow::Continue) => {}
                Ok(Flow::Quit) => return self.farewell(out),
                Err(e) => match e.downcast::<Refused>() {
                    Ok(refused) => {
                        writeln!(out, "{}", t!(self.lang, "cli-error", text = refused.0))?
                    }
                    Err(fatal) => return Err(fatal),
                },
            }
            out.flush()?;
        }
    }

    /// Prints the open question, if any; returns who answers the prompt.
    fn ask(&self, out: &mut impl Write) -> Result<Color> {
        let pos = self.history.position();
        match self.question {
            Some(Question::Offer(offer)) => {
                writeln!(out, "{}", self.offer_question(offer))?;
                return Ok(offer.by.opponent());
            }
            Some(Question::Promotion([yes, no])) => {
                let (yes, no) = (to_western(pos, yes), to_western(pos, no));
                writeln!(
                    out,
                    "{}",
                    t!(self.lang, "cli-promote-question", yes = yes, no = no)
                )?;
            }
            None => {}
        }
        Ok(pos.side_to_move())
    }

    /// With days per move, the service's scheduler runs before each prompt, so that time
    /// runs out here as it would under the bot (a game resumed days later, say).
    fn run_clock(&mut self, out: &mut impl Write) -> Result<()> {
        if self.info.days_per_move.is_none() || self.history.outcome().is_some() {
            return Ok(());
        }
        let due = match self.call(self.service.tick()) {
            Ok(due) => due,
            Err(e) => {
                return Ok(writeln!(
                    out,
                    "{}",
                    t!(self.lang, "cli-error", text = e.to_string())
                )?)
            }
        };
        let mut ours = false;
        for n in due {
            match n.event {
                Event::Reminder { game, user, .. } if game == self.info.id => {
                    let side = if user == self.info.black {
                        Color::Black
                    } else {
                        Color::White
                    };
                    let side = side_name(self.lang, side);
                    writeln!(out, "{}", t!(self.lang, "cli-reminder", side = side))?;
                }
                Event::GameEnded { game, .. } if game == self.info.id => {
                    writeln!(out, "{}", t!(self.lang, "cli-time-up"))?;
                }
                // Other games in the same file are someone else's to deliver.
                _ => continue,
            }
            ours = true;
            // Told here, so not to be told again.
            let _ = self.call(self.service.delivered(n.id));
        }
        if ours {
            if let Err(e) = self.refresh() {
                writeln!(out, "{}", t!(self.lang, "cli-error", text = e.to_string()))?;
            }
        }
        Ok(())
    }

    fn command(&mut self, line: &str, out: &mut impl Write) -> Result<Flow> {
        let side = self.history.position().side_to_move();
        match line.to_ascii_lowercase().as_str() {
            "help" | "?" => writeln!(out, "{}", help(self.lang, self.history.position()))?,
            "board" => self.show_board(out)?,
            "moves" => self.list_moves(out)?,
            "quit" | "exit" => return Ok(Flow::Quit),
            "resign" => {
                self.call(self.service.resign(self.info.id, self.user(side)))?;
                self.refresh()?;
                let side = side_name(self.lang, side);
                writeln!(out, "{}", t!(self.lang, "cli-resigns", side = side))?;
            }
            "draw" => self.offer(OfferKind::Draw, side, out)?,
            "impasse" => self.offer(OfferKind::Impasse, side, out)?,
            // The player who made the last move asks to take it back; against the computer,
            // the player asks (for their move and the computer's reply).
            "takeback" if self.computer.is_some() => {
                self.offer(OfferKind::Takeback, Color::Black, out)?
            }
            "takeback" => self.offer(OfferKind::Takeback, side.opponent(), out)?,
            _ => self.play_move(line, out)?,
        }
        Ok(Flow::Continue)
    }

    /// The computer's move, searched at its level and played through the service like a
    /// player's.
    fn computer_move(&mut self, out: &mut impl Write) -> Result<()> {
        let Some(level) = self.computer else {
            return Ok(());
        };
        let seed = self.history.position().hash();
        let Some(found) =
            crate::ai::choose_move(&self.history, level, &level.default_limits(), seed)
        else {
            return Ok(());
        };
        let level_name = crate::i18n::games::level_name(self.lang, level);
        writeln!(
            out,
            "{}",
            t!(self.lang, "cli-computer-thinks", level = level_name)
        )?;
        let side = self.history.position().side_to_move();
        let ply = self.history.moves().len() as u32;
        let user = self.user(side);
        let played = self
            .rt
            .block_on(
                self.service
                    .play_move(self.info.id, user, found.best, Some(ply)),
            )
            .map_err(|e| refused(self.lang, e))?;
        self.show_played(played, out)
    }

    fn play_move(&mut self, text: &str, out: &mut impl Write) -> Result<()> {
        let side = self.history.position().side_to_move();
        let ply = self.history.moves().len() as u32;
        let user = self.user(side);
        let played = match self
            .rt
            .block_on(self.service.play(self.info.id, user, text, Some(ply)))
        {
            Ok(played) => played,
            // As the bot does, ask rather than guess.
            Err(ServiceError::Move(MoveError::PromotionChoice { options })) => {
                self.question = Some(Question::Promotion(options));
                return Ok(());
            }
            Err(e) => return Err(refused(self.lang, e).into()),
        };
        self.show_played(played, out)
    }

    /// The move just played, the new board and its image.
    fn show_played(&mut self, played: MoveResult, out: &mut impl Write) -> Result<()> {
        let side = self.history.position().side_to_move();
        let ply = self.history.moves().len() as u32;
        let mv = *played
            .history
            .moves()
            .last()
            .ok_or_else(|| anyhow!("the service returned no move"))?;
        let western = to_western(self.history.position(), mv);
        let canonical = to_canonical(self.history.position().game(), mv);
        self.history = played.history;
        let mate = self
            .history
            .outcome()
            .is_some_and(|o| o.reason == Reason::Checkmate);
        let check = if mate {
            format!("  {}", t!(self.lang, "cli-checkmate"))
        } else if self.history.position().in_check() {
            format!("  {}", t!(self.lang, "cli-check"))
        } else {
            String::new()
        };
        writeln!(
            out,
            "{}. {} {western} ({canonical}){check}",
            ply + 1,
            side_name(self.lang, side)
        )?;
        self.info = self.call(self.service.game_info(self.info.id))?;
        self.write_image(out)?;
        self.show_board(out)
    }

    fn refresh(&mut self) -> Result<()> {
        let (info, history) = self.call(self.service.game_history(self.info.id))?;
        self.info = info;
        self.history = history;
        Ok(())
    }

    fn user(&self, color: Color) -> UserId {
        match color {
            Color::Black => self.info.black,
            Color::White => self.info.white,
        }
    }

    /// Runs a service command; its refusal becomes a line for the player.
    fn call<T>(&self, f: impl std::future::Future<Output = Result<T, ServiceError>>) -> Result<T> {
        self.rt
            .block_on(f)
            .map_err(|e| refused(self.lang, e).into())
    }
}

/// The service's refusal as the player reads it in `lang`, or the fault itself (for the
/// operator: a damaged record, a database error).
fn refused(lang: Lang, e: ServiceError) -> Refused {
    Refused(crate::i18n::refusals::service_error(lang, &e).unwrap_or_else(|| e.to_string()))
}

/// A command the service or the session refused: shown as one `error:` line.
#[derive(Debug)]
struct Refused(String);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// A new game between the two local players, by challenge and acceptance.
async fn new_game(
    service: &GameService,
    variant: &str,
    opts: &Options,
) -> Result<GameId, ServiceError> {
    let (challenge, _) = service
        .challenge(NewChallenge {
            challenger: BLACK_PLAYER,
            opponent: Some(WHITE_PLAYER),
            variant: variant.to_string(),
            days_per_move: opts.days,
            color: ColorChoice::Black,
            position: opts.position.clone(),
        })
        .await?;
    let (info, _) = service.accept(challenge.id, WHITE_PLAYER).await?;
    Ok(info.id)
}

/// One line of input without its line end, or `None` at the end of input. Bytes that are
/// not UTF-8 are replaced, so that the parser can say what it cannot read.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).trim().to_string()))
}
