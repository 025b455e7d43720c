//! The `seireigi` binary: parses the command line and hands it to [`seireigi::cli::run`].

use clap::Parser;
use seireigi::cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run(cli::Args::parse()) {
        Ok(code) => code,
        Err(e) => {
            // Already "error: ..." in the command line's language (`cli::run`).
            eprintln!("{}", cli::error_line(&e));
            ExitCode::from(2)
        }
    }
}
