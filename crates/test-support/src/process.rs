//! A program run once to its end with arguments and a standard input, as the command-line
//! tests run the `seireigi` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `program` with `args`, feeds it `input` and waits for it to end; its output. A
/// program that exits before reading its input (a refusal at start) is no failure: the
/// broken pipe is ignored.
pub fn run_to_end(program: &str, args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("start {program}: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("wait for {program}: {e}"))
}

/// Bytes a program wrote, as text (invalid UTF-8 replaced).
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
