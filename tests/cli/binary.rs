//! The `seireigi` binary run once, as each command-line test runs it.

pub use seireigi_test_support::process::text;
use seireigi_test_support::process::{run_to_end, run_to_end_with};
use std::process::Output;

/// What a run printed, as text, and whether it succeeded.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub ok: bool,
}

/// `seireigi ARGS` fed `input`; its raw output.
pub fn seireigi_bytes(args: &[&str], input: &[u8]) -> Output {
    run_to_end(env!("CARGO_BIN_EXE_seireigi"), args, input)
}

/// `seireigi ARGS` fed `input`, as text.
pub fn run(args: &[&str], input: &str) -> Run {
    run_in(&[], args, input)
}

/// [`run`] with these environment variables (`LANG=ja_JP.UTF-8`).
pub fn run_in(env: &[(&str, &str)], args: &[&str], input: &str) -> Run {
    let out = run_to_end_with(env!("CARGO_BIN_EXE_seireigi"), args, input.as_bytes(), env);
    Run {
        stdout: text(&out.stdout),
        stderr: text(&out.stderr),
        ok: out.status.success(),
    }
}
