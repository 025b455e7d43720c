//! The `seireigi` binary: parses the command line (its help in the reader's language,
//! [`seireigi::cli::parse`]) and hands it to [`seireigi::cli::run`].

use seireigi::cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run(cli::parse()) {
        Ok(code) => code,
        Err(e) => {
            // Already "error: ..." in the command line's language (`cli::run`).
            eprintln!("{}", cli::error_line(&e));
            ExitCode::from(2)
        }
    }
}
