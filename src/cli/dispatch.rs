//! Runs one subcommand of the `seireigi` binary: each arm turns parsed arguments into a call
//! of the command's own module and prints what it returns.

use super::args::{Args, Command};
use crate::cli;
use crate::i18n::Lang;
use crate::t;
use std::io::{self, Write};
use std::process::ExitCode;

/// Carries out the command line; the exit code on success (1 when a batch had failures).
/// An error comes back as the line to show, "error: ..." in the command line's language.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let env = |name: &str| std::env::var(name).ok();
    let lang = cli::language(
        args.lang.as_deref(),
        [env("LC_ALL"), env("LC_MESSAGES"), env("LANG")],
    )
    .map_err(|e| said(Lang::En, &e))?;
    run_in(args, lang).map_err(|e| said(lang, &e))
}

/// `e` as the one line the command line shows for it.
fn said(lang: Lang, e: &anyhow::Error) -> anyhow::Error {
    anyhow::anyhow!(t!(lang, "cli-error", text = cli::error_line(e)))
}

fn run_in(args: Args, lang: Lang) -> anyhow::Result<ExitCode> {
    for warning in cli::game_files::install(lang, args.games_dir.as_deref())? {
        eprintln!("{}", t!(lang, "cli-warning", text = warning));
    }
    let stdout = io::stdout();
    match args.command {
        Command::Moves {
            variant,
            position,
            json,
        } => {
            let variant = cli::variant(lang, &variant)?;
            match position {
                Some(text) => {
                    let history = cli::position(lang, variant, &text)?;
                    writeln!(stdout.lock(), "{}", cli::moves::describe(&history, json))?;
                }
                None => {
                    let input = io::stdin().lock();
                    let failed = cli::moves::batch(lang, variant, json, input, stdout.lock())?;
                    if failed > 0 {
                        let why = t!(lang, "cli-lines-failed", count = failed);
                        eprintln!("{}", t!(lang, "cli-error", text = why));
                        return Ok(ExitCode::from(1));
                    }
                }
            }
        }
        Command::Perft {
            variant,
            depth,
            position,
            divide,
        } => {
            let history = cli::position(lang, cli::variant(lang, &variant)?, &position)?;
            print_lines(
                &stdout,
                cli::perft::run(lang, history.position(), depth, divide),
            )?;
        }
        Command::Render {
            variant,
            position,
            out,
            style,
            flip,
            checkered,
            size,
            moves_of,
        } => {
            let history = cli::position(lang, cli::variant(lang, &variant)?, &position)?;
            let look = cli::render::Look::new(lang, &style, flip, checkered, size)?;
            cli::render::board(&history, look, moves_of.as_deref(), &out)?;
        }
        Command::RenderPiece {
            variant,
            piece,
            out,
            style,
            size,
        } => {
            let variant = cli::variant(lang, &variant)?;
            let style = cli::render::style(lang, &style)?;
            cli::render::piece(lang, variant, &piece, style, size, &out)?;
        }
        Command::RenderGame {
            variant,
            position,
            out,
            style,
            flip,
            delay_ms,
            size,
        } => {
            let history = cli::position(lang, cli::variant(lang, &variant)?, &position)?;
            let look = cli::render::Look::new(lang, &style, flip, false, size)?;
            let report = cli::render::game(&history, look, delay_ms, &out)?;
            println!("{report}");
        }
        Command::Play {
            variant,
            db,
            resume,
            position,
            images,
            style,
            days,
            against,
            level,
        } => {
            let computer = cli::play::computer_option(lang, against.as_deref(), level.as_deref())?;
            cli::play::run(cli::play::Options {
                lang,
                variant,
                db,
                resume,
                position,
                images,
                style,
                days,
                computer,
            })?
        }
        Command::Serve { shards } => cli::serve::run(lang, shards.as_deref())?,
        Command::Web { db, addr, names } => {
            let db = database_url(db);
            let addr = addr
                .or_else(|| std::env::var("SEIREIGI_WEB_ADDR").ok())
                .unwrap_or_else(|| crate::web::DEFAULT_ADDR.to_string());
            cli::web::run(lang, &cli::web::Options { db, addr, names })?
        }
        Command::Invite { application_id } => {
            let mut out = stdout.lock();
            writeln!(out, "{}", crate::bot::invite_url(application_id))?;
            writeln!(out, "{}", t!(lang, "cli-invite-header"))?;
            for (_, key) in crate::bot::NEEDED_PERMISSIONS {
                let line = t!(
                    lang,
                    "cli-invite-permission",
                    name = t!(lang, "cli-permission-name", permission = *key),
                    why = t!(lang, "cli-permission-why", permission = *key)
                );
                writeln!(out, "  {line}")?;
            }
        }
        Command::Analyse {
            variant,
            position,
            time_ms,
            depth,
            budget_ms,
        } => {
            let game = cli::position(lang, cli::variant(lang, &variant)?, &position)?;
            let options = cli::analyse::Options {
                time_ms,
                depth,
                budget_ms,
            };
            print_lines(&stdout, cli::analyse::run(lang, &game, &options))?;
        }
        Command::Usi => crate::usi::run(io::stdin().lock(), io::stdout())?,
        Command::CopyDb { from, to } => cli::copy_db::run(lang, &from, &to, &mut stdout.lock())?,
        Command::Games { damaged: false, .. } => {
            print_lines(&stdout, cli::game_files::list(lang))?;
        }
        Command::Games { db, check, .. } => {
            let db = database_url(db);
            let options = cli::games::Options { lang, db, check };
            if cli::games::damaged(&options, &mut stdout.lock())? > 0 {
                return Ok(ExitCode::from(1));
            }
        }
        Command::Match {
            variant,
            a,
            b,
            games,
            time_ms,
            max_plies,
            seed,
            threads,
            opening_plies,
        } => {
            let options = cli::matches::MatchOptions {
                variant: cli::variant(lang, &variant)?,
                a: a.parse()?,
                b: b.parse()?,
                games,
                time: time_ms.map(std::time::Duration::from_millis),
                max_plies,
                seed,
                threads: threads
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
                opening_plies,
            };
            let tally = cli::matches::run(&options, |_, t| {
                eprint!("\r{}", cli::matches::progress(lang, t));
            })?;
            eprintln!();
            print_lines(
                &stdout,
                cli::matches::summary(lang, &a, &b, options.variant, max_plies, &tally),
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints `lines` on standard output, one a line.
fn print_lines(stdout: &io::Stdout, lines: impl IntoIterator<Item = String>) -> io::Result<()> {
    let mut out = stdout.lock();
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The database of `web` and `games`: `--db`, else `DATABASE_URL`, else `seireigi.db`.
fn database_url(db: Option<String>) -> String {
    db.or_else(|| std::env::var("DATABASE_URL").ok())
        .unwrap_or_else(|| "seireigi.db".to_string())
}
